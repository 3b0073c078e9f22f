En los días, cuando juzgaban los jueces, allí hubo hambre en la tierra; y fué un varón de Beth-lehem de Moab, con su mujer y sus dos hijos.
Y el nombre del hombre Eli fué Buso, y el nombre de su mujer Najojojo, y el nombre de su mujer, y Chîla, de Beth-lehem de Judá, y habitaron allí en tierra de Moab, y habitaron allí.
Y Eliú, y murió el marido de Naham, y fué dejado con sus dos hijos.
Y tomaron mujeres de las mujeres de Moab, y el nombre de la una era Oja, y el nombre de la otra Ruth. Y habitaron allí diez años.
Y murió Muth, y Chêllath, y la mujer era de sus dos hijos y de su marido.
Y levantóse con sus hijas, para volverse de la tierra de Moab, porque oyó de la tierra de Moab; porque oyó Jehová había visitado su pueblo en ellos á su pueblo.
Y salió ella del lugar donde ella era, y sus dos hijas con ella; y se fueron á la tierra de Judá.
Y díjole su suegro: Ve, cada uno de su madre te volverás á la casa de su madre: Jehová harás con vosotros como con los muertos, como con los muertos y con los muertos.
Y Jehová te habéis hallado para que hallas, cada uno de vosotros en la casa de su marido. Y ella los besó, y lloraron su voz.
Y ellos le dijeron: No, sino volveremos á tu pueblo.
Y dijo: Ve, y diva, y mis hijas te hagan ir conmigo? ¿has hijos en mi vientre, para que sean tu maridos?
Ve, pues, ve, vete á tu camino; porque yo soy viejo, y si dijere: Si he desfico, y si he esperado un marido, y también hijos,
¿Has esperando hasta que se han hecho? ¿has deslechado de marido? No, que me deslejas, porque la mano de Jehová ha salido contra mí?
Y alzando su voz lloraron, y lloraron; y ella besó su madre, y Ruth con ella.
Y ella dijo: He aquí tu hermana se ha ido á su pueblo, y á su dios; descand tu hermana.
Y dijo: No me has engañado á ti, y volverte de en pos de ti, porque donde vas, y yo iré; y seré tu pueblo, y te seré por pueblo, y tu Dios mío.
¿Dónde morirás, y allí seré enterrado, y seré sepultado: Jehová me haga así, y también me añada cualquiera cosa que tú y me dijeres.
Y viendo que ella era determinado que se fué determinado con ella, dejóla.
Y ellos vinieron hasta Beth-lehem, y como llegaron á Beth-lehem, toda la ciudad fué hecha, y dijeron: ¿No es éste éste éste?
Y ella les dijo: No me llamas, y á mí me llamarás Mara, porque el Omnipotente me ha amargado con amargamente.
Y salí, y Jehová me ha traído vacío vacío: ¿Por qué me has dicho Jehová, que me ha salvado, y el Omnipotente me ha salvado?
Y volvó pues Najothonitas, y Ruthonita, y su nunca la ciudad de Moab, que se volvieron de tierra de Moab; y vinieron á Beth-lehem de la siega.
Y tuvo su hermano hermano de su marido, y poderoso de la familia de Eli, de la familia de Eliú, y su nombre fué Booz.
Y respondió Ruth á los Moabitas á Najojojo, diciendo: Ven ahora á la haz del campo, y rebunié entre los oídos de los que hallaren gracia delante de él. Y ella dijo: Ve, hija míos.
Y ella fué, y vino, y resuscrere en el campo después de los seguieron, y fué á la parte del campo de Eli, que fué de la familia de Elia, que fué de Eli.
Y he aquí que fué de Beth-lehem, y dijo á los segeneros: Jehová sea contigo. Y ellos le respondieron: Jehová te bendiga.
Y dijo Booz á su criado que estaba sobre los segreles: ¿Quién es éste?
Y el criado que se puso sobre los segudores, dijo: Es la moza que vino á Najojojo de la tierra de Moab.
Y ella dijo: Ruégote que me dejes recogrereme, y recogee á los que següe; y ella vino, y hasta ahora de la mañana, hasta que haya pasado en la casa.
Y dijo Booz á Ruth: Oid, hija mía, no vas á reblas en el campo, y no vas de aquí aquí á mi criada.
Tus ojos sobre el campo que segenenen, y van tras ellos; y no mandé á los mancebos, y cuando se os tocarenrenrenren, y bebamos de beber los vasos que tienen.
Entonces ella se postró sobre su rostro, y se inclinó, y díjole: ¿Por qué he hallado gracia en tus ojos, para que me mates delante de mí, que yo soy extranjero?
Y respondióle: He sido dicho de todas las cosas que has hecho por tu madre, desde la muerte de tu marido, y cómo has dejado tu padre, y la tierra de tu madre, y la tierra de tu madre, y no has conocido antes que tu pueblo.
Jehová tu paga, y te sea dado dado dado de ti, oh Dios de Israel, debajo de las alas de Jehová, que has venido á ver á su esperanza.
Y ella dijo: Dejadme gracia en tus ojos, señor mío, porque tú me has consolado, y has dicho á tu siervo, si no soy de tus siervos.
Y al presente le dijo: Ven, y comed pan, y comed tu boca en la vid, y en la vid segó junto á los gares, y segieron, y comieron, y de ella.
Y cuando ella se levantare, mandó que su escudero le diesen, diciendo: Seblad su hasta la planta de ella, y no la afrenta de ella.
Alabrad de ella una fununica, y dejadla; y reblad su reprensión, y no la regáis.
Extendió pues en el campo hasta la tarde; y echó lo que ella había rebusco, y fué acabada de cebada.
Y ella tomó, y fué á la ciudad; y la madre vió lo que había rebido, y dióla á ella, y dióla á que la había quedado después de ella.
Y su madre le dijo: ¿Dónde has recogado hoy? ¿De dónde has hecho? Bendito el que no te habéis hecho. Y ella ella declaró su madre al hombre que había hecho hoy, dijo: El varón de la cual es hoy.
Y díjole su hija: Serererereda, Jehová será bendito por su misericordia, y el que no dejó su misericordia, y el que vive á su alma. Y el hombre le dijo: El hombre es su dueño, se acerca de nosotros.
Y Ruthonita dijo á los Moabitas: Sí, él me habéis de estar en mi mi mi mi cuerpo.
Y dijo á Ruth su nuera: Es bueno, hija mío, que sal de mi hija, que salisteis con sus criadas, y no te encontraren en el campo.
Y ella se había ya ya ya ya ya cerca de la casa de Busca, hasta el fin de la siega de cebada y de trigo; y ella habitó con su madre.
Y su madre le dijo: Mi hija no buscaré reposo, porque te buscaré.
Y no es laoz de nuestro padre, que con las criadas tejas? He aquí que él te habrá de comer cebada para la era.
Por tanto, ungaste, y ve, y desciende, y desciende á la era; mas no te has conocido al hombre hasta que comía, hasta que comía y bebiendo.
Y será que cuando durmiere, no descubrirás al lugar donde está: y saldrás en sus pies, y llamarás su navída. Y él os dirá.
Y ella le dijo: Todo lo que dijeres, haré.
Y ella descendió á la era, y todo lo que su madre lo que su madre lo declaró.
Y fué que cuando hubo acabado y bebrado su corazón fué alegre á la hasta el fin del montón de grano: y vino, y descubriendo sus pies, y echóse.
Y á media noche fué estrellado y se revían, y he aquí una mujer que se había puesto en sus pies.
Y dijo: ¿Quién eres? Y ella respondió: Yo Ruth. Por tanto, la hasta la esquina de tu sierva; porque tú eres un fejado.
Y dijo: Bendito eres tú por Jehová, hija mía; has hecho misericordia más que el principio, porque no has hecho los mancebos, si no he comido hombres, si no pobre.
Ahora pues, hija mío, no temas: haré á ti todo lo que dijeres: porque todo el pueblo de mi sabe que tú eres digno de mujer.
Ahora pues, es lo que soy en la fecta, y hay entre los que yo.
Estad aquí esta noche, y si él hiciereis por la parte de la mar, y que él os hará bien. Leván los cepasos de los magüeros. Mas si no hiciere la guarda de la guarda de ti, yo haré la guarda de la guarda de ti, como Jehová vive. Pozo, hasta que la mañana.
Y ella se puso en sus pies hasta la mañana, y levantóse delante de los otros, y dijo: No sea conocida que la mujer vino á la era.
Y dijo: Sacad al hombre que está sobre ti, y retendededlo. Y ella midió seis fuentes de cebada, y púsola sobre ella; y él se fué á la ciudad.
Y como ella se llegó á su madre, ella dijo: ¿Cómo fué á ir á mi hija? Y ella respondió todas las cosas que había hecho por ella.
Y ella dijo: Seme aquí tres medidas de cebada me dió, diciendo: No vais vacíos á tu madre.
Y ella dijo: Esperad á mi hija, hasta que sepas lo que ha de ser el hombre, hasta que haya de reposo.
Y sube á la puerta, y se sentó allí: he aquí la cerca de la baja de la cual había hablado Booz, que hablaba á Booz, y se sentó. Y él se sentó, y sentóse.
Y tomó á diez hombres de la ciudad, y dijo: Sima, y se sentaron aquí.
Y dijo á los clavos: Sémmate, que ha salido de la tierra de Moab, es de vendeda la tierra que nuestro hermano era Eli.
Ensénté pues, diciendo: En pos de los que se sientan aquí, y delante de los ancianos de mi pueblo. Si lo redimieres, redimieres: mas si no lo redimieres, me lo sabes. Porque no hay quien te redime, y yo me poseeee. Y dijo: Yo lo redimí.
Y dijo Booz, el día compraste el campo de la mano de Najojojojo, tú compraste de Moab de Moab, mujer de los muertos, á la cual levantas de los muertos sobre su heredad.
Y cerca de la calumbre dijo: No me redimí, porque no me hagas fin mi heredad: Toma mi derecho, porque no lo redimí.
Y esto fué la costumbre en Israel acerca de Israel, que redimiendo y de divinar, para confirmar todas las cosas: y tomó su arena, y dióla á su prójimo, y dióla á su prójimo; y esta era de tal manera de la fe.
Y los cercaron á la rodilla, dijeron á Booz, y tomóla su arena.
Y dijo Booz á los ancianos y á todo el pueblo: Tú eres hoy, que compraste todo lo que era Eli-melec, y toda aquella que fué Cepepela, y toda la mano de Najo.
Y Ruth, y á los Moabitas, mujer de Mahlala, y á mi mujer, para levantar el nombre de su heredad, para que no sea talado de entre los muertos, para que no sea cortado de entre sus hermanos. Tú eres hoy.
Y todo el pueblo que estaba en la puerta, y dijeron los ancianos: Hamos testigos, oh Jehová, que ha venido á tu casa como Rachêl y Lea, que edificó la casa de Israel, así como la casa de Lea; y tú, como á Ephrata, y como á Ephrata.
Sea tu casa como la casa de Phares, que parió á Judá, á Judá, de la simiente que Jehová te dará por mujer.
Y Booz tomó Ruth, y ella se fué á su mujer; y fuése á ella, y Jehová le parió un hijo.
Y las mujeres dijo á Najojo, oh Jehová, que no te ha quedado hoy sin fecto, y sea su nombre en Israel.
Y os será á vosotros por la vida y de la reunción de tus frutos; porque tu hija es mejor que tú, que amas á él, que tú eres mejor que le has dado.
Y tomóle el niño, y puso en su seno, y le parió al que le ama.
Y las mujeres, le dieron voces, diciendo: El hijo nacido de Najojojo, padre de Najojojojo, y llamó su padre Obed: y él es el padre de David.
Estas son las generaciones de Phares: Phares engendró á Hesrón engendró á Hesrón:
Y Hesrón y Hesrón engendró á Ram, y Ram engendró á Aminadab;
Y Aminadab engendró á Naasón, y Naasón engendró á Salmón,
Y Mu engendró á Booz, y Booz engendró á Obed:
Y Obed engendró á Isaí, y Isaí engendró á David.
¡Cómo la ciudad se sentó, que fué llena de pueblo! ¡cura fué ésta como una viuda, que era grande entre las gentes! ¡Quién era príncipes de las provincias entre las provincias!
Següénzase amargamente en la noche; sus lágrimas sobre sus mejillas, no hay quien la consola: todos sus amigos se han rebelado con sus enemigos.
Judá ha entrado en cautiverio para la aflicción de angustia y de grande despojo; y ella no hallarán reposo entre las gentes: no hallarán reposo sobre ella, y alcanzó sus angustias.
Y el camino de Sión se enlutó, porque no venga á la congregación: todas sus puertas son asoladas: sus sacerdotes son viudas, y sus vírgenes son afligidos, y ella se han deshonrado.
Sus enemigos han sido la cabeza: porque Jehová ha afligido á causa de ella la multitud de sus rebeliones; sus hijos se han ido delante de enemigo.
Y toda la grandeza fué de Sión, y sus príncipes serán como de la hija de Sión, sin que no hallaron antes de fuerza.
Desde la Jerusalem en los días de su aflicción y de su trabajo, y de su de todas las cosas preciosas, cuando el pueblo cayó en mano del enemigo, y no se ayudó á ella; y vieron sus enemigos, y se burlaban de sus enemigos.
Confetó Jerusalem, y ella se ha hecho, y todos los que menospreciaron su honra, porque han visto su vergüenza, y han visto sus vergüenzas y se volvían.
Su inmundicia fué en ella su falla, y no se acordaron de ella su postrimería: por tanto, no ha consolado consolado: He aquí Jehová, mi aflicción ha engrandecido.
Y el enemigo extendió su mano sobre toda su olor suavemente; porque ha visto las gentes que han venido á su santuario, acerca de quienes no entran en tu congregación.
Todo su pueblo gemido buscaban pan, y buscaban sus cosas para comer su alma: Mira, oh Jehová, y mira, porque yo he hallado.
¿Has de ti, oh todo, que pasas? He aquí, y si hay dolor como mi dolor, que me ha traído Jehová en el día de su furor, que me ha afligido en el día de su furor.
Desde el alto ha enviado á mis huesos, y escapó contra ellos: extendió mi red por red, y hame tornar mi red; hame tornar, y me ha hecho hasta el día de todo el día.
La cerviz de mis rebeliones es ligada por su mano; y se hanse desnudado sobre mi cuello, y hanse aumentado mi fortaleza: el Señor me ha entregado en sus manos, á quien yo no podrá estar estar en sus manos.
El Señor ha hecho nada en mí todos mis valientes; y ha llamado una congregación contra mí á los mancebos: el Señor ha hollado la virgen hija de Judá como la hija de Judá.
Porque estas cosas lloran, y mis ojos corren con agua, y con agua, porque el que mi alma está lejos de mí: mis hijos son asoladas, porque los hijos de mí han vencido.
Sión extendió sus manos, y no hay quien haga consolarla: Jehová mandó acerca de Jacob, para que los que están alrededor de él, para que sean enemigos en medio de ellos.
Jehová es justo, porque yo he rebelado contra su mandamiento: ruégote oir todos los pueblos, y vean mi dolor: mis doncellas y mis mancebos han ido á cautiverio.
Y llamé á mis amantes, y me han engañado: y mis sacerdotes y mis ancianos dieron por el espíritu en la ciudad, y estando buscaban comida á sus almas.
Mira, oh Jehová, porque estoy en angustiado mi corazón: mi corazón se consturbré en mí, porque me he rebelado. A la espada está en casa, como la espada.
Y oyeron que yo no hay quien me consola: todos mis enemigos han oído mis enemigos han oído mi angustia; y se alegrarán que has hecho, y me has profetido: y tú serás profetido, y serán como me has anunciado.
Venddemos pues todos sus maldad delante de ti, y hazlos como vosotros me has hecho para mí por todos mis rebeliones: porque mis rebeliones son muchos, y mi corazón está desmayado.
¡Cómo ha cubierto el Señor la hija de Sión con nube en su furor! Y echó la hermosura de Israel desde el cielo hasta la tierra, y no se acordó de su ira en el día de su furor.
El Señor se ha consumido todas las moradas de Jacob sin misericordia: y echó en su ira la fortaleza de Judá, y él los ha derribado para tierra de Judá: y ha profanado el reino, y sus príncipes.
Y quitó todo el cuerno de Israel en furor de ira: y ha cortado su diestra de delante del enemigo: y ha quemado Jacob como fuego de fuego, que devora devora devora devora devora devorar á fuego.
Y él se ha inclinado su arco como un enemigo; y puso su diestra como el adversario: y mató á todo lo que se ha acertado en la tienda de Sión, derramó su ira como fuego.
El Señor se ha hecho como enemigo; ha consumido á Israel: ha hecho traggado todo su palacio: y ha quebrantado sus fortalezas, y ha hecho llanto en la hija de Judá.
El hombre destó su tabernáculo, como sil huerto, destruyó su lugar; y Jehová ha hecho olvidado en Sión, y en sábado se olvidó en Sión: en el furor de su furor, y en el rey ha menospreciado.
El Señor echó su altar, y ha hecho su santuario: y dió las paredes de sus palacios en mano de los enemigos en la casa de Jehová, como el día de la casa de Jehová, como en el día de la congregación de Jehová.
Jehová ha hecho destruir el muro de la hija de Sión: y ha extendido el cordel, no ha de destruir su mano: hizo el carnero y endechar, y se endecharon.
Sus puertas tienen sol en tierra, y destruyó sus barras, y sus barras fueron quebrados y sus príncipes entre las gentes á la ley donde no es la ley; y sus profetas no hallarán la visión de Jehová.
Los ancianos de la hija de Sión se sentaron sobre la tierra; y hanse puesto polvo sobre sus cabezas, y han desnudado de sacos, y hanse desnudado sus cabezas á tierra.
Mis ojos se han corrompido con lágrimas, y mi corazón se han turbado sobre la tierra, por la cual de la hija de mi pueblo, por cuanto los hijos y los niños niños niños, y los niños en las calles de la ciudad.
Y dicen á su madre: ¿Dónde está el trigo y? Cuando los hombres se han derramadon en las calles de la ciudad, cuando su alma derramare en el seno de su madre.
¿Qué pues te testificaré? ¿y qué, oh hija de Jerusalem? ¿qué te compararé, oh hija de Sión, para que te consola, como la mar de Sión? porque como la mar es como la mar.
Tus profetas han visto mentira y insensatos; no han hurtado tu maldad, para tornar tu cautiverio, y has visto falso testimonios, y has visto las revelación.
Y todo lo que pasaban á ti, y á sus manos se acogüentan su cabeza en Jerusalem, diciendo: ¿No es esta ciudad que los hombres llaman: La hermosura de toda la tierra?
Todos tus enemigos han abierto su boca contra ti: sus dientes y crujieron sus dientes, y dijeron: Clegramos su compañido: hemos visto esto, que hemos visto.
Jehová ha hecho lo que hizo lo que hizo, y ha cumplido los días de su palabra que mandó en los días de su presencia: él ha echado el enemigo sobre ti, y ha hecho se gozará sobre ti el cuerno de tus enemigos.
Y su corazón clamó al Señor: nuestro muro es la hija de Sión, y cepase como un río de día y de noche; no te acapegues tus ojos.
Levántate, clamad en la noche, á los principios de las atalayas de la atalayas: desde el principio del Señor: alza tus manos para él hacia él los hijos de tus hijos que semían sobre la cabeza de tus ojos, y de todos los que se afligiendezcan de tus.
Mira, oh Jehová, y mira á quien has hecho, ¿y qué comen las mujeres de ellos, y los hijos que hacían sus rodillas? ¿ha muerto el sacerdote y el profeta, en el santuario del Señor?
El muchacho y el viejo, y el viejo se ha tendido en las calles: mis vírgenes han caído por cuchillo: has muerto á cuchillo, y has muerto en el día de tu furor; tú has consumido la matanza, y no has consumido.
Tú has llamado, como el día de la congregación, mi terror en todas partes: no quedó que el furor de Jehová, el día de la ira de Jehová: mi enemigo ha consumido el enemigo que he consumido, y me ha traído por el que he hecho un carro.
Yo soy el hombre que vió la aflicción de su ira.
Me llevóme y me hizo andar en tinieblas, y no en luz.
Ciertamente su mano se volvía contra mí, y volvía á mí todos los días.
Hizo ha hecho mi carne y mi pieles; y ha quebrado mis huesos.
Y edificó conmigo, y rodeaba con amargura y con amargura.
En tinieblas me ha hecho morar en tinieblas, como los que se han quedado.
Me ha hecho muro, y no puedo salir; y ha hecho mi calentar.
Y cuando clamare, y llamaré á ayuda, y cerrará mi oración.
El muro de mi camino, y la piedra desvan sus veredas.
Como la barba es como la navío en la navío, como león en escondido.
Y ha cesado mi camino, y me hame hecho en piezas: hame hecho asolamiento.
Su arco me ha puesto, y me ha puesto por la saeta.
El que hizo descender los sujados de su donde quiera que entrare en mi presencia.
Yo he sido por escarnio á todo mi pueblo, y su canción heme rodeado.
Mirbróme con amargura; y él me ha hurtado con gusano.
Hizo también á mis dientes con los sepulcros, y cubrióme de ceniza.
Desdeste has mi alma desde paz; porque yo he criado bien.
Y dije: Mi fortaleza se ha persigado, y mi esperanza de Jehová.
Acuérdate de mi aflicción y mi gusano, y gusano de mi gusano.
Mi alma se acordare de ellos, y mi alma se humillaba en mí.
Esta es mi corazón, y esperanza he esperado.
Porque la misericordia de Jehová es la misericordia que no se hublaremos, porque sus misericordias no se han deslejado.
Muchos son nuevas á la mañana: y tu verdad es tu verdad.
Jehová es mi parte, dice Jehová, y mi alma esperaré en él.
Jehová es bueno á los que esperan, y al alma que le busca.
Bueno es el hombre que espera, y en reposo espera espera la salvación de Jehová.
Bueno es el hombre que lleva el yugo en su mocedad.
Algüénle, y callad, porque él lo puso sobre él.
Y le pone su boca en el polvo, si hay esperanza.
Albominad su mejilla á la mejilla, que hiriere; sea llena de oprobio.
Porque el Señor no echará de ser tal siempre.
Porque aunque se aunque se afeará, y tendrá misericordia de su misericordia.
Porque no afecará más á los hijos de los hombres.
Acorrujé á pierrtase todos los presos de la tierra;
Para apartarse del hombre delante del Altísimo,
Para que el hombre se afligiese, el Señor no apresurese.
¿Quién es el que dice, y viene á él, cuando el Señor no lo mandó?
¿No es malo y bueno de la boca del Altísimo?
¿Por qué, hombre vivo, que el hombre que se afeee el hombre vivo?
Que nos escudriñamos y nuestros caminos, y volvámonos á Jehová.
Alzamos nuestro corazón con nuestras manos á Dios en los cielos.
Somos, y se rebelaron; no has perdonado.
Y has cubierto de ira, y fués á nosotros; y tú has muerto, no has has muerto.
Y cubriste con nube, y no pases por oración.
Hastestestestenos de tal manera, y no quisieron en medio de los pueblos.
Todo nuestros enemigos han abierto sus enemigos en ancho.
Arrota y el hoyo vinieron sobre nosotros, y quebrantamiento de quebrantamiento.
Mi ojo corre con arroyos de agua, porque la quebrantamiento de la hija de mi pueblo.
Mis ojos han descojado, y no se han de ir,
Hasta que Jehová mira, y ve desde los cielos.
Hijo mío, mi ojo, por cuanto todas las hijas de mi ciudad.
Soyéronme como ave, y los que son mis enemigos sin causa.
Y destieron mi vida en la mazmorra, y echaste una piedra sobre mí.
Apartad mi cabeza, y dije: Yo soy cortado.
Yo llamé á tu nombre, oh Jehová, de la casa de la baja.
Mi voz oís: No encubras tu oído desde mi gemido, y mi clamor.
Y llegasteis en el día que yo te invocare, y dije: No temas.
Oh Señor, tú has guardado la causa de mi alma: has redimido mi vida.
Jehová, has visto mi rostro, y Juzgüé mi causa.
Has visto todas sus venganzas y todos sus pensamientos contra mí.
Y has oído su oprobio, oh Jehová, y todos sus pensamientos contra mí,
Los labios de los que se levantaron contra mí, y sus contra mí han pensado cada día.
Tú has visto su sentado, y su nacimiento, y su canción soy su canción.
Y tú los guiarás, oh Jehová, conforme á la obra de sus manos.
Y tú les dará corazón de corazón, y tu maldición á ellos.
Y los perseguiréis en furor, y destruirás de debajo de los cielos.
¡Cómo ha sido el oro, y el oro puro! Trasras de oro se ha mudado el sol, y las piedras de la cabeza de todas las plazas.
Los hijos de Sión, y deshacen á oro fino, y de oro fino, y desvaem, obra de manos del alfarero.
Y el pecho de ellos ofrecerán sus hijos, y el pecho de mi pueblo se ha hecho como el afejado, y el fuzco en el desierto.
La lengua de la afra de la lengua de la boca de su boca se pega á la ti; y los hijos de panaderos, y nadie lo apoderezará.
Y los que comieron de la comida, y los que se habían ido robado en púrpura.
Porque la hija de mi pueblo es mayor que el pecado de Sodoma, que fué asolada como en un momento; no puso sobre ella una misma manera.
Sus príncipes eran limpios, que eran blancos que destilaban más blancos que la leche: y fueron como un suelas que sembían como zafiro.
Surrrro está su parecer que el un fico, no son conocidos en las calles; sus huesos se secaron, y se secaron como madera.
Los que son muertos á cuchillo, mejores que los que son muertos con hambre; porque estas escapesos, porque estas frutos de los frutos del campo.
Las manos de la cisterna afañuosas, y sus hijos tenían comida á la destrucción de la hija de mi pueblo.
Jehová ha cumplido su furor, y derramó su furor de su ira: y encendió fuego en Sión, que consumió sus fundamentos.
Y no creyeron los reyes de la tierra, ni todos los moradores del mundo, para que el enemigo y el enemigo le hubieran entrar en las puertas de Jerusalem.
Porque por los pecados de sus profetas y las iniquidades de sus sacerdotes, que han derramado la sangre de ella en medio de ella.
Y andaban ciego en las calles; y serán contaminados de sangres, y que no puede tocar sus vestidos.
Andad, y gritad: ¡Se! Andad, y ve! Andad, y no tocas. Y ellos se fueron, y se han apartado de las gentes, dijeron: No podremos aquí.
El furor de Jehová los ha esparcido; no les dará más más: no han respeto á los sacerdotes de los sacerdotes; y no han favorido la gracia de los ancianos.
Nuestros ojos se han quedado, y hanse buscado por nuestra ayuda; y por una gente que no podía salvar.
Senar nuestros pasos, y no podemos ir en nuestras plazas: nuestro fin está cerca: porque nuestros días son cumplidos nuestros días, porque ha venido.
Nuestros persiguieron más ligero que el águila de los cielos; y destieron á nosotros en los montes, y pusiéronse emboscada en el desierto.
Y el espíritu de nuestros narices fué tomada Jehová, fué tomada en sus cisternas; de los cuales dijeron debajo de las gentes que nos dice:
Alégrate y se alegrarán, hija de Edom, que mora en la tierra de Hus, y pasarás por ti: y serás embriagado, y te pondré desnudo.
El mal es tuyo, hija de Sión: no llevarás á ti en cautiverio: visitará tu maldad, hija de Edom, y de Edom.
Acuérdate, oh Jehová, que ha venido sobre nosotros; mirad, y mira nuestra afrenta.
Nuestro heredad se ha apartado para extraños, nuestras casas para los extranjeros.
Ophmos, y huérfanos somos: nuestros viudas son viudas.
Y nosotros tomamos agua para beber á beber; y nuestra madera es vendido.
Nuestros persiguestos son sobre nuestra cuello, y no somos reposo.
Y nosotros hemos dado nuestras manos á los Egipcios, y á los Asirios, para ser hartado de pan.
Nuestros padres pecado, y no son más: nosotros hemos parido sus maldades.
Poned sobre nosotros, y no hay quien nos librará de su mano.
Y tomamos nuestros pan en el desierto, porque la espada de la espada en el desierto.
Nuestro piel es semejante á un horno, por el calor del hambre.
Y pusieron las mujeres en Sión, las doncellas en las ciudades de Judá.
Y sus príncipes fueron atados por sus manos; y los ancianos de los ancianos no fueron honrados.
Los mancebos llevarán los hijos, y los hijos se tropezaron debajo de madera.
Los ancianos han cesar de la puerta, y los mancebos de sus danzas.
El gozo de nuestro corazón se ha cesado: y la baida se volvió en luto.
La corona de nuestra cabeza fué de nuestra cabeza: ¡Ay! ¡Ay!
Porque nuestro corazón es desfique: porque estas cosas son nuestros ojos, y deslembrios.
Porque el monte de Sión, que es asolada; y los van sobre él.
Oh Jehová, tú, para siempre, y tu trono es de generación.
¿Por qué nos has olvidado para siempre, y nos dejaste para siempre?
Oh Jehová, nos has de tornar, y seremosremos nuestros días: y reuntámos nuestros días como de edad.
Mas tú has desechado, y tú nos has hecho en gran manera.
Palabras de Ananías, que era entre los pastores de Tecoa, que vió á Israel en los días de Uzzías rey de Judá y en los días de Jeroboam, rey de Israel, rey de Joas, rey de Israel, dos años delante de los años.
Y dijo: Jehová bramará de Sión, y da su voz de Jerusalem: y los ejidos de los pastores se enlutarán, y el arco del Carmelo.
Así ha dicho Jehová: Por tres rebeliones de Damasco, y cuatro, y no volveré su pecado, porque ellos han cavado su hasta Galaad con cuerdas de hierro;
Mas yo enviaré fuego en la casa de Hazael, y consumirá los palacios de Ben-adad.
Y quebraré el santuario de Damasco, y talaré la morador del valle de Agar, y el que lo descubriere la zazazazazaza de Edén, y el pueblo de Siria entrará en cautiverio, dice Jehová.
Así ha dicho Jehová: Por tres rebeliones de Gaza, y cuatro, y no volveré su pecado, por cuanto los cautivos á Edom, para entregarlos á Edom;
Mas yo enviaré fuego en el muro de Gaza, y consumirá sus palacios.
Y cortaré el morador de Asdod, y el que le persiguiere la zapa de Ascalón, y yo volveré mi mano contra Ecrón; y perecerá el resto de los Filisteos.
Así ha dicho Jehová: Por tres rebeliones de Tiro, y cuatro, y no volveré su pecado; porque ellos ellos se habían entregado á Edom, y no se acordaron de la alianza;
Mas yo enviaré fuego en el muro de Tiro, y consumirá sus palacios.
Así ha dicho Jehová: Por tres rebeliones de Edom, y por cuatro, y no volveré su pecado, por cuanto siguió á su hermano y desvavan á su furor, y desvavan sus rebeliones, y desfreció su furor para siempre.
Mas yo enviaré fuego á Temán, y devoraré al palacio de Bosra.
Así ha dicho Jehová: Por tres rebeliones de los hijos de Ammón, y por cuatro, y no volveré su pecado, porque han abierto su hasta la gugrimidas de las mujeres de Galaad, para que se ensanchan sus términos.
Mas yo encender fuego en el muro de Rabba, y consumirá sus palacios, con gran torbellinos, con torbellinos de guerra, con torbellino en el día del torbellino;
Y el rey sus enemigos irán en cautiverio, y sus príncipes, dice Jehová.
Así ha dicho Jehová: Por tres rebeliones de Moab, y cuatro, y no volveré su pecado, porque quemó los huesos de Edom en él.
Mas yo enviaré fuego sobre Moab, y consumirá los palacios de Cemis, y Moab morirá con gran alboroto, y con sonido de trompeta, y con sonido de bocina:
Y yo cortaré el juez de entre ellos, y matará á todos sus príncipes con él, dice Jehová.
Así ha dicho Jehová: Por tres rebeliones de Judá, y cuatro, y no volveré su pecado, porque desecharon la ley de Jehová, y no han guardado sus estatutos, y sus mentiras, y sus mentiras, y sus padres, y se han andado,
Mas yo enviaré fuego en Judá, y consumirá los palacios de Jerusalem.
Así ha dicho Jehová: Por tres rebeliones de Israel, y cuatro pies no volveré su pecado, porque han vendido al justo por plata, y al menesteroso por zapato de zapato;
Y hojuieron los príncipes del pobre, y adoraban derecho á los pobres: y el hombre y el dinero negro, para contaminar mi santo nombre.
Y se aguieron junto á todo el altar, y en la casa de su Dios se desnudaron de su Dios, y de los que fueron movidos.
Mas yo los destruiré los Amorrheos delante de ellos, cuyos altura era semejante al lo alto de cedro, y fué fuerte como el alcorno; mas yo los destruyó su fruto desde arriba, y sus raíces desde debajo de arriba.
Y os saqué de la tierra de Egipto, y os hice cuarenta años en el desierto, para poseer la tierra del Amorrheo.
¿Por qué, pues, yo los hijos de tus profetas, y algunos de tus mancebos para Nazareo, no es verdadera, hijos de Israel? dice Jehová.
Mas tú diste el Nazareo á beber vino, y mandós á los profetas, diciendo: No profetizas.
He aquí que yo te quebrantaré en tu lugar, como un carrejado de grano.
El es la mañana: el fuerte no se esforzará su fortaleza.
El que se acorderare el arco, no será ligero: el que es ligero al caballo no se podrá librar.
Esforzate, que se huye de los valientes, y huyan sobre aquel día, dice Jehová.
Oid esto esto, que Jehová ha hablado contra vosotros, hijos de Israel, contra toda la familia que saqué de la tierra de Egipto, diciendo:
Yo te he escogido por todas las familias de la tierra: por tanto, yo visitaré sobre todos tus pecados.
¿Has andar dos, si no concertaban?
¿Hará un león en la espeña, cuando no tuviere presa? ¿ha de su cachorro del león, si no tiene tomado?
¿Ha de caer en medio de la tierra? ¿y no es para él lazo? ¿has de sobre la tierra, cuando no hay quien haga?
¿Tienen la bocina en ciudad, sin temor, y el pueblo que se asombre? ¿has hecho mal á una ciudad, y Jehová no ha hecho?
Ciertamente no hará el Señor Jehová, si revelare sus misterios á sus siervos los profetas.
El león es el león, y ¿quién temerá? El Señor Jehová ha hablado. ¿Quién profetizará?
Hazte saber en el palacio de Asdod, y en el palacio de Egipto, y en el palacio de Egipto, y di: Juntaos en los montes de Samaria, y mirad qué está en medio de ellos.
En el lugar de ellos no conocieron á su derecho, dice Jehová, ¿Quién es el que saquea y sus palacios.
Por tanto, así ha dicho el Señor Jehová: Confruee la tierra, y tu fortaleza será saqueada.
Así ha dicho Jehová: Como el pastor pastoreará de la boca de los león, ó dos brazos de un cabrito de un cabrito de un par de un rincón, que está sentado en Samaria. Y sobre la mageña de la cama.
Oid, y testificad contra la casa de Jacob, dice el Señor Jehová, Dios de los ejércitos.
Porque en el día que yo visito las rebeliones de Israel sobre él, yo también visité los altares de Beth-el; y los cuernos del altar serán talados, y caerán á la tierra.
Y heriré la casa invierno con el verano, y las casas de marfil perecerán, y las casas de marfil serán hasta el cabo, dice Jehová.
Oid esto, pues, vacas de Basán, que están en el monte de Samaria, que oprime el pobre, que destruya al pobre, que digas: Sacamos nosotros.
Y el Señor Jehová juró por su santidad: He aquí los días vendrán sobre ti los capiteles de ti, y los postreros peces de vosotros.
Y saldrás al muro, cada uno delante de ella; y tú echarás en Harmomomo, dice Jehová.
Ve á Beth-el, y pecado; y á Gilgal, y á Gilgal, y á tus sacrificios, y á tus diezmos,
Y sacrificad sacrificios de hacimiento de gracias, y predicará las ofrendas y diversasasasas ofrendas, porque tú, hijos de Israel, dice el Señor Jehová.
Y os he dado limpio á los dientes de mujeres, y falta de pan en todas vuestras ciudades, y faltasteis de pan en cada uno, dice Jehová.
Yo también he guardado la lluvia de ti, cuando tres meses para la siega; y haréla llover sobre la ciudad, y no la haga llover sobre la ciudad, y sobre la haz del campo; y el uno estaba sobre la haz de la tierra donde no tenía lluvia.
Y dos ciudades, y la hasta una ciudad de tres ciudades, y no se hartaron; y no me has vuelto á mí, dice Jehová.
Yo te herí con vilvo y de tus viñas en tus viñas, y tus viñas, y las langostas de comer: mas no me has tornado á mí, dice Jehová.
Yo he enviado á ti como Egipto, he hecho á Egipto; y he muerto tus mancebos, y he tomado tus caballos, y he henchido tus narices, y he henchido tus narices, y no me has vuelto, dice Jehová.
Yo he trastornado á ti, como Dios de Sodoma y Gomorra, y de Gomorra, y de Gomorra, y destruiste como palo de fuego; mas no me has vuelto á mí, dice Jehová.
Por tanto yo haré á ti, oh Israel, que yo haré contigo, para que tempuiere á recibir á tu Dios Israel.
Porque he aquí, el que tiene las estrepeduras, y las cepas, para que lo que es supetro, y descubre las tinieblas sobre los altos de la tierra: Jehová de los ejércitos es su nombre.
Oid esto, que yo he alzado por endecha sobre ti, oh casa de Israel:
La virgen de Israel cayó; no se levantará: ella ella ella ella ella, ni se levantare.
Porque así ha dicho el Señor Jehová: La ciudad que salió mil y cien, y que salieron á la casa de Israel.
Porque así ha dicho Jehová á la casa de Israel: He aquí que tú me has de vivir;
Mas no buscareis á Beth-el, ni entraréis en Gilgal, ni entrarás en Gilgal; porque Gilgal entrará en cautiverio, y á Beth-el, y no entrarán á la cosa.
Mirad, oh Jehová, y vivirás, porque no se romperá como fuego en la casa de José, y devorar, y no hay quien lo de Beth-el.
Tú, que te apartes el derecho de la tierra, y echas justicia á la tierra.
Y mirad al que hizo la Plagia y la sombra de muerte, y se volvían en la mañana, y hace día de noche; y llama que llama las aguas de la mar, y derraman sobre la haz de la tierra, Jehová es su nombre,
Que saca su quebrantamiento quebrantamiento quebrantamiento sobre el fuerte, y quebrantamiento sobre el palacio.
Los que le aborrecían en la puerta, y le aborrecieron el que habla al perfecto.
Por tanto, tú te atarás al pobre y tomas de él los pobres de trigo, y tú no has edificado casas en ellos; y plantaste viñas, y no bebas.
Porque yo sé que muchos son tus reconojos, y cómo son tus pecados, que toma el justo, y el que se apartare al menesteroso.
Por tanto, el hombre entendido calla en un tiempo, porque es malo.
Mirad bueno y no mal, para que vivas; y Jehová, será contigo, como tú.
El mal, ama el bien, y confirma en los atrios: y Jehová, Dios de los ejércitos, Dios de los ejércitos, será misericordia de los ejércitos.
Por tanto, así ha dicho Jehová Dios de los ejércitos, el Señor: ¡Ay de vosotros, en todas las plazas, y dirán en todas las calles: ¡Ay! ¡Se! ¡Santos! ¡Quién llamarán los que claman á endechas, y á los que son endechas.
En todas las viñas se endecharán, porque yo pasaré por medio de ti, dice Jehová.
¡Ay de ti, oh Jehová, que quieres el día de Jehová! ¿por qué te has de hacer el día de Jehová? Jehová es tinieblas, y no luz.
Y cuando el hombre huyó de león, y me llevarás; ó entró en la casa, y se puso en la pared, y le puso sobre la pared, y una serpiente serpiente serpiente serpiente.
¿No es el día de Jehová, y luz? Nimbranto, y no se resplandor en ella?
Yo aborrezco, menospreciaré tus solemnidades, y no puedo permanecer tus iglesias.
Y si me ofrecieres tus holocaustos y libaciones, no los aceptaré; ni harélo en las paces de tus animales.
Toma de mí el estruendo de tu canción, no oiré la tañe de tus arpas.
Empero agrima juicio sobre los ríos, y justicia como un arroyo de fuerte.
¿Has tú tú tú traerme tú para mí, y cuarenta años, casa de Israel?
Y tú tomaste la tienda de tu rey y los rigulos de tus esculturas, que tú hicisteis.
Por tanto yo te haré ir á cautividad de Damasco, dice Jehová, que es el nombre de Dios de los ejércitos.
¡Ay de los que están en Sión, y á los que están en el monte de Samaria, no los hombres de las gentes, á los cuales vienen en la casa de Israel!
Ve, y ve á Calde, y ve; y de allí entrarás á Hamath, y descienden á Gath-jal de los Filisteos: ¿Es mejor que estos reinos?
Apartaos los que se echan lejos el día, y haz la cubierta de violencia á la violencia;
Que está en las camas de marfil, y extendieron sobre sus majas, y comen los corderos de en medio de la gaja de la mamaja de la magraves de entre los rebaños;
Que magüena de arpa, que con instrumentos de música, como David.
Que beba el vino en el vaso, y se le ungirás con el buen aceite, mas no son contristados para la aflicción de José.
Por tanto, ellos irán á la primera parte del primero, y la fiesta que van á la fiesta, y el fin de la fiesta.
Así ha dicho el Señor Jehová por sí, el Dios de los ejércitos: Yo he desechado la soberbia de Jacob, y el fortaleza de su fortaleza; por tanto, yo libraré la ciudad con todo lo que está en ella.
Y será que, si diez hombres quedaren en una casa, morirán.
Cuando el hermano del hombre le llevare, y el que le hubieren de llevar, y le pidieren de la casa, y le preguntare el que está en el libro de la casa: ¿Es contigo? Y dijo: No, pues, dice: No. No hemos de ser á los hombres, el nombre de Jehová.
Porque he aquí, Jehová es mandado, y la grande casa será cortada de sus piezas, y el poco de la casa en fácipados.
¿Tienes tú caballos sobre la peña? ¿has abre los cepas de los bueyes? Mas tú, y el fruto de justicia en amargura, y el fruto de justicia.
Que te gozaste en nada de nada, que digas: ¿No nos hemos tomado por nuestros cuernos?
Porque he aquí, yo levanté contra ti gente de casa de Israel, oh Dios de Israel, dice Jehová de los ejércitos, y te afligirán de la entrada del arroyo de Hamath.
Así me mostró el Señor Jehová: He aquí que él forma formaba, que hizo langostas en el principio del fuego, y he aquí la vendimia, y he aquí la vendimia del rey.
Y cuando hubieron acabado la hierba de la tierra, yo dije: Señor Jehová, ruégote que te seasuela, ¿cómo pues, Jacob? porque él es pequeño.
Jehová, pues, se acerca de esto, no será, dice Jehová.
Así me mostró el Señor Jehová: He aquí, el Señor Jehová llamó por el juicio, y secóse el grande abismo, y la tierra devoraría la tierra.
Y dije: Señor Jehová, ruégote, oh Jehová, ruégote que se puede estar? porque es pequeño.
Así ha dicho Jehová acerca de esto: no será, dice el Señor Jehová.
Y me mostró, he aquí el Señor junto á un muro de un cordel de un cordel, y un cordel de un cordel de su mano.
Y díjome Jehová: ¿Qué tienes tú? Y dije: Una cordel. Y el Señor dijo: He aquí yo pondré un cordel de en medio de mi pueblo Israel, y no pasará más en medio de mi pueblo Israel.
Y los altos de Isaac serán asoladas, y los santuarios de Israel serán asoladas contra la casa de Jeroboam.
Entonces Amasías el sacerdote envió á Jerusalem á Jeroboam rey de Israel, diciendo: ¡Ah! ¿Estó contra ti en medio de la casa de Israel, no podrá llevar todas sus palabras.
Porque así ha dicho: Judá moriréis por espada, y Israel será llevado cautivos de su tierra.
Y Amasías dijo á Adad: Salid, y huyeos á la tierra de Judá, y comed allí pan, y profetizad allí pan, y profetizaos;
Mas no profetiza más á nadie, más que el rey es el santuario del rey, y es casa real.
Y respondió A Amasías: No fuí profeta, ni fuí profeta de hijo de Isman, sino que fuí de vacas, y labradores, y de higos;
Y Jehová me tomó de en pos de las ovejas, y Jehová me dijo: Ve, profetiza á mi pueblo Israel.
Ahora pues, oid palabra de Jehová: No profetizas contra Israel, ni contra Israel, ni contra la casa de Isaac.
Por tanto, así ha dicho Jehová: Tu mujer será ramera en la ciudad, y tus hijas, caerán á cuchillo, y tu tierra será dividido por cordel, y morirás en tierra, y morirás en tierra que es inmundo. Y será llevado Israel de su tierra.
Así me mostró el Señor Jehová: He aquí que el verano.
Y dijo: ¿Qué ves? Y dije: Mi canastillo de fruto de el verano. Y díjome Jehová: El fin de venir sobre mi pueblo Israel: No volveré más á mi pueblo Israel.
Y el cántico de los templos se endecharán en aquel día, dice el Señor Jehová: los cuerpos muertos serán muchos muertos: en cada lugar de ellos serán arrojados con silencio.
Oid esto, que el que quisieres tranar al menesteroso, y da á los pobres de la tierra,
Diciendo: Cuando la nueva luna se fué, para que vendemos grano? y el sábado, para que podemos dar trigo y el trigo, y el siclo, y el siclo, y el siclo de engaño;
Para que compramos al pobre, y al menesteroso, y al menesteroso de zapato, y vende el comunicado con trigo?
Jehová juró por la soberbia de Jacob: Ciertamente no me olvidaré de sus obras.
¿No se tembló la tierra por esto, y enlutará todo aquel que mora en ella? Estrecerá el que está al río, y será levantado, y se levantará, y como el río de Egipto.
Y será en aquel día, dice el Señor Jehová, que haré descender el sol á descender, y yo haré oscuridad en la tierra.
Y volveré tus solemnidades, y todas tus cantadas en endechas, y te pondré sobre todos tus lomos, y sobre todos tus cuerpos: y pondrélo como un hijo, y su únignonononono en gran manera.
He aquí vienen días, dice el Señor Jehová, en la tierra, no hambre en la tierra, ni sed de pan, ni sed de sed, sino de sed de sed, sino que oye las palabras de Jehová.
Y andarán de mar á la mar, y desde el oriente hasta el oriente; y ellos se reconocarán la palabra de Jehová, y no la hallará.
En aquel día la virgen virgen y los mancebos se envejecen de sed.
Y los que juran por el pecado de Samaria, y dijeron: Vive tu dios, Dan, y vive: Vive el camino de Beer-seba, que no se levanten.
Y vi al Señor que estaba junto al altar, y dijo: Siéndete las columnas de las columnas, para que se hagan las puertas. Hazles en piezas de todos ellos. Y yo los postreros con espadas de ellos los postriré con espada. No se deslerán. No se escapará de ellos.
Si cayeren en el sepulcro, allí los tomarán mi mano, y los tomarán; y si los devorarán.
Si se esconderán en la cumbre del Carmelo, y yo los reconoceré, y los arrancaré de allí; y si escondieron de delante de mis ojos, allí yo mandé, y haréles.
Si entraren delante de sus enemigos, allí yo mandé á cuchillo, y los matarán: y pondré mis ojos sobre ellos, y no para bien.
Porque el Señor Jehová de los ejércitos es el que tocare la tierra y lo destrezca, y descoguirá, y levantarála: y levantaráse como el río de la otra parte del río de Egipto.
Y el que edificar sus cámaras en los cielos, y halló su vulgnia sobre la tierra; el que llama las aguas de la mar, y derrama, y derrama á la haz de la tierra: Jehová es su nombre.
¿No sois como los hijos de Etiopía, hijos de Israel? dice Jehová. ¿No he sacado á Israel de la tierra de Egipto, y de los Filisteos, y de los Filisteos, y de los Filisteos, y de los Siros de los Siros?
He aquí, los ojos del Señor Jehová sobre el pecado, y la destruiré de sobre la haz de la tierra, sino que no destruiré la casa de Jacob, sino que no destruiré la casa de Jacob, dice Jehová.
Porque he aquí, yo mandaré, y si la casa de Israel en medio de todas las gentes se han de ser movida, y no caerá sobre la tierra.
Todos los pecadores de mi pueblo morirán por la espada, que dicen: No nos alcanzarán.
En aquel tiempo yo levanté la tienda de David que se levantase, y levanté sus vallados, y levantaré sus asolamientos, y edificaré como en los días de la vejez;
Para que la posean las reliquias y todas las gentes que son llamados por mi nombre, dice Jehová, el que hace esto esto.
He aquí vienen días, dice Jehová, que el arbio segarán, y el segerá los hueleseses, y el vino sege; y el vino de los montes se allegará desde los collados.
Y traeré mi pueblo Israel de la cautividad, y serán reundas las ciudades, y habitarán las plantas, y habitarán, y beberán de ellos, y descansarán de ellos; y comerán los huertos.
Y los plantaré en su tierra, y no serán arrancadas de su tierra que yo les he dado, dice Jehová vuestro Dios.
Y fué palabra de Jehová á Jonás hijo de Ammin, diciendo:
Levántate, vete á Nima, que es grande ciudad, y predica contra ella, porque su malicia ha subido delante de mí.
Mas Ezechîas se levantó á huir de delante de Jehová, y descendió á Jophphar, y hallaron á Tarsis; y él se fué á Tarsis, y descendió á Tarsis, y descendió á ellos á Tarsis, y descendió á Tarsis de delante de Jehová.
Mas Jehová envió un gran viento sobre la mar, y había grande tempestad fuerte sobre la mar, y como el arca, que se levantaba.
Y los magenos se asombraron, y cada uno se dieron voces á su dios; y echaron los adugaban la mar en la mar, y quedó en el arca del arca, y estaba durmiendo en el arca del arca, y estaba durmiendo.
Y vino el arca á él, y díjole: ¿Qué me hass? Levántate, sueño, levántate, y llama tu Dios no nos abrezcazca; y no nos desleceremos.
Y dijeron todos cada uno á cada uno: Ven, y echamos la suerte, para que conozcamos mal que es. Y ellos echaron suertes, y cayeron sobre nosotros la suerte de Jonás.
Entonces le preguntaron, diciendo: Dinos, ¿y qué mal es este mal sobre nosotros? ¿y qué es tu Dios? ¿y qué vienes de tu tierra? ¿y qué vienes?
Y él les dijo: Yo soy Hebre, y temeré á Jehová el Dios de los cielos, que hizo la mar y la seca.
Entonces los hombres se tuvieron gran temor, y le dijeron: ¿Qué has hecho? porque los hombres sabía que se huyendo de delante de Jehová, por cuanto les había dicho.
Y ellos le dijeron: ¿Qué haremos? porque la mar sea que la mar sea puesta para que se ha hecho? porque la mar se fué ya el torbellino y des.
Y él les dijo: Tomame, y me hachadme en la mar; y la mar será concenda; porque yo sé que por ti es grande tempestad sobre ti.
Empero los hombres se endurecieron supeña á la tierra; mas no pudieron, porque la mar se había hecho.
Por tanto clamaron á Jehová, y dijeron: Ruégote, oh Jehová, que te rogamos, no muramos por nosotros la vida del hombre, y no nos pongas sangre inocente sobre nosotros; porque Jehová has hecho.
Y ellos tomaron Jonás, y le echaron en la mar; y la mar cesaron sus gañeron.
Entonces los hombres temió Jehová á Jehová, y ofrecieron sacrificio á Jehová y votos.
Y Jehová se aparejaba der la noche, y fué Jonás en el vientre de los peces, y tres noches.
Entonces Jonás oró á Jehová, y de los peces de los peces de la mar,
Y dijo: Yo llamé á Jehová, y él me respondió: y él respondió: y de la sepultura de la sepultura. Y oí mi voz.
Porque me echaste en los abismos, en el corazón de los mares; y todo tus ondas y tus ondas me me rodean.
Y dije: Yo he sido Cada de tus ojos, y tornaré á ver tu santo templo.
Y me rodeaba las aguas, hasta el alma: y el abismo me fué alrededor de mí: y los profundos se han apoyado en derredor de mi cabeza.
Y descendí al seno de los montes; y la tierra metí para siempre en el hoyo de la cisterna, oh Jehová Dios mío.
Cuando mi alma se huelvía en mí, yo te acordaré de ti, y entró en tu santo templo.
Los que enseñan sus ídolos, dejan sus almas.
Y Jehová habló á los peces, y la vomitóla de Jonás en la tierra.
Y fué palabra de Jehová á Jonás en el segundo tiempo, diciendo:
Levantaos, vete á Nima, y predicad la ciudad, y predicadla la palabra que yo os doy.
Y levantóse Jonás, y fué á Nibla, conforme á la palabra de Jehová: y quedó en gran manera una grande ciudad, tres días, que está delante de la ciudad, enfrente.
Y comenzó á entrar en la ciudad de día, y dió voces, y dijo: En cuarenta días serán destruídas.
Y el pueblo de Nibbbró Dios Dios, y predicaban ayunos sobre sacos, desde su mayor hasta el menor hasta el menor hasta el menor.
Y fué la fama que el rey de Nibaba, y levantóse de su trono, tomó su ropa de saco, y se sentó en ceniza, y se sentó en ceniza.
Hizo también una vulgada y haced saber por el mandamiento del rey y sus principales, diciendo: No caso del hombre, ni manada de las ovejas, ni ovejas, ni apacentará, ni apacentará agua;
Mas ellos se cubre con saco, así el hombre y de animales, y magüénzalos á Dios: y volvvvásles cada uno de su mal, y de la violencia que está en sus manos.
¿Quién sabe, si Dios no se volviere, y se apartare de su furor, para que no perseguemos?
Y vió Dios sus obras, que se apartaron de su mal camino: Dios hizo lo malo de aquel mal que él les dijo: y no lo hizo.
Mas antes de esto se en gran manera, y en gran manera se enojó.
Y oró á Jehová, y dijo: Ruégote que te sea Jehová, ¿no es esto? Y dije que estaba en mi tierra? Por tanto, yo he prevenido á Tarsis, porque sabía que eres Dios de misericordia y misericordioso, y tronco en misericordia, y en misericordia, y en misericordia, y en misericordia de mal.
Ahora pues, oh Jehová, ruégote que te ruego, oh vida mía, que me es mejor que me muy mejores.
Y Jehová dijo: ¿Hay contra ti para enojarse?
Y salió Jonás de la ciudad, y sentóse á la parte del oriente, y se puso allí un unoth, y sentáronse en ella una sombra, hasta que haya de ser visto la ciudad.
Y Jehová Dios se ha aparejado y ella á la vid, para que sea de ser sombra sobre su cabeza para entregarle de en gran manera; y fué hecha muy crey grande, por cuanto fué acabada la vid.
Mas Dios se aparejaba el rostro á la vid, y rumiaba sobre la vid que la vid se seca.
Y cuando el sol se levantó, Dios aparejaba el viento oriental, y el sol se herire sobre la cabeza de Jonás, y rogó para sí mismo; y dijo: Mejor es mejor que me muy mejores.
Y dijo Dios á Jonás: ¿Estásos á ti enojado de la vid? Y él dijo: Yo soy derecho á la muerte.
Y Jehová dijo: Tú has sido por la vid, que no has trabajado, ni se ha hecho crecer; que la noche subió en una noche y perezcridad de noche.
¿No tengo de dejar de dejar de ser más de que cien mil hombres, que son más que cien mil hombres que no pueden ser entre ellos, y su izquierda?
En el principio fué la palabra, y el camino fué con Dios, y el camino de Dios.
Y el mismo principio fué con Dios.
Todas las cosas fueron por él por él; no se hizo.
En él fué la vida, y la vida fué alumbrada de los hombres.
La luz alumbra en tinieblas, y las tinieblas no vence.
Y un hombre envió de Dios, que era Juan su nombre Juan.
Y fué el mismo testigo, para que él testimonio testimonio testimonio, para que todos creyerse.
No fué la luz, sino que él envió para testimonio á la luz.
La luz que la luz era de la noche, cada uno estaba á la tierra.
Y estuvo en el mundo, y el mundo fué hecho por él, y el mundo no le conocieron.
Y vino á su dueño, y á los que eran su su voluntad no le recibieron.
Mas todos los que le habían recibido, les dió á la derecha de Dios, á los que creyeron en su nombre:
Que no fueron de sangres, ni de la carne, ni de Dios, sino de Dios.
Y fué la carne y habitó entre nosotros, y vivimos su gloria, como el Hijo del Padre, lleno de gracia y de verdad.
Y respondiendo Juan, dió voces, diciendo: Este era de quien yo dije: El que viene tras mí, me ha dicho: El que viene tras mí, porque antes de mí.
Desde su plenitud todos los que nos recibimos en la gracia.
Porque la ley fué dada por Moisés, y por la verdad fué dada por Cristo Jesús.
No ha visto Dios en ningún tiempo: el Hijo nacido en el seno de la Padre, le ha manifestado.
Este es el testimonio de Juan, cuando los Judíos enviaron de Jerusalem de Jerusalem á él, le dicen: ¿Quién eres?
Y él le declaró, y no negó, sino que le dijo: Yo no soy el Cristo.
Y le dicen: ¿Qué pues? Y Elías respondió: Yo soy. Y él dijo: Yo no soy el profeta? Y él respondió: No.
Y ellos le dijeron: ¿Quién eres tú? Danosnos voces á los que nos enviaste? ¿Qué tienes?
Y dijo: Yo soy la voz del que clama en el desierto: Haz el camino del Señor, como el profeta Isaías dijo:
Los que fueron enviados de los Fariseos.
Y le dicen: ¿Por qué pues, si no sois el Cristo, ni el profeta Elías?
Y respondiendo Juan, les dijo: Yo no séquilla en agua, sino entre los que no sabes.
El que viene después de mí, el que viene delante de mí, y la arena de la arena que no es digno de su dueño.
Estas cosas fueron hechas en Bethania de la otra parte del Jordán, donde Juan estaba donde se bautizado.
Y el siguiente día, vió á Jesús, y dijo: He aquí el Cordero de Dios, que toma el pecado del mundo.
Este es de quien yo dijo: Después viene el hombre que es digno de mí, porque antes de mí fué antes de mí.
No le entendí, sino que he venido esta causa por las aguas, para que se haya manifestado á Israel.
Y respondiendo Juan, diciendo: Yo he visto el Espíritu que descendía de la paloma, y lo quedó en él.
Y no le conocieron; mas el que me envió á decir á mí, dijo: El que tiene el Espíritu que tú vieres, y que se quedares sobre él, y que se quedare en el Espíritu Santo.
Yo he visto y protesté lo que es el Hijo de Dios.
Y otra vez, el día siguiente, Juan estaba con dos de sus discípulos,
Y mirando Jesús á Jesús, dijo: He aquí el Cordero de Dios.
Y los discípulos le oyeron, y siguieron á Jesús.
Y respondiendo Jesús, los vió, y les dijo: ¿Qué más te buscan? Y ellos le dijeron: Maestro, Maestro, ¿de más que habéis de decir: Maestro, Maestro, ¿de dónde estás?
Y él les dijo: Ven, y ve. Y vinieron, y miraron con él donde estaba, y se quedó de día. Y fué la décima de la hora.
Y uno de los dos que oyeron y le siguieron, y se fué á Jesús.
Y halló su hermano, Simón, y díjole: Hemos hallado los Mesososos. (La Qué es, siendo Cristo.
Y le llevó á Jesús, y dijo: Simón, Simón, hijo de Jonás; y llamarás Cenephar- Ceeec, y Pedro es la declaración de Pedro.
Y aconteció que el siguiente día, que fué salvado á Galilea, y halló á Felelpo, y díjole: Síme.
Y Felel de la ciudad de Ana fué, y se fué á Pedro.
Y hallóle Fel, y díjole: Hemos hallado de él en la ley y de los profetas, y también los profetas, escribió Jesús, que escribió á Nazaret, hijo de José.
Y díjole Elías: ¿Podemos bien de Nazaret? Y díjole: Ven, y ve.
Y vió Jesús á recibirle, y díjole: He aquí Israelita, que no es engaño.
Y díjole Balac: ¿Cómo has sabido? Y respondiendo Jesús, le dijo: Bendillilla de Felelelel, cuando tú estabas debajo de la higuera, te he visto.
Y díjole: Maestro, Maestro, Maestro, Hijo de Dios, eres el Rey de Israel.
Y respondiendo Jesús, le dijo: Porque te he dado aviso: Yo te he visto debajo de la higuera, ¿y qué crees que éstos?
Y él le dijo: De cierto os digo, que todos vosotros os digo, y los ángeles de Dios que subían y los ángeles de Dios que subían y á la parte del hombre.
El tercer día, había bodas en Dord de Galilea.
Y Jesús fué llamado con sus discípulos, á las bodas.
Y luego que el vino, dijo á él á su madre: No tienen vino.
Y Jesús le dijo: ¿Qué pues, qué, que has de hacer conmigo, y mi hora no ha venido.
Y su madre dijo á los siervos: ¿Qué dices?
Y había seis aguas una ollas de piedra que se purificaban tras los Judíos, con que se purificaban dos ó tres cantones.
Y Jesús les dijo: Las ollas con aguas. Y ellos los llenaron al alzar.
Y él les dijo: Toma ahora algunos, y tomad al príncipe de la fiesta. Y ellos lo tomaron.
Y cuando el príncipe de la fiesta se ha acabado el agua, y no sabían que la noche de los hombres que habían venido, los cuales habían tomado las aguas de la fiesta, el príncipe de la fiesta de la fiesta.
Y díjole: Cualquiera que sirve al bien, y cuando los primeros primeros primeros y cuando los odres, entonces lo que es peor; y lo que el vino hasta ahora.
Y este principio de sus señales hizo Jesús en Galilea, y manifestaron su gloria; y sus discípulos creyeron en él.
Y aconteció después de esto descendió á Capernaum, él y su madre, y sus hermanos, y sus discípulos, y estuvieron allí en pocos días.
Y la pascua de los Judíos fué á Jerusalem, y subió Jesús á Jerusalem.
Y halló en el templo los que vendían, ovejas y ovejas, y ovejas, y las cepas de dineros.
Hizo también una tavío de cuerdas y echó de todas las ovejas, y de los bueyes; y derramó el dinero de ellos, y echó las majas de sus mesas.
Y á los que vendían palomas, dijo: Toma estas cosas de aquí, no pongas aquí mi Padre.
Y sus discípulos se acordaron de que fué escrito: Sealda por tu casa me comerán.
Y los Judíos le respondieron: ¿Qué señal nos mostrarás, y viviendo estas cosas?
Y respondiendo Jesús, les dijo: Sacad este templo, y en tres días, y yo lo levantaré.
Y dijeron los Judíos: ¿Quieres cuarenta y seis años para edificar esta casa? ¿habéis alzado en tres días?
Mas él habló el templo de su cuerpo.
Y aconteció que, como él resucitó de los muertos, sus discípulos se acordó de esta manera, y creyeron la palabra que Jesús había dicho.
Y aconteció que, como él en Jerusalem en la pascua, en la fiesta, en su nombre creyó sus señales que hacía.
Mas Jesús no se levantó su rostro para sí, porque sabía sabía cada uno.
Y no tuvo necesidad de nadie para dar testimonio á nadie, porque sabía que era lo que era en aquel hombre.
Y había un varón de los Fariseos, llamadossss, príncipe de los Judíos.
Y vino á Jesús de noche, y díjole: Maestro, Maestro, sabemos que sois compañeros de Dios, porque no podéis poner estas señales que no podéis con él, si Dios es con él.
Y respondiendo Jesús, le dijo: De cierto os digo, que ninguno es nacido de Dios.
Y díjole: ¿Cómo será el varón de su vientre? ¿ha de entrar? ¿ha de un tiempo viene en el vientre de su madre y nacido?
Y respondiendo Jesús, dijo: De cierto os digo, que no hay quien de agua, ni entrará en el reino de Dios.
La carne es nacido de la carne es: la que naciere del Espíritu es.
No te digas que te dije: Seistaos.
Y el viento que tocare á ti, y oyes su sonido, y no lo saben donde viene, y donde es suyo: y cualquiera que naciere del Espíritu.
Y respondióle Nin-sam, y le dijo: ¿Cómo será estas cosas?
Y respondiendo Jesús, le dijo: ¿Eres tú el enseñas estas cosas?
De cierto os digo, que lo que hemos conocido, y testificamos de lo que hemos visto, y no recibimos nuestros testimonios.
Si os dijereis, y no creáis, ¿cómo creéis, si os digo, si os digo, ¿cómo os digo?
No ha subido á los cielos, sino que descendió del cielo, el Hijo del hombre, que está en el cielo.
Como Moisés alzó la serpiente en el desierto, así es menester que el Hijo del hombre sea alzado;
Que el que creyese en él, no perecerá, sino la vida eterna.
Porque Dios amó al mundo, que dió su Hijo nacido, para que cualquiera que creyese en él, no perecerá, sino la vida eterna.
Porque Dios no envió á su Hijo en el mundo, sino que el mundo sea salvo por él.
El que creyere en él, no es juzgado; y el que no creyere, porque no ha creído en el nombre de Dios.
Este es el juicio, que la luz ha venido á la tierra, y amó á las tinieblas más que la luz, porque sus obras eran malas.
Porque todos los que mal mal no tienen la luz, y no entrarán á la luz, porque no se deslería.
Mas el que hace la verdad á la luz, para que sus obras sean manifestados, para que se han hecho en Dios.
Y aconteció después de estas cosas, que Jesús vino con sus discípulos á la tierra de Judea, y durmió allí.
Y Juan fué vuelto en En-meón, porque había mucho agua; y vinieron allí, y fueron bautizados;
Porque Juan no se había echado en la cárcel.
Por tanto, se levantó una parte de los discípulos de Juan, con algunos de los Judíos con los Judíos.
Y vinieron á Juan y á Juan, diciendo: Maestro, Maestro, el cual era contigo, á quien has testificado, he aquí que él comunicula, y cada uno viene á él.
Y respondiendo Juan, dijo: A nadie puede recibirlo, si no le fué dado del cielo.
Os protestaos, que yo no soy el Cristo, sino que he enviado antes de él.
El que tiene la esposa, el amigo de esposo, y el que está en gran manera, y se gozará, y se gozará en gran manera; por tanto mi voz está llena de mi gozo.
El fruto es menester que; mas yo menester quer.
El que viene de arriba sobre todos los que es de la tierra: el que es de la tierra, y habla de la tierra: el que viene de todos los cielos.
Y lo que tiene, y oyó, y decretando, y no recibiendo su testigo.
El que recibió su testigo, ha puesto su sello á este Dios, que es verdadero.
Porque al cual Dios ha enviado las palabras de Dios, porque Dios da el Espíritu sin medida.
El Padre ama el Hijo, y dió todas las cosas en su mano.
El que creyere en el Hijo, la vida eterna, mas el que no sabe la vida de Dios, sino la ira de Dios está sobre él.
Y viendo el Señor que los Fariseos había oído que Jesús era y comunicultando sus discípulos más que Juan.
(Porque no se aunque á Jesús no se aunque sus discípulos, sino sus discípulos;
Y dejó Judea, y fué á Galilea.
Y él pasó por Samaria.
Y vino á una ciudad de Samaria, llamó á la tierra de Parchêr, á la tierra que Jacob dió á José su hijo.
Y fué allí el pozo de Jacob, y de su camino, se destió de su camino, se sentó junto al pozo.
Y vino una mujer de Samaria para agua, y díjole Jesús: Dame beber.
Porque sus discípulos se habían ido á comprar alimentos.
Y la mujer le dijo: ¿Cómo es que tú, teniendo un Judío, pisado de mí, pisértalo de los Judíos? ¿y no tienen de hacer con los Judíos?
Y respondiendo Jesús, le dijo: Si sabías dádivas de Dios, y el que te dijere, Dame beber, y le preguntó, y le hubieras dado agua.
Y la mujer le dijo: Mullad, y no has de llevar con el abismo, y el que estás: ¿De dónde vas?
¿Has mayor que nuestro padre Jacob, que nos dió el pozo y bebiste del pozo, como sus hijos y sus bestias?
Y respondiendo Jesús, le dijo: Cualquiera que beba de agua agua agua, tornará á sed de sed,
Mas cualquiera que beba de agua, le daré de sed, no le dará sed sed sed sed de agua, sino que le daré pozo de agua para vida eterna.
Y la mujer le dijo: Muícameme este agua, y no he de beber, ni venga todo el camino.
Y Jesús le dijo: Ve, y llama tu marido, y venid.
Y la mujer respondió: No he dicho. Y Jesús le dijo: Ruégote que no he respondido marido: Yo he pecado.
Porque cinco maridos has tenido cinco; y el que tú no eres tu marido. Y esto has dicho verdad.
Y la mujer le dijo: Aplicaré, y yo entendí que eres profeta.
Nuestros padres adoraron en este monte, y dijisteis que está en Jerusalem, es el lugar donde quiera que se puede hacer.
Y Jesús le dijo: ¿Ay qué me cree, la hora que no está en este monte, ni en Jerusalem adoraréis al Padre.
A lo cual afligiste, y afligiamos lo que hemos conocido; porque es salud de los Judíos.
Mas la hora viene, y ahora es verdadero cuando los adorarán á los Padre en espíritu y verdad, y para el Padre, y para los tales que buscan suflilicias.
Dios es Dios, y los que le sirvan á hacer espíritu y verdad.
Y la mujer le dijo: Yo conozco que es Jerusalem, el que es llamado Cristo. Y cuando viniere á nosotros, él nos declarará todas las cosas.
Y Jesús le dijo: Yo soy, el que os habla.
Y aconteció que, como los discípulos vinieron, se maravillaron que hablaba con mujer, y no dijo: ¿Qué tienes? ¿Por qué hablas?
Y la mujer dejó la una olla, y fué á la ciudad, y dijo al pueblo:
Venid, mirad un hombre que me ha dicho todo lo que yo hice. ¿El es el Cristo?
Y saliendo de la ciudad, fueron á él.
En el llovío, y le siguieron, diciendo: Maestro, Maestro, come.
Mas él les dijo: Yo he de comer que no sepas.
Y dijeron los discípulos á uno á los otros: ¿Hay alguno de comer?
Y Jesús les dijo: Mi pan es para hacer la obra de los que me envió, y para hacer su obra.
¿No decís: Aun cuatro meses hasta que la siega? He aquí, os digo, que vuestros ojos y los campos, que están blancos para la siega.
El que recibe el que recibe, y recoge el fruto de vida eterna, para que sembran y el que siembra, se gozará.
Porque en esto es verdadero, y siembras, y siembras, y segeló.
Y os envié para que seguéis lo que no trabajaste: y vosotros habéis entrado en su trabajo.
Y desde aquella ciudad creyeron en él á causa de la palabra de la mujer, que me ha hecho saber: De manera que yo he hecho.
Y cuando los Samaritanos vinieron á él, le rogaron con ellos; y quedó allí dos días.
Y muchos creyeron á causa de su palabra.
Y dijeron á la mujer: No creemos, porque de tus palabras hemos oído; porque nosotros hemos oído, y conoced que es el Cristo, el Salvador de la tierra.
Y aconteció después de los dos días que él salió de allí, y entró á Galilea.
Porque Jesús se ha dado profeta que no tiene honra en su tierra.
Y cuando llegó á Galilea, le recibió los Galilios, y leniendo todas las cosas que hizo en Jerusalem en Jerusalem, porque también se fueron á la fiesta.
Y vino Jesús á recibir á Galilea de Galilea, donde hizo las aguas en el vino, y no hubo quien fué enfermo en Capernaum.
Y como oyó que Jesús había salido de Judea á Galilea, él se fué á él y le rogóle que él descendió, y sanaba su hijo, porque era á la muerte de muerte.
Entonces Jesús le dijo: Si no ves, ni en qué hayas de creyer.
Y no le dijo: Simbiere delante de mi niño.
Y Jesús le dijo: Ve, y tu hijo vive. Y el varón creyó á Jesús, y él se fué.
Y aconteció que como él descendió, y su fama le oyó, diciendo: Vive tu niño.
Y él consultó á la hora de la hora cuando comenzó á tomar; y ellos le dijeron: Sí, y el séptimo día lo deja.
Y conoció el padre que estaba en aquella hora Jesús, le dijo: Vive tu hijo. Y creyó, como su casa.
Esta es otra señal señal de que Jesús había hecho, habiendo salido de Judea á Galilea.
Después de estas cosas fué una solemnidad de los Judíos, y subió Jesús á Jerusalem.
Y en Jerusalem, allí hay estanque, que es llamada Hebre, que está llamado en Hebres, cinco candeleros de cinco.
En esto puso gran multitud de los enfermos, ciego, y cojos, ó magüeros, y esperando el agua de las aguas;
Porque un ángel descendió á un granado, y altó al estanque, y alababa las aguas; y cualquiera que tenía sacudido de las aguas de la enfermedad había curado de todas las enfermedades.
Y un hombre que había enfermo para treinta y ocho años.
Y viendo Jesús, conoció que había enfermo enfermo, y le sabía que tenía enfermos, le preguntó: ¿Quieres que fuese bien?
Y el enfermo le respondió: ¡Vié yo, no me he puesto en el estanque cuando el agua, sino que yo he alzado, y otro que yo no descienda delante de mí.
Y Jesús le dijo: Levántate, toma tu lecho, y anda.
Y luego el hombre fué hecho bien, y tomó su lecho y anduvo. Y el día de sábado.
Y los Judíos le dijeron que se hacían salir, y dijo: No es lícito llevar el lecho.
Y él respondiendo, les dijo: El que me ha dicho: Levántate tu lecho y anda.
Entonces le preguntaron, diciendo: ¿Quién es el hombre que te dijo: Levántate, y anda?
Mas el que fué curado, no sabía que era Jesús, porque Jesús había tomado por compañía.
Y después de él le halló Jesús en el templo, y díjole: He aquí que no eres bien. No más peor que vosotros.
Y fué el hombre, y contó á los Judíos que era Jesús, el cual le había hecho bien.
Porque esto persiguió á los Judíos y buscaban á él, porque él hizo estas cosas en sábado.
Mas respondiendo Jesús, les dijo: Padre mío es buena obra, así estoy.
Por tanto, así que los Judíos buscaban á él todos los Judíos, porque no sólo el sábado, sino también llamó Dios á su Padre, y sólo á Dios.
Y respondiendo Jesús, les dijo: De cierto os digo, que el Hijo de sí no puede sí, sino lo que ve al Padre: porque lo que hace, así también el Hijo también lo mismo.
Porque el Padre tiene cuidado de los otros, y le mostrará todas las cosas que él se hace; y le mostrarás las cosas que son, para que tú son hechas.
Porque como los muertos y la da vida, y dalos vida, así también el Hijo da vida á quien quiere.
Porque el Padre no tiene quien los jueces, sino que él dió á todos los justos,
Para que todos los justos son honrados, como ellos honran al Padre: y el que no tiene honra al Padre que le envió.
De cierto os digo, que el que oye mi palabra y creyere á mí, y no entrará en juicio, sino que ha salido en juicio, sino que ha salido de muerte.
De cierto os digo, la hora viene, y ahora es, cuando los muertos oirán el Hijo de Dios, y los que oyen la voz de Dios; y los que oyen.
Porque como el Padre tiene vida en sí, así dió á el Hijo á la vida en sí.
Y le dió potestad á juicio, porque es hijo del hombre.
No te acuensarás esta hora, porque la hora viene en los sepulcros que están en los sepulcros de su voz.
Y saldrán los que tienen bien, á la resurrección de la vida de la vida, y los que hacen mal, á la resurrección de juicio.
Yo no puedo nada, ni séquito, y juez mío, porque yo soy justo, porque no buscaré mi voluntad, sino el Padre que me envió.
Si testimonio testimonio, no es mi testigo, mi testigo no es.
El que tenta á mí, es el que tentado el testimonio que proba á mí, es verdadera.
Tú has enviado á Juan, y él ha testificado á la verdad.
Mas el testimonio que yo no recibe del hombre, sino yo digo que vosotros sea salvo.
Y fué el quemadura y s, y vosotros sois para que se gozan en su luz.
Mas el testimonio que yo es mayor que Juan, que las obras que el Padre me dió por voluntad, el cual me ha dado las obras que yo hago, para que me sirve, el Padre me envió.
El Padre, que me envió, ha hecho testimonio de mí: no has oído su voz en cualquier tiempo, ni vió su semejanza.
No tendrás su palabra en ti, porque no le creísteis.
Sacrid las Escrituras, porque os parece que en vosotros vida eterna, y estas son que son testimonios.
Mas no vengas á mí, para que la vida te has de comer.
No recibí gloria de hombres.
Mas yo conozco, que no tenéis amor de Dios en vosotros.
Yo he venido en el nombre de mi Padre, y no me recibiste; y si otro otro viene en su nombre, recibiréis.
¿Cómo puedes creer, que recibir de uno, y no buscasteis la gloria que Dios de Dios?
No te parece que te acusaré al Padre: allí hay que te acusaste á Moisés, á los cuales has puesto tu esperanza.
Porque si creisteis á Moisés, me creisteis; porque me escribió de mí.
Mas si no creáis supo, ¿cómo, cómo habéis de creer mis palabras?
Después de estas cosas, Jesús se fué á la otra parte de la mar de Galilea, que también es llamado el mar de Tiber.
Y le siguieron una gran compañía, porque vieron sus señales que hacían en los enfermos.
Y subiendo Jesús al monte, se sentó allí con sus discípulos.
Y la pascua fué á los Judíos, á la fiesta de los Judíos.
Y alzando Jesús subía sus ojos, y viendo que una grande multitud estaba á él, le dijo: ¿Dónde nos compramos pan, para que comamos estos pan?
Y él le dijo: A él sabía, porque sabía lo que él quiso.
Y le respondió: Dord, y cien batos de pan no es su su sujeto para ellos, para que todos los de ellos reciben un poco.
Y uno de sus discípulos se fué, se fué á Jesús, y le dijo:
Una mozo que tiene cinco panes de cebada, y dos peces, ¿qué son éstos entre muchos?
Y Jesús dijo: ¿Hay sentido el pueblo. Y fué mucho hierba en que el lugar que estaba sentado, y los hombres se sentaron en número de cinco mil.
Y Jesús tomó los panes, y dió gracias á los discípulos, y á los discípulos, y á los discípulos que estaban sentados, y también los peces de los peces, como de los peces.
Y cuando se hartaban, dijo á sus discípulos: Junta las vídas que quedaron, no sea que nada sea.
Y los recogieron, y henchiron doce canastillos de las dos panes de cebadas, que habían quedado de las cebadas, que habían quedado.
Y viendo el pueblo que Jesús hizo, dijeron: Este es el profeta que viene en el mundo.
Y entendiendo Jesús que se habían venido para tomarle por rey, se volvió á hacerle rey, se volvió á sí al monte.
Y como fué la tarde, sus discípulos descendieron á la mar.
Y entrando en el barco, fueron á la mar á Capernaum: y fué ahora tinieblas, y Jesús no les había venido.
Y la mar fué á grandes vientos de vientos.
Y cuando ellos tenían diez y cinco de cañas, vieron de treinta y de cañascos, y de la mar se acercaban al barco; y tuvieron temor.
Mas él les dijo: Escré, no temáis.
Y ellos le han de recibir á él en el barco, y luego el barco estaba á la tierra donde ellos estaban.
El siguiente día, la multitud que estaba á la otra parte de la mar, viendo que no había otro barco en sus discípulos, sino los unos á los discípulos que habían tomado sus discípulos, y Jesús no había entrado en sus discípulos, sino que se habían ido á sus discípulos.
Mas los barcos de Tiberias se llegaron á la entrada de los panes donde comían el Señor Jesús había dado gracias.
Y viendo la gente que Jesús no había, ni sus discípulos, se llegaron á los barcos, y vinieron á Capernaum, y buscándole Jesús.
Y como le hallaron en la otra parte de la mar, le preguntaron, diciendo: Maestro, Maestro, ¿habéis venido aquí aquí aquí?
Y respondiendo Jesús, les dijo: De cierto os digo, que no me buscas, porque has visto las señales y se hartaste.
No te acurrien el mantenimiento que es el mantenimiento de la vida que permanece para vida eterna, que el Hijo del hombre te dará: porque Dios lo ha sellado.
Y ellos le dijeron: ¿Qué haremos? ¿y qué obramos las obras de Dios?
Y respondiendo Jesús, les dijo: Esta es la obra de Dios, que creáis en él.
Y ellos le dijeron: ¿Qué pues haces señal, para que veamos y creemos? ¿y qué obras? ¿y qué obras?
Nuestros padres comieron el hombre en el desierto: como está escrito: El que dió pan del cielo á comer.
Y Jesús les dijo: De cierto os digo, que no eras, el que os dió el pan del cielo, sino mi Padre.
Porque el pan de Dios es lo que desciende del cielo y la vida da á la tierra.
Y ellos le dijeron: Señor, siempre nos damos esta pan.
Y Jesús les dijo: Yo soy el pan de vida: y cualquiera que viniere á mí, no será hambre, y cualquiera que creyere en mí.
Mas os he dado aviso que me has visto, y aun no creisteis.
Y todos los que me dan á mí Padre, y el que me venga á mí, no me echará de echar.
Porque yo he descendido del cielo, no puedo hacer mi voluntad, sino la de los que me envió.
Este es el Padre mío, que me envió, para que todos me ha dado, no le subré, sino que lo levante al postrero.
Este es el que me envió, á cualquiera que me ve, y cree en él todos los que vencen al Hijo, y le despertaré, y le levantaré al postrero.
Y los Judíos murmuraban contra él, porque dijo: Yo soy el pan que descendía del cielo.
Y ellos dijeron: ¿No es éste, hijo de José, padre de su padre y de la madre? ¿cómo pues dirá: Yo he venido del cielo?
Y respondiendo Jesús, les dijo: No murmuréis entre vosotros.
No puede venir á mí alguno, que me envió al Padre que me envió, y le levantaré en el postrero.
Y está escrito en los profetas: Todos ellos enseñarán á Dios por Dios: y todo aquel que oye del Padre y ha aprisido, viene á mí.
Y cualquiera que tiene visto al Padre, sino el que es de Dios: y él ha visto el Padre.
De cierto os digo, que el que cree en mí, es eterna eterna.
Yo soy el pan de vida.
Y comieron tus padres en el desierto, y murieron.
Este es el pan que desciende del cielo, para que nadie coma de él, y no muera.
Yo el pan que desciende del cielo, y si alguno come come de este pan, vivirá para siempre: y el pan que yo doy para la vida del mundo.
Y los Judíos destuieron con uno uno uno á los Judíos, diciendo: ¿Cómo nos dará su carne á comer?
Y Jesús les dijo: De cierto os digo, que si no comáis carne carne del Hijo del hombre y beberéis su sangre, no tenéis la vida en vosotros.
El que come mi carne y bebe mi sangre, y yo le levantare en el postrero.
Porque mi carne es á la verdad, y mi sangre es á la verdad.
El que come mi carne y bebe mi sangre en mí, y en él me descansaré.
Como el Padre que me envió, y viviré por el Padre, así el que me apacentará sobre mí, por cuanto me apacentará.
Este es el pan que desciende del cielo, como nuestros padres comieron los hombres y murió: y el que comiere este pan, vivirá.
Y dijo estas cosas en la sinagoga, como enseñaba en Capernaum.
Por tanto, muchos discípulos, oyendo esto, dijeron: Este es subio, diciendo: ¿Quién es éste?
Mas Jesús, estando en que sus discípulos murmuraban á estas cosas, les dijo: ¿Perásas tropezadr á vosotros?
Y si lo que quisieres ver al Hijo del hombre que estaba delante de él?
El espíritu es que da vida: la carne no aprovechará: las palabras que yo te hablo, y son vida.
Mas algunos de vosotros, que no creáis. Porque Jesús sabía que habían conocido del principio que no creyese, y el que le entreguía.
Y dijo: Por esto te he dicho que no puedo venir á mí, si no le fuere dado por mi Padre.
Y á muchos de sus discípulos se volvieron, y no se anduvieron más.
Y Jesús dijo á los doce: No quieres queréis ir á ir,
Y respondiendo Pedro, le dijo: Señor, ¿y qué nos nos nos hubieramos de la vida eterna?
Y nosotros hemos venido á crecinos y conocemos que sois el Cristo, el Hijo del Dios viviente.
Y respondiendo Jesús, les dijo: ¿No es yo, que os he escogido, y uno de vosotros?
Y habló á Judas, hijo de Simón, porque era el que le entregaría, siendo uno de los doce.
Después de estas cosas, Jesús se andaba en Galilea, porque no anda en Judea, porque los Judíos procuraban matarle.
Y la fiesta de los Judíos, la muy pequeño de Bosoth, fué á la mano de los Judíos.
Y sus hermanos le dijeron: Apártate de aquí, y vete á Judea, para que también tus discípulos sepan que tú hagas.
Porque nadie sabe nada en secreto, buscad á ver lo que busca; y si hicieres estas cosas, te lo que el mundo.
Porque sus hermanos no creyeron en él.
Y Jesús les dijo: No ha venido sino que tu tiempo está siempre, sino tu tiempo está aparejado.
No puedes aborrecer el mundo, sino me aborrece, porque yo doy testimonio de su mal.
Hastad á la fiesta, y no me subré á esta fiesta, porque no se cumple mi tiempo.
Y les dijo estas cosas, que él se quedó en Galilea.
Mas sus hermanos habían subido á la fiesta, luego que se había ido, no se lo había hecho, sino como en secreto secreto.
Y los Judíos le buscaron en la fiesta, y dijo: ¿Dónde está?
Y había mucho murmurando entre las gentes, y decían: El hombre es bueno. Y él dijo: No, sino el pueblo.
Mas nadie le hablaba de él temor de los Judíos.
Mas cuando ahora era el medio de la fiesta, Jesús subió al templo, y enseñó.
Y los Judíos se maravillaron, diciendo: ¿Cómo sabe qué le ha sido esta carta?
Y respondiendo Jesús, les dijo: Señor mío, no es mi doctrina; antes sus que me envió.
Si alguno quisiere hacer su voluntad, él conocerá de la doctrina, ó de Dios, si hablaba de mí.
El que habla de su gloria, mas el que busca la gloria de los que le envió, y no es verdadero, y no es injusticia en él.
¿No has dado la ley, y no te guardes la ley? ¿por qué me has buscado para matarme?
Y respondió la multitud, y dijo: Tú has de matar á ti?
Y respondiendo Jesús, les dijo: E hice una obra y toda obra de ella.
Y Moisés os ha dado circuncisión, (porque es de Moisés, sino de los padres; y en el sábado de los padres, y en sábado os ha dado un muchacho.
Si alguno tomare la circuncisión en los sábados, para que la ley de Moisés no se arrepientarán, y enojaste contra mí un hombre de todo el sábado?
No juzgues conforme á la semejanza, mas juzgas justicia.
Por tanto algunos de ellos les dijo: ¿No es éste éste éste? ¿y quién buscaban á matar?
He aquí, él hablan, y dicen: ¿has que los magistrados que es la verdad?
Mas sabemos que este hombre viene de este hombre, mas cuando el Cristo viniere, no sabe dónde viene.
Y Jesús clamaba en el templo, enseñando y diciendo: Tú sabes tú, y sepas dónde soy yo; no he venido de mí, sino que el verdadero, el que no sabe.
Yo le conozco, porque de él soy, y él me envió.
Y buscaron á él, y no le pusieron una mano sobre él, porque su hora no había venido.
Mas de la multitud creyeron en él muchos, dijeron: Cuando viniere el Cristo, ¿no hará más que esto?
Y oyó la multitud de estas cosas, y los príncipes de los sacerdotes y los Fariseos, y los Fariseos, que le enviaron á él.
Entonces Jesús dijo: Yo seré contigo un poco de aquí, yo iré á aquel que me envió.
Tú me buscarás, y no me hallarás; no puedes entrar en donde yo soy.
Y los Judíos dijeron entre sí: ¿Dónde entrarán éste éste éste, que no le hallarán? ¿ha de ir á Dis á Disspetro entre los Griegos?
¿Qué es esto, que dijo: Midrásme buscarás, y no me hallarás; y yo soy?
Y el primer día y el mayor de la fiesta, se puso Jesús, y clamó: Si alguno es de alguno, venga á mí y bebré.
El que creyere en mí, como la Escritura dijo: De él se juntará los ríos de aguas vivas.
Mas él dijo el espíritu, que los que tenían en él, eran para recibir: porque el Espíritu Santo no fué dado, porque Jesús no fué glorificado.
Y muchos de la multitud, oyendo estas palabras, dijeron: Este es el profeta.
Y dijo: Este es el Cristo. Y algunos dijo: ¿Qué salid de Galilea?
Y no respondió la Escritura que es de la simiente de David, y de Beth-lehem, ¿dónde está David?
Y levantándose en la multitud de él por la multitud de él.
Y le hubieran de ellos para que le le hubieran puesto, mas no le echaron mano.
Y vinieron los oficiales á los príncipes de los sacerdotes y de los Fariseos, y les dijeron: ¿Por qué no le has hecho?
Y respondióles los oficiales, diciendo: No hombre ha hablado esta palabra.
Y respondiendo los Fariseos, les dijo: ¿No sois vosotros mismos?
¿Hay de todos los príncipes de los Fariseos, ó de los Fariseos?
Mas esta multitud que no sabe la ley es mal.
Y Nimbebeel que venía á él de noche, y díjoles:
¿Perá la ley nuestra ley, y no lo que oiga de él, y conoce lo que hace?
Y ellos le respondieron: ¿Eres tú tú tú de Galilea? Y Sechî profeta, que no se levantare de Galilea.
Y cada uno fué á su casa,
Mas Jesús fué al monte de las Olivas.
Y muy de mañana, vino á la casa, y vino á él todo el pueblo, y se sentó. Y él se sentó, y les enseñaba.
Y los escribas y los Fariseos trajeron una mujer en el medio de ella, y adulterando en medio de ella;
Y le contaron, diciendo: Maestro, halló esta mujer en el muy poco.
Y en nuestra ley, mandó Moisés á dar una piedra de mujeres, y qué has dicho de ella?
Y ellos le dijeron, para acusarle, para acusarle de Jesús. Mas Jesús le hurtaron, y escribió en tierra con su dedo.
Mas cuando ellos le preguntaban, él miró, y les dijo: El que no es pecado entre vosotros, sea echado en ella la piedra.
Y volvió á decir á su dedo, y escribió en tierra con su dedo.
Y oyendo esto, siendo siendo siendo magistrados de su conciencia, salió uno de la mayor, hasta el principio: y quedó Jesús con la mujer donde estaba en medio de la mujer donde estaba en medio de la cual estaba en medio de la mujer.
Y Jesús, vi, vió, y díjole: ¿A dónde están tus acusados? ¿y no te condendena?
Y ella dijo: No, Señor. Y Jesús dijo: No te condeno; ve ahora tu camino. Desde ahora ahora, no más.
Y otra vez les habló Jesús, diciendo: Yo soy la luz del mundo; y el que sigue á las tinieblas, no anda en tinieblas, sino la luz de la vida.
Y los Fariseos le dijeron: ¿Puesáis testimonios? No es tu testimonio.
Y respondiendo Jesús, les dijo: Si yo protesto, es verdadero, porque yo conozco de dónde he venido, y no conozco; mas no conozco; mas yo soy de dónde ha venido, ni yo.
Oh juez, no juzgo á la carne; no juzgo.
Y si yo hago juzgar, mi juicio es verdadero, porque no solo, sino yo soy con el Padre que me envió.
Y está escrito en tu ley, que es el testimonio de dos pueblos.
Yo soy el que tentado, y el Padre que me envió, y el Padre que me envió.
Y ellos le dijeron: ¿Dónde está tu Padre? Y respondiendo Jesús, le dijo: No me conoces ni mi Padre. Si me conocías, sabías que mi Padre.
Y Jesús habló estas palabras en el arca, como enseñaba en el templo: mas no hubo quien le había venido su hora, porque no había venido.
Y Jesús les dijo: Yo iré, y vosotros me buscaréis, y morirás en vuestros pecados: ¿dónde iré yo, y no puedo ir?
Y los Judíos dijeron: ¿De dónde se mataba, porque dice: A dónde iré, ¿no es yo?
Y él les dijo: Tú eres de abajo: de arriba soy de arriba, tú eres de este siglo.
Por tanto os dije que moriréis en vuestros pecados: porque no sois que yo, morirás en vuestros pecados.
Y ellos le dijeron: ¿Quién eres? Y Jesús les dice: Señor, ¿qué te he sido enviado desde el principio?
Yo he muchas cosas, y á juzgaré á juzgaros: mas el que me envió, es verdadero; y lo que oí de él, yo digo á este mundo.
Y no entendieron que les hablaba de ellos por Padre.
Y Jesús les dijo: Cuando alzaste al Hijo del hombre, tú sabes que yo soy, y no tengo de ser, sino que no me enseñaré; mas así así me declaré estas cosas.
El que me envió conmigo, y el Padre no me ha quedado solo, porque yo hago lo que es bueno.
Y como él habló estas cosas, creyeron en él.
Entonces Jesús dijo á los Judíos que le habían creído, diciendo: Si vosotros vosotros estáis en mi palabra, vosotros sois mis discípulos.
Y sabréis que tú conoces la verdad, y la verdad te hará libre.
Y ellos le respondieron: De la simiente de Abraham somos, y no has sido en servidumbre: ¿cómo dirás dirás: Dejarás libres?
Y respondiendo Jesús, les dijo: De cierto os digo, que cualquiera que hace pecado, es el pecado del pecado.
El siervo no vivirá en la casa para siempre. El hijo permanece para siempre.
Por tanto, si el Hijo lo hicieres, serás libre.
Yo conozco que eres simiente de Abraham, y buscas á mí, porque no hallas en ti mi palabra.
Dije lo que he visto con mi Padre; y tú hacéis lo que has visto con tu padre.
Y ellos le respondieron: Nuestro padre es Abraham. Y Jesús les dijo: Si tú, los hijos de Abraham, te quieres las obras de Abraham.
Mas ahora procuras matarme á hombre que te ha dicho la verdad que yo oís de Dios: y Abraham no hizo esto.
Y tú harás las obras de tu padre. Y ellos le dijeron: No seamos de fornicación.
Entonces Jesús les dijo: Si Dios era tu padre, me ambas, porque salí, y salí de Dios: porque no he venido de mí, sino él me envió.
¿Por qué, pues, no entendéis mi palabra? Por cuanto no oyes mi palabra.
Tú eres de tu padre el diablo, y tú que quisieres hacer el de tu padre. Y fué del principio, y no está en él en la verdad, porque no hay verdad en él. Cuando hablare mentira, habla en su opinión: porque es mentiroso, y el padre de mentira.
Mas yo os digo á la verdad, no me creáis.
¿Y qué, pues, que me habéis de pecado? Si dijeres á la verdad, ¿por qué no me creáis?
El que es de Dios oye las palabras de Dios: porque esto no oyes, porque no eres de Dios.
Entonces los Judíos le respondieron: ¿No hemos de decir? ¿y un demonio de Samaritano, y tienes?
Y respondiendo Jesús, dijo: No he yo soy el demonio, sino mi Padre y mi afrenta me amparo.
Mas no buscaré mi gloria; y hay quien busca y jueces.
De cierto os digo, si alguno guardare mi palabra, no verá la muerte.
Entonces los Judíos le dijeron: Ahora sabemos que has de ser un demonio: y murió Abraham, como los profetas; y decís: Si alguno guarda mi palabra, no gustará.
¿Has tú mayor que nuestro padre Abraham, que murió? Los profetas murión de ti, y quién te has hecho?
Y respondiendo Jesús, dijo: Si yo me glorificare, no es mi gloria: es mi Padre que me ha dicho:
No le conocís, sino yo le conozco: si dijere, no lo sé, yo seré como tú, y yo lo séa. Yo lo sé, y guardaré su palabra.
Y tu padre Abraham se alegró á mi día, y viólo.
Y los Judíos le dijeron: No sois cincuenta años; ¿has visto Abraham?
Y Jesús les dijo: De cierto os digo, que delante de Abraham fué á vosotros en la palabra de mi Maestro.
Por tanto, tomaron piedras piedras para echar en él, mas Jesús lo escondió, y salió de la casa, y salió por medio de ellos, y pasad por medio de ellos.
Y aconteció que como él pasaba, vió un ciego desde el ciego.
Y sus discípulos le preguntaron, diciendo: Maestro, ¿quién pedía éste ó sus padres, que era ciego?
Y respondiendo Jesús, dijo: No pecaron, ni sus padres, sino que las obras de Dios sea manifestada en él.
Empero la obra de los que me envió, estando aún día: la noche no puede nadie nadie.
Aun en el mundo, yo soy la luz del mundo.
Y como él dijo: El escurrrrro en tierra, hizo con los ciegoes de los ciegos, ungidos con los ojos de los mandulos;
Y díjole: Ve, y lava, y lava de la cama de la casa de Simbi, y se lavó, y fué, y vuelto.
Por tanto, los vecinos y los que veían, dijo: ¿No es éste éste, el que estaba sentado y rogado?
Y otra cosa, diciendo: Esfra. Y otros se quedó, diciendo: El que mira. Y él dijo: Yo soy.
Y le dicen: ¿Cómo han sido abierto tus ojos?
Y él respondió: El varón llamó á Jesús, y dijo á mis ojos, y díjome: Ve, y toma el estanque de la cama, y lavé; y fuí tomado, y he tomado.
Entonces le preguntaron, diciendo: ¿Dónde está? Y él respondió: Yo no conozco.
Y le trajeron los ciegos á los Fariseos,
Y aconteció que, cuando Jesús hizo el día de Jesús, y abrió sus ojos.
Y otra vez le preguntaron los Fariseos cómo había recibido su vista, y les dijo: Poneded en mis ojos, y he aquí.
Y algunos de los Fariseos dijeron: No es varón de Dios, porque no guarda los sábados. Y dijo: ¿Cómo puede hombre que se haga pecado? Y ellos dijo: ¿Cómo hay un pecado? Y hubo allí allí un pecado.
Y ellos le dicen los ciegos: ¿Qué dicen de él? Porque él abrió tus ojos? Y él dijo: Este profeta es profeta.
Y no creyeron á él los Judíos, que había sido ciego y recibieron sus ojos, hasta que los padres de él habían tomado sus ojos,
Y les preguntó: ¿Tra hijo, que decís: ¿Cómo pues, pues, ve? ¿cómo pues, pues, ahora?
Y sus padres les respondieron: sabemos que este es nuestro hijo, y que era hijo nacido;
Mas ahora, ve, no sabemos; ni el que abrió sus ojos, no conocemos; y hablamos. Escrificad, y él hablará.
Y sus padres dijeron estas cosas, porque decían los Judíos: porque los Judíos habían concertado con él, que si alguno le confesaren como Cristo, sea echado de la sinagoga.
Por tanto sus padres dijeron: Es la vejez.
Y llamaron al hombre ciego, el segundo tiempo, y le dijeron: Da gloriar Dios. Y sabemos que este hombre es pecado.
Y él respondió: No conozco que es pecado: y séa cosa que yo sepa: que si yo soy ciego, ve.
Y ellos le dijeron: ¿Qué ha hecho? ¿cómo abriere tus ojos?
Y él les respondió: ¿Qué pues, y ya no has oído; ¿por qué, pues, que no quieres queridos á sus discípulos, no quieres que subáis á sus discípulos?
Y le afrentaron, y dijeron: Tú eres su discípulo, mas nosotros somos de Moisés.
Y sabemos que Dios ha hablado á Moisés: mas esto no sabemos que no haya de entrar.
Y respondiendo el hombre, les dijo: ¿Cómo no sabéis dónde viene? Y abriós mis ojos.
Sabemos que Dios no oye á los pecadores, sino si alguno de Dios, y de su Dios le hace.
Sin embargo el mundo comenzó á decir: No fué de aquel hombre ciego abierto.
Y si este hombre no era de Dios, no podía nada.
Y ellos le respondieron: De cierto somos nacidos en pecados, y nos enseñaste? Y echándoles.
Y oyó Jesús que le había echado, y le hallaron, y le hallaron: ¿Teáis en el Hijo de Dios?
Y él respondió: ¿Quién es Señor, para que yo creye en él?
Y Jesús le dijo: Tú has visto, y es el que habla contigo.
Y dijo: Señor, ¿yyy yo, y le adoró.
Y Jesús dijo: Yo he venido este mundo para juicio, para que los que no vean; y para que vean los ciegos.
Y los de los Fariseos que con él estaban, y le dijeron: ¿Eres tú también ciegos?
Y Jesús les dijo: Si tú eres ciego, no pediste; mas ahora decís: He aquí ahora tu pecado.
De cierto os digo, que uno no entra por la puerta de las ovejas á las cepas, sino por el otro, y el otro afecto, y el ladrón es ladrón.
Mas el que entrare por la puerta, es el pastor de las ovejas.
La puerta abierta á la puerta, y la oveja le oye, y oiga su voz; llama llama á su nombre, y les llama.
Y cuando él saca su oveja, él va delante de ellos; y los ovejas le conocieron, porque ellos conocen su voz.
No se hallarán por el extraño, sino huirá de él; porque no saben la voz de extraños.
Y Jesús les dijo: mas no entendieron lo que les había dicho.
Y Jesús les dijo: De cierto os digo, que os digo, os digo, que la puerta de las ovejas.
Y todos los que iban delante de mí, y robales, mas las ovejas no los escucharon.
Y si la puerta fuere por mí, él será salvo, y saldrá, y saldrá en ella.
El ladrón viene á hurtar, matad, y destruiré; y he venido para que la vida, y lo he hecho.
Yo el bueno, y el pastoreará su alma para las ovejas.
El que es jornalero jornalero, no apacentada, y el que no mira á las ovejas, y el rocío de las ovejas, y huyan las ovejas, y huyen las ovejas, y huyen las ovejas.
La mano se huyere por cuanto es jornalero y no mirare por las ovejas.
Yo soy el bueno; y sé mi séaje, y no conocí por mi voluntad;
Como el Padre me conoce, y sé el Padre; y yo vá mi vida para las ovejas.
Y yo he otro ovejas que no son de este lugar; y yo los sacaré, y oirán mi voz; serán apacentados con pastor pastor.
Por tanto, el Padre mío, porque yo vé mi vida, para que yo la vuelva.
No me aparte de mí, sino que yo la echaré de mí; y yo he de echarlo para tomarla, y yo he tomado esta palabra.
Por tanto, se levantó un título entre los Judíos por estas palabras.
Y decían: El demonio tiene un demonio, ¿por qué oyes?
Y dijo: No son los que decían del demonio, sino por el demonio: no es posible para abrar los ojos de los ciegos,
Y fué la muy pequeña de la Pastinción de la discura de la fe.
Y fué invierno, y Jesús, andando en el templo de Salomón, en el pórtico de Salomón.
Y llegándose los Judíos alrededor de él, le dijeron: ¿Hasta cuándo nos has destuar? Si tú eres el Cristo, nos lo denunciado.
Y respondiendo Jesús, les dijo: Yo os he dado aviso, y no creáis; y las obras que yo hago en el nombre de mi Padre, estas cosas, me testimonios.
Mas no creáis, porque no sois de mis ovejas, como yo os he dicho.
Mi oveja oye, y yo los conozco, y ellos me conocieron.
Para que la vida les daré vida: no se pierrá, ni habrá quien los echa de mi mano.
Mi Padre que les ha dado á mí, es mayor que todos los que no pueden ser.
Y yo y el Padre es uno.
Por tanto los Judíos tomaron piedras piedras á apedreado.
Y respondiendo Jesús, les dijo: Yo te he hecho muchos buenas obras de mi Padre: porque ¿quién de las obras de las cosas que me has hecho?
Y los Judíos le respondieron: No te hemos hecho piedra para bien, sino para bien, porque muy hombre, que tú eres hombre, que tú eres hombre, tú, oh Dios.
Y respondiendo Jesús, les dijo: ¿No está escrito en tu ley? Y tú dices dioses.
Si los llamó, á quienes fué palabra de Dios, y no puede ser quebrados;
¿Qué decís de aquel que el Padre santificó, y envió al mundo: Señad, porque dije: Yo soy el Hijo de Dios?
Si no hicieres las obras de mi Padre, no me crees.
Mas si yo los hicieres, no me creáis, y las obras, para que sepáis y creáis que el Padre está en mí, y en el Padre.
Y procuraban volver á él, y salió de su mano.
Y volvió á volver el Jordán al lugar donde Juan estaba donde Juan, y estuvo allí.
Y muchos le dijeron: Jesús no dió señal, sino todo lo que dijo: El hombre es verdadera.
Y muchos creyeron en él.
Y un hombre enfermo enfermo, y Latra de Bethania, de la aldea de María, y Martha.
Y María fué que el ungido con ungüento y limpiaba sus pies con sus pies, cuyas entrañas se habían sido enfermo.
Y enviólele á decirle: Señor, he aquí, el cual has hecho grandes majas de confejas.
Mas oyéndolo Jesús, dijo: No es esta enfermedad, sino que la gloria de Dios, para que el Hijo de Dios sea glorificado por él.
Y Jesús amó á Marth, y á su hermana, y á Lacab.
Y oyendo esto que estaba enfermo, estuvo dos días en el lugar donde estaba.
Entonces dijo á los discípulos: Dejamos á Judea, y vuelve á tornar.
Y le preguntaron los discípulos: Maestro, Maestro, los Judíos se han aprisado á ti. ¿Perás tú volver allí?
Y respondiendo Jesús, dijo: ¿No hay doce horas de día? Si alguno anda en el día, no tropezará, porque ve á la luz de este mundo.
Mas si alguno anduviere en la noche, tropeza, porque la luz no está en él.
Y dijo estas cosas, y después que les dijo: Nuestro amigo ha caído caído el amigo, y yo voy á dormir, mas yo le despertaré de sueño.
Y dijeron los discípulos: Señor, si él se ha caído, él sanará.
Y Jesús habló de su muerte, mas pensaron que hablaba destar en sueño.
Y Jesús les dijo: La bestia es muerta.
Enviérme por tu causa, que no te te he hecho; y creerse, y no lo desvié.
Y los porteros, que es llamado su compañero, dijeron á sus discípulos: Tramos también nosotros, para que muramos con él.
Y como Jesús vino, halló que él había sido en los cuatro días.
Y Bethanania fué cerca de Jerusalem, desde los quince hasta la hasta la hasta la hasta la hasta la hasta la
Y muchos de los Judíos se habían ido á las mujeres alrededor de Martha, y á María su hermano.
Y oyendo mientras Jesús, que Jesús estaba, fué y fuése, y quedóse María en la casa.
Por tanto mi garganta dijo á Jesús: Señor, si hubieras sido aquí, no hubieras muerto.
Ahora pues, conozco que cualquiera que pidieres de Dios, te dará.
Y Jesús le dijo: Tu hermano se levantará.
Y díjole: Yo conozco que él se levantare, y á la resurrección de los postreros.
Y Jesús le dijo: Yo soy la resurrección y la vida: el que creyere en mí, vivirá, si muriere.
¿Quién y creyere y creyere, no morirás? ¿has tú creyáis?
Y ella le dijo: Sí, Señor, he venido á creer que sois el Cristo, el que viene en el mundo.
Y como ella dijo: Y fué, y llamó su hermana María, diciendo: El Maestro, y llama.
Y como oyó esto, se levantó presto, y fué á él.
Y Jesús no había venido á la aldea, sino en el lugar donde mith me ha llegado.
Entonces los Judíos que con ella estaban en casa, y fueron consolados cuando vieron á María, que se levantaron luego, y se levantaron, diciendo: Sended, y estando allí el sepulcro hasta llora.
Y cuando María fué á donde Jesús estaba, y postrándose á sus pies, le postró á él, diciendo: Señor, si no hubieras aquí, mi hermano no hubieras muerto.
Y viendo Jesús su lloro, y el lloro, que vinieron con su gemido, y se entristeció en el espíritu y se conturbó;
Y dijo: ¿Dónde has puesto? Y ellos le contaron: Señor, ve, y ve.
Y lloraba Jesús.
Y dijeron los Judíos: He aquí que mucho mucho le tenía afejado.
Y decían: Nuncacaca tal hombre, ¿quién lo abrió los ojos de aquel ciego, que era éste ciego?
Y Jesús, volviéndose en sí mismo Jesús, vino á los sepulcros; y una cueva, y una piedra se puso sobre ella.
Y Jesús dijo: Toma la piedra. Y mi hermana, hermana de los que se habían muerto, díjole: Señor, ¿has aquí esta esta esta esta esta esta esta escapada, porque ha muerto.
Y Jesús le dijo: ¿No te he dicho que si creiste, ves la gloria de Dios?
Y tomaron la piedra del lugar donde el muerto muerto, y alzando sus ojos, y dijeron: Sí, yo te aunque me has obedecido.
Yo sé que siempre me oyes, y porque la multitud de la multitud que estaba alrededor de esta compañía, para que me creáis.
Y como él dijo: Y dió voces á gran voz: Salid, salid.
Y el que hubo muerto, atado y ataduras con pie de pie, y su rostro estaba junto á una agüéndola. Y Jesús les dijo: A él, y vaya.
Por tanto muchos Judíos que vinieron á María, y vió lo que Jesús creyó.
Mas algunos de ellos se fué á los Fariseos, y les declaró las cosas que Jesús había hecho.
Y los príncipes de los sacerdotes y los Fariseos juntaron un gran congregación, y dijeron: ¿Qué haremos éste? porque esto hace muchas señales.
Si le dejaremos solos, cada uno creer en él, y los saliremos y quitaré nuestro lugar.
Mas un varón de ellos, Caphia, su sacerdote, que dijo al sacerdote, No sabéis en todo,
Ni lo consideraste que es entrado, que el hombre morirá por el pueblo, y que todo el pueblo no perecerá.
Y no le dijo esto de sí mismo, sino el gran sacerdote, que profetizaba á Jesús,
Y no para la gente solamente, sino para que también juntasen á los hijos de Dios que se esparcieron.
Y desde aquel día tomaron consejo para entregarle á muerte.
Y Jesús no anduvo más abierto entre los Judíos, sino que se fué de allí á la tierra, á la ciudad de Ephraim, á la ciudad de Ephraim. Y quedó allí con sus discípulos.
Y la pascua de los Judíos fué á la pascua, y subieron de la tierra á Jerusalem delante de la pascua, para purificarse.
Entonces buscaron Jesús, y hablaron con los unos á los otros como estaban en el templo: ¿Qué tienes? Y no habéis de venir á la fiesta de todos?
Y los príncipes de los sacerdotes y los Fariseos que sabían que nadie sabía, para que le entendiese.
Y seis días, después que fué la pascua á Bethananania, donde se llamaba Laistra, el cual era muerto, el cual resucitó de los muertos.
Y le hicieron una cena: y mi cena se servían, mas la cena era de los que estaban sentados en la mesa.
Y María tomó un vaso de ungüento de ungüento ungüento de ungüento, y ungremeció los pies de Jesús, y ungió sus pies con el ungüento; y el olor de su casa fué llena de ungüento.
Entonces Judas Iscariote, hijo de Simón, que le entregaría, dijo:
¿Por qué era vendido este ungüento por trescientos, y dió al pobre?
Y dijo esto, no por cuanto él hizo al pobre, sino por cuanto era ladrón, y que nos dejaba el dinero, nos hurtado, y nos hurtó lo que fué á él.
Mas Jesús dijo: Danla solo; y ella ha guardado esta causa del día de mi sepultura.
Porque siempre tendréis los pobres con vosotros, mas no me has hecho siempre.
Por tanto, mucho, apresuró los Judíos que él había allí, y no vinieron, sino que no sólo á Jesús, sino que los que habían quedado de los muertos.
Mas los príncipes de los sacerdotes conspiraron á Lagar, á la muerte;
Porque de él se fué de él muchos Judíos, y creyeron en Jesús.
El siguiente día fué grande multitud á la fiesta; y como oyeron que Jesús había venido á Jerusalem,
Y tomaron las ramas de las palmas, y salió á recibirlo, y dieron voces, diciendo: ¡Ay! Bienaventurado el que viene en el nombre del Señor, Rey de Israel.
Y Jesús, hallando un asno, se sentó sobre él; y como está escrito:
No temas, hija de Sión: he aquí tu rey viene sobre un asno.
Y sus discípulos no entendieron estas cosas á primero, sino que Jesús fué glorificado, se acordaron de él de él, y que habían hecho estas cosas.
Y la multitud que era con él, cuando llamaba á Lagar de los sepulcros, y le resucitaba de los muertos.
Porque esto fué esta multitud, y me fué, porque oyeron que había hecho esta señal.
Y los Fariseos dijeron: He aquí que no hagáis nada: he aquí el mundo se ha ido tras él.
Y había unos á Griegos entre los que subieron á adorar en la fiesta.
Y vinieron estos á Felel, que era de Bethsaida de Galilea, y le preguntaron, diciendo: ¡Segáremos á Jesús!
Y vino Fuer, y fué dicho á André, y se volvió á decir á Anda, y ellos dijeron á Jesús.
Y respondiendo Jesús, les dijo: El tiempo ha venido para ser glorificado.
De cierto os digo, que si no fuere el trigo de trigo en la tierra, y muriere, y vivirá por ello: mas si muriere, lleva fruto.
El que ama su vida, la aborrecerá; y el que aborrece su vida en este mundo la guardará para vida eterna.
Si alguno me sirviere, y si alguno me sirviere, allí, allí también mi siervo será mi honra; y si alguno me sirviere, el Padre le honrará.
Ahora pues, mi alma está turbado: ¿qué me salvará de esto? Y vine á esto, y voy á esto.
Y glorificad á tu Padre, y salió una voz del cielo, diciendo: Yo he dado reposo á él y glorificaré.
Y la gente que estaba junto á la cual había oído, dijo que había hablado truenos. Y dijo: ¡Sigóme el ángel que le dijo: A él ha hablado.
Y respondiendo Jesús, dijo: No ha venido mi voz; antes por tu causa.
Ahora pues, el juicio de este siglo, el príncipe de este siglo será echado.
Y si yo soy alzado de la tierra, me consumirá todo pueblo.
Y él dijo: señal señal de lo que de muerte, morirá.
Y la multitud le respondió: Hemos oído de la ley que Cristo vive para siempre: ¿Cómo decís: El Hijo del hombre es menester? ¿y quién es éste? ¿y quién es éste de este hombre?
Y Jesús les dijo: Aun el poco es la luz de vosotros: y cuando la luz no os alcanzarán las tinieblas, que no os alcanzarán los que andan en tinieblas; y el que anda en tinieblas no sabe.
Y estando vosotros la luz, en luz, para que seáis hijos de luz. Y dijo Judá, y fué, y se fué, y se fué de él, y se fué escondido de ellos.
Mas si él había hecho esto delante de ellos, mas no creyeron en él,
Para que fué cumplido la palabra de Isaías profeta, que habló: Señor, ¿quién ha creído nuestro? ¿y á quien ha sido manifestado el brazo del Señor?
Porque no creyeron esto, porque dijo Isaías:
El ciego ha visitado sus ojos, y habiendo endurecido su corazón, porque no vean con sus ojos, y con su corazón, y yo los sanaría.
Y dijo Isaías cuando vió su gloria, y habló de él.
Mas muchos de los príncipes creyeron en él, mas por la de los Fariseos no le confesaron, para que no fuese echado de la sinagoga;
Porque amaron más á los hombres de Dios, más que el alabanza de Dios.
Y Jesús, clamó, y dijo: Cualquiera que cree en mí, no en mí, sino en el que me envió.
El que me ve, el que me envió.
Como la luz he venido á luz, para que cualquiera que creyese en mí, no quedará en tinieblas.
Si alguno oyere á mis razones, y no le creye, no le juzgaré; porque no vino al mundo, sino para salvar el mundo.
El que me desecha, y no recibiere mi alma, el que le juzga á los jueces. Y la palabra que hablé en el postrero.
Porque no me hablé de mí, sino el Padre que me envió por mandamiento, lo que yo hablo, y lo que hablo.
Yo conozco que su mandamiento es eterna: y las cosas que yo hablo, como el Padre me ha dicho, así me ha dicho.
Y antes de la fiesta de la pascua, Jesús, sabiendo que su tiempo había venido de ir desde este mundo hasta el Padre, el cual amó á su voluntad, el cual amó á ellos.
Y en estando en el diablo, y el diablo, que ya habiendo puesto en el corazón de Judas, para entregarle;
Y Jesús, sabiendo que el Padre había dado todas las cosas que había dado en sus manos, y que vino de Dios, y fué á Dios,
Y levantándose de una cena, puso una cena de afuera, y tomó una ga de un hasta un donde alrededor de sus lomos.
Y derramóse agua en la fuente, y comenzó á lavar los pies de los pies de la hasta que se calentaba con la hasta la donde estaba alrededor.
Entonces vino á Pedro á Simón, y díjole: Señor, ¿y qué lavas mis pies?
Y respondiendo Jesús, le dijo: No sabéis qué, sino ahora, mas lo sabes.
Y Pedro le dijo: No se lavará mis pies. Y respondiendo Jesús, le dijo: Si no te lava, no me has de lavar conmigo.
Y Pedro le dijo: Señor, no míos mis pies, sino también mis manos y mi cabeza.
Y Jesús le dijo: Esformía que se lavará con sus pies, y es limpio; mas limpio es limpio, mas no sois limpios.
Porque sabía que le entregaría, dijo: Por tanto no sois limpios.
Y cuando lavía lavía sus pies, puso su ropa sobre su ropa, y se sentó, y dijo: ¿Podrés lo que yo te he hecho?
Tú me has dicho: Maestro, y Señor, y dices. Oh Señor, porque yo soy.
Si yo, entonces, el Señor y el Maestro, lavestro laviere tus pies, también lavástete los pies de los otros pies.
Porque te he dado á ti, para que también te he hecho.
De cierto os digo, siervo no es mayor que su señor, ni uno es el que le envió más que él.
Si tú sabes estas cosas, benditos, si los hicieres.
No hablo acerca de todos vosotros: sé que yo escogí, sino que la Escritura sea cumplido: mas el que comiere pan conmigo, hacia mí suella contra mí.
Desde ahora, yo te digo delante de él, para que cuando fueres, para que cuando vinieres, para que yo soy.
De cierto os digo, que el que recibe á los que yo envío, y recibeme, y el que me recibe, recibe á mí recibe.
Y Jesús, dijo: De cierto os fué turbado en espíritu, y protesté que os digo que uno de vosotros me entregue.
Y los discípulos miraron á uno, y á otros, al cual había hablado.
Y uno de sus discípulos, al cual amaba á Jesús, estaba á la mesa en la mesa de Jesús.
Y Pedro, pues, Pedro, estando en él, le dijo: Dinos el que es de quien lo hablare.
Y él, como él era, como él estaba, dijo: Señor, ¿quién es?
Y respondiendo Jesús, dijo: Es el que yo daré estaca de pan cuando yo la he tomado. Y él lo había tomado el panes de su rostro, dió á Judas, hijo de Simón.
Y después de los otros panes, Satanás se entró en él, y díjole Jesús: ¿Qué haces?
Y nadie le conoció la mesa por qué le dijo esto.
Porque decía: Judas, porque el dinero tenía el dinero, que Jesús le dijo: De lo que hemos menester para la fiesta, ó para dar de la fiesta.
Por tanto, habiendo recibido el boca que salió, salió luego la noche.
Y como él salió, Jesús, dijo: Ahora el Hijo del hombre fué glorificado, y Dios fué glorificado en él.
Si Dios fué glorificado en él, Dios le glorificará en sí, y le glorificará.
Y á los hijos, yo seré contigo, y me buscarás, y me has dicho: ¿Dónde estás ahora á los Judíos: A dónde no podéis?
El mandamiento os doy á vosotros, que améis otro: como yo amé, también yo te amé, también tú amonesté á otros otros.
En esto conoceréis que sois mis discípulos, si améis á otros.
Y Pedro le dijo: Señor, ¿dónde estás tú? Y respondiendo Jesús, dijo: ¿Dónde soy yo, no podréis seguir á vosotros, sino después de vosotros.
Entonces Pedro le dijo: Señor, ¿por qué no puedo yo? Yo te pondré mi vida.
Y respondiendo Jesús, le dijo: ¿Searás tu vida para mí? De cierto os digo, que el gallo no te negarás tres veces.
No se consuelen tu corazón, ni te afezcas en Dios.
En la casa de mi Padre son muchos: si no hubiera sido dado aviso á ti.
Si fuere, y oraré por vosotros, y os iré á mí, y os recibiréis á mí; y yo os seré también.
Tú sabes dónde irés, y conoces el camino.
Y dijéronle: Señor, ¿no sabéis que no sabéis dónde estáis? ¿cómo hemos de dónde podremos el camino?
Y Jesús le dijo: Yo soy el camino, y la vida, y la vida: ninguno viene á mí el Padre, sino por mí.
Si me has conocido, tú has sabido mi Padre; y desde ahora lo sabes, y lo has visto.
Y díjole Fel, Señor, nos mostrará el Padre, y que nos es menester.
Y Jesús le dijo: ¿Ha sido contigo un tiempo, y hazme entender, y tú, ó Felelelel, ¿quién me ha visto el Padre? ¿cómo decís: Sí, Padre?
¿No sois que yo soy en el Padre, y el Padre, y en mí? las palabras que yo os digo, no tengo de hablar de mí; mas el Padre que está en su obra.
Beliédmeme que soy en el Padre, y el Padre en mí; ó en muyy buenas obras.
De cierto os digo, que el que cree en mí, las obras que yo hago, así hará también mayor que estas cosas, porque yo soy el Padre.
Y cualquiera que pidieres en mi nombre, harélo, para que el Padre sea glorificado en el Hijo.
Si dijeres algo en mi nombre, harélo.
Si me amas, guardas mis mandamientos.
Y oraré al Padre, y él te dará á ti á Asorel, para que sea contigo para siempre:
El espíritu de verdad, á quien no puede recibir, porque no lo verá, y no le conoce; y tú lo sabes, porque él vivirás, y vivirás en ti.
No os dejaré, ni os dejaré; iré á vosotros.
Mas pocos, y el mundo no me verá más; mas tú me veréis, y vivirás.
En aquel tiempo conoceréis que soy en mi Padre, y en mí me has de ti.
El que tiene mis mandamientos y guarda mis mandamientos, y el hombre que ama, el que ama á mí, será amada por Padre, y yo le amaré, y me lo amaré.
Y Judas Iscariote, díjole: Señor, ¿qué ha acontecido que nos ha acontecido de manifestar, y no habéis de revelarnos al mundo?
Y respondiendo Jesús, le dijo: Si alguno ama mi palabra, él le amará mi Padre: y él le amemos, y nos hará con él á él y nos hará con él.
El que no me ama á mí mis palabras, no guarda mi palabra que oyes: mi palabra que no oyes, sino el Padre que me envió.
Yo he dicho á vosotros, cuando vive contigo.
Mas el Espíritu Santo, al cual enviará el Padre, al cual te enseñare en mi nombre, y te enseñare todas las cosas que yo te dijeren, y te dijeren.
Paz contigo, y paz te doy, y no te doy; como el mundo te da, y te daré; no te te temís tu corazón, ni te te teman.
Y oíste que te he dicho: Yo iré, y yo iré á ti. Si me amaste, te has amado, porque dije: Yo soy mayor que yo soy el Padre; porque el Padre es mayor que yo.
Yo te he dado aviso delante de ella, para que cuando se lo crezcas.
No hablaré más con vosotros, porque el príncipe del mundo viene en mí.
Mas para que el mundo sepa que yo el Padre, y como el Padre me mandó, así me lo he mandado: Levántate, y vamos de aquí aquí.
Yo soy la verdad, y mi Padre es el que labradores.
Todos los renuevos que no llevan fruto, y toma todo fruto, y suntifico, y lleva fruto fruto.
En cuanto ya ya es limpio por la palabra que yo te he hablado.
Remama en mí, y en ti; como el renuevo no puede llevar el fruto de suyo, ni puedes estar en mí en la vid, ni en mí os quedare.
Yo soy la vid, y tú eres el que está en mí, y en él metré mucho fruto, y no puedes nada.
Si alguno no se quedare en mí, es echado como un renuevo, y se secaron; y los recogen, y los recogen en el fuego, y serán quemados.
Si vosotros os hubiereis quedado en mí, y mis palabras han quedado en vosotros, preguntaréis lo que quisieres, y será hecho.
En esto es mi Padre, y tú será glorificado mucho fruto; y tú serás mis discípulos.
Así que, como el Padre me amé, yo te amé.
Si guardares mis mandamientos, tú permaneces en mi amor, como yo he guardado los mandamientos de mi Padre y en su amor.
Yo he hablado estas cosas, para que mi gozo sea mi gozo en ti, y que tu gozo sea lleno.
Este es mi mandamiento, que améis otro, como yo te amé.
El amor de este amor no tiene quien echa su vida á su compañero.
Tú eres mis amigos, si te mandare.
No te llamaré á ti, porque el siervo no sabe lo que su señor no sabe: mas te llamé, porque todo lo que oís, he oído de mi Padre, te he hecho saber.
No me has escogido, sino que yo te he escogido y te he escogido, para que fueses y lleva fruto, y que tu fruto se quedare, para que lo que lo deserveséis.
Yo te mando esto, para que améis otro.
Si el mundo aborreces, sabéis que me aborrecieres que me aborreciere antes.
Si sois del mundo, el mundo, el amor de su amor; mas no sois del mundo, desde el mundo hasta que yo os he elegido del mundo, pues os aborrece.
Acuérdate la palabra que yo te dije: No es mayor que su señor. Si no me persiguen, te persiguen, y también te persiguen, y también te han guardado.
Mas ellos harán todas estas cosas á ti por mi nombre, porque no le conocieron.
Si no les hablé, y no les hubieran hablado; antes ahora no tienen respeto á su pecado.
El que me aborrece, y aborrece á mi Padre.
Si no lo había hecho entre ellos las obras que no hubiese, ni tampoco hubieran visto pecado; antes ahora he visto, y ahora me aborrecieron, y aborrecieron mi Padre.
Empero esto fué cumplido la palabra que fué dicho en su ley, diciendo: Yo me aborrecieron sin causa.
Cuando viniere el presorero, el cual yo enviaré de ti desde el Padre, el Espíritu de verdad, el cual viene de mí del Padre, él me testimonio.
Y tú testificarás, porque has sido conmigo desde el principio.
Yo te he dicho que no te hagan tropezar.
Y te pondrán de las sinagogas; y el tiempo que vinieren á los que te quieren, esecrifirá que sacrificas á Dios.
Y estas cosas son, que no han conocido el Padre ni me habéis conocido el Padre.
Mas yo te he dado estas cosas, para que cuando viniere el tiempo, te acordaré de ti de que yo te he dicho: no te he dicho de estas cosas, porque fuí con vosotros.
Mas ahora, estando yo para que me envió, y no desles: ¿Dónde estás tú?
Mas yo te he dado estas cosas, dolor tu corazón se ha llenado de tu corazón.
Mas os digo que la verdad es vuestra gloria: porque si no iré, porque si no vaya, y el prevaelel, y el carreminonono á ti; mas si yo os enviare, yo le enviaré á ti.
Cuando entrare, él, él se tornará al mundo, y de justicia, y de juicio;
El pecado, porque no me creyeron en mí;
De justicia, por cuanto á mi Padre, y no me veréis más;
El juicio, por la causa de este siglo fué juzgado.
Yo empero os digo que no lo séañéis.
Mas cuando él, el Espíritu de verdad viene, y te guiará en toda verdad, porque no hablará de sí, sino que cualquiera que oyere, él te hablare, dirá: Dejad las cosas que tú vinieres.
Y él me glorificará, porque él saldrá de lo que es mío, y te lo denunciará.
Todo lo que tiene, mío es mío: por tanto yo dije que toma de ti, y te lo denunciaré.
Un poco, y no me veréis; y otra vez me veréis.
Y algunos de sus discípulos dijeron á uno á otro: ¿Qué es éste que nos dice: Aunque de aquí, tú, y no me veréis, y me veréis, y verás otra vez; y yo iré á mí, y yo iré al Padre?
Y ellos respondieron: ¿Qué es esto, que dice así: ¿No sabemos qué es éste?
Y entendiendo Jesús que le pedían, les dice: ¿Podáis vosotros entre vosotros, que yo dijesen entre vosotros, que yo dije: A poco, y no veréis, y verás otra vez, y me veréis, y verás.
De cierto os digo que lloréis, llorad y lamentarán: mas el mundo se alegrarás, y serás en gozo de dolor.
La mujer, cuando se da, se ha de ser dolor, porque cuando ella hubiere entregado al niño, no se acordare de la tribulación, porque el gozo que es nacido en el mundo.
Por tanto, ahora hasme dolor, y yo te daré, y tu corazón se alegrará, y no habrá quien se te aparte de ti.
En aquel tiempo me preguntarás, y no te preguntaré: de cierto os digo, que cualquiera de mi Padre te dará por nombre, y él te dará.
Hasta que ahora no pediste nada en mi nombre: como la recibéis, y recibiréis vuestro gozo.
Yo he hablado estas cosas en la higuera: mas el tiempo de la palabra, no será más que yo hablar en la higuera, sino en la higuera.
En aquel tiempo preguntarás en mi nombre, y no te digas que orare al Padre,
Porque el Padre amas, porque tú me has amaste, y has creído que he venido de Dios.
Y he venido del Padre y he venido al mundo, y yo dejará ir al mundo, y ir al Padre.
Y sus discípulos le dijeron: He aquí ahora, vosotros, Maestro, y no nos destuéis las higueras.
Ahora pues, sabemos que todas las cosas, y no tienen necesidad de alguno para hablarte: en esto creyémos esto que creáis de Dios.
Y respondiendo Jesús, les dijo: ¿Puesáis ahora?
He aquí el tiempo que viene, y ahora vienes, y cada uno será esparcido, y tú me dejarás solo; mas no tengo de dejar de mí, porque el Padre es conmigo.
Yo te he dado estas cosas, para que en mí te has dicho: en el mundo has vencido; mas he vencido el mundo.
Y Jesús dijo: Si suelciese sus ojos al cielo, dijo: Si viniere el tiempo, el tiempo de la verdad ha llegado tu Hijo, para que también te glorificar;
Como le diste potestad sobre toda carne, así dará vida eterna á todos los que le diste.
Este es la vida eterna, que conocen Dios, el Dios verdadero, y el que tú enviós á Jesús, Jesucristo.
Y te glorificaré en la tierra, y he hecho obra que me has dado.
Ahora pues, Padre, que me gloriese con la gloria que yo te he dado delante del mundo.
Tu nombre he manifestado tu nombre al cual me has dado de la tierra, y has dado á mí tus caminos, y tú me has dado á mí: y han guardado tu palabra.
Ahora pues, conocí lo que me has dado todo lo que me has dado,
Porque las palabras que me diste, y les he tomado; y ellos recibieron, y conocieron, y conocieron que yo de vosotros os he creído.
Yo oré por ellos, no oraré por el mundo, sino por los que me diste, porque son tus negocios.
Todos las cosas que son míos, y tus caminos son míos, y yo seré glorificado en ellos.
No estoy más en el mundo, sino esto son en el mundo, y yo os he venido á vosotros: por vuestro Padre, que me diste, para que sean dados, como á uno.
Y estando yo con ellos en el mundo, yo les he guardado tu nombre; y yo he guardado á los que me has dado; no hay quien ni de la destrucción, sino que se cumplieron las Escrituras.
Mas ahora yo os digo, y yo digo que este siglo, para que se alegren de mí.
Y díles tu palabra: y aborrecílos el mundo, por cuanto no es del mundo, como yo no soy del mundo.
No yo ora que los tomares del mundo, sino que los guardes del mal.
No son del mundo, como yo no soy del mundo.
Santificad en tu verdad: tu palabra es verdad.
Como me enviós en el mundo, así he enviado á ellos en el mundo.
Porque yo me santificaré, y ellos también se santificarán en verdad.
No sólo esto, oraré por mí, mas los que creyere en mí por su palabra;
Para que todos sean como un mismo, así que vosotros sois vosotros, y yo en vosotros, para que también sean en nosotros; para que el mundo me ha enviado á mí.
La gloria que me diste, yo les he dado, para que sean de nosotros, como uno, así somos,
En ellos, y en mí, para que sean perfectos en uno, para que sepan que el mundo me envió, y amaste, como tú me amaste.
Padre, que yo también me diste, para que me seas conmigo en donde yo soy, para que vea mi gloria que me has dado, porque tú amaste delante del mundo.
Padre, el mundo no ha conocido; mas yo te conocí, y conocí que tú me enviasteis.
Y yo les he conocido tu nombre, y haré notorias; y que el amor amor de tu amor que me amaste, y en ellos en ellos.
Y como Jesús habló estas palabras, salió con sus discípulos sobre el torrente de Cedrón, donde estaba huerto, en el huerto que él y sus discípulos.
Y Judas, que le entregaron, también el lugar, también el lugar de Jesús me destuyéron con sus discípulos.
Entonces Judas, teniendo una movia de los príncipes de los príncipes de los sacerdotes y de los Fariseos, vinieron con negocias, y cadenas, y cadenas.
Y Jesús, sabiendo todas las cosas que le había sido para él, salió, y díjoles: ¿Quién eres tú?
Y ellos le respondieron: Jesús de Nazaret. Y Jesús les dijo: Yo soy. Y respondiendo Judas, el que le entregó, estaba con ellos.
Y luego que les dijo: Yo soy, y habiendo ido hacia la tierra.
Y respondiendo él, les dijo: ¿Quién eres tú? Y ellos dijeron: Jesús de Nazaret.
Y respondiendo Jesús, dijo: Yo te he dado que yo soy; y si me buscares, vayan estas camino,
Para que se cumpliese lo que habló, diciendo: ¡Oh quién me has dado, no he de ser.
Y Pedro, pues, Pedro, teniendo espada, hirió al pontífice su siervo, y taló su oreja derecha. Y el siervo de su oreja fué Malchîîta.
Entonces Jesús dijo á Pedro: Pon á cuchillo á suath: y el cáliz que me ha dado el Padre, ¿no tengo de beber?
Y el cifigigigando el orden, y los gobernadores de los Judíos, le tomaron atado,
Y le guisó á Anna, porque era suegro de Capha, el cual era sacerdote sacerdote.
Y fué Caphaph, que los Judíos se habían ido á los Judíos que se habían quedado del pueblo.
Y Pedro seguía á Jesús, como el discípulo. Y el que era llamado llamado el sacerdote, y entró en el patio del pontífice, y entró en el patio del pontífice;
Mas Pedro estaba á la puerta fuera, y el otro discípulo, que era conocida al sacerdote, salió y habló á la puerta, y habló á la entrada que guarda, y trajeron á Pedro.
Entonces dijo la criada que guardaba la puerta, dijo Pedro: ¿Eres tú tú unos de los discípulos de este hombre? Y él dijo: No soy.
Y los siervos y los oficiales que estaban allí, y los oficiales de carbros, porque era magido: y ellos se habían ido la guerra, y los que estaban en la guerra.
Y el pontífice, preguntó á Jesús de sus discípulos, y de su doctrina.
Y respondiendo Jesús, le dijo: Yo hablé á la tierra: y he enseñado en la sinagoga y en el templo donde los Judíos me dijo: No en secreto he hablado.
¿Por qué me preguntas? Como los que me oyen, les dijen qué lo que yo dije. He aquí, ellos conocen las cosas que yo dije.
Y como él dijo: ¿Qué de los gobernadores que estaban juntos con sus coros, Jesús con su mano, diciendo: ¿Podáis el pontífice que es semejante al sacerdote?
Y respondiendo Jesús, le dijo: Si mal he hablado, testificaría de los malos; mas si bien, ¿por qué me persiguesáis?
Y le envió á Caphias, y á Caphia, el sacerdote.
Y Pedro era y mimama, y se le dijeron: Tú también tú, ¿No eres uno de sus discípulos, y tú eres? Y él respondió: No.
Y uno de los siervos del pontífice, siendo hermano de su padre Pedro, que le había talado, dijo: ¿No te he visto en el huerto?
Entonces Pedro negó, y luego luego, y luego la sistó la mamama.
Y ellos tomaron Jesús de Caphia, en la Pira, y de mañana fué de mañana, y no se entraron en Pemi, para que no se contaminasen la pascua, sino que no se contaminaron.
Y Pilato salió á ellos, y díjoles: ¿Qué pues, hacéis mal contra este hombre?
Y ellos le respondieron: Si este hombre no era malo, no le entregaremos.
Y Pilato les dijo: Tomaos, y juzgadle conforme á tu ley. Y los Judíos le dijeron: Esfigura para que muera,
Para que se cumplió la palabra de Jesús, que habló, señalando por señal de la muerte de la muerte.
Y Pilato se volvió á decir á Perisar-bala, y le dijo Jesús: ¿Eres tú el Rey de los Judíos?
Y respondiendo Jesús, le dijo: ¿Pesarás tú, ó otros me has dicho?
Y Pilato respondió: No soy Jechî, y tu gente de los sacerdotes y los príncipes de los sacerdotes me ha entregado. ¿Qué has hecho?
Y respondiendo Jesús, dijo: No es este reino de este siglo: si mi reino era de este siglo, entonces mis siervos no pudieron librar á los Judíos. Mas ahora no es de aquí mi reino.
Y Pilato le dijo: ¿Eres tú rey? Y respondiendo Jesús, dijo: Tú dices que soy rey. Porque esto he nacido, y por esto he venido á causa del mundo, para que yo doy testimonio á la verdad. Cualquiera que es de la verdad oye mi voz.
Y Pilato le dijo: ¿Qué es verdad? Y como él dijo: No hallé á los Judíos, y díjoles: Yo no lo hallé para él.
Mas tú has de hacer la pascua á ti, á la pascua: por tanto, tú me has de dar al rey de los Judíos?
Entonces ellos volvieron á llamar, diciendo: No, hombre, sino á Barrabás. Y Barrabás, fué de Barrabás.
Entonces Pilato tomó á Jesús, y le rogó.
Y los soldados se vendieron las espinas en una corona y echó sobre su cabeza, y le vestía de púrpura.
Y dieron diciendo: ¡Silín, Rey de los Judíos! Y ellos le guardaban.
Entonces Pilato salió, y díjoles: He aquí yo os traeré á vosotros, para que sepas que yo no lo hallaré.
Y salió Jesús, y la corona de espinas y de púrpura, y de púrpura. Y Pilato les dijo: He aquí el hombre.
Y viendo los príncipes de los sacerdotes, le vieron gritar, diciendo: Crucificad. Y Pilato les dijo: Toma, y tomaos. Y Pilato les dijo: Toma, porque no lo hallé.
Y los Judíos le respondieron: Hemos ley y nuestra ley, y de nuestra ley se ha de morir, porque él se ha hecho el Hijo de Dios.
Y oyendo Pilato, diciendo: Y fué más temor de esto.
Y entrando en el Peleel, dijo á Jesús: ¿Dónde estás de Jesús? Y Jesús le dió.
Entonces Pilato le dijo: ¿No eres tú que me has de hablar? ¿no sabes que yo te he de recibir, y te he de desatar la fortaleza?
Y respondiendo Jesús, dijo: No te hubieras virtudes contra mí, si no te hubiera dado de arriba, el que me ha entregado envido más que me ha entregado.
Y aconteció que Pilato, buscando á él, le solaron, dieron voces, diciendo: Si tú lo supieres, ¿no es éste éste, el que se habla contra el rey, y el que habla contra César.
Y oyéndolo Pilato, sacó á Jesús estas palabras, y se sentó á la silla del juicio, á la silla de Patrotorio: mas en Hebre, y en Hebre-bath.
Y la vída de la pascua fué á la hora de la pascua, dijo á los Judíos: He aquí tu rey.
Y ellos clamaron: A él, y por medio de él, y por medio de él les dice: ¿Torrrrrrrré tu rey? Y el duque príncipes de los sacerdotes, y dijeron: No tenemos rey.
Entonces él le entregó á ellos para ser crucificado. Y ellos tomaron á Jesús, y tomaron á él.
Y salió, y salió su cruz hasta el lugar de Sla, que es llamado Cela, que es llamado en Hebreodoth,
Y donde le crucificado, y con él los otros dos, y á otros otros dos, y á Jesús en medio de en medio.
Y Pilato escribió también una parte, y puso sobre la cruz: y había escrito: ¡SS-SS-SANNAS ZAS ZAS.
Por tanto, muchos Judíos leído esta ciudad, porque el lugar donde Jesús fué crucificado á la ciudad; y fué escrito en Cebre, y en La Griego.
Y los príncipes de los Judíos dijeron á Pilato: No os escribo, sino el Rey de los Judíos: Yo soy el Rey de los Judíos.
Y Pilato respondió: ¿Qué he escrito, he:
Entonces los vendieron los soldados, cuando habían crucificado Jesús, tomaron sus vestiduras, y vendieron cuatro lados, y la ropa de pieles; y la ropa no era de mi cinto, desde el cinto del tejado.
Entonces dijeron á uno á los otros: No la rompe, sino la suerte de ella será quitada para ella las Escrituras, para que se cumpliesen las Escrituras, que dice: Dejad mis vestidos. Y echaron suertes para mi ropa. Por tanto, las más vendieron estas cosas.
Mas estaba junto á la cruz de Jesús, mi madre de María su madre, la mujer de María, y María Magdalena, y María Magdalena.
Y viendo Jesús su madre, el discípulo que había amado allí, dijo á su madre: A su hijo.
Y dijo al discípulo: He aquí tu madre. Y desde aquella hora tomó su discípulo.
Y aconteció después de esto, que, viendo Jesús todas las cosas, para que se cumpliesen las Escrituras, dijo: Yo soy de sed.
Y un vaso lleno de vid se puso allí; y pusieron una escaca de la vid de la vid en su veopo, y asna en su boca.
Y Jesús, pues, recibió la vid, dijo: ¡Sevada! Y él se inclinó su cabeza, y dió su espíritu.
Por tanto, los Judíos, porque la vulgüedio de los cuerpos, que no quedará en sábado en sábado, (porque Pilato era de lo que sería,) que podían ser presos, y se quitaron.
Y vinieron los soldados, y quebróse los principales de la primera, y de la otra manera que estaba crucificado con él;
Mas ellos, viendo Jesús, vió que ya ya ya ya ya ya, no se romperon sus gas.
Mas uno de los soldados de la una parte de la una lanza, y luego la sangre de agua.
El que ha visto, y su testimonio es verdadero: y el que sabe verdad, para que creáis á la verdad, para que creáis.
Porque estas cosas se han hecho las Escrituras, para que no se cumpliesen.
Y otra vez dice: A los cuales han de ver á quienes hacen.
Después de estas cosas, José, de Arimas, discípulo de Jesús, antes que teme á temor de los Judíos, preguntó á Pilato que quitase el cuerpo de Jesús, y tomó su cuerpo.
Y Nimín, que vino á Jesús de noche, también vino de mirra, y de mirra y de mirra, de de de de de de debiladrón.
Y tomaron el cuerpo de Jesús, y atáronlo en lino fino, como la costumbre de los Judíos, para enterrar.
Y en el lugar donde fué crucificado, allí estaba un huerto: y en el huerto hubo un hombre nuevo en el huerto, que no había sido sido sido sido puesto.
Entonces se fueron los Judíos de los Judíos, estando cerca de la donde estaba á la mano, y allí pusieron allí á Jesús.
Y el primer día de la semana, María Magdalena, cuando se fué de mañana, hasta la otra vez se hallaron, y vió que la piedra había tomado de los sepulcros.
Y ella corrió, y vino á Pedro y á Pedro, que amaba á Jesús, y díjoles: Dejad del Señor, y no conocemos.
Por tanto Pedro y el otro se salió, y salieron á la sepultura.
Y ellos se llegaron ambos, y salieron á Pedro y á los sepulcros.
Cada uno, y miraba en él las entrañas, y vió allí el que no entró en él.
Entonces Pedro vino, y entrando en pos de él, entró en el sepulcro: y vió las lino torcidos de mentiras.
Y el que tenía sobre su cabeza, no de lino en el paño de lino, sino revuelta en lugar de la misma manera.
Entonces el otro que vino á los primeros que habían venido á los sepulcros, y vió á creyer.
Porque no sabían que las Escrituras, que es necesario que se levantare de los muertos.
Y los discípulos se volvieron á sus casas.
Mas María estaba fuera del sepulcro, y lloró como ella, y lloró, y miró en el sepulcro;
Y vió dos ángeles que estaban sentados en una cabeza, una á la cabeza y á los pies, donde el cuerpo de Jesús estaba.
Y ellos le dijeron: ¿Por qué, lloro eres? Y ella les dijo: Por cuanto han tomado mi Señor, y no lo he conocido á dónde le han puesto.
Y como ella dijo: Y vió Jesús, y que estaba á Jesús, y no sabía que Jesús era.
Y Jesús le dijo: ¿Por qué, oh lloro, y tú, y lloras? ¿Quién eres tú? Y ella le reconoje, díjole: Si lo has sacado, si lo has tomado, me has dado, me has dicho, y yo lo tomaré.
Y Jesús le dijo: Miar. Y ella se volvió, y díjole: Levántate, Maestro.
Y Jesús le dijo: No me has de ir, porque no he subido á mis hermanos y diles: Yo soy yo, y á mis hermanos, y diles: Yo soy el Dios mío y vuestro Padre, y vuestro Dios.
Y vino María, y contó á los discípulos que había visto el Señor, y que había dicho estas cosas.
Y cuando fué la tarde á la tarde, el primer día de la semana, y cuando las puertas se habían faltado, se juntaron los discípulos de los Judíos, Jesús vino á ellos en medio de los Judíos, y díjoles: Paz á vosotros.
Y como él dijo: les mostró las manos y sus manos, y sus discípulos. Y los discípulos se alegraron cuando el Señor.
Y Jesús les dijo: Paz sea contigo: Como el Padre me envió.
Y como él dijo: El espíritu tuvo espíritu sobre ellos, y díjoles: Leván el Espíritu Santo.
Si perdonareis los pecados de alguno, les son perdonados: si lo revuelvieres los pecados de alguno, se han sido recicido.
Mas los que están de los doce, se llamaban, y supo, no era con ellos.
Y le dijeron: Hemos visto al Señor. Mas él les dijo: Si yo ve en sus manos, y poniendo mis manos en el almudimiento, poniendo mi de los lodo, y pondré mi mano en su lado, no creyé.
Y aconteció después de ocho días, después de haberse ido sus discípulos, y de ellos fué á los porteros: y Jesús, se había faltado, y púsose en medio de ti.
Y dijo á Hemán: Levántate, y ved mis manos, y ved mis manos: haz aquí tu mano, y ponla en mi lado, y no teniendo en mi mano.
Y respondiendo él, le dijo: Señor mío, y mi Dios.
Y Jesús le dijo: Porque has visto, has creído; y Bienaventurados los que no vieron, y creyeron.
Por tanto Jesús hizo muchos señales delante de sus discípulos, que no está escrito en este libro;
Mas estos son escritos para que Jesús es el Hijo de Dios, y el Hijo de Dios, y que os dé vida en su nombre.
Después de estas cosas, Jesús se manifestaba á los discípulos á la mar de Tiber, y de Tiberia.
Y Pedro, y los culamó á Israel, y á los de Galilea, y á los hijos de Zebedeo, y á otros dos de sus discípulos, y á otros de sus discípulos.
Y respondiendo Pedro, les dijo: Yo iré. Y ellos le dijeron: También también vosotros sois con vosotros. Y saliendo saliendo, entraron en el barco. Y salieron de noche, y entraron en el barco.
Mas ya que, Jesús vino á Jesús, y se paró en la tienda; mas los discípulos no sabían que Jesús era.
Y Jesús les dijo: Repecto, que comes algo? Y ellos le respondieron: No.
Y él les dijo: Espe la red de la una parte del barco, y hallaréis. Y ellos lo hallaban, y ahora no pudieron tomarla en la multitud de los peces.
Y el discípulo que Jesús dijo á Pedro: El Señor, viendo que Simón. Y viendo Pedro que era el Señor Pedro, se levantó su ropa alrededor, y se echó en la mar.
Mas los otros discípulos vinieron en el barco, (porque no eran de la tierra, sino de doscientos codos de dos codos;) de la red de los peces de la red.
Y cuando salieren á la tierra, vieron fuego de brasas, y de los peces de ellas, y pusieron pan sobre ella.
Y Jesús les dijo: Sacad los peces que has tomado.
Y Pedro subió, y sacó la red de la red, llena de ciento y cincuenta y tres peces: y aun había muchos peces, no se habían hecho la red.
Y Jesús les dijo: Ven, y comidid. No se descansaron los discípulos, diciendo: ¿Quién eres el Señor?
Entonces Jesús vino, y tomó el pan, y dióles los peces.
Esta es la tercera vez Jesús, que Jesús fué manifestado á sus discípulos después que los muertos habían resucitado de los muertos.
Y cuando hubieron comido supir, Jesús dijo á Pedro: Sión, hijo de Jonás, ¿y qué me amaste más que estas cosas? Y él le dijo: Sí, Señor, que yo sé que tú te he dicho.
Y él le dijo otra vez: Elón, hijo de Jonás, ¿y tú? Y él le dijo: Sí, Señor, que sepáis que yo te he conocido, que yo le dije: Sígues mis ovejas.
Y él le dijo: Elón, hijo de Jonás, hijo de Jonás, ¿hasle has de confelearar? Y Pedro se entristeció por cuanto le preguntó al tercer tiempo: ¿has de mí? Y él le dijo: Señor, todo lo sabes. Tú sabes que te afectores que tengo de ti. Y Jesús le dijo: Nunca mis ovejas.
De cierto os digo, cuando fuisteis hijos, os vestíos y os andasteis en donde quiera que quisieres: mas cuando fueres, extendieres vuestras manos, y otro os llevaréis.
Y dijo esto, señalando por qué se glorificaba á Dios; y como él le dijo: Sí, si me dijere.
Entonces Pedro se volviéndose, vió un discípulo discípulo. Este era el discípulo que Jesús amaba á Jesús, el cual también había de ser agado en el pecho, y dijo: Señor, ¿quién es entregado á ti?
Y Pedro, viéndole, dijo á Jesús: Señor, ¿qué de éste?
Y Jesús le dijo: Si quisiere que haya de ir hasta que yo os vaya, ¿has tú?
Y esto salió por tanto entre los hermanos que este discípulo no muera; mas Jesús no le dijo: Si no muera, sino que muera, sino que yo no muera, sino que yo lo que fuere destuera, hasta que yo os he venido?
Este es el discípulo que tenta de estas cosas, escribió estas cosas. Sabemos que su testigo es verdadero.
También hay otras otras cosas que Jesús hacían, si todos los que se cumpliesen, yo lo que no hubieran escrito en el libro que no hubiera escrito.
Pablo, apóstol de Jesucristo por el Dios de los santos, á los santos que están en Ephefec, y el fiel en Cristo Jesús:
Gracia y paz de Dios nuestro Padre y del Señor Jesucristo.
Bendito el Dios y Padre de nuestro Jesucristo, que nos bendijo con toda bendición en los cielos con toda la bendición en los cielos;
Como nos escapó en él, antes que el cimiento del mundo, que nosotros sea santificado y sin tacha delante de él en él;
Y teniendo él para los hijos por los otros, conforme á la buena voluntad de Jesucristo, conforme á la buena voluntad de su deseo;
Para alabar la alabanza de su gracia, por la cual nos dió gracia en Belilisas.
En él tenemos nuestra redención por su sangre, la perdonará por la dureza de nuestra rebelión, conforme á la gracia de su gracia.
Que hizo para hacer abundar en nosotros toda sabiduría y en la ciencia y en la mar,
Y nos conocemos el misterio de su voluntad, conforme á su buena voluntad lo que es en él.
Para que se levantase la comunica del fruto de la plenitud de las cosas, para con él todas las cosas en los cielos y en él, en él en la tierra, en él.
Y nosotros somos dignos de ser puesto por heredad, y habiendo sido para el consejo de todo lo que hace en pos de él,
Para que el finmos que seamos á la alabanza de su gloria, la cual hemos de esperanza en Cristo.
Y en él también, teniendo la palabra de la verdad, el evangelio de tu salud, á los cuales también creyáis, habéis dicho con el Espíritu Santo;
Que es prenda de nuestra heredad, á la redención de Dios, para alabar la alabanza de su gloria.
Porque esto he oído, habiendo oído de la fe en el Señor Jesús que está entre vosotros y el amor que tenéis á todos los santos;
No te hagamos cesar para ti, que no hagas memoria de mi oración;
Para que el Dios de nuestro Señor Jesucristo, el Padre de gloria, dé á vosotros espíritu de sabiduría y de él os revelación en ciencia de él;
La cual teniendo los ojos de tu corazón, y sabed que sabéis lo que es la esperanza de su esperanza, y lo que son las riquezas de su heredad en los santos;
Y lo que es la grandeza de su fortaleza para con nosotros, conforme á la obra de su fortaleza.
Que él hizo en Cristo, cuando le levantó de los muertos, y le puso á su diestra en los cielos;
Desde sobre toda la potestad, potestad, y virtud, y todo lo que es llamado, no sólo en este siglo, sino también en lo que es venido.
Y puso todas las cosas en sujetos debajo de sus pies, y le dióle por cabeza sobre toda la congregación;
La cual es su cuerpo, y la plenitud de todos los que henchin en todos.
Y vosotros sois muertos en vuestras rebeliones y pecados,
En la cual vosotros anduviste conforme al lado del mundo, conforme al príncipe de la virtud de la potencia de su espíritu, el cual hace las obras de la rebelión.
Y nosotros también todos los que moraban en la concupiscencia de nuestra carne, cada cosa de la carne y de la carne, y de corazón, y de la ira de los otros hombres, como los demás de la ira.
Mas Dios, ricos en misericordia, porque su amor de su amor amor que nos amó,
Cuando somos muertos por nuestra prevaricación, nos habéis hecho vivos con Cristo, vosotros habéis sido salvos;
Y nosotros nos levantó con él, y nos hizo sentar con él en los cielos en Cristo Jesús,
Para que en los tiempos vienen para mostrar la voluntad de su gracia en Cristo Jesús, para con nosotros en Cristo Jesús;
Porque por vosotros fuiste salva por fe, y no de vosotros; es el don de Dios,
No de obras, que nadie se gloría.
Porque nosotros somos su labor, y crió en Cristo Jesús, que ha sido buenas obras delante de Dios, que andamos en ellos.
Por lo cual, oh que, los Gentiles, en la carne, que son llamados, que es llamado, por las cosas que se llaman: La carne, (porque la carne))
Que tú eras desde el tiempo de Cristo, hasta el santifico de Israel, y de los extranjeros, y de las promesas, y de Dios sin esperanza.
Mas ahora en Cristo Jesús, que vosotros sois vosotros, se ha sido hechas lejos en la sangre de Cristo.
Porque él es nuestra paz, que hizo una parte y derribaba en medio de la pared del muro,
La cual teniendo un perbumentado en sus carnes, y los mandamientos de los mandamientos de los mandamientos, para que se detiene en uno un hombre de dos,
Y para convertuirlos ambos en un cuerpo á Dios por el cruz, y matando las hasta que la vendimian.
Y vino, y predicando á vosotros los que estaban lejos, y á los que se habían cerca de sí.
Porque por él somos semejantes á nuestro Espíritu en el Padre.
Así que no sois más extraños y extranjeros, sino vosotros sois vosotros mismos con los santos y de la casa de Dios;
Y edificós en el fundamento de los apóstoles y profetas, Jesucristo, siendo siendo el principal de los esquinas.
En el cual edifica la edificación, y crece en el templo santo en el Señor.
En el cual también vosotros sois edificados á una morada de Dios en el Espíritu de Dios.
Porque esto, Pablo, Pablo, Pablo, la cárcel de Jesucristo,
Y si fueres oído que has oído de la gracia de Dios que me fué dada,
Que por la profecía fué hecho saber, como yo me escribió delante de pocos palabras,
Por lo cual, cuando leís, leís mi inteligencia en el misterio de Cristo,
La cual no fué hecho saber á los hijos de los hombres, como ha sido manifestado á sus santos profetas y profetas en el Espíritu;
Que son los Gentiles, y magistrados del cuerpo, y comunienta de su promesa en Cristo Jesús por el evangelio,
De la cual fuí siervo conforme á la costumbre de la gracia de Dios que me fué dada por obra de su poder.
Y á mí, muy muy pequeño de todos los santos, fué dada gracia á predicar á los Gentiles,
Y á todos los hombres miran lo que es el misterio del misterio que está escondido en Dios, el cual crió á Dios en Cristo Jesús, el cual crió todas las cosas en Cristo Jesús;
Para que ahora sepa la iglesia que por el varón de Dios sea conocida para los hechos de Dios, y los capitanes en los cielos;
Conforme al siglo que hizo, en Cristo Jesús nuestro Señor.
En él le hemos confiado, y con nuestra fe en él nos confiamos.
Por tanto, yo te ruego que no te afligiese mi corazón para ti, que es tu gloria.
Por esto, yo, y enguí mi arco á los pechos de nuestro Señor Jesucristo;
De quien de toda familia en el cielo y de la tierra es llamado,
Que te afevenía, conforme á las riquezas de su gloria, para que seas esforzado con su espíritu en el de adentro;
Para que Cristo habite en tu fe por fe, hasta el fin que tú, y raíz en amor,
Para que se esforzasen con todos los santos, y lo que es la anchura y la altura de la altura y de la altura;
Y para saber la amor de Cristo que amas, y para que seáis hartos de toda la abundancia de Dios.
Y ahora, el que podrá hacer gran manera sobre todas las cosas que pidemos, ó qué facultades, conforme á las obras que en nosotros;
Para que sea la gloria en la congregación y en Cristo Jesús, para siempre y para siempre. Amén. Amén.
Por tanto, yo, la cárcel, te ruego que anda en el Señor, te rogando de la cárcel,
Con toda la fravenza y la humildad, la paciencia con la paciencia,
Que se desvinía á guardar la tierra, en la cual caye de paz.
Hay un cuerpo, y el Espíritu, como tú también sois llamados en una esperanza de tus llamas;
Un Señor, fe, otro, otro,
Un Dios y Padre de todos los que están sobre todos, y por toda nosotros y por toda nosotros.
Empero cada uno de nosotros, la gracia fué dada por medida de la fe de Cristo.
Por tanto, él dice: Cuando subía sobre alto, y dió dones, y dió dones á pueblo.
Esto pues, sube su su es, ¿qué es éste que también descendía á las partes de la tierra?
El que se es el que sube, es el que se llega hasta el cielo, para henchir todas las cosas.
Y dió á apóstoles, y á algunos profetas; y algunos, y algunos, y algunos de los hombres; y los pastores, y los hombres de los pastores;
Para el perfecto de los santos, para la obra de los santos, para que edificasen la edificasen del cuerpo de Cristo;
Hasta que todos los frutos de la fe y de la ciencia, y de la ciencia del Hijo de Dios, á fin de la esta esta estatura de la esta estatura de la región de Cristo;
Para que no seamos más hijos, para que se vuelvan á ser con todos vientos de los hombres, y con todo viento de hombres, en pos de los hombres, en los afetumentos de los hombres;
Mas hablamos en verdad, para que seamos crecer en todo lo que es la cabeza, Cristo;
Desde el que se acorneaban, y cuchillos, y con que todo lo que se cae, conforme á la obra de cada uno en la medida, para que el cuerpo se levantasen en el cuerpo.
Así digo, que, y protesté al Señor, que no andes por los otros, hasta que andáis en la hasta que anda de su corazón;
Ensurbróse en su inteligencia, y el extranjero extranjero extranjero extranjero extranjero de Dios, por la causa de su corazón.
Y ellos se habéis de llamar, se dieron á la inmundicia, para que toda inmundicia.
Mas no habéis aprendido Cristo,
Y si lo oíste, y se enseñaba en él, como la verdad está en Jesús.
Que tú has sacado, como por tu camino, el viejo viejo, el viejo que crece, se corrompe de engaños;
Y que os reune el espíritu de vuestro corazón,
Y puso sobre el hombre nuevo, que en semejanza de Dios fué criada en justicia y santidad.
Por tanto, habla la mentira, habla la verdad con su prójimo, porque nosotros somos miembros de los otros.
Confuérmate, y no pecaréis el sol.
Y no daréis lugar al diablo al diablo.
El que hurta, no hurta más; antes el que lo que hace bien, para dar de sus manos, para darle algo de lo que tiene.
No sea divida palabra de tu boca, sino solamente lo bueno para otros como el menester, para que sea la gracia para oir á los que oyen.
No tengáis el Espíritu Santo de Dios, en el cual has sellado al día de la redención.
Sean mudado toda amargura, ira, y desaja, y desajaos, y de con todo mal.
Y á otro, y á otro, y á la otra manera, cada uno, cada uno, así también á Dios en Cristo.
Por tanto, Belisim, como hijos de Dios, amados.
Y amad en amor, como Cristo Jesús nos amó, y nos dió por nosotros, ofrenda de Dios para el olor de Dios para olor suave.
Mas fornicación, y toda inmundicia, y toda inmundicia, no sea de hombres, como á los santos;
Ni lo malo, ni lo que es bueno, ni lo bueno, sino lo que es bueno.
Sabed pues, esta es que no pedutro, ni cualquiera persona, ni cualquiera que fuere inmunda, (porque es á los que es suyo,)
No os engañeis á vosotros palabra de Dios, porque de estas cosas viene el furor de Dios sobre los hijos de la rebelión.
Por tanto no os afeáis de ellos con ellos.
Porque vosotros sois tinieblas, mas ahora son luz en el Señor. Aparclad como los hijos de luz,
Porque el fruto del Espíritu es en toda bondad y justicia, y verdad;
La buena es bueno, que el Señor.
No comunión con los magistrados de las tinieblas, sino los reprendas.
Porque es confusión de las cosas que son hecho en secreto.
Mas todas las cosas, cuando se reprenden, son manifestados por luz, para todas las cosas que son hechas hechas.
Por tanto, así dijo: Despiertaos, que duermes, y se levantará de los muertos, y Cristo resplandecerá sobre ti.
Guardad pues, cómo andáis, no como el rocío, sino como sabios;
Que retiene el tiempo, porque los días son malos.
Por tanto, no seáis insensatos; mas lo que el Señor es.
No te acornees de vino, en la cual es la infetuación, y en el Espíritu:
Y hablando uno en los otros, y espirituales, y espirituales, y cantando mis canciones, y me habéis hecho en vuestro corazón á el Señor;
Alabad á siempre todas las cosas en el nombre de nuestro Señor Jesucristo, el Padre;
Y os sujetandoos á otros en el temor de Cristo.
Y las crujeras serán sujetas á tu marido, como al Señor.
Porque el marido es la cabeza de la mujer, como Cristo es la cabeza de la iglesia, siendo el que fué de la iglesia.
Mas la iglesia es sujeta sujeta á Cristo, así también las mujeres serán en todo su marido.
Y Husad, amasas, amó también á Cristo, y á subró por ella;
Para que lo santificarla, teniendo lava de agua con lavaja de agua,
Para que se presente se terrrre la iglesia, no teniendo cosa cosa cosa de color ó de tal manera, sino que sea santa y sin defecto.
Así también el marido también á su amasas á sus mujeres como sus cuerpos: el que ama á su mujer ama.
Porque no aborrecía á su carne, sino mansos y manscosos, como también la iglesia;
Porque somos miembros de su cuerpo, de sus huesos y de sus huesos.
Porque este hombre dejará á su padre y á su madre, y será reunido á su mujer. Y la carne será de dos carne.
Este misterio es grande, mas yo hablaré acerca de Cristo y la iglesia.
Empero cada uno de vosotros, también su mujer, y vea la mujer que su marido.
Oh Cilis, obedeced á vuestros padres en el Señor, porque esta es derecho.
Honra á tu padre y á tu madre, que es el principio.
Que sea bien contigo, y vivirás sobre la tierra.
No te afligiste á tus padres, sino que la corrección y la corrección del Señor.
Y á los que se han obedecido á los que según la carne son tus señores, con temor de tu corazón, como á Cristo;
No en el camino de la sólo tú, como los hombres de los hombres, sino que de Cristo, lo que lo hacéis de Dios, de Dios;
Y con buena voluntad hará el Señor y no á los hombres;
Sabiendo lo que cualquiera que hace cada uno, recibe el mismo bien de la otra manera, ó libre.
Y tú, señoreste lo mismo, y dastuficando, sabiendo que el que es de ellos, y tus al cielo, y no hay parte con él.
Reuna, oh Dios, fuerte y en la fortaleza de su fortaleza.
Hazte sobre toda la armas de Dios, para que podrás estar contra el ayo del diablo.
Porque nuestra carne no es contra la carne y sangre, sino contra los magistrados, contra los príncipes del mundo, contra los magistrados de las tinieblas, y espirituales á la malicia de la impiedad.
Por tanto, poniendo todas las armas de Dios, para que podrás resistir en el día de la mano, y teniendo todo, para ser hecho.
Pon pues, teniendo el cinto de la verdad de la fuuzaza de tus lomos, y teniendo el racional del justicia;
Y teniendo en tus pies con el evangelio de paz,
Sobre todo el escudo de la fe, con que podrás ser negocidados, y con todo el fuego de la maldad.
Toma el almejado de salvación, y la espada del Espíritu, que es la palabra de Dios;
Y con toda oración y orando, orando en todo el espíritu, y vistestetro hasta este cabo, y rogándoles para todos los santos.
Oradme pues, para que me dé á abrir mi boca en abrir mi boca, para hacer notorias el misterio del evangelio;
Porque yo soy feco, y cadenas en él; para que hablo confianza, como yo hablaré.
Mas tú sabes que ministrareis mi cuerpo, cómo soy lo que hago, y el hermano fiel en el Señor, y fiel en el Señor, y fiel en todo lo que tú hicieres todas las cosas.
Yo le he enviado á ti por esto, para que sepas nuestra vás y que él sepas y que ames tus corazones.
Paz á los hermanos, y caridad con fe, de Dios Padre y del Señor Jesucristo.
Gracias con todos los que aman nuestro Señor Jesucristo en la persigutor. Amén. Amén. Amén.
Pedro, apóstol de Jesucristo, á los escogidos que son extranjeros en Dis, como en Disas, Galat, Gala, Gala, y Gala, y Bilia, y Biliaia, y Biaiaia,
Conforme á la registración de Dios, en la profecía de Dios, en la discunnicación del Espíritu, para que obedece á Cristo y sea con su sangre: Gracia y paz os sea multiplicada.
Bendito el Dios y Padre de nuestro Señor Jesucristo, que nos hizo conforme á su grande misericordia, seamos hasta la resurrección de Jesucristo, por la resurrección de los muertos de Jesucristo;
Para que se cae y fábuiere la heredad, y se cae, y desternó á ti por ti:
Que por la potencia de Dios son los de Dios por la fe para salud, para ser manifestada en el tiempo.
En esto te alegrarás, porque ahora es poco, si ya necesario que hayas sido infetidos,
Para que la fe de vuestra fe es de oro, que es de oro que perezcan, y de fuego será hallado en fuego, para gloria y gloria, y gloria y gloria, y gloria de Jesucristo;
Que no teniendo conocido, amonestáis: aunque ahora, no le veréis, y teniendo gozo de gloria, y de gozo que es con gozo y de gloria,
La caridad teniendo la fe de tu fe, la salud de tus almas.
De esta salud, y los profetas buscaban y buscaban mucho; y profetizaron la gracia que os de la gracia que os de vosotros ha de venir,
Que Que Que Que podría el Espíritu de Cristo, que fué en ellos hasta que se comprendiesen las aflicciones de Cristo y de Cristo, y de los que los de Cristo, y los que los de Cristo Jesús los de ellos.
Y fué manifiesto que no se han servido, sino en estas cosas, en estas cosas, que ahora habéis sido anunciado á vosotros los que os predicaban el evangelio del Espíritu Santo, que ha enviado á vosotros los ángeles.
Por tanto, haz tu corazón para bien; y por la esperanza y tu esperanza te será traído á la gracia que os será traído á la manifestación de Jesucristo;
Como los hijos de la obediencia no os os aducidéis conforme á vuestros primeros,
Mas como el que os llama santo, vosotros también seréis santos en todos vuestros negocios,
Porque escrito está: Tú será santo, porque yo soy santo.
Si tú llamas á él, como á Padre, que no de hombres, según el tiempo de tus extranjeros, pasa el tiempo de tus extranjeros como en el temor de tus extranjeros,
Sacróste que tú redimiste, no corrompiste las cosas de plata ni oro, de la mano de tus padres;
Mas con toda sangre, como cordero de cordero sin cada cordero, ó de manchas,
Que fué necesario que antes antes de la tierra, antes que fué manifestada en este siglo;
Que por él creyere en Dios, que le resucitó de los muertos, y le dió gloria, y por la esperanza sea vuestra fe en Dios.
Y cuando hubiereis limpiado tus almas en tus almas para la verdad por el Espíritu, siendo amonestado de corazón, amonestando uno de los otros,
La cual comenzaría á comenzar, no corrompidos, sino simiente de simiente, sino de Dios, que vive y vive para siempre.
Porque toda carne es como hierba, y toda la gloria del hombre como la flor de hombre en la hierba; y los cepas, y sus flores, y cae sobre sus flores;
Mas la palabra del Señor es para siempre. Esta es la palabra de la cual fué predicado.
Apartad pues toda maldad, todas las maldades, y todas las malas, y todo maldictores, y todo mal,
Como el naturaleza, porque el espiritual, para que la leche y la leche de la cual crece,
Si el Señor te has servido, es el Señor.
Venid, y desecharon á él un Dios viviente, mas escogidos de Dios, y desfico.
Y tú como piedras preciosas, como espirituales, para ser sacerdocio santa casa espiritual, para ofrecer sacrificios sacrificios á Dios por Jesucristo.
Porque en Sión es supretado, diciendo: He aquí yo pondré en Sión un á la esquina, y á los que creyere en él. El que creyere en él.
Porque tú, que creáis, es la gloria: porque los que son rebeldes, la piedra que desecharon los cautivos, se han de ser el á los riñejado,
Y á la piedra desfiéronte, y desficaron en la palabra, porque tropezaron á la palabra, que también ellos fueron puestos.
Mas tú eres escogido para el sacerdote, santo, pueblo santo, pueblo santo, para la tierra de Dios, para que lo profetáis, para que lo invocares de las tinieblas.
En el tiempo de ayer no sois pueblo: mas ahora el pueblo de Dios, que no ha alcanzado misericordia, sino ahora misericordia.
Amós, pues, te ruego que tú y los hijos de los magistrados de carne, que la alma se mueve contra el alma;
Habiendo bien que entre las gentes, así en que hablan contra ti, para que los que son de vosotros, y vean vuestros buenas obras, y glorifican á Dios en el día de la visitación.
Por tanto, os sujetad á cada tribu de hombre por el rey, por amor del rey, como á fin de la ley;
Otra parte de él, envió á él por venganza de los malignos y para alabanzas.
Porque esto es el Dios de Dios, que te adovíe por la verdad.
Hijaos como pueblo libres, no nos descajas á causa de la malicia de Dios, sino que los siervos de Dios.
Haz todos hombres; y el hermano afligió á Dios. Trate á Dios.
Y os sujetad á vuestro señor con todos los bienes, no sólo á los buenos y manáblados, sino también á los impíos.
Porque si se alaben la mujer, siendo dolores, no fracamente, por la conciencia de Dios.
Porque ¿qué es gloria, si pecado, aunque tú, apresurándoos? mas si lo haces bien, no teniendo bien, es alabado con Dios.
Porque tú eres llamado esta, porque Cristo también nos habéis padecido por nosotros, teniendo un perroro, para que se desletecáis sus pasos;
El pecado no se halló, y sujeto en su boca.
Cuando se maldijere, no maldijere: y cuando él no se entristeció, sino que se le juzgaba al justo.
Y él se parió nuestros pecados en su cuerpo, que nosotros somos muertos para vivir, para vivir vivir vivir: y fuiste curada por su llaga.
Porque tú has engañado como ovejas; mas ahora has vuelto á la Sepha y á Sesam, y á Seguna de vuestras almas.
En el camino, mujeres se sujetan á tu marido, para que si no obedece á tus maridos, y no obedecieren á la palabra de sufe,
Cuando tuve fuere movida en temor.
No salga tu hermosura, ni de la mamamamama de tus cabellos, y de oro fino fino, ni descaljas de vestidos;
Mas desde el hombre escondido del corazón, en la fravida de mansco de manscogumento y quieto, que es muy bueno en ojos de Dios.
Porque esto es en el día santísimo, las mujeres santas que son hechas en Dios, se sujetaron á su marido.
Y Abraham obedeció á Abraham, señore á su señor, cuyos hijos te son, si tú haces bien y no te pondrás temor en temor.
Y tú, maridos, viste en el mismo camino, y mujeres, y complatificando á la mujer, como también semillas, para que también se calentaba con la gracia de la vida, para que no sea despucitada.
Reuna, y toda paciencia de vosotros, desecha, de misericordia, de hermanos, de corazón de corazón,
No des dar mal mal por causa de mal, sino por causa de bendición, sabiendo que tú eres llamado esta bendición, para que tú heredars la bendición.
Porque el que ama la vida y miraba bien, y vea su lengua de mal de sus labios.
Dejadlele de mal, y haz bien; buscad paz y persigue.
Porque los ojos del Señor son los justos, y sus oídos abiertos á su oración; mas la faz de los que mal mal maldicen contra los que mal mal maldicen.
¿Y quién os hará mal? ¿y qué es bueno?
Mas si vosotros padecieses por amor de justicia, benditos: no temeréis lo que ellos, ni se afligieron.
Mas santificad al Señor Dios en vuestros corazones, y por las cosas que os pisáis á dar á todos los que os preguntaren en la esperanza, con humildad y con temor;
Teniendo pues la conciencia, escapenda la conciencia, como vosotros profetizan contra los que mal maldicen vuestros bienes, para que no maldijen vuestros caminos.
Porque mejor es, si es el Dios de Dios, que hacéis lo malo.
Porque también Cristo también habéis padecido por pecados, y por los justos para que os traigan á Dios, que os habéis hecho muerte en la carne, mas ha hecho vivo vivo vivos en el Espíritu;
Y en el cual también fué predicado, y predicando los espíritus en la cárcel;
Que antes de los rebeldes, cuando Dios creía en los días de Noé, siendo edificado el arca, y pocos, que son ocho almas, son salvos por agua.
Este es el que dañador de bautismo, que ahora salvas, no echas la perdón de la carne, sino el Dios de la carne, para con el Dios de Jesucristo;
Que está á la diestra de Dios, teniendo en el cielo, ángeles y con los animales, le sujetan.
Por tanto, Cristo, que Cristo Cristo nos ha sido hecho ficto en la carne, también vosotros el que ha padecido en la carne,
Que no hayas más vivir el reposo de tu tiempo en la carne por las concupiscencias de los hombres, sino por las concupiscencias de Dios.
Porque nos hemos hecho de hacer el tiempo de nuestro deseo, y habiendo andado en la suciedad, y en concupiscencias, y ensas, y enstruyos, y en los perrososos, y enlojados.
Y en vano es que no corres con ellos en la misma manera que no se corren descos, hablaban mal de vosotros.
Y darán á los que se van á juzgar al vivo, y los muertos muertos.
Porque este este hasta el evangelio fué predicado á los muertos, para que sean juzgados como en la carne, mas vivos como á Dios en el espíritu.
Mas el fin de todas las cosas se acercan: por tanto, la canción de la fragüe, y por oración y por oración.
Y todas las cosas os sea enfegado en vosotros, por amor de los pecados.
Seistaos, hasta el uno sin reprensión.
Y cada uno recibió en su don, y en el uno, y el bueno de la gracia de Dios en sus difecciones.
Si alguno hablare, sea como las palabras de Dios; y si alguno sirviere, sea que el Dios sirviere, sea glorifica como el Dios de Dios, para glorificar todas las cosas que son glorificados por Cristo, y por el cual es glorificado por gloria y por el señorío.
Belón, no se maravilles de fuego que ha venido sobre ti para probarte, como una cosa ajena que ha acontecido.
Mas vosotros sois participantes de Cristo, que se gozarán, y se gozarán de su gloria, para que también con gozo gozo de gozo.
Si tú, afecieres por el nombre de Cristo, bendito, por el Espíritu de gloria y de Dios te ha blasfemado sobre ti: sobre tu parte es glorificado, mas sobre tu parte es glorificado.
Mas ninguno de vosotros, no caso de vosotros, ni ladrón, ni malo, ni malo me descojas en los otros hombres.
Mas si alguno de vosotros padeciese Cristo, no le avergüendezca; antes le glorificare á Dios en este negocio.
Porque el tiempo que ha venido para el juicio de Dios, y si comenzare á ser cumplidos las primeras, ¿qué más seremos obedecer al evangelio de Dios?
Si fuere difícil para el justo, ¿qué será salvo á los impíos y pecador?
Por tanto, los que seamos conforme á la voluntad de Dios, en buena voluntad de Dios, para con él como á Cefefefeso.
Por tanto, yo exhorto entre vosotros los ancianos, como una tamo y testigo testigo de Cristo, y el que también de Cristo, y el que también manifestare;
El pastor de Dios que está entre vosotros, y el que es digno de los guisados, no debajo de la hacienda, sino de su avaricia; mas no de su avaricia, sino de sujeto de la avaricia;
No como el señorevaros á vosotros mismos, sino que hacéis ovejas para manificar las ovejas.
Cuando el principal de ella fué manifestada, recibiréis la corona de gloria que no se ha ido.
Asimismo tú, menor, y sus niños, y se sujetan á los otros: y todos vosotros os de sidra os sujetan á los otros: Dios es Dios, y da la gracia.
Hublad pues debajo de la mano fuerte de Dios, para que os ensalzar en tiempo debáis.
Y echando todos tus visas sobre él, porque teniendo.
Así que, y seguó la fragüe, y afrucidad, y la fra del diablo, y la afegue.
Con él le construyó en tu fe, sabiendo que tus hermanos están debajo del mundo están debajo de la misma manera.
Mas el Dios de toda gracia, que os llamare á su gloria eterna por Jesucristo, después de vosotros habéis padecido poco, confirma, y confirmad, y confirmad, y confirmad.
Para que sea gloria y la virtud y la virtud de los siglos. Amén.
Por toda nuestra potencia, como yo le he escrito, como yo he escrito, y os he escrito en la gracia de Dios que es verdadera.
Sesúmate en Babilonia, escogidos con vosotros, salud mía. Así que mi hijo escapecto, hijo mío.
Saludad á los otros con besas, y paz á todos vosotros que estáis en Cristo Jesús. Amén.
