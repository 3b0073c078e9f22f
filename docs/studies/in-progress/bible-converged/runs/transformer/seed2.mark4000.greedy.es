Y aconteció que, cuando los jueces vinieron, hubo hambre en la tierra. Y un varón de Beth-lehem de Judá entró á vivir en la tierra de Moab con su mujer y sus dos hijos.
Y el nombre del hombre era Elimelec, y el nombre de su mujer Najom; y los nombres de sus dos hijos eran sus dos hijos, Mulonitas y Chiln-lehem, y vinieron á tierra de Moab.
Y Elilecías, Najomé el marido de Najo, y ella fué dejó con sus dos hijos.
Y tomaron para sí mujeres de las mujeres de Moab, y el nombre de la una parte, y el nombre del otro, y el otro, de Ruth. Y habitaron allí diez años.
Y Selón y Chilón murió, y la mujer de sus dos hijos y de su marido.
Y levantóse ella con sus hijas, para que se convirtiese de tierra de Moab; porque había oído en la tierra de Moab cómo Jehová había visitado á su pueblo en que les había dado pan.
Y salió del lugar donde estaba, y sus dos hijas con ella; y fueron por el camino á la tierra de Judá.
Y díjole su suegro: Id, volved cada uno á la casa de su madre: Jehová, haz contigo como el muerto con vosotros, y con mí habéis hecho ver con los muertos y con mí.
Jehová te acatarás para que te halle reposo, cada uno de su marido. Y ella los besó, y alzaron la voz, y lloró.
Y ellos le dijeron: No, antes volveremos á tu pueblo.
Y dijo: Id, hijas mía; ¿por qué habéis de ir conmigo? ¿hese yo aún en mi vientre, para que sean tus maridos?
Volveos, hijas, id, vete; porque soy un marido de tiempo de tiempo, y si dijere: Heme aquí, yo he de ser marido, y también también yo también os lleve hijos;
¿Y vosotros habéis de estar en ella? ¿habéis de estar en pos de vosotros maridos? No, hijas, porque me afligieron en amor de Jehová.
Y alzando ellos la voz de ellos, lloraron; y sima su madre besó, y despedazóse con ella.
Y ella dijo: He aquí tu hermana se ha vuelto á su pueblo y á su dios, y á su dios Boded- hermana.
Y dijo: No me des constudes, y de seguirte, porque á donde quiera que fueres, yo iré; y dónde estarás, y mi pueblo será mi Dios.
Y donde moriréis, y allí me seré sepultado; y haga Jehová me haga así, y también me añada: si de muerte te fuere.
Y como vió que se cumpliese que estaba determinado para ir con ella, dejó de estar su poder.
Y yendo ellos hasta Beth-lehem. Y como llegaron á Beth-lehem, toda la ciudad era accitada de ellos, y dijeron: ¿Es este nombre?
Y ella les dijo: No me llamas á Najo; llamame, porque el Omnipotente me ha hecho muy amargamente.
Y salí, y Jehová me ha traído vacío: ¿por qué me llamas á Najo, porque Jehová me ha testificado contra mí, y el Omnipotente me ha afligido?
Y volvió á Najoth, y Ruth á Moab, y su nuera, con su nuera, el cual se volvió de la tierra de Moab. Y vinieron á Beth-lehem de la siega.
Y tuvo á Najo de su marido, y esforzado de la familia de Elimelech, y su nombre Booz.
Y dijo á los Moabitas: Ruégote que me vayan al campo, y rebuscos en el campo, y rebuscos en los oídos de aquel grano, que yo le hallare. Y ella respondió: Ve, hija mía.
Y fué, y rebuscó en el campo después de los segadores, y ella se dió á la parte del campo, el cual era de Booz, la familia de Elira.
Y he aquí Booz de Beth-lehem, dijo á los segadores: Jehová sea contigo. Y ellos le respondieron: Jehová te bendiga.
Y Booz dijo á su criado que se segó sobre los segadores: ¿Quién es éste?
Y el criado que estaba sobre los segadores, respondió: Moabita, que volvió á Najom, que volvió á Namith de tierra de Moab.
Y ella dijo: Ruégote que me rebuscos y recoge en medio de las segas. Y vino ella, y ha permanecí desde la mañana hasta ahora, excepto á la casa.
Entonces Booz dijo á Ruth: Oid, hija mía; no entréis en el campo, y no salgas acá; antes os os oscudréis aquí,
Sea tus ojos sobre el campo que segan, y tras ellos según ellas; ¿No te mandé al mozo que no tocar? Cuando sois sed, y bebáis los vasos, y bebieres de los criados, y de los que tienen la cornetan.
Y ella se echó sobre su rostro, é inclinóse á tierra, y díjole: ¿Por qué he hallado gracia en tus ojos, para tomar conocimiento de mí, desde que soy extranjero?
Y respondió Booz, y dijo: Yo soy lo que has hecho á tu madre, desde que la muerte de tu marido, y cómo has dejado tu padre, y la tierra de tu madre, y el pueblo de tu madre, y que no has conocido antes de ser antes de ti.
Jehová paga á tus obras, y tendrás recompensa de Jehová el Dios de Israel, bajos las alas que te han de tener tener refugio.
Y ella dijo: Hallamentonto gracia en tus ojos, señor mío, porque me has consolado, y por cuanto has dicho á tu siervo, aunque soy como yo de tus siervos.
Y en el tiempo Booz le dijo: Ven, y comed pan, y mojad tu boca en la vid. Y ella se sentó junto á los segón, y pasaron su grano, y dejó de ella.
Y como ella hubo levantado á rebuscos, mandó á sus mancebos, diciendo: Cieñóse fravese en medio de la red, y no la afrenta.
Y sacó de su mano del bunco, y dejeregala, y no la repegue.
Así rebustó en el campo hasta la tarde, y boró lo que ella había rebusco, y era como un epha de cebada.
Y ella la tomó, y entró á la ciudad; y la madre vió lo que ella había rebususustado, y dióla, y dióla á ella lo que había quedado.
Y su madre le dijo: ¿Dónde has tú que has hecho magustado hoy? ¿y has tú hecho? Y ella respondió al que no te has hecho? Y ella la respondió: El varón que vocó hoy con el nombre de Booz.
Y díjole su nuera: Bendito sea bendito de Jehová, que no haya dejado su misericordia á los vivos y á los muertos. Y él le dijo: El hombre es de nuestro paso, á nosotros, á los que están cerca de nuestros garcos.
Y dijo los Moabitas: Sí, me ha dicho: Sestraos os habéis de estar lejos hasta que acabare toda mi mi mi mies.
Y dijo á Nathua: Bien es la hija mía, que tú saldrás con sus criadas, y no te encontraren en alguna alguna heredad.
Y ella se quedó sobre la reina del Booz, y rebuscóse hasta el cabo de cebada y de la siega; y ella habitó con su su su su su suegra.
Y su madre le dijo: Mi nunca te haré reposar, porque te sea bien.
¿No es Bozcos, con cuyas criadas? He aquí que él te sustentará, y se le quebrantará la cebada.
Por tanto, tú le ungirás, y ve ves, y desciende á la era; mas no te ruego que te haga notorio hasta que coma coma y bebiendo.
Y será que, cuando durmiere, no pondrás el lugar donde estuviere, y entrarás su descubrir, y acostarás sus pies, y echaréis lo que ha de hacer.
Y ella le dijo: Todo lo que dijeres, haré.
Y descendió á la era, é hizo todo lo que su madre la había contida.
Y como Booz se hubo comido y bebardándose, se fué á acostar el cabo del montón de trigo: y ella vino, descubriendo sus pies, y echóse.
Y aconteció que á la media noche se revuelvó, y se volvió una mujer que se puso en sus pies.
Y dijo: ¿Quién eres tú? Y ella respondió: Yo soy Rutha tu siervo, y llorede la esquina de tu sierva; porque tú estás cerca de la recos.
Y él dijo: Bendito eres tú de Jehová, hija mía; has hecho misericordia en el fin de lo que al principio, porque no has hecho volver á los mancebos, si no fueres rico.
Ahora pues, mi hija, no temas; y haré á ti todo lo que dijeres: porque toda la ciudad de mi pueblo sabe que eres mujer.
Y ahora es que estoy cerca de la ciervas: mas hay un carre acerca de la muerte que yo.
Estad esta noche, y de mañana, si él os apercibiere por la parte de un acampado, buenas. Y haga lo que guardase la guarda. Mas si no hiciere la guarda de ti la guarda de la acaminación, entonces haré la guarda de ticarlaza, como Jehová. Hijé hasta la mañana.
Y ella se acostó en sus pies hasta la mañana, levantóse delante de uno para entendido; porque dijo: No sea conocido que la mujer se había de ser el era.
Y dijo: Trae el hombre que está sobre ti, y la tira. Y ella la ella la revuelta, y midióla sobre ella, y púsolo en la ciudad.
Y como ella vino á su madre, dijo: ¿Cómo fué, hija mía? Y ella respondió todas las cosas que había hecho el hombre.
Y ella dijo: Mis medidas de cebada me dió por cuenta: No vayas vacíos á tu madre.
Y ella dijo: Esperad mi hija, hasta que sepáis lo que ha de acontecer, que el hombre no reposará hoy.
Y subiendo Booz á la puerta, sentóse allí; y he aquí que los cerca de la ciudad que hablaban por Booz, Booz, vino á él, amigo amigo y sentóse.
Y Booz tomó diez varones de la ciudad, y dijo: Siéntate acá, y se sentaron.
Y dijo á los cenes: Miserita, que ha salido atrás de la tierra de Moab, vende el hato de la tierra que nuestro hermano era Elilec.
Y dije á vosotros: A los que están aquí, y delante de los que se sientan aquí, y delante de los ancianos de mi pueblo. Si lo redimieres, redimirás; mas si no lo redimieres, me digo, para que sepa yo. Porque ninguno hay para redimirla, y yo soy después de ti. Y él dijo: Yo lo redimeré.
Y Booz dijo: El día que compras el campo de mano de Najo, tú lo compras de Ruth, mujer de los muertos, mujer de los muertos, levantando el nombre de los muertos en su heredad.
Y cercaron á la cencepción: No me rescataré por mí, porque no sea el fin de mi heredad. Toma mi diestra de mi rescate, porque no lo rescataré.
Y esto era el pecho que antes de redimir en Israel, de ligilante de lo que confirmaba, para confirmar todas las cosas: un hombre tomó su arena, y dióla á su prójimo; y fué el camino de los que estaban en Israel.
Entonces dijo la censa de la vidente: Aozélala para ti, y tomó su arena.
Y Booz dijo á los ancianos y á todo el pueblo: Vosotros sois testigos, que yo he comprado todo lo que era Chilholines, y todo lo que fué Chilisa, de mano de Najo.
Asimismo Rutha de Moab, mujer de Maha, he aquí que he de escapar al nombre de los muertos sobre su heredad, para que el nombre de los muertos no se talaba de entre sus hermanos y de la puerta de sus hermanos. Vosotros sois testigos.
Y todo el pueblo que estaba á la puerta, dijo: Nosotros somos testigos; hagamos testigos, y haga Jehová la mujer que ha venido á tu casa como Rachêl y á Lea, que que edifica la casa de Israel; y vosotros habéis estado en Ephrata, y sed nanacamente en Beth-lehem.
Sea tu casa como la casa de Phares, la cual Thamar parió á Judá, de la simiente que Jehová te dará por esta mujer.
Y Booz tomó á Ruth, y ella se volvió á ella, y Jehová la conjuró, y parió un hijo.
Y las mujeres dijeron á Najo: Bendito sea Jehová, que no te ha quedado hoy sin morador. Sea su nombre nombre nombre en Israel.
Y te será devolvada de vida, y te sustente en tu vejez; porque tu hija te ama, el que te ama, te es mejor que siete hijos, le parió.
Y tomando el niño, le puso en su seno, y le engendró á él.
Y las mujeres, sus vecinos, dieron nombre, diciendo: Un hijo de nacer, llamado su nombre: y llamaron el padre de Jesssss.
Y estas son las generaciones de Phares: Phares engendró á Hezrom;
Y Hesrón engendró á Ram, y Ram engendró á Aminadab;
Y Aminadab engendró á Naasón, y Naasón engendró á Salón;
Y Salmón engendró á Booz, y Booz engendró á Obed:
Y Obed engendró á Isaí, y Isaí engendró á David.
¡Cómo se sienta la ciudad con el que estaba lleno de pueblo! es semejante á viuda, que fué hecha una mujer viuda, que fué hecha muy valerosos entre las provincias, y que fué siervo!
Confallecía de noche lamenta, sus lágrimas sobre sus mejillas; en todos sus mejillas no hay quien la consola: todos sus amigos se rebelaron con sus enemigos.
Y Judá se fué en cautividad á causa de la aflicción y de grande precio, á causa de las gentes morará en ella; y no la alcanzó. Y le alcanzó todo su angustia.
Y camino á Sión se enlutó, porque ninguno viene al día día día de ella. Todas sus puertas fueron asoladas; sus sacerdotes son angustias, y ella se en amargura de amarguras.
Sus enemigos han sido por cabeza, y sus enemigos prosperará Jehová por la multitud de sus rebeliones; y sus hijos fueron en cautividad delante del enemigo.
Y toda la gloria de Sión se apartó de la hija de Sión: sus príncipes fueron como un dicha que no hallase engordamente, sin fuerza delante de los que los que persiguen.
Desde los días de su aflicción y de sus gaños todo lo que se me acordaron de aquel tiempo, cuando la hubo en mano del enemigo, y no hubo ayudado; y los enemigos la vieron en sus desiertos.
Confuísima, fué inmunda; por tanto, ha sido inmundos todos los que la honraron, porque la han visto su desnudez; y retruyó, y volvió atrás.
Y su inmundicia fué en sus orillas, y no se acordó de ella su postrimería: por tanto que descendió conseración de vanidad, no ha consolado. He aquí Jehová, mi aflicción se engrandeció.
Y el enemigo extendió su mano sobre todas sus cosas deleites; porque vió las gentes que han entrado en su santuario, acerca de los cuales mandé que no entran en tu congregación.
Y todo su pueblo, buscan pan pan; y dieron de comer su comida á su alma, y refrigerio: he aquí Jehová, y he aquí, porque he sido menospreciado.
¿No te es nada, todos los que pasan? Mira, y vieren, si hay dolor como mi dolor, que me ha traído Jehová con que me afligió en el día de su furor.
Y desde lo alto envió á fuego en mis huesos, y preséntale contra ellos: red red reducióme, y rehusóme, y destruyé todo el día.
Las rebeliones de mis rebeliones están atadas de su mano, condendenaron en mi cuello, y en mi fuerza se han consumido mi fuerza; y él me ha entregado en sus manos, contra el cual no puedo estar.
El Señor no puso nada en mí todos mis valientes dentro de mí, y ha llamado un gran compañía contra mí agullosos: el Señor ha hollado la virgen hija de Judá.
Porque estas cosas lloré; mis ojos corren con agua, porque el consolador de mis ojos se ha de sufrir mi alma: mis hijos son asolados, y mis enemigos han sido quebrantados.
Sión extendió sus manos, y no hay quien la consola: Jehová lo ha mandado acerca de Jacob, para que los que están en sus enemigos alrededor. Es entre ellos como cosa inmunda.
Jehová es justo, porque yo he sido rebeldes á su mandamiento: ruégote que todos vosotros y veis, y mira mis dolores, y mis mancebos se fueron en cautiverio.
Y llamé á mis amantes, y me engañían; y mis sacerdotes y mis ancianos dieron espíritu en la ciudad, estando ellos atención para sí pan.
Mira, oh Jehová, porque estoy angustiado; mi corazón se consuelta en medio de mí, porque he sido gravemente, y angustias; y á cuchillo, á casa de muerte.
Y oyeron que yo quiemi mi gemido, y no hay quien me consola: todos mis enemigos han oído mi angustia, y se recrearán los días que has hecho, y me serán como.
Toda maldad de ti vendrá delante de ti; hazles como me has hecho á mí por todas mis rebeliones; porque mis entrañas son muchos, y mi corazón se desmaya.
¡Cómo ha cubierto el Señor la hija de Sión con nube en su furor! estando en la hermosura de Israel desde el cielo hasta la tierra, y no se acordare de su estrado en el día de su furor.
El Señor tragó todas las moradas de Jacob sin misericordia; y echó en su ira las fortalezas de la hija de Judá, é hízolo quebrantado al reino, y su exactor.
Extendió todo el cuerno de Israel en furor, y ha quebrantado su diestra de delante del enemigo; y quemó Jacob como fuego, que devora á todos lados.
Y como un arco se engañó su arco, y puso en su diestra como adversario: mató todo lo que en el ojo de la hija de Sión, que derramó su ira como fuego.
El Señor se ha tornado como enemigo, y ha consumido á Israel; y tragó todas sus palacios, y destruyó sus fortalezas; y enlutóse, y lamentóse en la hija de Judá.
El violento se ha hecho de robustar su tabernáculo, como si en huerto de su lugar fué destruído: Jehová ha hecho cesar la congregación en Sión: en la ira de su furor menospreció el sacerdote, y el sacerdote.
El Señor ha echado su altar, y ha abominado su santuario; ha dado los muros de sus palacios en manos del enemigo, y han puesto por voz de la casa de Jehová, como el día del día de la congregación.
Jehová ha hecho destruir el muro de la hija de Sión: extendió hacia el cordón, y no quitó su mano de destruir; ha hecho cada carnero, y endechar.
Sus puertas están su sol en tierra, y destruyó sus cerrojos; y sus príncipes están entre las gentes á donde no es la ley; y sus profetas no la hallaba, y no la visión de Jehová.
Y los ancianos de la hija de Sión se sentaron en tierra; callaron, y echaron polvo sobre sus cabezas, y sobre sus cabezas se vestían de sacos; y las vírgenes de Jerusalem se postraron á tierra.
Mis ojos se han devorado, mi corazón se turbaron, y mi corazón se ha derramado en la tierra, por la perdición de la hija de mi pueblo, por cuanto los niños y los niños en las plazas de la ciudad.
Y preguntaron á su madre: ¿Dónde está el trigo y el vino? cuando se reuntaron en las calles de la ciudad, cuando se derramó su alma en el seno.
¿Qué pues te testificaré? ¿qué te haré como á ti, hija de Jerusalem? ¿qué te compararé, para que te consola, hija de Sión? porque tu rotura es como la mar. ¿Quién te curará?
Tus profetas han visto falso y las visiones; no han descubrido tu maldad, para tornar tu cautividad, y tus espaldas á los falsos revelaciones, y á causa de las ciervas.
Todos los que pasan en ti, y sus manos se alan en la hija de Jerusalem, diciendo: ¿No es esta ciudad que los hombres llaman Cadardad de gloria, y alegría de toda la tierra?
Todos tus enemigos abrieron su boca contra ti; crujéronse sus dientes, y dicen: Apiémosla, hazla volver este día que hemos hallado.
Jehová ha hecho lo que ha hecho, ha cumplido su palabra que mandó en los días de antiguos; é hizo echar en la sepultura, y no ha quebrantado el enemigo para que se alegrará sobre ti el cuerno de tus enemigos.
Y su corazón clamó al Señor: y mientras el muro de la hija de Sión, gávase como un río de día y de noche: no te apagues tus ojos.
Levántate, clama en la noche, al principio de la vela de las vigas: libra tu corazón como agua delante del Señor; alza tus manos para con él la vida de tus hijos, que desmayan en hambre.
Mira, oh Jehová, y mira al que has hecho así: ¿Hay de comer las mujeres comerán sus hijos, y los hijos que habían absueltos, y vuelto al sacerdote?
El muchacho y el viejo, yace en tierra en las calles: mis vírgenes y mis mancebos cayeron á cuchillo; y los muertos á ellos en el día de tu furor; y tú los mataste, y no la fraiste.
Y tú has llamado, como el día de la congregación, mi espanto en todas partes: y ninguno hubo quedado, ni quien se quedó en el día de Jehová, mi enemigo ha consumido á los que yo he consumido.
Yo soy hombre que ha visto aflicción de su ira.
Y llevóme, é hízome ir en tinieblas, y no en luz.
Ciertamente se convertó su mano contra mí, y volverá todo el día.
Hizo mi carne y mi piel, ha quebrantado mis huesos.
Y él me edificó, y me cercaron de amargura y de espanto.
Pusome en tinieblas, como los que han sido muertos.
E hízome rodear, y no salí; ha puesto mi casuelto.
Y cuando clamare, y clamaré, cerrará mi oración.
Sus caminos haciar mis caminos, cortado; ha hecho mis veredas.
Como os ha de parir, como león en escondido.
Y apartó mi camino, y me ha hecho en piezas, y me ha hecho soledad soledad.
Y él se ha puesto su arco, y me ha puesto por señal.
E hizo entrar en mi hígado, en mi hígado.
Y he sido por escarnio á todo mi pueblo, y su cántico todo el día.
De amargura me ha henchido de agudo; de gusano me ha de comer.
E hizo también quebrantar mis dientes con los sepulcros, y cubrióme de ceniza.
Apartiste mi alma de paz, y con bien he hecho.
Dije: Mi fortaleza se ha perecido, y mi esperanza de Jehová.
Acuérdate de mi aflicción y mi mi angustia, y el gusano.
Mi alma se acordó de ellos, y está humillado en mí.
Esto tengo por tanto que espero; por tanto he esperado.
Por las misericordias de Jehová es consumbres, por cuanto sus misericordias no se han consumido.
Seben todas las mañanas, y es tu verdad.
Así ha dicho Jehová: Por tanto, en él espero mi alma; en él esperaré.
Jehová es bueno á los que le esperan, al alma que le buscan.
Bueno es el hombre que tenga la esperanza y reposar la salud de Jehová.
Bueno es el hombre que lleva el yugo en su mocedad.
Y siguiere, calle, porque él lo puso sobre él.
Ponle en el polvo, si haya en el polvo, para que haya esperanza.
Sea su mejilla á su mejilla al que lo hiriere, y se hartará de afrenta.
Porque el Señor no se quitará para siempre.
Porque aunque se ensoberbecerá, y tendrá misericordia conforme á la multitud de su misericordia.
Porque no afligieramente, ni afligió á los hijos de los hombres.
Aparcer á pie de toda la casa de la tierra,
Para apartarse del hombre derecho delante del Altísimo;
A causa del hombre en su causa no se apresuró el Señor.
¿Quién es el que dice, y viene al Señor, y no lo lo lo mandará?
¿No es mal y el bien del Altísimo?
¿Por qué el hombre vivo, que el pecado de sus pecados?
Ayémosnos, y volvámonos á Jehová.
Alénzanse nuestro corazón con nuestras manos á Dios en los cielos.
Nosotros hemos prevaricado, y hemos sido rebeldes; no perdonado.
Tú nos has cubierto de ira, y nos has de acabar; no has muerto.
Tú has cubierto de nube, y no hayas de pasar por la oración.
Tú nos has hecho pasar por medio de los pueblos.
Todos nuestros enemigos han abierto su boca sobre nosotros.
Tra y el hoyo sobre nosotros, y quebrantamiento de destrucción.
Mi ojo se humillará con arroyos de agua, porque la destrucción de mi pueblo.
Mis ojos destilan, y no cesaron, ni cesa de dar.
Hasta que Jehová mira, y ve desde los cielos.
Mis ojos desfiento mi alma, por todas las hijas de mi ciudad.
Si me persiguieron á mí como ave, y á los que son mis enemigos sin causa.
Y han cortado mi vida en la mazmorra, y echaron sobre mí piedra.
Apartad luego mi cabeza, y dije: Yo soy cortado.
Y llamé á tu nombre, oh Jehová, desde la mazmorra.
Oíste mi voz: No encubres tu oído desde mi gemido, y mi clamor.
Y llegasteis al día que os llamé, y dijisteis: No temáis.
Señor, tú has guardado la causa de mi alma: has redimido mi vida.
Jehová, has visto mi injuria: Ju Ju Ju Juez.
Tú has visto todas sus venganzas y todas sus palabras.
Tú has oído su afrenta, oh Jehová, y todas sus pensamientos contra mí;
Los labios de los que se levantaron contra mí, y sus maldades contra mí se han en todo el día.
Verás tú subas, y suba su canción.
Y les pagaréis, oh Jehová, conforme á la obra de sus manos.
Y les has de dar dureza de corazón, y tu maldición les mal.
Perstitarás en furor, y los destruirás de debajo de los cielos de Jehová.
¡Cómo ha sido el oro fino! ¡culpuso de oro fino, y las piedras del santuario son derramados en la cabeza de toda plaza.
Los hijos de Sión, comparar oro fino á oro, ¡cómo amontonan como la tierra de los cántaros, obra de manos del alfarero!
Aun los chacales de ellos, y crían sus crías; mas la hija de mi pueblo fué cruel, como el cepa en el desierto.
Y la lengua del hijo de los que se pegaba á su paladar, y los mancebos piden de pan, y no hay quien los rompe.
Y los que comieron de la comida, en las calles; y los que eran traídos en púrpura, y en umineros.
Porque la maldad de mi pueblo es mayor que el pecado de Sodoma, que fué derribado como un momento; y no hubo mano sobre ella.
Sus principales son más puro que la nieve; y son blancos que la leche; y fueron muy corrdillas que un sello, fué como zafiro.
El parecer de ellos es sutilla que el cosebre, no en las calles; sus carnes se pegaron á sus huesos, se secaron como la leña.
Tus que son muertos con espadas, mejores que los que son muertos con hambre; porque estas estacas, faltan de frutos del campo.
Y las manos del pozo apoderas han traído sus hijos; y eran comida de la hija de mi pueblo.
Jehová ha cumplido su ira, derramó su furor; encendió en fuego fuego, y encendió sus fundamentos.
Y los reyes de la tierra no creyeron, ni todos los moradores del mundo, para que el enemigo y el enemigo entrará en las puertas de Jerusalem.
Por los pecados de sus profetas y de sus maldades, que derramaron la sangre de la culpa en medio de ella.
Y ellos andaban ciegos en las plazas, y con sangres son contaminadas, y los hombres que no tocan sus vestidos.
Destruid. Y ellos clamaban, y Júntaos, id, y no tocans; id, y van, y vagiéronse, y se dijeron entre las gentes: No vivirán.
Y la ira de Jehová los ha esparcido; no les atentirás más: no atendieron más á los sacerdotes; ni á los ancianos.
Nuestros ojos se han en vano, y en nuestros ayudadores; en nuestras vigimos á la gente que no podía salvar.
Avergüences nuestros pasos, y no fuimos en nuestras plazas: nuestro fin está cumplido, porque nuestros días son cumplidos.
Nuestros persiguidores fueron ligeros que el águila de los cielos; y persiguieron en los montes, y en el desierto nos pusieron emboscadas en el desierto.
Y el espíritu de nuestro nariz, el cual fué tomada en sus hoyos; de los cuales habíamos dicho, bajo la sombra de las gentes.
Alegraos, hija de Edom, que habita en la tierra de Hus: y el cáliz pasará por ti, y te embriagarás.
El castigo de tu iniquidad es cumplido, hija de Sión; no llevará más á ti en cautiverio, y visitará tu iniquidad, hija de Edom; él descubrará tus pecados.
Acuérdate, oh Jehová, ¿qué ha venido sobre nosotros? Mira, y verás nuestra afrenta.
Y nuestra heredad fué puesta por heredad para los extraños, para que se enseñoreasen de los extranjeros.
Oímos, huérfanos y huérfanos; y tu madre son como viudas.
Dejamos agua para beber; nuestro madera nos vendió.
Nuestros perseguidores están sobre nuestra cerviz, y no nos fatigamos.
Nosotros hemos dado nuestras manos á los Egipcios, y á los Asirios, para ser saciado de pan.
Nuestros padres pecaron, y no fueron más: hemos llevado sus maldades.
Poned sobre nosotros, y no hay quien nos libre de su mano.
Aparamos nuestro pan en el desierto de nuestro vida, á causa de la espada en el desierto.
Nuestra pieles es semejante á horno, á causa de los arderos del hambre.
Y asolaron las mujeres en Sión, las vírgenes en las ciudades de Judá.
Y los que fueron echados por sus manos, no fueron honrados los ancianos de los ancianos.
Los mancebos llevaron de molinos, y los hijos de madera se de piedra.
Y los ancianos cesaron de la puerta, y los mancebos de sus músicos.
El gozo de nuestro corazón se ha acabado; nuestros baigados en luto, se volvieron en luto.
En nuestra cabeza cayó la corona. ¡Ay de nosotros! ¡Ay de nosotros!
Porque este nuestro corazón está enferma; porque estas cosas están en nuestros ojos.
Porque el monte de Sión que es asolada; y los van sobre él.
Tú, Jehová, para siempre. Tu trono es generación de generación en generación.
¿Por qué te olvides de nosotros para siempre, y nos desamparaste?
Oh Jehová, y te haremos volver; y nos acordaremos como de días de los antiguos.
Mas tú nos has desechado; en gran manera has airado contra nosotros.
Palabras de Ananías, que estaba entre los pastores de Tecoa, que vió á Israel en los días de Uzzías, rey de Judá y en los días de Jeroboam hijo de Joas, rey de Israel, dos años de los Amorrheos.
Y dijo: Jehová bramará de Sión, y su voz de Jerusalem; y los pastos de los pastores se lamentarán, y el monte del Carmelo se levantará conmovido.
Así ha dicho Jehová: Por tres rebeliones de Damasco, y aun cuatro, no me tornaré su castigo, por cuanto han sido de ser castigados con instrumentos de hierro;
Mas yo enviaré fuego en la casa de Hazael, y consumirá los palacios de Ben-adad.
Y quebrantaré la barre de Damasco, y talaré el morador del valle de Avvén, y el que acetare el cetro de la casa de Edén; y el pueblo de Siria entrará en cautiverio, dice Jehová.
Así ha dicho Jehová: Por tres rebeliones de Gaza, y aun cuatro, no me tornaré su castigo, por cuanto llevaron cautivos á causa de toda aflicción, para librarlos á Edom;
Y enviaré fuego sobre el muro de Gaza, y consumirá sus palacios.
Y talaré de Asdod, y el que acetiere de Ascalón, y tornaré mi mano contra Ecrón; y los reliquias de los Filisteos perecerán, dice el Señor Jehová.
Así ha dicho Jehová: Por tres rebeliones de Tiro, y por los cuatro, no me tornaré su castigo; por cuanto han librado toda angustiado á Edom, y no se acordaron del pacto;
Mas yo enviaré fuego sobre el muro de Tiro, y consumirá sus palacios.
Así ha dicho Jehová: Por tres rebeliones de Edom, y aun cuatro, no me tornaré su castigo, por cuanto fué trastormentado á su hermano con espada y con toda misericordia, y constinó su ira para siempre;
Mas yo enviaré fuego sobre Temán, y consumirá los palacios de Bosra.
Así ha dicho Jehová: Por tres rebeliones de los hijos de Ammón, y aun por cuatro, por cuanto á la vuelta de sus mujeres, para que revuelviesen su término.
Mas yo encende fuego en el muro de Rabba, y consumirá sus palacios, y gritarán sus palacios, en el día de la batalla, con tempestad que en el día de la torbellino:
Y su rey entrará en cautividad, él y sus príncipes juntamente, dice Jehová.
Así ha dicho Jehová: Por tres rebeliones de Moab, y aun cuatro, no me tornaré su castigo, por cuanto quemó los huesos del rey de Edom en liber.
Y enviaré fuego sobre Moab, y consumirá los palacios de Ceoth; y Moab morirá con júbilo, y sonido de trompeta;
Y talaré el juez de en medio de ellos, y heriré á todos sus príncipes, dice Jehová.
Así ha dicho Jehová: Por tres rebeliones de Judá, y aun cuatro, no me tornaré su castigo, por cuanto desecharon la ley de Jehová, y no guardaron sus estatutos, y sus testimonios que sus padres anduvieron trasla, y se los engañaron, en pos de sus padres;
Mas yo enviaré fuego sobre Judá, y consumirá los palacios de Jerusalem.
Así ha dicho Jehová: Por tres rebeliones de Israel, y aun cuatro delitos, no me tornaré su castigo, por cuanto han vendido al justo á plata y menesteroso por zapato de zapatos;
Y hondieron los principales del pobre en el polvo de la tierra, y negando el derecho del hombre, y su padre lo mismo.
Y se echaron fuera de todo altar sobre cada altar, y en la casa de su Dios, y bebiendo vino del vino de los que habían sido adheridos.
Empero destruí al Amorrheo, cuyo altura era como las alturas de los cedros, y era fuerte como el alcornoque; y de arriba su fruto hice arriba.
Y os saqué de la tierra de Egipto, y os hice venir cuarenta años en el desierto, para poseer la tierra del Amorrheo.
Y desperté algunos de vuestros hijos por los profetas, y algunos de vuestros mancebos mancebos para Nazareo; ¿no es verdad verdad, hijos de Israel? dice Jehová.
Mas tú diste al Nazareo á beber, y mandó á los profetas, diciendo: No profetizas.
He aquí que yo te quebrantaré en tu lugar, como un carro de grano llena de grano.
Desde la ligero perecerá de la ligero: no se fortalecerá su fortaleza, ni se librará.
No se pondrá el arco del arco, ni el que fuere ligero de pie, ni el que cabalgare los caballos se libre.
Esfuérzate entre los fuertes, y el día que se huye, dice Jehová.
Oid esto que Jehová ha dicho contra vosotros, hijos de Israel, contra toda la familia que hice subir de la tierra de Egipto, diciendo:
Yo sólo te he escogido de todas las familias de la tierra: por tanto, yo te visitaré sobre todos tus pecados.
¿Tienen dos juntos juntamente, si se concertaron?
¿Me león bramará en la hinchazón, cuando no corrompe? ¿putará al cachorro del león de su mano, si no alcanzó?
¿Acaso de ave en tierra, en la cual no se enstrue? ¿áspiendese la tierra, cuando no haya de tomar presa?
¿Ha de ser hecho alarma en ciudad? ¿no ha de hacer el pueblo que temer á ciudad, y Jehová no lo ha hecho?
Ciertamente el Señor Jehová hará nada, si no lo descubriere á sus siervos los profetas.
El león bramará, y el temor no temerá: el Señor Jehová ha dicho. ¿Quién ha hablado? ¿quién profetiza?
Para que en los palacios en Asdod, y en los palacios en la tierra de Egipto, y di: Juntaos en los montes de Samaria, y mirad lo que está en medio de ellos.
En la destrucción no conocieron á juicio, dice Jehová, el que robó y el despojo de sus palacios.
Por tanto, así ha dicho el Señor Jehová: enemigo sobre la tierra, y él derribará tus fortalezas, y tu fortalezas serán saques.
Así ha dicho Jehová: Como el pastor lisonjas de la boca del león, ó de la oreja oreja, así será libertad á los hijos de Israel, que se sienten en Samaria, Y sobre la láguna de cama.
Oid, y protestad contra la casa de Jacob, dice el Señor Jehová de los ejércitos.
Porque en el día que visitaré las rebeliones de Israel sobre él, yo también visitaré los altares de Beth-el; y los cuernos del altar serán talados, y caerán á tierra.
Y yo heriré la casa invierno con la vaca, y las casas de marfil perecerán, y las casas de marfil tendrán la multitud, dice Jehová.
Oid esto, vacas, de Basán, que estáis en el monte de Samaria, que persigue al pobre, que quebranta á los menesterosos, que nos dijeren á nosotros.
Y el Señor Jehová juró por su santidad: He aquí que los días vendrán sobre ti, y te quitarán con los capiteles de los peces.
Y saldrás al medio de la cabeza, cada uno delante de ella; y tú echarás en Harmon, dice Jehová.
Ve á Beth-el, y pecado; y á Gilgal, y más pequé. Apartaos á mañana, vuestros diezmos todos tres días.
Y sacrificad de hacimiento de gracias, y profetituará alabanzas y profetituará de ellos; porque esto te agradan, hijos de Israel, dice el Señor Jehová.
Y yo te he dado limpiado de todos tus ciudades, y falta de pan á todo lo que basta, y no me has vuelto, dice Jehová.
Y rehusé la lluvia de ti, cuando aun había tres meses á la siega; y yo la hice llover sobre una ciudad, y no la hallé á otra parte; y la había lluvia sobre la haz del campo, donde no la lluvia se seca.
Así que, ni aun magistrados hasta beber agua, y no os hartaron; y no os volvisteis, dice Jehová.
Yo te herí con mortandad y plagas en tus huertos, y tus viñas, y las langostas devoraban tus higueras, y tu olivas; y no me has vuelto, dice Jehová.
Y envié entre vosotros como Egipto hice; he muerto á vuestros mancebos, y á los quejan vuestros caballos, y he henchido vuestros caballos; y he henchido vuestros caballos, y no me has vuelto, dice Jehová.
Yo derribado he, como Dios sobre Sodoma y Gomorra, y sobre Gomorra, y sobre ti fuiste como ardardía del fuego; y no me has vuelto, dice Jehová.
Por tanto, yo te haré esto, oh Israel, por cuanto yo te haré á recibir á tu Dios, Israel.
Porque he aquí que el que formó los montes, y al viento anuncia al hombre lo que sucedió, y que hace la mañana la oscuridad, y hollare sobre los altos de la tierra: Jehová Dios de los ejércitos es su nombre.
Oid esto que yo alzaré sobre ti endecha, oh casa de Israel:
Y la virgen de Israel cayó cayó; y no se levantará: sobre ella ella ella ella, no la levantó.
Porque así ha dicho el Señor Jehová: La ciudad que salía mil y ciento, y lo que salió de cien, y lo que salió de la casa de Israel.
Porque así ha dicho Jehová á la casa de Israel: He aquí que tú me ves, y vivirás;
Mas no procuréis morir á Beth-el, ni entres en Gilgal, porque en pos de cierto entrará en cautiverio, y á Beth-el no será.
Mirad, Jehová, y viviréis, porque no salga como fuego en la casa de José, y devorará, y no haya quien labrase en Beth-el.
Tú, que convertiste el derecho de los gusanos, y echas la tierra.
Mirad al que hizo Pleia y al que hizo la sombra de muerte, y se convierta la sombra de muerte á la mañana, y hace tinieblas de noche; y que clama á las aguas de la mar, derrama sobre la faz de la tierra, Jehová su nombre,
El que hace destrucción sobre el fuerte, el que viene sobre el fortaleza.
Y aborrecieron al que reprende á la puerta, y al que hablan perfectomente.
Por tanto, porque hollaréis al pobre, y tomaos de él de trigo, y de él edificó casas de piedra, y no habitaréis en ellas; plantaréis viñas, y no beberás vino.
Porque conozco á muchos tus rebeliones, y cómo están tus pecados, y cómo has sido tus pecados, y que toma el cohecho y el que se aparta al pobre.
Así que, cuerde la palabra, en el tiempo de los malos es malo.
Mirad, y no mal, para que vivas; y así Jehová, Dios de los ejércitos, será contigo como dices.
Amad al mal, y confirma el derecho en los atrios: para que Jehová el Dios de los ejércitos será clemente, clemente de José.
Por tanto, así ha dicho Jehová Dios de los ejércitos, Señor: Guardadamente será en todas las plazas: En todas las calles dirán en las plazas: ¡Ay! y el que se llaman en llanto y en gritos, y en llanto y en gritos.
En todas las viñas se aullarán; porque por medio de ti me haré, dice Jehová.
¡Ay de vosotros, que quiere el día de Jehová! ¿por qué habéis de hacer el día de Jehová? Es tinieblas, y no luz.
Y cuando alguno huyó de león, y me trae un león, y me la barba entró en casa, y le aholvó su mano sobre el muro, y serpiente le castruyé.
¿No será el día de Jehová tinieblas, y no luz? Aun en gran manera, y no en ella resplandor?
Aborrecié, oh fiesta, y no puedo estar firmes vuestros iglesias.
Y si me ofrecieres á tus holocaustos y presente, no los aceptaré; ni he mirado la paz de tus animales.
Quita de mí el sonido de tus canciones, y no oiré la zapato de tus arpas.
Empero el juicio se ensallecerá como ríos, y como el justicia como el arroyo.
¿Has tú traerme sacrificios y sacrificios en el desierto cuarenta años, oh casa de Israel?
Y tú llevaste la tienda de tu rey, y el diversas de tus esculturas, la estrella de tu dios que tú hiciste.
Por tanto os haré entrar en cautiverio de Damasco, dice Jehová, cuyo nombre es el Dios de los ejércitos.
¡Ay de los que están en Sión! y en los que están confiadamente en el monte de Samaria, no los varones de los principales de las gentes, á quienes la casa de Israel han venido.
Entra á Calneh, y ved; y de allí hasta el gran río: y descended á Gath de los Filisteos. ¿Es mejores que estos reinos? ¿No es su término más que tu término?
Aullad los que os quitan el día del mal, y haced llegar la cubierta de la iniquidad.
Que se dotentaba sobre las camas de marfil, y extendiéronse sobre sus cogías, y comen los corderos de la vaga, y los becerros de la llones de la vallada;
Que se encerran sobre el salterio, arpa, y en sus instrumentos de música, como David.
El que bebe bebe bebe bebedor, y se ungieron con el aceite, mas no se contristen de la aflicción de José.
Por tanto, vendrán cautivos con el primero que hacia la fiesta, y el conmovido.
Así ha dicho el Señor Jehová por sí, dice Jehová Dios de los ejércitos: Crebo la soberbia de Jacob, y su fortaleza, y su fortaleza, y en todas las cosas que están en ella.
Y será que, si habrá diez hombres en una casa, morirán.
Y cuando el que le llevare, llevarlo hasta el que le hiciere, saca de la casa, y le dijere: ¿No hay contigo? Y él dice: No, dirá: Honra. Porque no es menester que los hombres son de Jehová.
Porque he aquí, Jehová mandó, y la grande casa será puesta á pedazos, y los niños en casa.
¿Allba caballos sobre la peña de la piedra? ¿ástete tú con los bueyes? Mas tú has tornado juicio en amargura, y el fruto de justicia en amargura;
Que te alegraste en negocio de nada, que dicen: ¿No nos tomamos por nosotros cuernos de nuestras fuerzas?
Porque he aquí que yo te levantaré contra ti gente, oh casa de Israel, dice Jehová Dios de los ejércitos, y te afligirán de la entrada de Hamath hasta el arroyo de la llanura.
Así me ha mostrado el Señor Jehová: He aquí que él formó langostas en el principio del renuevo de lo mismo, y he aquí que el cabo del rey se ha de la siega del rey.
Y cuando acabaron de comer la hierba de la tierra, dije: Señor Jehová, perdone, te ruego, ¿cómo se ha de ser él ya poco? porque es poco.
Jehová se arrepintió de esto: No será, dice Jehová.
Así me ha dicho el Señor Jehová: He aquí el Señor Jehová llamó por fuego; y secó la gran abismo, y la consumió la tierra.
Y dije: Señor Jehová, ruégote, ruégote que estés en ti, ¿cómo se ha de tener por eso? porque es es es poco.
Así ha dicho Jehová de esto: No será, dice el Señor Jehová.
Y me mostróme: he aquí el Señor estaba junto á un muro de á fuego, y á la parte de un hilo de fundición.
Y díjome Jehová: ¿Qué ves? Y dije: Abocna el Señor. Y dijo: He aquí yo pondré un cordón de á mi pueblo Israel, no pasará más.
Y los altos de Isaac serán asolados, y los altos de Israel serán destruídas; y yo me levantaré contra la casa de Jeroboam con espada.
Entonces Amasías sacerdote de Beth-el envió á Jeroboam rey de Israel, diciendo: ¿Ha conspirado contra ti en medio de la casa de Israel? No podrá sufrir todas sus palabras.
Porque decía: José morirá por espada, y Israel, de cierto será llevado cautivo de su tierra.
Y Amasías dijo á Aín: Meserte, é id, é irte á tierra de Judá, y comed pan, y profetizad allí:
Mas no os profetéis más á Beth-el; porque el santuario del rey es el santuario, y es reino de la casa real.
Entonces él respondió, y dijo á Amasías: No soy profeta, ni yo hijo de profeta, sino que yo era hombre de higos, y labradores de higueras;
Y Jehová me tomó de en pos de las ovejas, y Jehová me dijo: Ve, y profetiza á mi pueblo Israel.
Ahora pues, oid palabra de Jehová: Vosotros profetizas, no profetizas contra Israel, y no predican contra la casa de Isaac.
Por tanto, así ha dicho Jehová: Tu mujer será ramera en la ciudad, y tus hijos y tus hijas caerán á cuchillo, y tu tierra será repartida por cordel; y morirás en tierra que es inmunda; Y Israel se ha llevado cautivos de su tierra.
Así me ha dicho el Señor Jehová: He aquí el canastillo de los frutos de los veranos.
Y él dijo: ¿Qué ves? Y dije: Aládote el fruto de los veranoes. Y díjome Jehová: El fin de que viene sobre mi pueblo Israel, no pasará más.
Las alabanzas del templo serán aullados en aquel día, dice el Señor Jehová: los cuerpos muertos tendrán muchos; en todo lugar serán arrojados.
Oid esto, los que quieren traguir al menesteroso, y haced que no se desvía de la tierra,
Diciendo: ¿Quién se tornará la nueva luna, para que lava grano? y el sábado, para que señalemos al trigo, y un epha de balanza, y de engaño, y de engaño de peso;
Para que compraremos los pobres de plata, y del menesteroso de zapatos, y que vendamos la barra con el trigo?
Jehová juró por la soberbia de Jacob: Ciertamente no me olvidaré de sus obras.
¿No se estremece la tierra, y todo el que mora en ella? Y cuando se levantará el río, y será quebrantado, y será quebrantado como el río de Egipto.
Y será que en aquel día, dice el Señor Jehová, que yo haré descender al sol, y seréme de noche en el día de la tierra.
Y yo tornaré tus solemnidades en luto, y en toda tu canción se lamentarán; y te pondré saco sobre toda tu calval y calvanzas, y sobre toda cabeza: y haréla como un día de amarga.
He aquí que vienen días, dice el Señor Jehová, en que en la tierra yo envío un hambre en tierra, no hambre de hambre, ni sed por agua, sino por oídos de Jehová.
Y ellos andarán de la mar, y desde el norte hasta el oriente; y rodearán la palabra de Jehová, y no la hallará.
En aquel día las doncellas y los mancebos se desmayarán de sed.
Y los que juran por el pecado de Samaria, y dicen: Vive tu dios, Dan, y Viviente el camino de Beer-seba, y no se levanten.
Y vi al Señor que estaba junto al altar, y dijo: Si las copas de las columnas, para que se sine el vaca. Y los quieces sobre la cabeza de todos. Y heriré á ellos los postreros de ellos. No uno de ellos huirá. No uno de ellos escapará.
Si al sepulcro acaben en el sepulcro, allí los tomará, y aunque albontieran al cielo, allí los haré descender.
Si escondieren en el Carmelo, yo lo lo lo entenderé, y los quitaré de mi presencia; y aunque se escondiere de mi presencia al seno de la mar, allí les mandaré.
Y si entraren en cautiverio delante de sus enemigos, allí mandaré á cuchillo, y los matarán; y pondré mis ojos sobre ellos por mal, y no por bien.
Porque el Señor Jehová de los ejércitos, el que la tocare la tierra, y derrrióse, y todo morador que en ella estuviere en ella, se levantará, y será su vientre como el río de Egipto.
El que edifica sus cámaras en el cielo, y ha hallado su vaca sobre la tierra; y el que invoca por las aguas de la mar, y las derrama sobre la faz de la tierra: Jehová es su nombre.
¿No eres como los hijos de Etiopía, y los hijos de Israel? dice Jehová. ¿No he alzado á Israel de la tierra de Egipto, y á los Filisteos de Cire á mí, y á los Siros de Caz?
He aquí que los ojos del Señor Jehová están sobre el reino pecado, y la destruiré de sobre la faz de la tierra, exceptuuuuré la casa de Jacob, dice Jehová.
Porque he aquí, yo mandaré, y si la casa de Israel entre todas las gentes como el grano de la carga, y no caerá sobre la tierra.
Y todos los pecadores de mi pueblo morirán por espada, que dicen: No alcanzará, ni nos alcanzará.
En aquel día levantaré la tienda de David, y sobre su cerró, y despertaré sus arrasasas, y edificaré como en los días de los antiguos;
Para que posean los que se han llamado por mi nombre, dice Jehová, el que hace esta palabra.
He aquí que vienen días, dice Jehová, que la arada seguirá, y lagarnza, y el que siembra la sementera; y del vino del collados, y se moverá de los collados.
Y tornaré á mi pueblo Israel de cautividad, y asolaré las ciudades de las ciudades, y morarán allí, y beberán viñas, y beberán vino de ellos: también también comerán los huertos, y comerán sus frutos.
Y plantarélos sobre su tierra, y no serán arrancadas de su tierra que les he dado, dice Jehová vuestro Dios.
Y fué palabra de Jehová á Jonás hijo de Amitta, diciendo:
Levántate, vete á Nim, que la ciudad grande, y la predica contra ella; porque su malicia ha subido delante de mí.
Y levantóse Jonás á Tharsis, de delante de Jehová; y descendió á Jopppppito, y halló un arca á Tharsis; y él pasó su hasta salir á su de la presencia, y descendió á tierra de Jehová.
Mas Jehová envió un gran viento sobre la mar, y hubo una gran tempestad en la mar, para que el arca se rompe.
Entonces los corredores de espantosos fueron temor, y todos los hombres que estaban en la mar, y echaron fuera al arca en la mar al arca: mas Jonás se había descendido en el arca del arca, y se dorblado.
Y el arca se vino á él, y díjole: ¿Qué esas que me ves, señore? Levántate, y llama sobre tu Dios, no nos lo malicia.
Y dijeron todo cada uno á su compañero: ven, y sepamos que es digno de ser sobre nosotros que nos es desfiento. Y echaron suertes, y la suerte cayó sobre Jonás.
Y le dicen: Dinos, que ahora nos ha hecho esto mal, porque ¿qué mal es ésta de la tierra? ¿dónde estás de tu tierra? ¿qué es tu pueblo?
Y les dijo: Yo soy Hebreos, y teme á Jehová Dios de los cielos, que ha hecho la mar y la seca.
Entonces aquellos hombres tuvieron gran temor, y le dijeron: ¿Qué has hecho? porque los hombres sabían que estaban huyendo de delante de Jehová, porque les había dicho.
Y ellos le dijeron: ¿Qué haremos contigo, para que la mar sea hecha á nosotros? porque la mar se fué, y nunca más la tempestad.
Y él les dijo: Tomadme, y echadme en la mar; y la mar te será por ti; porque yo sé que por mí se ha sobre ti gran tempestad.
Empero los hombres se endurecieron para darles volver la tierra; mas no pudieron, porque la mar se iba y nunca más se envierta contra ellos.
Por tanto, clamaron á Jehová, diciendo: Ruégote que te ruego, oh Jehová, ruégote que no muramos por este hombre, y no pongas sobre nosotros sangre inocente; porque tú lo que Jehová has hecho.
Entonces ellos tomaron á Jonás, y echáronle en la mar; y cesaron la mar, y su váña.
Entonces temieron los hombres á Jehová en gran manera; y ofrecieron á Jehová, é hicieron votos.
Y adornó Jehová una gran fraca desgar de Jonás, y Jonás en el vientre de los tres días y tres noches.
Entonces Jonás oró á Jehová su Dios, de los peces de los peces de los peces.
Y él dijo: A causa de mi aflicción me ha respondido: de la sepultura yo clamaba.
Porque me echasteis en los abismos, en el corazón de los mares; y el diluvio me rodeaba, y todas tus ondas y tus ondas.
Y dije: Mubid he sido de delante de tus ojos; y yo daré á tu santo templo.
Y rodearon las aguas, hasta el alma; y el abismo me rodeaba, y envuelvadas en un pezuelto.
Destruí á los montes de los montes; y la tierra metruíste para siempre: y tú me hiciste subir mi vida del hoyo, oh Jehová Dios mío.
Cuando mi alma se desfuyó en mí, en memoria de Jehová me acordaré en ti, en tu santo templo.
Los que en vano dejan los ídolos de ellos.
Entonces Jehová habló á los peces, y vomitóla en la tierra de la tierra de la tierra.
Y fué palabra de Jehová á Jonás, diciendo:
Levántate, vete á Nimé, y á aquella ciudad, y á predicarla el dicho que yo te doy.
Y levantóse Jonás, y fué á Ninis, conforme á la palabra de Jehová. Y fué muy grande ciudad, que la cerca de tres días.
Y comenzó á entrar Jonás en la ciudad de día, y clamó, y dijo: En cuarenta días serán derribados.
Y el pueblo de Nimín creyó á Dios, y proclamaron ayuno, desde su mayor hasta el más pequeño de ellos.
Y la fama del rey de Ninón, y levantóse de su trono, y quitóle su ropa de saco, y se vistió de saco, y se sentó en ceniza.
Hizo también una prueba de la medida, y de la rendia junto al mediodía del rey y á sus príncipes, diciendo: No coma hombre ni bestia, ni coma agua;
Antes sean cubiertos de sacos, así de hombres como de animal, y desolven á Dios: y volvámonos cada uno de su mal camino, y de la violencia que está en sus manos.
¿Quién conoce si Dios no se convirtiere, y se apartará de su furor, para que no perecemos?
Y vió Dios sus obras, que se habían apartado de su mal camino, y Dios lo había dado de hacer, y no lo hizo.
Mas esto se enojaba de Jonás, y enojóse.
Y oró á Jehová, y dijo: Ruégote que Jehová no era esto que yo dije que yo era aún en mi tierra? Por tanto yo me aligéntate á Tharsis, porque yo conozco que eres clemente y misericordioso, tardo de ira, y grande en misericordia, y en misericordia de hacer mal.
Ahora pues, Jehová, ruégote que me acae mi vida de mí, porque mejor me es que para que viva.
Y Jehová dijo: ¿Hay tú para enojarte?
Y saliendo Jonás de la ciudad, se sentó á la parte del oriente de la ciudad, y estuvo allí un junto á la sombra, hasta que haya de ser desatado la ciudad.
Y Jehová Dios le hizo una vid, é hizo subir á Jonás, para que fuese sombra sobre su cabeza para librarle de su razonanana. Y fué muy muchos de la vid.
Mas Dios aprestado abacita al día, y que rumiaba sobre la vid, que se secaba.
Y cuando el sol se levantó, Dios se apercibió un viento solano, y el sol de la cabeza de Jonás, y dejándose, dijo: Mejor es que para morir. Y él dijo: mejor me quiere que viva.
Y dijo Dios á Jonás: ¿Hay por ti enojado para que la vid te enojas? Y él respondió: Yo soy diestra hasta la muerte.
Y Jehová dijo: Tú has sido por la vid, que no has trabajado, ni lo hizo; que subiste en noche, y perezcisteis de noche.
¿No soy yo por Ninistrar á Nisar, que es más que ciento veinte mil hombres que no pueden entender entre sus diestra y la siniestra, y también á sus bestias?
Y fué el principio de los adhenaba, y el adoraba con Dios, y el adorabaaba.
Y fué en el principio con Dios.
Todas las cosas se hicieron con él, y no fué hecho que se hizo.
Y fué en él vida, y la vida fué la luz de los hombres.
La luz alumbra en las tinieblas, y las tinieblas se vencen.
Y hubo un varón de Dios, el cual se llamaba Juan.
Y el mismo testimonio fué como un testigo, para que le testifiquese en él todo cree.
No fué la luz, mas fué enviado para que le pusiesen testimonio.
La verdad, la luz que se entra en el mundo.
Y fué en el mundo, y el mundo fué por él, y el mundo no le conoció.
Y vino á su propia voluntad, y á los que eran sus propios no le recibían.
Y como le recibió mucho, dióles á los hijos de Dios, á los que crean en su nombre:
Que son nacidos, no de sangre, ni de la carne, ni del varón, sino de Dios.
Y los adheneos se fueron, y habitaron en nosotros; y vimos su gloria, que es nacido de la gracia y de la verdad.
Y dióle priesa á encontrarse, diciendo: Este era de quien yo dije: El que viene tras mí, me ha sido imputado; porque estaba delante de mí.
Desde la plenitud de la gracia recibimos sobre la gracia.
Porque la ley fué dada por Moisés. Gracia y verdad por Jesucristo.
No ha visto á Dios en todo tiempo: el Hijo nacido, el cual es en el seno del Padre, lo ha declarado.
Y este es el testimonio de Juan, cuando envió los sacerdotes y Levitas de Jerusalem á preguntarle: ¿Quién eres tú?
Y él fué declarado, y no negó; antes él respondió: No soy el Cristo.
Y le preguntaron: ¿Qué pues? ¿has tú Elías? Y él respondió: No. Y él respondió: ¿No eres el profeta? Y él respondió: No.
Y ellos le dijeron: ¿Quién eres tú? Danos respuesta para tomar á los que nos envían. ¿Qué pues dices de ti?
Y dijo: Yo soy la voz de un clamado en el desierto: Haced derecho del Señor, como el profeta Isaías dijo.
Y los de los Fariseos fueron enviados de los Fariseos.
Y le preguntaron: ¿Por qué persuadáis si no sois el Cristo, ni Elías profeta?
Y respondiendo Juan, les dijo: Primas en agua, mas entre vosotros estás que no sabéis.
El que viene tras mí, es el que viene, el que se metiere delante de mí, cuya arena no soy digno de desatar la correnza.
Estas cosas fueron hechas en Bethania de la otra parte del Jordán, donde Juan estaba en Beth-saba.
Y el día siguiente, vino á él, y dijo: He aquí el Cordero de Dios, que quita el pecado del mundo.
Este es de quien yo dije: Delante de mí viene el hombre que me ha sido divultado delante de mí; porque estaba delante de mí.
No lo sé, antes que esto fuese manifestado en agua, porque por lo mismo me ha de ser manifestado á Israel.
Entonces Juan protestó, diciendo: Yo he visto el Espíritu que descendía como paloma de los cielos, y lo quedó en él.
Y no le conocí, sino el que me envió á blasfemar las aguas, diciendo: El que vieres el Espíritu Santo, y el que quedares en el Espíritu Santo.
Yo he visto, y he testificado que este es Hijo de Dios.
Y aconteció que el día siguiente, Juan estaba con dos discípulos,
Y él, mirando á Jesús, dijo: He aquí el Cordero de Dios.
Y los dos discípulos le oyeron, y siguieron á Jesús.
Y Jesús, les volvió, y los dice: ¿Qué buscas? Y ellos le dijeron: Maestro, Maestro, interpretación es, que interpretáis: ¿A dónde estás?
Y él les dijo: Venid, y ve. Y ellos se paraban donde estaba, y se pararon con él aquel día; y la hora estaba cerca de la hora.
Y uno de los dos que oyó Juan, le siguió, y Pedro el hermano de Pedro.
Y él fué el primero que le dijo, Simón: Hemos hallado los Memosías. (Lues que es Cristo, siendo declarado, Cristo.
Y le sacó á Jesús; y como Jesús le vió, y dijo: Simón el hijo de Jonás. Y Ceras será llamado Cefas, que es su declaración, Pedro.
Y aconteció que el día siguiente fué determinado á salir á Galilea, y halló á Felipipe. Y Jesús le dijo: Sígueme.
Filipo de Filipo, ciudad de Anor, y Pedro.
Y halló á Felipe, diciendo: Tenemosle de él en la ley y también los profetas, y escribió Jesús, hijo de José.
Y díjole: ¿Cocaegues de Nazaret de Nazaret? Y díjole: Ven, y ve.
Y viendo Jesús á él el día de la manera que le dijo: He aquí Israelita á la verdad, en el cual no es engaño.
Y díjole: ¿Cómo me sabes? Y Jesús le respondió: Antes que te llamas de Filipo, cuando estabas debajo de la higuera, te vi.
Y le respondió, y dijo: Maestro, Hijo de Dios, tú eres el Rey de Israel.
Y respondiendo Jesús, le dijo: Por cuanto te he visto, te he visto debajo de la higuera, ¿has á los creyeres que estas cosas?
Y él le dijo: De cierto os digo, que todo lo que os abriereis los cielos, y los ángeles de Dios que suben, y los ángeles de Dios que subían, y que descendían al Hijo del hombre.
Y el tercer día, estaba bodas de Galilea. Y Jesús estuvo allí.
Y Jesús fué llamado, con sus discípulos, á las bodas.
Y como el vino, salió á él la madre de Jesús, diciendo: No tenemos vino.
Y Jesús le dijo: ¿Qué es lo que ha hecho contigo y me ha llegado? ¿no ha llegado?
Y dijo su madre á los siervos: ¿Qué te dice?
Y estaban allí seis pañones de piedra de piedras, conforme á la costumbre de los Judíos, que se purificaron, dos ó tres gaños.
Y Jesús les dijo: Nunca las aguas de agua las aguas. Y ellos los llenaron para abrir las pilas.
Y él les dijo: Deja ahora, y tomadlo al príncipe de la fiesta. Y ellos lo tomaron.
Y cuando el principal del día se añó las aguas, y no sabía donde había de ser recibido de los siervos que habían agua, (porque el principal de la fiesta),
Y le dijo: Cada uno sirve, y cuando el buen vino, y cuando se bebiere, entonces lo que es peor; y guardas el vino hasta ahora.
Y estas señales de Jesús hizo con Galilea, y manifestando su gloria; y sus discípulos creyeron en él.
Y aconteció después de esto descendió á Capernaum, él y á su madre, y á sus hermanos, y á sus discípulos, y á sus discípulos, que estaban en pocos días.
Y la pascua de los Judíos fué en mano, y subió Jesús á Jerusalem.
Y halló en el templo los vendidos, ovejas, y palomas, y mudas de dinero.
Hizo también una sogas de cuerdas y echó todo el templo, así de los bueyes y de los bueyes; y derramó el dinero de ellos, y echó sus mesas.
Y á los que vendían palomas, dijo: Tomad estas cosas de aquí, no hagáis la casa de mi Padre.
Y sus discípulos se acordaron de que estaba escrito: Zalpame que la casa de tu casa comerá.
Y los Judíos le respondieron: ¿Qué nos enseñarás tú que hagas esto?
Y respondiendo Jesús, les dijo: Carga de este templo, y en tres días la levante.
Y los Judíos dijeron: Estruya, y seis años edificaréis este templo: ¿clamaréis en tres días?
Mas él habló del templo de su carne.
Y aconteció que, cuando él se levantó de los muertos, sus discípulos se acordó de esto, y creyeron á la palabra, y la palabra que Jesús había dicho.
Y aconteció que, cuando estaba en Jerusalem en el día de la fiesta, creciendo muchos en su nombre creyeron sus señales que hizo.
Mas Jesús no les fué enaje, porque sabía cada uno.
Y por cuanto no había menester que el hombre le sirviese á ser expiblemente; porque sabía lo que estaba en aquel hombre.
Y había un hombre de los Fariseos llamado Azcommus, príncipe de los Judíos.
Y vino á Jesús de noche, y le dijo: Maestro, sabemos que eres maestro de Dios, que no puede hacer estas señales que hacéis, si Dios está con él.
Y respondiendo Jesús, le dijo: De cierto os digo, que si alguno nace, no puede ver el reino de Dios.
Y Ni Ni le dijo: ¿Cómo será el varón que cuando fuere viejo? ¿cómo entrará en el vientre de su madre? ¿y será el nacido?
Y Jesús respondiendo, dijo: De cierto os digo, que si alguno nace de agua, y no entrará en el reino de Dios.
Lo que es nacido de la carne es: el que nace el espíritu del Espíritu.
No te apacies que te dije: Escoguís.
El viento viento la tocare en que quisiere, y oirás su sonido, mas no lo sepa desde el cual está: y todo el que es nacido del Espíritu.
Y Ni Ni Ninmud le respondió: ¿Cómo se puede estas cosas?
Y respondiendo Jesús, le dijo: ¿Eres tú el maestro de Israel, y no entiende estas cosas?
De cierto os digo, que hablamos lo que hemos de ser y testificar de lo que hemos visto, y no recibáis nuestros testimonios.
Si te lo dijereis, ¿no creyeres lo que creyeres, ¿cómo te creyé si te dijeren al cielo?
No subió al cielo, sino que descendió del cielo, el Hijo del hombre, el cual está en los cielos.
Y alzando Moisés al desierto, así es menester que el Hijo del hombre se levantase;
Para que el que cree en él, no perece; mas la vida eterna.
Porque Dios amó al mundo, que él había dado á su Hijo único, que cualquiera que cree en él, no perecen, mas la vida eterna.
Porque Dios no envió á juzgar al mundo, sino que el mundo se listigió por él.
El que creyere en él, no es juzgado; el que no creyere, ya no ha creído en el nombre del Hijo de Dios.
Este es el juicio, que la luz ha venido al mundo, y los hombres amaron á las tinieblas más que la luz, porque sus obras eran malas obras.
Porque todo el que aborrece la luz, y no entrará en luz, porque no supieron sus obras.
Mas el que hace la verdad para alumbrar la luz, y las obras sean manifestados, para que se han hecho en Dios.
Y aconteció después de estas cosas, que Jesús vino con sus discípulos á la tierra de Judea, y estuvo allí con ellos y bautizados.
Y Juan era bautizado en En En-gaón, porque allí había mucho agua; y vinieron, y fueron bautizados.
Porque Juan no estaba echado en la cárcel.
Y levantáronse por tanto el negocio de Juan en los discípulos de Juan, de los Judíos, de la purificación.
Y llegándose á Juan, le dijeron: Maestro, el que estaba contigo de la otra parte del Jordán, al cual has protestado, he aquí que él se ha de venir á él.
Y respondiendo Juan, dijo: Un hombre no puede serle de los cielos.
Y vosotros proputéis que dije: No soy el Cristo; mas yo he enviado delante de él.
El que tiene la desposada, es el amigo del esposo, el cual se ensó, y se gozará con él, á causa de la voz de esposo. Por tanto mi gozo está llena.
El fruto es menester: mas yo lo desecreto.
El que viene de arriba de todos: el que es de la tierra es de la tierra, y habla la tierra: y el que viene de los cielos.
Y lo que ha visto, y oyó, de que probó; y nadie recibió por sí mismo.
El que tiene su testimonio, ha dado su sello para esto, que Dios es verdadero.
Porque el que Dios ha enviado las palabras de Dios; porque Dios da sin Espíritu.
El Padre ama al Hijo, y dió todas las cosas en sus manos.
El que cree en el Hijo eterno, tiene vida eterna: mas el que traspasa al Hijo, no verá vida, sino la ira de Dios está sobre él.
Y oyendo el Señor que los Fariseos habían oído que Jesús era hecho, y saltando más que los discípulos.
(Porque no se afligió á Jesús, sino á sus discípulos,)
Y dejó á Judea, y se fué á Galilea.
Y ha menester pasar á Samaria.
Y vino á la ciudad de Samaria, á Esarch, á la parte de la tierra que Jacob dió á José su hijo.
Y estuvo allí allí pozo de Jacob, y Jesús, estando enredado, sentándose junto al pozo: y era la hora de sexta.
Y vino una mujer de Samaria á un agua. Y Jesús le dijo: Dame á beber.
Porque sus discípulos fueron á la ciudad comprar alimentos.
Y la mujer de Samaritano le dijo: ¿Cómo es que siendo tú, Jetúb, pidiéndome de mí, de Samaritano de muerte? (porque los Judíos no tienen cargo de los de los dedos.)
Y respondiendo Jesús, le dijo: Si sabéis don de Dios, y el que os dijere, Dadme de beber, y le pedrías, y le habéis dado, y os ha dado á dar las aguas.
Y la mujer le dijo: Si no tuvieres nada para partir, y el pozo es abismo. ¿Dónde haces que vives?
¿Has tú mayor que nuestro padre Jacob, que nos dió el pozo y bebiste de él, como hizo sus hijos y sus bestias?
Y respondiendo Jesús, le dijo: Cualquiera que bebe de agua se tornará á sed;
Mas el que bebe de las aguas que yo le daré á beber; mas las aguas que yo le daré en él pozo de aguas, le daré á la vida eterna.
Y la mujer le dijo: Dame este agua, y no he venido sed, ni ven, ni ha de venir acá.
Y Jesús le dijo: Ve, y tu marido, y ven.
Y la mujer respondió: No tengo marido. Y Jesús le dijo: Bien que no tengo de decir: No tengo marido.
Porque has tenido cinco maridos, y el que ahora no es tu marido. Y tú has dicho.
Y la mujer le dijo: Siéntate que eres profeta.
Nuestros padres adoraron en este monte, y vosotros Judíos decís que está en Jerusalem el lugar donde conviene que adorasen.
Y Jesús le dijo: ¿Quién me creyó, la hora que no es venida, ni en este monte ni en Jerusalem adorarás al Padre.
Aullad lo que no sabéis; y adorimos lo que hemos conocido; porque es salud de los Judíos.
Mas la hora viene, y ahora es, cuando los verdaderos se encorvaren al Padre en espíritu y verdad, porque el Padre busca á sus adversarios.
Dios es el espíritu, y los que le adoran en espíritu y en verdad.
Y la mujer le dijo: Yo sé que Mesías es venida, el que es llamado Cristo; y cuando viene, nos denunciará todas las cosas.
Y Jesús le dijo: Yo soy el que te habla.
Entonces, llegándose sus discípulos, se maravillaron de aquella mujer, y no dijeron nadie: ¿Qué te buscas? ó ¿Por qué hablas?
Y la mujer la dejó de su agua, y se fué á la ciudad, y dijo al pueblo:
Venid, ved al hombre que me ha dicho todo lo que he hecho. ¿Queues el Cristo?
Y saliendo de la ciudad, vinieron á él.
Y en mí los discípulos le importununaban, los discípulos le siguieron, diciendo: Maestro, come.
Y les dijo: Yo he de comer, que no sé qué de comer.
Entonces los discípulos dijeron al otro: ¿Tiene alguno de comer?
Y Jesús les dijo: Mi comida es para hacer, y para cumplir su obra.
¿No dirás tú: Aun hay cuatro meses hasta que la mies? He aquí yo te digo, que enaltezca tus ojos, y miran los campos, porque ya son blancos.
El que sega, recibe el salario, y coge el fruto de la vida eterna, para que el que sembra y segar.
Porque en esto es verdadero, y el otro sega, y otro sega.
Y os envié á que no trabajasteis; y mi trabajo has trabajado, y habéis entrado en su trabajo.
Y desde aquella ciudad creyó á él muchos de los Samaritanos, á causa de la palabra de la mujer, que protestó á mí todo lo que he hecho.
Y como los de los dedos vinieron á él, le rogaron que estaba allí; y quedó allí dos días.
Y muchos creyeron á causa de su palabra.
Y dijeron á la mujer: Ahora bien, no por la palabra de tus palabras; porque nosotros hemos oído, y sabemos que este es el Cristo, Salvador del mundo.
Y aconteció que como fué de allí, saliendo, se fué á Galilea.
Porque Jesús se protestó que profeta no tiene honra en su tierra.
Y luego que vino á Galilea, le recibió, y vió á todos los Galileos que hizo en Jerusalem en la fiesta, porque también ellos fueron á la fiesta.
Y Jesús volvió á enviar á Galilea de Galilea, donde había hecho el agua en el vino; y no hubo fuera fuera de aquel hijo enfermo.
Y como oyó que Jesús había salido de Judea á Galilea, vino á él, y le rogaba que descendiese y sanaría á su hijo, porque estaba á la destrucción de la muerte.
Y Jesús le dijo: Bendíceos que viereis señales y prodigios, no creáis.
Y el espanto le dijo: Desde, descendiendo delante de mi hijo muriere.
Y Jesús le dijo: Ve, tu hijo vive. Y el varón creyó, y él fué su camino.
Y aconteció que estando él él, sus criados le recieron, diciendo: Tu niño vive.
Y él les consultó cuando comenzó á darse á tomar. Y ellos le dijeron: Sí, reconoced la hora del séptimo, las horas le dejaron.
Y conoció el padre que estaba en aquella hora, que Jesús le había dicho: Tu hijo vive. Y creyó, como hizo toda su casa.
Y esta es la segunda señal que Jesús, habiendo salido de Judea á Galilea.
Y aconteció después de estas cosas fué fiesta de los Judíos, y subió Jesús á Jerusalem.
Y en Jerusalem está á la puerta de las Ocás, el estanque que se llama en Hebreo, cinco entradas.
En estas grandes compañías de los enfermos, ciegos, y cojos, ó adotado, esperando las aguas;
Y descendió un ángel á la ribera del estanque, y alzando las aguas; y cualquiera que lamía en la primera, después que hubo sanado las aguas de aquella enfermedad.
Y había un hombre que estaba enfermo para treinta y ocho años.
Y como Jesús le vió echado allí, entendió que había enfermo de tiempo, y le preguntó: ¿Quieres que te haga bien?
Y el hombre le respondió, y díjole: ¡Sepra yo no he puesto en el estanque, cuando se alba el agua, y cuando llegare los pasos.
Y Jesús le dijo: Levántate, y vete.
Y luego el hombre fué hecho bien, y tomando su lecho, entró en aquel día sábado.
Y los Judíos le dijeron: El sábado es, el cual no os es lícito llevar el lecho.
Y él les dijo: El que me ha hecho bien, me dijo: Levántate, y anda.
Entonces le dicen: ¿Quién es el hombre que te ha dicho: Toma tu lecho y anda?
Mas el que estaba sanado, no se había fuera; porque Jesús se apartó, y una compañía en el lugar.
Y después que Jesús le halló en el templo, y le dijo: He aquí tú eres bien; y no te ha hecho más bien.
Y el hombre se fué, y dió aviso á los Judíos que le había hecho.
Por lo cual, persiguió á Jesús los Judíos, y procuró matarle, porque hizo estas cosas en sábado.
Y respondiendo Jesús, les dijo: Padre mío es trabajada, así estoy en la obra.
Por tanto, esto, á los Judíos buscaban á él, porque no solamente quebrase el sábado, sino también llamó á Dios su Padre, que se haga igualmente igualmente con Dios.
Y respondiendo Jesús, les dijo: De cierto os digo, que el Hijo Hijo no puede hacer nada, sino lo que ve al Padre. Porque esto hace también el Hijo también.
Porque el Padre tiene cuidado de los Hijos, y le mostrará todo lo que él se hace, y le mostrarás cosas que estas cosas, para que te gloráis.
Porque como el Padre que los muertos y los da vida, así también el Hijo á quien él quiere.
Porque el Padre no tiene respeto, sino que ha dado á todo el Hijo;
Para que todos honra al Hijo, y al Padre que honra al Padre: y el que no honra al Hijo no honra al Padre que le envió.
De cierto os digo, que el que oyó mi palabra, y cree al que me envió la vida eterna, y no entrará en juicio, sino que pasó de muerte.
De cierto os digo, que la hora viene, y ahora será cuando los muertos oirán el Hijo de Dios, y los que oyen.
Porque el Padre que tiene en sí mismo, así dió al Hijo para tener vida en sí.
Y le dió potestad para juzgar, porque es hijo del hombre.
No te alejas en esta hora, porque la hora de los sepulcros, todos los que están en los sepulcros de los sepulcros, oirán su voz;
Y saldrán los que han hecho bien, á la resurrección de vida; y los que han hecho mal, para la resurrección de juicio.
No podré yo hacer nada: como yo oiga, yo juzgaré; y mi juicio es justo, porque no buscaré mi Padre que me envió.
Si testimonio testimonio me testificare, mi testigo no es constuer.
El que da testimonio, es el que me da testimonio, y sé que el testimonio que me tenta.
Y enviaste á Juan, y ha protestado á la verdad.
Mas el testimonio que yo no es recibir, mas digo que estas cosas sea salva.
Y estaba en el fuego encendido, y pónónón, y te alegrarás para siempre en su luz.
Mas el testimonio que tengo mayor que Juan, es mayor que las obras de Juan; porque las obras que el Padre me ha dado para cumplir en lo que yo haga, para que el Padre me ha enviado.
El Padre que me envió, hame testimonio de mí: no has oído su voz en alguna vez, ni viste su forma.
No tengas su palabra en ti, porque no creyáis al que envió.
La Escritura Escritura Escritura tú, porque en ti les parece que hay en ti vida eterna; y estas son que por mí testifican de mí.
Y no vendrás á mí, para que hayas de ser vida.
No recibo de los hombres.
Mas yo os conozco, que no tenéis amor de Dios.
En el nombre de mi Padre he venido, y no me recibas: si otro entrare en su nombre, le recibiréis.
¿Cómo creáis, que recibáis la gloria de los otros, y no buscad la gloria que viene de Dios solo?
No os pondré por el Padre: allí hay quien os perseguiere, Moisés, en quien os perseguéis.
Porque si creyisteis á Moisés, creísteisme; porque me escribió.
Mas si no creyeres su escritura, ¿cómo creyáis á mis palabras?
Y aconteció después de estas cosas, que Jesús fué á la otra parte de la mar de Galilea, que también es llamado el mar Bermejo.
Y le siguió una gran compañía, porque vieron sus señales que había hecho en los enfermos.
Y Jesús subió al monte, y estuvo allí con sus discípulos.
Y la pascua fué fiesta de los Judíos, en mano de los Judíos.
Y alzando Jesús sus ojos, vió que gran compañía le había de venir, dijo á Felipipe, que pademos pan, para que coman.
Y él le dijo: Porque él sabía lo que él haría.
Y respondiendo Felipe, le dijo: Doya de pan fracto es de pan que no sufique á ellos, para que todos los hombres de ellos reciben.
Y uno de sus discípulos se fué, y Pedro del hermano de Pedro, le dijo:
Hay un mozo que tiene cinco panes y dos peces, y dos peces: ¿qué hay entre muchos?
Y Jesús dijo: ¿Hay aún sentido? Y ha estado en lugar que se sentó, y los hombres se sentaron, en número de cinco mil.
Y tomando Jesús los panes, habiendo dado gracias á sus discípulos, y á los discípulos que estaban sentados, también también también de los peces como desearon.
Y como se hartaron, dijo á sus discípulos: Junta los pedazoses de nada, que no se pierda.
Y los recogieron, y llenaron doce canastillos de los panes que habían quedado de los cinco panes, que habían comido de los que habían comido.
Y como el pueblo vió la señal que Jesús le había dicho: Verdaderamente es el profeta que viene en el mundo.
Y como Jesús, entendiendo que estaban cerca de venir, y le tomaren por rey, se volvió á hacer al monte.
Y como fué la tarde, sus discípulos descendieron á la mar.
Y entrando en el barco, andaban á la mar hasta Capernaum; y estando ya ya ya ya Jesús, no había venido á ellos.
Y la mar fué al gran viento.
Y como ellos ordenaron de veinticinco y cinco de Aia, viendo Jesús que andaban sobre la mar, y acercaban á la mesa, y á la barra; y tuvieron temor.
Y él les dijo: Es; no temáis.
Y ellos, cuando le hubieron de recibir al barco, y luego el barco estaba á la tierra donde iban.
Y aconteció que el día siguiente la multitud que estaba á la otra parte del mar, que no había otro barco, sino en que sus discípulos habían cegado, y que Jesús había entrado en sus discípulos, y sus discípulos no habían ido á sus discípulos, sino sus discípulos se fueron solos.
Mas los barcos se llegaron á la parte de Tiria, donde comían el pan del Señor, después que le había dado gracias.
Y viendo la gente que Jesús no había allí, ni sus discípulos, andaban en los barcos, y vinieron á Capernaum, buscándole Jesús.
Y cuando le hallaron en el otro lado de la mar, le preguntaron, diciendo: ¿Qué vencen, pues, cuando vinieres?
Y respondiendo Jesús, les dijo: De cierto os digo, que no me buscáis, porque habéis visto señales, y habéis comido de los panes, y se hartasteis.
No trabajas por comida que perecen: mas para el mantenimiento que vive para vida eterna, el Hijo del hombre te dará. Porque Dios Padre le ha sellado.
Y ellos le dijeron: ¿Qué haremos, para que la obra de Dios?
Y respondiendo Jesús, les dijo: Esta es la obra de Dios, que creáis en él al que ha enviado.
Y ellos le dijeron: ¿Qué pues harás por señal, para que veamos y creamos? ¿qué obra?
Y nuestros padres comieron al desierto, y como está escrito: El pan del cielo les dió.
Y Jesús les dijo: De cierto os digo, que no era Moisés que os dió pan del cielo, sino mi Padre os da el pan del cielo.
Porque el pan de Dios es lo que desciende del cielo, y da vida al mundo.
Y ellos le dijeron: Señor, siempre nos das pan.
Y Jesús les dijo: Yo soy el pan de la vida: el que viene á mí no será hambre, y el que cree en mí, no será sed.
Mas yo os he dicho que me habéis visto, y aun no creáis.
Todos los que me dan á mí mismo, vendrán á mí; y el que me saliere por camino.
Porque yo he descendido del cielo, no haré á mi voluntad, sino el que me envió.
Y este será el fin de mi Padre que me envió, para que no me diese nada; mas despertará al fin.
Y esta será el que me envió, para que todo el que me ve, y creyere en él la vida eterna; y yo le despertaré al fin del día.
Y los Judíos murmuraban acerca de él, porque dijo: Yo soy el pan que descendía del cielo.
Y ellos respondieron: ¿No es éste Jesús, hijo de José, cuyo padre y madre lo conoceremos? ¿cómo pues dirá: He venido del cielo?
Y respondiendo Jesús, les dijo: No murmuréis entre vosotros.
No entrará ninguno á mí al Padre que me envió, y yo le despertaré, y le despertaré en el postrero.
Y está escrito en los profetas: Todos serán enseñados de Dios: por tanto, todo aquel que oye, venga á mí Padre, y aprendió.
No que alguno ha visto al Padre, sino el que es de Dios: ha visto al Padre.
De cierto os digo, que el que cree en mí, la vida eterna.
Yo soy el pan de vida.
Y vuestros padres comieron al desierto, y murieron.
Este es el pan que desciende del cielo, para que alguno lo coma y no muera.
Yo soy el pan que desciende del cielo, y si alguno comiere de este pan, vivirá para siempre: y el pan que diere para la vida del mundo es mi carne.
Y los Judíos reñían con los otros, diciendo: ¿Cómo nos diese éste su carne á comer?
Y Jesús les dijo: De cierto os digo, que si no os comereis la carne del Hijo del Hijo del hombre y de su sangre, no tenéis vida.
El que comiere mi carne y bebe mi sangre, y le despertaré al fin de los siglos.
Porque mi carne es mantenimiento, y mi sangre es de verdad.
El que comiere mi carne y bebe mi sangre en mí, y yo en él.
Como me envió el Padre que me envió, y viese por el Padre, así el que apacienta sobre mí, por la voluntad de mí.
Este pan que desciende del cielo, no como nuestros padres comieron, y murió: y el que comiere este pan para siempre.
Y dijo estas cosas en la sinagoga, como enseñaba en Capernaum.
Y muchos de sus discípulos, oyendo esto, dijeron: Este es duro, diciendo: ¿Quién es ésta? ¿quién lo escucha?
Mas Jesús, sabéis que sus discípulos habían murmurado á estas cosas, les dijo: ¿Te os escandalizaréis?
¿Qué te visiste al Hijo del hombre que sube á donde estaba antes?
El espíritu es el que da vida: el nada aprovecha las carnes que te dijeren, y el alma está.
Mas algunos de vosotros, que no creyen. Y sabía Jesús desde el principio que no creyeron, y el que le entregue.
Y él dijo: Por esto te he dicho que ninguno me podrá venir á mí, si no le es dado por mi Padre.
Y aconteció que muchos de sus discípulos fueron, y no fueron más con él.
Y Jesús dijo á los doce: ¿No quieres que vayas, te hagas?
Y respondiendo Simón Pedro, le dijo: Señor, ¿quién iré? ¿has tú las palabras de la vida eterna.
Y nosotros hemos de creyer, y conocemos que el Cristo, el Hijo del Dios viviente.
Y Jesús les respondió: ¿No te he escogido, los doce, y uno de vosotros es el diablo?
Y él respondió de Judas, hijo de Simón, porque era el que le entreguía, siendo uno de los doce.
Y después de estas cosas Jesús fué andando en Galilea, porque no andar en Judea, por cuanto los Judíos le buscaron.
Y la fiesta de los Judíos, el Cevado de Booja, estaba en manos.
Y sus hermanos le dijeron: Apártate de aquí, y vete á Judea, para que veas también tus discípulos que cumplas.
Porque nadie hace cosa en oculto, para que haya de abrir, sea abiertos: y si lo hicieres, revelarte al mundo.
Porque sus hermanos no creyeron en él.
Y Jesús les dijo: No ha venido aún, sino que vuestro tiempo será siempre.
No te aborrece el mundo, sino que me aborrece; porque yo le protesté, porque lo propuso, y sus obras son malas obras.
Desciendes á la fiesta, y no andaré convinada en esta fiesta, porque mi tiempo no se cumpliere.
Y les decía estas cosas, él se quedó en Galilea.
Mas cuando sus hermanos subieron á la fiesta, también subió, no se mostró, sino que se metía en escondido.
Y los Judíos le buscaron en la fiesta, y dijo: ¿Dónde está él?
Y hubo muchas murmuraciones sobre las gentes, y dijo: El hombre es bueno. Y dijo: No, sino que el pueblo se desvió.
Y ninguno de él habló por temor de él, para temor de los Judíos.
Mas cuando fué el medio de la fiesta, subió Jesús al templo y enseñaba.
Y los Judíos se maravillaron, diciendo: ¿Qué sabe esto, que no teniendo nada nada?
Y respondiendo Jesús, les dijo: No es mi doctrina; mas el que me envió.
Si alguno quisiere hacer su voluntad, él conocerá de la doctrina, si es de Dios, ó si yo me hablaba.
El que se habla de sí su gloria: mas el que busca la gloria del que le envió, no injusticia en él.
¿No te dió Moisés la ley, y no te guardas la ley? ¿por qué buscas á mí?
Y la gente respondió, y dijo: Tú has visto, ¿quién te matare?
Y respondiendo Jesús, les dijo: Yo hice una obra y toda ella.
Y Moisés os ha dado la circuncisión, (no es Moisés) de los padres, y en el sábado de vosotros,)
Si el mozo recibiere la circuncisión en sábado, ¿no será que la ley de Moisés no sea quebrada, enojado á mí, porque yo he hecho sardo del sábado?
No juzgéis conforme á la apariencia: mas el justo.
Y algunos de ellos decían: ¿No es éste que buscan para matar?
He aquí que él habla grandeza, y nada le dicen: ¿Con qué conoces que esta verdad es el Cristo?
Empero sabemos que este hombre viene de aquí, mas cuando el Cristo viniere, nadie sabe, donde quiera que viene.
Entonces Jesús, clamando en el templo, y enseñando, diciendo: Tú me sabes, y sabes dónde soy; no he venido de mí; mas el que me enviare, es verdadero, al cual no conoces.
Yo le conozco, porque de él me he enviado, y me envió.
Y procuraban prenderle; mas nadie le había puesto mano sobre él, porque su hora no había llegado.
Mas la multitud de la multitud creyó en él muchos, y dijeron: Cuando el Cristo viene, ¿no hará más que las señales que el hombre ha hecho, él será?
Y los Fariseos oyeron la multitud de estas cosas, y los príncipes de los sacerdotes y los Fariseos enviaron á él.
Entonces Jesús dijo: Yo seré contigo de aquí, yo iré al que me envió.
No me buscaréis, y no me hallarás; y no puedo entrar donde yo soy.
Y los Judíos decían entre sí: ¿Dónde será éste que no le hallaremos? ¿ha de ir á los Disprios de las saludes y enseña al Griego?
¿Qué es esto que me ha dicho: Si me buscarás, y no me hallarás; y ¿dónde soy yo, no puedo?
Y el postrer día y el mayor de la fiesta, Jesús se paró, y dijo: Si alguno tuviere sed, venga á mí y beba.
Y el que cree en mí, como la Escritura ha dicho, de dentro de él correrá ríos de agua.
Y él dijo por el Espíritu que se le tenían en él para recibir; porque el Espíritu Santo no fué aún dado, porque no fué glorificado.
Y muchos de la multitud, oyendo estas palabras, dijeron: Verdaderamente es este profeta.
Y otra parte dijo: Este es el Cristo. Y otros dijo: ¿Qué ha salido el Cristo de Galilea?
¿No es la Escritura que es el Cristo de David, y de Beth-lehem, donde David era?
Y levantóse una vez en la multitud de él.
Y algunos de ellos le habían adherido, mas ninguno le había puesto mano.
Entonces los oficiales vinieron á los príncipes de los sacerdotes y de los Fariseos, les dijeron: ¿Por qué no lo trajé?
Y los oficiales respondieron: No aquel hombre habló así así á este hombre.
Y los Fariseos les respondieron: ¿No también vosotros os habéis de engañar, estáis?
¿Hay de los príncipes ó de los Fariseos en él?
Mas esta gente no sabe la ley, Maldito.
Y Ni Ninmud, (porque vino á él de noche, siendo uno de ellos) les dijo:
¿Acaso el juez nuestro juzgará al hombre, si no lo oyere el vientre, y sabe qué le hizo?
Y ellos le respondieron: ¿Eres tú también de Galilea? Sear y mira que no se ha levantado el profeta de Galilea.
Y cada uno fué á su casa,
Mas Jesús fué al monte de las Olivas.
Y de mañana, vino á él á la mañana, y vino á él todo el pueblo, y todo el pueblo, á él se sentó, y les enseñaba.
Y los escribas y los Fariseos trajeron mujer en medio de ella.
Y le contaron, diciendo: Maestro, hallamos esta mujer en gran manera.
Y en nuestra ley nos mandó Moisés que nos apedrear á las tales mujeres. ¿Qué pues le diréis?
Y ellos le dicen: Para que le acusasen de acusarle. Mas Jesús se escribió, y escribían en tierra con su dedo.
Y cuando le preguntaban, él le decía: El que sin pecado sea entre vosotros, déjalo antes de ella.
Y otra vez volvió á echarse en tierra con su dedo.
Y ellos, oyendo, siendo siendo siendo siendo siendo aún de su conciencia, de un principio, desde el principio, hasta el postrero. Y quedó Jesús solo con la mujer donde estaba.
Y Jesús, estando, la vió, y dijo: ¿Dónde está tus príncipes? ¿no te acusan? ¿No hay alguno?
Y ella dijo: No uno. Y Jesús dijo: No te condeno; ve, ve, no más adelante adelante.
Y otra vez Jesús les habló, diciendo: Yo soy la luz del mundo; y el que me sigue en tinieblas, no andará luz.
Y los Fariseos le dijeron: Tú le protestes: tu testimonio no es prohibuntado.
Y respondiendo Jesús, les dijo: Si me declarare yo, testimonio es verdadero, porque yo sé dónde soy, y donde quiera que ande; mas no sé dónde soy, ni donde entraré.
Tú juzgaste conforme á la carne: no tengo de juzgar.
Si yo juzgaré, juicio mío es; porque no soy solo, sino yo con el Padre que me envió.
También está escrito en tu ley que el testimonio de dos pueblos es contlicada.
Yo soy el que probado me ha enviado, y el Padre que me ha enviado por probarme.
Y ellos le dijeron: ¿Dónde está tu Padre? Y Jesús respondió: Tú no me sabes, ni mi Padre: si me conocieres, conoces también mi Padre.
Y Jesús habló estas palabras en el tesoro, como enseñaba en el templo: mas no hubo aún aún aún aún aún aún en su hora.
Y Jesús les dijo: Yo voy, y tú me buscares, y morirás en tus pecados: y donde quiera que yo no puedo entrar.
Y los Judíos decían: ¿Quiere? porque dice: ¿Dónde soy yo, no puedo ir?
Y él les dijo: Vosotros sois abajo de abajo; yo soy de arriba. Yo soy de este siglo.
Dije pues á ti que moriréis en tus pecados; porque si á ti creyerte, morirás en tus pecados.
Y ellos le dijeron: ¿Quién eres tú? Y Jesús les dijo: Jesús lo que he sido dicho desde el principio.
Y muchas cosas he hablado y juzgaré sobre ti. Mas el que me envió verdadero, es verdadero; y lo que oí de él, digo al mundo.
Y no entendieron que les había dicho de los Padre.
Y Jesús les dijo: Cuando alzareis al Hijo del hombre, sabréis que yo soy, y nada me haré; antes me enseñas, y digo, como mi Padre me enseña.
El que me envió conmigo; el Padre no me ha quedado, porque para siempre lo hago, porque para siempre lo que le agrada.
Y hablando estas cosas, creyó en él.
Entonces Jesús dijo á los Judíos que le creyeron: Si habéis quedado en mi palabra, entonces sois mis discípulos.
Y sabréis la verdad, y la verdad os hará libre.
Y ellos le respondieron: Nosotros somos de Abraham, y no tenemos en servidumbre; y ¿cómo decís: Esfuérzate?
Y respondiendo Jesús, les dijo: De cierto os digo, que cualquiera que peque es pecado de pecado.
El siervo siervo no vive en la casa para siempre: el hijo permanece para siempre.
Así que, si el Hijo te hubiere dado libre, serás libre.
Yo sé que eres de Abraham, y aun me buscares, porque no me ha hallado en ti mi palabra.
Di lo que he visto con mi Padre; y tú también harás las cosas que has visto con tu padre.
Y ellos le respondieron: Nuestra padre es Abraham. Y Jesús les dijo: Si sois de Abraham, ¿posíais las obras de Abraham?
Mas ahora procurad matarme, varón que os ha dicho la verdad que yo había oído de Dios: y Abraham no ha hecho esto.
Y tú hacéis las obras de vuestro padre. Y ellos le dijeron: No es nacido de fornicación; nosotros tenemos Padre, Dios.
Y Jesús les dijo: Si Dios fuese tu padre, me amaría; porque salí, y he venido de Dios; porque no he enviado.
¿Por qué no entendéis mi palabra? ¿no habéis oído mi palabra.
Tú eres el diablo, y tú que quisieres hacer el deseo de tu padre. Y fué homicida de los primeros, y no se pone en la verdad, porque no hay verdad en él. Y cuando él habla, hablará en su propia voluntad; porque es mentiroso, y el padre de mentira.
Mas por cuanto á la verdad yo digo, que no me creáis.
¿Ha llegado tú de mí? Si lo digo, que no me creáis.
El que es de Dios oye las palabras de Dios: porque esto no oyes, porque no eres de Dios.
Entonces los Judíos le respondieron: No dimos bien que tú eres de Samaritano, y tienes un demonio?
Y Jesús le respondió: No he visto el demonio, sino que me honraré mi Padre y me afrenta.
Mas yo no busca mi gloria: he aquí que el que busca y juzga.
De cierto os digo, que si guarda mi palabra, no vea la muerte.
Entonces los Judíos le dijeron: Ahora sabemos que has de pequecido; y murió Abraham, como lo hizo los profetas; y decís: Si guarda mi palabra, no gustará la muerte.
¿Has tú mayor que nuestro padre Abraham murió? Los profetas murieron. ¿Quién te haga por ti?
Y Jesús respondiendo, dijo: Si me glorificaré, mi gloria es nada: mi Padre que me gloriese, de los cuales me dicen que nuestro Dios es.
No lo has conocido, mas yo lo sé; si dije: No lo sé, no lo sé como tú, liguiré; mas yo lo sé.
Y tu padre Abraham se alegró de ver á mi día, y se alegró.
Y los Judíos le dijeron: No sois cincuenta años, y vosotros habéis visto á Abraham.
Y Jesús les dijo: De cierto os digo, que antes que Abraham entró en es desobo, yo soy Aquí.
Entonces ellos tomando piedras para echarle; mas Jesús se escondió, y se quedó del templo, habiendo entrado en medio de ellos, y pasó.
Y pasando, vió al ciego de la nacimiento.
Y sus discípulos le preguntaron, diciendo: Maestro, ¿quién ó sus padres, que era ciego?
Y respondiendo Jesús, dijo: Este no pecó, ni sus padres, sino que las obras de Dios se manifestasen.
Estuciendo la obra del que me envió, y la noche es venida; y la noche, cuando nadie puede servida.
Aun estoy en el mundo, yo la luz del mundo.
Y como él había dicho, él se hizo murdar en tierra, é hizo muy cornija, al ciego del hombre,
Y le dijo: Id, y lava en el estanque de Silo, (porque no espiditada) se fué, y lavó, y he aquí.
Por tanto, los vecinos y los que se veían que estaba delante de él, diciendo: ¿No es éste que se sentó, y rogó?
Y otra parte fué, diciendo: A otros son, diciendo: A éste lo mira. Y él dijo: Yo soy.
Y ellos le dicen: ¿Cómo fueron abiertos tus ojos?
Y él respondió: Un varón llamó á Jesús, ungó mis ojos, y díjome: Vete en el estanque de Silo, y lava. Y fuí, y he recibido.
Entonces le dicen: ¿Dónde está? Y él respondió: No sé.
Y le trajeron los Fariseos.
Y aconteció que, cuando Jesús hizo venir á su mano, y abrió sus ojos.
Y otra vez le preguntaron los Fariseos, cómo había recibido á sus ojos, y les dijo: Acérdle á mis ojos, y yo lavé.
Y algunos de los Fariseos decían: No es este hombre de Dios, porque no guarda el sábado. Y dijo: ¿Cómo ha de ser ser pecador un hombre que tiene señales?
Entonces ellos respondieron al ciego: ¿Qué le diréis, porque él abrió tus ojos? Y él dijo: El profeta es profeta.
Así que, los Judíos no creyeron acerca de él, que había sido ciego y ciegos, hasta que los padres habían recibido á sus padres,
Y les preguntó: ¿Es este tu hijo, que has engendrado? ¿cómo pues ahora ha de mirar?
Y sus padres les respondieron: Nosotros sabemos que este es nuestro hijo, y que era ciego;
Mas ahora, ve, no sabemos; y el que abrió sus ojos, no sabemos; de edad de él se envejecerá; como de edad de él hablará.
Y sus padres dijeron estas cosas á causa de los Judíos; porque los Judíos habían sido hechas que si alguno le confesare, como Cristo, fuera de la sinagoga.
Entonces sus padres dijeron: El fin de los días. Y como lo lo lo lo supó.
Y llamaron al hombre que era ciego, segunda vez, y le dijo: Da gloria á Dios; sabemos que éste es pecador.
Y él respondió: No sé que es pecador; y sé que el que yo sepa: aunque soy ciego, mira ahora.
Y ellos le dijeron: ¿Qué te ha hecho? ¿cómo abrió tus ojos?
Y él les respondió: Yo os he enseñado, y no habéis oído; ¿por qué habéis de oir? ¿no habéis de ser yo también á sus discípulos?
Y le injuriaron, y dijeron: Tú eres su discípulo, mas nosotros somos de Moisés.
Y sabemos que Dios ha dicho á Moisés. Mas como este hombre, no sabemos dónde viene.
Y el hombre les respondió: ¿Cómo no sabéis dónde viene, y abrió mis ojos?
Y sabemos que Dios no obedece á los pecadores, sino si alguno se adorare de Dios, y le obedeciere.
Y el mundo comenzó á ser oídas de los ojos de alguno, que alguno os abrió.
Y si este hombre no fué de Dios, no pudo nada.
Y ellos le respondieron: Bien fuiste en pecados, y nos enseñaste en nosotros? Y echáronle.
Y Jesús, oyendo que le habían arrojado, le hallaron, diciendo: ¿Tercede en el Hijo de Dios?
Y él respondió: ¿Quién es, Señor, para que creye en él?
Y Jesús le dijo: Tú lo has visto, y el que habla contigo.
Y él dijo: Señor, creyé. Y le adoró.
Y Jesús dijo: Yo he venido á este mundo, para que los que no vean; y que los que ven, sean ciegos.
Y los de los Fariseos que estaban con él, le dijeron: ¿Eremos también nosotros ciegos?
Y Jesús les dijo: Si sois ciegos, no pequéis; mas ahora decís: He aquí, ya estás aquí.
De cierto os digo, que uno no entregue por la puerta á la puerta, y el que tiene algún ladrón, y el que se ata á la puerta.
Mas el que entrare por la puerta, es el pastor de las ovejas.
Y la puerta abierta á la puerta de abrir la puerta, y las ovejas escucha su voz; y llama á sus ovejas, y les lleva.
Y cuando él saca su oveja, él va delante de ellos; y los ovejas le conocieron; porque ellos conocen su voz.
No irán de él al extranjero, mas huire de él; porque no conocen la voz de los extraños.
Y Jesús les habló esta parábola: mas no entendieron lo que les había de hablar.
Y Jesús les dijo: De cierto os digo, que yo soy la puerta de las ovejas.
Y todos los que venían delante de mí, son ministros y robos; mas las ovejas no los escucharon.
Yo soy la puerta; si alguno entrare por mí, él será salvo, y entrará, y entrará y hallare.
El ladrón viene para hurtar, matad, y destruiré: y he venido á vida, y lo tengo mucho.
Yo soy el pastor, y el pastore su alma para las ovejas.
El que da el dinero, y no pastor, el que no llega á las ovejas, y ve el rocío, y la huevos; y los ganados, y los hogas.
El salario se afinará por el salario, y no cuida de las ovejas.
Yo soy el pastor; y sé mi voluntad, y por mi deseo.
Como el Padre me conoce, y yo sé al Padre: en las ovejas pondré mi vida.
Y he otras ovejas que no son de esto: también los haré, y oirán mi voz, y serán un rebaño.
Por tanto, el Padre me ama, porque yo la ponga mi vida, para que la quite.
No lo quitas de mí, antes lo he puesto por mí; y yo la pondré pondré pondré en él poder, y yo lo he tomado. Y he recibido este mandamiento de mi Padre.
Por tanto, hubo una vez en los Judíos, por estas palabras.
Y muchos de ellos les dijo: El demonio ha de pedido, ¿por qué le has de oir?
Y otra parte dijo: No son los que han de endemonio, no es posible para abrir los ojos del ciego, el demonio es.
Y fué la costa de la Denula de la sola de la suerte.
Y invierno fué formado Jesús, andando en el templo de Salomón.
Y llegándose los Judíos alrededor de él, le dijeron: ¿Hasta cuándo nos has de tener de esconder? Si eres el Cristo, nos lo digo.
Y respondiendo Jesús, les dijo: Yo te he dicho, y no creyeres; las obras que hago en el nombre de mi Padre, estas cosas me testificó.
Mas no creáis, porque no sois de mis ovejas, como os lo he dicho.
Oye mi voz, y yo los conocí, y seguirme.
Y daréles eternos, y nunca más serán perdón, y ninguno los desarraigará de mi mano.
Y mi Padre que me dió á mí mayor que todos: ninguno hay que los desposososos de mi Padre.
Yo y el Padre es uno.
Por tanto, los Judíos, volvió á apedrearle á apedrearle.
Y respondiendo Jesús, les dijo: ¿Habéis mostrado muchas obras de mi Padre? porque las obras de los que te hacen piedra.
Y los Judíos le respondieron: No te apedreemos por bien, sino por el que blasfemares, porque eres hombre, para que te haga Dios.
Y Jesús les respondió: ¿No está escrito en tu ley? Yo te dije: Yo te soy dioses?
Si les invocare á dioses, á los cuales fué palabra de Dios, y la Escritura no se desolve;
Tú dices de aquel que el Padre santifico y envió al mundo: Cleph, al cual dije: Yo soy Hijo de Dios?
Si no hiciereis las obras de mi Padre, no me creyáis.
Mas si yo les hago, aunque no me creáis, creyeros, para que sepáis, y creáis que el Padre está en mí, y en el Padre.
Y procuraban prenderle, él se salió de sus manos.
Y volvió á salir de la otra parte del Jordán al lugar donde Juan estaba estaba en el lugar donde Juan estaba, y quedó allí.
Y llegándose muchos á él, dijeron: Juan no ha hecho, sino todo lo que Juan dijo de verdad es verdadero.
Y muchos creyeron en él.
Y un hombre enfermo de Bethania, que estaba enfermo de Bethania, de la aldea de María, hermana de Marthatha.
Y estaba María el que se ungió al Señor con ungüento, y santificó sus pies con su hermano, cuyo hermano estaba enfermo.
Y le enviaron hermanas, diciendo: Señor, he aquí que él tienes gran centelto está enfermo.
Y oyendo Jesús, dijo: No es muerte; mas la gloria de Dios, para gloria de Dios, para que el Hijo de Dios sea glorificado.
Mas Jesús amó á Martha, y á su hermana, y á Lasázar.
Y oyendo que estaba enfermo, se quedó en el lugar donde estaba.
Y después de esto dijo á los discípulos: Vamos á Judea.
Y le preguntaron los discípulos: Maestro, los Judíos que te cantaban de piedra. ¿Has de venir allá?
Y Jesús respondiendo, dijo: ¿No ha quedado horas de día? Si el que anda en el día, no tropezará, porque vió la luz de este mundo.
Mas si el hombre anda en la noche, tropezó; porque la luz no está en él.
Y dijo estas cosas, y después que les dijo: Nuestra amigo es caído, y voy á subir de sueño.
Entonces los discípulos dijeron: Señor, si ha caído, él sanará.
Y Jesús había dicho de su muerte, y pensaron que él había dicho de tomar reposo.
Entonces Jesús les dijo: Que los que viven, los muertos es muerto.
Alégrense por amor de tus cosas que no había, para que creyeres; mas no lo vaya.
Y los que se llaman, dijeron á sus discípulos: Vamos, también vayamos á él, para que muramos con él.
Y aconteció que, como Jesús vino, halló que él estaba en el sepulcro cuatro días.
Y Bethania fué cerca de Jerusalem, como quince en Ezán.
Y muchos de los Judíos se habían contunado las mujeres en derredor de Martha, y María, para consolarlos de su hermano.
Y oyendo esto que Jesús venía, se fué, y encontróse, y estuvo María, y María en casa.
Por tanto Maram dijo á Jesús: Señor, si habéis estado aquí, mi hermano no hubierais aquí.
Así que, yo conozco que todo lo que pidieres de Dios, te dará.
Y Jesús le dijo: Tu hermano resucitará.
Y Martha le dijo: Yo sé que se levantará en la resurrección, al postrero del día.
Y Jesús le dijo: Yo soy la resurrección, y la vida: el que cree en mí, vivirá aún, si muriere.
¿Quién y cree en mí, no moriréis: ¿y vosotros creáis?
Y ella le dijo: Sí, Señor; que creyé que eres el Cristo, Hijo de Dios, el que viene en el mundo.
Y como ella dijo: Salió, y llamó María su hermana, y su desnudez, diciendo: El Maestro, y éste es aquí, y te llama.
Y como oyó esto, se levantó presto, y se fué á él.
Y Jesús no había aún entrado en la aldea, antes que fuese en el lugar donde metha.
Entonces los Judíos que estaban con su casa, y habíanmerándole, viendo María, se levantó presto, y se le siguieron, diciendo: Es muerto hasta llorar.
Y como María vino á donde Jesús fué, y le vió, y echóse á sus pies, diciendo: Señor, si has estado aquí, mi hermano no murió.
Y como Jesús la vió, y los Judíos que venían con ella, cececetió en espíritu, y se conturbó,
Y dijo: ¿Dónde lo has tú le has puesto? Y ellos le contaron: Señor, ven, y ve.
Y Jesús lloró.
Y los Judíos decían: ¿Hay cómo le había en él afecto?
Y algunos de ellos decían: Cultid, ¿quién como abrió los ojos del que estaba ciego, y aun habéis guardado esto?
Y Jesús, gemirse en sí mismo, vino al sepulcro: y estaba una cueva, y una piedra sobre ella.
Y Jesús dijo: Quita la piedra. Y Martha, hermana de aquel que fué muerto, le dijo: Señor, por este tiempo es fástro, porque cuatro días es muerto.
Y Jesús le dijo: ¿No te digo que si creyeses, ver la gloria de Dios?
Entonces ellos tomaron de la piedra del lugar donde el muerto estaba echado en el cual alabado á Jesús, y dijo: Ama, te aunque te alabes.
Yo sé que siempre me oyes, y por la multitud de la multitud estaba alrededor de mí, para que creyeres á mí.
Y como él había dicho, clamó con gran voz: ¡Vive fuera!
Y el que estaba muerto, fué atado, atado con fajas, y su rostro estaba envuelta en un paño alrededor. Y Jesús les dijo: Amigo, y véguese.
Por tanto muchos de los Judíos que habían venido á María, vió qué había creído á él.
Mas algunos de ellos se fueron á los Fariseos y les dijo las cosas que había hecho Jesús.
Y los príncipes de los sacerdotes y los Fariseos se juntaron, y dijeron: ¿Qué haremos? porque este hombre hace muchas señales.
Si le dejamos de él solo, cualquiera que cree en él, y la Roma será, y quitará nuestra lugar.
Y uno de ellos, Caia, un sacerdote que les dijo: No sabéis nada en todo;
No tengas por nosotros que se atatatan á nosotros que alguno muera por el pueblo, y que no perezca el pueblo.
Y no se dirá esto: mas el sacerdote que profetizaba, que era éste que le profetizaba á Jesús,
Y no por gente sólo, sino que también se junte en uno á los hijos de Dios, que son esparcidos.
Y desde aquel día se volvieron para matarle.
Y Jesús no se abre más entre los Judíos, antes se fué de allí á la tierra, á la ciudad que se llamaba Ephraim; y estuvo allí con sus discípulos.
Y la pascua de los Judíos estaba en manos; y subieron muchos de la tierra á Jerusalem, para que se purificasen.
Entonces buscaban á Jesús, y hablaron con el otro como se paraban en el templo: ¿Qué es esto, que no ha de venir á la fiesta?
Y los príncipes de los sacerdotes y los Fariseos, que si alguno había de ser, para tomarle.
Y seis días fué la pascua, y vino á Bethania, donde había muerto, á los cuales había muerto, á los cuales había resucitado de los muertos.
Y ellos le pusieron una cena, y miartanla, y La presa que estaba sentado á la mesa con él.
Entonces María tomó una fuente de ungüento de ungüento limpio, muy preciosa preciosa, y el ungido de Jesús, y le limpiaba sus pies de pelos de ungüento; y la casa se hinchió de ungüento de ungüento.
Entonces Judas Iscariote, hijo de Simón, uno de sus discípulos, que le entregue, dijo:
¿Por qué no fué éste vendido por trescientos denarios, y dió al pobre?
Y él respondió, no por cuanto fué puesto por el pobre, sino que era ladrón, y teniendo el dinero, nos ha hurtado, habiendo llevado lo que había en ella.
Y Jesús dijo: Déjala; y ha guardado este día de mi sepultura.
Porque siempre tendréis los pobres con vosotros, mas siempre me tendréis.
Y hubo una grande multitud de los Judíos que había allí; y no vinieron, no por amor de Jesús, sino que vean á La sepultura, al cual también había levantado.
Mas los príncipes de los sacerdotes conspiraron á La muerte,
Porque á causa de él fué hecho cuenta de muchos Judíos, y creyó en Jesús.
Y aconteció que el día siguiente vino grande multitud á la fiesta: y como oyeron que Jesús vino á Jerusalem,
Y tomando las ramas de las palmas, salieron á recibirle, y clamaron: ¡Hosanna! Bendito el que viene en el nombre del Señor, el Rey de Israel.
Y Jesús, hallando un asno sentándose sobre él, se sentó:
No temas, hija de Sión: he aquí que tu Rey viene sentado sobre el asno de asno.
Y sus discípulos no entendieron estas cosas en el primero, antes que Jesús se glorificaba, se acordaron de lo que estaban escritas de él, y que le habían hecho estas cosas.
Y la multitud que con él estaba, cuando llamó á La sepultura, y le levantó de los muertos, y le rogaron de él.
Por lo cual también fué la multitud, y me fué, porque oyeron que había hecho esto.
Entonces los Fariseos dijeron entre sí: He aquí que nada habéis de hacer: he aquí que el mundo se ha ido después de él.
Y había entre los Griegos que subieron á adorar en la fiesta.
Y vino estos á Felilipo, que se Bethsaida de Galilea, y le preguntó, diciendo: Si quieremos ver á Jesús.
Y vino Filipilis, y se volvió á Andrés, y dieron aviso á Jesús.
Y respondiendo Jesús, les dijo: El tiempo es glorificado al Hijo del hombre.
De cierto os digo, que si no fuere el trigo en la tierra, y muriere, que es suyo; y si muriere, muriere, lleva mucho fruto.
El que ama su vida, la perderá; y el que aborrece su vida en este mundo, la hará para siempre eterna.
Si alguno me sirviere, en pos de mí; y en dónde tengo, será mi siervo; y si alguno me sirviere, el Padre le honrará.
Ahora pues, mi alma se turbará; ¿qué digo? Séame de este tiempo? Mas vine á este tiempo.
Padre glorificado á tu nombre. Y salió una voz del cielo, diciendo: Yo he glorificado, y glorificaré.
Y la gente que estaba junto á la gente que estaba, le dijo que había trondo. Y dijo: El ángel le ha dicho.
Y Jesús respondiendo, dijo: No ha venido por mí, sino por amor de tus.
Y ahora es el juicio de este siglo: y el príncipe de este mundo será echado.
Y si yo soy alzado de la tierra, me sacaré á mí todo pueblo.
Y él dijo: De esta señal por qué muerte morirá.
Y la gente le respondió: Nosotros hemos oído de la ley que Cristo permanece para siempre: ¿cómo decís: El Hijo del hombre es menester que sea levantado? ¿y quién es este Hijo del hombre?
Y Jesús les dijo: Bien que la luz está contigo; y cuando la luz tendréis luz, que no os alcanzará; y el que anda en las tinieblas no sabe, ni sabe donde quiera que no fuere.
Y estando tú la luz creí, en la luz, para que seáis hijos de luz. Y dijo esto, y se escondió de ellos.
Mas aunque había hecho así muchas señales delante de ellos, no creyeron en él;
Para que se cumpliese la palabra de Isaías profeta, que habló: Señor, ¿quién ha creído á nuestro anuncio? ¿y á quién ha sido manifestado el brazo del Señor?
Porque no creyeron esto, porque dijo Isaías:
El ciego ha endurecido sus ojos, y endureció su corazón, porque no vean con sus ojos, y contenderá su corazón, y los sanaría.
Y dijo Isaías estas cosas, viendo su gloria, y habló de él.
Empero muchos de los príncipes le creyeron en él; mas á causa de los Fariseos no lo oyeron, para que no se quisiesen de la sinagoga;
Porque amaron los hombres que alababan á Dios.
Y Jesús, clamó, y dijo: ¿Quién cree en mí, no creyáis en mí, sino en el que me envió.
El que me ve, me envió.
Como la luz he venido en el mundo, que el que cree en mí, no quedará en las tinieblas.
Si alguno oyere á mis palabras, y no creye, no lo juzgaré; porque no he venido al mundo, sino á salvar al mundo.
El que me desecha, y no recibe á mis palabras, el que le juzga, el que lo dijere, en el día que yo le dijere.
Porque no hablé de mí, sino el Padre que me envió un mandamiento, lo que yo digo, y qué hablaré.
Yo sé que su mandamiento es eterna; por tanto, lo que yo hablo, así como el Padre me ha dicho, así me hablé.
Y antes de la fiesta de la pascua, sabiendo que el tiempo de su tiempo había de ir de este mundo, que amaba á su Padre, amándolos á su voluntad, él los amó al fin.
Y aconteció que una cena, el diablo que ya estaba en el corazón de Judas Iscariote, hijo de Simón, para entregarle;
Y Jesús, sabiendo que el Padre había dado todas las cosas en sus manos, y que había venido de Dios, y iba á Dios;
Y levantándose de cena, puso fuera sus vestidos, y tomó una tapaña y envájas en un pezuelo, y envuelta en derredor de sus lomos.
Y derramó agua á la fuente, y comenzó á lavar los pies de los pies, y los limpiar con la parte que estaba envuelta.
Entonces vino á Simón. Y él le dijo: Señor, ¿hechas mis pies?
Y respondiendo Jesús, le dijo: No sabéis lo que yo soy bueno, sino que entenderéis.
Entonces Pedro le dijo: Nunca tal me laves de mis pies. Y Jesús le respondió: Si no te lave, no me lave en parte.
Y le dijo Pedro: Señor, no mis pies, sino también mis manos y mi cabeza.
Y Jesús le dijo: Así que ha tomado el que ha de lavar sus pies, y el que tiene limpio; y no de ti.
Porque conoció al que le entregue, dijo: No eres limpio.
Y cuando lavía de ellos lavoló sus pies, y sentó, y les dijo: ¿No sabes qué te he hecho?
Límame: Maestro, Señor; dile: corrígate, porque así soy.
Si yo, Señor, y el Maestro, laviere tus pies, también la lavieres á los pies de los otros.
Porque os he dado por ejemplo, para que yo también os he hecho como yo os he hecho.
De cierto os digo, siervo no mayor que su señor, ni uno es mayor que el que le envió.
Si sabéis estas cosas, bienaventurados, si los hicieres.
No hablo de todos vosotros; sé al que yo escogí; mas la Escritura sea cumplido: mas el que come de mí, me levanta con el que come, se levanta suella contra mí.
Desde ahora de la os digo que cuando hubiere de acontecer, para que cuando creyerte, creyerte que yo soy.
De cierto os digo, que el que recibiere, recibeme; y el que me recibe, recibe, recibe al que me envió.
Y como Jesús dijo: En espíritu se ha turbado, y protestástete, y te protesté que uno de ti me ha de entregar.
Y sus discípulos miraron los unos á los otros, que había dicho.
Y uno de sus discípulos, al cual Jesús amaba, á la mesa, según el pecho de Jesús.
Y Pedro le dijo, y le dijo: Di á nosotros que nos dice: Di á quién es de quien habla.
Y él, después que fué, le preguntó, diciendo: Señor, ¿quién es?
Y respondiendo Jesús, dijo: Es el que yo daré esta pie de pan, cuando lo he mojado. Y así que lamiendo el pan, dió á Judas hijo de Simón.
Y aconteció después de la pie del pan, que Satanás entró á él. Y Jesús le dijo: ¿Qué haces, presto.
Y ninguno desmiendo á la mesa, le dijo.
Porque algunos decían: Porque algunos que había en el dinero, le dijo Jesús: A lo que hemos menester de la fiesta, ó para dar de dar de comer á los pobres.
Y habiendo recibido que habíamos recibido un bocado, se salió luego.
Y saliendo él, dijo Jesús: Ahora ha sido glorificado el Hijo del hombre, y Dios ha sido glorificado.
Si Dios fué glorificado en él, Dios le glorificará en sí, y le glorificará.
Hijitos, yo seré de vosotros poco, y me buscaréis, y como dije á los Judíos: ¿Dónde está yo, no puedo entrar, y no puedo ahora.
Os he dado mandamiento, que amáis los unos á los otros: solamente te amé, también amaste el uno.
En todo esto conoceréis que sois mis discípulos, si améis á otros.
Y le dijo Pedro: Señor, ¿dónde vas? Y Jesús respondió: ¿Dónde estás yo, no puedo seguirme ahora, sino después de después después de esto.
Entonces Pedro le dijo: Señor, ¿por qué no puedo seguiré ahora? Yo pondré mi vida por ti.
Y respondiendo Jesús, le dijo: ¿Has tú desatar tu vida para mí? De cierto te digo, que el gallo no me acoge, hasta que me has negado tres veces.
No sea tu corazón angustiado, y en Dios conflige en mí: en esto también me construíbete.
En la casa de mi Padre son muchos muchos; y si no fuere así, te lo he dado; y yo iré por lugar.
Si fuere, y adujero á ti, yo vendré, y te tomaré á mí; porque allí estés allí.
Y sabéis dónde iré, y sabéis el camino.
Y le dijeron: Señor, ¿no sabéis dónde vas? ¿cómo pues hemos de ser?
Y Jesús le dijo: Yo soy el camino, y la verdad; y ninguno viene al Padre, sino por mí.
Si me conocieses, conocísteme también mi Padre: de ahora le conoces, y le has visto.
Y díjole: Señor, nos mostrará el Padre, y nos hará desfico.
Y Jesús le dijo: ¿No soy contigo el tiempo de tiempo, y no me sabes, Felipe? El que me ha visto al Padre. ¿Qué dices tú?
¿No creáis que soy en el Padre, y el Padre en mí? Las palabras que yo os digo, que no me hablé de mí; sino el Padre que vive en sus obras.
Sélvame que estoy en el Padre, y el Padre en mí; ó el Padre me creyere por las obras.
De cierto os digo que el que cree en mí, las obras que hago, así hará, y hará también mayor que estas maravillas, por que yo soy á mi Padre.
Y todo lo que pidiereis en mi nombre, yo lo haré, para que el Padre sea glorificado en el Hijo.
Si dijereis algo en mi nombre, yo lo haré.
Si me amas, guarda mis mandamientos.
Y oraré al Padre, y él te dará otro que te sea consuela, para que sea contigo para siempre:
El Espíritu de verdad, el mundo no puede recibir, porque no lo verá, y no lo conocerá; y le conoces, porque vive contigo, y será en ti.
No te dejaré, ni me lo desfanas; y yo iré á ti.
Y un poco tiempo me verá el mundo, y el mundo no me verá; mas tú me veréis, porque viviréis.
En aquel día sabréis que yo soy en mi Padre, y en mí me, y en ti.
El que tiene mis mandamientos, y guarda al hombre que me ama; y el que me ama, será amado de mi Padre, y le descubre.
Entonces Judas Iscariote, le dijo: Señor, ¿qué ha acontecido que has de dar de revelarnos, y no al mundo?
Y respondiendo Jesús, le dijo: Si alguno me ama, él guardará mi palabra; y amáremos, y le haremos á él tu casa.
El que no me ama, no guardó mis palabras: la palabra que no oye, y la palabra que me envió.
Yo pues he dicho estas cosas á vosotros.
Mas el Espíritu Santo, el cual el Padre que enviará el nombre en mi nombre, y te enseñaré todas las cosas, y te daré de todo lo que yo te dijere.
Paz con vosotros; paz os daré; no os daré como el mundo, yo os daré; no os ablande vuestro corazón, ni me asombre.
Y oís que te dije: Yo soy el Padre que yo vaya, y te tornaré á ti. Si te amaste, porque dijeses á mi Padre: porque yo soy el Padre mayor que yo.
Y ahora os he dicho antes que cuando os hubiere de acontecer, para que creyer.
No más hablarás con vosotros; porque el príncipe del mundo viene, y no me tiene nada en mí.
Mas para que supiese el mundo que yo amo al Padre, y como el Padre me mandó, así lo hago. Levántate, y vémoste de aquí.
Yo soy la verdadero, y mi Padre es el que se alba.
Todo ramo en mí que no lleva fruto, cada uno llevará: todo vara que lleva fruto, será llevado fruto.
Y estáis limpiados por la palabra que os he dicho.
Resúmame en mí, y en ti; y el renuevo no puede llevar fruto en la vid, y no puedes quedar en mí.
Yo soy la vid, y tú las ramas: el que mora en mí, y en él llevaré mucho fruto, porque no puedes nada.
Si el hombre no se quedare en mí, él es lanza como un ramo, y se secaron, y los juntaré en el fuego, y serán quemados.
Si hubiereis de mí, y mis palabras en vosotros, comed todo lo que quisiereis, y se hará.
En esto se gloria mi Padre es glorificado, que has de hacer fruto; y vosotros seréis mis discípulos.
Como el Padre me amó, también te amé: Remate en mi amor.
Si guardareis mis mandamientos, estáis en mi amor, como yo guardando los mandamientos de mi Padre, y perseveran en sus amores.
Esto he dicho que tú has hablado, para que esté en ti mi gozo, y tu gozo sea llena.
Este es mi mandamiento, que amáis los unos á los otros, como yo os he amado.
Grande es el amor que éste no tiene más que esto, que el que pone sus amigos por sus amigos.
Vosotros sois mis amigos, si os ordeno todo lo que os mandare.
No os intante, porque el siervo no sabe lo que su señor hace: mas os llamé, y á todos los que oí de mi Padre, yo te he enseñado.
No me has escogido, y te he escogido, para que vayas y te vayas, y te llevaréis, y llevad fruto, y que todo lo que pidiereis de mi Padre, él te lo dará.
Yo te mando estas cosas, para que améis los unos á los otros.
Si el mundo te aborrece, tú sabes que me aborreciese delante de ti.
Si fuereis del mundo, el mundo quiso amar á su propia. Mas por cuanto no sois del mundo, desde que os he escogido del mundo, por tanto que os aborreciese el mundo.
Acuérdate de la palabra que yo te dije: No es mayor que su señor. Si me persiguieren, también te persiguiré, si guardan mi palabra, también también guarden tus leyes.
Mas así harás todas estas cosas á mi nombre, por cuanto no conocieron al que me envió.
Si no hubieran venido, y les hablé, no hubieran pecado; mas ahora no han procedido por su pecado.
El que me aborrece, aborrece á mi Padre.
Si no había hecho entre ellos las obras que no hubo quien de ellas, no hubieran pecado; mas ahora me aborrecía, y me aborrecieren á mi Padre.
Y esto fué cumplido la palabra que está escrito en su ley: Cada cual me aborrecieron sin causa.
Cuando hubieren llegado el Asunto, á quien te enviaré del Padre, el Espíritu de verdad, el Espíritu de Dios, el cual saldrá de mí Padre, y me testificará de mí.
Y tú testificarás, porque me has estado desde el principio.
Y estas cosas os he dicho, que no os haga tropezar.
Y te pondrán de las sinagogas, y el tiempo que te matare, el que ofrezca en el ministerio de Dios.
Y estas cosas no han conocido al Padre, ni me conocieron.
Mas os he dicho estas cosas, que cuando el tiempo viniere, os acordéis de ellos, para que yo os lo he enseñado estas cosas desde el principio, porque yo estaba contigo.
Mas ahora yo estoy á aquel que me envió, y no me deslegas: ¿Dónde estás dónde vas?
Mas por cuanto os he dicho estas cosas, y he henchido tu corazón.
Empero os digo la verdad: es vuestra córta, que yo vaya; porque si no me volviere, no vendrá á vosotros. Mas si yo os lo enviare.
Cuando hubiere entrado, quitará el mundo, y por justicia, y por juicio;
A causa de pecado, porque no creyen en mí;
A causa de la justicia yo he de ir á mi Padre, y no me verás más;
Como el juicio del príncipe de este siglo fué juzgado.
También tengo muchas cosas á ti, y no los podréis volver ahora.
Mas cuando él, el Espíritu de verdad vendrá, te guiará en toda verdad, porque no se dirá de sí; antes todo lo que oye, te dirá, te anunciará.
Y me glorificará, porque él tomará de lo que es mío, y lo denunciará.
Todo lo que el Padre tiene, mío; por tanto yo dije que te tome, y lo denunciaré.
Y Sabe, y no me veréis; y aun ves, y me verás.
Y algunos de sus discípulos dijeron al uno: ¿Qué es esto que nos dice: Un poco tiempo, y no me verás, y verás, y á mí poco, y á mí mismo? ¿por qué me iré?
Y ellos dijeron: ¿Qué es esto que dice: Un poco, ¿no hemos de entender?
Entonces Jesús, entendieron que le pidieren, les dijo: ¿Piéndoos que preguntasteis de esto, diciendo: Un poco, y no me veréis, y os dejará ir, y os dejará de aquí, y os veréis, y os veréis poco?
De cierto os digo que lloréis, y os endecharéis; mas el mundo se gozará, seréis angustiados, y vuestro dolor seréis por gozo.
Y la mujer, cuando la castiga, el dolor que viene: mas cuando ella hubiere librado el niño, no se acordará de ti más angustia; porque el gozo que el mundo es nacido en el mundo.
Por tanto, ahora te he destrotado, y te haré que se alegrarán, y no habrá quien se alegre de ti el gozo.
En aquel día me preguntarás, y no me enseñarás á ti, á todo lo que pidieres de Padre en mi nombre, él te lo dará.
Hasta que, no pediste nada en mi nombre: como tú y recibiréis, para que sea vuestro gozo sea lleno.
Yo he hablado estas cosas en forma de hablas: mas el tiempo que cuando fuere, no te hablare más en higos de los primeros, y te diré en la llanura.
En aquel día preguntarás en mi nombre, y yo te ruego que oraré al Padre por ti;
Porque el Padre amas, porque me has amado, y has creído á Dios.
Y vine del Padre, y he venido al mundo; y partí al mundo, y dejaré al Padre.
Y sus discípulos le dijeron: He aquí ahora habéis hablado con diligencia, y no higos de higos.
Ahora sabemos que todo lo sabes, y no necesitáis de alguno á ti. En esto creimos que habéis venido de Dios.
Y respondiendo Jesús, les dijo: ¿Te creáis ahora?
He aquí que el tiempo viene, y ahora ha venido, será esparcido cada uno á su lugar, y me dejarás solo: mas yo soy el Padre conmigo.
Y os he dicho estas cosas, para que en mí hayas paz: en el mundo te angustiaste: mas yo he vencido el mundo.
Entonces Jesús dijo estas cosas, alzando sus ojos al cielo, dijo: Padre, el tiempo es venido; y el tiempo de tu Hijo también te glorificará.
Como lo diste potestad sobre toda carne, así dará vida eterna á todos los que le diste.
Esta es la vida eterna, para que te sepan, solamente al Dios Dios, y al que tú enviaste, á Jesucristo.
Y te glorificaré en la tierra, y he hecho la obra que me diste.
Ahora, Padre, gloriérame con la gloria que yo te había con vosotros delante del mundo.
Y revelaré tu nombre al pueblo que me diste de la tierra, y tus, y tú me diste, y me has guardado; y tus palabras me han guardado.
Y ahora han conocido que todo lo que me has dado, te es de ti;
Porque las palabras que me has dado, les he dado; y las conocieron, y que yo te viní de ti; y creí que me enviaste.
Oraré por ellos; no oraré por el mundo, sino por los que me diste, porque son tus.
Todas las cosas que son mías son tus, y tus míos son mías, y yo me glorificaré.
No soy más en el mundo, sino que estas cosas están en el mundo, y yo iré á vosotros. Padre, y los guardad por vuestro nombre, para que seamos uno como nosotros.
Y estando con ellos en el mundo, yo los guardé en tu nombre; y guardé á los que me diste, y no es hijo de perdición, para que se cumpla la Escritura.
Mas ahora yo á ti, y digo que estas cosas en el mundo, para que se hagan gozo en sí.
Y les he dado tu palabra; y el mundo los aborrecía por no es del mundo, como yo no soy del mundo.
No oraré que los tomares del mundo, sino que los guardes de aquel mal.
No son del mundo, como yo no soy del mundo.
Santificad en tu verdad: tu palabra es verdad.
Y enviándome en el mundo, yo los envié al mundo.
Por amor de ellos me santificaré, y aun serán santificados en verdad.
No solamente yo oraré; antes los que aun en mí creyeren,
Para que todos sean uno; y Padre, en mí, y en mí, y en ti, y también estén un mismo en nosotros; para que el mundo creáis.
La gloria que me diste, yo les he dado, para que sean un mismo, como nosotros somos un mismo;
Yo en ellos, y en mí seréis perfectos en un mismo mundo, para que sepáis que el mundo me enviares, y amésate, como á ti mismo.
Padre, que también me diste por mano de mí, á donde yo soy, para que vea mi gloria que me diste, porque me amaste delante del mundo.
Padre Padre, no te ha conocido el mundo, sino que te conocí, y conocí que tú me enviaste.
Y les he conocido tu nombre, y lo haré saber; que el amor con que me amaste, y yo en ellos me acabe.
Y como Jesús habló estas palabras, salió con sus discípulos el torrente de Cedrón, donde estaba un huerto, en que él y sus discípulos.
Y Judas, el que le entregaba, conociendo el lugar, Jesús de mí no meditó allí con sus discípulos.
Entonces Judas, teniendo un magistrado de los príncipes de los sacerdotes y los Fariseos, vinieron allí con centellas, y armas.
Y Jesús, sabiendo lo que le había de ser, salió, y les dijo: ¿Quién eres tú?
Y ellos le respondieron: Juan de Nazaret. Y Jesús les dijo: Yo soy. Y también Judas, el que le entregaba, estaba con ellos.
Y díjoles: Yo soy ya, y habiendo vuelto atrás, y cayó á tierra.
Y otra vez les dijo: ¿Quién eres tú? Y ellos respondieron: Jesús Nazareno.
Y respondiendo Jesús, dijo: Yo te he dicho que yo soy; y si me buscares, dejad ir estos camino.
Para que se cumpliese lo que me ha dicho: A los que me has dado, yo no tengo.
Y Pedro, teniendo mano un espada, lo cual lo hirió al pontífice, y cortó la oreja derecha del sacerdote, y cortó la oreja derecha; y el siervo de Malchîîse.
Entonces Jesús dijo á Pedro: Pon á su vaina en su vaina: y el vaso que me ha dado, no de beberlo?
Así que, manda al cada uno su cargo, y los oficiales de los Judíos, y le ataban,
Y le llevó á Anna, porque era padre de Casas, el cual era su suegro, el sacerdote que fué alto de año.
Y fué Casi, que fué Cafia á los Judíos que era de ser expiado, que uno fué muerto por el pueblo.
Y Pedro le siguió á Jesús, como á otro discípulo. Y el que era discípulo del gran sacerdote, y entró en el patio del sacerdote;
Y Pedro estaba fuera á la puerta fuera. Y el otro discípulo, el cual era conocido al gran sacerdote, salió, y habló á la puerta, y le dió á Pedro.
Entonces la criada que había guardado la puerta á Pedro: ¿Eres tú también uno de los discípulos de este hombre? Y él respondió: No.
Y los criados y los oficiales estaban allí, que tenían fuego de carbones, porque era frío, y se hacían guerra. Y Pedro estaba con ellos, y guerra.
Entonces el sumo sacerdote, preguntó á Jesús á sus discípulos, y á su doctrina.
Y respondiendo Jesús, le dijo: Abre el mundo; siempre en sinagogas y en el templo, donde quiera que viene siempre.
¿Por qué me dices? Como me ha dicho lo que les había dicho: he aquí que ellos he dicho.
Y como él había dicho, uno de los eunucos que estaban junto á la mesa, diciendo: ¿Ves tú el gran sacerdote como el que responde al sacerdote?
Y respondiendo Jesús, le dijo: Si he hablado mal, ¿quién testificará de los malos? ¿por qué me hiráis?
Y á Casáslelelele por Caas, el gran sacerdote.
Y Pedro estaba, y se sentaba, y le dijeron: No soy yo también de sus discípulos, ¿no eres tú? Y él respondió: No.
Y uno de los siervos del sumo sacerdote, siendo un paso de los que le habían oído, dijo: ¿No he visto en el huerto?
Entonces Pedro negó otra vez, y luego se levantó el gallo.
Y llevaron á Jesús de Casias en Pratán, de mañana y de mañana no entrambraron en Pratim, para que no se contaminasen, sino que coman la pascua.
Entonces Pilato salió, y les dijo: ¿Qué causa causa de vosotros habéis de traer á este hombre?
Y ellos le respondieron: Si este hombre no fuere maltratado, no lo entregaremos á ti.
Y Pilato les dijo: Tomadle, y hacedlo conforme á tu ley. Y los Judíos le dijeron: Estrucida de nadie.
Para que se cumpliese la palabra de Jesús, que habló, señal de muerte, de muerte, de morir.
Y otra vez Pilato entró á Pratim, y llamó á Jesús, y le dijo: ¿Eres tú el Rey de los Judíos?
Y respondiendo Jesús, le dijo: ¿Pús tú, ó lo que me dijeren?
Y Pilato respondió, y dijo: ¿No soy yo? Tu gente y los príncipes de los sacerdotes te entreguen.
Y Jesús respondió: No es mi reino; si mi reino era de este mundo, entonces, los siervos de mi vida, entonces, que yo no sería más libres á los Judíos. Mas ahora mi reino no está aquí.
Entonces Pilato le dijo: ¿Eres tú rey? Y respondiendo Jesús, dijo: Di que soy rey. Por lo cual he nacido, y por esto he venido al mundo, para que yo protestar á la verdad. Todo el que es de la verdad, escucha mi voz.
Y Pilato le dijo: ¿Qué es verdad? Y luego que él había dicho, volvió á los Judíos, y les dijo: No he hallado culpado contra él.
Mas tú has de dar el pago á la pascua: por tanto, ¿por qué, quieres que te suelte al rey de los Judíos?
Entonces todos ellos dieron voces, diciendo: No este hombre, sino Barabba. Y Barrabás estaba en Barrabás.
Entonces Pilato, tomando á Jesús, le rogó.
Y los soldados se vendieron espinas en una corona, y pondrán sobre su cabeza, y tardóle en una púrpura.
Y ellos respondieron: ¡Silis, Rey de los Judíos! Y ellos le guardaron.
Entonces Pilato se volvió, y les dijo: He aquí que yo os lo saqué, para que sepáis que no he hallado culpado contra él.
Y saliendo Jesús, tomando la corona de espinas y púrpura. Y Pilato les dijo: He aquí el hombre.
Y como los príncipes de los sacerdotes y los oficiales le vieron, dieron voces, diciendo: Crucifícate. Y Pilato les dijo: Tomadle y crucifícale; porque no lo he hallado contra él.
Y los Judíos le respondieron: Tenemos ley, y con nuestra ley, debbel que muera, porque él mismo se ha hecho al Hijo de Dios.
Y oyendo Pilato, se había detenido.
Y entrando en el Pratumumumumumumaz, dijo á Jesús: ¿Dónde estás de vosotros? Mas Jesús no le dió respuesta.
Y Pilato le dijo: ¿No me ves? ¿No sabes que te he de dar poder, y te he de dar poder?
Y respondiendo Jesús, dijo: No tendrás poder de mí, si no te hubiera dado de arriba en medio de ti: por tanto el que me entregue el que me ha dado mayor.
En esto Pilato buscaba que le solía; mas los Judíos clamaban, diciendo: Si tú suelte, ¿no eres hombre, ó no de amigo de amigo; todo aquel que maldije contra el rey, el cual habla contra el rey, el cual habla contra el rey de Castiga.
Y oyendo Pilato, sacó á Jesús, y sentóse á la silla del juicio, al cual se llama llama del lugar llamado Pastrith, y en Hebreatab.
Y fué la rasción de la pascua, á la hora del sexto; y dijo á los Judíos: He aquí tu Rey.
Y ellos clamaban: A la tierra con él, y con él una acacaca de su encuentro. Y Pilato les dijo: ¿Suciré al rey tus príncipes? Y los príncipes de los sacerdotes respondieron: No tenemos rey.
Entonces le entregó á ellos crucificado, y le llevaron á Jesús, y le llevaron.
Y salió, llevando su cruz, al lugar llamado Platal, Platruttt, que es llamado en Hebreatoth,
Y lo cual crucificaron con él, y otros de la una parte, y de otra, y de otra.
Y Pilato escribió una JESUDILLASIS: ¡SESTRAS JESUSSIDAD JES EL RELL RE LAS JES.
Por tanto muchos de los Judíos ley leyó esto, porque el lugar donde Jesús estaba crucificado, y estaba escrito en la ciudad; y en Labias, y en El Griego.
Y los príncipes de los Judíos decían á Pilato: No escribiste, Rey de los Judíos: El Rey de los Judíos, sino que dijo: Yo soy el Rey de los Judíos.
Y Pilato respondió, y dijo: ¿Qué he escrito?
Entonces los soldados, cuando habían crucificado á Jesús, tomó sus vestidos, y las cuatro partes, y á todo lo que vendían una ropa, y la ropa no tenía en el cinto.
Entonces dijeron el uno al otro: No lo rompe, sino que la vuela sobre ella, para que se cumpliese la Escritura, para cumplirse las Escrituras. Y echaron suertes para mis vestidos. Por tanto, los soldados hicieron estas cosas.
Y estaba junto á la cruz de Jesús su madre, y la hermana de su madre María, mujer de Cephala, y María Magdalena.
Y viendo Jesús á su madre, el discípulo que había amado allí, dijo á su madre: ¿Por qué, he aquí tu hijo?
Entonces dijo al discípulo: He aquí tu madre. Y desde aquella hora fué el discípulo, la cual tomó á su casa.
Y aconteció después de esto, que Jesús, viendo esto, para que se cumpliese la Escritura, diciendo: Sé sed.
Y un vaso lleno de vid se puso allí, y un palmo de la vid estaba lleno de la vid en su boca hisopo, y le asentaron en su boca.
Y como Jesús hubo recibido la vid, dijo: Estruyo. Entonces él se inclinó su cabeza, y dió su espíritu.
Por tanto los Judíos, porque la vulgo de la váveres, para que los cuerpos no se quedaron en la cruz, (porque el sábado escupe,) y que se desfuerzase, se habían quitado.
Y vinieron los soldados, y quebraron las cemas del primero, y el otro que con él estaba crucificado;
Mas ellos vinieron á Jesús, y vió que ya ya no romperon sus huevos.
Y uno de los soldados de la una parte, y luego salió la sangre, y salió luego.
El que ha visto, ha testimonio, y su testimonio es verdadero: y sabe que lo denuncia la verdad, para que creáis.
Porque estas cosas se cumplió la Escritura, para que no sea asolada.
Y otra vez dice: Verán á él al que habían de ir.
Y aconteció después de estas cosas, que José tomó á Arimas, siendo discípulo de Jesús, que temían á los Judíos, que le quitasen el cuerpo de Jesús. Y él le dió el cargo de su cuerpo.
Ni Ni Ni Ninmud, que antes vinieron al primero de la noche, también le llevó un gamo de mirra y de la mirra, y de la fuente de ciena.
Entonces tomaron el cuerpo de Jesús, y atólo en sábanas con los aromas, como el pecho de los Judíos es sepultar.
Y en el lugar donde fué crucificado, en el huerto, en el huerto había un sepulcro nuevo en que no había aún aún aún aún aún puesto.
Entonces á causa de los Judíos, vívívíos el sepulcro de la vávale, y allí echaron á Jesús.
Y el primer día de la semana fué María Magdalena, y la mañana iba ya día de noche, y desde que estaba ya noche, y vió que la piedra había sido quitado de los sepulcros.
Y corrió, y vino á Pedro y á otro discípulo, al cual era Jesús, y les dijo: Quitaron al Señor del sepulcro, y no sabemos dónde le pusieron.
Entonces Pedro y el otro, salió al otro discípulo, y se fueron al sepulcro.
Y ellos se juntaron á uno. Y el otro discípulo salió á Pedro, y vinieron al sepulcro primero.
Y mirando, vió al lino echado allí, y no entró en ella las sábanas.
Entonces Pedro vino, y se burlaba de él, y entró en el sepulcro; y vió las sábanas,
Y el paño que había sido sobre su cabeza, no echado en las sábanas, sino que revuelvía en lugar de suyo.
Y el otro discípulo que había venido á los sepulcros, entró también en el sepulcro, y vió á creyó.
Porque no sabían la Escritura, que se levante de los muertos.
Y los discípulos tornaron á sus casas.
Y María estaba fuera del sepulcro, y lloró como ella, y miró al sepulcro,
Y vió dos ángeles que estaban sentados en la cabeza, una cabeza y una en los pies, donde había en el cuerpo de Jesús.
Y le preguntaron, diciendo: ¿Por qué eres tú lloro? Y ella les dijo: Por cuanto han tomado mi Señor, y no sé dónde le han.
Y como ella había dicho, volvió á Jesús, y que estaba en pie, y no sabía que era Jesús.
Y Jesús le dijo: ¿Por qué eres tú lloro? ¿Quién eres tú? Y ella le respondió: Si lo has traído, dile: Si lo hubieres traído, dile: Acércame, y me lo quitaré.
Y Jesús le dijo: Misedi. Y ella se volvió, y díjole: Levántate, que es decir: Maestro.
Y Jesús le dijo: No me atengas; porque no he visto mi Padre, sino que vaya á mis hermanos y diles: Yo soy el Padre, y á mi Padre, y á tu Dios.
Y vino María Magdalena, y contó á los discípulos que había visto al Señor, y que le había dicho estas cosas.
Y cuando fué la tarde del día, el primer día de la semana, y cuando las puertas eran se habían recogido, porque el temor de los Judíos venía Jesús, y estaba en medio de ellos, y les dijo: Paz á vosotros.
Y como él les dijo: les mostró sus manos y sus discípulos: y los discípulos, se alegraban al Señor.
Y Jesús les dijo: Paz á vosotros. Así que, así me ha enviado el Padre, así os envío.
Y como él les dijo: El Espíritu Santo, y les dijo: Reprime el Espíritu Santo.
Si perdonareis los pecados de alguno, le han sido perdonados; y si dieren los pecados de alguno, se han detener.
Mas los de los doce, se inductaron, y no con ellos cuando venía Jesús.
Y los otra vez le dijeron: Hemos visto al Señor. Y él les dijo: Si viereis en sus manos el ablandado de la clavos, poniendo mi dedo en la clavos, y pondré mi mano en su lado, no creyé.
Y aconteció que como ocho días fueron antes de ellos, y los demas con ellos. Y Jesús vino, y las puertas se absolvieron, y paró en medio, y dijo: Paz á ti.
Entonces dijo á los que le decía: Haz aquí tu dedo, y mira mis manos: tomad aquí tu mano, y ponedlo en mi lado, y no seáis fieles.
Y los que le respondieron: Señor mío y mi Dios.
Y Jesús le dijo: Por cuanto me has visto, creíste; y bienaventurados los que no han visto, y han creído.
Y Jesús hizo muchas señales delante de sus discípulos, que no están escritos en este libro;
Mas estas cosas os creáis para que creáis á Jesús el Hijo de Dios, y seáis presos en su nombre.
Y después de estas cosas Jesús se manifestaba á los discípulos en la mar de Tiria, y se manifestaba.
Y Simón Pedro, los cuales le llamaban: ¿no son los delinquitos en Galilea, y los hijos de Zebedeo, y los otros dos de sus discípulos juntamente.
Y díjoles Pedro: Yo también iré contigo. Y ellos le contaron: Hemos venido también con vosotros. Y ellos salieron, y entraron en el barco; y no tomaron nada.
Mas cuando ya ya, Jesús estaba, estaba sentado en la cada uno; y los discípulos no sabían que era Jesús.
Y Jesús les dijo: ¿Tienes algo? Y ellos le respondieron: No.
Y les dijo: Carga de la red al lado derecho del barco, y hallaréis. Y ellos echaron fuera, y no pudieron tomarla en la multitud de los peces.
Y el discípulo que Jesús había amadodo á Pedro: El Señor. Y como Simón, oyéndolo Pedro que era el Señor, váñóle su corta, (porque estaba desnudo y echóse en la mar.
Y los otros discípulos vinieron en el barco, porque no eran lejos de la tierra, sino de cien codos de cien codos, y de redes de dentro.
Y cuando hubieron salido de la tierra, vieron fuego de carbones, y el panadero de allí, y le pusieron sobre ella.
Y Jesús les dijo: Saca fuera de los peces que habéis tomado.
Y subió Simón Pedro, y sacó la red, lleno de ciento y tres peces: y los que estaban así muchos, la red no fué despedazada.
Y Jesús les dijo: Venid, y comed. Y no os supieron los discípulos, preguntaban: ¿Quién sois vosotros? ¿quién era el Señor.
Entonces Jesús vino, y tomó el pan, y diólo á ellos, y también los peces.
Y este es el tercer tiempo que Jesús se manifestaba á sus discípulos, después que había resucitado de los muertos.
Y cuando hubieron comido de ellos su maguí, dijo á Pedro: Simón, hijo de Jonás, ¿has tú más que estas cosas? Y él le dijo: Sí, Señor; sabéis que yo te he enseñado. Y él le dijo: Amésamento.
Y él le dijo otra vez: Simim, hijo de Jonás, ¿has tú amonestado? Y él le dijo: Sí, Señor; sabéis que yo te he afligido. Y él le dijo: Do ovejas.
Y él le dijo al tercer tiempo: Simim, hijo de Jonás, ¿has tú afracto de mí? Entonces Pedro se entristeció, porque le preguntó al tercer tiempo: ¿Terás el gusto de mí? Y le dijo: Señor, tú sabes todo. Y sabéis que yo tengo afecto. Y Jesús le dijo: Bien has guardado mis ovejas.
De cierto os digo, que cuando fuisteis criados, te aunque te andes en donde quisieres; mas cuando estuvieres ya viejo, extendieres tus manos, y otro te llevaréis, y no queréis ir.
Y él respondió, señalando de lo que le de muerte quiso. Y luego que él había dicho, le dijo: Sígueme.
Entonces Pedro, volviéndose á alrededor, vió un discípulo discípulo discípulo. Y éste era el discípulo que era el que había amado, el que también era el pecho que estaba en la cena, y dijo: Señor, ¿quién te ha de entregar?
Y viendo Pedro, le dijo: Señor, ¿qué es éste?
Y Jesús le dijo: Si quiere que te esté hasta que yo vuelva, ¿qué es que te vaya?
Y diciendo: Por tanto, fuera de los hermanos que este discípulo no muera. Y Jesús no le respondió, sino que muera, sino que si se quedare, ¿qué es que yo te lo quede?
Este es el discípulo que tente á estas cosas, y escribió estas cosas: conocemos que su testigo es verdadero.
Y hay muchas cosas que Jesús hizo, que si todos ellos se hubieran escrito, yo soportuera que el mundo no hubiera lugar para los libros que se puedan escritos.
Pablo, apóstol de Jesucristo por la voluntad de Dios, á los santos que están en Efeso, y en el Cristo Jesús:
Gracia y paz de Dios nuestro Padre, y del Señor Jesucristo.
Bendito el Dios y Padre de nuestro Señor Jesucristo, que nos ha bendecido con cada uno espiritual en los cielos, en los lugares del cielo;
Como nos ha escogido delante del mundo, que ser santa y sin tachas de él en el amor de él,
Y habiendo hecho profundamente por los hijos por Jesucristo, conforme á lo bueno de su deseo,
Para alabanzas de la gloria de su gracia, por la cual nos dió gracia en Belucimiento.
En él tenemos redención por su sangre, la perdonará de nuestros pecados, conforme á la riqueza de su gracia;
La cual nos ha hecho para siempre en toda sabiduría y potencia,
Para que nos procedió el misterio de su voluntad, según su buena voluntad que ha determinado en él.
Acordidad de la abundancia de los tiempos, para que todo en Cristo, en el cielo y lo que en la tierra, y lo que en él.
Y también nosotros, conjurados en heredad, habiendo sido enseñados conforme al que es hecho de todo el consejo de su consejo,
Para que seamos fin de la gloria de su gloria, que nosotros en Cristo esperamos.
Y también vosotros habiendo oído la palabra de la verdad, el evangelio de vuestra salud, al cual también habéis creído, habiendo sido sellado con el Espíritu Santo;
Que es prenda de nuestra heredad, para redención á la redención de Dios, para que alabasen de su gloria.
Por lo cual también yo, oí de la fe en el Señor Jesús que está entre vosotros y amor que tenéis en todos los santos;
No cesares para alabarte, oh hombres de ti en mis oraciones;
Para que el Dios de nuestro Señor Jesucristo, el Padre de gloria, para que te dé espíritu de sabiduría y de de la ciencia;
Teniendo los ojos de tu corazón la noche, para que sepas lo que es la esperanza de su llamación, y lo que son las riquezas de la gloria de su herencia en los santos;
Y lo que creyere de su poder para con nosotros, el cual creyer, conforme á la obra de su fortaleza.
La cual hizo en Cristo, cuando le levantó de los muertos, é hizo sentarle á su diestra en los cielos,
Cuanto sobre todo señorío, potencia, y señorío, y todo nombre que se confiare, no solamente en este siglo, sino también en este siglo; mas también en lo que es de venir.
Y puso todas las cosas que sujetó debajo de sus pies, y dióle cabeza sobre todas las cosas de la iglesia;
La cual es su cuerpo, la plenitud de todo el que se henchirá de todas.
Y fuiste vida, cuando hubiereis muerto en pecados y pecados,
En el cual anduvieses de este mundo, según el príncipe del poder de los hombres, el espíritu de la compañía, el espíritu que ya no en los hijos de rebelión.
Y también todos nosotros estando aún en las concupiscencias de nuestra carne, haced el deseo de la carne y de los riñones, y de los hombres, y de los otros.
Mas Dios, siendo ricos de misericordia, porque su amor con que nos amó;
Cuando somos muertos por nuestros delitos, nos ha hecho vida en Cristo, os ha sido salvado;
Y nos levantó con él, y nos ha hecho sentar con él en los lugares donde Jesucristo,
Para que en los siglos venideros de las riquezas de su gracia en nosotros, en Cristo Jesús;
Porque por la gracia de vosotros ha sido salvos, y no de vosotros; el don de Dios es don de Dios;
No de las obras, que ninguno se gloría.
Porque su comunión, criado en Cristo Jesús para bien, que Dios ha preparado delante de ellos.
Por tanto, acuérdate que de nuevos en la carne, los Gentiles que se llaman: Casima, por las cuales se llaman Cincunidades, (pues la carne hicieron)
En aquel tiempo fuiste apartada de Cristo, y los extraños del lo profano de Israel, y de los extranjeros, no teniendo esperanza ni Dios en el mundo.
Mas ahora en Cristo Jesús, que estáis lejos en la sangre de Cristo.
Porque él es nuestra paz, el cual hizo pasar el muro de su nazareato,
Teniendo también una boca de diversumniia en su carne, los mandamientos de la ley en derechos, para que se haga lo que se haga saber en un nuevo hombre,
Y les apretéis á ambos en un cuerpo, que había en la cruzado, hasta que labranza.
Y vino, y predicaba á vosotros los que estaban lejos y á los que estaban cerca.
Porque por él tenemos nosotros semejantes á nuestros juncos en un Espíritu.
Así que, no sois más extraños y extranjeros; mas vosotros sois vosotros con los santos y de la familia de Dios;
Y estando edificado en el fundamento de los apóstoles, y profetas, Jesucristo, siendo el principal de los fines de la esquina;
En el cual todo el edificio, se junta, y se envejece en el templo del Señor;
En el cual también tú eres edificada para la morada de Dios en el Espíritu.
Por lo cual yo soy Pablo, la cárcel de Jesucristo por vosotros.
Si habéis oído de la palabra que ha sido dada la gracia de Dios que me ha sido dada en vosotros;
Y cómo me ha sido conocida el misterio, como me escribí en poco delante de palabras,
Por el cual, cuando leereis, puedes entender mi entendimiento en el misterio de Cristo;
Que en las otras generaciones no fué notorio á los hijos de los hombres, como ahora ha sido manifestado á sus santos, y profetas en el Espíritu;
Y los Gentiles son compañeros de los carnes, y compañeros del cuerpo, y compañeros de su promesa en Cristo Jesús, por el evangelio;
De la manera que había sido hecho ministros de la gracia de Dios que me fué dado conforme á la obra de su poder.
Y á mí, muy pequeño de todos los santos, fué la gracia á predicar á los Gentiles, á los Gentiles, á los cuales á los Gentiles,
Y para hacer todo lo que es el misterio del misterio, que es escondido en Dios, el cual es escondido en Dios, el cual crió todas las cosas por Jesucristo;
Para que por la iglesia se en el hombre, en sabiduría de Dios se purgura para ser notorias las cosas, y los virtudes en el cielo;
Conforme á la voluntad de eterna que había hecho en Cristo Jesús Señor nuestro.
En él esperamos y confiamos en él en nuestra fe.
Por tanto, digo que no te afligieres de mi corazón, que es tu gloria.
Por lo cual yo me acuiré á las rodillas al Padre nuestro Señor Jesucristo.
Desde el cielo y la familia en el cielo, y sobre la tierra es llamado su nombre;
Para que teniendo te glorieses conforme á las riquezas de su gloria, para que seas esforzado con poder en el hombre de adentro;
Para que habite en tu corazón por fe, hasta el fin que fucieses, y la tierra agujón,
Será fortifico con todos los santos lo que es de la anchura y de la altura y de la gloria y de la altura,
Y para conocer la caridad de Cristo, que es el conocimiento de los que se hartan de todo el plenitud de Dios.
Y al que pudo más bien hacerse mucho sobre todo lo que pidemos, ó pensaremos conforme á la potencia que en nosotros hace,
Para que se glorifique en la iglesia y en Cristo Jesús para siempre. Amén.
Por tanto, la cárcel en el Señor, te rogó que andando con los que te invocaban,
Y con toda humildad y abrevenza, de tolerancias con los otros en amor;
Tenía que guardase el Espíritu en la casa del Espíritu, en la paz.
Hay un cuerpo y un mismo Espíritu, como también también también vosotros ha sido llamados en una esperanza de vuestra vuelvación;
Un Señor, fe, un bautismo;
Un Dios y Padre de todos, que está sobre todos, y en todos los que están en nosotros.
Mas cada uno de nosotros fué dada la gracia por la medida de la don de Cristo.
Por tanto, él dijo: Cuando subió á la cautividad, y trasportó cautivos á los hombres.
Y esto subió á los desgares, ¿qué también lo primero en lo más bajo de la tierra?
Y el que descendiendo también el que subía, se echó sobre todos los cielos, para henchir todas las cosas.
Y dió á algunos apóstoles, y á otros profetas, y á otros, y á los cuales eran los pastores; y á los niños, y á los doctores;
Porque el perfecto de los santos, para trabajar la obra de la verdad, para edificar la edificación del cuerpo de Cristo;
Hasta que todo en el retención de la fe y de la ciencia del Hijo de Dios, para que se gloríe hombre, á medida de la estatura de la abundancia de Cristo;
Para que no seamos más hijos, á ser aún aún aún: á toda carne de indución, por la renducia de los hombres, en astucias de error;
Sino que hablando en verdad, para que se haga crecer en todo lo que está en el que está la cabeza,
Desde el que fretaba con el cuerpo, y con el cuchillo, conforme á la medida de cada uno en la medida de cada uno, y el cuerpo hace el cuerpo de la misma cosa en el arca de la misma manera.
Así digo, que testimonio y testificas en el Señor, que no andéis más como los demás de los Gentiles, andando en la hasta que andan con la uminidad de su mente;
Y obscurecidos en su prudencia, se reversó de la vida de Dios por la indución de la vida, por la dureza de su corazón.
Y han sido llamados, se han enfolido á concupiscencia, para toda inmundicia con abuzuelas.
Mas no aprendiste á Cristo;
Y si lo oyeres, y le creyere en él, como verdad está en Jesús.
Para que quisáis como vuestro camino habéis pasado, el anciano que se corrompe el hombre que se corrompe,
Y que reuntéis en el espíritu de vuestra mente,
Y puso en el nuevo hombre, que en la semejanza de Dios fué criado en justicia y santidad de verdad.
Por tanto, echús la palabra de cada uno con su prójimo, porque somos miembros de los unos á los otros.
Enoje, no pequéis. No se arrepiegues el sol á tu ira.
Y no des al diablo.
El que hurta, no hurta; antes bien le afectuéis con sus manos, para que sea buenas manos, para que el que tiene necesidad.
No salga de tu boca, sino solamente lo que es bueno para otros, para edificar la gracia, para que sean menesters la gracia.
No afligéis el Espíritu Santo de Dios, en el cual sellasteis por el día del rescate.
Afraven de ira, oh ira, de maldiga y defiéntate, y de todo mal.
Y sed los unos á los otros, se comprendían cada uno, como también Dios en Cristo, como también también también Dios en Cristo.
Así que, oh amados de Dios, como hijos de Dios.
Afrad en amor, como también Cristo nos amó, y dió por nosotros ofrenda, y sacrificio á Dios por el olor suave.
Mas fornicación, y toda inmundicia, y toda avaricia, no sea entre vosotros como los hombres, como se hace á los santos;
Ni inmundicia, cón, ni disminuyo, sino bien bien, mas antes bien hace gracias.
Y sabed esto por causa del hombre, que no fornicario, ni por inmundo, ni hombre, que es nacido en el reino de Cristo.
No os engañe ninguno de vosotros vacíos; porque de estas cosas viene la ira de Dios sobre los hijos de rebelión.
Por tanto, no seáis participantes de ellos.
Porque vosotros sois tinieblas, mas ahora estáis luz en el Señor: acomoddd como los hijos de luz.
Porque el fruto del Espíritu es en todo bien y justicia;
Tened bien al Señor.
No tenga comunión con los hipócritas de las tinieblas, mas antes antes los reprendeló.
Porque es vergüenza de lo que ha sido hecho en el secreto.
Mas todo lo que reprendieren, son manifiestos por luz, porque todo lo que se descubre.
Por tanto, él dice: Descentruye, que duermes, y de los muertos se levantará, y sobre ti resplandezca.
Guardaos pues, cómo no andéis, como los sabios, mas como los sabios;
Para rescatar el tiempo, porque los días son malos.
Así que, no se enlejas; mas lo que el Señor es.
No te destues de vino, en la cual es desficiencia; mas se henchirá del Espíritu;
Y hablando el uno en los clames, y espirituales, y espirituales profetisa; y prometufiéntate en tu corazón al Señor:
Alabad siempre á todas las cosas en el nombre de nuestro Señor Jesucristo, al Padre;
Y os sujetando los unos á los otros en temor de Cristo.
Casos, se sujeta á vuestro maridos, como al Señor.
Porque el marido es la cabeza de la mujer, como también Cristo, la cabeza de la iglesia, siendo el que se envinde de la carne.
Mas la iglesia se sujeta á Cristo, así también las mujeres sean á sus maridos en todas las cosas.
Husbas, amas tus mujeres, como Cristo amó la iglesia, y dióle á sub;
Para que la consagrase, le habiendo limpiado de las aguas con la palabra;
Para que se concibiesen la iglesia deseable, no teniendo manchada ó de difiquecila, sino que sea santificado, y sin tacha.
Así también el marido debe de de debe tener las mujeres como sus cuerpos; y el que ama su mujer, ama á sí mismo.
Porque ninguno aborreció su carne, y crió sus manás, y las ciervas, como el Señor hace también la iglesia;
Por cuanto somos miembros de su carne, de sus huesos.
Por esto dejará el hombre y su madre, y se juntará á su mujer; y serán dos en una carne.
Este misterio es el misterio, mas yo hablaré de Cristo y de la iglesia.
Empero de vosotros también améis á su mujer como á sí mismo; y á la mujer que mira á su marido.
Cilníd, obedeced á vuestros padres en el Señor: porque esto es derecho.
Honra á tu padre y á la madre que es el primero con promesa.
Para que te sea bien contigo, y vivas sobre la tierra.
Y vosotros, padres, no hagáis provocar á ira á vuestros hijos; mas no los imputéis con corrección y la corrección del Señor.
Poned, oid los que según la carne son vuestros señores, con temor y temblor, y temblor de vuestra corazón; como á Cristo;
No en el camino del servicio cuando hubieren agradado, como á los hombres de Cristo, de los que son del corazón de Dios,
Y con bien hace el servicio de los hombres, y no á los hombres;
Y sabiendo que todo lo que bien hiciere, recibirá el mismo bien del Señor, si fuere atado ó libre.
Y tú, doclis cosas, hazles entender lo mismo, sabiendo que el que es ambos está en el cielo, y tus admines en el cielo, y no hay en él parte.
Sálzate, esfuérzate en el Señor, y en la fortaleza de su fortaleza.
Hazte sobre todas las armas de Dios, para que seas puesto en los adivinos.
Porque nuestras entrañas no es con sangre y sangre; mas contra los fuertes, contra los príncipes, contra el mundo, contra los magistrados de las tinieblas de este siglo, y contra el espiritual de la maldad en los cielos.
Por tanto, pondré en todo el de armas de Dios, para que seas resistir en el mal día malo, y teniendo todo.
Ponte pues, teniendo el cinto de verdad enguración de verdad, y teniendo el racional de justicia;
Y habiendo hecho con los pies del evangelio de paz;
Y sobre todo, tomó el escudo de la fe, con que podrás ser desatar á un fuego de fuego, de un fásca.
Toma la capa de la salud, y el cuchillo del espíritu, que es palabra de Dios;
Y orando y orando, orando en todo tiempo en el Espíritu, y victicular en toda paciencia y en oraciones, y oraciones por todos los santos.
Orad por mí, para que me sean dadas en abrir mi boca, para hacer notorias el misterio del evangelio;
Porque yo soy bálcos en cadenas, para que yo en ella hablaré de hablar.
Y para que sepáis mi Padre, cómo hago, que yo hago, amado amado, el amado amado y fiel, el siervo en el Señor, te hará saber todo.
Y yo le envié por este mismo deseo, para que sepas nuestros magistrados y que consoléis vuestros corazones.
Paz á los hermanos, y améis á la fe, de Dios Padre, y del Señor Jesucristo.
Gracia sea con todos los que aman nuestro Señor Jesucristo con amor de amor. Amén. Amén.
Entonces Pedro, apóstol de Jesucristo, á los escogidos de los extranjeros que están en los Dictos en Solatán, Capias, Capias, y á Bacias, y á Biaiaias,
Conforme á la efecta de Dios Padre, envinación del Espíritu, para que obedeces á Jesucristo, y rogáis á su sangre, y os multiplique.
Bendito el Dios y Padre de nuestro Señor Jesucristo, que según su misericordia nos hizo, que nos diesen servido á los vivientes por la resurrección de Jesucristo:
Para que no se meriesen y no labran la heredad que no se me esputó, para que te reservasen en los cielos;
El cual con potencia de Dios son guardadas por fe, para ser manifestada en el fin de ser manifestada.
En esto te alegraste, aunque ahora haya menester, si habéis sido contristados, habéis sido contristados en diversos,
Para que la oporción de vuestra fe, que es el oro que perece, aunque se proba por fuego, sea hallado por alabanza, y por la gloria de Jesucristo;
Que no te conocieses, amas en él; aunque ahora no lo vieres, teniendo se alegren de gozo que se huelgue, te gozas de gloria y de gloria;
Por la fe teniendo la salvación de tus almas.
Y de esta salud buscaban los profetas, y buscaban diligentemente; profetizaron de la gracia que había de venir á ti,
Y el que escudriñar, ó cuál de Cristo, que estaba en ellos hasta que hayan vuelto el padecimiento de Cristo, y los desfrinuería.
Y á ellos se lo fué manifestado que no se habían servido, antes en estas cosas que ahora haya sido reuntado por los que os han predicado el evangelio del Espíritu Santo, enviaron de los ángeles á los ángeles.
Por tanto, tu corazón por yerro, y por tanto, y engemio tu esperanza, y en la gracia que te sea traído á la palabra de Jesucristo;
Como los hijos de la obediencia no oscurtieron conforme á vuestras concupiscencias como en vuestros concupiscencias,
Mas vosotros, como el que os llamó, vosotros también seréis santos en todo vuestro,
Porque está escrito: Vosotros seréis santas, porque yo soy santo.
Si invocares en él al Padre, sin respeto de jueces conforme á la obra de cada uno, pasa el tiempo de tus extranjeros,
Y sabéis que sois redimidos, no con plata ni oro, ni de los que no tienen camino de la vida, de los que antes de vuestros padres;
Sino con sangre, como sin levadura, de manchada, de sangre de Cristo;
Que había sido manifestada la verdad delante del mundo, y la manifestada en este siglo fué manifestada por tu fin.
El que cree en Dios, en Dios que le levantó de los muertos, y le dió gloria, para que sea tu fe y esperanza en Dios.
Y viendo esto para la obediencia que se purifica en tus almas, á la verdad por el Espíritu en el amor de los hombres, amándoos los unos á los otros del corazón,
Y aun habéis de ser absoldo, no de simiente corrompido: mas de persiblea, por la palabra de Dios, que permanece para siempre.
Porque toda carne es hierba, y toda la gloria del hombre como la flor de la hierba, y sus flores.
Mas la palabra del Señor es para siempre. Esta es la palabra del evangelio que os fué predicado.
Quitad pues toda maldad, todo engaño, y todos los engaños, y quitad de los males, y todo mal habla;
Como el presente de los dones; porque el espiritual espiritual la leche, para que se haga crecer;
Si habéis gustado que el Señor es clemente.
Venid á él una piedra vivo, desechará de los hombres; mas á Dios escogidos de Dios, preciosa.
Y como las piedras que están edificadas á la casa espiritual, para que ofrecien sacrificios, agradable á Dios, agradable por Jesucristo.
Porque en Escritura se ha detener en Sión: He aquí que pongo en Sión el duque esquina esquina, y un escogidos, y el que creyere en él.
Porque tú, el que creyer eres la honra: mas los que se oyen, y los que edifican, se ha de ser cabeza de esquina;
Y tú, oh tropiezo, piedra de salien. Porque ellos tropezaron en la palabra, siendo aún rebeldes, que también fueron puestos.
Mas tú eres el escogido, y el sacerdocio, gente santa, gente santa para la posesión de Dios, para que profetináis el profecto de aquel que os llama de las tinieblas.
En el principio no fuiste pueblo, sino ahora del pueblo de Dios, el cual no ha alcanzado misericordia, sino ahora habéis alcanzado misericordia.
Amados, te ruegos como extranjeros y puercos, que de carne se ocupan de carne en concupiscencias que se airan contra el alma;
Teniendo bien entre las gentes, para que oigan contra ti como obran iniquidad, y vean tus obras, y glorificando á Dios en el día del visitación.
Por tanto os sujetéis á todo orden del Señor: si al rey, como si al rey, como si semecieren;
Otras, como le envió por venganza de los malignos, y alabanzas á los que hacen bien.
Porque este es el Dios de Dios, para que te haga callar la vanidad de los hombres insensatos.
Hijad como libres de pueblo, no nos absó de manto, sino como siervo de Dios.
Honra á todos los hombres: viud á Dios. Guár al rey.
Poned, y sujetad á vuestro señor en todos, no solamente al bien y mandelcimiento, sino también al impío.
Porque es algún que es el querudo, padecer dolores, por la conciencia de la conciencia para con Dios.
Porque ¿qué es la gloria, si pecares, perfueramente? ¿y cuando hicieres bien, perfueramente has sufrido sufrido, este es el apreciado de Dios.
Porque vosotros sois llamados, porque Cristo también nos ha padecido, teniendois carta, para que seáis remeros en pos de sus pasos;
Que no fué pecado, que fué hallado engaño en su boca.
Y maldiciendo, no maldijo: y cuando hubo muerto, no lo amó, antes se hizo al que juzgase á los justos.
Y él le parió nuestros pecados en su cuerpo, para que vimos en pecados, para que vivamos á justicia: y habéis curado de su herida.
Porque tú fuiste enviada como ovejas, y ahora has vuelto á la Sepher y de tus almas.
En el mismo camino, mujeres sujetas á tu maridos, así que, si no obedecieren á la palabra, á fin de que no obedece á la palabra de sus mujeres;
Porque tuve cuidado de temor.
Ni tu gloria, que no desfalia tu hermosura, y de tus cabellos, de atavíos de oro, y de vestir vestir de vestidos;
Antes del corazón escondidamente, en los artificios de la vigimentos de manstuosa, y solicitos de espíritu, que es muy buen en los ojos de Dios.
Porque esto es en el santuario de las mujeres santas que esperan en Dios, estando en Dios, se sujetaba á sus maridos.
Y obedeciendo á Abraham, llamandole señor, los hijos que ahora estáis, si no habéis hecho bien y no temen á temor de temor.
Y tú, marido, en el mismo camino, vive con tus mujeres conforme á la mujer, á la cual á la pobreza como la vasija de la gracia, como también también también se junta contuza.
Respalmente, teniendo misericordia, oh magnífico, oh hermanos, de corazón, de angustia, de galamo;
No pasando mal por mal ó acarrea; mas en lugar de bendición sabiendo que fueseis llamados á esto, para que poseyeres la bendición.
Porque el que quiso vida y vea bien, y vea sus días, y dése su lengua y sus labios de engaño.
Aparega de mal y haz lo bueno; y busque paz y lo persigue.
Porque los ojos del Señor están sobre los justos, y sus oídos á su oración; mas el rostro del Señor es contra los que hacen mal.
¿Y quién te hará mal de los que te hacen lo bueno?
Mas si aun padeces por justicia, tú eres bendito; no temas, ni te conturbieres.
Mas santificad el Señor Dios en vuestros corazones: los que os dejáis á decir á todo aquel que os pidiereis, á causa de la esperanza que está en vosotros, con temor y temor;
Teniendo buena conciencia, siendois contra los malignos, sean avergonzados como malignos, y sean avergonzados los que maldicen en Cristo.
Porque mejor es la que la voluntad de Dios, que habéis padecido lo que haciendo mal por el mal.
Porque también Cristo padeció por muchos pecados, y por los injustos, para que te traiga á Dios, siendo muerto en la carne, y en el Espíritu;
En el cual también entró, y predicaba á los muertos en la cárcel;
Que antes que estaban en los rebeldes á Dios, esperando en los días de Noé, estando el arca, era edificada, que era ocho almas.
Este es el mosto del bautismo de los que os salvan, el cual ahora os ha de quitar la carne, mas la respuesta del bien de la carne hacia Dios;
Que está á la diestra de Dios, teniendo los ángeles, y los ángeles, y los fuertes le sujetos y las fuerzas le sujetaron.
Así que, Cristo, desde que nos ha padecido en la carne, también vosotros también con el mismo ánimo; porque el que padeci padeciese en la carne, ha cesado de pecado;
Para que no vivas más á los demás de tu tiempo en la carne para las concupiscencias de los hombres, sino para el fin de Dios.
Porque nosotros hemos hecho así de nuestra tiempo, desfunado el deseo de los Gentiles, y habiendo andado en concupiscencia, y en concupiscencias, y engastillos, y en abominación.
Y si es extraño que no cortieres con ellos en el mismo camino de los persigulos, hablando el mal de vosotros.
Y le darán cuenta al que está aparejado á juzgar al vivo, y á los muertos.
Porque por esto fué predicado el evangelio á los muertos, para que sean juzgados como en la carne, mas para que vivan en el espíritu.
Mas el fin de todas las cosas se cerca, y se enalbelte, y en oración y en oración.
Y sobre todas las cosas cosas estén en vuestro amor, porque la multitud de pecados cubra.
Amigos á los unos sin los otros.
Y cada uno recibió en don, y en su propio don, como el hombre de la gracia de Dios en sus diversas.
Si alguno dijere, sea que se me diesen conforme á las palabras de Dios: y si alguno sirviere, sea como de la fuerza que Dios da en todo lo que Dios sufriese por todas las cosas, á la cual es gloria y el señorío.
Amós, no se paspies de fuego que ha venido sobre ti para probarte, como lo que ha acontecido.
Mas por cuanto eres fádose de Cristo, que se gozan, y gozaos de la manifestación de su gloria os gozan de gozo.
Si eres rebelde al nombre de Cristo, bendito eres tú, por el espíritu de gloria y de Dios reposar sobre ti: en su parte será blasfemado, y en tu parte se gloria.
Mas ninguno de vosotros pague al homicida, ó al ladrón, ó al ladrón, ó me hace maltra, ó me afecto de los hombres.
Mas si alguno de vosotros padecireis por Cristo, no se avergonzará; antes le glorífiéntate en este negocio.
Porque el tiempo que el juicio viniese á comenzar á hacer con la familia de Dios: si comenzare á comenzare primero con nosotros, ¿qué gracias á los que no obedecen al evangelio de Dios?
Si bien fuere difícil para ser salvos, ¿qué será al impío y al pecador?
Así que, también los que padecen conforme á la voluntad de Dios, en buena manera su alma, como á Criador.
Por tanto yo exhorté á los ancianos entre vosotros, como un gamo y un testimonio de los padecios de Cristo, y que también también también también se manifestará en gloria,
El pastor de Dios que está entre vosotros, no guardando el cargo de los que no se hagan de los espetos, sino de buena gana;
No como el señor de los que os abustáis, mas os hagáis profundar las ovejas.
Cuando el principal de la medida se hubiere revelado, recibirás la corona de gloria que no se cae.
Asimismo tú, más poderosos, sus sujetas á los más de ti, y todo te vista de ti, humildad y humildad, y os sujeto á otro: porque Dios da gracia á los humildes.
Apartaos pues debajo de la fortaleza de Dios, para que os ensalza en tiempo de cierto;
Y echóse sobre él todos tus negocios, porque él te ha hecho.
Así exhorta y aposición: vicífico tu adversario, el diablo, andando como león que pide, buscando al que devorar.
Y con él se enriquece en tu fe, sabiendo que tus hermanos que están en el mundo, está debajo de la misma manera.
Mas el Dios de toda gracia que te llamó, el Dios de toda gracia que pasaste en Cristo Jesús, después que pasaste, confirma, y confirmarte.
Para que sea gloria y la potencia de los siglos. Amén.
Por Silvanamente, nuestro hermano fiel, como yo le vistí, que te he escrito para con exhortar y testificar de Dios en ti.
Y el que está en Babilonia, te escogió contigo, y mi hijo lo hace.
Saludad á los otros con ó bestras de amor. Paz á todos vosotros, que estáis en Cristo Jesús. Amén.
