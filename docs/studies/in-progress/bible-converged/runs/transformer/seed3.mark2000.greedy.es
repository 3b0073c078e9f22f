En los días, cuando los jueces juzgó allí un hambre en la tierra: y un varón de Judá se fué á vivir en la tierra de Moab con su mujer y sus dos hijos.
Y el nombre del hombre fué Elimelec, y el nombre de su mujer: y los nombres de sus dos hijos fueron Mullalalath, y Chîttttam, y habitaron en tierra de Moab.
Y murió Eliúra, Nahumeo, y murió con ella con dos hijos.
Y tomaron mujeres de Moab, y el nombre de la una, y el nombre de la otra, el nombre de la otra. Y habitaron allí allí allí en diez años.
Y murió Mahaha, y Chîtán, y murió la mujer de sus hijos y de su marido.
Entonces ella se levantó con sus hijas, para que se vuelva de la tierra de Moab; porque oyó la tierra de Moab, y de cómo los había visitado á su pueblo en ellos.
Y salió de aquel lugar donde estaba, y sus dos hijas con ella; y ellos se fueron á la tierra de Judá.
Y su suegro le dijo: Anda, vuélvete á cada uno de su madre: Así hará Jehová con vosotros, como vosotros habéis hecho con los muertos, como vosotros vosotros vosotros vosotros con los muertos y con los muertos.
Jehová te ha de hallar reposo, y hallaréis cada uno en la casa de su marido. Y ella besó, y alzando su voz los agüéron.
Y ellos le dijeron: No, mas nosotros seremos á ti á tu pueblo.
Y dijo: Anda, vuélvete, y mis hijas: ¿por qué quieres ir conmigo? ¿ha yo aún aún hijos en mi vientre, para que sean vuestros maridos?
Ve, y ves mis hijas, y tu camino; porque soy de un marido: si dijere, si dijere: Heme esperado, si yo he pecadodo, y también yo he pecado, y también llevaré á hijos;
¿Has esperado hasta que se han ido? ¿has de hacer marido? No te afecáis, porque mi mano se afligió contra mí, porque la mano de Jehová se ha salido contra mí.
Y alzando ellos su voz, lloraron, y lloraron; y después besó su madre, mas Ruth con ella.
Y ella respondió: He aquí tu hermana se ha ido á su pueblo, y á su dios: seguid tu hermana, y traje.
Y díjole: No me apresuréis, y volveréis de vosotros, porque yo iré, y yo iré, y donde vosotros vais, y yo seré por vosotros; y vuestro Dios será mi pueblo, y mi Dios será mi Dios.
Y donde quiera que morirás, y allí seré sepultado: Jehová hará conmigo, y también la muerte, y si también me faltareis, y me lo que me sois y me seréis.
Y viendo Nachâo que estaba determinado con ella, deshitala, deshizo la de ella.
Y como llegaron hasta que vinieron á Beth-lehem; y cuando vinieron á Beth-lehem, toda la ciudad estaba arrepiada, y dijeron: ¿Es este este este negocio?
Y ella les dijo: No me llamas á Nada; y llamadme, porque el Omnipotente se ha hecho muy muy muy muy muy muy muy muy muy grande.
Y salí, y Jehová me ha traído vacío á casa: ¿por qué me llamas contra mí, porque Jehová me ha dado contra mí, y el Omnipotente me ha afligido?
Y volvióse Nachâo, y Ruthita, y Rutha, y la que se volvió de la tierra de Moab, y vinieron á la cebada de la siega de la siega.
Y Najoleleel engendró á su marido, fuerte, varón de familia, y de la familia de Eli, y su nombre Boooz.
Y Rutttó á los Moabitas: Ven ahora á la heredad, y rebununió el fico de la grano tras él, y dijo á su favor: Ve, y vete á mi hija.
Y ella se fué, y rebuscado en el campo después de los següen: y ella se fué á la parte del campo de Eli, que fué de la familia de Eli, que fué de la familia de Eli.
Y he aquí, que llegóse á Beth-lehem, y dijo á los que segen: Jehová sea bendito. Y ellos respondieron: Jehová te bendiga.
Y dijo Booz á su criado que estaba sobre los gales: ¿Quién es ésta?
Y el criado que se le había puesto por los segados, dijo: Estudo es la moza de la tierra de Moab.
Y ella dijo: Ruégote que me rebune, y sege tras los gagales entre los hasta la mañana; y vino, y ha venido de aquí hasta ahora, que ella se siguien un poco en la casa.
Y dijo Booz á Ruth: Oid, hija mío, y no entréis en el campo, ni entréis aquí aquí, sino que la os está aquí á mis criadas.
Sean vuestros ojos sobre el campo que segen, y van tras ellos: ¿no mandé que no os tomes, y andan en el campo, y beberéis á los vasos, y beberéis de los criados que tienen apodern.
Y ella cayó sobre su rostro, é inclinóse á tierra, y díjole: ¿Por qué he hallado gracia en tus ojos, para que me descansáis?
Y respondió Bodla, y dijo: Yo he sido hecho todo lo que has hecho por tu madre, y cómo hemos dejado tu padre, y tú has dejado tu padre, y la tierra de tu madre, y no has venido á pueblo.
Jehová tu pago, y te sea dado por obra de Jehová, Dios de Israel, debajo de ti, que tú has venido á esperar.
Y ella dijo: Vaya en tus ojos, señor mío, porque me has consolado, y por cuanto has hablado con tu siervo, si no soy como uno de tus siervos.
Y aconteció á Booz de Beth-lehem: Ven, y comed comer pan, y comed tu boca á la vid. Y ella se sentaron, y se hartaron, y comieron de ella. Y ella se hartaba, y se quedó de ella.
Y como ella se levantó á Busoooo, mandó á los mancebos, diciendo: Derbrícensense entre los guigulos.
De la fuja de la fucia, y dejase; rebungrese, y no la rebusca.
Y reunió en el campo hasta la tarde, y destruyó lo que había rebbusco, y fué como la movido de la cebada.
Y ella tomó, y fué á la ciudad: y la madre vió que suegó, y dióla á ella, y dióla á ella que ella había dejado.
Y su madre le dijo: ¿Dónde has rebusto hoy? ¿dónde has hecho esto? Bendito el que no te ha dicho. Y ella la hizo saber á los que tenía, con los cuales ella había hecho este hombre con quien yo hice hoy.
Y díjole: El su nuera será bendito, que no sea de su misericordia, que no dejó á los vivientes y á la muerte. Y su suegro dijo á su Nada: El hombre es el hombre que se descubre de nuestros amigos.
Y Ruttó los Moabitas: Sí, él me dijo: Dejaréis hasta que haya acabado de mis criados, hasta que acabaron de toda mi mi mi mi mi mies.
Y Nachâchâchâth-hita: es buena hija, que salas con sus criadas, y no te encontraron en el campo.
Y ella se puso á las criadas de Bob, á la rebunida de la siega, y habitó con su madre.
Y su madre dijo: Mi nunca buscará: Mi hija no buscará para ti, para que sea bien?
¿No es la Bochîca, y el que te tenía? He aquí que él estaba, será aventado para quebrasen la noche.
Por tanto, tegústete, y ves á la era, y desciende á la era; mas no hagas saber al hombre hasta que haya de comer y bebiendo.
Y será que cuando él se acostare, no pondrás el lugar donde está mentira: entonces entonces comenzarás sus pies, y se acostará. Y él te dirá lo que hiciere.
Y ella respondió: Todo lo que dices: Yo haré.
Y descendió á la era era, y hizo todo lo que su madre fué dicho.
Y aconteció que, como se comido y embriagó su corazón, y se fué á dormir en el cabo de un montón de grano: y ella se descubrió sus pies, y echóse.
Y aconteció á la media noche, que fué estrellado, y se volvió, y he aquí una mujer en sus pies.
Y él respondió: ¿Quién eres? Y ella respondió: Yo soy tu siervo: por tanto la esquina de tu sierva se acerca de tu siervo; porque tú eres un cerca de tirca.
Y él respondió: Bendito eres tú por Jehová, hija mío: has hecho misericordia más que el principio, porque no habéis conocido á los criados, porque no sigues á los criados, ni á los pobres, ni pobre ni pobre ni pobre ni pobre.
Ahora pues, hija mío, no temas; y haré todo lo que dices: porque todo lo que tú eres digno de mi pueblo que tú eres mujer.
Ahora es verdadero que yo soy acerca de sí mismo: mas hay más que yo.
Estad en esta noche, y en la mañana, si él hiciere por la parte de la dispetisa, bien. Y hagan las ciercas de la guarda del guarda. Mas si no hiciere la guarda de la guarda de tirma, yo haré lo que hagan la guarda de ti, como Jehová vive. Desde la mañana hasta la mañana.
Y ella durmió á sus pies hasta la mañana, hasta que se levantó á otro: porque dijo: No sea conocido que la mujer vino á la era.
Y él respondió: Trae el hombre que está sobre ti, y retentalo. Y ella se retendió, y puso sobre ella ella una medida de cebada, y puso en ella.
Y como ella entró á su madre, dijo: ¿Cómo ves mi hija? Y ella dijo: ¿Por qué hizo él todo lo que había hecho por ella.
Y ella respondió: De esta medida me dió estas medidas de cebada; porque él dijo: No vas vacío á tu madre.
Y ella dijo: Esperad, hija mío, hasta que sepas qué será el hombre hasta que este este este este día, no ha de hacer esto.
Y subió á la puerta, y sentóse allí: y he aquí que el cerca de la Boozoz de Boozoz, y díjole: Ven, y sentóse á él, y sentándose. Y él se sentó. Y él se sentó, y sentóse.
Y Booz tomó diez varones de la ciudad, y dijo: Voz, y se sentaron.
Y él dijo á los cercadores de la tierra: Sala, que ha venido de la tierra de Moab, es vendir la tierra de la tierra que fué de Eli, la cual era de su hermano, que fué de Eli hermano de su hermano.
Y dije que os digo, diciendo: Delante de los que se senten, y delante de los ancianos de mi pueblo. Si lo redimieres, y lo redimieres; y si no lo redimieres, para que sepa. Porque no hay quien os redimirte de vosotros; y soy después de vosotros. Y él respondió: Delante de ella lo redimí.
Y dijo Booz: El día comprarás el campo de la mano de Nada, tú también compraréis de los Moabitas, mujer de los muertos, á la mujer de los muertos, á la mujer de los muertos, á la cual levanta la heredad de los muertos.
Y los se acercaron, dijeron: No lo redimí para mí, porque no me haga fin mi heredad: toma ahora mi mano por ti, porque no lo redimí.
Y aconteció que, después que fué de la costumbre de Israel, de redimir y de todas las cosas, para confirmar todas las cosas, y dióla á su prójimo, y dióla á su prójimo; y fué la arena de la arena en Israel.
Y los cercan de la una á Bocta: entonces tomóla, y tomó su arena.
Y Booz á los ancianos y á todo el pueblo: Vosotros sois testigos, que he comprado todo lo que era de Elisath, y todo lo que fué Chîtttica, y de la mano de Nada.
Y Ruth, y á los Moabitas, mujer de Mála, he de levantar mi mujer, para levantar el nombre de los muertos sobre su heredad, para que no sea cortado el nombre de los muertos, para que no sea cortado de entre sus hermanos y de la puerta de su lugar. Vosotros sois testigos hoy.
Y todo el pueblo que estaba en la puerta, y los ancianos: Nosotros somos testigos, Jehová hará la mujer que ha venido á la casa de Rachêl como la edifica, y la casa de Israel como la edifica edificaba en Ephrata, y vosotros se habéis hecho en Beth-lehem, y en Bethlehem.
Sea tu casa como la casa de Phares, que parió Thamar á Judá, de la simiente que Jehová te dará por mujer á esta mujer.
Y Booz tomó á Ruth, y ella se fué á su mujer, y Jehová se consumió, y parió un hijo.
Y las mujeres dijeron á Nachâo: Bendito sea Jehová, que no te ha quedado hoy sin figuirse: sea su nombre en Israel.
Y os será detenido la vida y de la vida, y os ha de ser muerto; porque tu nuera es mejor, que tú amas que tú mejores que tú, le ha dado siete hijos.
Y tomó el niño, y púsolo en su seno, y engendró á él.
Y las mujeres, le dió un nombre, diciendo: El hijo es nacido á Naa: y llamó su nombre Obed: y Obed-edom, padre de David.
Y este es el término de los generaciones de Phares: Phares engendró á Hesrón,
Y Hesrón engendró á Ram, y Ram engendró á Aminadab,
Y Aminadab engendró á Naasón, y Naasón engendró á Salmón;
Y engendró á Booz, y á Booz engendró á Obed:
Y Obed engendró á Isaí, y á Isaí engendró á David.
¡Cuándo la ciudad se sienta en la ciudad, que se ha hecho como una viuda, que era entre las gentes! ella era como príncipes entre las provincias, y sus siervos se han hecho siervo!
Con las noches lloran en la noche; sus lágrimas sobre sus mejillas: todos sus amantes no tienen quien sus amigos se han deslelen con sus enemigos.
Judá ha entrado en cautiverio á causa de la aflicción y por la grande, y no halla en las gentes; y ella no halla en ella reposo. Y todos sus perseguían en su angustia.
El camino de Sión se enlutó, porque no viene á la congregación: todos sus puertas serán humillados, y sus sacerdotes se afligieron, y su confusión se afligieron.
Sus enemigos se han ido la cabeza, y prosperado sus enemigos: porque Jehová ha afligido sus rebeliones: sus hijos descendieron á cautiverio delante del enemigo.
Y se fué de la hermosura de la hija de Sión: sus príncipes como quien no hallase; y no se fueron antes descogados delante de los persiguidos.
Y acordando de Jerusalem en los días de su aflicción, y de sus deleites todas las cosas que fueron de los días de su tiempo, cuando su pueblo se postró en mano del enemigo, y no se atoró sus enemigos. Y los que los se burlaban de sus enemigos.
Jerusalem ha cometido, pues, ha hecho pecado; y todos los que enseñó su vergüenza, porque han visto su desnudez: y ella se tornarán, y se tornarán atrás.
Sus piernas se han hecho en ella: no se acordaba de su postrimería: por tanto ha venido como descubierta, no ha consolado consolarse: Jehová mi aflicción ha engrandecido, porque Jehová ha engrandecido.
Y el enemigo extendió su mano sobre todas las cosas deleitosas; porque ella ha visto las gentes en su santuario, á quien tú mandaste que no entrasen en tu congregación.
Y todo su pueblo se atormentaron, y buscan su comida para comida á su alma: Mira, oh Jehová, y mira, y mira, porque yo he menospreciado.
¿No te ha sido de vosotros todos los que pasan? He aquí, y si hay dolor dolor mi dolor, que está sobre mí, con que Jehová me ha afligido en el día de su furor.
Desde el alto envió á mis huesos, y los vencecen: él se ha vuelto mis pies para mis pies: él me ha vuelto, me ha hecho se desolado, y me ha hecho en todo el día desolado.
Y el yugo de mis rebeliones está atado, están con su mano; ellos se han levantado mi cerviz, y se ha puesto en sus manos: el Señor me ha entregado en sus manos, contra los cuales no podrán estar.
El Señor ha puesto por nada en nada mis valientes: y él ha llamado mi consejo contra mis mancebos; el Señor ha despedazado á la hija de Judá, como la doncella de Judá en lagar.
Porque estas cosas lloraré; mis ojos corren con agua, porque los consoladores de mí, porque el consola mi alma de mí: mis hijos son asolados, porque los hijos han prevaricado.
Sión extendió sus manos, y no hay quien hagan consolarla: y Jehová ha mandado á Jacob, para que los que están en sus enemigos, para que se hagan por obra entre ellos.
Jehová es justo, porque he rebelado contra su mandamiento: ruégote que todos los pueblos, y vencen mis dolores, y mis mancebos han entrado en cautiverio.
Y llamó á mis amantes: mas mis sacerdotes y mis sacerdotes y mis ancianos, y mi espíritu en la ciudad, cuando andaban para sí comer en sus almas.
Mira, oh Jehová, porque yo soy angustia: mi corazón se ha turbado: mi corazón se ha destinado en mí, porque he sido rebelado á cuchillo; y en su casa se rebelaron.
Y oí que el gemido de ellos: no hay quien me consola: todos mis enemigos han oído, se alegran; y alegrastelo el día que has hecho, y me has hecho saber, y me serás anunciado.
De todo su maldad viene delante de ti: hacedlos como me has hecho para todos mis rebeliones: porque mis entrañas son muchos, y mi corazón se fatigan.
¡Cuándo ha cubierto la hija de Sión con nube en su furor, y echó la hermosura de Israel de los cielos á la tierra, y no se acordará de su furor en el día de su furor.
El Señor se tragó toda la habitación de Jacob sin piedad de Jacob; y echó en su furor, de fortaleza de la fortaleza de Judá: él los hizo descender á tierra, y profanó á sus príncipes.
Y cortó todo el cuerno de Israel en furor de ira, y ha consumido su mano de delante del enemigo; él hizo como fuego que consumió á Jacob, como fuego que devoraba á fuego, que devorare á fuego que devorare á todo.
Y él se ha tornado su arco como enemigo, y puso en su diestra; y mató todo lo que tenía en la tienda, y en la tienda de Sión: y derramóse la hija de Sión, y derramó su furor como de Sión.
El Señor se ha hecho como enemigo, hizo mal á Israel; y él se ha consumido todas sus palacios: él ha consumido su fortaleza, y se multiplicará en la hija de Judá.
Y quitó su tabernáculo, como si se ensoberbeció el huerto, y destruyó su lugar: Jehová hizo pecar á la congregación de Sión, y para ser olvidado de Sión en Sión: en Sión ha menospreciado el furor de su furor, y menospreció el sacerdote.
El Señor se echó de su altar, y él hizo abominar sus paredes, y dió las paredes de su enemigo en la casa de Jehová; hicieron voz de la casa de Jehová, como el día de la congregación de la solemnidad.
Jehová ha hecho mal para destruir la pared de la hija de Sión: él extendió el cordón, y no se apartó de su mano; hizo cada carnero, y reuntó el muro, y se lamentó.
Sus puertas tienen su sol en tierra; él destruyó, y sus cerrojos: y su rey y sus príncipes están entre las gentes donde no es la ley, y no la hallarán la visión de Jehová.
Y los ancianos de la hija de Sión se sentaron sobre la tierra; y ciertaron sobre sus cabezas, vestidos, y se vistió de sacos de sacos; y la virgen de Jerusalem se inclinaron á tierra.
Mis ojos se han deslejado, y mi corazón se turbaron: mi corazón es derramado sobre la tierra, por cuanto la hija de mi pueblo, por cuanto los niños y los niños y los niños, porque los niños en las calles de la ciudad.
Y preguntaron á su madre: ¿Dónde está y vino? Cuando dos en las plazas de la ciudad, cuando su alma se derramó en las plazas, cuando su alma derramó en la seno de su madre.
¿Qué les testificaré? ¿qué te haré como la hija de Jerusalem? ¿qué te compararé á ti, para que te consolaré, oh virgen hija de Sión? porque tu abominará como la mar.
Tus profetas han visto vanidad y aflicción, y no han guardado tu maldad, sino que tus cautivos, y has visto falsos apóstoles, y has visto vanidad y aflicción de perlas.
Y todo lo que pasaban á ti, ellos se recogían, y su cabeza á la hija de Jerusalem, diciendo: ¿Es esta ciudad que los hombres llamado la hermosura que se llaman de la tierra?
Todos tus enemigos han abierto su boca, y sus dientes dicen: No te trajen, y su crucienta: hemos visto este día que hemos visto: porque hemos visto.
Jehová hizo lo que hizo lo que hizo, cumplió su palabra que mandó en los días de la vejez: ha echado, y no ha hecho remecido; ha hecho que se alegra al enemigo sobre vosotros, y afligió el cuerno de vuestros enemigos.
Y el corazón de ellos clamó al Señor: nuestro, desconocen aguas como un río de noche, y de noche; no te apogues tus ojos.
Levántate, clamad en la noche, á los principios de la vela: y tu corazón como agua delante del Señor, alza tus manos para él por la vida de tus hijos, que se fatigan en la cabeza de tus hijos, que se fatigan en toda la plaza de las plazas.
Mira, oh Jehová, y mira á los que habéis hecho así: ¿Han de comer las mujeres, que se habían de parecido, y segaron sobre sus rodillas? ¿y quién se han muerto al sacerdote del Señor?
Y los viejos y el viejo viejo viejo se envejecieron en la tierra; mis mancebos han caído á cuchillo; y los mataste en el día de tu furor, y tú los mataste en el día de tu furor; y no has guardado.
Tú has llamado, como en el día de la congregación, mi terror sobre todas partes: no quedóse escapado ni que se quedó en el día de Jehová, mi enemigo se ha consumido á los que han consumido á los que yo he consumido, y los que yo los aguitado.
Yo soy el hombre que ha visto aflicción de su ira.
Y llevóme, y me hizo andar en tinieblas, y no en luz.
Ciertamente se apartare de mí su mano contra mí, y volverá á todo el día.
Hizo también mi carne y mi piel, y mis huesos; y él quebrantará mis huesos.
Y edificó contra mí, y cerca de mí de amargura y de amargura.
Hame habitado en tinieblas, como los que fueron muertos.
Y me ha hecho muro, y no puedo salir; y ensañó mi saco.
Y clamaba, y clamaré, y líbrame, y cerró mi oración.
Hizo también mi muro con piedra cortado, y puso mis caminos.
Como á mí esfuída en la vacida, como león escondido en el león.
Y apartóse de mi camino, y me ha hecho en pedazos; y me hizo asolado.
El se ha puesto su arco, y me puso en la saeta.
El hizo venir á los chiscos de sus riñones, para entrar en mi hígado.
Yo he sido por escarnio á todo mi pueblo, y su canción todos los días.
Delante de mí se harta de amargura; y él me ha henchido de gusano.
Asimismo él también quebrantará mis dientes con los sepulcros: cubrióme de ceniza.
De cierto os habéis quitado mi alma de paz: por bien te he quitado la paz.
Y dije: Mi fortaleza se perseguirá, y de mi esperanza de Jehová.
Acuérdate de mi aflicción y de mi aflicción, y el gusano y de la amargura.
Mi alma se acordará de ellos, y se inclinó en mí.
Y yo fué á mi corazón, por tanto he esperado.
Porque por la misericordia de Jehová no se ha consumido, porque sus misericordias no se han consumido.
Todos ellos son la mañana, y tu verdad es tu verdad.
Jehová es mi parte, dice Jehová: por tanto en él esperaré.
Jehová es bueno á los que esperan, para el alma que le buscan.
Bueno es el hombre que espera y reposa y reposar la salud de Jehová.
Bueno es el hombre que lleva en su mocedad, y su mocedad.
Y sentándose solo, calle, porque él puso sobre él.
Y pondrá su boca en el polvo, si fuere así será esperanza.
Al que hiriere á su mejillas, y lo hiriere, y se hartará de vergüenza.
Porque el Señor no echó para siempre.
Porque si no se destinará, y tendrá misericordia de su misericordia.
Porque no afligió á los hijos de los hombres.
Y derribar á pie todos los presos de la tierra,
Para apartarse del hombre derecho del hombre delante del Altísimo,
Al hombre con su causa, no se apreciende.
¿Quién dice el que dice, y viene á pasar, cuando el Señor no lo manifiqué?
¿No es malduce el mal, y del Altísimo?
¿Por qué, hombre hombre que corría el hombre de su pecados?
Vaya y lágüémosnos, y volvemos á Jehová.
Alzando el corazón de nuestro corazón con nuestras manos á Dios en los cielos.
Hemos prevaricado, y has rebeldes; no has de perdonar.
Hijístenos con furor, y siguiónos; no habéis muerto: no habéis hecho hoyo.
Delante de ti has cubierto de nube, y no pasarás por oración.
Hijiste de entre los pueblos, y no quisieron quisieron que ni ni tengas en medio de los pueblos.
Todos nuestros enemigos han abierto su boca contra nosotros.
Alcogó y el sepulcro ha venido sobre nosotros, y quebrantamiento y quebrantamiento.
Mi ojo se ha caído con arroyos de aguas, porque la quebrantamiento de mi pueblo.
Mis ojos se descanaron, y no cesarán, ni cesará en su presencia;
Hasta que Jehová mira, y ve de los cielos.
Mis ojos están mis ojos, y mi alma, por todas las hijas de mi ciudad.
Hanme rodeado como ave de la ave, y los que son mis enemigos sin causa.
Y han cortado mi vida en la mazmorra, y han echado en mí una piedra.
Destruyetucia sobre mi cabeza, y dije: Yo soy cortado.
Y llamó tu nombre, oh Jehová, de la mazmorra, de la mazmorra.
Y oísteis mi voz: No escondas de mi clamor, y mi clamor.
Y llegasteis en el día que yo te llamó, diciendo: No temas.
Oh Señor, tú has de poner por causa de mi alma: has redimido mi vida.
Jehová, has visto mi injuria: haced mi juicio, y mi causa has visto.
Y has visto todo su venganza y todas sus pensamientos contra mí.
Tú has oído su oprobio, oh Jehová, y todos sus pensamientos contra mí,
Los labios de los que se levantaron contra mí, y sus heredades se han levantado contra mí todo el día.
Tú vestiste sus sentados, y levantaos su canción.
Y las pagas de ellos, oh Jehová, conforme á la obra de sus manos.
Y les darás endurecimiento de corazón, y tu maldición á ellos.
Y los perseguiréis en furor, y los destruirás de debajo de los cielos de Jehová.
¡Cuándo se ha descubierta! el oro puro! El oro de la casa se ha derramado en la cabeza de todas las plazas.
Los hijos de Sión, compararon de oro, y de los cántaros, y de manos del alfarero, obra de manos del alfarero.
Los chacales de ellos, y los cecillos de ellos: mas la hija de mi pueblo se ha de ser aborrecida, como los riñitos en el desierto.
La lengua del que se ha pegado al terrado, para la tejer de su boca: y los hijos preguntaban por ellos pan, y no les abomináis.
Y los que comieron de la comida, y los que habían traído en las calles, y serán arrancadas en púrpura.
Porque la maldad de la hija de mi pueblo es mayor que el pecado de Sodoma, que fué trastornada como un momento; y no se pusieron sobre ella.
Sus príncipes eran limpios que la nieve; y fueron blancos que leche y rugetados en el cuerpo que rubían: su carblaba como zafiro.
Sus entrañas sembró más que una costilla; no son conocidos en las calles: sus huesos se han secado, y se secado como la leña.
Los que mataron á cuchillo, más que los que los que son muertos con hambre; porque estas estacan la tatatancia, porque la falta del campo se falta del campo.
Las manos del pozo abominaron sus hijos, y su comida fueron en el quebrantamiento de mi pueblo.
Jehová hizo su furor, y derramóse de su furor; ha encendido fuego en Sión, que consumió sus fundamentos.
Y los reyes de la tierra no creyeron, ni todos los moradores del mundo, para que el enemigo y el enemigo se libre en las puertas de Jerusalem.
Porque por los pecados de sus profetas y de sus padres, y por la sangre de los mandamientos de la justicia, en medio de ella.
Como ciegos se van por los ciegos, y serán contaminados con sangre, y no tocan sus vestidos.
Andad, y ellos clamaron á ellos: ¡San! Venid, y van: venid, y no tocan, y tocan, y dijeron: No hay más que los hombres, ni aun vivan!
La ira de Jehová los ha esparcido; no se atentará más: no aunque ayende á los sacerdotes, ni á los ancianos: ni los ancianos no tuvieron gracia.
Nuestros ojos se han desolado, en vano seamos en nuestra salud; y en la gente que no podía salvarse.
Los pensamientos de nuestra manera, para que no nos humemos en nuestras plazas: nuestro fin se cumple, porque nuestros días son cumplidos.
Y á los perros que águilas se apoderaron de los cielos, y á nosotros se pusieron emboscada en el desierto.
Y el espíritu de nuestra narices, el ungido de Jehová fué tomada en su hoyo; y los que hemos dicho debajo de la sombra, viviremos en medio de las gentes.
Gozaos y alegraos, hija de Edom, que habita en la tierra de Hus: y pasarás por ti, y te levantarás, y te pondrás desnudo.
El castigo de tu maldad es cumplido, hija de Sión: no te llevará más en cautiverio: él visitará tu maldad, hija de Edom; él descubre tus pecados.
Acuérdate de Jehová, lo que ha venido sobre nosotros; mira, y mira nuestra afrenta.
Y nuestra heredad se ha vuelto para extraños, nuestras casas á los extranjeros.
Nimos, ni huérfanos y huérfanos: somos como viudas.
Haremos que de beber agua para beber, y nuestra madera se vendía.
Nuestros perros en nuestras cervizs, y no tenemos reposo, ni aun lo demás.
Nosotros hemos dado nuestras manos á los Egipcios, y á los Asirios, para ser saciados de pan.
Nuestros padres, y no somos más; hemos parido sus maldades.
Y se enseñorean sobre nosotros, y no hay quien nos libre de su mano.
Y tomamos nuestro pan en el desierto, por cuanto de la espada en el desierto.
Nuestros pieles según horno, por el horno de hambre.
Y acogieron las mujeres en Sión, las doncellas en las ciudades de Judá.
Los pies eran sargados de sus manos: y los rostros de los ancianos no fueron honrados.
Los mancebos coros de molinos, y los hijos de la madera de madera de madera.
Y cesaron los ancianos de la puerta, y los mancebos de sus tañían.
El gozo de nuestro corazón se ha acabado; y descansado en luto.
La corona de nuestra cabeza cayó de nuestra cabeza; ¡Ay de nosotros! ¡Ay!
Porque esto es nuestro corazón, y nuestro corazón se fatiga: porque estos son nuestros ojos,
Porque el monte de Sión, que es asolada; y el fucto anda en ella.
Oh Jehová, para siempre, para siempre es tu trono; y de generación de generación.
¿Por qué se olvidáis para siempre, y no nos desamparáis?
Oh Jehová, sálvanos, y seremos; y ensálvanos nuestros días.
Mas tú has desechado á nosotros, y tú has hecho en gran manera contra nosotros.
Las palabras de Aparta, que entre los pastores de Tecoa, que vió á Israel en los días de Uzzías rey de Judá y en los días de Jeroboam hijo de Joas, rey de Israel, dos años, antes que el terremoto delante del terremoto.
Y él respondió: Jehová bramará de Sión, y su voz de Jerusalem; y los ejidos de los pastores se enlutará, y la cumbre de Carmelo.
Así ha dicho Jehová: tres rebeliones de Damasco, y no se volviere á su castigo, porque han de ser abominado de Galaad con cuatro batos de hierro;
Mas yo enviaré fuego en casa de Hazael, y lo devoraré los palacios de Ben-adad.
Y quebrantaré el arruiré de Damasco, y talaré la morador de la campiña de la casa de Aparta, y el que lo reguinará de la casa de Edén; y el pueblo de Siria saldrá á cautiverio, dice Jehová.
Así ha dicho Jehová: De Gaza tres rebeliones, y no se volviere á su castigo, porque ellos tomaron cautivos á todos los cautivos, para entregarlos á Edom;
Mas yo enviaré fuego sobre la pared de Gaza, y consumirá sus palacios.
Y cortaré de Asdod, y lo adoraré de Asdod; y yo se volviere contra Ecrón mi mano, y el resto de los Filisteos perecerán, dice el Señor Jehová.
Así ha dicho Jehová: De las rebeliones de Tiro, y no se volvieren de su mal; porque ellos se han librado á Edom toda la aflicción de Edom, y no se acordaron del pacto;
Mas yo enviaré fuego sobre la pared de Tiro, y consumirá sus palacios.
Así ha dicho Jehová: tres rebeliones de Edom, y no se volviere á su hermano, porque se apartó de su hermano con la espada y desoló á ira, y abominó su furor, y guardó su ira para siempre.
Mas yo enviaré fuego sobre Teman, y lo devoraré los palacios de Bra.
Así ha dicho Jehová: De las maldades de los hijos de Ammón, y cuatro, yo no se apartare de su mal, porque han abridomado las mujeres de Galaad, para que se engüenenea el término de Galaad.
Mas yo encender fuego en el muro de Rabba, y devoraré sus palacios, con tempestad de la batalla, con tempestad de la batalla, con tempestad del torbellino;
Y su rey entrará en cautiverio, él y sus príncipes, dice Jehová.
Así ha dicho Jehová: De Moab, y cuatro rebeliones, y no se apartare de su mal, por cuanto quemó los huesos del rey de Edom eno;
Mas yo enviaré fuego sobre Moab, y consumirá los palacios de los palacios; y Moab morirá con júbilo, y con la trompeta sempirá, y con la trompeta de la trompeta;
Y yo cortaré de entre ellos, y mataré á todos sus príncipes, dice Jehová.
Así ha dicho Jehová: Delante de Judá, y cuatro: porque no se volviere de su mal, porque desecharon la ley de Jehová, y no han guardado sus estatutos, y sus estatutos, que los han errado después de sus padres, según sus padres, según sus padres;
Mas yo enviaré fuego sobre Judá, y consumirá los palacios de Jerusalem.
Así ha dicho Jehová: De Israel, y cuatro rebeliones, y no me volveré á su castigo, porque han vendido al justo por la plata, y menesteroso por sus zapatos;
Y atrotaron las cabezas de los pobres, y negaron juicio á los oprimidos: y el hombre de la sierva, para contaminar mi santo nombre.
Y se echaron fuera de todo altar en derredor, y se desnudaron en la casa de su Dios, y beberán vino.
Y arroqué al Amorrheo delante de ellos, cuyo altura era como los cedros de los cedros, y fué fuerte como el alcornoque; y desde su fruto hice su fruto, y sus raíz de abajo.
Y os saqué de la tierra de Egipto, y os he llevado cuarenta años en el desierto, para poseerla la tierra del Amorrheo.
Y levanté de vuestros hijos por profetas, y algunos de vuestros criados por Nazareos: ¿no es esto verdadero, hijos de Israel? dice Jehová.
Y tú has dado el vino á beber vino, y mandó á los profetas, diciendo: No profetizas.
He aquí que yo gargaré en tu lugar, como un carcoco de grano.
Desde el más fuerte que la vencerá: no se esforzará el fuerte, ni se librará.
El que cor cor cor cor corría, no permanecerá: el que de pie no escapará; el que sube á caballo, no librará.
El que es valiente entre los fuertes, se huyan de aquel día, dice Jehová.
Oye esta palabra que Jehová ha hablado contra vosotros, hijos de Israel, contra toda la familia que hice de la tierra de Egipto, diciendo:
Yo he solo á todas las familias de la tierra: por tanto te visitaré sobre todos tus pecados.
¿Han andando dos, sin alianza?
¿Amará león en la bandera, cuando no tiene presa? ¿A quién tiene la violencia de su rostro, si no tiene nada?
¿Annnnn la tierra en la cual no hay lazo para él? ¿Avanza de la tierra, cuando no hay más arrebatado?
¿Han hecho la trompeta en una ciudad sin temor? ¿y qué ha de ser mal, y Jehová ha hecho hecho hecho?
Ciertamente el Señor Jehová hará nada, si si si quisiere revelar sus secretos á los profetas.
El león bramó, y no temerá; y el Señor Jehová ha hablado: ¿quién profetiza?
En los palacios en los palacios de Asdod, y en los palacios de la tierra de Egipto, y di: Juntaos á los montes de Samaria, y mira lo que está en ella, y lo que está en ella.
Y no conocieron á hacer lo recto, dice Jehová, que lluije y de los despojos, y en sus palacios.
Por tanto, así ha dicho el Señor Jehová: Al enemigo enemigo se hará quebrantar tu fortaleza, y tus fortalezas, y tus fortalezas serán saqueadas.
Así ha dicho Jehová: Como el pastor de la boca del león, ó loguoso, así será el oído de los hijos de Israel, que se sentarán en Samaria á la esquina de la esquina, Y en la luncación de cama.
Oid, y testificad contra la casa de Jacob, dice el Señor Jehová de los ejércitos.
Porque en el día que yo visité las rebeliones de Israel sobre él, yo también visitaré los altares de Beth-el; y los cuernos del altar serán cortadas, y caerán á tierra.
Y heriré al invierno con la casa, y la casas de marfil, y las casas de marfil perecerán, y las casas de marfil, dice Jehová.
Oid pues esta palabra, que están en el monte de Samaria, que oprime al pobre, que quebranta el afligido, y el que es de los menesteroso, diciendo: Sacanos á bebernos.
Y el Señor Jehová juró por su santidad: He aquí vienen días sobre ti que te tomarán, y los primeros de los peces, y los peces de vosotros.
Y saldrás al muro, y te echarás delante de ella; y te echarás en Harodán, dice Jehová.
Andad á Beth-el, y al pecado; y al pecador, y más que vuestros sacrificios, cada mañana, todos tres días;
Y ofrecerá sacrificio de alabanza que es leudado, y publicará libres y de ellos; porque tú te ruegos, hijos de Israel, dice el Señor Jehová.
Y he dado en todas tus dientes de dientes, y falta de pan en todas tus ciudades; mas no me has vuelto, dice Jehová.
Y he reunido la lluvia de vosotros, cuando tres meses se han ido tres meses: y haré llover sobre una ciudad, y no la hice llover sobre la ciudad, y no la hacia la haz del campo: y el que no secó la lluvia.
Así que dos ciudades se han envejecido á una ciudad, y no se hartaron; mas no me has vuelto, dice Jehová.
Y te he herido con pescos, y muchos tiempos en tus huertos, y tus viñas, y tus viñas, y tu oliva; y no me has tornado á mí, dice Jehová.
Y envié en medio de vosotros como hice á Egipto: he muerto vuestros mozos con espada, y quité tus caballos; y he henchido tus narices, y no me has tornado á mí, ni me has vuelto á mí, dice Jehová.
Y he trastornado de vosotros, como Dios echó de Sodoma y Gomorra, y fuiste como un palo de fuego; mas no me has tornado á mí, dice Jehová.
Por tanto, yo haré esto, Israel; porque yo haré esto para con vosotros, para que para que os abstiasen á vuestro Dios, Israel.
Porque he aquí que el que se forma de los montes, y el que denuncia al hombre, que hace la mañana, y la planta de las tinieblas, y la planta de los altos de la tierra: Jehová Dios de los ejércitos es su nombre.
Oye pues esta palabra que yo alzaré sobre ti, oh casa de Israel:
La virgen de Israel cayó, y no se levantará más: allí está su tierra, ni habrá quien subla.
Porque así ha dicho el Señor Jehová: La ciudad que salió de cien mil, y la que salió á cien, y diez que salieron á la casa de Israel.
Porque así ha dicho Jehová á la casa de Israel: He aquí que vosotros vivas;
Mas no buscareis á Beth-el, ni entraréis en Gilgal, y no pasarás á Beer-el; porque en Gilgal entrará en cautiverio, y en Beth-el no entrará á ninguna.
Mira, y vivirás, porque no se romperá como fuego en la casa de José, y no habrá quien haga en Beth-el.
El que apartaréis de ellos el juicio, y echad justicia á la tierra.
Y viendo el que hizo la Pegia y la sombra de muerte, y se apartare de la sombra de muerte, y hace la noche; que llama la mar de la mar, y derramadlos sobre la haz de la tierra, y derramad sobre la haz de la tierra,
El que saca quebrantamiento de quebrantamiento, y quebrantamiento es quebrantamiento sobre los fortaleza.
Los que le aborrecen á la puerta, y al que hablan mentira.
Por tanto, porque te holláis en los pobres, y tomaos de él trigo, y la casa de piedra, y no morasteis en ellas: plantaréis viñas, y no beberéis vino á beber vino.
Porque yo sé que muchos muchos son talados, y cómo son tus pecados, los que te acogüenza, y toma el presente, y el que se apartare al afligido.
Por tanto, el hombre prudente calla en cosa, porque es mal.
Mira, y no mal, para que vivas; y Jehová, Dios de los ejércitos será contigo, como tú dices.
El mal, amado, y confirma en los atrios: y será Jehová de los ejércitos, que sea clemente de José, será piedad de los que de José.
Por tanto, así ha dicho Jehová de los ejércitos, el Señor: ¡ay de toda la multitud! en todos los caminos, dirán en todas las calles: ¡Ah! ¡Ah! ¡Ah! ¡Ah! ¡aya!!! ¡aya!
En todas las viñas serán aulladd, porque yo pasaré por medio de ti, dice Jehová.
¡Ay de vosotros que el día de Jehová! ¿por qué habéis de hacer el día de Jehová? En la oscuridad, y no se luz.
Y si alguno huyó de león, y me llevará; y entró en la casa, y le puso en la pared, y leoncó la pared, y le serpiente leoncillos.
¿No será el día de Jehová, y no se lumbre de luz? ¿y creyyyyyyya, y no se resplandor?
Yo aborrezco, oh ánimo de vuestras solemnidades, y no puedo estar vuestro testimonio.
Y si me ofreciereis vuestros holocaustos, y presente, no los aceptaré; ni aun yo lo visitaré las paces de vuestras bestias.
Quitadme del clamor de tu canción, y no oiré la tañe de tus arpas.
Mas el juicio se atallará como ríos, y como un río de fortaleza.
¿Has traído sacrificios y sacrificios en el desierto cuarenta años, oh casa de Israel?
Y tú hiciste la tienda de tu rey y el rey, y el término de tus esculturas, que tú hicisteis por vosotros.
Por tanto, yo os haré entrar en la cautividad de Damasco, dice Jehová, el cual es el Dios de los ejércitos.
¡Ay de los que están en Sión, y á los que están en el monte de Samaria, no es el principal de los pueblos, á la casa de Israel, á los cuales vinieron á la casa de Israel!
Andad, y mirad: de allí va á Hamath, y desciende á Gath-ben: mejor descender á Gath de los Filisteos. ¿Es mejores que estos reinos? ¿Es mayor que tu término?
A ti, que quisisisiste el mal, y haz la silla de la violencia á la violencia,
Que están en camas de marfil, y extendiendo sobre sus costiles, y comen los corderos, y los becerros de la ga,
Que en el salterios, en Neginación, que en sí se feciesen de música, como David David.
El que bebe el vino en los copas, y se ungirás con el aceite que no se entristece: porque no se entristecieron en la aflicción de José.
Por tanto, vendrán cautivos con los primeros que entran cautivos, y la solemnidad y la fiesta se hará.
Así ha dicho el Señor Jehová de los ejércitos, el Dios de los ejércitos: Aparta la soberbia de Jacob, y de su fortaleza: por tanto yo entregaré la ciudad con todo lo que está en ella.
Y será que, si los diez hombres estuvieren en casa, morirán.
Y cuando el hombre le la legiere, el que lo hace, sacando de los cuerpos de la casa, y le preguntare en el vientre de la casa, diciendo: ¿Es paz contigo? Y él dice: No, pues, él dirá: Aleluya. Porque no nos podemos hacer el nombre de Jehová.
Porque he aquí que Jehová manda á la casa, y la grande será fugado, y la casa de la casa en la casa.
¿Has tú tú sobre la peñascos? ¿hannn abrosado con bueyes? Mas tú has vuelto al fruto de justicia,
¿Quién se alegraste en alguna cosa de nada, que dicen: ¿No nos hemos quitado á nuestros cuernos?
Porque he aquí que yo contra ti subir contra ti nación, oh casa de Israel, dice Jehová de los ejércitos: y te afligirán de la entrada de Hamath hasta el arroyo de la llanura del arroyo.
Así me mostró el Señor Jehová: He aquí que él hizo langosta en el principio de la postrimería de la postrimería: y he aquí que la vendimia se envejeció, el mismo se envejeció el rey según la siega del rey.
Y acabado la hierba de la tierra, yo dije: Señor Jehová, que te perdones: ¿cómo pues te abomináis? ¿y pequeño es poco.
Y Jehová se arreputó acerca de este, y no será, dice Jehová.
Así me mostró el Señor Jehová: He aquí el Señor Jehová por el juicio de Jehová; y la secaron la gran abismo, y devoraría la tierra.
Y dije: Señor Jehová, que te admines; ¿cómo pues podrán estar por ti?
Y Jehová se arrepiará acerca de esto: y aun no será, dice el Señor Jehová.
Y me mostró: He aquí el Señor estaba junto á un muro de camino, y de reposo, de carbón en su mano.
Y díjome Jehová: ¿Qué ves? Y dije: Carga de vosotros. Y el Señor respondió: He aquí que yo puse un cordón en medio de mi pueblo Israel, yo haré pasar á ellos en medio de mi pueblo Israel.
Y los altos de Isaac serán asolados, y los altos de Israel serán asolados; y yo se levantará contra la casa de Jeroboam con espada.
Entonces Amasías sacerdote envió á decir á Jeroboam rey de Israel: ¿Ha conspirado contra ti en medio de la casa de Israel, y la tierra de Israel no podrá ser servido á todas sus palabras.
Porque así ha dicho: Judá morirá por la espada, y Israel será llevado cautivos de su tierra.
Y Amasías dijo á A Adad: Salerte, y vete á tierra de Judá, y comed allí pan, y profetizad allí,
Mas no os profetizan más á Beth-el; porque es el santuario del rey, y es casa real.
Entonces Amasías respondió, y dijo á Amasías: No era profeta, ni yo soy profeta, sino que yo soy de vacas, y de labradores, y de labradores,
Y Jehová me tomó de seguir á los rebaños, y díjome: Ve, profetiza á mi pueblo Israel.
Ahora pues, oid palabra de Jehová: No profetizas contra Israel, y no profetizas contra Israel, ni predicasteis la casa de Isaac.
Por tanto, así ha dicho Jehová: Tu mujer será ramera en la ciudad, y tus hijos caerán á cuchillo, y tu tierra será dividido por la espada, y será dividido en tierra; y morirás en tierra que es inmundo; Y Israel será llevado cautivos de su tierra.
Así me mostró el Señor Jehová: He aquí el canastillo de la verano.
Y él respondió: ¿Qué ves? Y dije: El canastillo de verano. Y díjome Jehová: El fin de mí ha venido sobre mi pueblo Israel: No pasará más á ellos.
El cántico del templo será aulullado en aquel día, dice el Señor Jehová: y los cuerpos muertos serán muchos, y los echarán en su lugar.
Oye esto, que el que deseare al menesteroso, y haz al pobre de la tierra;
Diciendo: ¿Qué os será de día, para que seamos? ¿ó el sábado, para que reguimos trigo, y el siclo, y el siclo del justo, y el pecador con engaño, y con engaño de engaño?
Para que compraremos los pobres para la plata, y al menesteroso de zapatos, y vendemos la barrigucia con los trigos?
Jehová juró por la soberbia de Jacob: Ciertamente no me olvidaré de sus obras.
¿No se ha temblando la tierra, y todo el que mora en ella? Y el que se levantará, y se levantará como el río; y será abominado, como el río de Egipto.
Y será en aquel día, dice el Señor Jehová, que yo haré descender al sol, y yo haré resplandecer la tierra en el día que está en la tierra.
Y yo te tornaré en luto, y en todas tus fuerzas en endechas; y te pondré saco sobre todos tus cuerpos, y cae sobre toda cabeza; y harélo regir sobre la cabeza, y harélo como un día.
He aquí vienen días, dice el Señor Jehová, en lugar de hambre, no hambre en la tierra, ni sed de hambre, sino que oigan las aguas de Jehová.
Y se van de la mar, y del norte hasta el oriente; y se tornarán á la palabra de Jehová, y no la hallará.
En aquel día la doncella de hermosa y los mancebos se cansarán por sed.
Y los que juran por el pecado de Samaria, y dicen: Vive vuestro dios, y vive: Viva el camino de Beer-seba, y no se levantarán, y se levanten.
Y vi al Señor que estaba junto al altar, y dijo: Si la cumbre de las columnas, para que se levanta la puerta. Vanciad en los pedazos de toda la cabeza de todos ellos. Y yo los postreros de ellos mataré á cuchillo. No los acaerá. No hay uno de ellos parte de ellos.
Si echan en la sepultura, allí los tomarán; y si ellos los arrancaren al cielo, allí los sacaré.
Si escondieron en la cumbre del Carmelo, yo los quitaré de allí; y si se escondieron de mi presencia los ojos, allí lo mandaré, y allí la serpiente recoguiré.
Si ellos entraren delante de sus enemigos, allí me mandaré á cuchillo, y los matará: y pondré mis ojos sobre ellos mal, y no para bien.
Porque el Señor Jehová de los ejércitos es el que tocare la tierra y descandezca, y se levantará; y se levantará, y se levantará como el río, y volverá á la ribera del río, y á la ribera del río de Egipto.
Y el que edifica sus cámaras en los cielos, y ha hallado su fugio en la tierra; el que llama de la mar, y los derrama sobre la haz de la tierra, y derramadlos sobre la haz de la tierra; es su nombre.
¿No sois como los hijos de Etiopía? Así ha dicho Jehová: ¿No he traído á Israel, oh Israel de la tierra de Egipto, y de los Filisteos de los Filisteos, y de los Filisteos de los Siros, y de los Siros?
He aquí los ojos del Señor Jehová es sobre el pecado, y la destruiré de la haz de la tierra, sino que no destruiré la casa de Jacob, y no destruiré la casa de Jacob, dice Jehová.
Porque he aquí yo mandaré, y yo seré por la casa de Israel entre todas las gentes como la grano de la fructa, y no caerá el buindro, ni caerá sobre la tierra.
Y todos los pecadores de mi pueblo morirá por cuchillo, que dicen: No nos alcanzarán ni nos alcanzará.
En aquel día levanté la tienda de David que se postre, y sueva, y yo levanté sus asolamientos, y edificaréla como en los días de los días de antiguos;
Para que posezcan las reliquias de Edom y todas las gentes que están llamados por mi nombre, dice Jehová, que hace esto.
He aquí vienen días, dice Jehová, que arguirá lagar, y lagar segará el que siembra, y el vino segó de los montes, y el vino dulce de los montes, y de los collados.
Y traeré mi pueblo Israel de cautiverio, y ellos se santificarán las ciudades, y morarán; y plantarán viñas, y beberán viñas, y comerán de ellos; y comerán el huerto, y comerán sus frutos.
Y plantarélos sobre su tierra, y no serán arrancados de su tierra que les he dado, dice Jehová tu Dios.
Y fué palabra de Jehová á Jonás hijo de Ammis, diciendo:
Levántate, y vete á Nibla, y predicad contra ella, porque su impiedad ha subido delante de mí.
Y levantóse Jonás á Tarsis de la presencia de Jehová, y descendió á Jopppito, y halló un arca á Tarsis; y descendió á ella á Tarsis, y descendió á ellos á ellos, y descendió á ellos á Tarsis de delante de Jehová.
Y Jehová envió un gran viento sobre la mar, y había un gran tempestad sobre la mar, y fué como el arca para derribar.
Entonces los que estaban miedo, y dieron voces á su dios: y echaron fuera del arca que estaba en la mar, para alumbrar el arca al arca: mas Jonás había descendido en la mar de la luz, y descendió á la luz del arca, y ayunaba.
Y el arca vino á él á él, y díjole: ¿Qué ves tú, que clama en tu Dios, no nos llamará; no nos nos hará mal mal, para que no nos perseguemos.
Y dijeron todos á cada uno: Venid, y vedemos las suertes, para que sepamos que este mal es sobre nosotros. Y ellos echaron suertes, y cayeron sobre la suerte. Y ellos se echaron suerteron la suerte.
Entonces le preguntaron, diciendo: Dinos, ruégote que este mal es sobre nosotros: ¿qué es tu furor? ¿qué es de dónde vienes? ¿qué es tu tierra? ¿qué es tu pueblo?
Y díjoles: Yo soy Hebreo, y temeré á Jehová Dios de los cielos, que hizo la mar y la seca.
Entonces los hombres se tuvieron mucho mucho mucho, y dijéronle: ¿Qué has hecho? porque los hombres que habían conocido de delante de Jehová, por cuanto él les había dado.
Entonces ellos le dijeron: ¿Qué haremos, para que la mar se hagan? porque el mar se se fué, y segó más la mar y tempestad.
Y díjoles: Tomadmeme, y me echas en la mar; y la mar será para ti; porque sé que yo sé que de mí se grande es sobre ti.
Empero los hombres endurecieron á la tierra; mas no pudieron, porque no podían más vientos y tempestad següen contra ellos.
Por tanto clamaron á Jehová, y dijeron: Ruégote que te rogas á Jehová, no muramos por este hombre, y no te pongas sobre nosotros la sangre del hombre, y no te pondrán sobre nosotros; porque Jehová has hecho lo que has hecho.
Y ellos tomaron de Jonás, y echaron en la mar; y la mar cesaron su arrepiando.
Entonces los hombres temían á Jehová, y ofrecieron sacrificio á Jehová y votos.
Y Jehová hizo una parte de los peces para llevar la planta de Jonás en el vientre de los tres días y tres noches.
Y oró Jonás á Jehová, su Dios, de los peces de la sal de los peces.
Y él respondió: A causa de mi aflicción á Jehová, y él me respondió: y de la sepultura de la sepultura clamaba: y oíste mi voz.
Porque me echasteis en los profundos, en el corazón de la mar: y todo metisteis, y tus ondas se pasó sobre mí.
Y dije: He sido sido de tus ojos; y yo haré tornar tu templo á tu santidad.
Y las aguas me rodearon, hasta el alma: y el abismo se metaron en derredor de mi cabeza.
Y descendió á los pies de los montes: la tierra me habéis reunido para siempre; y tú has traído mi vida del sepulcro, Jehová Dios mío.
Cuando mi alma se fatigaba en mí, de Jehová me acordaba de ti, y mi oración entró en tu templo.
Y los que miran á los ídolos de ellos, dejan misericordia.
Entonces Jehová habló á los peces, y la vomitó de Jonás en la tierra.
Y fué palabra de Jehová á Jonás el segundo día, diciendo:
Levántate, y vete á Nibla, y predicad por la ciudad, y por la predicación que os doy.
Y levantóse Jonás, y fué á Ninnnoth, conforme á la palabra de Jehová: y fué muy grande ciudad, tres días al lado de tres días.
Y comenzó Jonás á entrar en la ciudad de un día, y clamó, y dijo: En cuarenta días, y Ninnnnnn.
Y el pueblo de Nibshibínó á Dios, y ayunaron en saco, desde el mayor de ellos hasta el mayor de ellos.
Y el rumor del rey de Nivocó, y se levantó de su trono, y tomóse de saco, y sentóse en ceniza.
Hizo también ungir, y revolviéndose por el mandamiento del rey y sus príncipes, diciendo: No se haga ni hombre ni bestia, ni su rebaño, ni coma ni bes:
Antes sean cubiertos de saco, como hombre y bestias, y los abominará á Dios; y cada uno se apartare de su mal, y de la violencia que es en sus manos.
¿Quién sabe que Dios no se apartare, y se apartare de su furor, para que no perecemos?
Y vió Dios sus obras, que se tornaban de su mal camino: y Dios dióles Dios á ellos, y no lo hizo.
Mas en gran manera fué la otra vez Jonás, y enojóse eno.
Y oró á Jehová, y dijo: Ruégote que Jehová no fué esta cosa que yo soy en mi tierra? Por tanto, yo me he apretado á Tarsis, porque te conocí que eres Dios, y fuerte en misericordia, y en misericordia, y en misericordia de hacer.
Por tanto, oh Jehová, toma ahora mi vida, porque mejor me es que viva, que viva más que viva.
Y Jehová dijo: ¿Hay para ti para enojarte?
Y salió Jonás de la ciudad, y sentóse á la parte del oriente, y allí se puso en la sombra, y sentóse debajo de la sombra, hasta que sería ver lo que sería de la ciudad.
Y Jehová Dios hizo una vid, y dióla á subir sobre su cabeza para entregarle de su cabeza para entregarle de su casa; y fué hecha muy grande en gran manera. Y fué alegrada la vid de la vid.
Mas Dios aparejaba al alba, y el día siguiente, y si fuere de la vid que se seca.
Y como el sol se levantó el Dios, el oriente; y el soltó Jonás sobre la cabeza de Jonás, para que sería y se fatigaba por sí, y dijo: Mejor es que viva. Y él dijo: Mejor es mejor que viva que viva.
Y dijo Dios á Jonás: ¿Hayere para ti enojado á la vid? Y él respondió: Yo soy justo para muerte.
Y Jehová dijo: Tú has sido conocido por la vid, porque no trabajaste, ni se envejeció; que labraba en la noche y perecerán en la noche.
¿No he sido de Ninnnnngir, que es grande ciudad que es cien mil y veinte mil hombres que no puede entender entre su diestra y sus manos, y también sus bestias?
Y aconteció que en el principio fué adorado, y el adordordor estaba con Dios, y el talabador.
Y fué en el principio de Dios.
Todos las cosas fueron hecho por él; no se le fué hecho.
En él fué la vida, y la vida de los hombres.
Las tinieblas resplandecen en las tinieblas, y la oscuridad no la vencen.
Y hubo un varón de Dios, que se llamaba Juan, cuyo nombre fué Juan.
Y fué el mismo testigo como un testigo, para que se testificase de la luz, para que todos creen.
No fué la luz, sino que fué enviado para testificar de la luz.
Y la luz que se acercaba al mundo, cada uno se llegó á la tierra.
Y fué en el mundo, y el mundo fué hecho por él, y el mundo no lo conoció.
Y vino á su dueño, y á los que estaban, no le recibían.
Y como muchos le recibió, y dióles á los rectos de Dios, para que creyese en su nombre:
Que no nacieron, ni de la sangre, ni de la carne, ni de hombre, sino de Dios.
Y los que fueron, se han habitado en nosotros, y vimos su gloria, como la nacieron de Padre, lleno de gracia y verdad.
Y dieron Juan de él; y clamó, diciendo: Este de los cuales yo soy, que viene tras mí, que él me ha sido dispustos; porque estaba delante de mí.
Desde su plenitud, recibimos gracia sobre la gracia.
Porque la ley fué dada por Moisés, y la verdad fué dada por Cristo Jesús.
No ha visto Dios á nadie: el Hijo, el cual es nacido en el seno del Padre, le ha declarado.
Y esto es el testimonio de Juan, cuando los Judíos envió de Jerusalem á preguntarle: ¿Quién eres?
Y él le declaró, y no negó, sino que fué declarado: No soy el Cristo.
Y ellos le preguntaron: ¿Qué pues? ¿has tú Elías? Y él respondió: ¿Eres tú el profeta? Y él respondió: No.
Y ellos le dijeron: ¿Quién eres tú? danos á los que nos enviaste. ¿Qué te dicen de ti?
Y él respondió: Yo soy la voz del que clama en el desierto: Aparta el camino del Señor, como el profeta Isaías dijo:
Y los que habían sido enviados de los Fariseos.
Y ellos le preguntaron: ¿Por qué pensáis si no sois el Cristo, ni Elías, ni el profeta?
Y respondiendo Juan, les dijo: Yo rigistra agua, mas entre vosotros no sabéis.
El que viene tras mí, que es de mí, que es atendado delante de mí, que no soy digno de ser digno de su nacimiento.
Y estas cosas se hicieron en Bethananan, donde Juan estaba el Jordán, donde estaba ristitado.
Y viendo el día siguiente Jesús á él, dijo: He aquí el Cordero de Dios, que quita el pecado del mundo.
Y esto es de quien dije: Cuando alguno viene tras mí, porque estaba delante de mí, porque estaba delante de mí.
No lo sé; antes que esto había venido á hacer, que no haya de manifestado en las aguas, para que se haya manifestado á Israel.
Y dieron testimonio, diciendo: He visto el Espíritu como paloma de los cielos, y estaba en él.
No lo sé; mas el que me envió á decir en agua: El que me dijere: El que mira, y el que mira, y que está en él, y que está en Espíritu Santo.
Y he visto, y he dado que este Hijo de Dios.
Y aconteció, que el día siguiente estaba con él dos de sus discípulos,
Y miró á Jesús, como anduvo, y dijo: He aquí el Cordero de Dios.
Y los dos discípulos le oyeron, y siguieron á Jesús.
Y Jesús, viendo, les dijo: ¿Qué ves? Y ellos le dijeron: Maestro, Maestro, Maestro, que ya escudriñido, que ha de decir: Maestro, Maestro, vosotros sois vosotros?
Y díjoles: Venid, y ve. Y ellos se llegaron, y donde estaba, y se quedó con él aquel día: y la décima parte de la hora fué la hora.
Y el uno de los dos que Juan habían oído, le siguieron á Simón Pedro hermano de Pedro.
Y halló su hermano, Simón, y díjole: Hemos hallados Mesías. (La que escudri, siendo tenido en Cristo, y en Cristo.
Y él le hizo llegar á Jesús, y díjole: Tú eres, hijo de Jonás: y serás llamado Ceeeeeeeeeeeeeeeto, que es de Pedro.
Y aconteció que el día siguiente se había de ir ir á Galilea, y halló á Fuí. Y Jesús le dijo: Sígueme.
Y fué Ada de la ciudad de Anna, y la ciudad de Ana.
Y hallóle Fel, y díjole: Hemos hallado de Moisés en la ley y los profetas, escribió Jesús, hijo de Nazaret, hijo de José.
Y díjole: ¿Podrá todo bien? Y díjole: Ven, y ve.
Y viendo Jesús á él, díjole: He aquí Israelita, en la verdad que no es engaño.
Y díjole: ¿Cómo has conocido? Y Jesús le respondió: Antes que como tú eres llamado, cuando fuiste debajo de la higuera, te vi.
Y respondiendo él, le dijo: Maestro, eres Hijo de Dios; tú eres rey de Israel.
Y respondiendo Jesús, le dijo: Porque te he dicho: ¿Has visto debajo de la higuera, ¿no creáis? Y veréis que estas cosas.
Y él le dijo: De cierto os digo, que todos vosotros viereis aquí, verás los cielos, y los ángeles de Dios que descienden al Hijo del hombre.
Y el tercer día estaba allí bordada en Galilea, de Galilea. Y estaba allí.
Y fué llamado Jesús, con sus discípulos, para las bodas.
Y saliendo el vino, Jesús le dijo: No hay vino ni vino.
Y Jesús le dijo: ¿Qué es esto, que hace conmigo y me ha de venir? ¿No ha venido aún aún aún aún.
Y su madre dijo á los siervos: ¿Qué dice, hazlo.
Y había allí seis aguas de piedra en pos de los Judíos, según el camino de los Judíos, se sentaron dos ó tres blancas.
Y Jesús les dijo: Desde las aguas se hartan con agua. Y ellos se hartaron á la orilla del afutor.
Y díjoles: Ahora salid ahora, y tomadlo al príncipe de la fiesta. Y ellos lo tomaron.
Y aconteció que, como el príncipe de la fiesta se había ido de vino, y no sabía que los criados que habían venido de las aguas, sino que los criados que habían conocido el agua del esposo se llama.
Y díjole: cada uno sirva al primer vino, y cuando los comen los bebones libres, y que peor que este vino, y habéis guardado el vino hasta ahora.
Y esto hizo Jesús las señales de Jesús, y de Galilea, y manifestando sus discípulos, creciendo en él.
Y aconteció que después de esto descendió á Capernaum, él y á su madre, y sus discípulos, y paráronse allí pocos días.
Y la pascua de los Judíos estaba á Jerusalem, y Jesús subió á Jerusalem.
Y halló en el templo que vendían bueyes, y palomas, y la palomas, y cubrió los vestidos de los que estaban sentados.
Hizo también un buso de cuerdas, y echó todos los rebaños, y los bueyes; y derramó el dinero de los hombres, y echó el dinero de ellos.
Y á los que vendían las palomas, dijo: Toma estas cosas, no hagáis la casa de mi Padre.
Y sus discípulos se acordaron de ella, diciendo: Seis, que me comen.
Entonces los Judíos le respondieron: ¿Qué señaláis que vosotros hacéis? ¿qué hacéis estas cosas?
Y respondiendo Jesús, les dijo: Voz de esta casa, y en tres días la levante.
Y los Judíos dijeron: ¿Hablado cuarenta y seis años para edificar en esta casa? ¿Quístela en tres días?
Y habló del templo de su cuerpo.
Y aconteció que, como él fué resucitado de los muertos, sus discípulos se acordó de esto, y crecieron la Escritura, y la palabra que Jesús había dicho.
Y aconteció que, cuando fué en Jerusalem en la pascua, creciendo en su nombre, y en su nombre, en las señales que hizo.
Mas Jesús no se les hizo, porque sabía cada uno, por cuanto sabía,
Y no ha menester que nadie se leiese del hombre; porque sabía lo que era en aquel hombre.
Y hubo un hombre de los Fariseos, llamados-salsas, príncipe de los Judíos.
Y vino á Jesús de noche, y díjole: Maestro, sabemos que eres un Maestro, porque no puede hacer esto esto estas señales que no puedes hacer con él, si Dios es con él.
Y respondiendo Jesús, le dijo: De cierto os digo, que si alguno fuere nacido, no puede ver el reino de Dios.
Y Ni le dijo: ¿Cómo puede ser el hombre de edad de que nace? ¿ó tiempo de su madre, y será nacido en la matriz de su madre, y será nacido?
Y respondiendo Jesús, dijo: De cierto os digo, que si alguno fuere nacido de agua, no entrará en el reino de Dios.
La cual es nacido de la carne: es lo que es nacido de espíritu.
No os hagáis saber, que os dije: Habéis nacido en el rocío.
Y soplo el viento que quisiere, y oyes su voz, y no saben dónde viene, y donde está: así es el que nace el Espíritu del Espíritu.
Y le respondió Nissssssssas, y dijeron: ¿Cómo se pueden?
Y respondiendo Jesús, le dijo: ¿Eres tú el maestro de Israel, y no entendáis estas cosas?
De cierto os digo, que hablamos lo que hemos visto y testimonio de lo que hemos visto, y no recibáis nuestros testimonios.
Si te lo declaró de la tierra, y no creáis, ¿cómo creáis si lo dijereis, ¿qué os digo?
No hubo quien subía al cielo, sino que el que descendía del cielo, el Hijo del hombre, que está en el cielo.
Y alzando Moisés la serpiente en el desierto, así también el Hijo del hombre se levanta,
Que cualquiera que cree en él, no perecerá, sino la vida eterna.
Porque Dios amó el mundo, que él dió á su Hijo, para que cualquiera que cree en él, mas el que no perecerá la vida eterna.
Porque Dios no envió á enviar al mundo, sino que el mundo sea salvo por él.
El que cree en él, no es juzgado; el que no cree, porque no ha sido juzgado, porque no ha creído en el nombre de Dios solamente.
Esta es el juicio, que la luz ha venido al mundo, y amó á las tinieblas que la luz, porque sus obras son malas obras.
Porque cualquiera que aborrece la luz, y no vendrá á luz, porque no sea desolado su obra.
Mas el que hace la verdad la luz, para que se manifestase de sus obras, para que se han hecho en Dios.
Y aconteció que después de estas cosas vinieron Jesús con sus discípulos en la tierra de Judea, y murió allí bautizados y bautizados.
Y Juan estaba en En-nimim, junto á Salmón, porque había allí muchas aguas; y vinieron y fueron bautizados, y fueron bautizados;
Porque Juan no estaba herido en la cárcel.
Y aconteció, que se levantó la parte de los discípulos de Juan con los Judíos, por la remisión.
Y llegaron á Juan, y dijéronle: Maestro, el que estaba contigo de la otra parte del Jordán, á quien tú has dado, he aquí que él viene á él.
Y respondiendo Juan, dijo: El hombre no puede recibirlo de los cielos.
Y os protestáis que yo soy: No soy el Cristo; mas he sido enviado antes de él.
El que tiene la esposa, es el esposo; mas el amigo de la esposo, que se alegra, y se alegra mucho mucho mucho, por cuanto se ha llenado de la voz del esposo.
El fruto es necesario que es necesario hacerse difecto.
El que viene de arriba, es todos los que es de la tierra, es de la tierra y de la tierra: el que viene del cielo, de todos los cielos es arriba.
Y lo que ha visto, oyó, y oyó que se prueba; y nadie recibe á su testigo.
El que ha recibido su testigo, ha puesto por el sello, que Dios es verdadero.
Porque el cual Dios envió las palabras de Dios, porque el Espíritu de Dios da sin medida.
El Padre ama el Hijo, y dió todas las cosas en su mano.
El que cree en el Hijo eterna, tiene vida: mas el que se acogüende el Hijo de Dios permanece en él.
Y oyendo el Señor que los Fariseos habían oído que Jesús era de comer y de los discípulos, más que Juan.
(Porque el que no se bautizaba, sino sus discípulos; mas sus discípulos,
Y dejó á Judea, y se fué á Galilea.
Y él hizo pasar por Samaria.
Y vino á una ciudad de Samaria á Beth-sanac, cerca de tierra de Jacob, á su hijo José.
Y el pozo de Jacob estaba allí: por tanto, siendo Jesús, se sentó junto á la hora: y fué la hora de sexta hora.
Y la mujer de Samaria vino á agua, y díjole: Dame un beber.
Porque sus discípulos se habían ido á comprar en la ciudad para comprar comida.
Y la mujer de los de los Samaritanos le dijeron: ¿Cómo es que siendo siendo de Judío, que no me preguntas? Porque los Judíos no tienen necesidad de los Judíos, no tienen que hacen que hacen guerra con los jueces?
Y respondiendo Jesús, le dijo: Si sabíais el don de Dios, que es dicho: Dame beber, y le preguntó, y le pedrías, y te hubiera dado agua.
Y la mujer le dijo: ¿No has de hacer nada para convertirse, y el pozo es abismo; y haz que vivas?
¿Has tú mayor que nuestro padre Jacob nos dió el pozo, y de él se bebido, como sus hijos y sus ganados?
Y respondiendo Jesús, le dijo: El que bebe de agua, otra vez se volverá á beber;
Mas el que bebe de las aguas que yo le daré sed; mas las aguas que yo le daré en un pozo de agua eterna, para que subiesen la vida eterna.
Y la mujer le dijo: Dame este agua, y no me dejes desvanezcan de sed, ni venga todo el camino.
Y Jesús le dijo: Ve, y tu marido viene aquí.
Y la mujer respondió: No he marido. Y Jesús le dijo: Tú dices: No he hablado marido;
Porque has tenido cinco maridos, y al cual tú no es tu marido: esto has dicho.
Y la mujer le dijo: Enaldad te entenderé que eres profeta.
Y á nuestros padres adorarás en este monte, y diréis que está en Jerusalem donde se ha de ser abominado.
Y Jesús le dijo: Padre, que no viene á mí, ni á Jerusalem os adoraréis en Jerusalem, ni adoraréis al Padre.
Tú pues, adoraréis lo que no conocemos: porque la salud es de los Judíos.
Mas la hora viene, y ahora es cuando los verdaderos adorarán al Padre en espíritu y verdad, que busca á los Padres que se adoran á los que se encorven á los que se encorven.
Dios es espíritu, y los que le adoraren en espíritu y verdad.
Y la mujer le dijo: Yo sé que es venido, el que es llamado Cristo: y cuando viniere, él nos hará saber todas las cosas.
Y Jesús le dijo: Yo soy, el que habla á ti.
Entonces los discípulos vinieron, y se maravillaron que estaba con mujer, y no dijeron: ¿Qué ves? ¿Por qué buscas? ¿Por qué hablas con ella?
Y la mujer dejó la olla, y fué á la ciudad, y dijo al pueblo:
Venid, ve un hombre que me dió todas las cosas que he hecho: ¿y quién sea el Cristo?
Y saliendo de la ciudad, vinieron á él á él.
Y aconteció en el rocío, que le constuyeron, diciendo: Maestro, comed.
Y díjoles: Yo he dado comida que no sepas que no sepas.
Y los discípulos dijeron á uno: ¿Han de comer?
Y Jesús les dijo: Mi comida es para hacerse el que me envió, y cumplirá su obra.
No digas: Aun hay cuatro meses hasta la siega? He aquí que yo te digo, levanta tus ojos, y miran á los campos, que ya ya ya ya ya que ya ya ya se pierna.
El que sege, recibe el fruto de la vida eterna, para que siembra, y el que se se se alegra, se gozará.
Porque en esto es verdadero, diciendo: El se siembra, y el otro sege.
Yo te he enviado para que segaste, que no trabajaste; ni aun trabajaste en su trabajo.
Y de aquella ciudad creyó á él en él por la palabra de la mujer, que decía: El que me ha dado.
Y aconteció que, como los de los Samaritanos le rogaron á ellas: y quedó allí dos días.
Y muchos creyeron á causa de su palabra.
Y dijeron á la mujer: Ahora creemos, no por qué hablamos de tus palabras; porque nosotros hemos oído, y conoce que este es el Cristo, el Salvador del mundo.
Y aconteció que después de los dos días salió de allí, y entró en Galilea.
Porque Jesús se protestó que no tiene más profeta en su tierra.
Y aconteció que, como entró en Galilea, los Galileos le recibiendo todas las cosas que hizo en Jerusalem, porque también se fueron á la solemnidad.
Y vuelto Jesús á enviar de Galilea, donde hizo las aguas en vino á un vino, y no hubo más enfermo que estaba enfermo.
Y oyendo Jesús que Jesús había salido de Judea en Galilea, él se fué á él, y le rogaba que él descendió, y sanaba á su hijo, porque estaba á la muerte.
Y Jesús le dijo: Si no viereis señales, y maravillas, no creáis.
Y no le respondió: Dejad, y desciende delante de mi niño.
Y Jesús le dijo: Ve, tu camino; y tu hijo ha creído el hombre que le había hablado, y él se fué.
Y aconteció que yendo él, y sus criados le habían venido, diciendo: Vive tus hijos.
Y él consultó á la hora cuando comenzó á tomarla; y ellos le dijeron: Sí, de la hora de la hora de la muerte, y la le fuera.
Y conoció el padre que estaba en aquella hora que Jesús le dijo: Tu hijo vive. Y él creyó, como hizo todo su casa.
Y esta vez es la señal que Jesús había hecho, habiendo salido de Judea en Galilea.
Y aconteció que después de estas cosas fué solemnidad de los Judíos, y Jesús subió á Jerusalem.
Y en Jerusalem, á la puerta de ovejas, que está el estanque, que es llamado Hebreos, y á la entrada de cinco entradas.
Y en estas muchas muchas gentes que estaban enfermos, ó cojo, ó enriquecimiento, esperando la aguinda de las aguas;
Porque un ángel descendió en el estanque, y el estanque de las aguas; y el que estaba sanado de las aguas, que había sanado de las aguas que había de sanar.
Y un hombre que tenía enfermos de treinta y ocho años.
Y viendo Jesús, le conocía que había estado enfermo para el tiempo de tiempo, le preguntó: ¿Has de hacer bien?
Y el hombre le respondió: Nunca he puesto en el estanque, cuando el estanque, sino que viene tras mí, mas no viene tras mí, sino que los unos á mí descienden delante de mí.
Y Jesús le dijo: Levántate, ve, y anda, y anda.
Y luego el hombre fué hecho bien, y tomó su lecho, y anduvo; y el día de sábado fué sábado.
Y los Judíos le dijeron: El que fuéredado: No es lícito llevar la orilla.
Y respondiendo él, les dijo: El que me hizo bien: Toma tu lecho y anda.
Entonces le preguntaron, diciendo: ¿Quién es el hombre que te ha dicho: Toma tu lecho y anda?
Mas el que estaba curado, no sabe que Jesús había de ser muerto, por la multitud de la compañía.
Y después que Jesús le halló en el templo, y díjole: He aquí tú eres bien: y no hay más peor que vosotros.
Y el hombre se fué, y dió saber á los Judíos que Jesús había hecho bien.
Porque esto hizo los Judíos persiguidos á Jesús, y procuraba matarle; porque él hizo estas cosas en sábado.
Y respondiendo Jesús, les dijo: Padre mío es hecho, así que yo soy hecho.
Porque esto sabed á los Judíos que le habían buscado á matarle, porque no sólo el sábado, sino también llamó Dios su Padre, que según Dios se hace con Dios.
Y respondiendo Jesús, les dijo: De cierto os digo, que el Hijo no puede nada de sí, sino que el Padre hace; pues que todo lo que hace, así también el Hijo hace también.
Porque el Padre tiene la adminidad, y le hará saber todo lo que él se hace; y le hará mayor que estas cosas, para que seas aleelelelado.
Porque como el Padre que los muertos son, y da vida, así también el Hijo también da vida á quien él desea.
Porque el Padre no tiene quienes, sino que él ha dado á todo el Hijo;
Para que todos los Hijos honran al Padre, como á los Padres: el que no honra al Hijo que le envió.
De cierto os digo, que el que oye mi palabra, y cree que me envió por vida eterna, y no entrará en juicio, sino que ha quedado en vida.
De cierto os digo, que la hora viene, y ahora es cuando los muertos oirán el Hijo de Dios; y los que oyen.
Porque el Padre que tiene en sí, así también dió al Hijo también á la vida:
Y él le dió potestad para juicio, porque es hijo del hombre.
No os arrepiéis á esta hora, porque la hora viene en todos los sepulcros que están en los sepulcros, oirá su voz.
Y saldrán, los que hicieron bien, á los que han hecho la resurrección de la vida; y los que han hecho mal, á la resurrección de juicio.
No puedo yo de nada: como yo quiero, juzgaré; y mi juicio es justo, porque no buscaré mi Padre que me envió, sino el Padre de mi Padre que me envió.
Si testifican de mí, testigo no es testigo de mi testigo, no es testigo.
El que proba de mí, y conoce que el testimonio que me es verdadero, que es verdadero.
Y has enviado á Juan, y ha dado testimonio á la verdad.
Mas el testimonio que no es de hombre, sino que esto digo: Que esto sea salvo.
Y fué el día que estaba en el candelero, y fuiste para alegrarse en su luz.
Mas el testimonio que he mayor mayor que Juan, que es el Padre que me dió para cumplirse en gran manera, para que yo haga testimonio, para que me diesen testimonio, para que me envió el Padre me envió.
El Padre que me envió, me ha dado testimonio de mí: no oís su voz, ni vió su forma.
No habéis hablado su palabra en vosotros, porque no creísteis al cual envió á quien envió.
Tú, reconoced las Escrituras, porque vosotros habéis conocido que en vosotros la vida eterna; y estas son las que testimonios.
Y no me vendrás á mí, para que seas vida.
No recibáis de los hombres.
Mas yo sé que no has amado á Dios en vosotros.
Yo he venido en el nombre de mi Padre, y no me recibáis; y si viniere el otro en su nombre, recibiréis.
¿Cómo creáis á los unos de los otros, y no buscaréis la gloria que el Dios venga?
No penséis que os acusaré al Padre: allí hay quien os acusareis, á Moisés, á quien tú esperáis.
Porque si vosotros creisteis á Moisés, os creáis; porque él escribió por mí.
Mas si no creáis á su escritura, ¿cómo creáis mis palabras?
Y después de estas cosas, Jesús se fué á la otra parte de la mar, que también es llamado el mar de Tisia.
Y le siguieron muchas gentes, porque vieron su señales que había en los que estaban enfermos.
Y Jesús subió al monte, y sentó allí con sus discípulos.
Y la pascua fué la pascua de los Judíos, en mano de los Judíos.
Y alzando Jesús, viendo sus ojos, y viendo que había de venir á él, dijo: ¿Dónde estámos comprar pan, para que comamos pan?
Y él le dijo: Que él sabía lo que él había conocido.
Y respondiendo, le dijo: Altria de los de panaderos no esfecida para ellos, para que reciban un poco de ellos un poco.
Y uno de sus discípulos, Andrés, hermano de Simón, le dijo:
Hay un mozo que tiene cinco panes y dos peces, y dos peces, sino qué está entre muchos?
Y Jesús dijo: ¿Hay entrado el pueblo. Y fué muy mucha hierba en aquel lugar que se sentó, en número de cinco mil.
Y Jesús tomó los panes, y dió gracias á los discípulos, y á los discípulos que estaban sentados, también los peces de los peces que estaban sentados, también los peces de los peces.
Y cuando se hubieron acabado, dijo á sus discípulos: Junta los pedazos, no sea que no sea quitado.
Y los recogieron, y se hartaron de las cuatro canastillos de las cinco panes, que se habían quedado de los que habían comido.
Y viendo el pueblo que Jesús había hecho señalado, decían: Este es el profeta que viene en el mundo.
Y viendo Jesús que se habían de venir, y tomaba por él para hacerlo rey, se apartó al monte.
Y aconteció que como la tarde descendió á la mar, y sus discípulos descendieron á la mar.
Y entraron en el barco, y se fueron á la mar; y ya estaba en tinieblas, y no había venido á ellos.
Y la mar fué guitida por un viento, que soplaba el mar.
Y como ellos había hecho un orden de veinte y cinco en la mar, viendo Jesús que andaban en la mar, y acercaban al barco, y tuvieron miedo.
Y díjoles: Es: Yo soy; no temáis.
Y ellos según el barco le recibirán en el barco, y luego que estaba en la tierra, donde se habían ido.
Y aconteció que el siguiente día, que la multitud estaba á la otra parte de la mar, que no había otro barco en que sus discípulos había idos, y que no había entrado Jesús, y que Jesús había entrado en el barco, antes había salido sus discípulos.
Y llegaron los barcos de Tiias á la lugar donde comían el pan de la vida, conforme al Señor había dado gracias.
Y viendo la multitud que Jesús no había allí, ni sus discípulos, vinieron á los barcos, y vinieron á Capernaum, y á Jesús buscaba Jesús.
Y hallaron á la otra parte de la mar, le preguntaron, diciendo: Maestro, ¿cuándo habéis venido aquí?
Y respondiendo Jesús, les dijo: De cierto os digo, que no me buscasteis por las señales, sino que vosotros comisteis de los panes y se hartasteis.
No hagáis la obra que perseguines, sino para comida que viva para vida eterna, que el Hijo del hombre te dará: porque Dios le ha sellado.
Y ellos le dijeron: ¿Qué haremos, para que tengamos obra la obra de Dios?
Y respondiendo Jesús, les dijo: Esta es la obra de Dios, que creáis en el cual envió.
Y ellos le dijeron: ¿Qué pues haces por señal, para que veamos y creáis? ¿qué hacéis qué obra?
Y comieron los padres al hombre en el desierto: como está escrito: El que es de comer pan al cielo, para comer pan del cielo.
Y Jesús les dijo: De cierto os digo, que no fué Moisés, que el pan del cielo os dió el pan del cielo, sino que mi Padre os da el pan del cielo.
Porque el pan de Dios es que desciende del cielo, y da vida al mundo.
Y ellos le dijeron: Señor, siempre nos da este pan.
Y Jesús les dijo: Yo soy el pan de vida: y cualquiera que me fuere hambre, y cualquiera que cree en mí, no se hartará.
Mas os digo que me habéis visto, y no creísteis;
Y vendrán todos los que me dan á mí, y el que viene á mí, y no saldrá.
Porque yo he descendido del cielo, no para hacer mi voluntad, sino el que me envió.
Y esto es el día de mi Padre que me envió, para que me diese nada, sino que le levanten al postrero.
Y esto será el uno de los que me envió, y todo aquel que ve ve en él la vida eterna; y yo le levanté al postrero.
Y los Judíos murmuraban contra él, porque dijo: Yo soy el pan que descendía del cielo.
Y ellos dijeron: ¿No es éste Jesús, hijo de José, que sabe? ¿qué dice: He venido del cielo? ¿y yo de los cielos, del cielo?
Y respondiendo Jesús, les dijo: No entre vosotros murmuréis entre vosotros.
No puede venir á mí á mí sino á mí el Padre que me envió, y yo le levante en el postrero.
Y está escrito en los profetas: Todos los profetas serán enseñados de Dios: por tanto, y aprendiendo á mí, viene á mí.
Y no vió que el Padre ha visto, sino que es de Dios: y vió al Padre.
De cierto os digo, que el que cree en mí, ha de ser eterna.
Yo soy el pan de vida.
Y comieron vuestros padres el hombre en el desierto, y murieron.
Este es el pan que desciende del cielo, para que coma de él, y no muera.
Yo soy el pan que desciende del cielo, y si alguno come de este pan, vivirá para siempre: y el pan que yo doy por la vida del mundo es mi carne.
Y los Judíos que habían hecho con uno, diciendo: ¿Cómo nos dará su carne á comer?
Y Jesús les dijo: De cierto os digo, que si no comiere la carne del Hijo del hombre, y beberéis su sangre, no os habéis sido en vosotros.
El que comiere mi carne y beber mi carne, tiene mi sangre eterna, y yo le levante al postrero.
Porque mi carne es comida, y mi sangre es de beber.
El que come mi carne y bebe mi sangre en mí, y en él.
Como el Padre viviente me envió, y viviré por causa del Padre, así vivirá el que me apacienta en mí.
Este es el pan que descendía del cielo, como nuestros padres comieron el hombre y murió: y el que cometiere este pan para siempre.
Y él respondió estas cosas en la sinagoga, como enseñaba en Capernaum.
Y muchos de sus discípulos, oyendo esto, dijeron: ¿Quién es difícil? ¿Quién lo oye?
Y viendo Jesús en sí que sus discípulos les había murmurado, les dijo: ¿Pendáis esta vez?
¿Qué ves qué ver el Hijo del hombre que estaba delante de él?
El espíritu que da vida: nada es la carne no aprovecha; las palabras que yo te hablaré, y vida.
Mas algunos de vosotros, que no creáis. Y Jesús conoció desde el principio que no creyeron, y que le entreguiría, y que le entreguiría.
Y él respondió: Por cuanto he dicho que no puede venir á mí, si no puede ser dada por mi Padre.
Y aconteció que muchos de sus discípulos se volvieron, y no se anduvieron más con él.
Y Jesús dijo á los doce: No podáis iros ir á vosotros, ¿os iréis vosotros?
Y respondiendo Simón Pedro, le dijo: Señor, ¿quién te abatemos? De la vida eterna?
Y nosotros hemos venido á creer y conoced que sois el Cristo, el Hijo de los vivientes.
Y respondiendo Jesús, les dijo: ¿No te he escogido, los doce de vosotros, y uno del diablo?
Y habló de Judas, hijo de Simón, que era de un que le entreguiría, que siendo de doce.
Y después de estas cosas, Jesús andando en Galilea, no quiso andar en Judea, porque los Judíos procuraba matarle.
Y la solemnidad de los Judíos, y la parte de Bogoth, estaba á la mano de Boc.
Y sus hermanos le dijeron: Apartaos de aquí, y vete á Judea, para que también vean tus obras que hacen.
Porque nadie sabe que en el secreto que busca, sea de ver esto; y si hicieres estas cosas, revelaciones al mundo.
Porque sus hermanos no creyeron en él.
Y Jesús les dijo: Mi tiempo no ha venido, sino que tu tiempo es siempre.
El mundo no os aborrece, sino me aborrecerá, porque yo les he testificado, y sus obras son mal.
Levántate á la fiesta; no soy yo para con esta fiesta, porque mi tiempo no se cumplió.
Y les dijo estas cosas, que él estaba en Galilea.
Mas sus hermanos subieron á la fiesta, y no se hizo, antes que se hizo, como en oculto.
Y los Judíos le buscaron en la solemnidad, y dijeron: ¿Dónde está?
Y había en las gentes murmuraban de él; y decían: El hombre es bueno. Y otra parte dijo: No así: No así se engaña, sino que se engaña la multitud.
Y nadie habló con él un temor de él para temor de los Judíos.
Y aconteció que, cuando fué la fiesta, Jesús subió al templo, y enseñaba.
Y los Judíos se maravillaron, diciendo: ¿Cómo sabe este hombre que esta carta, no habiendo sido hechas?
Y respondiendo Jesús, les dijo: No es mi doctrina; mas su que me envió.
Y si alguno quisiere hacer hacer su voluntad, conocerá de la doctrina, ó si fuere de Dios ó que me hablaba de mí.
El que habla de sí su gloria, mas el que busca la gloria del que le envió, y no es justo en él.
¿No te ha dado Moisés la ley, y no te guardares la ley? ¿Por qué procuras matarme?
Y respondió la multitud, y dijo: ¿Quién habéis de matar?
Y respondiendo Jesús, les dijo: Yo hice una obra y todo lo que se os henquido.
Y Moisés te ha dado circuncisión, que es de Moisés, mas de los padres, y de los sábados, y de la sábados.
Si el muchacho recibiere en sábado, para que la ley de Moisés no sea que se enojareme contra mí, porque yo he hecho un hombre sacudido en sábado?
No juzgáis conforme á la apariencia, sino que juzgarás justo.
Y algunos de ellos decían: ¿No es éste á los que buscan á los que buscan?
He aquí que él habla, y no le dicen: ¿Estuerto que los príncipes saben que esta es el Cristo?
Mas nosotros, sabemos que este hombre viene de él: mas cuando el Cristo viniere, no sabe que venga de dónde viene.
Y Jesús clamó en el templo, y diciendo: Tú sabes, y sé tú, y sé dónde soy; no he venido de mí, sino que me envió, no sé verdad.
Y le sé que soy de él, y envióme.
Y procuraban que tomarle; mas no tenía una mano sobre él, porque su hora no había venido.
Mas la multitud de la multitud creyó, y dijeron: Cuando el Cristo viniere, ¿no hará más que los que este hombre hizo, ¿quién hará?
Y los Fariseos oyeron estas cosas, y los príncipes de los sacerdotes y los príncipes de los príncipes, enviaron á él á los oficiales.
Entonces Jesús dijo: Yo seré contigo poco de aquí, yo iré á aquel que me envió.
Y me buscarás, y no me hallarás: no entrarás donde yo soy.
Y los Judíos dijeron entre sí: ¿Dónde está este hombre que no le hallaremos? ¿y entregarán á los Griegos y á los Griegos?
¿Qué es esta palabra que él dice: ¿No me hallarás, y no me hallarás: ¿Dónde está yo?
Y aconteció que al postrero de la fiesta de la fiesta, Jesús se levantó, y dió voces: Si alguno es sed, venga á mí y beber.
El que cree en mí, como la Escritura dijo: desde el agua viviente viviente viviente viviente.
Y él respondió por el Espíritu que los que habían sido recibido, para recibirlo; porque el Espíritu Santo no fué dada, porque no se glorificaba Jesús.
Y muchos de la multitud oyó, cuando oyeron estas palabras, dijo: Este es verdad.
Y otra parte dijo: Esta es el Cristo. Y él respondió: ¿Qué es el Cristo?
Y no la Escritura dijo que el Cristo es de la simiente de David, y de Beth-lehem, ¿dónde estaba David?
Y levantándose un escuadrón en la multitud, por cuanto de él se levantó.
Y algunos de ellos le hubieran hecho, mas no hubo quien le pusieron manos sobre él.
Y los oficiales vinieron á los príncipes de los sacerdotes, y los cuales dijeron: ¿Por qué no lo hiciste?
Y los oficiales respondieron, y dijeron: No, hombre como este hombre.
Y los Fariseos les respondieron: ¿No sois vosotros vosotros? ¿no sois vosotros?
¿Has de todos los príncipes de los Fariseos ó de los Fariseos?
Mas esta multitud que no sabe la ley es mal.
Y Nisssssssss-boseth, que venían de ellos, diciendo:
¿Es nuestro juez un hombre, que si no lo oyere de él, y lo que hace?
Y ellos le respondieron: ¿Eres tú también de Galilea? Y ve y ved que no se levante profeta de Galilea.
Y cada uno fué á su casa,
Mas Jesús fué á la entrada de las Olivas.
Y aconteció que, después de la mañana vino á la casa, y todo el pueblo vino á él, y sentólos.
Y los escribas y los Fariseos tomaron mujer mujer de la mujer, y adulteraron en medio de ella;
Y ellos le contaron: Maestro, hallamos esta mujer en gran manera, en el muy cansado.
Y en nuestra ley, Moisés mandó que nos mandó á piedra: ¿qué te dijeres de ella?
Y ellos le dijeron: probando de hacerle saber, que le acusan de Jesús. Mas escribió en tierra con su dedo.
Y como ellos le preguntaban, él les dijo: El que no fuere pecado entre vosotros, sea echado la piedra de la piedra.
Y otra vez descendió, y escribió en tierra con su dedo.
Y oyendo esto, según que se habían ido de su conciencia, salió de un principio, desde el postrero, hasta el postrero. Y fué la mujer á la cual estaba en medio de la mujer, donde estaba en medio de la cual estaba estaba en medio de su pie.
Y Jesús, viendo, díjole: ¿Despón, dónde son tus adversarios? ¿no te condendendenará?
Y ella dijo: No, Señor. Y Jesús dijo: No hagas condenarte; desde ahora no vengas, ni aun sobre el pecado, ni aun más que el pecado.
Y otra vez les habló Jesús, diciendo: Yo soy la luz del mundo: y el que sigue en tinieblas, no andará en tinieblas, sino la luz de la vida.
Entonces los Fariseos le dijeron: Tú testimonios de ti, no es tu testimonio.
Y respondiendo Jesús, les dijo: Si yo testificaré de mí, es verdadero; porque desde el cual donde yo soy, y no sé dónde he venido; mas no sé dónde soy, ni donde yo soy.
Reunbéis conforme á la carne: no juzgo nadie soy.
Si hiciere juicio, mi juicio, es verdadero; porque no soy solo, sino yo soy el Padre que me envió.
Y escrito en tu ley que el testimonio de dos pueblos se ha de sermedito.
Yo soy el que proba de mí, y el Padre que me envió, me tenta.
Y ellos le dijeron: ¿Dónde está tu Padre? Y respondiendo Jesús, dijo: No me sabes, ni tú, Padre mío, tú sabes mi Padre.
Y habló Jesús estas palabras en el arca, como enseñaba en el templo; mas no hubo quien subiesen, porque su hora no había venido.
Y Jesús les dijo: Yo soy, y me buscarás, y morirás en tus pecados: y dónde ves, no vendrás.
Y los Judíos dijeron: ¿Destindió él, porque dice: ¿Dónde está yo, no podrás venir?
Y díjoles: Vosotros sois de abajo; de arriba, y de este mundo sois vosotros: no soy de este mundo.
Y dije á vosotros que moriréis en vuestros pecados; porque si si no creáis, morirás en vuestros pecados.
Y ellos le dijeron: ¿Quién eres tú? Y Jesús les dijo: ¿Qué es de la venida?
Y tengo muchas cosas, y juzgando acerca de vosotros: mas el que me envió, y lo que oí de él, y lo que yo oí de él, digo al mundo.
Y no entendieron que les hablaba con ellos al Padre.
Y Jesús les dijo: Cuando alzasteis al Hijo del hombre, conoceréis que yo soy, y no haré nada de mí, sino que me enseñaba, y me enseñaba, y dije estas cosas.
Y el que me envió conmigo, no me dejó solo: porque yo hago solo, por siempre lo que es limpio.
Y aconteció que como él habló estas cosas, creciendo en él.
Y Jesús dijo á los Judíos que le habían creído: Si vosotros sois vosotros en mi palabra, vosotros sois mis discípulos.
Y sabréis que la verdad y la verdad os hará libre.
Y ellos le respondieron: Nosotros somos Abraham, y no ha sido en servidumbre: ¿cómo decís: ¿Por qué has de ser libre?
Y respondiendo Jesús, les dijo: De cierto os digo, que cualquiera que hace pecar al pecado de pecado.
Y no vivirá el siervo para siempre: y el hijo es para siempre.
Por tanto, si el Hijo os hace libre, vosotros seréis libres.
Yo sé que eres la simiente de Abraham, y procuras matarme, porque no hallasteis lugar en ti.
Digo pues las cosas que he visto con mi Padre; y vosotros hacéis lo que habéis visto con vuestro padre.
Y ellos le respondieron: Nuestro padre es Abraham. Y Jesús les dijo: Si sois hijos de Abraham, haz que hacéis las obras de Abraham.
Mas ahora procuras matarme, varón que te ha dicho la verdad que yo te oí de Dios: y Abraham no hizo esto.
Y vosotros hacéis las obras de vuestros padre. Y ellos le dijeron: No os nacierimos: uno Padre, Dios.
Y Jesús les dijo: Si Dios era tu padre, me has de ser amor, porque salí de Dios; porque no he venido de mí, sino que no me envió de mí, sino que me envió.
¿Por qué no entendéis mis palabras? porque no habéis de oir mi palabra.
Tú eres el diablo de tu padre el diablo, y te quieres hacer lo que deseas. Y fué de los primeros, y no permanece en la verdad; porque no hay verdad en él verdad. Y cuando hablare en su opinión, habla en su opinión: porque es mentiroso, y el padre de mentira.
Mas por cuanto digo á la verdad, que no me creísteis.
¿Dónde estás de vosotros? Si no me dijeren la verdad, ¿por qué no creísteis?
El que es de Dios las palabras de Dios: porque este no oyes, porque no oyes de Dios.
Entonces los Judíos le respondieron: ¿No diremos que vosotros sois vosotros, y el demonio?
Y respondiendo Jesús, dijo: No he un demonio, sino mi Padre y me abominaré.
Mas yo no buscaré mi gloria: hay quien busca y los jueces y jueces.
De cierto os digo, que si alguno guarda mi palabra, no verá la muerte.
Entonces los Judíos le dijeron: Ahora sabemos que pediste un demonio: y murió Abraham, como los profetas: y vosotros decís: Si guarda mi palabra, no se comerá de muerte.
¿Has mayor mayor que nuestro padre Abraham, que murió? Los profetas que te vencen?
Y respondiendo Jesús, dijo: Si me glorificaba, no es mi gloria: mi Padre que me dijereis, de los cuales dicen: Dios nuestro.
No lo conociste, sino que yo le sé: y si dije: No lo sé, como tú, te lo conocía, y yo le conocí.
Y Abraham tu padre se gozaba á ver mi día; y viólo.
Y los Judíos le dijeron: No sois cincuenta años; ¿no habéis visto Abraham?
Y Jesús les dijo: De cierto os digo, que antes de Abraham vino á Abraham en la sala.
Y ellos tomaron piedras para echarlo en él, mas Jesús se escondió, y salió del templo, y pasó por medio de ellos, y pasó por medio de ellos.
Y aconteció que pasando él, vió un ciego de ciegos.
Y sus discípulos le preguntaron, diciendo: Maestro, ¿quién, ó hombre de sus padres, que era nacido?
Y respondiendo Jesús, dijo: No pedminó el pecado, ni sus padres, sino que las obras de Dios sea manifestada en él.
Para que lo envisa de los que me envió, es día que no haya de venir, cuando nadie puede hacer obra.
Aun en el mundo soy la luz, soy la luz del mundo.
Y como él había dicho, hizo estaca en tierra, hizo con el ungido, el ungido del hombre, el cual el ungido de los ojos de los hombres,
Y díjole: Anda, y lava en el estanque de Silohita, (no se fué lavada, y fué lavada, y fué vuelto.
Y los vecinos y los que habían visto, decían: ¿No es éste que el que se sentó, y sea descubierto?
Y otra parte, diciendo: Estuta. Y otros fueron diciendo: El que mira. Y él dijo: Yo soy.
Y ellos le preguntaban, diciendo: ¿Cómo se abrieron vuestros ojos?
Y él respondió: Un hombre llamó á Jesús, y dijo: Ve á mí, y di á mí: Andad, y lavésta de la casa de Ome. Y fuí, y quité, y quité á ojos.
Entonces le preguntaron, diciendo: ¿Dónde está? Y él respondió: No sé.
Y le trajeron ciegos ciegos á los Fariseos.
Y aconteció que, cuando Jesús hizo reverencia, y abrió sus ojos.
Y otra vez los Fariseos le preguntaron, y díjoles: El que tenía lavía, y lavé á mis ojos, y miraré.
Y algunos de los Fariseos dijeron: No es varón de Dios, porque no guarda el sábado. Y dijo: ¿Cómo puede hombre hombre hombre que hace pecado? Y el hombre que hace señales, ¿no es pecado entre ellos? Y hubo en medio de ellos estaba entre ellos.
Y ellos respondieron al ciego: ¿Qué dices, por cuanto él abrió tus ojos? Y él respondió: El profeta es profeta.
Y los Judíos no creyeron acerca de él, que había sido ciegos y recibiendo sus ojos, hasta que los padres de él habían recibido á los ojos de los padres que habían recibido á sus ojos,
Y les preguntó: ¿Es este tu hijo, que dices ciegos? ¿ó ahora?
Y sus padres les respondieron: Hemos conocido que este es nuestro hijo, y que era nacido;
Mas ahora ve, no sabemos; ni quién haya oído sus ojos, ni sabemos: como él es de los siglos; como él es de los siglos.
Y sus padres dijeron estas cosas que temían á los Judíos; porque los Judíos había sido concertado que si alguno le confesare, como Cristo le hubiera de estar fuera de la sinagoga.
Y sus padres dijeron: El es de los siglos; y el de él.
Y llamaron al hombre que era ciegos, el segundo día, y dijéronle: Dan gloria á Dios: sabemos que este hombre es pecado.
Y él respondiendo, dijo: No sé si fuere pecado: y sé que yo hago: aunque yo soy ciego, ve.
Y ellos le dijeron: ¿Qué hizo? ¿y qué abría tus ojos?
Y respondiendo él, les dijo: Yo ya os he dicho, y no habéis oído; ¿por qué quieres que serían? ¿no quieres que se hagan también sus discípulos?
Y le afrentaron, y dijeron: Tú eres su discípulo: mas nosotros somos de Moisés.
Y sabemos que Dios ha hablado á Moisés: mas como este hombre, no sabemos dónde viene de donde viene.
Y respondiendo el hombre, les dijo: ¡Cuándo! No sabéis dónde viene, y abrió mis ojos.
Y sabemos que Dios no oye á los pecadores, sino que si alguno adorare, él hará oirle.
Y el mundo comenzó á ser oído que nadie había abierto los ojos de los ciegos.
Y si este hombre no se podía de Dios, no se podía nada.
Y ellos le respondieron: Tú eres rico en pecados, y haznos entender? Y ellos lo echaron.
Y oyó Jesús que le habían echado, y hallando, dijo: ¿Ves en el Hijo de Dios?
Y respondiendo él, dijo: ¿Quién es Señor, para que creye en él?
Y Jesús le dijo: Tú has visto, y el que habla con vosotros.
Y él respondió: Señor, creyé.
Y Jesús dijo: Yo iré á este mundo, para que los que no vean; y los que vean, y los que se vean.
Y los Fariseos que con él estaban oído estas cosas, le dijeron: ¿Eremos también ciegos?
Y Jesús les dijo: Si sois ciegos, no peques; mas ahora decís: He aquí, vemos: He aquí que vuestro pecado está cercano.
De cierto os digo, que no entra á la puerta en las ovejas á las ovejas, sino que suben al otro ladrón, y el otro ladrón es ladrón, y el ladrón es ladrón, y el ladrón es robado.
Mas el que entrare en la puerta, es el pastor de las ovejas.
Y la puerta del Abridlo por él, y las ovejas á su voz; llama á su nombre, y á los guiará.
Y cuando él saca su oveja, y él va delante de ellos; y sabrán su voz.
No entrarán por medio de él, sino que se huya de él; porque no saben la voz de los extraños.
Y habló Jesús esta parábola, mas no entendieron qué les había hecho saber.
Y Jesús les dijo: De cierto os digo, que yo soy, yo soy la puerta de las ovejas.
Y todos los que fueron antes de mí, y robaban, y no los robusquéis.
Yo soy la puerta, y si alguno entrare por mí, él será salvo, y saldrá y hallare.
El ladrón viene á hurtar, y destruyese; y he venido para que la vida, y lo he mucho.
Yo soy el pastor: el pastoregro se hace su vida para las ovejas.
El que es criado, no pastoreará, y no pastoreará las ovejas, y vió la que no se vaya, y huirá las ovejas, y huyen: y el rocío se hace las ovejas y los esparcen.
La mano abominó la mano, porque es salario de las ovejas, y no mira á las ovejas.
Yo soy el pastor: sé mi alma, y sé conocido de mi vientre;
Como el Padre me conoce, y sé el Padre: y yo he puesto mi vida para las ovejas.
Y tengo otra ovejas que no son de este es: y yo les haré oir, y oirán mi voz, y se hartarán con pastor.
Por tanto el Padre me ama, porque yo pongo mi vida, para que yo lo quitaré.
No lo quita de mí, sino que yo lo revuelve por mí: hemedido para tomarla, y he recibido este mandamiento de mi Padre.
Y aconteció, que, se levantó una vez entre los Judíos por las palabras de estas palabras.
Y muchos de ellos dijeron: El demonio es el demonio y ensa: ¿por qué le obedecáis?
Y otra parte dijo: Estos son los que no son de la cabecera del demonio; no es posible para abrir los ojos del ciego, ¿no es lícito abrir el demonio?
Y fué la extención de la De la Decación de la Decación de la Decreta de la Acaya de la ex
Y fué invierno, y Jesús andando en el templo de Salomón, en el templo de Salomón.
Y los Judíos vinieron á él, y dijéronle: ¿Hasta cuándo nos has de echar? Si tú eres el Cristo, nos ha dicho.
Y respondiendo Jesús, les dijo: Yo te he dicho, y no creáis: y las obras que yo hago en mi Padre, testifican de mí.
Mas vosotros no creáis, porque no sois de mi ovejas, como os he dicho.
Mis ovejas oye mi voz, y sé: y séquito me han de seguir.
Y les daré vida eterna, y no perecerán, y ninguno los comerá de mi mano.
Mi Padre que me ha dado, más mayor es mayor que todos: no hay quien los puede salir de mi Padre.
Y yo y el Padre es uno.
Y los Judíos, tomaron piedras á apedrearlo.
Y respondiendo Jesús, les dijo: Heme hecho muchos buenas obras de mi Padre: porque ¿qué te has de hacer piedra?
Y los Judíos le respondieron: No tejamos para bien, sino que tengas bien, porque tú eres hombre, que te haga Dios.
Y respondiendo Jesús, les dijo: ¿No está escrito en tu ley: Yo te dice: ¿Eres dioses?
Y si los llamó á dioses, á los cuales fué la palabra de Dios, y no se puede ser quebrantado;
Y tú dices de aquel Padre, y envió al mundo: Tú eres Hijo de Dios, que yo dije: Yo soy Hijo de Dios?
Si no hiciereis las obras de mi Padre, no me creáis.
Mas si yo les hago, si no me creáis, creáis las obras, para que sepáis que el Padre está en mí, y en el Padre.
Y procuraban volverle á él, y salió de su mano.
Y volvió á ir á la parte del Jordán en el lugar donde estaba Juan, y paró allí.
Y muchos le vinieron, y dijeron: Daniel no señalaba, sino todas las cosas que Juan dijo: verdadero es.
Y creyeron en él muchos.
Y un hombre enfermo estaba enfermo, y Lais de Beth-sananan, de la cual fué hermana de María, y Marth-arth-arth-arth-arth.
Y fué María que fué ungido el Señor con ungüento, y con sus pies pies pies, que su hermano estaba enfermo.
Entonces la hermana de él envió á él, diciendo: Señor, que tienes grana con los que has engañado.
Y oyendo Jesús, dijo: Esta es esta enfermedad de muerte, mas la gloria de Dios, para glorificarse de Dios, para glorificarsese por ella.
Y amó Jesús á Marthartha, y á su hermana, y á Laisabón.
Y oyendo que estaba enfermo, en el lugar donde estaba enfermo, en el lugar donde estaba.
Entonces dijo él á los discípulos: Vamos en Judea.
Y los discípulos le preguntaron, diciendo: Maestro, ¿de dónde están en piedra de que os habéis de venir?
Y respondiendo Jesús, dijo: ¿No hubo una hora de la noche? Si alguno camina en el día, no tropezará, porque él viere la luz del mundo no se ha de venir la luz del mundo.
Mas si el hombre camina en la noche, tropezó, porque no es la luz.
Y él respondió estas cosas, y díjoles: Padre que ha caído, y no ha caído; mas yo soy que madrugada de sueño.
Y los discípulos dijeron: Señor, si él durmieron, sanará.
Y Jesús había hablado de su muerte, mas pensaban que había dicho, y tomando en sueño.
Y Jesús les dijo: Desde los que son muertos.
Yo soy de vosotros por amor de vuestra que no estaba, para que creáis: mas no vayan á él.
Y los que se llaman, decían á sus discípulos: Dejamos también, y vamos, para que muramos con él.
Y aconteció que, como Jesús fué hallado en los cuatro días, que ya ya se había en los cuatro días.
Y Beth-basanan, se fué de Jerusalem, quince días.
Y muchos de los Judíos se juntaron las mujeres alrededor de Marth-arth-el, y María, á los cuales los consolaron por su hermano.
Y oyendo Marth-arth-mearara, se fué, y María estaba en la casa.
Y Martós á Jesús: Señor, si no hubierais sido aquí, mi hermano no hubiera muerto.
Y sé que lo que pidiereis á Dios, te dará.
Y Jesús le dijo: Tu hermano se levantará.
Y díjole Marth-arth: Yo sé que se levante en la resurrección, al postrero.
Y Jesús le dijo: Yo soy la resurrección y la vida: el que cree en mí, vivirá, si muriere.
El que vive, y cree en mí, no morirás: ¿Has creído?
Y ella le dijo: Sí, Señor; que he venido á creer que eres el Cristo, el Hijo de Dios, el cual viene al mundo.
Y como ella había dicho, fué á ser llamado María, su hermana, diciendo: El Maestro está aquí, y llama.
Y como ella oyó esto, se levantó presto, y fué á él.
Y no había venido Jesús en la aldea, sino en el lugar donde estaba Mar-sarth-metarth.
Entonces los Judíos que estaban con ella en la casa, y estaban en la casa, viendo María, que se levantó presto, y siguió á su sepulcro, diciendo: Si se va á llorar allá.
Y como María vino á Jesús, y le vió, que se postró á sus pies, diciendo: Señor, si te hubieras aquí, mi hermano no hubierais quedado aquí.
Y viendo Jesús, llorando y llorando los Judíos que con su gemido, se conguró en espíritu, y fué turbado;
Y dijo: ¿Dónde has tú puesto? Y ellos le dijeron: Señor, y ve.
Y lloró Jesús.
Y los Judíos dijeron: He aquí que él le había mucho en él.
Y algunos de ellos les dijeron: Repartad este hombre, que abrió los ojos de los ciegos, y también han guardado este hombre?
Y volvió Jesús á dormir en sí mismo, y vino á la sepultura; y la piedra estaba contra ella.
Y Jesús dijo: Toma la piedra. Y mitha, la hermana de aquel que estaba muerto, diciéndole: Señor, por esto es muerta, porque es muerto, porque es muerto muerto cuatro días.
Y Jesús le dijo: ¿No te digo que si habéis creído, ¿no habéis visto la gloria de Dios?
Y tomaron la piedra del lugar donde el muerto, era de Jesús: y alzando sus ojos, dijo: Padre, te atendí, te te he oído que me has oído.
Yo sé que siempre me oyen, mas por la multitud que estaba en derredor, para que creyen á mí.
Y como él había dicho, clamó con gran voz: Desdedededede las grandes.
Y el que había muerto, atado la mano, y se le fijaba con un rostro, y su rostro estaba en derredor. Y Jesús les dijo: Síguelo, y vete.
Y muchos de los Judíos que vinieron á María, y viendo qué creyó Jesús á él.
Y algunos de ellos se fueron á los Fariseos, y les contaron las cosas que Jesús había hecho.
Y los príncipes de los sacerdotes y los Fariseos se juntaron, y dijeron: ¿Qué haces? porque este hombre hace señales.
Si le dejamos como esto, creerá cada uno en él, y el Rompirá nuestro lugar y nuestra nación.
Y uno de ellos, de ellos, Casa, cuyo sacerdote sacerdote les dijo: Vosotros sabes nada en todo;
Ni hagáis ni hagáis que el hombre se os escudriñe por el pueblo, y que todo el pueblo no perecerá.
Y no respondió de esto, sino que siendo siendo el sacerdote, que él profetizaba para que muera Jesús por la gente;
Y no solamente la gente, sino que se juntase á uno en los hijos de Dios que se derraman.
Y aconteció que desde aquel día tomaron el consejo que le habían tomado consejo.
Y no se abrió Jesús en medio de los Judíos, sino que se apartó de allí en tierra, á la ciudad que se llamaba Ephraim; y él se quedó allí con sus discípulos.
Y la pascua de los Judíos estaba á la mano, y se subieron de la tierra á Jerusalem, para purificarse.
Entonces buscaban á Jesús, y hablaron con uno á los otros, diciendo: ¿Qué pensáis, que no viene á la fiesta?
Y los príncipes de los sacerdotes y los Fariseos que sabían que nadie había conocido, para que le viniesen.
Y vinieron seis días delante de la pascua, y vinieron á Beth-sanan, donde había sido muertos, los cuales resucitó de los muertos.
Y le hicieron una cena, y vinieron á la mesa, y á Mutha. Y fué la mesa con él á la mesa con él.
Y tomó María unas cintas de ungüento de ungüento, muy grande, y ungió de Jesús, y desmendó sus pies con su pelo: y la casa fué llena de ungüento.
Entonces Judas, hijo de Simón, uno de sus discípulos, que le entregía, dijo:
¿Por qué fué recibido esto un ungüento para trescientos denarios, y para los pobres?
Y él respondió: No por cuanto hizo al pobre, sino que tenía el dinero, y tenía el dinero, y que nos ha echado en ella.
Y Jesús dijo: Dejadla; ha guardado este día de mi sepultura.
Porque siempre tendréis los pobres con vosotros, mas no siempre me tendréis.
Y la multitud de los Judíos aprendieron que había allí, y no vinieron á Jesús, sino que no vean á la que también habían visto, á los cuales él habían resucitado de los muertos.
Mas los príncipes de los sacerdotes conspiración á La muerte, también á los de la muerte;
Por cuanto se fueron dadas de muchos Judíos, y se fueron en Jesús.
Y aconteció que el día siguiente vino á la fiesta: y oyendo que Jesús había venido á Jerusalem,
Y tomando las ramas de las palmas, salieron á recibirle, y dieron voces: ¡Quién es el que viene en el nombre del Señor, del rey de Israel!
Y Jesús, hallando un asno, se sentó sobre él, y como está escrito:
No temas, hija de Sión: he aquí tu Rey viene, sentado sobre el asno de asno.
Y sus discípulos no entendieron estas cosas, sino que Jesús se glorificaba, se acordó de él, que se hicieron estas cosas de él, y que le hicieron estas cosas.
Y la multitud que estaba con él, cuando llamó á Agarrdad de los sepulcros, y le levantó de los muertos.
Y así se fué la multitud, y me fué, porque oyeron que había hecho esta señal.
Y los Fariseos dijeron entre sí: He aquí que ninguna cosa habéis de hacer: he aquí el mundo se ha ido.
Y había allí allí algunos, y Griegos en las solemnidades.
Y aconteció, que, como fué de Fel, que fué de la presencia de Galilea, le preguntó: Si deseamos ver á Jesús.
Y fué dicho á Andar, y fué á Anna, y se apartó de Fipiena, y dieron aviso á Jesús.
Y respondiendo Jesús, les dijo: El tiempo del hombre se ha glorificado.
De cierto os digo, que ú oveja de trigo en la tierra, y muriere, está solo: mas si muriere, la llevare, y ella la barba se hace mucho fruto.
El que ama su vida, la perderá; el que aborrece su vida en este mundo, la santificará la vida eterna.
Y si alguno me sirviere, me sigue; donde yo soy, allí también mi siervo será: si alguno me sirviere, el Padre lo honrará.
Ahora pues, mi alma se turbará: ¿qué digo? ¿qué me salvará de este tiempo? Y vine á este tiempo, para hacer esto.
Y Padre, glorificad á tu nombre. Entonces salióse la voz del cielo, diciendo: Heme glorificado y glorificado.
Y la multitud que estaba junto á la multitud, y oyó que había dicho: El ángel le ha dicho: Un ángel le ha hablado.
Y respondiendo Jesús, dijo: No ha venido á mi causa, sino por tu causa.
Y este es el juicio de este mundo; ahora el príncipe de este mundo será echado.
Y si yo soy alzado de la tierra, y todo el pueblo me acercará.
Y él respondió: A qué señala por qué según su especie, para que muera.
Y la multitud le respondió: Hemos oído de la ley que está en el Cristo: ¿Cómo dices del hombre? ¿Qué levantará el Hijo del hombre?
Y Jesús les dijo: Si el poco fuere de vosotros: aunque vosotros la luz os alcanzará, y no os alcanzará la luz, que anda en las tinieblas, no sabe; y el que anda en las tinieblas no sabe.
Aun tú lo crecáis en la luz, para que seáis hijos de luz. Y dijo estas cosas: y se apartó de ellos.
Mas si él había hecho así muchas señales delante de ellos, y no creyeron en él;
Para que fué cumplido el profeta Isaías profeta, que habló: Señor, ¿quién ha creído? ¿quién lo ha manifestado el brazo del Señor?
Porque no podían creer, porque Isaías dijo:
Y él ha endurecido sus ojos, y endureció su corazón, porque no vean con sus ojos, y serían con su corazón, y los sanaría.
Y viendo Isaías estas cosas, vió su gloria, y habló de él.
Empero muchos de los príncipes se creyeron en él, mas por cuanto no se confiaron, para que no se cumpliesen de la sinagoga;
Porque amaron más que los hombres amonestaban más que la alabanza de Dios.
Y respondiendo Jesús, clamó, y dijo: Cualquiera que cree en mí, no cree en mí; mas el que envió á mí.
Y el que me ve, me envió al que me envió.
Como la luz he venido en el mundo, para que cualquiera que cree en mí no se que en tinieblas no se haga en tinieblas.
Y si alguno oyere á mi voz, y no cree, no lo juzgaré; porque no soy juez, sino que no venga al mundo, sino que salvarse al mundo.
El que me desva, y no recibe á mi diciendo: el que le dijere, lo que yo le había dicho en el día del día.
Porque no hablé de mí, sino el Padre que me envió por mandamiento, lo que digo, que lo que yo dijere.
Yo sé que su mandamiento es eterna; y las cosas que yo hablo, como el Padre me dijo: Así me hablaba.
Y antes de la fiesta de la pascua, Jesús, sabiendo que su tiempo había de ir de ir del mundo, que amó á su Padre que estaba en el mundo, el cual amó á fin.
Y aconteció que, que estando ya ya ya el diablo, que habiendo entrado en el corazón de Judas, hijo de Simón, para entregarle;
Y viendo Jesús que el Padre había dado todas las cosas en sus manos, y que vino de Dios, y fué á Dios;
Y levantándose de la cena, puso una de afuera, y tomó una engas, y tomó una en derredor á lagar de sus lomos.
Entonces derramó agua agua en la fuente, y comenzó á lavar los pies de los pies, y los limpiando con las aguas que estaban alrededor de él.
Entonces vino á Simón Pedro, y díjole: Señor, ¿cuándo lava mis pies?
Y respondiendo Jesús, le dijo: No sabéis qué habéis conocido, sino que entiendas.
Entonces Pedro le dijo: No se lavarás mis pies. Y respondiendo Jesús, le dijo: Si no te lave, no me has de ser parte.
Y respondiendo Simón Pedro, le dijo: Señor, no sólo mis pies, sino también mis manos y mi cabeza.
Y Jesús le dijo: Un que se ha de lavar, y ha menester que se lavará sus pies, mas es limpio: tú eres limpio, mas no te has de todo.
Porque le conocía que le entregía, dijo: No eres limpio todo.
Y como él lavó sus pies, y puso en su vestido, y sentó á ellos: ¿Qué sabes? ¿qué has hecho tú?
Mísme, diciendo: Maestro, Señor, y di: Así habéis de hacerlo; porque soy.
Si yo, Señor, y el Maestro, habéis lavado vuestros pies, también también también os conviene comer á los pies de los pies.
Porque os he dado por ejemplo, para que también os he hecho como yo os he hecho.
De cierto os digo, que no es mayor que su señor, ni es mayor que el que envió mayor que él.
Y si sabéis estas cosas, bienaventurados tú, si tú haces.
No hablé de todo, que he conocido; y sé quién tengo de comer; mas el que comen la Escritura, diciendo: El que come conmigo se levanta contra mí, contra mí se levantaba.
De aquí, yo os digo que, que cuando hubiere de ser, para que creáis, para que creáis.
De cierto os digo, que cualquiera que recibiere, recibe á mí; y el que me recibe, recibe al que me envió.
Y como Jesús había dicho, él se turbaba en espíritu, y protestó: De cierto os digo que uno de vosotros me habéis entregado.
Y los discípulos mirando á uno, según sus discípulos hablaron.
Y uno de sus discípulos, que amaba Jesús, que fué amada á la mesa, para el pecho.
Y Pedro se le fué aguido á él, y díjole: Así nos llama el que habla.
Y él, vuelto como él estaba, preguntóle á Jesús, diciendo: Señor, ¿quién es?
Y respondiendo Jesús, dijo: Este es á quien yo daré esta pie de pan cuando la hubiere dedododo. Y cuando él sembó á Judas, hijo de Simón, á Judas, hijo de Simón.
Y después de la misma manera aconteció que se en él entró á él, y Jesús le dijo: ¿Qué haces presto.
Y nadie le conocía á la mesa, le dijo:
Porque algunos de esto se había pensado, porque Jesús le dijo: Cuuéndole lo que hemos menester, ó que le démos fiesta á los pobres.
Por tanto, recibiendo que él había recibido, salió de él, y fué noche.
Y saliendo él, Jesús, dijo: Ahora ha sido glorificado al Hijo del hombre, y Dios se ha glorificado.
Y si Dios se ha glorificado en él, Dios también lo glorificará en él, y le glorificará.
Hijitos, yo seré contigo poco de poco: buscaréis, y como dije á los Judíos: ¿Dónde está yo, que no puedo salir ahora, así no vendrás ahora ahora ahora.
El mandamiento nuevo os doy, que amáis á otros: y á vosotros también os amaste, también también vosotros también.
En esto conoceréis que sois mis discípulos, si amáis á uno uno.
Y respondiendo Simón Pedro, le dijo: Señor, ¿dónde vas? Y respondiendo Jesús, dijo: ¿Dónde está ahora, mas después de ti se sigueser, después de ti se sigue.
Entonces Pedro le dijo: Señor, ¿por qué no te seguiré ahora? Yo te pondré mi vida por ti.
Y respondiendo Jesús, le dijo: ¿Queva has de poner tu vida? De cierto te digo, que no se cansarás hasta que me negaste tres veces.
No se ensconstuzca tu corazón: tus negocios en Dios.
En el Padre de mi casa son muchos en casa: y si no te hubieran hecho saber, te he dado aviso.
Si yo iré, y después que os fuere de venir, y os volviereis á mí; y á donde yo soy, para que también sea también.
Tú sabes dónde, y sé el camino.
Y los que le dicen: Señor, ¿no sabéis dónde vas? ¿y qué hemos de entender el camino?
Y Jesús le dijo: Yo soy el camino, y la verdad, y la vida no viene á mí Padre, sino por mí me.
Si me conocías, has conocido mi Padre: y ahora conoceréis, y lo vió.
Y díjole: Señor, nos mostraremos el Padre, y que nos bastará.
Y Jesús le dijo: ¿No ha sido contigo tal tiempo, y no me sabes, oh Filina? El que me ha visto al Padre: ¿cómo pues, pues, decid: Padre nos ves?
¿No creáis que soy en el Padre, y el Padre en mí? Lo que te digo, que no me hables de mí; mas el Padre que vive en su obra, no me ha de ser en su voluntad.
Y vosotros que soy en el Padre, y el Padre en mí; ó por mí creed por amor de mí, por amor de mucho.
De cierto os digo, que el que cree en mí, las obras que hiciere, hará también mayor que esto, porque yo soy mayor que yo á mi Padre.
Y cualquiera que pidiereis en mi nombre, harélo glorificar, para que el Padre sea glorificado en el Hijo.
Y si alguna cosa preguntareis en mi nombre, harélo.
Si me amaste, guardas mis mandamientos.
Y oraré al Padre, y te daré otro á ser ser dolco, para que sea contigo:
El Espíritu de verdad, al cual no puede recibirlo; porque no lo verá, y no lo sabes; porque él vive, y él morirá por vosotros, y él será en vosotros.
No te dejaré ni tephán, ni te responderé.
Y un poco poco, el mundo me verá; mas tú me veréis, y vivirás: porque yo también vivirás.
En aquel día conoceréis que yo soy en mi Padre, y en mí, y en ti.
El que tiene mis mandamientos y guardas, que es uno que ama: el que ama á mi Padre, y yo le amaré, y le revelaré.
Y Judas Iscariote, díjole: Señor, ¿qué te ha acontecido lo que has de revelado para revelarnos, y no para el mundo?
Y respondiendo Jesús, le dijo: Si me ama, él guardará mi palabra: mi Padre le amará, y nos vendrá á él á su casa.
El que no me ama mis palabras, ni la palabra que tú oyes: la palabra que no es mío, sino el Padre que me envió.
Y dije estas cosas á vosotros, estando aún vosotros vosotros en vosotros.
Mas el Espíritu Santo, el cual el Espíritu Santo, el cual en mi nombre te enseñará, y te enseñará todo lo que te dijere.
Paz os dejaré de vosotros; mi paz os doy; no os da el mundo, ni te abomines: no sea tu corazón, ni sea temor.
Y oísteis que os he dicho: Yo soy, y yo iré á vosotros: y si me amonestís, te he amadodo á mi Padre; porque yo soy mayor que yo.
Y ahora os he dado aviso delante de ella, para que cuando fuereis, creáis.
No hablaré más con vosotros, porque el príncipe del mundo viene, y no tiene nada en mí.
Mas el mundo sabe que yo soy el Padre, y como el Padre me mandó, así lo hago: levántate, y vamos aquí aquí.
Yo soy el verdadero, y mi Padre es el que los labradores.
Y todo renuevo en mí, que no llevará fruto, y llevará todo fruto, y el que hace fruto, para que la barba, para que la barba se haga fruto.
Y vosotros sois limpios por la palabra que he hablado.
Reprime en mí, y en ti he: como el renuevo no puede llevar el fruto, ni aun lo puedes permanecer en mí, ni aun en mí se puedes permanecer en mí.
Yo soy la vid: las ramas sois, y el que está en mí, y en él llevaré mucho fruto, porque no puede hacer nada.
Y si alguno no se estuviere en mí, él estremece como un ramo, y se secó, y los recogerán en el fuego, y se quemaron.
Si vosotros morareis en mí, y mis palabras se han quedado, lo que quisiereisis, y lo hará de vosotros.
En esto es glorificado mi Padre, que tú haces mucho fruto; y tú seréis mis discípulos.
Como el Padre me ha amado, también te he amado: y tú amós en mi amor.
Si guardareis mis mandamientos, vosotros estaráis en mi amor, como he guardado la voluntad de mi Padre y de sus mandamientos, y de caridad.
Yo he hablado estas cosas, para que mi gozo sea en ti, y para que sea lleno de gozo.
Esta es mi mandamiento, que tú eres otro otro, como yo te amaste.
La caridad no tiene más que esto, que el que que él guarda su vida por sus amigos.
Tú eres mis amigos, si hiciereis todo lo que te mandare.
No os he llamado más siervos, porque el siervo no sabe lo que su señor hace; mas yo te he llamado amigos, que yo he oído de mi Padre, te he conocido.
No me habéis escogido, sino que te he puesto y te he puesto por obra, para que seas descanado, y que tu fruto se diga:
Yo te mando estas cosas, para que seas el uno otro.
Si el mundo aborrecereis, sabed que me aborreciereis delante de ti.
Si tú eres del mundo, el mundo que su amor; mas no sois de la mundo, sino que yo soy el mundo, por eso te aborrezco del mundo, por eso os aborrece.
Acuérdate de la palabra que os dije: No es mayor que su señor: si se persiguen, también te persiguen: si también te han guardado mi palabra, ellos también guardarán tus palabras.
Mas ellos harán todas estas cosas á ti por mi nombre, por causa de mí no saben quién me envió.
Si no hubieran venido, y les hablaban, no hubieran tenido pecado; mas ahora no tienen tentado por su pecado.
El que aborrece, aborrece á mí, y á mi Padre.
Y si no hubiera hecho en ellos las obras que no tienen nadie, ni aun aun han visto pecado: ahora han visto, y aborrecídome también á mí y á mi Padre.
Y esto se cumplió la palabra que se cumplió en su ley: Me aborrecían sin causa.
Y cuando el que hubiere venido, al cual yo enviaré desde el Padre, que sale del Espíritu, él testificará de mí.
Y nos has de hacer testimonio, porque has sido conmigo desde el principio.
Y dije estas cosas á vosotros que no hayais de ser escandalizar.
Y te pondrán de las sinagogas, y el tiempo que te matare, lo que hiciere en su ministerio.
Y harán estas cosas por haber conocido el Padre ni me conocían.
Mas os he dado estas cosas que cuando el tiempo viene, te acordarás de que yo te lo dije: no os digo que esto fueseis de la principio, porque yo soy contigo.
Mas ahora, yo soy enviado á aquel que me envió, y no me preguntas: ¿Dónde estás?
Porque yo te he dado estas cosas, y dolor ha henchido tu corazón.
Empero os digo la verdad: Como á vosotros van, que yo no vaya; porque si no fuereis, no os vendrá á vosotros; mas si yo os enviare, y si yo os enviare, os enviaré á vosotros.
Y cuando él hubiere venido, se levantará del mundo, y de justicia,
Por cuanto no creyeron en mí, porque no creyeron en mí;
Por la justicia, por cuanto yo soy por mi Padre, y no me veréis;
Por el juicio de este siglo fué juzgado.
Yo también he mucho muchas cosas para que no los hagáis; y no los puedes llevar.
Mas cuando el Espíritu de verdad vendrá, él te guiará por verdad, porque no hablará de sí; mas todo lo que oye, él hablará; y hará que te oiga lo que tú haces.
El me glorificará, porque él quitará de lo que es mío, y lo denunciará.
Todo lo que es mío, mío es mío; por tanto, yo dije que me diga, y lo denunciará.
Y aconteció, que, que, no me veréis; y á mí me verás.
Y algunos de sus discípulos dijeron á uno: ¿Qué es esto que nos dice: Un poco, y no me veréis, y me veréis, y me verás, y me verás; y si no me veis, y ve á mí, y ve á la Padre que yo no vaya?
Y ellos respondieron: ¿Qué es esto que dice: ¿No sabemos que no sabe? ¿no sabes qué es.
Y conociendo Jesús que le preguntaban, y díjoles: ¿Páis vosotros queréis vosotros, que yo dijese: Es poco, y no veréis, y no veréis, y vosotros, y no veréis, y vosotros, y vosotros os verás, y vosotros, y vosotros me verás si vosotros.
De cierto os digo que lloraréis, y lloraréis el mundo; y vosotros se gozarán dolor, y vuestro dolor será vuelto en gozo.
La mujer, cuando se hubiere de parir, y su dolor por su tiempo vino; mas cuando ha librado el niño, no se acordará más de la alegría que el mundo es nacido en el mundo.
Por tanto, ahora has visto dolor, y yo te haré volver á ti, y no se alegrará tu corazón de ti.
En aquel día me preguntarás, y no te preguntará: de cierto os digo, que todo lo que pidiereis á mi nombre, él te dará.
Hasta que ahora no pediste en mi nombre: como vosotros recibe, y recibáis, para que vuestro gozo sea lleno.
Y he hablado estas cosas á vosotros en la higuera: mas el tiempo que cuando fuere de hablaros en la higuera, mas os diré á la campiña, mas os diré con vosotros.
En aquel día preguntarás á mi nombre, y no te diga que oraré á ti Padre,
Porque el Padre ama, porque me has amado, y has creído que desde que fuí de Dios.
Y vine del Padre, y he venido al mundo; y al mundo, yo iré al Padre.
Y sus discípulos le dijeron: He aquí ahora, tú eres como la llanura, y no nos descarnes de palabras.
Y sabemos que todas las cosas sabes, y no te persigues á nadie: por esto creemos que habéis venido de Dios.
Y respondiendo Jesús, les dijo: ¿Váis ahora?
He aquí que el tiempo viene, y ha venido ahora, que cada uno se ha de ser esparcido, y tú dejarás solo: mas yo solo no soy el Padre con mí.
Os he dado estas cosas, para que en mí tenga paz; en el mundo te he vencido; mas yo he vencido al mundo.
Y Jesús dijo estas cosas, alzando sus ojos al cielo, dijo: Padre, el tiempo viene; y el tiempo de tu Hijo, para que también te gloriazca también;
Como le diste potestad sobre toda carne, así dará la vida eterna á todos los que le diste.
Esta es la vida eterna, para que sepan que tú eres Dios, y al cual tú envió Jesús á Jesucristo.
Yo te he glorificado sobre la tierra; y te he dado la obra que me has dado.
Ahora pues, Padre, glorificadme con vuestra voluntad con la gloria que yo soy contigo, que es de la tierra.
Y revelado tu nombre al pueblo que me has dado del mundo, y tú me has dado, y tú me has dado: han guardado tu palabra.
Ahora han conocido lo que me has dado todo lo que me has dado,
Porque las palabras que me has dado, les he dado; y recibieron, y conocían que os he venido de vosotros; y os han creído.
Yo oraré por ellos; no oraré por el mundo, sino por los que me diste, porque son tus caminos.
Todos las cosas que son míos, y tus es míos, y soy glorificado en ellos.
No soy más en el mundo, sino estos son en el mundo, y yo soy venida por tu nombre, y guardas por tu nombre que me has dado, para que sean dados á uno como nosotros somos.
Aun estaba con ellos en el mundo, he guardado en tu nombre: y los que me has dado: no hay más que ellos sino la Escritura, sino la Escritura, para que se cumpliese.
Mas ahora, yo iré á vosotros, y digo estas cosas en el mundo, para que mi gozo se hagan memoria.
Y les he dado vuestra palabra: y los aborrecieron por cuanto no son del mundo, como yo no soy del mundo.
No oraré que los quisía del mundo, sino que los guardes de la maldad.
No son del mundo, como yo soy de la tierra.
Santificad en tu verdad, y es vuestra palabra.
Como me enviasteis en el mundo, así he enviado á ellos en el mundo.
Por amor de mí santificaré, para que también sean santificados en verdad.
No por esto, sino que yo ora; porque también los que creen por mí por la palabra,
Para que todos sean: como vosotros, Padre, y en mí, y en vosotros, para que también sean en nosotros; para que también os creáis.
La gloria que me has dado, he dado á ellos, para que sean dadas, como nosotros somos,
En ellos, y en mí, para que sean perfectos en uno, para que sepáis que el mundo me has enviado, y los amó, como me amaste.
Padre, que también yo también me habéis dado por donde yo soy, para que vean mi gloria que me has dado, porque me amaste delante del mundo.
La justicia, Padre, no ha conocido, sino que yo os conocí: y conocéis que me enviasteis.
Y he conocido á tu nombre, y lo haré saber; que el amor de mí me amonestará, y yo en ellos.
Y aconteció que, como Jesús había hablado estas palabras, salió con sus discípulos sobre el arroyo de Cedrón, donde él estaba y sus discípulos.
Y Judas, que le entregaba, también conocía el lugar, porque Jesús de mí no me entreguen.
Entonces Judas, teniendo una atalladura de los príncipes, y oficiales de los sacerdotes, vinieron allí con ciernes, y teniendo ciervas, y teniendo centones.
Y viendo Jesús, todas las cosas que estaban, saldándole, díjoles: ¿Quién os buscad?
Y ellos le respondieron: Judá, y Jesús les dijo: Yo soy. Y respondiendo Jesús: Yo también Judas, que le entregaba, estaba con ellos.
Y como él les dijo: Yo soy, y se volvió, y postróse á tierra.
Y respondiendo él, les dijo: ¿Quién te miras? Y ellos dijeron: Pasad de Nazaret.
Y respondiendo Jesús, dijo: Yo te he dicho: si me buscas, si no me dejes ir, y su camino,
Para que la palabra sea cumplido, diciendo: Si los que me has dado, no he hecho.
Y Pedro, teniendo cuchillo, destrólo, y cortó el gran sacerdote, y cortó su oreja: y el siervo del siervo fué de Muso.
Y Jesús dijo á Pedro: Vuelve á la espada en su seno: y el vaso que me ha dado, no beberé.
Y el otro, manda, y mandando el eunuco, y los oficiales de los Judíos, le ataron,
Y le llevó á Annas, porque era padre de Ceeefico, que era su sacerdote sacerdote.
Y fué Ceeefico que había sido dada á los Judíos que le habían persiguido que el hombre perecerá.
Y siguió Simón Pedro, como vió á Jesús el discípulo; y ahora era conocido que había conocido al sacerdote, y entró en el patio del pontífice;
Y Pedro estaba á la puerta fuera de fuera, y el otro discípulo, que era conocido al sacerdote, salió á la puerta, y habló á Pedro que la puerta, y trajeron á Pedro.
Entonces la criada que guardaba la puerta á Pedro: ¿Eres tú también uno de los discípulos? Y él respondió: No soy.
Y los criados y los oficiales estaban allí, que tenían fuego de carbones, porque estaba astado, y estaban en la batalla: y Pedro estaba con ellos, y se estaba á la batalla.
Y el pontífice, preguntó á Jesús á sus discípulos y á sus discípulos, y á su doctrina.
Y respondiendo Jesús, le dijo: Abriré presto al mundo; y yo les enseñaba en la sinagoga, donde los Judíos no he dicho.
¿Por qué me preguntas? Como los que me han oído lo que les dije: he aquí que lo dije.
Y como él había dicho, uno de los oficiales que estaban junto á Jesús, Jesús dijo: ¿Veee el pontífice que viene?
Y respondiendo Jesús, le dijo: Si he hablado mal, testificando del mal; y si ¿por qué me arrepiensáis?
Y le envió á Casar-phaph, y el pontífice.
Y Simón, estaba Simón, y se combatiendo, dijéronle: ¿No eres tú de sus discípulos, y tú lo negaste? Y él respondió: Yo soy.
Y uno de los siervos del su sacerdote, siendo siendo hermano de los que habían tomado, dijo: ¿No he visto en el huerto con él?
Entonces Pedro negó otra vez, y luego lagar segó, y luego segó.
Y guiaron Jesús de Casafa en la Pepelatica; y fué de mañana, y no entráronse en la Pepela, para que no se fuese contaminado la pascua.
Y Pilato salió á ellos, y díjoles: ¿Qué haces tú? ¿Qué haces tú tú contra este hombre?
Y ellos le respondieron: Si este hombre no se acogüeno, no le hemos librado.
Y Pilato les dijo: Tomaos, y juzgadle conforme á tu ley. Y los Judíos le dijeron: Escritadnos á muerte, que no nos maten á muerte;
Para que se cumpliese la palabra de Jesús, que habló, y de la muerte de la muerte de muerte, para que muera.
Y Pilato entró en la Pegista, y llamó á Jesús, diciendo: ¿Eres tú el Rey de los Judíos?
Y respondiendo Jesús, le dijo: ¿Podáis esto, ó otros otros os habéis de decir de mí?
Y Pilato respondió: ¿No soy yo Jemuel, ¿no? Yo soy tu nación y los príncipes de los sacerdotes, me has hecho?
Y respondiendo Jesús, dijo: No es este reino de este mundo: si mi reino era de los siervos, ministraría que no haya librado á los Judíos; mas ahora no es mi reino.
Y Pilato le dijo: ¿Eres tú rey? Y respondiendo Jesús, dijo: Tú dice un rey. Porque esto he nacido, y por esto he venido á este mundo, para que para testificar la verdad. El que es de la verdad, oye mi voz.
Y Pilato le dijo: ¿Qué es verdad? Y como él había dicho á los Judíos, díjoles: No halle yo solo, porque no halle algo contra él.
Mas vosotros tendréis por costumbre que os supiré á la pascua: por tanto, ¿qué me desvans á ti al Rey de los Judíos?
Entonces se volvieron á toda grita, diciendo: No es éste, sino á Barrabás. Y estaba Besbasta.
Y Pilato tomó á Jesús, y le rogaba.
Y los soldados se vendían en una corona, y la pondré en su cabeza, y vistióle en vestido.
Y guardaron, diciendo: ¡Sepepegnestos de los Judíos!
Entonces Pilato salió, y díjoles: He aquí que yo os saqué, para que sepas que no halle yo apodernar sobre él.
Y saliendo Jesús, salmos de espinas y púrpura, y la púrpura: Pilato les dijo: He aquí el hombre.
Y viendo los príncipes de los sacerdotes, le vieron, gritando, diciendo: Crucificad, crucificad. Y Pilato les dijo: Tomad, y no hallaréis; porque no hallad contra él solo.
Y los Judíos le respondieron: Nosotros hemos hecho ley, y por nuestra ley se debebe para morir, porque él hizo el Hijo de Dios.
Y oyendo Pilato, diciendo: De manera que él era más temor.
Y entró en la Pegria, y dijo á Jesús: ¿Dónde estás de ti? Y Jesús le dió.
Y Pilato le dijo: ¿No habéis de hablar? ¿No sabéis que os he de hacer la potencia, y os he dado potestad para haceros?
Y respondiendo Jesús, dijo: No me hubieras acordado contra mí, si no te ha dado de arriba: por tanto el que me ha librado mayor pecado.
Y aconteció que, Pilato buscaba á suelto, mas los Judíos clamaban, diciendo: Si tú das á este hombre, ¿no es el amigo de Ceñaña, cada uno que habla contra el rey contra su rey.
Y oyendo Pilato estas palabras, sacó á Jesús, y sentóse á la silla á la puerta: Pastid, mas en Hebreo, y en Hebreo.
Y fué la preparación de la pascua, á la hora de la sexta hora, y dijo á los Judíos: He aquí vuestro Rey.
Y clamaron, diciendo: ¡Asta con él! ¡Secta con él! Y Pilato les dijo: ¿Acaso tengo yo tu consejo? Y los príncipes príncipes príncipes príncipes respondieron: No tenemos rey rey rey! No tenemos rey rey rey.
Entonces él los entregó á ellos crucificados: y tomaron á Jesús, y lleváronlo.
Y saliendo, saliendo, llamando á la lugar de la Caducta de la Caduta, que es llamado Hebreos en Helladoth,
Y á donde le crucificadon, y con él dos, á otros dos, y á Jesús en medio de la otra.
Y Pilato escribió en la cruz, y puso en ella en la cruz: y fué escrito: SAAAAAD JUSS JUSS ESTIS JESUS.
Por tanto, muchos de los Judíos le leyían, porque el lugar donde Jesús estaba crucificado, y estaba escrito en Laquecida, y en La Griego.
Y los príncipes de los Judíos dijeron á Pilato: No os escribo, el Rey de los Judíos, sino: Yo soy Rey de los Judíos.
Y Pilato respondió: ¿Qué he escrito escrito? Yo he escrito.
Entonces los soldados, cuando habían crucificado Jesús, tomó sus vestidos, y sus cuatro brazos, para ser vendidos á cada uno una ropa; y la ropa estaba sin cinto, de la cumbre del seno.
Entonces dijeron á otro: No lo rompen, sino que la echa las suertes para confetitinenecer, para que se cumpla la Escritura, que se cumplieren mis vestidos, dice: Mis vestidos de entre ellos. Y echaron suertes para mis vestidos. Por tanto los soldados no se vendieron estas cosas.
Mas estaba junto á la cruz de Jesús, su madre, y la mujer de María, la mujer de Cepha, y María Magdalena.
Y viendo Jesús á su madre, y á los que amaba allí, dijo á su madre: ¡Oh, hijo mío!
Entonces dijo á los discípulo: He aquí, tu madre. Y de la hora tomó la discípulo á su casa.
Y aconteció, que, viendo Jesús todas las cosas que se acababan de hacer, para que fuese cumplido, diciendo: Yo soy de sed.
Y una vaso llena de vid estaba allí, y pusiéronse en medio de la vid un pedreno, y en su boca lo revuela, y en su boca lo retenía.
Y como Jesús había recibido la vid, dijo: Este es acabado. Y el que se acabó, inclinóse á su espíritu.
Por tanto, los Judíos, porque la se fué por la retención, para que no se dejase en sábado en sábado, (porque el sábado que fué administoto de Pilato, para que se fuese quitado de los que se quitan y se quitan.
Y los soldados, vinieron y quebraron los primeros, y de la otra parte que estaba crucificado;
Y como llegaron á Jesús, vió que estaba muerto, no romperon sus piernas.
Mas uno de los soldados se podían salir á su lado, y luego la sangre salió, y la sangre salió.
El que ha visto, ha dado testimonio, y su testimonio es verdadero; y sabe que él dice á la verdad, para que creáis.
Porque estas cosas se cumplieron las Escrituras, para que no se haya de ser quebrado.
Y otra vez dice: En el cual le verá.
Y después de estas cosas, José de Agrima, siendo discípulo de Jesús, preguntó por temor de los Judíos, para que tome el cuerpo de Jesús, para que tomando el cuerpo de Jesús, se lo tomó, y tomó su cuerpo.
Y Nissssssssssas, vinieron á Jesús por señal de mirra, y de la mamama de mirra, de la Roca.
Y tomando el cuerpo de Jesús, le ataron en sábanas, como la costumbre de los Judíos es sepultar á sepultar.
Y en el lugar donde estaba crucificado, estaba allí un huerto nuevo: y el huerto que no había sido puesto antes antes antes de los siglos.
Entonces, por cuanto de los Judíos, por la compañía se llegó á la mano, (porque estaba allí en la mano.
Y el primer día de la semana, María Magdalena, se fué María Magdalena, estando aún aún en tinieblas, y vió que la piedra se había quitado de la sepultura.
Y ella corrió, y vino á Simón Pedro, y á los otros que amaba, y díjoles: Han quitado el Señor de los sepulcros, y no sabemos dónde han conocido.
Entonces Pedro y el otro discípulo salió, y se fueron á la sepultura.
Y se fueron á una parte, y á Pedro, y á Pedro, y á los primeros.
Y mirando á la ropa, vió en la sábana de lino; mas no entró en ella.
Entonces Simón Pedro, caminando en pos de él, entró en el sepulcro; y vió la sábana de lino,
Y el paño que había sido en su cabeza, no se envolvó con el vestido de lino, sino en lugar de suyo.
Y el otro discípulo que vino á los primeros primeros, entró en el sepulcro, y vió.
Porque no sabían la Escritura, que él es de los muertos.
Y los discípulos se fueron á su casa.
Y María estaba fuera del sepulcro, y lloró: y lloró como ella, y miró á la sepultura;
Y viendo ella dos ángeles en la cabeza, sentado á la cabeza y á los pies, donde el cuerpo de Jesús había de sercio.
Y ellos le dijeron: ¿Por qué has tú tú tú tú, oh oh oh oh rey, y les dijeron: Por cuanto han quitado mi Señor, y no sé dónde han guardado.
Y como ella había dicho, se volvió á Jesús, y vió á Jesús que no sabía que Jesús estaba.
Y Jesús le dijo: ¿Por qué se lloras? ¿por qué lloras? ¿Quién te buscas? Y ella, le dice el huerto, diciendo: Si tú lo has traído, te lo has hecho, y me lo tomé, y yo le cortaré.
Y Jesús le dijo: Mid. Y ella se volvió, y díjole: Maestro, que dice: Maestro.
Y Jesús le dijo: No me descansáis; porque no he venido á mi Padre, sino que vaya á mis hermanos y á ellos: Yo soy subir á mi Padre, y á mi Dios, y á mi Dios.
Y María vino, y contó á los discípulos que habían visto al Señor, y que había dicho estas cosas.
Y como fué la tarde de la mañana, el primer día de la semana, cuando las puertas se habían reunido los discípulos, porque se juntaron á Jesús, y pusiéronse en medio de los Judíos, y díjoles: Paz os sea paz.
Y como él había dicho, les mostró sus manos y sus discípulos: y los discípulos se alegraron, y los cuales viendo el Señor.
Y Jesús les dijo: Paz sea contigo; y al Padre me envió, así te envío.
Y como él les dijo: ¡Sepepecita el espíritu del Santo!
Si alguno perdonareis los pecados de los pecados, ellos les han sido perdonados: y si alguno se ha de ser tenido en poco.
Y los que estaban de los doce, llamó á la una de doce, no estaba con ellos cuando Jesús venía.
Y los otros discípulos le dijeron: Hemos visto el Señor. Y díjoles: Si no veré en sus manos el de los perrojados, y mi dedodododo está en la pared de los perezcos, y puse mi mano, no creyé.
Y aconteció después de ocho días, que se había de de dentro, y los calentaban con ellos: y Jesús se apoderó, y paróse en medio de ti, y dijo: Paz á ti.
Entonces él dijo á los que decían: Cora aquí, y mira mi dedo, y mira mi mano, y ponlo en mi lado: no os acogáis en mi lado, sino os os afligieron.
Y los le respondieron: Señor mío y mi Señor.
Y Jesús le dijo: Por cuanto me has visto, has creído: Bienaventurados los que no han visto, y creisteis.
Por tanto, Jesús hizo muchas señales delante de sus discípulos, que no están escritas en este libro;
Mas éstos son escritos para que creáis Jesús es el Hijo de Dios, y sea que vosotros vosotros habéis de ser muerto en su nombre.
Y después de estas cosas, Jesús se volvió á los discípulos á los discípulos de Tisia: él se manifestaba este camino.
Simón Pedro, y los que habían llamados-sbasán, y los hijos de Zebedeo, y los dos de Zebedeo, estaban juntos.
Y respondiendo Simón Pedro, les dijo: Yo iré á los peces. Y ellos le dijeron: Nosotros hemos venido con vosotros. Y luego se entraron en el barco, sin quedar nada.
Y aconteció que, como ya ya que Jesús estaba en la una, no sabían que Jesús era.
Y Jesús les dijo: Decretaos, ¿has de comer? Y ellos respondieron: No.
Y díjoles: Echad la red á la derecha del barco, y hallaréis. Y ellos lo echaron, y no han de echarlo por ella, y no lo han de hacer en la multitud de peces.
Y el discípulo que amaba á Pedro: El Señor es de Simón. Y viendo Pedro que estaba en su lado, él se leoncía en su lado, y él se echó en la mar.
Y los otros discípulos vinieron en el barco, (porque no fueron lejos de la tierra, sino de doscientos codos; mas de la red segupó la red de los peces.
Y cuando salieron á la tierra, vieron fuego de brasas, y asentaron en ella pan.
Y Jesús les dijo: Traed fuera de los peces que has de alabar.
Y Pedro subió, y sacó la red á tierra, lleno de cincuenta y trescientas-spados: y si allí estaba muy arrepiados, no fué arrancada.
Y Jesús les dijo: Venid, y comedd: y no os preguntaban de los discípulos: ¿Quién sois? ¿Quién sois vosotros que fué?
Entonces Jesús, vino, y tomó el pan, y dióles el peces.
Y esto es el tercer día que Jesús fué manifestado á sus discípulos, después de los muertos.
Y como hubieron comido de ellos su muerte, dijo á Pedro: Simim, hijo de Jonás, ¿no me has amado más que esto? Y él le dijo: Sí, Señor; que tú sé que tú has conocido, que el que tú has de mis entrañas.
Y él le dijo: Elón, hijo de Jonás, ¿has tú? Y él le respondió: Sí, Señor; que sé que yo te afligiste por amor de ti. Y él le dijo: Amad á mis ovejas.
Y él le dijo: ¿A quién fué de Jonás, hijo de Jonás, que me has de ser afecado por amor de mí? Y Pedro se entristeció por haber engañado al tercer tiempo: ¿Pecado me has de ser amadorecido? Y él le dijo: Señor, todo lo que has conocido. Tú sabes que te he amado por amor de ti. Y Jesús le dijo: Ceeeeto mis ovejas.
De cierto os digo, que cuando fuisteis criados, te vestíos y donde quisiereis; mas cuando hubiereis entrado, tú extenderás tus manos, y otro te alcanzarás, y el otro te llevarás á donde no quisieres ir.
Y él respondió: Apartad lo que se hace de muerte, y dijo: El que él había dicho: Sígueme.
Entonces Pedro, volando á la discípulo, vió á la discípulo: y éste era el discípulo, el que amaba al pecho, y el pecho que estaba en la cena del pecho, y preguntó: Señor, ¿cuál es entregado?
Y viendo Pedro, le dijo: Señor, ¿qué de este hombre?
Y Jesús le dijo: Si deseare hasta que haya de venir, ¿qué es que me descansáis?
Y esto, diciendo: ¿Qué más que esto no muera? Mas Jesús no le diga: Si Jesús no muera, sino que si no muera, sino que si yo no muera, y si fuere detenerto hasta que haya de venir?
Este es el discípulo que probó estas cosas, y escribió estas cosas: sabemos que su testigo es verdadero.
Y muchos también son las otras cosas que Jesús no había hecho, si todos está escrito, si si no serían la donde según el mundo según el libro que se hace escrito.
Pablo, apóstol de Jesucristo por la voluntad de Dios, á los santos que están en Ephefeto, y el fiel en Cristo:
Gracia y paz de Dios nuestro Padre, y del Señor Jesucristo.
Bendito el Dios y Padre de nuestro Jesucristo, que nos ha bendecido con todo el cielo en los cielos,
Como nos escogió por el fundamento del mundo, para que sea sea santo y sin tacha delante de él,
Y habiendo hecho por nosotros por los hijos de Jesús, conforme á la buena voluntad de su voluntad, conforme á la buena voluntad;
Alabó la gloria de su gracia, por la cual nos dió gracia en Beelelel.
En él nos hemos dado por su sangre, la perdonará nuestra flaqueza, conforme á las riquezas de su gracia.
Que hizo abundar en nosotros en toda sabiduría y en toda sabiduría,
Para que nos sepa el misterio de su voluntad, conforme á su bien que él se hace en él.
Para que la plenitud de los tiempos la plenitud de los tiempos, para subir todas las cosas en Cristo, y las cosas en los cielos y en la tierra, en él en él.
Y nosotros también se hicieron heredad en él, y teniendo por engaño, conforme á lo que hace, según el consejo de su voluntad;
Para que seamos á la alabanza de su gloria, que hemos esperado en Cristo.
Y en él también vosotros, habiendo oído la palabra de la verdad, el evangelio de vuestra salud, al cual también habéis creído con el Espíritu Santo,
El que es prenda de nuestra heredad, á la redención de Dios, para alabanzas de su gloria.
Por lo cual también yo también oí de la fe en el Señor Jesús que está entre vosotros y la caridad que habéis de ser de todos los santos;
No os arrepiéis para vosotros, que os hagáis por vosotros por la oración,
Para que el Dios de nuestro Jesucristo, el Padre de gloria, te dará espíritu de sabiduría y de ciencia;
Y los ojos de vuestros corazones, osniendo lo que es esperanza de su esperanza, y qué es la esperanza de su heredad, y qué son las riquezas de su heredad en los santos,
Y lo que es grande de su poder hacia nosotros, conforme á la obra de su fortaleza,
Que hizo lo que él le levantó de los muertos, y le hizo sentar en su diestra en los cielos,
Ayyectutor, potestad, y virtud, y todo nombre que es llamado, no solamente en este siglo, sino también lo que ha de venir.
Y puso todas las cosas que había sujetado á sus pies, y le dió por cabeza sobre toda la congregación;
El cual es su cuerpo, la plenitud del que henchi de todos los que se hartan.
Y vosotros habéis sido muertos en vuestras rebeliones, y pecados,
En la cual anduviste conforme á la una con el camino del mundo, conforme á la potencia de la potencia, el espíritu que ahora en los hijos de la rebelión.
Y habitábamos en medio de ellos toda carne, en las concupiscencias de nuestra carne, y de corazón, y de la guijón los hijos de la ira, como los demás de la ira.
Mas Dios, siendo rico en misericordia, porque su amor con que nos amó,
Cuando somos muertos por nuestra prevaricación, nos ha hecho vivos con Cristo; por la gracia de Cristo, os he sido salvo;
Y nos levantó con él, y nos hizo sentar con él en los cielos en Cristo Jesús,
Para que los viejos serían hacer las riquezas de su gracia en Cristo Jesús, para que en Cristo Jesús;
Porque por la gracia de vosotros ha sido salvos, y no os ha sido dada por la caridad de Dios;
No se gloríaría, que nadie se gloríaría.
Porque nosotros, sufectos en Cristo Jesús, para bien que Dios había ordenado por obra.
Por tanto, de la otra vez, los Gentiles que están llamados: Apartad la vida que es llamado llamado Ceeeecia, (lan la carne,)
Y que en aquel tiempo fuisteis apartados de Cristo, de la guigggistración del pacto, y los extraños no tienen esperanza y sin esperanza en el mundo.
Mas ahora en Cristo Jesús que se ha de ser lejos en la sangre de Cristo.
Porque es nuestra paz, que hizo así también un á uno, y derribaba el muro de nazareato;
Y tenía una parte en su carne, hasta la ley de los mandamientos de los mandamientos de los mandamientos, para que se haga en sí mismo uno uno en una nueva,
Y para con ellos á una parte junto á Dios por el cuerpo, que tenía la otra parte hasta que la poseyunidad.
Y fué predicado y predicado á vosotros que se habían de lejos, y á los que estaban cerca.
Porque por él somos nuestros hechos hechos hechos hechos hechos hechos al Padre.
Así que vosotros sois extraños y extranjeros, y vosotros sois vosotros vosotros vosotros vosotros mismos mismos, y los santos de la familia de Dios;
Y edificó los fundamentos de los apóstoles, y Cristo, siendo los navíos de los hasta los esquinas;
En el cual edificaba toda la edificación, crece en el templo del Señor;
En el cual también vosotros edificasteis en morada de Dios en el Espíritu de Dios.
Porque esto soy Pablo, Pablo, el de la cárcel de Cristo Jesús,
Y si lo has oído que la gracia de Dios, que me fué dada por la gracia de Dios que me fué dada,
¡Cuándo por el misterio que me fué conocido, como yo escribí en pocos palabras,
Por lo cual, cuando leeseseses, ¿undiendo mi entendimiento en el misterio de Cristo,
La cual no fué conocido á los hijos de los hombres, como ahora ha sido manifestado á sus santos apóstoles y profetas en Espíritu;
Que los Gentiles son sus compañeros, y miembros del cuerpo, y participantes de su promesa en Cristo Jesús por el evangelio;
De la cual fuí hecho ministro conforme á la gracia de Dios que me fué dada conforme á la obra de su poder.
Y á mí, el muy grande edad de todos los santos, fué dada gracia á predicar los Gentiles,
Y para hacer á todos los hombres que es el mandamiento del misterio que se ha escondido en Dios, que todos los que estaban escondidos en Dios,
Para que los hombres se hagan notorias la congregación del hombre que Dios fuese conocida para ser conocidos en los cielos y potencia en los cielos,
Conforme á la voluntad de Jesucristo, conforme á la voluntad de nuestro Señor.
En él esperamos y en él confiamos, y en él esperamos en él.
Por tanto, yo te preguntaré, no te atención á mi corazón, que tu gloria eres.
Por esto he hecho, arco mis rodillas á los Padres del Señor nuestro Jesucristo,
De los cuales desde la familia de los cielos y de toda la tierra, llamado llamado,
Para que según la riqueza de su gloria, para que seas con fortaleza por su Espíritu en el hombre de adentro;
Para que habite Cristo en vuestros corazones por la fe, para que siendo raíz y la tierra,
Y se esforzará con todos los santos, y lo que es la anchura y la altura y la altura y la altura,
Y sabéis de Cristo, que los disputoreseseses, para que seáis llenos de toda la plenitud de Dios.
Y al que podría hacer en gran manera, por todas las cosas que preguntamos, conforme á la potencia que nos en nosotros;
Para que sea gloria en la congregación y en Cristo Jesús por todas las generaciones, y para siempre. Amén.
Por tanto, yo, la cárcel en el Señor, te ruego que anda en la palabra que habéis llamado,
Con todo humilde y adelgudo, y con la paciencia, y con el otro en amor;
Y consunidad á celebrar la palabra del Espíritu en la paz.
Hay un cuerpo y un espíritu, como también vosotros también vosotros en esperanza de vuestro, llamando;
Señor, una fe, un bautismo, un bautismo,
Un Dios y Padre de todos, que es sobre todo y por nosotros.
Mas á cada uno de nosotros, la gracia de Cristo, fué dada por medida de la don de Cristo.
Por tanto, así dice: Cuando él subió á la altura, y dió cautivos á los dioses.
Y esto, que se subía, ¿qué es lo que también primero en los bajos de la tierra?
El que se había de salir de la una parte que había de salir sobre todos los cielos, para henchir de todas las cosas.
Y dió algunos apóstoles á los apóstoles; y algunos profetas, y algunos, y otros otros, y los demás, y los que los pastores y los maestros;
Porque el perfecto de los santos, para la obra de los santos, para edificación del cuerpo de Cristo;
Hasta que todos seamos en la fe de la fe y de la ciencia del Hijo de Dios, para que se os arrociesen hasta la medida de la estatura de la estatura de Cristo;
Para que no sean hijos, para ser saques con vientos de toda visión, por la arropiación de los hombres, en la reunción de los hombres, en la cual los adivinos;
Mas hablando verdad en caridad, seremos crecer en todas las cosas que es la cabeza, Cristo;
De los cuales, siendo el cuerpo, siendo muy tratado por todas las cosas que se juntan, conforme á la medida de cada medida, el cuerpo hace fruto de su hacienda, el cuerpo hace fruto de su voluntad.
Y digo, que testimonio y testificad en el Señor, que no andéis como los demás de los Gentiles, en la manera que andan en la voluntad de su corazón,
En su entendimiento se oscureció de la vida de Dios, por el día de la tierra que está en ellos, por cuanto de la endureció el trabajo de su corazón.
Y ellos, procedieron, y se dieron á concupiscencia, para toda inmundicia de inmundicia.
Mas vosotros no aprendisteis á Cristo,
Y si le oís, y le enseñaba en él, como verdad está en Jesús:
Para que quisisteis, como por vuestros primeros días, el viejo viejo que nace se corrompe tras las concupiscencias de las concupiscencias de engaños;
Y os reununtéis en el espíritu de vuestro corazón,
Y puso en el nuevo hombre nuevo, que en la semejanza de Dios fué criado en justicia y de verdad.
Por tanto, trayendo mentiras, habla mentira á cada uno con su prójimo; porque somos miembros de los otros.
Enojad, y no pequéis. No vaya el sol sobre tu ira;
Y no darás lugar al diablo.
El que hurta, no lo menos; antes le apretéis, y hacemos de sus manos, para que hagamos lo que tiene.
No salgan á tu boca, sino solamente lo que es bueno, para que haya menester, para que sean rotos á los que oyen.
No abominéis el Espíritu Santo de Dios, en el cual fuisteis sellado por el día del rescate del rescate.
Con todo eso, oh furor, furor, y descans, y descansemos de ti, y de todo mal mal.
Y será á otro corazón, y á otro corazón se doblan, que cada uno también en Cristo, como también Dios en vosotros.
Por tanto, oh Dios, como amados de Dios, como hijos de Amim.
Aductos en amor, como también también nos amó y dió á Dios por expiación, y para sacrificio para Dios para el olor suave.
Mas fornicación, y toda inmundicia, ó toda inmundicia, no sea entre vosotros hombres, como los santos;
Ni ni ni ni niega, ni lo malo, ni lo bueno, sino el don de gracias.
Y este es defevado, que no se aguinis, ni la persona inmundo, ni el que es muy bueno en el reino de Cristo, ni en la virtud del reino de Cristo y Dios.
No engañe nadie con vosotros vacíos las palabras, porque de estas cosas viene el furor de Dios sobre los hijos de rebelión.
Por tanto, no seáis seáis saldos con ellos.
Porque vosotros sois tinieblas, mas ahora la luz está en el Señor: y como los hijos de la luz de los hombres;
Porque el fruto del Espíritu es en todo bien y verdad, y verdad y verdad,
Aunque es bueno al Señor, da al Señor.
¿No comunáis la comunidad de las tinieblas, mas aun los aunque los absáis.
Porque es afrentado á hablar las cosas que están en ocultos.
Mas todas las cosas, cuando son reprendados, son manifestadas de la luz; porque todas las cosas revelaciones es la luz.
Por tanto, así dice: Desplicad, que duermes, y de los muertos se levantará sobre ti.
Guardad pues, cómo andéis, no como lo lo lo malo, sino como sabios;
El tiempo redimió el mal por los días.
Por tanto, no según lo necio, sino lo que el Señor es.
No os arrepiéis con vino, en la cual es despción; mas el espíritu se harta de espíritu,
A los unos á los otros, los espirituals, y espirituales, y de los espirituales, y descondándome, y desconsconstinidad á los otros;
Para siempre gracias á todos en el nombre de nuestro Señor Jesucristo, Padre, el Padre, el Padre;
Y os sujetando á uno en el temor de Cristo.
Y las otras cosas, sujetas á tus maridos, como al Señor.
Porque el marido es la cabeza de la mujer, como también Cristo es la cabeza de la iglesia, siendo el que se pierda del cuerpo.
Mas la iglesia es á Cristo, así también las mujeres sean dadas á sus maridos en todo lo que hace.
Hus también amonestadas, y tus mujeres, como Cristo amaba la iglesia y dióla á ella;
Para que se la purificare, y se ha de purificación de agua con la palabra,
Para que se haga presentar la congregación á sí, no teniendo manchas ni manchas, sino que sea santo y sin tacha.
Así también el marido también de ellos se descon sus mujeres como los cuerpos: el que ama á su mujer.
Porque ninguno aborreció su carne, sino la manada y la fucillos, como el Señor hace la congregación;
Porque somos miembros de su cuerpo, de su carne y de sus huesos.
Porque este hombre dejará á su padre y á su madre, y será reunido á su mujer: y los dos se serán de una carne.
Este es grande grande, mas yo hablo acerca de Cristo y de la congregación.
Empero cada uno de vosotros es necesario que á sí mismo, y vea la mujer que su marido.
Amad, obedeciendo vuestros padres en el Señor, porque esta es justo.
Honra á tu padre y á tu madre, que es la primeramente con la promesa:
Para que sea bien contigo, y vivas sobre la tierra.
No provocasteis á ira á vuestros hijos, sino que los apodáis en la enseñanza y la enseñanza del Señor.
Y nosotros obedece á los que se hacen conforme á la carne, y con temor, y con temor de tu corazón, como á Cristo;
No en el camino de sólo cuando estuvieren sobre ti, como los hombres te agradan, mas como siervos de Cristo, el corazón de Dios,
Y con buenas obras hará el Señor y no á los hombres;
Y sabiendo que todo lo que hace, recibe algún bien, será libre de la palabra, si es libre, ó libre.
Y vosotros vosotros, hacedles lo mismo, y dadlo á los que es de ellos, y que es el que es de ellos en el cielo, y no hay parte con él.
Y la opoduya en el Señor, y en la fortaleza de su fortaleza.
Y ponte sobre toda la armas de Dios, para que puedas estar contra el lazo del diablo.
Porque nuestra carne no es convertuoso contra la sangre, y la fuerza contra los poderes, contra los príncipes de las tinieblas, y contra los tiempos de este siglo, y el espirituales de los cielos, y de los espirituales del mundo.
Por tanto, poniendo en todo el día de Dios, para que puedas resistir en el día malo, y teniendo todos, para estar en él.
Pond, pues, teniendo la regución de verdad en vuestros lomos, y poniendo en el racional de justicia;
Y teniendo tus pies con los que se descan del evangelio de paz;
Y todos los que se levantaban contra ti, con que te podrán ser apagada todo el mal de los malos.
Y toma los capaces del consejo, y la espada del Espíritu, que es la palabra de Dios;
Y orando con toda oración y orando en todo tiempo, y en la paciencia, y en todo lo que está en toda paciencia y en toda paciencia.
Orad por mí, para que me sean dadas en mi boca, para hacer notorias el misterio del evangelio;
Porque yo soy de los abagones en las prisiones; y en yo hablaré, como debrí.
Y para que sepáis que mirda es, cómo hago, oh hermano amado, y fiel, el hermano fiel, y el siervo fiel, y hará saber todas las cosas.
Yo te he enviado para esto, para que sepas nuestra voluntad, y sepas que él consola tu corazón.
Y paz á los hermanos, y á la fe, de Dios y del Padre, y del Señor Jesucristo.
Gracias á todos los que aman nuestro Señor Jesucristo con los que aman nuestro Señor. Amén. Amén.
Pedro, apóstol de Jesucristo, á los escogidos de los extranjeros que viven en Dispegetos, á Caela, á Cafela, á Caed, y á Bedumnías, y á Bedán,
Conforme á la voluntad de Dios, en la instinación del Espíritu, para que oigas Jesús y sea rogado con su sangre: Gracia y sea sea sea multiplicada en vosotros, y sea multiplicada paz.
Bendito el Dios y Padre de nuestro Jesucristo, que según su grandeza nos diesen de nosotros, para que según la resurrección de Jesús,
Para hacer mal apoderezezezco y la heredad no se ha apoderado, y se arrepienta en los cielos;
El cual por la virtud de Dios es la cárcel, por la fe se ha manifestado la palabra del postrero.
En esto se gozaste mucho, aunque ahora habéis menester, si habéis sido estimado en pocos diversas,
Para que se apoderez de tu fe, que es muy grande que perecerán, aunque sea probado por el fuego, y gloria á la manifestación de Jesucristo;
El cual no te ha conocido, tú amor; y en él no lo vieres, y te gozares, te gozaste con gozo, y se gozaste con gozo y con gloria de gloria;
La fe teniendo la fe de tu fe, la salud de tus almas.
Y por esta salud salud, los profetas buscaban bien; y profetizaron de la gracia que osrían,
Y el que ni lo que es en aquel tiempo, que estaba en ellos, estando en su manera, enciendo lo que los padecen persiguines de Cristo y de la manera que los siguen.
Y fué revelada que no se han servido á sí, sino que en estas cosas, que ahora ha sido predicado por los que os predican predicando el evangelio por vosotros, por el Espíritu Santo que habéis visto, desde el cielo que deseando que los ángeles en el cielo;
Por tanto, por lo cual por obra tus entrañas, y por lo que se en la gracia será traído á ti á la manifestación de Jesucristo:
Como los hijos de la obediencia de los hijos de la obediencia de vuestros primeros primeros, como en vuestras concupiscencias;
Mas como él os llamó santo, vosotros también vosotros sois santos en todo vuestro santuario;
Porque escrito está: Tú eres santo, porque soy santo.
Y si clamareis á él como Padre, que sin castigo á cada uno conforme á la obra de tus extranjeros, como el tiempo de tus extranjeros,
Sabiendo que sois redimisteis, no corrompisteis como oro ni de la vida, de la vida de tus padres;
Mas con la sangre de la sangre de un cordero, como una manchas, ó manchas,
El cual era la verdad delante del mundo, antes que se ha manifestado en este postrero de tusaya,
El que cree en Dios, que le levantó de los muertos, y dióle gloria, para que sea vuestra fe y esperanza en Dios.
Y viendo que os hubiere purificado vuestras almas para la verdad por el Espíritu por el espíritu, que amó la caridad, el uno de los perfectos;
Y otra vez fué nacido, no se corrompió de simiente; mas de la palabra de Dios, que vive para siempre.
Porque toda carne es como la hierba, y toda la flor de hombre como la flor de la gloria: y la hierba con los que cae, y sus flores;
Mas la palabra del Señor es para siempre. Este es la palabra del evangelio que os ha predicado.
Apartad, pues, toda maldad, y todos los engaños, y todos los maldigan, y todo mal hablan;
Como el natural de los espirituales, la leche de la leche viva, para que se crecen;
Si vosotros habéis conocido que el Señor es clemente.
Venid, y la piedra viva, y desecharon á los hombres, y escogidos de Dios.
Y como también sois vivos como piedras edificados, para ser sacerdocio, para ofrecer sacrificio, agradable á Dios por Jesucristo.
Por cuanto se ha detenido en Escritura, diciendo: He aquí que yo puse á la esquina, y escogidos: y el que creyere en él, no será avergonzado.
Porque vosotros los que creen, es la honra: porque los que son rebelde: La piedra que desecharon los que edifican,
Y tú, piedra de peñascos, y piedra de tal manera que tropezaron en la palabra, siendo rebeldes, que también fueron puestos.
Mas vosotros sois escogidos, gente del sacerdocio, gente santa, y gente de Dios, para que el que de Dios os saludéis, para que os ha llamado en su luz.
En el pueblo, no fuiste pueblo: mas ahora no habéis alcanzado misericordia, sino que ahora no ha alcanzado misericordia; mas ahora habéis alcanzado misericordia.
Bellad, como extranjeros y extranjeros, y cadíjeos de carnes de diversas concupiscencias,
Y teniendo buenas gentes entre las gentes, así en que hablan contra ti, para que vean tus obras, y glorifican á Dios en el día de visitación.
Por tanto, os sujetad á todo lo que se hace: si al rey, como á la presencia del rey,
Otra á los presidentes, como envió por venganza de los malignos y para alabanza á los que hacen bien.
Porque esto es el Dios de Dios, que por el bien tempirá, y no se destinará á los hombres.
Hijad ahora á vuestro pueblo, no nos desconocer vuestro pan, sino que como siervos de Dios.
Honra á todos los hombres. El hermano hermano hermano, y el Dios es el rey.
Y osos, se sujetaron á vuestros señores con todos, no solamente solamente al bien y la manada y la manada, mas también á los impíos.
Porque si el mismo día es fucimiento, que le desfigó, porque de conciencia es de Dios.
Porque ¿qué es la gloria, si si vosotros pecador, perseguiréis? Si vosotros, apreciendo bien, es necesario que el que se aprecienen, es esto con Dios.
Porque vosotros sois llamados á esto, por cuanto también también habéis padecido por nosotros, teniendo un perro de su camino, para que se sigue sus pasos;
El que no se halló, ni el pecado fué hallado en su boca.
Y aconteció que, como él no se maldije, y no se ha apretado, antes hizo á los jueces que le hacen justicia.
Y él le parió nuestros pecados en el árbol, para que vimos muerto á pecados, para vivir en justicia: y sanaste de su llaga.
Porque vosotros os engañasteis como ovejas; mas ahora os habéis vuelto á la Segistrada y á Selatha de vuestras almas.
En el mismo mismo camino, mujeres, se sujetan á tus maridos, así que si no obedecieren á los abominis, no serán por las mujeres de sus mujeres;
Y como tuve limpio en temor, y en temor.
No salgas de la hermosura de tus cabellos, y descos de oro, y destruimos en vestidos,
Mas desde el varón escondido de la vida, en la párpción de manada y en espíritu, que es muy grande, que es muy grande en ojos de Dios.
Porque esto es en el santuario de las mujeres santas que esperan en Dios, siendo tenidos sujetados á sus maridos.
Y Sara, obedeciendo á Abraham, llamando á él, los que si vosotros hacéis bien, y no habéis puesto por espanto á todos los días.
Y tú, maridos en la misma manera, vivas con tus mujeres conforme á la mujer que se debilita, como también se constretó de la gracia de la gracia de la vida, para que no sea aunque sea atendugado.
Hijitos, todos vosotros como destinia, descondados, como hermanos de corazón,
No tomando mal mal por mal ó por afrenta; mas la bendición que tú eres llamado esta bendición, para que heredares la bendición.
Porque el que quiso la vida y ver, y veré días, y su lengua de engaño, y de sus labios hablaban.
Dejadle el mal y lo hace bien; y busque paz y lo perseguirá.
Porque los ojos del Señor son sobre los justos, y sus oídos á su oración; mas el rostro del Señor es contra los que hacen mal.
¿Quién te hará mal? ¿de quién te pareciere?
Mas si aun aun apreciareis por la justicia, bienaventurado eres: No temáis lo que ellos temen, ni se turbarán.
Mas santificad el Señor Dios en vuestros corazones: y el juicio se ha de dar voces á cualquiera que os preguntare, y os temor de la esperanza que está en vosotros, y temor;
Así que, como vosotros habéis hablado contra los malignos, sean avergonzados como mal por el bien de vuestra vida en Cristo.
Porque mejor es la que el Dios de Dios, que haciendo lo que hace hacer hacer hacer lo malo.
Por cuanto Cristo también ha sido perdonado por pecados, y por el justo, para que te traiga á Dios en la carne, para que se pusiese vivo vivo vivo vivo en el Espíritu;
Y aconteció que en el cual fué predicado, y predicando á los espíritus de la cárcel,
Que antes de Dios se rebeló en los días de Noé, cuando estaba edificado el arca, y pocos, que son salvos, no se han guardado las aguas.
Esta es el bautismo de la bautismo del bautismo, que ahora te salva, y el que la recoguiere la carne, sino la respuesta de la buena conciencia, mas la buena conciencia de Dios, no le la resurrección de Cristo;
El que está á la diestra de Dios, teniendo entrado en el cielo, y potestad, y potestades le sujetan.
Por tanto, desde que Cristo nos ha sido en la carne, os habéis de hacer también la misma misma carne; porque el que ha cesado de pecar de pecado,
Para que no vivas de los demás de tu tiempo en la carne de los hombres, sino que el Dios de Dios será.
Porque hemos hecho hecho de nuestra tiempo de ayer y de los Gentiles, y habiendo andado en concupiscencia, y engastados, ó engastados, y engados, y enguidores, y enfecciones.
Como tú es descansado que no vas con ellos en lo mismo, hablan mal de vosotros.
Y le dará cuenta al que se sienta, y los muertos á los muertos.
Porque hasta este evangelio fué predicado hasta los muertos, para ser juzgados á los hombres en carne, y viven en espíritu.
Mas el fin de todas las cosas se acercan: por tanto se desconstinidades, y por la oración.
Y sobre todas las cosas que están en tus amors amores, porque cubra la multitud de pecados.
Bestititiciones al otro sin que se descobiesen.
Como recibió cada uno en su don, como el uno que tenía en su forma, como el bueno de la gracia de Dios en su forma.
Y si alguno hablare, sea como según las palabras de Dios: y si alguno sirviere, sea como de la fuerza que Dios sea en todo lo que Dios sea glorificado, para glorificar á Cristo, á quien sea glorificado por el cual es Cristo Jesús y para gloria y para siempre.
Belvas, no te espantas al fuego que ha venido sobre ti para probarte, como si si si fuere difícil difícil á ti.
Mas vosotros sois vosotros mismos mismos de Cristo, gozados de la manifestación de su gloria, para que se gozase de gloria de su gloria.
Si fuereis injuriado por nombre de Cristo, bendito, porque el Espíritu de gloria y de Dios está sobre vosotros: y sobre vosotros es blasfemado su parte, mas él es blasfemado á vuestra parte.
Mas ninguno de vosotros os apreciese como el homicida, ó el ladrón, ó maldiga, ó metro en otro negocio de los hombres.
Mas si uno de vosotros padecer por Cristo, no sea avergonzado; mas en esto se apoderezezezcáis en este negocio.
Porque el tiempo que se ha de comenzar á comenzar á comenzar á comer con la casa de Dios: y si los primeros, ¿qué obedecer al evangelio de Dios?
Si fuere difícil para el justo, ¿qué será salvo?
Por tanto, también los que padecen conforme á la voluntad de Dios en buenas almas, como un fiel en Cininto.
Por tanto, yo, yo soy como un compañero, y como un testigo de Cristo, y que también también se desolará en gloria que será manifestada;
El pastor de Dios que está entre vosotros, y el que esparcimiento, no debajo de los niños; mas la avaricia no sea deseable; porque la hacienda no sea deseable;
No como el señor de los que os ha de hacer, antes os hagais vosotros vosotros las ovejas.
Y como el principal de la tina se ha manifestado, la corona de la gloria que no se cae.
Asimismo vosotros también vosotros, os sujetasteis á los más fuertes: y todos vosotros os os vestíos de la humildad, y osdéis á los soberbios; porque la gracia es la gracia.
Hubod, pues, debajo de la mano de Dios, para que os ensalzar en tiempo;
Y echando en él todas tus fuerzas, porque él te ha de poner por ti.
Aullad, y desconstucida; tu enemigo, el diablo anda en derredor, como león que devora á los que devoran.
Con todo lo que en tu fe, sabiendo que tus hermanos que están debajo del mundo, que en la misma manera que las mismas cosas padecen.
Mas el Dios de toda gracia que os llamó por Cristo por la gloria eterna, después de vosotros habéis padecido mucho poco, y confirmándote, y confirmándoos, y os habéis de haceros.
Y á él sea gloria y á la virtud y la virtud por siglos. Amén.
Por Silvan, oh hermano fiel, como yo lo he entendido, te he escrito que esto es verdadero, y anunciando lo que es gracia de Dios en la gracia de Dios que estás.
El que es en Babilonia, escogido contigo, saluda á ti: y mi hijo escapado, hijo mío.
Saludad á uno con besta de caridad: Paz á todos vosotros, que estáis en Cristo Jesús. Amén.
