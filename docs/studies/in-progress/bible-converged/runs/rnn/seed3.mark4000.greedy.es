En los días cuando juzgarán los jueces, hubo hambre en la tierra: y un hombre de Beth-lehem de Judá fué á vivir con la tierra de Moab, y sus dos hijos.
Y el nombre del varón fué Eli-me, y el nombre de su mujer Nabeamim; y los nombres de sus dos hijos fueron Maaselo y Chêlila, de Ehibla de Beth-lehem; de modo que vinieron á la tierra de Moab, y habitaron allí.
Y Eli-melec, hermano de Cemino, murió. Y ella fué la con dos hijos de los hijos de ellos.
Y tomaron mujeres de mujeres de Moab, y el nombre de la una Oja, y el nombre de la otra, y Rientim, fueron de diez años.
Y murió Mahlon, y Chilezó murió: y la mujer de los hijos de ella dos hijos y de su marido.
Entonces levantóse ella con sus hijas que se volvió de la tierra de Moab; porque había oído en la tierra de Moab, cómo había visitado su pueblo en dar á dar pan.
Y salió fuera del lugar donde ella estaba, y sus dos hijas con su sabiduría, y se fueron para el camino de la tierra de Judá.
Y Naalle dijo á sus dos hijas que le había ido: Id, cada uno de vosotros á la casa de su madre, y Jehová os hará con vosotros como en la verdad, como vosotros habéis hecho con los muertos y de mí.
Jehová te dejarás que nactéstorio á ti en casa de su marido. Y ella besó, y alzaron su voz, y lloraba.
Y ellos respondieron: No, sino con nosotros á tu pueblo hemos venido.
Y Naíbio dijo: Id, y mis hijas: ¿por qué queréis que vayan conmigo? ¿qué más tienen hijos en mi seno, para que sean vuestros maridos?
Ve, oh mis hijas, irte camino; porque yo soy muy poco, y si dijere: Si hen esperanza, si yo no haya tenido un marido para la noche, y también yo también llevarán los hijos;
¿Y qué te quieren ellos, hasta que se han sido? ¿has de él te apreparás para sí marido? No, oh mis hijas, porque se afligió por mí á causa de tus ojos, porque la mano de Jehová ha salido contra mí.
Y alzando su voz se volvieron á llorar; y cómo besó la suegra de la suelo, mas á sufito se constriñó.
Y dijo: He aquí tu hermana la espada ha sido vuelto á su pueblo, y á su dios; y el día de tu gárate.
Y díjole: No mees que te dejase, y vuelva de seguir de ti; porque donde vas, yo iré: y donde te estás, yo te daré. Y tu pueblo será mi pueblo, y tu Dios mi Dios.
¿Y dónde morirás, yo moriré, y allí seré sepultado; y me hará Jehová, y también más me añada, si también no lo quisiere, y me lo compla)
Y vió que la vinia había sido arrojado para ir con ella, dejóla de ella.
Y así fueron hasta que vinieron á Beth-lehem; y como ellos entraron á Beth-lehem, toda la ciudad de ellos se había deshecha, y dijeron: ¿Es este Cristo?
Y ella les dijo: No me llamas Nalemi: cada uno me ha de hacer con mi seno, porque el Omnipotente me ha hecho gran amargamente.
Mi salí, y Jehová me ha vuelto á vacío: ¿por qué llamas me llamanita, pues que Jehová me ha testificado contra mí, y el Omnipotente me ha afligido?
Y aconteció que no se llamasen á mí, y á sus hijos Moab Moab, y la que se volvió de tierra de Moab, y vinieron hasta Beth-lehem de la siega de cebada.
Y la una hermano de su marido tenía un hombre de pan de su marido, hombre de riquezas, de la familia de Eli-melech, y de su nombre fué Bo.
Y dijeron á los Moabitas de Casas, dijo á Najomi: Pame ahora ahora al campo, y rebréja á los oídos de trigo en pos de él, en que yo gracia en ella. Y ella dijo: Ve, hija mía.
Y fué, y vinieron y rebuscaron en el campo según lagetine; y vino á entrar hasta la parte del campo de la ciudad, de la familia de Eli-melech.
Y he aquí, hermanos de una parte de Beth-lehem, y dijo á los que se afligieron: Jehová sea contigo. Y ellos le respondiere: Jehová te bendiga.
Y dijo Bodo á su criado que se puso sobre la siega, ¿no es éste es esta plata?
Y el siervo que estaba sobre la gente, le dijo: Es la tal Moab de la tal gente que fué contretado de la tierra de Moab.
Y ella dijo: Yo me ruego que me revuelvé rebustar, y recogeguese á los que se afravan entre los que se dé en las vagales. Y vino ella, y hacia la mañana hasta ahora, que dejó de una generación en la casa.
Y dijo Bodura á Rith: Oid, hija mía, y no entréis en el campo, ni entréis de aquí, sino que estéis aquí á miserseis.
Y tus ojos sobre la campo que segen, y andan tras ellos. ¿No habéis yo cuentado que no los que te toca? ¿y tú tuvieres sed, iréis á los vasos, y bebéis de lo que los mozos tienen cargo de ellos.
Y ella postró en su rostro, é inclinóse á tierra, y díjole: ¿Por qué he hallado gracia en tus ojos, para que tú me declares la ciencia de mí? porque yo soy extranjero.
Y respondiendo, dile: Y he sido dicho todo lo que ha hecho con tu corazón la ciencia de tu marido, y cómo has dejado á tu padre, y á la madre de tu madre, y la tierra de tu nacimiento, y han venido al pueblo que no saben delante de ellos.
Engúbete Jehová tu orden, y te ha dado Jehová pesado de Jehová Dios de Israel, bajo las alas que has de dar á ti frufignado.
Entonces ella dijo: Hallé gracia en tus ojos, señor mío, por cuanto me has consolado, y por cuanto has hablado á tu siervo, si no soy como tus siervos.
Y aconteció que á la mujer le profetió: Ven acá, y comed pan, y pon tu bocado en la vid. Y estaba sentado junto á los de lagare, y ellos comían la copienta, y comieron, y dejóles de ella.
Y aconteció que como ella se cumplió rebustar, Bóchêre á sus mancebos, diciendo: Diblamente henzado entre los que escuchen, y no la afrentan.
También salen de ella á la coladillo de la caldero, y de ella se aparta; y rebuspo su rendbio, y no lo recae.
Y rebuscieron en el campo hasta la tarde, y ella había tomado las aguas, y la era de cebada de cebada.
Entonces la tomó, y entróse en la ciudad; y su suegro de ver lo que había rebustado, y sacó á ella, que dió la mujer de ella.
Y su madre la le dijo: ¿A qué retienes hoy hoy? ¿qué te ha hecho? Y el fruto que no te ha hecho. Y habló con su suegro con su suegro, que había hecho: El nombre de aquel varón con quien yo ria el primero.
Y Naalle corazón á su nuera: Esace por Jehová por el que no ha dejado su misericordia á los vivientes y á los muertos. Y Nalemitha á su hermano: ¡Tenod, es el hombre nuestro hermano, que es de nuestra casa á todos los que han de dar.
Y dijeron los Moabitas de Moab: Sí, me dijo: Tú se estaréis sobre mi mozo hasta que acabaron toda mi siega.
Y Naal dijo á su suegro desele: Ve, es mi hija, que tú saldrás con sus criadas, y no te seguiron á otro en el campo.
Y ella se nagó para las criadas de Bodura, para rebustar para el cabo de cebada y de trigo, y ella se quedó con su suegra.
La cual le llamas la ciudad de su madre: No te destivas á ti, para que te vaya bien.
Y no es de mi palabra, ¿no son deslezadas con sus criadas? He aquí que él se revolverá la cebada de la tierra.
Por tanto, la temábete, ungíte, y ve, y salmos á la era; mas no te conocéis hasta el hombre hasta que ha de comer y bebiendo.
Y será que cuando hubiere estado en ella, no llegarás á aquel lugar donde está echado: entonces tú entrarás, descubriendo sus pies, y no descienden; y él te enseñará lo que ha hecho.
Y ella respondió: Todo lo que dijeres, haré.
Y descendió á la era de la era, é hizo todo lo que la dió de la suecia la mano de la tarde.
Y como Jesúschân, y embriagóse, y su corazón se alegra, y descendió á dormir al cabo del grano de ella: y quedóse destruyere, y cruyó sus pies, y acostóse.
Y á la media noche se llamaba el muchacho, se revó: y he aquí una mujer que estaba en sus pies.
Y él dijo: ¿Quién eres tú? Y ella respondió: Yo soy yo de tu siervo; y por la paga de tu vestido el campo de tu vestido, porque tú eres cerca de la parte del que tus convidados.
Y dijo: Bendito seas tú de Jehová, oh hija; y has hecho misericordia en el fin más que los principios; porque no te engáis en los mancebos, ni en el pobre ni rico.
Ahora pues, hija mía, no temas; y yo haré contigo todo lo que dijeres; porque toda la ciudad de mi pueblo sabe, que sois dignos de mujer.
Así que es verdad que yo soy cercana: y aun hay más cerca de vosotros más que yo.
Estando esta noche, y la mañana, si te hará por la parte de la cepiva, bien. El hagan el gevaja de ellos. Mas si no os hará la obra de cada uno, vosotros lo haré guarda de ti. Ata mañana hasta la mañana.
Y ella durmió en sus pies hasta la mañana, levantóse después de la sabiduría á los otros; porque él dijo: No sea conocido de aquella mujer á la era.
Y él dijo: Trae al manja que está en ti, y la déla. Y midióse las seis grados de cebada, y púsola sobre ella, y entró á la ciudad.
Y como ella se llegó á su suegro, ella dijo: ¿Por qué fué hija de la hija de la ciudad? Y dió aviso á ella todas las cosas que el hombre había hecho por ella.
Y ella dijo: De mí dióme seis décimas de cebada; porque dijo: No quirend vuestras suegros.
Y ella dijo: Esta es la hija, hasta que sepas lo que ha de ser; porque no se ha de venir el hombre hasta que hoy pongo hoy.
Y subió Jesús á la puerta, y sentóse allí allí: he aquí cerca de la parte del cual había de hablar por una parte, y le dijo: Ven y acá, amigo, y sentedte. Y él vino, y sentóse.
Y tomó diez mil hombres de la ciudad de la ciudad, y díjole: Sed aquí, y sentáronse.
Y dijo á los de la parte de la sala: ¡Oh,minia, que ha salido de la tierra de Moab, que ha de dar la tierra de la tierra de su hermano Eli-mez.
Y os dijese diciendo: Por tanto, en la que se senten, y antes de los ancianos de mi pueblo. Si hubiere de redimirlo, lo rescatará; mas si no lo redimieres, me lo podrás para que yo sepa. Porque no hay quien lo redime de ti, sino que yo te he hecho. Y él dijo: Yo lo redimiría.
Y respondió Bod: El día comprad del campo de la mano de Najomi, la cual es necesario que de la ciudad de Bebesita, de la mujer de los muertos, para levantar la nombre de los muertos sobre su heredad.
Dicícase á la parte del aquilón: No me despirá para mí, porque no me fectaré por heredad, y mi diestra de redención es para ti, porque no lo redime.
Y esto fué la costumbre de hoy en Israel, y de cobertura, para que hiciesen todas las cosas: y tomó el hombre su arena, y dióla á su prójimo: y esto fué el camino de los males en que Israel.
Y llegarse á la parte del divodicador de la mujer: Por ella te ha de tomarla, tomó su naza.
Y dijo Bodí á los ancianos y á todo el pueblo: Vosotros sois testigos hoy, que yo comprado todo lo que era de Ramez, y todo lo que se llamaba Chêliza de los hijos de los hijos de Najomi.
Y deshizo los hijos de Moab, mujer de Mahón, que he venido á ser mujer de los muertos, para que despertaré el nombre de los muertos en su heredad, y no será quitado de la casa de sus hermanos, y desde la puerta de su lugar. Vosotros sois testigos hoy.
Y todo el pueblo que estaba á la puerta, y los ancianos, dijeron: Nosotros somos testigos. Y Jehová hará la mujer que se ha entrado en tu casa como la Lea, que había edificado la casa de Israel; y que te has hecho venir en él en la mujer, y escomelo en Beth-lehem.
Y sea tu casa como la casa de Phares, que dió ella Thamar á Judá, de la simiente que Jehová te dará por mujer de éstas.
Y Bo-güégó su hija, y fué ella mujer de ella; y él entró á ella, y Jehová la adouó con su seno, y parió un hijo.
Y las mujeres dijeron á Najo: ¡ Bendito sea Jehová, que no haya hoy quedado en mi vida, y en su nombre escognída en Israel.
Y os será de restar de vosotros, y de vosotros os dé el siglo; porque vuestro nuera que os ama, que también te es mejor que siete hijos que le han parido.
Y tomóo á ellos el niño, y púsole en su seno, y le amós.
Y las mujeres y sus vecios, dieron por nombre una mujer, diciendo: Hijo de la mar es llamado, no se llaman: llamaron su padre, y el padre de David.
Y estas son las generaciones de Phares: Phares fué padre de Espresión,
Y Esrom engendró á Ram, y Ram engendró á Aminadab:
Y Aminadab engendró á Naassón, y Naassé engendró á Salmón,
Y Salmón engendró á Booz, y Booz engendró á Obed:
Y Obed engendró á Isaí, y Isaí engendró á David:
¿Cómo ha sido la ciudad que se hacha en la ciudad, que fué lleno de pueblo, que fué hallado de la viuda, que fué muchas entre las gentes! Hira que se fueron los príncipes de las provincias en su provincia.
En dondede la misericordia amó amones, y sus lásas en sus mejillas: en sus amores no tiene quien la consola. En todos sus amigos se han aprutado con ella, y fueron sus enemigos.
Judá que fué en cautiverio á causa de angustia, y por muchos grandes fuerza; y en medio de las gentes morarán; no hallará reposo. Y toda ella persechtuieron en ella angustia.
Los caminos de Sión fueron por lamentación, porque no habrá quien viene á la congregación: todas sus puertas se han desolado: sus hijos han agüendas, y sus caminos son humillados, y ella se en amargura de ánimo!
Sus enemigos han venido la cabeza, sus enemigos prosperan; porque Jehová la afligió por la multitud de sus rebeliones: y los hijos de ellos fueron en cautiverio á causa del enemigo.
Todas la ira se salió de la hija de Sión, y sus príncipes serán como lagares que no hallaron en pasto: sin causa de ellos persiguen ni para delante de los perseguieros.
Y Jerusalem se acordare de los días de su aflicción, y de su reposo en todo tiempo de los días de los días: y su pueblo cayó en manos de angustia, y no hay quien la ayudó. Y los enemigos la vieron, fueron burlados de sus ruinas.
Jerusalem ha hecho pecado: por tanto se ha hecho inmunda: todos los que en honra han sido su maldad, porque han visto su desnudez; y todos ellos han atormentado, y se apartan.
Su inmundicia se enmaenda de sus lomos, y no se acordaába de su postrimería: por tanto ella se hizo, no tiene consolado: He aquí, Jehová, mi aflicción; porque ha hecho gran enemigo.
Y el adversario me extendió su mano sobre todas sus deleites cosas; porque ha visto que las gentes han entrado en su santuario, y á quien tú había mandado que no entrasen en tu congregación.
Todos su pueblo gime; buscarán pan: han dado sus maravillas para dar pan al alma: mira, oh Jehová, y he aquí que yo he sido infeito.
¿No te es algo, tú que todos los que pasas? he aquí, y mirad si hay dolor como mi dolor, la cual me es red con que Jehová me afligió en el día del furor de su furor.
Desde en alto ha puesto en mis huesos, y él se esforzó; y extendió mis láscos, y me ha vuelto atrás, y desmeróse mi rostro.
El yugo de mis rebeliones se ató por su mano, y serán ligadas; y subieron sobre mi cuello, y su fuerza se ha de hacer; mi Señor me dió en sus manos, contra el cual no puedo hacer.
El Señor me ha de tener nada en todos mis valientes: en la prevaricación de mí hizo pecar á mis mancebos: y el Señor la carga de la virgen de Judá como en lagares.
Por esto se lloran, y mis ojos que se vencen con agua, por cuanto el consolador de mi vida se alejó de mí, y mis hijos están asoladas, porque el enemigo ha muyado.
Sión de sus manos extendió sus manos, y no hay quien la consola: y mandó Jehová á Jacob, y á sus enemigos en derredor de él, y en medio de ella se encanderá.
Jehová, justo es; porque yo he rebelado su mano: y tú oyes todos los pueblos, y mira mi corazón; y mis vírgenes y mis mancebos han pasados en cautiverio.
Yo me llamó á mis amantes, mas me engañaron; y mis sacerdotes y mis ancianos, dieron al espíritu en la ciudad, y buscando comer pan á dar las almas de ellos.
He aquí, Jehová, que en angustia estoy, mi corazón se turba, con mi corazón se ha envijada mi corazón: porque he sido muyuntado, y á ti es la espada.
Vieron, que yo guve: no hay quien me consola. Todos mis enemigos oyeron de mi aflicción; hanme gozado de ti, y el día que has anunciado, y serán como me asombraron.
Dejaráse su maldad toda su maldad, y tú como me has hecho para con todas mis rebeliones; porque mis enemigos han sido muchos, y mi corazón se cana.
¡Ay del Señor Jehová! hija de Sión con nube de su furor, y echó de la tierra de los cielos de la tierra de la tierra, y no se acordó de sus pies en el día de su furor.
Desde el Señor se tragó de todas las moradas de Jacob; y ha echado en sus fuerzas para las fortalezas de la hija de Judá, y metiólos por tierra; y ha profanado el reino y sus príncipes.
Y ha cortado todo el cuerno de Israel en la ira de la ira de su furor, y ha vuelto su diestra delante de los enemigos; y él hizo quemar á Jacob como un fuego que vuelta.
El hombre arco de su voluntad, como se afligió, y él se levantó con su mano derecha, como ha sido consumido por el ojo: en la tienda de la hija de Sión ha derramado su ira.
El Señor se ha sido como enemigo, ha tragado á Israel; y escogió sus casas en sus casas, y destruyó sus fortalezas; y ha puesto grande llanto, y llanto en la hija de Judá.
El propicido su corazón, como si humejeo, y destruyó su lugar de la congregación: Jehová ha hecho pecar la voz y el reposo en Sión, y en el furor de su furor ha hecho el rey y el sacerdote.
El Señor echó de su altar, y asegó su santuario; y dió el muro de sus palacios en mano de enemigo, y en el día de la casa de Jehová hicieron suelto en la casa de Jehová.
Jehová ha entendido el destruir el muro de la hija de Sión; y extendió á cordel; no se apartó de su mano de destruyese; hizolo el carnero y calentando, y se aullacerán.
Sus puertas se han rectado en tierra, y destruyó sus ídolos, y sus ojos entre las gentes donde no la ley es: ni sus palabras no hallan visión de Jehová.
Y los ancianos de la hija de Sión se sentarán en tierra, y callaban, y echaron polvo sobre sus cabezas, y se han apartado de sacos; y las virgen de Jerusalem agreó sus cabezas.
Mis ojos de mis ojos han sido congrimas, y mi corazón se turbará, y mi fama es derramada sobre la tierra, por causa de la quebrantamiento de la hija de mi pueblo, porque los hijos y los niños en la plaza de las gentes en las plazas de la ciudad.
Y dicen á sus madres: ¿Dónde está el trigo y el vino? ¿unán como el hombre de los muertos en las plazas de la ciudad, cuando se suebranzó la cuerda de su madre?
¿Qué pues te manaré á ti, oh hija de Jerusalem? ¿Y qué te manaré por ti, para consolarte de ti virgen hija de Sión? porque tu escunsión como la mar, ¿quién te podrá sufrir?
Los profetas han visto vanidad, y insensatos en visión; no han contaminado tu maldad, para tornar tus cautivos; mas has visto para ti vanidad, y obrar de aflicción.
Todo lo que pasare por sus manos en manos de ellas, y sus sujen de la cabeza de Jerusalem, diciendo: ¿Es esta ciudad que se llaman la Figelidad, y el gozo de toda la tierra?
Todos tus enemigos han abierto su boca de ti: sus escudos y sus crujitos, dicen: Clemos hemos de ellos, y el día que miramos, y la hemos hallado, y vimos.
Jehová ha hecho lo que desornó, ha cumplido su palabra que había mandado en los días antiguos: él ha echado, y no ha fravido; haciendo allegar á enemigo á los que se agrete.
En su corazón daba voces á Jehová el muro de la hija de Sión, y trágase como un río de noche y de noche: no te endestarán en tus ojos.
Levántate, clamad en la noche, al principio de las velas: Pobre tu corazón como agua delante del Señor: y pondrás sus manos para él para la vida de tus hijos, que se despien para hambre en la cabeza de todas las plazas.
Mira, oh Jehová, y mira á la que has hecho así: ¿de las mujeres de su simiente la mujer, los hijos que habían deñar, y se atabas de rodillas? ¿hará el sacerdote el profeta, y el profeta sea muerto en el santuario del Señor?
El muchacho y el viejo los mentiras en la tierra en las plazas: mis hijos y mis mancebos han caído á cuchillo, los cuales los mataste en el día de tu furor, y has de degollar, y no hasta el sepulcro.
Tú has llamado, como el día de la solemnidad, y mis espantos en todas partes: no había quien sea escapado niecha en el día de la ira de Jehová, enemigo ha consumido mi enemigo, y haciado su enemigo.
Yo soy el hombre que viviese mal por la vara de su furor.
Y guióme, é hízome que andan en tinieblas, y no en luz.
Ciertamente él volverá á mí su mano, y vuelve aún todo el día.
Con sus carnes y mis pieles hizo caer, y mis huesos esparce.
El me edificó, y me ha rodeado con amargura, y desapótó.
E hizo que mora en tinieblas, como los que han sido muertos.
Cercóme hacia mí, para que no puedo salir; y él se ha de mi caepado.
Cuando yo clamare, y llamaré, y brota mi oración.
El muro haciado mis caminos con piedra de piedra; y el camino de mis caminos hizo errar.
Y como á un queja es un solo en un día, como un león en la oscuridad.
El me ha de mi camino, y me abató, y me ha hecho asolado.
El se esforzará, y me puso en señala.
E hizo que los riegas de su nejamiento para entrar en mi riñones.
Por mí según su pueblo me fué, y su canción es todo el día.
El me ha henchido de amargura; y me ha despinado.
El quebrantó mis lomos con el sepulcro, y me cubrió en ceniza.
Dejaste de mi alma saliste de paz; porque en tu paz he dado la paga.
Dije: Mi fuerza fué consumido, con mi esperanza de Jehová.
Acuérdate de mi aflicción y mi mierto, gusanos de ojos y de amargura;
Mi alma se aquise acordada, y se encorvó en mí.
Engo mi camino habéis de mí: por tanto espero yo ahora.
Por la misericordia de las misericordias de Jehová, no nos asegüeces; porque por sus misericordias no tienen.
Ellos son nuevas la mañana: y tu verdad es la verdad.
Jehová es mi parte, dice mi alma: por tanto esperaré en él.
Jehová es bueno á los que esperan, y al alma que le buscan.
Bueno es el que espera y espera á la salud de Jehová.
Bueno es el hombre que lleva el yugo en su juventud.
Y si se sentare solo y calle, porque lo puso sobre él.
Ponle su boca en el polvo, si es que esperanza de ellos.
Les da á la suelo que le hiriere; y desecha de su confusión será primulado.
Porque el Señor no podrá siempre para siempre.
Porque aunque causa del dolor, él se hará desecución á la multitud de sus miseraciones.
Porque él no le afetienes bienes, ni apolien los hijos de los hombres.
Para que pierra á pie de la tierra de la casa de los hijos de la tierra;
Para apartarse del justo delante de la faz del Altísimo,
Por el hombre que su camino no hace aprepado, el Señor no aprendía.
¿Quién es el que dice, y viniere, que el Señor no lo prengeó?
No mal hay mal, y bueno de la boca del Altísimo.
¿Por qué ha de servido el hombre que que te quiere, que el hombre por la pecado de sus pecados?
Pedidos y guardad nuestros caminos, y vuelvas á Jehová.
Alabas de nuestros manos con corazón á Dios en los cielos.
Hemos prevaricado, y hemos sido rebeldes, no perdonaste.
Tú has cubierto de furor, y persuadístenos: persigaste, no has de parlo.
Tú cubiertos de nube, y no tenga oración la pasada.
Ensumentos pues á vosotros, y no los acorneres de entre los pueblos.
Todas nuestros enemigos han abierto su boca sobre nosotros.
Temerte y hoyo y la destrucción, y quebrantamiento y quebrantamiento.
Desdeciará mi ojo de arroyos de aguas, porque de la ciudad de mi pueblo.
Mis ojos, y no han denvan, ni aun no según notern;
Hasta que Jehová miró, y ve del cielo.
Mis ojos de mi ciudad destilan mis ojos, y por todas las hijas de mi ciudad.
Los cuales me perntinarán, como la aven y los que fueron mis enemigos sin causa.
Y cortieron mi vida en la mazmorra, y sobre mí has echado la piedra de mí.
Descande sobre mi cabeza, y dije: De cierto me talaré.
En invocad tu nombre, oh Jehová, de la sepultura de la sepultura.
Voz de mi voz: ¿No escondes tu oído de mi gemido, y mi clamor.
Y tú llegas en el día que yo te invocé, y dije: No temas.
Señor, abiste tú el que guarda de mi alma, redimiste mi vida.
Jehová, has visto mi maldad, y á fin de mi causa que me ha desuelo.
Y vosotros habéis visto toda la venganza de ellos, y todas sus consejos contra mí.
Tú has oído su afrenta, oh Jehová, y todas sus pensamientos contra mí;
Los labios de los que se levantaron contra mí, y sus maquinaciones contra mí todos los días.
Tú has visto que susiste su zorón, y su nacimiento de ellos.
Y les pagarás, oh Jehová, conforme á la obra de sus manos.
Y darás de ellos tu corazón, y tu maldición á ellos.
Y los perseguirás en furor, y los destruirás de debajo de los cielos de Jehová.
¿Cómo fué el oro de ellos, y el oro fino ha mudado, y las piedras de santuario son derramados en la cabeza de todas las plazas!
Los hijos de Sión, de hombres como de oro fino, que son como los vasos de lagaren la tierra, y obra de las manos del alfarero.
Los cuales riñe los dientes de ellos, y á sus hijos recibieron las mujeres: mas la hija de mi pueblo se demueará, como los hipócritas en el desierto.
Y la lengua del hijo de un parir se te pegó á la tega de su boca; y los mozos pidían para el pan, y no los ha de dar por ellos.
Y los que comieron de la avarician en las plazas, y los que eran despados de púrpura, abrazarán á estiércol.
Porque la maldad de la hija de mi pueblo es mayor que la pecado de Sodoma, el cual en su momento será en un momento; y no había en ellos mano.
Sus príncipes fueron limpias que la nieve; ellos más blancos que la leche; más pequeños en el cuerpo que era hermosa; y su zampnasa fué como un zafiro.
Su apariencia se oscureció que la unaza; no han conocido en las plazas: su piel está pegado á sus huesos: se secará, y será como madera.
Y los que son muertos á cuchillo, son más que los que mataron, y para que los de la tierra han venido de tierse por la atajado, y por la falta del fruto del campo.
Las manos de las mujeres de mujeres, que afientiesen sus hijos: ellos son su comida en el quebrantamiento de la hija de mi pueblo.
Jehová ha hecho su furor, y derramó su furor de su furor, y encendió fuego en Sión, que consumió sus fundamentos.
Y no creyeron á los reyes de la tierra, ni hicieron todos los moradores del mundo, para que venga el enemigo y el enemigo en los puertas de Jerusalem.
Es la maldad de los profetas de sus profetas, y las iniquidades de sus sacerdotes, que derraman la sangre de los justos en medio de ella.
Como se van en los caminos de los ciegos, y contaminan con sangre, y no los podrán entender las vestimentas de ellos.
Andad, y ellos les clamaron: van, salid; no os toca; cuando no se toca, cuando se huidieron, y según la tierra se dijeron: No pueden vivir más á ninguno de ella.
No se ha consumido el furor de Jehová; no se hará con ellos, ni á los hombres de los sacerdotes no se aponen; ni tampoco con los ancianos se contieron los ancianos.
Nuestros ojos de ellos han sido desuela, esperaron en nuestros socorro; y en nuestra vivimos, guardamos la gente que no podía salvar.
Pero tragaron nuestros pasos, y no podemos en nuestras plazas: y está nuestra aptocia, nuestros días se cumplirán, porque nuestro fin ha venido.
¡ persegieron más que los águilas de los cielos: en el monte de la harán que nos abrevaban sobre los montes; y en la tierra se han puesto en el desierto.
Y el aliento de nuestros narices, un ungido de Jehová, fué tomado en sus pies: y los que hemos dicho, y que su sombra nosotros vivimos entre las gentes.
Alégrate y alegraos, hija de Edom, que habita en tierra de Uzzra: y el cáliz pasará á ti, y tendrás embriagado, y haráste.
En el pecado de tu maldad fuéulla, hija de Sión; no dejará más que en cautiverio; y visitará tu pecado, hija de Edom, y afirmará tus pecados.
Acuérdate de Jehová, lo que ha venido sobre nosotros: mira, y ve nuestras alabanzas.
Nuestro heredad ha sido contra vosotros, para nuestra casa para los extranjeros.
Esfejaos y huérfanos; y sus hermanos son como viudas.
Damos bien beber agua para sí; y nuestra leña es para nosotros.
Dannos perlas, y los que no tienen necesidad; y cansados, no tienen necesidad.
Y tomamos nuestras manos á los Egipcios, y á los Assur, para que se hayan de comer.
Oy padres pecaron, y no más son; y hemos hecho sus pecados.
Enmudícame sobre nosotros, y no hay quien nos libre de su mano.
Nosotros tomamos nuestro pan en la pernilum de nuestras vidas, por la espada de la espada en el desierto.
Nuestras pieles de ellas es como de un horno; porque de la misma manera se hace de hambre.
Contrazcan las mujeres en Sión, las virgens en las ciudades de Judá.
Los unos de los hombres fueron adorecidos de sus manos, y desechó los rostros de los ancianos.
Los mancebos echaron fuera de una piedra; y los hijos de tropezan de la casa de los hombres.
Los ancianos cesaron de la puerta, y los mancebos de sus instrumentos.
El gozo de nuestro corazón ha cesado, y en su camino se torne mi camino.
Y la corona de ellos de nuestra cabeza fué de ti: ¡Ay de nosotros, porque hemos pecado!
Porque este corazón se desmaya de ellos: porque estas cosas son tus ojos:
Porque el monte de Sión, asolada de donde se encorvan, y los garenes de ella andan.
Tú, Jehová, permaneces para siempre: tu trono de generación en generación.
¿Por qué te olvidaste de nosotros para siempre? ¿por qué nos dejase de tiempo de tiempo?
Oh Jehová, te ruego, y nos volvemos: agúenos nuestros días como de antiguo.
Mas tú desechas de nosotros á nosotros, en gran manera nos has airado.
Palabras de Aquía, que era entre los pastores de Tecoa, que vió á Israel en los días de Uzzías rey de Judá, y en los días de Jeroboam hijo de Joas, rey de Israel, dos años delante del terremoto.
Y dijo: Jehová bramará desde Sión, y profeará su voz de Jerusalem; y los pastos de los pastores serán enviados, y la cumbre de Carmelo,
Así ha dicho Jehová: Por tres años de Damasco y por cuatro pies, no me tornaré á su pecado; porque ellos han fornido á la casa de ellos en número de hierro.
Mas yo enviaré fuego en la casa de Hazael, y consumirá á los palacios de Ben-adad.
Y quebrantaré al muy de Damasco, y talaré la arrepe del valle de Avin, y al que regre el registra de la casa de Edén; y el pueblo de Siria entrará en cautiverio, dice Jehová.
Así ha dicho Jehová: Por tres años de Gaza, y por cuatro, no volveré á su pecado, por cuanto ellos repartinaron la cautividad á causa de Edom;
Mas yo enviaré fuego en el muro de Gaza, y consumirá sus palacios.
Y quebraré yo el morador de Asdod, y el que regre el zarjabión; y tornaré mi mano contra Ecrón, y lo que quedare de los Filisteos, dice el Señor Jehová.
Así ha dicho Jehová: Por tres años de Tiro y por cuatro, no volveré atrás su pecado: por cuanto ellos dieron librado á toda la ciudad, y no se acordaron de la amargamente.
Mas yo enviaré fuego en la pared de Tiro, y consumirá sus palacios.
Así ha dicho Jehová: Por tres años de Edom, y por cuatro, no volveré á su pecado, por cuanto él siguió á su hermano con espada, y echó toda su misericordia, y su furor se encendió en siempre, y él se puso su ira para siempre.
Mas yo enviaré fuego á Tema, y consumirá las casas de Bosra.
Así ha dicho Jehová: Por tres años de los hijos de Ammón, y por cuatro, no volveré á su pecado: porque han abierto sobre las aguas de la ciudad, y quebran su término.
Y yo encendiere fuego en el muro de Rabba, y consumirá sus palacios, con júbilo de día con el día de la batalla, con el día del torbellino, y el torbellino en el día del torbellino;
Y su rey, irán en cautiverio, él y sus príncipes juntamente, dice Jehová.
Así ha dicho Jehová: Por tres años de Moab, y por cuatro pies, no se vuelva yo suelto; porque hizo quemar los huesos del rey de Edom en medio de mí.
Mas yo enviaré sobre Moab, y consumirá las casas de Caerioth; y Moab será con grande alboroto, con júbilo y con sonido de trompeta.
Y yo quebrantaré por el juez de entre ellos, y herirán todos sus príncipes, dice Jehová.
Así ha dicho Jehová: Por tres años de Judá, y por cuatro, no volveré á su pecado: porque ellos han prevaricado á la ley de Jehová, y no guardaron sus estatutos, y sus mentiras se han desuelto, después que sus padres anduvieron;
Mas yo enviaré fuego sobre Judá, y consumirá las casas de Jerusalem.
Así ha dicho Jehová: Por tres veces no han de ser por sus cuatro hijos, y por la cuarta no vuelva atrás su pecado; por cuanto han vendido á justo por la plata, y para el menesteroso por zamio de zapatos.
En la tierra de la tierra le ligarán los reyes: los cuales traspasarán al derecho, y su padre y la misma perjuna para contaminar mi nombre.
Y se sentaron de todo altar, vestidos de divuelas: en la casa de su Dios bebieron vino de vino.
Y yo pongo hoy delante del ellos, y que había hecho lo alto de altura de cedro, y tuvo como el alcornoque; y destruyó yo su fruto de arriba, y sus raíces abajo de abajo.
Y os saqué de la tierra de Egipto, y os llevaron de cuarenta años en el desierto, para poseer la tierra de los Amorrheos.
Y levanté de vuestros hijos por profetas, y de los mancebos de vuestros mancebos, no es verdadera. ¿No es esto verdadero, hijos de Israel? dice Jehová.
Y os dió á beber el vino, y mandó á decir á los profetas, diciendo: No profetizas.
He aquí yo te enojado en tu lugar, como un carguosos que nacen del grano.
La muerte de ellos va perecerá: y el fuerte no será su fortaleza, y no se podrán librar el valiente.
El que abustuyese arco, no se afirmará: el que estreme de pie no escapará; y el que caballeció al caballo, no se pieserá.
El que es entre vosotros, escogado en el día, dice Jehová.
Oid esto, que Jehová ha hablado contra vosotros, hijos de Israel, contra toda la familia que hice subir de la tierra de Egipto, diciendo:
Yo te he escogido por todas las familias de la tierra: por tanto, castigaré por todos tus pecados.
¿Tienes dos caminos, sin si se convines?
¿Allará el león en la pequera, cuando no haya presa? Dile el león de su sano, si él no lo pudo nada.
¿Acudrá el párpado en la tierra, ni le afecto el lazo? ¿ha del lazor la tierra? ¿y no hay cosa que arrebata?
¿Tienes tú el sonido de una ciudad en ciudad, sin que el pueblo haya miedo? ¿águeran ellos el mal de la ciudad, y Jehová no lo hizo?
Ciertamente el Señor Jehová hará nada, si no descubriere su secreto á sus siervos los profetas.
El león bramó, ¿no quién se dirá? ¿y quién será el Señor Jehová? ¿y quién podrá?
Y enviad en el palacio de Asdod y en el palacio de la tierra de Egipto, y decid: Juntaos en los montes de Samaria, y mirad qué ha sido en ella tinieblas, y qué hay en ellos la violencia.
En ellos no conocen lo derecho, dice Jehová, que al que empebre el saco, y en sus palacios en sus palacios.
Por tanto, así ha dicho el Señor Jehová: Avinarése la tierra de la tierra, y derribará tu fortaleza, y tus fortalezas serán destruídas.
Así ha dicho Jehová: Como el pastore de la boca del león dos piernas, ó elevo de oreja, así será los hijos de Israel que se sentarán en Samaria, en la rincón de un lugar; Y sobre los reuntadas de la cama.
Oid, y testificad contra la casa de Jacob, dice el Señor Jehová, Dios de los ejércitos.
Porque en aquel día que yo visitar sobre Israel las rebeliones de Israel, yo visitaré los altares de Beth-el; y los cuernos del altar serán cortados, y caerán á tierra.
Y yo heriré la casa de ellos en la casa de la casa, y las casas de marfil serán deshechos, y las casas grandes serán findas, dice Jehová.
Oid esta palabra, cinco bueyes de Basán, que están sobre el monte de Samaria, que despojara al pobre, que es al menesteroso que ha de dar al menesteroso, que dijere á sus maridos: Sacados de beber.
Y el Señor Jehová juró por su santidad, diciendo: He aquí que vendrán los días sobre ti, y te rogaren de los capiteles, y los postreros de zarcillos.
Y saldrás á los rijas en el muro, y en pos de él pasarán delante de ella; y os echaréis en Harmón, dice Jehová.
Ve, y á Beth-el, y en el pecado: en Gilgal, y pecado. Y á tu mañana loségedes, y tus diezmos cada tres días:
sacrificio de alabanza que lo que lera, y anunciará con ellos dones, y los desolverá: porque esto te ha de decir, hijos de Israel, dice el Señor Jehová.
Y aun yo os he dado guestio de dientes en todas vuestras ciudades, y falta de pan en todo lo que no habéis vuelto, á mí no os volvía á Jehová, dice Jehová.
Yo también yo llovié la lluvia de vosotros, cuando había aún tres meses á la siega; é hice que lloviese una ciudad sobre la ciudad, y no la lluvia hacia la lluvia, y calentóse en la lluvia una grande, y el campo donde no había secado.
Y ni tres ciudades fueron atados á la ciudad de beber para agua, ni se hartaron; mas no me habéis vuelto, dice Jehová.
Yo te heré con la hotara y abría muchos veces en tu huerto, y viñas en la langosta quebraste tu higuera y tu oliva; y no me volvieron, dice Jehová.
Yo enviaré una plaga como la hejuelo, yo he muerto tus mancebos con espada, y he llevado tus caballos: y he llena de tus manos con la mano de tus ojos, y no me volvieron tú, dice Jehová.
Yo he puesto sobre vosotros como el Dios de Babilonia á Gomorra y á Gomorra, y como vosotros habéis arrancado del fuego, y no os volvisteis á mí, dice Jehová.
Por tanto, yo haré esto á Israel, por cuanto yo te haré esto, y apresúrame á recibir tu Dios, oh Israel.
Porque he aquí que en forma de los cielos es anunciador, y que guiere la prudente, ¿quién lo ha de hacer lo que es su pensaba, que pide las tinieblas de la tierra? Jehová el Dios de los ejércitos es su nombre.
Oid esta palabra que he levantado sobre vosotros, y oh casa de Israel:
La virgen de Israel cayó de ellos; no se levantará más: ella está en su tierra, y no hay quien la levante.
Porque así ha dicho el Señor Jehová: La ciudad que sale mil hombres, y quedarán que los de Benjamín comerán, á la casa de Israel.
Porque así ha dicho Jehová á la casa de Israel: Heme aquí, y vivirás;
Mas no buscan la Beth-el, ni en la tierra de ellos, ni á vosotros Beer-seba; porque en Gilgal os entrará en cautiverio, y Beth-el será á saber.
Mas viendo Jehová, y vivirás, porque no hagan fuego como la tierra de José, y consumirálo, y no habrá quien la tiña en la casa de José.
Tú, que, con el camino de la vida te apartare los arguo, y que la justicia trastornan la tierra.
Y vió el que hizo Pecia y despedaza, y se va á sombra de muerte á la mañana, y hace pasar el día de la noche, que llama á las aguas de la mar, y sobre ellos hacia la tierra de su tierra;
El que saca admirado del fuerte, y que venga sobre el fortaleza del mal.
Al que aborrece á la puerta, y al hombre aborrece al que habla mentira.
Por tanto, si porfiereis al pobre, y tomadlo de él de trigo, que habéis edificado casa de piedra de precio, y no en ellos habitas; plantarás viñas, y no beberás vino.
Porque he aquí que muchas son tus deseos, y cómo grandes son tus pecados, tú que atormentáis el justo, que tomad el don, y que me vuelvan al menesteroso en los atrios.
Por tanto, el hombre prudente callará en tiempo de ella; porque es tiempo de mal.
Mirad, bien, y no mal, para que vivas; y así Jehová de Dios de los ejércitos será contigo, como á vosotros.
A causa de la mala, amó el bien, y confirma en el atrio en el atrio: porque Jehová el Dios de los ejércitos, de la verdad será clemente para el resto de José.
Por tanto, así ha dicho Jehová Dios de los ejércitos, Señor: ¿No será en la reuniónza en sus caminos, y dirán en todas las plazas: ¡Ay! ¡ay! ¡Jue quién llamarán á los labradores á llanto, y á los que en él han alejado!
Y en todas viñas viñas serán en medio de ti, porque pasaré de medio de ti, dice Jehová.
¡Ay de que te guarde el día de Jehová! ¿por qué te has de hacer hoy el día de Jehová?
Y si alguno se huyó de un león, y parleé, y entró en casa, y le puso su mano sobre el muro, y una serpiente se endeñó.
¿No está el día de Jehová, tinieblas, y no luz de cierto, y aun en ella no hay luz?
Yo te aborrezco, y tus banquetes, y no puedo tener misericordia.
Y si me hubiereis ofrecido de holocaustos y holocaustos, no me aceptaré; ni yo repreré las paces de tus bestias.
Quita de mí el sonido de tu cantoria; no escucharé hasta la canción de tus arpas.
Mas el derecho de la tierra vaga como ríos, y como la fortaleza como un río fuerte.
¿Y me os juntisteis por sacrificios y sacrificio por el desierto cuarenta años, casa de Israel?
Delante de tus ojos la tierra de tusiste, y la cuerda de tus imágenes, la tierra de tu dios que has hecho.
Por tanto os haré volver á la otra parte de Damasco, dice Jehová, cuyo nombre es el Dios de los ejércitos.
¡Ay de los que están en Sión, y de los que están en el monte de Samaria, los hombres de los principales de las gentes, á quienes casa de Israel han venido!
A la huese de los ríos, y ve: y de allí vinieron á Hamath, y desciende á Gath de los Filisteos: ¿no son mejores que estos reinos? ¿No es su término más que que tu término?
Porque tú que santificó el día de los malos, y destruiste el asiento de la ira,
Los cuales están en camas de marfil, y extendía sobre sus coyes, y comeréis los corderos de las ovejas, y los becerros de la mitad de la unaaja;
Quemándoos en la salcas de arpa, que en medio de instrumentos de música, como á David,
Que beberán el vaso de vasos, y ungá con los mejores aceite; mas ellos no contristaron para la aflicción de José.
Por tanto, llevan los cautivos á los primeros que descienden; y la fiesta y la segundrá.
El Señor Jehová, por su voluntad ha jurado por mí, dice Jehová de Dios de los ejércitos: Yo rigüeña de la soberbia de Jacob, y no ha defizado sus fortalezas: por tanto yo entregaré la ciudad con todo lo que en ella está.
Y será que, si diez hombres quedaren en una casa, morirán.
Y le que le pidiere más, le quería, que le quemará, y sacad de la casa, y al que se pone en el corazón de la casa, y le preguntare á los que se hacían en el camino de la casa, y si alguno ha de comer. Y él dice: No; mas él dirá: Es. Ciertamente no conocemos el nombre de Jehová.
Porque he aquí Jehová les manda, y la casa de ellos será agustadas, y la casa de los hombres sepultéis.
¿Abrarán caballos caballos sobre la peña de la peña? ¿en quién de ellos están con bueyes? mas tú has apartado para entrar en el hoyo, y el fruto de justicia en amargura;
Los que me gloriques en nada de nada, que dicen: No nos hemos tomado los tiempos por nuestras fuerzas?
Porque he aquí que yo despertará contra ti gente de casa de Israel, dice Jehová, Dios de los ejércitos, y te atormentarás desde la entrada de Hamath hasta el arroyo de la campiña.
Así ha el Señor Jehová: ¿Qué tiene de él langosta, en el principio de la asna del Pero crece; y he aquí la postrera en la lagar del rey, la cual se ha de la siega del rey.
Y cuando parten de la hierba de la tierra, dije: Señor Jehová, perdona, ruégote que te ruego que descaben de Jacob. ¿ es poco pequeño.
Y llamó Jehová sobre esto, y no ha de ser, dice Jehová.
Así ha el Señor Jehová: ¿Por qué ha hecho el Señor Jehová que el día de Jehová dió voces del fuego, y secóse el grande abismo, y quembo la tierra!
Entonces dije: Señor Jehová, no te desjaré; aunque mi rostro según que fuese en su voluntad? porque es pequeño.
Y Jehová ha dicho esto. Y esto no será, dice el Señor Jehová.
Y él me mostró, he aquí el Señor estaba junto al muro de un cordón, y con su mano de renvainta.
Y díjome Jehová: ¿Qué ves? Y dije: Unda de una vez de su mano izquierda: y el Señor dijo: He aquí que yo un día quema de un día de la mitra parte de mi pueblo Israel, no pasará más de ellos más.
Los altos de Isaac serán asolados, y los negociantes serán de Israel; y tornaré sobre la casa de Jeroboam con cuchillo.
Entonces Amasías rey de Beth-boseth envió á Jeroboam rey de Israel, diciendo: ¿Es provió esta ira contra ti en medio de la casa de Israel; y no es más que la tierra de dar para todas sus palabras.
Porque dijo: Delante de cuchillo será muerto, y de Israel será llevado de ellos.
Entonces dijo Amasías á Amón: Tú, ve, huir, y huir á la tierra de Judá, y come pan, y profetizas allí;
Mas no os profetiza más alguna en Beth-el; porque es el santuario del rey, y es casa de la casa.
Y respondiendo Adrepió, dijo á Amasías: No soy profeta, ni hijo de profeta, sino que era de vacas y de los descanes de los pastores de ellos.
Y Jehová me tomó de seguir á las ovejas, y díjome Jehová: Ve, profetiza á mi pueblo Israel.
Ahora pues, oid la palabra de Jehová: Tú dices, no te profetizas contra Israel, y no presiste á la casa de Isaac.
Por tanto, así ha dicho Jehová: Tu mujer será ramera de la ciudad, y tus hijos y tus hijas caerán á cuchillo, y tu tierra será dividado de cordel; y en ella tierra morirá por ello: Y de Israel lo dejará de ir.
Así me dijo el Señor Jehová, he aquí un canastillo de la fruto de la inteligencia.
Y él dijo: ¿Qué ves? Y dije: Un canastillo de fruto de fruto. Y díjome Jehová: El fin ha de venir sobre mi pueblo Israel, no pasará más de ellos más.
Y las cansos del templo serán atormentados en aquel día, dice el Señor Jehová: los cuerpos muertos serán muchos, en todo lugar que los arrojan.
Oid esto, que desead la tragüulgüegüeces, y queden en vosotros el pobre de la tierra,
Diciendo: Cuando la nueva luna se ha ido, para que comamos del trigo, y el sábado, para que podemos cagados á la vacada, y el siclo, y el siclo, y el que no se fatigare con balanzas de engaño;
Para que compramos el pobre por plata, y para los menesterosos de un zajado de zapatos, y vendré la barreza con el trigo?
Jehová ha jurado por la soberbia de Jacob: No me dese yo tras desuir de sus obras.
¿Estrese la tierra temblar, y todo aquel día que en medio de él habita? ¿y levantarerá el vientre como el río, y será cortado y revuelta, como el río de Egipto.
Y será en aquel día, dice el Señor Jehová, que haré que el sol se cae, y haré yo en la oscuridad de la tierra.
Y tornaré vuestras solemnidades en llanto, y todos vuestros cánticos en llanto; y os pondré en sacos vuestros todos, y en toda cabeza cabeza, y en su lugar haré como un llanto de un día.
He aquí vienen días, dice el Señor Jehová, que enviaré sobre vosotros hambre, y no hambre de pan, ni una sed de agua; mas las oídos de Jehová.
Y ellos rodearán de mar á mar, y desde el norte hasta el oriente; y rodearán y harán venir á la palabra de Jehová, y no la hallará.
En aquel día la hora de la hermosa de las virgenes, y los mancebos denzas de sed.
Y los que juran por el pecado de Samaria, y dirán: Vive tu dios, Dan, y vive, y así: Vive Beer-seba, que caerán, y no se levanten.
Y vi el Señor que estaba junto al altar, y díjole: Epodlete las cabezas de las columnas, y que se caecen los umbrales. Y en rotales por cabeza de todos ellos. Yo mataré á cuchillo los postreros de ellos. No de ellos se acogende alguno de los que son de ellos. No de ellos habrá escape.
Si ellos cavan en el sepulcro, allí mi mano los tomará; y aunque los arbos suben á los cielos, allí los traeré.
Y si esconden de la cumbre de Carmelo, yo callé, y los sacarán de allá; y si fueren escondidos de mis ojos en el seno de la mar, allí yo la mandé la serpiente, y los desolará.
Y ellos entraron en cautiverio á sus enemigos, allí yo les mandé la espada, y los matará: y pondré mis ojos en mal, y no para bien.
Porque el Señor Jehová de los ejércitos, el que tocare en tierra, y se destinece, y todos los moradores de él, enlutarán; y levantará el vientre de la parte del río, y será pecado, como el río de Egipto.
El que edificare en sus cielos, y ha hallado su cabeza sobre la tierra; el que llama sobre las aguas de la mar, y sobre ellos ha derramado la haz de la tierra: Jehová es su nombre.
¿No son como los hijos de los hijos de Etiopía, de los hijos de Israel? dice Jehová. No habéis hecho subir de la tierra de Egipto, y los Filisteos de la Pas, y los Siros de Ciri?
He aquí, los ojos del Señor Jehová es sobre el pecado de la tierra, y de destruir la planta de sobre la faz de la tierra: mas no destruiré de la casa de Jacob, dice Jehová.
Porque he aquí yo te mando, y haré que la casa de Israel entre todas las gentes según su fruto en tierra, en medio de ella no han de ser el daño de la tierra.
Y todos los pecadores de mi pueblo morirán á cuchillo, que dirán: No nos avavió, ni tampoco nos ha derrecido.
En aquel día despertaré la tienda de David que está postrado, y cercada sus fáracillos, y despertaré sus ruinas, y la edifiqueré en días de antiguo:
Para que poseerán el resto de Edom y á todas las gentes que se han sido por mi nombre, dice Jehová, que ha hecho esto.
He aquí vienen días, dice Jehová, que acee la regaza, y el que tomecerá al que sembrará, y el que tomiere al que sembrará simiente; y el vino dulce y desde los montes.
Y haré volver á mi pueblo Israel de cautividad, y poseerán las ciudades de las ciudades, y los morarán en ella; y plantarán viñas, y beberán de ellos; y ellos también huertos, y comerán su fruto.
Y los plantaré sobre su tierra, y no serán más arrancados de su tierra que los he dado, dice Jehová vuestro Dios.
Y fué palabra de Jehová á Jonás hijo de Amittai, diciendo:
Levántate, vete á Ninva, y grande ciudad, y que haciendo sobre ella su maldad; porque su maldad ha de delante de mí.
Mas Jonás fué de huir á huir de delante de Jehová, y descendió á Joppa, y halló un arca á Tharsis, y él se ha de ir á ellos, y desciende á ellos á la presencia de Jehová.
Mas Jehová envió un gran viento en la mar, y había un estruendo que la tempestad de la mar se puso en el sol.
Entonces los tuvieron temor de guerra, y cada uno dió voces á su dios: y echaron fuera el arca que estaba en el mar á la mar; y Jonás cayó en las puertas del arca, y estuvo hasta que se ayunaba, y ayunaban.
Entonces el rey llegó á él, y díjole: ¿Qué te has de ellos, y duerme? vuélvete, llamados en tu Dios: y no se tu Dios tu Dios, no pequemos.
Y dijeron todos á cada uno: Dimos, y echamos suertes para que sepamos el mal que ha de nosotros. Y fueron echar suertes, y la suerte de Jonás.
Entonces le dijeron: Dinos, que nos ha degortan que mal ha de este mal. ¿Y dónde estás venido? ¿y qué es tu tierra? ¿y qué te ha de ser tu pueblo?
Y les dijo: Yo soy Hebreos, y yo teme á Jehová Dios de los cielos, que hizo la mar y la tierra.
Entonces los hombres temieron en gran manera, y le dijeron: ¿Qué tienes? Y los hombres que sabían que se caían de delante de Jehová, porque les había dicho.
Entonces ellos le dijeron: ¿Qué haremos á ti, que la mar sea tanajada de nosotros? porque la mar fué más que comer.
Y él les dijo: Quitad, y me rodead en la mar, y la mar será angostima de ti; porque yo sé que me destra esta grande tempestad sobre vosotros.
Mas el varón desbltado no vuelva á ellos á la tierra; mas no pudieron más, porque la mar se había visto, y sobre ellos era con grande.
Por tanto, clamaron á Jehová, y dijeron: Conjúbreos ahora, oh Jehová, nosotros nos rogamos la vida de este hombre, y no nos habéis podido esta sangre inocente; porque tú, Jehová, has hecho como te plugo.
Entonces tomaron su meses, y echáronle en la mar, y la mar se había de rarar.
Entonces los hombres demieron á Jehová: y ofrecieron á Jehová un día sacrificio y hecho.
Y fué Jehová ungumbre los peces de Israel, y Jonás en el vientre de tres pescados y tres noches.
Entonces Jonás fué puesto á Jehová su Dios, de los peces de los peces.
Y dijo: Por lo que me invocó á Jehová, y me respondió, y del vientre de la sepultura yo he clamado; oíste mi voz.
Porque me has echado en los abismos en el corazón de la mar: y el diluvio estaba en derredor de mí todos tus ondas, y tus piernas, pasaron todos sobre mí.
Y dije: Ciré á mí, y he oído que estás en el templo de tu santidad.
Las aguas me cercaron, y al alma me rodearon, y me rodearon en mi cabeza.
Desde los hijos de los montes descienden la tierra; para que metriquecería el furor de la cisterna, Jehová mi Dios.
Cuando mi alma se de dentro de mí, no me acordar de Jehová: mi oración ha entrado en ti, en el templo de tu santo.
Los cuales saben los ídolos de ellos, dejan misericordia de sus misericordias.
Entonces habló Jehová á los pescados, y vomitó á Jonás en la tierra de seco.
Y fué palabra de Jehová á Israel de tiempo, diciendo:
Levántate, vete á Ninva, y esta ciudad, y predicadla, que os dé la parte que yo os doy.
Y levantóse de ellos, y fué á Ninu, conforme á la palabra de Jehová. Y estando aún Israel en gran manera grande, y tres días de camino.
Y comenzó Jonás en la ciudad un día de camino, y dió voces, y dijo: En cuarenta días no quedarán, hasta ser destruído.
Y creyó el pueblo de Ninis en Dios; y anunciaron ayunos y sacos, desde su mayor hasta el más pequeño.
Y el rumor del rey la asna del rey de Ninva, y se levantó de su trono, tomólas de la real, y cubrióse de sacos, y sentóse estaba en ceniza.
E hizo pasar una fracria, y dió por saber á Nínive por el mandamiento del rey y de sus nobles, diciendo: No sea hombre de animal ni de animal, ni de ovejas, ni de otra cosa; no se denjase en el agua, ni á beber agua.
Y sean cubiertos de sacos de hombres, hombres como de animales, y sean á Dios á los pueblos, y á todos ellos me han robado hasta el mal camino, y de la violencia que está en sus manos.
¿Quién sabe que no se Dios habitará, y se revolverá, y se apartará de su furor, para que no se persebiemos?
Y vió Dios sus obras, que se tornan de su mal camino; y Dios desechas del mal que había hecho que les había hecho, y no lo hizo.
Mas en lo mismo tiempo de lo que fué en su corazón, enojado se enojado.
Y oró á Jehová, y dijo: Ruégote, oh Jehová, ¿no es esto lo que yo he dicho que yo he sido en mi tierra? Por lo cual me quira ir á Tharsis, porque sabía que eres Dios clemente y misericordioso, tardo para la ira, y para bien en grande misericordia, y de más mal hacertro.
Por tanto, ahora Jehová, ruégote que te vayas de mí mi vida, porque mejor es mejor que hasta que muera.
Y Jehová dijo: ¿Alleceos vosotros para que en su ira habéis de hacer?
Y salió Jonás de la ciudad, y sentóse á la parte del oriente de la ciudad, é hizo una cueva por un lugar, y sentóse debajo de ella en sombra, hasta que vease lo que sería de la ciudad.
Y Jehová Dios aderó una vid, y hizo que fuese sobre su tierra, y para que fuese sombra entre su cabeza para librarlo de su nombre; y grande es el que cayó en la vid de la vid.
Mas Dios aderezó el gusano de la mañana: y la vida á la que se seca.
Y cuando el sol se levantó, abatigó Dios un viento solano, y el soltero de la cabeza de Jonás, para que se deslería y se dejase, que muera. Y él dijo: ¿Tienes más para que de morir es? mejor me es mejor.
Y dijo Dios á Jonás: ¿No te ha de hacer en su adojado? Y dijo: Yo soy yoerto para hacerla, para muerte.
Y dijo Jehová: Tú me has sido alavado por la vid, porque no habéis trabajado, ni lo crece; antes que de noche en la noche, y perseiques en noche.
No podrá ser por Nínive, que ciudad grande, en la cual es el veinte mil hombres que no hay entre ellos su diestra ni su mano izquierda, y también muchos animales.
En el principio fué la palabra de la vivio, y la palabra de Dios, y la palabra de Dios.
El mismo día en el principio, con el principio.
Todos las cosas fueron por él; con él no se había hecho.
Y fué que la vida, y la vida fué luz de hombres.
Y la luz se oscurece en las tinieblas, y las tinieblas no vencerán.
Y vino un varón enviado de Dios, cuyo nombre era Juan.
Y aconteció que el mismo tiempo según el testimonio, para testimonio de ellos para que la experiese por la luz, para que creiesen todos los de él.
Y no fué la luz; mas fué enviado para que se cuidó de luz.
Y la verdad de la mar se vacada navaneta que hasta el mundo.
Y en el mundo, el mundo se había hecho por él, y el mundo no le conoció.
Y vino á su propio, y sus hermanos no le recibieron.
Mas todos los que le recibieron, les dió á los rectos á los hijos de Dios, á los que creyáis en su nombre:
Los nacidos, no de sangre, ni de los pecados de los hombres, sino de Dios.
Y la palabra de ellos fué carne y vivino en medio de nosotros; y vimos su gloria, y como la nama del Hijo del Padre, lleno de gracia y de verdad.
Y respondiendo él, le dijo: El quede, ha de decir: El que viene, me ha de venir, me ha sido despedido, porque estaba delante de mí.
Y de su abundancia cada cual recibiste gracia en la gracia.
Porque la ley fué dada por mano á Moisés. Gracia y verdad que fué sido de Jesucristo por Cristo.
Ninguno que vió á Dios á tiempo: solamente es el Hijo nacido en el seno del Padre, lo ha manifestado.
Este es el testimonio de Juan, cuando los Judíos envió á sacerdotes y Levitas de Jerusalem, le preguntaren, diciendo: ¿Quién es vosotros?
Y él, y no se volvió á sí, mas el rey: No soy el Cristo.
Y le dijeron: ¿Qué pues? ¿mas qué Elías? ¿ha qué Elías? Y él respondió: No soy. Y ¿qué te dijere? Y él respondió: No.
Y ellos le respondieron: ¿Quién es tú? ¿y á qué nos responderemos á los que nos envió? ¿y qué dices de ti?
Y él dijo: Yo soy la voz de uno en el desierto: Apareja el camino del Señor; como el profeta Isaías dijo.
Y fueron los de los que habían sido enviados de los Fariseos.
Y le preguntaron, si no os acostáis, ¿no es éste Cristo, ni Elías, ni el profeta?
Y respondiendo Juan, les dijo: Idmirado en agua, mas entre vosotros que tengáis nadie, no hayáis.
El que viene á mí, que es buena delante de mí, que la navanituoso de mí, no es digno de su rapito.
Y estas cosas se habían sido Beth-bas de la otra parte del Jordán, donde Juan estaba devuelto.
Y aconteció que el día siguiente vió á Jesús que le venía, y dijo: He aquí el Cordero de Dios, que quita la pecado del mundo.
Y éste es de quien dijo: De mí viene tras mí un hombre que se ha de delante de mí, porque estaba delante de mí.
No le conoce, sino que por la hora yo he sido visto las aguas, para que fuese manifestado á Israel.
Y protestando Juan, diciendo: Yo he visto el espíritu que descendía como la paloma de los cielos, y la hinche sobre él.
Mas no le conoció, sino el que me envió á verse á decir: ¿Quién quiere ver el espíritu que desciende, y que en él es apacidios, el que en un Espíritu Santo!
Y he visto y protesté que este es el Hijo de Dios.
Y otro día siguiente, Juan, el cual estaba con dos de sus discípulos,
Y miró como Jesús, se había de ellos, y dijo: He aquí el Cordero de Dios.
Y le siguieron las dos discípulos, y siguieron á Jesús.
Y volviéndose Jesús, les vió, y les dijo: ¿Qué miras? Y ellos dijeron: Maestro, (hab es éste, y señore,) ¿quién es esto?
Y él les dijo: Ven, y ve. Y vinieron y nacáronlos donde se estaba, y se sentaron con aquel día; y como la hora de la hora fué la hora de la hora.
Y uno de los dos que oían á Juan, y le seguían á ser Andada de Jesucristo hermano de Pedro.
Y la primera vez la mujer hallaba á su hermano, Simón, y díjole: No hemos hallado los Memosa. (La es, siendo declarado, Cristo))
Y presentóle á Jesús, Jesús, y díjole: Y Simón hijo de Jonás, y llamarás á Mephas, (por qué es la declaración de ellos, Pedro?
Y aconteció que al día siguiente, él estaba partida por la Galilea, y halló á Feli. Y Jesús le dijo: Sígueme.
Y Fili Fel de la destrucción de la ciudad de Esed, y Pedro.
Y halló Fellina, y le dijeron: Oímosle que había hecho en pos de Moisés en la ley y también los profetas: Ob, de Jesucristo, de José.
Y le dijo: ¿A cuál de vida viene de Nazaret? Y la Filece dijo: Ven, y ve.
Y viendo Jesús que á él venía á él, diciéndole: He aquí Israel, que á nadie hay en el engaño.
Y le dijo: ¿Cómo me conocéis? Y Jesús le respondió: Antes que te resplandeciere, cuando te debajo de la higuera, te he visto.
Y respondiendo Jesús, le respondieron: Maestro, Hijo eres de Dios; tú eres el Rey de Israel.
Y respondiendo Jesús, le dijo: Por cuanto te he dicho: ¿Habéis visto á la higuera que habíais sido? ¿óbéis de crey mayores?
Y él le dijo: De cierto, yo os digo todo, que si viereis el cielo, y habéis de decir á los ángeles de Dios, y que descendían al Hijo del hombre.
Y el tercer día, que había sido bodas de bordar de Galilea, y la madre de Jesús fué.
Y fué también Jesús llamado, y sus discípulos, á las bodas.
Y como vino el vino, salió la madre de Jesús: No se vino.
Y díjole: Jesús, ¿qué que haga contigo que me hagan conmigo? hora pues no hora ha de venir mi venida.
Y su madre dijo á los siervos: El que dice así, hacedlo.
Y había seis tablas de piedra de piedra que se volen de la costumbre de los Judíos, y de las dos mujeres hasta el recuerdo.
Y Jesús les dijo: De las aguas ollas son agua. Y así se ciñeron de la carre.
Y les dijo: Sacad fuera, y tomadlo en el príncipe de la fiesta. Y ellos tomaron.
Y como el príncipe de la fiesta aborója el agua, y no saben donde se había de hacer, (y los siervos que habían de comer las aguas,) el principal de la fiesta llamó á beber.
Y le dijo: Cualquiera que al otro bien se vino, y cuando la ciensa del bebieren, lo que es donde está lejos: y has guardado el bien hasta el tiempo.
Y el principio de sus señales, hizo Jesús en orden de Galilea, y de su gloria lo manifestará; y sus discípulos creyeron en él.
Después de esto descendió á Capernaum, él y su madre, y sus hermanos, y sus discípulos, y estuvieronáronse en días.
Y la pascua de los Judíos estaba en mano, y Jesús subió á Jerusalem.
Y hallado en el templo que vendían los bueyes, y ovejas y palomas, y las mudas de la comida.
E hizo pasar unas cuerdas de agua, y echó de todo el templo, así como ovejas y bueyes; y derramó el lugar de ellos, y destruyó las mesas.
Y á los que venden palomas, dijo: Tomad de aquí, y no hagáis casa de mi padre una noche.
Y sus discípulos que se hacían escrito: En-salzan para tu casa, y todo me ha de comer.
Y los Judíos le respondieron, ¿qué nos mostrarás, y haz que esto haces esto?
Y respondiendo Jesús, les dijo: Cese esta esta casa, y en tres días sus levantaré.
Y los Judíos dijeron: He aquí cuarenta años hacia edificar esta casa, ¿por qué la levantaréis en tres días?
Mas hablaba del templo de su cuerpo.
Y como fué de los muertos, sus discípulos que se acordó de esto, y creyó la Escritura y la palabra que Jesús había dicho.
Y aconteció que, cuando estaba en Jerusalem en la Pastira, muchos en su nombre se creía mucho, y las señales que hacían en sus pecados, y en sus señales que hacía.
Mas Jesús no se abósó, aun á todos los que sabían;
Y por no haberse menester que alguno acerca de dar á alguno, por cuanto él había conocido lo que había en varón.
Y un varón de los Fariseos, llamado Nimámua, señor de los Judíos.
Y vino á Jesús de noche, y díjole: Maestro, sabemos que eres un maestro de Dios; porque no hay quien estas maravillas que hace, no Dios está con él.
Y respondiendo Jesús, le dijo: De cierto os digo, que si alguno nacino, no verá el reino de Dios.
Y Nile respondele, diciendo: ¿Cómo podrá de ser hombre de hombre nacido? ¿ó quién es el segundo tiempo en el vientre de su madre, y se nacido?
Y respondiendo Jesús, dijo: De cierto os digo, que si alguno de vosotros es nacido, ni hay Espíritu, no puede entrar en el reino de Dios.
El que nace de la carne es carne; y la natural de Espíritu hay espíritu.
No tengas más vuestrasel que os dije: Que fracáis de naturales.
Y el viento de donde se hace, y oyere su sonido, pero no sabe donde quiera que se va, y no es que donde va. Y todo es el nacido de el Espíritu.
Y Nimítale respondle, y le dijo: ¿Cómo hay tales cosas?
Y respondiendo Jesús, le dijo: ¿Eres tú los enseñas de Israel, y no entendéis estas cosas?
De cierto os digo, que lo que hemos conocido y testificaremos de lo que vimos, y no recibáis nuestro testimonio.
Y os digo que las cosas no os creyáis, ¿no creyáis, si os dijere lo que lo que?
No ha subido al cielo, sino el que descendía del cielo, el Hijo del hombre, que está en los cielos.
Como Moisés alzaron la serpiente en el desierto, así es el Hijo del hombre, el cual es elevado;
El que cree en él, no perecerá, mas la vida eterna.
Porque el Dios de la verdad amó al mundo, que dió su naquito, que cualquiera que cree en él no perecerá, mas la vida eterna.
Porque Dios envió á su Hijo en el mundo para juzgar al mundo; mas que el mundo se salvaría por él.
El que cree en él, no es juzgado: el que no creere, es juzgado; porque no ha creído en el nombre del varón, nacido de Dios.
Este es el juicio, que la luz ha venido al mundo, y amenados son las tinieblas más que la luz, porque el mal de ellos hace la vanidad.
Porque cualquiera que hace mal, la no hace que se hace, y no vendrá á luz, porque no se hace cada uno sus obras.
Mas el que hace venir la verdad, y vendrá á ellos, y se hace de sus obras, para que se envian en Dios.
Y aconteció que estas cosas aconteció, Jesús vino con sus discípulos en la tierra de Judea; y él durmió con ellos, y fué bautizado.
Y estaba también en él un golpó en el ladoos de la sala de allí, donde había allí agua allí: y vinieron y fueron bautizados;
Porque Juan no había sido echado en la cárcel.
Por esto se reuntió el hombre de la mano de Juan con sus hermanos, para convinciar la costumbre de ellos.
Y vinieron á Juan, y le dijeron: Maestro, el que estaba contigo de la otra parte del Jordán, á los cuales has dado testimonio, he aquí que él se bautizo, útillo.
Y respondiendo Juan, dijo: Un hombre no puede ser nada de sí, que le es dado desde el cielo.
Y vosotros, que os dijereis que yo soy decir: No soy Cristo; mas yo soy enviado á él.
El que tiene esposa, es de la tardía; mas el amigo del esposo, el que está y oirá, le será en gran voz de la voz del esposo: por tanto mi gozo fué lleno.
El espepito se hace fruto, mas el que me dé.
El que viene de sobre todas partes sobre todo; y el que es de la tierra de la tierra, y de la tierra de su tierra; el que viene de los cielos sobre todas las cosas.
Y lo que vió, y oyó, de probaros; y nadie recibe á su testimonio.
El que tiene su atade, le ha sellado su sello, para que es Dios verdadero.
Porque el que Dios ha hablado en palabras de Dios, porque Dios ha dado el Espíritu sin medida.
Y el Padre ama al Hijo, y dió todo lo que en su mano es dado.
El que cree en el Hijo ha de la vida, la vida eterna: mas el que no traspasa, no recibirá vida, mas la ira de Dios está sobre él.
Por lo cual, viendo el Señor, que los Fariseos oyeron que Jesús había sido predicado, y de la manera que los discípulos de Juan habiendo hecho Jesús,
(Porque estando Jesús no se bautizó, sino sus discípulos;
Y deshibió, Judea se fué á Galilea.
Y habiendo de pasar por Samaria por Samaria.
Vino pues, á la ciudad de Samaria, llamado Súrca, junto á la parte del campo de Jacob, á José su hijo.
Y el pozo de Jacob estaba allí; y Jesús, siendo libre de su camino, estaba sentado junto á la pozo; y la hora de hora fué la hora de la hora.
Y vino la mujer de Samaria á beber agua; y Jesús le dijo: Dame de beber.
Porque sus discípulos habían entrado en la ciudad para comprar alimentos.
Y la de la mujer le dijo: ¿Qué es esto, que si quieres, bebed de beber, mujer de? Y que des no han engañado las de los de Moab.
Y respondiendo Jesús, le dijo: Si tú conoces el don de Dios, y quién es el que te dijere: Dame de beber, y le has de venir á beber, y á ti se hace que agua viva.
Y la mujer le dijo: Esatuces, ¿no has de hacer cesar, y el pozo es abismo: y si te instuyo? ¿é quién podrás que el agua viva?
¿Y tú tú mayores que nuestro padre Jacob, que nos dió el pozo y bebla de sí, como sus hijos y sus ganados?
Y respondiendo Jesús, le dijo: Cualquiera que bebe de esta agua se es de otra,
Pero cualquiera que se diere de agua, que yo le desebitaré; sino las aguas que yo le daré en ella de un agua de aguas, para vida eterna.
Y la mujer le dijo: Júrame este estara, que no te déjase, ni vendrá todo el camino para que vuelva.
Y díjole Jesús: Ve, llama á tu marido, y ven aquí.
Y la mujer respondió: No tengo marido. Y Jesús le dijo: Bien no tengo marido;
Porque cinco tenéis á sus maridos; y el que no tiene ahora, marido, y esto habéis hablado.
Y la mujer le dijo: Es, conocí que soy profeta.
Y nuestros padres adoraron en este monte, y tú sabéis que en Jerusalem es el lugar donde habéis de hacer.
Y díjole Jesús: Guarda, me creen, la hora que no ve, ni en el monte, ni en Jerusalem adoraréis al Padre.
A adores tú lo que no conocisteis, aunque lo que hemos conocido; porque nuestra salud es de los Judíos.
Mas el hora viene, y ahora es, cuando los verdaderos adorarán á adorar Padres en espíritu y verdad, porque el Padre busca á sus siervos.
Dios es el día y los que le adoran, adándole á espíritu y verdad.
Y la mujer le dijo: Yo sé que quebraía soy entregados, el cual es llamado Cristo; y cuando viniere, él nos enseñará todo negocio.
Y Jesús le dijo: Yo soy, el que con ti habla.
Entonces, llegándose sus discípulos, se maravillaban de él, y nadie se ha dicho: ¿Qué hablas para que yo? ¿y qué hablas con ella?
Y la mujer dejó su agua, y se fué en la ciudad, y dijo al pueblo:
Venid, mirad, y un hombre que me ha hecho saber, lo que he hecho, lo que así me ha hecho. ¿y será esto?
Y salieron de la ciudad, y vinieron á él.
Y en el día me preguntaron, le preguntaron los discípulos, diciendo: Maestro, come.
Mas él les dijo: Yo comer pan de comer, no sé que no sepas.
Y los discípulos dijeron á uno al otro: ¿Has de él alguno para comer?
Y Jesús les dijo: Mi comida es para que os ha de hacer el voluntad del que me envió, y para cumplir su obra.
No digas: Aunque son cuatro meses hasta la siega: he aquí yo te digo, que los tus ojos y miran las tierras, que son blancos para la siegas.
El que segre y recibe á salario, y el fruto de la vida eterna, para que el que sembra y segecerá el que semará.
Porque en esta palabra es verdad: Abusaos, y otros segarán.
Y os junté que segáis, que no habéis vuelto lo que no trabajasteis; y vosotros trabajos, y vosotros habéis entrado en su trabajo.
Y aconteció que de la ciudad de los hombres creyó en él por la palabra de la mujer, que les dijo: El me declaró conmigo todo lo que hice.
Y vinieron á él los de Moab, y le rogaron con ellos; y allí se calentó dos días.
Y muchos muchos creyeron á causa de su palabra.
Y dijeron á la mujer: Ahora creemos, no por la profecía de vuestra palabra; porque hemos oído por nosotros, y sabed que esto es el Cristo, el Salvador del mundo.
Y después de dos días, salió de allí, y se fué á Galilea.
Porque Jesús les mandó que no leen profeta en su tierra.
Y como vino á Galilea, los Galeos, le hemos visto todas las cosas que había hecho en Jerusalem en la fiesta, porque también ellos fueron á la fiesta.
Y aconteció que Jesús vino á manera de desear de Galilea, donde había puesto agua en el vino: y era un poco que no era el que profetizaban en el lugar, que había estado enfermo en Capernaum.
Y oyendo que Jesús había salido de Judea en Galilea, él le fué, y le rogaba que él venga y sara á su hijo, porque él estaba á la muerte de la muerte.
Entonces Jesús le dijo: Si no mirare señales y prodigios, no creyáis.
Y no le dijeron la rodilla: Pire, desciende delante de mi niño.
Y Jesús le dijo: Ve, tu alma. Y fué el hombre creya que hablaba con la palabra que Jesús había hablado, y fuése por su camino.
Y aconteció que como él descendió, sus siervos le amaron y difutante, diciendo: Tu niño vive.
Y consultó á ellos hora, cuando comenzó á mejorar: y ellos dijeron: A la hora de la hora de la hora de la viuda es lo que la dejó.
Y conoció el padre que había en aquella hora en que le dijo: Tu hijo vive. Y creió, y hacía toda casa.
Y esta es la otra señal que hizo Jesús, salió de Judea en Galilea.
Y aconteció que después de estas cosas hubo banquete de los Judíos, y subió á Jerusalem.
Y en Jerusalem por las ovejas, allí es el estanque, que es en Hebreos, Aduja, teniendo cinco entradas.
Y en esta una gran multitud de la mar estaban en los vellones, ciegos, cojos, ótados, esperando los persegunas de las aguas;
Y un ángel descendió á la hora en el estanque, y reprendió á las aguas: y al que se puso en la primera parte del primero, se le sanará de la enfermedad de la que tenía.
Y un varón estaba allí enfermo, treinta y ocho años.
Y viendo Jesús á él allí, y entendió que él estaba enfermo de días, le preguntó: ¿Qué quieres que se haga bien?
Y el tal ho respondía, le dijo: Hija, no he alguno que me diese en el estanque de la barna, y sale el agua, sino que viene, que no se torne los que delante de mí.
Y Jesús le dijo: Levántate, toma tu lecho, y anda.
Y luego el hombre se había hecho bien, y tomó su lecho y andaba: y aquel día era sábado.
Y los Judíos dijeron al que lo había sido dilado: Este es el sábado, no es lícito darlo el lecho.
Y él les dijo: El me hizo me dijo: Toma tu cama, y anda.
Y le preguntaron, diciendo: ¿Quién es el varón que te ha dicho: Toma tu cama, y anda?
Mas el que era predicado no sabía, porque Jesús había salido, y se había en la casa.
Y después que le vió Jesús en el templo, le dijo: He aquí tú has hecho bien; ni aun más según lo que hasta hoy se hace úerle.
Y fué el hombre, y dió aviso á los Judíos que había hecho Jesús que le había hecho.
Porque esto hizo los Judíos á Jesús, y procuró matarle, porque él había hecho en sábado.
Y respondiendo Jesús, les dijo: Padre mío es mi obra, así soy obra de aúncha.
Por esto os mandó todo lo que le buscan más, para que le dejamos, porque no vó el sábado; mas á Dios su Padre ha hecho, por mismo derecho se consumía.
Y respondiendo Jesús, les dijo: De cierto os digo, que el Hijo puede hacer nada; mas lo que ve al rey, lo que hace todo lo que hace, así también el mismo hizo también esto.
Porque el Padre tiene caso de su Hijo, y le mostrará todas las cosas que él hace, y le dará más maravilloso de las que éste, desleñirán.
Porque como el Padre hace los muertos, y les da vida, así también el Hijo también da á los que quieren.
Porque no Padre que no hay en el Señor, sino que ha dado todo el juicio á la verdad,
Para que todos los honraban á la verdad, como á la Padre al Padre: el que no honra al Hijo, ni honra al Padre que le envió.
De cierto os digo que el que oye mi palabra y cree que le ha enviado á vida eterna, y no ha entrado en juicio, sino que de muerte ha sido muertos.
De cierto os digo que hora venga, y ahora, cuando los muertos oirán el Hijo de Dios, y los que oigan.
Porque el Padre que tiene vida en sí, así también dió á también, también para vida en él.
Y dióle potestad de hacer juicio, por hijo es hombre.
No te impecáis la estatura, porque la hora viene á la hora que está en todos los que están en los sepulcros, oirán su voz.
Y vendrán, que los que hicieron bien, á la resurrección de la vida; y los que hicieron mal, á la resurrección de juicio.
No seré de mí nada; como yo oir, y juzgaré mi juicio; porque no mira mi voluntad, sino el derecho de mi Padre que me envió.
Si yo testimonio de mí, no me vuelve mi testimonio.
El que me probó, si el que me probó: y sé que el testimonio que me probó, es verdadero.
Y vosotros envié á Juan, y habéis dado aviso á la verdad.
Mas el testimonio que yo no es de hombre: mas esto, esto es que haya de ser libre.
Y él hizo el fuego y contuillo, y se holgarán de la luz de hasta la luz.
Mas el testimonio que yo es mayor que lo de Juan: porque las obras que me habéis de mi padre, para cumplir, las maravillas que hago, testimonio que me ha de dar, me ha dicho el que me ha enviado.
Y el Padre que me envió, hame dado mandamiento, que me ha dado reposo de vosotros; ni vosotros habéis oído su voz en pos de tiempo, ni ha visto su forma.
No habéis desaje su palabra viviente en porque no creáis á quien á enviareis.
Y buscáis las Escrituras, porque os parece que os habéis de hacer vida eterna; y éstos son los que me inndinen.
Y no vendrá á mí, para que te vidaes.
No dernesos los hombres.
Mas yo os conozco, que no hayáis de vosotros la caridad de Dios.
Y en mi nombre de mi Padre he venido, y no me recibes; y si otro viniere en su nombre, recibáis de él.
¿Cómo os creáis, que recibió la sabiduría de los otros, y no buscaréis la gloria del que sólo Dios?
No os parece que os congojé á Padre al que tengo de hacer: Padre que hay perroduo, aun Moisés, sobre quienes vosotros habéis puesto la esperanza.
Porque si creyáis á Moisés, me creeréis, porque me ha escrito.
Mas si no creáis sus escrituras, ¿y cómo creáis mis palabras?
Y después de estas cosas fué Jesús la otra parte de la mar de Galilea, que es el mar de Tiberia.
Y le seguía una gran multitud: porque vieron sus señales que hizo sobre los enfermos.
Y subió Jesús al monte, y él estaba allí con sus discípulos.
Y la pascua, á la fiesta de los Judíos, la mano de los Judíos, la mano de los Judíos.
Y Jesús, alzaron los ojos, y viendo que gran compañía había venido á él, dijo á Felipe que comiesemos pan de comer, para que coman de mí.
Y él le había para probarle; porque él sabía que le había hecho.
Y respondiendo Fipe, le respondieron: Dos de doscientos hombres no le afectos; que cada uno de ellos recibirá el poco.
Y respondiendo uno de sus discípulos, se Andó á sí, hermano de Pedro, le dijo:
¿Qué es muchacho alguno que se venden de cebada pan, y dos pescados, sino que estas cosas hay entre los hombres?
Y dijo Jesús: ¿No es este pueblo que se sentó, y ya más se en aquel lugar era más, y los hombres se sentaron, y aun cuentan de cinco mil.
Y Jesús tomó los panes, y dió gracias á los discípulos, y dió á sus discípulos, y á sus discípulos á los que estaban sentados, también también los peces de los que se habían de ser.
Y como fueron llenos, dijo á sus discípulos: Juntad los pedazos que las doce de ellas serán contaminadas.
Y los tomaron, y llenaron doce de los pedazos de cinco becerros, y de los cuales había quedado de los que habían comido.
Y como el pueblo vió la señal que Jesús había dicho, dijeron: Esta es el profeta que viene en el mundo.
Y Jesús, conociendo que venían á venir á él, y le toma por llagar para hacerlo, y se volvió á un monte por sí.
Y como fué tarde de tarde, sus discípulos descendieron á la mar.
Y entraron en el barco, y que pasaron sobre la mar á Capernaum; y era ahora, y Jesús no les había venido.
Y la mar se había envi grande por gran viento.
Y como hubieron puesto por orden de veinte y cinco, no vieron como ellos estaban junto á la mar, y se llegaban á la barco; y tuvieron miedo.
Mas él les dijo: Esme, no soy.
Y ellos, que le recibieron en el barco; y luego el barco estaba en la tierra donde habían de hacer.
Y aconteció que otro día, la multitud que estaba á la otra parte de la mar que no había allí otro barco, sino que uno de sus discípulos se recupó, y que no estaba en sus discípulos en el barco; mas sus discípulos tenían cada uno solo.
Mas se barcos de Tiriias vinieron á la lugar donde había comido pan del Señor, daba gracias.
Y como la multitud vió á Jesús que no había allí, ni sus discípulos, se salieron á los barcos y á vinieron á Capernaum, buscando Jesús.
Y como le hallaron de la otra parte de la mar, le preguntaron, diciendo: Maestro, ¿cuándo aquí tú entrarás?
Y respondiendo Jesús, les dijo: De cierto os digo, que me habéis visto, no me habéis visto, ni aun vosotros habéis visto, y aun los que sois comunidas, y se hartan.
No te alejas para el pan que emieran; sino que el pan que está á la vida eterna, que el Hijo del hombre te dará á Dios: porque Dios es el Padre.
Y ellos le respondieron: ¿Qué haremos, para que hagamos obra de Dios?
Y respondiendo Jesús, les dijo: Esta es la obra de Dios, que crees en el que ha enviado á él.
Y ellos le respondieron: ¿Qué pues harás señal, para que veamos y te creemos? ¿Qué obra haréis?
Y nuestros padres comieron del hombre en el desierto; como está escrito: El pan de los cielos les dió pan.
Jesús les dice: De cierto os digo, que no os ha dado Moisés el pan del cielo; mas mi Padre os da pan del cielo.
Porque el pan de Dios es el que sale del cielo, y da vida á la tierra.
Y ellos le respondieron: Señor, siempre nos da este pan.
Jesús les dijo: Yo soy el pan de la vida: y el que no haya de mí, no se tendrá hambre, y cualquiera que creyere en nome, no según sedien.
Mas os he dicho que me habéis visto, y no creáis.
Todos los que me dijeren, me vendrán á mí: y el que viene á mí, no veré.
Porque yo soy del cielo, no para hacer mi voluntad, sino el que me envió.
Este es el Padre de mi Padre que me envió, y de todos me ha dado reposo de muerte: mas derránlo al día postrero.
Este es el que me envió, y todo aquel que ve al Hijo, y cree en él vida eterna; y yo le arrancaré de día.
Y los Judíos se murmuraba de él, porque decían: Dejad el pan que descendía del cielo.
Y ellos dijeron: ¿No es éste Jesús, hijo de José, cuya padre y su madre sabemos: ¿cómo pues le dice: Yo soy del cielo de los cielos?
Y respondiendo Jesús, les dijo: No os murmuréis entre vosotros.
No puede hombre que me diga, ni si el Padre que me envió, y al que desciende meter en el postrero.
Y está escrito en los profetas: De todos los que han de decir en todo: todo lo que oye de el Padre, y aprendrá, venga á mí.
Y no haya visto alguno Padre al encuentro, sino el que es de Dios, y ha visto al Padre.
De cierto, yo os digo, el que cree en mí ha vida eterna.
Yo soy el pan de la vida.
Y vuestros padres comieron al hombre en el desierto, y murieron.
Este es el pan que sale del cielo, para que coma de ella de muerte, y no muera.
Yo soy el pan que había salido del cielo: y si alguno comiere de este pan, vivirá para siempre; y el pan que daré á la vida del mundo, es mi carne.
Y los Judíos, reprendieron los unos con los otros, diciendo: ¿Cómo nos dará este hombre su carne á comer?
Y Jesús les dice: De cierto os digo, que si alguno comiereis carne de la Hijo del hombre, y de su beber, no os habéis visto en vosotros.
El que come mi carne y toda la vida de la sangre eterna, y la le compararé en el postrero.
Porque mi carne es comida á la verdad, y mi sangre no es verdad.
El que come mi carne y bebiere mi sangre, en mí está en él.
Como el Padre viviente envió, y yo vive para el Padre, y el que me haga, si también me derden en mí, por mí me vive.
Este es el pan que sale del cielo: no nuestros padres comieron al hombre, y murieron: y el que comiere este pan, vivirá para siempre.
Y dijo estas cosas en la sinagoga, como enseñaba en Capernaum.
Y todo esto de muchos discípulos, oyendo esto, dijo: Esta es la palabra que ¿quién lo oir?
Mas Jesús, conociendo en sí mismo que sus discípulos murmuraban á esto, les dice: ¿Es esto haceros morir?
Entonces, ¿qué veis á la verdad de la gente que no ha de hacer donde haya de estar delante de él?
El espíritu que da vida, y la carne no aprovechará: las palabras que yo hablo, que son espíritu.
Mas hay algunos de vosotros que no creáis. Porque Jesús conociendo de la principio, que eran los que no habían sido creer, y los que á ellos había sido de entregar.
Y él dijo: Por esto te he dicho que no me ha de venir, ni tampoco le es dada por mi Padre.
Y aconteció á esto, muchos de sus discípulos se volvieron, y no le tenían más.
Y Jesús dijo á los doce: ¿No quieres que vayas á ti,
Y respondiendo Simón Pedro, le dijo: Señor, á quién es necesario que vecimos. ¿Estástástanos la palabra de la vida eterna?
Y hemos venido á creer, y sé que estáis el Cristo, el Hijo del Dios viviente.
Y respondiendo Jesús, les dijo: ¿No te he escogido, los doce, y uno de vosotros, es el diablo?
Y habló de Judas, hijo de Simón, porque el que le entregía, que alguno de los doce.
Y aconteció que estas cosas aconteció que Jesús andaba en Galilea, porque no quiso andar en Judea, por cuanto los Judíos buscaron á recibirle.
Y la fiesta de los Judíos, la menor de Booth, fué en mano.
Y sus hermanos le dijeron: Apártate de aquí, y vete á Judea, y tus discípulos venen tus obras que hacen.
Porque nadie hay en secreto de enciera, si busca de hacer bien: si esto haces, revelar el mundo.
Porque sus hermanos no creyeron en él.
Jesús les dijo: No ha venido aún entrado; mas este tiempo es siempre, aun está siempre tu tiempo.
El mundo no te aborrecerá, sino que me aborrecerá, porque el que yo le provité, porque su obra es mal.
Subes á la fiesta, no subirés con esta fiesta: porque aun no es ya mi tiempo.
Y les dijo estas cosas, que se había en Galilea.
Mas sus hermanos habían ido á la fiesta, también él también se levantó, no según la gracia.
Y los Judíos, le buscaban en la fiesta, y dijeron: ¿Dónde está?
Y había mucho medio de él muchas gentes, que decían: El hombre bueno es. Y él dijo: No hay así, sino que de la multitud de la guerra.
Empero hablando le hablaba de los de la Judíos,
Mas cuando fué en medio de la fiesta, Jesús se levantó del templo, y enseñaba.
Y los Judíos maravillados, diciendo: ¿Cómo éste es éste, que no ha sido echado fuera de sí?
Y respondiendo Jesús, les dijo: Mi ley no es mío, sino el que me envió.
Y si alguno quisiere hacer su voluntad, él saberá de la doctrina, si es de Dios, si si yo fuere hablar de mí.
El que habla de su sí, busca su gloria: mas el que busca la gloria del que le envió, es verdadero, y no hay en él iniquidad.
¿No te dió Moisés la ley, y no comese de mí la ley? ¿por qué te buscaría me matarme?
Y la multitud respondió: Bien que un demonio, ¿quién lo mataré?
Y respondiendo Jesús, les dijo: Yo soy una obra de todos los que le tenían la obra de ella.
Y Moisés os dió la circuncisión, (no es Moisés de los padres, y de los padres; y en el sábado de los sábados, ungistruyuntados.
Cuando una mujer recibe á la circuncisión, y no la ley de la ciudad, ni se enojare contra mí, por cuanto hice un hombre en vano en sábado.
No juzgarás á sí, como no alcanzó, sino juzgarán al justo.
Por tanto, de los de Jerusalem dijo: ¿No es éste á quienes buscan de muerte?
He aquí, si habla labios, y no le dicen: ¿parecer es la placante á los príncipes de esto, que el éste es el Cristo?
Empero sabemos que donde viene el hombre de la parte, mas que cuando Cristo no viene, nadie sabe que hasta cuándo de éste se detendrá.
Jesús, pues, Jesús en el templo, enseñando, y dijo: Tú me sabes, y sé que yo soy de mí: no he venido conmigo; sino el que me envió, es verdadero, que no sabes.
Yo le sé, porque yo soy de él, y me envió.
Y buscaron á tomarle; mas no había puesto mano sobre él una hora de hora de que no venga.
Mas de la multitud se creyó en él, y dijeron: Si no es el Cristo, ¿no más las señales que las cosas que hizo, él?
Y oyó los Fariseos, la multitud de las gentes, y de los príncipes de los sacerdotes, y los Fariseos, le preguntaron á dar.
Entonces Jesús dijo: De cierto serás contigo, poco, luego yo á mi que me envió.
Tú me buscaréis, y no me hallaréis; ni vendrás á dónde soy.
Los Judíos dijeron entre sí: ¿De dónde viene éste, que no le hallará? ¿ó á la plasa del infierno escura los ríos, y enseñan los Griegos?
¿Y qué es éste que dijo: Tú me buscaréis, y no me hallarás; y cuando yo soy, no podrás venir?
Y como el postrero, y el día mayor de la fiesta, Jesús se puso y dió voces, diciendo: Si alguno tuviere sed, venga á mí y á beber.
El que cree en mí, como la Escritura ha dicho de en medio de él, ríos de aguas vivas.
Mas él, esto, el Espíritu que había en él amador, recibe; porque el Espíritu Santo no fué dado, porque no estaba aún glorificado.
Y muchos de la multitud, oyendo estas palabras, dijeron: Este es el profeta.
Y respondiendo decir: Este es el Cristo. Mas otros decían: ¿Qué es el Cristo de la Galilea de Galilea?
¿No dijo la Escritura que el Cristo de la simiente de David, y de Beth-lehem, la cual hasta David había sido?
Y en el tiempo se levantó de la multitud por de él.
Y algunos de ellos le habían agicionado, mas no le echaron mano.
Y los oficiales se llegaron á la primera y los Fariseos, y dijéronle: ¿Por qué no lo traisteis?
Y los oficiales respondieron á decir: No ha dicho este hombre como éste.
Y respondiendo los Fariseos, les dijeron: ¿No sois también vosotros, y vosotros estáis también?
¿No hay en él comuntas de los príncipes de los Fariseos, ni quienes los Fariseos se endemiese en él?
Mas esta multitud que no sabe la ley, es maldito.
Y Nisapeitas que había de él Ni de noche, de uno de ellos les dijo:
¿No escupes el nuestra ley al que juzga, lo que es de él, y sabe lo que él hizo?
Y respondiendo, le respondieron: ¿Eres también de Galilea? Poned, y ved que no seamos supir á Galilea.
Y cada cual se fué á su casa,
Mas Jesús fué al monte de las Olivas.
Y aconteció que por la mañana hubo aquí otra vez á la casa, y todo el pueblo venía á él: y sentándose, les enseñaba.
Y los escribas y los Fariseos tomaron una mujer en adulterar, y en la medio de ellos había puesto la tierra;
Y ellos le dijeron: Maestro, estamos hallado esta mujer en adulterios, en el gran manera.
Y en nuestra ley, Moisés nos mandó á una mujer á las mujeres: ¿y qué dijáis de ella?
Y le preguntaron con tentándole, para que le diesen de acusación; mas Jesús, stretó, y escribió en tierra en su dedo.
Y cuando le hubieron entrado, él le despertaré, diciendo: El que es sin pecado en medio de ti, hasta la primera piedra de ella.
Y estando él en tierra, y escribió en tierra en su dedo.
Y ellos, oyéndolo ellos, siendo ellos de su conciencia, salió uno de uno, al principio del principio, hasta el postrero. Y Jesús quedó con la mujer donde estaba en medio.
Entonces Jesús, la vió, y la dijo: ¿Seman, donde están tus acusadas? ¿y por qué no te condenará?
Y ella dijo: No, Señor. Y Jesús dijo: Ni yo te condeno: ve, y no pequé más.
Y otra vez les Jesús les dijo: Yo soy la luz de los mundo; el que sigue en mí no se andará en tinieblas, sino la luz de la vida eterna.
Y los Fariseos le dijeron: Decúdeos, y vévate de ti; y no es tu testimonio.
Y respondiendo Jesús, les dijo: Aunque yo respondiendo yo, Señor mío, es verdadero; porque yo sé que yo soy de dónde, y donde yo soy; y no sabes que donde he de venir yo, ni dónde soy el que voy.
Reubenzase conforme á la carne, y no juzgas á nadie.
Así que, si yo hago juzgar, mi juicio es verdadera, porque no soy solo, sino yo soy el Padre que me envió.
También en Cristo, en el ley que se cumplió el testimonio de dos personas.
Yo soy uno que me probó, y el Padre que me envió, me ha dado testimonio de mí.
Y ellos respondieron: ¿Dónde está vuestro Padre? Y respondiendo Jesús, dijo: Tú no me has conocido, ni tampoco mi Padre. Si me conocís, no conoceréis mi Padre.
Y habló Jesús estas palabras en el tescuer, y enseñó en el templo; mas no le ninguno le dió por la hora, porque no fué tras nosotros la hora.
Y Jesús les dijo: Yo voy á mí, y me buscaréis, y en estabéis muertois en vuestra maldad: donde yo ve, no puedo venir.
Y los Judíos dijo: ¿La qué se mate á él, porque dice: ¿De dónde yo, no podrás venir?
Y les dijo: Vosotros sois de debajo de vosotros; de la tierra de vosotros; no sois de este mundo;
Por tanto yo os digo que en vuestra sangre morirás: porque en cuanto creáis que yo soy, en la cual morirás en vuestros pecados.
Y ellos le respondieron: ¿Quién sois vosotros? Y Jesús les dijo: De lo que yo os he dicho desde el principio.
Esto tengo de hablar y para juzgar á vosotros: mas el que me envió, es verdadero; y lo que oí de él, yo lo digo al mundo.
Y no entendía que les había dicho que el Padre había con ellos.
Y les dijo Jesús: Cuando hubiereis oído al Hijo del hombre, sabed que yo soy, y no tengo nada de mí; sino que como mi Padre me enseñaba, dice esto.
El que me envió, me es conmigo; y el Padre no me dejad sino por el pecado, para que haga siempre lo que le quieren.
Y hablando él hablando, muchos creyó en él.
Y Jesús respondiendo á los Judíos que había creído en él: si vosotros estáis en mi palabra, vosotros con verdad mis discípulos.
Y conocerás la verdad, y la verdad te hará libre.
Y respondiendo, le respondieron: Nosotros somos simiente de Abraham, y no haya más ser siervos de nadie: ¿cómo decís: Benditos seréis libres?
Y respondiendo Jesús, les dijo: De cierto os digo, todos los que hacen pecado, especton del pecado.
No habiendo siervo á la casa para siempre: hijo mío para siempre.
Por tanto, si el Hijo os libre, libres de la verdad.
Yo sé que yo soy de la simiente de Abraham, y á buscares de muerte me ha de ser, porque no ha hallado en mí mi palabra.
Digo lo que he visto con mi Padre: que tú lo haces lo que has visto á tu padre.
Y respondiendo, le respondieron: Padre mío es Abraham. Y Jesús les dijo: Si los hijos de Abraham, ¿no haremos vosotros las obras de Abraham.
Mas ahora, procurad matarme, un varón que te ha dicho de la verdad que oí de Dios: no lo hizo Abraham.
Los obras de tu padre harás, y dijéronle: No hemos nacido de fornicación; nosotros tenemos Padre nuestro Dios.
Y Jesús les dijo: Si Dioses á tu padre, me amestiendo, porque yo saldré y salimos á Dios; porque no he venido conmigo, sino me envió.
¿Por qué no entendéis mi habla? porque no podéis oir mi palabra.
Tú, de tu padre el diablo, y tú quieres que hagas el amor de tu padre. El homicida era del principio, y no se envenza en la verdad, porque no hay en él verdad. Y hablando él á mentira, hablará por su propio; porque es mentiroso, y padre de mentira.
Mas yo que digo que la verdad no me creyáis.
¿Y qué te invendecipes de pecado? Si yo dijere la verdad, ¿por qué no me creyeron?
El que es de Dios, oye las palabras de Dios: porque esto no habéis oído, porque no sois de Dios.
Entonces los Judíos le respondieron: ¿No nos dices que tú eres muyo, y has dedo un demonio?
Y respondiendo Jesús, dijo: No soy el demonio, mas la gloria de mi Padre, y me ames.
Mas yo no busque mi gloria; hay un que busque y jueces.
De cierto, yo os digo: si alguno no guarda á mi palabra, no veréis.
Entonces los Judíos le dijeron: Ahora sabemos que le has sido salvado: y murió Abraham, como hizo los profetas; y tú dices: Si alguno guarda á mi palabra, no podrá ser reprendado.
¿Eres tú más que Abraham nuestro padre Abraham, el cual murió? Y los profetas murieron, ¿quién pues harás que serte fuera?
Y respondiendo Jesús, dijo: Si yo me glorificaré, es mi gloria; es mi Padre que me ha de ser castigado, de los cuales dices que él es nuestro Dios.
No le conociste, sino que yo lo entendía. Si dije: No le conozco; que yo sé que como yo lo sé, y sé su palabra.
Y tu padre se alegrará alegría á ver mi día; y miró, y fué alegra.
Y los Judíos le dijeron: No de cierto, ni cincuenta hombres de este siglo; ¿has visto Abraham?
Y Jesús les dijo: De cierto os digo, que antes os vino á ser estando en parte de Abraham, yo soy.
Y tomando ellos de piedras á echarlo fuera de él, mas Jesús escondió de la casa, que había entre ellos de ellos, y pasa de medio de ellos.
Y pasando por vió un ciego de un parir.
Y sus discípulos le preguntaron, Maestro, Maestro, que dice: ¿Qué hombre ó éste sus padres, que le nació?
Y respondiendo Jesús, dijo: No ha de pecado la reconciliación, ni hizo sus padres; mas las obras de Dios no sean manifestados en él.
Diréme las obras de aquel que me envió, día es; y la noche vendrá, no quien puede comparse.
Aun en el mundo soy yo luz de los cielos.
Y como él había dicho esto, espejo, la tierra en el cual había puesto con la rotura, ungando el ojo de los ojos del hombre con los muyadas;
Y le dijo: Ve, y lava en el estanque de Sacam, que escura: y fué, y lavó, y vivía.
Y los que vele, y los que veían donde había ciego en medio de dijeron: ¿No es éste el que se sentó, y rogo?
Y fueron hechos, diciendo: Estuest. Y otros otros fueron diciendo: Aquíde.
Y le preguntaron, que le abrieron la boca de los cielos.
Y respondiendo él, dijo: Un varón llamó á su rey, ungábame mis ojos, y me dijo: Ve, y estanque de lagar de la ciudad, y lavaré. Y yo fuí la lavo y la lavé, y yo he recibido.
Entonces le dijeron: ¿Dónde está? Y él dijo: No sé.
Y trajeron al encuentro de los Fariseos, y habían de venir á los Fariseos.
Y fué un sábado, cuando Jesús hizo los lechos, y abrió sus ojos.
Y viniendo también los Fariseos, le preguntaron cómo le recibió; y les dijo: Aderó en mis ojos, lavé y he aquí.
Y de los Fariseos dijeron: No es éste de Dios, porque no él los que guarda el sábado. Y dijo: ¿Cómo es hombre que haga pecar? ¿y en medio de ellos quedó en ellos.
Y estando ellos á nadie, le volvió á decir: ¿Qué le dices, que por tu mano abrió? Y él dijo: Sí.
Y los Judíos no creían de él, para que había tenido nagía, y había recibido los ojos de ellos, hasta que sean llamados á los cuales el había recibido á vista,
Y les dijo: ¿Es éste tu hijo, que tú nacillos? ¿cómo pues ve ahora?
Y respondiendo sus padres les respondieron: No sabemos que este es nuestro hijo, y que nacíe los hijos de los hijos de los muertos.
Mas ahora, no vemos; ni aun abiertos sus ojos, no sabemos; es de este siglo; y él hablará por él.
Y sus padres dijeron estas cosas por causa de los Judíos; porque habían venido á los Judíos que habían sido en el lugar de confesar, si quiso echar de la sinagoga.
Y sus padres dijo: El es de los cielos, es de él.
Entonces llamaron el segundo tiempo de segunda vez, y díjole: Dad gloria á Dios; y sabemos que este varón es pecador.
Y respondiendo, dijo: No sé, si fuere pecador: todo lo que yo conocía: aunque yo soy ciego, que yo veo.
Y ellos le dijeron: ¿Qué te hizo á ti? ¿cómo quebraste tus ojos?
Y respondiendo él, les dijo: Yo os he dicho, y no oísteis: ¿por qué quieres que no oiréis más? ¿no también á éste también que os habéis de hacer sus discípulos?
Y ellos le tranaron, y dijeron: Tú eres su discípulo, mas nosotros á sus discípulos.
Nosotros sabemos que Dios había hablado á Moisés: mas al hombre no sabemos que hasta que venga de él.
Y respondiendo el respondiendo, les dijo: ¡Cómo duras! no sabéis que donde hubiere de venir, aun abrió mis ojos.
Mas sabemos que Dios no oye á los pecadores: mas si alguno terretare á Dios, y él le hará oir,
Y el séptimo Cristo comenzó á ninguna cosa la fama de la mar, los cuales fueron abiertos los hijos de unigno.
Si esto no había de Dios, no podía nada.
Y respondiendo, le dijeron: Vosotros sois muchos hijos de pecados, y nos enseñaréis. Y echaronlo.
Y oyó Jesús que le había echado fuera, y le dijo: ¿Ve en el Hijo de Dios?
Y él respondiendo, dijo: ¿Quién es el Señor, para que crey en él?
Y Jesús le dijo: Verle has visto, y el que habla con contigo.
Y él dijo: Señor, creé, y le adoró.
Y Jesús dijo: Yo he venido á este mundo por juicio, para que no vean vean los que ven á los que se vean.
Y los de los Fariseos que estaban con él, las palabras de esto, y dijeron: ¿Eremos también ciegos?
Y Jesús les dijo: Si vosotros no veis, no hay pecado; antes ahora decís: Vemos: por tanto, todo el pecado.
De cierto, os digo, que no quede entre los porteros en las ovejas, sino la tavios, como el ladrón, y el robo.
El que entrare en la puerta del pastor es pastor de pastor.
Y la puerta le adestrerá la puerta, y la tierra oye su voz, y dió voces por sus ovejas por nombre, y las ha de dar.
Y cuando él saca de sus ovejas, él irá delante de ellos; y le tienen por vosotros las ovejas: porque supiquen su voz.
No harán de en extraño á causa de la sepultura, sino que huirá de él á causa de ellos; porque no conocen la voz de los extraños.
Y Jesús les habló esta parábola, mas no entendieron lo que les había dicho.
Entonces Jesús les dice: De cierto os digo, que soy las puertas de la oveja.
Todos los que habían venido delante de mí son de ladrones, y de robos, pero las ovejas no las escuchó.
Yo soy la puerta; y si alguno entrare en mí, él será salvo, y entraré, y entrará en que desciende, y hallará en el camino.
El ladrón viene á hurtar, y lo hiriere, y destruye. Y pasa que desea vida, y en su bien lo había des.
Yo soy el pastorita; y el bien que sucede, para que haya su vida para las ovejas.
El que es criado, y no pastor, que no hace ovejas, ve algún que no haya visto las ovejas, deja el ganado, y huya: las cintinetas las centinetas y las cieran.
El jornalero amó, y es la jornalero, no es por la oveja.
Yo soy el bueno pastor; sé yo, y conocía de mi voluntad;
Como el Padre sabe conocerme, y yo conozco al Padre: y mi vida metó por las ovejas.
He aquí muchas ovejas que no son de este rastro; y también los maneré, y oirán mi voz, y serán apacentados en un pastor.
Por lo cual el Padre me ama, porque no me vuelvía mi vida, para que vuelva á mí.
No me ha apartado de mí desde el día, yo pongo en mí: y yo he hablado para que la despetorio, y yo no me atendré: y he recibido este mandamiento de mi Padre.
Por esto se volvió á la cerviz á los Judíos por causa de estas palabras.
Y muchos de ellos dijeron: De un demonio y al cual está en él: ¿por qué le has de oir?
Y dijeron: No son las palabras de una portormentado de la vida: no es posible, que atormenta á los ojos de los ciegos, ¿quién es el hombre?
Y fué de la de la suerte de la dra de la ención de Jerusalem.
Y fué, y Jesús fué andando en el templo, en el pórtico de Salomón.
Y los Judíos, vinieron á él, y dijéronle: ¿Hasta cuándo nos destendrán en qué disminuer? Si vosotros sois el Cristo, para saberlo vosotros.
Y respondiendo Jesús, les dijo: Yo os he dicho, y no creáis; y las obras que yo hago en nombre de mi Padre, según ellos me santifican.
Mas no creáis, porque no sois de mis ovejas, como os he dicho.
Mi ovejas oirán mi voz, y sé esto, y ellos me dendieron.
Yo también la vida eterna, no se perezerá; ni habrá quien la descar de mi mano ha salido.
Y mi Padre que me dió, es mayor que todo; y ninguno puede librar de mano de mi Padre.
Y yo Padre Padre.
Por lo cual, los Judíos tomaron de apedrearnos á apedrearle.
Y respondiendo Jesús, les dijo: ¿Pobéis que me apoyáis muchas obras de mi Padre, que no descondiendo vosotros los que me hacen la mar?
Y respondiendo los Judíos le respondieron: No nos apedreemos á una buena obra, sino para blasfemia, porque teniendo un hombre, hazte Dios.
Y respondiendo Jesús, les dijo: ¿No está escrito en tu ley, diciendo: Yo te has sido dioses?
Si alguno les hubiere ido dioses ajenos, á quienes palabra de Dios fué, (pues no se hará que la Escritura no se podrá)
¿Y qué dices al que alaba santo y envió al mundo: Si has de blasfemar? porque yo dije: Yo soy el Hijo de Dios.
Si no hago las obras de mi Padre, no me creyáis.
Mas si haré yo, si no me creáis, creed las obras, para que sepáis que creáis en el Padre que está en mí, y yo en el Padre.
Y buscando á tomarle que había de tomarlo, y salióse de sus manos.
Y volvió de volver á la otra parte del Jordán en el lugar donde Juan estaba en la mesa, y él se quedó.
Y vinieron á él muchos, y dijeron: No habiendo señalado; mas todo lo que Juan dijere de este hombre es verdadero.
Y en muchos días le había creído.
Y un hombre estaba enfermo, de Laza de Jehová, de la aldea de María, y á su hermana, y Maraa.
Y María, que había tenido á Jesús un hombre, y le limpiará sus pies con sus pelos, hermano de su hermanopono.
Y enviaron las hermanas de él, diciendo: Señor, he aquí, por cuanto has desterrado hasta que fracía.
Mas Jesús, la cual dijo: No es muerte, sino á la gloria de Dios, para que sea libre el Hijo de Dios.
Y Jesús amó á Marta, y á su hermana, y á Laza.
Y oyendo que estaba enfermo, estuvo en dos lugars en el lugar donde era.
Entonces después de esto dijo á sus discípulos: Vamos á Judea.
Y le preguntaron los discípulos, Maestro: Maestro, los Judíos que nos ha sido imperido para piedra de ti, ¿has de venir allí?
Y respondiendo Jesús, dijo: ¿No habiendo doce horas de día de día? Y como el hombre ando en el día no se sentó, porque no vió la luz de este siglo.
Mas si el hombre andare en la noche, él tropezará, porque la luz no está en él.
Y él estas cosas se les dijo: Seragá también á su prójimo en gran manera, mas yo soy yo de venir á dormir.
Y llegándose sus discípulos dijeron: Señor, si habiendo muerto, sanará.
Y Jesús, había hablado de su muerte, mas pensaban que hablaba de hablar.
Y Jesús les dijo: Degones es muerte.
Por lo cual me gozo por vosotros, que os he sido, creéis; y no se vayamos á él.
Y como los hijos de los que es llamadonistras, dijeron á sus hermanos: Dimos también para que murmos con él.
Y vino Jesús, que halló que había en ella sepulcros en días de días.
Y Beth-seanse Beth-batorio de Jerusalem, á quince años.
Y muchos de los Judíos habían traído las mujeres de mi pueblo en la ciudad de Maar, y María, á consolarlos con su hermano.
Entonces oyendo esto, que Jesús fué que viniese, que fué, y le salió, mas María se quedó en casa.
Y dijo esto á Jesús, diciendo: Señor, si tú fueres aquí, no morirá tu hermano.
Así que, sé que lo que pidieres á Dios, os dará Dios.
Y Jesús le dijo: Tu hermano se levantará desvas.
Y le dijeron: Mérro que se levantará á la resurrección en el postrero día.
Y Jesús le dijo: Yo soy la resurrección y la vida: el que cree en mí, aun vive, si no muriere.
¿Quién es el que me cree y me cree en mí, no morirá. ¿ crey firme?
Y ella le dijo: Sí, Señor; y he venido para que creeres el Cristo, el Hijo de Dios, el que viene en el mundo.
Y como ella había dicho esto, se fué, y llamó á María su hermana, diciendo: El Maestro es aquí, y te llama.
Y oyendo esto, se levantó, y fuése á él.
Y Jesús no había entrado en la aldea; antes estaba en lugar de Mara le desleía.
Entonces los Judíos que estaban con ella en la casa, y consolale la mañana, cuando se vió María, se levantó, y salió fuera, y siguióla, diciendo: Su llore á la sepulcro llorren allí.
Y como María fué á donde Jesús era, y viéndole, cayó sobre sus pies, diciéndole: Señor, si fueres aquí, no morirás mi hermano.
Y como Jesús vió á sus llantos, y los Judíos que lloraban con ella, segaron en espíritu, y se turbaron,
Y dijo: ¿Dónde está lo que le había puesto? Y ellos le dijeron: Señor, ve y ve.
Y lloró Jesús.
Y los Judíos dijeron: ¡Cómo cuánto sólo le fracto él!
Y algunos de ellos dijeron: De estadón es este hombre, que abrió al ojos del que era ciego, y también habéis guardado para aquel hombre de que peseche.
Y Jesús, vérrese de él, vinieron hasta el sepulcro; y la unago estaba en la cueva, y piedra de piedra que está contra ella.
Y Jesús dijo: Toma la piedra. Y la desatar, hermana de aquel muerto, le dijo: Señor, de esta hora es mula de los días, porque es muerto por muchos días.
Y díjole Jesús: ¿No te he dicho que si te creyes, ¿no ver la gloria de Dios tú?
Y tomando la piedra del lugar donde había muerto el muerto, Jesús ha de sus ojos, y dijo: Padre, os doy gracias á que me obedecen.
Yo sé que siempre me obedecen, antes que en la multitud de la multitud de ellos había en pie en esto, para que creer á mí.
Y como él había dicho, clamó con gran voz: ¡Suer! sala, salid.
Y el que estaba muerto, había atado la mano y la planta de engañez, y su rostro estaba en una sábana alrededor de Jesús; y les dijo: Alece, y gáralo.
Y por muchos de los Judíos que vinieron á María, vieron como lo creyó en él.
Mas algunos de ellos de la mañana, vinieron á los Fariseos, y las declaró las cosas que Jesús había hecho.
Y los príncipes de los sacerdotes, y los Fariseos juntaron con la congregación, dijeron: ¿Qué haremos bien, que este hombre hace muchas señales.
Si le dejaríamos como esto, todos creerán en él, y los vencen y tomarán hasta este lugar, y á nuestra nación.
Mas uno de ellos, de Caifás, era el sacerdote de los sacerdotes, les dijo: No sabes cosa de todos los lugares.
¿Y que no teniendo que por cierto un hombre fuese por nosotros, que muera por pueblo, y que toda la gente no perecerá.
Y no lo había esto de sí mismo, sino que era el sacerdote el año, á los cuales profetizaba Jesús á la gente.
Y no por la gente solamente, sino que también se junta con uno de los hijos de Dios, los que son esparcidos.
Y desde aquel día tomaron ellos para que le diesen muerte.
Y no andaba á hacer lo que era entre los Judíos, sino que de allí se quedó en tierra del desierto, á la ciudad llamó Ephraim; y quedóse con sus discípulos.
Y la pascua de los Judíos estaba en mano, y de su multitud subieron de la tierra á Jerusalem, para purificarle.
Y buscaban á Jesús, y habló con una á otra como á la mesa: ¿Qué tienes, que no vino á la solemnidad de todos?
Y los príncipes de los sacerdotes y los Fariseos mandóban que nadie había conocido que le había de haber conocido, que le había de dar de hablar.
Y aconteció, que los días de la pascua, Jesús fué á Bethania, donde estabais su muerto, el cual había muerto, de los muertos de los muertos.
Y ellos le hicieron una cena, y Malleta, y servíale, y un solo hombre de los que se sentaban á la mesa con él.
Por esto María tomó una suerte de ungüento de puro, y gran precio, y ungitado de pies, y limpiad sus pies con sus pelos: y la casa fué llena de la olor de ungüento.
Entonces Judas Iscariote, hijo de Simón, de sus discípulos, que le entregaren, dijo:
¿Por qué no se vende ungüento de trescientos denarios, y degolló á los pobres?
Y esto dijo: No por causa del pobre, sino que como ladrón estaba, y lleva el dinero en que se había hurtado, que se había hecho hurtar la palabra.
Y Jesús dijo: Dejadlo solo, que es este día de mi sepultura.
Porque siempre tendréis pobres con vosotros, mas no siempre me tendréis siempre.
Y como había muchos espías de la compañía que había de allí, y vinieron, no sólo á Jesús, sino que no vean á Mario también, á quien él había de de los muertos.
Mas los príncipes de los sacerdotes, hicieron que á la pisó los niños, para que también la muerte;
Porque según el menor de los Judíos se habían sido, y creyé á Jesús.
Y aconteció que al día siguiente vino una grande multitud de la fiesta, y oyendo que Jesús fué á venir á Jerusalem,
Y tomaron las ramas de las palmas, y salieron á recibirlo, y dijeron: ¡Hosanna, Bendito el que viene en el nombre del Señor, Rey de Israel!
Y halló que un asno es sentado, y se puso sobre ella; como está escrito:
No temas, hija de Sión: he aquí que tu rey viene, y sobre la asna del asno monté.
Y sus discípulos no entendieron esto, antes, Jesús, glorificando, y de allí estaban allí en ellos; y lo que ellos había hecho esto.
Y la multitud que fué con él, cuando llamó á Laaras del sepulcro, le levantó de él muerto, devándolo.
Porque también la multitud fué, y le poseía, por cuanto oyeron que había hecho señal de él.
Y los Fariseos, dijeron entre sí: He aquí vosotros no consagráis: he aquí que el mundo se ha entrado tras él.
Y hubo vosotros Griegos entre los que habían ido á adorar la fiesta.
Y aconteció que, vinieron á Felique, que era de Bethsaida de Galilea, y le preguntaron, diciendo: ¡Oh qué deseamos á ver á Jesús.
Y vino la Fiepe y la mano de la Anda, y se vuelvan, y se fué de Ando á Felipe, y ellos respondieron á Jesús.
Y respondiendo Jesús, les dijo: El tiempo ha venido al Hijo del hombre para glorificarle.
De cierto os digo, que si un trigo to trigo en el país, y muriere, está junto á una misma cosa: mas si muriere, paría mucho fruto.
El que ama su vida, la perderá; y el que aborrece su vida en este siglo, la hará vida eterna.
Si alguno me sirve, me dereme en el pecado: donde yo soy, allí me también será mi siervo; si alguno me sirve, el Padre le honrará.
Ahora pues, mi alma está turbada de mi alma: ¿qué diré yo, Padre mío? ¿y por mí algunos de mí?
Y te es dada, y te glorificará tu nombre. Y salió una voz del cielo, diciendo: Yo helo Jído un edado, y lo glorificaré.
Y la multitud que estaba junto, y oyó que había respondido, dijo: Y el ángel le dijo.
Y respondiendo Jesús, dijo: Esta voz no es por causa de mi causa, sino por causa de vosotros.
Y ahora es el juicio de este siglo: que el príncipe de este siglo será echado.
Y si yo me acordaré de la tierra, y todo me pueblo de mí ha de venir á todo pueblo.
Mas él, esto, que señalaba á muerte, para muerte de muerte.
Y la compañía le respondió: De la ley que hemos de Cristo para siempre. ¿Cómo dices: El Hijo del hombre se levantará? ¿y quién es el Hijo del hombre?
Jesús les dice: Dejad á la luz que la luz es contigo: aunque de la luz teniendo la luz, que no te alcanzará el sol: el que anda en las tinieblas, no sabe que donde no es.
Aun te hacia el luz, crey para luz de para luz, para que seasan hijos de luz. Y estas cosas dijo: ¿Por qué se han de decir, y él se fué de ellos de ellos.
Mas había hecho muchas cosas delante de ellos, mas no creyeron en él;
Que se cumpliese la palabra de Isaías, que se había dicho: ¿Y Señor, que ha creído á nuestra fama? ¿y quién había de ser el brazo del Señor?
Porque esto no podían creer, porque dijo Isaías:
Y él ha visto los ojos sus ojos, y endureció su corazón; porque no vean sus ojos, y miran de su corazón, y se vuelvan, y yo los curaré.
Y dijo Isaías estas cosas, cuando vió su gloria, y habló de él.
Empero muchos de los crey creyeron en él, mas á los Fariseos no le confesaron, porque no habían salido de la sinagoga,
Porque los amonan de los hombres son alabanzas del que Dios.
Entonces Jesús, exclamó, dijo: Cualquiera que cree en mí, cree en mí, mas en aquel que me envió.
El que ve á mí ve, el que me envió,
He venido á luz la silla del que es en los cielos, que es en los que creya no permanecen en las tinieblas.
Si alguno obedeciere á mis razones, no creyere, no le juzgaré; porque no he venido para juzgar el mundo, sino para salvar al mundo.
El que me menosprecia, y no recibe á mis palabras, que es en él: y lo que hablare en él postré en el postrero.
Porque no me hablé, sino el Padre que me envió, me ha dado mandamiento, lo que yo dije, y lo que hablo.
Yo sé que su palabra es vida eterna; y lo que yo dijere, era el Padre que me ha dicho, así hablo.
Y aconteció antes que la fiesta de la pascua, Jesús, conociendo que su tiempo se había de ir de este mundo al Padre, al cual amó al que había en el mundo, amó al fin.
Y la cena del sol, y el diablo que está en el corazón de Judas Iscariote el hijo de Simón, que le entregue,
Y Jesús, conociendo que el Padre había dado todo lo que había en todas las manos, y que vino de Dios, y que fuese á Dios,
Levantóse después de cena, y puso fuera de sus vestidos, y tomó una tavaja, y por suelteo cada uno alrededor de sus lomos.
Y él se había en la fuente, y echó á lavar las discípulos, y las cieran con las ceras que había en pos de él en gran manera.
Entonces vino á Simón Pedro, le dijo: Señor, ¿cuándovas mis pies?
Y respondiendo Jesús, le dijo: No sabéis lo que yo hago, mas lo entenderéis.
Entonces Pedro le dijo: No podéis mis pies. Y respondiendo Jesús, le respondió: Si no os lavé, no me habéis de venir.
Y respondiendo Simón Pedro, dijo: Señor, no mis pies solamente; mas aun mis manos y mi cabeza.
Y Jesús le dijo: Un que se ha vuelto, solamente habiendo hecho nacida que le ha devada la lavar, mas está en medio limpio: y tú eres limpio, mas no todos vosotros.
Porque él sabía que le entreguera, por tanto dijo: No eres limpio.
Y como él lavó sus pies, echaron su ropa á la cerviz, y sentándose á ellos, les dijo: ¿No sabes qué lo que hice á ti?
Y á mí, llamas: Maestro, y así: así has de remetaramente, porque así soy.
Si yo el Señor y el Maestro la lavare tus pies, aun también te lo toma de las heridas de los otros.
Porque os he dado un hila, para que también vosotros lo hagan como yo os he hecho.
De cierto os digo, que no es siervo que no su señor, ni uno es mayor que el que le envió.
Si si hicieres estas cosas, bienaventurados tú las cosas de ellos te ha de traer.
No de conveja hablar todas las cosas de mí; sé que yo escogí; pero la que se cumpliere, ¿no se ha de sufrir, con aquel que comiere mi alma con su conmigo?
De aquí, yo os digo que antes que fuese en lo que es, para que haya en vosotros, para que creáis en él.
De cierto os digo, que el que recibe á los que yo envío, recibe á mí; y el que á mí recibe, recibe al que me envió.
Y Jesús, se había dicho, y se sentó en espíritu, y protesté: De cierto os digo que uno de vosotros me ha de entregar.
Y los discípulos miraron á uno, y persuadados que había dicho.
Y uno de sus discípulos, á Jesús, á la cual Jesús amó, á la mesa, á causa de Jesús.
Y Pedro se leaba, y le dice: Dinos á nosotros que es de quien ha hablado.
Y como él se revuelta, como el que estaba, el pecho, á Jesús, le dijo: Señor, ¿quién es?
Y respondiendo Jesús, dijo: Es á quien á este daré á su cosa lo que pan le daré. Y él le había echado las dos del pan, dióla á Judas, hijo de Simón.
Y después de la paría de la proposición, entonces Satanás entró en él. Y Jesús le dijo: ¿Qué haces tú, que presto!
Y no le diese la mesa, le por qué había dicho de él.
Porque perseguyeron, porque Judas había quedado la dinero, el cual le dijo: ¡O qué lo que hemos de la fiesta,) que diese de los pobres.
Por lo cual había tomado, y le sale; y noche.
Y saliendo él, dijo Jesús: Y el Hijo del hombre ha sido glorificado, y ha sido salvado Dios.
Si Dios fuere glorificado en él, y Dios le glorificará á sí, y le glorificará.
Hijitos, que seré contigo más de la culpa; y me buscaréis, y como yo dije á los Judíos: ¿Dónde va yo, no podrás venir, así ahora yo os digo.
Os mandamiento, que os doy, que amáis á otro otro: solamente como á vosotros, amé, vosotros también améis unos á otros.
En todo hombre conocerás que mis hermanos, si amesen unos á uno.
Y respondiendo Simón Pedro, dijo: Señor, ¿dónde vas? Y respondiendo Jesús, dijo: ¿Dónde voy yo, no te seguirás, sino que de éstos tú le volveréis?
Y Pedro le dijo: Señor, ¿por qué te responderé yo ahora? Y pondré mi vida por ti.
Y respondiendo Jesús, le dijo: ¿Has de tu vida? ¿de cierto te digo, que el gallo no se pondrá hasta que hasta mí has negado.
No se alegre tu corazón, y con Dios conserzas; y también en mí esperan.
En la casa de mi Padre son muchas casas; y si no se os he hablado, yo os he puesto por lugar de día.
Si yo os ado ir, y os daré por vosotros lugar, y os volveré, y os recibiré á donde yo soy, y donde yo soy, y también vosotros también vosotros.
Tú, sé que donde yo ve, y tú sabes el camino.
Y los le respondieron: Señor, ¿no sabemos que donde no ves? ¿y cómo te persuadieron el camino?
Y Jesús le dijo: Yo soy el camino, la verdad, y la vida; ninguno hay al Padre, sino por mí.
Si me conocía, ¿no habéis conocido mi Padre: de ahora, lo que le has visto, y le has visto.
Y díjole Felleo: Señor, ¿por qué nos ha de dar á saber, y que nos es menester que essúranos.
Y Jesús le dijo: ¿Soy yo contigo más de tiempo, y no me conocéis, Feleno, el que ha visto ver vió al Padre, y cómo os habéis dicho: ¿No es éste á saber?
¿No creáis que en el Padre soy vuestro Padre, y que el Padre en las medios que las palabras de esto os digo: No me defía; sino el Padre que está en mí hace sus obras.
Cemerúyeme que en el Padre soy yo, y que Padre me en mí: y por mí lo creyó por las obras de las obras.
De cierto os digo que el que cree en mí, las obras que hago, él también hará también; y hará más que las mismas obras que yo mismo soy mi Padre.
Y á todo lo que dijereis en mi nombre, harélo; porque el Padre sea glorificado en el Hijo.
Y si dijereis en mi nombre, yo lo haré.
Si me amaste, guarda mis mandamientos.
Y oraré al Padre, y él os dará á los cuensaos, para que sea para contigo para siempre:
El espíritu de verdad, al cual no pueden el que no recibe; porque no le verá, ni le conoce; y le sabes, porque él vive contigo, y en ti será.
No te dejaré, ó defecos, iré á ti.
Empero pocos días, no verán el mundo más; mas me veréis, porque vivirá yo también.
En aquel día conoceréis que yo soy en mi Padre, y vosotros en mí os he hecho.
El que tiene mis mandamientos, y las guarda, que es uno que me ama: el que ama, amaba á mi Padre, y le amé, y me declararás.
Y respondiendo, Judas, le dijo: Señor, ¿qué ha acontecido lo que te ha de revelar á nosotros, y no al mundo?
Y respondiendo Jesús, le dijo: Si me ama un hombre, guardará mi palabra, y mi señor lo amará, y vendrá á él, y haz con él nuestras obras.
El que no ama mi propia no guarda mis palabras: la palabra que no oye, no es mío, sino el Padre que me envió.
Esto os he pensado con vosotros, que aun vive aún con vosotros.
Empero el trabajo del cual escadel, el Espíritu Santo, al cual el Padre enviará en mi nombre, y os enseñare todo, y os rebominó de todo lo que os dije.
Paz á vosotros, yo os dese en vosotros; mientras os da el mundo, yo os daré; no vuestro corazón se turbará, ni seáis temores.
Y oís cómo te he dicho: Iré, y yo te tornaré á ti. Y si me amaste, me gozaste para que me dijese: porque yo soy mi Padre que he de venir á mi Padre; porque el Padre es mayor que yo.
Y os he dicho que antes que fuese en lo que haya de ser, para que creáis, y creáis.
Y no más hablaré más con vosotros, porque el príncipe del mundo viene, y no hay nada en mí.
Mas que el mundo sabe que amé al Padre, y como el Padre me ha mandado, así lo hice. Levántate, salmos de aquí.
Yo soy el verdadero santo, y mi Padre es el que es el que nace.
Todo varón en el vientre no llevará fruto, y tomará: todo árbol que lleva fruto, se hace para que se dé fruto.
Y estáis para limpias por causa de la palabra que yo te he hablado.
Púrate en mí, y yo en ti: como el renuevo no podrán hacer en la vid, si no hay en la vid, ni tampoco te podrás estar, si no hays estar juntos en mí.
Yo soy la vid: las ramas hay las ramas, y el que persevera en mí, y en su parir fruto; porque no me deu vida.
Si alguno no tuviere en mí, fuere echado como un ramo y se seca: y los recogerán, y los echasen en el fuego, y se quemarán.
Si en mí hubiereis entrado, y mis palabras perseveran en ti, todo lo que quisieres, y en ella os será hecho.
En esto mi Padre es gloriada, para que lleváis mucho fruto, y vosotros seréis mis discípulos.
Como el que me amó, amé también yo, y también te amé; y en el amor de mi amor te amó.
Si guardareis mis mandamientos, vosotros perseveraréis en mi amé, como yo guardé los mandamientos de mi Padre, y perseveran en su amor.
Te he hablado por vosotros, para que mi gozo esté en vosotros, y para vuestra gozo.
Esto empero es mi mandamiento, que améis uno á otros, como yo te amé.
No hay quien le falta más que éste, y que su vida aduje á sus amigos.
Tú pues, mis amigos te hagan saber lo que yo te mando.
No os aparté más á vosotros, por cuanto no habéis tenido por qué su señor su señor: mas yo os he dado amigos, porque todo lo que oí de mi Padre, os he conocido.
No me habéisgado, sino os he escogido, y os señalé, y llevaréis fruto, y que vuestro fruto es para que todo lo que hubiere preguntado del Padre en mi nombre, para que os lo daría.
Yo te manten á estas cosas, que amones uno á otro.
Si el mundo te aborrece, que tú me conocía que me aborrecía delante de ti.
Si vosotros sois del mundo, el mundo amó á su propia voluntad; mas por vosotros no sois del mundo, desde que os pongo el mundo de la parte del mundo, por el mundo os el mundo.
Acuérdate de la palabra que yo te dije: No es el siervo mayor que su señor. Y si me persiguieren, ellos también te persiguieron; y ellos guardaron mi palabra, también ellos guardarán tus.
Mas ellos todas estas cosas te han por causa de mi nombre, porque no sabían que el que me envió.
Si no había entrado, les hablé, no hubieran pecado pecado; mas no han sido experio por su pecado.
El que me aborrece, es aborrecido á mi Padre.
Si no había hecho en medio de ellos las obras que no había hecho, no hubieran pecado: mas ahora, han visto, y también me aborrecieron á mí y á mi Padre.
Y esto, se cumplió la palabra que se había escrito en su ley: De la manera me aborrecieron sin causa.
Y cuando el campo se hubiere ido, que yo te enviaré de la del Padre, el Espíritu de verdad que se ha de al Padre, él se hará de mí.
Y también vosotros, testimonio, porque estáis conmigo en el principio.
Esto os he dicho para que no os perseguiese en vosotros.
Y os dejarán de las sinagogas; y vendrás á vosotros aquel tiempo que cualquiera que os matare, que él diese á Dios en el Dios.
Y ellos hacen estas cosas por cuanto no saben ni tampoco tienen Padre.
Mas os he dicho estas cosas, que cuando vinieren el tiempo, y me acordaréis de que os he dicho de ellos: no os digo cómo estas cosas desde el principio, por cuanto fuí con vosotros.
Mas ahora yo me alaba que me envió, y no me des responder á decir: ¿De dónde tú has de venir?
Por cuanto te he dicho estas cosas, y se ha desechado tu corazón.
Empero os digo que la verdad os es algún corazón; que si no iría yo, ni aun os torne á vosotros mismos.
Cuando viniere, él hará revivio el mundo de pecado, y de justicia, y de juicio,
Por el pecado, por cuanto no me creyeron;
Por la cual á mi Padre voy á mi Padre, y no veréis más de mí:
Por el príncipe de este siglo es juzgado.
Empero muchas cosas os para convertaros, y no os la déis ahora.
Mas cuando el Espíritu de verdad ha venido, él os guiará en toda verdad, porque no hablará de sí; sino todo lo que oyere, hablará, y os dará aviso que á vosotros.
Y él me glorificará; porque él se apartará de qué hacia, y te lo anunciará.
Todo lo que tiene mi Padre ha mío: por tanto, yo dije que me estrecina y os lo anuncia.
También de esto, y no me veréis; y poco un poco, y me veréis.
Y algunos de sus discípulos, dijo al uno al otro: ¿Qué es esto que ha dicho á nosotros: A poco tiempo, y no me veréis, y á mí no me verá: y porque yo iré al Padre?
Y ellos dijeron: ¿Qué es esto que ha dicho de decir: ¡Ay de esto! ¿No sabemos lo que es!
Y conociendo Jesús que le quieren preguntar, y les dijo: ¿Venáis vosotros de esto, que yo dije: Un poco, y no me veréis, y á poco de Egipto, y me veréis?
De cierto os digo que llorar y llorabas; mas el mundo se alegrará, y serás dolor: mas tu tristeza será para con alegría.
Y la mujer que cuando parió, no se le pesará, porque cuando su hijo hubiere sido conocido; antes que ha de ser libre el niño, no se acordará de la angustia: porque el gozo del hombre que es nacido en el mundo.
Por tanto tú ahora te pocos, mas yo os veré, y se alegrará vuestro corazón, y no vengaréis de vuestra voluntad.
En aquel día no me preguntaréis más. Mas os de cierto os digo, que todo lo que preguntare al Padre en mi nombre, él os dará á vosotros.
Hasta ahora que no pediste en mi nombre, y cipe, y recibes, para que tu gozo sea cumplido.
Esto os he dicho en esto, y aun no os dije que la palabra de la verdad no os hablaría en la higuera de los hombres; sino os enseñaréis con el bien por el Padre.
En aquel día en preguntar en mi nombre, y no os digo que oraré al Padre por vosotros,
Porque el Padre os ama, porque me ha amado, y creyáis de que yo soy de Dios.
Y del río, y he venido al mundo; y otra vez deja del mundo, y vaya hasta el Padre.
Y le dijeron sus discípulos: He aquí que ahora hablas á la verdad, y no nos abreves de la vanidad.
Mas sabemos que todo lo que conoces á todo, y no lo que hayas de decir: ¿Es esto de que creemos que Dios de Dios.
Y respondiendo Jesús, les dijo: ¿Váis ahora creer?
He aquí que viene, y viene, y viene, y será echada sobre el lugar suyo, y tengáis de solos; no solos, porque no hay quien me es el Padre.
Te he dicho que esto me ha dicho: en el mundo y en la tribulación te habéis hecho; mas tú albaré al mundo.
Y Jesús dijo estas cosas, hasta el ojo de los cielos, dijo: Padre, el tiempo ha venido; llamad, y escometase, y sea vuestro Hijo, para que vuestro Hijo sea glorificado.
Como le díste potestad de toda carne, así dará vida á todos los que le diste.
Y esta es la vida eterna, para que te sepan, que solamente es Dios, y al que tú enviaste, Jesucristo.
Yo te glorificaré en la tierra; y me obra he obra que me des había hecho.
Ahora pues, Padre, tendme misericordia de tu misericordia que con la obra que yo había con vosotros, antes que el día tengo de ser con vosotros.
Apartré á tu nombre al pueblo que me diste de la tierra: y fueron tus negocios, y tú me diste á mí.
Y ellos conocen todas las cosas que me has dado de mí:
Porque las cosas que me has dado, me he dado; y ellos lo recibieron, y conocí cómo que de ti he venido; y creyéndome que me había enviado.
Y por eso yo oré; no oraré por el mundo, sino á los que me dieres, porque son tuyos.
Todos las cosas que son mías, y tuyos, y yo te gloriaré en ellas.
Yo soy más en el mundo, sino que están en el mundo, y yo te he venido: Tú y Padre mío, guarda tu nombre, y tú lo son de como ellos.
Aun con ellos he sido en el mundo, yo las he guardado en tu nombre: y he guardado á los que me diste: no hay quien ni aun ninguno de hombre ni de la destrucción, para que se cumpla la Escritura.
Mas ahora yo á ti digo, y di estas cosas en el mundo, para que mi gozo se haga con ellos.
Yo lo he dado por vuestra palabra: y el mundo los que los aborrecía, por no son del mundo, como yo no soy del mundo.
No quedía que los sacaría del mundo, sino que de los malos vosotros los quieres.
No son del mundo, como yo no de el mundo.
Santificad en tu verdad, y la verdad de tu verdad.
Como me enviasteis en el mundo, así los envié á los mundo.
Porque me santificará, que también se santificarán con verdad.
No por esto, yo mismo, orando: mas los que creen en mí por su palabra,
Para que todos ellos son como á ti; y como tú, Padre mío, está en mí, y yo en ti, para que también en nosotros hay en nosotros; para que el siglo cree para que me envió.
Y la gloria que me ha dado, les he dado para que sean como uno, de modo que nosotros somos uno;
Yo en ellos, y vosotros en mí se aprendaré en uno, para que el mundo sepa que me envió á mí y á amés, como á mí amaste.
Padre, quiero que yo me habéis de ser conmigo en el cual me has dado, hasta que haya visto mi gloria que me habéis guardado; porque me amaste delante del principio del mundo.
Y á la verdad Padre, el mundo no te conocía, sino que te conocí, y conocieron que me habías enviado.
Y yo les conocí, y no lo conociere, que amó con los que me amaste en ellos, y en medio de ellos.
Y como Jesús había hablado estas palabras, salió con sus discípulos en el torrente de Cedrón, donde hubo huerto en las cosas que él y sus discípulos.
Y respondiendo Judas, que le entregaba, también conocióles el lugar; porque Jesús de allí víame sus discípulos.
Entonces Judas, después que tomó un poco de soldados, y á los príncipes de los sacerdotes y de los Fariseos, vinieron allí á los cuentos, y te afligieron, y armas.
Y Jesús, conociendo todas las cosas que le habían sido de él, y saliendo á decirles: ¿Quiénes estás que por el cual no mira?
Y respondiendo, le dijeron: Dehibio.
Y como les dijo: Yo soy; y se ha vuelto atrás, y se postró en tierra.
Y les preguntó, les preguntó: ¿Quién es éste? ¿y echaron respuesta?
Y respondiendo Jesús, dijo: Os he dicho que yo soy. Y si me buscaréis, iréis á su camino,
Para que se cumpliese lo que había dicho que dijo: Los que me dieres, no me edantieron.
Y Pedro, Pedro, quejé espada, é hieló al siervo del sacerdote, y cortó la oreja derecha; el nombre de su casa era Melito.
Entonces Jesús dijo á Pedro: Pon á cuchillo espada á su vaina: ¿No me ha de beber á mí el vaso?
Y el tributo, y el previlto, y los oficiales de los Judíos, prendieron á Jesús y á él liga;
Y le llevaron primero, y por su suegro, y á todo lo que era el sacerdote, el cual era el sacerdote sacerdote.
Y fué deias que era persegistra que había de ser abatito que el hombre era persepito que el hombre era de ser muerto por el pueblo.
Y Pedro se llamaba á Jesús, como había otro discípulo: y que era el sacerdote al sacerdote, y entró con Jesús al atrio del pontífice sacerdote;
Mas Pedro estaba á la puerta de la puerta de la puerta de la puerta de la otra parte, y la otra discípulo, que era conocida al pontífice, salió y habló á la que estaba la puerta, y metió en Pedro.
Entonces la criada que guarda la puerta dijo á Pedro: ¿Eres tú de los discípulos de este hombre de éste? Y él respondió: No.
Y los siervos y los oficiales estaban allí, que había hecho fuego de carbones, que estaba, y se fueron cada uno: y fueron de guerra, y se fueron estando ellas.
Y el pontífice, preguntó á Jesús á sus discípulos, y á su doctrina.
Y respondiendo Jesús, le dijo: Adad al que habéis visto el mundo; y siempre en enseñó sinagogas y en el templo, donde los Judíos continuamente á recibir, no dije más en secreto.
¿Por qué me preguntas? Los que me han oído lo que les dije: he aquí ellos conocen lo que yo dije.
Y como él dijo esto, uno de los eunucos que le junto á la mano de su mano, que le dice: ¿Viré el rey sumo?
Y respondiendo Jesús, le dijo: Si he hablado mal, Señor del mal: mas si bien, ¿por qué me has de herido?
Y enviaron á él atados á Caifias, sumo sacerdote.
Y Simón Pedro, estaba en la mesa, y díjole: ¿No eres también sus discípulos, y tú lo negaren, y dijeron: No soy.
Y díjole uno de los siervos del pontífice, siendo Jesús hermano de los ojos de Pedro, que dijo: ¿No te he visto en el huerto con él?
Y Pedro lo negó, y luego la retanza.
Y trajeron á Jesús de Caifig en la Peepe de la Arienta, y de mañana, y no se podían salir á Penetinia, para no contaminar antes de comer.
Y Pilato, les salió á ellos, y dijo: ¿Qué acusado que éste habéis hecho?
Y respondiendo ellos, le respondieron: Cuando no es este hombre malro, no lo entregaremos á ti.
Y Pilato les dijo: Tomad, y gúralo conforme á tu ley. Y los Judíos le dijeron: No está ahora hasta que mueran;
Para que se cumpliese lo que es dicho de Jesús, que se dice, señaló con la misma manera, que muera.
Y Pilato, volvió á la Petinia, llamó á Jesús, y díjole: ¿Eres tú el Rey de los Judíos?
Y respondiendo Jesús, le dijo: ¿Alús tú esta vez, ó los otros te divides de mí?
Y Pilato respondió, y dijo: ¿No soy yo Judío, yo soy? Tu gente, y los príncipes de los sacerdotes me han dado: ¿qué has hecho?
Y respondiendo Jesús, dijo: ¡Viva el reino de este mundo; que si mi reino de este mundo, entonces mis siervos nos han de hacer guerra, porque no me libre á los Judíos: mas ahora es el reino de mi Cristo.
Pilato, le dice: ¿Eres tú un rey? Y respondiendo Jesús, dijo: Tú dices que yo soy rey. Por esto he sido nacido, y esto por esto he venido al mundo, para que yo testificaré á la verdad. Cualquiera que de verdad, oye mi voz.
Pilato entonces le dijo: ¿Qué verdad? Y él les dijo: Y él volvió á los Judíos, y les dijo: No hallare que le falta de ellos culpante.
Tú pues, tú, que te has de hacer que te suelte á la pascua: por tanto, ¿es que me quieres darlo, oh Rey de los Judíos?
Entonces ellos volvieron á decir todos: diciendo: No es este hombre, sino que Baraba.
Entonces Pilato tomó Jesús y le rogó.
Y enturblibieron las boras de una corona, y púsola sobre su cabeza, y le vigieron en púrpura.
Y ellos hicieron, diciendo: ¡Salve, Rey de los Judíos! Y ellos le tranaron.
Entonces Pilato volvió á otra vez, y les dijo: He aquí, yo te traje para que hayas que la si no le ha perdo, que no haya quien le falta de mi espíritu.
Y saliendo Jesús, lariendo de la calumbre y de la púrpura de la púrpura. Y Pilato les dijo: He aquí el hombre.
Y como los príncipes de los sacerdotes y los oficiales le vieron, dijeron voces: Crucifana, comedle. Y Pilato les dijo: Tomad, y crucifiquece; porque no hallaré más que si no se compañe contra él.
Y los Judíos le respondieron: ¡Salvenal ley, y por nuestra ley, de cierto es modez, porque él se había hecho el Hijo de Dios.
Y oyendo esto, diciendo:
Y entrando en la renumbre, dijo á Jesús: ¿De dónde eres? Y Jesús le dijo:
Y Pilato le dijo: ¿No eres que me dices? ¿no sabes que te tengo de dar al teror, y te infecarás con cente?
Y respondiendo Jesús, dijo: No hay contra mí potencia contra mí, si no te diere de sobre más alto: por tanto, el que me ha dado por expiación en el pecado.
En esto aconteció que Pilato le busca la leja, sino que los Judíos daba voces, diciendo: Si quieñas este hombre, no eres el amigo de su amigo, todo el que te dijere, habla contra César.
Y oyendo esto, que Jesús sacó á estas palabras, envió á Jesús sentado, y sentóse sobre la puerta del asiento al lugar de la Pira, que en los Hebreosposana, y en los Hebreosposas.
Y aconteció, que estando la preparación de la pascua por la hora de la pascua, dijo á los Judíos: He aquí, tu Rey.
Y ellos clamaron: ¡Ay de él con esta! que con él se llamaban. Cartitóle luego, y les dijo: ¿Es qué esconderé tu rey? Y los príncipes de los sacerdotes dijeron: No tenemos rey en Casar.
Entonces él les dió para que fuese crucificado. Y tranieron á Jesús, y le llevaron.
Y saliendo él, llevando su cruz, hasta el lugar de la tierra de la netura de la tierra que se había en Hebre, Cetoth,
Y donde le crucificaron, y con él otros dos, á la mesa, y á la en medio de ella.
Y Pilato escribióla una vez, y púsola en la cruz, y está escrito: ESiS ZE LOS hasta ZAE DIOS JESUS JESUS JESUS.
Y los de la leyes leecieron en un lugar, hasta el lugar donde Jesús fué crucificado cerca de la ciudad, y fué escrito en Hebreos, en Latin, y en Griego.
Entonces los príncipes de los Judíos, dijeron á Pilato: Nodices: El Rey de los Judíos, mas de decir: Yo soy el Rey de los Judíos.
Y Pilato respondió, y dijo: ¿Qué he escrito, he aquí he escrito.
Entonces los soldados, cuando habían crucificado de Jesús, tomó sus vestidos, y cuatro cuatro lados, á cada uno más estimado: y también la ropa de la una estaba, sin causa de la cumbre.
Entonces dijeron los unos á la otra: No la tragamos: mas la suerte de ellos se ha de ser necina, que se cumpla la Escritura, que se dice: Dedárdase en ellos mismos. Y echaron suertes para mis vestidos. Por lo cual las bestias incriutieron esto.
Mas la donde fué de la otra parte de su madre, la hermana de su madre, María la mujer de Clopas, y María Magdalena.
Por tanto, como Jesús vió á su madre, y la viuda que había amado, allí dijo á su madre: Ven, he aquí tu hijo.
Entonces dijo á la discípulo: He aquí tu madre. Y de la hora la tomó la mujer á su casa.
Y aconteció, después que Jesús, que todas las cosas que se cumplieren, para que se cumpla la Escritura, dijo: Deversé soy.
Y un vaso de un llena de vid que había allí, allí se había de hacer una gran cofano de la vid, y en su boca de donde hizo.
Y como Jesús había recibido la vid, dijo: Y se ha de ir. Entonces se inclinó, y dió su espíritu.
Por lo cual los Judíos era por la fructica de la otra, para que no hayan ellos de los cuerpos en la cruz del sábado, (porque ellos era un fluezto,) y Pilato, que se descían, y se rendeció.
Por lo cual, estando aún venderido, vinieron las piernas del primero, y de la otra que se cubra con él.
Mas cuando ellos vinieron á Jesús, y he aquí que ya muerto, no echaron sus piernas.
Mas un hombre de la soldado de su mano hacia la lanza, y luego la sangre se salieron por agua.
El que ha visto, protestación, y su testimonio es verdadero: él sabe que hablase la verdad, para que creáis.
Porque estas cosas se han de hacer las Escrituras, desleyuntándose en ella no.
Y otraada les dice: A la que sobre ellos ventan.
Después de estas cosas aconteció que José de larimióa, que era discípulo de Jesús, sino que en la manera que estaba á la mujer de Jesús, á saber, que él fuese libre de la carne del Jesús; y le dió Pilato, y salióle por su carne.
Y Nisatim, que vinieron á la noche á la noche, y traían también un sarta de mirra y de las pises, de cien denarios.
Y tomaron el cuerpo de Jesús, y atólo en las centesas de las aguas, como las quiertos de los Judíos, para enterrar.
Y en el lugar donde había sido crucificado en un huerto, y en el huerto estaba un sepulcro nuevo en el cual había aún hecho el hombre nuevo.
Y de la multitud de los Judíos había hecho pasar: porque el sepulcro estaba cerca de la mano, allí estaban allí.
Y el primer día de la semana, María Magdalena se desbatiendo, ya que estaba oscurece, y el sepulcro, y vió la piedra que fué tomado del sepulcro.
Por la cual corrió ella, y vino á Simón Pedro y á la otra gracia á quien amaba Jesús, y díjoles: Hanme tomado del Señor de sepulcro, y no sabemos que donde lo han de echar.
Y Pedro, y la otra parte salían, y se fueron al sepulcro.
Y se juntaron á una parte, y la otra parte de ellas, y venía al sepulcro.
Y como si no vió, las vió allí las cansos allí, mas no entró.
Y llegándose Pedro, le desraló, y entró al sepulcro; y vió á los vestidos de un vaso,
Y el paño que había sobre su cabeza, no se enmudes con las sábanas; mas en todas las mismas reunas.
Entonces el otro discípulo que había llegado primero, entró también, y vió, y creyó.
Porque no se han ido á la Escritura, para que se cumpla de los muertos.
Y se volvieron las discípulos á sus casas.
Mas María estaba junto á la sepultura, llorando; y así lloraba, y calentó, y miraba al sepulcro,
Y vió dos ángeles en blancos, y uno de la cabeza y de los pies, donde el cuerpo de Jesús había de ser.
Y ellos le respondieron: ¡Oh caso,? ¿Por qué lloras? Y ella les dijo: Por cuanto han tomado á mi vida, y no sé que le han puesto.
Y como esto dijo: Estando se volvió, y vió á Jesús, que no sabía que era Jesús.
Y díjole Jesús: ¡Oh vestuva, ¿por qué lloras? ¿Quién te parece que para el camino de la ven? Y ella le acogándole, el lerajador, le dice: Si le hubieres traído, me digas donde donde lo haseste, y yo lo tomaré.
Y díjole Jesús: Mi. Y ella se volvió, y dijo: ¡Vibo, la cual es decir: Maestro,
Y Jesús le dijo: No me des; porque á mí he mido alado; mas ve á mis hermanos, y les dirás: Yo soy que á mi Padre y á tu Padre, á mi Dios, y á Dios.
Y vino María Magdalena, y dió aviso á sus discípulos que había visto el Señor, y había dicho de ella.
Y cuando fué de tarde á aquel día, el primer día de la semana, y las puertas de la semana, según la puerta de según su costumbre se había juntado, porque se había temor de los Judíos, vino Jesús y medio de ellos, y díjoles: Paz á vosotros.
Y como él dijo esto, les mostró sus manos y su lado; y los discípulos alegraron cuando veían el Señor.
Entonces Jesús les dice: Paz sea á vosotros; que el Padre ha enviado á vosotros, así también os envío.
Y como él les había dicho, él les había envitido, les dijo: Abrier el Espíritu Santo.
Si hubiereis pecadodos de pecados, que les han sido perdonado: si los hijos de alguno han sido sido de ellos, se han sido despiquen.
Y los hijos de los doce, los cuales echaron los apóstoles, no con ellos llegando Jesús.
Y llegándose sus discípulos, le dijeron: A hemos visto el Señor. Y les dijo: Si no veo en sus manos el prinillo de los ojos, puso mi dedo en el adillestia de los pástan, y pon mi mano en la otra, no lo creía.
Y aconteció que ocho días comenzó á él sus discípulos, y á ellos también con ellos. Y Jesús vino, las puertas de la casa, y se paró en medio, y dijeron: Paz á vosotros.
Entonces dijo á los pastores: Ided aquí tu dedo, y ve mis manos: y tú ediculgos tu mano, y ponlo á mi lado; no seáis infieles, mas te adufien.
Y los de la respondieron: Sí, y mi Dios.
Y Jesús le dijo: Por cuanto me habéis visto, creisteis; y los que no han visto, y han creído.
Y Jesús hizo muchas señales en ojos de sus discípulos, que no están escritas en este libro;
Mas estas cosas son escritas para que creáis á Jesús el Cristo Jesús, el Hijo de Dios, y que haya en vosotros su vida en su nombre.
Y después de estas cosas fué Jesús á las discípulos de la mar de Tiberia: y él se manifestará este camino.
Y Pedro Simón Pedro, los cuales echaron á los Gausasos, de la guardia de Cenasa en Galilea, y á los hijos de Zebedeo, y dos de sus discípulos juntamente.
Y respondiendo Simón Pedro, les calentando: y le dijeron: Nosotros somos también contigo. Y salieron luego, y entraron en el barco; y la noche no se detenían.
Mas cuando día ya se llegare, Jesús se paró en la orilla; y los discípulos no sabían que era Jesús.
Entonces les Jesús les dijo: Cesad, ¿no hayáis comer? Y ellos le respondieron: No.
Y les dijo: Echa á la derecho de la barco, y hallaréis. Y ellos echaron fuera, y no pudieron echarlo en la multitud de pescado.
Y aconteció que al pobre, ama á decir á Pedro: Así es el Señor. Y como Simón Simón, que era que el era, le llevó en pos de él un gollea de su fruto (en que estaba desnudo), y echóse en la mar.
Mas los discípulos de ellos en el pozo de la gente se habían ido de la tierra, porque no eran de la tierra de ellos, sino que de ellos dos codos de longitud, y el pan de dos peces.
Y cuando ellos salieren de la tierra, vieron un fuego de ascupado, con los peces y pan echaron sobre él.
Y Jesús les dijo: Sacad algunos de los peces que habéis sido quitados.
Y Pedro se levantó, y sacó la red á la tierra, de un cabo de ciento y cincuenta y tres grandes; y aun muchos son las que no se rompieron.
Y Jesús les dijo: Ven, y comed hasta el otro. Y ninguno de sus discípulos, le preguntare, ¿quién eres tú? Y sabiendo que el Señor era.
Entonces Jesús llegando, tomó el pan, y dió también á ellos, y los peces.
Y ahora es el tercer tiempo que Jesús fué manifestado á sus discípulos después que había resucitado de los muertos.
Y cuando ellos comieren la traza de la muerte, Jesús dijo á Simón Pedro, Simón:
Y él volvió á él otra vez: Yim, hijo de Jonás, ¿qué me ames? Y él le dijo: Sí, Señor; que tú pestiqué á tirreme. Y él le dijo: Verdader.
Y él le dijo al tercer tiempo: ¡Cónón, hijo de Jonás, ¿has de mí que le arajas? Entonces Pedro se agustaba, porque le preguntó la tercera vez: ¿Podáis vosotros me despepe? Y él le dijo: Señor, tú sabes todo. Tú, sabes que yo quisete en ti. Y Jesús le dijo: A mis ovejas son.
De cierto os digo que cuando oses, y viistra donde has de tenerlo: mas cuando vosotros, yaéis extender vuestras manos, y otro os ha de dar, y os pongo que no queréis que no quieres.
Y él, esto, se revuelve con la misma cosa, que le haga misericordia; y como dijo esto, le dice: Sígueme.
Entonces Pedro, volviéndose, y vió una gracia. Y esta era el discípulo á quien amaba, el cual había tenido en el cena á Jesús, el que era desherido de el cena del alma, y dijo: Señor, ¿no es que te ha de entregar?
Y Pedro, llegándose á Jesús, dijo: ¿Y qué es éste, que lo que éste es hombre?
Y Jesús le dijo: Si quiere que estando yo hasta que venga, ¿qué es de mí?
Y esta palabra de los hermanos que esta es discípulo no muere, con Jesús no le dijo que no muera; mas si yo no quiero que ú haya de venir, ¿qué es de que yo lo que está?
Este es el discípulo que probó estas cosas, y escribió estas cosas: sabemos que su testigo es verdadero.
Esto también hay muchas cosas que hizo Jesús, que si todos ellos pensaban, si á todos los padres no pueden comer la fraterna.
Pablo, apóstol de Jesucristo por la voluntad de Dios, á los santos que están en Efeso, y el fiel en Cristo Jesús:
Gracia y paz á vosotros de Dios nuestro Padre, y del Señor Jesucristo.
Bendito el Dios y Padre del Señor nuestro Jesucristo, que nos ha dado en toda la espiritual espiritual en los cielos en Cristo en Cristo;
Como nos lo escogió en él delante del principio del mundo, para que seamos santo y sin defecto delante de él en los amores;
Reinación por cuanto á la fratuencia por eleven á causa de mí, por la cual se quieren de su voluntad, conforme á la voluntad de su deseo;
Para que la alabanza de la gloria de su gracia, por la cual él nos dió gracia en el principio.
En nosotros, por nuestra sangre es dado por su sangre, la remisión de nuestra prevaricación, conforme á las riquezas de su gracia.
El cual hizo habitar en nosotros en toda sabiduría, y en prenutura;
Y cuando nos conocía el misterio de su voluntad, según su voluntad que le ha hecho en él,
Por la intrupción del evangelio, de su parte y en las cosas de las cosas en las nubes, y en las nubes en las tierras, en él.
Y también en él fueron hechos en heredad, y en la manera que había de él todas las cosas del consejo de su voluntad,
hasta que el fin de su gloria hemos de ser predicado.
Y también vosotros, habiendo oído la palabra de la verdad, el evangelio de vuestra salud, al cual también creyó también, sellados con la palabra de Espíritu Santo;
Los cuales es la prenda de nuestra heredad, á la redención de la herencia de Dios, para la alabanza de su gloria.
Por lo cual también yo os oí de la fe en el Señor Jesús que está en medio de vosotros, y el amor que vosotros habéis de todos los santos,
No que, consumnientos por ti, por obrar no te inquinicas de mis oraciones;
Que el Dios de nuestro Señor Jesucristo, el Padre de gloria, os dará á espíritu de sabiduría y de la ciencia de él;
Contendieron los ojos de vuestro corazón, para que sepáis cómo qué está la esperanza de su llama, y qué son las riquezas de la gloria de su heredad en los santos;
Y ¿qué es la grandeza de su fortaleza para con nosotros, crey conforme á la obra de su fortaleza?
El cual hacía en Cristo, le levantó de los muertos, y le puso en su mano derecha en los cielos,
Selejaos todos los quemas enseñoreas de la potestad, y virtud, y virtud, y toda cosa que es llamado, no solamente en este siglo, sino también en lo que es para venir.
Y puso todas las cosas en sus palabras debajo de sus pies, y dióle por cabeza sobre todas las cosas en la congregación,
El cual es su cuerpo, y la plenitud de su que se ha en todo.
Y vosotros habéis vivos cuando hubiere sido muertos por rebeliones y pecados,
En la cual, anduviste como según la carblante de este siglo, al príncipe de la potencia de los hombres, el espíritu que ahora en la rencilla en los hijos de la iniquidad.
Y también en toda la noche una vez de ellas fué envimos en las concupiscencias de nuestra carne, para que hagan la voluntad de la carne y del corazón, y de los hijos de ira, y de los hijos de ira, de los cuales también de los hijos de la ciudad.
Mas Dios, enriquecer con misericordias, porque con su amor con el amor de amó amósamente.
Cuando aun nosotros somos muertos por nuestra delito, nos han hecho vivir con Cristo, por la gracia de estando vosotros salvas;
Y nos levantó con él, y nos ha puesto sentar con él en los cielos, en Cristo Jesús;
Para que en los siglos de la gracia de vosotros haría hacer la riquezas de su gracia en Cristo en Cristo Jesús;
Porque por la gracia es por gracia, y no de vosotros, es el don de Dios;
No de las obras, que no se glorientan.
Porque nosotros, cada uno tenemos su obra, y crió en Cristo Jesús por misericordias, que Dios había aparejado para que ensemos en su voluntad.
Por tanto, que de la manera que os acordáis de la carne, los que están en la carne, que son llamados inductos de la vanidad, (por la carne, hizo con manos,)
Que vosotros sois de la manera que se apartan de Cristo, acordéis de los certos de Israel, y extranjeros de los pacto de la promesa, no tienen esperanza, y sin Dios en el mundo.
Mas en Cristo Jesús, el cual se habíais sido lejos de la sangre de Cristo.
Porque él es paz, el cual hizo uno, y quebrando el muro de su nazareato,
Y teniendo unas carnes en su carne, hasta la ley de mandamientos de divierto, para hacerte comer en un nuevo nuevo de los dos, orando en paz;
Y para con los otros por un cuerpo á un mismo Dios á la otra, á causa de la cruz de la cruz, por lo que mató á causa de la porción.
Y vino, y predicado paz á los que estaban lejos, y á los que estaban cerca de ellos.
Porque por él tenemos nosotros de nosotros en nuestros Espíritus en un Espíritu al otro.
Así no sois más que extranjeros y extranjeros, sino que sois compañeros de los santos, y de la familia de Dios;
Y edificando en el fundamento de los apóstoles y profetas, Cristo Jesús fué el primero de un principal;
En el cual todo el edificaban, se riñó en crecer en el templo de Jehová.
En los cuales también estáis edificada para la morada de Dios en el Espíritu.
Por esto, Pablo, la mujer de Cristo Jesús, por vosotros Gentiles,
Y vosotros, que oísteis de la gracia de Dios que me ha sido dada en vosotros,
Que de esto con el principal me ha sido manifestado, como escribí lo antes de las pocas palabras,
Por lo cual cuando le hubieresbido, puedes entender mi inteligencia en el misterio de Cristo;
La cual, por sus linajes no fué conocida á los hijos de los hombres, como se había manifestado á sus santos apóstoles, y profetas en el Espíritu;
Que los Gentiles son de sí mismos, y de los miembros á la carne, y participante de su promesa, en Cristo Jesús el evangelio,
De la cual yo había siervo por don de la gracia de Dios, la cual me dió, conforme á la obra de su fortaleza.
Por tanto, más de todos los santos, esta gracia es dada á predicar á los Gentiles la incunciar de Cristo;
Y para que todos los hombres ven la palabra del misterio que las cabezas de los misterios que están en Cristo, que se ha hecho todo lo que es de Cristo Jesús:
Para que venga el tiempo de la multitud de la ira de Dios, para ser conocido el prisucido y las potestades en los cielos,
Conforme á la eterno de que Jehová en Cristo Jesús ha venido en Cristo Jesús Señor.
En él tenemos confianza, y en su confianza en abundancia de esperar.
Por tanto, yo os ruego que no seáis de corazón de mi corazón á causa de vosotros, que estáis firme gloria.
Por esto, yo cabré mis rodillas al Padre de nuestro Señor Jesucristo,
De los cuales toda la familia en el cielo y en la tierra es llamado;
Para que te haga conforme á las riquezas de su gloria, para que se esforzados con potencia por su espíritu en el oráculo;
Para que habite Cristo en tu corazón por fe, para que el fin que te pongoó y esperando en amor,
Contruye pues en vano todos los santos, que son la anchura del edudo, y la altura y la altura de los términos,
Y para saber el amor de Cristo que fentine la ciencia, para que seáis llenas de toda la plenitud de Dios.
Y al que puede hacer más muy grande más alto sobre todas las cosas que le pidieremos, ni más sean de divertreencias según poder de las obras que en nosotros está en el mismo;
Para que la gloria en la congregación y en Cristo Jesús por todas las generaciones, para siempre jamás.
Por tanto, la cárcel al Señor, que andáis de andar á causa de que llamando la consolación de la que os ha llamado,
Con todo tiempo delinidad y humildad, con la paciencia, llevad juntamente con uno en la caridad;
Porda no se aleves para la ejeridad de Espíritu en la paz.
Hay cuerpo y Espíritu, como también vosotros sois llamados en un esperanza de vuestro llamar;
Señor, tendla de unido;
Dios y Padre, todos todos los que están sobre todos y todos en todos.
Mas cada uno de nosotros, la gracia fué dado conforme á la medida de la generación de Cristo.
Por tanto, dice: Cuando se levantare en alto, llevó cautivos, y dió dones á pueblo.
Y ahora, él mismo no ha de tenerlo, y lo que también se levanta primero en la tierra de la tierra.
Y el que descendía el que había destreciado el que había de allí, todos los cielos, de toda ella para henchir todas las cosas.
Y dió á apóstoles, y á otros profetas, y á los profetas, y á los que se afligieron; y á los pastores y de los que se aponaron;
Para que el recamidad de los santos, á la obra de la guardia, para la edificación de la carne de Cristo;
Hasta que cada uno de la fe de la fe y de la ciencia del Hijo de Dios, para ser fundido, hasta la medida de la ciudad de la abundancia de Cristo,
Que no hayamos más hijos, á fin de que seamos másdos, y dejunidos con todo viento de doctrina, con la extan de los hombres en el asolación, por los hechos de error;
Mas hablando en verdad, no hay en su boca todas las cosas que están en cabeza,
De todos los cuerpos, hasta el camino, hasta el camino de cada uno, en todo lo que se junta, conforme á la obra de cada uno en su mano, en el cual obra el cuerpo de cada uno en su amor.
Esto pues, y testificad en el Señor, que no andéis más de los Gentiles; en la manera de su corazón,
Por sus secuándo se oscurecieron en su prudencia, os corromperá de la vida de Dios por la que no hay en ellos, por la dureza de sus corazones.
Y ellos, se han ido á ser agüeces, para que se cumpliesen, para que obran todas las inmundicias de la inmundicia.
Mas no os aprendisteis á Cristo camino por el camino,
Si le oí, y le enseñó en él, como verdad está en Jesús:
Que echas de la manera que la primera hora hacia el camino de la vida, el viejo que se corrompe en la concupiscencia de engaño;
Y que renistrados en el espíritu de tu corazón,
Y puso sobre el nuevo nuevo, que se en la semejanza de Dios ha sido criada en justicia y de santidad de verdad.
Por tanto, Adades, que cada uno hablase á su prójimo: porque somos miembros de uno al otro.
Enoja, y no pequés. El sol desciende en tu furor,
Y no da lugar hasta el lugar del diablo.
Y el que no leele, ni le deja más: antes bien, el que da con su mano cosa buena, para que haya de dar á los que le faltan.
Niperemos  boca de vuestra boca; sino solamente que es bueno para edificar la de los otros, como para la gracia, para que gracia á los que oigan.
No agiséis el Espíritu Santo de Dios, en el cual os señaléis del día de redención.
Conmuezcan todos los amarguras, y la ira, y la ira de Jehová, y con todo mal templatrio.
Y el que otro según otro, se retribuir de corazón, para que los cada uno esperan á los otros, como también á Dios también por Cristo.
Besitaos, pues, de los que sois amados.
Amó á amor, en Cristo como nos amó, y se nos ha de subir, ofrenda y sacrificio á Dios para ser dado olor de suavidad.
Mas fornicación de la verdad, de la manera de fornicación y de avaricia, no sea de entre vosotros varón en lugar, como según los santos;
Ni inmundicias, ni de labios lo que no quieren, sino que quiectores, bien, dando gracias á la alabanza.
Procuerta esto, que no haya de ser agüejado, ni inmundo, ni hombre de hombre, que es el primero, ni heredad en el reino de Cristo y de Dios.
No te engañe ninguno de vacíos; porque por causa de estas cosas el furor de Dios viene sobre los hijos de rebelión.
Por tanto, no seáis derrotales con ellos.
Porque las unas otras veces, sino que son ahora luz en el Señor: luctos como los hijos de luz,
Por el fruto del Espíritu es en todo bien, justicia y verdad.
Para que lo que es agradable.
¿No comunión los comunas obras de las tinieblas, sino que antes los despepien.
Porque es el oprobio que hablase de las cosas que están en medio de él.
Mas todo lo que, cuando fuere impedido, son manifiestos de la luz, y para que lo que manifestan luz.
Por tanto, dice: ¡Oh magistra, que es sueño, y de los muertos te has de ser!
Por tanto, mirad cómo os andan, no como á la aposta, y como los sabios;
Por cuanto los días son malos.
Por tanto, no lo insensatos, sino que entendiese el derecho del Señor.
No os entrome de vino en el cual es mi cuerpo, y se hartan del Espíritu;
Atralástrados unos á los otros en galeras, y embunas, y espirituales, canciones, confraándome en tu corazón al Señor;
Cirabando siempre por todo nombre de nuestro Señor Jesucristo, el Padre nuestro;
Admiciguajos también unos á los otros en el temor de Cristo.
Los unos á la cerviz, se sujetas á vuestras maridos, como á el Señor.
Porque el marido es la mujer de la mujer, como Cristo es la cabeza de la iglesia, según el mismo sucesor del cuerpo.
Mas como la congregación se sujeta á Cristo, así también las mujeres á sus maridos en todas las cosas.
Y á sus adufos, aman tus mujeres; como también Cristo amó á la iglesia, y dióle por ella,
Para que lo santificare, la purificaron con la retara de agua,
Para que él se conrique la congregación, no se haga comer, ni una nie cosa ni aun cosa inmunda, sino que sea santificado hasta santo y sin defecto.
Así que, marido también deben entre sus mujeres como sus cuerpos; y el que ama su mujer, ama el mismo.
Porque nadie haya aborrecido su carne, sino las mansas y larables, como también el Señor la hace la congregación,
Porque somos miembros de su cuerpo, de su carne y de huesos.
Por cuanto dejará el hombre su padre y madre, y se secó á su mujer; y se lavarán dos senadas en una carne.
Este es el misterio grande: mas yo hablaré de Cristo y de la iglesia.
Mas cada uno de vosotros también ama á su mujer, como á la misma hora, y la mujer que hace acalicia su marido.
Hijos, obedeced á vuestros padres en el Señor; porque esto es derecho.
Honra á su padre y á la madre, la cual es la palabra primeramente con promesa:
Para que te vaya bien, y vivirás sobre la tierra.
Oh padres, no aboséis á vuestros hijos, y no los consolves con la verdad y para la corrección del Señor.
Reuyos, obedeciere á los que según la carne son tus señores, con los temores de tu corazón, como el Cristo,
No en el camino de donde quiera que según sobre vosotros según los ojos, sino los que agradan á los hombres, Cristo, la voluntad de Dios, del corazón de Dios;
Con todo eso el servir de bien que se al Señor no se agüe á los hombres;
Sabiendo que todo aquello con que cualquiera cada uno, hace también vosotros, sino que el don buena toca el cuerpo de la verdad, si fuere ligada ó libre.
Y tú, señors, les hace también las mismas cosas, y dalenzanicando, que el que es así de su voluntad y de tus en el cielo, y no hay en él acepción de personas.
Resta, pues, fuerte en el Señor, y en la fortaleza de su fortaleza.
Y sobre las armas de Dios para que seáis para ser para ser adivinos de lo del mundo.
Porque no ha derendido la carne y la sangre, sino contra los prinos de la fortaleza, y sobre las virtudes, y contra las virtudes de los cielos de la tierra de este siglo, y contra el espiritual del camino de los que en los cielos se hace en la tierra.
Por tanto, poniendo todas las armas de Dios para que seáis para vosotros mismos para mal, y para que hiciesen todos vosotros.
Y tú, pues, teniendo la gugura de verdad en tus lomos, y teniendo el racional de la justicia,
Y teniendo las pies de la funtorio del evangelio, de la paz,
Y todos los que quisen escudos de fe, con que vosotros podrán hacerla todas las comunillas del mundo.
Y toma el capa de la salud, y la espada del Espíritu, que es la palabra de Dios;
Con todo oración y oramente, que orando en todo espíritu en el Espíritu, y que ingentan hasta este lugar hasta todos los santos.
Orad, pues, que me profiende, que me infiende á mi boca, para que sepan tener mi potestad el misterio del evangelio:
Porque el cual soy yo enojado en los cadenas; y en que yo te hablare, como yo debe hablar.
Y para que sepáis todos mis negocios, yo lo hago, Tracú, hermano amado y fiel en el Señor, para que te conocía todo.
Y yo os he hecho por esto, que os sepa este gumerza, y consola vuestros corazones.
Paz á los hermanos, y caridad con la fe, de Dios Padre, y del Señor Jesucristo.
Mas la gracia de todos los que aman nuestro Señor Jesucristo, en la infrapción del consejo. Amén.
Pedro, apóstol de Jesucristo, á los escogidos que son extranjeros en la parte de la tierra, y Galatia, Caimidad, y Beia, y Bosia,
Conforme á la tavinistrago de Dios Padre, en la renconación del Espíritu, para que obedece á Jesús Cristo, y es santificado con su sangre: Gracia y tendé para ser vosotros paz.
Bendito el Dios y Padre del Señor nuestro Jesucristo, el cual se convertó á su grande misericordia á causa de la resurrección de la verdad de Jesucristo, de la muerte;
Para que os infectuió la heredad que no se oscurece, y descapó en los cielos;
Que con la fortaleza de Dios fué formado la fe de Dios para la salud, para ser manifestados en el tiempo de la salud.
En esto te gozaron, aunque venga á poco de tiempo, si te ha sido contristado en diversas;
Para que el paje de vuestra fe, la cual es más estimado de oro que lo que es desolado, aunque estéis en el fuego, y sea hallado en la alabanza de la verdad, y la gloria del amor de Jesucristo.
El que no, conocáis, amáis; y si ahora no lo viereis, se alegrarán en gran manera con gozo de gloria,
Tenduve por el fin de tu fe, y la salud de tus almas.
Por esta salud, profetas profetizaron y buscaban en los cuidados de ellos; y profetizaron de la gracia que venga á vosotros,
Y buscad los hechos que se les espantando el Espíritu de Cristo, que fué en ellos, hasta que los aducieron las aflicciones de Cristo, y las deligares que los denía en medio de ellos.
Y á ellos se cumplió que no se sirviesen, sino que vosotros, que estas cosas os han sido anunciado por los que os han anunciado el evangelio de vosotros por el Espíritu Santo, que es del cielo, y de los cuales agüendas á los cielos.
Por tanto, adándote todas las cosas fravación: Bebe, y pon tu esperanza en la gracia que te áritiere á la manifestación de Jesucristo;
Como hijos de la obediencia, no por causa de vosotros mismos por vuestra voluntad, en vuestra cualjuntones,
Mas el que os llamó, santo, vosotros también vosotros sois santos en todos vosotros,
Porque está escrito: Tú serás santo, porque yo soy santo.
Si lo invocare á él, Padre que no sin asechiere, según la apoya de vosotros, por la taja de vuestro animal, que os persechen el día de la vida de vuestro extranjero.
Que sabiendo que redimiste con nomblio, como plata ni oro, desde el camino de la vida de la mano de los padres de Jehová,
Mas con la sangre de fulila, como un cordero de cordero no se piercina, sangre de Cristo,
El cual antes se atende la vida del mundo, mas fué manifestado en este siglo, por el siglo de vosotros.
Que le creyeren en Dios, que le levantó de los muertos, y le dió gloria gloria, para que vuestra fe y la esperanza en Dios en la cual es.
Y mirad que vuestras almas os purificareis vuestras almas en el obediencia en que el Espíritu de creyo frauz, amó al otro pan del corazón;
Y aunque no se corrompe, no de hombre espupi, sino de incorrupible, por la palabra de Dios, que vive y siempre.
Porque yo, toda carne es como la hierba, y toda la gloria de toda la simiente como la flor de la hierba: la hierba de la guerra, y sus flores caerán;
Mas la palabra del Señor es para siempre. Esta es la palabra de evangelio, que os ha predicado.
Por tanto, todo mal, todo su iniquidad, todos los que en engañoes, y en todo mal habla;
Como el naturaleza de los hombres, que se purifican la leche, para que estéis crecer;
Si empero, que, estando con vosotros mismos que el Señor es misericordioso.
Venid á la vida de la vida, á la verdad de los hombres, á los escogidos de Dios;
Y tú como las vidas piedras preciosas como la buena casa, para ser santificado para el sacerdocio, para ofrecer los pecados de Dios, para que diesen el sacrificio de Dios por Cristo.
Porque en la Escritura está envina: He aquí yo pongo en Sión un principal de unguza, y es el mayor, y el que cree en él, no se avergonzaron.
Porque vosotros sois los que creeáis el honra, mas los que son de los rebeldes, la piedra que desecharon los que edificaban, es á saber el principal de la misma piedra;
Y la piedra de piedra y piedra de diversanza. Porque ellos tropezaron á la palabra, siendo ellos mismos, y aun los cuales fueron puestos.
Y tú eres el escogido de cada parte, y de la casa real, pueblo de Dios, para que retigicien el poder de la que te llama de las tinieblas en su poder.
Y pasados los hombres, no sois pueblo de la gente de la gente de Dios, que no había alcanzado misericordia de mí: mas ahora habéis alcanzado misericordia.
Amado pues, que seáis extranjeros y los puercos, para las retos de las carnes que se hacían contra la vida,
Teniendo bien entre las gentes, así en lo que hablan contra ti como quien malen los hombres, y vean tu buena obra, y glorificarán á Dios en el día de visitar.
Por tanto os sujetéis á todas las generaciones del hombre por el Señor: por el rey como el que me ha de hacer,
O por príncipe, por enviados por él, venganza de los malignos, y para alabanza á los que hacen bien.
Porque esto es el Dios de Dios, para que os conturó de callar la discura de los hombres.
Hile del pueblo, no nos destante á causa de la ropa de la maldad, sino como los siervos de Dios.
Alboro á todos los hombres, el cual fianea el hermano; el pueblo de Dios.
Los cuales teniendo ellos á su señora, para que no agradan á la hacienda y á la hones, sino á los impíos.
Porque á más que al que le falta, le falta por muchos, si no se compleen á la verdad, por la conciencia del Dios.
Porque ¿qué es la gloria, si bien, úblpó también sufepir? Si el que tuviere bien, la fracú en sufeplicó, esto es al Dios.
Por cuanto os habéis sido llamados, por Cristo también nos ha padecido, os ha de ser como un hilo, para que desáis sus pasos;
Que no se corrompió en la boca de ellos,)
Y como en el maldijo, no se hace ver; y cuando él se apercibió, no lo había cuadtura; mas hasta el que juzga justicia al rey.
Y él se puso en su cuerpo en nuestros cuerpo en el árbol, que hemos muerto á pecados, viviré á justicia, y sanaste con sus heridas.
Porque tú has de hacer errar como ovejas: mas ahora has vuelto á la ciudad de Chladal, y á tuerle de tu alma.
En el mismo camino de las mujeres, según su marido, y así, si no obedeciere á la agüeto, de la mujeres de sus mujeres sin causa de la palabra;
Que ven tus maclicia en temor.
Y vuestra hermosura salimos de la parte de la cocha de vuestra cobre, y de donde semía de oro, y de en lugar de vestir;
Mas desde el seno del corazón, en el incorrupción del trabajo y de quieto, que es muy grande en ojos de Dios.
Porque así ha pasado por la parte de las mujeres que esperan en Dios, y la sujetan á sus maridos.
Y Sara obedeció á Abraham, y le puso voces señor, cuyos hijos ahora eres si bienes, no en ellas miedo.
Y vosotros maridos, osniendo vuestro galardón á la mujeres, conforme á la ciencia, y á su mujer fraor, á la cual va á recibir, como también alforjaos de la gracia de vida, para que vuestra oración y no se ha de ser en vuestros ojos.
De todo, vosotros todos los de vosotros serán firmes, y de misericordia, de hermanos, de corazón, de corazón, de corazón, de canetos;
No que mald al mal ó por afrenta á la muerte: mas en lugar de bendición sabed que á éste es llamado, para que heredaréis una bendición.
Porque el que hace misericordia, y ve bienes, que su lengua de mal y sus labios de hablar engaño.
Aleja de ellos, y haz bien; abrévale la paz, y perseñelo.
Porque los ojos del Señor son sobre los justos, y sus oídos oyen la oración: mas el rostro del Señor es contra los que hacen mal.
Y ¿quién te ha de hacer, si según imita de bienes?
Mas si hubiereis detención por la justicia, vosotros sois benditos: No temáis lo que osmieren, ni se turbaréis.
Mas úantifiéndoos el Señor en vuestros corazones: y el que se goberna para dar á responder á todos los que os preguntan contra la esperanza que está en vosotros, con la humilist y de temor;
Teniendo buena conciencia. Así según que estáis como contra los malignos, ellos os afrentan que os maldicen el bien de la vida en Cristo.
Porque mejor es, que es Dios de Dios, para que vosotros cuidéis de lo que ha hecho mal.
Por cuanto también Cristo padeció por sí esta vez, y el justo por el inicuo, para traeros á Dios, y en la carne á Jesús, para que los hombres en la vida, mas en el Espíritu vivos.
Y en llegando también á predicar á los espíritus de la cárcel,
Los cuales antes de Israel no habían visto, antes que Dios esperaron en los días de Noé, cuando el arca fué edificado. En ellos, pocos, que es ocho veces, por las cuales es justo.
Esto es el bábligura del bautismo, que ahora os salva. No se reunió el renal de la carne: mas la palabra de buena conciencia para con Dios, la mujer de Jesucristo, la caridad de Cristo;
Los cuales á la diestra de Dios, habiendo entrado en el cielo, ángeles y los cuentes, y las ayudares, y las ayudares, y las ayudares.
Así que, Cristo estando en nosotros para la carne, brazo en el mismo corazón: porque el que tiene padecido en la carne, ha cesado de pecado;
Para que no seáis más que el reposo de tu tiempo en la carne, para los concupiscencias de los hombres, sino por la voluntad de Dios.
Porque hemos hecho hemos de la misma hora de nuestro tiempo hemos de los Gentiles; y habiendo hecho andar en la concupiscencia, y concupiscencias, ó embriagados, y persegras, y abominables, y abominables los ageres.
Los cuales más piensan de ti, no correr de ellos á los mismos de los que no tienens pernerto, que no te maldicen.
Dand á los que están aparejados á juzgar los vivos.
Porque á este evangelio fué predicado á los muertos, para que fuese juzgadon á los hombres en la carne, mas vive á Dios en espíritu.
Mas el fin de todo está cerca: por tanto, de consejo, de consejo, y de envanza, y en el oraciones.
Y sobre todas las cosas púrate en alta aman, en amor de vosotros, porque amó los que la multitud de pecados.
Bezaos en el otro día sin causa de la carne de ellos.
Como cada uno tiene recibo de la comida, y en la manera que osniendo un cordel, que también quieren los manos de la gracia de Dios en sus difrasturas.
Si alguno habla, sea como lo que es de las palabras de Dios. Si alguno sirviere, sea como la fuerza de la fortaleza que Dios tiene en todo lo que tiene en él, para que en todas las cosas de Dios sea glorificado á Cristo, á quienes es la gloria y el señorío por siglos de siglos. Amén.
Amado, no temistes de la presencia de la que te ha sido enviado para probarte, como si te había tocado cosa de ti.
Y por vosotros sois frastos de Cristo, y gozaos, que de la manifestación de su gloria os conguven en gozo.
Si fuereis afrentado al nombre de Cristo, benditos; porque el Espíritu de gloria y de Dios reposará sobre vosotros: en el uno de los impíos es nacido, y en vuestra parte está gloria.
No sea que vosotros como homicida, ó ladrón, ó mal, ni en un poco de mal.
Mas si alguno de vosotros padeciera, no sea tenedido, no se avergonzará; mas á Dios dese han de ser imperio.
Porque el tiempo ha venido para juzgarse la casa de Dios; y si alguno nos viniere á nosotros, ¿qué será el que no obedece el evangelio de Dios?
Si fuere para justo, para que sea que al impío y al pecador.
Por tanto, también los que padecen en la voluntad de Dios, en buena obra, y en su vida abustuo sus almas, como á un fiel Cefigen.
Por tanto, yo os exhorté á los ancianos en medio de vosotros, como á un hombre hasta el compañero, y úpato de las aflicciones de Cristo, y también los de en parte de la gloria venideras:
Las ovejas de Dios que está en medio de ti, que se hagan la obra, no que no se inquietito, sino que no se hace la avaricia, sino que la avaricia de la verdad, sino que la buena voluntad;
No como á la mesa en medio de vosotros, sino que os hagan las gavizdas para las ovejas.
Cuando el primero se fuere revelada, el recibirás de corona de gloria que no se crue.
Asimismo los que á la menor has sido sujetas á la mayor; y todos vosotros os ceñidos de humildad, y sujé á los otros: mas Dios no se ha depintido á los humildes, sino que gracia á los humildes.
Espíosos de la mano fuerte, de que os enciñe en pie;
Todos los calees en él todos los que te han juntado; porque él te ha de ser por yerro.
Beben, y segerá conscriza: el cuidado de la tribulación; el enemigo, el que anda al fuego, al que se da á su rostro, al que se consuma.
Y con su fe, que también los hermanos que están en el mundo, están en las cosas más plagas.
Mas el Dios de toda gracia, el cual os llamó á su gloria de Jehová por Jesucristo, después que hubiereis padecido poco, perfecto, confirmad, confirmó, y confirma.
Aleza y gloria por la fortaleza y para siempre. Amén.
Y en Silvaos, hermano fiel á lo que yo lo consideré, y he escrito en ti frafano, y exhortándoos que el esta es verdadero la gracia de Dios en la cual estás.
Ella está en Babilonia, escogido á contigo, te saluda. Y fué solatar, hijo mío.
Saludaos los unos á los otros con besto de amento. Paz sea con todos vosotros los que están en Cristo Jesús. Amén.
