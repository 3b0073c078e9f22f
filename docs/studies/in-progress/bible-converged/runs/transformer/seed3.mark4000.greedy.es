Y aconteció que en los tiempos que los jueces juzgaban hambre en la tierra. Y fuése un varón de Beth-lehem de Judá á vivir con su mujer y sus dos hijos.
Y el nombre del hombre era Elimelech, y el nombre de su mujer Nahi, y los nombres de sus dos hijos fueron Mullath-lehem, y Chîmán, y vinieron á la tierra de Moab, y habitaron allí.
Y Elira, Namelech, Nahi, murió; y fué dejado con ella dos hijos.
Y tomaron mujeres de las mujeres de Moab, y el nombre de la una era de la una y el nombre de la otra, y el nombre de la otra. Y habitaron allí diez años.
Y murió Mahahah, y Chililisad, y la mujer murió de los hijos de su marido, y de su marido.
Y levantóse ella con sus hijas, para volverse de la tierra de Moab; porque había oído en la tierra de Moab, cómo había visitado á su pueblo en que les había visitado pan.
Y salió de aquel lugar donde estaba, y sus dos hijas con ella; y ellos se fueron á la tierra de Judá.
Y Nadale dijo: Id, y volveos cada uno de su madre á la casa de su madre: Jehová hará contigo como tú con los muertos, y con los muertos me has hecho.
Y Jehová te ha de hallar reposo, cada uno de ti en la casa de su marido. Y ella besó, y lloró sus voces, y lloraron.
Y ellos le dijeron: No, sino que nosotros seremos á ti á tu pueblo.
Y Nahuse dijo: Id, hijas míos; ¿por qué quieres ir conmigo? ¿y yo tengo hijos de estar en mi vientre, para que sean tu maridos?
Id, oh hijas, ve, y vuestras hijas; porque yo soy viejo, y si dijere: Si espero, si yo he de tener marido marido, y también llevaré á marido, y también llevaré á hijos;
¿Has esperado pues, hasta que te hayan apoderado? ¿no teniendo mi marido? No teniendo hijas, porque se han de ser entado tus manos, porque la mano de Jehová se había salido contra mí.
Y alzando sus vozs, lloraron; y luego besó suegra, y lloró suegra.
Y ella dijo: He aquí tu hermana se ha vuelto á su pueblo, y á su dios, y á su dios, y á su suegro.
Y díjole: No me has que me descansara, y vuélvase de en pos de ti; porque yo iré, y donde yo te quedares; y tu pueblo será mi Dios, y tu Dios.
Y donde estuvieres, moriré, y allí seré sepultado: Jehová me hará así, y así añada, si la muerte, y aun á mí y á mí.
Y viendo Naho que estaba determinado irse con ella, dejóla de dejarla.
Y yendo ellos á Beth-lehem, vinieron hasta Beth-lehem; y como ellos habían venido á Beth-lehem, toda la ciudad fué trazada, y dijeron: ¿Es este este este este Suhib.
Y ella les dijo: No me llamas á Nada; llamadme, porque el Omnipotente lo ha hecho con amargura.
Y yo saldré, y Jehová me ha traído vacío á tu casa; ¿por qué me llamas Nada, pues que Jehová me ha testificado contra mí, y el Omnipotente me ha afligido?
Y volvióse Nachâ, y Rutha los Moabitas, y su nuera con su nuera, los cuales se volvieron de la tierra de Moab: y vinieron á Beth-lehem de la siega de la siega.
Y Naleel de su marido de su marido, fuerte de riquezas, de la familia de Elimelech, y de su nombre Booz.
Y díjole Rutha: Aminaré ahora al campo, y rebuscad en los oídos de la grano después de él, y si después de él hallase gracia. Y ella dijo: Ve, hija mío.
Y ella fué, y vino rebuscado en el campo después que segan los segadores; y vino á la parte del campo de Elihi, la familia de Elimelech, la familia de Eli.
Y he aquí que llegó á Beth-lehem, dijo á los que segan: Jehová sea contigo. Y ellos le respondieron: Jehová te bendiga.
Entonces Booz dijo á su siervo que estaba sobre los siegas: ¿Quién es ésta?
Y el siervo que estaba sobre los segadores, respondió: He aquí la moza es la moza de Moab, que se había vuelto de la tierra de Moab.
Y ella dijo: Yo te ruego que me dejes rebuscos, y segen entre las gagagas entre tanto que ya sequen entre tanto, hasta que ya se descostó un poco en casa.
Y Booz dijo á Ruth: Oid, hija mío, y no entréis en el campo, ni os entréis aquí, sino que os quede aquí á mis criadas.
Tus ojos estarán sobre el campo que segan, y van tras ellos; y no te mandé á los mancebos, y no tocantes, y se vayan á los vasos, y á beber de lo que los mancebos tienen.
Y cayó ella sobre su rostro, é inclinóse á tierra, y díjole: ¿Por qué he hallado gracia en tus ojos, para que me tomes de mí, porque soy peregrino de un extranjero?
Y Booz de ella respondió: Yo he sido dicho á todo lo que has hecho á tu madre, y cómo habéis dejado tu madre, y cómo habéis dejado tu madre, y la tierra de tus hijos, y ha venido á pueblo que no habéis conocido antes de hacer.
Encandece Jehová tu obra, y sea dado galardón llena de Jehová Dios de Israel, el Dios de Israel, bajo las alas que tú has venido á ti para tener confianza.
Y ella dijo: Halléme gracia en tus ojos, señor mío, porque me has consolado, y por cuanto has hablado con tu siervo, aunque no soy como yo de tus siervos.
Y aconteció en aquel presente á Bocer: Ven, y comed de pan, y comed á vuestro boca boca en la vid. Y sentándose junto á los gaños, y comieron y se hartaron, y se quedó de ella.
Y como se levantó, mandó á Bob, y á Bobó sus mancebos, diciendo: Encobréla entre los gavios, y no la afrenta de ella.
Y de la fravó á una honza, y dejadla; y rebuscadla, y no la reprendura.
Y rebuscó en el campo hasta la tarde; y destruyó lo que tenía rebuscado, y fué como un epha de cebada.
Y tomóla, y entró á la ciudad: y la madre la vió suebida lo que había rebuscado, y dióla á ella, y dióla á ella lo que había dejado tras otros.
Y su madre le dijo: ¿Dónde estás hoy conversado hoy? ¿De dónde has hecho? Bendito el que no te ha parecido. Y ella dijo: La madre de su madre con que había hecho, el varón con que yo hoy es á Buob.
Y Nadadada dijo á su nuera: Bendito sea varón de Jehová, que no dejó su misericordia á los vivos y á los muertos. Y dijo el varón: El varón es nuestra su hermano, cercano á nosotros, cercano de los que están lejos.
Y díjole Rutha: Sí, me dijo: En seguidada á mis mancebos hasta que acabaron de hacer todos mi mi mi mi mies.
Y Naho le dijo: Es buena hija: Es buena hija, que salas con sus criadas, y no te encontraron en el campo.
Y estaba ella cercada á las criadas de la Bada, hasta la espiga de la siega de la siega, y habitó con su madre.
Y Nagrile su madre dijo: Mi hija no te buscará de ti: porque ¿y será paz contigo?
Y no es á Bilisga, á Hemán, y á cuyos criadas? He aquí que él estará en la era de cebada.
Por tanto, te unge, y tomate, y desciende á la era; mas no te hagas saber al varón hasta que haya acabado de comer y bebiendo.
Y será que cuando durmiere, no echares el lugar donde está echado: y entonces irás á sus pies, y dormirás; y él te dirá.
Y ella respondió: Todo lo que decís que yo hago.
Y descendió á la era, y hizo todo lo que suele suelo.
Y aconteció que como se comiere y bebía, y se embriagó su corazón, y descendió á dormir en el cabo de lana de la grano: y fué luego descubierto sus pies, y echóse.
Y aconteció que á media noche fué estrellada, y se volvió á sí mismo, y he aquí una mujer que estaba puesto en sus pies.
Y él dijo: ¿Quién eres tú? Y ella respondió: Yo soy Ruth tu siervo; por tanto, junto á tu siervo, porque cerca estás de ti.
Y él dijo: Benditos tú de Jehová, mi hija, y has hecho más misericordia en el fin de la postrera, porque no has andado á los mancebos, ni pobre, ni rico.
Ahora pues, hija mío, no temas; yo haré contigo todas las cosas que dijiste: porque toda la ciudad de mi pueblo sabe que eres digno de mujer.
Y ahora es verdadero que yo soy Pienio: mas hay cerca de la censa que yo.
Estaos de noche, y de mañana, si él hiciere por vosotros la parte de un cenciensa, bien. Y hagan lo que guarda de los guardas de la guarda. Mas si no hiciere la guarda de un pesebre, yo haré de ti lo que te quedare de centes, como Jehová vive. Hice hasta la mañana.
Y echóse á sus pies hasta la mañana, y levantóse delante de un poco de discernir: porque dijo: No sea que la mujer vino á la era.
Y él dijo: Trae al varón que está sobre ti, y tómala. Y ella calló, y midió seis medidas de cebada, y púsolo sobre ella; y entró en ella á la ciudad.
Y como ella vino á su madre, dijo: ¿Cómo se fué, hija mío? Y ella dijo: ¿Qué hizo todo lo que aquel hombre había hecho por ella.
Y ella dijo: A estos seis medidas de cebada; porque dijo: No vayas vacíos á tu madre.
Y ella dijo: Esperad, hija, hasta que conozcáis lo que ha de acontecer; porque el hombre no quedará hasta hoy.
Y subió á la puerta, y púsose allí allí: y he aquí que los cerca de Booz, que se llamaba Boozoz, Aod, amigo, y se sentó. Y él se puso, y sentóse.
Y Booz tomó diez hombres de los ancianos de la ciudad, y dijo: Apartificaos aquí, y se sentaron.
Y él dijo á los cercar, y ámandad: Eli, que ha venido de la tierra de Moab, vende la tierra de Eli, la cual era hermano de Eli, que era hermano de nuestro hermano.
Y dije que os digo, diciendo: Enciérla delante de los que se sientan, y delante de los ancianos de mi pueblo. Si lo redimieres, redimieres; mas si no lo redimieres, me lo sabes, para que yo sepa. Porque no hay quien lo rescatare de ti, y yo soy después de ti. Y él dijo: Yo lo redimeré.
Y Booz dijo: El que compras el campo de la mano de Nahahi, te lo comprarás también de Ruth, mujer de Moab, la mujer de los muertos, para levantar el nombre de los muertos sobre su heredad.
Y los cercan de la centine dijo: No lo puedo yo rescatar, porque no me quiegenda mi heredad: toma mi derecho, porque no me lo podrá redimir.
Y esto era la costumbre que en Israel había pasado por causa de redimir y de las descans, para confirmar todas las cosas, tomó un hombre de la arena, y dióla á su prójimo; y fué la senda de la hacienda de Israel.
Y los cerca de la cintura dijo á Booz: tómala, y tomó la arena de su calal.
Y Booz dijo á los ancianos y á todo el pueblo: Vosotros sois testigos, que yo compraré todo lo que era de Eliath, y toda aquella que fué Chilislan y Mulo, de la mano de Najo.
Asimismo Rutha, mujer de Moab, mujer de Maherea, á ser mi mujer que sube de los muertos en su heredad, para que el nombre de los muertos no sea cortado de entre sus hermanos y de la puerta de sus hermanos. Vosotros sois testigos, que hoy sois testigos.
Y todo el pueblo que estaba en la puerta, y los ancianos dijeron: Nosotros somos testigos, Jehová, que ha venido á tu casa como Rachêl y como á Lea, y como á Lea la casa de Israel; y vosotros doctormente en Ephrata, y en Ephrata se ha juntado.
Sea tu casa como la casa de Phares, que Thamar parió á Judá, de la simiente que Jehová te dará por mujer á la mujer.
Y Booz tomó á Ruth, y ella engendró á su mujer, y entró á ella, y Jehová la amó, y parió un hijo.
Y las mujeres dijeron á Naleri: Bendito sea Jehová, que no ha quedado hoy de ti cigenio; sea su nombre en Israel.
Y él os será devorna de vida, y os sustentará en tu vejez; porque tu nunca te ama, que tú amas, que es mejor que tú que siete hijos, le ha dado.
Y tomó á su hijo el niño, y púsolo en su seno, y le engendró á él.
Y las mujeres, y sus vecinos, le dió nombre, diciendo: Hijo es nacido á Nalehi; y llamó su nombre Obed: y es el padre de David.
Estas son las generaciones de Phares: Phares engendró á Esrom: Phares engendró á Esrom:
Y Hesrón engendró á Ram, y Ram engendró á Aminadab,
Y Aminadab engendró á Naassón, y Naassón engendró á Salmón;
Y Salmón engendró á Booz, y Booz engendró á Obed:
Y Obed engendró á Isaí, y á Isaí engendró á David.
¡Cómo se sentó la ciudad grande, que había sido llena de pueblo! ¡Salvó como una viuda entre las gentes! ¡Quién era semejante á los príncipes entre las provincias!
Aulgordamente en la noche; sus lágrimas sobre sus mejillas; en todos sus amantes no hay quien consuela. Todos sus sus amigos se rebelaron.
Judá fué en cautiverio á causa de la aflicción y de grande, á causa de las muchas gentes; y ella no la halla. Todo ella le alcanzó, y alcanzarla en su angustia.
El camino de Sión lamenta, porque no viene á la congregación: todas sus puertas están asoladas, y sus sacerdotes se afligieron, y sus vírgenes se afligieron.
Sus enemigos se han en cabeza, y su adversarios; porque Jehová ha afligido su multitud de sus rebeliones; y sus hijos fueron llevados delante del enemigo.
Y toda la hija de Sión se apartó de la hija de Sión: sus príncipes serán como áestro, sin fuerza se han ido á los perseguidos.
Y acordóse de Jerusalem en los días de su aflicción, y de sus dueños todo lo que de los días antiguos fueron en mano del enemigo, y no hubo ayudado. Y los enemigos se burlaban de sus asolamientos.
Jerusalem ha pecado, ha pecado, y ha hecho inmundo; y todos los que la aborrecieron, porque la he visto su desnudez han visto su desnudez, y sus gemidos se volvieron.
Sus fraugidos en sus faldas, y no se acordó de ella: por tanto ha venido como de gran temor, ni ha consolado: Jehová, mi aflicción se ha engrandecido.
Y extendió su mano sobre todas sus deleites; porque ha visto que las gentes han entrado en su santuario, acerca de los cuales mandaste que no entrar en tu congregación.
Y todo su pueblo gime, y buscan el pan, y darán sus cosas deleites para el pan de ellos: Mira, oh Jehová, y mira, porque yo he menospreciado.
¿No te quieres tú, todos los que pasan? He aquí, y si hay dolor como mi dolor, que se me ha afligido, con que Jehová me afligido en el día de su furor.
Desde alto envió á fuego en mis huesos, y prevaleció contra ellos: reduceme una red para mis pies; y me ha vuelto, y encaminado de día me ha turbado y de día.
Las abominaciones de mis rebeliones están atados con su mano, y juntamente juntamente juntamente con mi cuello, hansese hecho mi fuerza; y el Señor me ha entregado en sus manos, contra quien no pueda tener misericordia.
El Señor no ha puesto en nada mis valientes en medio de mí: ha llamado Jehová contra mí mis mancebos, y el Señor trillare la virgen virgen de Judá, como lagar de la virgen de Judá.
Porque estas cosas lloré; mis ojos corren con agua, porque el consola mi alma se alejó de mí, y mis hijos se han asolado, porque los hijos han sido asoladas, porque el enemigo ha prevalecido.
Sión extendió sus manos, y no hay quien lo consola: Jehová ha mandado acerca de Jacob, para que los que están en sus alrededores: Jerusalem es inmunda como cosa inmunda.
Jehová es justo, porque contra su mandamiento he sido rebeldes: ruégote que todos los pueblos te oyen, y vean mis dolores, y mis mancebos y mis mancebos se fueron en cautiverio.
Y yo llamé á mis amantes, y me han engañado: y mis sacerdotes y mis ancianos dieron el espíritu en la ciudad, y buscaron sus almas.
Mira, oh Jehová, porque estoy en angustia: mi corazón se ha turbado en mí, porque en este tiempo he sido sido rebelde: y Abdón la espada. En lugar es como muerte.
Y oyeron que su gemido, y no hay quien me consola: todos mis enemigos han oído de mi mal; se gozarán que tú has hecho, y te has anunciado el día que tú has anunciado, y serán como me has profetado.
Dejad toda su maldad delante de ti: hazles como has hecho conmigo para todas mis rebeliones; porque mis gemidos y mi corazón se desmayan.
¡Cómo cubrió el Señor la hija de Sión con nube en su furor! echó la hermosura de Israel desde el cielo hasta la tierra, y no se acordó de su furor.
El Señor tragó á todas las moradas de Jacob sin misericordia; echó en su ira á las fortalezas de la hija de Judá, y los ha echado en tierra; y profanó el reino á sus príncipes y á sus príncipes.
Desde la ira de Israel cortó todo el cuerno de ira, y voló su mano derecha de los enemigos de delante del enemigo; y él quemó á Jacob como fuego que devoraba á Jacob.
Estreme su arco como enemigo, y ha estado con su diestra como adversario: mató todo lo que fué dulce á la tienda de la hija de Sión, y en el fuego de la hija de Sión, ha derramado su ira como fuego.
El Señor se ha hecho como enemigo enemigo, tragó á Israel; tragó todos sus palacios, y destruyó sus fortalezas, y multiplicó sus fortalezas, y multipliqué en la hija de Judá.
El violento fué quitado su tabernáculo, como si huerto había sido huertos: Jehová ha destruído su lugar, é hizo fiesta en Sión; en la ira de su furor se ha en menosprecio, y en la ira del rey menospreció, y menospreció el sacerdote y el sacerdote.
El Señor se ha echado su altar, y abominado su santuario; y dió las paredes de sus palacios en mano del enemigo, y hicieron alegría en la casa de Jehová, como en el día de la congregación de Jehová.
Jehová ha hecho estrepó á destruir el muro de la hija de Sión, y extendió su calumni, y no se apartó de destruir; y puso el muro, y lamentóse.
Sus puertas tienen en tierra, y destruyó á ella sus cerrojos; y sus príncipes son entre las gentes á la ley, no hallarán visión de Jehová.
Los ancianos de la hija de Sión se sentaron sobre la tierra, y callaron: han echado en sus cabezas, vestidos de sacos; y vírgenes de Jerusalem derribaron sus cabezas á tierra.
Mis ojos se han desfuido de lágrimas, y mi corazón se ha derramado en la tierra, por causa de la destrucción de la hija de mi pueblo, por cuanto los niños y niños y niños y niños y niños en las plazas de la ciudad.
Y ellos dicen á su madre: ¿Dónde está el grano y vino? Cuando ellos junto á las plazas de la ciudad, cuando se derramare su alma en el seno de su madre.
¿Qué te protestaré? ¿y qué te daré á ti, hija de Jerusalem? ¿qué te compararé á ti, virgen hija de Sión? porque tu rotura es como el mar.
Tus profetas han visto vanidad y visiones para ti; no han descubierto tu iniquidad, sino que tu cautiverio, y han visto para ti vanidad y perseguidos.
Y todo lo que pasaban á ti, y á sus manos se volvieron, y gañeron su cabeza en la hija de Jerusalem, diciendo: ¿Es esta ciudad que los hombres llamados de hermosura, y el gozo de toda la tierra?
Todos tus enemigos han abierto su boca contra ti; y contra tizan sus dientes, y dicen: Dejamosla hemos transgado; y hamos de verlo.
Jehová ha hecho lo que ha hecho, ha cumplido lo que había dicho en los días de antiguos, derribando, no ha echado en ti el hoyo, y no ha revocado el enemigo sobre ti: engrandeció sobre ti el cuerno de tus enemigos.
Y el corazón de ellos clamó al Señor: y de la hija de Sión, y lágrimas como un río de día y de noche; no te pongas tus ojos.
Levántate, y clama en la noche, al principio de las velas de los vigureros: y tu corazón salga como agua delante del Señor; alza tus manos á él para la vida de tus hijos, que de hambre tienen hambre en todas las plazas de todas las plazas.
Mira, oh Jehová, y mira á quién has hecho así: ¿La simiente comerá las mujeres que tuvieron detenidas, y cabían en sus rodillas? ¿seará el sacerdote, y el profeta será muerto en el santuario del Señor?
Los viejos y el joven viejo dormirá sobre la tierra en las plazas: mis vírgenes y mis mancebos cayeron á cuchillo; y tú los mataste en el día de tu furor, y no has matado.
Tú has llamado, como en el día de la congregación, mi terrores, no hay quien se ha quedado ni escapado en el día de la ira de Jehová: mi enemigo ha consumido á los que yo he consumido.
Yo soy el hombre que ha visto aflicción de su ira.
Y llevóme, é hízome andar en tinieblas, y no en luz.
Ciertamente se apartará de mí su mano, y volverá á todo el día.
Mi carne y mi piel hizo quebrase mis huesos; y él quebrantará mis huesos.
Y edificó contra mí, y me cercaron de amargura, y endurecióme con amargura.
Hame habitar en tinieblas, como los que fueron muertos.
Ensúsmeóme de modo que no puedo salir; y en gran manera me ha puesto mi frido.
Y aun cuando clamare, y llamé, cerró mi oración.
Ensalzará mis caminos con piedra, y ensumbó mis veredas.
Como si parra mentirosa en lugar de mentira, como león escondido en escondido.
El se apartó de mi camino, y me ha pagado en pedazos; y me ha hecho asolada.
El se ha engrejado, y me ha puesto por saeta.
El hizo venir á mis riñones, y á mis riñones.
Yo me he sido por escarnio á todo mi pueblo, y su canción todos los días.
Hachóme de amargura, y me ha hurtado con gusano.
Asimismo quebrantará mis dientes con sus sepulcros, y cubrióme de ceniza.
Hasta que se quitaste de paz mi alma: por bien la paz he apartado.
Y dije: Mi fortaleza ha perecido, y mi esperanza está de Jehová.
Acuérdate de mi aflicción y mi trabajo, el gusano y el amargura de amargura.
En medio de ellos se acordó de ellos, y se encorvó en mí.
Y esta vez á mi sento, y espero que espero.
Porque de la misericordia es la misericordia de Jehová, que no se hubiéramos, por cuanto no se ha faltado sus misericordias.
Todos ellos son de mañana; y tu verdad es tu verdad.
Jehová es mi parte, dice Jehová: por tanto esperaré en él esperanza.
Jehová es bueno á los que le esperan, y al alma que le buscan.
Bueno es que el hombre tenga esperanza y reposar, esperar la salud de Jehová.
Bueno es el hombre que lleva en su mocedad el yugo.
Y siénle solamente, callare, porque le puso sobre él.
Y pondrán su boca en el polvo, y si fuere tal esperanza para que haya esperanza.
Y dale su mejilla al que le hiriere; y sea lleno de afrenta.
Porque el Señor no echará para siempre jamás.
Porque aunque me deshibiera, aun tendrá misericordia de su misericordia.
Porque no quiso quiso quiso la voluntad, ni se contristó los hijos de los hombres.
Torrod á todos los presos de la tierra,
Para apartarse del rostro de hombre delante del Altísimo,
Aparejad al hombre en su causa, el Señor no apresurará.
¿Quién es el que dice, y viene á pasar, cuando el Señor no lo mandare?
¿No es malo y bueno que salen de la boca del Altísimo?
¿Por qué al hombre viviente que adujere el castigo de sus pecados?
Vémosnos, y haznos tornar nuestros caminos, y vuelvan á Jehová.
Alábmosse nuestro corazón con nuestros manos á Dios en los cielos.
Nosotros hemos traspasado, y has rebelado; no perdonaste.
Tú nos cubriste con furor, y siguiónos; tú mataste, no has muerto; no has muerto.
Tú cubriste con nube, y no pasarás por oración.
Tú nos has hecho cesar de entre los pueblos.
Todos nuestros enemigos han abierto su boca contra nosotros.
Temblad y la cisterna sobre nosotros, grande y quebrantamiento y quebrantamiento.
Mis ojos corren con arroyos de agua, porque el quebrantamiento de la hija de mi pueblo es.
Mis ojos descanden, y no cesarán, ni en su presencia presencia se haga alboroto;
Hasta que Jehová mira á la vista, y ve desde los cielos.
Mi ojo guarda mi alma, por todas las hijas de mi ciudad.
Hanme perrotuido como ave, y los que son mis enemigos sin causa.
Y cortieron mi vida en la mazmorra, y pusieron una piedra sobre mí.
Apresuróse sobre mi cabeza, y dije: Yo soy cortado.
Y sobre tu nombre llamé, oh Jehová, de la cárcel.
Oísteis mi voz: No encubras tu oído de mi gemido, y mi clamor.
Y te llegaste en el día que yo te invocare; y dijiste: No temas.
Señor, tú absiste la causa de mi alma: has redimido mi vida.
Oh Jehová, has visto mi iniquidad, y párprend mi causa.
Y has visto todo su venganza y toda su obra contra mí.
Tú has oído su afrenta, oh Jehová, y todos sus pensamientos contra mí;
Los labios de los que se levantaron contra mí, y contra mí sus heredades el día.
Tú ves tú que subas y su nacimiento, y subas su canción.
Y tú los pagarás, oh Jehová, conforme á la obra de sus manos.
Y les entregarás en dureza de corazón, y tu maldición á ellos.
Perseguirás en furor, y los destruirás de debajo de los cielos de Jehová.
¡Cuán de oro se ha tornado! Los árboles de oro puro! Los piedras de la casa, fueron derramados en la plaza de todas las plazas de todo.
Los hijos de Sión, comparando á oro, cómo son de buen oro, y de los cántaros de manos del alfarero.
Los chacales de sus pollos ofrecieren sus pollos: mas la hija de mi pueblo se ha de ser cruel, como el pecho que se pueden brusa en el desierto.
Y la lengua de las preñadas se pegaban á la teja de su boca para tirarara de sed: y los hijos preguntaban por pan, y no hay quien los desco.
Y los que comieron de la comida, son de rastruya; y los que habían hecho subir en las plazas, y abrazan las hollones.
Porque la maldad de la hija de mi pueblo es mayor que el pecado de Sodoma, que fué derribada como un momento; no fueron puestos sobre ella.
Y sus principales eran limpios más limpios que la nieve; y fueron más blancos que la leche de la mar, que piedras preciosas: su vientre era semejante á zafiro.
Su aspecto es que se oscurecerá más que un carbro; no según sus calles: su piel se seca su piel, secóse como leño.
Los que degor son muertos á cuchillo, más que los que son muertos con hambre; porque estas estacanzan, y la vártanza de los frutos del campo.
Los manos del hoyo más afania henchezco sus hijos; y fueron su comida en el quebrantamiento de la hija de mi pueblo.
Jehová ha cumplido su furor, derramó su ira, y encendióse en Sión fuego, que consumió sus fundamentos.
Y no creieron los reyes de la tierra, ni todos los moradores del mundo, para que el adversario fuese enemigo, y el enemigo entrar en las puertas de Jerusalem.
Porque por los pecados de sus profetas y de sus pecados, y por la sangre de sus sacerdotes, que derramaron la sangre de la justicia en medio de ella.
Como ciegos en las plazas, están contaminadas con sangre, y no tocieron más sus vestidos.
Andad. Pástaos, dieron voces: Huid, y salid, y no tocansando; y cuando ellos huyeron, y dijeron, y los hombres: No pueden vivir aquí.
Y el furor de Jehová los ha esparcido; no hará caso de ellos más que ninguno: ni miraron á los de los sacerdotes, ni á los ancianos.
Nuestros ojos aun se han ido, en vano se conocen nuestra ayuda; en nuestra ciudad esperamos.
A nuestros pasos son nuestras gradas, y no podemos ir en nuestras plazas: nuestro fin está cumplido, porque nuestros días son, porque nuestro fin ha venido.
Nuestros perseguídores que el águila de los cielos, y en los montes nos han apurado en el desierto; y pusieron emboscada á nosotros en el desierto.
Y el espíritu de nuestras narices, el ungido de Jehová fué tomada en sus hoyos; de quien hemos dicho, vimos entre las gentes.
Gozaos y alegraos, hija de Edom, que habita en la tierra de Hus; y este vaso pasarás, y embriagarás, y se embriagarás.
El castigo de tu iniquidad es cumplido, hija de Sión; no llevará más á cautiverio: él visitará tu maldad, hija de Edom, y descubrirá tus pecados.
Acuérdate de lo que Jehová ha venido sobre nosotros: mira, y mirad á nuestra afrenta.
Nuestro heredad se ha apartado de extraños, nuestras casas para los extranjeros.
O somos huérfanos y huérfanos: de madres son como viudas.
Nosotros pagamos agua para beber, y nuestra leña se venderá.
En nuestros perseguidores están sobre nuestra cerviz, y no tenemos reposo.
Nosotros hemos dado nuestras manos á los Egipcios, y á los Asirios, para que se hartamos de pan.
Nuestros padres, y no somos más; hemos llevado sus maldades.
Enviadnos sobre nosotros, y no hay quien nos libre de su mano.
Tenemos nosotros pan en la vida de nuestro vida, por cuanto de la espada en el desierto.
Nuestro piel es como horno, por el horno de hambre.
Y negociaron las mujeres en Sión, las doncellas en las ciudades de Judá.
Los consejos fueron hechos de sus manos; y los rostros de los ancianos no se honraban.
Los mancebos llevarán una piedra de molinos, y los hijos de dentro de loaderos.
Los ancianos cesaron de la puerta, y los mancebos de ellos el música.
El gozo de nuestro corazón cesó, y su baila en llanto.
La corona de nuestra cabeza cayó de nuestra cabeza. ¡Ay de nosotros! porque hemos pecado!
Porque este corazón es desmayado; porque estas cosas son nuestros ojos, son tus ojos.
Porque el monte de Sión, que es asolada; y los fresuros sobre ella.
Tú, oh Jehová, permanece para siempre; tu trono de generación y generación.
¿Por qué nos olvides para siempre, y nos desamparaste por el tiempo?
Oh Jehová, sálvanos, y seremos vueltos; y revolcamos nuestros días como de antiguo.
Mas tú has desechado á nosotros, oh tú nos has hecho enojar en gran manera.
Palabras de Agar, el cual estaba entre los pastores de Tecoa, que vió á Israel en los días de Uzzías rey de Judá y en los días de Jeroboam hijo de Joas, rey de Israel, dos años delante del terremoto.
Y él dijo: Jehová bramará desde Sión, y dará su voz de Jerusalem; y los pastos de pastores se enlutarán, y la cumbre del Carmelo.
Así ha dicho Jehová: tres rebeliones de Damasco, y aun á cuatro deshizo yo no tornaré su castigo, porque han sido gemido de Galaad con armas de hierro.
Mas yo enviaré fuego en casa de Hazael, y consumirá las casas de Ben-adad.
Y quebrantaré la barrica de Damasco, y talaré desde el valle del valle de Aván, y al que soportare el cetro de la casa de Edén; y el pueblo de Siria entrará en cautiverio, dice Jehová.
Así ha dicho Jehová: tres rebeliones de Gaza, y aun á cuatro, no tornaré su castigo, porque traspasaron toda la cautividad, para entregarlos á Edom;
Mas yo enviaré fuego en el muro de Gaza, y consumirá sus palacios.
Y talaré la morador de Asdod, y al que soportare el cetro de Ascalón, y tornaré mi mano contra Ecrón, y el resto de los Filisteos perecerá, dice el Señor Jehová.
Así ha dicho Jehová: tres rebeliones de Tiro, y aun á cuatro, no tornaré su castigo; porque ellos hicieron toda la aflicción de Edom, y no se acordó de la alianza.
Mas yo enviaré fuego sobre la pared de Tiro, y consumirá sus palacios.
Así ha dicho Jehová: tres rebeliones de Edom, y aun á cuatro, yo no tornaré su castigo, porque siguió á su hermano con espada y echó de toda misericordia, y su ira se enojare para siempre;
Mas yo enviaré fuego sobre Themamán, y consumirá las palacios de Bosra.
Así ha dicho Jehová: tres rebeliones de los hijos de Ammón, y aun á sus cuatro rebeliones no tornaré su castigo, porque han abrido las mujeres de Galaad, para que echen su término.
Mas yo encender fuego en el muro de Rabba, y consumirá sus palacios, y con júbilo y con tempestad en el día de la batalla, y con tempestad en el día de la tempestad;
Y entrarán su rey en cautiverio, él y sus príncipes juntamente, dice Jehová.
Así ha dicho Jehová: tres rebeliones de Moab, y no me volveré á causa de ella, porque él quemó los huesos del rey de Edom en en saco.
Mas yo enviaré fuego sobre Moab, y consumirá las palacios de Crioth, y se perderán con grande multitud, y con júbilo, y con voz de trompeta;
Y yo cortaré de entre ellos el juez, y mataré á todos sus príncipes, dice Jehová.
Así ha dicho Jehová: tres rebeliones de Judá, y aun á cuatro desuminaré su castigo, porque desecharon la ley de Jehová, y no guardaron sus estatutos, y sus estatutos, que fueron errados después de sus padres;
Mas yo enviaré fuego sobre Judá, y consumirá las palacios de Jerusalem.
Así ha dicho Jehová: tres rebeliones de Israel, y aun á cuatro deshizo yo su castigo, porque han vendido á la plata, y al menesteroso por sus zapatos;
Y hollarán las cabezas de los pobres en el polvo de la tierra, y negaron el derecho: y el hombre y su padre, para contaminar mi santo nombre.
Y se pusieron junto á todo altar sobre vestidos de toda prenda, y en la casa de su Dios beberán el vino de los que fueron hechos.
Mas yo destruyó á los Amorrheos delante de ellos, cuyo altura era como lo alto de los cedros, y fué fuerte como elcornoque; y yo destruyó su fruto de arriba, y sus raízs de arriba.
Y te saqué de la tierra de Egipto, y te he llevado cuarenta años en el desierto, para que la poseas la tierra del Amorrheo.
Y levantéme de tus hijos por profetas, y algunos de tus mancebos para Nazareos; ¿no es esto verdadero, hijos de Israel? dice Jehová.
Mas tú has dado á beber vino á beber vino á beber el vino, y mandó á los profetas, diciendo: No profetizas.
He aquí que yo vuelvo en tu lugar, como un carco de grano llena de grano.
Cortaráse de la más ligeros; y no se esforzará su fuerza, ni se librará el fuerte.
El que se aleja, no permanecerá; y el que tuviere pie de pie no escapará, no escapará.
El que esforza entre los fuertes, huirá de desnudo el rostro, dice Jehová.
Oid esta palabra que Jehová ha hablado contra ti, hijos de Israel, contra toda la familia que hice de la tierra de Egipto, diciendo:
Yo solo he escogido de todas las familias de la tierra: por tanto yo te visitaré sobre todos tus pecados.
¿Tienen dos, si no se concerten concibados?
¿Amu león bramará en la guarida, cuando no tiene presa? ¿mu león clamará de su guarida?
¿Despude el ave en la tierra, y no hay lazo en la tierra? ¿Destiles hay lazo de la tierra, cuando no hay para arrebatar?
¿Tienes el sonido alarma en la ciudad, sin temor del pueblo, que haya de ser mal? ¿y ha hecho mal?
Ciertamente el Señor Jehová no hará nada, si él revelare sus siervos á sus siervos los profetas.
El león bramó, y no temerá; ¿quién habló el Señor Jehová? ¿quién lo profetizará?
Aglad en los palacios de Asdod, y en los palacios en la tierra de Egipto, y decid: Juntaos á los montes de Samaria, y ved lo que está en ella, y qué hay en ella violencia.
Enstruyendo no conocen á hacer mal, dice Jehová, que el que saques y abajallas en sus palacios.
Por tanto, así ha dicho el Señor Jehová: Con todo enemigo sobre la tierra será tu fortaleza, y tus fortalezas, y tus fortalezas serán saqueados.
Así ha dicho Jehová: Como el pastoreará la boca de los dos leoncillos, ó lo mismo de la oreja, así librará los hijos de Israel que se sienten en Samaria, Y sobre las lállas de camas.
Oid, y testificad contra la casa de Jacob, dice el Señor Jehová de los ejércitos.
Porque en aquel día visitaré las rebeliones de Israel sobre él, yo también visitaré los altares de Beth-el; y los cuernos del altar serán cortados, y caerán á tierra.
Y heriré la casa de invierno con el verano, y las casas de marfil perecerán, y las casas de marfil serán fin, y las casas grandes, dice Jehová.
Oid esta palabra, oh vacas de Basán, que están sobre el monte de Samaria, los cuales oprimen los pobres, que quebrantan á sus maridos: Sacanos á beber.
Y el Señor Jehová juró por su santidad: He aquí que los días vendrán sobre ti, y los postreros de los peces te tomarán, y los postreros de ti.
Y saldrás en el muro, cada uno en derecho de su presencia: y tú te echarás en Harmo, dice Jehová.
Ve á Beth-el, y pecado; á Gilgal, y á Gilgal, y á otro pecado: toma tus sacrificios todos tres días,
Y ofreció sacrificio de alabanza lo que es leudo, y publicará ofrendas y bramados de ellos; porque á esto te ruegos, hijos de Israel, dice el Señor Jehová.
Y yo te he dado limpio de dientes en todas tus ciudades, y falta de pan en cada uno; y no me has tornado, dice Jehová.
Y yo revocé la lluvia de ti, cuando tres meses han estado en la siega, y hice llover sobre una ciudad, y no la hice llover sobre la ciudad, y sobre la haz del campo, y sobre el campo donde no se se se seca.
Y las dos ciudades de aturaron á una ciudad de beber á beber agua, y no se hartaron; mas no me has vuelto, dice Jehová.
Y te herí con bálsamo, y azonéntate en tu huertos y tus viñas, y tu oliva; y aun no me has tornado á mí, dice Jehová.
Y envié en ti muchas plagas como hice á Egipto: y he muerto vuestros mozos con espada, y he sacado á tus caballos, y henché tus vestidos de tu campo, y no me has vuelto á mí, dice Jehová.
Yo derribaré de vosotros algunos de vosotros, como Dios había echado sobre Sodoma y Gomorra, y sois como un palo arrancados del fuego, y no me volvisteis á mí, dice Jehová.
Por tanto yo haré á ti esto, oh Israel; porque yo haré esto que te adube, para que te atate á recibir á tu Dios Israel.
Porque he aquí, el que forma los montes, y el que hace desgarrar el viento, hace saber á aquel hombre que hace las tinieblas, y hollará las tinieblas en los altos de la tierra: Jehová Dios de los ejércitos es su nombre.
Oid esta palabra que yo os levanta endecha sobre vosotros, oh casa de Israel:
La virgen de Israel cayó, y no se levantará más: ella será echado sobre su tierra, y no hay quien la levante.
Porque así ha dicho el Señor Jehová: La ciudad que salió de cien mil, y la que salió cien, á la casa de Israel.
Porque así ha dicho Jehová á la casa de Israel: He aquí que me habéis de vivir, y vivirás;
Mas no buscas á Beth-el, ni entra en Gilgal, ni pasarás á Beer-seba; porque en Gilgal entrará en cautiverio, y en Beth-el, y no entrarán.
Mira, oh Jehová, y vivirás, porque no se desolverá como fuego en la casa de José, y consuma, y no hay quien la tiña en Beth-el.
Tú, que te apartes el derecho de gusano, y derribas justicia á la tierra.
Y mirad quién hizo las Pállas y administrar, y vuelve la sombra de muerte á la mañana, y hace que el día de noche; y llamad las aguas de la mar, y derrienta sobre la haz de la tierra, Jehová su nombre.
El que hace errar el quebrantamiento, y quebrantamiento sobre el fuerte, y quebrantamiento sobre la fortaleza.
Los cuales aborrecen á la puerta, y abominen al perfecto.
Por tanto, porque holláis en los pobres, y tomaos de él navíos de trigos, y cortaréis vuestras casas, y no beberéis á comer las viñas, sino que no beberéis su vino.
Porque yo sé que muchos se persiguen, y cómo tus pecados sois, los que afligin al justo, y toma el presente, y el que se aparta al menesteroso.
Por tanto, el hombre prudente calla en aquel tiempo: porque es mal el tiempo malo.
Mirad, y no mal, para que vivas; y así Jehová, el Dios de los ejércitos será contigo, como tú dices.
Aleza, oh hombre, amedio, y confirma el derecho en los atrios: y será Jehová Dios de los ejércitos, clemente, y clementerá misericordia á los que escaparen de José.
Por tanto, así ha dicho Jehová de los ejércitos, Dios de los ejércitos: ¡Ay! que en todos los caminos serán en todas las plazas: ¡Ay! ¡Ay!!!! ¡Ay!!!! ¡ ¡Ay asolamientos, que aulullando en llanto!
En todas las viñas habrán aullado; porque yo pasaré por medio de ti, dice Jehová.
¡Ay de vosotros los que quieren el día de Jehová! ¿por qué habéis de hacer el día de Jehová? tinieblas es tinieblas, y no luz.
Y si alguno huyó de un león, y le llevará; y entró en casa, y se levantó su mano sobre la pared, y le puso una serpiente.
¿No será el día de Jehová, y tinieblas? ¿no son las tinieblas, y no resplandor en ella?
Abominaré, oh solemnidades vuestras solemnidades, y no puedo estar vuestro consejo.
Y aun aunque me ofrezcas tus holocaustos y presentes, no los aceptaré; ni yo lo tengo en las paces de tus animales.
Quitadme de la voz de tu cántico; no oiré al tañeré las arpas de tus.
Mas revocase como ríos, y justicia como río de fortaleza.
¿No me has tú tú quebrantar sacrificios y pacíficos en el desierto cuarenta años, oh casa de Israel?
Y tú hiciste la tienda de tu rey y las estatuas de tus esculturas, la cual has hecho para ti.
Por tanto yo os haré ir á cautiverio de Damasco, dice Jehová, cuyo nombre es el Dios de los ejércitos.
¡Ay de los que están en Sión, y á los que están confiados en el monte de Samaria, no de los de las gentes, á quien vienen la casa de Israel!
Id á Caleh, y ved: de allí descienden á Hamath gran término. Y descienden á Gath de los Filisteos. ¿Es mejor que estos reinos? ¿Es mejor que estos tu término?
Al que lejos echas el mal, y haz el camino de la violencia á la violencia,
Que están en camas de marfil, y extendiendo sobre sus cogillos, y come los corderos de las ovejas, y los becerros de en medio de la galladura;
Que en el salterio, arpas, salterios, que en los instrumentos de música, como David.
El cual bebiere vino en taza, y ungía con los mejores, mas no se entristecieron en aflicción de José.
Por tanto, vendrán cautivos con el primero, y la fiesta á la fiesta, y á fin de que vayan.
Así ha dicho el Señor Jehová por sí, dice Jehová, Dios de los ejércitos: Abomíma la soberbia de Jacob, y de su fortaleza; por tanto yo entregaré la ciudad con todo lo que está en ella.
Y será que, si diez hombres quedaren en una casa, morirán.
Y cuando el hombre de su hermano lo da, el que lo quemará, y los cuerpos de la casa, y pregunta al que está en la casa de adentro: ¿Es aún contigo? Y él dijo: No, pues, dirá: No, Resus. Porque no desvamos el nombre de Jehová.
Porque he aquí que Jehová manda, y la grande casa será apedreada, y los niños serán echados en casa, y los niños en la casa.
¿Tienen caballos sobre las peñascos? ¿en quién ararán con bueyes? Mas tú volvíste el derecho de la justicia, y el fruto de la justicia en amargura de la justicia,
Los que te gocen en cosa de nada, ¿quién dicen: ¿No hemos tomado á nosotros mismos cuernos de nuestra fuerza?
Porque he aquí que yo despertaré contra ti gente, oh casa de Israel, dice Jehová, Dios de los ejércitos, y te afligirán de la entrada de Hamath hasta el arroyo de la llanura.
Así me mostró el Señor Jehová: He aquí que él formaba langosta en el principio del polvo, que crece en el principio de la postrimería de la siega: y he aquí que el cabo de la siega del rey.
Y cuando hubieron acabado de comer la hierba de la tierra, dije: Señor Jehová, os ruego, os ruego, que os perdóna. ¿Es pequeño es el pequeño.
Y Jehová se arrepintió de esto, dice Jehová.
Así me mostró el Señor Jehová: He aquí que el Señor Jehová llamó á juicio por fuego; y secóse el gran abismo, y hubieran consumido la tierra.
Y dije: Señor Jehová, que te ayegue, y te acuervocamente; porque es poco.
Y Jehová arrepintió de esto, y no será, dice el Señor Jehová.
Y me mostró: He aquí el Señor estaba junto á un muro de enmadado, y en en lugar de ni en su mano un cordel.
Y díjome Jehová: ¿Qué ves tú? Y dije: En lugar de tus rendieron el Señor. Y dijo el Señor: He aquí, yo puse un cordel en medio de mi pueblo Israel. No volveré más á ellos.
Y los altos de Isaac serán asolados, y los soberbios serán destruídas; y yo seré contra la casa de Jeroboam con espada.
Entonces Amasías sacerdote de Beth-el envió á Jeroboam rey de Israel, diciendo: ¿Ha conspirado conspiración contra ti en medio de la casa de Israel, y no podrá sufrir todas sus palabras.
Porque así dijo: De la espada morirá por cuchillo, y Israel será llevado cautivos de su tierra.
Y Amasías dijo á Amos: Tú, ve, y vete á tierra de Judá, y come allí pan, y profetiza allá,
Mas no os profetizan más á Beth-el; porque es el santuario del rey, y es casa real.
Entonces dijo A Amasías: No soy profeta, ni fuí profeta de profeta, sino yo soy varón de vacas, y de labradores, y de labradores, y de higos muy duros;
Y Jehová me tomó de en pos de las ovejas, y Jehová me dijo: Ve, profetiza á mi pueblo Israel.
Ahora pues, oye, palabra de Jehová: Tú, no profetizas contra Israel, y no prohizos contra la casa de Isaac.
Por tanto, así ha dicho Jehová: Tu mujer será ramera en la ciudad, y tus hijos y tus hijas caerán á cuchillo, y tu tierra será dividida por cordel; y morirás en tierra inmunda; Y será llevado Israel de su tierra.
Así me mostró el Señor Jehová: He aquí un canastillo de verano.
Y él dijo: ¿Qué tienes? Y yo dije: Espeso de fruto. Y díjome Jehová: El fin de mi pueblo Israel me ha venido sobre mi pueblo Israel, y no volveré más á ellos.
Las canciones del templo serán aulladas en aquel día, dice el Señor Jehová: los cuerpos muertos serán muchos; y en todo lugar los echarán á callar.
Oid esto, los que quieres trans al menesteroso, y haced que se desfraváis los pobres de la tierra,
Diciendo: Cuando la nueva luna se moviere, para que vendemos grano? ¿y el sábado, para que señalemos trigo, y muchos, y el siclo, y el siclo del pecado, y obra como trabados con balanzas de engaños;
Para que compramos á los pobres para la plata, y al menesteroso de zapato de zapatos, y venda la barrisa con el trigo?
Jehová juró por la soberbia de Jacob: Que no me olvidaré de sus obras.
¿No se estremece la tierra para esto, y todo enlutado en ella? Aun se levantará el río como el río de la parte del río; y será extraviado, y como el río de Egipto.
Y será que en aquel día, dice el Señor Jehová, que haré descender el sol, y oscuridad oscuridad oscuridad y oscuridad oscuridad oscuridad.
Y tornaré vuestras solemnidades en luto, y en todas vuestras canciones á endechas; y yo os haré saco saco saco sobre toda vuestra cabeza, y calvadidad; y pondréla como el llanto sobre su hijo, y su fin como amarga.
He aquí vienen días, dice el Señor Jehová, en que yo envío hambre en la tierra, no hambre de pan, ni sed de hambre, sino de oídos, y de oir las palabras de Jehová.
Y ellos errantes de la mar, y del aquilón hasta el oriente; y ellos correrán á la palabra de Jehová, y no la hallará.
En aquel día las virgens hermosas y los mancebos se descan de sed.
Y los que juran por el pecado de Samaria, y dijeron: Vive vuestro dios, Dan, y di: Viva el camino de Beer-seba, y nunca más se levanten.
Y vi al Señor que estaba junto al altar, y dijo: Serega las cumbres de las columnas, para que hagan que se levantan las puertas. Quebrantalos en piezas de toda cabeza de todos ellos. Y mataré el postrero de ellos con cuchillo. Y ninguno de ellos huirá. Y ninguno de ellos escapará.
Si tocaren en el sepulcro, allí los tomarán mi mano; y aunque los levanten al cielo, allí los echaré.
Si escondieron en la cumbre del Carmelo, yo las enviaré, y quitaré de allí; y si se escondieron de delante de mí en el seno de la mar, allí las mandaré la serpiente, y las quemarán.
Si ellos entraren en cautiverio delante de sus enemigos, allí yo mandaré á cuchillo, y los matará; y pondré mis ojos sobre ellos para mal, y no para bien.
Porque el Señor Jehová de los ejércitos es el que tocare la tierra, y se funde, y todos los que habitan en ella, se enlutarán; y levantaráse como el río, y volverá á pecar, como el río de Egipto.
El que edifica sus cámaras en los cielos, y ha hallado su ficulado en la tierra; el que llama á las aguas de la mar, y los derrama sobre la haz de la tierra, Jehová es su nombre.
¿No eres tú como los hijos de Etiopía, hijos de Israel? Así ha dicho Jehová: ¿No he yo subir á Israel de la tierra de Egipto, y de los Filisteos de Cath-hala?
He aquí los ojos del Señor Jehová están sobre el pecado, y la destruiré de la tierra, y no destruiré la destruiré la casa de Jacob, dice Jehová.
Porque he aquí yo mandaré, y yo guardaré la casa de Israel entre todas las gentes como granos de mosto, y no el chico caerá en la tierra.
Todos los pecadores de mi pueblo morirán á cuchillo, que dicen: No nos alcanzarán á recibir, ni nos alcanzarán.
En aquel día despertaré la tienda de David que cayó caído, y despertaré sus portillas, y yo la destruiré sus ruinas, y edificaré como en los días de los antiguos;
Para que posean la heredad de Edom y de todas las gentes que están llamados por mi nombre, dice Jehová, que ha hecho esto.
He aquí vienen días, dice Jehová, que ar arará la arada, y lagar la paja trillará; y el vino dulce de los montes, y el vino dulce de los montes, y de los collados correrán.
Y tornaré á mi pueblo Israel de cautiverio, y serán á la soledad soledad las ciudades, y morarán en ellas; y plantarán viñas, y beberán el vino, y comerá el fruto de ellos.
Y plantaré sobre su tierra, y no serán arrancados más de su tierra que yo les he dado, dice Jehová tu Dios.
Y fué palabra de Jehová á Jonás hijo de Ammis, diciendo:
Levántate, vete á Niván, que grande ciudad, y anuncia contra ella, porque su malicia ha subido delante de mí.
Y levantóse Jonás á huir á Tharsis de delante de Jehová, y descendió á Joppppppe, y halló un arca á Tharsis, y fué tras ellos hasta la parte de ellos, y descendió á ellos á Tharsis, para ir á la presencia de Jehová.
Mas Jehová envió un gran viento sobre la mar, y había una grande tempestad que estaba sobre la mar, y que el arca sería.
Entonces los rugüeros, y todos los hombres clamaron á su dios; y echaron fuera al arca en la mar á la luz, para alumbrar el arca: mas Jonás descendió en el arca de Jonás en el oráculo de la navío, y se durmió y ayunaban.
Y llegándose el arca á él, díjole: ¿Qué tienes tú, señor mío? Levántate, y da voces, y da voces á tu Dios, no nos impude, que no nos pequemos.
Y dijeron todos á cada uno: Venid, y llémonos las suertes, para que sepamos que este mal es sobre nosotros. Y fueron suertes, y la suerte cayó sobre la suerte, y la suerte cayó sobre Jonás.
Y le dijeron: Dinos, que ruego nos ruego, que haga este mal sobre nosotros: ¿qué es tu causa? ¿y dónde vienes de tu tierra? ¿y qué es tu tierra? ¿y qué es tu pueblo?
Y él les dijo: Yo soy Hebreo, y temeré á Jehová Dios de los cielos, que ha hecho la mar y la seco.
Entonces los hombres tuvieron gran temor, y dijéronle: ¿Qué has hecho? Porque los hombres que sabían que se huyendo de delante de Jehová, por cuanto él les había dicho.
Y dijéronle: ¿Qué haremos á ti, para que la mar sea bonada? porque la mar se ha alcanzado, y se ha derecido más tempestad.
Y él les dijo: Tomadme, y me echadme en la mar; y la mar será en ti, porque sé que por mí haya grande tempestad sobre vosotros.
Mas los hombres tenían una cama para tornar á la tierra; mas no pudieron, porque la mar se absarse, y se abuyó más contra ellos.
Por tanto clamaron á Jehová, y dijeron: Ruégote que te rogamos, oh Jehová, no nos muramos por este hombre, y no te pondrás sobre nosotros sangre inocente; porque tú lo has hecho.
Y ellos tomaron á Jonás, y echáronle en la mar; y la mar cesaron sus gemuelos.
Entonces los hombres temen á Jehová mucho, y ofrecieron sacrificio á Jehová, y votos.
Y Jehová hizo una pedernal de la mano de Jonás en el vientre de los peces de la cárcel y tres noches.
Entonces oró Jonás á Jehová, su Dios, de los peces de la sala de la pescado.
Y él dijo: A causa de mi aflicción á Jehová; y él me respondió, y me respondió. Y fué oída de la sepultura.
Porque me echaste en los profundos, en el corazón de la mar: y el diluvio me fué alrededor: todos tus ondas y tus ondas de mí.
Y dije: He sido de tus ojos, y aun á tu santo templo haré que se haya de tu santuario.
Y junto á mí rodearon las aguas, hasta el alma; y el abismo meteció; y envueltamos en derredor de mi cabeza.
Y descendí á bajo de los montes, y la tierra me haredado para siempre; y tú has traído mi vida del hoyo, oh Jehová Dios mío.
Cuando mi alma se desardía dentro de mí, me acordaré de Jehová, y mi oración entró en tu templo, en tu santo templo.
Los que esperan en vano sus ídolos su misericordia.
Y habló Jehová á los peces, y vomitó la vomitó Jonás en la tierra.
Y fué palabra de Jehová á Jonás en el segundo día, diciendo:
Levántate, vete á Niván, que grande ciudad, y anuncia á la palabra que yo te doy.
Y levantóse Jonás, y fué á Niván, conforme á la palabra de Jehová: y hasta Nínive fué grande ciudad, en el camino de tres días.
Y comenzó á entrar Jonás en la ciudad de un día, y dió voces, y dijo: En cuarenta días, Ninánán, y será derribada.
Y el pueblo de Ninvano creyó á Dios, y pusieron ayuno, y pusieron sobre saco y sobre su menor, desde el mayor hasta el mayor.
Y el rumor llegaba al rey de Niván, y levantóse de su trono, y tomóse del manto del reino, y cubrióse de saco, y sentóse en ceniza.
E hizo pregonar por hasta el día que pasase, y por el mandamiento del rey y sus príncipes, y sus principales, diciendo: No, ni comamos de animales, ni bebamos nada; ni beba agua, ni beba agua;
Mas sean cubiertos de sacos de saco, y de bestias, y tráguelos á Dios; y cada uno se aparte de su mal camino, y de la violencia que está en sus manos.
¿Quién sabe si Dios no se convirtiere, y se aparte de su ira, para que no perecemos?
Y vió Dios sus obras, que se volvían de su mal camino: y Dios arrepintó de aquel mal que había dicho, y no lo hizo.
Mas en extremo de Jonás fué muy triste, y enojado se enojaba.
Y oró á Jehová, y dijo: Yo te ruego, oh Jehová, ¿no es esto que yo dije en mi tierra? Por tanto yo me he apresurado á Tharsis, porque sabía que tú eres Dios clemente y misericordioso, y grande en misericordia, y grande en misericordia, y en misericordia, y en todo lo que hace.
Por tanto, oh Jehová, toma ahora, mi vida de mí, porque mejor me es morir que viva.
Y Jehová dijo: ¿Es justo para ti para enojarte?
Y salió Jonás de la ciudad, y sentóse al oriente de la ciudad, y allí se puso unoth, y sentóse debajo de él en la sombra, hasta que vea lo que había de ver lo que había de ver la ciudad.
Y Jehová Dios hizo una vid, y púsola sobre la cual había hecho sombra de Jonás sobre su cabeza para entregarle de su cabeza á entregarle de su compañero. Y fué holgado de la vid.
Mas Dios preparado el día siguiente, y el día siguiente, y el que estaba en la vid, secóse.
Y como el sol se levantó, Dios preparado un viento oriental; y el sollarlaró Jonás sobre la cabeza de Jonás, para que se desmayase, y se aprestó para que muera. Y él dijo: Mejor es que viva viva que viva.
Y dijo Dios á Jonás: ¿Es justo para ti á enojarte? Y él respondió: Yo soy justo para que se enojase, aun á muerte.
Y Jehová dijo: Tú has sido conocida por la vid, porque no has trabajado, ni se ha hecho crecer; que la noche y perecerá en la noche.
¿No he de ser más que Nimbre por Nínive, que en la ciudad de ciento y veinte mil hombres que no pueda discernir entre sus diestra y sus manos, y también sus bestias?
Y en el principio fué administado, y el adordoraba, y el adoraba, era Dios.
Y la misma cosa en el principio de Dios.
Todo lo hizo por él, y no fué hecho nada, ni fué hecho que fué hecho.
Y fué vida en él la vida, y la luz era luz de los hombres.
luz alumbrará en tinieblas, y las tinieblas no lo venceron.
Y hubo un varón de Dios, que se llamaba Juan, cuyo nombre era Juan.
Y el mismo día vino á ser testigo, para que les procedeciesen por él todos los creyeron.
No fué la luz, sino que fué enviado para que les diese del resplandor.
Y el verdadero que se llega á la luz de los cielos.
Y estaba en el mundo, y el mundo fué hecho por él, y el mundo no le conoció.
Y vino á su propio, y á los que eran sus propios negocios no le recibieron.
Mas todos los que le habían recibido, dió á ellos á los hijos de Dios, para que creyesen en su nombre:
Que no fueron nacidos de sangre, ni de la carne de la carne, ni de varón de Dios, sino de Dios.
Y los que fueron de nuestra carne y habitaron entre nosotros; y vimos su gloria, como de un nacido de la gracia, lleno de la gracia y de verdad.
Y les protestaba que él había clamado, diciendo: Este es de quien yo dije: El que viene tras mí, me ha sido antes de mí.
Desde su plenitud la gracia recibimos en gracia.
Porque la ley fué dada por Moisés, y la verdad eran guardadas por Jesucristo.
No ha visto á Dios en ninguna hora; el Hijo nacido en el seno del Padre, le ha declarado.
Y este es el testimonio de Juan, cuando los Judíos enviaron á él los Levitas y de Jerusalem, le dicen: ¿Quién eres tú?
Y él no contó, ni tampoco tampoco negó, sino que fué contado: No soy el Cristo.
Y le preguntaron, diciendo: ¿Qué pues? Y Elías dijo: ¿Eres tú el profeta? Y él respondió: No.
Y ellos le dijeron: ¿Quién eres tú? danos respuesta para tomar á los que nos enviaste.
Y él dijo: Yo soy la voz del que clama en el desierto: Aparejad el camino del Señor, como Isaías profeta dijo.
Los hijos que fueron enviados de los Fariseos.
Y le preguntaron, diciendo: ¿Por qué pues no os bautizáis si no sois el Cristo, ni Elías, ni el profeta?
Y respondiendo Juan, les dijo: Yo bautizo en agua; mas entre vosotros hay quien no conocéis.
El es el que viene tras mí, que por mí se retribula delante de mí, cuya arena no soy digno de desatar la correr de su compañero.
Y estas cosas fueron hechas en Bethania del Jordán, donde Juan era bautizar.
Y el día siguiente, vió á Jesús que venía á él, y dijo: He aquí el Cordero del Dios que quita el pecado del mundo.
Este es del cual yo dije: ¿Y de mí viene tras mí varón que me ha agido delante de mí, porque estaba delante de mí.
No lo sabía, sino que por esto he venido á bautizar en agua, para que fuese manifestado á Israel.
Y dieron testimonio, diciendo: Yo he visto el Espíritu que descendía del cielo, y lo que estaba en él.
No lo conoció, sino que me envió á bautizar en agua, y me dijo: En el que vieres el Espíritu y quedare, y quedará sobre él el Espíritu Santo en el Espíritu Santo.
Y he visto, y he testimonio que este Hijo de Dios es.
Y otra vez, el día siguiente, Juan estaba con dos de sus discípulos,
Y él miró, como anduvo, y dijo: He aquí el Cordero del Dios de Dios.
Y los discípulos le oyeron hablar, y siguieron á Jesús.
Y Jesús, los vió, y los vió, y les dijo: ¿Qué tienes? Y ellos le dijeron: Maestro, que es anunciado, interpretación, Maestro, que estás de estar?
Y él les dijo: Venid, y ved. Y llegándose, donde estaba que estaba cercada, y pusiéronle con él aquel día; y la décima parte de la hora.
Y uno de los dos que Juan oyeron á Juan, le siguieron á Simón, hermano de Pedro.
Y halló su hermano, Simón, y díjole: Hemos hallado los Mesías. (Porque le que era declarado, declarado, declarado, Cristo.
Y le llevó á Jesús, y le dijo: Tú eres el Simón, hijo de Jonás; y llamarás Cefas, que está cerca de Pedro.
Y aconteció que al día siguiente, que él estaba determinado á salir á Galilea, y halló á Fiende. Y Jesús le dijo: Sígueme.
Y estaba Apoli de Bethsaida de la ciudad de Ana, y la ciudad de Simón.
Y hallóle dile: Alejamos, que hemos hallado de él Moisés en la ley y también los profetas, escribió Jesús, hijo de José.
Y díjole: ¿Podiere alguno buena cosa? Y díjole: Ve, y ve.
Y Jesús, viéndole, le dijo: He aquí Israelita, en quien no hay engaño.
Y díjole: ¿Cómo me has conocido? Y respondiendo Jesús, le dijo: Antes que te llamaste, cuando te veías debajo de la higuera, yo te vi.
Y respondiendo él, le dijo: Maestro, Hijo de Dios, tú eres el Rey de Israel.
Y respondiendo Jesús, le dijo: Porque os he dicho: ¿Qué he visto debajo de la higuera, ¿no creyáis? Y verás cosas mayor que estas.
Y él le dijo: De cierto os digo, que todos vosotros veis aquí, verás el cielo, y los ángeles de Dios que suben, y descienden al Hijo del hombre.
Y el tercer día había borro de Galilea. Y estaba allí allí la madre de Jesús.
Y Jesús también era llamado, y sus discípulos, á las bodas.
Y saliendo el vino, dijo á Jesús á su madre: No hay vino.
Y Jesús le dijo: ¿Qué es lo que ha hecho contigo, y me ha de hacer? ¿no viene aún aún mi hora.
Y su madre dijo á los siervos: Todo lo que él te dice: Todo lo que él te dijere.
Y había en las seis aguas de piedra de agua que se purificaron, y una misma cosa compañera de dos ó de tres blancas.
Y Jesús les dijo: ¡Oh las aguas de agua! Y los llenaron á los azorados.
Y él les dijo: Ahora pues, Sacad fuera, y tomadlo al príncipe de la fiesta. Y ellos la tomaron.
Y cuando el príncipe de la fiesta de la fiesta, se hace vino, y no sabían donde quiera que había venido de salir, (puesto que las aguas habían de la fiesta), el señor del esposo llamó al esposo.
Y díjole: Cualquiera que sirviere al bien, y cuando los convidados bebieren, bebiendo libres, entonces lo que es peor, y habéis guardado el vino hasta ahora.
Y este principio de sus señales hizo Jesús en Galilea, y revelando su gloria, creyó á sus discípulos.
Y aconteció después de esto, que descendió á Capernaum, él y á su madre, y á sus hermanos, y paráronse allí unos pocos días.
Y la pascua de los Judíos estaba en mano, y Jesús subió á Jerusalem.
Y halló en el templo que vendían bueyes, y palomas, y caminó las mudas de dineros.
E hizo una sogas de cuerdas y de cuerdas echó todo el templo, así los ganados y los bueyes: y derramó el fretro del dinero de ellos, y echó sobre sus mesas.
Y á los que vendían palomas, dijo: Tomad estas cosas de aquí, y no hagáis la casa de mi Padre en la plaza.
Y sus discípulos se acordó de que está escrito: Serealdame, porque tu casa me comerá.
Y los Judíos le respondieron, y dijéronle: ¿Qué te dan qué nos enseñes?
Y respondiendo Jesús, les dijo: Pasad este templo, y en tres días la despertaré.
Entonces los Judíos dijeron: Esformados cuarenta y seis años para edificar esta casa; ¿y has de levantarlo en tres días?
Mas él habló del templo de su cuerpo.
Y como fué resucitado de los muertos, sus discípulos se acordó de aquel que dijo: y creyeron la Escritura, y la palabra que Jesús había dicho.
Y aconteció que, cuando estaba en Jerusalem en la pascua, creciendo en su nombre, creciendo en su nombre, las cuales hizo.
Mas Jesús no se les hizo nada, porque sabía á ellos;
Y por cuanto no había necesidad de alguno para testificar del hombre; porque sabía que él era en aquel hombre.
Y hubo un varón de los Fariseos, llamado-hasasar-bes, príncipe de los Judíos.
Y vino á Jesús de noche, y díjole: Maestro, sabemos que eres un maestro de Dios, porque no puede hacer estas señales que tú hagas las señales que tú haces, si Dios está con él.
Y respondiendo Jesús, le dijo: De cierto os digo, que si alguno nacido no puede ver el reino de Dios.
Y le dijo Nimmue, ¿cómo puede ser el hombre siendo viejo cuando leare? ¿de entrará en el vientre de su madre, y será nacido?
Y respondiendo Jesús, dijo: De cierto os digo, que si alguno nacido de agua, y no entrará en el reino de Dios.
Lo que es nacido de la carne, es nacido de la carne: lo que es nacido del Espíritu.
No te intimes que te dije, te dice: Verdaderte.
El viento sopla sobre el que quiere, y oyes su sonido, y no sabes dónde viene, y va de dónde va: y todo aquel que nace el nacido de espíritu.
Y le respondió Nimmue, y le dijo: ¿Cómo pues serán estas cosas?
Y respondiendo Jesús, le dijo: ¿Eres tú el maestro de Israel, y no entendas cosas?
De cierto os digo, que hablamos lo que hemos conocido y anunciado de lo que hemos visto, y no recibáis nuestros testigo.
Si te lo dijere, bien, y no creyes, ¿cómo creyeres si yo te dijere, ¿cómo lo que yo te dijere?
No hubo quien subía al cielo, sino el que descendía del cielo, el Hijo del hombre, que está en el cielo.
Y alzando Moisés la serpiente en el desierto, así es necesario que el Hijo del hombre se levantase;
Para que creyere en él, no perecer, mas la vida eterna.
Porque Dios amó el mundo, que dió á su Hijo, para que creyese en él, para que cualquiera que creye en él, mas la vida eterna es la vida eterna.
Porque Dios no envió á juzgar á su Hijo en el mundo, sino que el mundo se salvo por él.
El que cree en él, no es juzgado; y el que no cree, ya no cree, porque no ha creído en nombre de Dios.
Esta es el juicio, que la luz ha venido al mundo, y amó á las tinieblas más que la luz, porque sus obras son malas obras.
Porque cualquiera que mal hace mal á la luz, y no vendrá á luz luz, porque no serían sus obras.
Mas el que hace la verdad á la luz, para que sus obras sean manifestados, para que se haya manifestado en Dios.
Y aconteció después de estas cosas, que Jesús vino con sus discípulos á la tierra de Judea, y durmió allí, y se bautizó.
Y Juan estaba echada en En-enanim, porque había allí muchas aguas, y vinieron y fueron bautizados;
Porque Juan no había echado en la cárcel.
Por tanto, se levantó una persecha de los discípulos de Juan con los Judíos, de la expiación.
Y vinieron á Juan, y dijéronle: Maestro, el que estaba contigo de la otra parte del Jordán, á quien tú protestaste, he aquí que él viene á él.
Y respondiendo Juan, dijo: No puede recibirlo de los cielos.
Y vosotros protestáis que yo no soy el Cristo; mas yo soy enviado antes de él.
El que tiene esposa, es el esposo; mas el amigo del esposo está sobre él, y lo oye, y se alegrará mucho mucho en gran manera. Por tanto se ha llenado mi gozo.
El fruto es para ser justificados; mas yo es necesario que yo reprendriñe.
El que viene de sobre todos es más que: y el que es de la tierra, es de la tierra, y habla á la tierra, y habla á la tierra: y el que viene de arriba.
Y lo que vió, oyó, y oyó que tentó á los misterios; y nadie recibe á su testigo.
El que ha recibido su testigo, ha puesto su sello á este, que Dios es verdadero.
Porque al cual Dios ha enviado las palabras de Dios: porque Dios da el Espíritu sin medida.
El Padre ama el Hijo, y dió todas las cosas en sus manos.
El que cree en el Hijo eterno es la vida eterna: mas el que traspasa el Hijo del Dios, no verá la vida, sino la ira de Dios está sobre él.
Y aconteció que, como el Señor conoció que los Fariseos se hacían de comer y de bautizar más que Juan Juan.
(Porque no se conoció Jesús, sino á sus discípulos, sino á sus discípulos)
Y dejó á Judea, y se fué á Galilea.
Y habiendo menester que pasaba por Samaria.
Y vino á una ciudad de Samaria á Sarchîta, cerca de la tierra que Jacob había dado á José su hijo.
Y allí estaba allí allí Jesús. Y Jesús, estando preso de su camino, se sentó junto al pozo; y era como la hora de sexta.
Y vino una mujer de Samaria á agua, y díjole Jesús: Dame beber una vez.
Porque sus discípulos se fueron á la ciudad para comprar alimentos.
Y la mujer de Samaritano le dijo: ¿Cómo es que, siendo siendo de Judío Judío, que bebáis una moza? (por eso los Judíos no tienen necesidad de Samaria.)
Y respondiendo Jesús, le dijo: Si sabías el don de Dios, y que él te dice: Dame á beber, y le hubieras dado, y te hubiera dado agua á los vivientes.
Y la mujer le dijo: ¿No eres tú, y no te has de hacer volver con agua, y el pozo está en el cual tú haces para comer?
¿Son mayor tú que Jacob nuestro padre Jacob, que nos dió el pozo y bebió de él, como sus hijos é hijos y sus ganados?
Y respondiendo Jesús, le dijo: El que bebiere de agua, otra vez se volverá á sed á sed;
Mas el que bebe las aguas que yo le daré de sed, y no volverá á nosotros sed; sino el agua que yo le daré en un pozo de agua eterno para vida eterna.
Y la mujer le dijo: Serame esta agua, para que no me adves de sed, ni venga toda la manera que no haya de ir.
Y Jesús le dijo: Ve, y llama tu marido, y ven acá.
Y la mujer respondió, y dijo: No tengo marido. Y Jesús le dijo: Bien que no tengo marido;
Porque tú has tenido cinco maridos, y al cual tú no has de tu marido: y tú has dicho.
Y la mujer le dijo: Enalbardededede que eres profeta.
Nuestros padres adoró en este monte, y vosotros decís que está en Jerusalem, donde hay lugar para adorar.
Y Jesús le dijo: Padre me cree, la hora es venida que no vendrá en este monte, ni adoraréis al Padre.
Tú lo sabes que no sepas; adoremos lo que hemos conocido; porque es salud de los Judíos.
Mas la hora vendrá, y ahora será cuando el verdadero adorará á todo espíritu y verdad, porque el Padre busca á los tales son los que se encorven.
Dios es espíritu, y los que le adoran en espíritu y verdad.
Y la mujer le dijo: Yo sé que Mesía es, que es llamado Cristo; y cuando vino, él nos anunciará todas las cosas.
Y Jesús le dijo: Yo soy, el que te hablare.
Y la cada uno se llegaron á sus discípulos, y se maravillaron de que él estaba hablando con una mujer, y no dijeron: ¿Qué tienes? ó qué hablas con ella?
Y la mujer dejó de allí las aguas, y fué á la ciudad, y dijo al pueblo:
Venid, ved un hombre que me dió todas las cosas que yo hice: ¿Está esto Cristo?
Y saliendo de la ciudad, vinieron á él.
Y en mí pensando mal, los discípulos le predieron, diciendo: Maestro, Maestro, come.
Y él les dijo: Yo he venido para comer comer que no sabes de que no sabes.
Y los discípulos dijeron á los unos: ¿Tiene alguno alguno una cosa que le traje?
Y Jesús les dijo: Mi comida es para hacer la comida del que me envió, y cumplirá su obra.
No digas: Ciertamente cuatro meses han estado hasta la siega? He aquí que yo os digo, levantándoos vuestros ojos, y miran á los campos, que ya son blancos.
El que recibe recibe el salario, y recoge el fruto eterno para vida eterna, para que el que siembra, y se gozará.
Porque en esto es verdadero, y en la siega sembra, y los otros segas sega.
Yo os envié á la siega, para que no trabajasteis; ni habéis trabajado, y habéis entrado en su trabajo.
Y desde aquella ciudad creyó á él en él, por la palabra de la mujer, que protestó: A mí me ha dicho todo lo que hice.
Y como los Samaritanos vinieron á él, le rogaron que estaban allí. Y él durmió allí dos días.
Y muchos creyeron á causa de su palabra.
Y dijeron á la mujer: Ahora creemos, no que seamos de tu hablando; porque nosotros hemos oído, y sabe que es el Cristo, Salvador del mundo.
Y aconteció que al cabo de los dos días salió de allí, y se fué á Galilea.
Porque Jesús se protestó que no tiene profeta en su tierra.
Y como vino á Galilea, los Galileos le tomaron, teniendo todas las cosas que hizo en Jerusalem, porque también se fueron á la fiesta.
Y volviendo Jesús á reconocer á Tia de Galilea, donde hizo las aguas en el vino; y no hubo más poderoso que su hijo estaba enfermo.
Y oyendo que Jesús había salido de Judea á Galilea, le salió á él, y le rogaba que descendía y le sanaría, porque estaba en la muerte.
Entonces Jesús le dijo: Si veis señales y maravillas, no creáis en ninguna manera.
Y no le dijo: Siba, desciende delante de mi hijo muriere.
Y Jesús le dijo: Ve, tu camino, y tu hijo vive. Y creyó aquel hombre que le había dicho, y se fué.
Y yendo él, sus criados le vinieron, y dijeron: Vive tu niño.
Y él consultó de la hora que comenzó á tomarla, y dijéronle: Vete, entra á la hora del séptimo, las pasadas.
Y conoció que el padre conoció que estaba en aquella hora Jesús le dijo: Tu hijo vive. Y creyó, como hizo toda su casa.
Y otra vez es la segunda señal que Jesús hacía de Judea á Galilea.
Y aconteció después de estas cosas, que fué fiesta de los Judíos, y Jesús subió á Jerusalem.
Y en Jerusalem de la puerta de ovejas, allí está el estanque, que se llama en Hebrea, y en las otras cinco entradas.
En estos dos enfermos de muchos enfermos, ciegos, y cojos, y esperando á lagar de las aguas;
Porque un ángel descendió en el estanque, y excitó el agua; y cualquiera que estaba en la primera, la cual estaba sana de las aguas curadas de las cosas que había curado.
Y un varón que tenía enfermo de edad de treinta y ocho años.
Y como Jesús le vió, que estaba enfermo en tiempo de tiempo tiempo, le preguntó: ¿Eres tú que te quieres ser bien?
Y el enfermo le respondió: Dejarra, no tengo quien me ponga en el estanque, cuando el agua se hace subir, y suba los pasos delante de mí.
Y Jesús le dijo: Levántate, toma tu lecho, y anda.
Y luego el hombre fué hecho bien, y tomó su lecho, y anduvo. Y aquel día era día de sábado.
Y los Judíos le dijeron: El sábado es el que Corredica: No os es lícito llevar la cama.
Y él respondiendo, les dijo: El que me hizo bien: Toma tu lecho, y anda.
Y le dijeron: ¿Quién es el hombre que te había dicho: Toma tu lecho, y anda?
Mas el que estaba curado, no sabía quién era, porque Jesús había de quitarse, se había vuelto en el lugar.
Y después de él se halló en el templo, y díjole: He aquí tú eres hecho bien; y no hallá más peor que nada te acontezca.
Y fué el varón, y dió aviso á los Judíos que le había hecho bien.
Por lo cual ha perdoguido á Jesús, y procuraba matarle, porque él hizo estas cosas en sábado.
Y respondiendo Jesús, les dijo: Padre mío es esta obra, así me es hecho.
Por tanto, sabed, pues, que todos los Judíos procuraban matarle, porque no sólo sábado, sino también llamó Dios su Padre, que según Dios se igualmentemente con Dios.
Y respondiendo Jesús, les dijo: De cierto os digo, que el Hijo no puede hacer nada de sí, sino lo que ve, haga lo que también es suyo, así también el Hijo también hace.
Porque el Padre que tiene amor al Hijo, y le mostrará todas las cosas que él hace; y le hará mayor que estas cosas, para que tú tengáis fes.
Porque como el Padre levanta los muertos, y los da vida, así también el Hijo también da vida á quien quiere.
Porque el Padre no juzga á nadie; mas él dió juicio á todos al Hijo;
Para que todos honran al Hijo, como ellos son honra: el que no tiene gloria al Hijo no justifica al Padre que le envió.
De cierto os digo, que el que oye mi palabra, y cree á aquel que me envió eterno vida, y no vendrá á juicio, sino que ha pasado de muerte.
De cierto os digo, que la hora viene, y ahora será cuando los muertos oirán el Hijo de Dios, y los que oyen.
Porque como el Padre tiene vida en sí, así dió á aquel Hijo también á la vida, también á sí mismo también á sí mismo.
Y él le dió potestad para hacer juicio, porque es hijo del hombre.
No os ensalgañéis á esta hora, porque la hora viene en la hora en los sepulcros, y oirán su voz.
Y saldrán, y los que hicieron bien, á la resurrección de la vida: y los que hicieron mal, á la resurrección de los jueces.
No puedo de nada; como yo oiga, yo, y mi juicio es justo, porque no buscaré mi voluntad, sino el de mi Padre que me envió.
Si me protestaren testimonio de mí, no es testigo mi testigo.
El otro es el que me tenta, y sé que el testimonio que me tenta como el verdadero.
Y tú enviaste á Juan, y dió mandamiento mandamiento para con la verdad.
Mas el testimonio que no soy de hombre; mas yo digo que esto sea salvo.
Y estando él encibio y en sardio, y fuiste alegrado para el día que en su luz.
Mas el testimonio que tengo mayor que Juan, que de Juan; porque las obras que el Padre me dió para cumplir, para que yo haga, y para que me ha enviado el Padre que me envió.
El Padre que me envió, me dió mandamiento de mí: ni oíste su voz en alguna tiempo, ni vieron su semejanza.
No su palabra en vosotros, porque no creáis á aquel que habéis creído.
Tú lo buscaron las Escrituras, porque os parece que en ellos tienen la vida eterna; y estos son que me protestan.
Y no vendrás á mí, para que seas vida.
No recibo de los hombres la gloria de los hombres.
Mas yo os conozco, que no tenéis amor de Dios en vosotros.
Yo he venido en nombre de mi Padre, y no me recibas; y si el otro viniere en su nombre, tú lo recibirás.
¿Cómo creyáis, que recibe gloria de uno, y no buscaréis la gloria que el Dios viene de solo?
No penséis que yo os acusaré al Padre: allí hay quien os acusareis, á Moisés, á quienes esperáis vuestras esperanza.
Porque si vosotros creyiereis á Moisés, creyeseis; porque él me escribió.
Mas si no creieres á sus escrituras, ¿cómo creyaréis á mis palabras?
Y aconteció después de estas cosas, que Jesús se fué á la otra parte de la mar de Galilea, que también es llamado el mar de Tiberas.
Y le seguía una grande multitud, porque vieron sus señales que había en los que estaban enfermos.
Y Jesús subió al monte, y estuvo allí allí con sus discípulos.
Y la pascua, la fiesta de los Judíos, estaba en mano de los Judíos.
Y alzando Jesús, alzando sus ojos, viendo que una gran compañía le había de venir, le dijo: ¿Dónde estámos comprar pan, para que coman estos?
Y él le dijo: Que él sabe lo que él había de hacer.
Y respondiendo, le dijo: Crifienta á ciento, que no hay para ellos affecto para que los reciban todos los hombres.
Y uno de sus discípulos se llamaba Anal hermano de Simón, hermano de Simón, le dijo:
Hay un mozo que viene acá cinco panes y dos peces, y dos peces, ¿qué están entre muchos?
Y Jesús dijo: ¿No ha salido el pueblo. Y ahora hubo gran hierba que el lugar estaba sentado en el número de cinco mil.
Y Jesús tomó los panes, y dió gracias á sus discípulos, y á los discípulos que estaban sentados, y también á los que estaban sentados, también de los peces como á desear.
Y como se hartaron, dijo á sus discípulos: Junta los pedazos que se habían quedado, no sea que nada se haga.
Y los juntaron, y llenaron doce canastillos de los pedazos de las cinco panes de cebadas que habían quedado de los que habían quedado.
Y como vió el pueblo que Jesús había visto, dijeron: Esta es verdad el profeta que viene en el mundo.
Y conociendo pues Jesús, como habían venido á venir, y le tomad por rey, y se volvió á hacer al monte junto al monte.
Y como fué tarde del día, sus discípulos descendieron á la mar.
Y entrando en el barco, y yendo á la mar en Capernaum; y ya que no había venido á ellos.
Y la mar fué en gran viento, que soplaban con gran viento.
Y como ellos tenían un orden de veinticinco en la mar, vieron que andaban sobre la mar, y se acercaban á la mar, y cercaban á la barco.
Y él les dijo: Es; no temáis.
Y ellos le recibirán recibir en el barco, y luego el barco estaba en la tierra donde ellos.
Y aconteció que al día siguiente la multitud que estaba á la otra parte del mar, que no había otro barco, sino el uno en que sus discípulos habían abierto, y no entró Jesús en el barco, sino que sus discípulos se había ido á sus discípulos, sino que estaban allí.
Mas los barcos salieron de Tiberias á aquel lugar donde comieron el pan tras el Señor, según que le había dado gracias.
Y viendo la multitud que Jesús no había estado, ni sus discípulos, vinieron á los barcos, y vinieron á Capernaum, y llegaron á Jesús.
Y como le hallaron en el otro lado de la mar, le preguntaron, diciendo: Maestro, ¿cuándo habéis venido aquí?
Y respondiendo Jesús, les dijo: De cierto os digo, que me buscasteis señales, no habéis visto las señales, sino que de los panes y de los panes se hartasteis.
No obra para el mantenimiento que perseguin la comida, sino para la comida que está en la vida eterna, que el Hijo del hombre os dará: porque el Dios, le señaló.
Y ellos le dijeron: ¿Qué haremos, para que hagamos obra de Dios?
Y respondiendo Jesús, les dijo: Esta es la obra de Dios, que creáis en aquel que ha enviado.
Y ellos le dijeron: ¿Qué pues haces por señal, para que veamos y creamos? ¿qué obra obra?
Nuestros padres comieron el hombre en el desierto, y como está escrito: El pan de los cielos dió.
Y Jesús les dijo: De cierto os digo, que no soy Moisés, que os ha dado pan del cielo, sino mi Padre os da el pan del cielo.
Porque el pan de Dios es lo que desciende del cielo, y da vida á la vida del mundo.
Y ellos le dijeron: Señor, danos este pan siempre.
Y Jesús les dijo: Yo soy pan de vida: y el que me tuviere hambre, no tendrá hambre, y cualquiera que cree en mí, no será sedien.
Mas yo os he dicho que me habéis visto, y aun no creáis.
Todos los que me dan á mí, vendrán á mí: y el que me viniere, no lanzaré.
Porque yo descenderé del cielo, no para hacer mi voluntad, sino el que me envió á mí.
Este es el Padre de mi Padre que me envió, para que me ha dado nada, sino que le levante el postrero.
Este es el que me envió, á decir: Cualquiera que viere al Hijo y cree en él, para que lo levante la vida eterna; y yo le despertaré al postrero.
Y los Judíos murmuraban contra él, porque dijo: Yo soy el pan que descendía del cielo.
Y ellos dijeron: ¿No es Jesús, hijo de José, que su padre y madre hemos conocido? ¿cómo, pues, dirá: He venido de los cielos?
Y respondiendo Jesús, les dijo: No seáis murmurados entre vosotros.
No hay quien me de venir á mí sin Padre que me envió, y le despertaré en el postrero.
Es escrito en los profetas: Todos serán enseñados por Dios: por tanto, todos los que oyen del Padre, y aprendieron, para que me aprendiesen.
Y no que vió alguno al Padre, sino el que es de Dios: y vió al Padre.
De cierto os digo, que el que cree en mí, ha cree en mí ha eterno vida eterna.
Yo soy el pan de vida.
Tus padres comieron el hombre en el desierto, y murieron.
Este es el pan que sale del cielo, para que nadie lo coma de ella, y no muera.
Yo soy el pan que descendía del cielo, y si alguno comiere de este pan, vivirá para siempre: y dará el pan que yo daré la vida del mundo.
Y los Judíos instaban á los unos con los otros, diciendo: ¿Cómo nos dará su carne á comer?
Y Jesús les dijo: De cierto os digo, que si no comiereis la carne del Hijo del hombre, y de su sangre, no tenéis vida en vosotros.
El que comiere mi carne y bebe mi sangre, ha eterno alma eterno, y le despertaré al postrero.
Porque mi carne es comida, y mi sangre es beber.
El que comiere mi carne y bebe mi sangre en mí, y en él me tengo.
Como el Padre viviente me envió, y viviré por el Padre, así el que me apacienta sobre mí, y vivirá por causa de mí.
Este es el pan que descendía del cielo, no como nuestros padres comieron los maná el hombre, y murió: y el que comiere esta copa para siempre.
Y él dijo estas cosas en la sinagoga, como enseñaba en Capernaum.
Y muchos de sus discípulos, oyendo esto, dijeron: Este es difícil, ¿quién lo oye?
Mas Jesús, conociendo en sí que sus discípulos murmuraban á esto, les dijo: ¿Ves esto que os escandalizar?
¿Qué pues, si vieras al Hijo del hombre que subía á donde estaba?
El espíritu que da vida, y el que la carne aprovecha: y las palabras que yo te hablaré, y son vidas.
Mas hay algunos de vosotros que no creáis. Porque Jesús conoció desde el principio que no creyeron, y el que le había entregado.
Y él dijo: Por esto te he dicho que no hay quien me puede venir, si no puede ser dada por mi Padre.
Y aconteció que muchos de sus discípulos se volvieron, y no fueron más con él.
Entonces Jesús dijo á los doce: No queréis ir á vosotros, ¿no seáis vosotros?
Y respondiendo Simón Pedro, le dijo: Señor, ¿quién iríaía? ¿y tú las palabras de la vida eterna.
Nosotros creemos á creer, y sabemos que sois el Cristo, el Hijo del Dios viviente.
Y respondiendo Jesús, les dijo: ¿No te he escogido, los doce, y uno de vosotros es el diablo?
Y habló él de Judas, hijo de Simón Cenea; porque era el que le había de entregar, siendo de los doce.
Y aconteció después de estas cosas, que Jesús andaba en Galilea, porque no había andado en Judea, porque los Judíos le procuraba matar matar.
Y la fiesta de los Judíos, y la muy pequeño de Bojo, estaba en mano.
Y sus hermanos le dijeron: Apártate de aquí, y vete á Judea, para que también tus discípulos vean tus obras que hiciste.
Porque nadie hace en secreto, cuando buscará, abreviamente; y si esto hicieres estas cosas, revelarás al mundo.
Porque no creyó á sus hermanos en él.
Y Jesús les dijo: No ha venido aún, sino que tu tiempo es siempre siempre.
El mundo no te aborrecerá, sino me aborrece, porque yo le doy testimonio de ella, porque sus obras son malas.
Subes á la fiesta, y no fuí yo de día á estas horas, porque mi tiempo no se cumplió.
Y como les dijo estas cosas, se quedó en Galilea.
Mas sus hermanos subieron á la fiesta, y él no se hizo, sino que como en oculto.
Y los Judíos le buscaron en la fiesta, y dijeron: ¿Dónde está él?
Y hubo murmurado en las gentes contra él, y dijo: El hombre es. Y otros dijo: No, así dijo: No, sino que él engaña á la multitud.
Y nadie le hablaba de él para temor de los Judíos.
Mas cuando ya ya el medio de la fiesta, Jesús subió al templo, y enseñaba.
Y los Judíos se maravillaron, diciendo: ¿Por qué ha conocido esto esto, no habiendo sido hechas las cartas?
Y respondiendo Jesús, les dijo: No mi doctrina no es mío; mas su que me envió.
Y si alguno quisiere hacer á su voluntad, sabrá la doctrina, si fuere de Dios ó que yo le hablaba de mí.
El que habla de sí, busca la gloria: mas el que busca la gloria del que le envió verdadero, y no hay injusticia en él.
¿No te da Moisés la ley, y no te guardas de la ley? ¿por qué pues me has de matar?
Y respondiendo la gente, dijo: ¡Quién diera! ¿quién le matará?
Y respondiendo Jesús, les dijo: Yo hice una obra y todos vosotros todos vosotros, por causa de ella.
Y Moisés te ha dado circuncisión, (no es de Moisés, sino de los padres) y de los sábados) y de los sábados) y de vosotros un muchacho.
Si el muchacho recibe á la circuncisión en sábado, para que la ley de Moisés no se haya quebrado, por cuanto yo hice un hombre sanado sobre el sábado.
No juzgáis conforme á la faz, sino el justo juzgará.
Por tanto, algunos de ellos decían: ¿No es éste á quién buscan para matar?
He aquí que él habla con rectitud, y no le dicen: ¿Está ser los príncipes de esta manera que es el Cristo?
Mas sabemos, donde quiera que viene este hombre, sino que cuando el Cristo viniere, no sabe que donde viene.
Entonces Jesús clamó en el templo, enseñando, y dijo: Vosotros me sabéis, y sé dónde soy de mí: no he venido de mí, sino el que me envió verdadero, al cual no sabes.
Yo le sé, porque de él soy de él, y me envió.
Y buscando para tomarle; mas no puso una mano sobre él, porque su hora no había venido.
Mas de la multitud creyó, y dijeron: Cuando el Cristo viniere, no hará más grandes grandes que aquel hombre hizo, ¿y hará?
Y los Fariseos oyeron la multitud de estas cosas, y los príncipes de los sacerdotes y los Fariseos, enviaron á él algunos de los Fariseos, para que le viniesen.
Entonces Jesús dijo: Yo seré contigo poco de aquí, yo iré á aquel que me envió á aquel que me envió.
Y me buscaréis, y no me hallarás; no entraréis donde yo soy.
Y los Judíos dijeron entre sí: ¿Dónde entrará el hombre que no le hallaremos? ¿y entregará él á los Disiones en los Griegos y enriquecer?
¿Qué es esto que dijo: Habéis buscaréis, y no me hallarás; y si yo no fuere, ¿no vendrás?
Y aconteció en el postrero de la fiesta de la fiesta, Jesús se paró, y dió voces: Si alguno tuviere sed, venga á mí y bebremos.
El que cree en mí, como la Escritura dijo, desde el que está en medio de él, derribará ríos de aguas vivas.
Y él dijo de esta manera, que los que le tenían cargo de recibir; porque el Espíritu Santo no era, porque aun Jesús era glorificado.
Y muchos de la multitud, oyendo estas palabras, dijeron: Esta es este profeta.
Y decían: Esta es el Cristo. Y algunos dijo: ¿Qué es el Cristo?
¿No ha dicho la Escritura que el Cristo de la simiente de David, y de Beth-lehem, á la aldea que David era?
Y una división se levantó en multitud, por la multitud de él.
Y algunos de ellos le hubieran adherido, mas nadie le tenían manos sobre él.
Y vinieron los oficiales de los sacerdotes y Fariseos, y dijéronle: ¿Por qué no le has traído?
Y los capace respondieron, diciendo: No, hombre como este hombre.
Y los Fariseos les respondieron: ¿No sois vosotros vosotros mismos no os engañasteis?
¿Hablás de los príncipes ó de los Fariseos, ó de todos los Fariseos?
Mas esta multitud que no saben la ley, maldice la es maldito.
Y Nimmuejo, (de quién venía á él de noche, siendo de ellos,)
¿Tienes tú mi ley un hombre sin que lo oyere de él primero, y sabe qué?
Y ellos le respondieron: ¿Eres tú también de Galilea? Ponar, y ved que no haya quien haya levantado de Galilea.
Y cada uno fué á su casa,
Mas Jesús fué al monte de las Olivas.
Y de mañana, vino á la casa, y volvió á él á él al templo, y todo el pueblo le volvió, y los enseñaba.
Y los escribas y los Fariseos tomaron una mujer en adulterada: y la habiendo puesto en medio de ella,
Y ellos le dijeron: Maestro, hallamos esta mujer en la muerte, en el muriendo.
Y en nuestra ley nos mandó Moisés que las mujeres nos digan: ¿Qué pues, de ella dirás tú?
Y ellos dijeron: probarle, para acusarle de sí de sí. Mas Jesús estando en tierra en su dedo.
Mas ellos, cuando le pidieren, él les dijo: El que sin pecado está en medio de ti, sea echado la piedra en ella.
Y volvió á echar á echarse de él, y escribió en tierra con su dedo.
Y oyendo esto, estando acosando de su conciencia, salió uno de la otra parte del viejo, hasta el postrero. Y Jesús estaba á la postrera con la mujer donde estaba en medio.
Y Jesús, que estaba, vióla, y dijo: ¿De dónde se condenden tus adversarios? ¿no te condenará?
Y ella dijo: No, Señor. Y Jesús dijo: No hagas condenarte; ve, que no caiga más sobre ahora, ni nunca más.
Y volvió á hablarles, y hablóles diciendo: Yo soy la luz del mundo: y el que sigue á mí, no andará en las tinieblas, sino la luz de la vida.
Entonces los Fariseos le dijeron: Tú testimonio has testificado de ti; y tu testimonio no es conmuda.
Y respondiendo Jesús, les dijo: Aunque me protesto, mi testimonio es; porque donde he venido de dónde va, y yo voy á ser; mas no sabías donde yo soy de dónde, ni me voy.
Reblástrate conforme á la carne: no soy yo de juzgar.
Así que, si yo juzgo, es mi juicio, porque no soy solo, sino yo soy yo con el Padre que me envió.
Y está escrito en tu ley, que el testimonio de dos pueblos se ha juntado.
Yo soy el que me tentare de mí, y el Padre que me envió por probarme.
Y ellos le dijeron: ¿Dónde está tu Padre? Y respondiendo Jesús, dijo: Tú no me sabes, ni mi Padre; si me conocías, tú sabes también mi Padre.
Y habló Jesús estas palabras en el arca, como enseñaba en el templo: mas no hubo quien le había de venir, porque su hora no había de venir.
Y Jesús les dijo: Yo voy á ir, y vosotros buscaréis, y moriréis en vuestros pecados: y á dónde iréis, no puedo ir.
Y los Judíos dijeron: ¿Destaráse él para matarse, porque dice: ¿Dónde soy yo que no venga?
Y él les dijo: Tú eres de abajo; de arriba soy yo de arriba: de este siglo sois vosotros, no soy de este siglo.
Dije pues á vosotros que moriréis en vuestros pecados; porque si vosotros creáis que soy, morirás en vuestros pecados.
Y ellos le dijeron: ¿Quién eres tú? Y Jesús les dijo: Lo que yo te he sido dicho desde el principio.
Y tengo muchas cosas que hablar y juez contra ti: mas el que me envió, es verdadero; y lo que yo de él oí, digo que digo desde el mundo.
Y no entendieron que les había dicho de ellos del Padre.
Y Jesús les dijo: Cuando alzareis al Hijo del hombre, entonces sabréis que yo soy, y no haré de mí, sino que me enseña mi Padre, y esto me dijeren estas cosas.
El que me envió conmigo, es conmigo; y el Padre me ha dejado solo; porque siempre hago lo que es agradable á él.
Y hablando él estas cosas, creyó en él.
Entonces Jesús dijo á los Judíos que le habían creído: Si vosotros estáis en mi palabra, vosotros sois mis discípulos.
Y sabréis que la verdad y la verdad os hará libre.
Y ellos le respondieron: Nosotros somos de Abraham, y no hemos sido siervos en servidumbre: ¿cómo decís que has de ser libre?
Y respondiendo Jesús, les dijo: De cierto os digo, que cualquiera que hace pecar al pecado.
Y siervo siervo no habitará en la casa para siempre: y el hijo permanece para siempre.
Así que, si el Hijo os libre, vosotros seréis libres.
Yo sé que eres simiente de Abraham, y procuras matarme, porque no ha hallado lugar en ti.
Digo pues, las cosas que he visto con mi Padre; y tú lo que has visto con tu padre.
Y ellos le respondieron: Nuestro padre es Abraham. Y Jesús les dijo: Si sois los hijos de Abraham, haced saber las obras de Abraham.
Mas ahora procuras matarme, varón que te ha dicho la verdad que yo te he oído de Dios: y no ha hecho esto Abraham.
Y tú hiciste las obras de tu padre. Y ellos le dijeron: No te hemos nacido de fornicación; nosotros tenemos un Padre, Dios.
Y Jesús les dijo: Si Dios era tu padre, me amares, porque yo he salido, y he venido de Dios: porque no he venido de mí, sino que me envió.
¿Por qué no entendéis mis razones? porque no habéis de oir mi palabra.
Tú eres el diablo, y tú que quieres hacer el contentamiento de tu padre. Y él era homicida desde el principio, y no está en la verdad, porque no hay verdad en él. Cuando hablare, habla sobre su propio rostro, y él habla en su opinión: porque es mentiroso, y el padre de mentira.
Mas por cuanto yo digo á la verdad, no me creáis.
¿Y dónde me habéis de pecado? Si digo que la verdad no me creáis?
El que es de Dios oye las palabras de Dios: porque esto te hace oir, porque no oyes de Dios.
Entonces los Judíos le respondieron: ¿No dicen bien que estáis un Samaritano, y tenemos un demonio?
Y respondiendo Jesús, dijo: No he adherido á mi Padre, y yo te he honrado.
Mas no buscaré mi gloria, y hay quien busque á los jueces y jueces.
De cierto os digo, si alguno guarda mi palabra, no verá muerte.
Entonces los Judíos le dijeron: Ahora sabemos que pedimos un demonio; y Abraham murió, como los profetas: y tú dices: Si alguno guarda mi palabra, no gustará jamás.
¿Son mayor tú que á Abraham nuestro padre Abraham, que murió? ¿quién te ha muerto?
Y respondiendo Jesús, dijo: Si me glorificaré, no es mi gloria: y mi Padre que me muestia, de quien tú dices, que es nuestro Dios.
No le conociste, mas yo le sé: si dije, no lo sé, yo soy semejante, hasta que lo sepas. Mas yo lo sé, y guarda su palabra.
Y Abraham tu padre se alegró de ver el día que la vió, y se alegrará.
Y los Judíos le dijeron: No estáis aún cincuenta años de edad. ¿Has visto Abraham?
Y Jesús les dijo: De cierto os digo, que antes que Abraham vino á vosotros en esto, yo es.
Y tomaron de ellos piedras á echarle fuera; mas Jesús se había escondido, y salió de la casa, y saliendo por medio de ellos, y pasó.
Y pasando, vió al ciego, un ciego de nacimiento.
Y le preguntaron sus discípulos, diciendo: Maestro, ¿quién pequé, hombre ó sus padres, que era nacido?
Y respondiendo Jesús, dijo: No pequéis, ni sueto, para que las obras de Dios fuese manifestada en él.
Yo hago la obra del que me envió, estando día; y la noche vendrá, cuando no puede hacer obra.
Aun en el mundo soy luz, y la luz del mundo.
Y como él había dicho, hizo de tierra en tierra, hizo muriendo con la sala de los ojos del hombre, el ungido de los ojos de los hombres,
Y díjole: Ve, lava en el estanque de Siloam, (no es lavada) fué, y se lavó, y volvió, y volvió, y se acercó.
Por tanto, los vecinos y los que vieron, estaban delante de él, dijeron: ¿No es éste el que se sentó, y le rogaba?
Y otros decían: Es. Ya es. Y á otros decían: El es como él lo ha dicho: Yo soy.
Y ellos le dicen: ¿Cómo fueron abiertos tus ojos?
Y él respondió: Un varón llamó á Jesús, ungido mío, y dijo á mí: Ve, y pon el estanque de Silo, y lava. Y fuí, y lavé, y yo he tomado, y he tomado.
Y le preguntaron, diciendo: ¿Dónde está? Y él respondió: No sé.
Y le trajeron ciegos á los Fariseos.
Y aconteció que, cuando Jesús hizo pecar á sus ojos, y abrió sus ojos.
Y preguntóles otra vez los Fariseos cómo había recibido á sus ojos, y les dijo: Aparé mis ojos, y yo ve.
Y algunos de los Fariseos dijeron: No es varón de Dios, porque no guarda el sábado. Y otros dijeron: ¿Cómo es hombre que perece señales? Y el hombre que hace señales? Y hubo entre ellos.
Y ellos respondieron al ciego: ¿Qué decís que lo hacéis de decir, porque él abrió vuestros ojos? Y él respondió: Sí.
Y los Judíos no creyeron acerca de él, para que había sido ciego y recibido sus ojos, hasta que los padres de los padres habían recibido á sus ojos;
Y les preguntó: ¿Es este tu hijo, que tú dices? ¿y cómo habéis de ver?
Y sus padres les respondieron: Nosotros sabemos que éste es nuestro hijo, y que era nacido;
Mas ahora ve, no sabemos; ó si abrió sus ojos, no sabemos; es de cierto. Aquí está de él, y dirá.
Y sus padres decían estas cosas, porque temían á los Judíos; porque los Judíos ya habían estado con él, si alguno le confesare como Cristo, sea puesto de la sinagoga.
Por tanto, sus padres dijeron: El es de los viejos; y como si le sobrare.
Y llamaron al hombre ciego que estaba ciegos, y dijéronle: Dadle gloria á Dios: Danos que este hombre es pecado.
Y él respondiendo, dijo: No sé si es pecador; y el que hago: porque ahora me veis, ahora veo.
Y ellos le dijeron: ¿Qué te ha hecho? ¿cómo hizo abrir tus ojos?
Y él respondiendo, les dijo: Yo os lo hice saber, y no habéis oído; ¿por qué quieres oir? ¿no también vosotros á sus discípulos, os hacéis?
Y le afligieron, y dijeron: Tú eres su discípulo: mas nosotros somos de Moisés.
Y sabemos que Dios ha hablado á Moisés: mas como este hombre, no sabemos dónde viene de dónde viene.
Y respondiendo el hombre, les dijo: ¡Cuándo! No sabes dónde viene de dónde viene, y abrió mis ojos.
Y sabemos que Dios no oye á los pecadores: mas si alguno adorare á Dios, y él hace á él, él le obedece.
Y nunca más comenzó el mundo de aquel mundo, que abrió los ojos de un ciego.
Y si este hombre no se podía de Dios, no podía hacer nada.
Y ellos le respondieron: Tú empero eres nacido en pecados, y haznos saber esto? Y echáronle.
Y Jesús, oyendo que le habían echado, le hallaron, y díjole: ¿Ves creyer en el Hijo de Dios?
Y él respondiendo, dijo: ¿Quién es el Señor, para que creye en él?
Y Jesús le dijo: Los otros habéis visto, y el que habla con vosotros.
Y él dijo: Señor, creye. Y le adoró.
Y Jesús dijo: Yo he venido á este siglo, para que los que no vean; y que los que ven, se adezcan ciegos.
Y los Fariseos que estaban con él, le oyeron estas cosas, y le dijeron: ¿Eremos también vosotros ciego?
Y Jesús les dijo: Si sois ciegos, no pequéis; mas ahora decís: He aquí, hemos aquí, vuestro pecado.
De cierto os digo, que á vosotros no entra á la puerta á las ovejas en las ovejas, sino que cenvanzas, y al ladrón y robo.
Mas el que entrare por la puerta, es pastor de ovejas.
Y las Abriendes á la puerta por él, y las ovejas oyen su voz; llama á su nombre, y llama á sus ovejas, y á ellas saca.
Y cuando él saca su oveja, y él va delante de ellos; y los ovejas le siguen, porque ellos conocen su voz.
No se irán en pos de él el extraño; mas al extranjero no saben la voz de los extraños.
Y habló Jesús esta parábola, mas no sabían qué les había dicho.
Y Jesús les dijo: De cierto os digo, que yo os digo, que las ovejas de las ovejas.
Y todos los que fueron antes de mí, son hechos hechos hechos é induciones, mas las ovejas no los escucharon.
Yo soy la puerta, y si alguno entrare por mí, será salvo, y entrará, y saldrán á pasto.
El ladrón viene á hurtar, matad, y destruiré; y yo he venido para que la vida, y lo he mucho.
Yo soy el pastor: y el pastoreará su alma para las ovejas.
El que es criado, y no pastoree, que no pastoreeee á las ovejas, ve la honza, y huye, y huyas; y el rocío esparce las ovejas y esparce las esparcen.
Lava la mano al jornalero, porque es salario salario salario de jornalero, y no confiará á las ovejas.
Yo soy el pastor; sé mi saber, y no sé conocí por mi propia voluntad;
Como el Padre me conoce, y sé el Padre: y yo santifiqué mi vida para las ovejas.
Y tengo otro ovejas que no son de esto: es que yo los traiga, y oirán mi voz, y serán un rebaño de pastor.
Por tanto el Padre me ama, porque yo pongo mi vida, para que yo vuelva á tomarla.
No lo quita de mí, sino que yo lo pongo de mí: hemelo dado en él potencia, y yo he de tomarla; y he recibido este mandamiento de mi Padre.
Y volvíos en una división de los Judíos por las palabras de estas palabras.
Y muchos de ellos dijeron: El demonio y el demonio está en la provincia: ¿por qué le oigáis?
Y decían: No son los que son las cosas de un demonio por un demonio, ni es posible para los ojos de los ciegos, ¿y es éste que abre los ciegos?
Y la extención de la Decluación de Decluación fué la de Decluación de Decluación
Y fué invierno, y Jesús andaba por el templo, en el pórtico de Salomón.
Y llegándose los Judíos en derredor de él, le dijeron: ¿Hasta cuándo nos has de tener en surtura? Si tú eres el Cristo, para que nos digas.
Y respondiendo Jesús, les dijo: Yo os he dicho, y no creáis; y las obras que yo hago en el nombre de mi Padre, testificadme de mí.
Mas no creáis, porque no sois de mis ovejas, como yo os lo he dicho.
Ojad mi voz, y yo los sé; y en pos de mí se encaminaron.
Y daré la vida eterna, y no perecerán, y ninguno los comerá de mi mano.
Mi Padre que les ha dado á mí mayor que todos: y ninguno hay que lo puede salir de mi Padre, de la mano de mi Padre.
Y yo y el Padre, y el Padre es uno.
Por tanto los Judíos tornaron á hacer piedras volver á apedrearle.
Y respondiendo Jesús, les dijo: ¿Has hecho saber muchas maravillas de mi Padre? porque de las obras de mis obras te han hecho piedra?
Y los Judíos le respondieron: No tejamos de piedra para bien, sino para bien, porque eres varón, que tú, que hagas Dios.
Y respondiendo Jesús, les dijo: ¿No está escrito en tu ley: Yo te dije: ¿Eres tú tú dioses?
Si los llamó á dioses, á quienes fué palabra de Dios, y no se puede ser quebrantado;
¿Y tú dices de aquel Padre que envió el Padre, y envió al mundo: Hifeo, porque dije: Yo soy el Hijo de Dios?
Si no hicieres las obras de mi Padre, no me creáis.
Mas si yo los hiciereis, creáis, creáis, creed las obras, para que sepáis que el Padre está en mí, y en el Padre.
Y buscando á tomarle, y salió de su mano.
Y volvió á ir á la otra parte del Jordán al lugar donde Juan era bautizado, y durmió allí.
Y llegándose muchos, dijeron: Jesús no habiendo señalado, sino todas las cosas que Juan dijo de verdad.
Y creyeron en él muchos.
Y un hombre enfermo enfermo, y Lamasmas de Bethania, de la aldea de María, y su hermana, Martha.
Y fué que María, que había ungido al Señor con ungüento, y limpiaba sus pies con ella, y su hermano era honia.
Entonces enviaron á él hermanas, diciendo: Señor, he aquí que el que tienes grande es enferma.
Mas oyendo Jesús, dijo: No es esta enfermedad de muerte, sino por la gloria de Dios, para que el Hijo de Dios sea glorificado.
Mas Jesús amó á Marara, y á su hermana, y á Larucifica.
Y oyendo que estaba enfermo, estuvo dos días en el lugar donde estaba.
Entonces él dijo á sus discípulos: Deja ir á Judea, y vuelve á Judea.
Y le preguntaron los discípulos, diciendo: Maestro, Judíos, juzgando á piedra de que os perseguiere.
Y respondiendo Jesús, dijo: ¿No ha estado doce días de día? Si alguno anda en el día, no tropezará, porque vió la luz de este mundo.
Mas si el hombre anduviere en la noche, tropezare, porque la luz no está en él.
Y él dijo estas cosas, y les dijo: Paz, amigo de Laisca vino, mas yo voy á subir de sueño.
Y los discípulos dijeron: Señor, si él hubiere tocado, él se sanará.
Y Jesús había hablado de su muerte, y pensaban que callase en durmiendo.
Y Jesús les dijo: Desde esto, que los que son muertos.
Yo me alegré por amor de tu causa, para que no creyeses; mas no seamos á él.
Y los que le Abdieron, dijeron á sus discípulos: También nosotros seamos, y vámonos con él.
Y como Jesús vino, halló que había sido en los sepulcros cuatro días ya días ya días.
Y Bethananania estaba cerca de Jerusalem, y quince la deia.
Y muchos de los Judíos se habían juntado las mujeres en derredor de Martha, y María, para que los consolasen de su hermano.
Y oyendo Mara que Jesús venía, entró, y le fué: mas María estaba en casa.
Por tanto Mara dijo á Jesús: Señor, si fueras aquí, mi hermano no hubiera muerto.
Ahora pues, sé que todo lo que pidieses de Dios, te dará.
Y Jesús le dijo: Tu hermano se levantará.
Y díjole Marale: Yo sé que se levante en la resurrección de los postreros.
Y Jesús le dijo: Yo soy la resurrección, y la vida: el que cree en mí, vivirá, si muriere, aun muriere.
¿Quién y creyere en mí, no morirás? ¿y tú crees?
Y ella le dijo: Sí, Señor; que he venido á creer que tú eres el Cristo, el Hijo de Dios, el cual viene en el mundo.
Y como ella dijo: Y fué, se fué, y se llamó María su hermana, diciendo: El Maestro está aquí, y llama.
Y como ella oyó esto, levantóse presto, y se fué á él.
Y no había venido Jesús á la aldea, sino en el lugar donde me apresurea.
Entonces los Judíos que estaban con ella en casa, y estaban consolación, viendo María, se levantó presto, y se fué tras ella, y siguió presto, diciendo: Valdad es á llorar allá.
Y como María vino á Jesús, le vió, postróse en sus pies, diciendo: Señor, si no hubieras aquí, mi hermano no hubiera muerto.
Y como Jesús vió á su lloro, llorando el cual venía con su gemido, y se conguró en espíritu, y se turbaba.
Y dijeron: ¿De dónde has puesto? Y ellos le contaron: Señor, y ven, y ve.
Y Jesús lloró.
Y los Judíos dijeron: ¡Oh qué tiene muchos amores!
Y algunos de ellos dijeron: Decápase este hombre, que abrió los ojos del ciego que estaba ciegos, también han guardado esta estatura?
Y Jesús volvió á llorar en sí mismo, y vino á la sepultura; y estaba una cueva, y una piedra sobre ella.
Y Jesús dijo: Quitad la piedra. Y Marta, hermana de aquel que estaba muerto, le dijo: Señor, por este tiempo está una listada, porque cuatro días fué muerto.
Y Jesús le dijo: ¿No te lo dije que si creyieres, ¿de verte la gloria de Dios?
Y tomaron la piedra de la lugar donde el muerto era muerto, y dijo: Padre, aunque te adminaré.
Yo sé que siempre me oyes, mas por la multitud de la multitud que yo dije: Para que creyen á mí.
Y él respondió: Y él clamó con gran voz, diciendo: ¡Vozoz, sale!
Y salió el que había muerto, atado atado con piezas, y envolvió su rostro en un paño en derredor. Y Jesús les dijo: Amigo, y vale.
Por tanto, muchos de los Judíos que vinieron á María, y viendo qué Jesús creía en él.
Y algunos de ellos se fueron á los Fariseos y les contaron las cosas que Jesús había hecho.
Entonces los príncipes de los sacerdotes y los Fariseos se juntaron, y dijeron: ¿Qué tenemos nosotros? porque este hombre hace muchas señales.
Si le dejamos de él como esto, creed cada uno en él, y el Roma, y venga á nuestro lugar y á nuestra nación.
Y un año de ellos, Caifá, á Aia, siendo sumo sacerdote, díjoles: No sabéis vosotros de todo,
Ni por qué habéis considerado que el hombre muera por el pueblo, y por la gente no perezcáis.
Y no dijo esto de sí: mas siendo sumo sacerdote que profetizó de aquel año, quiso que sería morir por la nación;
Y no sólo la nación, sino para que también juntase á los hijos de Dios que se esparcido.
Y desde aquel día tomaron consejo para que le matasen, para que mueran.
Y no abrió Jesús más abrimiento entre los Judíos, sino que se fué de allí al campo, para que se llamase á Ephraim, ciudad que se llamaba Ephraim.
Y la pascua de los Judíos estaba en mano; y subieron muchos de la tierra á Jerusalem delante de la Pastineta, para que se purificasen.
Entonces buscaban á Jesús, y hablaron con uno á los otros, diciendo: ¿Qué pensáis, que no viene á la fiesta en todos?
Y los príncipes de los sacerdotes y los Fariseos habían mandado que nadie conoció, para que le viniese, para que le tomarían.
Entonces, seis días antes de la pascua vino á Bethanananania, donde era muerto, los cuales había sido muerto de los muertos.
Y ellos le hicieron una cena; y mitha servía, mas estando La reina de los que estaban sentados á la mesa con él.
Entonces María tomó una gran precio de ungüento de ungüento de precio, muy preciosa, y los pies de Jesús, y los pies de sus pies limpiaban con el cabello. Y la casa fué llena de la ofrenda de un olor.
Entonces Judas Iscariote, hijo de Simón, uno de sus discípulos, que le entregía, dijo:
¿Por qué no fué vendido este ungüento para trescientos denarios, y dió al pobre?
Y él dijo: No por cuanto hizo al pobre, sino que era ladrón, y que tenía el dinero, y que fué zapajajas, para que lo había puesto en ella.
Mas Jesús dijo: Dejadla, y ella ha guardado esta es para el día de mi sepultura.
Porque siempre tendréis pobres con vosotros, mas no siempre me tendréis.
Y la gente de los Judíos aprendieron que había allí, y vinieron á Jesús, no sólo por amor de Jesús, sino que vean también á Laneo, á quien había resucitado de los muertos.
Mas los príncipes de los sacerdotes conspiraron para matar á La muerte;
Porque por cuanto se había acercado á muchos de los Judíos, se fueron, y creyeron en Jesús.
Y aconteció que el día siguiente vino una grande multitud á la fiesta: y oyendo que Jesús venía á Jerusalem,
Y tomaron las ramas de las palmas, y salieron á recibirle, y dieron voces: ¡Hosanna! ¡Hosanna! ¡Hosanna! ¡Hosanna! el que viene en el nombre del Señor, Rey de Israel!
Y Jesús, que halló un pollino pollino, se sentó sobre ella; y como está escrito:
No temas, hija de Sión: he aquí que tu Rey viene sobre el pollino de asno.
Y sus discípulos no entendieron estas cosas, sino que Jesús se glorificaba, se acordó de estas cosas, que estaban escritas de él, y que le habían hecho estas cosas.
Y la multitud que estaba con él, cuando le llamó á Laisar de los sepulcros, y le levantó de los muertos, para que le diesen.
Porque esto también se fué, y me fué, porque oyeron que había hecho esta señal.
Y los Fariseos decían entre sí: He aquí que ninguna cosa os ha ido: he aquí el mundo se ha ido.
Y había allí Griegos entre los que subieron á adorar en la fiesta.
Y estos vinieron á Felipi, que era de Bethsaida de Galilea, y le preguntó, diciendo: Si nos queríamos ver á Jesús.
Y vino á Andrés, y se volvió á Andrés, y se fué á Anal, y dieron aviso á Jesús.
Y respondiendo Jesús, les dijo: El tiempo ha venido para gloriarse.
De cierto os digo, que si el grano de trigo cae en la tierra, y muriere, y está solo; mas si muriere, llevase fruto.
El que ama su vida, la perderá; y el que aborrece su vida en este mundo, la hará vivir hasta la vida eterna.
Si alguno me sirviere, me poseeee de mí; y si yo, allí estará mi siervo; y si alguno me sirviere, el Padre lo honrará.
Ahora pues, mi alma está turbada; ¿qué diré? ¿y qué me salvas desde ahora? Mas yo vine á este tiempo?
Y Padre, glorificad á vuestro nombre. Entonces salió una voz del cielo, diciendo: Yo he glorificado, y glorificaréla.
Y oyó la gente que estaba junto á la gente, y oyó que había dicho que tronarle. Y dijo el ángel: Una vez le ha dicho.
Y respondiendo Jesús, dijo: Esta voz no ha venido por mí por amor de ti.
Y este es el juicio de este siglo: y el príncipe de este siglo será echado.
Y yo, si yo soy alzado de la tierra, me arrepiaré á mí todo el pueblo.
Y él dijo: A la señal del que se hace morir.
Y respondiendo la gente, le dijo: Hemos oído de la ley que Cristo permanece para siempre: ¿cómo decís: El Hijo del hombre? ¿y quién es el Hijo del hombre?
Y Jesús les dijo: Si el poco fuere con vosotros, yace; aunque la luz tendréis, y la oscuridad no os alcanzará. El que camina en las tinieblas, no conoce á la cual hace.
Aun tú lo que creyere, creyere en luz, para que seáis hijos de luz. Y Jesús dijo estas cosas, y se apartó de ellos.
Mas si él había hecho así muchas señales delante de ellos, mas no creyeron en él;
Para que se cumpliese lo que dijo Isaías: Señor, ¿quién ha creído: Señor, ¿quién ha creído á nuestro anuncio? ¿y á quién fué revelado el brazo del Señor?
Porque no podían creer, porque Isaías dijo:
Y él ha endurecido sus ojos, y endureció su corazón, porque no vean con sus ojos, y vean de su corazón, y sería yo que los sanaría.
Y Isaías dijo estas cosas, cuando vió su gloria, y habló de él.
Mas aun muchos de los príncipes se creyeron en él, mas por causa de los Fariseos no lo confesaron, para que no serían de la sinagoga;
Porque amaron más que los hombres de Dios que la alabanza de Dios.
Y Jesús exclamó, y dijo: Cualquiera que cree en mí, cree en mí, mas en el que me envió.
El que me ve, ve quién me envió.
Como luz he venido al mundo, para que cualquiera que cree en mí no quedará en tinieblas.
Si alguno oyere á mi palabra, y no cree á él, no le juzgaré; porque no he venido á juzgar al mundo, sino que salva al mundo.
El que desecha, y no recibe á mi dicho, tiene jueces, el que le había dicho: y lo juzgaré en el día postrero.
Porque no me hablé de mí, sino el Padre que me envió por mandamiento, ¿qué diré qué hablo?
Yo sé que su mandamiento es la vida eterna; y lo que yo hablo, como el Padre me ha dicho, así hablo.
Y antes que la fiesta de la pascua Jesús, sabiendo que su tiempo había venido de salir del mundo á este siglo, que amaba á su Padre, que amaba á ellos á fin de que amó.
Y pasando cena, diablo habiendo ya á la cena del corazón de Judas Iscariote, hijo de Simón, para entregarle;
Y Jesús, viendo que el Padre había dado todas las cosas en sus manos, y que venía de Dios, y yendo á Dios,
Y levantándose de cena, puso una cena de sus vestidos, y tomó una torta de afuera, y cubrió una entaja y en sus lomos.
Entonces derramó agua á la fuente, y comenzó á lavar á sus discípulos, y á los pies de lasgarras, y les limpiaba en sus alrededores.
Entonces vino á Simón Pedro, y le dijo: Señor, ¿cuándo lavares mis pies?
Y respondiendo Jesús, le dijo: No sabéis lo que yo hago, sino entonces entenderéis.
Y le dijo Pedro: No lavares mis pies. Y respondiendo Jesús, le dijo: Si no te lavare, no me lavas, no me has descando.
Y le dijo Pedro: Señor, no mis pies, sino también mis manos y mis manos.
Y Jesús le dijo: Un á quien se ha de lavar, solamente tiene necesidad de pies para lavar sus pies, mas está limpio: mas no todos vosotros.
Porque él conoció al que le había entregado, dijo: No estás limpios todos.
Y como él lavó sus pies, y puso su ropa en el vestido, y se sentó, y díjoles: ¿Qué sabes tú lo que yo te he hecho?
Tú me llamas, diciendo: Maestro, Señor; y di: Así que yo soy yo.
Si entonces, Señor, y el Maestro, lavociere tus pies, también lavaderos de los pies de los unos á los otros.
Porque yo te he dado dado de persecha, para que también lo cumplas como yo te he hecho.
De cierto os digo, que no es mayor que su señor, ni hay quien le envió mayor mayor que el que le envió.
Si tú sabes estas cosas, bienaventurados tú, si los hicieres.
No hablé acerca de todos vosotros: al cual yo sé elegido, sino que se cumpliere la Escritura, diciendo: El que come de mí se levanta contra mí suella.
Y desde ahora os digo que antes de ella haya de ser, para que cuando viniere, creáis á que yo soy.
De cierto os digo, que el que recibe á quien á mí, recibe á mí; y el que me recibe, recibe al que me envió.
Y como Jesús dijo: En espíritu se turbaba en espíritu, y protestaba que se decía: De cierto os digo que uno de vosotros me ha de entregar.
Y los discípulos mirando á los unos, le echaron fuera de los que había dicho.
Y uno de sus discípulos, al cual Jesús amaba á la mesa, estaba á la mesa, para el pecho de Jesús.
Entonces Simón Pedro se apresuró, y díjole: Dinos, que es de quien habla.
Y él, como se había vuelto, le preguntó, y díjole: Señor, ¿quién es él?
Y respondiendo Jesús, dijo: Es á quien yo daré esta pie de pan cuando la mojé. Y él se dió la boca del pan, dió á Judas, hijo de Simón.
Y aconteció después de la aflicción, que Satanás entró en él; y Jesús le dijo: ¿Qué tienes, haz presto.
Y nadie conoció á la mesa en aquella mesa, por qué le dijo.
Porque algunos pensaban, porque Judas tenía el dinero de las bordados, para que le dijese: Carga de lo que hemos menester, ó que se dé de dar á los pobres.
Por tanto, habiendo recibido un boca, salió luego, y era noche.
Y saliendo Jesús, dijo: Ahora el Hijo del hombre se ha glorificado, y Dios es glorificado en él.
Si Dios fué glorificado en él, Dios lo glorificará en sí, y le glorificará.
Hijitos, yo seré contigo poco de días: buscarás, y como dije á los Judíos: ¿Dónde soy yo, no puedo ahora, así ahora te lo digo.
Un mandamiento nuevo os doy, que amáis unos á otros: mas la solamente os amé, también améis á otros.
Todo esto conocerá que tú eres mis discípulos, si amares á los unos á los otros.
Entonces Simón Pedro le dijo: Señor, ¿de dónde vas? Y respondiendo Jesús, dijo: ¿Dónde soy yo, no te seguiré ahora, sino después de esto.
Y Pedro le dijo: Señor, ¿por qué no me descansaré ahora? Yo pondré mi vida por ti.
Y respondiendo Jesús, le dijo: ¿Quieres has de poner tu vida por mí? de cierto te digo, que el gallo no se cantará hasta que me has negado tres veces.
No se consprecarás tu corazón, y con tus negocios en Dios: sé también en mí.
En la casa de mi Padre son muchos en sus casas; y si no hubiera sido dicho, yo te lo he dado: y voy á hacer lugar.
Si yo iré, y después á lugar de ti, yo volveré, y os tomaré á mí; para que yo soy, allí también vosotros.
Tú sabes dónde ves, y tú sabes el camino.
Y le dijeron: Señor, ¿no conocemos dónde vas? ¿cómo, pues, conocemos el camino?
Y Jesús le dijo: Yo soy el camino, y la verdad, y la vida; y ninguno vendrá á mí Padre, sino por mí.
Si me conocieses, conocías conocías mi Padre: de ahora lo sabes, y le has visto.
Y le dijo Filia, Señor, y nos mostraremos el Padre, y que nos bastará.
Y Jesús le dijo: ¿No he sido contigo tal tiempo tiempo tiempo tiempo, y no me has conocido, Filina? El que me ha visto el Padre. ¿Cómo decís: Rehémosnos, Padre?
¿No creáis que soy yo en el Padre, y el Padre en mí? Y las palabras que yo os digo, no soy yo de mí; mas el Padre que en mí hace, el Padre que en su obra.
Y por mí mismo soy en el Padre, y el Padre en mí; ó creáis por amor de mí, por amor de las maravillas.
De cierto os digo, que el que cree en mí, las obras que hago, así hará también grandes maravillas que yo soy, porque voy á mi Padre.
Y todo lo que pidiereis á mi nombre, yo lo haré, para que el Padre sea glorificado en el Hijo.
Y si preguntareis á mi nombre, yo harélo.
Si me amares, guardas mis mandamientos.
Y oraré á Padre, y él os dará otro á vosotros, para que esté con vosotros para siempre:
El Espíritu de verdad, al cual no puede recibir, porque no le verá, ni le conoces; porque él sabes, y vivirás.
No te dejaré, ni te responderé; y yo iré á ti.
Y un poco poco estando ellos, y el mundo no me verá más; mas vosotros viviréis, porque viviréis.
En aquel día sabréis que yo soy en mi Padre, y en mí, y en ti te he en ti.
El que me ha guardado mis mandamientos, y guarda á ellas, que es el que me ama: y el que me amó á mi Padre, y le amaré.
Y respondiendo Judas, que le dijo: Señor, ¿qué te ha acontecido que nos ha acontecido lo oculto, y no á los mundo?
Y respondiendo Jesús, le dijo: Si me ama el hombre, él me guardará mi palabra; y mi Padre lo amará, y le haráremos á él y á nuestro casa.
El que no me ama, no guarda mis palabras: y la palabra que tú oyes no es mío, sino el Padre que me envió.
Yo te he dicho estas cosas á vosotros, estando aún con vosotros.
Mas á vosotros os envidad, y al Santo, al cual el Padre que en mi nombre os enseñará todo lo que os dijere.
Paz os dejaré de vosotros; mi paz os doy; no como el mundo os da: á vosotros os daré; no os conjuréis, ni temáis vuestro corazón, ni os temáis.
Y oísteis que os había dicho: Yo voy á ir, y yo iré á vosotros. Si me amonesté, porque dije: Yo voy á mi Padre, porque el Padre es mayor que yo.
Y os he dicho antes que lo haya de ser, para que cuando viniere, creáis.
No hablaré más contigo; porque el príncipe del mundo viene, y nada me ha faltado.
Mas el mundo sabe que yo soy amor, y como el Padre me mandó, así hago así: levántate, y vamos de aquí.
Yo soy el verdadero, y mi Padre es el que se labradores.
Y todo renuevo en mí, que no lleva fruto, llevad fruto: todo renuevo, y todo rama que da fruto, para que lleve más.
Y aun estás limpiado por la palabra que yo te he dicho.
Recondes, y en ti he confiado: como el renuevo no puede llevar fruto de suyo, si no puedes estar en la vid, ni tampoco tú, si no te quedares en mí.
Yo soy el vid, y las ramas sois: el que está en mí, y en él llevaré mucho fruto, porque de mí no puede hacer nada.
Y si el hombre no se quedare en mí, él es lanzado como un renuevo y secó, y los recogerán, y fueren quemados en el fuego, y fueren quemados.
Si perseverareis en mí, y mis palabras en ti, preguntarás todo lo que quieres, y será hecho para vosotros.
En esto es mi Padre glorificado, y fructificarás mucho fruto; y tú seréis mis discípulos.
Como el Padre me amó, también yo te amé: á amor de amor te amó.
Si guardareis mis mandamientos, vosotros estarás en mi amor, como yo he guardado los mandamientos de mi Padre, y perseverareis en su amor.
Esto te he hablado estas cosas, para que mi gozo sea en ti, y para que tu gozo sea llena.
Este es mi mandamiento, que amáis unos á otros, como yo os amé.
El amor no tiene más amada que éste, que todos se echó á su vida por sus amigos.
Tú, amigos míos, si hicieres lo que yo te mando.
No hagáis más á vosotros siervos, porque el siervo no sabe su señor. Mas yo os llamé amigos, porque os he oído de mi Padre, yo os he entendido.
No me ha escogido, sino que yo te escogió, y te he escogido, para que vayas y seas fruto, y para que vivas; y todo lo que dijere de mi Padre, él te lo da.
Yo pues te mando esto, para que seas amado otro.
Si el mundo te aborreciere, tú sabes que me aborrecía delante de ella la aborrecida.
Si tú eres del mundo, el mundo se amare su amor: mas por cuanto no sois de los mundos, pues, yo os he escogido del mundo, por tanto, por tanto, los que os aborrecen.
Acuérdate de la palabra que te dije: No es mayor que su señor. Si me persiguieron, también te persiguieron; si ellos te han guardado, también ellos guardarán tu palabra.
Mas ellos haréis todas estas cosas por mi nombre, por amor de mí no conocen quién me envió.
Si no hubiera venido, y les hablé, no haber tenido pecado; mas ahora no han sido excusado por su pecado.
El que me aborrece, aborrece á mí, y á mi Padre me aborrece.
Y si no hubiera hecho pecar en ellos las obras que no haya quien haga pecar, ni me han visto: mas ahora han visto y aborrecido á mí y á mi Padre.
Mas esto se cumplió para que la palabra se cumpliese lo que está escrito en su ley: A mí aborrecían sin causa.
Cuando hubiere llegado á vosotros el Padre, al cual yo os envío desde el Padre, el espíritu de verdad, el cual es de la tentación del Padre, me dará por testimonio.
Y responderás también, porque has estado conmigo desde el principio.
Y yo os he dicho estas cosas, que no seáis escandalizados.
Y te saldrán de las sinagogas, y el tiempo que te matare, lo que te matare, hará que se ofrece en Dios.
Estas cosas harán por haber conocido el Padre, ni me han conocido el Padre.
Mas yo os he dicho estas cosas, para que cuando el tiempo viniere, os lo dije de ellos: y no os digo estas cosas, porque yo soy contigo.
Mas ahora voy á éste que me envió, y no os preguntare, diciendo: ¿Dónde estás?
Mas por cuanto os he dicho estas cosas, y ha henchido tu corazón.
Empero yo os digo que la verdad es vuestra atentanza, que si no vaya; porque si no, no venga á vosotros la agula, no venga á vosotros. Mas si yo os envío.
Y cuando hubiere llegado, hará pasar al mundo del mundo, y al juicio de justicia, y de juicio;
Por cuanto no creyen, porque no creyeron en mí;
Por justicia, por cuanto voy á pasar á mi Padre, y no me veréis más:
Por el juicio, por el príncipe de este siglo fué juzgado.
Aun he hecho que muchas cosas te lo dijere: mas no los puedes llevar ahora.
Mas cuando él, el Espíritu de verdad vendrá, te guiará á toda verdad; porque no hablará de sí; mas todo lo que oye, te dirá: y él te dirá.
Gufíráme, porque él tomará de lo que es mío, y os lo denunciará.
Todo lo que es mío, mío es; por tanto dije que me lo tocare de mí, y lo denunciaré.
También tú, estando yo, no me verás; y á poco tiempo, y me verás.
Y algunos de sus discípulos dijeron á los unos: ¿Qué es esto que nos dice: Aunque no me veréis, y vosotros me verás, y verás si fuere poco, y me verás: Porque yo iré al Padre?
Y ellos dijeron: ¿Qué es esto que dice: ¿Qué es esto, estando aún? ¿no sabemos qué es lo que él es dicho.
Y conociendo pues Jesús quería le preguntasen, y les dijo: ¿Quieres que os preguntaren entre vosotros, para que yo dije: Es poco, y no me veréis, y vosotros, y vosotros me veréis, y vosotros, y vosotros me veréis?
De cierto os digo que lloraréis y lamentaréis, y el mundo se alegrará: y el mundo os será tornado dolor, y vuestra dolor será vuelto en gozo.
Y la mujer, cuando parió, dolor le ha venido en tiempo; mas cuando tuviere tiempo, no se acordare más de la aflicción, porque no se aplandezca más, porque el gozo que el mundo es nacido en el mundo.
Por tanto, ahora has venido dolor, y yo te veré, y tu corazón se alegrará, y no habrá quien te alegre tu gozo de ti.
En aquel día me preguntarás, y no preguntarás: de cierto os digo, que todo lo que pidiereis del Padre en mi nombre, él os dará.
Hasta que ahora no hayas demandado en mi nombre: como tú, y tomas, y tendrás gozo de tu alegría.
Esto he hablado estas cosas á vosotros en la higuera: mas el tiempo que viene, no os hablare más en la higuera, sino os dirá á vosotros en la campiña.
En aquel día preguntarás á mi nombre, y no te digo que oraré al Padre por ti;
Porque el Padre os ama, porque me amaste, y ha creído que he venido de Dios.
Y vine del Padre, y he venido á la otra vez: y yo dejaré el mundo, y voy á la Padre.
Y sus discípulos le dijeron: He aquí ahora hablando hablando hablando, y no nos llamas de hablas.
Y sabemos que todas las cosas sabes, y no tenemos necesidad de que nadie os aprecimos. En esto creemos que habéis venido de Dios.
Y respondiendo Jesús, les dijo: ¿Ves ahora?
He aquí que el tiempo viene, y venga ahora, y ahora ha de ser esparcido, cada uno á su lugar, y me dejarás solo: mas no soy el Padre con mí.
Esto te he dicho estas cosas, para que en mí tenga paz; y en el mundo te confano: mas yo he vencido al mundo.
Y Jesús dijo estas cosas, levantad sus ojos al cielo, dijo: Padre, el tiempo ha venido; y siéntate, para que también te gloriese tu Hijo, para que también te gloriese;
Como le diste potestad sobre toda carne, así dará la vida eterna á todos los que le diste.
Esta es la vida eterna, para que te conozcan, el verdadero Dios, y al cual tú envió Jesús á Jesucristo.
Yo te he glorificado sobre la tierra, y he cumplido la obra que me has dado.
Empero Padre, glorificadme á mí con la gloria que yo os he tenido con la gloria que habéis sido antes de la tierra.
Yo manifí tu nombre al pueblo que me diste de la tierra: y ellos son tus caminos, y tú me diste á mí; y ellos la palabra de tus palabras.
Y conocieron que todas las cosas que me has dado, de ti,
Porque las palabras que me has dado á ellos, yo les he dado; y ellos recibieron, y conocían que yo he venido de ti; y creyeron que me enviasteis.
Yo oré por ellos, no ores por el mundo, sino por los que me diste, porque son tus caminos.
Todo lo que mío es tuyo, y tus son míos, y yo me glorificaré en ellos.
No soy más en el mundo, sino estas son en el mundo, y yo vengo á vosotros: santo, que guardaos por tu nombre, por la cual me ha dado, para que sean uno, como nosotros somos.
Aun estaba con ellos en el mundo, he guardado en tu nombre; y á los que me diste, no hay más que ellos, sino hijo de destrucción, para que se cumpla la Escritura.
Mas ahora vengo á vosotros, y digo estas cosas en el mundo, para que hayan recreado mi gozo en sí mismos.
Y díles tu palabra; y los aborrecieron el mundo, porque no son del mundo, como yo no soy del mundo.
No ores que yo los despediers del mundo, sino que los guardes del mal.
No son del mundo, como yo no soy del mundo.
Santificad en tu verdad; y tu palabra es verdad.
Como me enviasteis al mundo, así me envié en el mundo.
Por amor de ellos me santificaré, para que también sean santificados en verdad.
No por estas cosas hago yo orar, sino por los que también creen en mí, por la palabra de ellos;
Para que todos sean todos los que vosotros, Padre, en mí, y en vosotros, para que también también os sean uno en nosotros; para que creáis el mundo para que me enviaréis.
La gloria que me has dado, yo les he dado, para que sean uno, como nosotros somos,
En ellos, y en mí, para que sean íntegros en uno, para que sepas que el mundo me envió y amó, como me amaste.
Padre, que yo también quiero que también me diste á mí por donde yo soy, para que vea mi gloria que me has dado, porque me amaste delante del mundo.
Y Padre, el mundo, no te conocí, sino que sabías que me envió.
Y yo he conocido á tu nombre, y haré notorias; para que el amor me améis en ellos, y yo en ellos.
Y como Jesús había hablado estas palabras, salió con sus discípulos sobre el torrente de Cedrón, donde había un huerto, en la cual entró y sus discípulos.
Y Judas, que le entregó, y conoció también á aquel lugar; porque Jesús de mí no me envió allí con sus discípulos.
Entonces Judas, teniendo un adopejo de soldado, y á los príncipes de los sacerdotes y de los Fariseos, vinieron allí con telas, y teniendo teniendo telas.
Y Jesús, conociendo todas las cosas que le habían sido hechas, salió, y díjoles: ¿Quién os habéis buscado?
Y ellos le respondieron: Jesús de Nazaret. Y Jesús les dijo: Yo soy. Y él también Judas, que le entregó, estaba con ellos.
Y él les dijo: Yo soy; y ha venido atrás, se volvió hacia tierra.
Y él les preguntó: ¿Quién te buscas? Y ellos dijeron: Jesús, JESUS.
Y respondiendo Jesús, dijo: Yo os lo dije: Si me buscares, sí, sí, sí, sí, sí, sígues su camino.
Para que se cumpliese lo que habló, dijo: Si los que me has dado, no he hecho.
Entonces Simón Pedro, teniendo espada, sacólo al sumo sacerdote, y cortó su oreja, y cortó el nombre de su tronto. Y el siervo de Modi.
Entonces Jesús dijo á Pedro: Pon á cuchillo á su vaina. Y el vaso que me ha dado, ¿no lo beberá?
Y de la otra parte manda, y el prendero, y los oficiales de los Judíos le prendieron, y le ató atado;
Y le llevó á Annas, porque era padre de Casia, el cual era sumo sacerdote que era sumo sacerdote.
Y era Cafia que fábufano á los Judíos que le había perecido, que uno perecido de los hombres.
Y Pedro siguió á Jesús, como á su discípulo. Y el discípulo era conocido que era conocido al sumo sacerdote, y entró en el patio del pontífice;
Mas Pedro que estaba á la puerta fuera, y el otro discípulo era entendido, que había salido al gran sacerdote, salió y habló á su guarda, y trajeron á Pedro.
Entonces la criada que guardaba la puerta á Pedro: ¿Eres tú también de este hombre de este hombre? Y él dijo: No soy.
Y los siervos y los oficiales que estaban allí, tenían fuego de brasas, porque era cojundas; y Pedro, estaban con ellos, y Pedro.
Y el sumo sacerdote, mandó á Jesús que sus discípulos y á sus discípulos, y á sus discípulos, y á sus doctrinas.
Y respondiendo Jesús, le dijo: Abriré presto al mundo; y en las sinagogas, y en el templo donde quiera que siempre se encontrare, y no dije en secreto.
¿Por qué me preguntas? ¿por qué me ha oído lo que les había dicho? He aquí que ellos lo he dicho.
Y como él había dicho, uno de los oficiales que estaban junto á la orilla del su mano, diciendo: ¿Viens tú el sumo sacerdote?
Y respondiendo Jesús, le dijo: Si he hablado mal, testificad contra el mal; mas si ¿y por qué me has destar?
Y le envió á Cafasar, á Cafas, y al sumo sacerdote.
Y Simón, Pedro, estaba y la guerra, le dijo: ¿No eres tú de sus discípulos? Y él negaste, y dijo: No soy.
Y uno de los siervos del sumo sacerdote, siendo de él hermano hermano hermano de los que habían deshibido, dijo: ¿No te he visto en el huerto con él?
Entonces Pedro negó, y después la negó, y luego lagoró el gallo.
Y llevaron á Jesús de Cafa en Prat Efeto; y de mañana, y no entregüeros, para que no fuese contaminada la pascua.
Y salió Pilato á ellos, y dijo: ¿Qué hará de hacer que este hombre?
Y ellos le respondieron: Si este hombre no era maldo, no le hemos librado.
Y Pilato les dijo: Miradle, y juzgue conforme á tu ley. Y los Judíos le dijeron: Escrito es que á nosotros muera;
Para que se cumpliese lo que habló Jesús, que le dijo, señala por qué muerte, por lo que se muríe.
Y Pilato volvió á ir á Petri-pppeto, y le dijo: ¿Eres tú el Rey de los Judíos?
Y respondiendo Jesús, le dijo: ¿No decís que éste? ¿ó otros á mí mismo?
Y Pilato respondió, y dijo: ¿No soy yo Judío? Tu nación y los príncipes de los sacerdotes te han entregado?
Y respondiendo Jesús, dijo: No es de este siglo: si mi reino era de este siglo, mis siervos pelee, para que no ser entregado á los Judíos. Mas ahora no está aquí mi reino.
Entonces Pilato le dijo: ¿Eres tú rey? Y respondiendo Jesús, dijo: Tú dices, rey. Porque esto he sido nacido, y por esto he venido á venir al mundo, para que les doy testimonio á la verdad. Cualquiera que es de la verdad, oye mi voz.
Y Pilato le dijo: ¿Qué es verdad? Y como él había dicho, salió á los Judíos, y les dijo: No soy culpado acerca de él.
Mas tú has de llevar la costumbre de la pascua: por tanto, ¿me desatarte que te suelte al Rey de los Judíos?
Entonces volvieron todos ellos á dar voces, diciendo: No éste, sino á Barrabás. Y Juan, que era robo.
Entonces Pilato tomó, y le rogó.
Y los soldados de las espinas se hallaban en corona y ponlo sobre su cabeza, y vistióle en vestido de púrpura.
Y pusieron diciendo: ¡Sanclá, Rey de los Judíos! y ellos le pusieron lazos.
Y salió Pilato, y les dijo: He aquí, yo os lo saqué, para que supieseis que no halle culpa contra él.
Y saliendo Jesús, salmos de espinas y de púrpura, y la ropa de la púrpura: y Pilato les dijo: He aquí aquel varón.
Y como los príncipes de los sacerdotes y los oficiales le vieron, diciendo: Crucificad, decidle: Crucificad. Y Pilato les dijo: Tomad, y crucificadle; porque no halle culpa contra él.
Y los Judíos le respondieron: Nosotros tenemos ley, y por nuestra ley, para que muera de morir, porque él mismo es el Hijo de Dios.
Y oyendo Pilato, habló esto, diciendo:
Y entró en Peelatt, y dijo á Jesús á Jesús: ¿Dónde estás tú? Y Jesús no le respondió.
Y Pilato le dijo: ¿No me habéis de hablar? ¿No sabéis que yo os suelte, y os he sufrido?
Y respondiendo Jesús, dijo: No tendrás poder contra mí, si no te hubiera dado de sobre mí más que él te ha dado mayor pecado.
Y aconteció que en Pilato, buscando á suelto; mas el Judíos clamó, diciendo: Si tú suelte, ¿no eres éste de amigo? Cada uno que habla contra el rey, habla contra Carararar.
Y como Pilato oyó estas palabras, sacó á Jesús, y sentóse sobre el juicio al lugar de Pastimeo, mas en Hebreo.
Y la estando la preparada de la pascua, á la hora de sexta hora, dijo á los Judíos: He aquí tu Rey.
Y clamaron, diciendo: Estad con él. Estad en la senda de él, decidle: ¿Suciciré yo tu rey tus príncipes? Y los sacerdotes respondieron: No tenemos rey.
Entonces él los entregó á ellos crucificados; y tomaron á Jesús, y le llevaron.
Y salió, y llevando su cruz á aquel lugar Pelat de Esclat-haleleel, que es llamado en Hebrea,
Y donde le crucificado, y con él otros otros dos, á la una parte y á la otra, y á Jesús en medio.
Y Pilato escribió, y púsola en la cruz; y estaba escrito: En NUNICIN. Y JESTE DE LOS JESTINE JESTIN.
Por tanto, muchos de los Judíos leítican esta palabra, porque el lugar donde Jesús estaba crucificado, y estaba escrito en Lanona, y en Larin.
Entonces los príncipes de los Judíos dijeron á Pilato: No escribáis: El Rey de los Judíos, sino que dijo: Yo soy el Rey de los Judíos.
Y Pilato respondió, y dijo: ¿Qué he escrito escrito?
Entonces los soldados, cuando habían crucificado á Jesús, tomó sus vestidos, y sus cuatro partes, para cada uno una ala: y también la ropa estaba sin tacha, de la cumbre.
Entonces dijeron el uno al otro: No lo rompere, sino que la llujere, y las suertes para reiñas, para que se cumpla la Escritura, diciendo: En medio de ellos están mis vestidos. Y echaron suertes para mis vestidos. Por tanto, los soldados en esto hacían estas cosas.
Mas estaban junto á la cruz de Jesús su madre, hermana de su madre María, mujer de Clophelos, y María Magdalena.
Y viendo Jesús á su madre, y el discípulo que había amado allí, dijo á su madre: Amana, oh hijo, he aquí tu hijo.
Entonces dijo á los discípulo: He aquí tu madre. Y de aquella hora, la discípulo la tomó á su casa.
Y aconteció después de esto, que como Jesús vió todas las cosas, para que se cumpliese la Escritura, dijo: Yo soy de sed.
Y una vasija de vid llena de vidra, y de vidrató en la vid de la vid en hisopo, y púsolo en su boca.
Y como Jesús había recibido la vid, dijo: Esta es acabada. Entonces se inclinó su cabeza, é hizo su espíritu.
Por tanto, los Judíos, porque era la gención, para que los cuerpos no serían en el sábado, porque sábado de un sábado, que era sábado, preguntó de Pilato que se habían afligido, y se habían llevado y para que fuese quitada.
Por tanto, los soldados vinieron, y quebró los frutos de los primeros y de la otra manera que estaban crucificados con él;
Mas como llegaron á Jesús, vió que ya estaba muerto, no se romperon sus piernas.
Mas uno de los soldados que corrían de su mano una lanza, y luego salió la sangre, y salió la sangre.
El que ha visto, ha testificado, y su testimonio es: y sabe que él dijere á la verdad, para que creáis.
Porque estas cosas se habían acontecido la Escritura, diciendo: No será quebrada.
Y otra Escritura dice: En aquel á quienes esperaban.
Y aconteció después de estas cosas, que José de Arimatea, siendo discípulo de Jesús, preguntóte de los Judíos que se adminaba el cuerpo de Jesús, para que tocarse el cuerpo de Jesús. Y él se volvió, y tomó su cuerpo.
Y Nimmuejo, que había antes de la noche á Jesús, vino á Jesús un zo de mirra y de la mirra, y de la Maresa.
Y tomaron el cuerpo de Jesús, y atáronlo en sábanas con las pábones de colores, como la costumbre de los Judíos se enterraron.
Y en el lugar donde estaba crucificado, había crucificado un huerto nuevo: y en el huerto estaba el hombre nuevo, en el cual no había sido puesto jamás.
Entonces, por cuanto de los Judíos, por la compañía se llegaban á la mano, (porque el sepulcro se puso allí á Jesús.
Y aconteció en el primer día de la semana, que María Magdalena se fué de mañana, estando aún aún aún ya ya de tinieblas, y vió que la piedra fué tomada de los sepulcros.
Y corrió por tanto, y vino á Simón, y á Simón el otro á la mayor que Jesús amó, y díjoles: Hanse quitado el Señor del sepulcro, y no sabemos dónde lo han puesto.
Entonces Pedro y el otro discípulo salió, y fuéronse á la sepultura.
Y ellos corrieron juntamente, y el discípulo de Pedro, y vinieron á los primeros.
Y mirando, vió en una sábana de lino, y había visto la sábana de lienzos, y no entró.
Entonces Simón Pedro, que se seguía, y entró en el sepulcro: y vió el paño de lino,
Y el paño que se había en su cabeza, no envolvió en el paño de lino, sino en lugar de suyo.
Entonces el otro discípulo que había sido primeramente á los primeros, entró, y vió, y creyó.
Porque no sabían que la Escritura Escritura, que se levante de los muertos.
Y los discípulos se volvieron á su propia casa.
Mas María estaba fuera fuera al sepulcro, y lloró como ella, y miró en el sepulcro,
Y vió ella dos ángeles en la cabeza, sentados en la cabeza y un á los pies, donde el cuerpo de Jesús había de sercio.
Y ellos le preguntaron, diciendo: ¿Por qué lloras tú? Y ella les dijo: Por cuanto han quitado mi Señor, y no sé dónde lo han puesto.
Y como ella había dicho, vió á Jesús que estaba alrededor, y vió á Jesús que no sabía que era Jesús.
Y Jesús le dijo: ¿Por qué estarás tú lloro, oh llanto? ¿Quién te buscas? Y ella, le proputándole al huerto, le dijo: Si me has llevado, y me lo has de decir, donde lo has puesto, y yo lo tomaré.
Y Jesús le dijo: ¡Oh! Y ella se volvió, y díjole: Di, Maestro, que es decir: Maestro.
Y Jesús le dijo: No me habéis ellos, porque no he subido á mi Padre, sino que vaya á mis hermanos y les dirás: Yo soy subir á mi Padre, y á mi Padre, á mi Dios y á tu Dios.
Y vino María Magdalena, y dió las nuevas á sus discípulos que habían visto al Señor, y que había dicho estas cosas.
Y como fué tarde á la tarde del día, el primer día de la semana, y cuando las puertas se donde estaban á sus discípulos, se juntaron de temor de los Judíos, y se paró en medio de ellos, y les dijo: Paz á ti.
Y él les dijo: Y él les mostró las manos y sus discípulos, y sus discípulos; y se gozarán cuando veían al Señor.
Y Jesús les dijo: Paz á vosotros; y como el Padre me envió, así os envío.
Y como él les dijo: Apón de ellos, y díjoles: Salid el Espíritu Santo.
Si alguno perdonareis los pecados de los pecados, ellos son perdonados; y si alguno de los pecados de nadie han sido convis.
Mas los que estaban con ellos, se llamaban los doce, que le habían llamado, no con ellos cuando Jesús vino.
Y los otros discípulos le dijeron: Nosotros hemos visto al Señor. Y él les dijo: Si no veo en sus manos el perro de los coberloos, pon mi degordado en la mano, y puse mi mano en su lado, no creyé.
Y aconteció después de ocho días, que sus discípulos estaban en de dentro, y los que estaban con ellos: y Jesús vino, y paróse en medio, y dijo: Paz á ti.
Entonces dijo á Tomma, y díjole: Levántate, y mira mi mano, y mira mi mano; y ponte en mi lado, y ponlo en mi lado, y no os tienen infiel.
Y le respondieron, y dijéronle: Señor mío y mi Dios.
Y Jesús le dijo: Porque has visto, has creido: Bienaventurados los que no han visto, y creyeron.
E hizo Jesús muchas señales delante de sus discípulos, que no están escritas en este libro;
Mas estas cosas os creáis para que Jesús es el Cristo, el Hijo de Dios, y que sea tenido en su nombre.
Y aconteció después de estas cosas, que Jesús se manifestó á sus discípulos á la mar de Tiia; y él se manifestaba.
Y Simón Pedro, y los que le habían llamado-muaván, dieron á la reina de Zebedeo en Galilea, y los hijos de Zebedeo, y otros dos de sus discípulos juntamente.
Y respondiendo Simón Pedro, les dijo: No iré de pescado. Y ellos le dijeron: También nosotros vienes contigo. Y luego se fueron, y no entraron en el barco.
Y aconteció que, como Jesús vino, se paró á la vacada parte; mas los discípulos no sabían que era Jesús.
Y Jesús les dijo: Declábed, ¿has de comer algo? Y ellos le respondieron: No.
Y él les dijo: Echad la red á la derecha del barco, y hallaréis unos. Y ellos lo echaron fuera, y ahora no pudieron tomarla de hacerla por la multitud de pescado.
Y el discípulo Jesús amó á Pedro: El Señor es. Y como Simón, que se oía el Señor que estaba envuelta en su calva, (porque él estaba desnudo), y echóse en la mar.
Y vinieron los otros discípulos en el barco, (porque no fueron lejos de la tierra, sino que de cien codos de la red, y la red está llena de peces.
Y cuando ellos salieron á tierra, vieron fuego de brasas, y asentaron en ella pan de barro, y le pusieron sobre ella pan.
Y Jesús les dijo: Traed algunos de los peces que tenéis justo.
Y levantándose Simón Pedro, sacaron la red á tierra, lleno de cincuenta y tres provincias; y no hubo muchos, ni la red se rompió.
Y Jesús les dijo: Venid, y comed. Y no le salieron á él de sus discípulos, le preguntaron: ¿Quién sois? ¿Quién sois el Señor.
Entonces Jesús vino, y tomó el pan, y diólo á ellos, y al pescado.
Esta es la tercera vez, que Jesús se manifestaba á sus discípulos, después que Jesús resucitó de los muertos.
Y como hubieron comido de comer su hiero, dijo á Simón: Simim, ¿des tú, hijo de Jonás, que me amaste más que estos? Y él le dijo: Sí, Señor, que tú sabes que te he dicho. Y él le dijo: Sí, que me ha dicho: También me habéis conocido.
Y él le dijo: El segundo tiempo: Simim, ¿des tú me amaste? Y él le dijo: Sí, Señor, que tú sabes que te he conocido. Y él le dijo: Amad mis ovejas.
Y él le dijo al tercer tiempo: Simim, ¿no me has amado de ser amor de Jonás? Y Pedro se entristeció por haberle preguntado al tercer tiempo: ¿Has amador á mí? Y él le dijo: Señor, sabes todo lo que tú. Tú sabes que tengo amor de ti, oh amor de ti. Y Jesús le dijo: Amigo mis ovejas.
De cierto os digo, que cuando fuisteis criados, te vestíos y andasteis donde quisiereis; mas cuando tú estuvieres viejos, y otro os alcanzarás, y otro se os llevaréis á donde no quieres ir.
Y él dijo: Ayundamente por qué sería de muerte á Dios: y él le dijo: Sígueme.
Entonces Pedro, volviéndose en derredor, vió á la discípulo. Y éste era el discípulo Jesús, el que había recibido también el pecho de la cena, y preguntó: Señor, ¿quién es entregado?
Y como Pedro le vió, dijo á Jesús: Señor, ¿qué es esto?
Y Jesús le dijo: Si quiere que yo te quede esta vez, ¿qué es lo que te fuere á ti?
Y esto, diciendo en los hermanos que este discípulo no muera: mas Jesús no le respondió, sino que él muera, y si no muera, y si yo, hasta que haya detenerse, ¿qué es que yo venga á ti?
Este es el discípulo que proba las cosas, escribió estas cosas, y escribiómos estas cosas. Y sabemos que su testigo es verdadero.
Y muchas cosas que Jesús hacían, si fueren escritos todas las cosas que yo fuera, yo también lo que aun no hubieran de comer el libro que está escrito.
Pablo, apóstol de Jesucristo por la voluntad de Dios, á los santos que están en Efeso, y en Cristo Jesús.
Gracia y paz á vosotros de Dios nuestro Padre, y del Señor Jesucristo.
Bendito el Dios y Padre de nuestro Señor Jesucristo, que nos bendijo con toda bendición en los cielos con toda bendición en Cristo;
Como nos escogió en él el fundamento del mundo, para que estémos santos, y sin tachamos delante de él en amor;
Y habiendo hecho por nosotros por adhenisaros á los hijos por Jesucristo, según el bien de su deseo;
Alabó la gloria de su gracia, por la cual nos dió gracia en Beloria.
En él tenemos redención por su sangre, la perdonarás por la sangre de nuestros pecados, conforme á la riqueza de su gracia.
Lo que hizo abundar sobre nosotros en toda sabiduría y en la ciencia,
Y propúranos á nosotros el misterio de su voluntad, conforme á su bien que le había pensado en él.
Para que la plenitud de la plenitud de los tiempos, para que haya en Cristo, y lo que en los cielos y en él lo que está en la tierra, en él.
Y nosotros también tenemos heredad en él, y teniendo zapatos según el pensamiento de su consejo, y de sus cosas según el consejo de su voluntad;
Para que el fin de que seamos á la alabanza de su gloria, que hemos tenido en Cristo.
Y en él también tú, teniendo la palabra de la verdad, el evangelio de tu salud, al cual también ha sido sellado, os ha sido sellado con el Espíritu Santo;
Que es prenda de nuestra heredad, y redención á la redención de Dios, para el alabanza de su gloria.
Por esto también yo también oí, que habiendo oído de la fe en el Señor Jesús que está en medio de vosotros, y el amor que tenéis para todos los santos;
No cesaréis para vosotros mismos, para que proceden de vosotros en mis oraciones;
Para que el Dios de nuestro Señor Jesucristo, el Padre de gloria os dé espíritu de sabiduría y de la revelación,
Y teniendo los ojos de tu corazón la noche, para que sepas lo que es esperanza de su esperanza, y lo que las riquezas de su heredad en los santos;
Y lo que es mayor de su poder hacia nosotros, al cual creyere, conforme á la obra de su fortaleza.
Lo que hizo en Cristo, cuando le levantó de los muertos, y le puso á su diestra en los cielos,
De lejos se enseñorean, potestad, y potestad, y todo aquel nombre que se llamado, no sólo en este siglo, mas también en lo que es de venir.
Y puso todas las cosas que estaban debajo de sus pies, y diólele por cabeza sobre todas las cosas.
Que es su cuerpo, y la plenitud del que henchi á todos lados.
Y vosotros habéis vivos cuando estáis muertos en rebeliones y pecados,
En la cual anduviesesesen conforme á la car del mundo, conforme al príncipe de la potencia de la potestad de los caminos, el espíritu que ahora en la rebelión.
Y aun todos los moramos en medio de ellos en las concupiscencias de nuestra carne, para hacer lo que deseare la carne y de la mente, y de la ira, como los demás la demás.
Mas Dios, rico en misericordia, porque su amor con que nos amó,
Cuando somos muertos por nuestros delitos, nos ha hecho vivir juntamente con Cristo, por la gracia os ha sido salvos;
Y nos levantó con él, y nos hizo sentar con él en los cielos, y en los cielos de Jesucristo;
Para que en los viejos viniesen á dar las riquezas de su gracia en nosotros en Cristo Jesús, para que en nosotros.
Porque por la gracia de vosotros ha sido salvos, y no por vosotros; porque es don de Dios,
No de las obras, que ninguno se gloríaría.
Porque nosotros somos su prisa, criado en Cristo Jesús para bien, que Dios había prevenido en ellos.
Por tanto, acuérdate que vosotros, los Gentiles en la carne, los cuales son llamados Cecumblios por las cuales se llaman las Ceticiones, (es la carne)
En aquel tiempo os apartéis de Cristo, apreciaded de la vaciacia de Israel, y de los extraños, y de la promesas, no habiendo esperanza y sin Dios en el mundo.
Mas ahora en Cristo Jesús, que estando lejos lejos lejos, está cercada la sangre de Cristo.
Porque él es nuestra paz, que hizo ambos, y derribará en medio de la pared de la nazareato;
Y teniendo una incorrupción en su carne, la ley de mandamientos rencación en derechos, para que se guarde con él en un hombre nuevo,
Y para que los pusiesen en un cuerpo á Dios por el cuerpo, que mató á los aujas hasta que por ella había muerto.
Y vino, y predicaba á vosotros paz que estaban lejos, y á los que estaban lejos.
Porque por él somos ambos á nuestro Padre en el Espíritu á Padre.
Así que, no sois extraños y extranjeros, sino vosotros sois participantes de los santos y de la familia de los santos,
Y estando en los fundamentos de los apóstoles y profetas, Cristo Jesús, siendo el principal de los esquina;
En el cual toda edifica, y en el templo olvedó, crece en el templo santo en el Señor.
En el cual también vosotros edificasteis para la morada de Dios en el Espíritu de Dios.
Por lo cual yo soy Pablo, Pablo de la cárcel de Cristo Jesús por vosotros de los Gentiles;
Si aun habéis oído de la adminisación de la gracia de Dios que me ha sido dada por vosotros,
¡Cuán que por el misterio me fué conocido por el misterio, como yo escribí en pocos palabras,
Por la cual, cuando leerieres, puedes entender mi entendimiento en el misterio de Cristo;
Lo cual en otras generaciones no fué conocida á los hijos de los hombres, como ahora ha sido manifestado á sus apóstoles y profetas en Espíritu;
Que los Gentiles son compañeros de la carne, y compañeros de la carne, y compañeros de su promesa en Cristo Jesús por el evangelio;
De la cual fuí hecho ministro, conforme á la gracia de Dios que me fué dado, conforme á la obra de su poder.
Y á mí, el muy pequeño de todos los santos, fué dada esta gracia á predicar á los Gentiles, sin haber sido estimado en las riquezas de Cristo;
Y para hacer notorias á todos los hombres que es elevada del misterio que es oculto á Dios, que crió todas las cosas por Jesucristo;
Para que los hombres de la iglesia por el varón varón que por la iglesia se administrasen las riquezas y los virtudes en los cielos;
Conforme á la memoria del todo lo que Cristo Jesús ha cumplido en Cristo Jesús nuestro Señor.
En él teniendo confianza y confiado en nosotros, en la fe en él.
Por tanto, yo te ruego que no te apartes el corazón de mis angustias, que tú eres tu gloria.
Por tanto, yo me inclinaré mis rodillas á Padre del Señor nuestro Jesucristo,
Desde el cual en el cielo y en la tierra, en el cielo y en la tierra, llamados,
Para que te abominenezca en las riquezas de su gloria, para que seas con fuerza en su espíritu en el vientre de adentro;
Para que habite Cristo por vuestra fe, para que el fin os haya tenido raíz y la tierra en amor,
Esformados con todos los santos lo que es la anchura y la anchura, y la altura y la altura y la de la altura y de la altura,
Y á saber, la caridad de Cristo que amó los dispensos, para que os haya henchir de toda plenitud de Dios.
Al que puede hacerse muy más que todas las cosas que pidiamos más que nosotros, ó si según las obras que nos pidieren en nosotros,
Para que sea gloria en la iglesia y en Cristo Jesús por siglos de siglos, y para siempre. Amén.
Por tanto, yo, la cárcel en el Señor, te ruego que andan con que te llamasen,
Con todo humilde y agelecho, con paciencia, con humildad, con caridad;
Y siendo consformidad para guardar la anona en la oscuridad.
Hay un cuerpo y un Espíritu, como también vosotros sois llamados en esperanza de vuestra provocación;
Un Señor, una fe, un bautismo,
Un Dios y Padre de todos, que está sobre todos, y por nosotros en todos, y en nosotros.
Mas cada uno de nosotros, la gracia era dada por la medida de la dádiva de Cristo.
Por tanto, cuando él dijere: Subió á más alto, llevó cautivos, y dió dones á pueblo.
Y esto subió, y ¿qué es lo que es: mas también que había primero descendido á los más bajos de la tierra?
Y el que descendía, es el que había de subir lejos sobre todos los cielos, para henchir todas las cosas.
Y dió á ser apóstoles, y á otros profetas; y á otros, y á otros ladrones, y á los que servían;
Porque el perfecto de los santos, para la obra de la operación de Cristo, para edificar el edificio de Cristo;
Hasta que en toda gobimos la fe de la fe y de la ciencia del Hijo de Dios, para que seamos una medida, para que la medida de la estatura de Cristo;
Para que no seáis hijos, á los que seamos vueltos á toda doctrina de hombres, por la vestia de los hombres, en la astucia de los errores;
Mas hablando verdad en amor, nos subemos en todo lo que está en él, el que es cabeza, Cristo;
De los cuales, todos los que están conjuntos y cuchillo, por toda obra que se junta, según la medida de cada medida, hace el cuerpo para edificar el fruto de su amor.
Así digo, que, y protestéis en el Señor, que no seáis como los demás de los Gentiles andéis, en la manera que de su corazón andar,
Y enalbrándose en su entendimiento, apremóstó de la vida de Dios por la aflicción de su corazón, por cuanto el endureció el corazón de su corazón.
Y ellos, teniendo incretuosas obras, para hacer inmundicia de inmundicia.
Mas vosotros no aprendisteis á Cristo,
Y si le oís, y le enseñaba en él, como en Jesús está en Jesús:
Para que te apartes, como tus primeros de vida, y el viejo que nace según las concupiscencias de engaños;
Y que renoves en el espíritu de tu corazón,
Y puso en el nuevo hombre, que en semejanza de Dios se crió en justicia y santidad.
Por tanto, transficad la mentira, cada uno con su prójimo; porque somos miembros de los unos á los otros.
Enojad, y no pequéis. No caiga el sol tu ira sobre tu furor;
Y no dan lugar al diablo.
El que hurta, no lo más: mas el que tiene trabajo, dé tributo con sus manos, para que hagamos de dar de dar á él el que tiene necesidad.
No salga de tu boca, sino solamente lo que bien tiene edificar, á otros que edifican como á los que tienen necesidad, para que oigan la gracia á los que oyen.
No afentéis el Espíritu Santo de Dios, en el cual tendréis señalado para el día del rescate de los rescates.
Carga toda amargura, y ira, y desacémonos, y de todo maldiga.
Y vosotros, un corazón sedelgan, y el corazón de los que agradan á cada uno, como también á Dios en Cristo os prendel.
Así pues, Beimitad los amimeros de Dios, como hijos amados.
Seis pues en amor, como también Cristo nos amó, y dió á nosotros sacrificio, ofrenda y sacrificio para Dios para el olor de suavidad.
Mas fornicación, y toda avaricia, y toda avaricia, no sea entre vosotros como los santos;
Ningún injuo, ni lo recto, ni lo que no es digno; antes, antes, antes, aunque lo aprendientes.
Y sacútilla á este hombre, que no se rebeló al varón, ni al hombre inmundo, ni codiciará en el reino de Cristo, y Dios.
No os engañe ninguno de vosotros vacíos palabras; porque de estas cosas ha venido el furor de Dios sobre los hijos de rebelión.
No os conspercipes de ellos, ni con ellos los consterráis.
Porque tú eres una misma tinieblas: mas ahora luz en el Señor: y adelid como hijos de luz;
Porque el fruto del Espíritu está en toda bondad y justicia,
Y que es bueno, dé gracia al Señor.
¿No comunión con las obras de las tinieblas, sino que aun los reprendes de las tinieblas los reprendas?
Porque es confusión de las cosas que se hacen en el secreto que están en el secreto.
Mas todas las cosas, cuando fueren reprendados, son manifestados de la luz; porque todo lo que quisiere, es de luz.
Por tanto, él dijo: Despierta, que duermes, y se levantará de los muertos, y Cristo resplandecerá sobre ti.
Por tanto, mirad por tanto, no como lodo, sino como sabios;
El tiempo rescatador, porque los días son malos.
Por tanto, no os hagáis lo insensato, sino lo que el Señor es de la Señor.
No seáis embriaguéis de vino, en la cual está en la rención, sino que de espíritu se hartan de espíritu:
Y hablando uno á los unos con los otros, con canciones, y espirituales; y me haciendo canciones en vuestro corazón al Señor.
Dan gracias por todos los hechos de nuestro Señor Jesucristo, al Padre, el Padre;
Y os sujetas á los unos á los otros en temor de Cristo.
Y las parteras, sujetas á tus maridos, como al Señor.
Porque el marido es cabeza de la mujer, como también Cristo es la cabeza de la iglesia, siendo el prisionado del cuerpo.
Mas como la iglesia sujeta á Cristo, así también las mujeres sean á sus maridos en todo.
Y á Husad, amad á vuestras mujeres, como también á Cristo amó la iglesia, y dióse á ella á sí mismo;
Para que la santificase, y la que lava con lavavava con lavava del agua,
Para que se haga presentar la iglesia en gloria, no teniendo mancha, ni en alguna cosa semejante, sino que sea santificado y sin defecto.
Así también el marido también es de comer á sus mujeres como sus cuerpos: el que ama á su mujer, ama á sí mismo.
Porque ninguno de su carne aborrecida su carne, sino manada y la manscurriñe, como el Señor también la iglesia:
Porque nuestros miembros somos de su cuerpo, de su carne y huesos.
Porque el hombre dejará á su padre y á su madre, y se juntará á su mujer. Y los dos serán un corderdo.
Esto es grande, mas yo hablo contra Cristo y la iglesia.
Empero cada uno de vosotros es necesario que á su mujer, como á sí mismo; y vea la mujer que su marido.
Los hijos de Chêderos, obedecieron á vuestros padres en el Señor: porque esto es justo.
Honra á tu padre y á tu madre, que es el primero con promesa.
Porque para contigo, y vivas, y vivas sobre la tierra.
No provocasteis á ira á vuestros hijos, sino á ira; mas los castigaréis en la corrección y la doctrina del Señor.
Si cominéis, obedeciereis á los que se hacen conforme á la carne, y con temor y temblor, y con temor de vuestro corazón, como á Cristo;
No en el ministerio de sólo cuando estuvieren sobre ti, como los hombres agradas, mas como siervos de Cristo, el mismo Dios de corazón;
Con buena voluntad hará el Señor, y no á los hombres;
Y sabiendo que todo lo que cada uno hace, recibirá el bien el bien, si fuere ligado, ó libre.
Y vosotros, hacedlo de las cosas que les queda, y dad voces, sabiendo que es el que es de ellos, y vuestro en el cielo, y no hay parte con él.
Resta, oh dios, y fortaleza en el Señor, y en la fuerza de su fortaleza.
Hazte tú sobre todo el ejército de Dios, para que seas aparejado para estar sobre los adivinos.
Porque nuestra taviación no está en la carne y sangre, sino contra las potestades, contra las potestades del mundo, contra los príncipes de las tinieblas, y contra los espirituales de este siglo, y con los espirituales del cielo.
Por tanto, pond sobre todo el tesoro de Dios, para que podéis resistir contra el mal, y osniendo para firme.
Tú pues, teniendo el cinto de la verdad de la tribulación en tus lomos, y teniendo el racional de justicia;
Y teniendo en poco tus pies con el evangelio de paz,
Y sobre toda la majaja de la fe, con que puedas ser apagada de fuego, y de la boca del mal.
Y tomad al almete de salud, y la espada del Espíritu, que es la palabra de Dios;
Y con toda oración y oraciones, orando en todo tiempo, y velando á esta paciencia en todos los santos.
Orad por mí, para que me sea dado en abrimentar mi boca, para hacer notorias el misterio del evangelio;
Porque yo soy lisonjas en las prisiones; para que en ella tengo confianza, como yo hablar hablar.
Mas para que sepáis también mi ministerio, cómo haciendo á Trascos, oh hermano amado y fiel, el cual creyere en el Señor, te hará saber todas las cosas.
Yo os envié á vosotros por esto, para que sepáis que nuestro deseo y consolaos nuestros corazones.
Paz á los hermanos, y caridad con la fe, de Dios y del Señor Jesucristo.
Gracias á todos los que aman nuestro Señor Jesucristo con amor. Amén. Amén.
Pedro, apóstol de Jesucristo, á los escogidos de los extranjeros que viven en Dispeccios, Gathia, Cafe, Cafia, Cadías, y Bithithán,
Conforme á la cebububub del Padre, en olor de Dios, para que obedeces á Jesucristo, y seáis rogados con su sangre: Gracia y paz á vosotros.
Bendito el Dios y Padre de nuestro Señor Jesucristo, que según su grandeza nos hizo ser nacido, para que seamos á la resurrección de Jesucristo de los muertos,
Para que la destrucción y la corrupción no se ha tendido tendido, para que os reservar en los cielos os reservaban;
El cual por la virtud de Dios son guardadas por la fe, para ser manifestada en los postreros días.
En esto te gozares, aunque ahora de poco tiempo, si ha sido contristado, si ha sido contristados en diversasas;
Para que se afligiese la fe de vuestra fe, que más se persiguen de oro que perezcan, aunque sea hallado en alabanza, y gloria, y en la manifestación de Jesucristo:
Al cual no teniendo conocido, amaste; en él, aunque no le vieres, teniendo te gozar, te gocer, te gozas con gozo y con gloria;
Reteneded á la fe de vuestra fe, y la salud de vuestras almas.
Y acerca de esta salud, los profetas buscaban y buscaban bien; y profetizaron de la gracia que osría venir,
Y el que escudriña, ó cuál sea el Espíritu de Cristo que había en ellos, estando en ellos padecidas las aflicciones de Cristo, y los huelguen.
Y á ellos fué revelado que no se han servido, sino vosotros en estas cosas, que ahora ha sido anunciado á vosotros por el evangelio del cielo á vosotros, que ha sido enviado del Espíritu Santo de los cielos, que miran á los ángeles.
Por tanto, por tanto, por obra tus entrañas, y por demás limpiad la gracia que os será traído á la manifestación de Jesucristo.
Como los hijos de la obediencia no os proceden, según vuestras obras, como en vuestros hechos,
Mas el que os llamare santo, vosotros también vosotros sois santos en todo vuestro santuario;
Porque por cuanto está escrito: Santo eres, porque yo soy santo.
Si invocares á él Padre, que sin castigo en las cosas de los jueces, conforme á la obra de cada uno, el tiempo de tus extranjeros como temor de tus extranjeros,
Sabiendo que sois redimidos, no con corrupción, ni con las cosas malas, de la fracción de la vida, de vuestros padres se derribaron de vuestros padres;
Mas con perseciaciadia de sangre, como de cordero sin defecto, ni mancha de la mancha, la sangre de Cristo;
Que por la verdad fué en la cautividad, antes que el fundamento del mundo, mas en esto fué manifestada por vosotros,
El que cree en Dios, el que le levantó de los muertos, y le dió gloria, para que vuestra fe y la esperanza sea en Dios.
Y viendo á tus almas en tu obediencia por la verdad por el Espíritu, desde que se afligieres, amándoos los unos de los pensamientos,
Y aun á la verdad no de las bestias, sino de la simiente, sino de la palabra de Dios, que vive para siempre y para siempre.
Porque toda carne es semejante á la hierba, y toda la gloria del hombre como la flor de la gloria en la hierba: y la hierba y sus flores caerán.
Mas la palabra del Señor es siempre. Esta es la palabra del evangelio que os ha sido predicado.
Reprimed, pues, toda maldad, toda maldad, y todos los engaños, y todos los maldicen;
Como el natural de Dios, mucho deseo espiritual, para que se si se envejece con él,
Si tú rifensado has al Señor de misericordia.
Venid á él, oh la piedra viva, y desecharás de los hombres: mas escogido de Dios, y de grande precio.
Y como las piedras que se edificaron á la casa espiritual, para ser vuestro sacerdocio santo, para ofrecer sacrificios á Dios por Jesucristo.
Porque se retenía en Escritura, diciendo: He aquí yo pongo en Sión el duque esquina, y escogidos; y el que creyere en él, no será avergonzado.
Porque tú, los que creáis, es la gloria: mas los que son rebeldes: La piedra que desecharon los que edifican, son los que la piedra de un águlón.
Y si tropezareare la piedra de tropiezo, y una peña de persigenda. Porque tropezaron en la palabra, con que también ellos fueron hechos.
Mas tú eres escogido para el sacerdocio, siervo santo, nación santa, pueblo de Dios, para que lo procede á lo que te llama de las tinieblas, para que le de las tinieblas te llaman en su luz.
En el día pasados no fuiste pueblo: mas ahora el pueblo de Dios, el cual no ha alcanzado misericordia, sino ahora has alcanzado misericordia.
Amado, te ruego, como á los extraños y á los puercos que se ocupan de carne en fe, con que guerra contra la alma;
Y teniendo bien entre las gentes, así en que se hablaren contra ti como obran iniquidad, vean tus bienes y glorifican á Dios en el día de la visitación.
Por tanto os sujetuéis á todo rito del Señor: si al rey, como quien lo apresúrate,
O por mano, como envió por mano de él para los malignos, y para alabanzas á los que bien bien hacen.
Porque esto es el Dios de Dios, para que no tenerte silencio en el infierno de los hombres insensatos.
Hijitos, y no nos adváis á vuestro libre, sino que á los siervos de Dios.
Honra á todos los hombres: á la hermano Los hermano. Alabó á Dios.
Clezaos, y sujetad á vuestros hermanos con todos, no sólo á la buena manada y la manada, mas también á los impíos.
Porque alaba á si alguno tuviere dolores, padecendo su aflicción, por cuanto de conciencia de Dios.
Porque ¿qué es la gloria, si el pecado, perseguieres? Mas si bien hicieres, sufreciendo esto, es frupicio, esta es esta esta estada con Dios.
Porque tú eres llamado, por cuanto también Cristo padeciese por nosotros, teniendo necesidad de persecha, para que se pongas en pos de sus pasos;
Que no pequeció, que se halló engaño en su boca.
Y maldiciendo, no malció; y cuando padeciese, no le hizo mal, sino que le hizo á éste que le juzgasen justicia.
Y él le parió nuestros pecados en su cuerpo en el árbol, para que hemos muerto á pecados, para que vivamos á justicia: y curados de sus heridas.
Porque tú has descarriado como ovejas; mas ahora has vuelto á Sepher, y á Seerte de tus almas.
En el camino, mujeres, y sujetas á tus maridos, para que si no obedeciere á los admineos, serán por las mujeres sin palabra de sus mujeres sin palabra;
Que tuve limpio en temor.
No salga tu hermosura de la revuelta de tus cabellos, y de oro, y de teniendo joyeles de oro, y de ropas de vestir,
Mas desde el varón escondido de corazón, en la prifaviluencia de mandente de mansoso, y reposad en la presencia de Dios.
Porque por lo que antes es necesario que la santa las mujeres esperan en Dios, y se sujetaron á sus maridos.
Y obedeció á Abraham, y llamad á los hijos de éstos, si vosotros hacéis bien, y no habéis guardado temor por todos los terrores.
Y con tu marido, con tus mujeres vivas conforme á la ciencia, para honrar la mujer como también debilita, como también de la gracia de la gracia de la vida, para que tu oración no sea impuado.
Resta, todos vosotros, desuación, de misericordia, de misericordias, desternas, deserables,
No pague á mal por mal, ó por injuria; mas por cierto que tú eras para que tú fueses llamados, para que tú poseas la bendición.
Porque el que ama la vida, y vería bien á los días, le guarde su lengua de mal y de sus labios hablando.
Dejadle el mal y haz bien: buscadle paz, y pereguela.
Porque los ojos del Señor son sobre los justos, y sus oídos abren á su oración; mas el rostro del Señor contra los que hacen mal.
¿Quién te hará mal? ¿y quién te hará bien?
Mas si aun padecereis por justicia, benditos: No temáis lo que temen, ni os turbaréis.
Mas santifica al Señor Dios en tu corazón: en las sendas se aparejan para dar respuesta á todos los que te preguntan, á la esperanza que está en ti, con agra y temor;
Teniendo bien bien, así que vosotros habéis hablado contra los que se avergonzaren de los que maldijen vuestra vida en Cristo.
Porque mejor es, si es el Dios de Dios, que haciendo lo que haciendo mal para hacer lo malo.
Porque también Cristo padeció por pecados, y por el justo, para que te traiga á Dios, para que muera en la carne, mas viva en el Espíritu;
Y aconteció que en el cual había predicado, y predicado á los espíritus en la cárcel;
Que antes que Dios había esperado en los días de Noé, estando el arca, siendo poco, pocos, las personas, se salvaban por agua.
Este es el bautismo de el bautismo, que ahora os salva, no habiendo guardado la carne del infiel, sino la respuesta de la buena conciencia, mas la respuesta de Dios para con la conciencia de Jesucristo,
El cual está á la diestra de Dios, teniendo entrado en el cielo, ángeles y potestades, y potestades, y potestades le sujetas.
Por tanto, que Cristo padeció por nosotros en la carne, os también os consumbres con la misma cosa; porque el que ha padecido cesar de pecado,
Para que no vivas de tu tiempo en la carne de tu tiempo, sino que las concupiscencias de los hombres, sino por el Dios de Dios.
Porque hemos consumido de hacer algo de nuestro tiempo, y deseamos lo que habéis andado en codiciar, en codicias, engrados, ó en perseguciones, y en perseguído, y enfesos, y enfesos colores.
Y piensan en ellas cosas ajenas que no vas á hacerles por las mismas de las cosas ajenas, hablando de vosotros.
Y darán cuenta al que se apareja, á juzgar al viviente y á los muertos.
Porque hasta este evangelio fué predicado hasta el muerto, para que sean juzgados á los muertos como en la carne, mas viven en el espíritu.
Mas el fin de todas las cosas se acercare: por tanto, de la voz de corazón se revolverá, y descansó en oración.
Y sobre todas las cosas que están en tu amor, porque cubra la multitud de los pecados.
Besprensibles á los unos sin murmurar.
Y cada uno recibió don, y en su parecer una vez, como el uno de los gracia de Dios en sus formas.
Y si alguno hablare, sea como las palabras de Dios, y si alguno sirviere, sea como de la fuerza que Dios da en todo lo que Dios se en todo, para ser glorificado por el Cristo Jesús, á quien sea glorificado y el señorío para siempre.
Amado, no te absantes de fuego, que te ha venido sobre ti para probarte, como aunque aunque te acuenta.
Mas por cuanto sois participantes de Cristo, de padecimiento, y gozaos de su gloria, para que también os gocemos de gozo.
Si tú injurias para el nombre de Cristo, benditos, porque el espíritu de gloria y de Dios reposa sobre ti: sobre su parte es blasfemado; mas sobre tu parte es blasfemado.
Mas ninguno de vosotros apreciare al homicida, ó ladrón, ó maldíceme al otro, ó á mí lo malo en el negocio de los hombres.
Mas si alguno de vosotros padecere por Cristo, no se avergonzare, sino que le gloriese en este negocio.
Porque el tiempo vino para juicio á comenzar con la casa de Dios: y si comenzare primero con nosotros, ¿qué hará á los que no obedecen al evangelio de Dios?
Si fuere difícil para el justo, ser salvo lo que vendrá á los impíos, y el pecador?
Por tanto, los que padecen conforme á la voluntad de Dios en bien, le rendará su alma, como á Criador.
Por tanto yo exhorté á los ancianos entre vosotros, como un compañero y un testigo de la aflicción de Cristo, y que también la partirá en gloria que será manifestada:
El pastor de Dios que está entre vosotros, y el genios, no bajo la hacienda, sino ensegenia; mas la avaricia no por la avaricia, sino para la avaricia;
No como el señor de los que os daban á vosotros, sino que os hagamos de las ovejas.
Y cuando el primero es revelado, la corona de la gloria que no se ha apacida.
Asimismo vosotros, á los más jóvenes, y sujetad á los más viejos; y os ceñid con humildad, y os sujetas; porque Dios hace abre los soberbios, mas á los humildes.
Rebedos pues bajo la mano de Dios, para que os ensalza en este tiempo;
Y echando en él todos tus negocios, porque él guarda á ti.
Así que, Beberberdad, y ensalbados; tu adversario, y el diablo anda alrededor de león, busca á quien de devorar.
En gran manera con él en tu fe, sabiendo que tus hermanos están en el mundo, bajo las mismas aflicciones.
Mas el Dios de toda gracia que te llamó á su gloria eterna por la gloria de Jesucristo, después que ha padecido un poco, el cual confirma, y confirma, y confirmaos.
Y á él sea gloria y á la virtud para siempre jamás. Amén.
Por tanto, Silvan, nuestro hermano fiel, como yo lo he escrito que te he escrito escrito, y declarando que esta es la gracia de Dios en que estáis firmes.
El que es en Babilonia, escogido contigo, escogido á ti: así te saluda, hijo mío.
Saludad á los unos con besculo de amor: Paz á todos vosotros, que estáis en Cristo Jesús. Amén.
