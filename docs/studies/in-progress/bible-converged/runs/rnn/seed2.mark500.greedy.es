En el días que los Caldeos se levantó en la tierra: y el hombre de Judá estaba á la casa de Babilonia con su mujer, y sus dos hijos.
Y el nombre de la mujer fué á Jacob, y el nombre de su mujer se llamaba su hijo: y los hijos de sus hijos fueron Ist-el, y los hijos de Benjamín, y á los cuales habían quedado de Judá, y allí se entulan en la tierra de Moab, y allí.
Y Amta, y Abretó, y el duque su madre, y murió; y fué á sus dos hijos.
Y vinieron á sus mujeres de los hijos de Moab: el nombre de la mujer era de Id, y el nombre de la otra era de la otra parte de la otra parte. Y ellos fueron en dos años.
Y Amta, y á la mujer de su madre, y la mujer de los dos hijos de su madre y de su madre.
Y él se levantó con sus aldeas, y que según la puerta de Moab, porque no había hecho en la tierra de Moab que había hecho su pueblo en su camino en su camino.
Y fué de la casa donde estaba, y sus dos aldeas y sus aldeas, y tomaron en la tierra á Judá.
Y dijo á sus dos hijas, y á la cual de la casa de su casa, y Jehová te ha dado con ti, y te habéis de ti con vosotros.
Y Jehová te habéis de ti, que en la casa de su madre, y su mano le hacia, y ellos les dión su voz, y le sentó.
Y ellos les dijo: No te ruego, y te daré con tu pueblo.
Y dijo: Ameme, y mis hijas me he aquí, ¿qué has de ti? ¿por qué me has de mí? ¿y qué me has de los hijos de mi cuerpo, que se agurá tus pies?
Y á mí, y mis hijas, y tus labios: porque yo he aquí yo he visto, ¿no he aquí que yo soy? ¿no he aquí yo he aquí que yo soy el hombre?
Y sistutó esto, cuando se agutado, ¿No has destado de los que me habéis visto? ¿ya mis hijas, porque mis enemigos, y no me han sido de mí, y destutame de mí, y de mano de Jehová me ha de mí.
Y á su voz se levantó, y le dijo: ¿No es tustrur su madre, y su madre se levantan.
Y dijo: He aquí tu hermana, y á la gente de ellos, y á su hermano, y á tus pies.
Y dijo: No me has de mí, y te habéis de ti, para que te habéis de ti, para que yo te he dado, y te he aquí, y te he aquí, y he aquí que yo te he visto, y tu pueblo será mi pueblo, y tu Dios Dios de Dios.
¿No te he aquí, y yo te he puesto, y yo te haré en medio de mí, y no me habéis visto, y si no hay bien?
Y como el cual había hecho una vez á la mujer de su padre, y le destutó.
Y vinieron á la otra vez á Beer-seba, y cuando habían venido á Beer-seba, y toda la ciudad no había de ellos, y dijeron: ¿Por qué nos habéis visto?
Y él les dijo: No me has sido conmigo, y me habéis de mí, y me habéis de mí, y el Señor está en gran manera.
Y yo te levantó, y Jehová me ha dicho Jehová, y me habéis visto, y me has de mí, y me habéis de mí, y me habéis de mí, y el Señor me ha de mí.
Y á Joab, y á la familia de los Madianitas, su hija de su madre, y de su mano, y de la puerta de Moab, y á los cuales se levantó de la tierra de la tierra.
Y el cual fué de su madre, y el hombre de la mujer de la familia de Jacob, y su nombre fué.
Y los cuales habían sido á los hijos de Par-ar-el-elta: ¡Ay de ahora, y en los Caldeos, y en las gentes de los que habían hecho, y le dijo: Sime mi padre.
Y fué, y tomó en el campo donde los que se habían sido, y le dió á la puerta de la puerta del campo, y de la familia de Beth-seba.
Y he aquí, vino á Beth-seba, y dijo: El Jehová, y con ellos te habéis de ellos: y le respondió: Jehová te ha dado.
Y dijo á su siervo que había hecho el camino, y el que se hacia el camino de este lugar.
Y el rey que había hecho el camino, y dijo: El es la casa de la cual fué á la casa de Moab.
Y dijo: ¡Cuán me has visto, y me habéis visto, y destutase de los que se han de las aguas, y de él, y vino, y el que estaba en la mañana, que no se ha de venir á la casa.
Y dijo á Ala: ¡Ay de mi hija, no me habéis de venir en el campo, y no me habéis de ser; mas los profetas de mi mano se han de ser.
Y tus ojos en el campo que se levantó, y no les habían quedado, y no les habían venido á los que no habían venido á ti, ¿no te has destado, y á los sacerdotes y de los que han sido atordo.
Y tomó su rostro, y le dió á la tierra, y dijo: ¿Por qué me habéis visto en tus ojos, que te has de mí?
Y dijo á su madre: ¿No has hecho esto que todo lo que habéis hecho tu siervo, y tu siervo, y tu madre, y tu madre, y tu tierra, y tu tierra, y tu tierra, y tu tierra, y la tierra de tus pies, y destés á la casa que tu Dios te ha de ser.
Y Jehová tu misericordia, y teniendo la palabra de Jehová, de Dios de Israel, de los que se han de ser constutado.
Y dijo: Si me habéis visto en tus ojos, mi señor, porque tú me has sido conmigo, y no te has hecho tu siervo, ni yo no lo que te habéis de tu siervo.
Y fué á Saúl, y dijo: He aquí, y con él según pan, y en tus manos se sentaron, y le sentaron á los que se sentaron, y se sentaron, y se levantó, y se levantó, y se levantó, y destáronse, y destáronse, y destáronse, y destáronse, y destáronse, y destáronse.
Y como él había hecho una voz, y les había hecho sus discípulos, diciendo: En su camino en el camino de su madre, y no me ha de ella.
Y á la manera que según la puerta de ellos, y le será: y su fortaleza, y no se levantará.
Y el que estaba en el campo hasta la tarde, y se sentó que había hecho una gran manera, y fué de una una de plata.
Y tomóse, y fué en la ciudad; y su madre le dió su madre, y le dió su mano. Y él tomó á él, y dió á su lugar que había hecho.
Y su madre le dijo: ¿No has visto? ¿No habéis visto? ¿No habéis visto? ¿No habéis de ti? ¿y qué se ha de él? Y él le dió su madre, y su madre según el que había hecho el monte de ellos, que el rey de la cual había hecho el monte.
Y dijo á su hija á la hija de su prójimo, y no según la palabra de Jehová, que no se dió á su vida á los que habían hecho.
Y los cuales dijeron á los hijos de ellos: He aquí, dijo: He aquí yo te ruego que á mi padre se avado de todos mi vida.
Y dijo á la mujer de su madre, y es el Señor, y mi padre, que te ha de su mano, y no se agutado en el campo.
Y fué á la puerta de la tierra de Canaán, para que la mitad de la tierra de madera y de la tierra de Egipto, y de su mano se levantan.
Y su madre le dijo: ¿No es la mujer de su madre? Y no me he dado, ni no me has de ti, y te habéis de ti?
Y no es á nuestros padres, con los que te han de los Caldeos, y he aquí, y no se avurá en la mar.
Por tanto, y constuta, y ves, y á los que se levantan, y á la otra parte del hombre no se acuría, y no se aguáis al hombre que se levantó de beber, y destula.
Y será que en ti se levantó, y no según el lugar de la muerte, y no se agirá en su hermano, y se agurá: y él te he aquí que te he aquí.
Y él le dijo: Si lo que tú, tú, yo te he.
Y fué á la mujer, y todo lo que le dió su madre.
Y como el hombre se levantó, y su corazón se levantó, y su corazón se levantó, y le dió á la fura de la puerta de la mar: y fué á sus vestidos, y se sentaron.
Y el año era la otra vez, y el hombre se levantó, y le había hecho; y he aquí una mujer se sentó su hijo.
Y dijo: ¿Qué es tú? Y respondió: Y yo soy tu siervo: ¿No habéis visto tu siervo, y la mano de tus pies de tu siervo, porque tú eres tú como la declaración de tus siervos.
Y dijo: No temas á Jehová, hija de mi hija; y tú me habéis visto en el camino de los que según el Señor, porque no os habéis de ser siete días, ni descillos, ni destados.
Ahora pues, mi hija no no te daré; porque yo te daré á todos los que me has hablado: porque todos los ciudad de mi pueblo que te habéis de la mujer.
Y es el hombre que yo soy, y en el camino de los que me hacia.
Y tú te hacia la tierra, y si la mañana no os habéis de la tierra de la mar, y el pecado. Y él se acurrá el camino de la muerte. Mas si no según la palabra de la palabra de la palabra de ti, y yo os he aquí el camino de la palabra de la tierra, y Jehová ha de Jehová. Y á la mañana se levantó.
Y sucedó en su hijo donde se levantó, y le había hecho delante de un hombre, y dijo: No será quien estando la mujer, á la mujer.
Y dijo: El camino que está en ti, y le hacia: y le levantó, y tomóla, y tomóla, y se sente de ella, y le hizo en ella.
Y como vino á su madre, y dijo: ¿Qué se ha de ella? ¿y qué se ha de mi mujer? Y él le dió á su lugar que había hecho.
Y dijo: El hijo de ellos se levantó, y dijo: No temas, y tus hijos se sentará.
Y dijo: Ala, hija mío, cuando os he aquí que no lo he visto, porque no se habéis de ser lo que ha hecho este día.
Y luego la puerta á la puerta, y le habían hecho: y he aquí los que se levantó, y á los cuales habían venido á él, dijo: Y habéis visto, y le habéis visto, y le hacia el niño, y le sentó.
Y tomó los hombres de los príncipes de la ciudad, y dijo: Y tú aquí, y le habían hecho.
Y dijo á la puerta de ellos, y divin, que está en la tierra de Moab, es la tierra de Moab, es la ley de nuestro hermano, que es nuestro hermano.
Y yo os digo que os digo, diciendo: Idó delante de los que habían hecho, y delante de los ancianos de mi pueblo. Y si yo te daré la otra, y no se aunque no le dijere: ¿Qué no te habéis visto, y yo he aquí que yo he aquí. Porque no hay quien se acurtado de ti, y yo os he dado. Y él dijo: Yo me haré.
Y dijo: El día que te hacia el monte de la mano de Egipto, te habéis de ser hasta la familia de los Caldeos, á la mujer de los muertos, para la casa de su tierra.
Y los que se levantó, y no me preguntaré: porque no me habéis de mi vida, y mi alma de la tierra de ti; porque no me ha de ser.
Y esto es el día en Israel en Israel, y destrurén, y de todo lo que había hecho su prójimo, y dió su prójimo, y dió á su prójimo: y el día de los que se afitado en la casa de ellos, y á la casa de los que se agutado en Israel.
Y los que se levantó á la puerta, dijo: Simís á ti, y tomó su cabeza.
Y dijo á los príncipes y á los sacerdotes, y tú harás nuestros padres, que yo te he dado todo Israel, y todo lo que había sido Istado, y destuta, y de la casa de Piila.
Y el duque David, la mujer de Amla, y mujer de su madre, y yo me habéis de mi mujer, y el nombre de los que según su mano, y el nombre de los que no se ado de la casa de su lugar. Y tú eress hoys.
Y todo el pueblo que estaban en la puerta, y los ancianos: He aquí nos han sido hallados: porque Jehová habéis visto el rey que ha hecho en tu casa, y como vino á la casa de Israel; y te has sido hallados en lugar de Egipto, y en la casa de Israel, y te habéis de ser en lugar de Beth-seba, y en la casa de Israel, y no te habéis en el monte de Israel.
Y la casa de la casa de la cual fué á reinar, y á Judá, de la casa que Jehová te ha de ti.
Y murió David y á su mujer, y murió su mujer; y él estaba en su casa, y fué á su hijo, y parió mujer hijo.
Y los cuales dijo á Apar: ¿No ha dicho Jehová, que no nos habéis de hacer nosotros, y en el camino de su camino.
Y será á ti, y destutos de tus días, y tu hija de tus obras: porque tu hija es el que te ha de tus días, el cual habéis de los que los hijos de Dios, le había hecho.
Y el niño, y le dió en su cabeza, y le parió á él.
Y los príncipes, y su hermano, y le dijo: El hijo de Ajan, y le dió: El nombre de Abraham, y dijo:
Y el Dios de los hijos de Semón: Am engendró á Sadoc,
Y engendró engendró á Sem, y á Jebías engendró á Sem,
Y engendró á Sem, y engendró á Sadoc, y engendró á Sadoc, y engendró á Sadoc,
Y engendró engendró á la puerta, y murió Isías, y engendró á Sadoc,
Y engendró engendró á Isaí, y dijo: Id engendró á David.
¿No se sentó la ciudad que se sente de la fe, que se habéis dedo, y destutos de la tierra? Y el que estaba en la tierra de los cielos, y el que estaba en los montes de la tierra, y á los que se habían sido en el camino de la tierra de los hombres de la manera que había hablado
Y enfutas en medio de la noche, y sus lomos se han de su rostro: en todas sus ojos no según su pecado, y sus vestidos se han de su mano: y sus ojos se han de ellos.
Y Judá había hecho en la tierra de la tierra, y de la ciudad de su pecado, y destulas en la tierra: y no se agurá en las gentes, y no se agurá en su camino.
Y el camino de Egipto no se hacia el camino de la tierra: todos sus montes son sus obras: sus hijos y sus obras, y sus vestidos, y su obra.
Sus ojos se han sido en la cabeza; y sus enemigos serán á Jehová, y su mano de los impíos de sus pies: sus hijos se han entregado en la tierra.
Y toda la casa de Egipto, y sus príncipes se habían sido con los que se habían sido con ellos: y se sentaron la obra de los que se agutado.
Y Jerusalem en Jerusalem, en su tiempo de sus días, de su presencia de los días de un año, y su pueblo se levantó, y le dió su mano sobre la mano de la ley, y no se dió á su mano.
Y Jerusalem se ha sido hecho un hombre: mas el hombre según su carne, no se hacia su pecado, y no se sentará.
Y su corazón se levantó en su cabeza: no se agurá de su camino: no se ha de ser destado, y no me habéis de ser: mas Jehová, mi salud; porque el pecado ha hecho su pecado.
Y la mano de su mano sobre su boca, porque el que habéis visto las gentes que se ennula en su santuario, para que los que habían hecho que en no habéis de ser en la tierra.
Y todo su pueblo, y se sentarán: mas no según su gloria para siempre su alma: Yo Jehová, y tú, y yo he aquí, y yo he aquí, y yo he aquí que yo te he hecho.
¿No te habéis de ti, todos los que te habéis de? ¿y qué se sentará, y si se ha sido más que se ha de mí, y que me ha de mí, y que me ha de mí en el día de su mano.
Y en todo lo que hizo en medio de mis ojos, y le sentaron en ellos: y él se sentará en mi corazón, y me ha de mí, y me ha sido hecho.
La tierra de mi corazón se hacia su mano: y ellos se han destieron, y en mi rostro me ha sido mi rostro: y el Señor me ha de mi rostro, para que no me ha de ser.
El Señor ha sido de todas mis enemigos, y que es el camino contra mí mi vida, y el Señor hacia el monte de Judá, como un hombre.
Porque tú me han visto, y mi corazón, y mi corazón según el camino de mi alma está de mí: y los hijos de mi salud es de mí, y mis hijos son los hombres.
Y la mano de Egipto se agurá de su mano: no será quien á su mano, y Jehová ha de Israel, que los que se habían de ellos en sus enemigos: porque en medio de ellos según su pecado.
Jehová es mi vida: He aquí todos todos los pueblos, y me han sido mis manos, y mi corazón y mis pies me han en Jerusalem.
Y á mi corazón no me han sido; y los sacerdotes y mis siervos, y los ancianos de los Filisteos, se sentaron á sí, y se sentó á su camino.
He aquí, oh Jehová, en mi corazón está en mi corazón: mi corazón me ha sido en mi rostro, para que me habéis visto, y se sente, y la tierra de ellos, y la tierra.
Y he aquí que yo me ha sido: y no me ha sido de mí mi corazón: y mis enemigos han de ser mi rostro: y tú lo que has hecho lo que has hecho, y no me habéis de ser.
Y toda su mano se haciado, y á los que me has hecho para siempre, y mis enemigos son mis ojos.
¿Por qué es el Señor la hija de Egipto con la casa de Egipto, y el que se ha de la tierra de Israel, de la tierra, y no se avado de su lugar en el día de su boca.
El Señor hacia el arca de Israel, y destruró en su mano de la hija de Judá, y él se levantó á la tierra; y el pueblo de su padre y sus príncipes.
Y él será sobre el camino de Israel en mi rostro: y el pueblo se levantó á la mano de delante del pueblo: y el altar de la mañana se levantó, y que se levantó sobre toda la congregación.
Y él según su cuerpo como el pecado de su mano, y de él según su mano se hacia el pecado de la ley: y de todo lo que estaba de la tierra de Egipto, será el pecado de su vida.
El Señor ha hecho el pecado, y el que ha hecho Israel: y el que se levantó, y su mano se hacia su fortaleza: y le hacia el trono de Judá.
Y hacia el holocausto de su ofrenda, como si se levantó, y su lugar de la tierra de Jehová está hacia el monte de Egipto: en el trono de su boca, el rey de la casa de su pecado, el pueblo será el pueblo.
El Señor hacia el altar de su altar: y el que su marido está en su mano, y el que se hacia el nombre de su mano, y en el día de la tierra de la tierra.
Y Jehová ha dado el camino de la casa de Sión: y él se levantó, y no se levantó de su mano de ellos: y el sacerdote se levantó, y se levantó, y se sentó.
Y sus aldeas se sentarán en la tierra: y el fuego y sus aldeas, y sus príncipes, y los príncipes de la tierra no no se agutado, y no los que no se ha de la tierra.
Y los príncipes de la hija de Egipto, y en la tierra: y ellos se sentarán: y se sentáronse en el fuego de sus aldeas, y se han sido de oro, y destulas de oro, y á sus aldeas.
Con sus ojos se han sido en mi corazón: mi corazón está en la tierra de mi padre, para que los hijos de mi padre, para que los hijos de la casa de mi pueblo, porque los hijos de los hijos de mi pueblo, para los hijos de los que se agun en la ciudad.
Y ellos le dijo: ¿Quién es el hombre, y se sente, y se sente, y cuando se sente en el camino de la ciudad, cuando su alma está sobre su madre.
¿No me he aquí que yo te he dado? ¿No me habéis de ti? Y de Jerusalem, y de Jerusalem, y de la casa de Egipto? ¿y qué está en la tierra de Sión? ¿y quién está como la mañana, y no te ha de ti?
Tus profetas han visto, y no te han sido de ti: porque no te olvidará tu alma, para que tus mandamientos te habéis hecho, y te he dados que se avuen de la multitud de la mar.
Y todo lo que se entutado en sus manos, y sus vestidos y su cabeza de la ciudad de Jerusalem, diciendo: ¿No ha hecho la ciudad que los Filisteos hacia el principio de la tierra?
Todos tus ojos de tu rostro, y sus vestidos, y sus vestidos: mas dijeron: No hemos sido cada uno en el día que nos ha hecho, y no se han sido hecho.
Y Jehová ha hecho que había hecho, y él ha dado su palabra que había en los días de un hombre, y le hacia el hombre, y no le hacia el camino de tus enemigos.
El corazón de su Señor Jehová, y la casa de Egipto, y destuta como un año de la tierra de Egipto, y destuís como un día de la noche, y no te has de tus ojos.
Y el consejo de la tierra, y el principio de los impíos, y el corazón de los que se hacia el camino de la ley: y tu mano será á la tierra de tus hijos, y que en la tierra de tus hijos de los hijos de tus hijos, que según la tierra de toda la tierra.
Y dijo Jehová, y á los que te habéis hecho, ¿No habéis visto que los que se habéis visto, y los que se levantó, y los que habían visto, y los que habían visto, y el pueblo que estaba en el desierto del Señor?
El consejo y el hombre que se levantó en la tierra en los montes: y mis ojos han sido con los hombres de mi espada: y tú han venido en el día de tu diestra, y has destado, y no se agutado.
Y tú, pues, en el día de la tierra de mi santuario, y en medio de la ciudad, y no según el que está en el día de la casa de Jehová, y mi alma ha dado el que en el día de la casa de Jehová.
Y el hombre que se levantó, y el que se ha de la casa de su boca.
Y me ha hecho mí, y me han puesto en mi carne, y no en la verdad.
Porque su mano me ha de mí, y á todo día día.
El pecado mi alma y mi carne, y de mis labios.
Y me hizo contra mí, y me han de mí y constuer.
Y me ha sido en mí en los montes, como los que han sido sido.
Y él se levantó, y no lo que me ha de ser.
Y miré, y yo te ruego, y no me ha dado mi vida.
El camino de mi corazón se levanta de una grande, y en mi corazón se ha de mi corazón.
Y es de mí en la verdad, en el camino que está en el camino.
Y él me hacia mi rostro, y me han puesto en mí, y me ha sido conmigo.
Y él se levantó, y su mano se levantará á la ley.
Y él se levantó, y el que se agurá en mi camino.
Y yo he puesto á todo mi pueblo, y su corazón en todo día.
Y me ha de mí con un poco, y le ha de él en el camino de los que se aguen.
Y él se levantó de mis pies con él, y me ha de él.
No me has de mi alma de mi ira: porque yo me será.
Y dije: Si mi fortaleza es el pecado, y con mi salud de Jehová.
De mí mi salud y mi alma, y el consejo de los que memren.
A mi alma me ha de mí, y me ha sido en mí.
Y yo me agué á mi corazón: y he aquí yo soy.
No es de Jehová, porque no hay en su corazón, no se agurá.
Y el cielo se hacia la tierra: y la verdad es tu justicia.
Jehová es mi nombre, dice mi alma: Yo yo yo en él.
Jehová es el que le ha de él, para el alma que le le le destado.
El hombre que es el hombre, y no me ha sido la ley de Jehová.
El hombre que es el pecado en su mocedad.
Y le sentará, y le será inmundo, y él le había hecho.
Y su boca en su sangre, si se será en la verdad.
Y su rostro le dió á él, y le ha detentado de ella.
Porque el Señor no se agurá á justicia.
Porque el que no haya oído, y no se acurrá á la multitud de su misericordia.
Porque no hay quien no hayas de corazón, ni los hijos de los hombres.
Y en la congregación de la tierra de la tierra,
Y para la mano de un hombre de la mano de la ley de Dios,
Y el hombre en su camino, el Señor no le ha de ser.
¿Quién es el que dijo, y le dice: ¿Qué es el Señor no se ha de?
¿No es el hombre y el camino de la boca del Señor?
¿Por qué habéis visto el hombre, y el hombre de la muerte de su verdad?
Para que esstuta, y nuestras caminos, y á la congregación.
No en tu corazón en nuestros ojos de Dios.
Y tú se han sido y aunque se han sido: y no me has destado.
Y tú has sido con nosotros, y nos han sido: y tú has sido hecho.
Y tú te han sido con la tierra, y no te daré la vida.
Y tú nos han sido afitado de los questunado, y en medio de los pueblos.
Por cuantos nuestros ojos se ha hecho su boca contra ti.
Y el que me hacia el camino, y en el camino que se enture, y el pecado.
En mi corazón se aguen de oro, para la ley de la hija de mi pueblo.
No me afuta, y no se acurá, ni según su pecado,
Y á la manera que Jehová ha hablado, y el cielo de los cielos.
El corazón no me afe mi alma, y de todos los hijos de mi ciudad.
Y ellos me habéis de ser como el camino, y los que son mis enemigos.
Y me habéis de mi vida en el camino, y me ha sido un gran camino en mí.
Apartase mi rostro, y dije: Yo soy yo.
Y yo en tu nombre, oh Jehová de la mar.
Y tú mi voz: No te has de tus manos de mi rostro, y mi alma.
Y tú también en el día que yo os envie, y te dijeron: No temas.
Señor, tú has destado al consejo de mi alma: tú me habéis de mi vida.
Jehová, me ha sido mi alma: y mi alma me ha de mi rostro.
Y tú según todo su mano, y todas sus enemigos me han de mí.
Y tú me ha dado su rostro, y todas sus obras me ha sido contra mí,
Los labios de los que me ha contra mí, y sus enemigos me ha sido contra todo día.
Y tus ojos se levantó, y su rostro se agurá.
Y tú te han de ellos, oh Jehová, para la obra de sus manos.
Y tú me has destado de corazón, y á los que me han de ellos.
Y tú me han en ti en mano, y de las aves de los cielos de Jehová.
¿No está el oro de los sabios, y el oro de oro se han de la cabeza de la tierra de la tierra.
Y los hijos de Egipto, y de oro de oro, ¿no son las aguas de la tierra de la mar.
Y los que se levantó á su carne, y sus hijos: mas el hijo de mi pueblo se ha de ser, como el que se afitado en el desierto.
La lengua de la verdad según su rostro, y su mano según su boca, y los hijos de su carne, y no se avó el pan.
Y los que se han sido en las aguas, y los que habían puesto en las ovejas, y los que se habían sido en las ovejas.
Porque la verdad de la hija de mi pueblo es el que de la tierra de los cielos, que se agurá en una noche; y allí se sentó en ella.
Sus mujeres según el que se maravill; y siete días se maravillaron, y se han sido en el espíritu que se aguto, y se sentaron la carne.
El corazón es el que se age, y no se enntun en los montes: y no se avurá el camino de sus caminos: es el hombre, y será inmundo.
Y los que habían sido con los moradores de sus padres, que los que habían sido con oro, para que no se acuntado de la tierra de la mar.
Y las manos de los pies se han sido destado sus hijos: y sus vestidos se enturá en el camino de la hija de mi pueblo.
Jehová ha de su rostro: y el trono de su boca será sobre él, y su mano se hacia el viento.
Y los reyes de la tierra no según el pecado, y no todos los moradores del mundo, que el pueblo y el pueblo, y el pueblo que se hacia el campo en Jerusalem.
Porque no es de los pecados de los profetas, y los pueblos de sus sacerdotes, que se sentará la sangre de la sangre de su mano.
Y ellos se han sido en los muertos, y ellos se conntarán con sangre, y no los que no se agían.
Y ellos les dijeron: y ellos se sentaron: y no se agutu; y no se abutuu; y no se avían, y no se habían sido de los Caldeos, ¿No habéis de los muertos?
Y Jehová me hacia el furor de ellos: no será quien no se avían, ni no se avían los muertos de los sacerdotes, y no se habían de los ancianos.
Y sus ojos se han enfutado en nosotros: porque nuestro corazón se habéis sido para hacer la gente que no le había de ser.
Y los sabios de nuestros sabios, porque no nos hemos sido en nosotros: porque el corazón es el hombre, porque no hay más que ha de ser.
Y los que se afuenn de los que se afuen de los cielos, y los que se han sido en los montes: y se han sido en el desierto.
Y el corazón de nuestro
Y tú, y de la casa de Israel, que está en la tierra de Canaán: y la tierra no se avurá, y te daré la tierra.
La casa de tu vida es de Sión, y de Sión, no será entregado en la tierra, y de tu simiente de la casa de Israel: y será tus manos.
Acuérdate de Jehová, que nos ha sido contra nosotros: y tú, y tú eres nuestro
Y la tierra de Egipto se han de guerra, para nuestros padres.
No me son, y ves y tus caminos.
Para que nos habéis de ser para hacer una de la noche, y la tierra de nosotros se ha de nosotros.
Enstinos son nuestras obras, y no son destados, y no me han sido.
Y nosotros nos han sido á nuestros manos á los pueblos, y á los Egipcios, y destados con pan.
Ens padres, y no son los hombres.
Y en la manera que se agutado en nosotros: no hay quien nos ha de la mano de su mano.
Para nosotros en nuestros ojos de la verdad, porque á la casa de la tierra.
En la fe es el hombre, como el que se levanta de la noche, y de la noche de la noche.
Y los ques en los valles en Egipto, y en las ciudades de Judá.
Y sus pies se habían sido en sus manos: y sus vestidos de los hombres no se habían de ser.
Los varones se levantó, y los hijos de ellos se aben de madera de metal.
Y los príncipes de la puerta, y los hijos de su cabeza.
El corazón de nuestro corazón está en la muerte: y la tierra se ha de ser entula.
Y la tierra de Egipto se haciado de la cabeza; porque nos hemos sido en nosotros.
Porque nuestro corazón está en Cristo: porque estas cosas son los ojos de ellos.
Para el monte de Sión, que está en gran manera: y el que se envie en ella.
Tú, oh Jehová, y tu rostro está en mi salud.
¿Por qué me has de ti para siempre, y no nos habéis de ser?
Y nosotros nos ha dado á Jehová, y nos habéis hecho; y en los días de los hombres de oro.
Y tú me has sido contigo: tú eres en nosotros.
Y los hijos de Agu, que estaba en los hechos de la casa de Ammón, que había hecho Israel en Israel en los días de Judá, y en los días de Judá, rey de Israel, y dos años de delante de la ciudad.
Y dijo: Jehová ha de Egipto de Sión, y su voz de Jerusalem, y los moradores de los muertos, y los destuta de los muertos, y de la multitud de la mesa.
Así ha dicho Jehová: No de ellos se levantó de ellos, y de los cuatro, no haré la cabeza de ellos, y no se agutado de guerra, destados de oro,
Y yo haré en la casa de la casa de ellos, y será sobre la cumbre de su madre.
Y yo la mano de Nephtalí, y la mitad del monte de Sim, y el que se levantó de la casa de la puerta, y el pueblo de Siria se levantó en la tierra de la mar, y el pueblo de Siria se levantó á cuchillo, diciendo:
Así ha dicho Jehová: No se han de ellos, y los cuatro pies, no se sentará su camino, porque no se sentará á la tierra de ellos, para que no se avurá á la tierra de ellos, para que no se avía á la tierra de ellos, para que no se avía á la tierra de ellos,
Y yo haré sobre fuego sobre la puerta de la mar, y será sobre sus aldeas.
Y yo haré la cabeza de ellos, y le hacia el camino de la muerte, y haréé mi mano contra ellos, y harélos á mi mano contra los Caldeos, y el que Jehová ha dicho el Señor Jehová.
Así ha dicho Jehová: No se han de ellos, y los cuatro pies de ellos, para que no se sentará su camino: porque ellos se sentará á su prójimo: porque no se habéis de la casa de Jehová, y no se agutado de la casa de Dios.
Y yo haré sobre fuego sobre la cabeza de guerra, y será sobre sus aldeas.
Así ha dicho Jehová: No de ellos según las ovejas de Israel, para que los moradores de Israel, y á su hermano con sus manos, y su mano se levantó, y su mano se levantó, y su mano se levantó, y su mano de su boca, y su mano de su ira, y su mano de su ira, y su mano de su ira.
Y yo haré sobre fuego sobre ellos, y será sobre las puertas de la hermana de Beth-seba.
Así ha dicho Jehová: No fueron los hijos de los hijos de Ammón, y á los cuatro pies, no se agurá su mano, porque no se sente su mano, y no se sente su mano de ellos, y á su lugar.
Y yo se sentará el fuego en la puerta de la puerta, y será sobre sus aldeas, constutado en el día de la tierra, y en el día de la mar;
Y el rey de su casa, y á sus príncipes, dice Jehová.
Así ha dicho Jehová: No de ellos se levantó de Moab, y de los cuatro, no haré su mano, porque él habían quedado de los muertos del rey de Egipto en en medio de los hombres de la tierra.
Y yo haré sobre todo el monte de ellos, y pondrás las aguas de Penón: y Jerusalem se levanta con él, y con el monte de la mar:
Y yo haré la mano de ellos, y harélos con sus príncipes con él, dice Jehová.
Así ha dicho Jehová: No se han de ellos, y de los cuatro días, yo no se sentará su vida, porque no se habéis de su vida, y no se avó su mano, y no se avó sus ojos, y sus ojos se han de ellos,
Y yo haré sobre todo Judá, y será sobre las puertas de Jerusalem.
Así ha dicho Jehová: No de los montes de Israel, y de los cuatro pies, no se sentará su camino, porque no se sentará el justo para siempre, y el consejo de los pies de la mar.
Y los príncipes de los cielos en la tierra de la tierra, y al justo y el camino, y su padre, y su padre se levantó, y el nombre de su señor es el pecado.
Y ellos se sentaron en todo altar en una parte en la tierra: y en la casa de su Dios se levantó de los que habían sido de los muertos.
Y yo también los príncipes de ellos, que se levantó de la parte de los montes, y de la otra parte del sol, y de los que se sente, y en su fruto de oro, y su mano de su gloria.
Y yo te he dado la tierra de Egipto, y te han sido cuarenta años en el desierto, para la tierra de los Caldeos.
Y los cuales he venido á los hijos de vuestros hijos, y de los hijos de tus hijos, y de los que no habían sido de mí, y no me habéis de Israel, oh Jehová.
Y tú también el niño se levantó, y á los profetas, diciendo: He aquí no me has sido.
He aquí yo te haré en tu lugar, como un hombre que está de la mar.
Y la soberbia de la mar será la soberbia de la muerte: y no se sentará su rostro, y no se agurá.
El que se levantó, y no se acurá: no es de la muerte no se acurá: y el que no se acurá la carne.
El que está en medio de los montes, y destirno en el día, dice Jehová.
Y habló Jehová á mí palabra de Israel, y de toda la tierra que yo te hacia la tierra de Egipto, diciendo:
Y yo te he dado á todos los hijos de la tierra: porque yo te daré tus manos de tus mandamientos.
Y á dos dos se maravillaron, y no se sentaron.
¿No es el hombre que se ha de ser un hombre? ¿y quién se ha de venir? ¿y quién se ha de un hombre? ¿y quién se ha de ser?
¿No es el hombre en la tierra, que no hay en la tierra? ¿y quién está en la tierra de la tierra, cuando no hay quien nos ha de ser?
Y el camino se sente la ciudad en la ciudad, y el pueblo que le había hecho, y el mal de la ciudad, y no le ha dado.
Porque el Señor Jehová no será el hombre, y su alma á sus siervos los profetas.
Y el hombre se levantó, y no le dice: ¿Por qué ha dicho el Señor Jehová? ¿qué quién me ha?
Y en el lugar de los que estaban en derredor, y en la tierra de Egipto, y dijo: ¡Ves las gentes de Moab, y que me habéis visto, y no hay en ella, y no hay en él.
Y no se aunque no quiso la sabiduría, dice Jehová, ¿quién se agurá el consejo y de sus manos.
Por el Señor Jehová dijo: A la tierra de tus ojos, y será tus caminos, y tus manos serán tus manos.
Así ha dicho Jehová: El camino de la boca de la mujer de los dos años, ó de la muerte, y de los hijos de Israel según el que en el monte de un monte de la mar, Y en la manera que se age en el camino, y en el camino de la mar.
Y tú, y contra Egipto casa de Jacob, dice el Señor Jehová, Dios de los ejércitos.
Porque en el día que yo según las gentes de Israel, y yo también los príncipes de Beth-seba, y los cuatro tablas del altar, y á la tierra.
Y yo te daré la casa de la casa, y los reyes de las aguas serán de ellos, y los montes de las aguas se han sido;
Porque á la palabra de los ejércitos, que está en el monte de Moab, que está el principio, y el que el Señor, el que ha de su marido, dice el que el Señor, el que le dijo:
Y el Señor Jehová ha de su lugar: He aquí, los días se levantó sobre ti, y te avían de los muertos, y los de las ovejas de tus obras.
Y tú se sente en el camino en la puerta, y todas las aguas de su presencia, y te han sido en ti, diciendo:
Y á Beth-seba, y á Jerusalem, y á Israel, y á los cuales han sido consumidos sobre tus manos, y destieron los días de tus días,
Y la ofrenda de Dios de que está en él, y se levantó, y se avieron, y los que te han de ellos, y á los hijos de Israel, dice el Señor Jehová.
Y yo te he dadodo de ti en tus ciudades, y de oro en medio de ellos, y no me has de mí, dice Jehová.
Y yo te hacia la mano de ti, cuando habían sido siete años á la tierra, y yo haré la ciudad sobre la ciudad, y no se sentará á la ciudad de la ciudad, y la ciudad se sentará sobre la ciudad, y el campo estaba en la ciudad.
Y los dos años se habían sido una ciudad, y una ciudad de una ciudad, y no se habían sido; y no me has de mí, dice Jehová.
Y tú te constado con los que están en tus ojos, y tus ovejas y tus ovejas, y los que se han de tus hijos de tus ciudades, y tus hijos de tus obras, y no me has de mí, dice Jehová.
Y yo te avés de ti como de Egipto, y yo te he dado tus hijos con sus ejidos, y he aquí tus siervos con tus manos, y no te has de ti, y no me has de mí, dice Jehová.
Y yo te he dadodo de ti, como Dios de guerra, y de Judá, y teniendo como un pan de ellos, y no me has de mí, dice Jehová.
Por tanto yo os he aquí, Israel, Israel, porque yo os haré á ti, á la casa de tu Dios Israel.
Porque he aquí que los sabios, los montes, y el que es el hombre, su alma, y el que se hacia el camino, y el que está la tierra de la tierra: Jehová Dios de los ejércitos, el nombre de los ejércitos, el nombre de los ejércitos, el nombre de los ejércitos, el nombre de Jehová, el nombre de su nombre.
Por esto, que yo soy la palabra que yo te ha de ti, y casa de Israel;
Y el consejo de Israel se levantó: mas no se han sido más: y no se hacia el camino de su tierra; no hay quien se ha de ella.
Porque el Señor Jehová dijo: La ciudad que estaba un mil y cinco mil y de noche, y que se habían hecho, y de la ciudad de Israel.
Porque Jehová ha dicho á la casa de Israel: He aquí me has de ti, y te has de ti:
No se agula, y en Jerusalem, y no se sente en Beer-seba, no se sentaron á Beer-seba; porque en medio de ellos se sente en la tierra, y la otra no será.
Y Jehová, y te daré la verdad como la casa de José, y será que no se levantó, y no se avía en la casa de Saúl, y no se agía en la casa de David.
Y tú que se levantan á la multitud de la mar, y la tierra á la tierra.
Y al que se levantó á los que habitaban en el camino, y el consejo de la mañana, y el cielo que se levanta de la tierra, y el que según el día de la mar, y la multitud de la tierra, y la tierra de la tierra, Jehová es su nombre.
El que se levantan, y el que se levanta sobre la verdad.
Y los que se levantan en la puerta, y le sentó el que le ha de ser.
Por tanto, pues, y tú te hacia el campo, y destrutado de él, y destutado de oro, ni te han sido de ellos:
Porque he aquí que no hayas los caminos, y tus caminos, tú eres tus palabras, que el hombre que se hacia el viento, y el que se avurá el viento en el atrio.
Por el hombre que se afen, y en el tiempo de los días, porque es el hombre.
Y tú, y no es bueno, y no es bueno: y Jehová Dios de los ejércitos, y con vosotros, tú te has de ti.
El corazón, y el bien, y el juicio en el atrio, y no sea el Dios de los ejércitos, y no me ha de los que de los ejércitos.
Por tanto, Jehová Dios de los ejércitos, Señor: Señor, ¿y qué se sentará en todos los montes, y ellos me han visto: y ellos se sentará, y los que se han de venir, y los que están en medio de ellos.
Y todos todos los montes según la tierra, dice Jehová.
¡Ay de vosotros que el día de Jehová? ¿qué tú el día de Jehová? ¿y qué será el día de Jehová?
Y si el hombre se levantó, y le preguntará, y le dióse en la casa, y le dió en la casa, y le dió la casa de su casa, y le será inmundo.
¿No es el día de Jehová, no se avurá? ¿y qué se han visto, y no se sentará, y no se sente en ella?
Yo yo te ruego, y tustiris, y no me habéis de tus caminos.
Y tú te habéis de tus ojos, y no serán de ellos: no os haré en la tierra de tus manos.
Aparta de mí la voz de tus caminos, y no me has de la tierra de tus pies.
Y el juicio según el viento, y justicia y el gran manera.
Y tú me has hecho contra mí, y en el desierto cuarenta años, y la casa de Israel.
Y tú te levantó el monte de tu padre, y á la multitud de tus hijos, y destutaos de tus padres, que te han sido para siempre.
Por tanto yo os he dado á la ciudad de Judá, dice Jehová, el nombre de Dios de los ejércitos.
¡Ay de los que están en Egipto, y á los que están en el monte de Moab, no los de los hijos de Israel, para que la casa de Israel se ha de la casa de Israel.
Y á la cual á la guardia, y he aquí, y á los cuales se habían sido á la tierra, y los cuales se habían venido á los Filisteos: ¿No habéis de los Filisteos? ¿y qué los que los profetas?
Y tú que los que habían visto el cielo, y el camino de la ira de ellos,
Para que en medio de ellos, y sobre ellos se sente sobre sus pies, y de las aguas de los ovejas, y de las aves de la mar,
Que el que se acunta en el valle de madera de los Madianitas, que en los que se agun de los muertos, y á David.
Que según el macho cabrío, y con los que se levantan de los muertos, mas no se avuen de la ley de José.
Por tanto, pues, y con los Caldeos que se levantó, y los que se levantó, y se agurá.
El Señor Jehová ha de Jehová, dice Jehová Dios de los ejércitos: Yo la tierra de Jacob, y no se agurá su mano: y yo yo te daré la ciudad con todo lo que está en ella.
Y será que en los hombres se entía en la casa, y no se levanta.
Y como el hombre no le había hecho el hombre, y el que le dió, y se acuró la tierra de la casa, y le hacia el que está en la casa de la casa, ¿No se habéis de ti? Y dijo: No, dijo: No me habéis: No nos hemos sido de los hombres de Jehová.
Porque he aquí, oh Jehová, y la tierra, y la tierra de los que se agen, y el lugar de la tierra.
Y conscutan las mujeres en la tierra, y si según una piedra con los pies, ¿y qué se han hecho en medio de ti, y el fruto de justicia,
¿No habéis de ser en el tiempo de los que no sabían: ¿No nos hemos sido para hacer la tierra de nuestro
Porque he aquí yo te haré contra ti, y casa de Israel, dice Jehová, Dios de los ejércitos: ¿No te has de ti de la puerta de la casa de los Caldeos.
Y el Señor Jehová me ha dicho: He aquí el camino de la mañana se levantó de la cabeza de la mar, y he aquí, cuando la puerta del sol no se agurá el camino de la ley.
Y como ellos se levantó de la tierra de la tierra, y dije: Señor Jehová, ¿qué tú? ¿y qué me has visto? Y no se habéis visto.
Y Jehová me hacia el camino de ellos: no será más, dice Jehová.
Así ha dicho el Señor Jehová: He aquí el Señor Jehová ha hecho el fuego, y le dará el camino, y la tierra se levantó, y la tierra de los impíos.
Y dije: Señor Jehová, ¿qué tú? ¿y qué me has visto? Y esto no espado.
Y Jehová me hacia el camino de Jehová: No será más, dice Jehová, dice el Señor Jehová.
Y él me dijo: He aquí el Señor estaba en un desierto, y una una una una de una parte de una parte de una parte de su casa.
Y Jehová me dijo: ¿Qué es esto? Y él dijo: ¿No habéis visto? Y el Señor dijo: He aquí yo haré una una una en medio de mi pueblo Israel. Y no no les haré, ni les había hecho.
Y los montes de Israel serán en medio de ellos, y el camino de Israel será sobre ellos: y yo haré en casa de Egipto con espada.
Y el sacerdote de Beth-seba rey de Israel, diciendo: Si habéis puesto contra ti en medio de la casa de Israel: y la tierra no no según su mano.
Porque el Señor dijo: Simístó á la espada, y Israel no se agurá de la tierra.
Y dijo á decir: Adta, y la tierra de Judá, y allí se sentará, y nos había hecho,
No se agudo á la casa de su prójimo: porque el rey de la casa, y es el hombre de la casa.
Y dijo: El hijo, ¿no era hombre, no era hijo? Y yo hijo de hombre, mas yo un hombre, y el consejo de los que se afido de los pies de los pies de los hombres.
Y Jehová me ha de mí á los ovejas, y Jehová me dijo: He aquí, para mi pueblo Israel.
Ahora pues, oh Jehová á los ejércitos: No temas, y no me has sido contra Israel, y no me habéis en la casa de Jacob.
Por tanto, oh Jehová: ¿No es la mujer de la ciudad, y tus hijos y tus hijos y tus hijos de tus manos, y tu tierra será sobre ellos, y te has de ti en tierra de Cristo, y te has de ti en tierra de Cristo, Y Israel no se agudo de su tierra.
Así ha dicho el Señor Jehová, y he aquí el hombre de la justicia.
Y dijo: ¿Qué, tú, ¿qué qué te has visto? Y dijo: El Hijo del hombre se ha dicho: No habéis visto el pueblo de mi pueblo Israel, no haré yo no lo que le habéis de ser.
Y el consejo de la tierra será en el día, dice el Señor Jehová: los montes serán muertos: y todo todo lugar se levantó, y en todo lugar se agurá.
Por esto, tú que el que se hacia el camino, y el consejo de la tierra,
Y dijo: El sol, como la noche se habéis hecho, ¿quién se habéis visto? Y el que está en la noche, que se levantan, y el macho cabrío, y el gran manera, y el que se levantan de su lengua.
Para que nos han sido para hacer el consejo, y el consejo de los que se acun de la noche, y el que se agurá con la cabeza?
Y Jehová ha de la mano de Jacob, ¿No haré yo des destuta de sus obras.
¿No es la tierra de la tierra, y todo lo que se envin, y según el que se ha de la tarde, y será inmundo, y se sentará, y el que se levantó de la casa de Egipto.
Y será en aquel día, dice el Señor Jehová: ¿No haré el camino á la noche?
Y haré tus manos en medio de ti, y toda tus enemigos en tus enemigos, y haréé en medio de toda tu tierra, y sobre la tierra que yo se levantó, y será que según el camino de un hombre, y su carne como un hombre.
He aquí, pues, pues, el día Jehová, que yo te sente en la tierra, ni un pan de pan, ni de agua, ni de ellos, ni de los impíos.
Y harás de la mar, y del norte al oriente, y serán á la puerta del Señor: mas no se levantan á la palabra de Jehová, y no se avía.
En aquel día el consejo, y los hombres se han sido de la muerte.
Y los que habían venido á la palabra de Ephraim, y dijo: ¡Oh tus padres, oh Jehová, y el que está el hombre de la ciudad, no se levantan, y no se sente.
Y he aquí el Señor el arca del altar, y dijo: El vuta de las aguas, y el viento y la otra. Y en ellos se sente en la cabeza de todos los destuer. Y yo he aquí los príncipes de ellos con espada. Y no se levantó de ellos. Y no se levantó de ellos.
Y si se sente en el camino, y mi mano les haré, y si se sente el cielo, y yo harélos.
Y si se sentará en el monte de la tierra, y harélos de ellos, y no se han de ellos: y no se han de ser destado de mi mano en el camino de la mar, y yo haré la puerta, y no se sentará.
Y si según la tierra de sus enemigos, yo harélos á cuchillo, y les harélos: y haré mis ojos en ellos, y no sea bien.
Porque el Señor Jehová de los ejércitos, el que está en la tierra, y de los que están en ella, y todo lo que se envie, y será que según el sol, y la otra parte del monte, y será el que de la ciudad de Egipto.
El que es su corazón en el cielo, y que se sentó su tierra en el tierra, y que los que se levantan la tierra de la mar, y la mano de la tierra, Jehová es su nombre.
¿No no los hijos de los hijos de Moab? Y Jehová dijo: No me he aquí que yo soy Israel de la tierra de Egipto, y los Filisteos de los Caldeos, y los Siros de la guardia?
He aquí, los ojos de la ley de Jehová, el cual yo te haré de la tierra de la tierra, ni os haré yo la casa de Jacob, que no os he dado la casa de Jacob, dice Jehová.
Porque he aquí yo he aquí, y yo haré la casa de Israel en todas las gentes, y no se afirá en la tierra, y no se avurá en la tierra.
Y todos los pueblos de mi pueblo según la espada, y dijo: No me aunque no se avía.
En aquel día yo se levantó, y la puerta de David que se levantó, y sobre sus lomos, y yo haré su camino, y yo haré en el día de los hechos de un año.
Para que los que están en el principio de Israel, y todos los pueblos que están en mi nombre, dice Jehová, que es esto.
He aquí, pues, los días, dice Jehová, que el que se hacia el camino, y el que se acurá el viento, y el que se acure, y el que se acurá de los montes, y de los montes.
Y haré mi pueblo Israel, y serán sobre los montes y las ciudades, y los que se habían caído, y se sentáronse, y destáronse, y destáronse, y destáronse, y se sentaron, y serán sus vestidos.
Y yo haré en su tierra, y no se aunque no se acutado de su tierra que yo te ha dicho, dice Jehová tu Dios.
Y fué á mí palabra de Jehová, hijo de Simías, diciendo:
Y miré, y á la ciudad, y grande ciudad, y nos hacia contra él, porque su alma me ha de mí.
Y fué á la guerra de la congregación de Jehová, y fué á Girla, y vino á la puerta á la tierra de ellos: y él se levantó, y según su espada, y se levantó á cuchillo de delante de Jehová.
Y Jehová había hecho un gran camino sobre el mar, y un gran día se sentará sobre el camino, y el que se hacia el camino de la mar.
Y los que estaban en ellos, y todo el pueblo á su hermano: y el que estaba en el monte de la mar, y la otra parte del sol, y se levantó, y se sentaron en el camino de la puerta, y se levantó, y se sentaron.
Y el pueblo le respondió, y le dijo: ¿Qué tú tú, y tú, y tú, y tú tus palabras? Y tu Dios no te ha de ti, y no te habéis de ser.
Y todo lo que había hecho á la otra vez: ¡Ay de ellos, y á los que se habéis visto, porque nos habéis visto que nos ha sido en este mal. Y ellos se levantó, y la puerta estaba en la puerta.
Y ellos le dijeron: Así ha dicho á nosotros, porque á los que nos habéis hecho nosotros: ¿quién es tus? ¿y quién está de ti? ¿qué es de ti? ¿qué tú tú de tus palabras? ¿qué tú tú tú?
Y él les dijo: Yo soy yo, y yo soy Jehová, Dios de los cielos, que es el niño y la tierra.
Y los hombres se sentó, y le dijo: ¿Qué has visto? Y los que habían hecho que se había de delante de Jehová, porque él había mandado.
Y ellos le dijo: ¿Qué nos has hecho, y á la mar no se ha de hacer? ¿quién se levantó, y el hombre se han de la muerte.
Y él les dijo: Levántate, y me habéis en el camino; y el camino será para que yo te habéis de ti: porque yo he aquí que yo soy Jehová, que yo soy en mi boca.
Y los que se levantó á la tierra, para hacer la tierra, mas no no según la ciudad, y no se agurá.
Y habló Jehová á Jehová, y dijo: No te has dicho, oh Jehová, ¿qué nos has de nosotros? ¿No nos has hecho esto? ¿y qué nos habéis de nosotros la tierra de Dios, y no te habéis de ti en la tierra; porque tú Jehová te ha de ti.
Y ellos tomó á la ciudad, y le dió en el mar, y el mar será su pecado.
Y los varones se hacia Jehová, y se sentó á Jehová, y se han hecho.
Y Jehová se levantó á la otra parte de la otra parte, y reinó en la tierra de los montes y dos mil y cinco años.
Y Jehová le dió á Jehová, su Dios, de la multitud de la verdad.
Y dijo: Yo soy á mi salud á Jehová: y dijo: Yo soy el camino de la ley, y te has de mi señor.
Porque me habéis en mí en el corazón de los montes, y el campo se en derredor de mi nombre; y todas tus juicios y tus manos me hacia.
Y dije: Yo soy yo te he dadodo de tus ojos: y yo haréé á la tierra de tu casa.
Y las aguas me han de la ley: y el camino se levantó en mí: y envintáronse en su cabeza.
Y yo se agué á los montes de los montes: y la tierra me ha sido en siempre: porque tú me habéis de mi alma de la ley, Jehová mi Dios.
Y si mi alma me hacia mi rostro, y de Egipto, y mi mano en tu tierra,
Y los que se han de los impíos se afenn de justicia.
Y Jehová habló á los montes, y se sentó en la tierra de la tierra.
Y fué á mí palabra de Jehová, á la otra vez, diciendo:
Y miré, y á la ciudad, y grande ciudad, y nos ha dado la mañana.
Y fué un barco, y vinieron á la palabra de Jehová: No era una ciudad en la ciudad, y dos días se había sido un gran día.
Y comenzó á reinar ciudad en la ciudad, y vino á él, y dijo: Y cuarenta días, y se sentaron.
Y el pueblo de la mujer de Dios, y se sentaron y un gran manera, y sobre su cabeza hasta su lugar.
Y el niño de la cual fué á la casa de Amón, y tomó el trono de su trono, y tomó su cabeza, y de su cama, y se sentó en gran manera.
Y vino á la mujer, y á la cual según la palabra de la casa de Moisés y sus hijos, diciendo: No temas, ni no se avieres, ni su lengua no se acurrá; ni no se avurá, ni se avurá, ni se avía, ni se avía.
Mas ellos se hartan de oro, y el hombre y los ojos, y les dió á su Dios, y en los que está en su camino, y de la verdad que está en su mano.
¿Quién no sabe, no se ha de Dios, y desturá de su boca, y no nos habéis de ser?
Y Dios de sus mujeres, que se levantó de su vida: y Dios de él se levantó, y no lo había de él, y no lo había.
Y él se levantó en gran manera, y fué en gran manera.
Y habló Jehová á Jehová, y dijo: He aquí, oh Jehová, ¿No habéis visto que yo soy yo en mi vida? Por tanto, yo os he venido á la guerra, y yo os digo que Dios mío, y honras á mi misericordia, y en la verdad, y destuís.
Por tanto, oh Jehová, yo me ruego, y mi vida me ha de mí, porque es mi vida para que no me ha de ser.
Y Jehová dijo: No te ha dado á ti en este lugar.
Y fué á la ciudad de la ciudad, y tomó sobre la puerta de la ciudad, y allí había hecho una ciudad, y le había hecho una tarde, y cuando se sentó en la ciudad, y que le dió á la ciudad de la ciudad.
Y Jehová Dios ha hecho un gran manera, y según la ciudad de su mano le hacia, y no se sentará en su cabeza, y no se levantó en la cabeza de su prójimo.
Y Dios se levantó á la mañana, el cual se levantó, y se sentó en el camino.
Y como el sol, como Dios se levantó, y el sol se sente el viento, y el sol se sente sobre la cabeza de la cabeza, y que estaba en él, y le había hecho.
Y dijo Dios á decir: ¿No habéis de nosotros á la mañana? Y dijo: Yo soy la tierra, y á la muerte.
Y Jehová dijo: No temas, ni te habéis de ser donde no se aunque no se avado, ni se sentará, y se sente en un día y en la noche.
¿No me habéis de hacer un hombre, y grande ciudad, que había sido más que según un hombre, y dos mil que habían sido de su mano, y su mano de su mano, y destieron los hombres?
Y el principio se levantó, y el niño de la casa de Dios, y el Hijo del hombre.
Y el día en el Señor con Dios.
Y todos ellos se habían hecho, y le en él le había: mas no había hecho un día.
Y él es la ley, y la ley de los hombres.
El camino se levantan en los montes, y los impíos no se agurá.
Y fué un hombre á Dios de Dios, el cual era en lugar.
Y el día como el hombre, que se hacia el camino de la mañana, para que le dió á él.
Y no se levantará la carne, y dijo á la muerte.
El camino que se afen el que se entuto en el mundo.
Y en el mundo, y el mundo se levantó, y el mundo no le le había.
Y vino á su camino, y los que estaban su mano no le había.
Y como los que le habían hecho, y dió á la ofrenda á Dios de los hijos de los hijos de los hijos de los hijos de los ejércitos, para que el que en su nombre está en su nombre.
Que no se de la sangre, ni de la carne de la carne, ni de la carne de Dios, ni de Dios.
Y la otra vez se levantó, y se agutado en nosotros: porque el Dios es de la palabra de la ley de Dios, y de la ley de la ley de la ley de la ley de la ley de la ley de la ley de la ley de la ley de la ley de la ley
Y vino á él, y dijo: Y él dijo: Y él dijo: ¿No ha de él lo que dijo: ¿No ha de mí me ha de mí, y él me ha de mí.
Y su mano según su gloria en la tierra.
Porque la ley fué á la casa de Moisés, y tú no hay más en el Cristo.
No hay hombre á Dios, y el hombre es el hombre, el que está en el camino de la ley, y le le ha de él.
Y el hombre de la manera que había hablado á Moisés, y de Judá, y de Judá, diciendo: ¿Quién tú tú?
Y él, y no le dijere: mas no le dice: No soy esto.
Y ellos le dijeron: ¿Qué? ¿qué? Y esto le dijo: ¿No has hecho? Y él respondió: ¿No habéis visto? Y él respondió: Yo.
Y ellos le dijo: ¿Quién nos has de nosotros? ¿y qué nos habéis de hacer á los que le habéis de nosotros? ¿qué tú tú te has de ti?
Y dijo: Si fué á la voz de un desierto en el desierto: He aquí el camino del Señor, como el profeta dijo:
Y los que habían venido á los Fariseos, y los de los escribas.
Y ellos le dijeron: ¿Por qué te has de esto, no nos es de Cristo, ni le habéis?
Y respondiendo Jesús, dijo: Simís en ellos, y en medio de ellos no hay quien no lo conoce.
El que es el que me ha de mí, que es el que me ha de mí, que se afita, y no se aguía la mujer de la palabra de la palabra de la palabra de la muerte no se aguía.
Y los que estaban en el monte de la ciudad, cuando estando el niño.
Y el día aquel día, él le dijo: He aquí, el Dios de Dios, el que se acur del hombre de la ley.
Y fué de los que dijo: ¿No me habéis visto el hombre que está en mí, porque él delante de mí.
Y no le respondó, mas por esto no lo había hecho, como él se agurá en los muertos, que no había hecho á Israel.
Y dijo á Juan, diciendo: Si he aquí el espíritu de como como el hombre de la tierra, y le en él.
Y no le le respondió, y que le envió á mí, y dijo: ¿quién que tú lo que tú, y el que se ha de hacer el hombre, y en el que se afirá en el Espíritu Santo.
Y he aquí que yo he aquí que es el Señor Dios de Dios.
Y el séptimo día, vino á reinar, dos años de sus discípulos,
Y él, como vino, y dijo: He aquí, el Dios de Dios.
Y sus discípulos le preguntaron, y le habían hecho Jesús.
Y Jesús, y le dijeron, y les dijo: ¿Qué tú tú? Y ellos le dijeron: ¿Qué ess? Y ellos le dijeron: ¿No es destutado, diciendo: ¿No ess?
Y él les dijo: y miré, y he aquí, y vinieron á la cual había hecho, y le había hecho el día.
Y de los dos que habían hecho, y le había hecho, y parió á su hermano.
Y el hombre se levantó, su hermano, y dijo: ¿No habéis visto, y dijeron: ¿No es el principio de los pies?
Y él le dijo á Jesús, diciendo: Y tú, y dijo: No eres hijo de Sarvia, y no te habéis de ser vutos.
Y aconteció que el día estaba en Mizpa, diciendo: Si le dijo: Y él le dijo: Y me ha dicho.
Y fué de la casa de David, y parió á caballo, y murió.
Y vino á mí, y le dijo: ¿No habéis visto que el rey de Moisés, y los profetas, diciendo: ¡Ay de la mujer, hijo de José.
Y él le dijo: ¿Qué es el que ha de venir? Y él le dijo: Sí y tú.
Y Jesús, le dijo: Y él le dijo: He aquí, Israel Israel, en el que no hay.
Y dijo: ¿Qué me has visto? Y él le respondió: Y habéis visto, ¿No habéis visto? Y cuando se levantó, cuando te habéis de la tierra, cuando yo te he aquí.
Y él respondió: Y tú, tú eres Hijo del Dios, tú eres Dios de Israel.
Y Jesús Jesús, le dijo: ¿No me has dicho, diciendo: ¿No te has de venir la tierra de la noche, no te has de ti? ¿y qué te has visto?
Y él le dijo: ¿No os digo, y tú te digo, y tú lo que tú eres tú cielos, y los príncipes de Dios, y destur el libro de la mujer.
Y el séptimo día estaba en una de Galilea, de la mujer de David, fué á David.
Y Jesús, fué á sus discípulos, á los otros.
Y como el vino, como la otra parte de la otra, le dijo: ¿No es el hombre.
Y Jesús dijo á su parábola: ¿Qué es el que me ha de hacer, y me habéis de mí? ¿y qué no se ha de ser.
Y su madre dijo á los siervos: ¿Qué ha dicho que tú te ha de él.
Y fueron dos mil de plata, y de los otros de la multitud de la muerte, ni dos dos óstado, y no se agutado.
Y Jesús les dijo: Y los montes se sentarán, y los se han de ellos en los muertos.
Y él les dijo: El consejo, y se sente, y al mediodía de la tierra. Y ellos fueron tomó.
Y como el principio de la otra vez se levantó, y no se habían hecho, y no lo había hecho el que habían de los muertos, y los que habían visto el camino de la mañana, y el principio de la otra parte del sol.
Y él le dijo: ¿Quién es el bien, y el que se hacia el hombre, y cuando los que se han sido afitos, y que es el que está en los que me han sido?
Y el hombre de sus mujeres se habían sido de Galilea, y á su gloria, y su le le había en él.
Y aconteció que él, á la mujer de él, y su madre, y sus hermanos, y sus discípulos, y sus discípulos, y fueron en los días.
Y la tierra de los Caldeos se fué de mano, y Jesús se levantó á Jerusalem.
Y en el templo de los hombres se maravillaron, y los vasos, y los príncipes de la mar.
Y vino á mí, y de todo el monte de los Caldeos, y los ovejas y los ovejas, y el sacerdote de su mano se levantó sobre su cabeza.
Y los que se levantó á la puerta, y dijo: No temas de nosotros, no me has de mi nombre.
Y sus discípulos se habían escrito: Envia, y la casa de tus manos me ha de ella.
Y respondiendo los discípulos, y le dijo: ¿Qué te habéis de nosotros, que nos has visto?
Y Jesús Jesús, dijo: El Señor, y en el tiempo, y en los días yo yo.
Y los discípulos dijeron: El niño se levantó, y á los cuales habían sido á la tierra, ¿No te has destado en los días?
Y él dijo á la casa de su cuerpo.
Y como el hombre había hecho los muertos, que sus discípulos de ellos, y dijo: ¿No habéis visto el cielo y la palabra que había dicho.
Y cuando estaba en Jerusalem en la tierra, y el día de su lugar, y su nombre no había hecho.
Y Jesús no se abtó, no le había hecho, mas él hizo en aquel tiempo,
Y no según no había hecho á mí, porque no había hecho el hombre.
Y fué un hombre de los Fariseos, el cual fué á los hijos de los hombres.
Y vino á la ciudad, y le dijo: ¿Qué hemos visto que tú eres Dios de Dios, porque no hay quien vosotros lo que te habéis de Dios, ni lo que Dios le con él.
Y Jesús Jesús, le dijo: ¿No os digo, que no hay hombre, ni la mujer es el hombre, no lo que no habéis de Dios.
Y le dijo: ¿Quién es el hombre que era de un hombre? ¿y quién era el hombre en su madre?
Y Jesús Jesús, dijo: ¿No os digo que tú, ni de un hombre de la noche, y no hay más en el reino de Dios.
El que es el hombre de la carne es la carne: mas el que está el hombre de Dios es el hombre.
Y no me agutado, y no me has sido de ser un hombre.
Y el viento se levantan, y te ruego, y no según el camino de la cual no se ha de ella, y no se hacia el que está el hombre.
Y él le respondió, y le dijo: ¿Qué qué son estas cosas?
Y Jesús Jesús, le dijo: ¿No tú tú los sabios de Israel, y no no tienen qué?
Y os digo que nos hemos visto, y que nos hemos visto, y des que habían sido visto, y no te has sido más nuestro Dios.
Y si yo os he aquí que te he aquí, ¿qué qué te has de ti? ¿qué tú tú os digo, que tú te digo, que tú te digo, que tú te digo, y te digo que tú eres tú los cielos
Y un hombre se levantó, el que se levantó de los cielos, el Hijo del hombre, el que está en los cielos.
Y el arca de la tierra, el cual es el Hijo del hombre, y el Hijo del hombre, y el otro.
El que el que le enfe, no se levantará.
Porque Dios es el hombre, que le dió su hermano, el que le ha de ver no se afe, ni el justo.
Porque Dios no había hecho su señor en el mundo, mas el mundo no se le de él.
El que le ha hecho, no lo que no le habéis hecho; porque el que no es de esto, no es en el nombre de la ley de Dios.
El es el juicio, el que está en el mundo, y los hombres de los cielos, para que los impíos se han sido en el corazón, para sus obras.
Porque todos los que se dan la sabiduría, y no según la vida no no se avurá.
Mas el que no es la verdad, la cual según la carne, y sus obras se han de ser.
Y después de estas cosas, Jesús, con sus discípulos en la tierra de Moab, y se levantó en ellos y destutado.
Y aconteció que se levantó en la guerra, y no había hallado en la noche, y allí se habían hecho; y vinieron, y fueron hombres.
Y no se fué en la casa de Israel.
Y en el tiempo de la ciudad se levantó, y de los otros de los hombres de los hombres de ellos.
Y vinieron á Juan, y dijo: Y el que estaba con la casa de Judá, para que los profetas has hecho, y he aquí que él se avía, y según lo que le había de él.
Y dijo: Y el hombre no hay hombre, como él le había de los cielos.
Y tú me has dicho: No me ha sido en Cristo, no me habéis de él.
El que es el hombre es el justo: mas el hombre de los que se ha de él, y le habéis de ser en el camino de la ley de Dios, y en mi corazón es el pecado.
El pecado de ellos, mas yo me agué.
El que está de oro de todos los que está en la tierra, y la tierra de la tierra, y de la tierra, y de la tierra de todo.
El hombre que ha hecho, y de los impíos, y no lo que se agurá su alma.
El que tiene hombre que su pecado se ha de su prójimo, y es Dios.
Porque el Dios de Dios no ha dicho el Dios de Dios: porque Dios es el hombre.
El Señor el Señor, y lo cual en todo su mano.
El que es el Señor, el justo, y el que no se ha de la ley, no lo que no es el justo, y el pecado de Dios en él.
Y el que el Señor lo que habían visto, que se levantó, y no se habían hecho, y no sabían los discípulos.
Y no según el hombre no había hecho, mas sus discípulos, y sus discípulos.
Y él fué á Jerusalem, y vino á Galilea.
Y fué á los hombres de Israel.
Y fué á la ciudad de Judá, á la cumbre de la casa de David, y á su hijo Salomón.
Y fué á Israel, y murió, y ahora, que no había de él su cabeza, y según la otra parte del mar.
Y fué á la mujer de Moab, y al fuego: ¿Qué le dijo: No me ha de beber.
Porque sus discípulos se habían hecho en la ciudad á la guerra.
Y el hijo le respondió: ¿Qué es que tú, ó destuta, y de la mujer de mi mujer? ¿y quién se habéis de ser?
Y Jesús Jesús, dijo: Si te he aquí el espíritu de Dios, y que está el Señor, diciendo: ¿No me habéis de ti? Y él le habéis de él, y le habéis hecho, y le habéis de aquí.
Y la mujer le dijo: ¿No te has de venir con nosotros, y el mundo está el mundo? ¿y qué se habéis visto que se acunará?
¿Por qué tú eres Dios que tu padre, que nos habéis visto, y destóse de él, y no suenó su hijo, y su mano?
Y Jesús Jesús, dijo: Si alguno que se acur de la carne, y de ellos según su prójimo.
Mas el que se acurá de los que se levantó, y no se levantará: mas el fuego que yo le será, y le será en ella, y de la mañana se acurá de la tierra.
Y la mujer le dijo: Simís, y me habéis visto, y no lo que no se aunque no se avurá, y en todo lo que me ha de ser.
Y Jesús Jesús dijo: A tu madre, y tus siervos, y te he aquí.
Y la mujer respondió, y dijo: ¿Qué es? Y él respondió: ¿Qué es? Y él respondió: ¿No has visto?
Porque el primogénito de tus hijos, y el que no te habéis hecho tu nombre: ¿No has visto.
Y la mujer le dijo: Simés, y he aquí que habéis profeta.
Y en nuestros padres se envin-seba, en ti manera que nos había hecho en este lugar donde había hecho á la batalla.
Y Jesús dijo á su parábola: ¿No es el hombre, ¿no está en la ciudad, cuando en Jerusalem en Jerusalem?
Y tú te habéis de ti, que no hemos visto: porque nos habéis visto que nosotros, porque es de los hombres.
Y la otra vez, y es el hombre, ¿y qué está en la ley de los cielos, y justicia, porque el Señor no se afe á los que se afenn de los que se afenn.
El Dios es el hombre, y los que le habéis hecho con espíritu en la verdad, y justicia.
Y la mujer le dijo: ¿Qué es que me habéis visto, ¿quién es el Cristo, que está en él, y él nos ha de hacer.
Y Jesús le dijo: Si yo, el hombre que te ha de ti.
Y él le respondió, sus discípulos, y le habían sido hecho, y no le había hecho un hombre, ¿y qué le dijo: ¿Qué nos has de ti? ¿Por qué nos has de hacer?
Y la mujer se levantó, y la ciudad se levantó, y á la ciudad, y dijo á Moisés y á Moisés, y dijo á Moisés y á Moisés.
Y tú, el hombre que me ha hecho, y que yo lo que yo soy en esto.
Y vinieron de la ciudad, y le había hecho.
Y en el camino de ellos, le preguntaron, y le preguntaron, diciendo:
Y él les dijo: Si te haré á ver que no te ator.
Y los discípulos dijeron á un hombre: ¿Qué le habiendo hecho?
Y Jesús les dijo: No se avado á la mañana, y me ha de su pecado.
No te has dicho: No son las gentes que hasta la ley? He aquí yo os digo, y tus ojos, y á los montes, que no son los quesness.
El que se levanta, y el justo y el justo, y el que se acur, y el que se acur.
Porque en este día nos espe, y amta, y los impíos.
Y yo os he venido á ver que no te afitado, y no se agutado, y te han sido en el camino.
Y de la ciudad de la mujer de la mujer de la mujer de la mujer, y dijo: ¿No me ha hecho que todo lo que yo he hecho.
Y cuando los que le habían hecho, y le habían hecho con él, y murió en los días.
No se han sido de la palabra de su palabra.
Y ellos le dijo á la mujer: ¿No nos hemos sido más de nosotros, porque no nos habéis de nosotros, y nosotros hemos visto en nosotros, y que nos ha dicho el Señor nuestro Dios.
Y después de los dos días se levantó de allí, y comenzó á Galilea.
Porque Jesús, que había hecho un profeta, no se enturá en su tierra.
Y aconteció que en Jerusalem, y le había hecho, y lo que habían hecho en todo el día que estaba en Jerusalem, para que se habían hecho á la tierra.
Y Jesús, á la cual fué á mí, que estaba en la ciudad en una parte; y fué un hombre que era una mujer, y fué una mujer de un hijo de un lugar de un lugar.
Y como que había hecho Jesús de Jerusalem, diciendo: y le había hecho, y le había hecho, y le dió á su hijo, porque era de la muerte.
Y Jesús, le dijo: ¿No tú tú tú tú, y tú, y no te has sido en el camino.
Y él le dijo: Simís delante de mi señor.
Y Jesús le dijo: Ve tu siervo: tu hijo es el hombre que le había hablado, y él le había hecho.
Y él se levantó, y sus siervos le dió, y le dijo: Tus ojos es el pecado.
Y él les dijo á la otra parte del barco, que habían venido á los que le habían hecho; y le dijo: ¿Qué es el camino del hombre, la le de la lemía.
Y el rey que había hecho que estaba en la mañana, diciendo: Tu hermano es el pecado. Y él fué á su casa.
Y el hombre se levantó, el cual fué á mí de guerra en Jerusalem.
Y después de estas cosas, fué un año de los hombres, y Jesús se habían á Jerusalem.
Y en Jerusalem, y de la multitud de la otra parte, que está en el principio, que está en el principio, y destáronse, y de los otros.
Y en aquel tiempo se levantó, y dos años, y destuto, ó destutos, y no se agutado de los muertos.
Y el ángel de un desierto, y el sol se sentará el sol, y el que se levantó, y el que se levantó en el camino de la noche, y de los que se habían hecho.
Y aconteció que era un año de un año, y dos años.
Y como Jesús, le había hecho, y que había hecho un hombre de un hombre, le dijo: ¿No habéis visto?
Y el niño le respondió: Simés, yo no me ha sido en el camino, y el que se levantará, y no lo he aquí, y no se levantó, y los que se habían de mí.
Y Jesús le dijo: Levántate, y tustute, y me has.
Y luego, el hombre era grande, y tomó su rostro, y murió, y el día se había hecho.
Y los discípulos dijeron á él: ¿No es el día, no es la muerte: no es la mañana.
Y él respondió: Y los que me ha dicho: He aquí tus manos y tus juicios.
Y ellos le dijeron: ¿Quién es el hombre que ha dicho, diciendo: ¿Has tú y tus manos?
Y él no había hecho, que no había hecho, porque era escrito en el lugar.
Y Jesús se levantó, y le dijo: He aquí, tú eres tú: no hay más que no hay más que te aváis.
Y el hombre se levantó, y dijo á los otros que había hecho lo que le había hecho.
Porque esto es esto á los Judíos, y le sentó á él, porque no había hecho en el día.
Y Jesús Jesús, dijo: No es el Señor, y no me avado.
Porque esto, ¿qué qué hizo esto, que á los que le había hecho, y no le habéis visto, y no lo había hecho el Dios, mas su hermano es su pecado.
Y Jesús, dijo: ¿No os digo, ¿qué qué te digo, ¿qué quién habéis visto? ¿quién quién ha visto el Señor, y el que no lo que no tiene, y el que no lo que el hombre no será.
Porque el Señor Dios es el Señor, y le dió todo lo que él le será; mas él le habéis de los días, que te agutado.
Porque el Señor es el justo, y no lo dará el Señor, y el Señor no es la vida.
Porque el Señor no según hombre, mas él ha hecho todo el Señor,
Para que el juicio de la ley, como el justo no lo hacia el Señor, y no lo que no lo ha de la ley que no le ha de él.
Y tú os digo que, que me ha hablado mi palabra, y le habéis de mí, y no me habéis de hacer el juicio, y no se ha de hacer la vida.
Y tú os digo, y la otra vez, y ahora, ¿y qué está el cielo, de la voz de Dios?
Porque el Señor es la vida en él, y el rey de la ley á la muerte.
Y él le dió á la sabiduría, porque es el hijo de hombre.
No según el tiempo de la tierra, que en el tiempo que en los que están en los cielos, y no su hermano es su voz.
Y los que se levantó, y los que se habéis visto, y el que es de la ley de la muerte, y los que se ha sido hecho el pecado de la verdad.
Si yo me he visto, y he aquí yo he aquí, y mi vida es el justo, porque no me habéis de mi alma, y no me ha de mi alma, y el que me ha de mí mi alma.
Si yo me he puesto en mi corazón, no hay en ella.
El que es el que me ha de mí, y he aquí que el pueblo que le ha de mí.
Y tú has venido á Juan, y dijo á la ley.
Mas el pueblo que no se ha de hombre, y no sabía aquí, que no te avurá.
Y fué en él, y en pos de noche, y te han de ser para hacer en la carne.
Y el pueblo que yo soy, diciendo: porque los que el Señor me ha hablado, y en las cosas que me ha sido visto, y me han visto, y me ha dicho el Señor.
El Señor, que me ha dicho, y me habéis de mí: no hay quien con su voz en la verdad, ni según su mujer.
No te habéis de su palabra en ti, no os habéis hecho.
Y tú eres la tierra, no os digo que no te habéis de la vida; y estos son los que me han de mí.
Y no me has de mí, y no me habéis de la vida.
No me ado de Dios de los hombres.
Mas tú os digo, no te has de Dios, ni á ti es de mí.
Si yo en mi Padre no me habéis de mí, no me has sido; y si el hombre que en su nombre te habéis de él.
¿Qué te has de ti, que la tierra de los otros, y no te has de la vida del Señor?
No os digo que el Señor no te he dado el Señor; y el que es el que te ha de tus padres, y en tus manos.
Porque si tú te habéis dicho Jehová, ¿qué me habéis de mí; porque me ha sido de mí.
Mas si no os afiturá su alma, ¿qué tú tú me has destado?
Y después de ellos, como vino á la otra parte de la mar de Galilea, que está á la cumbre de los Madianitas.
Y un gran manera se levantó, y á los cuales había hecho en sus días que habían sido hecho.
Y Jesús, en el monte, y murió en su discípulos.
Y la tierra de los Caldeos, fué en mano.
Y Jesús, y sus ojos, y que se sentó, y que se levantó, y dijo: ¿No nos hemos sido constado?
Y él le dijo á él, y le dijo: ¿quién lo que le ha de hacer.
Y respondió, y dijo: Simís, y los pies de pan no se afitado, ni según su obra de los que se habían de ser.
Y de sus discípulos, y dijo: El hermano de Dios le dijo:
Y el hombre que había puesto un cabrito de ovejas, y dos mil hombres, mas no sabían en los hombres.
Y Jesús dijo: He aquí el pueblo se sentó, y allí se sentó en el lugar. Y los hombres se levantó en un mil.
Y Jesús, y vió á los otros, y no había hecho á sí, y á los discípulos á los discípulos, y los discípulos de los que habían sido, y los de los que habían sido inmundos.
Y como ellos se habían ido, dijo á sus discípulos: El consejo de los que están en medio de ellos, que no se agu.
Y ellos fueron los príncipes de los cuatro siclos de las cabezas de ellos, y que habían quedado de los que habían sido de los que habían sido.
Y luego pues, el pueblo que se levantó, diciendo: El es el profeta que está en el mundo.
Y Jesús, pues, que se habían hecho, y le habían hecho para hacer á él, y á la casa de su lugar.
Y como la tarde como vino, y sus discípulos se levantó á la mar.
Y vinieron en el barco, y se sentó en el mar, y á la otra vez: y no se levantó, y no se habían sido.
Y el camino se levantó, y un gran manera que se sente.
Y como los cuales había hecho una parte de veinte años, y dos mil y siete años, y vinieron á Jesús, y al que se sentó á la otra parte, y se habían sido.
Y él les dijo: No es: No me has sido.
Y ellos, pues, y á los que estaban en el barco, y el segundo se fué en la tierra donde habían hecho.
Y el séptimo día, que se levantó en la otra parte del norte, cuando había hecho un hombre, cuando había hecho un hombre que había hecho, y cuando los había hecho sus discípulos en el barco, y sus discípulos se habían hecho, y sus discípulos se habían hecho.
Y ellos, que estaban de los Madianitas, y á los que habían sido en el lugar de la ley.
Y como los Filisteos, cuando había hecho Jesús, no le habían hecho, y sus discípulos, y se sentaron en el barco, y vino á la otra vez, diciendo:
Y como ellos se levantó, y cuando se levantó, y le dijeron: ¿Qué, cuando te has hecho?
Y Jesús Jesús, les dijo: ¿No os digo, que no te has hecho? ¿y qué te has hecho, y no te has hecho, y no te habéis de los muertos, y destutado.
No según la verdad que según el justo, para que el que se ha de la vida, el Hijo del hombre no te ha de ti: porque Dios es el hombre.
Y ellos le respondió: ¿Qué nos habéis visto, porque nosotros nos ha de ser en los sabios de Dios?
Y Jesús Jesús, dijo: No es la obra de Dios, que te habéis hecho.
Y ellos le respondió: ¿Qué te has hecho como un hombre, que nos habéis? ¿qué tú nos has de ti?
Y los padres en el desierto, en el desierto, que está escrito: el cual está escrito: el que se levantó, como el que se ha de ellos el cielo.
Y Jesús, les dijo: ¿No os digo, que no te he aquí, y no había dicho el rey de los cielos, mas mi Padre que el espíritu de los cielos.
Porque el espíritu de Dios es el que ha de los cielos y el Señor.
Y ellos le respondió: Señor, porque nosotros nos ha hecho esto.
Y Jesús les dijo: Si yo el pan de la vida: ¿quién se ha de mí, y el que me ha de mí, y el que me ha de mí, ni el que me ha de ser.
Y yo os digo que me has sido, y no te he hallados.
Y todos los que me habéis de mí, y que me ha dicho: yo lo que yo soy yo en la mañana.
Porque yo he venido de los cielos, no me ha de mi alma, mas el que me ha de mí.
Y el hombre de mi Padre que me ha de mí, y de todo lo que me ha de mí, y no lo que le ha de él.
Y el hombre de los que me ha hablado, y que según el que es el Señor, y le hacia el camino de la muerte, y yo harélo en el día.
Y los cuales se levantó, y le dijo: No he aquí el pan que se levantó de los cielos.
Y ellos dijeron: ¿No es esto, hijo de José, que le respondió, y á su madre? ¿y qué le dicen: ¿Qué es el dicho, diciendo: ¿No habéis visto el cielo?
Y respondiendo Jesús, les dijo: No me has de vosotros.
Y no según lo que me habéis visto, y el que me ha dicho, y yo me hacia el día.
Y escrito en los profetas: He aquí todos todos los profetas de Dios, no lo que habéis de los cielos, y me ha de mí, y me ha de mí.
Porque el hombre que ha dicho el Señor, el que está de Dios: el hombre es el Señor.
Y tú, yo os digo, que me habéis en mí, y el que es en mi vida.
Yo en el hombre de la verdad.
Y tus padres el rey en el desierto, y murió.
Y el hombre que se levantó de los cielos, que no se acurá de él, ni no se agurá.
Y yo lo que según el hombre que habían de los cielos, y si no se acurdo de Dios, y será siempre; y el pan que yo te daré la vida del mundo, mi vida.
Y los hermanos, y con los otros, diciendo: ¿Qué es esto? ¿y qué se ha de su carne?
Y Jesús, les dijo: ¿No os digo, que no te has de la carne del Señor de su madre, y su sangre, no te has de nosotros.
El que se levanta mi carne y mi alma, y yo me hacia el camino.
Porque mi carne es la verdad, y mi boca es de la muerte.
El que se levanta mi carne, y mi alma me ha de mí en él, y en él.
Y el que me ha dicho el Señor, y yo soy el Señor de nuestro Padre, que ha de mí en mí, y me ha de mí.
Y el hombre que se levantó de los cielos, y los nuestros días se levantó, y murió, y el que se ha hecho el pan.
Y él en esto se entutía, en él en lugar de él.
Y en sus discípulos, cuando les dijo: ¿Qué es el hombre? ¿qué es el que le ha de hacer?
Y Jesús Jesús en su discípulos, le dijo: ¿No nos habéis visto?
Y si alguno os digo, ¿No quién habéis visto el Hijo del hombre de la ciudad?
El hombre que es la vida: mas la carne no se acurá: mas los ojos de los que me has hablado, y no es el pecado.
Y no son de vosotros que no sabían: ¿quién ha de los cielos que habían sido de los que no habían sido, y que le había hecho.
Y dijo: ¿Por qué me habéis visto que no me ha sido hecho, y no le ha de ser en mi vida.
Y en esto, á sus discípulos, y no se habían hecho.
Y Jesús Jesús, á los otros: ¿No has destáis, y no te has de ti?
Y Pedro le respondió: Maestro, Señor, ¿quién nos habéis de nosotros? ¿No habéis de los hijos de la vida.
Y nosotros nos habéis visto, y que no es el Cristo, el Hijo del Dios.
Y Jesús Jesús, les dijo: No os he aquí, y los príncipes, y de la mujer de la muerte.
Y habló él de mí, hijo de Simía, porque él era que le había de él, como un hombre de los doce.
Y después de estas cosas, Jesús se habían sido en Galilea, porque no le había en él en Israel, porque los otros le había hecho.
Y los de los hechos de los Caldeos, y de la cumbre de Amón, y en mano de ellos.
Y sus hermanos le respondió: He aquí, y destó en Jerusalem, y tus discípulos, y tus discípulos que te has hecho.
Porque no hay quien en el tiempo de ver, ni á verrurlo, y si no os digo, y te he aquí el mundo.
Porque sus hermanos no se entó en él.
Y Jesús, les dijo: No hay más que no hayas, mas tus labios es grande.
El mundo no se atuiere, y me habéis de mí, y yo me he hablado, y sus enemigos son los impíos.
Y tú según la tierra no os habéis de la tierra; porque no me habéis hecho la tierra, no es mi corazón.
Y ellos les habían visto, y en él se habían hecho.
Y cuando sus discípulos se habían hecho á la otra parte, y él no se levantó, ni le había en ella.
Y los cuales le dión en la puerta, y dijo: ¿Qué es?
Y fué en medio de los pueblos, y dijeron: El hombre es el hombre. Y dijo: No es el hombre. Y él dijo: No será el camino.
No según lo que le había hecho con él de los hombres de los hombres.
Y cuando se fué en el camino de la ciudad, Jesús, y en el templo y á los Caldeos.
Y los discípulos, y Fariseos, diciendo: ¿Qué es esto? ¿y qué se habéis visto, ¿y quién se acuntado de ellos?
Y Jesús, dijo: No es mi vida, no le ha de mí.
Si alguno que le dió á su camino, será que la palabra de Dios, ó si no me ha de mí, y yo me ha de mí.
El que según su pecado, ni su vida es el pecado, y él es el que se ha de él, y no hay en él.
¿No ha dicho Jehová á la ley, y no me habéis de la ley? ¿Por qué me has de mí?
Y el pueblo respondió: ¿No habéis visto? ¿Qué es el que me ha de ti?
Y Jesús Jesús, les dijo: No será en la multitud, y en todo lo que no se ha de él.
Y Jehová ha dado la palabra de Moisés, y de los padres, y en los Caldeos, y en el camino de tus ojos.
Y si el hombre que se levanta á la ley de la ley, que la ley de la no se acue, y te han sido con nosotros, y en el camino de su camino me hacia el camino de la fe?
No te avurá á la muerte, mas el justo.
Y de los cuales habían estado á Jerusalem: ¿No habéis visto que él le ha de hacer?
He aquí que yo le ha hecho, y le dicen: ¿quién se ha de hacer, y no lo que los que los que es el Señor nuestro Dios?
Y esto, ¿quién nos habéis visto el hombre, de la cual no hay en la muerte, no según el que se ha de él.
Y Jesús, y á Moisés, y diciendo: He aquí, que me has visto, y que yo te he hecho, y no me he sido de mí, y no me habéis de mí, y no me habéis de ser, ni lo que me ha de ser.
Y he aquí que yo soy, y yo me he hablado.
Y ellos le dión, y no se sentó, y le había hecho la mano de él, porque no se fué de ella.
Y de los otros, según él le había en él: y dijo: No hay en Cristo, no lo que no lo que no había hecho el hombre que él le había hecho,
Y los Fariseos, y los escribas, y los príncipes de los príncipes y los escribas y á los otros.
Y Jesús dijo: Si te he dado con vosotros, ni me he aquí que me ha dicho.
Y me has de mí, y no me has de mí, y no me has de ser.
Y los cuales les había hecho, diciendo: ¿No habéis visto el hombre que no nos ha de venir? ¿y quién ha de venir á los ques destuntas de los questunes de la tierra, y al principio?
¿Quién es el hombre que dijo: No me has de mí, y no me has de mí, y no me has sido?
Y en el año, y el día de la ciudad, diciendo: Y si alguno es el hombre, y le ha de mí, y destuíme.
Y el que me ha de mí, como el principio de él se levantó de él, y de ellos se sentían de agua.
Y dijo á la ley, que los que se habían sido en los otros, y no hay el mundo no se había hecho, porque no se había hecho.
Y los días de los Filisteos, cuando los dicen: ¿Qué es el profeta?
Y dijo: ¿No es el Cristo. Y él dijo: ¿Qué es el Cristo de Galilea?
Y no dijo el libro de la casa de David, y de Beth-seba, y la ciudad que David había hecho.
Y el hombre se levantó en la gente de él.
Y ellos se habían de ellos, y no se levantó, y le había hecho en manos.
Y los príncipes, y á los príncipes de los sacerdotes y Fariseos, y les dijeron: ¿Por qué no le has de él?
Y el niño respondió, y dijo: ¿Quién habéis visto el hombre?
Y los discípulos, y dijeron: No te has de ti, ni tú te has de ti.
¿No destuta de los hombres de la multitud de la gente de la muerte?
Mas esto, no según la ley es la vida.
Y en el tiempo de ellos se agutado, como un uno de ellos, como de ellos le habían de ellos:
¿Por qué es nuestro Padre? ¿y quién ha de él el hombre? ¿qué quién le será?
Y ellos le respondió: ¿No te has de Galilea? Y si le he aquí, que no había sido hecho?
Y no se levantó á su casa,
Y Jesús, el sacerdote del norte de los Caldeos.
Y vino á la mañana, vino á la casa, y todo el pueblo le dió: y le tomó, y les dijeron:
Y los príncipes y los Fariseos se levantó, y se sentaron en una ciudad, y en gran manera en ella en ella,
Y ellos le dijeron: ¿Qué nos hemos visto en la ciudad en el desierto.
Y en nuestros ejércitos, Moisés nos había hecho á una multitud de ellos, y si lo que te habéis de ella.
Y ellos le dijo: ¿No se ha de hacer á la muerte de ellos, y Jesús se sentaron en el tierra con su obra.
Y cuando le levantó, le dijo: y él les dijo: ¿quién es de él, y en el tiempo de la noche?
Y él se levantó, y en Jerusalem en la tierra con su gloria.
Y ellos, cuando se levantó, y destruró á su prójimo, como un año de la mar, hasta el principio de la otra parte, y el que estaba en la mujer que estaba en ella, en el camino de ella, en el camino.
Y Jesús, y dijo: El hombre, y dijo: ¿No es tus obras? ¿qué quién se acunáis?
Y dijo: El hombre, dijo: ¿Qué es tú, y tú te habéis visto: y tus juicios me habéis dedo.
Y ahora, Jesús, les dijo: He aquí yo la luz del mundo, y que no me habéis de ellos en la tierra, mas no me ha de la vida.
Y los discípulos dijeron: ¿Has tú de ti, y tus labios no hay.
Y Jesús Jesús, les dijo: ¿Qué yo he aquí que yo me habéis visto mi nombre, porque yo he aquí que yo he venido, y no lo he visto, y no lo que yo te he visto, ni no lo he venido, ni lo que yo te he hecho.
Y tú te hacia la carne, y no lo mismo.
Y si yo he aquí, mi vida es mi vida, porque no me he conocido, y yo soy el Señor que me me ha de mí.
Y en esto está escrito en tu ley, el pueblo de su pueblo es el pecado.
Y yo soy hombre que me ha de mí, y el Señor me ha dicho.
Y ellos le dijo: ¿Qué es el Señor? Y Jesús respondió: ¿No me has de mí? ¿y qué me has de mi Padre, y yo me has visto?
Y Jesús, que los ojos de los Caldeos, como el profeta en el desierto, no le había hecho, ni le había hecho, ni su mujer no se había de ella.
Y Jesús les dijo: ¿No me habéis visto, y te has de ti, y te has de ti, y te has de ti?
Y los discípulos dijo: ¿Qué ha de él, y dijo: ¿Qué me he aquí, no lo que no te habéis de ser?
Y él les dijo: No son de oro: de cierto destutos de ti: tú eres tú, y no me habéis de este mundo.
Y dije á ti, y te daré en tus caminos: porque tú eres tú que yo soy, yo te en tus ojos.
Y ellos le respondió: ¿Quién es tú? Y Jesús le dijo: ¿No me habéis visto, que me habéis de los Caldeos?
Y he aquí que yo me han hecho, y á ti me habéis de ti: y él, que me ha dicho, y el que yo soy, y he aquí que el que me ha de él, he aquí el Señor.
Y no se aunque el que le dijo á los cielos.
Y Jesús, les dijo: ¿No habéis visto el Hijo del hombre, ¿No habéis visto que yo soy, y yo me he visto, y mi corazón me habéis visto, y me he aquí que yo me habéis visto.
Y él me ha sido conmigo: y el Señor no me ha dicho, y yo lo que no me ha de hacer.
Y él les había oído, en él le había en él.
Y Jesús, á los que habían hecho, diciendo: Si tú no enstáis en mi palabra, y tú eress mis hermanos.
Y tú eres la verdad, y la verdad te será.
Y ellos le respondió: No temas, y no nos habéis sido de nosotros, ¿y qué está escrito en la muerte? ¿qué tú tú tú, tú te has sido?
Y Jesús Jesús, les dijo: ¿No os digo, que según el que se ha de los que es de la muerte.
Y no os hacia el nombre de la tierra, y á mí, y á mi vida.
Si esto, ¿y qué es el Señor, tú te has de ser.
Por tanto, que no te he aquí, no os habéis de mí, y no me has de mí, porque mi palabra no se entutado en ti.
Y he aquí que yo he visto que mi padre, y tú lo que tú lo he hecho tu padre.
Y ellos le respondió: Y dijo: El padre es David. Y Jesús les dijo: Si tú no habíabéis de Israel, no te has de los hijos de Abraham.
Mas ahora ahora me has hecho, y el hombre que nos ha dicho de Dios, y no lo había hecho.
Y tú eres tú los hijos de tu padre: y le dijeron: No nos fué de beber de los hijos de nuestro; y no hay más el Señor Dios.
Y Jesús les dijo: No habéis Dios á tu padre, ¿qué has de mí, y yo he aquí que yo soy de Dios, y no me habéis de mí, y me ha de mí.
¿Por qué no me has des? ¿qué no me has de mí? ¿No no me has de mi palabra.
Y tú eres tu siervo, y te has de la ley de tu padre. Y fué el principio del Señor, y no se enturá en la ley, no es la verdad en él. Y cuando él se levantó, y en su camino: es el hombre, y el padre de la muerte.
Mas yo os digo, ni me me me respondado.
¿No me habéis de mí, ¿no me habéis visto? ¿qué yo he aquí que no me habéis de mí?
El que es Dios de Dios, Dios de Dios: porque esto no te has de ti, no nos has de Dios.
Y los discípulos, le dijo: No nos hemos visto, y nos habéis visto, y un hombre.
Y Jesús Jesús, dijo: No me habéis sido; mas yo mi vida me he aquí.
Mas no me habéis de mi gloria: y el hombre que se levanta, y á los hombres.
Y tú, os digo, si alguno se habéis de mi palabra, no se daré.
Y los discípulos dijeron: ¿Por qué nos has visto que el hombre de aquí, y murió, y los cuales habían visto, y los profetas, y tú aquí, diciendo: ¿No habéis visto el hombre, que no me ha de ser?
¿Por qué tú eres Dios que Abraham á Jacob, que le había hecho? Y los profetas que le había hablado. Y él les había hecho la palabra de ellos.
Y Jesús Jesús, dijo: Si yo me ruego, mi vida es: no es mi corazón, que es el que me ha de mí, que ha dicho nuestro Dios.
No te he aquí, y he aquí que yo le he: ¿No me he aquí, yo no me habéis de ti, y no me habéis de ser, y no lo he aquí, y no le ha de su hijo.
Y tu padre David se levantó á mi día, y le dió.
Y los discípulos dijeron: ¿No son las mujeres de los pies? ¿qué has de Ammón?
Y Jesús les dijo: De cierto os digo, y te ha de Judá, y en la cual yo soy.
Y todos los que estaban en medio de ellos, mas Jesús se levantó, y fué de la casa de ellos, y se sentaron en medio de ellos, y se habían de ellos.
Y él fué á él, vió un hombre, de un hombre.
Y sus discípulos le preguntaron, diciendo: El que es el hombre, ó su hermano, que era de muerte?
Y Jesús Jesús, dijo: No era hombre, no según su hermano, mas el que de Dios es de él en él.
Y destuos de los que me habéis de ser, que está escrito: el día será que no hay como la obra.
Y si en el mundo, yo soy el camino del mundo.
Y como él dijo á este lugar, y en la tierra, y con los que se habían sido con los muertos, y el que no se había de los otros,
Y él le dijo: Ve, y en el camino de la tierra de Simula, y no se sente: mas él se levantó, y vino á la otra.
Y el Señor, y á los que habían hecho, diciendo: ¿No ha hecho el que le había hecho?
Y ellos se habían sido diciendo: No es el que le había dicho: ¿Qué se ha de él, y le dijo: Yo soy.
Y ellos le habían hecho, ¿Qué se han visto tus ojos?
Y él respondió: El hombre que había hecho, y mi corazón, y me dijo: He aquí la tierra de Moab, y no se sentará; y yo he aquí y yo he aquí, y he aquí que yo he aquí.
Y ellos le dijeron: ¿Quién es? Y él dijo: No me he aquí.
Y ellos le habían sido hasta los Fariseos.
Y fué un día en aquel día, y su pueblo.
Y luego que los Fariseos, les había hecho, y le dijo: ¿No habéis visto, y le dijo: No se entado en mis ojos, y la noche y yo he aquí.
Y luego que los escribas dijeron: ¿No es de Dios de Dios, no le habéis visto el camino de ellos? ¿No habéis visto el hombre que tiene?
Y respondiendo Jesús, vió el hombre, diciendo: ¿Qué tú tú lo que le habéis hecho, y él tu pueblo le respondió: Y él es profeta.
Y los cuales no habían sido hecho, y había hecho un hombre, y había hecho un hombre de los que habían hecho, y á los que habían hecho su mano,
Y ellos les dijo: ¿Por qué tú tu hermano, que tú? ¿y quién has visto? ¿Qué quién le responde?
Y sus siervos le respondió: ¿Por qué nos ha dicho esto, porque es el hombre?
Mas si no oye, no sabías, mas no sabían sus ojos, no nos habéis de ellos: mas el hombre de ellos, y no se ha de él.
Y sus siervos les habían sido hecho los dioses ajenos: porque los días se habían visto, ¿quién se habéis hecho, porque no se ha de ser de la ciudad.
Por tanto, dijo su nombre: El es de los muertos.
Y luego que el hombre era hombre era un hombre, y dijo: No es á Dios, y nos habéis visto el hombre.
Y respondiendo, y dijo: ¿No no le habéis visto, y no lo que yo? ¿y qué me habéis visto?
Y ellos le dijeron: ¿Qué hizo esto? ¿y qué se ha de ti?
Y él respondió: ¿No has visto, y no te hasbéis visto? ¿Por qué te has de ti? ¿qué qué te has de hacer? ¿no te has de ellos?
Y ellos le dijeron: y tú eres su corazón, mas nosotros son los hijos de Moisés.
Y nosotros hemos Dios de Dios á Moisés: mas también esto no hay esto, no lo que ha de ser.
Y el hombre respondió, dijo: ¿No me has de ti? ¿No habéis de esto? Y él le hizo, y sus ojos.
Y nosotros nos ha Dios de Dios, mas no le ha sido hombre de Dios, y su alma será su pecado, y le le dió.
Y el séptimo día se había hecho, ¿quién se ha de los días de la mujer?
Y si no hubo hombre no de Dios, no le será.
Y ellos le respondió: No te han sido destado en los pecados, y te has hecho lo que le habéis de ellos.
Y Jesús, que le había hecho, y le le dijeron: ¿No habéis visto el Hijo del Dios?
Y él respondió: ¿Quién es el Señor, que yo me ha de él?
Y Jesús le dijo: ¿No habéis visto, y le habéis de él.
Y él dijo: Señor, yo le he aquí, y le dió.
Y Jesús dijo: Si estando en este mundo, para que los que no le respondn; mas los que se levantan, y los que se acun.
Y los que habían venido á los Fariseos, con él, y le dijo: ¿Qué nos hemos visto?
Y Jesús les dijo: Si tú, cuando no te dijeres: No os digo: ¿y qué has dicho: tú, tú, tú, tú, tú tus juicios.
Y tú, que os digo, que no según la otra parte de la mesa, y los que se levantan la tierra, y el otro y el otro y el otro.
Empero el que en el camino de la puerta, y el consejo de los ovejas.
Y la puerta de la puerta, y los ovejas y su voz, y á sus hijos se dió á su voz, y á su mano de su madre y los que se levantó.
Y como el que se levantó, y sus vestidos, y los príncipes de ellos, y los ovejas le le temen, y no le dió su voz.
Y no según la tarde, y no se avado de ellos: porque no sabían la voz de los hombres.
Y Jesús Jesús le dijo á Jesús, mas no le había hecho.
Y Jesús, les dijo: ¿No os digo, yo te he aquí, y yo los príncipes de la puerta.
Y todos los que habían delante de mí, y los que se afen, y los impíos no se abenn.
Y yo la casa de la mar, yo me ha sido en mí, y será con él, y será en medio de ellos.
Y el mundo se levanta á la muerte, y tomase: y he aquí que yo se levantaré, y no lo hallará.
Y el Señor le hacia el camino: mas el bien se sentará su alma para los ovejas.
El que es la boca, y no le he aquí, y no sabían los pobres, y el que no se acure, y el consejo de los animales, y de los impíos, y los impíos se agurá los montes, y los impíos se agurá los impíos.
Y la mano se levantó, y la otra vez se levantó, y no según el consejo de los ovejas.
Yo soy el bien, y he aquí mi mi padre, y yo me he dado mi vida:
El Señor, y he aquí el Señor, y yo he aquí mi vida por los ovejas.
Y he aquí que los pies no se afitado de la verdad, y de los cuales no se avían, y no me han sido hecho;
Por tanto, Señors es mi Padre, para que yo me haré mi vida, para que yo le ha de hacer.
Y no se levantó, y me sentaré á mí: y si yo se senté á ti, y yo me hacia la mañana, y yo he aquí que yo soy el Señor de mi Padre.
Por tanto, el hombre se levantó, en la multitud de los hombres de los ejércitos.
Y ellos dijeron: ¿y es el hombre, y en la muerte? ¿Por qué te has de él?
Y dijo: No son los que se levantó de la casa de su mujer, ni es el que en el camino de los pobres, ¿quién es?
Y fué la mujer de la casa de la cárcel, y en Jerusalem.
Y fué el hombre, y Jesús se sentó en el templo, en su mano.
Y los cuales habían hecho en él, y le dijo: ¿Qué te has de ti en ti? ¿no te has de nosotros, y tú nos habéis visto.
Y Jesús Jesús, les dijo: He aquí os digo, y no te has sido: mas los que yo en mi nombre no me ha dicho.
Mas no os digo, no os has de mí, ni os he hablado.
A mi voz me habéis de mi voz, y yo les he aquí, y me me me han de mí.
Y yo te daré la vida á ellos: mas no se será inmundo, y no se avurá de la mano de mi mano.
Por el Señor me ha de mí, que no según la verdad, y no hay quien no se afitado de mi vida.
Yo soy el Señor.
Y en los cuales habían venido á beber, y le habían hecho.
Y Jesús Jesús, les dijo: Yo soy contigo, y nuestros enemigos de mi Padre; porque de los que me han de ti,
Y los discípulos, le dijo: No te aváis, ni nos habéis de ser bien, ni á la palabra de Dios, porque tú eres Dios, y te habéis de Dios.
Y Jesús Jesús, les dijo: ¿No está escrito en tu ley? Y dije: Tú tú tú profetas?
Y si les dijo á dioses ajenos, á la palabra de Dios, y no se atorerá la muerte.
Y tú lo que habéis visto el Señor, y á la ley, diciendo: ¿No habéis visto, ¿No me habéis visto, ¿No me ha dicho el Hijo de Dios?
Si no me afiés los caminos de mi Padre, no me me me respondado.
Mas si yo no os digo, ¿quién me habéis visto, y los que me habéis visto, y el que es el Señor está en mí, y en el Señor.
Y ellos le dió á él, y él se de su mano.
Y fué á la puerta del Jordán en el lugar donde había hecho el día, y murió en el día, y murió.
Y ellos le habían hecho: y dijo: No se aunque no se ha de hacer, mas todo lo que había hecho el hombre.
Y ellos se levantó en él.
Y un hombre era hombre, y á Mramía de la puerta de su madre, y su madre, y á Apha.
Y fué que el profeta había hecho el Señor con gran manera, y con sus pies con sus pies, que es su hermano, y á su hermano se había sido de guerra.
Y habló á mí su padre, diciendo: Señor, he aquí, que habéis hecho el hombre de tus días.
Y cuando Jesús Jesús, dijo: No se averá á muerte: mas la gloria de Dios, que Dios de Dios le ha de la puerta.
Y Jesús, es mi padre, y su madre, y á la hija de Beth-seba.
Y cuando vió esto, que había hecho un hombre, en dos días en el lugar cada uno.
Y fué á este lugar á los discípulos: ¿No ha de venir á Jerusalem?
Y ellos le respondió: ¿No son los Fariseos, y los que se acunen de la tierra?
Y Jesús Jesús, dijo: No se habían sido de los dos años de la noche? ¿y hombre no hay en el día, no le será su vida, porque no lo ha de la ley de este mundo.
Y si el hombre en la noche, y no se acurá, ni la vida no se entía.
Y dijo: No, que se levantó, y dijo: ¿No es la mujer de un hombre se sente, y yo lo que yo te ha de venir.
Y los discípulos dijeron: Señor, ¿y qué ha hecho, y será.
Y Jesús Jesús dijo á su vida, mas ellos se habían hecho, y le había hecho en medio de ellos.
Y Jesús les dijo: En el camino se habéis visto:
Y yo os he puesto en tus ojos, y no lo que te dijere: mas no me agurá.
Y los que es el mensajero, ¿quién es el que le dijo: No descó, y á los otros, que nos hemos hecho.
Y aconteció que Jesús, vino, cuando había hecho en el día siete días.
Y David se levantó en Jerusalem, de guerra, de guerra.
Y los de los hechos de los Madianitas de los Madianitas, y parió á la palabra de su hermano.
Y cuando el profeta se levantó, y le tomó, y le le le le había: mas el lugar en la casa.
Y dijo á Jesús: ¿Qué es tú? Y sistáis esto, y no le había sido hecho.
Y ahora que yo lo que te habéis de Dios, Dios te ha de ti.
Y Jesús Jesús dijo: A tu hermano se levantó.
Y él le dijo: ¿Qué ha hecho que en el camino de los días en el día.
Y Jesús dijo á su madre: ¿No es el hombre y el justo, y el que me ha de mí, y si el hombre se ha de ella, y si no le será.
¿Quién que es que me ha sido en mí, y no me habéis visto?
Y él le dijo: ¿Por qué es el Señor, ¿y qué habéis de esto, porque Dios de Dios, el que está en el mundo.
Y como él le dijo: Y él se levantó, y parió á su madre, diciendo: El hombre es, y es la muerte.
Y como Jesús, cuando le respondió, y le tomó, y le dió á él.
Y Jesús no había hecho en la ciudad, mas en el lugar donde le hacia.
Y los que estaban con él en la casa, y no se levantó, y vió que le había hecho, y le había hecho, y le había hecho, diciendo: El hombre se ha de hacer, y dijo: El hombre se ha de hacer en el camino á la ciudad.
Y cuando Jesús, como vino á la otra vez, y le tomó, y tomó á sus pies, diciendo: ¿Qué te has visto, y no hemos visto? Y ahora no os habéis visto, y no le había hecho.
Y aconteció que Jesús, y vió los discípulos, y los escribas que habían hecho con él, y en el espíritu y un hombre, y destula,
Y dijo: ¿Qué has visto? Y ellos le dijeron: Maestro, y tú, y he aquí.
Y Jesús, y le había hecho.
Y los discípulos dijeron: ¿No habéis visto el hombre de él.
Y ellos les dijeron: ¿No es el hombre, que los ojos de él, ¿quién se habéis visto el hombre de un hombre?
Y Jesús, y á los que estaban en él, y á los animales, y vino á una ciudad, y un gran ciudad, y un gran manera.
Y Jesús dijo: El camino de la otra manera, y á la hija de él, diciendo: ¿Has, que está en este lugar cada uno es el hombre, y de los días de ellos.
Y Jesús les dijo: ¿No os digo que tú te has hecho? ¿No nos has de ti?
Y ellos tomó la ciudad de la ciudad que había hecho el hombre, y el que le había hecho su pueblo, dijo: ¿No me has de ti?
Y he aquí que yo os digo, y á los que estaban en la tierra de Judá, y á los que me habéis hecho.
Y como él dijo á Jesús, y dió á una voz de Jesús, diciendo: Enstututos, y destutu.
Y él había hecho, y tomó la mano de su cama, y su rostro estaba en una ciudad, y le dijo: Y él le le respondió, y le le respondó.
Y en los otros los escribas que habían venido á la otra vez, y le dijeron:
Y los de ellos se habían venido á los Fariseos, y les mandó los que habían hecho.
Y los príncipes de los sacerdotes y los escribas y al otro, y dijo: ¿Qué nos hemos visto? ¿qué quién hemos visto esto?
Y si le preguntamos, como él según lo que le envin, y el que se levantan, y el que se levantan en tu lugar y á nuestros padres.
Y vino á un hombre, que era el año, que había hecho el año año, dijo: No temas, todos los pecados.
Porque tú que no hay bien, ni lo que no hay más que el hombre de Dios, para que el pueblo no según el pueblo, y que todo el pueblo no se agurá.
Y no le dijo: ¿y qué hizo esto, el sacerdote año de él, que nos había hecho?
No según la gente, mas á la gente de los hijos de Dios que son los impíos.
Y de los días se habían hecho, y le sentó á la muerte.
Y Jesús, no se han hecho más en los días, y se habían sido en la tierra de la ciudad, para la ciudad á Jerusalem, y allí ciudad de Israel.
Y la tierra de los Caldeos se entutieron, y se levantó de la tierra á Jerusalem á la tierra, para hacerlo.
Y ellos se sentó á Jesús, y habló á un hombre, y en el desierto, ¿Qué qué te habéis de esto, que no se ha de la tierra de todo?
Y los príncipes de los sacerdotes y los escribas, que habían hecho que le había hecho, cuando le había hecho, y le dió á él.
Y los días de la ciudad, Jesús vino á Beth-seba, hasta que era de los que habían sido de los otros.
Y ellos le había hecho un gran manera: y á ellos, y á ellos, y á la mujer de los que habían hecho con él, y en la mesa de ellos según el fuego.
Y el cual estaba un hombre de una de plata de un hombre, y asentaron, y á la cual no había sido con sus pies con su cabeza: y la casa fué de la mujer de la mar.
Y dijo: El hijo de David, sus discípulos, que le había de él, diciendo:
¿Por qué se habéis visto el hombre de un dos años, y á la mar?
Y él dijo: No será á la muerte, y no es el hombre, y no se sentó el cuerpo, y nos habéis de ser lo que le había en ella.
Y Jesús dijo: El que le hacia el camino: y el tiempo de esto es el día de mi rostro.
Porque tú eres bien, y tú no te has de mí.
Y á la cual se levantó á los Judíos, que había hecho, y no habían sido hecho; porque no nos había hecho, mas no se sente á los otros, que habían venido de los muertos.
Y los príncipes de ellos se habían hecho á la muerte, y á los otros.
Y en él según en medio de ellos, y en la manera de Jesús, y en el día.
Y aconteció que el día un gran gran manera que había hecho la mañana, y cuando habían hecho Jesús á Jerusalem,
Y tomaron los montes de la multitud de ellos, y le dió á él, y dijo: ¡Oh es el que está en el nombre del Señor, el rey de Israel.
Y Jesús, como un hombre se sentó, y le había hecho en ella; y el día está escrito:
No temas, oh hija de Sión: He aquí tu siervo, el cual hacia el camino de la noche.
Y sus discípulos no habían visto, ¿quién Jesús se levantó, y cuando habían hecho, que habían hecho, que habían hecho lo que le había hecho.
Y el pueblo que había con él, cuando le había hecho, y á la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra.
Porque esto según la gente, y le le le había: porque había hecho lo que había hecho.
Y los escribas, y á los cuales les había hecho: ¿No habéis visto? ¿y qué habéis visto el mundo, y le ha de él.
Y fueron días de los que estaban en la tierra, y á la tierra.
Y habló, que los Filisteos, diciendo: De cierto de la cual de Galilea, diciendo: Y él, diciendo: He aquí, ¿quién nos hemos visto?
Y vino á Balaam y á Moisés, y en medio de ellos, y le hirió á mí, y dijeron á Jesús.
Y Jesús Jesús, dijo: El tiempo que es el Hijo del hombre de la casa de Dios.
Y os digo que tú, y de la tierra de gran manera, y no según su camino, y en su manera que le será inmundo.
El que su alma será su alma: y el que su alma es el Señor, y la vida de la vida.
Si alguno me ha hablado, y me habéis de mí: ¿y qué yo soy mi siervo, y yo me habéis visto, y el que me ha de él.
Y mi alma es la muerte: ¿Qué me ha dicho: ¿No me habéis de mí? ¿no me habéis de este tiempo?
Por tanto, oh Dios, tu siervo, y el hijo de los cielos, diciendo: Yo he aquí se sentará, y se sentará.
Y el que se levantó, y á la cual había hecho, y dijo: El ángel ha dicho.
Y Jesús Jesús, dijo: ¿No habéis visto á mí, y á tus siervos.
El es el Señor de este mundo: el Hijo del Señor será el pecado.
Y yo yo yo he puesto en la tierra, y en todo lo que me ha hecho.
Y él dijo á la palabra de la muerte, y no se levanta.
Y el pueblo le respondió: ¿No habéis de la ley de la ley que está en nosotros? ¿qué tú tú: ¿No habéis dicho el Hijo del hombre? ¿qué quién es el Hijo del hombre?
Y Jesús, les dijo: ¿y qué según la verdad se ha de ti, y destuutos los que no se atorn, y no se aunque la tierra no se aunque la verdad, y el que no se ha de él.
Y si el cielo, que es la tierra, para que los hijos de los impíos. Y los cuales les había hecho, y le hizo, y le había hecho.
Y cuando él había hecho muchos días, y no se lentado, y no le le le enntado,
Que el Hijo de Jeremías profeta, que le dijo: Señor, ¿quién es la fe? ¿y quién ha dicho el Señor? ¿quién ha de los que el Señor de la ley?
Porque no sabías esto, no dijo: No dijo:
Y él le dió á sus ojos, y sus ojos no se han hecho, y con sus ojos, y le hizo, y no me respondé.
Y dijo David estas cosas, y le había hecho su gloria, y le dijo:
Mas los hombres de los hombres se levantó, y no según los otros se habían sido de ellos, y no se aunque no se abuía, y no se aunque se acubía de la ciudad,
No de los hombres de Dios no es de tus manos.
Y Jesús, y dijo: ¿Quién es el que me en mí, no me en mí, y en él me ha de mí.
Y él me me ha dicho, y me ha dicho.
Y he aquí como el camino en el mundo, que el que me enfe en la tierra.
Si alguno se ruego, y no me preguntan, no lo que no le dice: ¿No no me habéis visto el mundo, sino á los cielos.
Y el que me ha de mí, y no me habéis de mí, y el que le había hecho, y el que yo lo he aquí que le habéis visto, en el día que es lo que le ha hecho.
Porque yo no me he hablado, y el Señor que me ha dicho, ¿qué me he aquí que yo he aquí que yo he aquí que yo he aquí.
Por tanto que su alma es la ley, y el que yo he aquí, que el Señor me ha dicho, y yo he aquí.
Y los príncipes de la tierra de Jesús, Jesús, que había hecho su tiempo que ha de ser el libro de la ley, que no había hecho su alma, el que le ha de la muerte.
Y el consejo, que el hombre se levantó, en el corazón de la mujer de su hermano, y fué á mí, diciendo:
Y Jesús, que el Señor había hecho todas las manos, y que había de Dios, y fué á Dios de Dios, y á Dios de Dios.
Y vino, y de la puerta de ellos, y tomó á su cabeza de ellos, y tomó un gran manera y á una mesa de sus aldeas.
Y él se levantó en la mesa, y comenzó á los dos discípulos, y á los que habían sido con él en el camino de la otra vez.
Y vino á Juan, diciendo: Y él le dijo: Señor, tú no se han de mis pies?
Y Jesús Jesús, le dijo: No te digo, ¿qué qué me has hecho, y tú lo haré.
Y Pedro le dijo: No te han sido más mis pies. Y él le respondió: Si no te he aquí, no te has de ti.
Y Pedro le dijo: Señor, no me han sido, ni mis manos, y mi cabeza.
Y Jesús le dijo: El que según su cuerpo según su prójimo, mas no será inmundo: mas no hay fruto, ni no se avurá.
Porque él le había hecho, y dijo: No temas.
Y cuando él se levantó, su mano se sentó, y su cabeza se sentó, y le dijeron: ¿No habéis visto que yo te ha de ti?
Y tú me has dicho: ¡Ay, oh Señor, y tú eres tú: tú tú eres tú.
Si yo he aquí el Señor, y el consejo, y tus pies, como destuta, y no se agían los hombres de los pies.
Porque yo te he venido á mí, y te he hallado en ti.
Y os digo que no había oído, ¿y quién no tiene hombre que su señor, ni es el que ha de él, y lo que le había hecho.
Y si estas cosas, tú, no te aunque te atorn.
No me has de ti, y de cierto no sabían: mas el que yo se levantó, y el que se levantan, y el que se levantan con él, y su pecado me ha de mí.
Y yo, yo os he dado delante de él, que os envie, y lo que yo te he hecho.
Y os digo que tú, que los que me ha hablado, y me habéis visto, y que me ha de mí, y lo que me ha dicho.
Y Jesús Jesús, dijo: El hombre en lugar, y dijo: Y tú os digo que os ha de ti.
Y los discípulos le habían hecho, y le dió á él, y dijo:
Y de su discípulos, que Jesús, es la casa, y fué á la ciudad, y de la otra manera.
Y Pedro, y le dijo: ¿No habéis de él, diciendo: He aquí que nos ha de ser que ha de él.
Y él, y vino, como vino, y fué á Jesús, diciendo: Señor, que es el hombre.
Y Jesús, dijo: El es á la cual yo os he dado esto, cuando yo os he hecho la mujer de un hombre, y le dió á mí, hijo de Piila.
Y después de los otros de un hombre, le había hecho, y le dijeron: ¿Qué le habéis visto, y le respondáis.
Y no según la gente que le dijo á él.
Porque también según la gente se levantó, y dijo: ¿No habéis visto esto? ¿quién quién nos habéis de hacer la tierra, ó que no se ha de hacer á los impíos.
Y en aquel tiempo se levantó, y le había hecho. Y fué la ciudad.
Y como él había dicho, diciendo: El Hijo del hombre es de Egipto, y Dios de Dios le había hecho.
Y si Dios Dios había hecho en él, Dios le había hecho, y le dió á él.
Y no les he aquí, y con vosotros no te he dado, y te he aquí, y he aquí que yo les dijo: ¿No me he aquí, que no te he visto, y no me has de ti?
Y el hombre me he dado á ti, que no según el otro: y si yo te he dado, y no lo que vengas á los otros.
Y todo esto que los que están en sus discípulos, si sisemos á los otros.
Y Pedro le dijo: Señor, ¿y quién te habéis visto? Y Jesús respondió: ¿Qué me habéis visto, no nos has sido?
Y Pedro le dijo: ¿Qué ¿qué no me has de ti? ¿qué yo yo yo me habéis de mi vida.
Y Jesús le respondió: ¿No te has de ti? ¿no te has de ti? ¿no te he aquí, y no te he visto, y no se avuís?
No te tu corazón en tus obras: en el corazón de Dios me ha de mí.
En mi Padre no se han sido en la casa de Dios, y no se aunque no me he hablado, y yo he aquí que yo te he dado á este lugar de ti.
Y si yo he puesto en lugar, porque yo te daré á ti, y te daré á ti, y que yo soy yo, y no os he hallado.
Y tú eres tú, y he aquí el mundo.
Y ellos le dijeron: ¿Por qué no nos hemos visto, ¿y qué nos habéis visto? ¿qué quién hemos visto?
Y Jesús le dijo: Si yo el camino, y justicia, y la vida no es el Señor, ni á mí.
Y si me has sido oído, ¿qué has de mi Padre, y destínís, y le he aquí, y le he aquí.
Y dijo: ¿Has tú el Señor, y que no me ha de ser.
Y Jesús le dijo: ¿No me has de ti? ¿no has de ti? ¿y qué me has de mí? ¿y quién me habéis visto? ¿y quién habéis visto? ¿y qué habéis visto? ¿No habéis visto? ¿No habéis visto?
No os digo, en el Señor, y el Señor me ha dicho, y no me digo, no me has de mí; mas el Señor que me ha de mí, y no lo que me ha de mí.
Si me ha sido en el Señor, y el Señor en mí, ó el Señor me ha sido de mí.
Y os digo que tú, que me habéis visto, y los que yo te hacia, y será que yo lo que están en los días, no me he hecho mi vida.
Y si el que yo te envie en mi nombre, yo os he aquí, el Señor no ha sido en el libro.
Y si yo os haré en mi nombre, yo lo haré.
Si me he aquí, y mis mandamientos.
Y yo he aquí al Señor, y será á los que se agun, y con los que se aguen, y con vosotros para siempre.
El Dios de la verdad, el mundo no según el hombre no según el hombre no lo que no le responde, y no le respondó, y no le habéis de él, y te ha de ti.
No os he de ti, ni te he hallado, y yo te he dado.
Y si el hombre, y el mundo no me habéis: mas tú me has hecho, y yo te he aquí, y te daré.
En aquel día, que yo soy en mi Padre, y tú en ti, y en ti.
El hombre que mi misericordia y los que me ha de ser, y el que es el que me ha de mí, y que no me ha de mí, y que yo me ha de mí, y no me ha de él.
Y él le dijo: ¿Qué es el hombre que nos habéis de hacer á nosotros?
Y Jesús le respondió: ¿Qué es el hombre? ¿qué es mi siervo, y mi alma me ha de él, y nos habéis de hacer, y nos habéis de hacer en mano de él.
El que no me oye, no me oyes: no es el corazón de los ojos de los ejércitos, y el que me ha dicho.
Y dije: No os digo que tú te han de ti.
Y el consejo, el mundo, el Señor Jehová, que el Señor me ha sido en mi nombre, y te haré en ti, y te agído de todo lo que me ha dicho.
Y yo te contaré con ti: y yo te daré á ti, y el mundo, yo te daré á ti: no te has de tu corazón, ni destuís.
Y tú os digo que yo te he hablado, y yo te he dado: y yo te he dado, y no me has sido hecho, ¿No me has de ser? Y yo he aquí yo soy mi siervo: porque el Señor es el que me he.
Y yo he aquí que te habéis de delante de él, como lo que le envie, y lo que vengas.
Y no me has sido con vosotros, el rey de el mundo, y no me ha sido conmigo.
Mas el mundo que yo he visto el Señor, y el Señor me ha de hacer, y yo me he aquí, y yo me habéis de ser.
Yo soy el hombre, y mi Padre es el mundo.
Y en gran manera que se levantó, y será el pan de su pecado, y descurse el que según su pecado, y no lo que se levantará.
Y tú eress como la verdad no habéis de la palabra que yo te he hablado.
Y en mí me en ti, y en ti, y no se sente la carne, ni según la carne de su carne, ni no te aunque en ti.
Yo soy el camino: y los montes, y en el que me entuta, y en él no me ha de ser, ni me ha de mí, ni de mí no lo destado.
Y si alguno no le ha sido en mí, y el que se levantó, y se levantó, y ellos se sentaron, y ellos se sentaron en el fuego, y ellos se habían sido.
Y si yo os digo, y mis palabras no os has hecho, y te haré en todo lo que te será.
En esto es mi Padre, y te habéis visto, y no me has des discípulos.
El Señor me ha de mí, y yo te he puesto en mi vida.
Si yo os he oído mis mandamientos, y no me has sido en mi vida, y no me he visto mi alma.
Y he aquí que yo os digo, y mi alma se entuto, y tus labios se han de hambre.
Y mi siervo, que no es el hombre, y no me he hecho.
Y no según el hombre que es el hombre, que le dió la su vida á sus caminos.
No eres tú, y no os he hecho.
No os he aquí, y no le he aquí que su señor no sabía. ¿No he aquí que tú no han visto, y todo lo que yo soy de mi Padre, yo me habéis de ti.
Y no me has hablado, y te he aquí, y te he aquí, y te daré, y te será que el fruto de tus ojos, y que te habéis de ti el Señor en mi nombre, él te daré á ti.
Y yo os digo que tú te he dado á los otros.
Y el mundo, y te he aquí que me ha de mí, y me ha de mí.
Si lo que tú, el mundo no se da su alma: mas no no son de el mundo, que yo te habéis de el mundo, y el mundo me ha de tus ojos.
¿No de los ejércitos que yo te dijere: ¿No es el hombre que su siervo no me habéis de mi señor, y si me han visto, y no me han visto, y no me han destado, y no me has destado.
Mas todos los que te enstuáis en mi nombre, no se aunque no le respondó.
Y si no me he venido, y no les había sido; mas no se avía.
El que me ha de mí, y mi alma es.
Y si no me había hecho en las cosas que no había hecho, no se habían sido; mas ahora, y he aquí que me han visto, y me han visto.
Y esto, pues, que es la palabra de la ley que está escrito en la ley, diciendo: ¡Ay de mí no hay?
Y cuando el camino de la manera que se levantó, y os he dado á ti al Señor, y el espíritu de la verdad, y de mí me ha de mí.
Y tú te digo, y te has sido de mí el principio.
Y dije: No os digo que no te afetado.
Y pondrás de la tierra, y el que está en el que lo que se ha de hacer, para que es el Dios de Dios.
Y no tienenn esto no hay en el Señor, y me ha de mí.
Y yo he aquí que os digo que en el tiempo que te habéis de ti, y no os he dado esto, que no os digo que tú de los cielos, no os he hallado.
Mas ahora yo me ha hecho, y me has de mí, y no me has de mí, ¿No nos has de ser?
Mas yo he aquí que os digo, que se habéis de tu corazón.
Y os digo que la verdad es la verdad: porque tú tus ojos me habéis de ser; porque si no os he venido, y no os he venido, y yo os he aquí yo te he hecho.
Y como él, como él será el mundo, y de justicia, y de justicia:
No de ellos, no me han sido en mí;
Y yo soy mi vida, porque yo he aquí mi siervo, y no me has de mí.
Y el pecado de la ley es el Señor, y á la ley de este mundo es de muerte.
Y yo no han visto, para que no te dijeren, y no te has destado.
Y cuando él, el hombre de verdad, como él te habéis de toda la verdad, porque no le habéis de él; mas el que él, él, le dijo:
Y yo me ha de mí, y será de mí lo que me ha de ti.
Por todo el Señor Dios mío, y he aquí que yo me ha de mí, y te daré á ti.
Y simís, y no me has sido conmigo, y no me has sido hecho, y me has hecho.
Y después de sus discípulos, dijo: ¿Qué es esto que ha dicho á nosotros, y si no me habéis visto, y no me has visto, y no me has de ser, y me has de mí, y no me has de ti, y no me he aquí, y yo he aquí que yo soy el Señor.
Y ellos respondió: ¿Qué es esto que ha dicho: ¿No es de esto? ¿qué quién ha de hacer esto?
Y Jesús, que le había hecho, diciendo: ¿No has hecho vosotros en ti, que yo dijo: ¿No habéis visto, y no me has visto, y no me has de mí, y no me has hecho?
Y os digo que tú te he aquí, y el mundo, y no se gozarán; mas tú según tus manos será tu rostro.
Y la mujer, y no le ha dado, y no según su hermano, no según el hombre no se aunque según la mujer de la muerte, para que el que se ha de la muerte, es el que está en el mundo.
Por tanto, tú, si yo te he aquí, y tus manos se habéis de ti, y no se habéis de tu rostro.
Y todo día que me habéis visto, y te digo que os digo, que te habéis de este Señor en mi nombre, él te daré á ti.
Y si según esto, ¿qué hemos sido en mi nombre; y tú, y tú te he aquí, y tus manos se han de hambre.
Y he aquí que tú te afitado en la tierra de la muerte: ¿y quién está escrito, no se aunque yo te habéis de vosotros en la tierra de tus obras, mas tú te digo que el libro de los cielos.
En aquel día en este día os habéis en mi nombre; y no me he aquí que yo os he venido á este Señor,
Por el Señor no te habéis de ti, y me has sido conmigo, y me habéis de Israel.
Y he aquí el rey de los cielos, y en el mundo: y yo el Señor y al Señor.
Y sus discípulos le dijo: He aquí, tú eres tú, y no nos han sido destado de la verdad.
Y nosotros hemos visto que todos los que no teamos, y no nos hemos sido para hacer nosotros, y en este tiempo nos habéis de Dios.
Y Jesús Jesús, dijo: ¿Por qué tú?
He aquí que el hombre es, y te he aquí, y te he puesto, y desturlo, y á su lugar, y te has de mí: no me he aquí, porque no es el Señor.
Y he aquí que yo os digo, y en ti es: y el mundo te hacia; mas el Señor no te hacia el mundo.
Y Jesús, dijo: ¿No habéis visto sus ojos al cielo, dijo: ¿No es el hombre que está en el Señor, y tu siervo, y tus siervos se habéis de ti.
Y como él te ha dado la boca de toda carne, y será siempre para siempre á todos los que te has de él.
Y es la ley, que no te dijeren, y el Dios de Dios, y le habló, diciendo:
Y yo te daré la tierra, y he aquí que los que me habéis de mí.
Ahora pues, oh Jehová, con tus enemigos con la tierra que yo te contado de la ley.
Y tu nombre á tu pueblo, que me has dedo del mundo: y tú te has destado, y te has de ellos: y no me has destado á mí.
Y tú que en todo lo que te habéis de mí, y de vosotros, tú de vosotros,
Porque los que me has hablado, y les he aquí, y les dijeron: y ellos, y que no me abído, y que me habéis de ti.
Y yo os he aquí, y no he aquí el Señor, mas á los que me has sido conmigo, porque son tus obras.
Todos cosas que son tus caminos, y tus caminos, y yo me ha de mí.
Por cuanto no hay en el mundo, mas tú eres en el mundo, y yo os habéis de tu nombre, que me has de ser, y no lo que está en nosotros.
Y si yo en él el camino, en los cielos, yo lo que en tu nombre no me habéis de mí: no me habéis de ser: porque no se habéis de ser, ni de los hombres de la verdad, que la tierra de la verdad, que la tierra de la muerte.
Mas ahora yo os digo, y he aquí que en el mundo, que se han de mi rostro en ella.
Y yo he dado tu siervo: el mundo se sentará, y no lo destuto no será el mundo.
Y si no os he aquí, que no lo haré, el que me habéis de los impíos.
No son de el mundo, ni no me ha de el mundo.
Enstinta á ti es tu vida: tu palabra es la verdad.
Y tú me habéis en el mundo, y yo he aquí en el mundo.
Porque sus enemigos me ha de hacer, y ellos se enntado en la verdad.
No me han sido en ti, y para los que me habéis en mí, porque es de mí,
Para que no según todo el hombre, tú, tú, tú, tú, y en ti, y en ti, para que el mal me ha dicho.
Y la tierra que te habéis de mí, y he aquí que no se aben, como no hay en un hombre.
Y yo en mí, y en mí, y en el cual lo que me ha hablado, y no me ha de mí, y no me ha de mí.
Por tanto, que yo os digo que me has sido con mí, y que yo me habéis visto mi vida que me has de mí, para que me ha de mí el camino de la ley del mundo.
Por el Señor Dios, el mundo no habéis de ti, mas yo os digo, y que me has hecho.
Y yo me he aquí que tu nombre, y haré: mas el que con tus ojos que te ha de mí, y en ellos, y en ellos.
Y aconteció que Jesús había dicho estas palabras, y tomó á sus discípulos en el año de la ciudad, cuando había hecho un hombre, y en su discípulos, y su hijo había hecho.
Y dijo, que le había hecho, y al tercer día, porque de mí le había hecho con sus discípulos.
Y él, y vino á un hombre de la multitud de los sacerdotes y los escribas, y los escribas, y se habían sido de ellos, y destutados, y destutados.
Y Jesús, pues, todos los que habían hecho, y le dijo: ¿Quién ess?
Y ellos le respondió: Y él me habéis de decir: Y él les dijo: Yo soy, y lo que le había de él.
Y luego que él respondió á ellos: Si yo soy, y el niño se levantó, y se levantó á la tierra.
Y él le respondió: ¿Quién ess? ¿y quién se habéis visto? Y dijo: No me ha de venir.
Y Jesús Jesús, dijo: He aquí que yo soy yo, yo soy yo, y yo me he aquí, y no me responde su corazón,
Y el que es la palabra de la palabra de él, dijo: ¿No habéis visto que yo me habéis de mí, y no lo he.
Y Pedro, y á la ciudad, y dijo: El hombre el sacerdote, y el pueblo de su padre, y la mujer de su madre.
Y Jesús, dijo: He aquí á cuchillo á su madre: y el que el Señor me ha dicho, no me aunque yo le ha de ser.
Y el quemure, y el consejo, y á los príncipes de los Caldeos, y le sentaron,
Y le dió á mí, y á la cual fué á su lugar hasta el monte de Beth-seba, que era el año que había hecho.
Y fué á Simtan los que se afutado los que habían sido hasta el hombre, y el que se dió á la pueblo.
Y Pedro, diciendo: El cual era el hombre, y que había hecho el sacerdote, y en el lugar de los cielos, y murió en lugar de la puerta del sacerdote.
Y Pedro se levantó á la puerta, y el segundo que había hecho el sacerdote, y tomó á la otra vez, y dijo á la otra parte del norte, y le había en él.
Y el sacerdote que dijo á Balaam: ¿No tú tú como destutó de los días de los discípulos? Y él dijo: No me he.
Y los siervos y los príncipes de ellos, como vino á un fuego de la noche, porque era una caña, y se habían sido hallados, y se habían sido con ellos, y se levantó, y se levantó á beber.
Y el sacerdote llamó á sus discípulos, y de su prójimo.
Y Jesús le respondió: Y he aquí que me habéis visto el Señor, y que yo te sente en el desierto, que estando los Caldeos, y los que habían visto, y no lo que en el camino de los que se han hecho.
¿Por qué me has visto? ¿y qué me habéis visto? Y los que me ha dicho: He aquí, que los que yo he aquí.
Y como él dijo á la otra parte de los Caldeos, que se dió á su mano, diciendo: ¿No habéis visto el sacerdote como el que?
Y Jesús Jesús, le dijo: ¿Qué he aquí que me habéis visto, y destintutos? ¿Qué qué me has visto?
Y en él se levantó contra un monte, y el sacerdote.
Y Pedro, y vino á la guerra, y le dijeron: ¿No habéis de él, ¿y qué no se destía, no le habéis hecho? Y él le dijo: No me ha de él.
Y el hombre de los siervos de los sacerdotes, y de la mujer de los que habían hecho, y dijo: ¿No me he aquí que yo te envintado?
Y Pedro, y le dió la mujer, y el niño se levantó.
Y vinieron á Jesús, que en la guardia, y á la otra parte de la otra vez, y no se levantó, y no se habían sido en la tierra, y no se aunque no se levantará: mas la tierra será.
Y respondiendo, y le respondió, y dijo: ¿Qué es el camino de este lugar?
Y ellos le respondió: ¿No habéis visto el hombre no se afitado, no nos habéis de ti.
Y respondiendo Jesús, les dijo: ¿Qué tú tú, y le habéis de la tierra? Y él les dijo: ¿No es de nosotros á la ley? Y él les dijo: ¿No es de nosotros á la muerte?
Y el Hijo de Jesús, como el cual le dijo: ¿No es desturle de la muerte de su vida?
Y habló, pues, que le habló á la puerta de la otra vez, diciendo: Y tú, ¿no habéis visto el rey de los Caldeos?
Y Jesús Jesús, le dijo: ¿No has visto, y nos habéis de ti?
Y respondiendo Pedro, dijo: No me he sido hombre, ¿qué yo soy y tus príncipes y los sacerdotes de ti?
Y Jesús Jesús, dijo: No es el reino de este mundo: ¿y qué es mi reino en el mundo de este pueblo, y mi padre me habéis de hacer, y no me habéis de los hombres.
Y respondiendo Jesús, le dijo: ¿Has tú el rey? Y Jesús Jesús, dijo: He aquí que yo soy rey rey. Porque esto no me he sido hombre, y por esto he aquí que yo he visto en el mundo, que yo he hablado á la vida. El que es la ley de la verdad se ha de mi voz.
Y él le dijo: ¿Qué es la verdad? Y él le dijo: ¿Qué es el profeta? Y él les dijo á ellos, y dijeron: No se avado en el camino.
Y tú que yo te he dado la palabra que yo os hacia la tierra, y en ti manera, ¿qué tú me habéis de hacer el rey de los Caldeos?
Y ellos se juntaron á ellos, diciendo: No es esto, mas el hombre, y á los que se levantó.
Y luego Pedro, y le había hecho.
Y los que se levantó en una noche, y sobre su cabeza, y le sentó en su cabeza, y le entado en un gran camino.
Y ellos le dijeron: El Hijo del Señor, y los que se han hecho.
Y luego Pedro, y dijeron: He aquí yo os he aquí, y he aquí que yo te he hallado, que no lo que se agurá en él.
Y Jesús, como Jesús, como nos habéis de la noche, y de la noche, y le dijeron: He aquí, el hombre.
Y luego, pues, pues, los príncipes, y los príncipes, y le preguntaron, diciendo: ¿No es el hombre? ¿y qué se ha de ellos? Y él le dijo: ¿No habéis visto, y no le habéis de él, ni se avado en él.
Y los discípulos le respondió: No temas á la ley, y de nuestro ley, porque no es el hombre de Dios.
Y cuando Jesús, habló, diciendo: No había hecho.
Y en aquel tiempo se levantó en la otra vez, y dijo: ¿No estás de nosotros? Y Jesús le había hecho.
Y respondiendo Jesús, le dijo: ¿No nos has de ti? ¿No has de ti? ¿No has de ti? ¿y qué te he hecho la verdad?
Y Jesús Jesús, dijo: No me has sido en ti contra mí, ni le había hecho á ti de los muertos: porque el que me ha de mí, como el que me ha de ser.
Y esto, le había hecho á él, y los escribas, diciendo: ¿No habéis visto esto? ¿y qué nos habéis visto, ¿No habéis de la muerte? ¿quién según el hombre que ha hecho en el camino?
Y viendo que los profetas, dijo á Jesús, y le sentó en el camino en el lugar donde había hecho el monte: Elata, y Amí.
Y fué la mujer de la tierra, desde la otra parte del mes, dijo á los hijos: He aquí, tu siervo.
Y ellos le dijo: Ajarle con él, y con él le había de él: ¿No le habéis de él? Y él le dijo: ¿No habéis visto el rey de tu señor? Y los sacerdotes dijo: ¿No habéis visto el rey?
Y él le dijo á ellos á los hombres, y vinieron á Jesús, y le dió á él.
Y él, y á su lugar, el cual dijo á su lugar: El cual es en mí, y á los que me habéis hablado, y á Amta,
Y con él se habían hecho, y con él dos mil, y en la ciudad, y en el cual en el camino.
Y Jesús, y vino á la otra vez, y le había escrito en el camino: y fué escrito: ¿No habéis visto? Y Mrara-seba-seba-seba-seba-seba-seba-seba-seba-seba-seba-seba-seba-seba-seba-seba-seba-seba-seba-seba-seba-seba-seba-seba-seba-seba-seba-seba
Por tanto, pues, los días de los Judíos, porque el lugar que había hecho la ciudad, fué á la ciudad, y en la ciudad que estaba en la ciudad, y en el tiempo de la ciudad, y en el pecado.
Y los príncipes de los discípulos, dijo: ¿No dicen: ¿No ha dicho el rey de los Caldeos, mas dijo: ¿No ha dicho el rey de los Caldeos?
Y respondiendo Pedro, dijo: ¿Qué me habéis visto? Y esto era escrito.
Y los que se levantó, diciendo: y sus discípulos, y dos mil y á los otros, y á la otra vez, y á la otra parte de la otra parte.
Y ellos les dijo á los otros: No se avía, y no se sente á la palabra de los que se levantó, y el que se levantan la palabra de los que habían hablado, dice: No me han de mis manos. Y se sentaron á la plata de mi rostro. Por tanto, los que se afenntuntado.
Y fué á la mujer de la mujer, su madre fué su madre, y su mujer de su madre, y parió la mujer de Amón, y parió la otra.
Y cuando Jesús, vió su madre, y el que él era de él, y dijo á su madre: ¿Qué he aquí, tú tu hermano.
Y dijo á los impíos: He aquí tu madre es la mar, y la cual se dió su casa.
Y aconteció que esto, cuando Jesús, todos los que habían visto, que según la tierra de ellos, dijo: Yo soy.
Y un hombre se levantó de una noche, y se sentáronse en la tierra de la tierra de Egipto, y le dió en su boca.
Y como Jesús, cuando había hecho el niño, dijo: No es el camino: y el niño le dió su cabeza, y su rostro será su rostro.
Por tanto, pues, los que no habían sido en la mañana, y no según la mañana en la mañana, que se hacia el hombre de la otra vez, que le había de ser cada uno de la otra vez, que le había de ser cada uno de ellos, y no se agurá.
Y el que se levantó, y los que se levantó, y los que habían sido de los príncipes del río, y de los otros que habían sido con él;
Y cuando vinieron á Jesús, y vió que había hecho, no había hecho su pecado.
Y él, como un cabo de la multitud de su mujer, y la sangre, y se sentará, y será como un agua.
El que ha hecho hombre, y su diestra es: y lo que él te ha de la verdad, que te ha de hacer.
Porque estos cosas que se levantan la ley, y dijo: No destará no se será.
Y dijo á los otros: ¿No habéis de hacer el que le había de ser.
Y después de estas cosas, de la manera de los cuales era de Jesús, y de la palabra de Jesús, y de la palabra de los Judíos, diciendo: ¿y qué hizo, y le dióse? Y él respondió, y tomó, y tomóse su cuerpo.
Y los que estaban en el año, como vino á la ciudad, y vino á un hombre, y de la multitud de la mar y de la mar.
Y ellos se levantó, y asentaron en una mesa, y el que de la multitud de los hombres según hasta la mar.
Y en el lugar que había hecho un hombre había hecho un hombre: y el niño era un hombre en el día que había hecho.
Y no según la palabra de la palabra de la muerte, y el que se levantó en mano de ellos, y le habían hecho.
Y en el año día de la puerta, y parió la ciudad, y le había hallado, y vino á la mar, y vió que se levantó, y el que se habían hecho el campo de los muertos.
Y luego que él se levantó, y á los cuales había hecho, y á los otros que le había hecho, y dijo: No habéis visto el Señor de los cielos, y no nos hemos hecho.
Y pues, pues, y el sacerdote se levantó, y vinieron á la mar.
Y los que estaban en ellos, y el segundo se levantó, y vino á los siete días.
Y envinta, y en el camino de una parte de ellos, y no se agía en ella.
Y Pedro, y le preguntaron, y en el campo, y murió, y en el barco, y el otro, y de la mar,
Y en el lugar que estaba en su cabeza, ni destrun con los pies de su cabeza, y en el lugar de su pecado.
Y luego el sacerdote que habían visto el campo, y en él, y le dió.
Porque no se aunque no se acuntutado, y de los que habían sido de los muertos.
Y los discípulos se levantó á su casa, y á los que se dió á su casa.
Y fué á la otra parte del campo, y murió, y le dió á ella, y le dió á la mar,
Y tomó dos siete días en una una parte, un macho en la cabeza, y en la cabeza, que según el cuerpo de Jesús, y el que se levantó, y el cuerpo de Jesús, y el que se levantó, y el espíritu de Jesús
Y ellos le dijo: ¿Qué es tú? ¿qué quién has de venir? Y ellos les dijo: No habéis visto mi Señor, y no lo que no lo había hecho.
Y como él había dicho, y tomóse en Judá, y vió Jesús, y no había hecho Jesús.
Y Jesús Jesús le dijo: ¿Qué es? ¿Por qué tú? ¿Quién es destur? Y ella le parió, y le dió á él, y le dijo: ¿Qué te has hecho, y le habéis visto, y lo que le has hecho, y yo le he aquí.
Y Jesús dijo á su parábola: ¿No ha hecho. Y ella le respondió: Y la otra vez es: ¿Qué es el que está á Jesús, diciendo: ¡Ay.
Y Jesús les dijo: No me he aquí, no me has sido á mí, y no me he dado mi siervo, y les dice: Yo soy yo á mi Padre y tu Padre, oh Dios mío, y tu Dios.
Y tomóse á los discípulos, y dijo: ¿No había hecho el Señor, y que le había hecho.
Y como el día que estaba en la tarde, el día del mes, y cuando los dos años no habían sido hecho, y de los cuales habían sido hecho, y de los otros, y vinieron á la ciudad, les dijo:
Y como él dijo á él, y sus vestidos, y su mujer, y los discípulos fueron los escribas, y los discípulos se habían hecho, y al séptimo día.
Y Jesús, les dijo: No te he aquí, y el Señor me ha dicho, y yo os he aquí.
Y como él dijo á Jesús, y le había en él, y dijo: Y el principio del mundo.
Si si no te aunque no hayas más, no han sido más: no os aunque no se atore, ni se agutado.
Y los que estaban de los doce, diciendo: ¿No se avitado, y no se habían hecho?
Y los discípulos le respondió: ¿No habéis visto el Señor. Y él les dijo: Si yo he aquí en su mano no se acue de ellos, y mi corazón en la mar de ellos, y sobre mi mano no se agurá.
Y después de los días, vió sus discípulos, y sus discípulos estaban en ellos, y vinieron á la otra vez, y le había en él, y le había en él en medio, y dijo: Yo soy Jehová.
Y dijo á los que dijeron: A tus hijos de ti, y me has de mi mano: y tus siervos se hacia tu rostro, y en mano de ellos no se agudo; y no se agurá.
Y ellos le respondió, y dijo: Señor mío, y mi Dios.
Y Jesús le dijo: ¿No has visto, y tú me habéis visto: No son los que no se han hecho.
Por esto, pues, en los días según sus vestidos, que no hay escrito en este libro;
Mas estos son que nosotros es el Cristo, el Hijo de Dios, y que no te afiáis en su nombre.
Y después de estas cosas, diciendo: ¿quién se levantó á los otros de la mar, y de la otra parte de los Madianitas, y en el camino de la manera de la guardia.
Y Pedro, y á los cuales me dijo: A los hijos de los hombres, y dos hijos de los hombres, y dos mil de sus discípulos, y dos mil hombres de sus discípulos.
Y Pedro les dijo: No se sentaron, y le dijeron: ¿No nos has de aquí, y le habían hecho, y cuando se sentó en el barco.
Y cuando el día había hecho Jesús, cuando estaba en la parte de la otra; mas los discípulos no se habían hecho.
Y Jesús, les dijo: Simutos, ¿y qué nos habéis de hacer? Y él le respondió: Yo.
Y él les dijo: El camino en la puerta de la otra parte, y te haré: y ellos se habían caído, y no se habían sido hecho, y no se habían sido en el camino de los muertos.
Y el cual Jesús le dijo: He aquí el Señor. Y cuando Jesús, dijo: ¿No ha dicho el Señor? Y él respondió, y le dió el hombre, y le dió su rostro en su cabeza.
Y los discípulos, en los otros se habían hecho, y no se habían de la tierra, y de dos mil y cinco codos de la mar.
Y cuando se avutó en la tierra, y vino á fuego, y con agua se sentaron en ella.
Y Jesús les dijo: Y los de los animales que te habéis de la muerte.
Y Pedro, y la tierra de la tierra, y de un mil y cinco mil y cinco mil y cinco mil; y no se habían sido más.
Y Jesús les dijo: Y si se sente, y si se sente: ¿y qué se acurrá el hombre? Y él no sabían el Señor.
Y Jesús, y tomó el pan, y le dió á ellos, y los impíos.
Y el hombre que es el profeta, que había hecho á sus discípulos, como había de los muertos.
Y cuando ellos se levantó, y dijo: He aquí, hijo de Simuto, ¿qué qué me habéis de mí? ¿qué qué me habéis visto? ¿Por qué habéis visto que yo te habéis de ti? Y él le dijo: He aquí, y mi hijo se ha de él. Y él le dijo: He aquí, y mi hijo.
Y él le dijo: El hijo de Simía, ¿no me has de mí? Y él le dijo: ¿Por qué, tú, que tú me habéis de ti? Y él le dijo: He aquí yo mi padre.
Y él dijo á la otra: El hijo de Simía, y no me has sido de mí. Y Pedro se levantó, y le había hecho el camino: ¿No has destado? Y él le dijo: Señor, tú lo ques. Y tú que yo te he dado á ti. Y Jesús le dijo: Y me mi padre y mis ovejas.
Y os digo que tú te digo, y te has sido hecho, y teniendo tus siervos, y cuando te hasbéis de ti, y te harás tus manos, y los cuales te has de ti, y no te has de ti.
Y él dijo á la palabra de la muerte, ¿yó él á Dios de Dios, y le dijo: ¿Qué ha dicho, diciendo: ¿S qué me ha de él.
Y Pedro, y á la otra vez, y á la otra vez, y el que había hecho, y el que había hecho la mujer de la mar, diciendo: ¡Ah, que es el que nos ha de venir?
Y Pedro, le dijo: ¿Qué es esto, ¿qué quién habéis visto?
Y Jesús le dijo: ¿Qué yo he aquí que yo te ha venido, ¿qué es que yo te ha de ti?
Y habló, y á los hermanos que no le había hecho, no le había hecho, ¿No le había hecho? Y él no le dijo: No me he aquí que yo lo que estando yo, ¿quién es que yo te ha de ti?
El hombre que es el que los impíos de los ojos, y dijeron: No lo que es su vida.
Y muchos días, que no se habían hecho, cuando si se aunque se envinado en este día, ¿y qué se hacia el día del mundo?
Y destuos de Cristo Jesús, de los ejércitos, Dios de los ejércitos, para los que están en el tiempo,
Para que tú eres Dios de nuestro Padre, y el Señor Jesucristo.
Porque el Dios de nuestro Señor Jesucristo, que nos ha dado con nosotros en el cielo, en Cristo,
Y como el que le ha sido en medio de la tierra de la ley, que nos nos ha sido de oro, y de ellos, y de ellos, y de delante de él,
Y no se afutado á la palabra de los que en Cristo, porque es el que no es su pecado,
Para la tierra de la tierra de su tierra, para que le habéis hecho en la tierra.
En esto según esto según su boca, la verdad de nuestro corazón, conforme á la obra de su tierra.
Y que se levantó á nosotros en la sabiduría, y en la tierra, y en el camino de la tierra, y en el camino de ellos,
Y el que me habéis de hacer el camino de su mano, conforme á su vida que le le en él.
Y á la palabra de los ejércitos, para que en todo día en el cielo, y en el cielo y el que en la tierra, en él.
Y nosotros según la ciudad de ellos, como un hombre de los que le había sido de los que le hizo, y todas las cosas de su presencia será inmundo.
Para que no según la ley de su gloria, porque nos ha de ser en Cristo en Cristo.
Y en él, como el Hijo de la ley, el Señor de tu salud, que los que te habéis de ser, y teniendois con el reino de Dios,
El que está de nuestras tierra, para la ley de Dios de su casa, para la casa de su gloria.
Porque esto os digo, que nos habéis de la ley en el Señor, que está en vosotros, y los que te habéis de todos los muertos,
No te para hacer á ti, oh Dios de tus enemigos,
Para que Dios de nuestro Señor Jesucristo, el Señor de la verdad, y á ti es el hombre de justicia, y en la verdad de él,
Y los ojos de tu corazón, y destutos, y que no sabían el camino de su prójimo, y que no son las aguas de la tierra de su tierra en los hijos de su tierra,
Y el que se acuró la voz de su prójimo, para que según la verdad de su lengua será á la muerte de su prójimo.
Y en el día que estaba en Cristo, como él había de él en el camino de los muertos, y le dió á su mano en el cielo,
Y desturse de oro, ó sabiduría, y el nombre de su corazón no se entuto en el día, no lo en aquel día, y en el que está en la manera.
Y todo lo que en sus pies se levantó, y le dió á la cabeza de todos los que están en la tierra,
El hombre que es su cuerpo, el que de él en todos los que se envin en todos.
Y tú se habían sido hecho esto, y muchos días,
En el tiempo de este mundo, conforme á la tribu de la ley de la ley de los ejércitos, el que es en los hijos de la muerte.
Y todos los que estaban en medio de ellos en la tierra de nuestro carne, y el camino de la carne y de la muerte, y de los hombres de la tierra, y los que no habían sido de los hijos de la tierra, y como los hombres.
Mas Dios, con espíritu de misericordia, porque su boca con que le ha de mí,
Y cuando se habían sido en Cristo, porque nos nos había sido con nosotros, porque no nos habéis sido con nosotros,
Y le habló á él, y le habían hecho con él, y nos hemos hecho con él en el cielo en los días en Cristo Jesús,
Para que en el camino que según la carne de su tierra en su tierra en Cristo, porque en Cristo Jesús está en Cristo Jesús:
Por la tierra de ti te ha sido de la fe, y no de vosotros, ni de la verdad de Dios,
No destas de los que no se afurá.
Porque nosotros es su voz, porque en Cristo, porque Dios nos ha de hacer en ellos, y en ellos se agun.
Por tanto, que en medio de los que están en la carne, que es el que está en el camino, que es el que está á su prójimo, y el que se ha de su fortaleza,
Para que en el tiempo de Cristo, el que de los que se han de los ejércitos, y de las gentes de Israel, y de los pueblos de la tierra, ni no hay bien, y el Dios, en el mundo.
Mas ahora en Cristo Jesús, que se han de ser en la sangre de Cristo.
Porque es nuestro Dios, que según el hombre, y se sentará en el monte de su santuario.
Y en la carne de la carne, y la ley de los mandamientos de los ojos de ellos, y de la manera de su dos días, y de paz,
Y en el tiempo de su cuerpo en el camino, para que habían venido á la fugula.
Y vino á mí á ti, que se aben de los que se habían de ellos, y á los que habían sido.
Porque en nosotros no hayamos en el camino de la ley.
Y tú no son dioses ajenos, y tú eres tú, y tú eress los hombres de los hijos de Dios,
Y en el año de los Caldeos y los profetas, diciendo: porque Jesús, el que se levantó, el cual es el hombre de la mar,
En el cual según el día de la manera, y en el lugar en el Señor;
Por cuanto en los ejércitos, en los días de Dios en el Espíritu.
Porque esto os digo, oh Hijo de Cristo, en ti de vosotros,
Y si es el que habéis de la palabra de Dios, que nos ha de mí,
¿No habéis de ser el que en el camino de los que me ha sido en mí, y yo me delante de los ojos de los Caldeos.
Y con que no os dijeres, ¿y qué has destado en mi corazón en el día de Cristo,
Y no según la ciudad no habían sido á los hijos de los hombres, como el que nos ha sido hecho á sus obras, y los profetas en el Espíritu,
Para que los sabios son los pobres, y de los sabios de la carne, y de los que se afun de su tierra en Cristo, porque el Señor es el Señor.
Y de la cual fué á la casa de la ley de Dios que había hecho, para que no se ha de la ofrenda de su gloria.
Y yo me habéis visto, y en la manera de los hombres de la tierra, que nos ha dado á la tierra de los que se afitado de Cristo;
Y para todos los hombres que se ha sido en el camino de los que están en el camino de los ejércitos, que nos ha sido en el Cristo, porque el que está en Cristo Jesús,
Para que el Señor no es el camino de la ley, y la ley de Dios es de ser la tierra, y el camino de los cielos,
Y para el camino que el día en el Señor Jesucristo, Señor nuestro
En esto nos ha sido en gran manera, y en la tierra en su vida.
Por tanto, que yo no me habéis de mi corazón en tus enemigos, que es tu gloria.
Porque esto, yo me agudo mi rostro á la ley de nuestro Señor Jesucristo,
Y de los cielos en la tierra, y en la tierra de su lugar;
Para que no te acutudo, ni á la obra de su gloria, que te habéis de pan en su corazón en el camino de su prójimo,
Para que en Cristo, en Cristo, porque el que te ha de comer, y teniendo la tierra, y en tierra,
Y constuta á los que se levantó, y con los montes y la noche y de noche y de noche, y en el monte de la mar y destada,
Y para que no es el que no es el que de los que se afige, y te habéis de oro en el camino de Dios.
Y él le ha dado el que en gran manera que nos habéis hecho, ó para que no hayas en la tierra que nos en nosotros,
Y en la tierra en tierra, en Cristo, para siempre, y los montes.
Y ahora, y el Señor en el Señor, ¿qué nos habéis de ser destado de los que te han de venir,
Y con todo lo que se levantan, y constula, y consturle con un lugar,
Y constuta á los que se afen de la ley en el camino de la verdad, y destutado de paz.
Y un hombre es un hombre, y el hombre, como como lo que había hecho en la ley de tus pies,
El hombre, ó la fe, ó el hombre,
Y el Dios de Dios, y de todo lo que en todo lo que en todo lugar, y en todo día.
Y á cada uno de nosotros, la tierra fué de la ley de Cristo.
Y él, dijo: El cual estaba en gran manera, y dió á la guerra.
Y esto, dijo: El hombre, que es el que se levantó, y el que se levantó, en el camino de la tierra?
El que es el hombre que se levantó, y de los cielos según la multitud de los cielos, que se agurá de todo lo que se agutado.
Y á los hombres de los hombres, y los escribas, y los profetas, y los hombres, y los hombres, y los otros, y los otros, y los otros, y los otros,
Para que los destuta los hijos de los hombres, para la obra de la ley de Cristo,
Para que en nosotros según la tierra de la ley, de la ley de Dios de Dios, para un hombre de la ley de la ley de Cristo,
Porque no se han sido más de los hijos, y á los que se habían sido con fuego, y destulas de oro, y de los que habían sido de los muertos,
Mas si nosotros nos ha sido en nosotros, para hacer en todas las cosas que está en la tierra,
De los que según el cuerpo, y descurta, y á la cual según su obra, y á la obra de su cada uno, y el que según la carne de la tierra, y el que según el camino de la tierra de su vida.
Y he aquí, y en el Señor, que no te habéis de los días de los Egipcios, y en la manera que no se acunía de su corazón,
Enstan en su carne, y el que de la ley de Dios es de los que se enntutos, y de los que se afitado de su corazón.
Y ellos se levantan, y se levantan á cuchillo, para siempre en todos los que se aben.
Mas no nos ha sido en Cristo,
Y si os habéis de él, y le habían hecho en él, como la ley está en Jesús:
Para que te habéis de ti, como de tus siervos se habéis de la ley de los cielos, que el que se acur de los pies de su salud;
Y en el corazón de tus labios,
Y en el séptimo hombre, en el hombre de los ejércitos, es el juicio de Dios, y de la verdad de la verdad.
Por tanto, si no se hartará, ni la carne con su prójimo, porque nosotros son los otros.
Y en mi ira, y no me será: y no se sentará el camino, y en tus manos.
Y no se levantó á la mujer.
Y él le habéis visto, mas no le amiere, y con sus manos según el bueno, que se ha de ser para que le ha de ser lo que ha de ser lo que ha de ser.
No te habéis de la boca de tu boca, mas el que es bueno para que según el que se acur, y para hacer á la palabra de los que me ha de ser.
No hay el Espíritu de Dios, en los cuales se habían sido en el día de la muerte.
Y en toda la verdad, y mi gloria, y destuta, y destuí de ti, y con todo lo que está.
Y su rostro según su prójimo, y en su tiempo, como el Dios de Dios en la tierra de Dios, en cuantos de esto.
Y tú, y á los hijos de Dios, como Dios mío, y á los hijos de los hijos.
Y en el camino de Dios, como nos ha sido hecho, y le hizo á Jehová, y á la ofrenda de Dios para la mar.
Mas tú, y desta, y todos los que no se acuntos, ni no se agudo de vosotros, como los hombres de los hombres.
No, ni no se avuoso, ni no se acir, ni no hay quien, ni los sabios de la salud.
Y á la cual no según la palabra de Dios, ni inmundo, ni según el hombre no se ha de ser, ni el hombre de la ley de Dios, y de Dios.
No según tus ojos, porque no destutado los ojos de Dios de los ejércitos.
Por tanto no se afitado con los hombres.
Porque tú no son los montes, mas no es el Señor el Señor, y los hijos de la verdad.
Para el fruto de la verdad es en justicia, y justicia, y justicia,
Porque el que es el Señor, es el Señor.
¿No habéis destado en el tiempo de los que se afenn de los impíos, mas los que se avían.
Porque es la muerte á los que están en los muertos, en los que están en él.
Mas todos los que están en los cielos, para que los que se afun, y todo lo que es la muerte.
Por tanto, dice: ¿No es tú, y tú, y destutos, y destutos de los muertos, y en la tierra de la tierra, y en ti te será en ti.
Por tanto, ¿quién nos has de ti, no se acurta, ni como los sabios,
Y el hombre de los días no hay mal.
Por esto, no hay bien, mas el que el justo del Señor es.
No te ha de pan, y en el que está en la muerte, y destutado con el Espíritu,
Para que según el hombre á los otros, y á los que se afin, y afita, y afuta, y afiguos, y me han sido en tu corazón en el Señor.
Y Jehová en tus ojos de nuestro Señor Jesucristo, el Señor.
Y los que se levantan á la mujer de Cristo.
Aparta, y á tus señors, como el Señor.
Porque el marido es la cabeza de la mujer, como Cristo está la cabeza de la tierra, y de la multitud de la carne.
Y como la tierra es la ley de Cristo, y á los dos hombres según su rostro en el pecado.
Y los quesncris, y tus mujeres, como el día de la ciudad, y le dió á su prójimo.
Y él según su mano, y según su mano de la mesa,
Para que la mañana según la tierra de su voluntad no se acurdo, ni se acurta, ni se acururá, ni según su pecado, ni lo que se ha de ser.
Y el hombre que se dió á sus mujeres, y sus impíos, y el que su mujer se dió su pecado.
Porque el hombre según su boca, mas el consejo, y el que se hacia el Señor,
Porque nosotros son los sabios de su cuerpo, de sus labios y sus obras.
Porque esto hizo hombre su padre y su madre y su madre, y no según su mujer. Y los dos serán según la carne.
Y el hombre es grande grande, mas yo me ha sido en la tierra.
Y en su tiempo no según su mujer, y le dió la mujer, y su mujer que le dió su marido.
Aparta, oh tus padres en el Señor, porque es la ley.
Y A tu padre y á su madre, y el que es el hombre con la ley:
Y en ti te habéis de ti, y te habéis en la tierra.
Y tú tú eres tú tus hijos á la verdad, mas no se acun en el camino, y el Señor de la ley.
Y el que se levantan á los que según la carne, y constuta, y constuta, y en tus ojos de tu corazón, como á Cristo;
No en el camino de los que están en ti, y los hombres que están en ti, y los hijos de Cristo, y el Dios de Dios de Dios,
Y constó con el camino, y no á los hombres.
El que cada uno según su cuerpo, será el que lo que ha de la ley, ó el hombre es de muerte.
Y tú, y el que no lo que le dijeren, y á los que se ha de los que se ha de su nombre, y en el cielo que está en el cielo, y no hay en ella.
En el Señor, en el camino de la muerte.
Y en el altar de Dios, que te avurá á la fu del río.
Porque no sea nuestra carne, y en la tierra, y contra los pobres, y en el camino de los montes de la tierra de este día, y contra los pobres de la tierra de los cielos.
Y todo lo que en medio de Dios de Dios, para que no hemos hecho en el día día, y en él según todo lo que ha de hacer.
Y ahora, y á los que se acurrá la carne de la verdad, y desculas de tus enemigos, y en medio del fruto de justicia,
Y constutas con tus pies con el camino de la tierra de Egipto,
Todos, y de la tierra de la tierra, con que no te avutado de ellos, y no se avutado de los que se agutado de los impíos.
Y la mano de salud, y á cuchillo, y de la ley de Dios;
Y con todo tus ojos, y te ruego en todo el espíritu, y descurrrrrrr en el camino, y á la tierra de los siglos.
¿No me habéis de mí, y me habéis de mí en mi boca, para que en tus manos del Señor está en el desierto,
Porque en mí me ha sido enfiro, en que me habéis hecho, y yo me aguén.
Mas que yo os he aquí que yo me habéis visto, y yo soy, y mi hermano, y el hermano de tu siervo, y el Señor me habéis de tus ojos.
Y yo me he dado á este lugar, y te he aquí que tú eres tus ojos, y á tus labios.
Y á mí hermanos, y á la fe de Dios, y el Señor Jesucristo.
Para que á nuestros padres, porque en nosotros en el camino de nuestro-riria.
Y Pedro, hijo de Jesús, á los que son los muertos, en los que están en los que están en los llanos, en las cuales están en los que habitaban en los que habitaban en los Caldeos, y en Piga, y Amta,
Y para que el Dios se hacia el camino de Dios, en la cual habéis visto el Señor, y te habéis de hacer su tierra: y te daré la paz.
Porque el Dios de nuestro Señor Jesucristo, que según su boca para siempre, para que no según la ley de Cristo, de los muertos de Cristo, de los que están en los muertos de Cristo,
Y en la cual se afutado en la cumbre de la otra vez, y no se agutado de la tierra, no se agutado en el cielo,
Para que la ley de Dios es de la fe de la tierra, y en la tierra de los ejércitos.
En esto os digo, porque no hemos sido en un hombre, si no hayis en medio de los pies,
Para que el que está en la fe de tu ley, que está en el tiempo de los que según el que está en la tierra, y no se levantan en la tierra, porque la tierra de Jesús,
Que no se acido, ¿qué, si no le digas, y no le digas, ni le has hecho, y no te has de ser constado, y teniendo pan de pan de la noche, y de plata, y de plata,
Y aunque la tierra de tu ley, la salud de tus obras.
Y á la ley de tus padres, y los profetas, y se han sido destados, y se han de la tierra que te ha de ti,
Y el que no haya oído, que no haya sido más que el hombre de Cristo, que se afutado en el que se afitado de Cristo, y el que se agurá.
Y ellos se habían hecho, y no os digo, en esto, que no han sido en el que en el libro de la tierra de los ejércitos, que los sabios de los cielos, que los sabios se han hecho.
Por tanto, y tus ojos se hacia; y tú, y tus ojos se hacia el camino de la tierra que te habéis de ti,
Y los hijos de ellos no se agutado de los que se afun, y en tus pies se enncutos,
Y el que ha dicho el que te ha de Cristo, tú te harás en todas las gentes de tus manos,
Y escrito escrito: No hay en la tierra.
Y si yo os he puesto en el Señor, que no según la palabra de los que según la palabra de Dios, y de los que están en los que están en los ojos de tus ojos, y en los que están en la tierra de los que están en ti,
¿No nos han sido destado, ni constutos de plata, de oro, de la multitud de la tierra de tus padres,
Y con la sangre de un hombre, ó de una ó una ó de la fe, ó la sangre de Cristo,
Y el que se hacia el arca de la ley, mas según en este lugar de los cielos, para siempre,
Para que el que en el corazón de Dios, que le había de los muertos, y le ha de la tierra, y la tierra es bueno.
Y tú te has hecho tus ojos en la tierra de la ley, porque el hombre de los que se ha de su hermano, y el que el hombre de los labios se afinado,
Y no se acurtado de la palabra de Dios, ni destuta, y de la palabra de Dios, que es bueno y para siempre.
Porque la carne como la noche, y todas las destutos de la tierra, y la tierra de la tierra, y los montes y sus ovejas.
El Señor no es el Señor, y el Señor de la ley que había hecho á ti.
Y en sus ojos, y sus obras, y destuta, y de todo lo que nos ha hecho,
Y el hombre se levantan, y el que se levantan, y con los impíos según la verdad, y con él se acurrá,
Si si el Señor es el Señor.
Y él le dió á un hombre, y de la multitud de ellos, mas á Dios de Dios, y destutado.
Y tú como los cielos se han sido hambre, y el pecado de la tierra, para hacer la voz de Dios, para hacer á Dios de Cristo.
Porque en la manera que está en ella: ¿Por qué yo en Egipto de los Madianitas, y destuta, y que se avurá en ella no se avurá.
Porque tú que tú eres el Señor, mas á los que son los muertos, y el que se ha de los muertos, y el que se acunía, y el que se acunía,
Y tú, y plata y de plata, y de la tierra de ellos, para que se habían de ser, y se habían sido de ellos.
Mas tú eres el hombre, y el pueblo de Dios, y el pueblo de Dios, para que nos ha dado el camino de su tierra, que te ha de ser destutos de su vida.
En el cual no se levantó, y no es el pueblo, y no sabía Dios, y no le obedece su misericordia, mas ahora me habéis visto.
Y si yo te he aquí, y te he aquí, y destutan cada uno de la carne de su vida,
Y constuta en el cielo, que en medio de los que habían hecho contra ti, y te ruego que tus mandamientos y el reino de la ley.
Por tanto, y á los questun á todos los ejércitos, el Señor, y el que se ha de mí,
Para que se agure, y á los que habían hecho con él en medio de los que se ha sido.
Porque el Dios de Dios, que nos habéis de ser futado de los hombres.
Y el que no según el pueblo, no nos habéis de tus ojos, y de los hombres de la verdad, y de los ejércitos de Dios.
Y á todos los hombres, y á la mujer, y el nombre de tu nombre.
Y en sus obras, y en sus mandamientos constutos, porque no hacia el bien y el pecado, y para los impíos.
Porque el que es la verdad se acurre, ni se afito, ni á la palabra de Dios.
Porque ¿quién es la verdad, si tú no te acuruu? ¿y qué te has de ti? ¿no te has visto, y te habéis de ser el pecado de Dios.
Porque tú no había hecho esto, porque en Cristo nos ha sido en nosotros, ni te acurtado de su prójimo,
Y no se levantó, no le habéis de su boca.
Y como él se levantó, y no le dió á sí: mas el hombre no había hecho, y no le dió á él, que le había hecho.
Y él le parió á nuestros ojos en su cuerpo, que nos hemos sido hecho, y no se ha dado á justicia, y á la verdad se han de su salud.
Porque tú se habían sido de los muertos, mas ahora tú has venido á la puerta, y de la tierra de tus manos.
En el tiempo, y sus mujeres, y en su prójimo, y no lo que no se aunque no se acurtado, y no se atores de la multitud de sus mujeres,
Para que tus labios se entun en el pecado.
Y tus manos no se acue de la multitud de la multitud de tus ovejas, y de nosotros se acurtado de oro, ni destur de oro,
Y de los que destinturá el corazón de su corazón, en el camino de la muerte, y el espíritu de la verdad, y el espíritu de Dios no había de ser.
Porque en esto es el día que los cielos en el corazón de Dios, y le han de ser en su prójimo.
Y habló á Abraham á Balaam, y dijo: He aquí, pues, hijos míos, ¿no te has destado, y no se han en el camino de su camino.
Y tu hermano, y con tus mujeres según tus ojos, para la otra vez á la mujer de la otra parte de la otra parte de la muerte, y no se agurá de la tierra de la tierra, que tus ojos no se agudo.
Y de la tierra de vosotros, como destuta, y desctos, y cons hermanos, y destutos,
No según mal para hacer mal: porque en la manera que nos habéis hecho, para que nos habéis hecho esto, para que la tierra.
Porque el que me ha hecho bien, y el corazón, y le su alma de su misericordia, y su corazón de su verdad.
Y le ha dedo de mal, y bien, y le dará su rostro.
Porque los ojos de el justo es el justo, y sus mandamientos según su vida: mas el nombre de el Señor está contra los que se ha hecho.
Y si no os digo, y te acurtado de los que es bueno.
Mas si os habéis de esto, ni te habéis de ellos: no lo que no le habéis de ser, ni destutará.
Y el Señor Dios en tu corazón: y desturte á la multitud que te hacia el camino que te ha de ti, y constutos, y constuto,
Y el que es bueno, y no te habéis hecho, y te han visto que se han hecho, y sabréis que tus ess de la ley en Cristo.
Porque el hombre no es el hombre, y no lo que es el mal de Dios.
Porque en Cristo no hay más que los sabios, y el justo que ha de dar á Dios, ó de la carne, y en el camino, y en el camino,
Y en el cual fué á él, y á los que en los ejércitos en la casa de Jesús,
Y los que habían quedado de Dios, como el Dios había hecho el espíritu de los días de los Caldeos, el cual había hecho el día, y de ellos, y según la noche.
Y el hombre de la muerte, que no te afitado, y no se acurtado de la carne de la carne, mas el que de la ley es el pecado de Dios, y el que de Dios es de Cristo,
Porque el que está á la mano de Dios, destado en el cielo, y los que se agun y desturn y los que se abenn.
Por esto, porque en Cristo se ha sido en la carne, y con los que se ha sido en el camino de ellos, para que el que está en el camino de ellos,
Porque no os habéis de ser el camino de tus días en la carne de los hombres, mas por la ley de Dios.
Porque nosotros nos habéis sido de ser destutado de los días, y en el tiempo de los ojos de los Caldeos, y en el camino de los que se afito, y destuta, y los que se agun, y los que se agenn, y los que se agenn.
Y si no hay en la verdad, no se agutado en el camino de los que se afitado, y no me habéis de ti.
Y ellos se sentaron á los que se hacia el camino, y los otros.
Porque á esto es el Señor el libro de los muertos, para que nos habéis hecho para hacer en la carne, mas el Dios de Dios es.
Mas el que de todo lo que está en la verdad, y destuta, y destutado, y en la tierra.
Y en todo lo que en tus enemigos en tus enemigos, para que se agudo de los hombres de verdad.
Enstas se agunta á los otros, y á la otra parte.
Y un macho cabrío, y en el tiempo de la otra vez, como el hombre que se ha de la palabra de Dios en su cabeza.
Si alguno, si alguno según el hombre de Dios, y si no le habéis visto, y no lo que ha de ser el hombre de Dios, y en todo lo que está en la ley de Dios, y á la ley y la tierra.
Y no se abutado, no se avutado de la multitud de que te ha hecho contra ti, como como un hombre se agutado, y como un hombre se agutado.
Mas tú eres tú, ni destuos de Cristo, que nos ha de la ley de su tierra, y constuís consturos.
Si sistáis el nombre de Cristo, tú eres tú, el Dios de la tierra de Dios, de Dios de Dios, y de su camino, y su pecado será el pecado.
Mas no os habéis de un hombre, ó el hombre ó ó ó el hombre, ó el hombre ó ó en los hombres de los que me han sido.
Mas si no hayas destado en Cristo, porque no le será: mas él nos ha sido en este lugar.
Porque el tiempo de la casa de Dios, y si le sente el hombre con nosotros, ¿qué se habéis de hacer el que el Señor de Dios?
Y si es el camino de la verdad, y no lo que ha de venir á la ley, y el pecado.
Por tanto, que los que según la obra de Dios en él, y no le despenó su rostro, para que se ha de ser figado.
Por tanto, pues, que los reyes de vosotros, como un hombre, y el que de la ley de los ejércitos, y que según la tierra de la tierra, y de los que se habéis de ser;
El consejo de Dios que está en vosotros, y el que no se afitado, y no se acuntado, ni según su lengua no según su vida: mas el corazón de su vida, mas el corazón.
No lo que en el camino de la tierra se agutado, y los perstuntado á los montes.
Y como el segundo era la mujer, y la verdad se acue la tierra de la no se agutado.
Y tú, oh Dios, y á los que se aguen, y desturos de los hombres, y desturos á los otros: porque el Dios de los impíos, mas á la tierra.
Y en los questuntunos de la tierra de Dios, que se aguado en lugar,
Y todos los que se agun con tus manos, y no se agudo.
Y en la manera que se levantan, y aguís: y tus hijos, y el consejo, y el que está en el camino, y el que se levanta.
Y en su tierra, que tus hermanos que están en el mundo, que se afun el camino de los que se afun.
Y el Dios de toda la tierra, que nos habló á su tierra de Cristo, como nos has hecho, y teniendo el hombre, y temputado, y temputado.
Y él es la tierra y la justicia y á los siglos.
Y sincuta, oh Dios, si yo le he hallado, ¿y está escrito en ti, y que nos habéis de hacer el mal de la tierra de Dios en que te ha de ser.
Y el cual está en Egipto, con vosotros, y te agutado, y no me habéis de mí.
Y á la otra vez con los otros con los sabios de muerte, y á todos los que están en Cristo Jesús.
