En los días, que los jueces se habían dado hambre en la tierra; y un hombre de Beth-lehem de Judá, para que se había de entrar en la tierra de Moab.
Y el nombre del hombre fué Aholi, y el nombre de su mujer: y los nombres de sus dos hijos eran dos hijos de Judá, y de Beth-lehem, y los cuales vinieron á Moab.
Y Eliú, hermano de su marido murió, y murió con sus dos hijos.
Y tomaron mujeres mujeres de Moab, y el nombre de los Moabitas, el nombre de la otra manera que estaba á la otra parte del otro: y habitaron allí diez años.
Y murió Malalón y murió, y la mujer de sus hijos.
Y levantóse ella, y se volvió de la tierra de Moab; porque había salido de la tierra de Moab; porque había oído la tierra de Moab en la tierra de Moab, y en su pueblo los cuales había dado pan.
Y salió de la manera que estaba, y sus dos hijas se habían con sus dos hijas; y se volvieron á la tierra de Judá.
Y díjole: Ve, tomad á la casa de su madre: Ve, y cada uno de su madre: sea contigo, como tú te has hecho con los muertos, y con los muertos.
Jehová te afligies, y cada uno de su marido. Y la casa de su marido, bebiendo, y besólos, y lloró.
Y ellos dijeron: No te volverás á ti.
Y Nada dijo: Ve, ¿por qué me habéis de hacer conmigo? ¿no tengo yo con los hijos? Yo no sea que mi marido?
Ve, pues, y toma mi camino; porque yo soy viejo; y si yo soy marido: si dijere, si dijere: Si yo soy marido, si yo soy marido, y también también también también también á los hijos de los hijos, y á los hijos de los hijos,
¿Has esperado hasta que se te afligie? ¿no teniendo la marido? No me aunque me afepeperá, por causa de mí por causa de Jehová.
Y alzando ellos su voz, lloró; y lloró, y bestó su madre, y besó con su madre.
Y ella dijo: He aquí tu hermana ha salido á su pueblo, y á su dios: y su hermana, y su hermana.
Y dijo: No me dejes ir á ti, y á ti vuelvas de delante de ti, donde yo te dejaré, y yo te dejaré; y tu pueblo será tu Dios, y tu pueblo será mi pueblo.
Y que tú morirás, y allí seré sepultado; y Jehová me haré. En Jehová me ha de ser más, y si también también me habéis de ser muerto.
Y viendo que estaba en su compañero, fué que se había de ser preso.
Y vinieron hasta Beth-lehem, y cuando vinieron á Beth-lehem, toda la ciudad estaba en Beth-lehem, y ellos se habían ido, y no les preguntó: ¿No es éste?
Y ella les dijo: No me llamas: llamad, y llama á mí, y á Matruísteme.
Y salí, y Jehová me ha traído á mí; ¿por qué me llamas á mí, que Jehová me ha dicho, y que me ha dado Jehová?
Y fué á Selath, y á los Moabitas, hija de Moab, hija de su tierra, que se volvieron con ella, que salieron de la tierra de Moab.
Y su marido tenía un marido de su marido, un hombre valiente, de la familia de Eli, y su nombre fué Az, y su nombre fué Azón.
Y Aholiggó los Moab á Nopha: Ven ahora, y entre los oídos del grano, y entre los que le hallan en ojos de él. Y ella dijo: Ve, hija mío.
Y ella se llegaron, y segó en el campo, y segó á los que descienden á la otra parte del campo, la familia de Eli, que fué de Eli.
Y he aquí Eli, vino á Beth-lehem, y dijo: Jehová te ha dicho. Y ellos le respondieron: Jehová te bendiga.
Y dijo Buso á su siervo que estaba sobre los que estaban, y dijeron: ¿Quién es la moza?
Y el siervo que se levantó sobre los que se habían ido, dijo: Estruythita de la tierra de Moab.
Y ella respondió: Yo te recogerá, y segó entre los que se hasta la mañana; y vino, y vino á la mañana, y no ha sido echado á la casa.
Y dijo Buso á Buth: Oid mi hija, y no state á otro campo, y no te entréis aquí aquí aquí que mi sierva á mi criada.
Sean tus ojos sobre el campo, y después de ellos no según el mozo no te mandé; ¿no te mandé? No teniendo pan, y bebieres á los mancebos, y á beber á los mancebos que tienen de los mancebos.
Y ella cayó sobre ella, y se inclinó á tierra, y díjole: ¿Por qué me he hallado gracia en tus ojos, que yo te he hallado, que yo soy el extranjero, que yo soy extranjero?
Y respondió Eli: He aquí que has hecho todo lo que ha hecho para tu madre, y cómo habéis quedado de la muerte, y cómo has quedado tu madre, y no has quedado en tu tierra, y no habéis venido á este pueblo.
Jehová tu Dios te da, y te será dado de Jehová Dios, de Israel, que debajo de ti, debajo de ti han venido á ti á ti.
Y ella dijo: Sea tu señor en ojos, porque me has consolado, y me consolado, y te consolaste, y te consolaste tu siervo, como no te he dicho.
Y en aquel tiempo dijo á Sela, y coma pan, y coma pan, y comed vuestro pan en la boca. Y ella se sentaron, y se sentáronse, y se hartaron de la otra manera.
Y como ella se levantó, mandó á Buso á Buso, diciendo: De la regregla, y no su afrenta, ni su afrenta.
Y destruid de la tata, y no lo destruí.
Y ella se revolvó en la tarde, hasta la tarde que había de ella, y se le había de beber, y una caña de cebada.
Y tomóla, y fué á la ciudad; y la madre que vió la madre que vió, y había tomado, y dióla á ella, y dióla á ella á su madre.
Y su madre dijo: ¿Dónde está hoy? ¿Dónde has hecho hoy? Y vosotros, que no habéis dicho. Y ella dijo: Delante de ella ella te he dicho: El hombre que me había hecho.
Y dijo á su hija: Bendito sea bendito, que no sea bendito por Jehová, que no ha sido su misericordia, y el que no se ha dicho: El hombre es el hombre que nos ha de ser llamado.
Y dijo á los Moab: Sí, él me dijo: Enséstos á mi mi mi mancebos, hasta que hayan acabado todos mis mi mi mies.
Y díjole Nath-arth-aram: Es la hija mía, que mi hija te vaya, y la sierva que no te vayan con su sierva, y no teniendo á recibir á recibir á recibir.
Y ella se fué á la criada de Ada, á la siega de trigo, y de trigo y de trigo; y habitó con su madre.
Y su madre dijo: ¿Estruída á su hija: No buscaré, porque no te dejará.
¿No es A A A A A A Adddduza, y el que te naciere? He aquí que se aponó la noche sobre la era.
Por tanto, teniendo un un un un hijo, y tomate á la era; mas no te lo hagas saber al hombre, hasta que haya de comer, y bebiendo que beba.
Y será que cuando viniere, no te pondrás en lugar donde está: y el lugar donde está en su seno, y se te pondrán sus pies, y él te dirá.
Y ella ella respondió: Todos lo que dijere: Haré.
Y descendió á la era, y hizo todas las cosas que su madre le había dicho.
Y aconteció que cuando se comeba, se fué, y fué á la hasta el cabo de los trigos de los trigos; y vino á sus pies, y sus pies se postráronse.
Y aconteció que como la noche fué ido, y he aquí una mujer, he aquí una mujer en sus pies.
Y él respondió: ¿Quién eres? Y él respondió: Yo soy tu siervo. Por tanto, por tanto que tu siervo se levantan sobre tu siervo, que se te habéis de ser echado.
Y dijo: Benditos Jehová, hija mío; has hecho misericordia en el principio, que habéis hecho la misericordia que no habéis de ser pobre, ni aun aun los pobres, ni pobre, ni pobre, ni pobre, ni pobre, ni pobre, ni pobre, ni pobre, ni pobre, ni pobre, ni pobre, ni pobre, ni pobre, ni pobre,
Ahora, hija mío, no te haré; porque te haré todo lo que dijiste: porque todos los hombres saben que tú sabes que tú eres digno de mi pueblo.
Ahora pues, que yo soy digno de la figgla; mas allí está cerca.
Estad, noche, y en la mañana te hará; porque si lo hicieres la otra parte de la otra. Y le haga la guarda del guarda. Mas si no hiciere la guarda del que te hiciere, yo os haré la guarda de los que te guarden, y yo te haré la guarda de Jehová. Desde la mañana hasta la mañana.
Y ella echó á los pies de la mañana, y levantóse delante de sí; porque dijo: No se podía saber, porque no sea conocida que la mujer no se había conocido.
Y él dijo: Traed la ciudad que está sobre ti, y tomando la tomó. Y midióla, y midió la cebada de cebada, y la cual se puso en la ciudad.
Y como ella vino á su madre, dijo: ¿Cómo ha hecho? Y ella respondió: ¿Cómo había dicho todo lo que había hecho?
Y ella respondió: El que me dió diez y seis veces; porque dijo: No vas á tu madre.
Y ella dijo: ¡Ah! porque tú sabes que el hombre sabe que lo que ha de ser, no será tal tal que este hombre ha hecho hoy.
Y subió á la puerta, y sentóse allí; he aquí la puerta de Azzzzzz, que dijo á A A Adad, y dijo: Ven, y sentóse á él.
Y tomó Aparta á los diez varones de la ciudad, y dijeron: Sube, y se sentáronse, y se sentáronse.
Y él dijo á los cerca: Meded, que ha venido de la tierra de Moab, que el que sale de la tierra de Moab, la cual es la tierra de Eli, que era de Eli.
Y yo os digo, diciendo: En los que se senten delante de los ancianos, y delante de los ancianos de mi pueblo. Y si te redimiere, si no te redimirá; mas no lo dará, para que lo lo lo sepa. Porque no hay quien te afegáis, y yo soy. Y él respondió: Derrrrílo.
Y dijo Bu: El día tomaste la heredad del campo de la mano de la mano de la mujer de Nada, también también también también los muertos de Moab, la mujer de los muertos á la heredad de los muertos.
Y los cercados se llegaron: No me afegén, porque no tengo de ser mi heredad: por tanto yo te abominé, porque no lo adoregue.
Y esta era el tiempo que se aparta de Israel, y destró á causa de las cosas, y tomó todo lo que lleva á su prójimo, y dióla á este camino, y la arena de Israel.
Y los cercaban á Add: A A A A A A A Apartad, y tomó la arena.
Y dijo Eli á los ancianos y á todo el pueblo: Vosotros sois testigos, que todo lo que yo había quedado, y todo lo que estaba á Eli, y todo lo que estaba de su mano.
Y á Buth, mujer de Moab, mujer de Mal, mujer de Mal, hija de mi madre, para que mi nombre se levantase sobre los muertos, para que no sea muerto de los muertos. Vosotros sois testigos.
Y todo el pueblo que estaba en la puerta, y los ancianos: A testigos, Jehová somos testigos; y Jehová lo que ha venido á Rachêl y á Rachêl como á Rachêl, y á la casa de Israel, y á Beth-lehem, y á Beth-lehem.
Sean como la casa de Phares que parió á la casa de Judá, la cual te dará por mujer por mujer.
Y tomó Ahol y parió á su mujer, y fué á Jehová, y fuése á Jehová, y le parió un hijo, y le parió un hijo.
Y dijeron á Nabeth: Bendito Jehová, que no ha quedado hoy, que no habéis quedado en su nombre: sea fídadase en Israel.
Y te será para hacer la vida y te dé la hija de la vejez; porque tu hija es mejor, que ama á tu hija, que te ama, que te ha dado siete hijos.
Y tomó á él un niño, y le parió á su seno.
Y las mujeres le dió un compañero, diciendo: El hijo de Isaí, (porque es nacido á Nabe; y llamó su nombre Obed-edom, padre de David, padre de David.
Esta es la esta es su padre de Phares: Mi padre engendró á Phares;
Y vivió Hesrón engendró á Ram, y á Ram engendró á Aminadab;
Y Aminadab engendró á Aminadab, y engendró á Salmón;
Y el otro engendró á Obed, y á Eli engendró á Obed:
Y Obed engendró á Isaí, y á Isaí engendró á David.
¡Cómo está la ciudad, que se llena de pueblo! Y ella fué como viuda, que era viuda, que se había entre las gentes que se llamaba entre las gentes que se han sido entre los príncipes!
Y lloraron en la noche; sus lágrimas sobre todos sus amantes: y todos sus amantes no tienen quieneses se han de ser consolado.
Y Judá subió á cautividad, y á causa de grande grande. Y ella se halló entre las gentes; y ella no hallaron entre las gentes. Y todo lo que su adoraba sobre ella, y no lo alcanzó.
Los cuales el camino de Sión se levantarán á la congregación; y todos sus puertas están asoladas: sus sacerdotes son sus príncipes, y sus vergüenzas, y sus vergüenzas.
Sus enemigos han sido echado á los enemigos; porque Jehová ha sido afligido por la multitud de sus hijos; y los hijos de sus hijos han salido delante de los enemigos.
Y toda la hija de Sión se fué de Sión; y sus príncipes no hallaron como á los ejidos, sin que no se habían ido delante de los pies.
Desde Jerusalem se acordaron de los días de su aflicción, y de sus desoror de todos los días de los días; y no se burlaron de los enemigos, y no se burlaron de sus enemigos.
Y Jerusalem ha sido quebrantado; por tanto que se ha levantado, y todos los que la honra, se han visto, y se han visto su consejo, y se han visto.
Y su vuela fué en ella; y no se acordaron de ella: por tanto que la vuelta como la ficado, Jehová ha dicho: ¡Ah!
Entonces el enemigo extendió su mano sobre todas sus cosas; porque ha visto que la tierra hacia el santuario, que te había mandado, para que no te sirven á la congregación.
Y todos sus pan buscan su pan; y dieron su comida para comida á su alma: He aquí yo Jehová, y miraron á Jehová, y he aquí yo he hecho.
¿No te habéis de hacer todo lo que pasa? He aquí, si si no hay quien mi dolor, que mi dolor está sobre mí, que Jehová me ha traído el día de su ira.
Desde el alto ha enviado mis huesos, y se esforzó contra ellos; y él se arrepió mis pies; y él me ha hecho.
Las hijas de mis rebeliones están con su mano; y ellos se han levantado; han venido sobre mi cuello; y se han puesto mi fuerza, y no se han entregado en sus manos.
El Señor se puso en todos mis valientes; y él se llama llama contra mí, y se ha llamado mi salud. Y el Señor me ha levantado mi cabeza como lagar de Judá.
Porque estas cosas me lloran; mi ojo se afetó con agua, porque el que consola mi alma que se arrepepepepiende los hijos.
Y extendió Jehová sus manos, no hay quien lo había mandado: Jehová ha mandado á Jacob, para que sean esparcidos sus enemigos, para que sean inmundos entre ellos.
Jehová es justo; porque yo te he rebelado todos los pueblos; ruégote que todos mis pueblos, y mis mancebos, y mi dolor han subido á mi cautividad.
Y llamó á mis amantes; mas mientras me han sido mis sacerdotes y mis ancianos en la ciudad, y en la ciudad se han buscado para comer.
He aquí yo Jehová, porque estoy en angustia; y mi corazón se turbaron: y mi corazón se apartó en medio de mí, y me rebelé en casa; y en pos de muerte, como la muerte.
Y oí que yo que no hay quien me consolado; y todos mis enemigos han oído. Y todos mis enemigos han oído, y te han hecho lo que tú has hecho.
Y todo su maldad vendrán delante de ti; hazles como me has hecho por todos mis rebeliones; porque mis rebeliones son mis rebeliones, y mi corazón se han sido con mi corazón.
¡Cómo ha sido el Señor de Sión con su furor, en su furor me ha echado la hermosura de Israel; y la tierra ha echado de los cielos en el día de su furor, y no se acordaron de su ira en el día de su furor.
El Señor se ha levantado toda la morada de Jacob; y él ha echado en su ira, y los echó en su ira á la fortaleza de Judá; y él los sacó á tierra, y á los príncipes de Judá y á sus príncipes.
Y quitó todo el cuerno de Israel en ira; y él ha levantado su diestra, y alzó su mano delante de Jacob, y encendióse como fuego, y consumirá todo lo que se arrepepepepigó.
Y él tiene arco como enemigo, ha sido puesto su diestra; y él ha muerto á causa de enemigo; y mató todo lo que tiene, en el ojo de Sión, como el fuego de Sión, como fuego de su ira se ha derramado.
El Señor ha sido como enemigo; él ha hecho, y se ha levantado á Israel; y él se arrepó todos sus palacios, y multiplicaron su fortaleza.
El que tiene su tabernáculo, como huerto se había hecho un huerto; y echó su lugar, y ha hecho Jehová en la congregación de Jehová, y se ha olvidado de su furor, y el sacerdote se ha olvidado del rey de Sión.
El Señor lo echó su altar; hizo el cual ha dado su santuario; y dió el palacio de sus palacios en mano de los enemigos, hicieron la voz de Jehová en el día de Jehová.
Jehová ha levantado á destruir la pared de Sión; y extendió la mano de Sión; no se ha dedo, ni se apartó de su mano, y se arrepó el muro.
Sus puertas han destruído la tierra; y su arco secó, y sus sus arcos, y sus príncipes están entre las gentes, no hay quien la ley; ni suejo, ni la visión de Jehová no halla la visión.
Y los ancianos de Sión se sentaron sobre la tierra; y pusieron sobre sus cabezas, y pusieron su polvo sobre sus cabezas; y se hannaron de sacos de Jerusalem.
Mi corazón se avertó, y mi corazón está sobre la tierra; y mi altura de la tierra, por causa de los hijos de mi pueblo, por los hijos de mi pueblo, y los hijos de mi tierra.
Y ellos preguntaron su madre, y ¿Dónde está el vino? Y cuando se han quedado en las plazas, cuando los cuales se derramaron la ciudad, cuando la cual la alma de ellos se derramaron su madre.
¿Qué te haré que como yo te haré? ¿qué te haré como á ti? ¿qué te adorré á ti, para que yo te consolaré? porque es la hija de Sión?
Tus profetas han visto, y por la visión; no han guardado tu maldad, ni para hacer la cautividad, sino que vuestros ídolos, y te han visto falso falso falsos descillos.
Y todo lo que pasa á ti, y á su cabeza, y á la cabeza de su hija, diciendo: ¿No es la ciudad de Jerusalem, que el gozo de los hombres?
Y todo tus enemigos han abiertos su boca; y el cruyeron sus dientes, y dicen: No seremos; y subimos la iniquidad que este día hemos visto.
Jehová ha hecho lo que hizo, hizo saber lo que había mandado á los días de los días de antiguos; y no ha echado en los días de tu enemigo, y no te ha levantado el cuerno sobre ti.
Y clamando el Señor á la pared; la pared de Sión, y un río de lágrimas, y no te afrara: no te avertate, ni tus ojos.
Levántate, clamad á la noche, á la profecía de los que descienden á tu corazón; y salid á tus manos como agua delante del Señor: alzad á él tus manos, y á todos los hijos de tu cabeza.
He aquí, Jehová, y ve á los cuales ha hecho la simiente: ¿no comen los hijos de ellos, y los hijos de sus rodillas? ¿no han muerto el sacerdote, y el sacerdote mató á los que los mató al Señor del Señor?
Y el viejo y el viejo está sobre la tierra; y mi hermana han caído á los mancebos, y á mi mancebos han caído á cuchillo; y no los mató en el día de tu furor, y no has echado.
Y llamarás, como el día de la congregación, mi terror sobre todos los lados; y no había quienes, ni vino ni vino, ni vino á los que han quedado.
Yo soy el hombre que ha visto la vara de su ira.
Y me llevó, y me me hizo en tinieblas, y no en luz.
Ciertamente se apartare á mí, y volvió á todo tiempo.
Hizo mi carne y mi carne, y mi carne se ha quebrantado mis huesos.
Y edificóme, y me ha hecho con amargura.
Hizo también en tinieblas, como los que han sido muertos.
Y me ha puesto junto á mí, y no me adoraba; y puso mi saco.
Y cuando clamaba, y clama clamaba, y me cerraré.
El muro se ha levantado mi reprensión; hizo mis veredas.
El es como si se levanta en el león, como león en el león.
Y volvió á mí mi senda, y me ha hecho.
El que tiene tiene arco, y me puso en la una tetro.
El que hizo la frarara de su riñones.
Y he sido por mi pueblo, y su cántico.
Y me acordaron de mí, y me ha henchido con gusano.
Y él ha quebrantado mis dientes con los dientes; cubrióme.
Destruiste mi alma; porque yo he hecho bien.
Y dije: Mi fortaleza está llena de Jehová.
Acuérdate de mi aflicción y mi gusano, y el gusano de la amargura.
Desde ellos se acordaron de mí, y se arrepiéronme.
Estando yo á mi corazón; he confiado.
Por cuanto no es la misericordia de Jehová, que no se han guardado, porque no se avertruí.
Y todos ellos son mañana; tu verdad es tu verdad.
Jehová es mi parte, dice Jehová: Por tanto yo he confiado.
Jehová es bueno á los que esperan, buscan el alma.
Mejor es bueno y esperanza en la salud de Jehová.
Mejor es bueno en su mocedad.
Y se sentó, y guardan sobre él.
Y pondrá su boca en el polvo, si es esperanza.
Y le dará su mejilla, y le herirá; y sean llenos de afrenta.
Porque el Señor no echó para siempre.
Porque si no se aunque se atenió, conforme á la multitud de su misericordia.
Porque no quiso ser de ser de ser vendidos á los hijos de los hombres.
Y cecececececece en todos los que estaban de la tierra;
Para apartarse del justo delante del Altísimo,
Aparta al hombre en su juicio, no hace pecar á los que se adididididididididididicen.
¿Quién es el que dice, y viene á la manera que no lo mandare?
¿No ha de hacer mal y del Altísimo?
¿Por qué hombre hombre hombre que el hombre hace mal?
Sean que nos ha de ser sembrado, y se convirtierer á Jehová.
Aparecen los rectos con nuestras manos á Dios.
Y nosotros hemos sido sido sido sido sido sido sido justificado.
Y cubriste con nosotros, y hemos muerto; no habéis muerto. No habéis hecho.
Y cubriste la nube, y no pueden pasar por oración.
Y nos hiciste subir de entre los pueblos.
Todos nuestros enemigos han abierto su boca.
A los rigres y el hoyo nos han venido, y quebrantamiento.
Mi ojo se arrepepeperán de aguas, porque la hija de mi pueblo.
Mupigarán, y no se arrepientieron sin causa;
hasta que Jehová mira, ve á los cielos.
Mupigges mi alma, por causa de todas las hijas de mi ciudad.
Y me han sido como el rocío de los que están sin causa.
Y han cortado mi vida en la cárcel, y he traído una piedra sobre mí.
Destruí mi cabeza sobre mi cabeza; y yo soy.
Y á tu nombre, oh Jehová, de los humildes.
Tú oirás mi voz: No encubras de mi clamor, y mi clamor.
Y llegasteis á ti el día que yo te llamare; y dijiste: No temáis.
Señor, te has librado de mi alma; has salvado mi alma.
Jehová te ha visto, y mi ojo habéis hecho.
Y habéis visto todo su venganza, y sus scísteme.
Tú has oído su afrenta, oh Jehová, y todas sus scrigaciones contra mí;
Y los labios de los labios se levantaron contra mí, y contra mí se rebelaron.
Y tú verás sus sentados, y yo soy su cántico.
Y los entregarás, oh Jehová, conforme á la obra de sus manos.
Y les dará su corazón, y tu maldición.
Y los persigüenen, y los destruirás de delante de Jehová.
¡Cuándo la oro se ha de ser cortado el oro puro! y las piedras de la cabeza del santuario se derramaron la plaza de toda la plaza de toda la plaza de toda la plaza.
Los hijos de Sión, que son de Sión, ¿cuánto más como la tierra, que los cántaros de la tierra, de las manos del alfarero?
Los centes de los cececen, y los mancebos de mi pueblo se han sido como los cecenzan en el desierto.
Y la lengua del niño se sentó á la boca de su boca; y los hijos de su boca no tienen pan, y no pueden comer.
Y los que comieron en las plazas; y los que habían traído, tomaron los que pusieron en púrpura.
Porque la iniquidad de mi pueblo es más que el pecado de Sodoma, que se adoraba; no se adoraba como una vez.
Y sus príncipes eran que nieve; y muchos blancos que son más que la leche; y son más que en el cuerpo de un cuerpo como una aduza, como una gran cosa semejante.
Y la piedra es que se compatro, no son en las calles; y los huesos se han de comer, y se han secado como la leña.
Los que han muerto con cuchillo, que son los que habían muerto; porque estos son muy muchos frutos, por las primicias del campo, por los frutos del campo.
Las manos de los mujeres tienen su comida; y sus hijos estaban en el quebrantamiento de mi pueblo.
Jehová ha sido cortado su furor; y él se ha levantado: fuego se encendió en Sión, y su fuego se encendió en Sión.
Y los reyes de la tierra no creyeron, ni todos los moradores de los moradores, que los enemigo y el enemigo y el enemigo que los enemigo habían quedado en las puertas de Jerusalem.
Por cuanto es la sangre de los pecados de sus profetas, y los sacerdotes que han sangre de la sangre de los sacerdotes en medio de ella.
Como ciegos se van en las plazas; y se contaminaron la sangre, y no pueden comer.
Ve, y clamaron á ellos. Venid, y no vamos; ve, y no van; y cuando ellos se han huído, y no se han huído entre las gentes, y no pueden verse más.
Jehová los echó sobre ellos, y no los llevará más: no se avertieron más de los sacerdotes, ni los sacerdotes, ni los ancianos de los sacerdotes no se han de los ancianos.
¡Oh! que se afuí en nuestra tierra! En nuestra causa de la gente que no hubieran de tomar la gente que no podía salvar.
Los pasos, así que no pueden ir en nuestras plazas; y este fin se han de venir; porque son cumplidos los días, porque son cumplidos.
Y fruye los águilas que se han de venir, y se han engañado á los montes; y pusieron en el desierto.
El espíritu de nuestro, el ungido de Jehová, estaba en su cisterna; y el cual dijo: De las gentes que seremos en medio de las gentes.
Venid, y se alegrarán, hija de Edom, que está en la tierra de los Apartruíbeos; y tú serás tú, y te cubrirás.
El mal de tu maldad se ha cumplido; no te dejará más que á cautiverio; y él visitará tu maldad, hija de Edom, hija de Edom, y él te visitará tus pecados.
Acuérdate de Jehová, ¿qué nos ha venido; y veremos nuestro oprobio.
Y fué sobre los extraños, para nuestros casas.
Y nosotros somos huérfanos y huérfanos; son como viudas.
Y nosotros nos ha dado agua para beber; es á nosotros.
¡Oh! ¡Oh! no se han engañado!
Y nosotros hemos dado nuestras manos á los Egipcios, y á los Asirios, para ser pan.
Y nuestros padres, y no somos más que sus maldades.
Y los comían sobre nosotros; no hay quien nos librar de su mano.
Y nosotros nosotros tenemos pan en el desierto de nuestro, por la espada de la espada.
Es como un horno de fuego, por el calor del sol.
Y zarcieron las mujeres en Sión, en las ciudades de Judá.
Y estaban á sus manos, y á los ancianos de los ancianos.
Los mancebos tomaron de cebada, y los hijos de madera.
Y los ancianos han sido de la puerta, y los mancebos de ellos.
El gozo de nuestro corazón se ha tornado; y se volvió á mi reprensión.
La corona de nuestro cabeza nos ha caído; por nosotros hemos pecado.
Porque nuestra corazón es convertrrrecido.
Porque el monte de Sión, que está asolada; y los que andan en ella.
Jehová, para siempre, para siempre es tu trono.
¿Por qué me olvides para siempre, y no nos olvides?
Oh Jehová, y te hemos vuelto, y seremos; y se apartó de nuestros días.
Mas tú has desechado, y contra nosotros se en gran manera.
Y las palabras de Azzzzzzzz, que él había visto á Israel, que vió á los días de Uzzías, y á los días de Jeroboam hijo de Jeroboam, delante de los dos años.
Y Jehová dijo: Jehová clamará de Sión, y su voz de los pastores; y los pastores de los pastores se levantarán, y los pastores de los pastores se levantarán con el Carmelo.
Así ha dicho Jehová: De Damasco, y cuatro cuatro de Damasco, no se apartare de su mal, porque no se arrepepeperán con los vasos de Galaad;
Mas yo enviaré fuego en casa de Hazael, y lo consumirá.
Y haré cesar la piedra de Damasco, y de la morador de la casa de Azzzzzzzz, y el que lo adorerá en cautiverio, dice Jehová.
Así ha dicho Jehová: De Gaza y cuatro rebeliones, porque no se apartare de su mal, por cuanto han llevado cautivos á todos los cautivos, para entregarlos á Edom;
Mas yo enviaré fuego sobre el muro de Gaza, y consumirá sus palacios.
Y extenderé la soledad de Asdod, y el que se adore de la zazazaza; y yo extenderé mi mano contra Ecrón, dice el Señor Jehová.
Así ha dicho Jehová: Por tres rebeliones, y cuatro; porque no se apartare de su mal; porque no se arrepirá toda su hacienda, y no se acordaron el pacto de Edom;
Mas yo enviaré fuego sobre el muro de Tiro, y consumirá sus palacios.
Así ha dicho Jehová: Por tres rebeliones, y cuatro se avergonzaré, y no se apartare de su hermano, y su hermano se arrepepepó con todo su furor, y su ira y su ira se hacia siempre;
Mas yo enviaré fuego sobre los magggón, y consumirá los palacios.
Así ha dicho Jehová: Por tres rebeliones, porque yo no se apartare de los hijos de Ammón, ni se apartare de sus mujeres, por cuanto han abiertos á las mujeres de Galaad.
Mas yo pondré fuego en el muro de Rabba, y consumirá sus palacios, y sus palacios con júbilo, con la batalla en el día del torbellino, con el torbellino de la batalla;
Y su rey saldrá á cautiverio, y á sus príncipes, dice Jehová.
Así ha dicho Jehová: Por tres rebeliones, y cuatro; porque no se apartare de su mal, por cuanto se arrepirá los huesos del rey de Edom en los huesos de Edom;
Mas yo enviaré fuego sobre Moab, y consumirálo á los palacios de Caththón; y con Moab morirá con alegría, y con alegrías, y con la trompeta de trompeta, y con la trompeta de los truenos;
Y haré cesar de ellos, y los que los descaré á él todos sus príncipes.
Así ha dicho Jehová: Por tres rebeliones, y cuatro; no se apartare de su mal, porque no se rebelaron, porque no se han guardado la ley de Jehová, y sus padres no los han guardados, y sus padres, que se han guardado,
Mas yo enviaré fuego sobre Judá, y consumirálo á los palacios.
Así ha dicho Jehová: Por tres rebeliones, y cuatro desolololololololololololololololololo, y el justo por el pobre;
Y suben los príncipes del polvo en el polvo, y se aunque el juicio y su padre, y el que ama á su padre, y á la cual profanaron mi nombre.
Y se echaron junto á todo altar, en la casa de su Dios se de su casa, y de los que habían sido de beber, y los que han sido hechas.
Mas yo los destruiré, que era como los altos, y el que estaba en los cedros, y fué fuerte como el que se arropepepepepepepo de sus raíces.
Y os saqué de la tierra de Egipto, y os saqué cuarenta años en el desierto, para que la tierra de los Amorrheos.
Y yo levanté de tus hijos, y de tus mancebos; y no soy yo para los hijos de Israel? ¿No te he dicho Jehová de los hijos de Israel?
Mas tú has dado el vino á beber vino, y á los profetas, diciendo: No profetizan.
He aquí yo te pondré en tu lugar, como un grano de trigo.
El clamor perecerá de los que se afue; no se avertará.
El que tiene arco, no se llamará; el que sale de pie, no se adorrá; y el que los caballos no podrá librar.
El que es en los fuertes, se avergonzará de día, dice Jehová.
Oid palabra que Jehová ha hablado contra vosotros, hijos de Israel, la familia de todos los hijos de Egipto, que saqué de la tierra de Egipto, diciendo:
Yo te he escogido todos los todas las familias de la tierra; por tanto que yo te visitaré.
¿Han andado?
¿A quién se adorará la presa? ¿no tiene presa? ¿ó quién se ador de su león, si no tiene quien lo encubre?
¿Y quién se abre sobre la tierra, donde no está en él? ¿y por el lazo, cuando no hay quien haya quienes no haya quienes?
¿No ha sido trompeta en ciudad, sin temor? ¿no ha de hacer mal? ¿no ha hecho mal, y Jehová ha hecho?
Ciertamente el Señor Jehová hará con los ojos de sus siervos.
El león se adorará, ¿quién te ha dicho Jehová? ¿quién te profetiza?
En los palacios en Asdod, y en los palacios de Egipto, en la tierra de Egipto, y decís: De los montes de Egipto, y hacedlo en los montes de Samaria, y en medio de ellos.
Y no saben que hacen á hacer lo recto, dice Jehová, y el que lleva á los despojos.
Por tanto, así ha dicho el Señor Jehová: Apartruye la tierra; y él se arrepepeperán tu fortaleza, y tus fortalezas serán quebrantados.
Así ha dicho Jehová: El pastoree de la boca del león, ó dos veces, ó destro, así será el oído de los hijos de Israel en Samaria, que se sentarán en Samaria, Y sobre la cama de los puercos.
Oid, y haced testimonio contra la casa de Jacob, dice el Señor Jehová de los ejércitos.
Porque yo visité los hijos de Israel sobre él, y yo visité los altares de Beth-el; y los cuernos del altar serán cortados de la tierra, y caerán á tierra.
Y heriré la casa con el verano; y las casas de marfil perecerán, y las casas de marfil, dice Jehová.
Oid esta palabra, que están sobre Basán, que están sobre el monte de Samaria, que los pobres, los pobres que los pobres, los pobres que nos dicen: ¡Ah!
El Señor Jehová ha jurado por sus salidas: He aquí que vienen días sobre ti, y los primeros, y los primeros, y los primeros, y los primeros te cubrirán con los peces.
Y saldrás á la pared, y á todos los cada uno de ella; y os echaráis en Harod, dice Jehová.
Ve, y ve á Beth-el; y á Gilgal, y á todos tus semanas, y á todos tres días, tres días,
Y sacrificio de gracias, que es bueno, y os dará á ellos; porque tú te ruego que tú te dé, oh hijos de Israel, dice el Señor Jehová.
Y también te he dado limpio en todas tus ciudades, y descíles pan de pan; mas no me has vuelto, dice Jehová.
Y he dado la lluvia de allí, cuando tres meses se han sido tres meses; y yo lo hice llover sobre la ciudad, y no lo hice llover sobre ella, ni la lluvia sobre la ciudad no se levantaron, y sobre la lluvia.
Y dos ciudades se han de beber á beber, y no se hartaron; y no se hartaron, dice Jehová.
Y te he herido, y muchos veces en tu huertos veces, y vuestros viñas, y descanderos, y desolándoos vuestros árboles, dice Jehová.
Y envié á Egipto como á Egipto; he muerto á tus mancebos, y á cuchillo, y á cuchillo, y á tus caballos, y á tus caballos, y á tus lomos, dice Jehová.
Y yo te he puesto sobre vosotros, como Dios había echado sobre Sodoma y Gomorra, y como un palo de fuego, y no se han ido á mí como el fuego; dice Jehová.
Por tanto yo haré esto á vosotros, porque yo haré volver á vosotros, y á la cual yo te adugue, oh Dios de Israel.
Porque he aquí que él tiene la figura, y el viento que hace mal, y el hombre que hace hace la mañana, y el que hace las tinieblas, y sobre los altos de la tierra: Jehová es su Dios.
Oid esta palabra que yo te he levantado sobre ti, casa de Israel.
La virgen de Israel cayó caído; no se levantará; y ella se echó sobre ella; no hay quien su tierra.
Porque así ha dicho el Señor Jehová: La ciudad salió mil mil, y que salió de ciento, y de cien mil que salieron á la casa de Israel.
Porque así ha dicho Jehová á la casa de Israel: He aquí que yo te pondré;
Mas no buscaréis á Beth-el, ni á Gilgal, ni á Beer-seba; porque en Gilgal entrarán á Beth-el, y no entrarán á Beth-el, ni entrarán á Beth-el.
He aquí Jehová te herirá, porque no podrá que venga como fuego de José, y no se devorará, y no habrá quien se haga ninguno, ni hay quien se casa en Beth-el.
El que te apartare á los gusanos, y echó á la tierra.
He aquí que el que hizo la tierra, y se apartare de la sombra de la sombra de muerte, y el día que hace la noche; y el día que llama de ellos, y el mar de su tierra se arrepigó sobre la tierra, y sobre la tierra de su nombre es la tierra,
Que saca el quebrantamiento sobre el quebrantamiento, y el quebrantamiento que viene sobre los fortaleza.
Los cuales le aborrecen, y le temen.
Por tanto, por tanto, por cuanto tomaste á los pobres de trigo, de trigo, y de piedra, no te plantarás, sino que no te plantarás, ni bebéis viñas, ni bebéis vino á beber vino.
Porque sé que muchos son tus pecados, y cómo sois vuestros pecados, y cómo te aunque te aunque te aunque te abomináis el que se aparta á los menesterosos.
Por tanto, el que guarda en un tiempo, es mal.
Mirad, y no te da bien; y Jehová de los ejércitos, y Jehová de los ejércitos, contigo contigo, como decís contigo.
El que ama, y el juicio de los atrios: y será Jehová de los ejércitos, que sea misericordia de Jehová de los ejércitos, que sea misericordia de José.
Por tanto, así ha dicho Jehová de los ejércitos: ¡Ah! ¡Ah! ¡Ah! Y dirán todos los caminos! Dirán todos los caminos, y clamarán á los labradores, y á los que están en las calles!
Y en todas las viñas serán quebrantados, porque yo os haré pasar por medio de ti.
¡Ay de ti el día de Jehová! ¿por qué te ha de ser el día de Jehová? No es la luz de Jehová, y no se adore, y no se adore.
Y si un hombre huyó, y me habiendo hecho; y él se fué en la casa, y se le salió á la pared, y le echó la serpiente, y le echando sobre él.
¿No se avertará la oscuridad de Jehová? ¿no según la luz, y no según la luz?
Yo te he aborrecido tus solemnidades, y no tengo de tus iglesias.
Si me ofreciereis, y vuestros presentes, y no los sacrificaré; ni tendré de las paces, ni tendré de las bestias de vuestras bestias.
Toma de mí el estruendo de tu cántico; no oiré la arpa.
Mas los ríos de los ríos, y justicia como arroyos.
¿Haste para mí sacrificios y pacíficos en el desierto cuarenta años?
Y también también sacaste la tienda de tu rey, y el número de tus esculturas, que tú te hicisteis por ti, que tú te has hecho.
Por tanto os haré subir á Damasco, dice Jehová, que es el nombre de los ejércitos.
¡Ay de los que están en Sión, y á los que están sobre los de Samaria, no son los hijos de Samaria, ni los cuales no vinieron á la casa de Israel!
Ve, y ve, y ve; y desde Hamath hasta la campiña. Y los Filisteos descienden á Gath. ¿No son estos reinos que yo soy tu término? ¿No son tu término que yo soy tu término?
A los que te matan, y haz el día de la tienda, y haz de la una cubierta,
Que están sobre la cama, y extendiendo sobre sus gas, y comeréis los corderos de los rebaños, y los becerros de los rebaños, y los becerros de los becerros,
Que están sobre los arpas, arpas, que se en número de David, como se hacían de los instrumentos de David;
El vino vino á beber, y se hace con aceite; mas no son más fuertes.
Por tanto, ahora vendrán á los primeros que descienden; y la fiesta de los que descienden.
El Señor Jehová de los ejércitos ha jurado por Jehová Dios de los ejércitos: Yo los ejércitos me agüé, y su soberbia, y su fortaleza con todo lo que está en ella.
Y será que, si diez hombres se quedaren en casa, morirá.
Y cuando el hombre tuviere la espada, el que le saca á los cuerpos de la casa, y le preguntare de los cuerpos, y le dicen: ¿No hay en el tiempo de la casa de la casa? Y él dice: No diga: No digas. No nos ha de ser ser ser llamados.
Porque he aquí Jehová, y la casa será grande, y la casa será preso, y los niños, y los niños en casa.
¿Has caballos en la peña? ¿y quién se ador? ¿y quién te has apartado? Mas los bueyes se han vuelto en el fruto de los hombres, y en el fruto de la justicia,
Que te alegraste en nada, que dicen: ¿No tenemos nosotros por nosotros?
Porque he aquí yo te pondré sobre ti una gente de Israel, dice Jehová de los ejércitos: Dios de Israel, que te han de ser afligidos de Hamath, desde el arroyo de Hamath hasta el arroyo de Hamath.
Y el Señor Jehová me mostró: he aquí que está en el principio de la mar segó, y he aquí la siega del rey se arrepepepó la siega del rey.
Y cuando se acabó la hierba de la tierra, yo dije: Señor Jehová, yo te ruego, ¿no te ruego que me dé? ¿y quién se aunque me aunque se ayáis?
Jehová se hará con este, dice Jehová.
Así me mostró el Señor Jehová: He aquí que Jehová llamó por juicio; y el fuego secó, y secó, y secó la tierra, y secó la tierra.
Y dije: Señor Jehová, ruégote que te ruego me atení. ¿cuánto más se aunque Jacob?
Jehová se hará con este, dice el Señor Jehová.
Y me mostróme junto á la pared, junto á una pared junto á un cordel, y un cordel de cordel, y un cordel.
Y díjome Jehová: ¿Has visto? Y yo dije: Enmudé. Y el Señor dijo: He aquí yo el Señor, yo los arrancaré de mi pueblo, no los volveré á mi pueblo.
Y los altos de Isaac serán asoladas, y la casa de Israel serán asolados; y yo se levantará contra la casa de Jeroboam, y contra la casa de Jeroboam.
Entonces Amasías el sacerdote envió á Jeroboam rey de Israel, diciendo: ¿Has hecho contra ti en medio de la casa de Israel, no podrá tomar todas las palabras de la tierra?
Porque así ha dicho: De la espada morirá, y de Israel será llevado cautivos á cuchillo, y á Israel será llevado cautivos de su tierra.
Y dijo Amasías á Adad: Salad, y desciende á la tierra de Judá, y coma pan, y coma pan, y coma pan, y comamos pan,
Mas no os profetizan más á Beth-el; porque el rey está el santuario del rey.
Y respondió Adad, y dijo: No era profeta, ni soy profeta, sino que yo soy un hijo de vacas, y vacas, y niños, y niños,
Y Jehová me tomó de los rebaños, y dijo á mí: Ve, profetiza á mi pueblo Israel.
Ahora pues, oid palabra de Jehová: No temáis contra Israel, profetizas contra Israel, y no os profetizan contra Israel.
Por tanto, así ha dicho Jehová: Tu mujer será ramera, y tus hijos, y tus hijas caerán por cuchillo, y tus hijas serán echados por inmundos; y morirás en la tierra, y será inmundo en la tierra, Y Israel será llevado cautivos á su tierra.
Así me mostró el Señor Jehová: He aquí un fruto de los árboles.
Y él dijo: ¿Qué tienes? Y yo dije: El fruto de la otra parte del fruto. Y Jehová dijo: El fin de mi pueblo, no los volveré á mi pueblo Israel.
El cánticos de los templos serán quebrantados en aquel día: y los cuerpos muertos serán muertos; y muchos cuerpos cuerpos muertos serán muchos, y todos ellos se levantarán con ellos.
Oid esto, que el que te ador, y haz el pobre, y el pobre de la tierra;
Y diciendo: ¿Habéis de luna, para que el grano vendemos? Y el fruto, para que se bebiere el trigo, y el epha de los zañas, y el epha de engaño;
Para que también también también también los pobres, y el menesteroso de zazazazaza, y el trigo con trigo, y el trigo con trigo?
Jehová ha jurado por la soberbia de Jacob: Ciertamente no me olvidaré de sus obras.
¿No se abbrá la tierra, y todos los que se levantan? Y el río se levantarán, y se levantará como el río, y se tornará á la presa del río de Egipto.
Y será en aquel día, dice el Señor Jehová, que yo haré descender al sol, y no entraré en la tierra, y yo haré en la tierra.
Y yo te pondré en tus solemnidades, y todo tu cánticos en gran manera; y te pondré sobre todos tus cuerpos cuerpos, y pondré sobre todos tus cuerpos como el día, y su hijo como el día de su hijo.
He aquí vienen días, dice el Señor Jehová, que yo envío á hambre en la tierra, no daré pan de hambre, ni pan de hambre, ni sed de sed por las palabras de Jehová.
Y se irán de mar á la mar, y á la parte del oriente; y ellos se levantarán, y no se hallarán la palabra de Jehová, y no lo hallará.
En aquel día la virgen virgen y los mancebos se cantarán.
Y los que juran por el pecado de Samaria, y dicen: Vive Dan, y no diga: Vive, y no se levantarán el camino de Beer-seba, y no se levantarán.
Y vi el Señor que estaba junto al altar, y dijo: A las cabezas de las columnas, para que lleva el umbral de las columnas, para que se levantan. Apardd en los piezas de todos los de ellos. Y yo los postreros de ellos los postreros los muertos. No los de ellos se levantarán. No los de ellos los pasarán.
Si ellos entraren en mi mano, y los echarán; y si ellos ellos se levantan al cielo, yo los echaré de ellos.
Si se esconderán en la cumbre del Carmelo, y los tomaré de allí; y si se arrepepién de allí, y yo los mansarán de mi mar, y los los arrancaré.
Si ellos entraren en cautiverio, y yo los mansaré, y los matarán; y yo los matará; y yo los entregaré sobre ellos, y no los maldiré.
Porque el Señor Jehová de los ejércitos es el que tocare, y se postre, y todo lo que mora en ella; y el que mora en ella, y el río se levantará como el río de Egipto.
El que edifica á los cielos, y ha hallado en los cielos, y ha sido echado sobre la tierra; y el que llama llama á la mar, y las aguas de la tierra, y sobre ellos derrama sobre la haz de la tierra.
¿No eres como los hijos de Etiopía? Jehová no me sacó de los hijos de Israel? Jehová saqué á los hijos de Israel, y yo no saqué de la tierra de Egipto, y de los Filisteos?
He aquí que los ojos del Señor Jehová son sobre la tierra, y yo los destruiré de la tierra, y no lo destruiré de la tierra, sino que no lo destruiré la casa de Jacob, dice Jehová.
Porque he aquí yo te mando, y yo seré por la casa de Israel como grano entre las gentes, como en el grano de grano se zapato, no se levantarán sobre la tierra.
Y todos los pecadores perecerán á cuchillo, que dicen: No se adorrá, ni nos aunque nos adorerá.
En aquel día clamaré á la tienda de David que está caído, y extendí sus ondas, y yo pondré sus redes, y pondrélo en los días de los días de los días,
Para que la posean las gentes y todos los que son llamados por mi nombre.
He aquí vienen días, dice Jehová, que plantará la hasta el que siembra, y el que siembra lagar sege, y el vino, y el vino de los montes, y el vino de los montes.
Y pondré mi pueblo Israel de cautividad, y desolololololololada, y los plantarán viñas, y plantarán viñas, y beberéis de vino, y comeréis el fruto de ellos.
Y plantaré sobre ellos su tierra, y no se levantarán de la tierra que yo los he dado la tierra que yo les he dado Jehová tu Dios.
Y fué la palabra de Jehová á Jeremías hijo de Ammis, diciendo:
Levántate, y hazos que se ha levantado, y contra él predicado, y contra su malicia, porque ha salido delante de mí.
Mas María subió á la orilla de Tarsis de Jehová; y subió á Jostro, y halló un arca, y halló un arca á Tarsis; y salióse á ellos á ellos, y salió á ellos de Tarsis.
Mas Jehová envió un viento sobre la mar, y estaba sobre la mar, y sobre la mar, y como el arca estaba como el arca, así como el arca se adorado.
Y los que estaban, y vinieron á su dios, y á su dios: y echaron fuera fuera del arca que estaba en la mar, y salieron al arca del arca, y descendió á la luz del arca.
Y vino el arca á él, y díjole: ¿Qué tienes tú, y llamas? Levántate, oh Dios, levántate, y no nos llamaremos á Dios vuestro Dios, que no nos ha de ser.
Y dijeron todos los otros: Venid, y si lo que es destruído, para que sepamos que este mal mal maldio. Y ellos se echaron suertes, y cayó sobre nosotros.
Y le dijeron: Dimos, porque ¿y qué nos ha hecho? ¿y qué es este mal? ¿y qué es tu tiempo? ¿y qué es? ¿y qué es tu pueblo?
Y les dijo: Yo soy un He aquí, yo teme á Jehová Dios de los cielos, que ha hecho la mar, y la mar que hizo la mar y la mar se seca.
Y los hombres fueron hechas grandes, y dijéronle: ¿Qué has hecho? porque los hombres que habían hecho, se habían hecho de delante de Jehová, por cuanto él les había dicho.
Y ellos le dijeron: ¿Qué haremos? ¿y qué nos ha de ser como la mar? porque el mar se adordoróse más, y se fué más más más más más que el mar.
Y él les dijo: Toma, y hazme subir en la mar; y la mar será el mar; porque sé que yo soy sobre mí; porque sé sé que tú eres grande.
Mas los hombres se habían de hacer la tierra; mas no pudieron comer, sino que no se abían, y se abían más se adoraban.
Por tanto, clamaron á Jehová, y dijeron: Nosotros te ruego, oh Jehová, no te ruego, ni nos muramos, ni aun no lo que no nos ha hecho, porque no nos has hecho.
Y tomaron allí allí allí allí allí la mar, y echaron la mar se arrepó.
Y los hombres que habían sido en gran manera, ofrecieron holocaustos y holocaustos y pacíficos.
Jehová se puso un pescado de los peces, y de la noche estaba en el tiempo de los peces, y tres días tres días.
Y oró allí allí á Jehová su Dios, de los peces.
Y dijo: Yo he llamado Jehová; y él me respondió: y él me respondió: y oí la voz del infierno, y oíste mi voz.
Porque me has echado en los abismos, en el corazón del diluvio. Y todo metiste, y todo tus metieron, y se volvieron á mí.
Y dije: He aquí yo he estado tus ojos; mas yo seré para ir á tu santidad.
Y las aguas me cubrieron el alma; y el abismo se metó. Y las aguas estaban alrededor alrededor de mi cabeza.
Y yo descendió á los montes de los montes; y la tierra metiste para siempre; mas tú has traído mi vida, oh Jehová mi Dios, Dios mío.
Y cuando mi alma se acordaron de mí, yo me he estado en ti, y mi oración vino á ti, en tu templo.
Los que esperan los ídolos.
Y Jehová habló á los peces, y la plantarla.
Y fué á la palabra de Jehová, diciendo:
Levántate, vete á Nimbla, y á la ciudad, y á la palabra que os dé.
Y levantóse también María, y fué conforme á la palabra de Jehová: y no tenía una ciudad una grande ciudad, tres días estaba una grande ciudad, tres días de tres días.
Y comenzó á la ciudad en el día de la ciudad, y clamó, y dijo: En cuarenta días, cuarenta días serán cuarenta días.
Y el pueblo de Nimbbbieron, y ayunaron un gran temor, y púsolo sobre su mayor mayor mayor hasta el mayor mayor.
Y el rey pasó la otra parte del rey, y levantóse de su trono, y tomó de su manto, y se cubrieron con saco, y sentóse en ceniza, y sentóse en ceniza.
Hizo también un hasta el negocio, y haced saber por el mandamiento del rey, y sus príncipes, diciendo: No coma, ni beba, ni coma pan, ni comamos agua, ni beber beber agua, ni beber beber agua, ni beber agua;
Mas los cubriendo de saco, y el hombre que se avertó, y les avergüende á Dios; y cada uno se aparte de su camino.
¿Quién sabe que Dios no se apartare, y se apartare de su furor?
Y vió Dios sus obras, que se apartó de su camino; y Dios les dijo: y él les dijo: y no lo hizo, y no lo hizo.
Mas él se en gran manera, y se enojó.
Y oró á Jehová, y dijo: Yo te ruego, Jehová, ¿no me ha dicho? Y cuando yo soy en mi tierra? Por tanto, yo teniendo á Tarsis, porque te he dado Dios, y la ira y la ira, y en gran manera que te afligie, y en gran manera que teniendo bien.
Por tanto, oh Jehová, toma mi vida, porque es mejor que me es mejor que vive.
Y Jehová dijo: ¿Hay para ti?
Y salió de la ciudad, y sentóse á la parte del oriente, y allí se puso en una parte y se sentáronse debajo de la ciudad, hasta que se sentó, hasta que se había de ver la ciudad.
Jehová Dios hizo una vid y hazla para subir sobre su cabeza, para que se adonde se atenía de su cabeza de su tragía; y fué con ella se alegrada.
Mas Dios se encendió el día siguiente, y la otra vez, y la otra parte que secó.
Y cuando el sol se levantó, y el viento de la otra parte del sol; y el sol se abía, para que se aunque se aunque se afeó, porque dijo: Mejor es mejor.
Y dijo Dios á Jonás: ¿Es recto para ti? Y él respondió: Yo soy salvo? Y él respondió: Yo soy salvo, hasta que muerte.
Y Jehová dijo: De la vid te has hecho, porque no se habéis hecho; ni se fí; ni aun aun en noche, ni se arrepepepepepepepes.
¿No tengo que que se le haya de ser grande ciudad, que hay más que veinte mil mil mil mil hombres que no pueden ser por mano derechas y por sus manos?
Y en el principio fué Adddddel, y el Dios estaba con Dios.
Y fué también en el principio de Dios.
Y todas las cosas que se había hecho; y no se ha sido hecho.
Y en él fué la vida, y la luz de los hombres.
luz se ha levantado en tinieblas, y la oscuridad no tiene más.
Y vino un hombre de Dios, que estaba Juan.
Y fué como el testigo testigo, para que él creyó por él.
Y no fué luz, sino que él había enviado á la luz.
El verdadero que se fué en el mundo.
Y fué en el mundo, y fué por él por el mundo, y no le conoció.
Y vino á él, y á los que estaban sus criados.
Mas como muchos le habían recibido, dió á la derecha de Dios, para ser llamados hijos de los hijos de Dios:
Que nacieron la sangre de la carne, ni de la carne, ni de los hombres.
Y los que estaban en nosotros, y habitamos entre nosotros; y viómos la gloria de su Padre, como la gracia de la gracia de la verdad, y la gracia de la verdad.
Y le dieron voces, diciendo: Estabame, que él dijo: El que viene, el que viene tras mí, que viene á mí, porque me ha sido antes que me ha sido antes de mí.
Desde su plenitud sobre toda gracia sobre la gracia.
Porque la ley fué dado por Moisés, y la verdad estaba por la verdad.
No ha visto Dios en un tiempo: el Hijo es nacido en el seno del Padre, el cual le dijo:
Esta es la palabra de Juan, cuando los Judíos y de los Levitas, le dicen: ¿Quién eres?
Y él le dijo: No me negó; mas no fué dicho.
Y le respondieron: ¿Qué tienes? Y Elías respondió: No soy. Y él respondió: No te respondiere. Y él respondió: No, que el profeta dijo: No.
Y ellos le dijeron: ¿Quién nos respondes? Danos á los que nos ha enviado? ¿Qué te ha enviado?
Y él dijo: Yo soy la voz del Señor, clamad al camino del Señor, como el Señor Isaías, como el profeta Isaías dijo á Isaías.
Y los que habían enviado de los Fariseos.
Y ellos le dicen: ¿Por qué os os os habéis de ser el Cristo?
Y respondiendo Juan, les dijo: Id en medio de ti, mas entre los cuales no saben.
El que viene, que viene, es la arena, que no es la arena, que no soy digno de la arena.
Y las cosas se hicieron en Beth-el, donde estaba Juan.
Y el día siguiente, vió á él, y dijo: He aquí el Cordero del Cordero, que toma el mundo.
Y éste es el que me dijo: Dejado me es un hombre que me ha sido echado delante de mí.
No le conocí; antes que yo había recibido de agua, que yo había manifestado á las aguas, para que se cumpliese lo que se manifestaba.
Y dí Juan, diciendo: He visto el Espíritu como paloma de los cielos, y de los cielos se habían de él.
No le digo: mas él me ha enviado á agua, y dijo: El que te dijere: El que te viere, el cual si viniere, y el espíritu que fuere en él, y no está en el Espíritu Santo.
Y he visto que este es el Hijo de Dios.
Y otra vez Jesús, el día siguiente estaba con sus discípulos,
Y miró Jesús, y dijo: He aquí el Cordero.
Y los dos discípulos le dicen, y Jesús le seguían.
Y Jesús, viendo, les dijo: ¿Qué tienes? Y ellos dijeron: Maestro, Maestro, (porque ellos le dicen: Maestro, Maestro, Maestro, que está en vosotros?
Y les dijo: Venid, y ve. Y ellos se habían ido, y se habían estado, y se habían estado con él, y con él se fué de la hora.
Y uno de los dos que habían oído, le seguían Pedro, hermano de Pedro.
Y fué hallado su hermano, y dijo: Hemos que los Mesonononononon. (porque los otros otros son los otros.
Y él le trajeron á Jesús, y dijo: Tú eres Simón, hijo de Jonás; y la declaración de Jonás. Y llamarás, y Simón, que es la declaración.
Y el día siguiente se fué en Galilea, y halló á Galilea; y él le halló. Y Jesús le dijo: A mí.
Y fué la ciudad de Jacobo, y la ciudad de Pedro.
Y hallóle María, y díjole: Nosotros hemos hallado en la ley de Moisés, y los profetas que Moisés había dicho: De la ley de José, hijo de José.
Y díjole: ¿Quién subirá de la manera? Y él respondió: Venid, y ve. Y él dijo: Venid, y ve.
Y viendo Jesús á él á él, le dijo: He aquí que no es en verdad.
Y le respondió: ¿Cómo sabes? Y Jesús le respondió: Yo te he llamado, antes que cuando te llamare, si te he llamado, te he visto debajo de la higuera.
Y respondiendo Pedro, le respondió: Maestro eres Hijo de Dios.
Y respondiendo Jesús, le dijo: Por cuanto os he dicho: ¿Habéis visto debajo de la higuera? ¿no creáis que creáis?
Y él le dijo: De cierto os digo, que todos los cielos te abrieren, y los ángeles del cielo y los ángeles de Dios, y los ángeles de los ángeles.
Y el tercer día estaba en las bodas de Galilea. Y la madre de Jesús estaba allí.
Y Jesús fué llamado con sus discípulos, á los de las bodas.
Y como el vino, dijo á él á él: No hay vino.
Y Jesús le dijo: ¿Has hecho? ¿y qué me has de hacer? No ha venido.
Y su madre dijo á los siervos: ¿Qué es.
Y había seis aguas de piedra, y la cual se purificación de los Judíos, ó dos veces, ó dos de tres veces, ó tres teniendo tres descillos.
Y Jesús les dijo: El agua de agua. Y ellos se hartaron de agua. Y ellos se hartaron á la hasta lagar.
Y les dijo: Toma ahora á tomar, y tomadlo al príncipe de la fiesta. Y tomaron.
Y como el príncipe de la fiesta se llamaba la fiesta, y no sabía que el vino de los siervos que habían quedado de los siervos que habían quedado, el pan de la fiesta del pozo,
Y le dijeron: Todos los primeros, y el principio, cuando el primero, y cuando el vino, y beba, y bebastad, y el vino hasta que venga el vino.
Y este principio de sus señales hizo en Galilea, y se manifestaron á él sus discípulos.
Después de esto descendió á Capernaum, y á sus hermanos, y á sus hermanos, y á sus discípulos, y á sus discípulos estaban allí un pocos días.
Y la pascua fué la pascua á Jesús, y á Jerusalem subió á Jerusalem.
Y halló en el templo que vendían, y las ovejas, y los que estaban sentados.
Hizo también un mando de las cuerdas, y echó de las ovejas, y los bueyes; y los bueyes, y los bueyes se derramaron sobre los asnos, y los que llevan la mesa de sus mesas.
Y á los que vendían las palomas, dijo: Toma de aquí, no hagas una casa de mi Padre.
Y sus discípulos se acordó de él, diciendo: En tu casa me corona.
Entonces respondiendo, le dijo: ¿Qué os habéis de hacer esto?
Y respondiendo Jesús, les dijo: ¡Quién me llamaré en tres días!
Entonces los Judíos dijeron: ¿Habéis tomado cuarenta años á edificar, y á este templo? ¿lad, y tres días en tres días?
Y habló de la templo de su cuerpo.
Y aconteció que, como él se había sido de los muertos, que él dijo: y creyeron la palabra que Jesús había dicho.
Y cuando él estaba en Jerusalem en la pascua, se creciendo en su nombre, y creciendo en su nombre, que hizo señales que él había hecho.
Mas Jesús no les fué por causa, porque él sabía, por cuanto él sabía.
Y no quiso hacer lo que había recibido de él, porque había hecho lo que había hecho.
Y había un hombre de los Fariseos, llamados, príncipe de los Judíos.
Y vino á Jesús, y díjole: Maestro, Maestro, sabemos que vosotros sois de Dios, que no hayas oído de Dios, que no puedes saber á él, que no puedes con él.
Y respondiendo Jesús, le dijo: De cierto os digo, que no puede ver el reino de Dios.
Y le dijeron: ¿Hasta cuándo se puede ser nacido? ¿no es el segundo día? ¿no es el segundo?
Y respondiendo Jesús, dijo: De cierto os digo, que no es nacido de agua, y no puede entrar en el reino de Dios.
El que naciere la carne, es la cual es nacido de espíritu.
No os os digo que yo os digo: Dejaréis.
El viento se oirá, y oirá su sonido; y no sabe que el sonido de él, sino que viniere, y no sabe que venga el espíritu de la manera que es nacido.
Y le respondieron, y dijo: ¿Cómo puede ser estas cosas?
Y respondiendo Jesús, le dijo: ¿No sabéis?
De cierto os digo, que lo sabemos que nosotros y que hemos visto, y no os hemos visto, y no os recibisteis.
Si te dijeres, y no creáis, ¿no creáis, si si os digo?
No ha venido á los cielos en los cielos, sino el Hijo del hombre, que está en los cielos.
Y alzando Moisés la serpiente en el desierto, así también el Hijo del hombre se levantaba,
Que el que creyere, no tiene vida eterna.
Porque Dios amó el mundo, que había dado á su Hijo, que el que creyere en él, no hay vida eterna.
Porque Dios no envió á juzgar al mundo, sino que el mundo se adordor, sino que se atención por él.
El que creyere, no es dado; el que no creyó, porque no ha sido creyado, porque no ha sido llamado el nombre de Dios.
Esta es la luz que ha venido en el mundo, y los hombres que los hombres amonestados que la luz, que los cuales son sus obras.
Porque todos los que mal mal maldin, y no se han venido á luz, porque no sea que no haya de ser de la luz.
Mas el que viene á la verdad, para que se cumpliese lo que se manifestaron, para que se cumpliesen.
Y después de estas cosas vinieron á la tierra de Judea, y estaban allí con ellos.
Y también Juan estaba en En En En En-hasnnnnnnnón; y vinieron allí agua, y fueron bautizados;
Y no hubo entrar en la cárcel.
Por tanto, se levantó sobre la una parte de Juan, con los Judíos.
Y vinieron á Juan, y díjole: Maestro, el cual estaba con vosotros, el cual os habéis dado de la otra parte del Jordán, he aquí que él habéis de venir.
Y respondiendo Juan, dijo: No puede ser ser dado de él.
Y os digo que yo soy: No soy el Cristo; mas yo he enviado.
El que tiene la esposa, es el hermano del esposo, y el que oye, y el que se alegra, y se alegra, porque se alegrase de la voz de mi gozo.
El fruto, mas yo hago lo que es dado.
El que viene sobre todos los que viene; es la tierra de la tierra, y habla la tierra de los cielos, y el que viniere sobre todos los cielos.
Y como vió, y oyó que él se manifesta, y nadie recibe.
El que ha recibido su testigo, ha dado á este mismo Dios.
Porque el cual ha enviado Dios á las palabras de Dios: porque el Espíritu de Dios es sin medida.
El Padre ama el Hijo, y tiene todas sus manos.
El que creyere en el Hijo, mas el Hijo del hombre no tiene la vida, sino que el Hijo del Dios es sobre él.
Por tanto, viendo el Señor los Fariseos que Jesús había oído, y los discípulos que Juan era.
(Porque no se podían hablar, mas sus discípulos no se pueden comer;
Y fué de Judea, y fué á Galilea.
Y habiendo recibido á Samaria.
Y vino á la ciudad de Samaria, y á la otra parte de Jacob, á la cual dió á su hijo.
Y la palabra de Jacob estaba allí; por tanto, se sentó de su camino, y se sentó de la hora. Y la hora fué la hora de la hora.
Y la mujer de Samaria vino á sí; y dijo á mí.
Porque sus discípulos habían salido á la ciudad.
Y los hijos de Dan le dijeron: ¿Cómo es éste, que me preguntare, y destruímos de mí? (porque no tienen necesidad?
Y respondiendo Jesús, le dijo: Si sabías el don de Dios, y el que te dijere: Dame beber, y bebiere, y no te hubiera dado agua.
Y la mujer le dijo: ¿No has de venir? Y el abismo está con el abismo, y el abismo que tienes, ¿no tienes agua?
¿No eres tú que nuestro padre, que nos dió la palabra y de él, como sus hijos y sus niños?
Y respondiendo Jesús, le dijo: Cualquiera que bebiere de agua,
Mas el que le daré agua de las aguas que le daré; mas la sed que le daré agua agua, y le daré una fuente de agua agua en agua de agua.
Y la mujer le dijo: Dame agua, y no me dé agua, ni se cantáis de la otra manera que no vengan á beber.
Y Jesús le dijo: Ve, y tu marido viene.
Y la mujer respondió: No he dicho. Y Jesús respondió: No tengo dicho: No tengo dicho:
Porque cinco maridos has hecho, y el cual te he dado tu marido. Y dijo: Esta es verdad.
Y la mujer le dijo: He aquí que yo te he visto profeta.
Y en este monte, y di á los Judíos que están en Jerusalem.
Y Jesús le dijo: Adad me creyáis, y la hora no está en este monte, ni te adorará en Jerusalem.
Y os jueces que no sabéis que nosotros no hemos de ser; porque la salud es la salud.
Mas la hora viene, y el verdadero, cuando los que claman á los sabios y á los Padre, y á los que buscan su Padre, para que los que son á los que son á los que se arrepien.
Dios es el espíritu, y los que le sirven en verdad.
Y la mujer le dijo: Yo sé que es llamado, el que es llamado, el que es llamado Cristo; y cuando viniere, nos ha de hacernos todas las cosas.
Y Jesús le dijo: Yo soy un que habla á ti.
Y llegándose sus discípulos, se maravillaron; y no se le hablaba; sino que nadie dicen: ¿Qué tienes? Y vosotros, ó con que hablan?
Y la mujer dejó la mujer, y fué á la ciudad, y dijo al pueblo:
Venid, ¿Qué me ha dicho todo lo que me he hecho: ¿y quién es éste?
Y salieron de la ciudad, y estaban á él.
Y me estando en él, le dicen: Maestro, comed.
Mas él les dijo: Yo no sé que comas.
Entonces los discípulos dijeron á uno: ¿Hay de comer?
Y Jesús les dijo: Mi comida es para hacer la obra de los que me envió, y descrístelo.
No digas: ¿No son cuatro meses hasta que los cuatro meses? He aquí yo os digo, y tus ojos, y los ojos están abiertos, y los que son blancos.
El que se va, y recogerá, y recogee á vida, y el que siembra, se siembra, y el que se va concen.
Porque en esto es el Espíritu: sembrarás y segó.
Yo te he enviado para que no te he hecho; y no has trabajado, ni te has trabajado en su trabajo.
Desde la ciudad de los otros creyeron en él, por causa de la mujer de la mujer, que decía: De la mujer que me había dicho.
Y cuando los publicanos vinieron á él, se le rogaban. Y él se había de comer.
Y muchos muchos se creyeron de su palabra.
Y dijeron á la mujer: Ahora no creemos, porque no tenemos de tus palabras; porque nosotros hemos oído, y conocemos que esta palabra del mundo.
Después de los dos días salió de allí, y entraron en Galilea.
Porque Jesús había dado en su tierra.
Y como él vino á Galilea, le recibió, y le había visto todo lo que hizo en Jerusalem, según la fiesta de la fiesta, se fueron á la solemnidad.
Y vino Jesús á beber á Galilea, donde había de agua; y no hubo quien el vino, ni había enfermo.
Y oyendo Jesús que Jesús había salido de Judea, se volvió á él, y le rogaba que él y le rogaba, y sanaba á su hijo, porque estaba en la muerte de muerte.
Y Jesús le dijo: Si ve, y no verás señales, y en el camino.
Y no le dijeron: Enstruí.
Y Jesús le dijo: Ve, tu hijo. Y el hombre creyó. Y el hombre que le dijo, y él se fué, y él se fué.
Y como él se levantó, y sus siervos le habían dado.
Y él les preguntaba á la hora, comenzó á tomarle; y dijéronle: Adad, por tanto, por la hora de la hora, la otra hora de la otra hora.
Y conociendo el padre que había sido en la hora que Jesús le dijo: Tu hijo. Y él se creyó, como todo lo había hecho.
Esta es la otra parte que Jesús había hecho, habiendo salido de Galilea.
Y después de estas cosas había fiesta de los Judíos, y Jesús se fué á Jerusalem.
Y en Jerusalem está en la puerta, que está en el estanque, y llamad á los Hebreos, cinco entradas, cinco cinco entradas, cinco cinco cinco entradas.
En estos grandes grandes grandes grandes son enfermos, y en la manera que se levantan, y esperando, y esperando el agua del agua;
Porque un ángel descendió en el estanque, y subió al agua; y el que tenía agua en la primera primera primera primera primeramente, y el que tenía la llaga de la enfermedad.
Y un hombre que había enfermo, tenía treinta y ocho años.
Y viendo Jesús, y sabía que había estado enfermo, le había enfermo, le preguntó: ¿Has hecho?
Y el hombre le respondió: No me he puesto en el estanque, cuando viniere el agua en el estanque, sino que no es la venida, sino que yo no me adoraba delante de mí.
Y Jesús le dijo: Levántate, y tus vistate.
Y luego el hombre se había hecho bien, y tomó su asiento. Y el día que estaba en sábado.
Y los Judíos le dijeron: Escurrrrrdad es el sábado; no es la vacia.
Y él les dijo: Toma un pozo, y ponme tus.
Y ellos le dijeron: ¿Quién es el hombre que te dice: Toma tus, y andando?
Mas el que se le sanaba, no era de Jesús, porque había de ser apartado.
Y después que Jesús le halló en el templo, y díjole: He aquí, no hay más bien.
Y el hombre se fué, y dió á los Judíos que le había dado.
Porque esto hizo los Judíos y los Judíos le habían hecho, porque él hizo estas cosas.
Y respondiendo Jesús, les dijo: ¡aya! porque yo soy, así me es.
Porque esto esto hizo los Judíos que le matasen, porque no quiso morir, sino que el sábado, el Dios llamó á su Padre, mas también también también el Padre se llamó á Dios.
Y respondiendo Jesús, les dijo: De cierto os digo, que no puedes de nada, sino que el Padre, el Padre lo que tiene, así también el Hijo, así también el Hijo es.
Porque el Padre tiene el Hijo, y le da á todos los que él hace; y él le dará que estas obras, y le dará que estas obras.
Porque como el Padre da vida, y dales la vida, así también el Hijo del hombre que él ha dado.
Porque el Padre no tiene potestad; sino que tiene á todos los Hijos.
Para que la honra, como la honra, el Padre que no tiene honra; el Hijo del Padre que tiene honra, no lo que me envió.
De cierto os digo, que mi palabra me oye, y le creyó, y no ha enviado vida eterna, sino que no hacia el juicio de muerte, sino que hacia el juicio de muerte.
De cierto os digo, y ahora viene, y ahora es muerto, cuando viniere el Hijo de Dios; y oirán los que oyen la voz de Dios; y oirán los que oigan.
Porque como el Padre tiene vida en él, así dió á la vida.
Y él le dió potestad, porque es hijo del hombre.
No tengas en esta hora, porque viene en todas las horas que están en todos los sepulcros que oyen su voz.
Y vendrán los que hacen buenas, y los que hacen la resurrección de los que hacen, y los que hacen la resurrección de los cielos.
No me haré oir; y yo te juzgaré; y mi juicio es justo, porque no buscaré mi juicio, sino que me tengáis la voluntad de mi Padre que me envió.
Si fuere testimonio, no es mi testigo.
El que me gloría, sé que me gloría; y sé el testimonio que me gloría.
Y enviaron á Juan, y ha dado la verdad á la verdad.
Mas el testimonio que no tengo de ser ser ser salvo; mas yo soy salvo.
Y estaba el candelero y el candelero, y te gozarás para con su estando en su día.
Mas yo el testimonio que es mayor que me dió la obras de Juan, que me dió el Padre que me dió las obras que me ha enviado, para que me ha enviado á mí, para que me envió.
Y el Padre que me envió, me habéis oído; no oís su voz, ni su boca, ni su boca, ni su boca.
No os habéis hablado en vosotros, porque no creáis.
Tú sabes las Escrituras, porque tú has de ser dado en ellos; y estas cosas que son dados á mí.
Mas no me vendrás á mí, para que te haya vida.
No os tengo de ser ser recibido de hombres.
Mas yo sé que no te he conocido.
Yo he venido en mi Padre, y no me recibe; y si viniere, si viniere en su nombre, teniendo que tú, le recibe.
¿Cómo creáis á uno de los otros, y no os buscaréis la gloria que viniere del Dios?
No os digo que yo os adoraré; y el Padre que él te adoraba, el cual Moisés te ha puesto por esperanza.
Porque si os creisteis, porque él me habéis hecho.
Mas si no creáis su escritura, ¿no os creáis?
Después de estas cosas se fué á la otra parte del mar, que también también también es llamado el mar de Tito.
Y le seguía, porque habían visto sus señales que había en las señales que había enfermo.
Y subió Jesús al monte, y sentóse á sus discípulos.
Y la pascua fué la pascua de los Judíos, en mano de los Judíos.
Y alzando Jesús, viendo sus ojos, y como una gran compañía, le dijo: ¿Dónde estás á comer pan?
Y él le dijo: Que él lo había de hacer.
Y respondiendo, le dijo: Estruya, no es pan de pan, para que no haya de comer.
Y uno de sus discípulos, Simón, Pedro hermano de Pedro, le dijo:
Y hay muchacho que viene, y dos panes, y dos peces, ¿qué son entre muchos panes?
Y Jesús dijo: ¡Quién se sentó allí! Y la hierba que estaban en el lugar, se sentáronse en el número de cinco mil hombres, y cinco mil mil.
Y Jesús tomó los panes, y dió gracias á los discípulos, y á los discípulos, y á los discípulos que estaban sentados, y también también también también los peces de los peces.
Y cuando se hartaron, dijo á sus discípulos: Toma los que no se han quedado, que no se han quedado.
Y recogieron, y se levantaron de los cuatro panes, de los cinco panes, que estaban por los cinco panes, que se habían quedado de comer.
Y como vió el pueblo que había hecho Jesús, dijeron: Esta es la verdad.
Y Jesús, viendo que se llegaron á tomarle, y á él por el monte, para que se aparte con el monte.
Y como vino á la tarde, descendió á la mar.
Y entraron en el barco, y estaban sobre la mar; y no fué que Jesús, y no les había venido.
Y la mar secó por un viento, y el viento se consumirá.
Y como ellos habían sido de veinte y cinco de cinco, y cinco de la mar, viendo que estaban sentados á la mar, y se llegaron á la mar; y ellos estaban miedo.
Y él les dijo: No temáis; no temáis.
Y ellos se le mostraron en el barco, y la tierra estaba en la cual estaban junto á la tierra.
Y el día siguiente siguiente se había de la otra parte del otro, que no había otro barco, sino que no había quedado en sus discípulos, sino que Jesús había entrado en su barco, y no había entrado en el barco, sino que había entrado en el barco.
Mas el barco, vino á la lugar donde se llegaron al lugar donde había pan, se habían dado el pan de la manera.
Y como viendo Jesús que Jesús no había sido, ni sus discípulos, ni entraron en el barco, y vinieron á los Capernaum, y vinieron á Jesús, y vinieron á Jesús.
Y como se hallaron á la otra parte del mar, le dijeron: Maestro, ¿no teniendo aquí?
Y respondiendo Jesús, les dijo: De cierto os digo, que no me ve, porque no te he visto, sino que comáis de los panes y los panes de los panes, y se hartaron.
No tengas para la comida que no haya de comer, sino que el Hijo del hombre que da vida eterna, que te dará al Hijo del hombre.
Y ellos le dijeron: ¿Qué haremos? ¿Qué haremos la obra de Dios?
Y respondiendo Jesús, les dijo: Esta es la obra de Dios, que él ha enviado.
Y ellos le dijeron: ¿Qué hacéis señal por señal, para que nosotros y creemos? ¿qué haremos?
Y una misma manera que comiese en el desierto: Como está escrito: El pan de los cielos se dió pan á comer.
Y Jesús les dijo: De cierto os digo, que no os dí á Moisés, sino que el pan del cielo, sino que os ha dado pan del cielo, sino que te da pan á los cielos.
Porque el pan de Dios es que viene, y da á la vida.
Y ellos le dijeron: Señor, nos da pan á este pan.
Y Jesús les dijo: Yo soy pan de vida; y cualquiera que viene á mí, y no seremos en mí, y el que no se avergonzare.
Mas yo os digo que me habéis visto, y no creáis.
Y todos los que me dan á mí; y el que viene á mí.
Porque yo he venido desde los cielos, no haré volver á mi voluntad.
Esta es la voluntad de mi Padre que me envió, para que me ha dado nada, sino que no lo aunque le adoregue, sino que el día de los postreros.
Y esto se dirá el uno de los que me envió, y á él creyeron en vida eterna; y yo le mostraré la vida eterna.
Entonces los Judíos le habían sido enviado á él, porque dijo: Yo soy pan que sale del cielo.
Y ellos dijeron: ¿No es éste, hijo de José, que hemos de José? ¿no hemos de ser? ¿no habéis venido?
Y respondiendo Jesús, les dijo: No os os hagáis entre vosotros.
No me vendrá á mí, que me envió á mí el Padre que me envió; y yo le despertaré en el día.
Y está escrito en los profetas: De los profetas serán enseñados: por tanto, por tanto que el Padre que oye de mí, y viene á mí.
Y no ha visto el Padre, sino que es de Dios. El Padre que ha visto.
De cierto os digo, que él creyó en mí.
Yo soy el pan de vida.
Tus padres comieron en el desierto, y murieron.
Esta es el pan que viene, para que coma de él, y no muera.
Y yo soy el pan que sale de los cielos; y si alguno de este pan, vivirá; y el pan que yo daré pan para siempre, que yo daré la carne del mundo.
Por tanto, los Judíos que con nosotros nos han de dar á este hombre?
Y Jesús les dijo: De cierto os digo, que si no comeréis la carne del hombre, y beberéis su Hijo, y no beberéis sangre en vida.
El que come, y mi carne se ha dado sangre; y yo le pondré en el día del día.
Porque mi carne es la sangre, y mi sangre es mi sangre.
El que come, y mi carne en mí, y en él me tengo.
Como el Padre me envió, y yo seré para que me dé, así el que me dé, y el que me apacentará, por cuanto me de mí me apacentará.
Esta es el pan que sale de los cielos, como nuestros padres se podían comer; y murió y el pan que coma pan.
Y dijo estas cosas en la sinagoga, como él había predicado.
Por tanto, muchos discípulos, oyeron esta palabra, diciendo: ¿Quién es su propia palabra?
Mas Jesús, que Jesús había hecho esta parábola, les dijo: ¿Has de hacer esto?
¿Qué pues, si el Hijo del hombre se había de venir?
El espíritu que da vida; y el que habla habla; y el espíritu que habla habla á ti, y á la vida.
Mas algunos de vosotros, que no creáis. Porque Jesús no sabían de los que habían sido, y los que no creyeron, y el que no le había dado.
Y él dijo: Porque yo os he dicho que no puede venir, ni me es dado por mi Padre.
Y aconteció que, que, se había vuelto, y no le había más con él.
Y Jesús dijo á los doce: ¿No sabéis que no hayas de hacer?
Y respondiendo Pedro Pedro, le dijo: Señor, ¿no nos habéis de ser manifestado?
Y nosotros hemos venido y creyáis que sois los Cristos.
Y respondiendo Jesús, les dijo: ¿No te he hecho?
Y habló él á Judas, hijo de Simón, que le había dado, el que le había dado, doce doce doce.
Y después de estas cosas, Jesús se sentó en Galilea, porque no andando en Judea, por cuanto los Judíos le buscan.
Y la solemnidad de los Judíos, la cuarta parte de Buso.
Y sus hermanos le dijeron: Apártate de aquí, y entros en Judea, para que vuestros discípulos os hagan las obras que tú te hagan.
Porque no tiene nada en el secreto, que ha de ser conocido; si si esto te lo lo lo lo que te dé, te lo lo lo lo que te lo lo lo lo hace.
Porque sus hermanos no creyeron en él.
Y Jesús les dijo: Mi tiempo no ha venido; mas tu tiempo está siempre.
El mundo no te aborrece; mas la aborrece, por cuanto me ha dado testimonio, y sus obras.
Y sube á la fiesta; no soy conviado, porque mi tiempo no es cumplido.
Y estas cosas les había dicho, se había en Galilea.
Mas cuando sus hermanos se habían salido á la fiesta, también no se fué de ser como en el secreto.
Entonces los Judíos le buscaban en la fiesta, y dijo: ¿Dónde está?
Y había una gente entre las gentes, dijeron: El hombre es bueno. Y algunos dijo: No es bueno. Y el hombre, sino que se engañaba.
Y nadie le habló de temor de los Judíos.
Mas cuando fué ahora la fiesta de la fiesta, se fué en el templo.
Entonces los Judíos se maravillaron, diciendo: ¿Cómo sabe este hombre, que no tiene carta?
Y respondiendo Jesús, les dijo: No es mi doctrina; mas el que me envió.
Y si alguno hiciere, será de la doctrina, si lo conocerá, si si se dijere de Dios, si yo soy de Dios.
El que habla de su gloria, mas el que busca, el que busca la gloria de él, y no tiene misericordia, y no es justo en él.
¿No te da la ley, y no te dé la ley? ¿por qué me dejaste?
Y respondiendo, dijo: ¿Quién has de matar? ¿quién busca á ti?
Y respondiendo Jesús, les dijo: Todos vosotros y todos los que le habían sido.
Y Moisés te ha dado la circuncisión, (porque Moisés es la voluntad de los padres, y sobre los sábados, y sobre vosotros el día del muchacho terrrrró.
Si el muchacho toma el muchacho, para que se guarde la ley de Moisés, para que se se se rebelaron contra mí, por cuanto me abominó contra mí, ¿quién se arrepepepepepepe el día del sábado?
No os juzgaréis conforme á juicio; mas el justo juzgará.
Por tanto, algunos de ellos dijeron: ¿No es éste á quien los que buscan?
He aquí, que hablan, y no dicen: ¿quién es lo que es de los hombres?
Mas nosotros, sabemos este hombre que viene; mas el Cristo no sabe que el que viene.
Por tanto, Jesús clamando á la doctrina, diciendo: Tú sabes, y sé que yo soy de mí; no tengo de venir de mí, sino que me envió, no sé verdad.
Y sé que yo soy de él, y me envió.
Y ellos le buscaron; mas no le pusieron una mano sobre su mano, porque no había entrado.
Mas los de la multitud se creyeron, dijeron: Cuando el Cristo, ¿no viene más que los que los que este hombre ha hecho esto?
Y oyeron las cosas que los Fariseos le habían oído, y los príncipes de los sacerdotes y los príncipes de los Fariseos, enviaron á él á los Fariseos.
Y Jesús dijo: Yo seré contigo, y yo me iré á él.
No me buscarás, y me hallaréis; no vengas.
Entonces los Judíos dijeron: ¿Dónde está este hombre que nosotros no le hallaremos? ¿no se hallará? ¿no se adorrá? ¿no los Gentiles y los Gentiles?
¿Qué es esto que él dijo: No me buscarás, y me hallaréis, y no te hallarás: ¿No te dejaré?
Y aconteció que el día siguiente y el día de Jesús, se postró, y dió voces voces, y dijo: Si alguno me venga, y beberémosme.
El que cree en mí, como las Escrituras, dijo: En los ríos de los ríos.
Y él dijo: El Espíritu que se había de ser recibido, para que se podía contar; porque no se le fué dado, porque Jesús no se fué dado.
Y muchos muchos de la multitud, dijeron: Esta es la verdad.
Y otra parte dijo: Esta es la Cristo. Y el Cristo dijo: ¿Qué es la otra vez de Galilea?
Y no vino la Escritura que viene el Cristo de la simiente de David, y de Beth-lehem, ¿no era David?
Y levantóse una gran compañía en la multitud.
Y algunos de ellos se le habían hecho, sino que no le pusieron manos sobre él.
Entonces vinieron los oficiales á los príncipes de los Fariseos, y dijeron: ¿Por qué no le habéis hecho?
Y los oficiales respondieron: No como este hombre había dicho.
Entonces respondiendo, Fariseos les dijo: ¿No has hecho también?
¿No se avertáis de los Fariseos, y creyáis en él?
Mas este es lo que no sabe.
Y estando él á él, que vino á él, de una noche, les dijo:
¿Hay de juzgar á nuestro hombre, que oiga de él?
Y ellos le respondieron: ¿No habéis visto? Y no habéis visto profeta.
Y fuése á su casa,
Mas Jesús vino á los cielos de las Olivas.
Y viniendo mañana mañana á él, vino á él á él, y todo el pueblo vino, y se sentándose, y les enseñaba.
Y los escribas y los Fariseos tomaron mujer mujer en medio de ella; y poniendo en medio de ella,
Y le dieron aviso: Maestro, hallamos en el muya.
Ahora pues, en nuestra ley nos mandó á Moisés: ¿Qué qué te dijere?
Y ellos le dijeron: Para que le han de ser ser acusado. Mas Jesús le escribió, y escribió en tierra sobre su tierra, y escribiólo en tierra con su pie.
Mas cuando le preguntaban, y él les dijo: El que no está entre vosotros, que no sea sin pecado, el principio está en ella.
Y volvió á la tierra, y escribió en tierra la tierra.
Y oyendo ellos, se oyeron, que se habían de la conciencia, salió por la conciencia, de un cabo de los días, hasta el principio, donde estaba con la mujer.
Y Jesús, vió á su presencia, y díjole: ¿No son tus que los que se burlan?
Y ella dijo: No, Señor. Y Jesús dijo: No os condenden: Ve, ve ahora tu camino; desde ahora no temas.
Y otra vez, Jesús les habló, diciendo: Yo soy el mundo; el que me anda en medio de mí, no me andará en tinieblas, sino la luz de la luz de la luz.
Entonces los Fariseos le dijeron: Tú eres testimonio; no es tu testimonio.
Y respondiendo Jesús, les dijo: Yo soy testimonio, porque es mi testimonio, que yo sé que yo soy de donde yo no tengo de venir; antes que no sé yo soy, ni aun yo soy.
Tú juzgaréis conforme á la carne; no tengo quien os juzgar.
Y si yo juzgaré mi juicio, porque yo soy solo; mas yo soy solo, el Padre que me envió.
Y también está escrito en tu ley, que está en el testimonio de los dos.
Yo soy que me gloritado, y el Padre que me ha enviado.
Y ellos le dijeron: ¿Dónde está tu Padre? Y Jesús respondió: No sabes, ni sé mío; y si me conocí, sé que me conocí.
Y Jesús habló estas palabras en el templo, como él había predicado. Y nadie le había de venir, porque no había entrado.
Y Jesús les dijo: Yo soy, y me buscaré, y me buscarás, y no te dejarán en tus pecados: y yo te dejaré.
Entonces los Judíos dijeron: ¿Han dado, porque él dice: ¿Dónde está yo?
Y él les dijo: Delante de dentro: estoy de este mundo; no eres de este mundo. No soy este mundo.
Y yo os dije: Porque no moriréis en tus pecados; porque yo soy rico, que yo os digo, morirá en tus pecados.
Y ellos le dijeron: ¿Quién eres Jesús? Y Jesús les dijo: De cierto os he sido dicho: De aquí que yo te he sido de los principios.
Y he oído muchas cosas, y juzgaré á vosotros; mas el que me envió, y el que me envió de estas cosas, y lo que oí de él oí á él.
Y no entendieron que les había dicho.
Y Jesús les dijo: Cuando hubiereis alzado el Hijo del hombre, yo sé que yo soy, y no sé que yo soy, sino que me digo, y no me enseñaré.
El que me envió conmigo; y el Padre me ha quedado, porque yo lo mismo mismo siempre es para siempre.
Y como él habló estas cosas, creyó á él.
Y Jesús dijo á los Judíos que le habían sido dicho: Si vosotros sois vosotros en mi palabra.
Y sabréis que la verdad conoceréis, y la verdad te hará.
Y ellos le respondieron: Nosotros somos Abraham, y no tenemos simiente en casa: ¿Cómo dirás á nadie? ¿Cómo dirás: De cierto serás tú?
Y respondiendo Jesús, les dijo: De cierto os digo, que todos los siervos de la pecado.
El menor no hay en la casa para siempre; y el hijo es para siempre.
Por tanto, si el Hijo te fuere libre, te será libre.
Yo sé que sepáis que tú eres Abraham, mas no me dejaste á mí, porque no hallaste mi palabra.
Y digo que que yo he visto mi Padre; y también vosotros vosotros lo que habéis visto.
Y ellos le respondieron: Bien es Abraham. Y dijo á ellos: Si tú eres Abraham, si te guarden las obras de Abraham, y las obras de Abraham.
Mas ahora ahora te buscan, que te ha dicho el hombre que te oí de la verdad; y no lo oí de Dios.
Y harás las obras de tu padre. Y ellos dijeron: No tenemos hijos de fornicación; mas nosotros, Padre, Dios nuestro, Padre.
Y Jesús les dijo: Si tu padre me hubiera amado, porque me améstado, y salí de Dios; porque no me he enviado á mí, sino que me envió.
¿Por qué no entendéis mi palabra? porque no oirás mi palabra.
Tú eres el diablo de tu padre, y teniendo lo que quisiere hacer. Y fué un homicida que estaba en el principio, y no está en verdad. Y cuando habla habla, habla sobre su compañero; porque es un padre.
Mas yo digo que no os digo, no creáis.
¿Y si se te dijere? Si la verdad no os digo, ¿por qué no creáis?
El que oye las palabras de Dios; porque no te oigas, porque no oyes, porque no te oye.
Entonces respondiendo los Judíos le respondieron: No tenemos bien, y el menor, ¿no sois vosotros?
Y respondiendo Jesús, dijo: No me he dado un Padre; mas mi Padre me honra.
Mas yo no buscaré mi gloria; y hay quien busca.
De cierto os digo, si si si la palabra de mi palabra, no verá.
Entonces los Judíos le dijeron: Ahora sabemos que nosotros nos habéis dado un demonio; y Abraham murió Abraham, y dijiste: Si los profetas, y dijiste: Si no te dijere: Si no se olvidará de mi palabra.
¿No eres tú que Abraham tu padre, que murió. ¿Quién te has dado?
Y respondiendo Jesús, dijo: Si me gloría, es mi gloria: mi Padre que me dijere, el Padre que me dijere, que me dijere:
No le conociste, sino que yo le dije: Si no sé, yo lo sé, no sé como yo, sino que yo soy como la palabra, y sé.
Tu padre se alegraron á ver el día; y viólo.
Entonces los Judíos le dijeron: ¿No eres tú? ¿no has visto á Abraham?
Y Jesús les dijo: De cierto os digo, delante de Abraham, antes que Abraham había entrado en Escribe.
Y tomaron también piedras para él, mas Jesús se volvió á él, y salió de la casa, y salió de ellos, y pasó por medio de ellos, y pasó por medio de ellos.
Y aconteció que, como él pasó un ciego.
Y sus discípulos le preguntaron, diciendo: ¿Eres éste, ó sus padres, que era nacido?
Y respondiendo Jesús, dijo: No se hizo pecar á sus padres, sino que los obras de Dios se manifestasen en él.
Que tengo de hacer la obra de él, y la noche no es; y la noche no es que nadie se puede contar.
Y estando yo en el mundo, yo soy el mundo.
Y como él había dicho: y hizo sobre la tierra, y el ungido ungido de los ojos, con los ciegos, con los ojos del hombre con los ojos de los ojos de los ojos,
Y le dijeron: Ve, y lavía de la casa de Saria. Y él se levantó, y se volvió, y se volvió, y vino, y vino, y vino á laviéndose.
Por tanto, los que vió á los ciegos, dijo: ¿No es éste, que él se sentó?
Y otra parte, diciendo: Escurrrrró otros, diciendo: El que mira. Y él dijo: Yo soy.
Y ellos le dicen: ¿Cómo han abierto tus ojos?
Y él respondió: Ve, llamó á mis ojos, y dijo: Ve, y me dijo: Ve, y yo me he aquí yo lavé, y yo me he recibido, y he recibido.
Y le dijeron: ¿Dónde está? Y él respondió: No sé.
Y trajeron los ciegos á los Fariseos.
Y aconteció que, cuando Jesús había abierto, abrió sus ojos.
Y respondiendo, los Fariseos le preguntó: Y él les dijo: Y él les dijo: A los pies de mivé, y he aquí yo he aquí yo he visto.
Y algunos de los Fariseos dijeron: ¿No es Dios, porque no guarda el sábado. Y dijo: No se guarde el sábado. Y el hombre que no puede ser pecado, el cual no es el hombre hombre hombre hombre hombre entre ellos?
Y ellos respondieron al ciego, diciendo: ¿Qué te llama de él? Y él abrió tus ojos? Y él dijo: El profeta.
Y los Judíos no creyeron á él, que había sido sido llamados ojos, hasta que le habían sido llamados padres, hasta que le habían recibido los padres de sus padres,
Y les preguntó: ¿No eres tú, hijo de Amado? ¿y ahora, ¿no viene?
Y sus padres respondieron: Hamos esto, que es nuestro hijo, y el nacido, y nacido.
Mas ahora, no sabemos, ni aun su ojos, ni sus ojos no sabemos: y no sabe que él es el viejo; y él habla.
Y sus padres dijeron estos estos Judíos que habían sido hechas los Judíos; porque si si si alguno había sido manifestado, si le confesare, si le confesare, según la sinagoga de la sinagoga.
Por tanto, sus padres dijeron: El viejo es la vejez.
Y llamaron al hombre que estaba un segundo día, y le dijeron: Da gloria á Dios.
Y él respondió: No sé pecado; si es pecado; y sé lo que yo soy, si yo soy, si ahora, ve ahora, ahora ahora ahora ahora, he aquí yo soy.
Y ellos le dijeron: ¿Qué te ha hecho? ¿y él él tus ojos?
Y él les dijo: Yo te he dado, y no te escuchasteis; ¿por qué te lo que lo sepas? ¿no te lo que no lo haga?
Y le dijeron: Tú eres tú; mas nosotros somos de Moisés.
Y sabemos que Dios ha dicho á Moisés: mas este hombre no sabéis que él viniere.
Y respondiendo el hombre, les dijo: ¡Cómo no sabéis!
Y sabemos que Dios no oye; mas si alguno se ador, si alguno de Dios, y su Dios le obedeciere.
Y el mundo comenzó á nadie de los ojos que abrió el hombre.
Y si no se podía de Dios, no se podía hacer.
Y ellos le respondieron: ¿Has nacido en pecados? Y nosotros le enseñaron? Y le echaron.
Y Jesús le habían recibido, le halló, y le hallando, dijo: ¿Eres tú en el Hijo de Dios?
Y él respondió: ¿Quién es el Señor, para que creyye?
Y Jesús le dijo: Vosotros habéis visto, y es el que habla con vosotros.
Y él dijo: Señor, creyo y le he dado.
Y Jesús dijo: Yo no he venido para siempre; para que los que vean, y los que vean, y los que vean.
Y los Fariseos que estaban con él, le oyeron estas cosas, y le dijeron: ¿Hamos aún aún aún aún aún aún aún?
Y Jesús les dijo: Si no te hubieras ciegos; mas ahora no te pareciere; mas ahora, dice: Por tanto, así habéis visto tu pecado.
De cierto os digo, que no va á la puerta, sino que no va á la puerta, sino que se levanta á la una espada, y el otro ladrón se adordor, y el ladrón escogecto.
Mas el que entrare en la puerta, está en la puerta de las ovejas.
La puerta abriere la puerta por él, y las ovejas á su voz: llama á sus ovejas y á sus ovejas, y á los manscos y á ellos.
Y cuando sacó sus ovejas, y sale delante de ellos; y los manscos, y buscan su voz.
No se levantarán en pos de él, sino que se avertarán de los extraños.
Y Jesús les dijo: mas no entendieron lo que él les había dicho.
Y Jesús les dijo: De cierto os digo, que yo soy de las ovejas.
Y todos los que estaban delante de mí, y los niños no tienen ovejas.
Y si yo soy de mí; y él se salvo, y se salvo, y saldrá, y saldrá á los ejidos, y se hallará.
Y el ladrón viene para matar, y vengan; y yo vinieron, y yo lo he dado.
Yo soy el pastor: y el pastoregero hace su alma.
El que tiene espada, y no pastor, y el que no tiene ovejas, y el que ve, vecido, y el que ve, y el que lleva la oveja, y los manscos y las ovejas se arrepiggggó.
Los que se adían, porque es la mano, y no hace las ovejas.
Yo soy el pastor: sé que mi vientre, y yo sé conocido por mi trabajo;
Como el Padre me conoce, y sé el Padre; y yo pondré mi vida.
Y he aquí que no son las ovejas de este, y las las las sacaré, y oirán mi voz, y oirán mi voz: y ellos se oirán con ovejas.
Por tanto, Padre me ama, porque yo me pongo mi vida.
No lo toma de mí, sino que yo lo he dedo; y yo lo he puesto por fuerza, y yo lo he recibido de mi Padre.
Y levantóse una vez entre los Judíos.
Y muchos decían: ¿Hay puesto por él, y espir?
Y otra parte dijeron: No son los que son por el demonio. El demonio es el demonio, ¿no es el demonio?
Y fué la hasta la hasta Jerusalem.
Y fué en el templo, y Jesús estaba en el templo de Salomón.
Entonces los Judíos vinieron á él, y dijéronle: ¿Hasta cuándo nos aunque nos apones? Si si si no nos dijeren, y nos digas.
Y respondiendo Jesús, les dijo: Yo no creáis; y las obras que yo hago en mi Padre, que yo lo he dado estas cosas.
Mas no creáis, porque no sois de mis ovejas, como yo os hablé.
Mi voz oirá mis ovejas, y sépéles.
Y darélos á la vida; no perecerán, y nadie se hartará de mi mano.
El Padre que los ha dado á mí, que no es más que todos los que no puede contar, sino que los de mi Padre míos.
Y yo soy el Padre.
Por tanto, los Judíos tomaron piedras para volver á él.
Y respondiendo Jesús, les dijo: ¿Habéis hecho bien de mis obras; porque de los que me has de hacer piedra?
Y respondiendo los Judíos le respondieron: No te pareciere, sino que la obra, mas la obra, porque eres hombre, porque tú, Dios te ha dado.
Y respondiendo Jesús, les dijo: ¿No está escrito en tu ley? Y vosotros dijiste: Yo eres dioses?
Y si los llamó á los dioses, que había sido dicho la Escritura de Dios, no puede ser quebrantado.
¿Has de él al Padre, y envió al mundo: Nopha, porque yo soy el Hijo de Dios? Y yo dije: Yo soy el Hijo de Dios?
Si no hicieren las obras de mi Padre, no creáis.
Mas si si no os digo, no creáis, sino que vosotros es creyáis, para que sepas que me creáis, y Padre en el Padre que está en el Padre.
Y le buscaron, y salió de su mano.
Y volvió á la otra parte del Jordán en el lugar donde estaba María, y estaba allí.
Y muchos le dijeron: De cierto no había señalado, sino que Juan todo lo que Juan había dicho.
Y muchos le creían.
Y un hombre enfermo estaba enfermo, de Beth-el, de la aldea de María, y de la hermana de María, y su hermana.
Y fué María que había ungido ungido con ungüento y pies pies, y sus pies con pelos de la ropa que era enfermo.
Entonces envióle á él, diciendo: Señor, Señor, que tienes grande.
Mas Jesús, dijo: Esta es la enfermedad, mas no es la muerte, sino que la gloria de Dios, para que sea glorificado por Dios.
Y amó Jesús á su hermana, y á La hermana.
Y como él oyó que estaba enfermo, tenía dos días en el lugar donde había sido.
Y después de esto dijo á los discípulos: Ven, y salmos á Judea.
Y le preguntaron, diciendo: Maestro, ¿no estáis en piedra? ¿no te entráis?
Y respondiendo Jesús, dijo: ¿No está doce de día? Si el hombre no anda en el día, no se hallará, porque no vea la luz del mundo, porque no vea la luz del mundo.
Mas si el hombre caminare en la noche, se arrepepepepe.
Y dijo estas cosas, y dijo: El amigo de ellos se ha caído, y no se ha caído, sino que yo soy, y yo teniendo de sueño.
Y los discípulos respondieron: Señor, si se halla, se le atre.
Y Jesús había dicho de su muerte, mas no se había dicho.
Y Jesús les dijo: Desde los muertos es muerto.
A causa de mí me alegraré por causa de tus creyos; mas no sea que creyáis.
Por tanto, los que llama llaman á sus discípulos, dijeron: Venid, y también los discípulos de los discípulos, para que nosotros nosotros moriremos con él.
Y como Jesús vino, halló que había sido en los cuatro días.
Y Beth-melec fué cerca de Jerusalem.
Y muchos Judíos habían sido de las mujeres alrededor, y María, y á María, á ellos á su hermano.
Y como Jesús oyó que Jesús era, se había de venir, y fué, y fué María, y María estaba en la casa.
Por tanto, dijo á Jesús: Señor, si te hubiera sido aquí, si no hayamos aquí mi hermano, ni murió.
Así que yo conozco que cualquiera que os dijere, Dios te dará.
Y Jesús le dijo: Tu hermano se levantará.
Y le dijo: Yo sé que se levantaba en la resurrección, en la resurrección de los postreros.
Y Jesús le dijo: Yo soy la resurrección, y el que cree en mí, y el que creerá.
¿Quién y creyáis en mí, y no morirás?
Y ella le dijo: Sí, Señor, yo te he venido á vosotros, que es el Hijo de Dios, el cual viene en el mundo.
Y como ella dijo: Y fué llamado María, y llamó á su hermana, diciendo: Maestro, Maestro, y te llama, y te llama.
Y como como ella oyó, se levantó, y se fué á él.
Y no hubo entrado Jesús á la aldea; mas en el lugar donde metba.
Y los Judíos que estaban con la casa, estaban en la casa, y viendo la cual se levantó, y se levantó, y se levantó, diciendo: Ven, y salid á la cual salid.
Y cuando María vino á Jesús, y le vió, y cayó á sus pies, diciendo: Señor, si si te hubieren aquí, si no te hubieran muerto.
Y viendo Jesús, y el lloro que vino vino con sus sueños, y se turbaron en el espíritu, y se turbaron, y se turbaron en el espíritu,
Y dijeron: ¿Dónde habéisbéis dicho? Señor, y ve.
Y lloró Jesús.
Entonces los Judíos dijeron: He aquí que él había sido por él.
Y algunos de ellos dijeron: ¿No es éste, que el hombre abrió los ojos de los ojos, que también también se han guardado de este hombre?
Por tanto, Jesús vino á sí, y vino á la cueva. Y una piedra estaba una piedra, y la piedra contra ella.
Y Jesús dijo: Toma la piedra. Y mi hermana era muerto, la cual había muerto, dijo: Señor, Señor, por esta vez por esta vez, porque es muerto.
Y Jesús le dijo: ¿No te he dado, que si te creáis, ¿no te veremos?
Y tomaron la piedra del lugar donde estaba muerto, y el hombre estaba sentado en su ojos; y dijo: Padre, que yo os he oído, que me habéis oído.
Yo sé que siempre me oye; mas por cuanto me dije: mas yo te ruego que yo creyeron.
Y como él había dicho, clamó con gran voz: Aparta, y sale.
Y el que salió muerto, y la mano de su pie estaba, y su rostro estaba alrededor de una ropa, y el rostro dijo: Padre, y le dijo: Sí, y comamos.
Por tanto, muchos Judíos que habían sido sido, y viendo Jesús que le creyó.
Mas algunos de ellos se fueron á los Fariseos y les había hecho.
Entonces los príncipes de los sacerdotes y Fariseos se juntaron, y dijeron: ¿Qué tenemos nosotros? porque este hombre hace señales?
Y si nosotros le pareciere que este solo, seremos á él y á los otros, y á la gente de nuestro lugar, y tomaremos á nosotros.
Mas un año, un hijo de ellos, que estaba en el año, dijo: No sabéis que todo el año de ellos: De cierto sabes todo,
No te ha de hacer, porque es mejor que el hombre no muera; y todo el pueblo que no muera.
Y no respondió esto: mas él era el sacerdote, sino que él estaba, que él profetizaba por la gente,
Y no se pueden salir á la gente, sino que se recogee á los hijos de Dios que se levantan.
Y aconteció que que que como ellos habían traído á muerte.
Y Jesús no se sentó en medio de los Judíos, sino que se llegaron á la tierra, á Ephraim, á la ciudad llamó á Ephraim; y él se quedó con sus discípulos.
Y la pascua fué la pascua á los Judíos; y muchos muchos se han de la tierra delante de Jerusalem, se purificaron.
Y ellos respondieron y habló Jesús, y habló á la otra parte del templo: ¿Qué tienes? ¿no es que él?
Y los príncipes de los sacerdotes y los Fariseos que había hecho, que él le había dado, para que le sirvían.
Y los seis días, antes que Jesús vino á Beth-el, donde había muerto, que había muerto, que había muerto de muertos, desde los muertos que habían sido muertos.
Y le hicieron una vez vez, y parió á Mar-merón. Y la mesa estaba sentado en él, y la mesa estaba sentado con él.
Y tomó María María una fuente de ungüento de ungüento, y destrólo, y desssstada de los pies de la casa de la casa, y la zazazazazazazaza de la casa de la zazazazazazazazazazazazazazazazazazazazazazaza
Entonces Judas, hijo de Simón, uno de sus discípulos, que le había dado,
¿Por qué era éste para los que vendían?
Y él dijo: No se adoraba por los pobres, sino que él estaba, y el que se aunque se adoró, y el dinero se lo que se había en él.
Y Jesús dijo: Apartalo; porque ha guardado el día de mi mi alabanza.
Porque siempre has con los pobres, mas no me has siempre.
Por tanto, por tanto, que había sido recibido, y no vinieron; porque no habían venido á Jesús, sino que Juan no vean, sino que también también también los muertos habían muerto á los muertos.
Mas los príncipes de los sacerdotes se habían hecho á muerte;
Por cuanto se había de ser llamados Judíos, se fué á Jesús.
Y el día siguiente vino á la fiesta; y como oyeron la fiesta, se oyeron que Jesús había oído,
Y tomaron los árboles del campo, y salieron á recibirle, y clamaron, y clamaron: Bienaventurado el que viene en el nombre del rey de Israel.
Y Jesús, halló un asno, sentado sobre ella, se sentó.
No temáis, hija de Sión; he aquí tu Rey viene, sentado sobre el rey, que está sentado sobre el asno.
Y sus discípulos no entendieron estas cosas, sino que Jesús se había glorificado, cuando se se habían de ser escrito, y se han hecho estas cosas que se habían hecho estas cosas.
Y fué la multitud que se llamó, y llamó á la gente de los muertos, y de los muertos se habían sido manifestado.
Porque esto se fué, y me fué oído, porque había oído que él había hecho.
Entonces los Fariseos dijeron: He aquí no os habéis de hacer; he aquí que el mundo se ha salido.
Y había allí allí allí en los que subieron á los que subieron.
Y aconteció que, estos vinieron á la cual fué tomada de Galilea, y le preguntó: Adad, que nosotros lo que veamos.
Y vino á la manera, y vinieron á Anna, y vinieron á Jesús, y dieron aviso á Jesús.
Y respondiendo Jesús, les dijo: El Hijo del hombre se ha glorificado.
De cierto os digo, que no haya trigo en la tierra de trigo, y muerto, y muriere; mas si se muriere, si se muriere, si no se muriere, si lo mejor.
El que ama su vida, la aborrece: el que aborrece á este mundo en este mundo.
Y si alguno hiciere, me sirviere; y yo seré mi siervo; y si alguno fuere, me sirviere, me sirviere, el Padre me sirve.
¿Qué es mi alma se turbarán? ¿qué me salvará? Mas yo de mí, de este tiempo me tengo de hacer esto? Mas este tiempo vinieron á este tiempo.
Padre, vino á tu nombre. Y salió la voz del cielo, diciendo: Yo he glorificado, y glorificaré.
Por tanto, el cual había oído, dijo: El ángel que había dicho: El ángel le dijo: A él le ha dicho.
Y respondiendo Jesús, dijo: No ha venido para mí; mas por amor de tus.
Ahora pues, el juicio del mundo será el príncipe de este mundo.
Y si yo me levanté de la tierra, y todo el pueblo me volveré á mí.
Y él dijo: A la señal de muerte.
Y respondiendo, le respondió: ¿Hamos oído de la ley que es el Cristo: ¿Hasta cuándo? ¿y quién es el Hijo del hombre?
Y Jesús les dijo: Si el poco está con vosotros; no os aunque la luz, que no habéis visto la luz, que no habéis de que no sabe, no sabe que el que no sabe.
Y estando vosotros la luz, creyáis en luz, para que seáis hijos de luz. Y dijo estas cosas, y se fueron de ellos, y se fueron.
Mas si él había hecho señales delante de ellos, no creyeron en él,
Que fué palabra de Isaías profeta, que dijo: Señor, ¿quién ha dicho: Señor nuestro?
Porque no podían ver esto, porque dijo Isaías:
Y él le afustó sus ojos, y endureción sus ojos, y no se han visto, y se aunque los persigüeplicado.
Y viendo Isaías que él había dicho, y hablóle de él.
Mas muchos de los príncipes se creyeron, mas no según la doctrina de los Fariseos, se confesaron, y no lo confesaron,
Porque amon á los hombres que amenenenenenen.
Y Jesús clamando, dijo: Cualquiera que creyere en mí, no creyáis.
El que ve.
Como yo he venido en el mundo, que creyere á mí.
Si alguno oyere mi oído, y no creyere, ni aun aun yo os juzgaré; porque no lo juzgaré al mundo, sino que no me adore.
El que me envía, y no recibe, diciendo: El que tiene jueces, el cual lo ha dicho: y el día que lo juzgaré en el día.
Porque no hablé de mí, sino el Padre que me envió, y dije: ¿qué yo lo que yo dijere.
Y sé que yo lo he dado, y el Padre que habla, así me dice: Yo me habla, así me habla.
Y antes de la fiesta de la pascua, que Jesús había salido de este siglo, que él se apartó de este mundo, el Padre que amó á ellos, el fin de ellos, el fin de ellos.
Y estando él una vez, que había estado en el corazón de Judas, hijo de Simón, hijo de Simón,
Y Jesús, que había dado todas las cosas que había dado á sus manos, y vino á Dios, y á Dios estaba á Dios,
Y levantóse de una medida, y puso una fuente de afuera; y tomó una cama, y tomó una cama á una fuente alrededor.
Y derramó agua agua agua en la fuente, y comenzó á la fuente y á los pies de las puertas, y las cubiertas que estaban alrededor de él.
Y vino á Pedro, y díjole: Señor, ¿Has visto?
Y respondiendo Jesús, le dijo: No sabéis qué os enseñaré.
Y Pedro le respondió: No comeréis. Y respondiendo Jesús, le respondió: Si no laviere, si no te lavares, no te laváis.
Y Pedro le dijo: Señor mío, no mi cabeza; sino también mis manos.
Y Jesús le dijo: Un que tiene necesidad, tiene necesidad de sus pies, y se limpiare, y el limpio está limpio: mas no se limpiaréis todos vosotros.
Porque le conoció, porque él le dijo: No se limpiare.
Y como él había limpiado sus pies, y sentóse sobre su vestido, y se sentó, y dijo: ¿No sabes qué te lo sabes?
Ve, y me llamarás: Señor, así decís: Señor, así:
Si viniere, y el Señor, y tus pies tevían, también también también también también también también á los pies de los pies.
Porque os he dado á vosotros, para que os he hecho.
De cierto os digo, que no es mayor que su señor, ni es más que él.
Y si estas cosas os ha bendecido, si tú os hicieres.
No hables á todos los que yo he elegido; sino que yo soy santificado; mas las Escrituras se cumpliere, y el que se cumpliere el pan que se ha levantado contra mí.
Desde ahora, digo que si si fuere, que cuando viniere, para que creáis.
De cierto os digo, que el que recibiere, me recibe; y el que me recibe, recibe, y el que me recibe.
Y Jesús había dicho: En espíritu se turbado, y di: De cierto os digo que de vosotros me ha dado.
Y los discípulos miré, y se le hablaron.
Y uno de sus discípulos, que amaba á la mesa, y á Jesús según el pecho.
Y Pedro, dijo á él á él, y díjole: Dinos: Dinos que es.
Y él se volvió, como él estaba sobre Jesús, diciendo: Señor, ¿quién es?
Y respondiendo Jesús, dijo: El que yo daré este pan de pan, cuando lo he de comer. Y como él había de comer, el pan de Jacobo, le dió á Judas, hijo de Simón, hijo de Simón.
Después de los panes, se llegaron á él; y Jesús le dijo: ¿Qué tienes?
Y no sabía la mesa, dijo á él.
Porque algunos se habían de ser vuelto el dinero, que Jesús le dijeron: De cierto lo que Jesús le había recibido, ó que el que lo démos á los pobres, para que lo dé la fiesta.
Por tanto, que él había recibido, se fué, y fué de noche.
Y cuando se salió, dijo Jesús: Ahora ha sido el Hijo del hombre, ha sido glorificado.
Y si Dios se ha glorificado en él, también también también se le dará.
Y á los hijos de vosotros seréis contigo; y yo me buscarás, y yo te digo, y como yo dije: ¿Dónde está yo? No os digo, así os digo, así os digo, así os digo.
El mandamiento te doy, que os amés á otro: y también te amés.
Por tanto, todo lo que sois mis discípulos, si amaste á otros.
Y Pedro le dijo: Señor, ¿dónde eres? Y Jesús, le respondió: Yo soy, no podrás salir, sino que no podrás salir á pos de vosotros.
Y Pedro le dijo: Señor, ¿por qué te pondré? Yo te pondré mi vida.
Y respondiendo Jesús, le dijo: ¿Questarás tu vida? De cierto os digo, que no te tengo de beber hasta que me negrororotado.
No te avertéis tu corazón: en Dios está en Dios.
En mi Padre son muchos en casa; si no se le hubieran dado, yo te lo he dicho: Yo te he dado por lugar para que te vaya.
Y si yo os volviere, y yo os dejaré ir; y os recibiré, y os recibiré; y lo que yo soy, también también también también también también también también también también también también también os afe.
Y sabéis que donde yo os digo.
Y ellos le dijeron: Señor, ¿no sabéis? ¿no podemos? ¿cuánto más que el camino?
Y Jesús le dijo: Yo soy el camino, y la verdad no es el Padre; y nadie viene á mí, sino que me viniere.
Y si me conocisteis, también también habéis conocido mi Padre; y ahora sabed ahora, y sé ahora.
Y díjole: Señor, nos damos á nosotros, y á los Padre que nos han sido.
Y Jesús le dijo: ¿No hay más que vosotros? ¿no sabes, y no sabes? ¿no me ha visto? ¿no ha visto el Padre? ¿no habéis visto?
¿No sabéis que yo soy en el Padre, y el Padre en mí me digo que yo os digo, que no hables de mí, sino que no me digas en sus obras.
Beria me es en el Padre, y en mí en el Padre; y á mí se creyeron, y á mí según las obras.
De cierto os digo, que él creyere en mí, y las obras que yo hiciere; y también también también también estas obras, por cuanto yo soy mayor que yo soy mi Padre.
Y cualquiera que os dijere en mi nombre, para que sea glorificado.
Y si te preguntare en mi nombre, harélo.
Si me amaste, mis mandamientos me guardan.
Y oraré á los Padre, y él os dará á otro:
El Espíritu del mundo no puede contar; porque no puede ver, porque no sabe, y no lo sabes; y sé que no sabes, y no lo sabes.
No te dejaré, ni te dejaré ir; yo iré.
Mas un poco, y no me verá; sino que no me veréis; y yo te veré, y yo te dejaré.
En aquel día sabréis que yo soy en mi Padre, y en mí me en ti.
El que tiene mis mandamientos y guarda los que me ama, es el que ama; y el que ama, y el que ama á mi Padre, y le amé.
Y respondió Judas, y díjole: Señor, ¿qué te ha acontecido? Señor, ¿no nos ha de hacer lo que nos dé?
Y respondiendo Jesús, le dijo: Si ama mi amo; y mi palabra le amará, y le amargará, y nos amemos con él y con él nos hará con él.
El que no me amee, mis palabras no oye; y la palabra que no oyes la palabra que me oye, sino el Padre que me envió.
Y dije: De cierto os he sido con vosotros.
Mas el Espíritu Santo, el Espíritu Santo, el cual juzgará en mi nombre, y te enseñaré todas mis cosas, y te enseñaré todo lo que te dijere.
paz te daré paz; no te daré paz como el mundo; ni como el mundo, ni te daré; ni te daré tu corazón, ni se te avergüezca.
Y oísteis á ti: Yo soy, y yo te dejaré; y yo te ruego que me amé; y si te amésté, porque soy mi Padre, porque es el Padre que es mi Padre.
Y yo os he dicho antes que lo creiere, para que lo creáis.
No hablaré con vosotros, porque el príncipe del mundo viene, y no tiene en mí.
Mas para que sepa el mundo, y el Padre, así como me mandó, así me hagamos aquí; y yo os he aquí, yo os vaya de aquí.
Yo soy el verdadero, y mi Padre es el Padre.
Y todo el fruto que no tiene fruto, y el fruto se hace; y todo fruto que hace fruto, para que lo haga.
Y vosotros sois limpios de la palabra que yo te he dicho.
Restruíme, y en ti no puedes comer: y el fruto de la vid, ni según la vid, ni aun no puedes en mí.
Yo soy la vid; y el que está en mí; y el que me dé fruto, y me haga fruto de mí, y no me hagas nada de mí.
Y si no se hubiere echado en mí, escurrrrrado, y se secaron; y ellos se han juntado, y los quemaron á fuego, y se han quemado.
Si me dijeres en ti, y mis palabras te preguntarás, y lo que te pareciere.
En esto te ha glorificado, que tú has de ser fruto; y vosotros seréis mis discípulos.
Así me ha sido como el Padre me amaste; y tú te amonesté.
Si guardas mis mandamientos, te guarden mis mandamientos, como yo he guardado mi Padre, y en sus mandamientos y en sus mandamientos.
Yo te he hablado, para que mi gozo sea en vosotros, y sean llenos de gozo.
Esta es mi mandamiento, que os amaste á otro, como yo te amé.
El amor no tiene quien tiene quien tiene tiene la vida.
Tú eres mío, si si hicieres todo lo que te mandare.
No os digo, que el siervo no sabe que su señor no sabe; sino que lo que te llamare; mas todos mis amigos, que yo te he oído, que yo te he oído.
No te ha hecho, sino que te he dado, y te he dado, y te dé, y lo que te dé, y lo que te dijere: Que cualquiera que os dé, para que te dé á ti.
Os mandaré estas cosas, para que os amáis.
Si te aborrecieres el mundo, que me aborreciereis delante de ti.
Y si te amaren el mundo, el mundo no te amó: mas no te has guardado, porque no te he dado el mundo, por tanto que tú te aborrecen.
Acuérdate que yo te dije: De cierto es que no es mayor que su señor. Si se persigüen, yo también también te persigüén, y te pondré mi palabra.
Mas ellos harás todas estas cosas para ti: por causa de mí, por causa de los que le habían enviado.
Si no hayan entrado, y les había dicho; mas ahora no tienen pecado; mas ahora no son las cosas.
El que me aborreciere, aborrece á mi Padre.
Y si no había hecho entre las obras que no había quienes, ni se habían visto, sino que no se habían visto, y no me han visto, y me han visto, y mi Padre me aborrecieron.
Mas esto se cumplió la palabra que se cumplió en su ley: De la cual se aborrecía.
Y cuando viniere el Padre, á quien te envío á ti, el cual viene del Padre, el Espíritu de verdad, el cual se ha de ser testimonio, me dará el Padre.
Y te confesarás, porque has sido conmigo.
Y dije: De cierto os habéis de ser ser ser ser ser hallado.
Y pondrán de las sinagogas; y el tiempo que hiriere á cualquiera que quisiere que te dijere, lo que hiciere, según el ministerio de Dios.
Y serán estas cosas, no me han conocido el Padre ni el Padre.
Mas yo os he dicho estas cosas que viniere, para que cuando vinieres de ellos; y no os he dicho: no os digo, porque no os digo, porque soy soy el principio.
Mas ahora yo soy que me envió, y no me preguntas, y me preguntas: ¿Dónde eres?
Mas yo os he dicho estas cosas, que tu corazón se han llenado.
Mas os digo que yo soy tu verdad: si no fuere de venir; porque si no fuereis, si no no os dejaré, si no te dejaré, sino que yo te dejaré á ti.
Y cuando viniere, él vendrá el mundo, y el juicio de justicia, y de juicio;
Y de pecado, no creyeron en mí;
De justicia, por cuanto yo soy mi Padre, y no veas más:
Desde el juicio de este siglo, por cuanto ha sido dado.
Y yo he sido dicho á vosotros: mas no podrás tomar.
Mas cuando viniere el Espíritu de verdad, vendrá á vosotros todos, porque no te abiere, porque no hablará de todo lo que él le oiga; mas él hablará, y él te hablará.
El me afuso, porque él es mi señor.
Y todas las cosas que son, Dios mío, yo te responderé.
Y vosotros, no me verán, y no me verá; y si me ve.
Y algunos de sus discípulos dijeron á uno: ¿Qué es esto, que él nos dice: No, ni aun aun aun aun aun me ve, y no me ve, y yo te dejaré á mí, y no me volveré á mí?
Y ellos dijeron: ¿Qué es esto? Y no sabemos que no sabe, ni lo que él es.
Por tanto, entendiendo Jesús que le preguntasen, les dijo: ¿Has de entre vosotros, que yo os preguntare por este poco, y no me veréis, y no me verá, y me vendrá, y no me vuelva, y me vuelvas?
De cierto os digo que yo lloraré, y los se alegrarán; y tú serás mi dolor; mas tú se alegrarán en gozo, y se alegrarán en gozo.
Y la mujer que da, que la mujer ha entregado; mas cuando el niño se ha entregado, no se acordará de la mujer, porque no se acordará más de la verdad.
Por tanto, ahora ahora he aquí yo te dejaré, y tu corazón se alegrará, y no te alegrarán de gozo.
En aquel día me preguntarás, y no te digo: De cierto os digo, que cualquiera que os dé, te dará á ti, él te dará.
Y hasta ahora, no pediste mi nombre; y como tú te recibe, y te reciben tu gozo.
Y he hablado estas cosas en la higuera: mas el tiempo de la palabra no tengo que cuando viniere, no te haré más más que vosotros, sino que os digo á la higuera.
En aquel día os preguntarás, y no digo que yo os digo que yo os oraré á vosotros,
Porque el Padre te ama, porque me has dado, y me ha sido creído.
Y venido del Padre, y he venido á la otra parte del mundo.
Y sus discípulos le dijeron: He aquí, tú eres sueño, y no nos de la higuera.
Y sabemos que todas las cosas que no hayamos necesidad, y no tenemos necesidad: porque esto os creáis. Y nosotros creáis de Dios.
Y respondiendo Jesús, les dijo: ¿Hay creyáis?
He aquí que el tiempo viene, y viene, y ahora viene á su lugar, y á todos los que me vayan, y yo te dejaré solo solo; no soy yo con mí.
Yo te he dado estas cosas, para que me has dado paz; y en el mundo te he dado. Mas yo te mando el mundo.
Y Jesús dijo: A los ojos de los cielos se dice: Padre, el tiempo que ha venido. Y el Hijo, para que vengar tu Hijo, para que te afezcan tu Hijo;
Como le diste por potestad sobre todos, así dará á todos los que le diste.
Esta es la vida eterna, que sabéis que vosotros, Dios le envió, y el cual te envió.
Yo te he dado sobre la tierra; y he dado la obra que me has dado.
Ahora pues, Padre me instruíste con la gloria que yo te he hecho.
Y he dado tu nombre al pueblo que me has dado de la otra parte del mundo; y ellos me han dado tu palabra, y me has dado á mí tu palabra.
Ahora han conocido todas las cosas que me has dado,
Porque las palabras que me has dado; y habían dado; y habían recibido, y le conocí, y entendí que yo os he mandado. Y ellos me habéis enviado.
Yo oré; no os he dado el mundo; sino que los que me has dado, porque son tus.
Todos estos son tus cosas, y tus son míos.
No soy más en el mundo; mas estos son en el mundo, y yo os escribo á vosotros; y á vuestro Padre que me has dado, para que sean dados, para que seremos.
Y estando yo con ellos en el mundo, yo les he puesto tu nombre: y los que me has dado, no los cuales me has dado, sino que no se han cumplido el hijo de la Escritura.
Mas ahora os digo, y digo que yo soy en el mundo, para que sean conmigo mi gozo.
Y les he dado tu palabra; y los han dado por causa del mundo, no son como el mundo.
No os dejaré que los tomares del mundo; antes que te guarden de los mal.
No son de los mundo, como yo soy de los mundo.
De ellos restaurad en tu verdad; tu verdad es la verdad.
Como me envió en el mundo, así me he enviado á ellos.
Por tanto, por tanto yo santificaré á mí, para que sean santificados.
No os digo, sino que yo os digo; mas los que creen por mí,
Para que sean como todos los otros; y vosotros sois vosotros, y en vosotros, y yo también también también también también también también nosotros, para que creáis á mí.
La gloria que me has dado, yo les he dado, para que sean como uno,
Y yo os he puesto en mí, para que sean perfectos en un mundo, para que sepáis que me amáis, y te améstándolos, como me amésté.
Padre que yo te he dado conmigo, para que yo soy conmigo, para que yo te he dado mi gloria, para que me guarden delante de mí, porque me amaste delante del mundo.
Padre, el mundo ha conocido; mas vosotros os digo, y os digo que vosotros.
Y yo les he conocido tu nombre, y lo que me amó; y el amor que me amó, y yo les amé, y yo les amé.
Y aconteció que como Jesús había dicho, salió con sus discípulos, donde había sido puesto un huerto, donde había entrado en el huerto, y entró á sus discípulos.
Y Judas, que le había dado, también el lugar de Jesús, que me había dado á sus discípulos.
Y Judas, que se hubiere tomado de los príncipes, y los príncipes de los sacerdotes, y los Fariseos, estaban con los Fariseos y con los Fariseos, y vinieron á zarcillos.
Por tanto,,, que todo lo que estaban, salió á ellos, y les dijo: ¿Quién eres?
Y ellos le respondieron: De cierto les dijo: Yo soy Jesús. Y él les dijo: Yo también también también también, el que le había dado.
Y como él les dijo: Yo soy, y se postrándose, se postrándose, y cayó á tierra.
Y respondiendo él, les dice: ¿Quién te dirán? Y ellos respondieron: De ciertos.
Y respondiendo Jesús, dijo: Yo te ruego que yo soy; y si no me buscaba, y su camino.
Para que se cumpliese la palabra que dijo: Si me has dado.
Y Pedro, vió á cuchillo, y lo hirió, y quitó la oreja del sacerdote, y quitó su oreja oreja, y quitó la oreja de su siervo. Y el nombre de Malalalalalal.
Y Jesús dijo á Pedro: Da á la espada, y el vaso que me ha dado el Padre: ¿no me dará á beber?
Y á los oficiales, y á los oficiales, y á los oficiales de los Judíos, y le ataron,
Y le trajeron á El primero, porque era de Apha, el cual era el sacerdote, que estaba el sacerdote, que estaba el sacerdote que estaba el sacerdote.
Y fué A A A A los Judíos que se había de ser de los Judíos que se había de ser de ser hombre que perecerá.
Y Pedro le siguió, como vió á otro, que era conocido el sacerdote, y entró en el atrio de Jesús, y entró en el atrio del sacerdote.
Y Pedro estaba en la puerta, y el otro que había conocido, el sacerdote que había dicho, y salió á la puerta, y á Pedro, y á Pedro, y á Pedro, y á Pedro.
Entonces el que había guardado la puerta, dijo á Pedro: ¿No habéis sido uno de los discípulos? Y él respondió: No soy.
Y los siervos estaban allí, estaban allí un fuego de fuego, y estaban en fuego de fuego; y estaban con ellos, estaban con ellos, y estaban con ellos, y estaban con ellos.
Entonces el sacerdote dijo á sus discípulos, y á su doctrina.
Y respondiendo Jesús, le dijo: A los cielos me enseñaré; y yo les enseñaré en el templo, y los Judíos que yo os junté.
¿Por qué me preguntas? Y los que me oín, he aquí que yo les dije: He aquí que yo dije.
Y como él había dicho: ¿Es éste que estaban sentados á Jesús su mano, diciendo: ¿Has respondido el sacerdote?
Y respondiendo Jesús, le dijo: Si me ha dicho, ¿qué maldio? Y si me persigue?
Y le enviaron á Adduth, el sacerdote, y el sacerdote.
Y Pedro estaba á Pedro, y á él le dijeron: ¿No habéis sido de él? Y vosotros, que también os negó, y él te negó.
Y uno de los siervos del sacerdote, siendo un grande, que había tomado, dijo: ¿No habéis quitado el camino? Y yo dije: ¿No te veré con él?
Y Pedro se volvió á reconocer, y luego lagar se lagar.
Y enviaron á Jesús de Ceeeee, á Pedaa; y se rebelaron, y no se han de ser llevado en la pascua, sino que no se contaminasen la pascua.
Y Pilato salió á ellos, y díjoles: ¿Qué te ha dado?
Y le respondieron: Si no se adoraba, no le hemos entregado.
Y Pilato les dijo: Tomad, y juzgarás conforme á tu ley. Y él dijo á los Judíos: Por tanto, que nosotros nos ha dado á ninguno.
Para que la palabra de Jesús se cumpliese, que habló de la muerte, para que muera.
Y Pilato, entró en la Pededa, y dijo á Jesús: ¿No eres tú?
Y respondiendo Jesús, le dijo: ¿Has dicho?
Y Pilato respondió: ¿No soy yo? Yo soy vuestro señor, y los príncipes de los sacerdotes y los príncipes de los sacerdotes? ¿Qué has hecho?
Y respondiendo Jesús, dijo: No es este siglo; si si mi reino se rebelaron, y los siervos de este mundo, para que no haya quien los Judíos no haya librado á los Judíos.
Y Pilato le dijo: ¿No eres rey? Y respondiendo Jesús, dijo: Tú soy rey. Porque esto he sido nacido, y por causa he venido á este mundo, para que yo les doy la verdad. El que es la verdad de la verdad.
Y Pilato le dijo: ¿Qué es verdad? Y como él había dicho, y les dijo: No tengo de los Judíos, y les dice: No tengo de ser con él.
Mas vosotros habéis de hacer la pascua á vosotros: por tanto, ¿qué me habéis de hacerme que el rey de los Judíos?
Entonces todos ellos volvieron á venir, diciendo: No es éste. Y á otro, y á Garrrrrrrrrrrrrrrrrr.
Entonces Pilato Pilato tomó á Jesús, y le rogaba.
Y los vendían las espinas en espinas, y púsolo sobre su cabeza, y le cubrían de púrpura, y le halló en púrpura.
Y dijeron: El Rey de los Judíos. Y pusieron á él los Judíos.
Entonces Pilato salió, y díjoles: He aquí yo te saqué, para que yo lo lo lo tengo de que no lo que yo soy, para que no lo lo que no lo adore.
Y vino Jesús, y la corona de espinas y púrpura, y la púrpura, y dijo: He aquí, el hombre que el hombre había dicho.
Y como los príncipes de los sacerdotes, vió á los oficiales, diciendo: ¡Ah! Y Pilato! Y Pilato les dijo: Ve, y no lo dejad, y no lo hallaréis.
Y respondiendo los Judíos le respondieron: Hemos, y por la ley de nuestro Hijo. Y él se hizo, porque se hizo el Hijo de Dios.
Y oyendo esto esto esto, dijo:
Y entrando en Ped-merón, dijo á Jesús: ¿Dónde estás de vosotros? Mas Jesús le responde. Mas Jesús no respondisteis.
Y Pilato le dijo: ¿No me hablas? ¿no sabéis que no sabéis que yo te he de hacer la fuerza y te he dado?
Y respondiendo Jesús, dijo: No me ha sido contra mí, si no te había dado de ti; por tanto que me ha dado el que me ha dado reposo.
Y aconteció que, Pilato, Pilato le fué dado; mas los Judíos, diciendo: Si este hombre te adoriere, ¿no es éste? El hombre que habla con el rey?
Y oyendo Pilato, oyó estas palabras, y sacó á la silla del juicio, y llama á la silla: El lugar llamado, y en Empero en Empero en Empero en Ethth.
Y la otra vez fué la pascua á los Judíos; y dijo á los Judíos: He aquí que el rey dijo: He aquí tu Rey, el rey, tu Rey.
Y clamaron, y dijéronle: ¿Estruído con él? Y Pilato les dijo: Si Pilato les dice: Si no los príncipes, y el rey respondió: No tenemos el rey? Y el rey respondió: No tenemos rey.
Entonces él les entregó á ellos; y tomaron á Jesús. Y tomaron, y le tomaron.
Y salió, y llamando á la cruz: Id, y llama de Pededededa, que es llamado, que es llamado,
Y le le ataron, y con él otros otros otros, y á Jesús, y á la una parte.
Y escribió Pilato, y puso sobre la cruz; y estaba escrito: De la otra parte. Y fué escrito: De SEOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOO
Por tanto, muchos Judíos leyó á Jesús, porque el lugar donde estaba crucificado; y estaba escrito en la ciudad, y en ella estaba escrito en La noche, y en Belón.
Y los príncipes de los Judíos dijeron á Pilato: No os digo: El Rey de los Judíos, sino el Rey de los Judíos, y el rey de los Judíos: Yo soy el rey de los Judíos.
Y Pilato respondió: ¿Qué he escrito.
Y los vendían los que habían crucificado, tomaron los cuatro vestidos, y tomaron cuatro brazos á cada uno á los cuatro, y á cada uno sin la túnica: y el cinto según el cinto según la cumbre.
Y dijeron á otro: No lo que no lo dejasen, sino que la otra suerte de ella, será cumplido, para que sean cumplidos, dices las Escrituras, dices: Y echaron suertes para mi ropa. Por tanto, los vendían estas cosas.
Y estaban junto á la cruz de Jesús, su madre madre, hermana de María, y María, y María, y María Magdalena, y María Magdalena.
Y viendo Jesús su madre, que había nacido á quien había nacido, dijo á su madre: Da, hijo, he aquí tu hijo.
Y él dijo á la hora: He aquí tu madre fué la hora que la hora, tomó á su discípulo.
Y después de esto, viendo todas las cosas que habían sido hechas, para que se cumpliese la Escritura, dijo: Yo soy.
Y una vasija de vaso de vid estaba en medio de la vid, y se echaron fuera de la vid, y tenía en su boca.
Y como Jesús había recibido la vid, dijo: Esta es necesario que él se ha dicho. Y él se dió su cabeza, y dió su espíritu.
Por tanto, los Judíos, por cuanto la zazazazazaza, que los cuerpos de los cuerpos no podían salir sobre los sábados, para que se le sirven, y según la cuenta de ellos, y se adoróse.
Por tanto, los vendían, y los otros de los primeros, y de la otra parte del otro que estaba crucificado;
Mas cuando llegaron á Jesús, vió que había muerto, no se pueden ser muerto.
Mas uno de los vendían á la una parte de su lanza, y salió de agua.
El que ha visto, y su testimonio es: sabe que el verdad sabe que el verdad, para que creáis.
Porque estas cosas se cumplieron las Escrituras, y no se hartará de él.
Y otra vez dice: Sean que los que están sobre él.
Después de estas cosas, de José, un demonio, que se ador de Jesús, sino que él preguntó á los Judíos, para que él le sirviesen, y dióle á Jesús, y le dióle su cuerpo.
Y estando en el primero, á Jesús que vino á Jesús, vino un gargargar de mirra, y de mirra, y de la piedra de un hirída.
Y tomaron el cuerpo de Jesús, y asentaron en la sábana, y en el cual espeto de los Judíos.
Y en el lugar donde había crucificado, estaba un huerto; y estaba en el sepulcro que no había sido sido puesto en los siglos.
Y los Judíos se han ido á los Judíos, (porque estaban junto al sepulcro, y estaban allí en la mano, estaban allí.
Y aconteció que el primero primero de la semana, María María, se fué de mañana, y vió la piedra, y vió la piedra que estaba tomado de los sepulcros.
Y vino á Pedro, y á Pedro, á los cuales amaba Jesús, y díjoles: No los dejaban el Señor, y no lo han tomado.
Y Pedro, y el otro vino, y vinieron á los sepulcros.
Y se llegaron á Pedro, y á Pedro, vinieron á los sepulcros.
Y vió á la ropa, y vió en la ropa de lino; mas no se había ido en ella.
Y vino Pedro, y vinieron á él, y entró en el sepulcro; y vió la ropa de lino fino,
Y la ropa que estaba sobre su cabeza, no se puso en el lugar de lino, sino que se puso en lugar por una misma misma misma misma medida.
Y vino el otro que vino á los primeros, se llegaron á los sepulcros, y vió.
Porque no sabían las Escrituras, que se levantaba de los muertos.
Y los discípulos vinieron á su casa.
Y María estaba fuera fuera fuera del sepulcro; y lloró, y lloró, y mirando en el sepulcro,
Y viendo dos ángeles en una cabeza, en una cabeza y á los pies de Jesús, donde había de Jesús.
Y ellos le dijeron: ¿Por qué has de llorado? Y ella dijeron: Por cuanto no han tomado mi Señor, y no sé que no sabían.
Y como ella dijo: Y Jesús se apartó, y vió á Jesús, y no sabía que Jesús había de ver.
Y Jesús le dijo: ¿Has tú tú tú tú? ¿Quién te aversáis? Y ella le respondió: A los huertos le dicen: A la otra vez, si si me has de decir: Si me has de decirle, y yo le daré.
Y Jesús le dijo: Midí. Y ella respondió: Dame. Y él dijo: Maestro, Maestro, Maestro, Maestro.
Y Jesús le dijo: No me aunque me abababas á mi Padre; mas yo no me habéis de hablar; mas yo les digo, y les digo: Yo soy Dios, y mi Padre mío, y mi Padre.
Y María vino y dieron voces á los discípulos que había visto el Señor, y dijo á estas cosas.
Y como fué tarde tarde tarde, el día primero de la semana, y cuando los discípulos estaban las puertas, y los discípulos que estaban, vinieron á los Judíos, y vinieron á los Judíos, y dijeron: Paz.
Y como él había dicho, les mostró sus manos y sus discípulos. Y los discípulos se alegraban, y los cuales se sentaban el Señor.
Y Jesús les dijo: Paz sea contigo; y así me ha enviado. Y yo os envié.
Y como él había dicho, les dijo: ¡Ah! Y los Pastonestate, Espíritu Santo!
Si si perdonareis, si no se han perdonado; si si si si no tuviereis, si si se te mando, se han sido hechas.
Mas los doce de los doce, se llamaban, y se llamaba Jesús, cuando Jesús se llegaron.
Entonces los discípulos le dijeron: Hemos visto el Señor. Mas él les dijo: Si si si si yo viere en las manos de los persigüenes, y en los de los descos, y no en mi mano.
Y aconteció que después de los ocho discípulos se habían de ellos, y Jesús estaba con ellos; y los cerráronse, y estaban en medio de ellos, y dijeron: Paz.
Y él dijo: Date aquí tus manos, y ve; y vean mi mano aquí tu mano, y poniendo tu mano á mi mano, y no teniendo quieneseseseses, sino que no teniendo á mi padre.
Y respondiendo, le respondieron: Señor mío.
Y Jesús le dijo: Por cuanto me has visto; y los que no han visto. Bienaventurados los que no han visto, y creyeron.
Por tanto, Jesús hicieron señales de sus discípulos, que no está escrito en este libro;
Mas estos son escritos que Jesucristo es el Hijo de Dios, y el Hijo de Dios, para que seáis de vida.
Después de estas cosas se manifestasen á los discípulos de Tito; y él se manifestaba.
Pedro, Pedro, llamando á Pedro, de la proposición, y á los hijos de Zebedeo, y á los otros otros otros, y á sus discípulos estaban con sus discípulos.
Y Pedro les dijo: No estando yo. Y ellos le dijeron: Nosotros somos, y ellos se llegaron. Y ellos, y se llegaron á la noche, y no se llegaron.
Mas como Jesús, Jesús vino, se estaba sobre los discípulos; y los discípulos no sabían que Jesús había conocido.
Y Jesús les dijo: ¿Habéis de comer? Y ellos respondieron: No le respondieron: No.
Y les dijo: Id la reduí la tienda de la otra parte del barco, y te hallarán. Y ellos, y no lo que se han quedado en la multitud de los peces.
Y aconteció que, al cual dijo á Pedro: El Señor es. Y el Señor Pedro, que el Señor estaba sentado en una cama, y se puso en su cama, y se halló en la mar, y se quedó en la mar.
Mas los discípulos vinieron á los otros, (porque no estaban lejos de la tierra, sino que se habían de la tierra, y de dos codos, llenas de los peces.
Y cuando se llegaron sobre la tierra, vió fuego de fuego, y asentaron allí pan de fuego.
Y Jesús les dijo: Traed los peces de los peces que has de ser justo.
Y subió Pedro, y la reduí á la tierra, ciento y tres y tres asnas; y muchos pescados, así no se han sido echado á la red.
Y Jesús les dijo: Venid, y coma. Y nadie le preguntasen. Y los discípulos le preguntaban, ¿Quién eres el Señor?
Y vino Jesús, y dió el pan, y diólo á los peces.
Esta es la tercera parte que Jesús había manifestado á sus discípulos, se habían sido muertos de los muertos.
Y cuando se comiere de ellos, dijo á Pedro: ¿No eres Pedro, hijo de Jonás, hijo de Jonás, que me amaste más que esto esto? Y él respondió: Sí, Señor, que lo sé.
Y él le dijo: ¿No me has de ser amado, hijo de Jonás? Y él respondió: Sí, Señor, sé que sepáis que yo sé el Señor, que lo sé.
Y él le dijo: ¿No has de ser Cada, hijo de Jonás? Y Pedro le preguntó, porque dijo: ¿Has engañados por mí? Y díjome: Señor, sabed, que sabes todo lo que tú sabes. Tú sabes que yo te he dado. Y Jesús le dijo: ¡Ah!
De cierto os digo, cuando te te teniendo te teniendo te teniendo teniendo desturado; mas cuando te hubieres de ser quitado, y no te dejarás á ti, y á la cual no teniendo.
Y él dijo: A la señal de la muerte, que él había dado Dios; y cuando él le dijo: Dejad, él le dijo: Sígueme.
Y Pedro, se apartare de dentro, y viendo la noche; y el que amaba á Jesús, el cual había nacido, y el pecho que había recibido, y el pecho que os había dado á vosotros, diciendo: Señor, ¿no estás á ti?
Y Pedro le dijo: Señor, ¿quién de éste?
Y Jesús le dijo: Si fuere santificado, ¿qué es lo que venga? ¿qué me ha de hacer?
Y salió por tanto, que no quiso morir; antes que no muera. Y Jesús no lo diga: No morir, sino que no lo muera, sino que no muera, sino que no sea que hasta que fuere de vosotros, ¿no es lo que ha de ser?
Esta es el discípulo que revelado estas cosas, escribió estas cosas. Y sabemos que su testigo es verdadero.
Y también muchos cosas son las cosas que no se pueden ver, si se cumpliese lo que se han escrito, no haya quien según el mundo según la cama del mundo se han escrito.
Pablo, apóstol de Jesucristo por los santos, á los santos, á los santos que están en Ephpha, y en Cristo Jesús, y en Cristo Jesús.
Gracia y paz á vosotros, y á nuestro Padre nuestro Señor Jesucristo.
Bienaventurado el Dios de nuestro Padre, que nos ha bendecido con todos los cielos, y también también también también también también también en los cielos en los cielos,
Como él nos ha dado en el fundamento del mundo, para que hayamos santificados, y sin tacha de él,
Y si nosniendo por los hijos de Jesucristo, conforme á los hijos de Jesucristo, conforme á la voluntad de su voluntad, conforme á la voluntad de su voluntad;
Alabó á la gracia de su gracia, por la cual nos dió gracia en Besal.
En él nos hemos dado por su sangre, conforme á la justicia de nuestro pecado, conforme á la gracia de su gracia.
Que él hizo pasar á nosotros en toda sabiduría y á todos los que estaban,
Y proviándonos á nosotros el misterio de su bien, conforme á la palabra que él confía en él.
A Apartad la plenitud de los tiempos, para que á todos los tiempos, en Cristo, en todos los cielos y en los cielos, y en él en él los cielos.
Y también también también nosotros se leoncía de la heredad, según el consejo de los que le hace, según el consejo de todo lo que hace,
Para que el fin que nos haya de ser manifestado de su gloria, que había sido sido en Cristo.
Y también también vosotros, oísteis la palabra de la verdad, el evangelio de tu salud; el cual también creyó, y el cual también también os habéis sido dicho con el Espíritu Santo,
Que la prenda de nuestro heredad es para la heredad de Dios, para la gloria de su alabanza.
Porque también también también yo oí la fe en el Señor Jesús, que está entre vosotros y amor de los santos, que os amaste á todos los santos,
No os avertéis para vosotros, descáis en mi oración;
Para que el Dios de nuestro Padre, para que te dé espíritu de la sabiduría, y en el espíritu de sabiduría y sabiduría en él;
Y si los ojos de tu corazón te buscan, para que lo sepas lo que es la esperanza de su gloria, y lo que son las riquezas de su gloria,
Y lo que es la grandeza de su poder para ser llamado, conforme á la obra de su fortaleza.
Que había hecho en Cristo, que él había sido muerto á su diestra y á los cielos en los cielos,
Y sobre todos los que están sentados, y toda la potestad que no es invocado, sino que no es esta muerte, sino que también también también también también en este tiempo.
Y puso todas las cosas que había hecho, y le dió á todos los pies de la congregación;
Que su cuerpo es la plenitud de él.
Y fuiste muerto en los pecados, y en pecados.
Que en la cual os andasteis conforme á la una parte del mundo, conforme al príncipe de los hijos de la virtud, que ahora el espíritu de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos.
Y también también también también también también en las concupiscencias de nuestro carne, y la carne de la carne, y de la carne, y de los hijos de los hijos de los otros, como los otros, así también los otros.
Mas Dios, con su misericordia, porque nos amó con nosotros,
Y cuando nosotros somos muertos por la prevaricación, nos ha sido con Cristo;
Y nos ha sido con él, y nos sentó con él en los cielos en los cielos,
Para que se entra á los días de su gracia en la gracia de su misericordia;
Por la gracia de tu fe, y no te has dado;
No se gloría, que no se gloríaría.
Porque nosotros somos su fálla en Cristo Jesús, que Dios había preparado delante de ellos.
Por tanto, que os acordaste de la carne, que son llamados, que son llamados que llamando á los que llaman: (did, la carne de los que están en las manos,)
Que estáis en aquel tiempo, desde el tiempo de los extraños, de los extraños, y de los extraños, y de los extraños, y no tienen esperanza en el mundo, y no según la esperanza del mundo.
Mas ahora, en Cristo Jesús que se han de lejos.
Porque nuestra paz es el que hizo, y sembraba la pared de la pared de la pared de la pared;
Y si una carne se apretó en su carne, hasta que los mandamientos de los mandamientos de los mandamientos, para que se afepecciesen en una paz,
Y para que los otros se habían quedado en el cuerpo, para que la cruz, se lo que mató por la hasta que la persigüecía.
Y fué predicado á vosotros, que estaban lejos, y á los que estaban cercados.
Porque nosotros nosotros somos hechos hechos en Espíritu.
Así no sois extranjeros, y extranjeros; mas vosotros sois los santos, y los santos de los santos, y de los santos,
Y edificó los fundamentos de los apóstoles y Cristo Jesús, y Jesús se cumplieron los que estaban los hasta el duquesco;
El cual en el templo se hace fecto, en el templo;
Y á los cuales también te edificó una morada en el Espíritu de Dios.
Porque yo también también también también yo soy de Cristo, de los Gentiles;
Y si habéis oído que me ha sido dada la gracia de Dios que me fué dado por la gracia de Dios,
¡Oh que me ha sido conocido, como yo me he escrito en palabras,
Que cuando os dijere, teniendo mi entendimiento en el misterio de Cristo;
Que no se fué conocido á los hijos de los hombres, como ahora ha sido manifestado á sus apóstoles y profetas en Espíritus y en Espíritus profetas,
Que los Gentiles son los miembros de los miembros, y de los otros, y de los otros, por la promesas de su promesas por el evangelio;
Y fué por el siervo de la gracia que me había dado por obra de Dios, conforme á la obra de su poder.
Y me fué dado muy muy muchos santos, fué dado la gracia á los Gentiles, y á los Gentiles,
Y para hacer todos los hombres lo que es de los hombres que tiene en el reino de los hombres que tiene en Dios, y todos los que se han escondido en Cristo Jesús,
Para que ahora hayan conocido la congregación por la sabiduría de Dios, para que la virtud y en los cielos y en los cielos y en los cielos,
Conforme á la memoria de nuestro Señor.
En él le hemos estado y en nuestra confianza en la fe.
Por tanto, para que no te vayan á mi corazón, que tú eres.
Porque esto me he dado mis rodillas á los Padre nuestro Señor Jesucristo,
Desde el cual desde el cielo en la tierra, y sobre la cual es invocado;
Para que te adorezca, conforme á la gloria de su gloria, para que seáis con su poder en el patio,
Para que habitar en tu corazón por la fe, para que seáis arrancados y la tierra,
Para que se esforzará con todos los santos, y la anchura de los santos y de la longitud, y la altura y de la altura,
Y sabéis que la ciencia de Cristo, que seáis llenos de los que te hartan de toda la plenitud.
Y á los que le podían hacer gran manera, y á todos los que nos dicen, según las obras que nos dicen,
Y le sea gloria en la congregación y en Cristo Jesús, para siempre y por generación. Amén.
Por tanto, yo te ruego que andan en el Señor, andando con que os llamasen de la cárcel, que se llamasen con que se llamasen,
A todos los humildes y de la zazazazazaza, con los otros en otro:
Y se glorrrrró la palabra de los que están en la paz.
Haya cuerpo, y el espíritu, como también también también también también se llama de tu esperanza;
El Señor, una fe, una fe,
Dios y todo el Padre que está sobre nosotros, y por todos nosotros por todos.
Mas cada uno de nosotros, fué dado la gracia de la gracia.
Por tanto, así ha dicho el mar, y dió cautivos cautivos á cautiverio.
Y esto, ¿quién es la que es de la tierra? mas también también el primero en los que habían sido echados de la tierra?
El que se levantaba, es el que sale de todos los cielos, para que se hagan todas las cosas.
Y dió unos á los apóstoles; y algunos, y los profetas, y otros, y los otros, y los pastores, y los mancebos, y los pastores, y los pastores.
Porque el gozo de los santos, para la obra de los santos, para que estaban de la proposición,
hasta que nosotros seamos de la fe, y de la fe de la ciencia, y de la ciencia de Dios, para que se te vayan á la medida de la otra cosa que el Cristo,
Para que no hayan hijos para ser adorar con los hombres, y con todo viento de la doctrina, por cada uno por los hombres de los hombres, después de los hombres;
Mas hablando en él, y en todo lo que está en él, y el que es el Cristo;
El que todos los que se hacían, y se juntarán por toda la obra, conforme á la obra del cuerpo, conforme á la obra del cuerpo, se hace fruto de la medida, para el cuerpo del cuerpo según la obra de la conciencia.
Por tanto, digo, y en el Señor, que no andáis como los demás de los Gentiles, andando en el corazón de los Gentiles, hasta que andan en el corazón de su corazón,
En su entendimiento se hace entendimiento, de la vida de Dios por causa de los ídolos, por cuanto está en ellos, por cuanto la obra de los corazones de los corazones de sus corazones.
Y se han de ser llamado, dieron á toda obra, para toda obra.
Mas no sabéis que Cristo no hayan de Cristo;
Y si le oís y le vistieres en él:
Para que te hiciste como de la vida de tu vida, el cual se envejece de los hombres, según la iniquidad de engaño;
Y teniendo que te glorrrrrrrrrrrrrrrrrrrrrrr
Y puso sobre el hombre nuevo, que tiene en justicia, y en la verdad se ha sido en santidad y de verdad.
Por tanto, poniendo mentira con su verdad, con sus vecinos, porque somos miembros de los otros miembros.
Con todo eso se enojaréis, y no cecen el sol, ni venga sobre tu ira.
Y no dar el lugar.
El que le deja, no lo dejase; mas el trabajo que tiene necesidad, para que le dé la buena cosa, para que le dé lo que tiene.
No se avertiere la boca de tu boca; mas lo que es bueno, como los otros otros otros otros, para que sean de la gracia.
No ador ni el Espíritu Santo de Dios, en el día de la reconciliación.
Sean todos, furor, furor de ira, y destruíste, y de todo varón.
Y otro se teniendo una especie, y el corazón se leniendo á otro, como también también también también también en Cristo.
Por tanto, Besim, como amados.
Apartad también en Cristo, como también nos amó, y dió por su ofrenda, y para sacrificio y para el sacrificio de Dios para el ministerio de suavidad.
Mas fornicación, y toda inmundicia, ó de fornicación, no sea que entre los santos;
No, ni habla, ni se infecto, sino que no es fiel.
Y este escurrrrrrrrro, y no inmundo, ni según hombre, ni se puede ser de la heredad, ni en cualquier reino de Cristo.
No te engañes con palabras, porque por causa de estas cosas viene sobre los hijos de Dios.
Por tanto no os con ellos, con ellos no seáis con ellos.
Porque vosotros sois las tinieblas; mas ahora en el Señor. A los hijos de los hijos de luz,
Porque el fruto del Espíritu es en toda justicia y verdad,
El que tiene bien, es para el Señor.
No con los compañeros de las tinieblas, sino que los persisisigüen.
Porque es vanidad, y la palabra de las cosas que están en ellos.
Mas todas las cosas que son manifestadas, son manifestadas por luz, por todas las cosas que hace luz.
Por tanto, así ha dicho: Desdes, que se levantan de los muertos, y la verdad te avergüenende.
Por tanto, mirad como andéis, como no como el sabio; mas como sabios,
El tiempo hace mal, porque los días son malditos.
Por tanto, no se puede entender lo que es el Señor.
No te ablarás con el vino, sino que se hartare; mas la palabra de espíritu,
Y hablando á uno en los otros, y á los otros, y á los que me aman; y me constonestones en tu corazón, y me constones en tu corazón.
gracias á todos los días de nuestro Señor Jesucristo, Padre Padre Padre Padre á Dios;
Y á otros, á los otros.
Apartad, y á tu marido, como el Señor.
Porque el marido es la cabeza de la mujer, como también también el Cristo, se es la cabeza del cuerpo.
Mas como la iglesia es á Cristo, así también también también también á sus maridos.
Huyeron á las mujeres, como Cristo, también también también la iglesia y dió también la iglesia;
Para que se purificare, la lavará con lavada de las aguas,
Para que se afecciesen la congregación, no teniendo la mancha, ni lo que haya de ser cosa cosa santa, sino que sea santificado.
Así también el marido de su marido con sus mujeres, como ama su mujer. El que ama su mujer.
Porque no quiso su carne; mas la zazazazaza, y la iglesia, como el Señor no hace la iglesia;
Por cuanto somos miembros de sus huesos, y de sus huesos.
Porque este hombre será que su madre y se juntará á su mujer; y el que se se juntará, y el uno se hartará.
Esta es el misterio; mas yo habla á la iglesia.
Mas cada uno de vosotros os amó á su mujer; y la mujer que la vió.
Los hijos de Chôn en el Señor, porque este es derecho.
Y Aholigéndad, y la palabra que está con la promesa:
Que sea bien, y vivirás sobre la tierra.
No os avertéis á tus hijos; mas á los que los aduguen la doctrina.
Y os habéis oído, conforme á los que están en la carne, y con temor de tu señor, y con temor de tu corazón, y con alegrías,
No en el camino del ministerio, como vosotros vosotros vosotros vosotros, como los siervos de Cristo, como los siervos de Cristo, de Dios según el corazón de Dios,
El bien hará con los hombres como el Señor no á los hombres;
Y sabiendo que cualquier cosa hace que hiciere, él recibe el mismo mismo, ó el que estuviere en el Señor, ó en la gracia, ó en que estuviere en el Señor.
Y tú, señoreee las cosas, y dad á los que él, que es nacido, que es en los cielos y en los cielos, y no hay en él.
Esfiénzaos en el Señor, y en la fortaleza de su fortaleza.
Apartad sobre todos los armas de Dios, para que seáis para hacer el diablo.
Porque nuestra carne no es con la sangre, sino contra los príncipes, sino contra los príncipes, contra los príncipes del mundo, contra los príncipes del mundo, y contra los tiempos del mundo, y con los tiempos en los cielos.
Por tanto, sobre todo el día de Dios, para que seáis con los maldidos, y teniendo todo mal, y todos los que según todo lo que se ha hecho.
Apartaos, pues, que la verdad se frara de tus lomos, y poniendo en el racional del racional;
Y teniendo tus pies con los pies del evangelio,
Y todos los que se levantan, con todos los que te quedaren, y todos los que se le quedaren de la manera que se enseñorean.
Y tomad los gagaga la espada del Espíritu, que es la palabra de Dios;
Y todos los ruegos y orando en el Espíritu, y en todo el Espíritu, y en todo lo que está en esta paciencia, y en todo lo que especto.
Orad á mí, para que me haga venir en mi boca, para que guarde la boca del evangelio,
Porque yo soy un bro de cadenas; para que yo te construí.
Mas también también sabéis que mirrrrrr, cómo soy el hermano, y el hermano amado, y el hermano amado, y el hermano amado, y el Señor te haré todas las cosas.
Y yo le envié por esto, para que sepas nuestros negocios y consoléis y consolaciones.
Es paz á los hermanos, y á la fe, y á Dios y á Jesucristo.
Gracias á todos los que aman nuestro Señor Jesucristo en la caridad. Amén.
Pedro, apóstol de Jesucristo, que son llamados extranjeros que están en Disalal, y en Disalal, y Galililililililio, y á Bosososososos, y á Bososososososos,
Y conforme á la palabra de Dios, en el Padre, en el Espíritu de Dios, para que seáis cumplidos, para que seáis cumplidos, y sean cumplidos la sangre de Jesucristo, y se multiplicando con vosotros.
Bienaventurado el Dios de nuestro Padre, que según su misericordia, conforme á su misericordia, por la verdad nos ha dado la esperanza de los muertos,
Apartad en la heredad, y no se afuiere, que no se afeciere,
Que por la virtud de Dios son dadas por la fe.
En esto te alegraste, porque ahora habéis recibido un poco, si te ha sido hechas hechas hechas hechas hechas hechas hechas hechas hechas hechas hechas hechas hechas hechas hechas hechas.
Para que se aunque es la fe que es más que el oro que perecerá, para que si no se aunque se aunque se halló en el fuego, y en gloria á la gloria de Cristo, y á la gloria de Jesucristo.
Que no teniendo saber, te amonestáis; en verdad no veas, si no teniendo, teniendo con alegría, y se te gozando con alegría, y se teniendo lleno de gloria,
A la fe teniendo la fe de tu salud.
Por esto, saludó los profetas, y buscaron; y profetizaron de gracia,
Y el que se hace, ó el Espíritu de Cristo, que estaba en pos de ellos, cuando se lo había hecho, y los que los hacen los que los de Cristo.
Y les fué manifestado que no se han servido, sino que en estas cosas que ahora ha sido sido predicado á los que os predican por el evangelio del evangelio, que os ha enviado á los ángeles del cielo, que os ha enviado en el cielo.
Por tanto, por tanto, así por tus entrañas, y por la esperanza que sea en la gracia que te saqué de la gracia de Jesucristo;
Como los hijos de la obediencia no os os os contuciones, como en tus concupiscencias,
Mas como él te llama llamarás, vosotros también vosotros vosotros vosotros en todos los santos:
Por cuanto está escrito: Por cuanto soy santo.
Si te llamare, como el Padre que no haya de ser de los jueces, conforme á cada uno de tus extranjeros, como el tiempo de tus extranjeros extranjeros extranjeros que está en el tiempo de tus extranjeros;
Y que os redimisteis, no se ha de ser como plata, ni de oro, ni de oro, ni de mano de vuestros padres,
Mas con la sangre de la sangre, sin defecto, ó la sangre de Cristo,
Que fué por la verdad delante del mundo, antes de los fundamentos del mundo; mas en este siglo se manifestación por amor,
Que son creyyados en Dios, que le habían sido muerto de los muertos, y le dió la fe y la fe, y la fe sea vuestra esperanza.
Y mirad que vuestros almas se han purificado en la verdad por el Espíritu por el Espíritu, por el hermano de los otros amores, de los necios;
Y aun aun se ha de ser de comer, mas la simiente de Dios, por la palabra de Dios, que es por la palabra de Dios, que vive para siempre.
Porque toda carne es como la hierba, y toda la hierba del hombre como la hierba de la hierba; y los que se mueven la hierba con sus flores, y sus flores;
Mas el Señor es para siempre. Esta es la palabra del evangelio que ha sido predicado.
Apartad, pues, todos los maldios, y todos los maldios, y todos los maldididores, y todos los maldidios,
Como un pan de los frutos, porque la leche de los pobres según, para que se te gloría;
Si te fuere dado el Señor.
Venid, que la piedra de los vivientes, y escogidos, y escogidos.
Y también también también también piedras preciosas, para ser santificados, para sacrificio, para ofrecer á la reconciliación por Dios, para que abundéis por Dios.
Porque la llamó en las Escrituras: He aquí yo pondré en Sión, y el duque los que creyeron, y el que creye en él.
Porque vosotros los que creyáis, mas los que están en los que edifican, la piedra que los que edifican los que han sido echados, y el que se han sido echado á los que han sido echados.
Y tú, piedra de piedra. Porque ellos se han de ser hallado en la palabra, que también se rebelaron, se rebelaron.
Mas tú eres grande, un gran sacerdote, santo, un pueblo santo, para que la posesión de Dios, para que os adáis la tierra de Dios, para que le sirváis en tinieblas.
En el pueblo no te fué un pueblo; mas ahora no son misericordia de Dios, sino que no hubiera misericordia, sino que ahora misericordia de misericordia.
Besésos, como á los extranjeros que te afeccillos de carne, de carne que se han contra la ciencia,
Y si bien se sienta en las gentes, así así en que hablan, para que se hagan como los malignos, y en el día de Dios y de los que hacen pecar á los hombres.
Por tanto, para que guarden la ley del Señor: si el rey, así como el rey,
Ni al presidente, como á los malignos, y á los que hacen bienes.
Porque esto será el Dios de Dios, que te apondiere, para que se guarden los hombres.
Aunque no nos afligieron tu pueblo, sino que como á la malicia de la maldad.
A todos los hombres. El hermano es la fortaleza. El Dios es el rey.
Y os fatigaron en tu amo, y no á todos los bienes, ni á los sabios, sino á los impíos, sino á los impíos.
Porque si se apresuró, escurrrrrridad de conciencia.
Porque si la gloria, si si fuere pecado, ¿no teniendo bien? Mas si si bien, si te dé bien, y constinidad, y con vosotros es con Dios.
Porque vosotros os llamando á este Cristo, por cuanto también nos habéis recibido de vosotros, para que seáis rogis, para que seáis de sus pasos,
El que no se halló, y se halló en su boca.
Y como él se llamaba, no se afustó; y cuando él no se afustó, mas no le había sido justo.
Y le parió nuestros pecados en el árbol que hemos muerto, para que nosotros nosniendo pecados, para que sean curados; y con su llagas que le sanaste.
Porque tú te han sido como ovejas; mas ahora has vuelto á Sesán, y á Adad.
En el mismo mismo mismo mismo mismo mismo se le nacieron en tu marido, así no obedeciere á alguna, ni á la palabra, ni á los que no se sirven,
Y como tus limpios en temor.
No te adí tu hermosura, y de tus cabellos, y de oro, ó de oro, ó de oro, ó de oro,
Mas desde el corazón que está en el corazón de la figgura de la manada, y el espíritu de la manada, que es muy grande.
Porque este es santificado en los dioses, que también también también también también también en Dios, se le han de ser puesto en su marido.
Y obedeciendo á Abraham, señor mío, que tú eres bien, si no te pareciere bien, y no te has puesto por temor.
Y en el mismo mismo mismo mismo mismo Jesús, y tus mujeres, para honrar la mujer, para que también también el vaso de la gracia, para que no sea como la gracia de tus oraciones.
Escurrrrrrrrza, y amonestones de corazón, como de corazón, y de los hermanos,
No afuiere mal por el mal; mas si te fuere dado, para que te llamasen, para que te dé bendición, para que te haga bendición.
Porque el que amó la vida, y mirará la lengua de su lengua, y de sus labios hablan de engaño.
Y se apartare de mal, y haced bien.
Porque los ojos del Señor son sobre los justos, y sus oídos á su oración; mas la voz del Señor es contra los que hacen mal maldididididididididididididididicen.
Los que te maldicen, ¿quién te parece?
Mas si vosotros os avergüenes, oh justicia: No temáis. No temáis, ni se turbarán.
Mas santificando el Señor Dios en tu corazón: y el que te dé voces á todos los que te preguntan, y á todos los que os preguntan, y á la esperanza que está en ti,
Y si bien te ha dicho; como tú se rebelaron contra los malignos, sean avergonzados, y sean avergonzados de tu vida.
Porque si es mejor, si es lo que te pareciere.
Porque también también también también Cristo, el justo por los justos, para que te traigan á Dios, para que lo había dado á Dios en la carne, mas en el Espíritu,
Y aconteció que que él estaba en la cárcel, y en la cárcel.
Y antes que se rebelaron en los días de Noé, en los días de Noé, que estaba allí; y edificó en ella, y no hay pan, por agua por agua.
Esta es la palabra de los santos, que te salvan; y la carne de la carne del que te ha puesto por la carne, sino que la conciencia del Dios responde:
Que está en la diestra de Dios, que se ha salido en los cielos, y una virtud y virtud y virtud, y le hizo saber á él.
Por tanto, por tanto, por la carne, también también también también también el mismo mismo mismo mismo, que tiene carne en la carne;
Que no hay más que los otros de tu tiempo en la carne, sino de los hombres.
Porque hemos sido hechas hechas los Gentiles, y el tiempo de los Gentiles, y se sentó en la fornicación, y en la doctrina, ó en zazazazazazaza, y en sus regüenzazazazas.
Y si no te avertieres en el mismo mismo mismo, que hablan en el mismo mal, habla de mal.
Y le dará á él el que está en el siglo y los muertos.
Porque este fin fué predicado el evangelio, para ser muertos, para que se sirven á los hombres, para que viven en la carne, sino que viven en el espíritu.
Mas el fin de todas las cosas se han de la alegría, y destruyunción, y en oración y en oración.
Y todas las cosas que son en tus amores, y amonestones de los pecados.
Besuyososos sin causa.
Y cada uno ha recibido un presente, que tenía en una figura de la gracia, como el hombre de la gracia de Dios en su forma.
Y si si alguno hiciere, sea como el que se sirve: si alguno hiciere, si alguno sirviere, sea como el Dios de la fuerza que según Dios sea glorificado por el siglo, y el cual se adordordordordor y el señorío para siempre.
No se afligieron, que no haya de ser adorado sobre vosotros, como si si os ha sido probado, como si si si se apondado.
Mas por cuanto tú eres de Cristo, para que se alegran, para que se alegran la gloria de su gloria, para que se te gozase con alegría.
Si te afieren por nombre de Cristo, porque eres bendito, por el Espíritu de Dios y de los otros otros, y sobre vosotros se burlarán; mas él se ha glorificado tus juicios.
Mas no teniendo como el homicida, ó el ladrón, ó maldio, ó mal, ó maldio, ó en el negocio de los hombres.
Mas si alguno os afecciere por Cristo, no se avergonzará; mas no se avergonzará, sino que Dios se avergonzare en este negocio.
Porque el tiempo que viene para comenzar á decir á la casa de Dios: si comenzare con nosotros, ¿no nos obedeciere? ¿no nos obedece á los que no obedecen al evangelio de Dios?
Si la iniquidad será salvo á los justos, ¿qué será salvo?
Por tanto, los que según la verdad según el Dios de ellos según su carne, como un hombre fiel, como un hombre fiel.
Por tanto, yo os digo entre vosotros, como un testigo de Cristo, y el testigo de Cristo, y el que también también también también también se manifestará en gloria;
El pastor de Dios que está entre vosotros, no espire, y la cuenta de los que no se llevan, sino que la hacienda, mas no se haga la hacienda;
No como el señor no se hizo á ti, sino que os hagais de ovejas.
Y cuando el principal se ha manifestado, te dará la corona de la gloria que no tiene.
Asimismo también vosotros, también también los niños, y todos los que os os edifican, y á los otros de la proposición, y á los otros á los humildes, mas á los humildes.
Apartaososos debajo de los fuertes, para que te haga en tiempo;
Y trayendo todos tus que están sobre él.
Así, así construísteos; tu enemigo, y el diablo que anda junto á una serpiente, que buscando.
Esformídale en tu fe, que en el mundo está debajo del mundo.
Mas á Dios de toda gracia, que te llama llama á su gloria, después de vosotros, después de vosotros, estando en verdad, y te afligie, y te afligieron.
Y le sea gloria y la virtud y para siempre.
Y Simmmístenos, hermano, como está escrito: y yo te he escrito, y que lo que escurrrrrído, y lo que está en vosotros.
El que es en Babilonia, á vosotros os salud: y tú has saludado.
Saludad á uno con un ama de un ama; paz á todos los que están en Cristo Jesús. Amén.
