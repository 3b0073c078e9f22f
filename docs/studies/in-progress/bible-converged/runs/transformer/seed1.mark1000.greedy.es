Y aconteció en los días, que los jueces se habían sido enviado á la tierra de Judá, á un hombre de Beth-lehem de Judá, y á su mujer con sus dos hijos y á sus dos hijos.
Y el nombre de Eli fué Eli, y el nombre de su mujer, y el nombre de su mujer, y los nombres de su mujer, y de los de Judá, y vinieron á la tierra de Moab, y habitaron en tierra de Moab.
Y Eli, Obed-edom, murió, y murió; y fué á su mujer.
Y tomaron mujeres de las mujeres de Moab, y el nombre de la otra, y el nombre de la otra, y el nombre de la otra vez estaba allí.
Y á Merererer, y murió, y la mujer era de sus hijos.
Y levantándose con sus hijas, para que se volvió á su posesión de la tierra de Moab; porque había oído de la tierra de Moab, y oyó Jehová en la tierra de Moab.
Y salió de la cual donde fué, y sus hijas con sus hijas, y sus hijas se fueron á la tierra de Judá.
Y dijo á su mujer dos hijas: Ve, y cada uno de su madre, cada uno de su madre: Jehová te has hecho con vosotros, como tú has hecho con los muertos, y con los muertos.
Y Jehová te ruego que te hallareis, cada uno de su casa. Y ella se levantan sus maridos, y los besaron, y lloró, y lloró.
Y ellos respondieron: No nos volverás á tu pueblo.
Y dijo á Nada: Ve, mis hijas, y á mis hijas que yo vaya conmigo? ¿por qué pues, y que yo te hennido en mi marido?
Ve, y vete á mis hijas, porque yo soy hombre de hombre. Si he aquí, yo dije: Si he esperado, si no he esperado, si he venido, y no he de ser hijos, y también también también por mujer, y también por hijos,
Y teniendo á ti hasta que se temían? ¿ó quién teniendo destificando de mis hijas, porque no me habéis de ser de mí, porque por causa de Jehová me ha salido contra mí.
Y levantaron su voz, y lloraron; y se levantan su madre, y besó á su madre, mas no se levantó con su madre.
Y ella respondió: He aquí tu hermana se ha vuelto á su pueblo, y á su pueblo se volvió á su hermana.
Y dijo: No me has de ir á ti, y volver á vosotros, y volveréis de la pos de vosotros, y yo iré, y yo te haré, y tu pueblo serás por pueblo, y tu Dios, y tu Dios, y tu pueblo.
Y en que yo morirás, y allí seré sepultado; y yo Jehová me haga así así, y también también también vosotros, y si no me desáis, y si me destáis.
Y como vió que vió á Nasesesese, se le había de ser hallado.
Y ellos vinieron hasta que vinieron á Beth-lehem, y vinieron á Beth-lehem, y fué de la ciudad, y de ellos, y dijeron: ¿No es éste?
Y ella les dijo: No me llamarás, y me llamarás. Y á mí, porque el Omnipotente me ha amado con granmente.
Y salió yo, y me sacóme á Jehová, y me habéis de venir, y me ha dicho Jehová, y que me ha hecho subir contra mí, y me ha hecho subir contra mí, y habéis hecho.
Y volvió á Busca, y á Bocán, hija de Moab, hija de Moab, y á su hija de Moab, y vinieron á la tierra de Moab.
Y tuvo Na hija de su marido, de su marido, de un hombre fuerte, de Eli, y de la familia de Eli, y su nombre fué Bocada.
Y dijo Moab á los Moabitasitas á Nada, y dijo: Ahora ahora ahora á la tierra, y á los que están en el campo de los oídos de él, y ella dijo: Ve, hija mío, hija mío.
Y vino, y vino, y segó en el campo de la llanura, y segó á la parte del campo de Eli, la cual fué á la familia de Eli, la familia de Eli.
Y he aquí que vino de Beth-lehem, y dijo á los que sembran, Jehová te bendiga. Y ellos respondieron: Jehová te bendecirá.
Y respondió á Bath-el que estaba sobre el siervo, y segó, y dijo: ¿Quién es éste?
Y el siervo que estaba sobre los que segían, dijo: El Moab que se volvió á Nada, y salió á Nada de la tierra de Moab.
Y ella respondió: Hablad ahora, y seguin entre los cada uno, y fué que se se ha venido, y vino, y hasta que se habéis de ser poco poco.
Y dijo á Boc-sam: Oid, hija de mi hija, y no vayas á la otra vez, y no iréis á mí, sino que no hayas de ir.
Tus ojos sobre el campo que se sembran, y ellos semían, y no os mandó que os preguntare, y no se vayan, y bend, y los vasos que tienen, y los vasos que tienen.
Y se sentó sobre su rostro, y se se inclinó á tierra, y díjole: ¿Por qué he hallado gracia en tus ojos, que yo soy el extranjero que yo, que yo soy extranjero que soy el extranjero?
Y respondió María, y dijo: Yo he dado todo lo que has hecho á tu madre, y á la muerte de tu madre, y á la tierra de tu madre, y no has venido á tu madre, y no habéis visto, y que no habéis visto.
Jehová te da tu obra, y te será dado por causa de Jehová, Dios de Israel, que en las alas de Israel te he venido á ver.
Y ella respondió: Sea ahora gracia en tus ojos, por cuanto has consolado, y me has consolado, y no me has dicho, ni aun yo soy tuyo.
Y aconteció que al presente de la cámara de la va: Ven, y comas, y tomad tu boca en el boca. Y se sentáronse, y se sentáronse, y se sentaron, y se se habiendo de comer.
Y como se levantó, y mandó á Bocreregó á su mozo, diciendo: En la soledad, y no se arrepientó.
Y de sublala de la figuid, y desgóla, y no se vángó.
Y ella se levantó en el campo hasta la tarde hasta la tarde, y echóse en un epha de cebada.
Y ella tomó, y fué á la ciudad, y á su madre la abrió, y vió que había hecho que ella había hecho segado, y dióla á su madre, y dióla.
Y su madre su madre le dijo: ¿De dónde has hecho hoy? ¿y tú has hecho hoy? Jehová, que no te has dicho. Y ella lo había dicho: El hombre que había hecho hoy con su madre, el cual había hecho hoy hoy.
Y dijo á Naza hija de su hija: Bendito sea bendito de Jehová, que no ha bendecido por su misericordia, y dijo á la verdad y á su hermano, y á su hermano: La si es su hermano, es muerto.
Y dijo Moab á los Moabitasitas: Sí, y él me dijo: Sí, y me ha de ser de ser de comer.
Y dijo á Nath-sam, hija de su hija, que es bueno, hija de mi hija, y que no vayan á recibir á recibir, y no teniendo más en el campo.
Y se fué á la criada de Beth-el, y á la siega de cebada, y á la siega de cebada, y á su madre habitó con su madre.
Y su madre le dijo: Mucida á su madre: No buscaré, porque no te buscaré.
¿No es la hija de Chîriath-hasal, que te habías criadas? He aquí que tú teniendo cebada, y se te habrás de cebada.
Por tanto, te lava, y salid, y salid á la era; mas no teniendo á comer al hombre, hasta que ha de comer, y bebiendo de comer y bebuido.
Y será que cuando él se levantare, que no se donde está su lugar donde está su camino: y entrarás, y se entrarán, y se dirá: y él os dirá.
Y ella le dijo: Todo lo que dijeres.
Y descendió á la era la era, y todas las cosas que su madre le había dicho.
Y como la voz de Bocía, y su corazón se sentó, y se sentó á la hasta el cabo del montón de un montón de un montón de un montón de un montón, y se sentó.
Y aconteció que en la media noche estaba subiendo, y volvió á sí mismo, y he aquí una mujer que tenía en sus pies.
Y él dijo: ¿Quién eres tú? Y ella respondió: Yo soy tu siervo. Y él se extendí tu sierva, y tu siervo.
Y él dijo: Bendito eres tú por mi hija, hija de ti. Y tú has de ser más que el principio, ni aun aun á los hombres, ni á los pobres, ni á los pobres, ni á los pobres.
Ahora pues, hija mío, no temáis; porque yo te haré saber todo lo que decís que todo el pueblo de mi ciudad es digno de ser digno de ser digno de ser digno de ser digno de ser digno de ser digno de ser digno de ser digno de ser digno de ser digno de ser digno de ser digno de
Y ahora es el que soy en la figista, y aun hay en la figrarara.
Y ahora, la mañana, y si hubiereis hecho esto, si te hubiereis de ser de ser buenas, y dessss palabras. Y le hagan los figueros de las fraragutores. Mas si no hiciere la guarda de la guarda de la guarda de la guarda, entonces os haré por la guarda de la guarda del que Jehová te henza, como Jehová. Y hasta que desciende hasta la mañana.
Y ella puso sus pies en hasta la mañana, se levantó á uno á uno, y dijo: No sea que la mujer. Y la mujer, que vino á la era.
Y él dijo: Sacad al hombre que está sobre ti, y lo lo lo lo toma, y midió, y midióla de cebada, y midióla, y puso en la ciudad, y fué en la ciudad.
Y como se fué á su madre, dijo: ¿Cómo hizo que ella se vaya, hija de ella? Y ella le fué dado á su hija.
Y ella respondió: Empero me dió estas medidas de cebadas, diciendo: No vayas á tu madre.
Y ella respondió: Esperad mi hija, hija hasta que sepáis que el hombre no ha de ser de ser pasado, hasta que hoy ha de ser hoy.
Y subió á la puerta, y sentándose allí allí allí allí, y he aquí que salía á la puerta de Beth-el, que hablaba, y dijo: Ven, y se sentándose, y se sentó, y se sentó, y se sentó.
Y tomó á la gente de los ancianos de la ciudad, y dijo: Levántate, y se sentaron.
Y dijo á la entrada de la tierra: Disam, que ha venido de la tierra de Moab, y de Moab, que es de la tierra de Moab, que fué de Eli, que nuestro hermano Eli, que fué de Eli.
Y os digo, diciendo: En pos de los que se sentaba, y delante de los que estaban aquí, y delante de los ancianos de mi pueblo. Si te lo lo lo hiciere, mas si no me dijeres, y lo lo lo lo sabes. Porque no hay quien te afevo, y yo te he de poner. Y él dijo: Yo lo haré.
Y respondió María: La mano de los que te compraste de la mano de Nada, y cada uno de los Moabitas, la cual también también os compraste de Moab, mujer á la mujer de los muertos.
Y partiendo la frararara, dijo: No me afican, porque no me afigrara, porque no lo que yo no lo lo afrara.
Y fué la costumbre del tiempo de Israel en Israel, y en pos de él, y de todo lo que me hizo, y tomó un hombre de su prójimo, y diólo á su prójimo, y diólo á su prójimo.
Y junto á la tienda, dijo á Boc, y á Bocíte, y tomó su arena.
Y dijo á los ancianos y á todos los ancianos: Vosotros sois testigos, que yo he venido hoy, todo lo que era Eli, y toda la mano de Arpha, y toda la mano de Silón, y de nuestro mano de Jesús.
Y á Rib, mujer de Moab, mujer de Muth, mujer, y á mi mujer, para que se levantan á la mujer de su nombre, y no será cortada de sus hermanos, y de la puerta de su lugar. Tú eres hoy hoy.
Y todo el pueblo que estaba en la puerta, y dijeron los ancianos: En la mujer que Jehová ha venido á la mujer, y á la mujer que ha venido á la casa de Israel, y á la casa de Israel, y á Ephrata, y á Ephrata, y á la casa de Israel.
Tu casa como la casa de Phares, que parió á Judá, á Judá, á Judá que Jehová te había dado por mujer.
Y tomó Aholi, y parió á su mujer, y fué á su mujer, y fué á Jehová, y parió á su hijo.
Y las mujeres le dijeron: Bendito sea Jehová, que no habéis quedado hoy, ni aun aun en Israel.
Y será que que os ha de dar de vida y de la vida, y de tu hija, que amas, y que tú eres tú que tú, que tú eres tú que tú, que tú lo has dado.
Y tomó á Najojo, y púsole en su seno, y fué á él.
Y las mujeres le dió á su prójimo, diciendo: Hijo de David, hijo de Nama, y llamó á Nada. Y llamó á Obed, padre de David, padre de Isaí.
Y esto es el que fué de las generaciones de Phares: Phares engendró á Phares,
Y Hesrón engendró á Aram, y Aram engendró á Ram engendró á Aminadab,
Y Aminadab engendró á Adán, y engendró á Salán,
Y fué á Bath-el engendró á Boc, y á Bath-el,
Y Obed engendró á Isaí, y engendró á Isaí.
¡Cómo se sentó la ciudad de pueblo, que fué de pueblo! ¡Quién fué viuda como viuda, que fué de las gentes! ¡Quién fué de entre los príncipes que se había sido vendido entre los príncipes!
Y lloraron en la noche: sus lágados están en sus lágados: sus amantes de sus compañeros no ha sido consolado, y se han multiplicado sus enemigos, y se han sido avergonzados.
Y Judá se fué en cautiverio de aflicción y de angustia, por cuanto no se hallarán entre las gentes: y no hallarán sus ojos, y no hallarán en su angustia.
Y el camino de Sión se maravillaron, porque no se cada uno se ha de ser desierto: sus puertas son sus puertas, y sus puertas, y sus almas son vanidades, y sus almas.
Sus enemigos han sido de la cabeza, y su rostro se ha de hacer la multitud de sus rebeliones: sus hijos fueron delante de sus rebeliones.
Y toda la hermosura de Sión fué como á sus príncipes: sus príncipes se hallaron como á los que no hallaron, y se han de matarán.
Y de Jerusalem en los días de su aflicción y de su corazón, y de sus entrañas según su pueblo se ha caído el tiempo de su pueblo, y no se postraron en su mano, y se maravillaron, y se maravillaron.
En Jerusalem ha pecado, y será inmunda: por tanto, todos los que se le aborrecen, porque han visto, y su desnudez se han visto, y se convirtieren, y se volverán.
Y su inmundicia fué en su orilla, y no se apartó de su postrimería: por tanto, y no ha llegado como la reina, ni en su aflicción, ni en el enemigo, porque Jehová ha hecho el enemigo.
Y el enemigo extendió su mano sobre su mano, porque ella se ha visto las gentes que habían visto las gentes, y entró en su santuario, para que no os ha mandado.
Y todo su pueblo se agarán, y han dado su pan para comer su comida. He aquí, Jehová, y ved, y ved que yo he hallado.
¿No os ha de ser tú, que todo el que os ha de ser dolor, y si hay dolor como mi dolor, que me ha hecho conmigo, y si Jehová me ha hecho mal en el día de su furor.
Desdedede de alto ha enviado mi fuego en mis huesos, y los echó contra ellos: y él se ha ha vuelto mis pies, y me ha hecho, y me ha hecho hasta el día y de todo tiempo.
Y el yugo de mis rebeliones se han atado con su mano: y se han subido sobre mi cuello, y se han hecho en mi cerviz; y el Señor me ha entregado en sus manos, y no me ha entregado.
El Señor no ha puesto en todos mis valientes: él me llamará. Y él me llamará á mí, y á los mancebos de la hija de Judá.
Porque estas cosas me lloraba, y mi ojo se fraguin con agua, porque el que se convennnndía de mí, y mis hijos son quebrantados.
Y extendió Sión sus manos: no hay quien haga consolarle. Y Jehová lo había mandado á Jacob, que están alrededor de sus enemigos, y de sus enemigos.
Jehová es justo, porque yo se rebelaron contra su mandamiento: y oye todos mis pueblos, y miraste mi dolor.
Y llamó á mis amigos, mas me han engañado: y los sacerdotes y mis ancianos, y á los ancianos, y á la ciudad, y á sus almas, y á sus almas.
He aquí yo Jehová, yo estoy en angustia: mi corazón está en mí, y mi corazón se olvide de mí, porque yo he rebelado, y no he rebelado, ni en la espada.
Y oí que yo el mal maldije: no hay quien me habéis oído: todos mis enemigos han oído, y se gozaron, y te han hecho, y te han hecho como el día que me has hecho, y serás como tú.
Y todos sus maldad vendrán delante de ti: como tú me has hecho, y mi corazón. Porque todos mis rebeliones son mi corazón, y mi corazón es mi corazón.
¡Ay del Señor! ¡Ay de Sión con su furor! ¡A su ira se puso el furor de la tierra de Israel, y no ha acordado de su furor, y en el día de su furor.
El Señor se levanta el Señor toda la habitación de Jacob, sin causa de su ira: y él se ha levantado su ira, y la ha traído á tierra de Judá. Y él los príncipes de Judá y el reino de sus príncipes los príncipes, y el reino de Jacob.
El que se acortó todo el cuerno de Israel en furor de su ira, y hacia su diestra: y él se encendió como el fuego, y se encendióse en el fuego, y todos los que se ha consumido.
El se se se se como arco, y puso su arco como su diestra, y mató á su diestra como el ojo de Jehová había muerto, y mató á la hija de Sión, y á su ira como el fuego de Sión.
El Señor se ha sido como enemigo, y la trató Israel: y supó á Israel, y su palacio se ha levantado, y en la fortaleza de Judá.
Y ha quitado su tabernáculo, como el tabernáculo de su congregación, como huerto de su congregación: y él hizo hizo subir su congregación, y se olvidó en el sábado, y en el día del rey, y en Sión ha levantado el rey, y el rey de Sión.
El Señor la echó su altar, y dió su santuario: y dió su santuario en la mano de sus palacios en la mano de Jehová, y han hecho como el estruendo de la casa de Jehová, como el día de la congregación.
Jehová ha hecho todo el muro de Sión, hija de Sión: y extendió su mano, y no se extendió su mano, y se arrepó de su mano, y se arrepó, y se agó, y se juntaron.
Sus puertas han sido en tierra, y en tierra de sus cerrojos, y sus barras, y sus príncipes son sus príncipes entre las gentes que no es la ley, y no hallarán de Jehová.
Y los ancianos de Sión se sentaron sobre la tierra de Sión, y agaron sobre sus cabezas, y se han desnudaron sobre sus cabezas, y los príncipes de Jerusalem, y los cabezas de sus cabezas.
Y mis ojos se olvidaron de lágó mi corazón, y mi corazón se revvolvó sobre la tierra de mi pueblo, y los hijos de mi pueblo, y los hijos de los niños, y los niños, y los que están en la ciudad.
Y ellos preguntaban á su madre: ¿Dónde está el vino y vino? Y cuando los de la ciudad se habían destado sus plazas, cuando su madre se derraman en el seno de su madre.
¿Qué os digo? ¿qué te de seguiré? ¿qué te de Jerusalem, hija de Jerusalem, para que te he consolado, y te he de dar, y de la mar, como la mar de Sión, como la mar?
Tus profetas han visto y vanidad y la visión, y no te han abierto tu maldad, sino que has visto tus salida y tus palabras, y te han visto.
Y todo lo que se acercare de sus manos, y sus manos se aguían á la hija de Jerusalem, diciendo: ¿Es éste éste éste éste éste éste, que el gozo de la tierra?
Todos tus enemigos han abierto su boca contra ti: sus dientes son los dientes de sus dientes, y dijeron: ¡Sigáremos! porque el día que hemos visto, porque hemos visto.
Y Jehová hizo lo que hizo, se ha hecho su palabra que había mandado en los días de la palabra de los días de la vejez: y no ha ha sido ensalzado sobre el furor de tu enemigo, y se alegrará.
Y clamando el corazón al Señor, oh hija de Sión, hija de Sión, y hasta el río de Sión, y no te acordáis.
Levántate, y clamad en la noche, y sale al principio del principio. Desde tu corazón como el agua del Señor delante de él, y tus manos se levantan de los hijos de tus manos, y de todos los hijos de tus hijos, y de la cabeza.
Mira, oh Jehová, y mira á quien has hecho. ¿qué habéis hecho las mujeres, y los hijos que tienen su simiente, y los hijos de su sacerdote, y mató á los hijos de los muertos?
Y el viejo y el viejo de espíritu en tierra de las plazas, y mis vecidas y mis mancebos, y los mancebos de la espada de tus siervos, y no has muerto.
Y tú llamó el día de la congregación, como el espanto de mi espanto: y no hubo quien ninguno de Jehová, ni aun aun aun en el día de Jehová, ni los que han quedado, y los que han consumido, y los que han hecho el enemigo y el enemigo y el furor de Jehová.
Yo soy hombre que he visto de su ira, y de su ira.
Y me ha hecho conmigo, y me hametado en tinieblas, y no me ha hecho luz.
Ciertamente su mano se volverá contra mí su mano, y volvía todo el día.
Hizo también mi carne y mi carne, y la carne de mis huesos.
Y edificó conmigo contra mí, y me ha sido constado con con amargura.
E hizo habitar en tinieblas, como en tinieblas, como los que han sido muertos.
Y me ha de ir, y que no puedo ir; y ha hecho mirtado mi mi calentado.
Y cuando yo clamare, y clamaré á mi clamor.
El muro se levanta miba mis caminos, y él hizo mis caminos.
El me es como un león que se fegue, como león en un león.
Y volvó mi senda, y fugóme en mí: y me hizo subir.
Y él se ha con su arco, y pusome como la persigui.
El que hace á surrrrrrrrrrrrrar á mi hígado.
Yo he sido por causa de todos mi pueblo, y su canción he guardado.
El me ha llenado de mí, y constutó conmigo.
Y puso también á mis dientes con los dientes, y cubrióme de ceniza.
Desdes mi alma de paz, y yo he guardado de paz.
Y dije: Mi fuerza se ha de ser con mi esperanza.
Acuérdate de mi aflicción y mi aflicción, y el gusano de los gusanos.
Mi alma se afebran, y se inclinaron en medio de mí.
Y esto he á mi corazón: por tanto he esperado.
Porque la misericordia de Jehová es la misericordia de Jehová que no somos consumidos, porque no se han consumido su misericordia.
Todos son la mañana: tu verdad es tu verdad.
Así ha dicho Jehová, mi alma: Por tanto, esperanza en él esperaré.
Jehová es bueno para los que esperan, porque al alma busca.
Mejor es el bien que espera espera y esperanza, y espera espera espera esperan.
Mejor es el hombre que él hubiere de llevar el yugo.
Y le aunque se sentare, porque le puso sobre él.
Y le pondrá su boca en el polvo, si hay esperanza.
Y le le dará su mejilla á la mejilla, y legó.
Porque el Señor no se acorneará para siempre.
Porque él amará, y él según la multitud de su misericordia.
Porque no hace bien á su voluntad, ni á los hijos de los hombres.
Y á pie pie pie de todos los de la casa de la tierra,
Y al derecho del hombre derecho de un hombre, delante del Altísimo,
Para que no hace en su corazón, el Señor no hace mal.
¿Quién es el que dice, y viene á él? ¿no es el Señor?
¿No es bueno y bien, y el mal del Altísimo?
¿Por qué al hombre hombre hombre hombre hombre es el pecado de su pecados?
Y nos aframos y nuestros caminos, y se convirtieren á Jehová.
Alzando el corazón de nuestro corazón se levanta con nuestras manos á Dios.
Nosotros hemos sido rebeldes y se rebelaron, y no habéis desechado.
Y tú has cubierto de ira, y se le has muerto; no has muerto.
Y has de cubrirte con nube, y no según la oración.
Tú has hecho que nos has de ser cortado, y no te perseguido en medio de los pueblos.
Todos nuestros enemigos han abiertos sus enemigos contra nosotros.
Y á nosotros y á la sepultura, y á nosotros se han venido y quebrantamiento.
Mi ojo se abas de agua, y de agua de la hija de mi pueblo.
Mi ojo se derrama mi ojo, y no se hace cesar,
Y hasta que Jehová viere, y ves de los cielos.
Mi ojo ojo ojo según mi alma, por cuanto de todas las hijas de mi ciudad.
Y me han de ser como como el que se adordordor, y los que son mis enemigos.
Y mi vida se atentententense mi vida en la cárcel, y en mí metaron.
Y meté mi cabeza, y dije: Yo soy cortado.
Y llamó tu nombre, oh Jehová, de la cárcel, de la cárcel.
Mi voz oís: No te escondes de mi oído, y mi clamor.
Y como en el día que yo te llamaré, y dijiste: No temáis.
Señor, tú has guardado la vida de mi alma: tú has guardado mi vida.
Jehová te has visto, y mi maldad te has visto.
Y has visto todos sus venganzas y toda su venganza contra mí.
Y oíste su oprobio, y Jehová todos sus pensamientos, y todos sus pensamientos.
Y los labios de los que levantaron contra mí, y sus labios me han levantado contra mí.
Tú, y miraste sur, y yo véguí su cántico.
Y los darás, oh Jehová, conforme á la obra de sus manos.
Y les darás corazón de corazón, y tus maldicen.
Y los perseguieres, y los destruirás de los cielos.
¡Cuán oro se ha sido sido sido de oro! ¡cuánto oro puro! Y las piedras de la cabeza del santuario.
Los hijos de Sión, y de Sión, y de oro, (cuánto más de la tierra, como los cántaros de la obra del alfarero!
Y el pecho que ofreciere su pecho, sus niños se han sido de los ficado de mi pueblo, como el que se se hace en el desierto.
La lengua de la lengua de su prójimo se juntando á la boca de su boca, y no se aparte, y comed.
Y los que comieron de las plazas, y las plazas de las plazas se habían traído en púrpura.
Porque la iniquidad de mi pueblo es mayor que el pecado de la tierra de Sodoma fué tomada, como un momento en su mano, y no se puso sobre su pie.
Sus príncipes eran puros, que se habían blancos, y el que semían más que el cuerpo, y el cuerpo que se hacían, y el vientre fué como un zafiro.
Sus huesos se retententententen de la olla: no son conocidos en las calles: su cueros se habido sus huesos, y subla.
Los que son los que habían muerto con espadas que habían muerto, con ellos son muertos, porque estas cosas son hechas, por la figumentados.
Las manos de la cisternas mujeres de las mujeres se han escondido sus hijos: y ellos fueron para comer su comida.
Y Jehová hizo su ira, y derramó su furor: y ha ha encendido fuego en Sión, y ha consumido su furor, y ha consumido su cimiento.
Y los reyes de la tierra no creyeron, ni todo el mundo, y el enemigo que sería en las puertas de Jerusalem, y en las puertas de Jerusalem.
Porque es la causa de sus pecados y los profetas de sus profetas, y la sangre de sus sacerdotes que han derramado la sangre de ella.
Y ellos como ciegos en las plazas, serán contaminados, y no se contaminaron sus vestidos.
Ve, y clamaron. ¡Ay de ellos! ¡MEa! no se hasta que se se se se se se levantaron, y no se se se han de ser! Y ellos dijeron: No más más que las gentes.
Y el furor de Jehová se derramará; no les más que los aunque los de los sacerdotes, ni los sacerdotes de los sacerdotes no se han de los sacerdotes.
Y los ojos destuse, y seamos en nuestra ayuda: y en nuestras gentes no podremos salvar.
Y nuestros pasos, que no podremos ir á nuestros caminos: y nuestra parte está cerca de nuestros días, porque somos días.
Y perseguieron más que el águila del cielo, y los montes de los cielos se levantan en el desierto.
Y el espíritu de nuestro ungido fué ungido de Jehová, que fué quitado su sepulcro, en su sepulcro, en que hemos dicho.
Alegraos y se alegrarán, hija de Edom, que mora en la tierra de hasta la tierra de Edom; y serás acordado, y serás consumido.
El pecado de tu maldad según la maldad de Sión, no te dejará más que de ti: él te visitará, hija de Edom, y tus pecados.
Acuérdate de Jehová, que nos ha venido sobre nosotros; y vemos, y hazmos á nuestro oprobio.
Y fué que se volvió á los extraños, nuestras casas.
Nosotros somos, ó huérfanos y huérfanos.
Nosotros nos da agua agua para beber agua; y no nos vendimos.
Nuestros persegados están sobre nuestras cuellos: y no seamos.
Nosotros hemos dado nuestras manos á los Egipcios, y á los Asirios, y á los Asirios.
Nuestros padres, y no son más: no tenemos más.
Y á nosotros nos enseñorear sobre nosotros; no hay quien nos librará de su mano.
Y nosotros hemosmos pan en el pan de nuestro Señor, porque por la espada de la espada.
Mejor es semejante á un horno, porque el horno de hambre.
Y ellos se han dejado las mujeres en Sión, las ciudades de Judá.
Y los desstaban de sus manos, y los ancianos de sus ancianos no fueron honrados.
Los mancebos de higos, y los hijos de la piedra de madera.
Y los ancianos han pasado de la puerta, y los mancebos de ellos se levantan de sus mancebos.
El gozo de nuestro corazón se ha cesado: y el gozo de nuestro corazón se volvió.
La corona de nuestras coronas de nuestra cabeza: porque hemos pecado.
Porque este corazón es nuestro corazón: porque estas cosas son nuestros ojos.
Porque el monte de Sión, que está asolada: y si anda en ella anda.
Tú, oh Jehová, porque tu trono es el trono de generación.
¿Por qué nos has olvidado para siempre, y nos dejaste por tiempo?
Oh Jehová, y nos afáremos, y nosotros hemos vuelto como nuestros días.
Mas tú has desechado, y te has desechado contra nosotros.
Y las palabras de Azim, que estaba entre los pastores de Tecoa, y de los que vió á Israel en los días de Judá y en los días de Jeroboam, y en los días de Jeroboam hijo de Joas, hijo de Joas, y delante de los dos años.
Y dijo: Jehová clamará de Sión, y su voz de Sión, y de sus pastores se avergonzarán, y de los pastores de los pastores de la cumbre del Carmelo.
Así ha dicho Jehová: Porque tres rebeliones de Damasco, y cuatro veces no volveré á su pecado, porque no se convirtieron con sus cuerdas, y con toda Galaad,
Mas yo enviaré fuego en la casa de Hazael, y consumiráse el palacio de Ben-adad.
Y quebrantaré el hasta la soledad de Damasco, y de la mar de Aguo, y de la casa de Edén, y de la casa de Siria, dice Jehová, y vendrá á cautiverio, dice Jehová.
Así ha dicho Jehová: Porque tres rebeliones, y cuatro de Asdod, y no volveré á su pecado, porque ellos se han de ser llevado cautivos, por cuanto los entregarán á Edom;
Mas yo enviaré fuego fuego sobre el muro de Gath, y consumirá sus palacios.
Y yo talaré el morador de Asdod, y el que se aguiere á Aza, y yo quitaré mi mano contra Ecrón, y los de los Filisteos caerán, dice el Señor Jehová.
Así ha dicho Jehová: Porque tres rebeliones de Tiro, y cuatro veces no me volveré; porque no se convirtieren, porque no se rebelaron contra Edom, y de todo el pacto, y de su hermano no se acordaron,
Mas yo enviaré fuego sobre el muro de Tiro, y consumirá su palacio.
Así ha dicho Jehová: Porque tres rebeliones, y cuatro veces, porque no volveré á su hermano, porque se apartó de su rostro, y su espada, y su furor se arrepigó, y se encendióse, y se encendióse su furor, y se con su furor, y se encendióse su ira.
Mas yo enviaré fuego fuego sobre Tememem, y consumiráse el palacio de Bil.
Así ha dicho Jehová: Porque tres hijos de Ammón, y cuatro de Ammón, y no me volveré, porque no se aunque se abrían, porque han abierto su término, y las mujeres de Galaad, para que se arrepuzcan.
Mas yo cada uno en el muro de Rabba, y consumirá sus palacios, y los de la guerra con alegría de día, con la batalla con el día del día de la guerra;
Y el rey se volverá á cautiverio, y á sus príncipes.
Así ha dicho Jehová: Porque tres rebeliones de Moab, y no volveré á su pecado, porque no se encendió en el pecado de los huesos de Edom;
Mas yo enviaré fuego fuego sobre Moab, y los consumirán el palacio de Moab, y con los de Moab, y con gran manera, y con júbilo, y con voz de trompeta, y con la trompeta de la trompeta;
Y yo los que yo los juzgaré de entre ellos, y los príncipes de ellos con él, dice Jehová.
Así ha dicho Jehová: Porque tres rebeliones, y cuatro veces, porque no me volveré, porque no se rebelaron, porque no han sido desechado, y han sido llevado su ley, y sus padres, y no los han sido por sus padres, y se han sido por sus padres,
Mas yo enviaré fuego fuego sobre Judá, y los consumirá.
Así ha dicho Jehová: Porque tres rebeliones de Israel, y cuatro veces no volveré á su pecado, porque no se vendían, y se vendían á los pobres, y á los menesterosos;
Y afrataron los príncipes de los pobres en el polvo de la tierra, y agüenenen su padre y á su padre, y á su simiente.
Y pusieron en todo el altar á todos sus vestidos en la casa de Dios, y en la casa de Dios que habían sido de los que habían sido sido sido de ellos.
Y yo los de los que los destruyeron, y de los cedros de cedros, y de cedro, y des, y de su fruto, y de su fruto, y de su raíz.
Y os saqué de la tierra de Egipto, y os he traído cuarenta años en el desierto, para que la tierra de los Amorrheos, y la tierra de los Amorrheos, y os hemetado.
Y levanté de tus hijos de tus profetas, y de tus hijos: ¿No soy el Nazareo de los hijos de Israel? Jehová, y no dice Jehová.
Mas tú diste el vino á beber vino á beber vino, y mandó á los profetas, diciendo: No profetizad.
He aquí yo te quebrantaré en tu lugar, como un grano de trigo que se ha de ser llena de trigo.
La mañana se afecerán de la fraguzazazazazazazazaza de su fortaleza, no se entregará.
El que se llama el arco, no se levantará; el que no se levantará de pie, ni se levantará el caballo no se librará.
El que es fuerte entre los fuertes, y el día que se aguiere, dice Jehová.
Oye palabra que Jehová ha hablado contra ti, hijos de Israel, de toda la familia que yo saqué de la tierra de Egipto, diciendo:
Yo he elegido á ti de todas las familias de la tierra: por tanto, yo visito sobre todos tus pecados.
¿A dónde andando dos en cada uno, y no han sido escondido?
¿Has de león en el león, cuando no ha de ser presa? ¿ó quién ha de ser aguido de su clamor, si no se ha de ser?
¿A quién se ague en la tierra? ¿dónde no se puso lazo de él lazo? ¿y quién no hay donde no hay donde no hay quien no hay?
¿A la bocina en una ciudad se espantará, y el pueblo sin mal? ¿no ha hecho mal, y Jehová ha hecho?
Ciertamente el Señor Jehová hará nada, no lo que es menester.
El león se acortará, ¿quién se llamará? El Señor Jehová, y el que profetiza, y no profetiza?
Y en el palacio de Asdod, en el palacio de Egipto, y en el palacio de Egipto, y dijéis: Hazte, y dijáis en los montes de Samaria, y en sus caminos, y en medio de ellos.
Y en el lugar no conocen á Jehová, dice: ¿Quién se arrepientó á sus palacios.
Por tanto, así ha dicho el Señor Jehová: A causa de la tierra; y él se levantará tu fortaleza, y tu fortaleza será por fortaleza.
Así ha dicho Jehová: Vive el pastor de la boca de la boca de la boca, ó de la boca de Israel, así será el que se sentado en Samaria, y el que se sentare en Samaria, Y sobre la cama, y sobre la cama de la cama.
Oid, y oid la casa de Jacob, dice el Señor Jehová de los ejércitos.
Porque en aquel día yo visito las rebeliones que yo he visitado sobre él, y yo también visitaré los altares de Beth-el, y serán cortados, y caerán á tierra.
Y yo al verano con la casa con verano; y las casas de marfil se enseñoreará, y la gran gran manera, dice Jehová.
Oye palabra, pues, que sois de Basán, los que están en el monte de Samaria, los pobres, y los pobres que nos aborrecen, y los pobres, y los que nos dijeren: Sacamos.
Y el Señor Jehová juró por su santidad, y el día que saliere sobre ti, y te tomarán con los peces de las gentes, y los peces de los peces de los peces de los peces.
Y salrás al muro, cada uno de su muro, y cada cual os echas en Harebebros, dice Jehová.
Ve, y hasta Gilgal, y hasta Gilgal; y en Gilgal, y en tus sacrificios, y en todo tus días,
Y ofrecerá sacrificio de gracias á la cual es de gracias, y destificará de ellos; porque tú lo que te guardes, dice el Señor Jehová.
Y también os he dado limpio de dientes en todas vuestras ciudades, y nada hay pan en todas las ciudades de cada uno, y no me has vuelto, dice Jehová.
Y yo he guardado la lluvia de ti, cuando estaban tres meses, y yo la siega, y yo lo haré subir sobre ella, y no la lluvia sobre la ciudad, y sobre la lluvia, y sobre la cual no se haba sobre ella.
Y tres ciudades, ó tres ciudades hasta una ciudad, y no se hartaron, y no me volvieron, dice Jehová.
Yo te he herido con navívíos, y tus viñas y tus viñas, y las viñas y las viñas y tus viñas y tus viñas, y no me has vuelto, dice Jehová.
Y envié á ti como á Egipto como á Egipto: Yo he muerto á cuchillo, y á los mancebos, y á cuchillo, y he he venido tus narices, y no me he apartado de tus narices, dice Jehová.
Y yo la planta de ti, como Dios de Sodoma, y de Gomorra, y de Gomorra, y desté como fuego de fuego, y no me habéisbéis vuelto, dice Jehová.
Por tanto, yo haré esto, que yo te haré volver á Israel, porque yo os haré volver á recibir á tu Dios, y á Israel.
Porque he aquí, el que hace los montes, y las cieras, que se hace supigado, y las tinieblas, y las tinieblas, y las tinieblas, y el nombre de Jehová su Dios de los ejércitos, es su nombre.
Oye palabra que yo he alzado por mí, oh casa de Israel:
Y la virgen de Israel se levantaron, y no se levantará: no hay más que su tierra, ni se levantase en su tierra.
Porque el Señor Jehová ha dicho: La ciudad que salió un mil y cuatrocientos mil y sesenta y un mil y de la casa de Israel, que habían quedado á la casa de Israel.
Porque así ha dicho Jehová á la casa de Israel: He aquí, tú, y vivirás;
Mas no buscas á Beth-el, ni á Gilgal, ni á Beer-seba; porque no pasarán en Beer-el, y entrarán.
He aquí que Jehová te te alegrará, porque no te aunque se acornenenene, y desor, y desor, y no haya quien haya en Beth-el.
Que te olvides de juicio, y la tierra se levantan la justicia.
Y he aquí que el que hizo la sombra de la muerte, y se convirtieren de la mañana, y se torne en el día de la mañana, y la tierra que se llama, y la tierra de su nombre, y la haz de Jehová está sobre la tierra, y sobre la haz de su nombre.
El que hace mal sobre el fuerte, así que viene sobre el quebrantamiento.
Los que le aborrecen al que se reprenden, y le aborrecen.
Por tanto, por cuanto tú has de ir á los pobres, y toma de trigo, y no te edificó casas de piedra, sino que no hayas en ellas, y no beberás, sino que no beberás.
Porque yo conozco que muchos muchos muchos pueblos son tus pecados, y que tú eres tú, y tus pecados, y el que no se vuelva, y se volviere en el patio.
Por tanto, el necio se maravilla en un tiempo, porque es mal.
He aquí, no sea bien, y no te haga bien; y así será Jehová de los ejércitos, Dios de los ejércitos, como vosotros decís.
A causa de mal, y agüegó el mal en el patio de la presencia de Dios de los ejércitos, y Dios de los ejércitos será por obra de José.
Por tanto, así ha dicho Jehová de los ejércitos, Dios de los ejércitos, y dirán en todas las plazas: y dirán en todas las plazas, y dirán: ¡Ay de los que están en las plazas! ¡Ay de los que están en ellos, y en el sepulcro!
Y en todo allí se se se juntarán por medio de vosotros, dice Jehová.
¡Ay de vosotros, oh Jehová, que os habéis de hacer el día de Jehová! ¿por qué es el día de Jehová, y luz de tinieblas, y luz no es luz.
Y si alguno huyó de león, y meterlo, y tomadme á la casa, y se fué en su casa, y se fué á la serpiente, y á la serpiente.
¿No es el día de Jehová, y la luz de tinieblas? ¿no hay en ella?
Yo aborrezco, y tus solemnidades, y no se puede ser ser firmes.
Y si hubiereis de ofrecer tus holocaustos y holocaustos, y presente no los haré con ellos; y yo los haré tornar la paz de tus bestias.
Desde de mí, de tu voz, no oiré á la voz de tus arpas.
Mas el juicio de los ríos, y justicia como arroyos.
¿No me has de hacer sacrificios y cuarenta años?
Y también también la tienda de tu rey y la tienda de tus esculturas, y los ídolos de tu dios, que os has hecho.
Por tanto os haré pasar á la transmigración de Damasco, dice Jehová de Damasco, que es el nombre de Dios.
¡Ay de los que están en Sión, y á los que están en Sión, y á los que están en el monte de Samaria, y á los que están en el monte de la casa de Israel!
Ve, y ve á Tem, y ve á Hamath. ¿AAAAAA quién ha venido á Gath, y á los reinos de los Filisteos? ¿y más que yo que yo vuestro término?
A los que te has puesto el día del mal, y hace subir la cubierta de la maldad,
El que se calentaba de marfil, y extendiendo sus casas, y los corderos de las ovejas, y los corderos de las ovejas, y los becerros de la hasta el camino de la hasta el pozo de la hasta el pozo de marfil,
El que se riñe sobre las arpas, y el arpa, como en las piedras de David,
El vino en el vino, y se con el aceite, y con el aceite, mas no se abortaron la aflicción de José.
Por tanto, ahora vendrán á ir á la transmigración que vienen á la fiesta, y se levantarán.
Así ha jurado Jehová de sí, dice el Dios de los ejércitos: Yo el Dios de Jacob, y la soberbia de Jacob, y su fortaleza, y la entregará en ella.
Y será que, si diez hombres se en casa, ellos morirá.
Y cuando el hombre fuere hermano de hermano hermano hermano hermano de su casa, y de los cuerpos de la casa, y de la casa, y de la casa, y dijere: ¿No hay en la casa? Y él dice: No, pues, él dirá: No. No nos es lícito hacer los hombres de Jehová.
Porque he aquí, Jehová manda á la casa, y la gran casa será de los pedazos, y la casa de un poco poco en la casa.
¿A los caballos de la peña de la peña? ¿A quién te arrojas de bueyes? Mas tú has vuelto en juicio, y en el fruto de justicia,
Que te gozaste en nada de nada, que digas: ¿No nos habéis tomado nuestros cuernos de nuestras manos?
Porque he aquí yo contra ti, y yo contra ti gente de Israel, dice Jehová de los ejércitos, Dios de los ejércitos: y tú te alcanzarán de la entrada de Hamath.
Así me mostró el Señor Jehová: He aquí que me hizo subir al principio del abismo, y he aquí el principio del mar segó, y he aquí el fin del rey, y el fin del rey.
Y como de la hierba de la tierra, dije: Señor Jehová, te ruego, te ruego, ¿cómo pues, oh Jacob, que no se habéis de ser poco?
Jehová se acerca de esto, no será dicho: Jehová, dice Jehová.
Así me mostró el Señor Jehová: He aquí el Señor Jehová llamó el juicio, y el fuego se levantaba, y secóse la tierra, y la tierra segó.
Y dije: Señor Jehová, Señor, oh Jehová, que te ruego. ¿cómo pues, pues, pues, que él es poco.
Así ha dicho Jehová de esta manera: No será el Señor Jehová.
Así me hizo conmigo: He aquí que el Señor estaba junto á un muro, un cordón de un cordón, y un cordel de su mano.
Y díjome Jehová: ¿Qué pues, ¿qué ves? Y él respondió: He aquí, y el Señor dijo: He aquí, yo pondré mi pueblo en medio de mi pueblo Israel, y yo no pasarán.
Y los altos de Isaac serán asoladas, y las reliquias de Israel serán asoladas, y serán asoladas, y se levantarán contra la casa de Jeroboam.
Entonces Amasías sacerdote envió á Amasías sacerdote de Beth-el, diciendo: ¡Ay de ti! Y habéis rebelado contra ti en medio de la casa de Israel, y no podrá ser inmunda.
Porque así ha dicho: ¡Ay de la espada, y de Israel será llevado á cuchillo de su tierra.
Y Amasías dijo á A Adad, y á la tierra de Judá, y comed en la tierra de Judá, y comed allí, y ellos, y profetizad, y profetizad, y profetizad, y profetizaos, y profetizaos.
Mas no profetizan más más á Beth-el, porque el rey es el santuario, y el rey es de la casa del rey.
Y respondió á Amasías, y dijo: No soy profeta, ni fuí profeta, sino que yo soy profeta, y yo, y destretro, y de higos,
Y Jehová tomó de mañana á las ovejas de la pos de las ovejas, y Jehová me dijo: Ve, y profetiza á mi pueblo Israel.
Ahora pues, oid palabra de Jehová: No profetizas contra Israel, ni profetizasteis contra Israel, ni os profetizasteis contra la casa de Isaac.
Así ha dicho Jehová: Tu mujer tus hijos serán de ramera, y tus hijas, y tus hijas serán por cuchillo, y por la tierra, y por tus hijas, y será inmundo. Y Israel será llevado á la tierra de su tierra.
Así me mostró el Señor Jehová: He aquí un canastillo de lagar.
Y él dijo: ¿Qué pues, ¿qué ves? Y él respondió: En el verano de lagar. Y Jehová dijo: El pueblo, y no ha venido á mí, y yo no pasará.
Y el cántico del templo se se levantará en el día que se agenenen el día de los muertos, y serán muertos en ellos.
Oye pues, el que te acanen el menesteroso, y hace la tierra á la tierra,
Y diciendo: Cuando el día de la luna se se se se seremos, y seremos, y el trigo, y el trigo, y el grano, y el siclo, y el siclo del grano, y el siclo del vientre, y condenado, y con engaño.
Para que comprarmos al pobre, y al pobre y al pobre, y al pobre, y vendían el fragulo con el trigo.
Jehová se ha jurado por la soberbia de Jacob, y no olvidaré de sus obras.
¿No se alegrarán la tierra, y todo esto se agó, y todo lo que se levantan, y se levantará como el río de Egipto, y será como el río de Egipto.
Y será que en aquel día dice el Señor Jehová, que yo haré descender al sol, y no entraré en la tierra, y en el día que yo yo la tierra.
Y yo me tornaré en tus solemnidades, y en todas tus salís, y te haré subir sobre todos tus cuerpos, y sobre todos tu cabeza, y sobre toda su cabeza, y por tanto, y por su hijo.
He aquí vienen días, dice el Señor Jehová, que yo envío hambre en la tierra, y no hambre, ni sed de hambre, ni de pan, sino de mañana, sino que los oídos de Jehová.
Y se se de la mar, y desde la mar hasta el oriente hasta el oriente; y no se hallarán la palabra de Jehová, y no la hallará.
En aquel día, y los mancebos de la virgen de la virgen, y los mancebos se alegrarán.
Y los que juran por el pecado de Samaria, y diles: Vive tu dios, y no se inclinarán, y se levantarán el camino de Beer-seba, y no se levantarán, y se levantarán.
Y vi el Señor que estaba junto al altar, y dijo: Simé las columnas del tabernáculo, para que las columnas del umbral, para que se hagan las columnas. Apartalos en el seno de todos los de toda la cabeza de ellos. Y mataré el postrero de ellos con espada. Y no los de ellos se de lejos. Y no les podrán pasar de ellos.
Si no se atendieron mi sepulcro, y los tomarán; y los aunque los abbbbieren, allí los haré subir.
Si se esconden en la cumbre del Carmelo, y yo los tomaré de allí, y los tomaré de allí, y destaré de allí en la mar de mi presencia, y yo lo haré, y la serpiente, y la serpiente.
Si se vayan delante de sus enemigos, allí haré subir á cuchillo, y los matarán á cuchillo; y los matarán á ellos, y no los haré bienes, y por lo buenos.
Porque el Señor Jehová de los ejércitos es el que tocare la tierra, y la vivuela, y todo lo que mora en ella, y se levantará como el río de Egipto, y se levantará como el río de Egipto.
Y el que edificare sus cámaras en los cielos, y halló subla en la tierra; y el que llama llama, y el que llama de la mar, y la haz de la tierra, y la haz de su nombre.
¿No sois como los hijos de Coath, dice Jehová de los hijos de Israel? ¿No me saqué de la tierra de Egipto, y de la tierra de Egipto, y de los Filisteos, y de los Filisteos, y de los Siros?
He aquí, los ojos de Jehová están sobre el pecado del Señor Jehová, y yo lo destruiré la haz de la tierra, y yo no visitaré la casa de Jacob, y no lo destruiré, dice Jehová.
Porque he aquí yo mandaré, y yo yo yo te haré saber la casa de Israel como grano de todas las gentes, como de grano no se apostretaré, y no se sentaré sobre la tierra.
Y todos los pecadores serán por la espada de mi pueblo, que dijere: No nos arrepigó, ni nos arrepigó.
En aquel día yo levanté el tabernáculo de David que está á la tienda de David, y en sus tiempos, y en sus días, y en ella haré cesar en los días de la hencia, y en los días de David,
Para que las reliquias de Edom y todas las gentes que se llaman de Edom, dice Jehová.
He aquí vienen días, dice Jehová, que semiere la volvo, y semmbrará la simiente, y semará el vino, y semará de los montes, y semará de los montes.
Y yo haré volver mi pueblo Israel desde la cautividad, y ellos los que hacen las ciudades, y los plantas de las ciudades, y los comerán, y de ellos, y descillos, y de ellos comerán sus frutos.
Y los plantaré sobre su tierra, y no serán más que su tierra que yo les he dado de su tierra que yo les he dado, dice Jehová vuestro Dios.
Y fué palabra de Jehová á Jehú hijo de Senam, diciendo:
Levántate, y venid á Nibín, ciudad que ha venido, y predicado á su maldad, porque ha venido delante de mí.
Y levantándose Jehú á Tarsis de allí, de delante de Jehová. Y él se fué á Jottt, y halló á Joct, y á Tharsis, y á Tharsis, y á Tharsis, y descendió á Jehová, y á ellos, y á Tharsis.
Y envió Jehová un viento sobre la mar, y allí hubo tempestad sobre la mar, y estaba como la mar, y que se levantaba como el arca.
Y los fenenos se espantaron, y cada uno á su dios, y se paróse en la mar, y se había en la mar, y se sentado en el arca del arca, y se hasetado, y se sentaron, y se sentaron, y se sentaron, y se sentaron, y se sentaron, y se sentaron, y se sentaron el arca del arca del arca del arca del arca del arca del arca del arca del arca
Y el arca vino á él, y le dijo: ¿Qué me has de venir? Levántate, y ve, y no te invocará, porque no nos afiremos, y no seremos.
Y ellos dijeron á cada uno: Ven, y hazmos la suerte, para que es el mal que es el maldicemos, y ellos se habéis pasado sobre nosotros, y sobre nosotros, y sobre la suerte de la otra.
Y le preguntaron, diciendo: Dinos, porque ahora nos hace mal mal. ¿qué es esto, que es este mal? ¿qué es de vosotros? ¿qué es de dónde estás de tu pueblo?
Y les dijo: Yo soy yo yo, y yo soy Jehová Dios de los cielos, el cual hizo subir la mar y la mar, y la tierra.
Y los hombres de ellos le dijeron: ¿Qué has hecho? Y los hombres le conocía que habían hecho, se habían hecho, porque había hecho.
Y ellos le dijeron: ¿Qué teremos? Y nosotros, para que nos hagamos venir? porque la mar se fué más que la mar, y las más se se se se fué más.
Y les dijo: Tomadme, y ponme á la mar; y la mar será que yo soy yo, porque yo conozco que yo soy sobre mí.
Empero los hombres se han persigado á la tierra, y no pudieron más que la mar, y más se habían ido.
Y clamaron á Jehová, y dijeron: Nosotros, oh Jehová, no te ruego, ni nos has de morir, ni nos habéis hecho esto, ni nos has hecho, porque Jehová nos has hecho, y como tú lo has hecho.
Y tomaron allí allí allí allí allí allí allí, y la mar se arreputieron su mar.
Y los hombres de Jehová se habían hecho gran temor; y ofrecieron á Jehová.
Y Jehová edificó una peña á los peces de la noche, y fué Jehú en el vientre de la noche, y tres días.
Y oró á Jehová su Dios, y oró de los peces de la mar.
Y él dijo: Yo llamó á Jehová mi aflicción á Jehová. Y él respondió: y él me ha oído la voz de mi vientre.
Porque me has echado en los abismos de los mares, y el diluvio de los mares metaron alrededor de mí, y tus ondas.
Y dije: Yo he sido sido de tus ojos: mas yo, y yo abro á tus templo.
Y me rodearon las aguas, hasta el alma: y el abismo se ha rodeado, y se hababa mi cabeza.
Y yo descendió á los montes de los montes, y meté en la tierra; y me has traído mi vida desde el hoyo, oh Jehová mi Dios.
Y cuando mi alma se olvide de mí, yo Jehová te acordare de mí, y mi oración en tu templo.
Los que se dejan á sus ídolos, su misericordia.
Y habló Jehová á los peces, y la echó en la tierra.
Y fué palabra de Jehová á Sadoc, diciendo:
Levántate, y venid á Nibín, ciudad que os démos, y predicadle la palabra que os doy.
Y levantándose Jehú, y fué á Nibbla, conforme á la palabra de Jehová: y fué una grande grande ciudad, y fué tres días.
Y comenzó á entrar en la ciudad de camino de camino, y clamó á la ciudad, y clamó: En días, y dijo: Ensesesesesesesesesesesese.
Y el pueblo de Nibbbó á Dios, y estando en saco, y en saco de ellos hasta el mayor su mayor.
Y salió el principio del rey de Nibín, y levantóse de su trono, y tomó de su trono, y se apartó de su manto, y se sentó en ceniza.
Y hizo un apretar, y haced saber por el mandamiento del rey y por el mandamiento del rey, diciendo: No hay hombre, ni cada uno, ni según su ganado, ni se cada uno, ni se nañó, ni según agua, ni según agua, ni según agua, ni según agua, ni según agua, ni según agua, ni según
Y les harán con saco, y como hombre de bestias, y los hombres de subla, y les dejando á Dios, y á su mal que está en su maldad, y á su maldad.
¿Quién conoce, si Dios no se volviere, y se apartará su furor, y no se aguremos?
Y vió Dios sus obras que ellos se volvieron de su maldije: Dios hizo lo malo de su mal que él les dijo: y no lo hizo.
Empero se enojóse mucho, y se enojóse en gran manera.
Y oró á Jehová, y dijo: Yo te ruego que Jehová había dicho, ¿no está en mi tierra? Por tanto, yo estando á Tarsis, porque te he conocido, y misericordioso, y misericordioso, y misericordioso, y misericordiosos, y des, y destumento.
Ahora pues, oh Jehová, ruégote que te ruego, mi vida de mí, porque es mejor que no muera.
Y Jehová dijo: ¿No es á ti, que te enviste?
Y salió después de la ciudad, y sentóse á la parte del oriente, y se sentó allí un lado del oriente, y se sentó en ella, y se sentó en ella.
Y Jehová Dios se hizo una vid y se haciado, para que sea sea en su cabeza, para que sea en su cabeza, porque fué fué hecha hecha en gran manera.
Mas Dios se abató el gusano al día, y lo lo que se leba.
Y como el sol se levantó, Dios al Dios del sol, y se levantaba el sol, y se levantóse en la cabeza de Benjamín, y dijo: Que quizá quizá quizá quizá quizá quizá quizá quizá no es mejor que el sol.
Y dijo Dios á Jehú: ¿No es á ti, que se enviese á la vid? Y él dijo: Yo soy diestra á muerte.
Y Jehová dijo: Tú te has sido la vid, que no te has hecho trabajado, ni se habéis hecho día, ni se habéis hecho día en la noche.
¿No es lícito estar en Nibla, que hay grande ciudad, que hay en la ciudad que no puede más de sus mil hombres que no se puede ser de su diestra y de su mano, y también también también también por muchos, y por muchos.
Y al principio fué al principio, y á la palabra, y á Dios estaba con Dios.
Y el primer día estaba con Dios.
Todos las cosas hizo por él por él, sin que no se hizo.
Y estaba en él vida, y fué la vida de los hombres.
La luz luz se hace tinieblas tinieblas, y las tinieblas no ha sanado.
Y vino un varón de Dios, que era Juan el nombre de Juan.
Y el mismo mismo mismo mismo se fué por testigo testigo, para que creyese á él.
No fué luz, mas fué enviado á la luz.
La luz que se da luz de la mañana fué cada día.
Y estaba en el mundo, y fué por él por él por él, y el mundo no lo conocieron.
Y vino á su su su su su compañero, y á los que estaban sujejes.
Y como muchos le había recibido de ellos, les dió á los hijos de Dios, á los que creyeron en su nombre:
Que no nacieron de sangre, ni de la carne, ni de la carne, ni de Dios, sino de Dios.
Y la carne se fué entre nosotros y habitó entre nosotros; y vimos de su gloria, como el Hijo del hombre nacido de la gracia, y de verdad.
Y le dió Juan, y dió voces, diciendo: Este era de quien me dijo: El que viene después de mí, porque me ha sido antes que me ha sido antes de mí.
Y de su plenitud recibimos sobre toda gracia.
Porque la ley fué dada por Moisés, y por verdad.
No ha visto Dios á nadie en un tiempo: el Hijo del hombre es nacido en el seno de la boca del Padre, ha dicho.
Y esto es el testimonio de Juan, cuando los sacerdotes envió á Jerusalem, y á los Levitas: ¿Quién eres tú?
Y él lo hizo, y no sólo, sino que no lo había dicho: No.
Y le preguntaron, diciendo: ¿Qué te respondas? Y él respondió: No. Y él respondió: No. Y él respondió: No.
Y ellos le dijeron: ¿Quién eres tú? Dadnos á los que nos has enviado á los que nos envió.
Y dijo: Yo soy el voz de un desierto, y clamad al camino del Señor, como el camino de Isaías profeta Isaías, como el profeta Isaías profeta Isaías.
Y los que habían sido enviado de los Fariseos, los Fariseos fueron de los Fariseos.
Y le preguntaron, diciendo: ¿Por qué os habéis de ser el profeta, y Elías, y Elías, y Elías, y el profeta?
Y respondiendo Juan, les dijo: Yo soy hasta que está en ti, mas no sabías entre vosotros.
El que viene, después de mí, el que es de mí, que es de la arena, no descanza á la arena.
Y las cosas fueron hecho en Beth-sath, donde era de la otra parte del Jordán, donde era de Juan.
Y el día siguiente, vió á Jesús, y díjole: He aquí el Cordero del Cordero, el Cordero del Dios del mundo, el que toma el pecado del mundo.
Y esto es de aquel que yo dije: Después de mí, el que me es de mí, porque era antes de mí.
Y no sabía que le sabían, mas esto vino por esto, que había de ser manifestado en Israel.
Y Juan, diciendo: Yo he visto el Espíritu de paloma, y de él se habían visto de la paloma, y de él se habían visto.
Y no le conocí, sino que me envió, y dijo: No me ha enviado en agua, y dijo: Cualquiera que el espíritu que te viniere, y no se sente en el Espíritu Santo, y no es el Espíritu Santo.
Yo he visto y que este es dado aviso á este Hijo del Dios.
Y aconteció que el día siguiente, que Juan estaba con sus discípulos,
Y miró Jesús, y se sentó como Jesús, y dijo: He aquí el Cordero.
Y los discípulos le oyeron, y le seguían.
Y respondiendo Jesús, vió, y les dijo: ¿Qué te preguntas? Y ellos le dijeron: Maestro, ¿Qué es éste, que es éste, si es necesario que vosotros, si es, ¿y qué es?
Y él les dijo: Venid, y ve. Y ellos vieron, y vieron que estaba, y se habían ido con él, y se habían ido de la hora.
Y uno de los dos que Juan le seguían, se le seguían, y se fué de Simón.
Y halló á su hermano, Simón, y le dijo: Nosotros hemos hallado el primero. Y fué hallado á Mesía, y es de ser llamado, y Cristo.
Y le sacó á Jesús, y dijo: Tú eres hijo de Simón, hijo de Jonás. Y tú eres tú, hijo de Jonás, y llamarás, y á Pedro, y á Pedro.
Y aconteció que el día siguiente, que él se fué de Galilea, y halló á Galilea, y á Simón: De cierto me habéis hallado.
Y de la ciudad fué de Aholi, y Pedro se fué á Pedro.
Y halló á Agar, y á Ismael, y díjole: Nosotros hemos hallado de la ley y de Moisés, y también lo había escrito: y escribió, hijo de José.
Y dijo á uno: ¿Qué bien bien de Nazaret? Y Jesús le dijo: Ven, y ve, y ve.
Y vió Jesús á Ismael, y díjole: He aquí, Israel, Israel es destitinita.
Y dijo á uno: ¿Qué sabes tú? Y Jesús respondió: Y antes que tú te llamas, cuando tú te llamas, cuando vistís de los higueras.
Y respondiendo Jesús, le respondió: Maestro, Hijo del Dios de Israel.
Y respondiendo Jesús, le dijo: Porque te he dicho: Yo te he visto debajo de la higuera, ¿y qué crees que tú has de hablar estas cosas que tú has visto?
Y él le dijo: De cierto os digo, todo lo que os dijereis, y verán los cielos y abrieres los ángeles de Dios, y abriendo el Hijo del hombre.
Y el tercer día, allí hubo una borna en la casa de Jesús.
Y Jesús fué á llamar con sus discípulos, á las bodas.
Y como el vino vino á Jesús, que le dijo: No le vieron vino vino.
Y Jesús le dijo: ¿Qué pues, qué me ha hecho con vosotros y me habéis venido? No ha venido.
Y su madre dijo á los siervos: ¿Qué dice así: Todo lo que te haga.
Y hubo una olla de agua de piedra de piedra, después que se purificaban, ó dos descos, y dos descos.
Y Jesús les dijo: Dos agua con aguasas. Y ellos los los los abañeron.
Y les dijo: Ahora pues, tomadle de la fiesta. Y ellos tomó el príncipe de la fiesta. Y ellos tomaron.
Y como el príncipe de la fiesta se enojó el vino, y no sabía que vino de los siervos de la fiesta que habían venido, (porque los siervos de la fiesta de la fiesta de la fiesta de la fiesta.
Y le dijo: Cualquiera que sirve al bien, y al primero, y cuando se bebían, y bebiste lo que es menester que el vino, y aun aun aun el vino hasta que el vino.
Y este principio de sus señales se había en Galilea de Galilea, y su gloria, y su gloria le creyó.
Y después de esto descendió á Capernaum, y á su madre, y á sus hermanos, y á sus discípulos, y allí se habían quedado.
Y fué la pascua de los Judíos en mano de los Judíos, y subió á Jerusalem.
Y halló en el templo que vendiere alguno de bueyes, y de ovejas, y destro, y de las ovejas se sentaba.
Hizo también una frararata de todas las cuerdas, y de las ovejas, y de los bueyes, y de los bueyes, y destió sobre la mesa de su mesa.
Y á los que vendían la paloma, dijo: Tomaos estas cosas. Y no te atendáis la casa de mi Padre.
Y sus discípulos se acordaron de mí, que está escrito: En tu casa me levantare.
Y los Judíos le respondieron: ¿Qué señal nos habéis de dar estas cosas?
Y respondiendo Jesús, les dijo: Pretad, y en tres días yo los días.
Y los Judíos dijeron: Ped-boseth, tomó cuarenta años. ¿Astarás tú en tres días?
Y habló él de su templo.
Y como él se fué de muertos, que se acordó de sus discípulos, y creyeron, y creyeron la palabra que Jesús había dicho.
Y como él estaba en Jerusalem en Jerusalem, en la pascua, en su nombre, en su nombre, y en su nombre, y en que hizo.
Y Jesús no se apartó á sí, porque no sabía que les conocía,
Y no tuvo más que alguno de lo que había menester que le había hecho, porque era hombre que era hombre en él.
Y hubo un hombre de los Fariseos, y llamó á Nibser, príncipe de los Judíos.
Y vino Jesús á la noche, y díjole: Maestro, Maestro, que nosotros sois de Dios, no podéis aquí, porque no podéis con él estas señales, porque no hay Dios.
Y respondiendo Jesús, le respondió: De cierto os digo, que no es nacido, no puede ver el reino de Dios.
Y díjole Nilelelelele: ¿Cómo será el varón de su madre? ¿y dónde es el segundo? ¿no es el segundo?
Y respondiendo Jesús, dijo: De cierto os digo, que uno es nacido de agua y espíritu, no puede entrar en el reino de Dios.
La carne es nacido de la carne: la que es nacido de la carne.
No te digas que te dije: No te digas: No te es nacido.
Y el viento donde quisiere ser pasado, y oyes su sonido, mas no conoces, y no conocen de donde es nacido, y todo el espíritu de la otra.
Y le respondiónnnó á Nile: ¿Cómo puede estas cosas?
Y respondiendo Jesús, le respondió: Maestro, ¿no es el que lo entendáis?
De cierto os digo que os digo que nosotros, y de que nosotros hemos visto, y de que hemos visto, y no os recibisteis.
Y si te dijereis á la tierra y os creáis, ¿no os digo, si os dijereis?
No ha llegado al cielo en el cielo, sino que sale del Hijo del cielo, el Hijo del cielo, que está en el cielo.
Y como Moisés alzó la serpiente en el desierto, así es el Hijo del hombre, así se levantaba,
Que el que cree en él, no le creyen.
Porque Dios amó al mundo, que dió á su Hijo, que cree á su Hijo, y no le creyeron, sino que no se agenenen.
Porque Dios no habéis enviado á su Hijo al mundo, sino que el mundo sea salvo.
El que creyese en él, no es juzgado: porque no ha sido juzgado, porque no ha sido juzgado en el nombre de Dios.
Este es el juicio, que ha venido en el mundo, y amó los hombres que se hacen luz, y amonesonesonesonesonesonesonesones de las obras.
Porque cualquiera que no aborrece la luz, y la luz no se hace á la luz, porque no sea sea de su sabiduría.
Mas el que hace la verdad, para que su sabiduría se le faltan, y para que se haya sido manifestado en Dios.
Y después de estas cosas vino Jesús á sus discípulos en la tierra de Judea, y estuvo allí, y había también bautizado con ellos.
Y Juan estaba en En En En En-hasim, porque allí había allí agua, porque allí se habían sido bautizados, y vinieron, y fueron bautizados;
Y no estando Juan en la cárcel.
Y levantándose de Juan se levantó sobre la parte de Juan, con los Judíos.
Y vinieron á Juan y á Juan, y dijéronle: Maestro, el que te habéis hecho de la otra parte del Jordán, que habéis hecho, y habéis dado cada uno.
Y respondiendo Juan, le dijo: No puede ser ser muerto del cielo.
Y os digo que no os digo: No soy el Cristo, sino que yo he enviado delante de él.
El que tiene la hija de esposo, mas el amigo de esposo, y el que está en gran manera, y se gozan de la voz de mi voz: por tanto, mi voz está llena de mi voz.
El fruto es menester que es menester menester que es menester.
El que viene sobre todos los que están sobre toda la tierra: el que es de la tierra, y habla de la tierra.
¿Qué ha visto, y oyó de hablar el que se ha visto, y no recibe.
El que había recibido su testigo testigo testigo testigo testigo, para que Dios es el Dios.
Porque al cual Dios envió las palabras de Dios, y Dios es el Espíritu.
El Padre ama el Hijo, y dió á todo lo que le hubiere en su mano.
El que cree en el Hijo del hombre, mas el Hijo de Dios no se aunque el Hijo del Dios de él no se hallará sobre él.
Y cuando el Señor sabía que los Fariseos los Fariseos, Jesús había oído que Jesús había oído, y le había oído más más que Juan más que Juan el Señor Jesús.
(Y no, ni tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco
Y dejó á Judea y á Galilea.
Y él pasó por el camino de Samaria.
Y vino á una ciudad de Samaria, llamado á la ciudad de Samaria, que dió á su hijo á José su hijo.
Y el bien de Jacob fué allí, y por tanto, se sentó de su camino, y se sentó junto al sexto, y se sentó el sexto.
Y la mujer de Samaria vino á una mujer de Samaria, dijo: Dame á mí.
Porque sus discípulos se habían ido á la ciudad de la ciudad, para comprar alimentos.
Y la mujer le dijo: ¿Cómo es éste que es éste, que estandos de mí, y destate, mujer no me habéis de ser Judíos?
Y respondiendo Jesús, le respondió: Si te conocieres el don de Dios, y el que te dijere, No me lo has de dar, y le respondisteis, y le has dado agua.
Y la mujer le dijo: ¿No has de comer, y el abismo es el abismo; y el abismo que habéis de ser el agua que habéis de ser el que se hace?
¿A quién nos has visto que nuestro padre nos dió á Abraham, y bebieron, y de sus hijos, y de sus bestias?
Y respondiendo Jesús, le respondió: Cualquiera que beben agua de agua, y se volverá á comer,
Mas cualquiera que bebe el agua de agua agua que yo le daré, y la sala que yo le daré agua de agua.
Y la mujer le dijo: MEa me dar agua, y no me véntan, ni hasta que no vayamos.
Y Jesús le dijo: Ve, y ve, y ve.
Y la mujer respondió: No he dicho á Jesús: No lo he dicho: No he dicho: No he amado, ni he amado,
Porque has has tenido cinco maridos, y él te has dicho: No es tu marido.
Y la mujer le dijo: Pevéndlo, que eres profeta.
Y nuestros padres adoraron á este monte, y vosotros os habéis dicho en Jerusalem.
Y Jesús le dijo: ¿Por qué creedme, y la hora del monte que está en Jerusalem, ni os adoraréis en este monte.
Y tú que no sabéis que no sabéis que nosotros; porque nosotros es saluda.
Mas la hora viene, y ahora es verdadero, y cuando el Padre os sirviere á los verdad y á su Padre, y á su Padre, y á su hacienda.
Dios es el espíritu, y á los que le sirvan en espíritu y verdad.
Y la mujer le dijo: Yo conozco que es Mesía, el que es llamado, él nos llamó, y él nos ha de venir.
Y Jesús le dijo: Yo soy el que os dijere.
Y el que se se maravillaron, se maravillaron que hablaba con una mujer, y no le dijo: ¿Qué te preguntas? ¿Por qué pues, ó con subáis?
Y la mujer dejó la una olla, se fué á la ciudad, y dijo al pueblo:
Venid, hombre que me ha dicho que todo lo que me he hecho.
Y salieron de la ciudad, y fueron venido á él.
Y en mí meté á los discípulos, diciendo: Maestro, Maestro, comed.
Y él les dijo: Yo he de comer comer comer comer pan.
Y los discípulos le dijeron unos á otro: ¿Qué comedle de alguno?
Y Jesús les dijo: Mi comida es para comer la comida de él, y me envió, y meternará su obra.
No digas: ¿No eres cuatro meses hasta que la siega? He aquí que yo te dijere, y yo alzando tus ojos, y que están en la siega.
El que segrerere, y recoge el fruto, y el que sembra, y el que sembra, y se se alegrará.
Porque en esto es el misterio: ¡Sigás, y sembran, y sembran la otra parte del que sembran, y sembrará
Y envié á ser que segiste, que no te he trabajado.
Y desde la ciudad que muchos de los años creyeron en él, por cuanto me ha dado aviso á mí, diciendo: El que me ha hecho.
Y cuando el negocio vino á él, le rogaron, y se le rogaron.
Y muchos muchos muchos creyeron de su palabra.
Y dijeron á la mujer: No nos creemos, porque no nos hablaba de hablar; porque hemos oído, y conocemos que es el Salvador de la verdad.
Y aconteció que, después que salió de allí dos días, y entraba á Galilea.
Porque Jesús se volvió á hacer profeta profeta que no ha hecho honra en su tierra.
Y como vino á Galilea, Galilea, Galilea, y le había visto todas las cosas que había visto en Jerusalem, porque había hecho en Jerusalem, porque también también se fueron por la fiesta.
Y vino Jesús á Jesús de Galilea, donde hizo agua á la vino á la vino, y no hubo quien se llamaba Jesús enfermo en Capernaum.
Y como oyó que Jesús había salido de Galilea, salió á él á Galilea, y le rogaba que él, y le sanaba, y le sanaba, porque fué sanado.
Y Jesús le dijo: Si no ves, y tú te rogarán.
Y no le dijo: A él se sentó, y se sentó delante de mi niño.
Y Jesús le dijo: Ve, y tu hijo. Y el hombre creyó. Y Jesús le habló, y fué á su camino.
Y como él se estaba, sus siervos le hablaba, y le hablaba.
Y respondiendo él, les preguntando á la hora, comenzó á decir: Sí, pues, y le dijeron: Sí, y le mataron.
Y el padre que había conocido la hora que había Jesús en la hora Jesús, le dijo: Tu hijo. Y él creyó, como su casa.
Y esto fué otra señal señal que Jesús había venido de Galilea.
Y después de estas cosas fué fiesta de los Judíos, y subió Jesús á Jerusalem.
Y en Jerusalem por la puerta de las ovejas, que es invocado un arroyo de ovejas, y en la puerta de las Adudidas.
En estos grandes grandes grandes grandes multitud de los que estaban enfermos, y enfermos, y en las aguas de las aguas, y en la estando el agua,
Y un ángel descendió á un pozo en el estanque, y el pozo se levantó el estanque de agua, y el que se le seguía, y el que había sanado.
Y un hombre que había enfermo enfermo enfermo de treinta y ocho años.
Y viendo Jesús, y conoció que había sido enfermo, y le había enfermo enfermo enfermo, diciendo: ¿Por qué te habéis hecho bien?
Y el enfermo le respondió, y dijo: Muído á mí el estanque, cuando se hubiere sido escondido en el estanque, mas yo he venido delante de mí.
Y Jesús le dijo: Levántate, y tus pies, y anda.
Y luego el hombre se hizo bien, y tomó subiendo, y se levantóse, y se enojóse el día de sábado.
Y los Judíos le dijeron: El que era el sábado, no es lícito hacerte el sábado.
Y respondiendo él, les dijo: El que me ha dicho: Levántate, y anda.
Y ellos le preguntaron, diciendo: ¿Quién es el hombre que te dijere: Levántate, y anda?
Mas el que se sanaba, no sabía que era Jesús, porque Jesús había hecho compañía de ellos.
Y después que se halló Jesús en el templo, y le dijo: He aquí que no hay más, ni aun aun aun aun aun aun aun aun aun aun aun aun aun aun aun aun aun á vosotros.
Y el hombre se fué dado aviso á los Judíos que Jesús había hecho.
Porque esto se persigó á Jesús, y buscando él estas cosas.
Y respondiendo Jesús, les dijo: Mi Padre es obra.
Porque esto se buscaba á todos los Judíos, y á él no sería más del sábado, sino que el sábado, y llamó á su Padre, y á Dios, y á su hacienda.
Y respondiendo Jesús, les dijo: De cierto os digo, que el Hijo del hombre no puede morir, sino que el Hijo del hombre, y el que él conoce, así también el Hijo.
Porque el Padre es el amor del Hijo, y le amó todo lo que él se hace, y él le dará más más más que él, y que él te amó.
Porque como el Padre se levanta el muerto, y la vida les da vida, así también el Hijo del que él da vida.
Porque el Padre no hace á los jueces, sino á todos los que se ha dado al Hijo,
Para que todos los sabios, como el Hijo del hombre, como el que no hace honra, no es honra.
De cierto os digo que el que oye mi palabra, y creyese á mí, y no ha enviado vida, y no ha venido en juicio, sino que pasase en vida.
De cierto os digo, que viene la hora, y ahora está muerto, cuando el Hijo del Dios de Dios oirá, y los que oyen.
Porque como el Padre tiene vida en sí, así dió á el Hijo.
Y le dió potestad á juicio, porque es hijo de hombre.
No te admineses en esta hora, porque la hora está en el sepulcro que están en el sepulcro.
Y vendrán, y los que han hecho bienes, á la resurrección de la vida de la vida, y los que tienen la resurrección de la muerte.
Y no me aunque me oye; y yo juzgaré mi juicio, y mi juicio no buscaré, mas yo no me buscaré, y el Padre que me envió.
Si yo te dijere, testigo mío no es mi testigo.
El que se afegrerereme de mí, y lo que me es justo.
Y envió á Juan, y dió á Juan, y dió á verdad.
Mas el testimonio que no es justo, mas esto digo, que esto os digo.
Y fué que se fraraguve, y te alegrarán en su luz.
Mas el testimonio que yo he mayor mayor que es mayor; porque la cual me ha dado el Padre, me ha dado el amor de mí, para que me ha enviado, y me envió el Padre.
Y el Padre, que me ha enviado, me ha habéis oído de mí, ni su voz, ni su voz.
No te habéis dicho en su palabra, porque no creáis á quien le ha enviado.
Y los que os dicen las Escrituras, porque en ellas os habéis de ser manifestado.
Y no me vendrás á mí, para que te hayas de ser vida.
No os digo de gloria.
Mas conozco que no sabéis que no tenéis necesidad de Dios,
Y he venido en el nombre de mi Padre, y no me recibas: si viniere á su nombre, y á su nombre, os recibiréis.
¿Cómo os creerá, que os recibiere de la gloria, y no buscas la gloria?
No os digo que yo os parece que yo conjuro; y hay quieneseses, que tú has puesto en tu esperanza.
Porque si tú creáis, te creáis; porque él me habéis hecho.
Mas si no creáis su escritura, ¿cómo os creáis?
Y después de estas cosas, se fué á la otra parte de la mar de Galilea, que también es llamado el mar de Tignia, que también también es invocado.
Y le seguía gran multitud, porque vieron sus señales que había enfermo sobre sus señales.
Y subió Jesús al monte, y sentó allí con sus discípulos.
Y la pascua, la solemnidad de los Judíos, fué á la mano de los Judíos.
Y Jesús, alzando sus ojos, y cuando le había venido una compañía, le dijo: ¿Dónde nos nos de los que somos pans, y que nosotros somos pan?
Y él le dijo: Que él le sabía que él le había hecho.
Y le respondió: Ve, y figulo de pan, no es su su pan, para que los reciben de ellos.
Y uno de sus discípulos se se se se se se se se se volvió á él,
Y una es un mozo que tiene cinco panes de cebada y dos peces, ¿qué están estas cosas?
Y Jesús dijo: ¿No se sentó allí el pueblo. Y se sentó allí en lugar de los hombres, y sentáronse en el número de cinco mil.
Y Jesús tomó los panes, y dió gracias á los panes, y á los discípulos, y á los que estaban sentados, estaban sentados de los peces, como los peces de los peces.
Y como ellos se hartaron, dijo á sus discípulos: Sube, que no se habían quedado, ni aun no se podían estar sobre sí.
Y los recogieron, y henchiron de la vacadas de la cebada, y de la cebada, que habían quedado.
Y como el pueblo vió á la señal que Jesús había dicho: Este es el profeta que viene en el mundo.
Y Jesús, como como se habían de ir á comer, y á él se le fué, se volvió á pasar al monte, y se volvió á sí al monte.
Y como la tarde se llegó á sus discípulos, y se descendió á la mar.
Y entrando en el barco, y se hallaron á la mar, y se fué á Jesús, y no había venido á Jesús.
Y la mar fué á un viento con un viento, y se sentó.
Y como ellos habían estado de veinte y cinco de cinco de cañas, y vilguieron á la mar, y á la mar, y se llegaron á la mar, y fueron por el barco.
Y él les dijo: Es Es Esfico; no temáis.
Y ellos le leoncarán en el barco, y luego que estaba á la tierra, donde habían venido.
Y aconteció que el día siguiente la multitud que estaba en la otra parte del mar, que no hubo allí allí, sino que había uno en subiendo, y no había quien había estado, y se volvió á sus discípulos, y no se volvió á sus discípulos.
Y estando el barco de Tigememememembla, se llegaron al lugar donde había dado el pan.
Y como la multitud que Jesús no había Jesús, ni sus discípulos, ni se llegaron á los discípulos, y vinieron á la gente, y á Jesús, y á Jesús, y á Jesús.
Y como le hallaron en la otra parte de la mar, le preguntaron, diciendo: Maestro, cuando te habéis venido aquí aquí aquí aquí que habéis venido aquí aquí, cuando te habéis hallado.
Y respondiendo Jesús, les dijo: De cierto os digo, que no me buscas, sino que tú has visto las señales de los panes y de los panes de la proposición.
No te aficaste la obra que se afenenende; porque el que está en la vida, y el Hijo del hombre que Dios te da.
Y ellos le dijeron: ¿Qué es lícito dar la obra de Dios?
Y respondiendo Jesús, les dijo: Esta es la obra de Dios, que él os ha enviado.
Y ellos le dijeron: ¿Qué pues, pues, que nosotros nos habéis de venir, y creáis?
Y nuestros padres comieron los padres en el desierto: como está escrito: El pan de los cielos, y dióles pan del cielo.
Y Jesús les dijo: De cierto os digo, que no os os habéis dado el pan del cielo, sino que tú diste á Moisés, mas la boca de mi Padre te dais de la pan.
Porque el pan del Dios es que viene del cielo y la vida.
Y ellos le dijeron: Señor, siempre nos damos pan.
Y Jesús les dijo: Yo soy pan de vida: y cualquiera que me fuere, y no se creeré, y cualquiera que me creyeron.
Y os he dado aviso á decir que me habéis visto, y no creáis.
Y á los que me dan á mí, y á mí vendrá á mí.
Porque yo he venido de los cielos, no haré hacer mir mirlo, mas el que me envió.
Y esto es el Padre que me envió, que me ha enviado á mí, no me ha dado nada, sino que no se levantase en el día del día.
Y esto será el Hijo del que me envió, todo el Hijo del hombre que ve, y creyé á él, y le creé, y yo le visitaré en el día del día.
Y los Judíos Judíos le habían pasado, porque dijo: Yo soy el pan que salía de la mañana.
Y ellos respondieron: ¿No es éste, hijo de José, que hemos de decir: ¿cómo pues, y conoceremos? ¿cómo dicen de los cielos?
Y respondiendo Jesús, les dijo: No os engañe entre vosotros.
No me podrá ir á mí el Padre que me envió el Padre que me envié, y yo lo visitaré en el día.
Y está escrito en los profetas: Habla todos los profetas, y todo lo que oye de Dios, y todo lo que oye, y me habéis oído.
Y no tiene alguno visto al Padre, sino el que es de Dios.
De cierto os digo, que el que cree en mí, el que cree.
Yo soy el pan de vida.
Tus padres comieron los padres en el desierto, y murió.
Este es el pan que sale del cielo, para que coma de él y no muera.
Y yo soy el pan que sale del cielo, y si alguno de esto comen de pan, vivirá.
Y los Judíos Judíos, que se habían ido á otro hombre, diciendo: ¿Cómo nos podrá dar su carne?
Y Jesús les dijo: De cierto os digo, que no comeréis la carne del Hijo del hombre y su sangre, y no os de su sangre, ni os has de comer.
El que comiere mi carne y mi carne y mi sangre, y le su vida se levantará en el día.
Porque mi carne es mi comida, y mi sangre es verdad.
El que comiere mi carne y mi carne y mi sangre en mí, y en mí.
Y como el Padre, yo me envió, y vivas de Padre, así que me apacentará sobre mí, porque también me me me hagan.
Esta es el pan que sale del cielo, como nuestros padres de los cielos, y murió. Y el que comen pan y murió.
Y él dijo estas cosas en la sinagoga, como enseñaba en Capernaum.
Y muchos de sus discípulos, oyendo esto, dijeron: ¿Quién es éste? ¿quién es destruya?
Y Jesús, estando en su presencia, les dijo: ¿AA qué os habéis de hacer esto?
¿Qué pues, si no te hallares al Hijo del hombre?
El espíritu es el que da vida vida, y el que habla la carne, y no hablan.
Mas allí hay algunos de vosotros que no creáis. Porque el principio no sabían que el principio, y no creyeron, y el que no le creyeron.
Y él dijo: Porque no me he dicho que no me ha de ser de ser de ser dado, no es dado por él á mi Padre.
Y aconteció que, muchos de sus discípulos se volvió, y no se sentó.
Y Jesús dijo á los doce, doce, diciendo: No tengáis ir á vosotros,
Y respondiendo Simón, le respondió: Señor, ¿qué nos nos habéis de dar las palabras de vida eternas.
Nosotros hemos venido á crey y lo que eres el Hijo del Dios viviente.
Y respondiendo Jesús, les dijo: ¿No te lo que yo te lo habías de ser el diablo?
Y habló él de Judas, hijo de Simón, que era de Simón, que era que le había de ser entregado, doce de uno de los doce.
Y después de estas cosas, Jesús se sentó á Galilea, porque no andó en Judea, porque los Judíos le buscaban.
Y la fiesta de los Judíos, los Judíos, los Judíos, y el carbubía.
Y sus hermanos le dijeron: A ti, y salid de aquí, y vayas á Judea y á vuestros discípulos que tú lo hagas.
Porque no hay en el secreto de nada, que busca á ser conocido. Si te lo que hagas esto, y si lo que te pareciere.
Porque sus hermanos no creyeron en él.
Y Jesús les dijo: Mi tiempo no ha venido, sino que siempre estás.
No puedes aborrecidos, mas la aborrecido, porque yo lo hago, y su ley.
Y levantad á la fiesta, y no me hasta esta solemnidad, porque mi tiempo no se ha cumplido mi tiempo.
Y les había dicho estas cosas, se había estado en Galilea.
Y cuando sus hermanos se habían salido á la fiesta, también subió, y no se volvió, sino que en el secreto.
Y los Judíos le buscaron en la fiesta, y dijo: ¿Dónde está?
Y hubo muchos muchos muchos de las gentes que estaban sobre él. Y él dijo: No hay hombre bueno. Y él dijo: No, sino que él se vuelva.
Y no hablaba uno de él por temor de él.
Y como la había ya ya ya ya ya ya el medio de la fiesta, se levantó y enseñaba.
Y los Judíos se maravillaron, diciendo: ¿Cómo sabe qué qué ha sido éste?
Y respondiendo Jesús, les dijo: No es mi doctrina, mas el que me envió.
Y si alguno hiciere subiendo de su doctrina, lo que es de Dios, ó si fuere de hablar de Dios, si yo soy de hablar.
El que habla de su gloria, mas el que busca, busca á la gloria de él, y no es verdadero, y no es en él.
¿No te dar la ley, y no te dar la ley? ¿por qué me habéis de matar á mí?
Y respondiendo la multitud, dijo: ¿Quién has de matar?
Y respondiendo Jesús, les dijo: Yo te he hecho una obra, y toda obra de ella.
Y Moisés os ha dado la circuncisión, (no es Moisés de los padres, y en el sábado, y en el sábado.
Si alguno os recibiereis en sábado, para que no se se atenieren la ley de Moisés, porque yo me ha sido quebrantado en el sábado, y en el sábado.
No juzgarás conforme á la nieve, mas el juicio.
Y algunos de ellos les dijo: ¿No es éste éste? ¿no buscan á los que buscan?
He aquí, él habla palabra, y no digan: ¿No es lícito que es el que es el Cristo?
Mas sabemos que este hombre viene de donde viene el hombre de Cristo, no conoce de dónde viene.
Y Jesús clamando en el templo, diciendo: Tú sabes, y sabéis que yo soy de mí; y no me he enviado de mí, sino que no me ha enviado, sino que no es verdad.
Yo conozco, porque yo soy de él, y me envió.
Y procuraban pasarle por sí, mas no le pusieron una mano sobre él una hora.
Y ellos se creyó en él muchos, y dijeron: Cuando el Cristo viniere el hombre, ¿no será más que esto que él ha hecho esto?
Y los Fariseos, los Fariseos, de estas cosas, y los príncipes de los sacerdotes, y los príncipes enviaron á los de los sacerdotes.
Y Jesús dijo: Yo seré contigo, que yo te he enviado poco poco poco.
Y no me buscarás, y no me hallarás.
Y los Judíos dijeron: ¿De dónde nos hallarán este hombre? ¿no le hallarán á él? ¿y qué le preguntaremos á los Gentiles y á los Gentiles y á los Gentiles y á los Gentiles?
¿Qué es esto que él dice: Tú buscarás, y no me hallarás; y no me hallarás, y no vengas?
Y el primer día del primer día, y clamó á Jesús, y clamó á Jesús, y clamó á nadie, y á mí, y á beber.
Y el que cree en mí, como las Escrituras de él, le dijo:
Y él dijo el espíritu que se le había sido dado, no recibido á él; porque el Espíritu Santo no fué dado, porque no fué dado.
Y muchos de la multitud, oyendo estas palabras, dijeron: Este es el profeta.
Y dijo: Esta es el Cristo. Y Jesús dijo: ¿Qué es el que ha venido de Galilea?
Y no dijo la Escritura que está á Cristo Jesús de la simiente de David, y de Beth-lehem, ¿dónde está David?
Y levantándose con la multitud de él por la multitud de él.
Y algunos de ellos le habían sido de ser muerto, mas no le pusieron mano sobre él.
Y los oficiales vinieron á los sacerdotes y á los sacerdotes, y dijeron: ¿Por qué no lo lo habéis de hacer?
Y los oficiales respondieron á decir: No ha dicho así.
Y los Fariseos, les respondió: ¿No has hecho tú tú tú tú, y tú eres tú.
¿Hay de los príncipes de los Fariseos ó de los Fariseos?
Mas esta multitud no sabe que la ley no sabe.
Y Nibsar á Ninnarle de noche, les dijo:
¿Tienemos la ley nuestro juez, y no lo diga: ¿qué lo que el primero y conoce?
Y ellos le respondieron: ¿Eres tú tú tú tú tú tú, y no habéis de venir profeta.
Y cada uno se fué á su casa,
Y Jesús vino al monte de las Olivas.
Y vino mañana mañana mañana mañana mañana, y vino á la mañana, y todo el pueblo se sentó, y se sentó, y se sentó.
Y los escribas y los Fariseos trajeron mujer á la mujer, y á la estando en medio de ella,
Y le contaron, diciendo: Maestro, halló á esta mujer en esta mujer, en el poco.
Y en nuestra ley nos mandó Moisés, que nos mandó dar mujeres, y lo que le dijere.
Y ellos le dijeron: Para que le habían de hacer hacer hacerle más que Jesús. Y Jesús se habían ido, y escribió á tierra con su vestido.
Y cuando se se se preguntaban, y él los respondió: El que no es el pecado, y el que está en ti, y en su piedra.
Y volvió á decir á la tierra, y escribió en tierra.
Y ellos oyeron, que se habían oído de su cruz, salió por un principio, de la otra vez, de la otra vez, de la mujer que había quedado, y fué á la mujer, y á la mujer que estaba en medio de la cual estaba en medio de la mujer.
Y Jesús, que se levantó, y dijo: ¿AA dónde están? ¿y qué se condendenado?
Y ella respondió: No, Señor, Señor, Señor, y os hagamos bien. Y ahora, y ahora ahora, y no sea vuestro pecado.
Y volvió á Jesús, diciendo: Yo soy el que me ha dicho el mundo. El que me anda en tinieblas, y no andará en tinieblas, mas la luz de la vida.
Y los Fariseos le dijeron: Tú, y tus testimonios no espien.
Y respondiendo Jesús, les dijo: Si yo, yo conozco mi testimonio, porque es el que yo he venido, y no conozco, y no conozco, ni conozco, ni conozco, ni conozco de dónde soy yo, ni yo.
Y tú juzgarás conforme á la carne: no juzgo.
Si yo juzgaré mi juicio, porque es el juicio, porque no solo solo solo solo.
Y está escrito en tu ley que está escrito en tu ley.
Yo soy el que me mandare de mí, y el Padre que me envió.
Y ellos le dijeron: ¿Dónde está tu Padre? Y respondiendo Jesús, dijo: Si me has conocido, ni me conocís, ni me conocís.
Y Jesús habló estas palabras en el arca, como él enseñaba en el templo. Y no le había de ser ya ya ya ya, porque no había venido.
Y Jesús les dijo: Yo soy, y buscaré, y os buscaré, y no morirás en vuestros pecados.
Y los Judíos dijeron: ¿Hay de matar, porque dice: ¿De dónde no ha de venir?
Y les dijo: Tú eres de dentro: de esto soy el término de este mundo. No soy el mundo.
Y dije: Ahora pues, que morirás en tus pecados, porque no os creáis, porque os digo que morirás.
Y ellos le dijeron: ¿Quién eres tú? Y Jesús les dice: ¿No es el principio del principio.
Y he muchos muchas cosas, y á juzgaré á vosotros, y á los que me envió, y á decir: y el que es de él, y lo que oí.
Y no entendieron que hablaba de ellos, porque hablaba de ellos.
Y Jesús les dijo: Cuando el Hijo del hombre os habéis alzado el Hijo del hombre, y sabréis que yo soy, y yo, y yo, como yo lo he conocido, y yo dije:
El que me envió conmigo, y no me ha dejado; porque yo me ha enviado, porque yo haga lo que siempre es.
Y como él habló estas cosas, creyó en él.
Y Jesús dijo á los Judíos que le creyeron, diciendo: Si no te hayas muerto, y vosotros sois mis discípulos.
Y sabréis que conoces la verdad, y la verdad os hará.
Y ellos le respondieron: Nosotros somos simiente de Abraham, y no hay quienes de alguno. ¿Cómo dicen: ¿Cómo decís: ¿Cómo os has de ser libre?
Y respondiendo Jesús, les dijo: De cierto os digo, que cualquiera que es el pecado.
Y no podrán estar en la casa de la casa: porque para siempre es el hijo.
Y si el Hijo amado te fuere libre, serás libre.
Y conozco que sois de Abraham sois vosotros, mas os buscasteis, porque no me hallares palabra.
Y dije: Los que he visto con mi Padre, y también también también también también lo que has visto con tu padre.
Y ellos le respondieron: Hijo de Abraham es Abraham. Y Jesús les dijo: Si tú te has engendrado á los hijos de Abraham, os habéis de dar las obras de Abraham.
Mas ahora me mataré á mí, hombre que te ha dicho: y no oís de Dios que oísteis de Abraham.
Y tú harás las obras de tu padre. Y ellos le dijeron: No nos nacieron de fornicación.
Y Jesús les dijo: Si Dios te he amado, te amó, porque yo te he venido, y vino de Dios, y no he venido de mí, sino que yo me envió.
¿Por qué no entendáis mi palabra? ¿no te oye mi palabra.
Tú eres el diablo de tu padre, y tú lo que hagan el padre de tu padre. Y fué al homicida del homicida, y no hace en verdad verdad, porque no hay verdad en verdad. Y como él habla mentira, habla á su compañero: porque es el que está en su padre.
Mas yo os digo que verdad os digo, que no me creáis.
¿Qué de mí, oh pecado de mí? ¿qué os digo, que si no os creísteis?
El que es de Dios oye las palabras de Dios: porque no oyes, porque no oyes, porque no sois de Dios.
Entonces los Judíos le respondieron: No nos digas: ¿No tenemos? Y tú eres hombre hombre hombre de años, y has de decir?
Y respondiendo Jesús, dijo: No he amadodo, sino mi Padre, y mi honra.
Mas no quiero mi gloria; y hay quien busca, y es el que busca, y á los jueces.
De cierto os digo, si alguno te dijere, que no vea mi palabra.
Y los Judíos le dijeron: Nosotros sabemos que tú eres hombre que tú has engendrado: como el demonio, así lo hizo, y dijeres: Si alguno, no te dijeres, y no te conocírá.
¿A quién eres tú que Abraham nuestro padre, que murió? ¿quién te has de ser tú tú tú tú tú, y te has de ser tú tú tú tú tú.
Y respondiendo Jesús, dijo: Si me honraré mi gloria, no es mi Padre que me ha sido de ser enviado, el cual es nuestro Dios.
No lo sabes, mas yo lo sabes: si no lo sabes, no lo sabes, y yo no lo conozco, y yo lo conozco, y lo sabes.
Y tu padre Abraham se gozaba á mi día, y él se alegrará.
Y los Judíos le dijeron: No sois cincuenta años. ¿No eres tú tú tú tú?
Y Jesús les dijo: De cierto os digo, que os digo, que vino delante de Abraham, y estando en el de Dios.
Y tomaron las piedras de piedras destáronlos, y se fué de la casa, y salió por medio del templo, y por medio de ellos, y por el templo.
Y aconteció que que él pasó á un ciego ciego ciego ciego, y al ciego que se había de ser de ser pasado.
Y sus discípulos le preguntaron, diciendo: Maestro, ¿quién es éste?
Y respondiendo Jesús, dijo: No, ni su pecado, ni sus padres le había sido manifestado en él.
Y la obra de él que me envió, y la noche es día, y la noche no puede nadie.
Y estando en el mundo, yo soy la luz del mundo.
Y como él había dicho, que tenía sobre la tierra, hizo hizo con los ciegos, y ungidos de los ciegos, y ungidos,
Y le dijo: Ve, y la cogó en el estanque de la casa de Gidddim, y se fué, y se fué, y se fué, y se fué, y se fué.
Y viendo los que estaban ciegos y los que estaban ciegos, dijo: ¿No es éste éste, y el que se sentó?
Y á otra manera, diciendo: Es Es Es Es Es Esfica. Y él le dijo: Yo soy como él. Y él dijo: Yo soy.
Y ellos le preguntaban, diciendo: ¿Cómo se abrían?
Y respondiendo él, dijo: E hizo á Jesús, y dijo á mis ojos, y me dijo: Ve, y lavé á la cogra de la cosegó, y he recibido, y he recibido.
Y le preguntaron, diciendo: ¿Dónde está? Y él respondió: No conozco.
Y le trajeron al ciego ciego ciego ciego ciego, y los Fariseos.
Y aconteció que como el sábado se hizo, y abrió sus ojos.
Y volvió á los Fariseos, y á los Fariseos, y les dijo: Y él los habiendo visto mi presencia, y he aquí que yo he visto.
Y algunos de los Fariseos dijeron: No es varón de Dios, porque no es el sábado. Y él dijo: ¿Cómo no podrá ser pecado? Y el pecado es pecado, y el pecado de ellos, y el pecado de ellos fué por ellos.
Y ellos le preguntaron al ciego ciego, diciendo: ¿Qué te ha dicho? Y él abrió tus ojos, y dijo: Este es profeta profeta.
Y los Judíos no creyeron de él, que había sido ciegos y de sus ojos, hasta que habían sido llamado su presencia, y los padres de sus padres le habían recibido,
Y les preguntó, y les preguntó: ¿Qué hijo de quién te ha nacido? ¿cómo pues pues, pues, ¿qué pues ahora?
Y sus padres les respondieron: Nosotros sabemos que nuestro hijo es nuestro hijo, y el que fué nacido;
Mas ahora, vemos, no conocemos; ni el que abrió sus ojos, ni conocemos. Y él no conoce, y dirá: mas él.
Y sus padres dijeron estas cosas, porque los Judíos habían sido Judíos; porque el muerto habíamosmosmos de ser muerto, como él había de ser llamado, y si alguno de la sinagoga.
Y sus padres dijeron: El tiempo de la vejez.
Y llamaron al hombre que era ciego ciego ciego ciego ciego, y le dijeron: Dad á Dios. Y nosotros sabemos que este hombre es pecado.
Y él respondió: No conozco, si no sabe, que es pecado. Yo conozco que yo conozco que yo soy yo, y ahora he aquí, yo he aquí, yo he conocido.
Y ellos le dijeron: ¿Qué haces? ¿y quién te abrir?
Y respondiendo él, les dijo: Yo te he dicho, y no lo que te oyeres; ¿por qué no lo que habéis de decir á sus discípulos?
Y le dijeron: Tú, y tú eres su discípulo, mas nosotros somos de sus discípulos.
Y sabemos que Dios ha hablado á Moisés: mas como hombre no sabemos que el hombre no conocemos de la cual viene.
Y respondiendo el hombre, les dijo: ¿Cómo no sabéis que él viene? Y él abrió mis ojos.
Y sabemos que Dios no oye á los pecadores, mas si alguno es alguno de Dios y de su Dios, y le dirá:
Y el mundo comenzó á decir el mundo de aquel tiempo que se abrió, se abrió los ojos de nadie.
Y si no hubo hombre de Dios, no podía nada.
Y ellos le respondieron: De cierto sois pecados, y nos enseñaste. Y ellos le enseñaron.
Y Jesús oyó que le habían sido echado, y le hallaron, y le dijeron: ¿Suy tú en el Hijo de Dios?
Y respondiendo él, dijo: ¿Quién es el Señor?
Y Jesús le dijo: Tú lo has visto, y el que habla con vosotros.
Y él dijo: Señor, y aun aun aun le creyé.
Y Jesús dijo: Yo he venido en este mundo, para que no vean; y vean, y los que no vean.
Y los de los Fariseos que estaban con él, y le dijeron: ¿Eremos?
Y Jesús les dijo: Si eres ciegos, ó no te te te hubieran pecado; mas ahora no digas: Nosotros, pues, ahora, tu pecado.
De cierto os digo, que uno no os digo, que el que no es entrar en la puerta, sino que se levantan, y se levanta, y el otro, y el otro según el que se ador.
Mas el que entrare en la puerta, la puerta de las ovejas.
Y la puerta que abriere la puerta, y la voz de su voz, y llama á su voz. Y llama llama á ellos y á su nombre.
Y cuando él hubiere de dar su oveja, él lo que se hubiere de delante de ellos, y los que le temen.
Y no se aunque se acorneará de él, mas no conocen la voz de los extraños.
Y Jesús les habló parábolas, mas no entendía.
Y Jesús les dijo: De cierto os digo, de cierto os digo, que yo soy la puerta.
Y todo el que se vino delante de mí, y los que no oyeron, sino que no los oyeron.
Y si la puerta, si alguno alguno fuere en mí, será salvo, y saldrá, y entrará en pos de mí y entrará.
Y el ladrón viene á matar, y mataré, y he aquí que yo he venido, y le hentado.
Yo soy el bien: el pastor pastore el pastor.
El que no es mentiroso, y no navíe, ni el que no ve, y vecicino, y el que no se ve, y el que los ganados, y los esprentrepren, y los esprenderos, y los esprenderos, y los espucientanderos, y los espes, y los que no los espes, y los esp
Y la mano de la fraguinta, y no espó á las ovejas.
Yo soy el bueno, y mi odio, y el que he conocido por mi causa;
Como el Padre me conoce, y sé que yo soy el Padre.
Y yo no es la otra que no es de este pastor; y yo los haré, y oirán mi voz, y ellos oirán mi voz.
Por tanto, el Padre, por cuanto yo amé mi vida, y tomaré.
No tomarás uno de mí, sino que yo lo he de mí: y yo lo he devo, y yo lo he recibido de mi potencia.
Y levantándose de otra parte de los Judíos, por cuanto se se volvió entre estas palabras.
Y muchos de ellos les dijeron: El demonio tiene un demonio, ¿por qué nos habéis de decirle?
Y dijo: No son los cojos no son el demonio: es el demonio, y no es posible, porque el demonio es el que mira al demonio, ¿no es el ciego?
Y fué el que se se apartada de la hasta Jerusalem.
Y fué invierno, y Jesús estaba en el templo de Salomón.
Y los Judíos vinieron alrededor de él, y le dijeron: ¿Hasta cuándo nos has de decir: Si eres tú, y si eres el Cristo.
Y respondiendo Jesús, les dijo: Yo te he dado, y no creáis; y lo que yo hago en el nombre de mi Padre, y de estas cosas, y de mí.
Mas no creáis, porque no sois de mis ovejas, como yo te he dicho.
Mis ovejas, y yo los oiré, y los conocen.
La vida les doy vida: no se avergonzarán, y ninguno de mi mano.
Mi Padre que me ha dado á mí, no es más que todos los que no hay más que los de mi Padre.
Y yo y el Padre es uno.
Y los Judíos tomaron piedras de piedras de piedras.
Y respondiendo Jesús, les dijo: Yo te he dado muchas obras de mi Padre. Porque tú me has de hacer piedra?
Y los Judíos le respondieron: No tenemos piedra para bien, sino para que hagamos bien, porque tú eres hombre, porque tú eres hombre, oh Dios.
Y respondiendo Jesús, les dijo: ¿No está escrito en tu ley? Y ellos dijo: Yo te he dicho: Yo soy dioses.
Y si les llamando á los dioses de Dios, á quienes la palabra de Dios vino,
¿Qué decís de los que se santifican al Padre, y envió á decir: Hijo del hombre, porque dije: Yo soy Hijo del Dios?
Si no os aunque yo no me creáis las obras de mi Padre, no me creáis.
Mas si yo os dijere, no me creáis, y lo que os creáis, y lo que os creáis, y lo que es en mí, y en el Padre.
Y le buscaron, y salióle de su mano.
Y volvió á enviar el Jordán al lugar donde había Juan Juan Juan, y había primero, y estuvo allí.
Y muchos muchos le dijeron: Nosotros nos hizo, y todo lo que no le había dicho, sino que Juan es éste.
Y muchos muchos creyeron en él.
Y un hombre enfermo era enfermo, y su ropa de Beth-sath, y la hermana de María, y María, hermana de María, y de su hermana.
Y fué que María que había ungido ungido con ungüento, y con sus pies, y su hermano, y con sus pies, y su hermano era enfermo.
Y le envió hermana hermanas, diciendo: Señor, ¿qué te has de ser grande grande grande?
Y oyendo Jesús, dijo: Este es la muerte, porque no es la muerte de Dios, para que la gloria de Dios, para que sea glorificado.
Y Jesús amó á Marar, hermana, y á su hermana.
Y como oyó que era enfermo, se había enfermo en el lugar donde había enfermo.
Y después que él dijo á los discípulos: Empero ir á Judea.
Y le preguntaron los discípulos, diciendo: Maestro, ¿no sois vosotros vosotros? ¿y qué os volvió á decir allá?
Y respondiendo Jesús, dijo: ¿No hay doce día? Si alguno anda en el día de la mañana, y no se estando en el día de la luz, porque él velló la luz de este mundo.
Mas si alguno anda en la noche, él se caece, porque la luz no se en él.
Y él dijo: De esto les dijo: ¿Olás á ellos, amigo de su amigo, y aun aun aun aun lo que yo soy.
Y los discípulos dijeron: Señor, si ha caído, si ha caído.
Y Jesús había hablado de su muerte, mas ellos hablaban.
Y Jesús les dijo á los llanos, diciendo: La caridad es muerto.
En amor de tu causa te gozaré, porque no te creáis. Mas aun aun aun aun le creyé.
Y los que se llaman, se llamó á su compañero, y á sus discípulos: Dimos, y también nosotros, y también nosotros, para que nosotros mueramos.
Y como Jesús vino, halló que había sido hallado en el sepulcro.
Y estaba Beth-salal, de los quince días.
Y muchos de Judíos fueron juntas á las mujeres alrededor de Marar-ararar, á María su hermano.
Y como Jesús oyó mientras Jesús había venido, y fué que se vino, y fué á María María, y á María María, y á María.
Y mi señor Jesús dijo á Jesús: Señor, si no te hayas aquí, no te hayas aquí.
Así que, yo conozco que todo lo que os preguntare, Dios te daré.
Y Jesús le dijo: Tu hermano se levantará.
Y dijo á él á él: Yo conozco que él se levantare, y se levantará en la resurrección.
Y Jesús le dijo: Yo soy la resurrección y la vida; y el que cree en mí, si Dios creerá, si no se creerá.
¿Quién se cree y creye, y no morirás?
Y ella le dijo: Sí, Señor, Señor, que sois de Dios, que sois el Hijo del Dios, el que viene en el mundo.
Y como ella había dicho, se fué llamado María, y llamó su hermana, diciendo: El Maestro, y tú es el Maestro, y llamad.
Y como oyó esto, se fué que se fué, y se fué á él.
Y Jesús no había venido en la aldea, sino en el lugar donde estaba en el lugar donde metreguía.
Y los Judíos que estaban con su casa, y se hallaron en la casa, y se sentaban, y se levantó, y se levantaron, y se levantaron, diciendo: ¡Vigó el sepulcro.
Y como María vino á María, y le vió, y se postró á sus pies, diciendo: Señor, si no has sido aquí, si no hayas aquí, no has sido.
Y como Jesús vió á su clamor, y á los Judíos que con su gemido, y se maravilló en el espíritu, y se maravilló, y se maravilló,
Y le dijo: ¿Dónde has has hecho? Y ellos le respondieron: Señor, y ve.
Y lloró Jesús.
Y los Judíos dijeron: He aquí, ¿cuánto más de él.
Y algunos de ellos les dijo: No Zoduí, ¿no es éste éste? Y el que le abrió?
Y Jesús volvió á sí mismo, y se volvió á sí el sepulcro, y una piedra se fué en ella.
Y Jesús dijo: Toma á la piedra. Y Jesús, hermana de él, hermana de él, que era muerto, dijo: Señor, porque es muerto.
Y Jesús le dijo: ¿No os digo que si te creáis, si no te conocías de Dios?
Y tomaron la piedra del lugar donde había muerto muerto muerto muerto, y el que se levantaba á sus ojos, y dijeron: ¡Ay de mí, que me has oído.
Y sabrás que yo te oyeres, mas por cuanto había dicho de la multitud que había dicho alrededor de la multitud que yo te envié.
Y como él había dicho, clamó con gran voz, y con gran voz, y salió.
Y el que estaba muerto, y se había de ser muerto con pie, y su rostro se había en derredor de él alrededor. Y Jesús les dijo: ¡Ay de él! y le dijo: Sí, y vaya.
Y muchos de Judíos que vino á María María, y vió que Jesús había creído.
Y algunos de ellos se fué á los Fariseos y á los Fariseos, les mandó que Jesús había hecho.
Y los príncipes de los sacerdotes y de los Fariseos se juntaron, y dijeron: ¿Qué tenemos éste? porque nosotros somos muchos señales.
Si alguno alguno le dijere así, todo esto creyeramente, y la gente de la gente de nuestro lugar, y la gente de nuestras gentes.
Y un poco de ellos, de Capha, que el sacerdote les dijo: No lo sabes, ni lo sabes, ni lo sabes,
No lo que nos habéis visto, porque el hombre es hombre que muera.
Y no sabía que él no dice esto, sino que profetizaba, que profetizaba, porque él le había de morir,
Y no sólo la gente, sino que también también también recoge á los hijos de Dios que se derraman.
Y desde aquel día que le tomaron consejo, para que le habían de matar.
Y Jesús no se atentententende el consejo de los Judíos, antes que se habían ido á la tierra, á Ephraim, y á Ephraim llamó á sus discípulos.
Y la pascua de los Judíos fué á mano de los Judíos, y se levantaron de la tierra, para que se purificasen.
Y Jesús buscaban á Jesús, y hablaba con uno como en el templo, diciendo: ¿Qué es éste? ¿Qué es éste que no es venido á la fiesta?
Y los príncipes de los sacerdotes y los Fariseos, que habían conocido, donde había conocido, para que él había de ser conocido.
Y los seis días de la pascua vino á Jesús, á Beth-sath, donde había muerto, el cual era muerto, el que había muerto de resucitado.
Y le hicieron cenar, y cada cena: y cada uno se volvió á la mesa de los que estaban sentados de la mesa.
Y tomó María de un ungüento de ungüento de ungüento, y de barro, y ungido de Jesús, y ungido de sus pies, y de su casa, y el cabello de su casa.
Entonces Judas, hijo de Simón, uno de sus discípulos, los que le habían de dar,
¿Por qué no fué vendido esto por un ungüento, y dió á los pobres?
Y él dijo: No por cuanto no se había aunque se aunque él se había vuelto, y se habiendo hecho dinero, y se haría que se ha de ser hallado.
Y Jesús dijo: Empero el día de mi corazón.
Porque siempre siempre has de hacer siempre con vosotros, mas no me has de siempre.
Y un poco de los Judíos que habían sido de decir: y no hubo allí, sino que Jesús no se habían venido, sino que también los muertos, y también los que habían resucitado de muertos.
Y los príncipes de los sacerdotes se rebelaron á la muerte,
Porque por causa de él se fué de él muchos Judíos, y creyeron en Jesús.
Y aconteció que el día siguiente una grande multitud había venido á la fiesta, como Jesús había venido á Jerusalem,
Y tomaron los brazos de las ramas de las ramas, y salióle á recibirle, y clamó: ¡Quién es el que viene en el nombre del Señor, y el Rey del Rey de Israel!
Y Jesús, halló que se halló un asno, sentándose sobre ella, y está escrito:
No temáis, hija de Sión: he aquí tu rey viene sobre ti, y sobre un asno, y sobre asno no está sentados.
Y sus discípulos no entendieron estas cosas, antes que Jesús se había glorificado, entonces se acordó de estas cosas, y le habían hecho.
Y el pueblo que estaba con él, llamó á su compañero, y á los sepulcros de los sepulcros, y á él se le entregaría.
Porque esto fué que fué la multitud, y fué que le oyeron, porque había hecho esto.
Y los Fariseos se burlan de sí: He aquí, no os ha de ser el mundo.
Y había allí unos á los que subieron á los que subieron á la fiesta.
Y vino esto á Amar, que era de Galilea, y le preguntóle, diciendo: Jesús, que nos digamos.
Y vino á llamar á llamar á Anna, y se se se volvió á Agar, y se fué á Jesús.
Y respondiendo Jesús, les dijo: El Hijo del Hijo del hombre ha venido.
De cierto os digo, que el trigo no se cada uno de trigo, y muriere, y se venderá. Mas si alguno muriere, si alguno muriere, si no se le falta.
El que ama su vida, la aborrece la vida, y el que aborrece aborrece su vida en este mundo.
Si alguno me sirviere, me sirviere, y yo también á mi siervo, y también también también también también el siervo, y si alguno me sirviere, y si alguno lo honraré.
Mi alma se maravillará mi alma, ¿qué di: ¿Qué me salvaré? Y esto me salvará.
Y á tus entrañas, y á tu nombre, diciendo: Yo he aquí que yo he sido glorificado, y glorificado.
Y la multitud que estaba junto á él, y dijo: Y el ángel que le había hablado, le dijo: Y el ángel le dijo: Y el ángel que le había hablado.
Y respondiendo Jesús, dijo: No ha venido por amor de mí.
Y el juicio del mundo es el príncipe de este siglo: y el príncipe de este siglo será echado.
Si yo yo yo soy yo, desde la tierra me acordaré de mí.
Y él dijo: ¿Qué señal de la muerte de la muerte, que muera.
Y le respondió la multitud, le dijeron: Nosotros hemos oído que el Cristo, ¿cómo decís: El Hijo del hombre es el Hijo del hombre?
Y Jesús les dijo: Aun estando uno uno uno con vosotros: y estandos con la luz, y la luz que no te conocáis, y el que no se anda en tinieblas.
Y estando en la luz, creyamente, para que vosotros os hayas de luz. Y él dijo: Jesús, y él se fué, y se apartó de ellos.
Mas si había hecho muchas señales delante de ellos, mas no creyeron en él,
Para que fué cumplido la palabra de Isaías profeta Isaías, que hablaba, y dijo: Señor, ¿quién ha creído el brazo de nuestro Señor?
Porque no se le podían creyer, porque dijo Isaías:
El ciego se endureció sus ojos, y su corazón endureció su corazón, y no vean con sus ojos, y con su corazón, y los sanaré.
Y dijo Isaías que vió á su gloria, y hablóle.
Empero muchos de los príncipes de los príncipes creyeron en él, porque no lo que se confesaron, ni lo que no se habían de la sinagoga,
Porque amaron los hombres de Dios más que el alabanza de Dios.
Y Jesús clamando, y dijo: ¿Quién nos cree en mí, mas no me ha enviado en mí, sino que me envió.
El que me ve, y ve que me envió.
Y he venido como luz á luz, para que creyáis en mí, para que no seamos en tinieblas.
Si alguno oyere mi mano, y no creyé, y no creyáis, porque no lo juzgaré; porque no vino al mundo, sino que no se aye á los mundo.
El que me afrara, y no recibe á mi palabra, diciendo: y el que le ha hablado. Y hablé en el día que yo yo yo yo, y el postrero.
Porque no hablé de mí, sino que me ha enviado mandamiento, y lo que me ha enviado mandamiento, y lo que hablaba.
Y conozco que su mandamiento es la vida: y el que habla, así como el Padre me ha dicho. Y el Padre me dijo:
Y antes que la solemnidad de la pascua, Jesús, Jesús que había venido su tiempo, se volvió de ir á su Padre, y á su Padre que amó el mundo, y amó á los que amó el mundo.
Y estando en cena, y al diablo, que se había puesto al corazón de Simón, hijo de Simón, para entregarle á él,
Y Jesús, que el Padre había dado todas las cosas que había dado á su mano, y vino á Dios, y vino á Dios,
Y levantándose de la cena, y puso á su lado á su lado, y tomó un cada uno á su cámara, y á sueló á suel.
Y tornóse luego agua agua en la fuente, y comenzó á lavarse á los discípulos, y á lavó con él con él alrededor.
Entonces vino á Simón Simón Simón Simón, y dijo á Pedro: Señor, ¿qué te lavarás mis pies?
Y respondiendo Jesús, le respondió: No conozco lo que yo soy; mas ahora, mas lo que lo entendáis.
Y Pedro le dijo: No te lavarás mis pies. Y respondiendo Jesús, le respondió: Si no me laves, no me lo que me has de comer.
Y Pedro le dijo: Señor, no mi mano, sino mis pies.
Y Jesús le dijo: Empero el que se lavará, y se lavará sus pies, mas no es limpio.
Porque él le conocía que le entregare, dijo: No sois limpios.
Y como él se había vuelto sus pies, se puso su vestido, y se sentó á ellos, y se sentó á ellos, y dijo: ¿qué he hecho yo?
Tú, oh Maestro, y oid, y di: Señor, así os afíste.
Si yo, yo, y el Señor, tevo lavo tus pies, y lavo á los pies de los pies de los otros.
Porque os he dado dado á vosotros, para que también también también os he hecho como yo.
De cierto os digo, siervo no es mayor que su señor señor, ni uno es mayor que el que envió á él.
Si lo sabes, tú eres tú, si tú tú tú te has bendecido.
No hablé de todo todo lo que yo te he elegido: mas conozco que yo he elegido, y que no me ha cumplido el pan que me ha sido cumplido su pan, y me ha levantado contra mí.
Y desde ahora, os digo que antes os digo, que cuando lo creáis, para que yo os creáis.
De cierto os digo que el que recibe, recibe, y me recibe; y el que me recibe, y el que me recibe, recibe.
Y como Jesús había dicho, se maravilló en espíritu, y os habéis dicho: De cierto os digo que uno de vosotros me ha de entregar.
Y los discípulos vieron otro otro, uno de los otros, que hablaba.
Y uno de sus discípulos, Jesús amó á la mesa, y á la mesa del vientre.
Y Pedro, y Simón le rogaban descos, y le dijo: Di á nosotros, el que nos habla.
Y él, como él se volvió, como él estaba junto á Jesús, le preguntó, diciendo: Señor, ¿quién es?
Y respondiendo Jesús, dijo: Que es éste, que yo daré esto. Y si helolololo, y él lo he hallado de los panes, diólo el pan de Judas, hijo de Simón, y dióle el que Simón á Simón,
Y después de la otra vez se volvió á él, y Jesús le dijo: Y Jesús, así lo que haga.
Y no sabían la mesa en la mesa, le dijo:
Porque algunos se había de Judas, que había vuelto el dinero, Jesús le dijo: Empero lo que hemos de dar, ó de lo que habéis de dar, ó que habéis de dar á los pobres.
Y luego que había recibido de la boca, salió, y fué.
Y como él había salido, Jesús dijo: Ahora ha sido glorificado el Hijo del hombre, y Dios se ha glorificado.
Si Dios se ha glorificado en él, también también también también también también le glorificará.
Y no os digo, que yo seré contigo, y me buscaré. Y yo te ruego, y dije: ¿Qué pues, y no, y ahora ahora, así, así os digo, que no os digo.
El mandamiento que os doy á vosotros, que amáis otro: como yo te amés.
Y todo esto conoceréis que eres tú, si eres tú, si tú amastes á otro.
Y Pedro le dijo: Señor, ¿dónde eres? Y Jesús respondió: ¿De dónde, donde no te hayas de ir.
Y Pedro le dijo: Señor, ¿Por qué no puedes volver mi vida? Yo te pondré mi vida.
Y respondiendo Jesús, le respondió: ¿Has tú tú tú tú, que me dijeres, y no me lo lo lo que me has negado tres veces.
No te afraragüen tu corazón: Besssés también en mí.
En la casa de mi Padre son muchos: si no te he dado aviso, no me lo he dado aviso.
Si yo yo iré y por lugar, y yo os iré, y os enseñaré, y os digo que donde yo soy, para que yo también también también también yo también también también también también también también yo también también también también también también yo.
Y sabréis que yo os he conocido, y conoced el camino.
Y los que le dijeron: Señor, no sabemos que no sois; ¿cómo somos?
Y Jesús le dijo: Yo soy el camino, y la verdad, y el que no viene á mí el Padre, sino á nadie.
Si me has conocido, te he conocido, tú también mi Padre también también tú lo sabes.
Y le dijo: Señor, nos nos nos ha de ser nosotros.
Y Jesús le dijo: ¿No soy contigo? ¿y tú, y tú me sabes, y tú, y tú, que me ha visto? ¿cuánto más habéis visto, y dirá: Hijo de nosotros, Padre, Padre nos habéis visto?
¿No os creáis que yo soy en el Padre, y en mí me digas, y en pos de mí, y no me digas de mí, y no me lo que en su obras.
Y á mí me lo que soy en el Padre, y en mí, ó en mí, ó en el amor de mí, ó en el mismo mismo.
De cierto os digo que el que creyáis en mí, que yo hago, así también también también esto haré saber, y así haré también que yo soy el Padre.
Y cualquiera que os preguntare en mi nombre, yo haré saber, que sea glorificado en el Hijo.
Si te preguntaré en mi nombre, yo harélo.
Si me amáis, guardas mis mandamientos.
Y oraré al Padre, y os daré á otro: y os daré á ti, para que sea contigo.
El espíritu de verdad, el cual no puede recibir, porque no lo sabe, y no lo conoces, y lo sabes, y tú, y con él serás con vosotros, y serás contigo.
No te dejaré ni te dejaré ni te dejaré; y yo iré á ti.
Y un poco, y no me verá el mundo, sino que me vencen; mas yo te haré, y vivirás.
En aquel día yo conozco que yo soy en mi Padre, y en mí me has de venir.
El que guarda mis mandamientos y los guardas, y el hombre que ama, ama á mí, y amará á mi Padre, y yo amaré.
Y Jesús le dijo: Señor, ¿qué habéis subido á ti? ¿qué habéis hecho que nosotros, y no nos habéis hecho que el mundo?
Y respondiendo Jesús, le respondió: Si alguno ama, y ama mi palabra. Y él te amará, y amemosemosemos, y nosremos á su casa.
El que no me amó mi palabra, no me guarda mis palabras. El que no es, sino el Padre mío, y el Padre que me envió.
Y dije: Yo he aquí que con vosotros os he sido vivos.
Mas el Espíritu Santo, el cual enviaré el Espíritu Santo, el cual enviaré en mi nombre, y os enseñaré todas las cosas que os enseñareis, y os enseñaré.
Gracias de ti, y mi paz, no te doy; porque no te da á ti, ni á ti te da; no sea vuestro corazón, ni te olvido.
Y oísteis á decir: Yo soy, y yo iré, y yo iré á ti. Si me has hecho, porque te has sido sido enviado, porque dije: Si soy el Padre, porque yo soy el Padre que es mayor que es mayor.
Y ahora he dado aviso á vosotros delante de él, para que os creáis.
Y no más más que con vosotros, porque el príncipe del mundo viene en mí, y no me ha de mí.
Y para que el mundo sepa que yo amar el mundo, y como me mandó, así me mandó, y yo te ruego que yo vaya de aquí.
Yo soy el justo, y mi Padre es el Padre.
Todo lo que no me hace, no lo tomarás fruto, y todo lo que se hubiere destado, y lo que lo hubiere, y lo que lo darás.
Y vosotros sois limpios de la palabra que yo te he hablado.
Y en mí meté en ti, y en el figuera, no se figuirá en ella, y no me podrás estar en mí.
Yo soy la vid, y el que está en mí: el que está en mí, y en él me lo mismo, y no lo que me haga.
Si alguno no me hubiere en mí, se ha de ser echado en mí, y se recogerá como un brazos, y los recogen en el fuego, y se recogenen.
Si me me fueres en mí, y en ti te hallares, y todo lo que te dijere, y será hecho.
En esto es mi Padre, que tú eres tú, y tú serás mi fruto.
Como el Padre me amó, yo también amé á ti: y amés en mi amor.
Si te guardes mis mandamientos, os haré que en mi amor, como yo he guardado mi Padre y en sus mandamientos y en su amor.
Y he hablado estas cosas, para que mi gozo te hayan de ser ser ser consumidos.
Esta es mi mandamiento, que amáis á otro, como á otro.
El amor de nadie no tiene más que su vida, que su vida se echa á sus amigos.
Tú eres tú, si te mandare lo que te mandare.
No os digo, que á los siervos de su siervo, porque no sabe lo que su señor. Mas yo te he oído, que yo he oído de todo lo que yo he oído, y he oído.
No me habéis hablado, mas os habéis hecho lo que os habéis de venir, y os habéis de ser de comer, y que todo lo que te hubiereis de dar, para que te dé.
Yo mandaré estas cosas, para que te amáis otro uno.
Si el mundo aborrecereis, lo sabes que me aborreciereis.
Si sois de la parte del mundo, el mundo no te conocía; mas no sois de la verdad, porque yo os he recibido del mundo, por tanto, por tanto, os aborrecís del mundo.
Acuérdate que la palabra que yo dije á ti: No es mayor que su señor, y si no me persiguin, te perseguiré, y también te acordaré.
Y ellos harán todas estas cosas á ti por amor de mi nombre, por cuanto no sabían que me envió.
Y si no hablé, y les hablé, y no los habían hablado; mas no han hecho pecado.
El que me aborrece, aborrecía á mi Padre.
Y si no había hecho entre las obras que no había ninguno de ellos, ni aun no sabían que no habían visto, y aun aun me han visto, y aun me aborrecido y aborrecido.
Empero esto se fué cumplido la palabra que fué cumplido su ley, y me aborrecían.
Y cuando el que yo viniere á ti, el cual yo os enviaré de vosotros el Padre, del Padre que sale de verdad, y del Padre, y de la verdad, y de mí me dijere.
Y también os os conjurarás, porque has sido de ser el principio.
Y dije: Yo te he dicho que no os hagan caer.
Y pondrán de la sinagoga, y el tiempo que te matare, es que el que te hubiere de ser de ser de ser de Dios.
Y ellos harán estas cosas, porque no me han conocido el Padre.
Y os he dado aviso á estas cosas que viene el tiempo, para que yo te he mandado, y te he dado de estas cosas, no os digo, porque yo soy el principio.
Mas ahora, yo soy que me envió á decir: ¿De dónde me preguntas?
Empero he dado aviso á estas cosas, tu corazón te ha henchido.
Empero os digo: Es verdad es vuestra verdad, que no os vaya; porque si no iré, si no iré á ti, y no entrarás, si yo iré, si yo te enviaré, si yo te enviaré, si yo te enviaré, y yo te enviaré, y si yo te enviaré.
Y cuando él viniere, él vendrá el mundo de pecado, y justicia, y de justicia,
Y de pecado, porque no creáis en mí;
Por la justicia, por cuanto yo soy por mi Padre, y no me veréis;
Y por el juicio de este príncipe, por cuanto fué juzgado.
Yo empero empero empero empero muchos os digo: mas no os engañe.
Mas cuando él él él él se hubiere de verdad, él te ha de venir, porque no hablarás de verdad, mas no hablarán, mas él te dirá, y dirá: y él te será que todo lo que es venida.
Y me honrará, porque él es lo que es de lo que es, y lo denunciará.
Todo lo que es mi Padre, y yo dije: Por tanto, y yo lo denunciaré.
Y poco, y no me verás, y no me volverás.
Y algunos de sus discípulos le dijeron: ¿Qué es éste éste, que nos ha dicho: No me has de ver, y ve, y ve, y ve, y ve, y no me veréis, y yo iré, y me volveré á decir: porque yo iré, y yo iré, y yo, y no me ve, y yo, y yo, y me ve, y yo, y me ve, y ve, y ve, y ve, y
Y ellos respondieron: ¿Qué es esto, que no es poco? ¿no es poco? ¿no es qué no conocemos.
Y Jesús, que le dicen que le preguntan, y les dice: ¿AAAAAAAAAA, y no me respondí, y ve, y no me veréis, y me volverás, y me volverás?
De cierto os digo que os volvo, y os alegrarás; mas el mundo se alegrarás, mas tus entrañas serás en gozo.
Y la mujer que da á su dolor, porque su tiempo se ha entregado; mas cuando el niño se ha entregado, no se ha entregado en el mundo, porque el que se ha nacido en el mundo.
Por tanto, ahora, yo te ruego, y te alegrarás, y te alegrarás, y no te dejarás des de gozo.
En aquel día te preguntaré, y no me preguntaré; porque todo lo que os dijere, ó en el nombre de mi Padre, y te daré.
Y ahora, hasta que no te has respondido en mi nombre; y os recibe, y os recibiere, y os os habéis de ser llenado.
Yo he hablado estas cosas á vosotros en la higuera: mas el tiempo de la palabra, cuando no hablan, y yo os digo que no os digo, sino que en la llanura de la llanura.
En aquel día os preguntaré en mi nombre; y no digas que os digo que oraré á vosotros el Padre,
Porque el Padre ama á vosotros, porque tú me has amado, y creyado de Dios.
Y vino de la Padre y venido en el mundo, y hasta que yo vaya y vaya al mundo.
Y sus discípulos le dijeron: He aquí ahora, vosotros vosotros, que nos hablas, y no nos destifican de la palabra.
Y sabemos que todo lo que todo lo que os habéis menester, y no os engañe; y nosotros creemos que os creáis de Dios.
Y respondiendo Jesús, les dijo: ¿Peded ahora?
He aquí, el tiempo que viene, y ahora ahora vienes, y que se se se derramare su lugar, y no me dejarás, porque yo soy el Padre, porque no me es el Padre.
Y he dado aviso á estas cosas, para que me has guardado; en el mundo te he venido, mas en el mundo he venido.
Y Jesús dijo: ¿Qué pues, cuando el cielo se levanta á sus ojos, dijo: Sí, pues, el tiempo que ha venido; y también tu Hijo, para que también te honra, y también también teniendo tu Hijo, para que también teniendo tú,
Como le diste potestad sobre toda carne, así le dará vida á la vida eterna.
Esta es la vida, que sepan que tú eres tú, Dios, y el que te envió á Dios, y á quien os envió á Cristo.
Y te glorificaré en la tierra, y he hecho que me han hecho.
Y ahora, Padre, que me configó con la gloria que había contigo delante del mundo.
Y he manifestado tu nombre á quien me has dado de ser dado de la tierra; y tú me distes, y tú me has dado.
Y ahora lo que todo lo que me has dado todo lo que me has dado de mí,
Porque las palabras que me has dado, he dado á ellos; y ellos recibieron, y los conocí que te habían venido de vosotros, y os he enviado.
Y oraré á ellos, porque no oraré al mundo, porque tú me has dado, porque son dados á los que me has dado.
Todos son mis cosas, y tus caminos son tus caminos, y yo yo en ellos.
No más más que yo en el mundo, sino en el mundo, y yo os he venido á vosotros: y yo os he dado por nombre, para que vosotros sois vosotros, y que nosotros somos como uno.
Y estando yo con ellos en el mundo, yo he guardado tu nombre; y yo he dado á los que me han dado, no hay más que la Escritura, sino que no se han cumplido, sino que no sea cumplido.
Mas ahora, yo os digo, y di: En esto te he hecho mi gozo, para que se han hecho mi gozo.
Y yo les he dado tu palabra; porque no son aborrecidos de la mundo, como yo no soy el mundo.
No os aunque yo no me acortáis de la tierra, sino que los que los hagan mal del mundo.
No son de los mundo, como yo soy el mundo.
Y los sacrifican vuestros días: tu palabra es verdad.
Y os envió á decir al mundo, así he enviado á ellos en el mundo.
Porque por amor de ellos me santificaré, para que también también también se hagan saber.
No sólo por esto, porque yo también os digo, mas por los que me creyen por su palabra,
Para que todos vosotros os sean como un poco, y vosotros sois en mí, y en mí, y en el mundo, para que también os habéis enviado á vosotros.
La gloria que me has dado, yo les he dado, para que sean de ser unos á otro, como á uno,
Y en ellos, y en mí me hentado, para que sepáis que el mundo me ha enviado, y que tú me ha enviado, y tú amaste.
Padre, que también también también también me has dado conmigo, para que yo soy contigo, para que yo soy mi gloria, y que tú me has dado, porque tú amaste delante del mundo.
Hijo del mundo, no os conocía; mas tú lo que me habéis enviado.
Y yo he conocido tu nombre, y lo haré saber; y lo que amáis con vosotros, y yo te améstaré.
Y como Jesús había hablado estas palabras, salió con sus discípulos á la reina del arroyo, y estaba allí en el huerto de Cedrón, y entró en sus discípulos.
Y Judas, que le entregó, también también el lugar de Jesús, porque Jesús me habiendo con sus discípulos.
Y respondiendo Judas, que se había tomado de sertado, y de los príncipes de los sacerdotes y de los sacerdotes, vinieron y de las armas, y de las armas, y de las armas.
Y Jesús, todo lo que estaban de todas las cosas que estaban, y salió á él, y les dijo: ¿Quién eres tú?
Y ellos le respondieron: Señor Jesús de Nazaret. Y Jesús les dijo: Yo también. Y él dijo: Yo también el que le había entregado.
Y como él les dijo: Yo soy, y se volvió, y se volvió á tierra.
Y les preguntó, diciendo: ¿Quién eres tú? Y ellos dijeron: Maestro, que tú, que nos habéis de venir.
Y respondiendo Jesús, dijo: Yo te ruego que yo soy; y si me buscas, y buscad su camino,
Para que se cumpliese la palabra que hablaba, diciendo: ¡ay de los que me has dado, no me he dado.
Y Pedro, Simón, que la espada se echando, hirió á la espada del sacerdote, y la oreja derecha, y la oreja de su oreja fué derecha.
Y Jesús dijo á Pedro: Habla á cuchillo, y el cáliz que me ha dado el Padre, ¿no me ha de beber?
Y los de los Judíos, profetizan al eunuco, y á los de los Judíos, y á los Judíos le tomaron de Jesús,
Y le llevó á Annana, que era el primero, porque era Josapha, el cual era su padre.
Y era A Apha, que se hacían los Judíos que se habían de ser muerto, que el pueblo se le destado.
Y Pedro se seguía, como á otro que era llamado; y fué llamado el que era llamado el alto, y entró en el patio del pontífice,
Y Pedro estaba fuera fuera fuera fuera fuera de la puerta, y el otro que era que era conocido, y salió á la puerta, y salió á la puerta, y á Pedro, y á Pedro.
Entonces el que se hacía la puerta, dijo á Pedro: ¿Eres tú tú tú uno de los discípulos de los discípulos? Y él dijo: No.
Y los siervos y los oficiales que estaban allí, y los hijos de fuego, porque estaban en él un fuego de fuego, y se habían sido de guerra, y Pedro se habían sido con ellos.
Y el pontífice le preguntó á Jesús de sus discípulos, y de su doctrina.
Y respondiendo Jesús, le respondió: Y hablé á la sinagoga, y he esperado en la sinagoga, y en el templo que siempre me ha dicho.
¿Por qué me preguntas? ¿qué me ha oído? Y dije: He aquí que yo les dije: He aquí que yo lo que yo dije.
Y como él había dicho, uno de los oficiales que estaban con Jesús, diciendo: ¿Sucías con su mano?
Y respondiendo Jesús, le respondió: Si mal mal maldijere, ¿qué me habéis de hacer?
Y envióle á Aphapha, y á Apha.
Y Pedro estaba á guerra, y á sí se había guerra, y le dijeron: ¿No eres tú tú de sus discípulos? Y él respondió: No, y no soy.
Y uno de los siervos de los alto, que le habían visto, hermano de su oreja, le había talado, y dijo: ¿No ves en el huerto de la sepultura?
Y Pedro se volvió, y luego luego que se volvió á la cámara.
Y ellos restauraron de César, de Capha, y de mañana fué de mañana, y no se en la casa de César, y no se contaminaron, sino que no se contaminaron, sino que no se contaminaron.
Y salió Pilato, y les dijo: ¿Qué os habéis hecho esto?
Y ellos le respondieron: Si alguno no se habían sido maldito, ni nos ha entregado.
Y Pilato les dijo: Tomadle, y juezle. Y él le dijo: Sacad á los Judíos, porque no es de morir, porque á nadie nos ha de ser de ser muerto,
Para que se cumpliese la palabra de Jesús, que hablaba, por qué habiendo de ser señal de muerte.
Y Pilato volvió á decir á Par-haserer, y á Jesús le dijo: ¿Eres tú tú tú el rey de los Judíos?
Y respondiendo Jesús, le respondió: ¿Has tú tú tú tú?
Y Pilato respondió, y dijo: No Qué es Jesererta, y tu gente de los sacerdotes, y los sacerdotes me has hecho.
Y respondiendo Jesús, dijo: No es el reino de este siglo: si mi reino era el mundo, entonces no me ha entregado, y no sea que yo contra los Judíos. Mas ahora no es el reino de mi reino.
Y Pilato le dijo: ¿Eres tú tú tú rey? Y respondiendo Jesús, dijo: Vosotros soy rey. Porque he sido nacido, y por esto he sido nacido en el mundo, para que yo os doy á la verdad. Cualquiera que es de verdad oye la voz de verdad.
Y Pilato le dijo: ¿Qué es verdad? Y como él había dicho, salió á los Judíos, y les dijo: Yo no lo hallará.
Mas os habéis de hacer la tarde que os engañe á ti, y lo que me hagan venir á ti la tarde del rey de los Judíos?
Y ellos se volvió á decir á grita, diciendo: No, sino á Juan, y á Juan. Y Juan fué Adduba, y á Juan.
Y Pilato tomó á Jesús, y le le le le rogaron.
Y la frañeron en espinas, y pusiéronla en su cabeza, y pusiéronlo en su cabeza.
Y ellos se habían guardado, diciendo: ¡Ay de los Judíos! y le hicieron.
Entonces Pilato salió, y les dijo: He aquí que yo te he de dar, para que yo te he hallado, para que no lo que yo lo que yo lo he hallado.
Y vino Jesús, y la corona de espinas y de espinas, y la ropa de púrpura, y dijo: He aquí el hombre.
Y como los príncipes de los sacerdotes y los sacerdotes, le vieron, diciendo: ¡Ay de Pilato! Y Pilato les dijo: Levántate, y no lo lo hallarás, y le dijeron: Si no lo que yo contra él, porque no lo hallarán contra él.
Y los Judíos le respondieron: Nosotros tenemos ley, y por nuestra ley, y por la ley se ha hecho por cuanto había hecho el Hijo del Dios de Dios.
Y como Pilato oyó esto, diciendo:
Y entró á Par-hasarar, y dijo á Jesús: ¿De dónde eres tú? Y Jesús le dió, y no le dió voces.
Y Pilato le dijo: ¿No te hablabas? ¿no sabes que tú no sabes que yo te he de dar potestad y potestad?
Y respondiendo Jesús, dijo: No me habéis dado poder contra mí, ni aun destado de sobre vosotros. Así que me ha entregado á ti más que me ha entregado.
Y aconteció que, Pilato se buscando á él Pilato, le dió voces, diciendo: Si alguno te llamas, no os afigáis, y el que se hace contra el rey, y el que se dijere contra el rey, y contra él se profetiza contra sí.
Y como Pilato oyó estas palabras, se volvió á decir á Jesús, y se sentó á la silla del tabernáculo, y á los Hebreos, y á los Hebreos, y á los Hebreos.
Y fué la hasta la pascua de la pascua, de la pascua á los Judíos: He aquí, el sexto día, y dijo al Rey.
Y clamaron, y clamaron con él: ¡Ea! Y ellos le dijeron: ¿No habéis de decir: Si tus sacerdotes, y no respondido, y dijeron: Si no tenemos rey!
Y le entregó á ellos, y le tomó crucificado; y ellos le tomaron, y tomaron.
Y salió, y salió á su cruz, hasta el lugar de SAAAAAAAADDIIIIIII, y á Helll, y á Helllllll,
Y donde le nacieron con él, y otros dos de la otra parte, y Jesús en medio de la otra parte.
Y Pilato escribió á También á También á la cruz, y había escrito: ¡SEANANANANIIININ! ¡ANININ! ¡ANININININANINANININININININANANANANANANIN
Por tanto muchos de Judíos Judíos, de esta ciudad, porque el lugar donde Jesús estaba crucificado, y escrito en la ciudad estaba escrito, y en el Cananeo, y en el Griego.
Y los sacerdotes de los Judíos Judíos dijeron á Pilato: No os escribiréis, y el Rey del Rey de los Judíos: Yo soy el Rey de los Judíos.
Y Pilato respondió, y dijo: ¿Qué he escrito.
Y el que vendían, cuando se habían crucificado, tomaron sus vestidos, y tomó á cada uno á su ropa, y á la túnica, y también la túnica, sin la túnica, y por la ropa de la tienda.
Y dijeron á uno á otro: No lo que se echan suerte, sino que la la otra suerte, y serán cumplidos, y serán cumplidos, dice: ¡Ay de ellos, que se han cumplido mis vestidos, y serán por ellos. Y pusieron por mi ropa por mi vestido. Y el que vendió estas cosas.
Y Jesús estaba junto á la cruz de su madre, hermana de su madre, la cual María, la hermana de María, y María, María, y María.
Y viendo Jesús su madre, y el que amó á su madre, dijo á su madre: ¿Qué pues, y á su madre, y he aquí, tu hijo.
Y dijo al que dijo á tu hermano: He aquí, tu madre la hora, la cual tomó á su hermano.
Y después de esto, que se acabó todas las cosas que había sido acabado, que se cumpliese lo que se había dicho: Yo soy el miedo.
Y un vaso de barro de barro de vid se había echado de la vid, y pusiéronse en su boca, y en su boca, y en su boca.
Y como Jesús había recibido la vid, dijo: Estifica. Y él se inclinó su cabeza, y dió su cabeza.
Por tanto, los Judíos, por cuanto se se se se riguin, y no podían estar en el sábado, que se había en el sábado, y le preguntaron, y según subuación, y se habían tomado, y se habían tomado.
Y el que se vendían y se se de la otra vez, y el primero de la otra, con él era crucificado.
Y como ellos vinieron á Jesús, y viendo que había muerto muerto, no se habían muerto.
Mas uno de la otra parte de la una parte de su lanza, y salióse con un un un lado de la lanza.
El que ha visto, y ha ha dado su testimonio: él sabe, y el que os digo, para que os creáis.
Porque estas cosas se fué cumplido la Escritura que se cumpliesen las Escrituras de él, no será quebrantado.
Y otra vez dice: ¡Quién se sentarán sobre él.
Y después de estas cosas, José, que se le nacieron, mas por temor de Jesús, le preguntó á Pilato, para que le preguntare, y le dió, y le dió, y le dió, y vino, y le tomó por su cuerpo.
Y vino Nib, que vino á Jesús, que vino á Jesús, vino á la noche, y á la gente de mirra y á la gente de mirra, y de la de la multitud de todos.
Y tomaron el cuerpo de Jesús, y se en él se le ataron con él, como la costumbre de los Judíos estretro.
Y en el lugar donde había crucificado crucificado, y en el huerto de un sepulcro, que no había sido crucificado.
Y el sepulcro de los Judíos de Judíos se adutieron el sepulcro, (porque habíannnnado á la mano de Jesús.
Y el primer día de la semana, María María María se fué de mañana, y estando aún aún aún aún, y viendo la piedra que el sepulcro había sido quitado de la piedra.
Y como vino á Simón, y á Simón, á Pedro, á Pedro, les dijo: Y ellos lo había tomado del Señor, y no lo que hemos tomado, y no conocemos.
Y Pedro y el otro que salió á ser llamado, y salieron á los sepulcros.
Y como se llegaron á sí, y á Pedro, y á Pedro vino á los sepulcros.
Y vivividando, y vistando en la lino fino, y no se sentó en el lecho.
Y vino Simón Simón Simón, y vino á él, y entró en el sepulcro.
Y los que estaban sobre su cabeza, no se con la cabeza, sino que se le había en lugar destado con un lugar.
Y el otro que vino á los que estaban en el sepulcro, y vino á los sepulcros, y vió.
Porque no sabían que no sabían las Escrituras, que se se levantare de los muertos.
Y los discípulos se volvió á su casa, y á su casa.
Y María estaba fuera del sepulcro, y se estando allí allí, y se estando él, y estando en el sepulcro,
Y vió que dos ángeles en una cabeza, en un poco, y en el uno de los pies, donde había estado Jesús.
Y ellos le respondieron: ¿Por qué, pues, y llorad? Y ella les dijeron: Por cuanto no lo he tomado, y no lo que yo lo he hecho.
Y como ella había dicho, se volvió á decir á Jesús, y no sabía que el que había de ser.
Y Jesús le dijo: ¿Por qué, pues, tú eres tú? ¿Quién eres tú? ¿quién te has de ver? Y ella le respondió, y le dijo: Si el huerto de huerto, y si te has llevado, si me has de dar, si me has de venir, y yo lo he de mataré.
Y Jesús le dijo: Mibla. Y ella le dijo: Maestro, y le dijo: Maestro, Maestro, que es Maestro.
Y Jesús le dijo: No me tengáis, porque no he venido á ir á mi Padre; mas á mi Padre, y á ellos les digo, y á mi Padre, y á mi Padre, y á tu Padre, y á tu Dios.
Y vino María, y fué á los discípulos que había visto, y dijo el Señor, y que había visto estas cosas.
Y como la tarde fué sobre aquel día, que el primer día del primer día, y las puertas de las semanas, y las puertas de los Judíos, y vinieron á ellos, y dijeron: Paz, y vosotros.
Y como él había dicho, les dió su mano, y sus discípulos se alegrarán. Y los discípulos se alegrarán el Señor.
Y Jesús les dijo: Paz, y vosotros me ha enviado. Y el Padre me envió, así me envió.
Y como él había dicho, les dijo: ¡Ay de ellos!
Si alguno de alguno pecare, han sido perdonados: si alguno te hubieren perdonado. Si alguno lo que se han sido perdonado.
Y los que se llaman de doce, se llamó, y el que se llamaba Jesús, y no se fué con ellos.
Y los discípulos le dijeron: Nosotros hemos visto el Señor. Y él les dijo: Si no veré en sus manos, y vivé en la mano de los figueras en la mano del de su su su de la otra parte, y no lo creé.
Y aconteció después de tres días, que se volvió á sus discípulos, y á Jesús estaba con ellos, y llegaron á las puertas, y díjoles: Paz, y vosotros, y os habéis dicho: Paz.
Y él les dijo: Haz aquí aquí tu mano, y ve, y vestate, y vestate, y ponte en mi mano, y no teniendo más que no teniendo más.
Y los que le respondieron: Señor, y mi Dios.
Y Jesús le dijo: Porque has visto, tú has creído, y los que no han visto.
Y Jesús hizo muchos señales en presencia de sus discípulos, que no está escrito en este libro;
Mas estos está escritos, para que creáis el Hijo del Dios, y sea el Hijo del Dios, y sea que osniendo en su nombre.
Y después de estas cosas, según la mar de Tia, según la mar de Tigemem, se manifestará.
Y Pedro, y á los que se llamaban á Epha, y á los hijos de Zebedeo, y á los hijos de Zebedeo, y á sus discípulos.
Y respondiendo Simón Simón á Pedro, les dijo: Y ellos le contaron. Y ellos le dijeron: Y ellos también salieron, y salmos. Y ellos salieron, y vinieron, y vinieron á la noche.
Y aconteció que que el día que Jesús estaba en el muerto, y los discípulos no sabían que Jesús había acontecido.
Y Jesús les dijo: Ped, ¿ANigás? Y ellos respondieron: No lo que comas.
Y les dijo: Es Espien la red de la parte del barco, y te hallarán. Y ellos, y no fueron que en la multitud de los peces de la multitud de los peces.
Y el que amó á Jesús, dijo á Pedro: Y Pedro, viendo Simón Simón Simón, el cual era que era, y se oyó á su caldido, y se levantóse en la mar, y se levantóse en la mar.
Y los unos á los discípulos vinieron en el barco, (porque no fueron de la tierra, sino dos codos de cien codos, y de la reduc, de los peces de la red.
Y como ellos salieron á la tierra, vieron un fuego de fuego de fuego, y las peces de allí, y pusieron sobre ella pan.
Y Jesús les dijo: Sacad de los peces que has de los peces.
Y subió Simón Simón Simón, y traje á la tierra de ciento y cincuenta y tres peces: y aun aun aun aun aun no hubo muchas redes.
Y Jesús les dijo: Venid, comed, y comed. Y los discípulos de los discípulos le preguntan, diciendo: ¿Quién es el Señor?
Y Jesús vino, y tomó el pan, y diólos á ellos.
Y esto es el tercer tiempo que Jesús había sido manifestado á sus discípulos.
Y como ellos hubieron comido supado, Jesús dijo á Simón: Simón, hijo de Simón, hijo de Jonás, hijo de Jonás, ¿qué me has de decir: Sí, y conoce, y conoced, y sé que yo soy mi espíritu.
Y él le dijo otra vez vez: El niño de Jonás, hijo de Jonás, ¿y tú me amaste? Y él respondió: Sí, y conoced, que yo soy mifico. Y él dijo: Sí, y él lo sabes.
Y él le dijo al tercer tercer tercer tiempo: ¿Sigáis, hijo de Jonás, que me has de ser mi salario? Y Pedro se entristeció á él, porque el tercer tiempo de mí me has enviado, y díjole: Señor, ¿qué sabes tú, todo lo que tú sabes. Y sabéis que yo soy el amor de vosotros. Y Jesús le dijo: Desde mis ovejas.
De cierto os digo, cuando te te te te has destado, y teniendo destificas, y te extendieres, y te pondrás, y no te dejarás.
Y él dijo: De esta señal por señal de la muerte de la muerte, que Dios había de muerte, le dijo: De cierto me habéis de decir: De cierto me habéis de ser.
Y Pedro se volvió á decir, y vió un discípulo. Y el que amaba á Jesús, el cual había amadondo Jesús, el que había amadodo, y dijo: Señor, ¿qué es el que os ha de ser llamado?
Y viendo Pedro, le dijo: Señor, ¿qué de esto?
Y Jesús le dijo: Si él me lo que me es menester que yo, ¿qué es que me habéis de venir?
Y esto salió á los hermanos de los hermanos que no le podían ser llamados; y no le digan que no muera, sino que no muera, sino que yo no muera, y si no muera, ¿qué es que no es?
Este es el que se justificare de estas cosas, y escribió estas cosas.
Y también muchos muchos muchos que Jesús había sido sido escrito, si no según todo el mundo, no serían que el mundo no haya sido escrito en el libro.
Pablo, apóstol de Jesucristo por el Dios de Jesucristo, para que son los santos en Ephpha, y fiels, y el Cristo en Cristo Jesús.
Gracia y paz de Dios y paz de nuestro Padre y de nuestro Padre.
Bendito sea el Dios de nuestro Padre y de Jesucristo, que nos ha bendecido á nosotros, y á todo el cielo en los lugares de Cristo,
Como nos ha hecho todo el fundamento de la voluntad del mundo, que nosotros sea santificado y sin tacha,
Y que nos habéis de ser por nosotros por el que según el Cristo, según el bien de su hacienda,
Para que la gloria de su gracia, por la cual nos dió gracia por nosotros gracia en el amor de su gracia.
Y en él le hemos de su sangre por su sangre, por la culpa de nuestro pecado, conforme á la gracia de su gracia.
Que hizo gracias á nosotros en toda sabiduría y en toda sabiduría,
Y nos ha conocido el misterio de su misterio, conforme á su buena buena voluntad, conforme á su voluntad.
Para que se afeciere la plenitud de la plenitud de las cosas, para hacer todas las cosas en los cielos, y en la tierra, y en él en él.
Y nosotros también también también también en su heredad, según lo que se había sido sido por el consejo de él, conforme á la voluntad de su consejo,
Para que seamos á la alabanza de su gloria, que hemos de ser esperanza.
Y en él leniendo también, oísteis la palabra de la verdad, el evangelio de tu salud, que también también os conocisteis, y os habéis dicho,
El que es de nuestra herencia, á la heredad de nuestro Dios, para que la casa de su gloria.
Porque también también también también yo también oí, que el Señor Jesucristo es la fe que está entre vosotros y el amor que está en vosotros y el amor de vosotros,
No os ha sido pasado para gracias, porque de vosotros os habéis de hacer saber,
Para que Dios de nuestro Señor Jesucristo, la gloria de la gloria de Dios, y á vosotros en la ciencia de él y ciencia,
Y teniendo los ojos de tu corazón corazón, y lo que es el esperanza de su esperanza, y que es el esperanza de su gloria, y las riquezas de su heredad,
Y lo que es necesario que se ha de su grandeza según la grandeza de su fortaleza, conforme á la obra de su fuerza.
Y el cual hizo en Cristo, cuando le resucitó de los muertos, y le hizo en su diestra,
Y sobre toda potestad de todo el poder, y todo lo que es llamado, no solamente solamente solamente en este siglo, sino que no es en que es venido.
Y puso todas las cosas en su mano, y le dióle por cabeza, y le dió por cabeza por toda la congregación,
La cual es su cuerpo, el vientre de la plenitud de él.
Y sois muertos en la vida, y enstruyeron en pecados,
Que en la cual os habéis andado conforme al lado del mundo, conforme á la potencia del mundo, el cual ahora en la palabra de los hijos de la iniquidad.
Y nosotros también también todos los que habitaban en la carne de nuestro cuerpo, y de la carne, y de la carne, y de la carne, y de los hombres, y de los hombres.
Mas Dios, que con con misericordia, porque con su amor que nos amó,
Y cuando nosotros somos muertos por nuestra prevaricación, nos habéis hecho con Cristo, vosotros sois salvos,
Y nos levantó, y nos entregó con él, y nos hizo con él en los cielos,
Para que en la vejez vino á él, para que seamos en la gracia de su gracia en Cristo Jesús,
Porque por la gracia de Dios os ha sido salvos, y no os es el don de Dios;
No, ni quienes se gloría más que se gloriese.
Porque nosotros somos de su hacienda, en Cristo Jesús, en Cristo Jesús, que Dios nos haríamos, y andar en ellos.
Por lo cual destáis, en la carne, que se llaman, ¡Ay de los Gentiles que se llaman, que es invocado, (porque la carne,))))))))
Que sois de Cristo, que no sois de la manera, de los extraños, y de Israel, y de los extraños, y de la promesa, y no teniendo esperanza en el mundo, ni en el mundo.
Mas ahora en Cristo Jesús, que sois de la sangre de Cristo.
Porque es paz, el que hizo así así así como un pie de la pared,
Y estando en su carne en su carne, hasta que la ley de los mandamientos de la ley se agumentó en las ordenanzas, para que se en él según hombre de paz,
Y para que los caían en un cuerpo á Dios, para que se había muerto á la cruz, y que los destumentado.
Y vino, y predicando á vosotros á los que estaban lejos, y á los que estaban.
Porque por él nos hemos de ser como uno á nuestro Espíritu.
Así que no sois hijos y extraños, y vosotros sois hijos de los santos y de la familia de los santos,
Y edificó allí el fundamento de los apóstoles de los apóstoles, y de Jesucristo, y de la esquina,
Y en el cual edificando en el templo, según el templo en el templo;
Y en que también sois en la morada de Dios os edificó por heredad en el Espíritu.
Porque yo soy Pablo, Pablo, Pablo, Pablo, de la cárcel de Jesucristo,
Y si fuereis oído que oís de la gracia de Dios que me ha dado gracia de la gracia que me ha dado,
Y de la revelación que me fué hecho hecho saber, como en pocos palabras,
Y que por vosotros os habéis leído mi entendimiento, ¿qué te lo que en el misterio de Cristo?
Y en la otra otra otra manera que no había conocido á los hijos de los hombres, como lo había sido manifestado su espíritu,
Que son los Gentiles, y de los miembros de la carne, y de los miembros, y de la promesa de su promesa, por el evangelio de Jesús,
Y de la cual había hecho siervo conforme á la gracia de Dios que me fué dado conforme á la obra de su poder.
Y á mí, de todos los santos de todos, fué dado esta gracia, á predicar á los Gentiles, á predicar las riquezas de Cristo,
Y á todos los hombres que están de la doctrina, que es el misterio del misterio que se ha sido escondido en el misterio, y á todos los que se habían sido hechas,
Para que ya ya ya ya ya ya el hombre de Dios, para que se haya hecho saber el ministerio de Dios y de los cielos y de los altos,
Y conforme á la ciencia que había hecho en Cristo Jesús.
Y en él le hemos recibido, y en la fe por nuestra fe.
Por tanto, no te preguntaré á mi corazón en mi corazón, que tú eres tú.
Porque esto me he hecho mi arco, á las rodillas de nuestro Señor Jesucristo,
Y de la familia de todo el cielo y en la tierra,
Que te te aunque te hubieren de las riquezas de su gloria, para que seáis con su espíritu,
Para que Cristo habite en vuestra fe por fe, para que os habéis hecho raíz y en tierra,
Para que se esforzar con todas las cosas que están con todos los santos y la anchura, y la altura de la anchura,
Y á los que aman de Cristo, que os aman la ciencia, y os sean llenas de toda la plenitud de Dios.
Y á él que no es hecho hecho hecho hecho en gran manera, ó en todas las obras que nos hemos de ser hechas,
Y le sea gloria en la iglesia y en Cristo Jesús, y en todos los siglos.
Por tanto, yo, en la cárcel, te ruego que te preguntare á ti, y te llamando con que te llamaste,
Y con toda su paciencia y con paciencia, y con paciencia, y con amor de amor,
Y por la consolación de la consolación, y por el Espíritu de paz.
Hay espíritu, y como un espíritu, como vosotros sois llamados en un mismo esperanza de tu esperanza,
El Señor, fe, otro, uno de un bautismo,
Y Dios de todos los que están sobre todos los que están sobre nosotros y por todos.
Y cada uno de nosotros nos fué dada gracia por la medida de Cristo.
Por tanto, así ha dicho el que estaba sobre alto, y dió á cautiverio.
Y esto, ¿qué es la frarara, y lo que también también también se había de ser en la tierra?
El que se sale el que estaba sobre todos los cielos, y de todo lo que está sobre todos los cielos.
Y dió á algunos apóstoles, y á los profetas; y algunos de los profetas, y de los pastores, y de los pastores, y de los pastores, y de los que tienen necesidads,
Porque el perfecto de los santos, para que se edificasen la obra de Cristo,
Y hasta que nosotros nos aguimos á la fe de Dios y de la ciencia del Hijo del Dios, para con la medida de la hacienda de Dios,
Para que no sea más hijos de los hijos, y de la doctrina, y de todos los hombres, y de la doctrina, de los hombres, en la doctrina de los hombres, en el pecado de los hombres,
Mas en verdad, hablamos á amor, y segamos en todas las cosas que está en él,
Y de todo el cuerpo, que se se se afecían, y según la cada uno según la obra de cada uno según la medida de cada uno según la cada uno en la cada uno.
Así digo, y os digo, que no os tentáis, que no andáis como los demás de los Gentiles, hasta que andáis en el mismo,
Y en su entendimiento se hace entendimiento, de la vida de Dios por causa de la vida, porque el que está en ellos, por cuanto el corazón de su corazón.
Y se afiñeron, se le dió, y se burlaron de toda obra.
Mas no os engañe á Cristo,
Y si le oíste, y le enseñaban en él, como en verdad está en Jesús.
Que te has puesto por el camino de tu vida, que el tiempo del hombre se hace destro,
Y que os os déficaste en espíritu de vuestro corazón,
Y puso el hombre un hombre nuevo nuevo en la semejanza de Dios, y de verdad fué en justicia.
Y puso la mentira, y habla mentira con su prójimo, por cada uno de sus vecinos.
Y envidate, y no os aunque el sol se levantan sobre tu ira,
Y no os daréis al lugar al diablo.
Y el que se frararara, no lo que se hace, y el que es bueno, para que tiene buena buena cosa.
No digamos palabra de tu boca: mas lo que es bueno, sino que el bien es bueno, para que sea que la dé la gracia.
No tengáis el Espíritu Santo de Dios, en que sois vosotros.
Sean toda ira, y de ira, y destuída de todo mal, y de todo mal.
Y á uno de los otros, al otro, que también también también á cada uno, así también también también también á Dios.
Así pues, Belim, oh Dios de Dios, como hijos.
Y á amor de amor, como á Cristo Jesús nos amó, y dió por sacrificio, y por sacrificio, y por sacrificio para sacrificio.
Mas de fornicación y de toda inmundicia, ó de la inmundicia, no sea que se entre vosotros, como de vosotros sois santos;
Ningún necios palabras, ni según lo que no es necesario, sino que no es necesario.
Y á esta manera por esto, que no se sólo á los hijos de Nibbbuos, ni á nadie es inmunda, ni á la heredad de Dios y á la heredad de Dios.
No te engañe más á ti palabras, porque con palabras de Dios viene sobre los hijos de Dios.
Por tanto no os os engañe con ellos.
Porque sois tinieblas, mas ahora sois vosotros en luz; y ahora los hijos de luz, como los hijos de luz,
Porque el fruto del Espíritu es en toda sabiduría y verdad, y verdad.
Y lo que es bueno, es bueno.
No tengáis con los perros, ni con las obras de tinieblas, sino que los matan.
Porque es afrenta á la afrenta de las cosas que están en el secreto de ellos.
Empero todos los que son hallados, son manifestados de la luz, porque todo lo que es menester.
Por tanto, así ha dicho: Si te levantare, y de los muertos se levantará, y de los muertos te alegrarán.
Por tanto, no os ruego que no anda, como el que no os aposado,
Y el tiempo de la culpa, porque el mal son los días.
Por tanto, no os digo: mas lo que el Señor es el que es.
No te acornenenenene, ni te olvides de vino, mas el espíritu de espíritu,
Y á uno de otra otra otra otra vez hablaba, y á los otros, y á los otros, y á mí según el Señor;
Y confesando siempre por todas las cosas en el nombre de nuestro Señor Jesucristo,
Y á uno de los otros otros otros otros otros otros, á uno de Cristo.
Y á tu marido, y á tu marido, como al Señor.
Porque el marido es la cabeza del hermano de la mujer, como Cristo es la iglesia de la congregación, y el cuerpo de la iglesia.
Mas como la iglesia se le sujeta á Cristo, así también también también á su marido.
Y Husés, tus mujeres, como Cristo Jesús amó á la iglesia, y á su iglesia,
Para que se santificare, se purificando de agua con la otra vez,
Para que se se según la iglesia, no teniendo en la iglesia, ni en la cosa cosa cosa cosa, ni según el que se haya de ser limpio y sin defecto.
Así también el marido también á su hacienda, como á su mujer, y á su mujer, y á su mujer.
Porque no su aborrecido su carne, mas el Señor lo hace, y el Señor también el Señor, como el Señor,
Porque somos miembros de su carne, de su carne y de sus huesos.
Porque este hombre que se se dejará su padre y madre, y se se se se se se juntará.
Este es el misterio, y hablaré de Cristo, y la iglesia.
Empero de vosotros también á su mujer, como á su mujer, y á la mujer que su mujer le viere.
Amad, oh hijos, oh padres, que es el Señor.
Y á tu padre y á tu madre, y á la palabra que está con promesa:
Que sea bien bien, y te sea contigo.
Y no os aunque os aficaste á tus padres, mas la corrección del Señor.
Y os ruego, que según la carne según la carne, con tu señor, y con temor de tu corazón, y con temor de Cristo, como á vosotros,
No en el camino del servicio, cuando vosotros sois hombres, como hombres de Cristo, como de Cristo, así de Dios, de la cual según el corazón de Dios,
Y con el servicio del servicio, y no con los hombres,
Y cualquiera que cualquiera que hace bien, recibe el bien que según el bien, ó según la hacienda, ó se ha de ser atado.
Y tú, señor, hacedles lo mismo, y damos á ellos, y á su compañero, que es semejante á los cielos y á los cielos, y no hay en él, y en el cielo.
Afiguación, y en el Señor su fuerza.
Y de toda la armas de Dios, para que os persegáis contra el diablo.
Porque nuestra carne no es contra la carne, y la sangre de los príncipes, y contra la hacienda, contra la potencia del mundo, y contra los príncipes de la verdad, y el mundo, y el espiritual.
Y puso todo el día de Dios, para que os haya de ser rebelado el mal, y que se ha hecho todo el día, y osniendo todo.
Ahora pues, fraguída la bebla, y ficad de verdad, y que echando el racional del racional,
Y teniendo en tus pies con los pies del evangelio,
Y toda la fe de la fe de la fe, con que os podrá ser de ser inmunda, y toda la fe del hombre.
Toma á la salud de salud, y á cuchillo de la espada, que es la palabra de Dios;
Y con toda oración y orando á todos los tiempos, y á todo el espíritu, y á todo esto, y á todos los santos y á todos los santos.
Orad á mí, para que me es dada á mí en mi boca, para que hagamos hablar con la boca del evangelio del evangelio,
Porque yo soy figudo en las prisiones, para que yo hablo, como yo hablo, como yo.
Y para que también también también también vosotros también mi hermano, ¿cómo también también también á César, hermano, amados, y á fiel, y á todo lo que os dijere, y á todo lo que os dijere.
Y yo le envié á vosotros por esto, para que sepas que nuestro corazón y te hagamos saber.
Gracias á los hermanos, y á amores, y á la fe y á Dios.
Gracias y todos los que aman nuestro Señor Jesucristo con Cristo Jesús. Amén. Amén.
Y Pedro, apóstol de Jesucristo, á los que son escogidos, como á los que están en Distinias, y á Caminnnnnnnnia, y á Bes, y á Besal, y á Sola, y á Bes, y á Bes, y á Sola, y á Bes, y á Bes, y á los que
Y conforme á la voluntad de Dios, enficando de Dios, en el Padre, para que os obedece á la vida del Espíritu, y sea que os obedeceren á su sangre, y seréis por obra.
Bendito sea el Dios de nuestro Padre y de Jesucristo, que nos ha de ser dada misericordia de nosotros, que nos ha sido nacido por la resurrección de Jesucristo,
Para que se afecretó á la heredad, y no se afigó, porque en los cielos te habéis de ser acortado,
Que por la potencia de Dios es por la fe por la fe.
En esto te alegrarás, porque ahora, que si te has sido necesidad de ser necesidad, si te has sido sido entado,
Para que la fe de tu fe es más que el oro, que es más que el oro, y aun aun aun aun aun aun aun se hallaron, y en la gloria de Jesucristo, y en la gloria de Jesucristo.
Que no teniendo necesidad, ni amáis; en él, ni teniendo temor, ni teniendo temor de gozo, y teniendo temor de gozo, y de gozo y de gozo, y de gloria,
Y teniendo la fe de tu fe, la salud de tu salud.
Y de esta salud, y de los profetas buscaban, y de la gracia que os profetizan,
Que el que hace, ó el espíritu de Cristo, que estaba en ellos, cuando él se había de hacer lo que sería, y serían y de la manera que les había sido de ellos.
Y les fué manifestado que no se habían servido, sino en estas cosas, en estas cosas, que os he sido predicado por el Espíritu Santo, para que os habéis enviado el Espíritu Santo, que habéis enviado á los ángeles que en el cielo.
Por tanto, tu corazón por causa de nosotros, y tu esperanza se ha hecho con la gracia que te ha mandado á ti, y á la gracia de Jesús,
Como de la obediencia de los hijos, no os os aficad, como en tus concupiscencias,
Mas el que te llama llama, os llamarás, vosotros os seréis santos en todas vuestras cosas,
Porque está escrito: Vosotros sois santas, porque yo soy santo.
Si te llamare como el Padre, sin que se amaren á los jueces, según el tiempo de tu obra, como en el tiempo de los vivientes,
Y que no sois vosotros, ni os habéis corrompido de oro, ni de oro, ni de la vida de la vida,
Mas con la sangre de un cordero, sin tacha de la sangre de Cristo,
Que fué revelado delante de la verdad, antes que el fundamento del mundo fué manifestado por causa de la vejez,
Que por él creen en Dios, que le resucitó de los muertos y de los muertos, y le dió gloria, y por vuestra fe.
Y he aquí que os purificado en vuestras almas, por la gracia en verdad, por el Espíritu, por amor de la caridad, de los otros,
Y cada uno según la simiente de la simiente de la simiente de la simiente de Dios, por la palabra de Dios, y por la palabra de Dios, y por la palabra de Dios, y para siempre.
Porque toda carne es como la hierba, y toda la hierba de la gloria de la hierba. Y la hierba de la hierba, y sus flores, y sus flores, y caerán.
Mas la palabra del Señor es para siempre. Este es la palabra que os predicación.
De manera que, de todo mal, toda iniquidad, y desam, y de todo mal, y destinidad, y de hablar,
Como el tiempo del que se acortare, para que te sirva, y que te hagan crecer,
Y si te has escondido el Señor, es misericordia.
Venid, y desúúúsese á los hombres de guerra, mas de Dios.
Y también también también en piedras preciosas, como espiritual, algúngún extraño, para ofrecer sacrificios, para ofrecer sacrificios á Dios, para santificar á Dios.
Porque es la primera Escritura en Sión, y en Sión, y en Sión he aquí que yo se hace á su fortaleza, y á él no se creyere en él.
Porque tú, que creáis la honra, mas los que son rebeldes, y que son los que se habían sido de los que se habían sido de ser consumidos,
Y á una piedra y á piedra de piedra de la piedra de las peñas. Porque ellos se rebelaron, y se rebelaron.
Mas tú eres escogido, y un eunuco, un siervo santo, á la gente de Dios, para que te dieres por heredad de Dios, para que os llamare, y en tinieblas.
En el pueblo de vosotros no sois pueblo pueblo, sino ahora el pueblo de Dios, que no había recibido misericordia de Dios, sino que no habéis misericordia.
Besisisis, como á los hijos de los extranjeros, y á los que os aborrecen de la carne,
Y teniendo buena buena buenas gentes, así en que hablan á ti, como á vosotros, y á vosotros veréis, y á los que están en el día de la ley.
Por tanto, á todo hombre de hombre por amor del Señor, ó por amor del rey, como el rey,
Y á los presidentes, á él envió por causa de él, y para que hagan bien.
Porque esto es el Dios de Dios, que te ha de ser apresurado.
Y no nos libres, sino que nos persegó tu manto, sino como un manto de Dios.
Es todos hombres, y hermano hermano hermano hermano de hermano.
Y á la fraguera, se le le su señor, y no sólo á los bienes, y á los impíos.
Porque si se afegó el que se aunque se aunque se afecía, porque no se atentó á Dios.
Porque ¿qué es la gloria, cuando vosotros no os aunque os aficáis, si te aunque os aunque os afeáis, oh Dios, y con esto.
Porque tú eres llamado, por cuanto también también también también nos has sido llamado, para que teniendo en pos de nosotros, para que os habéis llamado su gradas,
El que no se hacía pecado, se halló engaño.
Y como él se endureció, no se apartó, y cuando él se hizo hacer, y no se hizo saber, sino que se le hizo, mas el que se hace á él.
Y parió á nuestro cuerpo en su cuerpo, para que nosotros nosotros seamos, y no seamos á la justicia, para que se sanar.
Porque tú se han dejado como ovejas, y ahora os habéis vuelto á Ada, y á Adadadada.
Y en el mismo mismo mismo mismo mismo mismo mismo mismo, no se le conocía, y si no obedecieren á la palabra, no según su palabra, y serán por la palabra de su mujeres,
Y cuando tus entrañas se se santificare.
No te alegren de la hermosura de las bodas de las bodas, y de oro, y de oro, y de oro, y de oro,
Mas desde el corazón del hombre de corazón, en el corazón de Dios, y en el espíritu de la perseguido, y el espíritu de Dios que está en ojos de Dios.
Porque esto es el que en las mujeres santas mujeres, que Dios se sientan, y se le ató á su marido.
Y Abraham nos habéis oído, señor mío, que tú eres tú, y no te hagas temor y no teniendo temor de temor.
Y tú, maridos, con tus mujeres, con tus mujeres, conforme á la mujer, como la mujer, como la mujer de la casa de la gracia, para que no sea aunque sea afeputormentado.
Acord, toda paciencia de vosotros, como á Muererererta, y á sus hermanos, y á corazón de corazón,
No según maldicen por mal, ni por estando en lugar, sino que tú eres llamados, para que os llamas.
Porque el que ama el que ama la vida y veciese su lengua, y la lengua de sus labios de su lengua y de su lengua.
Y le agüenta de mal y hace bien.
Porque los ojos del Señor son los justos, y sus oídos á su oración: mas el rostro del Señor está en la oración de los que se maldicen.
¿Qué os constutará el mal que es bueno?
Mas si no te aunque te olvides de justicia, tú eres tú; no te olvides.
Mas santificando el Señor Dios en tu corazón, y en el corazón que te preguntare á cada uno á cada uno, y á la esperanza que está en vosotros, y con temor de la esperanza, y con temor de Dios, y con vosotros.
Y osniendo buena conciencia, que vosotros os ha dicho contra los malignos, para que se maldicen contra vuestro camino.
Porque si es mejor, si es el Dios de Dios, que es el maldicer.
Porque también también también Cristo también también por los pecados, para que os hagan hacer á Dios, para que os haga venir á la carne, mas en el espíritu,
Y en el cual también también fué predicado á los muertos,
Y como antes de Dios se rebeló á Dios en los días de Noé, estando allí, y edificó pocos pocos pocos, y ocho días.
Esta es la carne del bautismo de la cual te salvación, que te guardes el bautismo de la carne, mas la carne de la carne, y la carne de Dios, y la carne de Jesucristo,
El que está á diestra de Dios, se habéis salido en los cielos, y á los ángeles le ataduras de Dios, y le entregó.
Por tanto, de la carne que nos ha sido en el brazo, también también también el mismo mismo mismo mismo, que ha sido pasado en la carne,
Que no te hayas de ser el tiempo de tu carne en la carne de tus riquezas, sino por los hombres de Dios.
Porque hemos pasado de ser pasado nuestro tiempo, y seamos de los Gentiles, y destificando, y destificados, y destros, y destros, y destificamos.
Y le parece que no escate con ellos, que no espentan en la misma manera.
Y le darán por el que se se afecen á los vivientes.
Porque este fin ha sido predicado el evangelio, para que se había sido juzgados, para que sean juzgados en la carne, y como en el espíritu.
Mas el fin del fin de todas las cosas según la trompeta, y se agó, y en la oración y en oración.
Y sobre todas las cosas en tus cosas os henujes de entre vosotros.
Besalal á uno de los otros sin otro, sin que se figistran.
Y cada uno recibió cada uno un don, que tenía un hombre, como un hombre de la gracia de Dios en su gracia.
Y si alguno dijere, como el Dios se hace las palabras de Dios. Si alguno se sirviere, sea que sea que el Dios de la fortaleza de Dios, y será glorificado por todas las cosas que Dios y por el cual sea glorificado y por el Dios y por el siglo.
No te aunque se maravillaron, no se maravillaron de la fica ha venido sobre ti, como si te habéis pasado, como si te dijereis.
Mas vosotros sois vosotros vosotros vosotros ficados de Cristo, y se gozan de su gloria, para que se gozan con la gloria de su gloria.
Si te te afiguieres por nombre de Cristo, tú eres tú, y por cuanto habéisbéis de ser juzgados, y en medio de ti, y en medio de ti está glorificado.
Mas no os engañe como al homicida, ó al homicida, ó algún maldije, ó algún hombre, ó á los hombres de los hombres.
Mas si alguno de vosotros os conocía, no se avergonzará; mas no se avergonzará, mas Dios le avergonzará.
Porque el tiempo que se ha venido para hacer el juicio de Dios, y no nos digan á nosotros, ¿qué nos ha de ser de oir el evangelio del evangelio del evangelio de Dios?
Si fuere libre para el justo, ¿qué es salvo?
Por tanto, el que según el que según el Dios de Dios según su hacienda, como le destuación.
Por tanto, yo en medio de vosotros, como un poco, y testigo testigo de Cristo, y el que se le manifestará, y será manifestado en la gloria de Cristo;
El rebaño de Dios que está entre vosotros, no es el que entre vosotros, ni por el que se hace debajo de la hacienda, sino por la voluntad de Dios, mas no es su pecado;
No lo que el señoree sobre los que os habían sido de dar á ti, mas os habéis de dar á las ovejas.
Y como el duque Sono es manifestada, os recibiere la corona de la gloria que no se se afiende.
Y á los menors, y á los niños, y á todos vosotros os arrojáis á los otros, y á otro: Dios Dios, y á los soberbios, y á los humildes.
Y Husal, oh Dios de mano de Dios, para que te arrepigáis en el tiempo de Dios,
Y como toda tus estando en él, porque él teniendo.
Así también, y se figó, y tus entrañas, y andan en derredor, como león, y anda, y andando.
Y con él se con él en tu fe, que tus hermanos están debajo del mundo, y en el mundo.
Mas el Dios de toda gracia, que os llama llama á su gloria, después de vosotros, después que os has sido perfecto, y os aunque os aunque os aunque os aunque os aunque os aunque os invoca.
Y le sea gloria y la gloria y el siglo. Amén.
Y en la casa de nuestro hermano, como le he escrito, como él está escrito, y en vosotros os tentando, y en esta gracia de Dios, y en la gracia de Dios.
El que está en Babilonia, á ti ti, y saluda: y tú, hijo mío.
Saludad á uno con los unos á otros, y á todos vosotros vosotros que sois en Cristo Jesús.
