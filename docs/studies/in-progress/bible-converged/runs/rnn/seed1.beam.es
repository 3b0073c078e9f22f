En los días cuando juzgó los jueces, hubo hambre en la tierra: un varón de Beth-lehem de Judá vino á la tierra de Moab, con su mujer y sus dos hijos.
Y el nombre del varón fué Eli-melec, y el nombre de su mujer Nahita. Y los nombres de sus dos hijos fueron Mahán, y Cilón, Ephrata de Beth-lehem de Judá; y vinieron á tierra de Moab, y habitaron allí.
Eliúme, marido de marido, murió: y ella fué con sus dos hijos.
Y tomaron para sí mujeres de las mujeres de Moab: el nombre de la una era, y el nombre de la otra era Ruth; y habitaron en diez años.
Y murió Mahán, y Chêlla murió: y la mujer fué arrebatada de sus dos hijos, y de su marido.
Entonces ella se levantó con sus hijas yernos, para volverse de la tierra de Moab; porque había oído en la tierra de Moab como Jehová había visitado su pueblo en darlos pan.
Y salió del lugar donde ella estaba, y sus dos hijas con ella; y salieron en el camino para volverse á la tierra de Judá.
Y su corazón le dijo á su dos hijas: Ve, cada uno de vosotros á la casa de su madre. Y Jehová se hace con vosotros, como habéis hecho con los muertos y con mí.
Y Jehová te ha dado reposo para ti, cada uno de ti en la casa de su marido. Y ella los besó, y alzó sus vozs, y lloró.
Y ellos le dijeron: No, sino que volveremos á ti á tu pueblo.
Y dijo Adam: Id, y mis hijas, y ¿por qué quieres ir conmigo, y yo he tenido yo en mi vientre, para que sean vuestros maridos?
Venid, oh doncellas, iréis vuestro camino; porque yo soy de ser viejo, que yo he dicho: Yo espero, si he de ser mi marido, y también llevan hijos;
¿Hase aún tú esperar hasta que ellos se fueron? ¿has de dejar de vestir maridos? No, y mis hijas, porque me atormentáis por causa de ti; porque la mano de Jehová ha salido contra mí.
Y alzando la voz de ellos, lloraron; y el que besó su suegro, mas Rutba con ella.
Y ella dijo: He aquí que tu hermana se ha vuelto á su pueblo, y á su dios. Y trata tu suegro.
Y Rust respondió: No me constujes á ti, y volverte de en pos de ti; porque donde fueres, yo iré; y donde estuviereis, yo seréré; y tu pueblo será mi pueblo, y tu Dios mi Dios.
¿Y dónde moriréis, yo moriré, y allí me seré sepultado; y me haga Jehová y me añadiese, si alguna muerte sino á la muerte, y yo no loiera.
Y viendo trabajaba que se había determinado de ir con ella, dejóla.
Fué pues ambos unos hasta vinieron á Beth-lehem; y como habían venido á Beth-lehem, toda la ciudad se apresuró de ellos, y dijeron: ¿No es éste?
Y ella les dijo: No me llamarás, y me llamarás Marara, porque el Omnipotente ha hecho conmigo muy grande.
Y salí, y Jehová me llevó su casa: y ¿para qué me llamas tú, oh Jehová, que me ha hecho mal contra mí, y el Omnipotente?
Entonces se tornaron, y Ruth- Moab, su nuera, y la que se habían de tierra de Moab; y vinieron á Beth-lehem, en el principio de la cebada.
Y Namino tenía de su marido, hombre de riquezas, de la familia de Elime-pem, y su nombre Booz.
Y Ruth- Moab, dijo á Nabarami: Yo vaya ahora al campo, y rebustaré á los oídos del grano en pos de él, en quien he hallado gracia. Y ella le dijo: Ve, hija mía.
Y ella fué, y vino y rebuscó en el campo después de los siegas; y vino á la parte del campo que estaba á Booz, el cual era de la familia de Eli-melec.
Y he aquí que Booz de Beth-lehem, dijo á los segadores: Jehová sea contigo. Y ellos respondieron, diciendo: Jehová te bendiga.
Entonces Booz habló á su criado que tenía cargo de los segadores: ¿Quién es la moza?
Y el siervo que estaba puesto sobre los segas, y dijo: Este es la mujer de la moza que se volvió á Najomi de tierra de Moab.
Y ella dijo: Yo te ruego que me revolvieron, y recogegues tras los segadores de las sigas. Y vino ella, y apóstate hasta la mañana hasta ahora, sino que ella estrotó una poca en la casa.
Y Boc voces en Ruth: Oid, oh hija mía, no vayas á rebuscas en el campo, y no pasarás de aquí, sino que estés aquí á una criada.
Sean tus ojos sobre el campo que se siegan, y ve tras ellos. ¿No he mandado á los mancebos no que te tocan? ¿y tienes tú, y de los vasos, y de beber lo que los mozos se denvan?
Entonces ella se postró sobre su rostro, é inclinóse á tierra, y díjole: ¿Por qué he hallado gracia en tus ojos, para que vayas ciencia de mí, siendo yo soy?
Y Booz, y dijo: Yo he dado á todo lo que has hecho á tu madre, como la muerte de tu marido, y cómo has dejado á tu padre, y á tu madre, y á la tierra de tu par, y has venido á un pueblo que tú no conociste.
Y Jehová da el pago de tu obra, y te ha dado peso de Jehová el Dios de Israel debajo de cuyas alas, habéis venido para tomar su esperanza.
Y ella dijo: Ruégote que halle gracia en tus ojos, señor mío, porque tú me has consolado, y has hecho que has dicho tu siervo, si no soy como uno de tus siervos.
Y en aquel tiempo se llamaba Maole: Ven aquí, y comed pan, y mojad tu bocado sobre la vid. Y sentándose junto á los segreros, la cual pasó su grano, y comió, y se levantaron de ella.
Y como se levantare á reblar, profecís á sus criados, diciendo: Desustruyésela entre las regala, y no la afrenta.
Aparenda la algunos de la mano de la bálla, y la dejarán; y rebuscarán á su rebla, y no la reprende.
Así rebustó en el campo hasta la tarde; y ella salió lo que rebusó, y fué de un epha de cebada.
Y ella la tomó, y entró á la ciudad; y viendo su madre lo que había rebrado; y ella dió, y dió á ella lo que había dejado en pos de ella.
Y su suegro, le dijo: ¿Dónde te has revado hoy? ¿y dónde has hecho? Jehová bien que no te ha hecho. Y ella respondió la madre de los que habían hecho, diciendo: El nombre de aquel varón con los cuales yo he sido hoy.
Y su padre se dijo á su nuera: Bendito sea Jehová de Jehová, que no dejó su misericordia á los vivientes, y á los muertos. Y ella le respondió: El varón de nuestra estroza es uno de nosotros, uno de nuestros cercanos.
Distóse Moab á los de Moab: Sí, él me ha dicho: Vosotros habéis de ponerlos por mis criados, hasta que acabaron de toda mi siega.
Y Nadami respondió á Ruth su hija: Verdad, hija mía, que vayas á sus criadas, y no te encontraron en alguna otra cosa.
Y ella se quedó delante de las criadas de Bozos, y rebuscados al fin de la cebada de la siega de trigo, y de la siega de ellos; y ella vivió con su suegera.
Y su padre no le dijo: Mi hija, no te buscaré, para que te vaya bien.
¿No es desconojada que nuestros vecinos, y cuyas criadas fueron? He aquí, él te ha de echar de cebada en la era.
Por tanto lavate, y ungí, y ve, y ve, y ves, y desciende á la era; mas no santáis al hombre hasta que haya de comer y bebiendo.
Y será que cuando se echare, no llegarás el lugar donde está enriquecido; y entrarás, y descubrerá sus pies, y dormirán; y él te hará lo que ha de hacer.
Y ella le dijo: Todo lo que dices, yo haré.
Y ella descendió á la era, y aun todo lo que su madre le parió.
Y cuando Booz, y bebiendo, y su corazón se alegreba, vino á acostarse al cabo del montón de grano: y vino ella, y descubrió sus pies, y acostóse.
Y viendo á la media noche, el varón se aplacó, y volvióse, y he aquí una mujer se puso en sus pies.
Y él dijo: ¿Quién eres tú? Y ella respondió: Yo soy Ruth á tu siervo: por tanto, llévase la vara de tu vestido sobre tu siervo, porque tú estás cercada.
Y dijo: Vosotros sois benditos de Jehová, mi hija; habéis hecho más misericordia en el fin de la manera que habéis pasado, porque no has de los mancebos, si al pobre ni en rico.
Ahora pues, hija mía, no temas; yo te haré con todo lo que digas: porque toda la ciudad de mi pueblo sabe que es digno de mujer.
Y es verdadero que yo soy cerca de lobos: empero, que es el que pasa delante del que yo.
Sete aquí esta noche, y la mañana, si él te hiciere la parte del unino, lo bueno. Y hagan la guarda del que guarda. Y si no hiciere la guarda de la tinidad de ti, yo haré la guarda de la tinidad de ti, como Jehová vive. Hasta hasta la mañana.
Y echóse á sus pies hasta la mañana, y se levantó delante de uno al que la conoció; porque dijo: No sé que la mujer vino á la era.
Y él dijo: Traed el hombre que está sobre vosotros, y tómala. Y ella la calló, y midió seis medidas de cebada, y púsolo sobre ella, y entró á la ciudad.
Y como ella se llegó á su suegro, dijo: ¿Cómo ha de ir á mi hija? Y dió aviso á todo lo que le había hecho.
Y ella respondió: Y me ha dado estas seis medidas de cebada; porque dijo: No ves vacíos á tu suegro.
Y ella dijo: Espera, hija mía, hasta que sepas lo que ha de venir; porque el hombre no reposará, hasta que haya hecho hoy este día.
Y Booz de la puerta, y asentaron allí allá: y he aquí, los cercanas de aquel que hablaban grandes, vinieron con ella; y le dije: Ven acá, amigo, y senté. Y él pasó, y sentóse.
Tomando luego unos diez hombres de los ancianos de la ciudad, y dijo: Desciende aquí, y sentáronse.
Y dijo al cercano del rey: No, el que ha salido atrás de la tierra de Moab, el cual vende el hermano de Eli-melec.
Yo os digo, que decía: Antes de los que se senten aquí, y delante de los ancianos de mi pueblo. Y si lo redimieres, redimístelo; mas si no lo redimieres, decidmelo, para que sepa. Porque no hayáis para redimirla de vosotros, y yo soy tras vosotros. Y dijo: Yo le redimiré.
Y Bolecí, diciendo: En el día que comprarás el campo de mano de Najomi, y de la destruye, de los de Moab, la mujer de los muertos, para levantar el nombre de los muertos sobre su heredad.
Los cuales dijos: No me redimirá por mí, porque no me aleja por mi heredad: por tanto, libre mi derecho de á ti mismo, porque no lo redimí.
Y esto fué la costumbre en el tiempo de Israel, que había rescatado y acerca de Acayan, para confirmarar todas las cosas: un hombre tomando su arena, y dióla á su prójimo: y así era el camino de las palabras de Faraón.
Y llegáronse á los de la otra parte, diciendo: Enguéla por ti, y tomando su arena.
Y habló Boaz á los ancianos y á todo el pueblo: Vosotros sois testigos, que yo he comprado todo lo que fué á Eli, y á todo lo que se llamaba Celo, y á todas las cosas de la ciudad de Selemi.
Asimismo Rigta á Moab, la mujer de Mahomán, he hablado de mi mujer, para levantar el nombre de los muertos sobre su heredad, que el nombre de los muertos no sea cortada de entre sus hermanos y de la puerta de su lugar. Vosotros sois testigos hoy.
Y todo el pueblo que estaba en la puerta, y de los ancianos, dijeron: Nosotros somos testigos. Y Jehová dió la mujer que entra en tu casa, como Rachêl y como á Lea, la cual edificó á la casa de Israel, y os ha hecho mal en ella de Ephrata, y seáis enojada en Beth-lehem.
Sea tu casa como la casa de Phares, los cuales parió Thamar á Judá, de la simiente que Jehová te dará por esta mujer.
Y Booz de Ruth, ella fué á su mujer; y él entró á ella, y dióla Jehová concebiado, y parió un hijo.
Y las mujeres decían á Nalemi: Bendito sea Jehová, que no te ha quedado hoy ni se afligió, y su nombre sea enojado en Israel.
Y será á vosotros como devolvado de la vida, y oscuroso en tu vejez; porque vuestra nuera, que te ama, que te es mejor que siete hijos, le parió.
Y Nabamías al niño, le puso en su seno, y engendró á él.
Y las mujeres y sus vecinos, le dieron voces, diciendo: Hijo es nacido á Naomi; y llamaron su nombre Obed, y padre de David.
Y estas son las generaciones de Phares: Phares engendró á Hesrón,
Y Hesrón engendró á Ram, y Ram engendró á Aminadab:
Y Aminadab engendró á Naasón, y Naasón engendró á Salmón:
Y Sal engendró á Booz, y Booz engendró á Obed:
Y Obed engendró á Isaí, y Isaí engendró á David:
¡Cómo se amonton la ciudad, que fué lleno de pueblo, que fué en la viuda, que era grande en las gentes! y el que fué príncipes en las provincias, se es siervo.
Multióse en la noche, y sus lágrimas están sobre sus mejillas; y en todos sus amantes en ella no tiene quien la consolan: todos sus amigos se han rebelado con ella, y serán sus enemigos.
Y Judá ha entrado en cautiverio á causa de la aflicción, y por grande multitud; porque está entre las gentes, y nunca más se hallará, y toda su obra en su angustia.
Los caminos en Sión se enlutó, porque nadie viene á la congregación: todas sus puertas serán asoladas: sus hijos se afligieron, y ella hay con amargura.
Sus enemigos han sido la cabeza, y sus enemigos prosperaron; porque Jehová amó á causa de la multitud de sus rebeliones: sus hijos fueron en cautiverio delante del enemigo.
Toda la hermosura se apartó de la hija de Sión; y sus príncipes fueron como naturales que no pudieron pastos, y fueron sin fuerza delante de los persigulos.
Y Jerusalem se acordaron de los días de su aflicción, y de sus angustias todo lo que deseaba desde el tiempo antiguo; cuando el pueblo se echó en la mano del enemigo, y no la atravió: y los que la vieron, la afrentaron, se burlaron de sus asolamientos.
Multióse ha dicho á Jerusalem: por tanto, ha sido inmundo: todos los que la aborrecieron en ella, por cuanto han visto su desnudez; y gemiéronse, y se ha vuelto atrás.
Su inmundicia estaba en sus orillas; no se acordaó de su postrimería: por eso ella ha sido quebrantado, y no tiene consolador. He aquí, Jehová, mi aflicción; porque el enemigo se ha hecho.
Y extendió el enemigo la mano sobre todas sus cosas preciosas; porque ha visto que las gentes han entrado en su santuario, sobre los cuales mandaste que no entran en tu congregación.
Todos los pueblos sus gugieron; buscan su pan, dieron su deleita para destruir á su alma. He aquí, Jehová, y mira, que he sido menospreciado.
¿No tiene esto, todos vosotros que van? Mirad, y ved si hay dolor como mi dolor, que me ha traído en el día del furor de su ira.
Desde su mano envió fuego en mis huesos, y prevalece contra ellos: ha reduzó á mis pies, y me ha vuelto atrás, y páróse de cada día.
El yugo de mis rebeliones es ligado de su mano, y con cuchillos son cuchillos; han subido á mi cuello, y él se ha despertado mi fuerza; el Señor me ha entregado en sus manos, y á los cuales no puedo estar.
El Señor, poniendo todos mis valientes en medio de mí, ha llamado Jehová reunión contra mí mis mancebos, el cual ha dado la virgen hija de Judá como en la lagar.
Porque estas cosas he llorado, y mi ojo, corren con agua, por cuanto el consolador de misergar mi alma está lejos de mí, y mis hijos serán asolados, por cuanto el enemigo ha herido.
Y Sión se extendía sus manos, y no hay quien la consoles; Jehová ha mandado á causa de Jacob, que los que están en él según sus enemigos serán; y Jerusalem entre ellos como es inmundo.
Jehová es justo; porque yo fuisteis rebeldes á su mandamiento. Yo te ruego que todos los pueblos, y ve mi dolor, y mis vírgenes se han ido á cautiverio.
Y llamé á mis amantes, mas ellos me han engañado, y mis sacerdotes y mis ancianos dieron al espíritu en la ciudad, á fin de que buscaban para sí sus almas.
Mira, oh Jehová, que estoy en angustia: mi corazón está turbado, y mi corazón se agustó en medio de mí, porque he errado: sebranto, oh espada, de párpón.
Han oído que yo igüe: no hay quien me consola, y todos mis enemigos han oído de mi aflicción; se alegrarán lo que tú has hecho, y el día que has predicado, y me serán como yo.
Pondrá toda su malicia delante de ti, y hazlos á mí por todas mis rebeliones; porque mis ojos son muchos, y mi corazón se deslería.
¿Cómo tiene el Señor la hija de Sión con nube en su ira, ha echado la gloria de Israel desde los cielos á la tierra, y no ha acordado de sus pies en el día de su furor.
El Señor tragó á todas las moradas de Jacob, y ha echado en su ira las fortalezas de la hija de Judá, y llevólos por tierra, y profanó el reino y sus príncipes.
Cortó asimismo todo el cuerno de Israel en el furor de Israel, y regujó su mano de delante del enemigo; y quemó su Jacob como un fuego quemba todos los que están alrededor.
Empero su arco como su enemigo, en el cual se ha puesto con su mano; por lo cual mató á todo lo que se ha dedo en el ojo: y á la tienda de la hija de Sión se derramó su ira como fuego.
El Señor se ha puesto por enemigo, ha ágrado á Israel; ha tragado á sus palacios; ha destruyado sus fortalezas, y multiplicaóse en la hija de Judá.
El cual robó su tabernáculo, como si huerto, el cual destruyó á su lugar; y Jehová hizo banquete en sábado, y sábado para ser olvidado en Sión, y en el furor de su furor, menospreciado el rey y el sacerdote.
El que ha hecho el Señor su altar, aborreció su santuario; ha dado las paredes de sus palacios en mano del enemigo, y en la casa de Jehová fueron en gran manera.
Jehová ha de destruir el muro de la hija de Sión: extendió el cordel, no extendió su mano desde destruir: hizo el carnero en el muro, y el muro, hasta la fuerto.
Sus puertas se han cavado en la tierra, y destruyó, y derribaron sus cerrojos; y su rey y sus príncipes están entre las gentes donde la ley no está; y sus profetas no han visto visión de Jehová.
Los ancianos de la hija de Sión se sentaron sobre la tierra; callaron, ellos echaron polvo sobre sus cabezas: fueron vestidos de sacos, y las doncellas de Jerusalem fueron arrojados su tierra.
Mis ojos desfallecieron con mis lágrimas: mi corazón está turbado sobre la tierra, por causa de la destrucción de la hija de mi pueblo, por cuanto á los niños y á los niños en la plaza de la ciudad.
Y preguntarán á sus madres: ¿Dónde está el trigo y el vino? Y como tranaron el herido en las calles de la ciudad, cuando su alma está derramada en el seno de su madre.
¿Y qué te testificaré? ¿Qué más te haré á ti, oh hija de Jerusalem? ¿para qué compararé á ti, y te consolaré, oh hija de Sión? porque tu me es como la mar como la mar: ¿quién te sanará?
Tus profetas han visto mentira, y insensatos para ti: no han desnudado tu maldad, para tornar tus cautivos, sino que habéis visto falsos dones, y que hagan la palabra de ellos.
Y todos los que pasan por las manos de ti, tomaron su cabeza á la hija de Jerusalem, diciendo: ¿Qué es la ciudad que los hombres se llaman la perfecto de la gloria, y el gozo de toda la tierra?
Todos vuestros enemigos abrieron su boca contra ti: sus zarcillos y crujieron sus dientes; y dicen: Hemos tragado: Cederamente es el día que hemos esperado: hemos hallado, y hemos hallado.
Jehová ha hecho lo que suprió: ha dicho su palabra que él mandó á los días antiguos: hasta quebrase, y no se afligió; ha hecho tornar el enemigo de ti; ha ensalzado el cuerno de tus enemigos.
El corazón de ellos clamaba al Señor, y el muro de la hija de Sión se arregüenta, como el río de día y de noche; no te date nada; y no tus ojos.
Levántate, clamad en la noche, al principio de las velas; Poder tu corazón como agua delante del rostro del Señor: alzad las manos á él para la vida de tus hijos, los que desmayan por hambre en la cabeza de todas las plazas.
Mira, oh Jehová, y mira á los que has hecho así: de las mujeres que comen su simiente, los hijos de ellos, y destinujón sus rodillas: y el sacerdote y el profeta son muertos en el santuario del Señor?
Y el muchacho y el viejo se dormirá en tierra en las calles, y mis vírgenes y mis mancebos cayeron á cuchillo; y los mataron en el día de tu furor, y has matado, y no afligieron.
Tú has llamado, como el día de una solemnidad y mis terrores á todas partes; y no hubo quien venga, ni quedó en el día del furor de Jehová; mi enemigo ha consumido á los que he hecho yo, y me han consumido.
Yo soy el hombre que tiene visto en la vara de su ira.
El me ha traído, é hízome andar en tinieblas, y no en luz.
Ciertamente él volverá su mano contra mí, y volvió todo el día.
Hizo ha mi carne y mi piel viejos; quebra mis huesos.
Y él ha edificado contra mí, y me cercaron de amargura, y endureciereis.
Hame hecho habitar en tinieblas, como los que ya han sido muertos.
El me ha angusado, para que yo no puedo ir; hame aumentado mis prisiones.
Aun clamando, y llamaré para ayudar, él cerrará mi oración.
El revoró mis caminos con la piedra, é hizo mis veredas.
Cercano es como para entrar en él, como el león en escondido.
El me ha apartado mi camino, y me engañó; y él me hizo.
Pesarde su arco, y pusome por señal por la saeta.
El cual hace subir las entrañas de su cierre para entrar en mis riñones.
Yo he sido por escarnio á todo mi pueblo, y á cada día su canción.
El me hinchió de amargura, y destruyó mistura.
El que hirió sus dientes con sepultura; cubrióme en ceniza.
Tú quitas de mi vida mi alma, y engoquece la paz.
Yo dije: Mi fuerza ha perdochado, y mi esperanza fué de Jehová.
Acuérdate de mi aflicción y de mis angustias, los gusanos y las amargas.
Mi alma se acuerda de ellos, y se inclinó en medio de mí.
Esta es ahora mi corazón á mi corazón: por tanto yo esperaré.
Empero es de la misericordia de Jehová que no somos consumidos, por sus misericordias no desvaban.
Todos las mañana son todas las mañanas: son tu verdad.
Jehová es mi parte, dice mi alma: por tanto yo esperaré en él.
Jehová es bueno á los que le esperan, y al alma que le buscan.
Bueno es el hombre esperar, y reposará la salud de Jehová.
Bueno es un hombre que lleva el yugo en su mocedad.
Y si se sentare bien, y calla, porque le ha puesto sobre él.
Ponle su boca en el polvo, si es así esperanza.
Abridió su mejilla al que le hiriere, y sea llenado de afrentado.
Porque el Señor no será para siempre jamás.
Porque aunque tenga el dolor, y tendrá misericordia de su misericordia.
Porque no afligie de su voluntad, ni se romperá los hijos de los hombres.
Para que pierden debajo de pie á todos los presos de la tierra;
Para apartar el rostro del hombre delante del rostro del Altísimo;
A causa del hombre en su causa, el Señor no se aprege.
¿Quién es el que dice, y viene el tiempo, que el Señor no lo mando?
¿No viene el mal, y buena voluntad de la boca del Altísimo?
¿Por qué vivirán los que viven por un hombre, y por el pecado de sus pecados?
Vengamos, y pensad nuestros caminos, y vuelven á Jehová.
Concidemos nuestro corazón con nuestras manos á Dios en los cielos.
No hemos rebelado, y hemos sido rebeldes: no habéis alcanzado.
Tú nos has cubierto de ira, y nos has muerto; y habéis matado, y no has afído.
Y cubrístete con una nube, para que ninguna oración se pase.
Pusístenos por medio de los pueblos, y no quisieron en medio de los pueblos.
Todos mis enemigos abrieron la boca de ellos.
Y el que viene sobre nosotros, y el que viene sobre nosotros, y la perdición y la perdición.
Mi ojo correré con arroyos de agua, porque quebrantamiento de la hija de mi pueblo.
Mi ojo destila, y no cesaría, sin causa de su mano;
Hasta que Jehová miró, y ve de los cielos.
Como ojo de mi ciudad, á causa de todas las hijas de mi ciudad.
Y como me han persigado como al ave, y los que son mis enemigos sin causa.
Y corrían mi vida en la mazmorra, y echaron sobre mí piedra sobre mí.
Aparta está sobre mi cabeza, y dije: Yo soy cortado.
Yo te he llamado tu nombre, oh Jehová, de la presencia de la postrera.
Tú oirás mi voz: No encubres tu oído desde mi gemido, y mi clamor.
Y llegasteis al día que os invocare; y dijisteis: No temáis.
Señor, á la causa de mi alma has adogado: tú has redimido mi vida.
Jehová ha visto mi maldad; he aquí me ha pagado mi causa.
Tú has visto toda su venganza, y todos sus pensamientos contra mí.
Tú has oído su afrenta, oh Jehová, y todos sus pensamientos contra mí:
Los labios de los que se levantaron contra mí, y sus heredades contra mí.
Tú ves su sentar, y su nacimiento, y yo su canción.
Los cuales pagarás, oh Jehová, conforme á la obra de sus manos.
Y les daréis su corazón de corazón, por maldición á ellos.
Y los perseguirán en furor, y los destruirá de debajo de los cielos de Jehová.
¡Cómo han sido de ella el oro, y el oro se ha de mudar! Y las piedras del santuario se levantaron sobre la cabeza de todas las plazas.
Los hijos de Sión, y comparad á oro fino, ¿cómo son como los vasos de la obra, y la obra de las manos del alfarero?
A los chacales han de comer los hijos de ellos, y amas á sus criados, mas la hija de mi pueblo fué hecho cruel, como las ciervas en el desierto.
Y la lengua de los magüens se burlaban á la tega de su boca por sed: y los niños le preguntaban por pan, y no habrá quien los ladrones.
Y los que comían de la cosechas, en las plazas; y los que se habían detenidos en púrpura, y muladufes.
Porque la maldad de la hija de mi pueblo es mayor que el pecado de Sodoma, el cual se puso en un momento, y ninguna mano se puso sobre ella.
Sus príncipes eran limpios que la nieve; ellos son blancos más que leche; y más señeron en el cuerpo más que piedras preciosas; y su cordón era semejante á zafiro.
Su rostro es negro más que un cardo; no se oirá en las plazas; y su piel se pegó á sus huesos, y se secó, como es leño.
Los que son muertos con la espada es mejor que los que matan con hambre: porque estas cosas son deshechas, por falta de los frutos del campo.
Y las manos de las igüentas que tenían en sus hijos, y tenían su comida en el quebrantamiento de la hija de mi pueblo.
Jehová fué hecho su furor, y derramó su furor de ira, y ha puesto fuego en Sión, que ha devorado sus fundamentos.
Y no se creyó los reyes de la tierra, ni hizo todos los moradores del mundo, para que el enemigo y los enemigos entrarán en las puertas de Jerusalem.
Por la causa de los pecados de sus profetas, y las iniquidades de sus sacerdotes, derramando la sangre de ella en medio de ella.
Y andando, ciegos en las plazas, y contaminaron con sangre, y no tocan sus vestidos.
Salid. Y ellos les dieron voces: ¡Tenis! ¡ay! que salides, salid, y tomemos, dice los hombres de las gentes: No podéis más acá.
Y la ira de Jehová se ha esparcido, y no les escuchará más: ni los ojos de los sacerdotes, ni los Nethineos.
Muerminos han detenidos los ojos de nuestra ayuda; y en nuestro vimostrimos hemos reprobido á causa de la vida.
Han persivados nuestros pasos, para que no entremos en nuestras plazas: nuestra generación está cumplido, porque el fin ha cumplido.
Nuestros perros fueron más ligeros que los águilas del cielo; y persiguen sobre los montes, y aguvennos en el desierto.
El espíritu de nuestras narices, el ungido de Jehová, fué preso en sus cisternas; de los cuales hemos dicho, debajo de su sombra viva, entre los Gentiles.
Gozaos y alegraos, hija de Edom, que habita en la tierra de Hus: y pasará el copa por vosotros también, y seréis embriagados, y pondrélo desnudo.
El pecado de tu maldad es cumplido, hija de Sión; no te llevará más en cautiverio: él visitará tu maldad, oh hija de Edom, y descubrirá tus pecados.
Acuérdate, oh Jehová, lo que ha venido sobre nosotros: he aquí, y ved nuestra afrenta.
La herencia de ellos fué vuelto para los extraños, nuestras casas para los extranjeros.
Somos, y huérfanos, y huérfanos, y viudas son como viudas.
Admilámosle á beber agua para beber, y nuestra leña se nos vendió.
Nuestros perros estás en nuestros cuellos; no se cansemos, y no hay reposo.
Hamos dado nuestras manos á los Egipcios, y á los Asirios, para ser saciados de pan.
Nuestros padres pecaron, y no hay más: hemos pagado sus maldades.
Pevan señore sobre nosotros: no hay quien nos libre de su mano.
Nosotros nos tomamos pan de la vida de nuestra vida, á causa de la espada en el desierto.
Olleza es como el horno, á causa del horno de hambre.
Aputáronse las mujeres en Sión, y las doncellas en las ciudades de Judá.
Los que fueron puestos por sus manos, y los rostros de los ancianos no fueron honrados.
Los mozos llevarían las muelas; los hijos tropezaron debajo de la madera;
Los ancianos han cesado de la puerta, y los mancebos de su canción.
El gozo de nuestro corazón no ha cesado: en todo se ha echado en luto.
Y la corona ha caído de nuestra cabeza: ¡Ay de nosotros, porque hemos pecado!
Porque esto es nuestro corazón desmayado; porque estas cosas están en ellas.
Y el monte de Sión, que está asolada, y los que andan en ella, y los que andan en ella.
Tú, oh Jehová, permanece perpetuamente: tu trono de generación á generación.
¿Y por qué nos olvides de nosotros para siempre, y que nos desamparéis de tiempo?
Málvanos, oh Jehová, y nosotros te hemos apartado; y nuestros días como de antiguo.
Mas tú nos habéis desechado, para que contra vosotros nos enocéis.
Y las palabras de Adia, que estaba entre los pastores de Tecoa, la cual vió á Israel en los días de Uzzías, rey de Judá, y en días de Jeroboam hijo de Joas, rey de Israel, dos años delante del terremoto.
Y dijo: Jehová de bramará de Sión, y su voz es Jerusalem de Jerusalem; y los pastos de los pastores se lamentarán, y la cumbre de Carmelo.
Así ha dicho Jehová: Por tres rebeliones de Damasco, y por cuatro pies, no volveré á su pecado: porque han sido echados á Galaad con los instrumentos de hierro.
Y yo enviaré fuego en la casa de Hazael, y consumirá los palacios de Ben-adad.
Y quebrantaré la barma de Damasco, y talaré el morador del valle de Avendi, y al que toma la vara de la casa de Edén, y el pueblo de Siria ha de entrar á Kir, dice Jehová.
Así ha dicho Jehová: Por tres desolados de Gaza, y aun cuatro pies, y no volveré á su fuir su alma, porque llevaron cautivos á toda la haz de Edom, para entregarlos á Edom;
Mas yo pondré fuego en el muro de Gaza, y consumirá sus palacios.
Y cortaré el morador de Asdod, y al que hubiere tomado el cemo de Ascalón; y tornaré mi mano contra Ecrón, y cesarán las reliquias de los Filisteos, dice el Señor Jehová.
Así ha dicho Jehová: Por tres desolados de Tiro, y por cuatro pies, no volveré á su pecado: por cuanto habían librado toda la voz de Edom, y no se acordaste del pacto de ellos.
Mas yo enviaré fuego sobre la pared de Tiro, y consumirá sus palacios.
Así ha dicho Jehová: Por tres rebeliones de Edom, y por cuatro veces, no volveré á su pecado: por cuanto él siguió á su hermano con la espada, y echó á todos sus misericordias, y con furor de su ira, y desumó á su furor;
Y yo enviaré fuego sobre Temán, y consumirá los palacios de Bosra.
Así ha dicho Jehová: Por cuanto escribieron de los hijos de Ammón, y por cuatro pies, y no volveré á su pecado: por cuanto han abierto á las mujeres de Galaad, para que ensanchasen su término.
Mas yo haré encender fuego en el muro de Rabba, y devorará sus palacios, con júbilo en el día de la batalla, y con tempestad en el día del torbellino;
Y su rey entrará en cautiverio, él y sus príncipes juntamente, dice Jehová.
Así ha dicho Jehová: Por tres desolados de Moab, y por cuatro pies, no volveré á su pecado, porque quemó los huesos del rey de Edom en lisonita;
Y enviaré sobre ti fuego de Moab, y consumirá los palacios de Cerioth; y Moab morirá con grande, con júbilo, y con sonido de trompeta.
Y yo cortaré el juez de en medio de ellos, y matará á todos sus príncipes con él, dice Jehová.
Así ha dicho Jehová: Por tres rebeliones de Judá, y por cuatro veces, no volveré á su pecado, por cuanto menospreciaron la ley de Jehová, y no han guardado sus estatutos, y sus mentiras han errado, conforme á sus padres;
Mas yo enviaré fuego sobre Judá, y consumirá los palacios de Jerusalem.
Así ha dicho Jehová: Por tres rebeliones de Israel, y por cuatro pies, no volveré á su pecado: por cuanto han vendido á justo por plata, y al pobre de su zapato;
Las hollones del campo en el polvo de la tierra, y negarán el juicio á los oprimidos: y el hombre y su padre convocó la misma mujer, para contaminar mi santo nombre.
Y pusiéronse delante de todo altar, vestidos de obligación: en la casa de su Dios bebían el vino de los que se habían sido.
E hirió al Amorrheo delante de ellos, cuyo altura era como la altura de los cedros, y fué fuerte como los alcornoques; y de su fruto arrancéme, y de sus raíces abajo.
Y os saqué de la tierra de Egipto, y os he cuarenta años en el desierto, para que la poseas la tierra del Amorrheo.
Y despertaré de tus hijos por profetas, y algunos de tus mancebos por Nazareos. ¿No es éste, oh hijos de Israel? dice Jehová.
Y diste á beber el Nazareo vino á beber, y mandó á los profetas, diciendo: No profetizas.
He aquí que yo te quebrantaré en tu lugar, como colto de azote que es llena de trigo.
Pero la noche perecerá de la ligero, y el fuerte no fortitará su fortaleza, y el valiente no se librará.
El que labra el arco, no podrá; y el que es de tu pie, escapará: el que roba el caballo, no librará.
El que es valiente en el valiente, se desnudo en aquel día, dice Jehová.
Oid palabra de que Jehová ha hablado contra ti, oh hijos de Israel, contra toda la familia que hice subir de la tierra de Egipto, diciendo:
Yo te he escogido por todas las familias de la tierra: por tanto, yo te visitaré sobre todos sus pecados.
¿Qué anden, dos siendos?
¿Mechará el león en la hinchazón, cuando no tiene presa? Dos cachorro del león clamará de su mano, si él no lo he faltado.
¿Tomará el ave en la tierra, donde no hay lazo? ¿has recurado en la tierra? ¿y nunca más?
¿Hase acabado la trompeta en una ciudad, sin que el pueblo tenga miedo? ¿no hay mal en la ciudad, y Jehová no lo ha hecho?
Ciertamente el Señor Jehová no hará nada, si no revela su boca á sus siervos los profetas.
El león bramará; ¿quién no temerá, y el Señor Jehová ha dicho, ¿quién le será?
Aullad en los palacios en Asdod, y en palacios en la tierra de Egipto, y decid: Juntaos en los montes de Samaria, y ved qué está en ella, y qué violencia entre ellos.
Pero ellos no conocen á hacer juicio, dice Jehová, al cual se ha de despojo, y en sus palacios.
Por tanto, así ha dicho el Señor Jehová: Entartaráse el furor sobre la tierra, y humillará tus fortalezas, y tus fortalezas serán presa.
Así ha dicho Jehová: Vive el pastor de la boca del león dos veces, ó al discurdo de la oreja, así los hijos de Israel serán librar los que se sientan en Samaria, en el rincón de un pio; Y en la otra parte de la cama en la cámara de la cama.
Oid, y testimoniod á la casa de Jacob, dice el Señor Jehová Dios de los ejércitos.
Porque en el día que yo visito las rebeliones de Israel, yo visitaré á los altares de Beth-el; y los cuernos del altar serán cortados, y caerán á tierra.
Y heriré á la casa de invierno en la casa del verano, y las casas de marfil perecerán, y las casas casas de un árbol, dice Jehová.
Oid esta palabra, vosotros cueros de Basán, que están en el monte de Samaria, que oprime al pobre, que quebrantará al pobre, y á sus maridos: También nos beremos.
Así ha dicho el Señor Jehová por su santidad: He aquí que vienen días sobre vosotros, y os tomarán con los capiteles, y á los postreros de vosotros con los pescadores.
Y saldréis en los vallados en el muro, cada uno en derecho de ella, y os echarás en Harmón, dice Jehová.
Ve á Beth-el, y pecado; y Gilgal, y pecad; y á tus sacrificios cada mañana, diezmos de tres días,
El sacrificio de hacimiento de gracias que es leudado, y destruítales las cosas, y la desmenuzó: porque esto te ruego, hijos de Israel, dice el Señor Jehová.
Yo te he dado limpio de dientes en todas tus ciudades, y falta de pan en todo: y tú no me volvieron, dice Jehová.
Y yo me aparté las lluvias de ti, cuando aun queda tres tres hasta la siega, y harélo que lluvia lluvia sobre una ciudad, y no hace descender lluvia sobre la ciudad: y el campo se fundó, y el campo donde no se había secado.
Y dos ó tres ciudades adutaron á una ciudad para beber las aguas, y no se hartaron; mas no me volvieron, dice Jehová.
Yo te he herido con piedras, y he aquí tres veces en tus huertos y tus viñas; y toda la langosta devoraron tu higuera y tus olivas; y no me volvieron á mí, dice Jehová.
Yo estoy plaga en ti como yo hice Egipto; he muerto tus varones con cuchillo, y han llevado á tus caballos, y he traído á tus caballos; y yo he henchido tus ondas de tu real, y no me volvieron á mí, dice Jehová.
Y yo bajaré de ti como el Dios de Sodoma y de Gomorra, y fuiste como un terón que sale de fuego: mas no me volvieron, dice Jehová.
Por tanto os haré esto, oh Israel, por cuanto yo haré esto, para que yo os haga esto; aparejad á recibir á vuestro Dios Israel.
Porque he aquí, el que forma los montes, y escurta el viento, y anuncie al hombre que es pensado, el que hace las tinieblas, y las pisad de las alturas de la tierra: Jehová Dios de los ejércitos, es su nombre.
Oid esta palabra que yo levantase sobre ti endechas, oh casa de Israel:
La virgen de Israel ha caído, no se levantará más: la cual se echó á su tierra, ni hay quien la levante.
Porque así ha dicho el Señor Jehová: La ciudad que sale á mil será desamparada, y el que salió por cien días á la casa de Israel.
Porque así ha dicho Jehová á la casa de Israel: Heme aquí, y vosotros viviréis;
Mas no buscáis á Beth-el, ni entréis en Gilgal, y no pasaréis á Beer-seba; porque ha de entrar en cautividad, y Beth-el vendrá á nada.
Mira, oh Jehová, y vivirás; porque no sea como el fuego en la casa de José, y la devorará, y no habrá quien la quiebrará en Beth-el.
Los que apartarn el derecho á los gusanos, y derribarán la justicia á la tierra.
Mira que el que hizo los Precias y de la muerte, y vuelve á la sombra de la muerte á la mañana, y hace día de día de día y de noche; el que llama á las aguas de la mar, y los derramare sobre la haz de la tierra, Jehová es su nombre;
El que lleva la destrucción, quebrantamiento es la fuerte, y viene el quebrantamiento sobre el palacio.
Y aborreceron al que reprende á la puerta, y albominaron al que habla contentamiento.
Por lo cual, te habéis tomado á los pobres, y tomalos de trigo de trigo, y edificasteis casas de tal piedra, mas no habitaréis en ellas: plantas viñas, y no beberéis su vino.
Porque yo sé que muchos son tus sonpedores, y cuántas son tus pecados: los que afligiréis al justo, y tomando el presente, y que apartan al menesteroso en los atrios.
Por lo cual el hombre cuerdo la muerte, porque es mal.
Mira, bien, y no mal, para que vivas; y así Jehová Dios de los ejércitos, será contigo.
Hanos mal, y caridad buenos, y confirmar juicio en los atrios; sea que Jehová Dios de los ejércitos será clemente para el resto de José.
Por tanto, así ha dicho Jehová Dios de los ejércitos, el Señor: Guardaos en todas las sendas, dirá en todas las plazas: ¡Ah! ¡D! ¡cuán! á llamar á labradores, y á los que ayunnan para endechar.
Y en todas las viñas se aplazían, porque yo pasaré en medio de ti, dice Jehová.
¡Ay de vosotros, que derriba el día de Jehová! ¿Por qué habéis de estar en el día de Jehová? Es tinieblas, y no luz.
Y cuando el varón huyó del león, y le me llevará, y entró á la casa, y le pondrá su mano sobre el muro, y una serpiente.
¿No es el día de Jehová tinieblas, y no la luz? Y aun muy en tinieblas, y no habrá en él gloria.
Yo aborrezco, y menospreciaré tus solemnidades, y no puedo estar con tus solemnidades.
Y si me ofrecieres tus holocaustos y ofrendas, no los aceptaré; ni tendré misericordia de los animales de tus bestias.
Quita de mí el sonido de tus canas: no oiré el frano de tus arpas.
Mas el juicio y la vuelta está como ríos, y justicia como un arroyo.
¿Tástete pues sacrificios y sacrificios en el desierto cuarenta años, casa de Israel?
También tú labraste la tienda de tu rey, y la tierra de tus imágenes, la estrella de tu dios, la cual tú te hiciste.
Por tanto os haré subir á la mano de Damasco, dice Jehová, cuyo nombre es el Dios de los ejércitos.
¡Ay de los que están en Sión, y á los que moran en el monte de Samaria, no los varones de los príncipes de las gentes, á los cuales vino la casa de Israel!
Id á Calnita, y mirad; y de allí va á Hamath, y desciende á Gath, y descienden á Gath de los Filisteos. ¿Qué mejor son más que estos reinos? Y su término más grande que el término de ellos.
Porque tú quebran el mal hasta el día malo, y hazle la silla de la violencia,
Los que están en camas de marfil, y extendiéronse sobre sus lechos, y comen los corderos de las ovejas, y los becerros de la medio de la tierra;
Los cuales en el salterios de arpas, que están en los salterios de canción, como David;
Que bebas vino en tazas, y ungáronse con los primeros; mas ellos no se afligieron en la aflicción de José.
Por tanto, yo venceos á los primeros que suben cautivos; y el día y el anguinza.
El Señor Jehová ha jurado por sí, dice Jehová, Dios de los ejércitos: Yo hebo la soberbia de Jacob, y de sus fortalezas: por tanto yo entregaré á la ciudad con todo lo que está en ella.
Y acontecerá que si diez hombres estuvieren en casa, morirán.
Cuando el hermano de alguno lo tratiere, y el que lo hiriere, para que se alejará de la casa, y pregunta al que está en la casa de la casa: ¿Hay aún contigo? Y él dice: No, pues, dirá: Honra. Por tanto, no daremos el nombre de Jehová.
Porque he aquí que Jehová les manda, y la gran casa será deshecho, y la casa en los cortones.
¿ caballos que corros en las peñascoses? ¿ebrará el hombre con los bueyes? ¿has aparcido el juicio en el camino, y el fruto de justicia en amarguras,
Los que os alegraréis en nada, que dicen: ¿No nos habéis tomado por nosotros los cuernos de nuestras manos?
Porque he aquí, yo levantaré sobre ti una nación, oh casa de Israel, dice Jehová Dios de los ejércitos, y te afligirán de la entrada de Hamath al arroyo de la campiña.
Así me ha dicho el Señor Jehová: He aquí que ha formado langostas en el principio del árbol de crecer, y he aquí que el postrero de la siega del rey.
Y cuando hubieron acabado comer de la hierba de la tierra, yo dije: Señor Jehová, perdonad, yo te ruego: ¿cómo podrás huir á Jacob? porque es pequeño.
Y Jehová se arrepintió de esto: no será, dice Jehová.
Así me ha dicho el Señor Jehová: He aquí que el Señor Jehová llamó á juicio del fuego, y secó la grande abismo, y que consumió la tierra.
Y yo dije: Señor Jehová, ¿ego, yo te ruego? ¿para qué se has de hacer?
Y Jehová se arrepintió de esto. Y así no será esto, dice el Señor Jehová.
Y así me mostró, he aquí que el Señor estaba junto á un muro, junto á un cordón, y en un cordel en su mano.
Y díjome Jehová: ¿Qué ves tú? Y dije: Un hombre.
Y los altos de Isaac serán asoladas, y los asolamientos de Israel serán asolados; y yo levantaré contra la casa de Jeroboam á cuchillo.
Entonces Amasías el sacerdote de Beth-el, envió á Jeroboam rey de Israel, diciendo: A causa de la casa de Israel ha conspirado contra ti en medio de la casa de Israel; la tierra no puede para llevar todas sus palabras.
Porque así dice: Así ha caído Jesús á cuchillo, y vivirá de Israel.
Y Amasías dijo á Aza: Tú, ves, y huyendo á la tierra de Judá, y comed pan, y profetiza allí,
Mas no os entréis más en Beth-el; porque es el santuario del rey, y es la casa real.
Entonces Amasías, respondió á Amasías: No soy profeta, ni era hijo de profeta: mas yo soy hombre de vacas, y á labradores de cabra de higos.
Y Jehová me tomó de los rebaños, y díjome Jehová: Ve, profetiza á mi pueblo Israel.
Ahora pues, oid la palabra de Jehová: Vosotros decís que no profetizas contra Israel, y no predican contra la casa de Isaac.
Por tanto, así ha dicho Jehová: Tu mujer será ramera en la ciudad, y tus hijos y tus hijas caerán á cuchillo, y tu tierra será repartido con cordel; y tú moriréis en tierra que es inmundo: Y de Israel será llevado á Israel.
Así me ha dicho el Señor Jehová: he aquí que el canastillo de el fruto es el fruto.
Y él respondió: ¿Qué ves tú? Y dije: El canastillo de el fruto. Y díjome Jehová: El fin ha venido sobre mi pueblo Israel, nunca más me volveré.
Y el cántico del templo será aullado en el día, dice el Señor Jehová: los cuerpos muertos serán muchos, y en todo lugar los arrojarán.
Oid esto, los que desean al menesteroso, y haced oir el afligido de la tierra:
Diciendo: Cuando la nueva luna se va, para que vendmos al grano? ¿y sábado, para que tomamos trigo con el epha, y según el epha grande, y el siclo grande, y que no se alegren con balanzas de engaño;
Para que compraremos á los pobres de plata, y al menesteroso por un fudo de zapatos, y vende el apregón con el trigo?
Jehová juró por la soberbia de Jacob: Ciertamente jamás me olvidaré de sus obras.
Y la tierra tembló de esto, y todo aquel lamento que mora en ella, y levantaráse como el río; y se levantará á ser como el río, y se levantará á revertir, como el río de Egipto.
Y acontecerá en aquel tiempo, dice el Señor Jehová, que haré que el sol se descendiente en medio día, y oscuridad en tierra hasta hoy.
Y tornaré tus banquetes en luto, y todos tus cantones en endechas; y te pondré sobre sacos de sacos, y sobre toda cabeza; y harélo como el luto de un hijo, y su fin como un gran lloro.
Y he aquí vienen días, dice el Señor Jehová, que yo envío hambre en la tierra, no en hambre de pan, y sed de agua, y de oyendo las palabras de Jehová.
Y andarán de mar á la mar, y desde el aquilón hasta el oriente; y correrán á la palabra de Jehová, y no la hallará.
En aquel día son las doncellas, y los mancebos se fatigarán de sed.
Y los que juran por el pecado de Samaria, y dijeron: Vive vuestro Dios, Dan, vive, y diciendo: Como el camino de Beer- peregrinare, caerán, y nunca más se levantará.
Y vi el Señor que estaba junto al altar, y dijo: Silve las cabezas de las columnas, para que los vasos se acojan. Quebrantalos en pedazos sobre la cabeza de todo. Y mataré á cuchillo los postreros. Mas uno de ellos se huyerá. Y uno de ellos escapará.
Y si fueren cavados en el sepulcro, allí la pondrán las manos; y aunque suben al cielo, allí los haré.
Y si se hubieren escondido en la cumbre del Carmelo, yo los buscaré, y los quita de allí; y si se escondieron de mis ojos en el seno de la mar, allí mandaré á la serpiente, y les será.
Y si llegaren á subir delante de sus enemigos, allí mandaré á cuchillo, y los matará; y pondré mis ojos sobre ellos por mal, y no para bien.
Porque el Señor Jehová de los ejércitos es el que tocare á la tierra, y lo enriquecerá, y todos los que habitan en ella; y levantaráse como el río, y será pecado, como el río de Egipto.
El que edifica sus cámaras en los cielos, y ha fundado su tierra sobre la tierra: el que llama á las aguas de la mar, y los derramare sobre la faz de la tierra, Jehová es su nombre.
¿No eres tú como los hijos de los Etiopes á mí, hijos de Israel? dice Jehová. ¿No he sacado yo á Israel de la tierra de Egipto, y los Filisteos de Caphtor, y los Siros de Kir?
He aquí, los ojos del Señor Jehová están sobre el pecado del reino, y yo destruiré la tierra de la tierra, sino que no destruiré la casa de Jacob, dice Jehová.
Porque he aquí que yo les mandaré, y yo haré que la casa de Israel entre todas las gentes se ha de ser empeada, y no hasta la tarea, caerá sobre la tierra.
Y todos los pecadores de mi pueblo morirán á cuchillo, los que dicen: No pueden matar, ni nos encontraremos.
En aquel día yo despertaré la tienda de David que fuere caído, y rogase sus vallados, y despertaré sus ruinas, y lo edificaré como en los días antiguos;
Para que poseerán las reliquias de Edom, y todas las gentes que son llamados de mi nombre, dice Jehová, el cual hace esto.
He aquí vienen días, ha dicho Jehová, que arrecirá el que semará la siega, y el riño de los quebran la simiente de ellos; y el gobio de los montes, y de todos los collados.
Y traeré mi pueblo Israel de cautiverio, y asolarán las ciudades, y morarán en ellas; y plantarán viñas, y beberán ellos; y también harán huertos, y comerá su fruto.
Y plantarélos sobre su tierra, y no más serán arrancados de su tierra que les he dado, dice Jehová vuestro Dios.
Y fué palabra de Jehová á Jonás hijo de Amitta, diciendo:
Levántate, vete á Nínive, ciudad grande, y predicadla, porque su maldad ha subido delante de mí.
Mas Jonás se levantó para huir de Tarsis delante de Jehová: y descendió á Joppa, y halló un arca á Tarsis; y él adminó su lejos, y descendió á ella, para que fuesen con puertas de delante de Jehová.
Y Jehová envió un gran viento sobre la mar, y hubo un grande tempestad sobre la mar, y el arca era como para romper.
Y los abominados, tuvieron miedo, y cada uno clamó á su dios; y echáronle el cargo que había en el arca á la mar en la mar, y que estaba allí en la cámara del arca, y se acostóse, y ayunaron.
Y vino el arca á él, y díjole: ¿Qué tienes tú, sueño? Levántate, da voces sobre tu Dios, y tu Dios no te dé, porque no perecemos.
Y dijeron todos los unos á los otros: Venid, y echaronmos suertes, para que sepamos que es bueno á este mal que es sobre nosotros. Y echaron suertes, y la suerte cayó en Jonás.
Entonces le preguntaron, diciendo: Dinos, pues, que hagas que este mal está sobre nosotros; ¿qué es de ti? ¿dónde de dónde vienes? ¿y qué es tu tierra? ¿y qué es el pueblo?
Y les dijo: Yo soy Hebreo, y yo teme á Jehová Dios de los cielos, que ha hecho la mar y la tierra seca.
Entonces los hombres se entristecieron en gran manera, y dijéronle: ¿Qué has hecho? Porque los hombres sabían que él estaba huyendo de delante de Jehová, por cuanto les había dicho.
Y ellos le dijeron: ¿Qué haremos contigo, que la mar nos es á nosotros? Porque el mar creció, y más tempestad.
Y él les dijo: Tómame, y echadme en la mar, y el mar os será; porque yo conozco que por mí es esta gran tempestad de vosotros.
Empero los hombres revuelaban á prenderlos por la tierra, mas no pudieron: porque la mar creció, y más se afligieron contra ellos.
Entonces ellos clamaron á Jehová, y dijeron: Ruégote, oh Jehová, nosotros te ruegomos, no nos hagas morir por la vida de este hombre, y no te pondrás sobre nosotros sangre inocente: porque tú, oh Jehová, has hecho como te ha hecho.
Tomaron entonces á Jonás, y echáronle en la mar, y cesaron la mar.
Entonces temieron los hombres temerosos de Jehová, y ofrecieron sacrificado á Jehová, y haced votos.
Y encendióse un pestro de barro á Jonás, y estaba en el vientre de los peces tres días y tres noches.
Entonces fué Jonás en Jehová Dios de su Dios, de los peces de los peces.
Y dijo: Yo soy llamado de mi aflicción á Jehová, y él me respondió, y del vientre del sepulcro clamaba: tú has oído mi voz.
Porque me escribiste á los abismos, en el corazón de los mares; y el diluvio estaba alrededor de mí, y todas tus ondas, y tus cuerdas pasaron.
Yo dije: Yo he sido quitado de delante de tus ojos, y yo miraré al templo de tu santuario.
Las aguas me cercaron, hasta el alma; y el abismo estaba alrededor de mí, y los alojaron alrededor de mi cabeza.
Y descendí á los bajos de los montes, y la tierra me honrará para siempre; empero habéis traído mi vida del pozo, Jehová Dios mío.
Cuando mi alma desmayare dentro de mí, yo te acordaré de Jehová, y mi oración vino á ti, en tu casa santo.
Los cuales miran á los que hacen misericordias, dejan su misericordia.
Entonces habló Jehová á los peces, y fué vomitada en la tierra de la tierra.
Y fué palabra de Jehová á Jonás la segunda vez, diciendo:
Levántate, vete á Nínive, ciudad grande, y predicad á la palabra que yo te doy.
Y levantóse Jonás, y fué á Nínive, conforme á la palabra de Jehová. Ahora pues, Nimé una grande gran ciudad, tres días por el frente.
Y fué Jonás á entrar en la ciudad un día de camino, y clamó, y dijo: En aquellos días, Nínive se derribará.
Y el pueblo de Nínea ha creído á Dios, y previaron ayuno, y pusieron sobre saco, desde el más grande hasta más de ellos.
Y la fama por el rey de Nínive se levantó, y se apartó de su trono, tomóle el vaso del reino, y cubrióse de saco, y se sentó en ceniza.
E hizo pregonar, y haced saber, Nindé por la vía del rey y de sus principales, diciendo: Ningún hombre ni animal, ni las ovejas, ni las ovejas, ni las otras ovejas; ni se apacentéis, ni beberéis agua;
Mas sean cubiertos de saco, así hombres y animales, y llamaré á Dios: y vágelos cada uno de su mal camino, y de la violencia que está en sus manos.
¿Quién sabe si Dios no tornará, y se rebelará, y se apartará de su ira, y no perecemos?
Y vió Dios sus obras, que se volvieron de su mal camino; y Dios se arrepintió del mal que les había de hacer, y él no lo hizo.
Mas en esto se sentó á Jonás en gran manera, y enojóse.
Y oró á Jehová, y dijo: Ruégote, oh Jehová, ¿no era esta lo que dije yo en mi tierra? Así que, pues, estando yo á huir á Tarsis, porque sabía que tengas Dios clemente y misericordioso, tardo para la ira, y grande en misericordia, y que seas hecho de hacer mal.
Ahora pues, oh Jehová, te ruego, mi vida de mí: porque mejor me es para morir para que viva.
Y dijo Jehová: ¿Haye Jehová para ti enojado?
Y fué Jonás sentado de la ciudad, y sentándose al oriente de la ciudad, y se había puesto en ellas un cinto, y sentóse debajo de la sombra, hasta que vea lo que haya de la ciudad.
Y Jehová Dios puso una vid, é hízolo subir á Jonás, para que se haga sombra de su cabeza, para librarlo de su presencia: y era Jonás en gran manera á causa de la vid.
Empero puso Dios sobre el camino el día siguiente, y estaba en la vid, y se quebraba sobre la vid.
Y como el sol se levantó, y abajóse un arca un viento, y el sol se puso en la cabeza de Jonás; y fué que cansado, y pidió por sí mismo para morir; y dijo: Mejor es que muera para que viva.
Y dijo Dios á Jonás: ¿Elverás á ti que se enojado sobre la vid? Y él respondió: Yo soy derecho á hacer, en la muerte.
Y dijo Jehová: Negado has la vid por la vid, porque no has trabajado, ni tú lo hiciste; que subió de noche y de noche en la noche.
¿No tengo de estar en Ninrove, ciudad grande, en la cual hay más que ciento veinte mil hombres que no pueden discernir entre sí diestra y su siniestra, y también las muchas bestias?
Y en el principio fué la palabra, y la palabra de Dios se fué á Dios, y á la palabra de Dios.
Y era éste en el principio de Dios.
Todas las cosas hacían por él, y con él no se habían hecho.
Y en él fué vida, y la vida fué la luz de los hombres.
La luz resplandezca en la oscuridad, y la oscuridad no la venció.
Y había un hombre enviado de Dios, que era nombre de Juan.
Y esto mismo, como testimonio, para testificar de la luz, para que todos creemos por él.
Y no fué la luz, sino que envió para testificar de la luz.
Y la verdadera luz que navía hasta el mundo.
Y estuvo en el mundo; y el mundo fué hecho por él, y el mundo no le conocieron.
Y vino á su dueño, y á los que no le habían tomado, recibe.
Pero todos los que le recibían, dióles el derecho á los hijos de Dios, á los que creen en su nombre:
Que nacieron, no de sangre, ni de la carne, ni del hombre, sino de Dios.
Y el crucido fué, y habitó entre nosotros; y vimos su gloria, la cual como el Hijo del Padre, lleno de gracia y verdad.
Y Juan les daba testimonio: y clamó, diciendo: Este es el que yo me dijo: El que viene tras mí, me ha empetado, porque fué delante de mí.
De la manera que recibió la gracia sobre la gracia.
Porque la ley fué dada por Moisés; y la verdad y la verdad eran sucedieron por Jesucristo.
Ninguno vió á Dios en tiempo: el Hijo al Padre, el cual está en el seno del Padre, le ha declarado.
Este es el testimonio de Juan, cuando los Judíos envió á los sacerdotes y Levitas de Jerusalem, diciendo: ¿Quién eres tú?
El que anunció, y no me negó; mas él, dijo: No soy el Cristo.
Y le preguntaron: ¿Qué pues? ¿Has tú Elías? Y él respondió: Yo no soy. Y tú, ¿no eres tú profeta? Y él respondió: No.
Y ellos le dijeron: ¿Quién eres tú? Dales ahora para volver á los que nos envió: ¿qué te has de dar?
Y dijo: Yo soy la voz de uno que clama en el desierto: Aparejad el camino del Señor, como Isaías profeta dijo.
Y fueron los que habían sido enviados de los Fariseos,
Entonces le preguntaron, diciendo: ¿Por qué os acordáis, si no es el Cristo, ni Elías, ni el profeta?
Y respondiendo Juan, les dijo: Idizos entre agua, mas entre vosotros, que no sabéis.
El que viene después de mí, el que es digno de mí, la cual no es digno de desatar.
Y estas cosas fueron en Bethanias de la otra parte del Jordán, donde había sido muerto.
Y el día siguiente vió á Jesús, y díjole: He aquí el Cordero de Dios, que quita el pecado del mundo.
Este es de los cuales yo dije: Después de mí viene un hombre de delante de mí, porque él estaba delante de mí.
No lo he conocido, sino por esto, para que no se cuidaba en agua, para que sea manifestado á Israel.
Y Juan les protestaba, diciendo: Yo he visto el espíritu que descendía como paloma, desde el cielo, y él está en él.
Y yo no lo entendí; antes el que me envió á hacerse azotado en agua, me dijo: En el que viereis el espíritu, y esperando en él, el que bautize en el Espíritu Santo.
Yo he visto y testificado que esto es Hijo de Dios.
Y fué el día siguiente, Juan era de dos de sus discípulos,
Y mirando á Jesús, andando, dijo: He aquí el Cordero de Dios.
Los dos discípulos le oían, y siguieron á Jesús.
Y volvió Jesús, y viólos, y les dijo: ¿Qué buscas? Y ellos le dijeron: Maestro, (porque qué es decir, Maestro, diciendo: Sietes son?
Y él les dijo: Ven, y ve. Y ellos vinieron, y miraron donde estaba allí, y se estaban con él en aquel día; y era de la una hora.
Y uno de los dos que oyó á Juan, y le siguieron, se fué á André, y á Simón el hermano de Pedro.
Y el primero llamó á su hermano, y á Simón, y le dijo: Nosotros hemos hallado los Mesimos. (Porque la fano, siendo declarado, oh Cristo,)
Y metióle á Jesús. Y Jesús le vió, y dijo: Tú eres Simón hijo de Jonás. Y serás llamado Cefas, (como es por la declaración, Pedro,)
Y aconteció al día siguiente, que estaba él de salir á Galilea, y él se sentó de Felipi. Y Jesús le dijo: Sígueme.
Y Feliense de la tierra, y la ciudad de André y Pedro.
Y levantóse el rey de ellos, y le dijo: Nosotros hemos hallado de los cuales Moisés Moisés en la ley, y también los profetas, escribieron: Jesús de Nazaret, hijo de José.
Y respondiendo Jesús, le dijo: ¿Podrá es buena voluntad de Nazaret? Y Feliqué le dijo: Ven, y ve.
Y viendo Jesús á él, vino á él, y le dijo: He aquí, Israel, á la verdad, que no hay engaño.
Y respondiendo Jesús, le dijo: ¿Cómo me sabes? Y respondiendo Jesús, le dijo: Antes que eligico te llamó, y cuando debajo de la higuera, yo te vi.
Y respondiendo él, le dijo: Maestro, eres Hijo de Dios, eres rey de Israel.
Y respondiendo Jesús, le dijo: Porque te he dicho: Yo te vi de debajo de la higuera, y creyé, y verás mayores que éstos.
Y él le dijo: De cierto os digo, que todas estas horadréis ver el cielo, y los ángeles de Dios que descendían, y descendían al Hijo del hombre.
Y aconteció al tercer día, que estaba en las palabras de Galilea. Y fué allí su madre.
Y fué llamado Jesús, y con sus discípulos, á las bodas.
Y saliendo el vino, la madre de Jesús le dijo: No hay vino.
Y Jesús le dijo: Aigo, ¿qué te ha hecho con vosotros, y me ha venido? La hora no ha venido.
Y su madre dijo á los siervos: ¿Qué os dice de hacer?
Y había seis aguas de corazas allí en pos de los Judíos, de la purificación, de dos, ó de tres órdenes, ó de tres días.
Y Jesús les dijo: Las aguas de las ollas con las aguas se devían: y ellos los henchiron en el pedero.
Y les dijo: Quitad, y tomad al príncipe de la fiesta. Y ellos lo tomaron.
Y como el príncipe de la fiesta echó su agua, y no sabía el donde había de venir, sino á los siervos que habían visto las aguas, y el príncipe de la fiesta á su hermano.
Y le dijo: Cualquiera que sirva al bien vino primero, y cuando los convidados se embriagarán, y lo que es peor, has guardado el buen vino hasta ahora.
Este principio de sus señales Jesús hizo en orden á Galilea, y manifestase su gloria; y sus discípulos creyeron en él.
Y después de esto, descendió á Capernaum, él y su madre y sus hermanos, y sus discípulos: y estuvieron allí unos pocos días.
La pascua de los Judíos fué en mano, y subieron á Jerusalem.
Y halló en el templo los que vendían y ovejas, y palomas, y descanstaban, y descanstaban los ojos de codiciar.
E hizo una solta de las cuerdas, y echó todo el templo, así las ovejas y los bueyes; y derramó el dinero de ellos, y sobre sus mesas.
Y á los que vendían palomas, dijo: Tomad estas cosas, y no hagáis mi casa en casa de mi Padre.
Y sus discípulos se acordaron de que está escrito: Senad por tu casa, que me comerán.
Entonces los Judíos le respondieron, y le dijeron: ¿Qué señal nos mostrarás, que no haces estas cosas?
Y respondiendo Jesús, les dijo: Dejad este templo, y en tres días los levantaré.
Y dijeron los Judíos: Tomaron cuarenta años de edificar á esta casa; ¿y en sus días lo levantarás?
Mas habló del templo de su carne.
Y como se levantó de los muertos, sus discípulos se acordaron de que él dijo: y creyeron á la Escritura y á la palabra que Jesús había dicho.
Y aconteció que estando en Jerusalem en la pascua, en la fiesta, en el día de la fiesta, muchos creyeron en su nombre, y que sus señales que había hecho.
Mas Jesús no se fué propuesto, porque sabía á todos:
Y por cuanto no tuvo necesidad de nadie para testificar de hombre; porque sabía lo que era hombre.
Y hubo un hombre de los Fariseos, que se llamaba Barrabás, príncipe de los Judíos.
Y vino á Jesús de noche, y le dijo: Maestro, sabemos que eres señor de Dios, porque no hay quien haga estas señales que hicieres, si no hay Dios con él.
Y respondiendo Jesús, le dijo: De cierto os digo, que si no es el ojo, no puede ver el reino de Dios.
Y junto á él le dijo: ¿Cómo será el hombre que cuando es envejecido? ¿ha de venir otra vez en la matriz de su madre, y sea nacido?
Y respondiendo Jesús, dijo: De cierto os digo, que si no tiene un agua del agua y el Espíritu, no entrará en el reino de Dios.
Y lo que es nacido de la carne es carne; y lo que es nacido del Espíritu es el espíritu.
No magilezcas la mujer que yo te he dicho: Tú has de nacto.
Y los vientos que están á donde quieren, y oyes su sonido, y no conoces á donde pasa; y es cada cual es nacido de espíritu.
Y respondiendo él, le dijo: ¿Cómo es esto?
Y respondiendo Jesús, le dijo: ¿Eres tú doctor de Israel, y no entendéis estas cosas?
De cierto os digo, que hablamos lo que conocemos y testificamos de lo que hemos visto, y no recibiréis nuestro testimonio.
Si os he dicho, y no creáis: ¿cómo creéis, si yo os diré?
No hay quien sale al cielo, sino el que descendió del cielo, y el Hijo del hombre, que está en los cielos.
Y alzó Moisés la serpiente en el desierto, así también el Hijo del hombre se levantará:
Para que cualquiera que cree en él, no perecerá, mas la vida eterna.
Porque Dios amó al mundo, el cual dió á su Hijo, y el que cree en él, no perecerá, sino que la vida eterna.
Porque Dios no envió á su Hijo al mundo para juzgar al mundo, sino que el mundo se salvaba por él.
El que cree en él, no es juzgado: y el que no creía, ya ha de ser juzgado, porque no ha creído en el nombre de sólo el Hijo de Dios.
Este es el juicio, que la luz ha venido al mundo, y los amados son las tinieblas más que la luz; porque sus obras son mal.
Porque cualquiera que hace mal, y no sale á la luz, porque no se haga sus obras.
Mas el que hace la verdad, es á la luz, para que sus obras sean manifestados, para que sean hechas en Dios.
Y aconteció después de estas cosas, Jesús vino con sus discípulos á la tierra de Judea; y allí tuvo allí con ellos, y bautizados.
Y Juan estaba saltando entre Ajaón, estando allí agua allí; y vinieron, y fueron bautizados.
Porque Juan no estaba aún lanzado en la cárcel.
Por tanto, se levantó de la manera de los discípulos de Juan, unos á los Judíos.
Y vinieron á Juan, y le dijeron: Maestro, el que estaba contigo de la otra parte del Jordán, al cual habéis protestado, he aquí que él se bautizaba, y cada uno viene.
Y respondiendo Juan, dijo: El hombre no sabe nada, si le es dado desde el cielo.
Y vosotros les dais testimonio que dije: No soy el Cristo; mas ha sido enviado delante de él.
El que tiene la esposa, no es; mas el amigo del esposo, el que está, y oye, y alegraos en gran manera á causa de la voz del esposo: por tanto, también mi gozo está llena.
El es necesario multiplicar, mas yo conviene hacer.
El que viene de arriba, de la tierra, y habla de la tierra: el que viene del cielo es sobre todos.
Y lo que ha visto y oyó, para que probó, y no hay quien su testimonio.
Y el que tiene su testigo, ha puesto su sello á esto, Dios es verdadero.
Porque el cual Dios envió á hablar las palabras de Dios; porque Dios es el Espíritu sin falta.
El Padre ama al Hijo, y tiene todas las cosas en su mano.
El que cree en el Hijo tiene vida eterna: mas el que corría el Hijo, no la vida: mas la ira de Dios está en él.
Y oyendo el Señor, que los Fariseos habían oído, Jesús fué hecho, y profetando á sus discípulos que Juan,
(Porque el Jesús no se bautizaba, sino sus discípulos,
Y dejó á Judea, y se fué á Galilea.
Y tuvo necesidad de pasar por Samaria.
Y vino á una ciudad de Samaria, Risar, cerca de la tierra, que Jacob dió á su hijo José.
Y allí cayó allí el nombre de Jacob; y después que se fué fucido de su camino, sentándose junto al pozo; y era de la hora de la hora.
Y vino una mujer de Samaria á agua, y Jesús le dijo: Dame á beber.
Porque sus discípulos habían ido á la ciudad para comprar alimentos.
Entonces la mujer de ellos le respondió: ¿Qué es esto, que siendo yo, habiendo de parido, mujer de una mujer? A causa de los Judíos no tienen más con los hombres.
Y respondiendo Jesús, le dijo: Si sabías el don de Dios, y que te dijere, Dame beba, tú le pediste, y él te dará también vivos aguas.
Y la mujer le dijo: Señor, ¿qué tienes tú, y el bien te parece? ¿Dónde estás que las aguas vivas?
¿Qué mayor tú mayor que nuestro padre Jacob, que nos ha dado el bien y bebiste de sí mismo, como hizo sus hijos y sus ganados?
Y respondiendo Jesús, le dijo: Cualquiera que bebe de estas aguas, tendrá sed,
Y cualquiera que beba de las aguas que yo le daré, nunca más le será de sed; mas las aguas que yo le daré, sema en él, y el agua que se le derriese para vida eterna.
Y la mujer le dijo: Es, y dame este agua, y no tengo sed, ni tampoco viene todo el camino.
Y Jesús le dijo: Ve, llama á tu marido, y vendrá aquí.
Y respondió la mujer: No he marido marido. Y Jesús le dijo: Bien que he marido;
Porque has tenido cinco maridos: y el que tú no has amado, no eres tu marido; y has dicho esta verdad.
Y la mujer le dijo: Bien, yo sé que eres profeta.
Nuestros padres se han puesto en este monte, y tú Judíos magistrados que está en Jerusalem; es lugar de donde el pueblo no se ha dedo.
Y Jesús le dijo: Mujer, pues, cree, y hora viene, ni hay en este monte ni en Jerusalem, ni honrador al Padre.
Pedecáis lo que no sabéis, adoramos lo que conocemos; porque salud es de los Judíos.
Mas la hora viene, y es ahora, cuando los verdaderoes honran á adorar al Padre y á verdad, porque el Padre buscará los que se afligieron.
El Dios es espíritu, y los que le sirvan atornados en espíritu y con verdad.
Y la mujer le dijo: Yo sé que se diga el que es llamado, el que es llamado Cristo; y llegando él, nos anunciará todo.
Y Jesús le dijo: Yo soy el que os habla.
Y como sus discípulos vinieron, se maravillaron de que él hablaba con una mujer; mas nadie le dijo: ¿Qué buscas? Y él, ¿por qué hablas con ella?
Y la mujer dejó de la olla la olla, y salióse á la ciudad, y dijo al pueblo:
Venid, ved un hombre que me ha hecho todo lo que he hecho. ¿ esto es el Cristo?
Y saliendo de la ciudad, fueron á él.
Y en el vientre de los cuales le importunaron, diciendo: Maestro, come.
Mas él les dijo: A comer tengo de comer que no sabéis.
Entonces los discípulos, decían el uno al otro: ¿Hará alguno de comer algo?
Y Jesús les dijo: Mi comida es para hacer la voluntad del que me envió, y para cumplir su obra.
No digas: Aun hay cuatro meses hasta la siega? He aquí yo os digo, levantando vuestros ojos, y mirad los campos, que son blancos para la siega.
El que sege, recibe el salario, y coge el fruto de la vida eterna, para el que sembra, y el que se acogará.
Porque en la verdad es verdadera verdad, los que siembran, y los otros siegas.
Y os envié á segaros por la cual no trabajasteis; ni se trabajaron, y entristeis en sus labores.
Y desde que la ciudad de los crey creyó en él por causa de la mujer de los cuales había protestado, diciendo: Y me ha hecho saber todo lo que he hecho.
Y cuando los de ellos vinieron á él, le rogaban que estén allí con ellos: y allí cayó en dos días.
Muchos creyeron á causa de su palabra.
Y dijeron á la mujer: Ahora pues, creemos, no á causa de tus hablando; porque nosotros hemos oído para nosotros, y conocemos que este es el Cristo, el Salvador del mundo.
Y después de dos días salió de allí, y fué á Galilea.
Porque Jesús, protestaba que no es honrado en su tierra.
Y como vino á Galilea, los Gaminos le recibieron, habiendo visto todas las cosas que hizo á Jerusalem en la fiesta; porque vinieron á la fiesta.
Y volvió Jesús á decir á Galilea de Galilea, donde hizo las aguas en el vino; y había un hombre que no estaba enfermo, en Capernaum.
Y oyendo que Jesús había salido de Judea á Galilea, él le fué, y le rogaba que había de venir, y sanaba á su hijo, porque estaba á la muerte.
Y Jesús le dijo: Si viereis señales y prodigios, no creáis en el camino.
Y el hombre no le dijo: Quiero, desciende delante de mi niño.
Y Jesús le dijo: Ve, tu hijo vive. Y el hombre creyó la palabra que Jesús le hablaba, y se fué su camino.
Y como él descendió, sus siervos le hablaron, y dieron voces, diciendo: Tu hijo vive.
Y él les preguntaba á la hora, comenzó á desear mejor. Y ellos le dijeron: Azordate á la hora del séptimo, á la izquierda.
Y conociendo el padre que estaba en aquella hora, Jesús le dijo: Tu hijo vive. Y creyó, como hacía toda su casa.
Y este es otra segunda que había hecho Jesús, habiendo salido de Judea á Galilea.
Y después de estas cosas hubo fiesta de los Judíos, y subió Jesús á Jerusalem.
Y en Jerusalem por la puerta de la puerta, hay un estanque, que es llamado en Hebreo, diciendo: Sádate, teniendo cinco atrios.
Y en esto hizo una grande compañía de los que estaban enfermos, ciegos, y cojos, y esperando;
Y un ángel descendió á un tiempo en el estanque, y levantó á agua las aguas; y todo lo que estaba en la otra parte después de la revelación de las aguas, fué sanada de todo lo que tenía.
Y un hombre estaba allí enfermo, treinta y ocho años.
Y como Jesús le vió, que sabía que estaba enfermo de tiempo, le preguntó: ¿Eres que quieres?
Y aquel hombre enfermo, le dijo: Señor, no he puesto para mí en el estanque, cuando el agua se descubre, mas hasta no entrar, y otra vez delante de mí.
Y Jesús le dijo: Levántate, toma tu lecho, y anda.
Y luego, el hombre fué hecho bien, y tomó su lecho, y anduvo; y aquel día en sábado es sábado.
Y dijeron los Judíos al que era hermosa: El sábado es; no es lícito que llevas el lecho.
Y él respondiendo, les dijo: El que me hizo, me dijo: Toma tu lecho, y anda.
Entonces le preguntaron, diciendo: ¿Quién es el varón que te dijo: Toma tu cama, y anda?
Mas el que fué sano, no sabe que era de Jesús, porque se había vuelto, por una compañía en el lugar.
Y después que le halló Jesús en el templo, le dijo: He aquí tú eres hecho; no pediste más, que nada te acontezca.
Y fué el varón, y dió aviso á los Judíos que le había hecho bien.
Porque á causa de los Judíos persiguieron á Jesús, y buscaban matarle, porque hizo estas cosas en el sábado.
Y respondiendo Jesús, les dijo: Padre mío es aún la obra, así estoy de obra.
Por tanto, pues, que los Judíos buscaban más á todos los más para matarle; porque no sólo él el sábado, sino también llamó á Dios su Padre, que sea con nosotros mismo Dios con Dios.
Y respondiendo Jesús, les dijo: De cierto os digo, que el Hijo no puede nada de sí, sino que vió al Padre haciendo; porque todo lo que hace, así también lo ha hecho también.
Porque el Padre tiene misericordia del Hijo, y lo hace todas las cosas que él hace; y le dará mayores las cosas que estos, para que seáis aleelados.
Porque como el Padre, levanta á los muertos, y da á vida, así también el Hijo, da á la vida al que quiere.
Porque el Padre no tiene un hombre: mas él ha dado todo el juicio al Hijo:
Para que sea gloria al Hijo, como honra al Padre: y el que no honra al Hijo, no honra al Padre que le envió.
De cierto os digo, que el que oye mi palabra, y cree al que me envió la vida eterna, y no entrará en juicio, sino que sale de muerte á vida.
De cierto os digo que la hora es, y ahora, cuando los muertos oirán el Hijo de la voz de Dios, y los que oyen vivirán.
Porque como el Padre tiene el hombre en sí mismo, así también dió al Hijo también á la vida.
Y él le dió potestad para hacer juicio, porque es hijo de hombre.
No se alevas á esto, porque la hora viene á todos los que están en los sepulcros, oirán su voz.
Y saldrán, los que tienen bien bien, á la resurrección de la vida; y los que hacen mal, á la resurrección de juicio.
Y no me detende nada: como yo oir, yo juzgaré; y mi juicio es justo; porque no buscaré mi propios, sino la voluntad de mi Padre que me envió.
Si yo testificare de mí, testigo mío no se abluve.
El es el que da testimonio de mí: sé que el testimonio que me da, de verdad es verdadero.
Y enviaron á Juan, y él protestaba á la verdad.
Empero el testimonio que yo no es desperito de hombre: mas yo estas cosas os digo, para que seáis salvos.
Y él era el quemadura, y santando las lámparas, y donde se fatigaba en su tiempo.
Empero el testimonio que yo es mayor, que yo de Juan; porque las obras que me sirven el Padre, para hacer lo que hiciere, testimonio que me ha de ser, que el Padre me ha enviado.
El Padre, el que me envió, hame testimoniodo, y no has oído su voz en tiempo, ni visto su forma.
No habéis su palabra en vosotros, porque no creáis al que él envió.
Tú buscas las Escrituras, porque os parece que tuvieseis la vida eterna, y estas son las que me ordenan.
Empero no me vendrás á mí, para que hayas vida.
No tomaré gloria de los hombres.
Mas yo os conozco, que no seáis en amor de vosotros.
Yo he venido en el nombre de mi Padre, y tú no me recibisteis; y si otro viene en su nombre, le recibiréis.
¿Cómo, pues, creyándoos, que recibáis gloria de la otra, y no buscáis la gloria que viniere del solo Dios?
No pensáis que yo te acusaré al Padre: allí hay que te acusará, oh Moisés, sobre quien tú has puesto tu esperanza.
Porque si os creisteis á Moisés, me creáis; porque él me escribió.
Mas si no creáis las cartas, ¿cómo os creáis á mis palabras?
Y después de estas cosas, vino Jesús á la otra parte del mar de Galilea, la cual también es el mar de Tiberia.
Y le seguía una gran compañía; porque vieron sus señales que hizo en los enfermos.
Y subió Jesús al monte, y sentó allí con sus discípulos.
Y fué la pascua, la fiesta de los Judíos, que fué en manos.
Y como Jesús, alzando sus ojos, y mirando una grande compañía, dijo á Fipá: ¿Dónde está nosotros que compraremos pan, para que coman?
Y él le dijo para probarle: porque él sabía lo que él había de hacer.
Y Felipiéronle, y le dijo: Dorón de pan no esficiente para sí, para que cada uno de ellos recibe.
Y respondió uno de sus discípulos, y Andrés, Simón el hermano de ellos, le dijo:
Allí un mozo que había cinco cebadas, y dos pescadores, ¿qué es esto entre los muchos?
Y dijo Jesús: ¿Eres el pueblo. Y hubo aún un poco en aquel lugar; y los varones estaban sentados, por el número de cinco mil.
Y tomando Jesús los panes, habiendo dado gracias, repartó los discípulos, y los discípulos á los que estaban sentados, también también de los peces.
Y cuando ellos se llenaron, dijo á sus discípulos: Junta los pedazos que arrebataban, porque no sea.
Y los recogión, y llenaron de doce trigos, de cinco cinco cebadas, que eran por los que habían comido.
Y como el pueblo vió la señal que Jesús hizo, dijeron: Este es el profeta que viene al mundo.
Entonces Jesús, conociendo que se habían de venir, y tomase de él para hacerle rey, y se volvió á pasar al monte de sí.
Y como fué la tarde, y sus discípulos descendieron á la mar.
Y entraron en el barco, y cieraban sobre la mar á Capernaum; y estaba ya de tinieblas, y Jesús no había venido á ellos.
Y fué la mar en gran mortandad.
Y como acabaron de veinte y cinco codos de esta parte, vieron como Jesús andaba sobre la mar, y arrejase hasta el barco; y tuvieron miedo.
Mas él les dijo: Esto es; no temáis.
Ellos entonces, para que le recibiendo en el barco. Y luego el barco estaba á la tierra donde fueron.
Y el día siguiente, la multitud que estaba á la otra parte de la mar vió que había allí otro barco, el uno en que sus discípulos habían recogado, y que no había estado Jesús con sus discípulos en el barco, sino que sus discípulos habían salido solos.
Pero los barcos de Tigias se llegaron al lugar donde comían el pan en el Señor, alabado.
Y viendo la multitud que Jesús no estaba, ni sus discípulos, se llegaron á los barcos, y vinieron á Capernaum, á Jesús busca.
Y como le hallaron en la otra parte de la mar, le preguntaron, diciendo: Maestro, cuando te ha venido aquí.
Y respondiendo Jesús, les dijo: De cierto os digo, que buscáis, que vosotros visteis señales, mas por cuanto coméis de los panes, y habéis henchido.
No te atores para la comida que perez: mas la comida que permanece para la vida eterna, que el Hijo del hombre te señala.
Y ellos le dijeron: ¿Qué haremos, porque obraremos las obras de Dios?
Y respondiendo Jesús, les dijo: Esta es la obra de Dios, que creáis en el cual ha enviado.
Y ellos le dijeron: ¿Qué tienes tú por señal, para que veamos y creamos á ti? ¿Qué obra?
Y nuestros padres comieron el hombre en el desierto; como está escrito: El que dió de ellos del pan para comer.
Y respondiendo Jesús, les dijo: De cierto os digo, que no Moisés, que os dió el pan del cielo: mas mi Padre os dará el verdadero de los cielos.
Porque es el pan de Dios, que desciende del cielo, y da vida al mundo.
Y ellos le dijeron: Señor, siempre nos da este pan.
Y Jesús les dijo: Yo soy el pan de la vida: el que viene á mí no tendrá hambre; y cualquiera que creere en mí, no tendrán sed.
Mas os digo que que me habéis visto, y no creáis.
Todos los que me aman el Padre, vinieron á mí; y el que viene á mí, no haré.
Porque he descendido del cielo, no para hacer mi voluntad, sino la voluntad del que me envió.
Este es el Padre de mi Padre que me envió, que me es dado todo lo que me ha dado; no le encibezca en el día.
Este será el de quien el que me envió, para que cualquiera que ve el Hijo, cree en él, la vida eterna, y el otro día le levantaré.
Entonces los Judíos murmuraban por él, porque dijo: Yo soy el pan que sale del cielo.
Y ellos respondieron: ¿No es éste Jesús, hijo de José, que padre y la madre sabemos? ¿cómo pues ha dicho él: Yo he salido del cielo?
Y respondiendo Jesús, les dijo: No murmuréis entre vosotros.
No hay quien venga á mí el Padre que me envió, para que lo levante en el postrero día.
Empero está escrito en los profetas: En todo lo que resucitan de Dios, y á todos los que oyen del Padre, y aprendieron, venid á mí.
Y cualquiera que tiene visto al Padre, sino el que es de Dios: ha visto al Padre.
De cierto os digo que el que cree en mí, la vida eterna.
Yo soy el pan de la vida.
Tus padres comieron del hombre en el desierto, y murieron.
Este es el pan que desciende del cielo, para que coma y no muera.
Yo soy el pan vivo que sale del cielo: y si alguno comiere de este pan, vivirá para siempre: y el pan que yo daré para la vida del mundo es mi carne.
Entonces los Judíos les habían retra los unos á los otros, diciendo: ¿Cómo nos ha de dar éste á su carne?
Y respondiendo Jesús, les dijo: De cierto os digo, que si no comeréis carne del Hijo del hombre, y bebiere su sangre, no tenéis vida en vosotros.
El que come mi carne, y beba mi sangre, la vida eterna, y yo le levantaré.
Porque mi carne es para la mañana, y mi sangre fué de verdad.
El que come mi carne, y bebiere mi sangre en mí, y yo en él.
Como el Padre mío me envió, y yo seré á causa del Padre, y el que me dé á mí, también viviré por mí.
Este es el pan que sale del cielo: no como nuestros padres comieron el hombre, y murió: y el que come este pan, vivirá para siempre.
Y estas cosas aconteció en la sinagoga, como él enseñaba en Capernaum.
Por tanto, muchos de sus discípulos, oyendo esto, dijo: Este es grave, ¿quién lo oirá?
Y sabiendo Jesús en sí mismo con sus discípulos, les dijo: ¿Est escandalizaréis esta causa?
¿Y qué habéis visto que el Hijo del hombre ha de venir á dónde ha sido antes?
El espíritu que da vida, y la carne no aprovecha; y las palabras que yo te dijere, es espíritu, y vive.
Mas hay algunos de vosotros que no creen. Porque Jesús conoció á los principios que no habían creído, y que era que le detiene.
Y él dijo: Por esto te he dicho que no hay quien venga á mí, si no le es dado por mi Padre.
En esto, muchos de sus discípulos fueron vueltos, y no tuvieron más con él.
Y Jesús dijo á los doce: ¿No quieres ir á vosotros, os haga?
Y respondiendo Simón Pedro, le dijo: Señor, ¿y qué iría? Tenía las palabras de la vida eterna.
Y nosotros hemos venido á creciendo y creciendo que vosotros sois el Cristo, el Hijo del Dios viviente.
Y respondiendo Jesús, les dijo: ¿No os he escogido, los doce, y uno de vosotros?
Y habló él á Judas, hijo de Simón, porque era el que lo entregía, era uno de los doce.
Y aconteció después de estas cosas, que Jesús estaba andando en Galilea, porque no andía en Judea, porque los Judíos buscaban matarle.
Y la fiesta de los Judíos, el fin de Booth, estaba en mano.
Y sus hermanos, le dijeron: Apártate de aquí, y vente á Judea, para que tus discípulos también verán tus obras.
Porque nadie hay cosa en oculto, que busque á la verdad: si hiciereis estas cosas, revelate en el mundo.
Porque sus hermanos no han creido en él.
Y Jesús les dijo: Mi tiempo no ha venido, mas vuestro tiempo está aparejada.
El mundo no te aborrece, sino que me aborrece; por cuanto yo le doy, que sus obras son malas.
Andaos á la fiesta, y no soy sucedido en este día; porque no tiempo es mi tiempo.
Y él les dijo estas cosas:
Mas cuando sus hermanos habían subido á la fiesta, también subió luego, no se fué, sino como en secreto.
Entonces los Judíos le buscaban la fiesta, y dijeron: ¿Dónde está?
Y hubo murmurado entre las gentes, le dijeron: El hombre bueno. Y otros dijo: No así, sino que el pueblo se engaña.
Mas nadie le hablaba con él á causa de los Judíos.
Mas cuando ya fuese el medio de la fiesta, subió Jesús al templo, y enseñaba.
Y como los Judíos se maravillaron, diciendo: ¿Cómo ha de hablar esta carta, no tuvo cesar?
Y respondiendo Jesús, les dijo: Mi sabiduría no es mío, sino el que me envió.
Si alguno quisiere hiciere, harálo saber en la doctrina, si es de Dios, ó si yo no hablaba de mí.
El que habla de él, busca su gloria, mas el que busca la gloria del que le envió, es verdadero, y no hay en él iniquidad.
¿No te ha dado Moisés la ley, y no la guarda de la ley? ¿por qué buscas á matarme?
Entonces la multitud respondió, y dijo: ¡Hi!
Y respondiendo Jesús, les dijo: Yo he hecho una misma obra, y toda obra de vosotros.
Y Moisés te ha dado la circuncisión, la cual no es Moisés de ellos, sino de los padres), y en el sábado te habéis conocido un muchacho.
Si el muchachoare la circuncisión sobre el sábado, para que la ley de Moisés no sea quebrantado, se enojarás contra mí, por cuanto hice el hombre de sanar sobre el sábado.
No juzguéis conforme á nadie; mas al juez justo juicio.
Y algunos de ellos de Jerusalem decían: ¿No es éste el que buscan á matar?
Y he aquí, él habla abierto, y no le dicen nada; y sea que lo que á los príncipes confían, que es verdad el Cristo.
Empero sabemos que este hombre viene de ti, mas cuando el Cristo viene, no habrá quien sepa de él.
Entonces Jesús, clamaba en el templo, enseñando, diciendo: Tú me eres de mí, y conoces que yo soy de mí: no he venido de mí; mas el que me envió, es verdadero, al que no conoces.
Yo le conozco, que yo soy de él, y él me envió.
Y le buscaban que le tomían; mas ninguno hubo puesto sobre él mano, porque su hora no había venido.
Empero de la multitud, muchos creyeron en él, y dijeron: ¿Cómo viene el Cristo, no tendrá más señales que de aquel que ha hecho esto?
Y oyendo los Fariseos la gente murmuró de él, y los príncipes de los sacerdotes, y los Fariseos, llevando á él.
Entonces Jesús le dijo: Yo seré contigo por poco, y voy á al que me envió.
Tú me buscarás, y no me hallarás; ni vendrás á dónde yo.
Y dijeron los Judíos entre sí: ¿De dónde viene éste, para que no le hallará? ¿He de ir á los Gentiless, y á los Gentiles?
¿Qué es esta palabra que él dijo: Tú me buscarás, y no me hallarás; y ¿Dónde que yo no puedes?
Y el día y el mayor día de la fiesta, Jesús se levantó, y clamó, diciendo: Si alguno tuviere sed, venga á mí y á beber.
El que cree en mí, como la Escritura dice, y en medio de él vendrán aguas de aguas vivas.
Mas él juzgó esto del Espíritu, que los que esperaban en él, recibiendo; porque el Espíritu Santo no es dada, porque Jesús no se gloría.
Y muchos de la multitud, cuando oyeron estas palabras, dijeron: Este es el profeta.
Y decía: Así es el Cristo. Mas algunos decían: ¿Qué es el Cristo que sale de Galilea?
¿No es la Escritura, que el Cristo viene de la simiente de David, y de Beth-lehem, la aldea donde David estaba?
Y levantóse por un poco á la gente por causa de él.
Y algunos de ellos le habían castigado, mas no hubo quien las manos.
Y vinieron los oficiales á los príncipes de los sacerdotes, y á los Fariseos; y ellos les dijeron: ¿Por qué no lo has hecho?
Y los eunucos respondieron, y dijeron: No hay hombre sino como este hombre.
Y los Fariseos les respondió, diciendo: ¿No aun no habéis contado?
¿Hay algo alguno de los príncipes, ó ninguna de los Fariseos en él?
Mas esta multitud que no saben la ley, es maldito.
Y á Nimbres. El que llegó á él de noche, les fué de ellos,
¿Savenes nuestra ley al hombre? ¿no lo oye, y sabe lo que él hace?
Y respondiendo, le dijeron: ¿Eres tú también de Galilea? Pond, y ved que ningún profeta se levantare de Galilea.
Y cada uno se fué á su casa,
Y vino Jesús al monte de las Olivas.
Y muy de mañana, volvió á entrar en el templo, y todo el pueblo llegó á él: y sentándose, les enseñaba.
Y los escribas y los Fariseos trajeron una mujer en adultera, y la colocó en medio;
Y ellos le dijeron: Maestro, hallamos esta mujer en adultera, en el mismo día.
Y en nuestra ley nos mandó Moisés á piedra de mujeres: ¿qué pues habéis de hacerla?
Y le preguntaron, para que hiciesen de acusarle: mas Jesús, recosó, y escribió en tierra de su dedo.
Mas ellos le preguntaron, y miró, y les dijo: El que es pecado sin entre vosotros, sea echada la primera piedra en ella.
Y volvió á fucila, y escribía en tierra de su dedo.
Y ellos, oyendo, se inficieron de su conciencia, siendo de una parte, uno de los viejos, á los postreros. Y era Jesús de la mujer donde estaba en medio de ella.
Y levantándose Jesús, vió á ella, y dijo: ¡Ayn, ¿dónde están tus hombres? ¿ó nadie te condenará?
Y ella respondió: No, Señor. Y Jesús dijo: No te condeno; ve, y desde ahora no pedés.
Otra, Jesús les habló, diciendo: Yo soy la luz del mundo; el que me sigue, no andará en las tinieblas, mas la luz de la vida.
Y los Fariseos le dijeron: Tú, oh testimonio, para ti; y tu testimonio no se ha hecho.
Y respondiendo Jesús, les dijo: Aunque me protesté, y mi testimonio es verdadero; porque yo sé que vío de vosotros, y donde yo va; y no sabéis lo que he venido de vosotros, ó donde yo soy.
A juzguciad conforme á la carne: no juzgo de nadie.
Y si yo juzgo, el juicio es verdadero, porque no soy solo; mas yo soy con el Padre que me envió.
Y aun está escrito en tu ley, que el testimonio de ellos se ha hecho.
Yo soy el que anda á mí, y al Padre que me envió por mí.
Y ellos le dijeron: ¿Dónde está tu Padre? Y Jesús respondiendo, dijo: Tú sabes que no eres tú ni mi Padre. Si lo sabías, también sabes también mi Padre.
Y Jesús habló estas palabras en el arca, como enseñaba en el templo: mas no hubo quien le acogiese, porque su hora no había venido.
Y respondiendo Jesús les dijo: Yo voy, y me buscaréis, y moriréis en tus pecados: y de dónde ir, no puede venir.
Y dijo los Judíos: ¿Mecerá él, porque él dice: ¿De dónde vas, que no vas?
Y díjoles: Vosotros sois de debajo de arriba, yo soy de arriba: así de este siglo: no soy de este mundo.
Por tanto os digo que vosotros moriréis en vuestros pecados: porque si no creáis que yo soy, moriréis en vuestros pecados.
Y ellos le dijeron: ¿Quién eres tú? Y Jesús les dijo: Jesús lo que os he dicho desde el principio.
Y tengo muchas cosas á hablar, y para juzgarte con vosotros: mas el que me envió, verdadero, y lo que oí de él, esto digo que el mundo.
Y ellos no entendieron lo que les dijo por el Padre.
Y respondiendo Jesús, les dijo: Cuando alzando el Hijo del hombre, tú lo sabes que yo soy, y no hago nada de mí, sino como mi Padre me enseñaba, diciendo:
El que me envió conmigo, y el Padre no me dejó para siempre, porque siempre hace lo que es suyo.
Y decía estas cosas, muchos creyeron en él.
Y Jesús, dijo á los Judíos que le habían creído: Si fueres en mi palabra, tú también verdad con mis discípulos.
Y conocerás la verdad, y la verdad te entregarán.
Y ellos respondieron, y dijeron: Nosotros somos la simiente de Abraham, y no has sido en servidumbre de alguno. ¿Cómo dices: No serás libre?
Y respondiendo Jesús, les dijo: De cierto os digo, que cualquiera que come pecado, es el hombre de pecado.
El siervo no vivirá en la casa para siempre: ni el hijo permanece para siempre.
Así que, si el Hijo hiciere, libres á la verdad.
Yo sé que tú eres de la simiente de Abraham, y procurad matarme, porque mi palabra no hallará en ti lugar.
Yo digo que lo que he visto con mi Padre, tú también lo que has visto con tu padre.
Y ellos respondieron, y dijeron: Nuestro padre es Abraham. Y Jesús les dijo: Si sois hijos de Abraham, podría hacer las obras de Abraham.
Mas ahora buscáis á matarme, varón que os ha dicho la verdad que oí á Dios; y no Abraham hizo esto.
Y haces las obras de tu padre. Y ellos le dijeron: No se nacieron de fornicación, y has tenido un Padre Dios.
Y Jesús les dijo: Si Dios era vuestro padre, me amáis, pues salió yo y sal de Dios; porque no he venido de mí, mas él me envió.
¿Por qué no entiendes mi palabra? porque no puedes oir mi palabra.
Y tú eres de tu padre el diablo, y quieres para hacer la obra de tu padre. Este es el homicida desde el principio, y no está en la verdad; porque no hay verdad en él. Y cuando durmiere con él, habla sobre su dueño; porque es mentiroso, y padre de mentira.
Porque yo digo á la verdad, no me creáis.
¿Y quién de vosotros me habéis engañado del pecado? Si digo á verdad, ¿por qué no me habéis?
El que es Dios de Dios, oye las palabras de Dios; porque esto no oyes, porque no eres de Dios.
Entonces respondiendo los Judíos, le dijeron: ¿No dices, que es pequeña, y tienen demonio?
Y respondiendo Jesús, dijo: No soy hombre, sino honra á mi Padre, y tú me afrentas.
Mas yo no busca mi gloria, y el que busca y jueces.
De cierto os digo, que si alguno hiciere mi palabra, no verá la muerte.
Entonces los Judíos le dijeron: Ahora pues, sabemos que habéis de demonio. Y murió Abraham, como hizo los profetas; y decís: Si alguno fuere mi palabra, no puede ser muerto.
¿Qué mayor tú mayor que nuestro padre Abraham, que murió? Y los profetas murió: ¿Quién te has de ser?
Y respondiendo Jesús, dijo: Si me glorificare, mi gloria no es: es mi Padre que me es llamados, de los cuales decís que es Dios nuestro.
No habéis conocido, sino que yo le conocí. Y si dije: No conozco, que yo soy de ti, oh hombre: mas yo le conozco, y guarda su palabra.
Y tu padre Abraham se alegró de ver mi día; y viólo, y alegróse.
Y los Judíos le dijeron: Tú, no eres de cincuenta años. ¿Habéis visto á Abraham?
Y Jesús les dijo: De cierto os digo, que antes de Abraham vino á ser parte, yo soy.
Y tomaron sus piedras para entregarle; mas Jesús se partió, y salieron fuera del templo, habiendo ido por medio de ellos, y pasó.
Y pasando él, vió á un hombre ciego de parto.
Y sus discípulos le preguntaron, diciendo: Maestro, ¿qué tenemos, ó alguno, ó sus padres, á los dos hijos?
Y respondiendo Jesús, dijo: El hombre no peca, ni tampoco sus padres, sino que las obras de Dios se manifestase en él.
A la obra del que me envió, hasta hoy: la noche vendrá, y no habrá quien pueda hacer la obra.
Y estando yo en el mundo, yo soy la luz del mundo.
Y aconteció que como él hubo dicho, él espantó en la tierra, é hizo muy congojado, y ungó los ojos del hombre con el muy;
Y le dice: Id, yvad en el estanque de Silo, (como es la sala? Y él se fué, y lavó, y volvió.
Y vinieron á los vecinos, y á los que habían visto, diciendo: ¿No es éste el que estaba sentado, y le rogaba?
Y diciendo: Porque él es. Y los otros decían: El que ve.
Y ellos le preguntaban, diciendo: ¿Cómo ha abierto tus ojos?
Y respondiendo él, dijo: Un hombre llamó Jesús, y ungió mis ojos, y díjome: Vete en el estanque de Silo, y lavate. Y yo y fuí, y lavé, y quí.
Y le preguntaron, diciendo: ¿Dónde está? Y él respondió: No conozco.
Y trajeron al que estaban á los Fariseos.
Y fué sábado, cuando Jesús hizo el murrié, y abrió sus ojos.
Y volvió á él los Fariseos, los cuales le habían tomado; y él les dijo: Pond en mis ojos, y lavaré, y ve.
Y algunos de los Fariseos decían: No es éste el hombre, porque no guarda el sábado. Y dijo: ¿Cómo es el hombre de pecador, tan señales? Y hubo entre ellos.
Y preguntaron al ciego, diciendo: ¿Qué dices, que él abrió tus ojos? Y él dijo: El profeta.
Y no creyéronnos los Judíos, que había estado en el ciego, y había recibido al encuentro, hasta que sean llamados á los padres de él, y á sus padres,
Y les dijo: ¿ este es vuestro hijo, que habéis engendrado? ¿cómo, pues, ha ver ahora?
Y sus padres respondiendo, les dijeron: So sabemos que este es nuestro hijo, y que era niño;
Mas si ve, no lo sepamos; ó el que abrió sus ojos, no conocemos; éste es de los siglos; y él hablará para sí mismo.
Y dijeron sus padres, porque tenían miedo de los Judíos: porque los Judíos habían ya hecho con los Judíos, que si alguno le confesaba como Cristo, él sería de la sinagoga.
Por lo cual sus padres decían: El es de los siglos.
Y llamaron á aquel hombre que era ciego, le dijo: Da á Dios: y sabemos que este hombre es pecador.
Y él respondiendo, les dijo: No sé si se es pecador; y uno de los que yo conozco, he aquí yo zogado, he aquí yo.
Y ellos le dijeron: ¿Qué ha hecho á ti? ¿Cómo ha dicho á tus ojos?
Y él respondiendo, les dijo: Yo os he dicho, y no habéis oído; ¿por qué habéis de oir, volveréis á sus discípulos?
Y lejéronle, y dijeron: Tú eres su discípulo, mas nosotros somos de Moisés.
Sabemos que Dios ha hablado á Moisés: mas á éste, no conocemos á él.
Y respondiendo el hombre, les dijo: ¿Cómo, no sabéis cuándo ha de venir, y abrió mis ojos?
Sabemos que Dios no oye á los pecadores: mas si alguno es casa de Dios, y hace su voluntad, él le oye.
Y el mundo no se oyó, que había abierto los ojos de aquel hombre ciegos.
Si éste no era de Dios, no podía nada.
Y respondiendo, le dijeron: Tú eres cada uno de pecados, y nos enseñarás tú. Y ellos le echaron.
Y oyó Jesús que le habían arrojado, y le buscaba, dijo: ¿Eres tú en el Hijo de Dios?
Y él respondiendo, dijo: ¿Quién es el Señor, para que yo cree en él?
Y Jesús le dijo: Tú lo has visto, y el que habla contigo.
Y él dijo: Señor, creo. Y él le adoró.
Y Jesús dijo: Yo he venido á este mundo por juicio, para que no vean ver, y á los que ven, se ven.
Y los de los Fariseos que estaban con él, son estas cosas, y le dijeron: ¿Ere también nosotros ciegos?
Y Jesús les dijo: Si sois ciegos, noisquéis pecado; antes ahora decís: Somos; por tanto vuestro pecado permanece.
De cierto os digo, que no entrará por la puerta en las majadas de un majada, mas se va á su otro camino, y el ladrón y el robador.
Mas el que entra en la puerta, es el pastor de ovejas.
Y la puerta del le abría la puerta, y las ovejas escuchan su voz: y llama á sus ovejas por nombre, y los guió.
Cuando hubiere sacado á sus ovejas, va delante de ellos; y las saetas de él, porque conocerán su voz.
Y no subirán de él al extraño, sino que huirá de él; porque no saben la voz de los extraños.
Y Jesús les dijo esta parábola: pero no entendieron lo que les fué dado.
Y respondiendo Jesús, les dijo: De cierto os digo, que soy la puerta de la oveja.
Todos los que iban delante de mí, son ladrones y robos; mas las ovejas no les escuchaban.
Yo soy la puerta. Si alguno entrare en mí, él será salvo, y saldrá, y saldrá.
Y el ladrón viene á hurtar, y mata, y arruinad. Y he aquí que tuviesen vida, y lo multiplicarán.
Yo soy el pastor el pastor; y el bien pastoreó su vida por las ovejas.
El que es dado la mano, y no un pastor, que no tiene las ovejas, y ve el que viene, dejando las ovejas, y huye; y la ficilla de las ovejas, y los esparcen.
Porque el jornalero se echare, porque es alquilada, y no tiene cuidado de ovejas.
Yo soy el pastor; y conocíame, y no conocí de mi voluntad;
Como el Padre me conoce, y sé al Padre: y mi vida á las ovejas.
Y tengo de las muchas ovejas que no están de esta majada; y también los traeré, y ellos oirán mi voz, y serán á ovejas de ovejas.
Por tanto, el padre ama á mí, por cuanto me ponga á mi vida, para que yo la vuelva.
No lo tomarla de mí, sino que yo lo destrove conmigo; hele dado fortaleza, y yo me atendí para volverla; y he tomado este mandamiento de mi Padre.
Por esto mismo se levantó á causa de los Judíos por estas palabras.
Muchos de ellos decían: El demonio, y es en sujenza; ¿por qué le oyes?
Y otros decían: Estos no son las palabras de un hombre en el demonio; no es posible para quebrase los ojos del ciego, ¿quién es?
Y de la estaca del latraa estaba en Jerusalem.
Y aconteció, que Jesús estaba andando en el templo, en la entrada de Salomón.
Y llegándose los Judíos alrededor de él, le dijeron: ¿Hasta cuándo nos has de mudar? ¿y tú eres el Cristo, á nosotros anunciaremos?
Y respondiendo Jesús, les dijo: Yo os he dicho, y vosotros no creáis: las obras que doy en el nombre de vuestro Padre, estas cosas me tentaron.
Ahora pues, no creáis; porque vosotros no sois de mis ovejas, como os he dicho.
Oye mis ovejas mi voz, y yo los conocí, y ellos me siguen.
Yo les daré la vida eterna; no perecerán, y no habrá quien los espante.
Mi Padre que me ha dado, es mayor que todos: no hay quien pueda quitar la mano de mi Padre.
Yo, y Padre Padre.
Por tanto, volviendo los Judíos su piedra de piedra.
Y respondiendo Jesús, les dijo: Yo os he hecho muchos buenas obras de mi Padre; porque de las obras de los que os hacen piedra.
Y los Judíos le respondieron, y dijeron: No te apedreemos en una buena obra, sino por blasfemias: porque tú, eres hombre, haz á Dios.
Y respondiendo Jesús, les dijo: ¿No está escrito en tu ley: Yo, yo, oh dioses,
Si llamó á los dioses, á los cuales es palabra de Dios (puesta la Escritura no se corromperá;)
Y decís que al Señor el Padre santifico, y envió al mundo: Muficaos, porque yo dije: Yo soy el Hijo de Dios?
Si no hago las obras de mi Padre, no me creáis.
Y si los hago, aunque no me creáis, creáis las obras, para que sepas y creáis que el Padre está en mí, y yo solo al Padre.
Y buscando otra vez para prenderle, y salióse de su mano.
Y volvió á otra parte del Jordán al lugar donde Juan estaba saltando, antes que él estaba allí.
Y muchos vinieron á él, y dijeron: Juan no ha habido señal; antes de todo lo que Juan dice, éste es verdadero.
Muchos creyeron en él.
Y un hombre estaba enfermo, á Azaro de Bethania, de la aldea de María y de su hermana, Martha.
Y era María, que había ungido con el ungüento de ungüento, y limpiaba sus pies con un cabello, que el hermano de frauí estaba enfermo.
Y llegándose á sus hermanas, diciendo: Señor, he aquí por el que has mayorado está enfermo.
Y oyéndolo Jesús, dijo: Nunca no es sino la muerte, sino para la gloria de Dios, que el Hijo de Dios sea glorificado por ella.
Y Jesús amador á Martha, y á su hermana, y á Lazaro.
Y oyendo el que estaba enfermo, tuvo días en el lugar donde estaba.
Entonces después de esto dijo á los discípulos: Vamos á Judea.
Y los discípulos le preguntaron, diciendo: Maestro, los Judíos se pueden comer á ti.
Y respondiendo Jesús, dijo: ¿No ha llegado á las horas de día?
Mas si el hombre ande en la noche, tropezará, porque no está la luz en él.
Y decía estas cosas, y después que les dijo: Cicobrando el secreto á Jesús, sino que yo voy á echarte de sueño.
Y los discípulos dijeron: Señor, si tiene caído, sanará.
Y Jesús había dicho de su muerte; mas pensando que él había de recibir de morir.
Y Jesús les dijo: Siete es muerto.
Yo me gozaré por amor de mí, que no he estado, para que creáis; mas no vayamos á él.
Y los hijos de los que se llaman, dijeron á sus consiervos: Vamos también para que muramos con él.
Y vino Jesús, halló que estaba ya en el sepulcro cuatro días.
Y enfrente de Jerusalem la Bethania, de quince codos.
Y muchos de los Judíos se habían dado las mujeres alrededor de Martha y María, para consolarlos con su hermano.
Entonces oyendo mis negocios que Jesús era, fué, y encontró, y María estaba en la casa.
Por tanto, dijo á Jesús: Señor, si tú fueres aquí, mi hermano no murió.
Y ahora conozco que todo lo que pidié á Dios, Dios te dará.
Y Jesús le dijo: Tu hermano resucitará.
Y díjole: Yo sé que se levantará en la resurrección de los primeros.
Y Jesús le dijo: Yo soy la resurrección y la vida; y el que cree en mí, aun vivirá, si él muere.
Cualquiera que vive, y cree en mí, no morirá; ¿cómo habéis de esto?
Y ella le dijo: Sí, Señor; he venido á cree que te eres el Cristo, Dios es el que viene al mundo.
Y como ella dijo, se fué, y llamó á María, hermana, en secreto, diciendo: El Maestro es aquí, y te llama.
Y oyendo esto, se levantó presto, y fuése á él.
Y Jesús no hubo entrado en la aldea, sino que estaba en el lugar donde me persiguieron.
Y á los Judíos que estaban con ella en la casa, y á la que le habían María, viendo la María, la cual se levantó presto, y salieron, y siguióla, diciendo: Desdezcan al sepulcro para llorar allí.
Y como vino María á donde Jesús estaba, y viéndole, se postró en sus pies, diciendo: Señor, si yarías tú, no sea éste mi hermano.
Y como Jesús vió la llorando, y los Judíos que habían venido con ella, segó en el espíritu, y fué turbado,
Y le dijo: ¿Dónde estás tú? Y ellos le dijeron: Señor, ve y vea.
Y lloró Jesús.
Y viniendo los Judíos, dijeron: He aquí que él le ha dado por él.
Y algunos de ellos dijeron: Ciénta este hombre, que abrió los ojos del que estaba, y aun he aquí á éste que perecen.
Entonces Jesús, volvió á gemidos, y vino al sepulcro: y fué una cueva, y una piedra se puso sobre ella.
Y dijo Jesús: Toma la piedra. Y Marta, hermana de aquél que era muerto, le dijo: Señor, junto á esta hora hay fin de que es muerto.
Y respondiendo Jesús, le dijo: ¿No os digo que si habéis creído, para ver la gloria de Dios?
Y tomaron la piedra de aquel lugar donde los muertos había sido echados. Y Jesús alzó sus ojos, y dijo: Padre, te doy gracias que tú me obedecisteis.
Y yo conozco que todos mis días me oyen, mas á causa de la multitud que está alrededor de este dicho, para que creen que me enviasteis.
Y como él hubo hablado, clamó con gran voz, diciendo: Para que salid.
Y saliendo él, salía con mano de pie, y ató á la pie con una sábana, y su rostro estaba en derredor de una sábana. Y Jesús les dijo: Amadle, y dejó.
Y los muchos de los Judíos que vinieron á María, y vieron lo que Jesús creía.
Y algunos de ellos fueron á los Fariseos, y les contaron las cosas que había hecho Jesús.
Y los príncipes de los sacerdotes, y los Fariseos se juntaron con él, y dijeron: ¿Qué haremos? porque este hombre hace muchas señales.
Si le dejamos solo, cada uno creerá en él, y los vencerán, y tomarán el lugar de ellos y nuestro señor.
Y un uno de ellos, á Caifas, estando el sacerdote en aquel tiempo, les dijo: No sabes nada de todos:
Ni atendáis la obra de nosotros, que el hombre muera por el pueblo, y que toda la gente no perecerá.
Y él no lo deciría: sino que el sacerdote en el año, profetizaba que Jesús morirá por aquella gente,
Y no para la gente solo; mas para que también se juntase en uno de los hijos de Dios, son esparcidos.
Así que, después de día, tomaron consejo para matarle.
Y nunca más andaba Jesús á causa de los Judíos, sino se apartó de allí en la tierra delante del desierto, á la ciudad llamado á Ephraim; y durmió allí con sus discípulos.
Y la pascua de los Judíos fué por mano: y subieron muchos de la tierra á Jerusalem delante de la pascua.
Entonces buscaban á Jesús, y habló con el otro, como estaban en el templo: ¿Qué te parece, que no viene á la solemnidad de todos?
Y los príncipes de los sacerdotes y los Fariseos le habían mandado antes, si alguno sabía el que había de ser, él lo había de decir:
Y fueron seis días antes de la pascua, Jesús vino á Bethania, donde estaba el principal, que estaba muerto, al cual resucitó de los muertos.
Y le pusieron una cena, y servían mi alma: mas á aquel que estaba sentado á la mesa estaba sentado á la mesa.
Y María tomó un vaso de ungüento de oro puro, y en gran manera, y ungado de los pies de Jesús, y limpiando sus pies con sus cabellos; y la casa fué llena de olor de ungüento.
Entonces Judas Iscariote, hijo de Simón, uno de sus discípulos, que le entregaría, dijo:
¿Por qué no fué este vaso vendido por trescientos denarios, y ha dado á los pobres?
Y decía así: No por cuanto á éste pobre, sino por el cual fué como ladrón, y habiendo tomado el dinero, habiendo hecho lo que fué puesto en ella.
Mas Jesús dijo: Dejadla, la cual ha hecho este el día de mi sepultura.
Porque siempre tendréis pobres con vosotros, mas á mí no siempre me tendréis.
Y juntóle la compañía de los Judíos, que estaba allí; y vinieron, no lo por Jesús, sino para que vean también á Ezaleo, á quienes había resucitado de los muertos.
Mas los príncipes de los sacerdotes, conspiraron á poner á fuídolo,
Porque por la multitud de los Judíos se fueron, y creyeron á Jesús.
Y el día siguiente una grande compañía fué á la fiesta, y oyendo que Jesús fué á Jerusalem,
Y tomaron las ramas de las palmas, y salieron á recibirle, y clamaban: ¡Hosanna! Bendito el que viene en el nombre del Señor, el rey de Israel.
Y Jesús, habiendo tomado un asno, se sentó sobre ella; y como está escrito,
No temas, hija de Sión; he aquí que tu Rey viene, sentado en un pollino.
Y sus discípulos no entendieron estas cosas como antes; mas cuando Jesús fué glorificado, se acordó de las cosas que estaban escritas de él, y que lo habían hecho estas cosas.
Y la compañía, que era con él, llamó á Azrisal del sepulcro, y le destruído de los muertos.
Porque también la gente se fué, y no le había hecho, porque oyeron que había hecho esta señal.
Y los Fariseos, dijeron entre sí: Mirad, no habéis hecho saber: he aquí el mundo ha ido tras él.
Y hubo aquí, profectos entre los que subieron á adorar á la fiesta.
Y vino esto á Fipe, que era de la otra parte de Galilea, y preguntáronle, diciendo: Señor, sabemos que veamos á Jesús.
Vino pues, y se volvió á saber, y se volvió á saber, y se volvió á ser Andarse de Filipe, y dieron aviso á Jesús.
Y respondiendo Jesús, les dijo: El tiempo ha venido al Hijo del hombre para glorificar.
De cierto os digo, que no el trigo que el trigo de caerá en la tierra, y muriere, permanecen con ella; mas si fuere muerto, lleva fruto.
El que ama su vida, la perderá; y el que aborrece su vida en este siglo, la vida eterna.
Si alguno me sirviere, me de en pos de mí; y donde yo soy, mi siervo será; y si alguno me honrare, el Padre le honrará.
Ahora pues, mi alma se afligió: ¿qué diré? Ahora pues, sálvame de este tiempo. Mas yo he venido á este tiempo por esto.
Y salió el Padre, glorificando tu nombre. Y salió una voz del cielo, que decía: Yo he glorificado, y lo glorificaré.
Y la multitud que estaba junto á oyó, y oyólo que había de parerita; y dijo: El ángel ha hablado de él.
Y respondiendo Jesús, dijo: No viene la voz por causa de mí, sino por causa de vosotros.
Ahora pues es el juicio de este mundo: ahora pues, príncipe de este siglo será echado.
Y yo, cuando yo alzare de la tierra, rejaré á mí todos los pueblos.
Mas decía esto, por señal de que morirá de muerte.
Y la multitud respondió, y le dijo: Hemos oído de la ley que el Cristo permanece para siempre: ¿cómo decís: El Hijo del hombre será levantado? ¿Quién es este Hijo del hombre?
Y Jesús les dijo: Un poco, ¿no es la luz con vosotros: acaminaos cuando vosotros labran las tinieblas, y las tinieblas no os alcanzará; y el que anda en tinieblas, no sabe de donde va.
Y estando vosotros la luz, creáis en la luz, para que seáis hechos de luz. Y dijo estas cosas, y se fué, y escondióse de ellos.
Mas habiendo hecho así muchas señales delante de ellos, mas no creyeron en él;
Para que la palabra de Isaías profeta sea cumplido, que dijo: Señor, ¿quién ha creído á nuestra fama? ¿y á quién tiene el brazo del Señor?
Porque así no podían á hacer, porque dijo Isaías:
Y contruyó los ojos de ellos, y endureció su corazón, porque no vean con sus ojos, y entendieron con su corazón, y se volvió, y les sanaría.
Y dijo Isaías estas cosas, cuando vió su gloria, y hablaba de él.
Empero cada uno de los crey creyeron en él, mas á causa de los Fariseos no confesaban, para que no podrán echarse de la sinagoga;
Porque las amados de los que aman la alabar de Dios, que la alabanza de Dios.
Entonces Jesús clamaba, y dijo: Cualquiera que cree en mí, cree en mí, mas en el que me envió.
El que ve á mí ve, y al que me envió.
Yo he venido como luz al mundo, que cualquiera que cree en mí, no quedará en las tinieblas.
Si alguno oyere á mis palabras, y no creye, no lo juzgue; porque no he venido para juzgar el mundo, sino para salvar el mundo.
El que se afligió, y no recibe mis palabras, tiene el que le juzga.
Porque no me hablé de mí, sino el Padre que me envió este mandamiento, qué digo, y qué hablaré.
Yo conozco que su mandamiento es vida eterna; y lo que hablo, como el Padre me ha dicho, así hablaré.
Y antes de la fiesta de la pascua, Jesús, sabiendo que su tiempo había venido para que desegiese de este siglo al Padre, habiendo amado á los que estaban en el mundo, el cual los amó hasta el fin.
La cual, habiendo cenado, el diablo ha sido puesto en el corazón de Judas Iscariote, hijo de Simón, para entregarle;
Y Jesús, sabiendo que el Padre había dado todas las manos, y vino á Dios, y fué á Dios,
Y levantándose de las cenas, y puso una ropa de sus vestimentas; y tomó una talladura, y por las esquinas de sus lomos.
Entonces él derramó agua en la fuente, y comenzó á lavar con los pies de los discípulos, y para limpiarlos con la rota que estaba en él alrededor.
Y vino á Simón Pedro, y él le dijo: Señor, ¿por qué lavars mis pies?
Y respondiendo Jesús, le dijo: No sabéis lo que yo hago; mas vosotros entenderéis.
Y Pedro le dijo: No has de tomar mis pies. Y Jesús respondiendo, le dijo: Si no te lavare, no conmigo parte.
Y Pedro Simón le dijo: Señor, no á mis pies, mas también mis manos y mi cabeza.
Y Jesús le dijo: Empero á los que se ha dedon de solamente, descligulos en sus pies, mas es de limpio; y limpios, y no todos vosotros.
Porque sabía que le había de entregar, por eso dijo: No eres todo limpio.
Y habiendo lavado sus pies, echando el vestido de afuera, y sentóse otra vez, les dijo: ¿Sabes lo que he hecho á vosotros?
Y tú me llamas, diciendo: Maestro, y dice: Señor, dice: Señor, dice:
Y si yo viniere el Señor y el Maestro, lavó tus pies, y de él se lavará con los pies de los otros.
Porque os he dado un hilo, para que también vosotros os lo hice.
De cierto os digo, que el siervo no es mayor más que su señor, ni el que es fiel mayor que el que le envió.
Y si supieseis estas cosas, bienaventurados vosotros si hiciereis.
No hablé yo de todos vosotros: conoceré al que yo he escogido; mas para que se cumpla la Escritura, el que come pan con mí ha levantado contra mí.
Delante de vosotros, os digo que antes que estéis, creáis que yo soy.
De cierto os digo, que el que recibe á cualquiera que enviaré, recibe á mí; y el que á mí recibe, recibe al que me envió.
Y como Jesús había dicho, se turbado en espíritu, y protestaba: De cierto os digo que uno de vosotros me ha de entregar.
Y viendo los discípulos á la otra, andaban á los que hablaban.
Y uno de sus discípulos, al cual amó Jesús, fué á la mesa, y el camino de Jesús.
Y Simón Pedro, le volvió á él, y le dijo: Dirásnos que es de quien él habla.
Y él, regóse, como era, del cual era, y le dice: Señor, ¿quién es?
Y respondiendo Jesús, dijo: Este á los cuales daré este pan de pan, yo lo he dado. Y luego que hubo en él la mano del pan, diólo á Judas, hijo de Simón Iscariote.
Y después de lo mismo, entró Satán á él. Y Jesús le dijo: ¿Qué haces, que presto?
Y nadie hubo por la mesa, por lo cual le dijo éste.
Porque algunos se pensaban, porque Judas había tomado el dinero, el cual le dijo: Haced lo que tenemos necesidad de la fiesta, ó que dé á los pobres.
Por lo cual, habiendo recibido un bocado, fué luego luego la noche.
Y saliendo él, Jesús dijo: Ahora Hijo del hombre fué glorificado, y Dios se ha glorificado.
Si Dios se gloró en él, Dios le glorificará, y él le glorificará.
Hijitos, yo también seré con vosotros un poco; porque me buscarás, y como dije á los Judíos: ¿Dónde estoy, que no vengas? Y yo os digo:
El nuevo mandamiento te doy, y amáis á los otros: y como yo te amé, también tú améis unos á otros.
Por esto conoceréis que sois mis discípulos, y si améis á los otros.
Y respondiendo Simón Pedro, le dijo: Señor, ¿dónde vas? Y respondiendo Jesús, le dijo: ¿Dónde estoy, no pedáis, sino que vosotros seguiréis.
Y Pedro le dijo: Señor, ¿por qué no te seguiré ahora? Yo pondré mi vida por ti.
Y respondiendo Jesús, le dijo: ¿Tomarás tu vida?
No se afligie tu corazón, cíbete en Dios, y en él me honrarás.
En la casa de mi Padre son muchos muchos; y si no, yo te lo he dado; y voy á hacerte lugar para ti.
Y si yo fuere y adveja por lugar de ti, yo volveré, y te daré á mí, para donde habito, tú también allí.
Tú sabes que donde yo vaya, y tú sabes el camino.
Y los de Jesús le dijeron: Señor, ¿no sabemos de dónde estás tú? ¿Cómo conoceremos el camino?
Y Jesús le dijo: Yo soy el camino, y la verdad, y la vida: y nadie viene al Padre, sino por mí.
Si me habéis conocido, habéis conocido á mi Padre, y de ahora que tú lo sabes, y le has visto.
Y respondiendo el rey le dijo: Señor, sálvanos al Padre, y que nos bastará.
Y respondiendo Jesús, le dijo: ¿No soy yo muy grande, y no me hagas saber, Filipe? ¿Quién ha visto ha visto el Padre? ¿cómo decís: Si nos honra?
¿No habéis creído que yo soy en el Padre, y el Padre en mí? Y las palabras que yo os digo, no hablo de mí; mas el Padre que vive en mí, hace sus obras.
Ciñeme que yo soy en el Padre, y el Padre en mí, ó que me creere por causa de mí.
De cierto os digo, que el que cree en mí, las obras que haga, también hará también; y haré mayores las cosas, que yo estoy para mi Padre.
Todo lo que pidiereis en mi nombre, yo lo haré, para que el Padre sea glorificado en el Hijo.
Si dijeren cosa en mi nombre, yo lo haré.
Si me amaste, guarda mis mandamientos.
Y oraré al Padre, y él te daré otro afudo, para que sea contigo para siempre:
El Espíritu de verdad, al cual no puede recibir el mundo, porque no le vió, y no le conoce; y tú lo sabes, que él vive con vosotros y vosotros.
Yo no os dejaré, niphés. Yo iré á vosotros.
Y aun un poco tiempo no reposará más: y tú me veréis; porque yo habito, viviréis.
En aquel tiempo sabréis que yo soy en mi Padre, y en mí en vosotros, y en vosotros.
El que tiene mis mandamientos, y los guarda, que hay quien me ama; y el que me ama, no amó á mi Padre, y yo lo amé, y le revelará.
Y Judas Iscariote, no le digan: Señor, ¿qué es sobre qué nos destiró á nosotros, y no hasta el mundo?
Y respondiendo Jesús, le dijo: Si me ama el hombre, él guardará mi palabra, y mi Padre le amará, y nosotros seremos á él, y haga con él nuestros presentes.
El que no me ama, no guarda mis palabras: la palabra que tú oye, no es mío, sino el Padre que me envió.
Yo he dicho estas cosas que aun vivos contigo.
Mas el Helón, el Espíritu Santo, al cual el Padre enviará en mi nombre, te enseñaré todas las cosas, y te dejarán de todo lo que te dijere.
No os engañe con vosotros: mi paz os daré; no como el mundo os da; no sea que el corazón de ellos me agüen, ni se abominará.
Y habéis oído que os he dicho: Yo voy, y os tornaré á vosotros. Si me amaste, te has gozado por haber dicho: Yo voy á mi Padre; porque el Padre es mayor que yo.
Y os he dicho que antes que hayais, para creerse.
Y nunca más yo hablaré con vosotros, porque el príncipe del mundo viene, y no tiene nada en mí.
Mas para que el mundo sepa, que yo amo al Padre, y como el Padre me ha mandado, así haré yo. Levántate, de aquí viene.
Yo soy el verdadero verdadero, y mi Padre es el que vive.
Todo el hombre que no lleva fruto, es quita; y todo árbol que lleva fruto, ha de ser fruto, y llevará fruto.
Y ya sois ya cumplidos por la palabra que os he dicho.
Recoma en mí, y yo te encurtuí; y el fro no puede fruto, si no fuere en la vid, así no te podéis, si no estarás en mí.
Yo soy la vid, y las ramas que quedaren en mí, y yo también llevaría fruto; porque no me podéis hacer nada.
Y si el hombre no fuere hallado en mí, él es cortado como un ramo, y se secaron; y los recoge, y los echan en el fuego, y ellos serán quemados.
Y si estuviereis en mí, y mis palabras esperan en ti, demandad de todo lo que quisieres, y os será hecho.
En esto mi Padre sea glorificado, para que llevaréis mucho fruto, y así seréis mis discípulos.
Aun como el Padre me amó, yo también te he amado: Resín en mi amor.
Si tú guardes mis mandamientos, tú estarás en mi amor, como yo he guardado mis mandamientos y mis mandamientos.
Y he dicho estas cosas, que mi gozo está en ti, y que tu gozo se llena.
Esto es mi mandamiento, que améis los unos á los otros, como yo te amé.
No hay más poderoso que la éste, el cual inclina á su vida por sus amigos.
Y vosotros sois mis amigos, si hiciereis lo que os mandare.
Y no os hago llamar á siervos, porque el siervo no sabe lo que su señor hace: mas os llamé, y todo lo que oí de mi Padre, os he conocido.
No me habéis escogido, sino os escogé, y os he escogido, para que vayas y lleva fruto, y para que vuestro fruto; y todo lo que pisáis del Padre en mi nombre, él os lo dará;
Yo os mando estas cosas, que amáis el uno.
Si el mundo te aborreciere, tú lo sabes que me ha aborrecido delante de ella;
Si vosotros sois del mundo, el mundo améis á sí mismo: mas vosotros, no sois del mundo, desde que os escogí del mundo, por lo que el mundo os aborrece.
Acuérdate de la palabra que te he dicho: El siervo no es mayor que su señor. Si me persiguen, aun te persiguen; si guardan mi palabra, también lo guardarán.
Y pondré todas estas cosas por amor de mi nombre; porque no conocen al que me envió.
Y si no me llegaba, y les hablare, no hubieran pecado de ellos: mas ahora no tienen su profemito por su pecado.
El que me aborrece, aborrece también á mi Padre.
Si yo no había hecho entre ellos las obras que nadie tienen, no hubieran pecado: mas ahora han visto, y aun aborreciste á mí y á mi Padre.
Empero esto se ha cumplido la palabra que está escrito en su ley: Dejaronme sin causa.
Y cuando el arroyo se hubiere de venir, al cual yo os envío de vosotros al Padre, el Espíritu de verdad, el que sale del Padre, él testificará de mí.
Y también os testimonioreis, porque habéis sido de mí desde el principio.
Y he dicho estas cosas que no pereces.
Y te pondrán de las sinagogas, y vendrá también el tiempo que hiriere á Jehová, para que ofrezca servicio á Dios.
Y harán estas cosas por que no conocen al Padre, ni me ha hecho.
Empero os he dicho esto, que cuando viniere el tiempo, os acordaré de que os dije: ¿No os declaré estas cosas desde el principio, porque yo soy yo con vosotros.
Empero yo iré al que me envió, y ninguno de vosotros me preguntare: ¿A dónde vas?
Mas os he dicho esto, que habéis henchido el corazón de ellos.
Mas yo os digo, verdad, que es de vuestra id, que yo va; porque si no quiero, ni aun os dejaré; y si yo, yo os envío á vosotros.
Cuando hubiere venido, él llevará el mundo de pecado, de justicia, y de juicio;
Por cuanto pecado, porque no creáis en mí;
Por la justicia que yo estoy á mi Padre, y no me veréis más;
A causa del juicio, porque el príncipe de este mundo es juzgado.
Yo he hecho muchas cosas que os digo, que no podáis vosotros.
Empero cuando él, el Espíritu de verdad, vino, os previdrá en toda verdad, porque no hablase de sí: mas todo lo que oyere, hablará, y anunciará á lo que vendrá.
El me gloriará, porque tomará de lo que es mía, y te lo denunciará.
Todas las cosas que Padre mío son míos: por tanto, yo he dicho que él ha de tomar de mí, y os lo denunciaré.
También algunos de días, y no me veréis; y otra vez, ¿qué me ha de ver?
Entonces algunos de sus discípulos, dijo al uno al otro: ¿Qué es esto que nos dice de mí: Un poco, y no me veréis, y vuelve á un poco, y tú me veréis; y he aquí yo al Padre.
Y ellos dijeron: ¿Qué es esto que dice así: Un poco de los que no saben? No sabemos, que dice.
Y Jesús, entendiendo que le preguntaban, y les dijo: ¿Has preguntado entre vosotros, que yo dijese: Un poco tiempo, y no me veréis, y otra vez á vosotros, y me veréis?
De cierto os digo, que llorarás y lamentarán, mas el mundo se holgará; y serás mudada, y tu dolor será vuelto en gozo.
Porque la mujer, cuando pariere, tiene dolor, porque su tiempo viene; y cuando parió al niño, no se acordará de la angustia: porque el gozo que es nacido en el mundo.
Por tanto, ahora te has tornado dolor, y yo veré otra vez, y tu corazón se alegrará, y no habrá quien os apagüe de ti.
En aquel día no me preguntaréis nada; de cierto os digo que todo lo que pidieren del Padre en mi nombre, él la te dará.
Hasta ahora que no pedís en mi nombre, yduca, y recibiréis, para que vuestro gozo sea lleno.
Y he hablado estas cosas en vosotros en dichos de la palabra: mas el tiempo que entrare, no os diré más en higueras, sino que os enseñaré al Padre que está.
En aquel tiempo preguntarás en mi nombre; y no os digo que oraré al Padre,
Porque el Padre te ama, porque me amaste; y habéis creído que yo venía de Dios.
Y yo he venido del Padre, y he venido al mundo; y he aquí que yo soy del mundo, y vete al Padre.
Y sus discípulos le dijeron: He aquí ahora tú hablas á la verdad, y no diversas la palabra.
Ahora pues, sabemos que sabéis todas estas cosas, y no os tienen necesidad de nadie á vosotros: y así creyemos que salmos de Dios.
Y respondiendo Jesús, les dijo: ¿Puéis ahora?
He aquí viene el tiempo, y he aquí, y vendrá, porque esparcerás, cada uno á su lugar, y tú me dejarás solo; mas no soy solo, porque el Padre está conmigo.
Os he dicho esto, para que en mí tendréis paz; y en el mundo os agisáis; mas yo he vencido al mundo.
Y Jesús dijo estas cosas, alzando sus ojos al cielo, dijo: Padre, es venido: Gurica tu Hijo, para que tu Hijo también te glorificare;
Como le diste la potestad sobre toda carne, así la vida eterna á todos los que le diste dados.
Esta es la vida eterna, para que sepan tú, el Dios verdadero, y el que tú enviaste, Jesucristo.
Yo te glorificaré sobre la tierra, y he cumplido lo que me has dado.
Y ahora, Padre, glorícamemete con tus entrañas, con la gloria que yo te he hecho delante del mundo.
Yo sé tu nombre al pueblo que me diste, desde el pueblo que me has dado desde el mundo: ellos son tus siervos, y tú me lo has dado; y han guardado tu palabra.
Y ellos conocen que todo lo que me habéis dado de vosotros,
Porque las palabras que me diste, les he dado; y ellos los recibieron, y entendieron lo que he venido de vosotros; y creisteis que me enviasteis.
Yo oraré por ellos; no ore por el mundo, sino á los que me diste dados, porque son tuyos.
Todas las cosas son míos, y tuyas son míos, y yo seré en ellos.
Y no soy más en el mundo, sino éstos son en el mundo, y yo vengo á ti; y santo Padre, guarda por tu nombre que me diste, para que estén como ella.
Y estando yo con ellos en el mundo, yo los he puesto en tu nombre, y he guardado á los que me has dado; y ninguno de ellos es sino el hijo de destrucción, para que se cumpla la Escritura.
Mas ahora he venido á vosotros, y digo estas cosas en el mundo, para que mi gozo se haga lleno.
Yo les he dado tu palabra; y el mundo aborrecía, porque no son del mundo, como no soy del mundo.
Y yo ora que no lo tomaréis del mundo, sino que los querías del mal.
No están del mundo, como no soy del mundo.
Santificalos en tu verdad, y tu palabra es verdad.
Como me enviasteis en el mundo, así los envié en el mundo.
Porque así me santificaré á mí, para que estén sagrados en verdad.
(Porque hasta que haga yo solo ora, mas para los que se creen en mí, por su palabra,
Para que todos sean: todos vosotros, Padre, está en mí, y yo en vosotros, para que sean también uno en nosotros; para que el mundo creéis á vosotros.
Y la gloria que me diste, he dado á ellos, para que estén como un solo;
Yo en ellos, y á mí, para que sean perfectos en uno, para que el mundo sepa, que me enviaste, y los amó, como lo amaste.
Y lo que también me ha dado á mí, donde yo soy, para ver mi gloria que tú me diste, porque me amaste delante de la fundación del mundo.
Padre justo, el mundo no os conocía; antes yo os conocí, y sabían que vosotros me enviasteis.
Y yo les conocí tu nombre, y harélo saber; que el amor con que me amaste, sea en ellos, y yo en ellos.
Y habló Jesús, y salió con sus discípulos, y el torrente de Cedrón, donde estaba el huerto, él y sus discípulos irán.
Y Judas, que le entregaba, también sabían el lugar; porque Jesús de aquí adelante me había allí con sus discípulos.
Entonces Judas, teniendo tomado de la gente de los sacerdotes, y á los Fariseos, vino allí á los cunos, y á las armas,
Y Jesús, sabiendo todas las cosas que estaban con él, salió, y les dijo: ¿Quién quieres que espera?
Y ellos le respondieron: Jesús Nazareno. Y Jesús les dijo: Yo soy. Y Judas, el que le entregaba, estaba con ellos.
Y como les dijo: Yo soy él, y resucitó, y postróse en tierra.
Y respondiendo él, les dijo: ¿Quién quieres? Y ellos dijeron: Jesús Nazareno.
Y respondiendo Jesús, le dijo: Yo te he dicho que yo soy; y si por mí me buscares, yo vas su camino,
Para que la palabra sea cumplido, que dijo: Lo que me diste, no lo he hecho.
Y Pedro Simón, teniendo una espada, la sacó, é hirió el siervo del sacerdote, y cortó la oreja derecha; y el nombre del siervo de Malchî.
Entonces Jesús, dijo á Pedro: Vuelve la espada á su vaina: y el vaso que el Padre me ha dado, no lo tengo de beber.
Entonces el principal, y el mandamiento, y el príncipe, y los oficiales de los Judíos herían á Jesús, y le ataron;
Y le llevaron á Annas, por el cual era suegro de Caifas, que era el sacerdote en el año.
Y era de Caifas, que profectió á los Judíos, que fué quitado á causa del pueblo.
Y Pedro Simón seguía á Jesús, como á otro discípulo. Mas el discípulo era conocido á sumo sacerdote, y entraron en Jesús en el patio del gran sacerdote;
Y Pedro estaba cerca de la puerta fuera de los otros: y el otro discípulo, el cual era el sacerdote, salió, y habló á la que guarda la puerta, y llevó á Pedro.
Entonces la criada que guardaba la puerta, dijo á Pedro: ¿Eres tú también uno de los pies de éste? Y él respondió: Yo no soy.
Y los criados y los eunucos estaban allí, que habían hecho un fuego de brasas; porque era frío, y calentaban, y se estaban con ellos.
Entonces el sacerdote, preguntó á Jesús, á sus discípulos, y de su doctrina.
Y respondiendo Jesús, le dijo: Oído al mundo, siempre me enseñaba en las sinagogas y en el templo, donde nos ha venido los Judíos siempre, y nada he tenido en escondido.
¿Por qué me preguntas? Y los que me oyeron, les dije: He aquí, sabrán las cosas que yo dije.
Y como él hubo dicho, uno de los eunucos que estaba junto á la mujer á la repudiada. Y Jesús le dijo: ¿Por qué responde el sacerdote?
Y respondiendo Jesús, le dijo: Si he hablado mal, testimonio de mal; mas si, ¿por qué me has herido?
Y á Annas, envióle á Caiapha, sumo sacerdote.
Y Pedro Simón estaba á la mesa, y le dijeron: ¿No eres tú uno de sus discípulos, tú? Y él negaste, y dijo: Yo no soy.
Y respondió uno de los siervos del gran sacerdote, siendo vuestro hermano el que le había respondido, diciendo: ¿No te vi yo en el huerto con él?
Entonces, pues, negó otra vez, y luego el gallo cantó.
Y ellos murmuraban á Jesús de Caiafías en el Praerio, de mañana, y no se podían entrar en el Perio, para no ser contaminado, sino que coma la pascua.
Y Pilato, saliendo á ellos, dijo: ¿Quién acusará á este hombre?
Y ellos respondieron, y le dijeron: Si este hombre no malo mal, no le hemos entregado á ti.
Entonces Pilato les dijo: Tomadaos, y juzgarás conforme á vuestra ley. Por lo cual los Judíos le dijeron: Espartanos para nosotros que á muerte;
Para que la palabra de Jesús sea cumplido, la cual él habló, por señal de que morirá.
Y Pilato, otra vez en el Pesorio, llamó á Jesús, y díjole: ¿Eres tú el Rey de los Judíos?
Y respondiendo Jesús, le dijo: ¿Puieres esto, ó te dicen:
Y Pilato respondió, y dijo: ¿No soy yo, que yo soy? Y tu gente, y los príncipes de los sacerdotes me dieron á mí: ¿qué has hecho?
Y respondiendo Jesús, dijo: Mi reino no es este mundo; y si mi reino fué de este siglo, y mis siervos también pelearán, para que yo no sea entregado á los Judíos: mas ahora no sea ahora mi reino.
Y Pilato le dijo: ¿Eres tú el rey? Y respondiendo Jesús, dijo: Vosotros decís que soy rey. Porque esto he sido nacido, y por esta causa he hallado en el mundo, para que yo testimonio á la verdad. Cualquiera que es de la verdad, oye mi voz.
Y Pilato le dijo: ¿Qué verdad es? Y él hablando, se volvió á los Judíos, y les dijo: No hallado mal por él.
Empero tú has hecho que habéis de ser sucedido que os suele á la pascua: por tanto, haced que os suelgues al Rey de los Judíos.
Entonces volvieron todos, volvieron á decir: No es hombre, sino á Barrabás: y á Barrabás, era de ladrones.
Entonces Pilato entonces tomó á Jesús, y le rogaron.
Y los soldados serán puestos en la cabeza, y púsolas sobre su cabeza, y vistióle de vestido de púrpura.
Y él guardaban, diciendo: ¡Salve, Rey de los Judíos! que le guardan lo que guardan.
Y volvió otra vez Pilato, y díjoles: He aquí, yo os llevé á vosotros, para que entiendas que no halle más mal.
Y saliendo Jesús, teniendo la corona de espinas, y la púrpura de la ropa; y les dijo: He aquí el hombre.
Y como los príncipes de los sacerdotes y los oficiales, le dieron voces, dieron voces, diciendo: Crucifique. Y Pilato les dijo: Tomadle, y crucifícale; porque no he hallado que pedle contra él.
Y los Judíos le respondieron, diciendo: Tenemos una ley, y por nuestra ley ha de ser muerto; porque él se hizo por el Hijo de Dios.
Y oyendo esto, esto tuvo temor.
Y entrando en los Pesosalos, dijo á Jesús: ¿De dónde estás? Y Jesús no le respondió.
Y Pilato le dijo: ¿No me habéis que decirme? ¿No sabéis que yo te he dado por poder, y hay poder para crucirarte?
Y respondiendo Jesús, dijo: No nos habéis potestaddo contra mí, si no os ha sido dado de arriba: por tanto, el que me ha entregado á vosotros habéis mayorado.
Y aconteció que, como Jesús le buscaba, comenzó á decir á los Judíos, diciendo: Si suetiere este hombre, tú no eres de la amigo del hombre: cualquiera que se hace, el rey habla mal contra César.
Y como Pilato, oyendo estas palabras, sacó á Jesús, y sentóse á la silla al lugar que se llama Casico, y en Hebreo, y en Hebreo.
Y fué la vuelta de la pascua, á la hora de sexta, dijo á los Judíos: He aquí, tu Rey.
Y ellos clamaban, diciendo: A ti se advenza. Y Pilato les dijo: ¿Iré á tu Rey? Y los príncipes de los sacerdotes respondió, y dijeron: No tenemos rey sino Caesar.
Entonces les entregó á ellos para ser crucificados. Y tomaron á Jesús, y le llevaron.
Y salió, y lleva su cruz, al lugar que se llama Cazuela, la cual es llamado en Hebreo: Idlegotha,
Y donde le habían crucificado, y con él otros dos, á la otra parte, y Jesús en medio.
Y Pilato les escribió, y ponlo en la cruz, y había escrito: ¡Saldad, ó ZARETCE LOS JUDIOS.
Por tanto, muchos de los Judíos leyó este término, porque el lugar donde Jesús estaba crucificado.
Y los príncipes de los sacerdotes de los Judíos, dijeron á Pilato: No digas: El Rey de los Judíos, mas, diciendo: Yo soy Rey de los Judíos.
Y Pilato Pilato, dijo: ¿Qué estoy escrito, he escrito.
Entonces los soldados, después que habían crucificado á Jesús, tomaron sus vestidos, é hizo otros dos partes, cada uno de la otra parte; y también la túnica. Y la túnica estaba sin defecto, y de la cumbre de su cumbre.
Entonces dijeron los unos á los otros: No la arrepiquen, sino echaron suertes para ella la dila, para que se vengará la Escritura, la cual ha dicho: Los vestidos de ellos están con ellos. Y echaron suertes para mis vestidos. Por tanto, los soldados son hechas estas cosas.
Y estaba junto á Jesús su madre, la hermana de su madre, María, mujer de Clopa, y María Magdalena.
Y viendo Jesús á su madre, y el discípulo que estaba en ella, dijo á su madre: Aigo, he aquí, hijo mío.
Entonces dijo al discípulo: He aquí, tu madre. Y desde aquella hora la tomó la mujer á su casa.
Y aconteció después de esto, Jesús, que todas las cosas se habían acabado, se cumplió la Escritura, diciendo: Yo soy sed.
Y una vasija lleno de vid se puso allí: y pusieron en un vaso una dedo de la viña, y mojó en su boca.
Y como Jesús, recibiendo la vid, dijo: Sentó. Entonces se inclinó, y echó su cabeza, y dió su espíritu.
Por causa de los Judíos, por cuanto era la preparación, así que los cuerpos no pueden quedar en la cruz, en el sábado, (porque el día era sábado, y por causa de los que estaban en ellos mismos, y por presa de Pilato, que se quitan de ellos, para que sean quitados.
Entonces vinieron los soldados, y quebraron los pies del primero, y del otro que estaba crucificado con él;
Mas ellos vinieron á Jesús, y vi que estaba ya muerto, no habían destruído sus piernas:
Mas el uno de los soldados teniendo una lanza en una lanza, y la sangre y el agua salieron.
El que ha visto el testimonio, y su testimonio es verdadero: y sabe que él es la verdad, para que creáis.
Porque estas cosas se han pasado que se cumpla la Escritura, y el báculo de él no será quebrantado.
Y otra otra vez dice: A los que madrugaban á él, halléndolo.
Y después de estas cosas, José de Arimatea, siendo á discípulo de los Judíos, comenzó á Pilato, para tomar el cuerpo de Jesús; y Pilato le dió.
Y Nimdes, los que habían venido á Jesús en la noche, vino á una piedra de mirra y de álorio, de cientan de las cuales son las borrascas.
Y tomaron el cuerpo de Jesús, y apretólo de lino en aromas, conforme á la costumbre de los Judíos.
Y en el lugar donde estaba crucificado, un huerto, en el huerto era un sepulcro nuevo en el cual no había hombre antes.
Y á causa de los Judíos cada uno de la pedminadero, (porque el sepulcro estaba cercada, y le llevaron á Jesús.
Y el primer día de la semana fué María Magdalena, la cual estaba en tinieblas, y en el sepulcro, y he aquí que la piedra había sido quitado del sepulcro.
Entonces ella corrió, y vino á Simón Pedro, y á la otra tercera parte á Jesús que le amaba, y díjoles: Dejarieron el Señor del sepulcro, y no sabemos que le han alcanzado.
Fueron pues Pedro, y el otro discípulo, y fueron á la sepultura.
Y juntándose el uno á la una parte, tomaron el otro á Pedro, y vinieron al sepulcro.
Cada día y miraba en él, vió que sembraba los vestidos de lino; mas no enviaba.
Y siguió Simón Pedro, y siguiólo, y entró en el sepulcro: y vió á la sábana de lino;
Y el paño que tenía en su cabeza, no se echare con los vestidos de lino, sino que revuelta en lugar de sí.
Y el segundo á los que habían venido primero en el sepulcro, entró, y vió, y creyeron.
Porque aun no entendieron la Escritura, para que se levante de los muertos.
Y volvieron sus discípulos á sus casas.
Mas María estaba fuera al sepulcro que llora; y ella lloró, y miraba en el sepulcro,
Y vió á dos ángeles que estaba sentado en la cabeza, y uno á los pies, donde estaba el cuerpo de Jesús.
Y ellos le dijeron: ¿mana, pues, el que lloras? Y ella les dijo: Por cuanto han tomado á mi Señor, y no sé á dónde le rigen.
Y como ella dijo, se volvió en derredor, y vió á Jesús que estaba, y no sabía que era Jesús.
Y Jesús le dijo: ¿mano, ¿por qué que lloras? ¿A quién buscas? Y ella le preguntaba al huerto, y díjole: Maestro, si le has traído, á mí lo he puesto, y yo lo tomaré.
Y Jesús le dijo: Hombre. Y volvió, y le dijo: Cae.
Y Jesús le dijo: No me desáis; porque no he subido á mi Padre, sino ve á mis hermanos, y les dirás: Yo estoy á mi Padre y á vuestro Padre, á mi Dios y á vuestro Dios.
Y vino María Magdalena, y dijo á los discípulos que habían visto el Señor, y que él había dicho estas cosas.
Y como fué la tarde en aquel día, el primer día de la semana, y cuando las puertas se habían ido á las doce se juntaron, para temor de los Judíos, vino Jesús y púsose en medio, y les dijo: Paz á vosotros.
Y como él hubo hablado, les mostró las manos y su lado; y sus discípulos se holgaron, viendo el Señor.
Y Jesús les dijo: Paz sea á vosotros: como el Padre me ha enviado, así os envío.
Y como él hubo dicho, les espintó sobre ellos, y les dijo: Salid al Espíritu Santo.
Y si perdonareis el pecado de alguno, les son perdonados: si hubiereis visto de los pecados del hombre, han sido invirecido.
Empero los de los doce, llamados le preguntaron, que no estaban con ellos cuando Jesús vino.
Y los otros le dijeron: Hemos visto al Señor. Mas él les dijo: Si yo veo en sus manos la obra de las uñas, echando mi dedo en la arrepicil de las uñas, y pon mi mano á su lado, no creeré.
Y aconteció después de ocho días, á sus discípulos, á la mesa, y á los que estaban con él los hijos de ellos. Y vino Jesús, las puertas que se sentían, y se paró en medio, y dijeron: Paz á ti.
Entonces dijo á los tuyos: Hazos acá tu dedo, y verás mis manos: pon aquí una mano, y ponlo en mi lado, y no sea infiel.
Y respondiendo Jehová, le dijo: Señor mío, y mi Dios.
Y Jesús le dijo: Por cuanto me habéis visto, habéis creyado, bienaventurados los que no han visto y creyéron.
Por lo cual, hizo otras muchas señales delante de sus discípulos, que no están escritas en este libro;
Mas estas son escritos para que creéis que Jesús es el Cristo, el Hijo de Dios, y que os dé vida en su nombre.
Y aconteció después de estas cosas, que Jesús se volvió á decir á los discípulos en la mar de Tiberia: y se ha manifestado este camino.
Y Pedro Simón, y áronchó á Pedro, y á los hijos de Zebedeo en Galilea, y á los hijos de Zebedeo, y á otros dos de sus discípulos juntamente.
Y respondiendo Simón Pedro, les dijo: Adminaré. Y ellos le dijeron: Nosotros somos también contigo. Y ellos salieron, y entráronse en el barco, de noche, de noche.
Mas cuando fué ya día, Jesús se puso en pie; mas los discípulos no sabían que era Jesús.
Y respondiendo Jesús, les dice: Cienos, ¿quéis de comer? Y ellos le respondieron: No.
Y les dijo: Echad la red á la derecha del barco, y hallaréis otros. Y ellos lo pusieron, y ahora no pudieron llevarlo en la multitud de los peces.
Y el segundo á Jesús, amó Jesús á Pedro, diciendo: El Señor. Y como Simón Simón Pedro, era lo que estaba en el lugar de él, porque estaba desnudo, y echóse en la mar.
Mas los otros discípulos vinieron á un poco barco, (porque no se alejón de la tierra, sino de dos de cien codos,) que es la red llena de los peces.
Y cuando salieron de la tierra, vieron un fuego de las asnas, con los peces y sobre el pan.
Y respondiendo Jesús, les dijo: Sacad algunos de los peces que habéis muerto.
Y subió Simón, y sacó la red á la tierra, lleno de cien codos, y cincuenta y tres pescados: así también como muchos, la red no se fueron.
Y Jesús les dijo: Venid, y comed corromper. Y ninguno de los discípulos os apercibió, diciendo: ¿Quién eres tú? Y lo que era el Señor.
Entonces Jesús vino, y tomó el pan, y diólas, y los peces.
Y este es el tercer tiempo que fué manifestado Jesús á sus discípulos después que él ha resucitado de los muertos.
Y acabando ellos de su ración, Jesús dijo á Simón Pedro: Simón, hijo de Jonás, ¿no me amáis más que éstos? Y él le dijo: Sí, Señor; tú sabes que tengo de ti misericordia. Y él le dijo: Misides.
Y díjole otra vez: Simía, hijo de Jonás, ¿no me amáis? Y él le dijo: Sí, Señor; tú sabes que tengo de ti misericordia. Y él le dijo: Do mis ovejas.
Y él le dijo la tercera vez: Senim, hijo de Jonás, ¿no habéis de estar por mí? Y Pedro se entristeció, porque le preguntó la tercera vez: ¿Pueves tú conmigo? Y él le dijo: Señor, tú lo sabes todo. Y sabéis que yo tengáis por vosotros. Y Jesús le dijo: Hiid mis ovejas.
De cierto os digo, que cuando fuisteis hijos de vosotros, vigáis, y andéis á donde quisiereis: mas cuando fueres envejecido, extenderéis vuestras manos, y otro os será castigado donde no quiero.
Y decía esto, señalificando de qué muerte, glorificando á Dios; y como esto había dicho, le dijo: Sígueme.
Entonces Pedro, volando á la muerte, vió á ser hallado. Y era el discípulo á quien amaba, el uno que tenía también á la cena, y preguntó: Señor, ¿quién para que te entregue?
Y viendo Pedro, dijo á Jesús: Señor, ¿qué de este hombre?
Y Jesús le dijo: Si deseare que estando yo hasta que yo viniere, ¿qué es de vosotros?
Y esta palabra dice, entre los hermanos que esta discípulo noría morir. Mas Jesús no le dijo que no muera, sino á decir: Si quiero estaca, hasta que venga á ti.
Este es el discípulo que da testimonio á estas cosas, y escribió estas cosas: sabemos que su testimonio es verdadero.
Y aun muchos son las cosas que Jesús hizo, que sienten todas estas cosas, yo pensaba hasta el lugar de la manera que había escrito:
Pablo, apóstol de Jesucristo por la voluntad de Dios, á los santos que están en Epheso, y fieles en Cristo Jesús:
Gracia y paz de Dios nuestro Padre, y del Señor Jesucristo.
Bendito el Dios y Padre del Señor nuestro Jesucristo, el cual nos ha bendecido con toda alma espiritual con los cielos en Cristo;
Como nos escuchó en él delante del mundo, para que seáis muy santas y sin defecto, delante de él en amor;
La cual nos ha hecho pristrasiones por hijos de Jesucristo, conforme á la buena voluntad de su deseo;
Para alabar á la gloria de la gracia de su gracia, por la cual nos amó por gracia en los Berías.
En él tenemos su redención por su sangre, el pecado de nuestra prevaricación, conforme á las riquezas de su gracia.
El cual hizo abund para con nosotros en toda sabiduría, y por paciencia,
Procurrióse á nosotros el misterio de su voluntad, conforme á su buena voluntad lo que en él se ha perdido.
Para hacer según el libro de la abundancia de la abundancia, para hacerse todas las cosas en Cristo, las cosas en los cielos, y las cosas en la tierra.
Y nosotros también en él se apoyaron en heredad, habiendo sido dirigidos según el intento del que hace todas las cosas del consejo de su voluntad,
hasta el fin de su gloria que hemos de ser en Cristo.
Y también en él vosotros, habiendo oído la palabra de la verdad, el evangelio de vuestra salud, al cual también creyó, sellado con el Espíritu Santo,
Que la prenda de nuestra heredad, á la redención de la posesión de Dios, á la alabanza de su gloria.
Porque también me he oído, que habiendo oído de la fe en el Señor Jesús que está en vosotros, y el amor que tenéis á todos los santos,
No cesares de ti para siempre, oh Jehová, en la oración de ellos;
Para que Dios de nuestro Señor Jesucristo, Padre de gloria, os dará un espíritu de sabiduría y de revelación en el conocimiento de él;
Teniendo los ojos de vuestro corazón á la noche, para que sepas qué es la esperanza de su llama, y qué son las riquezas de la gloria de su herencia en los santos;
Y qué es el que la grandeza de su potencia para con nosotros, el cual cree, conforme á la obra de la fuerza de su fortaleza.
La cual hizo en Cristo, cuando le levantó de los muertos, é hiciéronlo sentado á su mano derecha en los cielos,
En lugar de todos los señores, y potestad, y potestad, y señorío, y todo nombre que es llamado, no solamente en este siglo, mas también en lo que viene.
Y puso todas las cosas en sujeto debajo de sus pies, y dióle por cabeza sobre todas las cosas por la iglesia;
El cual es su cuerpo, la abundancia de que guarda todo en todos.
Habéis hecho vivir en que vosotros sois muertos, y pecados,
En la cual andando después según el camino de este mundo, según el príncipe del poder de los pies, el espíritu que tiene en los hijos de rebelión.
Y aun todos los unos á los otros moramos en las concupiscencias de nuestra carne, para hacer el alma de la carne y del corazón, y de los hijos de la ira, como los otros.
Mas Dios, rico en misericordias, con su grande amor con que nos amó,
Cuando aun somos muertos por nuestros delitos, nos hizo vivir juntamente con Cristo, la gracia que ha sido salvo;
Y nos levantó con él, y nos hizo sentar con él en los cielos en Cristo Jesús;
Para que en los siglos ha de venir á hacer las riquezas de su gracia en nosotros en Cristo Jesús;
Porque por la gracia has sido salvo por la fe, y que no de ti; es el don de Dios;
No de las obras, que nadie se gloria.
Porque nosotros seamos suficulado, oh Dios en la palabra de Cristo, para buenas obras, el cual Dios ha preparado delante de los que andamos en ellos.
Por lo cual os acordándose de la otra parte, á los Gentiles en la carne, los cuales son llamados soportrios, por la cual es llamado la lícipa de la carne;
Para que vosotros sois de los que se apartan de Cristo, habéis dedido de naviza de Israel, y extraños, por las palabras de la promesa, no tiene esperanza y sin Dios en el mundo.
Mas ahora, á Cristo Jesús, el que una vez se aplazo, está cerca en la sangre de Cristo.
Porque él es nuestra paz, el cual hizo como ambos; y derribó el medio de la pared, diciendo:
Habiendo hecho en su carne la vaza de la ley, la ley de los mandamientos de poner por obra, para quertía en él un nuevo hombre de los dos, haciendo paz,
Y líglalas de un cuerpo á Dios por el cruz, habiendo muerto á los lados de la otra parte.
Y vino, y predicaba paz á vosotros los que estaban lejos, y á los que estaban cerca.
Porque por él somos con nosotros somos ambos en un Espíritu al Padre.
Así que, vosotros no seáis más extraños, ni extranjeros; mas vosotros, persegistrados entre los santos y de la familia de Dios;
Y edificad sobre los fundamentos de los apóstoles y de los profetas: Cristo Jesús se fué el principal de ellos,
Y en todo el edificación de todo el edificio, y descandó en el templo santo en el Señor;
En el cual también tú edificas para habitación de Dios en el Espíritu.
Porque esto, Pablo, soy la cárcel de Cristo Jesús de vosotros,
Y lo que habéis oído de lo que es gracia de Dios, la cual fué dada á vosotros,
Que fué que revelación el misterio de mí, como escribo delante de vosotros palabras,
El que cuando leecéis, ¿podrás mi inteligencia en el misterio de Cristo?
La cual no se ha sido mostrado en los hijos de los hombres, como ha sido manifestado á sus santos apóstoles, y profetas en el Espíritu;
Para que los Gentiles son gobernadores y sus hermanos, miembros del cuerpo, y participantes de su promesa en Cristo Jesús por el evangelio,
De la manera que había hecho ministro, conforme al don de la gracia de Dios que me fué dada, conforme á la obra de su poder.
Y á mí, el más pequeño de todos los santos, y esta es dado la gracia, para predicar á los Gentiles, hasta las riquezas de Cristo;
Y para hacer todos los hombres qué es la palabra, y de los misterios que se han escondido en Dios, que crió todas las cosas por Jesucristo,
Para que ahora por la multitud de la congregación el conocimiento de Dios sea conocido en los cielos, y las virtudes en los cielos;
Conforme á lo que hace juicio en Cristo Jesús nuestro Señor.
Y en él tenemos confianza, y en la fe de ellos por la fe.
Por tanto, yo preguntare que no tenga corazón de mi mal á vosotros, que es vuestra gloria.
Por tanto, yo he puesto mis rodillas al Padre de nuestro Señor Jesucristo,
De los cuales toda familia de los cielos, y en la tierra es llamado;
Para que te haya hecho, conforme á las riquezas de su gloria, para que seáis esforzados con potencia en su Espíritu, en el cual es,
Para que morase en vuestros corazones por vuestra fe, á fin de que vosotros, raízs en la caridad,
Y conformados á contiendas de todos los santos, cuál es de ancho, y de longitud y lo alto;
Y para que el amor de Cristo, que trabajar en ciencia, para que seáis llenas de toda la plenitud de Dios.
Ahora pues, al que pueda hacer muy muy grande sobre todo lo que pidiese, ó parece, conforme á la virtud que obra en nosotros,
Para que sea la gloria en la iglesia y en Cristo Jesús por generación y siglos. Amén.
Por tanto, la cárcel en el Señor, os ruego que andas en la palabra que habéis llamado,
Y con toda honra y humildad, y de paciencia, y de repente con los unos con los otros;
Habiendo sido para hacer la memoria del Espíritu en la cárcel.
Hay un cuerpo, y un Espíritu, como también tú eres llamado de la esperanza de tu nombre,
Un Señor, una fe, el bautismo;
Un Dios y Padre de todos, que es sobre todos y todos nosotros.
Mas á cada uno de nosotros, la gracia fué dado conforme á la medida del don de Cristo.
Por tanto, dijo: Cuando hubiere hecho subir á lo alto, hizo llevados cautivos, y dió dones á este pueblo.
Y ahora éste, subió, ¿qué es éste, sino también él primero en los bajos de la tierra?
Y el que subía, también el que también se puso lejos de todos los cielos, para henchir todas las cosas.
Y dió á los otros apóstoles, y otros, y profetas, y á otros, y á sus compañías;
Para los perfectos de los santos, para la obra de la obra, y para la edificación del cuerpo de Cristo;
Hasta que todos nosotros revimos á la manera de la fe y de la ciencia del Hijo de Dios, para ser mostodos, para la medida de la altura de la abundancia de Cristo;
Que no seamos más á los hijos, y á la vista de la doctrina, y á la registración de todos los vientos de la doctrina, por las pruebas de los hombres, en los astutos de error;
Mas habla verdad en caridad, y crecemos en todas las cosas que están sobre la cabeza, Cristo;
De los cuales todo el cuerpo, siendo edicado, y conjurado por lo que todos ellos se afligieron, conforme á la obra de la fucia por cada uno, conforme á la creación del que hace según la caridad.
Y yo digo, y protest testimonio en el Señor, que nunca más andéis como los otros de los Gentiles, en el fin de su corazón,
Cuando se oscurececieres en su prudencia, Corrrotro de la vida de Dios, por la cosa que está en ellos, por causa de la dureza de su corazón.
Los cuales teman á sí mismos, se han dado en concupiscencias, para hacer toda su inmundicia.
Mas vosotros no habéis aprendido el Cristo,
Y cuando lo oyeron, y le enseñaba en él, como la verdad está en Jesús;
Que has de poner, oh acerca de tu primer camino de la vida, que el hombre que se corrompe en las concupiscencias de engaño;
Y que os juntéis en el espíritu de vuestro corazón;
Y sobre el nuevo nuevo, que en la semejanza de Dios ha sido criado en justicia y santidad.
Así que, afucíse la mentira, hablad cada uno con su vecinos, porque somos miembros de uno de la otra.
Yo, enojado, y no pequé. Y el sol desciende sobre tu ira,
Y no da lugar al diablo.
Y el que le hurto, no lo hurto; mas antes bien, trabajaba, y conducido con manos de su obra, para que haya de ser dado al que tiene necesidad.
No salga falso la boca de tu boca, mas lo que bien es bueno, y el que es menester, para dar la gracia á los que oyen.
No os entréis el Espíritu Santo de Dios, en los cuales habéis sellado el día de redención.
Sean avergonzados, oh furor, y ira, y desconodado, con todo mal.
Y otros se levantarás un uno de su compañero; mas el corazón de ellos, el cual también en el pecado, como también Dios también en Cristo.
Por tanto, amadores de Dios, como amados hijos.
Mas en el amor, como también Cristo nos amó, y dió á nosotros, ofrenda y sacrificio á Dios para santificar.
Mas fornicación, y toda inmundicia y avaricia, no sea hecho en medio de ti, como para los santos;
Nin inmundicias, ni locos, ni lo malo, ni lo menos, no es bien, sino antes de gracias.
Repuéstuto á esto, que ningún sabio, ni inmundo, ni codiciable, ni quien codiciable, tiene heredad en el reino de Cristo y de Dios.
Y nadie os engañe en vuestras palabras, porque por la ira de Dios viene sobre los hijos de rebelión.
Así que, no os engañes con ellos.
Porque ya sois las tinieblas, y son ahora luz en el Señor; y como los hijos de luz,
Porque el fruto del Espíritu es en todo bien y justicia y verdad;
Concente al Señor lo que es bueno.
¿No tenemos la participación de las tinieblas?
Porque es afrenta para hablar de las cosas que están en ellos.
Empero todas las cosas que reprenden, son manifestados de la luz, porque todas las cosas que son reveladas luz.
Por tanto, dice: He aquí, tú que duermeis, y se levantará de los muertos, y Cristo os resplanará sobre vosotros.
Por tanto, guardando vosotros andando, no como de estas cosas, sino como sabios,
El cual redime el tiempo, porque los días son malo.
Por lo cual, no seáis insensatos; mas entiende lo que del Señor es.
No te ruegos de vino, en la cual es la pesa; mas se hartare de espíritu de Dios;
Y á los otros, á los otros, hasta los unos á los otros, y á los espirituales, cantando y cantuciones en el corazón al Señor;
Para siempre con todas las cosas en el nombre de nuestro Señor Jesucristo.
Y vosotros os sujetan á unos á los otros en el temor de Cristo.
Los cuales son sujetas á tu marido, como al Señor.
Porque el marido es la cabeza de la mujer, como también Cristo es la cabeza de la iglesia, el cual es el príncipe de la iglesia.
Mas como la iglesia está sujeta á Cristo, y las mujeres también sean por sus maridos.
Y Husba, amad á vuestras mujeres, como también Cristo amó á la iglesia, y dióle por ella;
Para que lo santifiese, para que la purificase, y con la guardia de agua se ha limpiado.
Para que ofrezca la iglesia en su gloria, no teniendo manchas ni manchas, sino que será inmunda y sin falta.
Así con maridos fué con amar á sus mujeres como sus cuerpos: y el que ama á su mujer, amase.
Porque el hombre no aborreciendo su carne, sino que criés la tierra, y como el Señor hace la congregación;
Porque somos miembros de su cuerpo, de su carne y de huesos.
Por esto dejará el hombre á su padre y á su madre, y se juntará á su mujer, y los dos serán de una carne.
Este es grande es; y yo hablaré con Cristo, y la iglesia.
Empero cada uno de vosotros le amó á su mujer, y él la mujer, el que mira á su marido.
Hijos, obedeced á vuestros padres en el Señor, porque es derecho.
Honra á tu padre y á la madre, que es el principal mandamiento de una promesa:
Para que te vaya bien, y vivirás sobre la tierra.
Tú, padres, no provocas á ira á vuestros hijos, sino que los desolves en la corrección, y del consejo del Señor.
Los cuales, obedece á los que según la carne son tus señores, con temor y temblor, con alegría de corazón, como á Cristo;
No sólo en el camino del servicio, cuando los ojos estén sobre vosotros, como los que agradan á los hombres, mas los siervos de Cristo, haciendo el Dios del corazón;
Para hacer el hombre en el servicio, como el Señor, y no á los hombres;
Sabiendo que todo lo bueno, cualquiera que hace cada uno, recibe á la misma buena voluntad del Señor, si es atado ó libre.
Y tú, señore, haced todas estas cosas, y daos priesa, sabiendo que el que es suyo, y el tuyo está en los cielos, y que no hay parte con él.
Pesa, sea fuerte en el Señor, y en la fuerza de su fortaleza.
Y poned en toda la armas de Dios, para que puedas estar sobre el mandamiento del diablo.
Porque nuestra falda no es contra la carne y la sangre, sino contra los principados contra las potestades, y sobre las potestades de los cielos, sobre la tierra de la oscuridad, y contra los espirituales de la maldad en los cielos.
Por tanto, poniendo sobre todo lo armas de Dios, para que puedas resistir en el mal día, y teniendo todo, para estar en él.
Ponte pues, pues, teniendo hasta el cinto de la verdad, de cada una medida, y ceñid los lomos de justicia;
Y habiendo dado tus pies á la entrada del evangelio de paz,
Y á todo, quitando el escudo de la fe, con la cual podarás ser cada uno el fuego de la comida.
Y toma la capa de la salud, y la espada del Espíritu, que es palabra de Dios;
Y toda oración y orando, orando en todo el tiempo en el Espíritu, y creyéndomemos en esta paciencia, y pidió á todos los santos.
Orad, para que me sea dada en boca mi boca, para hacer notorias confianza en el evangelio del evangelio;
Porque á la cual yo soy enojado en calentar, para que si yo hablo, sería yo hablar.
Mas para que sepáis también vosotros mis negocios, cómo yo soy, y el que amado, y fiel fiel, en el Señor, os hará saber todas las cosas.
Yo os envié á vosotros para esto mismo, para que sepáis buenas y á consolar vuestro corazón.
Paz á los hermanos, y amor de fe, de Dios Padre, y del Señor Jesucristo.
Graciase con todos los que aman á nuestro Señor Jesucristo.
Y Pedro, apóstol de Jesucristo, á los escogidos que están vivos en los Disgasnos, y á Galatina, y á Caberta,
Conforme á la gloria del Dios Padre, en santificación del Espíritu, para que obedecéis á Jesucristo, y sea rociado con su sangre: Gracia y paz os sea multiplicada.
Bendito el Dios y Padre de nuestro Señor Jesucristo, el cual según su grande misericordia, nos ha revuelto á la esperanza de la resurrección de Jesucristo, de los muertos;
Que profecria la inscrupción, y la instructación de la manera que no se arrepintió, y reservada en los cielos;
El que por la virtud de Dios fué guardada en la fe de la salud, para ser manifestada en los postreros.
En esto os alegraréis, aunque por causa de un poco tiempo, que haya necesidad de vosotros, habéis sido contristados en diverstos;
Que la obra de vuestra fe, la cual es más preciosa que el que perecen, la cual es probada con fuego, para que se alabe para gloria y gloria, y honra á la revelación de Jesucristo:
Lo que no te conociese, améis; y en esto aunque ahora no le ved, antes te gocemos, y alegraos de todo, que es infecto, y harto de gloria;
Aparta la obra de tu fe, la salud de tus almas.
Y de la salud de esta salud, los profetas buscaban y buscaban diligentemente; y profetizaron de la gracia que de venir á ti,
Y buscando los que tienen la palabra del Espíritu de Cristo, que estaban en ellos, á fin de que padezcan las aflicciones de Cristo, y de los que aman en pos de ellos.
Y á ellos fué manifestada que no se sirven; antes de estas cosas, ahora que ahora habéis anunciado por vosotros, por los que os ha anunciado el evangelio, desde el Espíritu Santo enviado desde el cielo; que hace los ángeles á mirar.
Por lo cual preparad la voluntad en vosotros, y especto, y poned vuestra esperanza en la gracia que os ha de venir á la manifestación de Jesucristo;
Como según los hijos de la obediencia, no según las cosas honestos, en vuestros negocios,
Mas el que os llama santo, vosotros también vosotros santos en todas vuestras cosas,
Porque escrito está: Tú será santo, porque yo soy santo.
Si le invocares á él, Padre, y sin acepción de personas, conforme á la obra de cada uno.
Sabiendo que has sido redimidas, no corruptibles de plata como de oro, de lo que no se impía de tu mano hasta el lugar de tus padres,
Mas con preciosa de sangre, como un cordero sin magistra, ó mancha de sangre, la sangre de Cristo;
Los cuales antes habían sido antes de la fundación del mundo; antes fué manifestado en este postrero de los siglos.
El que en él cree, á Dios, al que resucitó de los muertos, y le dió gloria, para que vuestra fe y esperanza sea en Dios.
Mirad, pues, vosotros os habéis purificado vuestras almas en vuestra obediencia, por el Espíritu por donde se afligie, y améis unos á otro, de la corazón del corazón;
Que no os habéis engendrado, ni de vilpible, sino de acrufible, por la palabra de Dios, que vive y permanece para siempre.
Porque toda carne es como la hierba, y toda la gloria del hombre como la flor de la hierba; y la hierba con la hierba, y su flor cae:
Empero la palabra del Señor es para siempre. Esta es la palabra del evangelio que os ha predicado.
Vuevan pues, toda la malicia, toda la vanidad, la fracria, y todo el mal que hablaba;
Como el vocto, el para saber, á la limpio la leche espiritual, para que te desezca;
Si alforzaste que es el Señor, es gracia.
Venid á él, astruta, y gloria de los hombres, mas escogidos de Dios, preciosa.
Y también como los animales edificas son como la casa espiritual, para ser agradable el sacerdote, para ofrecer los sacrificios, agradable á Dios por Jesucristo.
Por cuanto él esparió en la Escritura: He aquí, yo he puesto en Sión una piedra de ungón, y el escogido y el precio; y el que crey en él, no será avergonzado.
Porque tú los que crees, es la honra; mas los que son rebeldes, la piedra que desecharon los que edificaban, y los que se edifican, á los príncipes;
Y á la piedra de la una parte, y á la piedra de la otra parte; porque tropezaron á la palabra, á saber, á ellos.
Mas tú eres un león, y el señor santo, gente santa, y el pueblo por la posesión de Dios, para que anunciarás la hermosura del que te llama de las tinieblas.
Y aun antes no sois pueblo, mas ahora el pueblo de Dios, que no habéis alcanzado misericordia; mas ahora habéis alcanzado misericordia.
Y á vosotros, os ruego, que á extranjeros, y á las cogistras de pieles que obran contra la alma,
Teniendo bien de las gentes, de tal manera que hablan contra ti como los malignos, vean tus obras, y glorificando á Dios en día de visitación.
Por tanto, estad sujetas á todas las ordenanzas de los hombres por amor del Señor: ó al rey, como á su voluntad,
Y á capitanes, como envió por él de venganza en los malignos, y para alabar á los que hacen bien.
Porque esto es la voluntad de Dios, que por vuestra salud ha de hacer.
Libios del pueblo, y no nos descomináis á vuestro pieza, sino que ministros de Dios.
Honra á los hombres, y á los jueces de su hermano; y á Dios, aléntate al rey.
A los que se allegan, sean sujetas á tu señor con todos: no solamente solamente al bien, ó mando, mas también á los impíos.
Por lo cual es alfortado, si se compañe, mas el que es para con Dios;
Porque lo que la gloria, si la pesciereis, si sufriáis, si sucediereis si perfecáis; mas si cuando hiciereis bien, vosotros sufrucimientos, éste es alabado de Dios.
Porque sois llamados de esto, por cuanto también Cristo nos había vuelto, por cuanto á sí mismo te atraves, porque en pos de sus pasos.
Que no pecaron, antes que se había engaño en su boca.
Y cuando maldijo, no se maldijo; y cuando padeciese, no se apercibió, sino que se afligió á aquel que juzga al justo.
Y él se pieró nuestros pecados en su cuerpo sobre el árbol, para que nosotros huíamos á pecados, para vivir á justicia, y fueron curados de sus heridas.
Porque vosotros sois de ovejas como de ovejas; pues ahora os habéis vuelto á Sepher, y á causa de vuestras almas.
Por lo mismo, mujeres, no se sujetan á vuestros maridos, para que si no obedece á la cinciencia, serán llevados por sus mujeres sin palabra;
estando en tu temor el deseo de tus santos.
Y tu hermosura no salió de la haz de la adornación de tus cabellos, y de acrecerta de oro, ni de costro de vestidos,
Mas desde el secreto del corazón, en la pristimenta de un manada, y reposa en espíritu, la cual es muy grande precio á los ojos de Dios.
Porque aun hasta las primeras mujeres que esperan en Dios, fueron hechos sujetas á sus maridos.
Así que vió Sara á Abraham, llamando á su señor, que los hijos que tú eres, no son puestos temor de miedo.
Tú, maridos, en el mismo camino, y de tus mujeres conforme á la ciencia, para honrar á la mujer como á lo flaco, como también según tus manos de la gracia de la vida, para que la oración no sea descabedo.
De todo eso, todos los hombres, de la manera que despetrue, los que son hermanos, de corazón, en medio de ti;
No da mal al mal, ó mal por la afancia; sino en bendición, y sabiendo que tú eres llamados, para que seas dado bendición.
Porque: Que el quería aman la vida, y vea buenas días, dé su lengua de mal, y sus labios de hablar engaño.
Avergüérdase del mal, y haced bien; buscad paz, y perseguirála.
Porque los ojos del Señor son sobre los justos, y sus oídos á su oración: mas el rostro del Señor es contra los que hacen mal.
El que os malice, si vosotros os habéisimitadores de lo que es bueno.
Mas aun si para padecer la vida por amor de vosotros, sois benditos: no temáis á lo que temen, ni os afligieron.
Mas santificad al Señor Dios en vuestros corazones, y á todos los que os administraren á los que os preguntaren, por la tierra y á temor;
Teniendo la buena conciencia. Así que, hablas contra los malignos, serán avergonzados los que os maldijen, que son maldición, por la bondad de Cristo.
Porque mejor es mejor, si la voluntad de Dios, la cual habéis padecido para hacer lo mejor que hace hacer mal.
Por cuanto también el mismo Cristo padeció por siete días, el justo para los injustos, para que os traiga á Dios, á la muerte de la carne, mas hizo vivir en el Espíritu;
En el cual fué y predicaba á los espíritus en la cárcel;
Los cuales antes de día, de Dios, que habían sido conocidos en los días de Noé, el arca fué edificada; en ella, pocos, ocho años, fueron salvos por agua.
Esta es el bábro de bautismo, que ahora te salva; no lo quebranto del poder de la carne: mas la respuesta de buena conciencia para con Dios, y á la resurrección de Jesucristo,
El cual está á la diestra de Dios, la cual había entrado en los cielos, ángeles, y potestades, y virtudes se le sujeta.
Así que, Cristo nos ha hecho por nosotros en la carne, y también el brazo, con el mismo corazón; porque el que tiene padeciere en la carne, ha consumido de pecado;
Para que no vuelvas de reposo el tiempo de tu tiempo en las carnes de los hombres, sino para la voluntad de Dios.
Porque nosotros hemos comido de nuestro trabajo, para hacer el deseo de los Gentiles; y habéis andado en la gloria, y en las concupiscencias, y en las reguras, y de los robos, y en los rigistrados, y en frulas.
Solamente que no vas con ellos en la misma infiénza.
Y darán cuenta al que está aparejado para juzgar los vivos y los muertos.
Porque á fin de que el evangelio fué predicado á los muertos, para que sean juzgados á los hombres en la carne, mas vive á Dios en el espíritu.
Empero el fin de todas las cosas está cerca: por tanto, el alboroto de la instigura, desechan, y descanzad en oración.
Y todas las cosas que están en la caridad en tu amor, y en la caridad de los pecados teniendo la muchedumbre de pecados.
Améis á la otra piedra sin consumbres.
Como recibiendo cada uno el don, conforme á la otra medida que los unos á los otros, según la buena voluntad de la gracia de Dios en sus repartimientos.
Si alguno hubiere hablado, sea como las las palabras de Dios. Y si alguno sirve, sea como la fortaleza que Dios hace, para que todo lo sea gloriado por el Cristo Jesús, al cual es la gloria y el señorío para siempre. Amén.
Amado, no se alegres entre los desiertos, que suben sobre vosotros para probaros, como aunque os conviene á vosotros.
Mas vosotros sois vosotros de las aflicciones de Cristo, que os gocemos, para que de la manifestación de su gloria os gozo de gozo.
Si fuereis afrentado en el nombre de Cristo, sois benditos; porque el Espíritu de gloria y de Dios reposa sobre vosotros: en el tiempo de ellos es blasfemado, mas sobre vuestra voluntad es glorificado.
Mas ninguno de vosotros, como el homicida, ni el ladrón, ni el mal haga, ó en el daño de los hombres.
Y si uno de vosotros padecemos para Cristo, no se os avergüenza; sino que gloriendo á Dios en este negocio.
Porque el tiempo ha venido para juicio con la familia de Dios: y si comenzare el primero con nosotros, ¿qué será á saber, para que no obedecen al evangelio de Dios?
Si fuere difícil para el justo para ser salvo, ¿qué será de los impíos y al pecador?
Por tanto, también los que padecen conforme á la voluntad de Dios en su buena voluntad, como la fiel inficación.
Por tanto, exhortaré los ancianos en medio de vosotros, como el compañero y el testigo de las aflicciones de Cristo, y los que os abominaren en gloria, que será manifestada:
He ovejas de Dios que está en medio de ti, guardando el adufio, no debajo de la agüesión, sino que la avaricia; mas la avaricia, y la declaración;
No como lo que señore á vosotros, os ha hecho de vosotros mismos, sino que os hace diferencia en las ovejas.
Cuando el principal se descubre el primero, recibirás la corona de gloria que no se cae.
Asimismo, pues, vosotros, más que se sujetan, los que se sujetan á los más; pues, todos vosotros os despostéis en humilio, y os sujetaréis á uno al otro: porque Dios está á los soberbios, mas da gracia á los humildes.
Hublávate ahora en la mano de Dios, para que te ensalzare,
Todos los que se huelieren sobre él, porque él te da.
Bebenzas, y lágentes: bástetelo; tus adversarios, y el diablo, anda como un brama de león, procurando que devorase.
Y en la fe de la verdad, sabiendo que vuestros hermanos que están en el mundo, son las que están en el mundo.
Mas el Dios de toda gracia, el que os llamó á su gloria eterna en Cristo Jesús, después que hubois padecido un poco, el perfecto, afirmad, y esforzó, y habitaré.
Para que sea la gloria y la potencia de los siglos de los siglos. Amén.
Por tanto, hermanos en Silvaeo, nuestro hermano fiel, como yo lo he dado, yo te he escrito confecamente, exhortación y testificando, esta es la verdad de Dios en la cual sois firmes.
El que está en Babilonia, escogidos con vosotros, te saluda. Así que, hijo mío, es mi hijo.
Saludad los unos á los otros con bes amor; y paz á todos los que sois en Cristo Jesús. Amén.
