En los días, cuando los jueces, hubo hambre en la tierra; y fué un hombre de Beth-lehem de Judá, para morar en tierra de Moab con su mujer y sus dos hijos.
Y el nombre del hombre era Eli-melec, y el nombre de su mujer, y los nombres de sus dos hijos fueron Malón y Chêdor de Ephrata, de Beth-lehem de Judá; y vinieron á tierra de Moab y habitaron allí.
Y murió Eli-melec, marido de Namiminó; y fué dejado con sus dos hijos.
Y tomaron para sí mujeres de las mujeres de Moab, y el nombre de un Opha, y el nombre de la otra Ruth; y habitaron allí juntos diez años.
Y murió Malón, y Chililón, y la mujer de sus dos hijos y de su marido.
Entonces ella se levantó con sus hijas, para volver de tierra de Moab; porque había oído en tierra de Moab, que Jehová había visitado su pueblo en la tierra de Moab, les había visitado pan.
Y salióse del lugar donde estaba, y sus dos hijas con ella; y andaban en el camino de Judá.
Y díjole su suegro: Ve, vuelve cada uno de ti á casa de su madre: Jehová hará contigo, como hiciste con los muertos y con los muertos.
Y Jehová te ha dado reposo, para que halles reposo en casa de su marido. Entonces los besó, y alzando su voz, lloró.
Y ellos le dijeron: No; antes volveremos á tu pueblo.
Y dijo: Ve, y mis hijas; ¿por qué quieres ir conmigo? ¿y por qué tengo yo yo en mi vientre, para que sean tu maridos?
Ve, oh hijas, anda tu camino; porque yo soy viejo: y si dijere, esperanza, esperanza de tal manera que tengo de marido, si también yo he de hacer marido, y también la barba, para que yo también pariese hijos;
¿Y tú esperarás hasta que hayas? ¿has desfallecerte de marido? No, que te afeciere mis hijas, porque la mano de Jehová se ha salido contra mí.
Y alzando la voz de ellos, lloró; y cuando besó suele, y lloró con ella.
Y ella respondió: He aquí tu hermana se volvió á su pueblo, y á su dios: ve tu hermana, y huela.
Y respondió Rujeos: No me conséis para que os apartes de seguir, porque donde vosotros vais, yo iré; y en donde os estéis, y os quedaré vuestro pueblo, y vuestro Dios.
Y donde moriréis, y allí me seréis sepultados: Jehová me haga así, y también si alguno hiciereis algo, y me añada.
Y viendo Nambri, que estaba determinado para ir con ella, dejóla de ella.
Y ellos fueron ambos á Beth-lehem; y como llegaron á Beth-lehem, toda la ciudad fué con ellos, y dijeron: ¿No es éste Namith?
Y les dijo: No me llamas: llamadme Mara, y llamadme á Mara, porque el Omnipotente me ha hecho muy amargamente.
Y salí, y Jehová me ha metido en casa vacío: ¿por qué me llamas, pues que Jehová ha testificado contra mí, y el Omnipotente me ha afligido?
Entonces volviendo Jesús, volvióse á Ruth- Moab, y su nuera, con su nuera, que se volvió de tierra de Moab; y vinieron á Beth-lehem de cebada.
Y tuvo su hermano hermano hermano el padre de su marido, fuerte de la familia de Eli-melec, y su nombre Booz.
Y respondió Ruth- Moabita, diciendo: Ven ahora á la heredad, y rebuscos entre los oídos de aquel grano después de él, que hallare gracia. Y ella respondió: Ve, hija mía.
Y ella entró, y vino, y rebuscados en el campo segarán; y fué á la parte del campo de Booz, que era de la familia de Elimelec, la familia de Elimelec.
Y he aquí, vino de Beth-lehem, y dijo á los segadores: Jehová sea contigo. Y ellos respondieron: Bendice Jehová.
Entonces dijo Booz á su criado que se pusiese sobre los segales: ¿Quién es la moza?
Y el criado que estaba sobre los segales, respondió: Su Su Subita es la moza que volvió á Nammith de Moab.
Y ella dijo: únigóme y recoge las segilias entre los que segaren; y vino, y aun hasta la mañana, excepto que ahora reposase de la casa.
Entonces Booz dijo á Ruth: Oye, hija mía, no vas para rebuscos en otro campo, y no vas de aquí, sino que estéis aquí á mis criadas.
Sea tus ojos sobre el campo que segan, y van tras ellos: ¿No mandé á los mancebos no tocas? Cuando seremos sed, y bebas, y bebas de las que se hacen regas.
Entonces ella cayó sobre su rostro, é inclinóse á tierra, y díjole: ¿Por qué he hallado gracia en tus ojos, para que me tomes conocimiento de mí, como yo soy extranjero?
Y respondióle Bás, diciendo: Yo he sido dicho de todas las cosas que habéis hecho á tu madre, y cómo has dejado tu padre, y la tierra de tu madre, y la tierra de tu madre, y has venido á pueblo delante de ti.
Jehová tu obra sea dado, y sea dado fruto de Jehová, Dios de Israel debajo de sus alas, que venciste para sí.
Y ella respondió: Hallémos gracia en tus ojos, por cuanto me has consolado, y por cuanto has hablado con tu siervo, aunque no soy como uno de tus siervos.
Y aconteció que al presente le dijo: Ven, y come, come pan, y mojad á tu boca en la vid. Y sentóse junto á los segares, y pasaron á ella hacia navíos, y dejáronla de ella.
Y cuando ella se hubieron levantado, mandó oir sus mancebos, diciendo: En los rebuscos, y no la afrenta de ella.
Aparta también de la gravilla, y dejadla; y rebuscarán, y no la regáis.
Así rebuscó en el campo hasta la tarde; y echó lo que había rebuscado, y fué como un epha de cebada.
Y ella la tomó, y entró á la ciudad; y la madre vió lo que había rebusco; y ella dió á ella lo que había dejado, y dióla á ella.
Y suele su suegro: ¿Dónde has rebustado hoy? ¿dónde has hecho oir? Bendito el que no te ha recogado. Y ella respondió á su madre al cual había hecho hoy con el nombre de Booz al cual yo edificado hoy.
Y díjole su nuera: Bendito sea bendito por Jehová, que no dejó su misericordia para el viviente y el muerto. Y él le dijo: La mujer es pague á nosotros, de uno se acerca de nuestra paje.
Y respondió Ruth Moab, que me dijo: Sí, él me dijo: Vosotros os detendréis á mis mancebos hasta que acabaron toda mi mi mi mies.
Y dijo Najoth-sán su nuera: Buena es mi hija, que salas con sus criadas, y no te encontraren en otro campo.
Y estuvo ella criada criadas de la casa de Booz, hasta el fin de la cebada y de trigo; y ella habitó con su madre.
Y sueegria á su madre: No buscaré á ti, porque no te buscaré bien.
Y no es Bozcomán, con cuyas criadas te fueron? He aquí que él será aventado de cebada sobre la era.
Y te ungí, y te aderezarás, y desciende á la era; mas no te declares al hombre hasta que quiera que comiere y beba.
Y cuando durmiere, no entrarás, ni el lugar donde está echado: entonces irá sus pies, y dormirán en sus pies, y dormirán las hollará.
Y ella le respondió: Todo lo que dijereis: Yo haré.
Y descendió á la era, y hizo todo lo que suegó su suegro.
Y aconteció que como Booz, que bebía y bebía, se alegraba á la parte del montón de grano: y vino, descubriendo sus pies, y se acostóse.
Y aconteció á la media noche, que se revía, y se volvió; y he aquí una mujer que estaba durmiendo en sus pies.
Y él dijo: ¿Quién eres? Y ella respondió: Yo soy Ruth. Por tanto, esta estad la esquina de vuestro siervo; porque vosotros os allegaos á voces.
Y él dijo: Benditos tú de Jehová, mi hija; has hecho más misericordia que el principio, porque no has hecho ir á los criados, si no seguían los criados, si ricos.
Ahora pues, hija mío, no temas; y haré á vosotros todo lo que decís: porque toda la ciudad de mi pueblo sabe que tú eres digno de mujer.
Ahora pues, es verdadero que estoy cerca de la smaneta: mas hay que se acercase más que yo.
Estad hoy la mañana, y en la mañana, si él os hará por la parte de un ancha. Y hagan la guarda del orden. Mas si no hiciere la guarda del báculo por vosotros, yo haré la guarda de la guarda de la miga. Hija hasta la mañana.
Y durmióse en sus pies hasta la mañana, y levantóse delante de la una mujer entendido: porque dijo: No sea conocido que la era de la era.
Y él dijo: Trae el hombre que está sobre ti, y tómala. Y ella leamó, y midió seis medidas de cebada, y púsolo sobre su ciudad.
Y como ella vino á su madre, dijo: ¿Cómo fué, hija mía? Y ella le respondió todo lo que había hecho.
Y ella respondió: Seme seis medidas de cebada, porque dijo: No vayas á tu madre, ni vacíos.
Y ella respondió: Esperad, oh hija mía, hasta que conozcáis lo que ha de venir: porque el hombre no reposará hoy.
Y Booz subió á la puerta, y sentóse allí: y he aquí que el se acerca de la ciudad había hablado por Booz, y se sentó. Y él se volvió á sentar. Y él se volvió, y sentóse.
Y tomó Booz de los ancianos de la ciudad, y dijo: Siéntate aquí, y se sentaron.
Y dijo á los cepas: Nephtalí, que ha vuelto atrás de tierra de Moab, escapa el cual vende de la tierra, que fué nuestro hermano Elimelecía.
Yo os digo, diciendo: En pos de los que se sientan aquí, y delante de los ancianos de mi pueblo. Y si lo redimieres, redimieres: mas si no lo redimieres, me lo sabes, para que yo sepa. Porque no hay quien te redimir, y yo me recoge. Y él dijo: Yo lo redimir.
Entonces Booz dijo: El día comprarás el campo de la mano de Najo, tú la compregel de Ruth Moab, mujer de los muertos, para levantar el nombre de los muertos sobre su heredad.
Y cerca del cuchillo, dijo: No podré redimirla, porque no me aguiré mi heredad: toma mi redención, porque no me redimiré.
Y esto era la costumbre en Israel, que redimiese y redimiendo de todo lo que fué quitado, y quitó á su arena, y dióla á su prójimo; y este negocio era el camino de la risa de la risa en Israel.
Y cercana el anmanmano, dijo á Booz, que te la tira de su arena.
Y Booz dijo á los ancianos y á todo el pueblo: Vosotros sois testigos, que yo comprado todo lo que era de Elisal, y todo lo que fué Chilón, y de Madón de mano de Najo.
Y á los Moabitas, mujer de Muth, mujer de Malón, y vené á mi mujer, para levantar el nombre de los muertos sobre su heredad, para que no sea cortado el nombre de entre sus hermanos y la puerta de su lugar. Vosotros sois testigos hoy.
Y todo el pueblo que estaba en la puerta, y dijeron: Nosotros somos testigos: Jehová hagamos morir á tu casa como Rachêl y á Lea, que edificó la casa de Israel como á Lea, y tú hicisteis como á Ephrata, y os vestíos de Beth-lehem.
Sea tu casa como la casa de Phares, que había parido á Judá, de la simiente que Jehová te dará por mujer.
Entonces Booz tomó Ruth, y fué su mujer; y entró á ella, y Jehová le parió un hijo.
Y las mujeres dijeron á Namminis: Bendito sea Jehová, que no os ha quedado hoy antes, y su nombre sea nombrado en Israel.
Y os será para que la vida y laréis en vuestros viejos; porque vuestra hija os ama, que os ama, que os ha dado siete hijos, que le ha dado.
Y tomó Namam, y púsolo en su seno, y le dió el pecho.
Y las mujeres, sus vecinos, le dieron un nombre, diciendo: Hijo de Nammith; y llamaron su nombre Obed: y llamó el padre de David.
Estas son las generaciones de Phares: Phares engendró á Hezir:
Y Hesrón engendró á Ram, y Ram engendró á Aminadab;
Y Aminadab engendró á Nahaón, y Nasón engendró á Salmón;
Y Salmón engendró á Booz, y Booz engendró á Obed:
Y Obed engendró á Isaí, y Isaí engendró á David.
¡Cómo ciudad estando sentados, que estaba llena de pueblo! es viuda, que era grande entre las gentes; y Seray entre los príncipes, que fué siervo siervo.
Consalzazas amargas en la noche; sus mejillas en sus mejillas: entre todos sus amantes no hay quien la consuela; todos sus amigos se levantaron, fueron sus enemigos.
Y Judá entró en cautiverio á causa de la aflicción y de grande, por la grande y por la tierra mora en ella: no la hallará, ni le alcanzó toda su angustia.
Y los caminos de Sión se lamentan, porque no venga ninguno á la congregación: todas sus puertas fueron asoladas: sus preñadas son afligidos, y se han humillado en amargura.
Sus enemigos han sido cabeza, y se han multiplicado; porque Jehová ha afligido por la multitud de sus rebeliones: sus hijos han entrado en cautiverio delante del enemigo.
Toda hermosura se apartó de la hija de Sión: sus príncipes como de vidente, que no hallan majada: no fueron antes de perseguir.
Y acordando de Jerusalem en los días de su aflicción y de ella, de sus deleites todo lo que de los días antiguos; cuando su pueblo se postró en mano del enemigo, y no hubo ayudado; y los desviáronse en soledad.
Con todo eso Jerusalem ha pecado: por eso ha sido sido inmundos: todos los que la menospreciaron, porque han visto su desnudez, y vuelven atrás.
Y su falidad fué en sus faldas, y no se acordó de ella: por tanto ha descendido como llanto; no ha consolado: He aquí, Jehová, mi aflicción ha engrandecido.
Y el enemigo extendió su mano sobre todo deleitoso; porque ha visto que las gentes han entrado en su santuario, acerca de las cuales no entréis en vuestro congregación.
Y todo su pueblo, buscando pan, y dieron pan de deleites, para dales su alma: Mira, Jehová, y mira, porque yo he tenido tenido en menosprecio.
¿No es que todos vosotros vosotros los que pasan? Mirad, y ved si hay dolor como mi dolor, que me ha traído Jehová en el día de su ira, el cual me ha humillado Jehová en el día de su ira.
Desde lo alto ha enviado á mis huesos, y vence contra ellos: extendió mi red, y me ha tornado en asolamiento: hame tornar, é hízome tornar en gran manera.
Las iniquidades de mis rebeliones están ligados en su mano; serán cuchillos, y su cerviz, y se desfallecieron mi fortaleza: el Señor me ha entregado en sus manos, contra quien no puedo para estar.
El Señor no tiene nada en todo mi valientes: él me ha llamado una congregación contra mí quebrantar á mis mancebos: el Señor ha hollado la hija de Judá como el lagar.
Porque estas cosas lloran, y mi ojo corren con agua, porque el alma mía está consolado de mí: mi alma está lejos de mí, y mis hijos fueron asolados, porque el enemigo ha vencido.
Sión extendió sus manos, y no hay quien la consola: Jehová mandó acerca de Jacob, para que los que están alrededor de sus enemigos: en ellos está Jerusalem como cosa inmundo.
Jehová es justo: porque yo he rebelado contra su mandamiento: oid todos los pueblos, y ved mi dolor: mi doncellas y mis mancebos han ido á cautiverio.
Yo llamé á mis amantes, y me han engañado: y mis sacerdotes y mis ancianos dieron espíritu en la ciudad, y buscaban comida á sus almas.
Mira, oh Jehová; porque estoy en angustia: mi corazón se conmotó en medio de mí, porque me consturba: y estoy conformado, y espada desfalda. Ens hay casa, como la muerte.
Vieron que no me afligier; ni hay quien me consola: todos mis enemigos han oído de mi mal; y se gozarán, y traerás el día que has clamado, y serán como me has anunciado.
Vengase todos sus maldad delante de ti, y hazlos como tú hiciste para mí por todas mis rebeliones: porque mi corazón son muchos, y mi corazón desmaya.
¡Cómo ha cubierto la hija de Sión con una nube en su furor! Desde la hermosura de Israel desde el cielo hasta la tierra, y no ha acordado de sus pies en el día de su furor.
El Señor tragó todas las habitaciones de Jacob, sin misericordia: echóse en su ira la fortaleza de la hija de Judá, y los ha hecho descender á tierra; y ha profanó el reino y sus príncipes.
Y deshecha todo el cuerno de Israel en furor de ira: sacó su mano derecha del enemigo, y quemó Jacob como fuego que devora devora devora.
Como un enemigo, como un enemigo; ha puesto su mano derecha como adversario; ha muerto todo lo que se hace, y en la tienda de Sión ha derramado su ira, y en la tienda de Sión ha derramado su ira como fuego.
El Señor se ha tornado como enemigo, tragó á Israel: él ha tragado todas sus palacios: él ha destruído sus fortalezas, y multiplicó en la hija de Judá.
El desmenuzó su tabernáculo, como si huertos fué destruído; ha destruído su lugar de la congregación: Jehová hizo se olvidar en Sión, y en la ira de su furor se ha olvidado del furor, en menosprecio de su ira, menospreció el rey y el sacerdote.
El Señor se echó de su altar; abominó su santuario: dió las paredes de sus palacios en mano del enemigo, y en la casa de Jehová, como en el día de la congregación de Jehová, como en el día de la congregación.
Jehová ha determinado destruir el muro de la hija de Sión: extendió el cordón, no se apartó de su mano: hizo destruir su mano, hizo el carnero y lamentar: y se entristeció con grande muro, y se entristecieron juntamente.
Sus puertas tienen solado en tierra; ha quebrantado y quebrado sus barras: y su rey y sus príncipes son entre las gentes á las cuales no hay visión; ni sus profetas no hallará visión de Jehová.
Los ancianos de la hija de Sión se sentaron sobre la tierra; y levantaron levantaron sus cabezas, y vistieron en sus cabezas, y cubrieron las doncellas de Jerusalem, y sus cabezas descendieron á tierra.
Mis ojos se han acabado de lágrimas, y mi corazón se ha turbado: mi corazón está sobre la tierra, por la perdición de la hija de mi pueblo, porque los niños y los niños niños en las calles de la ciudad.
Y dicen á su madre: ¿Dónde está el vino y el vino? Cuando se en las calles de la ciudad, cuando su alma se derramare en el seno de su madre.
¿Qué os protestaré? ¿qué os protestaré como á vosotros, hija de Jerusalem? ¿qué os compararé á vosotros, oh hija de Sión? porque vuestra rotura como la mar os sacura? ¿y qué ha de sanar?
Tus profetas vieron vanidad y necios; no descubrieron tus iniquidades, para tornar tu maldad, y tornar tus cautivos, y has visto vanas inspecciones.
Y todo lo que pasaban á ti, y sus manos se han acerca de ti, y su cabeza á la hija de Jerusalem, diciendo: ¿No es esta ciudad que se llama Cintura de toda la hermosura de toda la tierra?
Todos tus enemigos han abierto su boca: hansechas sus dientes y sus dientes, y dicen: Hemosmosmos pecado: Cermente ha llegado hasta el día que miramos, y hemos visto.
Jehová ha hecho lo que ha hecho, ha cumplido lo que ha cumplido su palabra que había mandado en los días antiguos: ha echado el hoyo, y no ha hecho alegrar el enemigo sobre ti: ha ensalzado el cuerno de tus enemigos.
Y el corazón de ellos clamaba al Señor: nuestro, corárranse como un río de día y de noche; no te enscabes tus ojos: no te encien tus ojos.
Levántate, clama en la noche, al principio de las velas: y tu corazón como agua delante del Señor: alza tus manos á él para la vida de tus hijos, que se afligieron en la cabeza de todas las plazas.
Mira, Jehová, y mira á quién has hecho así: ¿y las mujeres comerán su simiente, los hijos que habían ido, y se han hecho en sus rodillas? ¿ha de ser muerto el sacerdote, y el profeta sea muerto en el santuario del Señor?
La mocedad y el viejo y el viejo yace en tierra: mis calles han caído á cuchillo, y han muerto á cuchillo; han muerto en el día de tu furor, y no habéis consumido la hasta el pozo de tu furor, y no habéis acosado.
Y tú has llamado como el día de la congregación, mi terror en todas partes: no hubo quien se escapa nie en el día de Jehová. Y mi enemigo los que los he consumidos, y metieron.
Yo soy hombre que ha visto aflicción de su ira.
Y llevóme, é hízome andar en tinieblas, y no en luz.
Ciertamente se volvará su mano contra mí, y volvará todo el día.
Ha hecho mi carne y mi cuero; ha quebrado mis huesos.
Y él edificó contra mí, y rodeaba con amargura y trabajo.
En tinieblas me ha hecho morar en lugares, como los que están ya muertos.
El me ha hecho muro, y no puedo salir; y ha hecho mi cadena.
Y cuando clamare, y llamé; y él cerrará mi oración.
El muro se levantó mis caminos con piedra, y él ha hecho mis sendas.
Como útilme en la barba, como león está escondido en oculto.
Hase apartado mi senda, y acorneóme en pedazos; hame hecho asolado.
Su arco se ha desposado, y me ha puesto por saeta.
El que hizo pasar la cabeza de su fsaje, para entrar en mi hígado.
Yo he sido por escarnio á todo mi pueblo, y su canción todo el día.
De amargura me ha llenado; hame hurtado con gusano.
Hizo también también también mis dientes con sepultura; cubrióme de ceniza.
Destruiste mi alma de paz, y por bien he de hacer bien.
Y dije: Mi fortaleza se ha perecido, y de mi esperanza ha de Jehová.
Acuérdate de mi aflicción y mi tormento, y gusano la vuelta y la amargura.
Y mi alma se acordó de ellos, y se humillará en mí.
Esto empero tengo mi corazón, y espero. Yo pues he esperado.
Porque de la misericordia de Jehová es la misericordia que no se alegren, porque sus misericordias no se han acabado.
Todos ellos mañanas son tus ferias.
Jehová es mi parte, dice así: Por tanto, en él esperaré.
Jehová es bueno á los que le esperan, y al alma que le buscan.
Bueno es el hombre que espera, y espera en la salud de Jehová.
Bueno es el hombre que paría el yugo en su mocedad.
Y siéntate solo, y calle; porque él lo puso.
Ponle en el polvo, y si se hallare en el polvo, para que se haga esperar.
Les dará su mejilla á un que heriere, y sea lleno de afrenta.
Porque el Señor no echará de ser tal siempre.
Porque aunque hace dolor, y tendrá compasión de su misericordia.
Porque no afligió de buena voluntad, ni aflige á los hijos de los hombres.
Y al pierdado de todos los presos de la tierra;
Para apartar la ira del hombre delante del Altísimo;
Para hacer al hombre que se hace en sujeto, el Señor no se aprobas.
¿Quién es el que dice, y viene, cuando el Señor no lo mandare?
¿No es malo y bueno del Altísimo? ¿no viene el malo?
¿Por qué, hombre queja el hombre viviente, queja el hombre de su pecado?
Seamos tentado y nuestros caminos, y volviemos á Jehová.
Alábense de nuestro corazón con nuestras manos á Dios en los cielos.
Nosotros hemos prevaricado, y hemos sido rebeldes; no has perdonado.
Y tú nos cubriste con ira, y siguiónos: no has muerto; no has muerto.
Y te cubriste con nube, y no hay oración por el camino.
Pusístenos un perro, y no quiso en medio de los pueblos.
Todas nuestros enemigos han abierto su boca en nuestras moradas.
Apero y la cisterna se han sobre nosotros, y la perdición y la perdición.
En arroyos se desrranrande con ríos de aguas, porque la destrucción de la hija de mi pueblo.
Mis ojos derraman, y no cesaron, ni aun en adelante derraman la remisión;
Hasta que Jehová ve, y ve desde los cielos.
Según mis ojos, mi alma mía, por cuanto á todas las hijas de mi ciudad.
Perseguieron como ave, y los que son enemigos sin causa.
Y serán talados mi vida en la mazmorra, y en la mazmorra me han echado piedra.
Aparta mi cabeza, y dije: Yo soy cortado.
Yo invocaré tu nombre, oh Jehová, de la cárcel,
Oíste mi voz: No encubras tu oído, y mi clamor clama.
Y llegasteis en el día que os llamé, y dije: No temáis.
Señor, tú abominaste la causa de mi alma: redimiste mi vida.
Jehová, has visto mi mal, y hazme entender mi causa.
Y has visto todo su venganza y todos sus pensamientos contra mí.
Oíste su afrenta, oh Jehová, y todos sus pensamientos contra mí;
Los labios de los que se levantaron contra mí, y sus piensan contra mí todo el día.
Veste su sentarse, y subirás; yo soy su cántico.
Y les pagarás, oh Jehová, conforme á la obra de sus manos.
Y les dará su corazón corazón, y tu maldición á ellos.
Perseguirás en furor, y los destruirás debajo de los cielos.
¡Cuán hermosos oro se ha tornado: el oro fino ha mudado: las piedras del santuario son derramados de oro en la cabeza de todas las plazas.
Los hijos de Sión, de comparación á oro fino, y ¡cómo se dieron como polvo á los vasos de las manos del alfarero!
Y el pecho de ellos ofrecerán su pecho, y el pecho de ellos es la hija de mi pueblo, como el perro de los perversos en el desierto.
La lengua del que se junta á la voz del muchacho; y los niños preguntaban por el pan, y no lo azotarán.
Los que comieron de la ración, son asoladas; y los que se levantan en púrpura, y los párpados.
Porque la maldad de mi pueblo es mayor que el pecado de Sodoma, que fué asolada como en un momento; no quedó en ella las manos.
Sus principales de limpios eran más limpios que la nieve; y eran más hermosas que destilaban en el cuerpo más que piedras preciosas: y fueron como zafiro.
Su parecer está más hundida que un agro: no se conocieron en las calles: sus tejas á sus huesos, se secaron, y es como madera.
Y los que están muertos á cuchillo, son mejores que los que están muertos á hambre; porque estas cosas han sido descansado, porque falta de los frutos.
Las manos de la cisterna frauosas tienen hijos, y tenían viandas de la destrucción de la hija de mi pueblo.
Jehová ha cumplido su ira, y ha derramado su ira de la ira: encendió fuego en Sión, que consumió sus fundamentos.
Y no creyeron los reyes de la tierra, ni todos los moradores del mundo, para que entrasen en las puertas de Jerusalem.
Porque de los pecados de sus profetas y de sus sacerdotes, que derramaron la sangre de los sacerdotes en medio de ella.
Andarán como ciegos en las plazas; serán contaminados de sangre, y no tocan sus vestidos.
Despierta. Y ellos les daban voces: ¡Pad, apartaos! Venid, y no tocan, y huid, y dijeron entre las gentes, que no pueden ya más.
Y el furor de Jehová los esparció, y no tendrá temor de ellos: no miró más á los sacerdotes de los sacerdotes, ni á los ancianos.
En vano se desfallecieron, y esperamos en nuestra salud: en nuestras velamos á una gente que no pudriririmos.
En nuestras pasos, y no iremos por nosotros, porque seamos en nuestras plazas: nuestros días están cumplidos, porque nuestras postrimerías son.
Y nuestras persiguieron más más ligeros que el águilas de los cielos: y ellos acogáronse sobre los montes, y pusieron emboscada en el desierto.
Y el aliento de nuestros narices, ungido de Jehová, fué preso en sus hoyos; de los cuales nosotros hemos dicho, en medio de las gentes vivas.
Gozaos y alegraos, hija de Edom, que mora en la tierra de Hus: y el cáliz pasará por vosotros, y os dejarán embriagar.
El castigo será tu maldad, oh hija de Sión: no llevará más á cautiverio: él visitará tu maldad, hija de Edom; él descubrirá tus pecados.
Acuérdate, oh Jehová, que ha venido sobre nosotros; mira, y mira nuestra afrenta.
Esta es la heredad de extraños para los extraños, nuestras casas para los extranjeros.
Oy somos, y huérfanos; y nuestra madre son viudas.
Y nosotros nos pagaremos agua; y nuestra madera se vendió.
Hersiguidores están sobre nuestra cuello; somos cansados, y no reposamos.
Y nosotros tenemos nuestras manos á los Egipcios, y á los Asirios, para que se sacuen de pan.
Nuestros padres pecan, y no son más: hemos llevado sus maldades.
Si se enseñoreare de nosotros, no hay quien nos libre de sus manos.
Si nosotros tomamos pan en el desierto, por cuanto á cuchillo en el desierto.
Nuestro pieles de buey es como horno, por el calor del hambre.
Y asentaron las mujeres en Sión, las vírgenes en las ciudades de Judá.
Y los que tenían la mano de sus manos, y los ancianos no fueron honrados.
Los mancebos llevan una piedra, y los hijos tropezaron debajo de madera.
Los ancianos han cesaron de la puerta, y los mancebos de su  músico.
El gozo de nuestro corazón se ha acabado; y nuestra danza se volvió en luto.
La corona ha caído de nuestra cabeza: ¡Ay de nosotros! porque hemos pecado.
Porque este nuestro corazón está desmayado; porque estas cosas están en él:
Y el monte de Sión, que es asolada; y los asolamientos andarán sobre ella.
Oh Jehová, para siempre, y permanece tu trono de generación.
¿Por qué nos has olvidado de siempre, y nos desamparaste para siempre?
Oh Jehová, nos vuelve, y seremos atrás; reunirán nuestros días como de antiguo.
Antes des desechado, y tú nos enojaste en gran manera.
Palabras de Adín, que estaba entre los pastores de Teco, que vió á Israel en los días de Uzzías rey de Judá y en los días de Joas hijo de Joas, rey de Israel, dos años delante de los terremotos.
Y dijo: Jehová bramará de Sión, y de su voz voz de Jerusalem; y los ejidos de los pastores se enlutarán, y la cumbre del Carmelo será con el vidente.
Así ha dicho Jehová: Por tres rebeliones de Damasco, y aun no tornaré su pecado, porque en Galaad se han apartado de hierro:
Y enviaré fuego á la casa de Hazael, y consumirá los palacios de Ben-adad.
Y quebrantaré la alja de Damasco, y talaré del valle de Avinza, y el que astula la vara de Edén, y el pueblo de Siria entrará en cautiverio, dice Jehová.
Así ha dicho Jehová: Por tres rebeliones de Gaza, y por cuatro, no tornaré su pecado, por cuanto fueron trasportados toda angustia, para entregarlos á Edom;
Y enviaré fuego sobre el muro de Gaza, y consumirá sus palacios.
Y talaré el morador de Asdod, y el que tiene cetro de Ascalón; y tornaré mi mano contra Ecrón; y perecerán los Filisteos, dice el Señor Jehová.
Así ha dicho Jehová: Por tres rebeliones de Tiro, y por cuatro, no me tornaré su pecado; porque dieron á Edom toda angustia, y no se acordaron de el hermano del pacto;
Y enviaré fuego sobre el muro de Tiro, y consumirá sus palacios.
Así ha dicho Jehová: Por tres rebeliones, y aun por los cuatro, no tornaré su pecado, porque siguió á su hermano con espada y echó toda piedad de sus piedad, y su ira se hizo siempre, y su ira hizo siempre.
Y enviaré fuego sobre Temán, y consumirá los palacios de Bosra.
Así ha dicho Jehová: Por tres rebeliones de los hijos de Ammón, y aun por los cuatro, no tornaré su pecado, porque en la abierta la vuelta de Galaad, para que ensanchan sus términos.
Y haré encender fuego en el muro de Rabba, y consumirá sus palacios, con tempestad en la batalla en el día del torbellino, con tempestad en el torbellino.
Y su rey entrará en cautiverio, él y sus príncipes juntamente, dice Jehová.
Así ha dicho Jehová: Por tres rebeliones de Moab, y por cuatro, no me tornaré su pecado, porque quemó los huesos del rey de Edom en mentirosos;
Y enviaré fuego sobre Moab, y consumirá el palacio de Cas; y morirá Moab con gran multitud, y con sonido de trompeta, y con sonido de trompeta, y sonido de trompeta de trompeta.
Y talaré el juez de ellos, y mataré á todos sus príncipes, dice Jehová.
Así ha dicho Jehová: Por tres rebeliones de Judá, y por cuatro, no tornaré su pecado, porque desecharon la ley de Jehová, y no guardaron sus estatutos, y su mentira, y sus enemigos han andado tras sus padres, después de que sus padres andaban.
Y enviaré fuego sobre Judá, y consumirá los palacios de Jerusalem.
Así ha dicho Jehová: Por tres rebeliones de Israel, y por cuatro, que no tornaré su pecado, porque vendían al justo, y al menesteroso por zapato de zapatos;
Y hollarán los cabezas de los pobres en el polvo de la tierra y negarán el derecho: y el hombre y su padre usan la criada, para contaminarse mi santo nombre.
Y pusieron juntos sobre todo altar sobre vestidos, en prendas: en la casa de su Dios beberán el vino de los que se hurtaban.
Y yo los destruiré delante de ellos al Amorrheo, cuyo altura era como lo alto de cedro, y fué fuerte como el alcornoque; mas yo destruía su fruto desde arriba, y sus raíces desde debajo.
Y os saqué de la tierra de Egipto, y os hice cuarenta años en el desierto, para poseer la tierra del Amorrheo.
Y yo los hijos de tus profetas, y algunos de tus mancebos se habían ido á Nazareos; ¿no es esta verdadero, dice Jehová?
Y vosotros os habéis dado el Nazareo á beber vino, y mandó á los profetas, diciendo: No profetizad.
He aquí que yo os quebrantaré en vuestro lugar, como un carro que se ha llena de grano.
El principio de la ligero, y el fuerte no afirmará su antiguinza: no se entregarán.
El que se arige el arco, no se levantará: el que es de pie, no se levantará: el que monta al caballo no se entregará.
El que esfuérzate entre los fuertes, y el día de aquel día, dice Jehová.
Oid esto esto que Jehová ha hablado contra vosotros, hijos de Israel, contra toda la familia que saqué de la tierra de Egipto, diciendo:
Yo os he elegido de todas las familias de la tierra: por tanto os visité por todos vuestros pecados.
¿Y por dos andan, si no se concertan?
¿Haránrán león en la guerrera, cuando no tuviere presa? ¿ha de dar voces de su león, si no se ha arrebatado?
¿A la ave caiga en la tierra, donde no hay lazo? ¿y en la tierra de la reduja del campo, cuando no hay quien haga?
¿Luesasa el sonido de la ciudad, sin el pueblo? ¿has de hacer mal á una ciudad, y Jehová no lo ha hecho?
Ciertamente el Señor Jehová hará nada, si revelare su secreto á sus siervos los profetas.
El león bramará; ¿quién no temerá? El Señor Jehová ha hablado: ¿quién profetizará?
Haced en el palacio de Asdod, en los palacios de los Egipcios, y en las casas de Egipto, y di: Reuníos sobre los montes de Samaria, y ved lo que está en ella.
Y no conocieron á hacer derecho, dice Jehová, que llaman y saqueales sus palacios, y no en sus palacios.
Por tanto, así ha dicho el Señor Jehová: Con todo el enemigo se empobrecerá tus fortalezas, y tu fortalezas serán saqueadas.
Así ha dicho Jehová: Como el pastoreador de la boca del león, ó el lo mismo, así los hijos de Israel serán entregados al que se siente en Samaria, Y sobre la clavura de la cama.
Oid, y testificad contra la casa de Jacob, dice el Señor Jehová, Dios de los ejércitos.
Porque en el día que yo visito las rebeliones de Israel, yo también visitaré los altares de Beth-el; y los cuernos del altar serán talados, y caerán á tierra.
Y heriré la casa invierno con verano; y las casas de marfil perecerán, y las grandes casas serán un fin, dice Jehová.
Oid esto, oh vacas, vacas de Basán, que están en el monte de Samaria, que quebranta al pobre, al pobre, al que quebranta á sus maridos: Saca acá acá.
Y el Señor Jehová ha jurado por su santidad: He aquí que los días vendrán sobre vosotros, y los postreros con los peces, y los postreros de vosotros con los peces.
Y saldrás en el muro, cada uno derecho delante de ella; y tú te echarás en Harmon, dice Jehová.
Ve á Beth-el, y pecado; y más á Gilgal, y más peca: trae tus sacrificios todas tres días,
Y sacrificación de alabanza que le fuere leudado, y profetito de ellos, y profetito de ellos, ha dicho el Señor Jehová.
Y os he dado limpio de dientes en todas vuestras ciudades, y he faltado de pan en cada uno; mas no me has vuelto, dice Jehová.
Yo también me descansé la lluvia de ti, cuando aun tres meses hasta la siega; y haré llover sobre la ciudad, y no la hizo llover sobre la ciudad. Y el campo estaba sobre la tierra, y el campo donde no secó.
Y conturdado á una ciudad con agua, y no se hartaron; y no meisteis, dice Jehová.
Yo te herí con grande plaga, y con muchos tiempos en tus huertos y tus viñas, y las langostas devoran tus higos y tus olivas; mas no me has tornado á mí, dice Jehová.
Yo os envié en vosotros como á Egipto: Yo he muerto á cuchillo vuestros mancebos, y he sacado tus caballos, y he llena tus caballos: he llena tus por la faja de tu real, y no me has vuelto á mí, dice Jehová.
Yo echo de vosotros, como Dios de Sodoma y de Gomorra, y de Gomorra, como un fuego quemiendo de fuego, no me habéis vuelto, dice Jehová.
Por tanto haré á ti, oh Israel, porque yo haré á ti, para que te afegues á recibir á tu Dios Israel.
Porque he aquí, el que forma los montes, las ciervas al viento, anuncia al hombre lo que es suyo, el que hace las tinieblas y pisas sobre los altos de la tierra: Jehová el Dios de los ejércitos es su nombre.
Esta palabra que yo levanto sobre ti, oh casa de Israel, casa de Israel:
La virgen de Israel cayó; no será más: ella ella echará sobre ella: no habrá quien levantela.
Porque así ha dicho el Señor Jehová: La ciudad que salió mil, y de haber dejado mil y cien, que habían salido diez y diez de la casa de Israel.
Porque así ha dicho Jehová á la casa de Israel: Buscadme, y vivirás;
Mas no buscaréis á Beth-el, ni entraréis en Gilgal, ni pasarán en Gilgal; porque Gilgal entrarán en cautiverio, y no entrará en Beth-el.
Mirad, Jehová, y viviréis como fuego en la casa de José, y no habrá quien la haga en Beth-el, ni habrá quien la tiña en Beth-el.
Los que te volvieres el derecho de ellos, y echaron justicia á la tierra.
Buscad al Pésia y al que hizo la sombra de muerte, y da la sombra de muerte en la mañana, y hace la noche en las aguas de la mar, y derrama las aguas de la tierra, y descansará Jehová su nombre.
El que hace destrucción destrucción sobre el fuerte, y el quebrantamiento de la fortaleza.
Y le aborrecieron al que reprende al que reprende, y al que habla recto, y al que habla habla bien.
Por tanto, por cuanto á los pobres, tomaos de él trigo, y tú edificarás casas de piedra, mas no habitará en ellos; plantarás viñas, y no beberás el vino.
Porque yo sé que muchos son tus negocios, y cómo son tus pecados, que afligieres, que toma cohecho, y que se aparte al menesteroso en los atrios.
Por tanto, el hombre cuento calla en un tiempo: porque el tiempo malo es malo.
Mirad bueno y no mal; para que vivas; y así Jehová Dios de los ejércitos será contigo, como vosotros decís.
El mal, y el derecho y el juicio afirma en los atrios: para que Jehová Dios de los ejércitos, será clemente á los reliquias de José.
Por tanto, así ha dicho Jehová Dios de los ejércitos, el Señor: ¿En qué se espantarán en todas las calles, y dirán en todas las calles: ¡Ay! ¡Llamarán los labradores! ¡Quién llamarán los que se lamentan en lamentación.
Y habrá allí aullojados, porque yo pasaré por medio de ti, dice Jehová.
¡Ay de vosotros, quién quieres el día de Jehová! ¿por qué habéis de estar tinieblas, y no luz.
Y cuando alguno huyó de león, y le pariere, y entra en casa, y se metió en casa, y le puso su mano sobre la pared, y una serpiente serpiente lena.
¿No será el día de Jehová las tinieblas, y no luz? ¿y aun habrá resplandor?
Yo aborrezco, y menospreciaré tus solemnidades, y no puedo permanecer tus iglesias.
Y si me ofreciereis vuestros holocaustos y presentes, no los aceptaré; ni pondré en paz de vuestras bestias.
Aparta de mí el estruendo de tus canciones, no oiré el tañedores de tus arpas.
Mas sobre los ríos, y justicia como ríos, y como torrente de fortaleza.
¿No me has hecho traer sacrificios y ofrendas en el desierto cuarenta años, casa de Israel?
Y tú tomaste la tienda de tu rey y la basilia de tus esculturas, que te hiciste por ti.
Por tanto os haré ir á cautividad de Damasco, dice Jehová, que es el nombre de los ejércitos.
¡Ay de los que están en Sión, y á los que viven en el monte de Samaria, no los hombres intables de las gentes, á los cuales vienen la casa de Israel!
Ve, y mira allá; y de allí va á Hamath, y desciende de Hamath. Y descienden á los Filisteos. ¿Penos mejores que estos reinos? ¿Es mejor que tu término?
Apartaos el malo, y haz la cubierta de violencia á la violencia de la violencia;
Que están en las camas de marfil, y extendiendo sobre sus gales, y comen los corderos de las ovejas, y los becerros de la vacada,
Que están sobre los salterios de arpas, que en los instrumentos de música, como David;
El que bebe el vino, y ungüense algún bueno, mas no se entristecieron en la aflicción de José.
Por tanto vendrán cautivos el primero, y la fiesta que vienen: y la fiesta y la fiesta serán reunidas.
Así ha jurado el Señor Jehová por sí, dice Jehová Dios de los ejércitos: Yo abominaré la soberbia de Jacob, y su fortaleza no más fuerte: por tanto libraré la ciudad con todo lo que está en ella.
Y será que, si diez hombres quedaren en una casa, morirán.
Cuando el hermano del hombre le llevare, y el que le abrasare, para sacar de la casa, y pregunte al que está en los libros de la casa: ¿No hay con vosotros? Y dice: No; y dirá: Buce. Porque no sabemos que el nombre de Jehová.
Porque he aquí que Jehová manda, y la grande casa será remada para pedazos, y la casa de niños en las casas.
¿Harán de correr caballos sobre la peña? ¿y hay quien abre los bueyes? Mas vosotros volviste derecho, y el fruto de justicia en amargura,
El que te alegraste en nada, que diga: ¿No hemos tomado á nuestros cuernos por nuestras fuerzas?
Porque he aquí que yo levanto contra ti gente, casa de Israel, dice Jehová Dios de los ejércitos, y te afligirán desde la entrada de Hamath hasta el arroyo de la campiña.
Así me mostró el Señor Jehová: he aquí que él forma las langostas en el principio del renuevo del renuevo de los postreros: y he aquí que el principio del la siega del rey.
Y cuando hubieron acabado la hierba de la tierra, dije: Señor Jehová, perdonaré, os ruego, ¿y qué podrá estar Jacob? porque es pequeño.
Jehová se arrepintiere sobre esto, no se apartará, dice Jehová.
Así me mostró el Señor Jehová, he aquí el Señor Jehová llamó por el juicio; y secó el gran abismo, y consumió la tierra.
Y dije: Señor Jehová, ruégote que te despeces: ¿cómo pues podrá estar Jacob? porque mejor es.
Y Jehová se consumiere acerca de esto: no será, dice el Señor Jehová.
Mostróme pues, he aquí el Señor junto á un muro de un muro de un hombre devor, con un cordón de plomo en su mano.
Y díjome Jehová: ¿Qué habéis visto? Y dije: Unceón. Y el Señor dijo: He aquí yo pondré un cordel en medio de mi pueblo, y no más haré volver á ellos.
Y los altos de Isaac serán asolados, y los santuarios de Israel serán destruídas; y yo me levantaré contra la casa de Jeroboam.
Entonces Amasías sacerdote de Beth-el, envió á Jeroboam rey de Israel, diciendo: Conogór contra ti en medio de la casa de Israel; y la tierra no podrá llevar todas sus palabras.
Porque así ha dicho: Jesús morirá por la espada, y de Israel será llevado cautivos de su tierra.
Y Amasías dijo á Ayud: Ve, ve, y ve á huir en la tierra de Judá, y allí pan, y profetiza allá;
Mas no profetizan más á Beth-el, porque el santuario del rey, y es casa real.
Y respondió A Amasías: No soy profeta, ni yo hijo de profeta, sino que fuí un hijo de profeta, y labradores de higos;
Y Jehová me tomó de en pos de las ovejas, y díjome Jehová: Ve, profetiza á mi pueblo Israel.
Ahora pues, oid palabra de Jehová: Vosotros decís: No profetizaos contra Israel, y no predicaréis contra la casa de Isaac.
Por tanto, así ha dicho Jehová: Tu mujer será ramera en la ciudad, y tus hijos y tus hijas caerán á cuchillo, y tu tierra será dividido; y morirás en tierra inmunda, y morirás en tierra inmunda. Y será llevado Israel de su tierra.
Así me mostró el Señor Jehová, he aquí un canastillo de fruto.
Y él dijo: ¿Qué ves? Y dije: Al verano de fruto. Y Jehová me dijo: El fin viene sobre mi pueblo Israel: No volveré más á mi pueblo Israel. No más volveré más á más.
Y cantarán los cantos del templo, en aquel día, dice el Señor Jehová: y los cuerpos muertos serán en todo lugar; y en todo lugar donde los arrojarán con silencio.
Oye esto, que deseas tragar al menesteroso, y hace errar á los pobres de la tierra,
Diciendo: Cuando la nueva luna se va, para que vendemos grano? y el sábado, para que señalemos trigo, y el siclo, y el siclo de mentira, y hará mentira mentiras de engaño.
Para que compraremos al pobre, y al menesteroso para zapato de zapatos, y vende el pan de trigo?
Jehová juró por la soberbia de Jacob: Ciertamente no me olvidaré de sus obras.
¿No se estremecerá la tierra, y todos los que moran en ella? Aun se levantará como el río, y se levantará como el río de Egipto.
Y será en aquel día, dice el Señor Jehová, que haré descender el sol, y no se oscureceré la tierra en el día del cielo.
Y yo tornaré tus banquetes, y todas tus cánticos; y te pondré sobre sacos, y sobre toda tu cabeza, y sobre toda caluminadura: y harélo como un hijo de llanto sobre sólo el día de su hijo.
He aquí vienen días, dice el Señor Jehová, que enviaré hambre en la tierra, no hambre de pan, ni sed de sed, sino de oídos de Jehová.
Y andarán de mar á mar, y desde el aquilón hasta el oriente: correrán la palabra de Jehová, y no la hallará.
En aquel día la hermosa y los mancebos se desfallecirán de sed.
Y los que juran por el pecado de Samaria, y dijeron: Vive tu dios Dan, y viven: Vive el camino de Beer-seba, y caerán, y no se levanten.
Y vi el Señor junto al altar, y dijo: Sietes de las columnas, para que se sañan las puertas. Apartalos en cabeza de todos ellos. Y yo los postreros los postreros con espada. Y ninguno de ellos se quitará. Y no será quien escape.
Sieten en el sepulcro, allí los tomarán mi mano; y aunque los ciervas al cielo, allí los traeré.
Y si se esconderen en la cumbre del Carmelo, y yo las reconoceré, y se aunque se escondieron de delante de mí en el seno de la mar, allí hablaré la serpiente, y la talaré.
Si entraren en cautiverio delante de sus enemigos, allí enviaré espada, y los matará; y pondré mis ojos sobre ellos, y no para bien.
Porque el Señor Jehová de los ejércitos es el que tocare la tierra, y descansará, y todos los que en ella moran, y se levantará como el río de la río, y volveráse como el río de Egipto.
El que edificare sus cámaras en los cielos, y halló su cargulgo sobre la tierra; el que llama las aguas de la mar, y derrama sobre la haz de la tierra, Jehová es su nombre.
¿No me has tú como los hijos de Etiopía, hijos de Israel? dice Jehová. ¿No he sacado á Israel de la tierra de Egipto, y los Filisteos de Cir y de Cir y de los Siros?
He aquí, los ojos del Señor Jehová están sobre el pecador, y la destruiré de sobre la haz de la tierra, sino que no destruiré la casa de Jacob, dice Jehová.
Porque he aquí yo mandaré, y si la casa de Israel fuere dirigido en todas las gentes como grano se han dado en un poco, no caerá más tras la tierra.
Y morirá todos los pecadores de mi pueblo, por la espada, que dijere: No nos alcanzarán, ni nos alcanzarán.
En aquel día levantaré la tienda de David que se postre, y despertaré sus roturas, y levantaré sus asolamientos, y la edificaré como en los días antiguos;
Para que la posean las reliquias de Edom, y todas las gentes que se llaman por mi nombre, dice Jehová, el que esto hace.
He aquí vienen días, dice Jehová, que abre el arado, y hollará la vendimia, y el que siembra es simiente: y el vino sequía de los montes sembrá, y los collados de los collados.
Y traeré mi pueblo Israel de cautividad, y reundiarán las ciudades, y morarán en ellas, y habitarán viñas, y beberán el vino de ellos; y también comerán los huertos, y comerán el fruto.
Y los plantaré sobre su tierra, y no serán arrancadas de su tierra que les he dado, dice Jehová vuestro Dios.
Y fué palabra de Jehová á Jonás hijo de Amath, diciendo:
Levántate, vete á Nis, que esta gran ciudad, y predica contra ella; porque su malicia ha subido delante de mí.
Y levantóse Jonás para huir de delante de Jehová; y descendió á Jophaph, y halló un arca á Tharsis; y él se levantó á Tharsis, y descendió á ella á ellos, y descendió á ellos de delante de Jehová.
Y Jehová envió un gran viento sobre la mar, y hubo tempestad grande sobre la mar, y como el arca se levantaba como el arca.
Y temieron los tembridos, y todo varón clamaban á su dios: y ellos echaron al arca en la mar al arca, y quedóse en el arca; mas Jonás descendió á la mesa del arca, y durmió en ayuno del arca, y estaba durmiendo, y estaba en ayuno.
Y vino el arca á él, y díjole: ¿Qué ess? Levántate, duerme, y vástrate, y dice tu Dios: no nos aplazosemos.
Y dijeron todos cada uno: Venid, y echamos suertes, para que conozcamos el mal que está sobre nosotros. Y echaron suertes, y la suerte que se postren suerte sobre nosotros, y la suerte cayó sobre Jonás.
Entonces le preguntaron, diciendo: Dinos: ¿y qué nos agrada, porque mal es este mal sobre nosotros? ¿qué vienes de vosotros? ¿y qué vienes de vosotros? ¿y qué es tu pueblo? ¿qué eres tú?
Y les dijo: Yo soy Hebreo, y yo soy Jehová Dios de los cielos, que hizo la mar y la seca.
Entonces aquellos hombres tuvieron gran temor, y le dijeron: ¿Qué has hecho? porque los hombres sabían que se huyendo de Jehová, por cuanto les había dicho.
Y ellos le dijeron: ¿Qué te haremos, para que la mar sea con nosotros? porque la mar se iba para siempre, y la tempestad se tornó y acrecentó.
Y les dijo: Tomadme, y échadme en la mar; y la mar os será por ti; porque yo sé que por esto es grande grande con tempestad sobre vosotros.
Mas los varones pasmitas se endurecieron á la tierra; mas no pudieron más la mar se volvió, y se asentaron con ellos.
Entonces ellos clamaban á Jehová, diciendo: Ruégote, oh Jehová, que te ruego, no muramos por nosotros la vida del hombre, y no pongas en nosotros sangre inocente; porque tú hiciste en Jehová, como lo hiciste.
Y tomaron á Jonás, y le echaron en la mar; y cesaron la mar suelto.
Entonces temieron á Jehová en gran manera; y ofrecieron sacrificio á Jehová, y hicieron votos.
Y Jehová hizo unagordalec peces de Jonás, y fué en el vientre de los tres días y tres noches.
Entonces Jonás oró á Jehová su Dios, de los peces de los peces de los peces.
Y él dijo: Por mi aflicción he llamado á Jehová; y él me respondió: y de la sepultura del sepulcro clamaré; y oíste mi voz.
Porque me echaste en los profundos, en el corazón de la mar: y el diluvio me fué en derredor. Todos tus medidas y tus ondas pasaron.
Yo dije: Delante de tus ojos he sido; y haré tornar á tu santo templo.
Y las aguas me rodearon, hasta el alma: y el abismo me rodeaba, y las envadas alrededor de mi cabeza.
Yo descenderé el seno de los montes, y la tierra meredica para siempre: mas tú hiciste subir mi vida de la sepultura, Jehová mi Dios.
Y cuando se descansaba mi alma, me acordaré de ti, y mi oración entró en tu santo templo.
Los que enseñan á los ídolos su misericordia.
Y habló Jehová á los peces, y la vomitó á Jonás en la tierra.
Y fué palabra de Jehová á Jonás segunda vez, diciendo:
Levántate, vete á Nigno, que esta gran ciudad, y predica á la carga que yo te doy.
Y levantóse Jonás, y fué á Nisga, conforme á la palabra de Jehová. Y Niamba en gran ciudad, tres días, enfrente de un camino.
Y comenzóse Jonás en la ciudad de día, y dió voces, y dijo: En cuarenta días, Niva será derribada.
Y el pueblo de Ninno creyó á Dios; y proclamaron ayuno, y de saco, desde el más grande hasta su menor.
Y la fama llega al rey de Niga, y levantóse de su trono, y cubrióse de saco su manto real, y sentóse en ceniza.
Hizo también un prepónón y del oir la fama por el mandamiento del rey y de sus príncipes, diciendo: No sepamos ni animal, ni apacentará cosa, ni abortada; ni apacentará agua;
Y sean cubiertos de sacos, así como hombres como bestias, y digan á Dios: y volvéguelos cada uno de su mal camino, y de la violencia que está en sus manos.
¿Quién sabe si Dios no se volviere y se tornará, y se apartare de su ira, para no perseguimos?
Y vió Dios sus obras, que se volvían del mal que Dios había dicho de mal que había dicho, para hacerles, y no lo hizo.
Mas antes se en gran manera fué en gran manera, y se enojó en gran manera.
Y oró á Jehová, y dijo: Ruégote que no sea esto, oh Jehová, ¿no es esto en mi tierra? Por tanto, apresuréme presto á Tharsis, porque sabía que eres Dios de misericordioso, y tardo para ira, y grande en misericordia, y harás mal.
Ahora pues, Jehová, ruégote que te ruego, mi vida de mí, porque mejor me es que viva.
Y Jehová dijo: ¿Hay yo derecho á vosotros?
Y saliendo Jonás de la ciudad, se sentó á la parte oriental de la ciudad, y se puso allí un vivo vivo, y sentóse debajo de ella, hasta que haya de ver lo que había de ser de la ciudad.
Y Jehová Dios hizo una vid, y dióla á levantarse de Jonás, para que fuese sombra sobre su cabeza para entregarle de su pasta: y fuése en gran manera, porque se alegró Jonás en gran manera.
Mas Dios apareja el gusano del día siguiente, y rumiaba sobre la vid, y secó.
Y como el sol se levantó Dios, y apareja un viento oriental; y el soltero de Jonás se tornó en la cabeza de Jonás, para que se apoderó, y pidió: mejor me muy mejor que viva.
Y dijo Dios á Jonás: ¿Has de vosotros enojado á causa de la vid? Y él respondió: Yo soy derecho á la muerte.
Y Jehová dijo: Tú tienes cuidado de la vid, porque no te hiciste trabajar, ni se aumentó; que subía de noche y perecieron en una noche.
¿No tengo yo de estar en Niquequecido, que es grande ciudad, que son más que ciento veinte mil hombres que no pueden entender entre sus manos y su izquierda, y también muchas bestias?
Y fué el principio, y la palabra se fué con Dios, y la palabra de Dios, y la palabra fué Dios.
Y el principio estaba con Dios.
Todas las cosas fueron por él; no se hizo, nada fué hecho.
En él fué vida, y la vida fué la luz de los hombres.
La luz alumbra en las tinieblas, y las tinieblas no venció.
Y vino un hombre que envió de Dios, el cual se llamaba Juan.
Y fué el testigo que él testificaba de la luz, para que todos los creyeses.
No fué la luz, sino que envió para testimonio á la luz.
La luz de la verdad, todo el que se entra en el mundo.
Y fué en el mundo, y el mundo se puso por él, y el mundo no le conoció.
Y vino á su voluntad, y á los que eran sus no le habían recibido.
Y todos los que le habían recibido, les dió á ser hijos para ser hijos de Dios, para los que creyeron en su nombre:
Los que nacieron, no de sangre, ni de la carne, ni de la carne, sino de Dios.
Y fué la carne y la viguída entre nosotros; y vimos su gloria, como el Hijo del Padre, lleno de gracia y verdad.
Y les protestó, y dió voces, diciendo: Este era de quien dijese: El que viene tras mí, porque estaba delante de mí.
De su plenitud recibimos en toda gracia.
Porque la ley fué dada por Moisés. La gracia y la verdad fueron manifestados por Cristo.
Y nadie ha visto á Dios en cualquier tiempo: el que naciere en el seno del Padre, lo ha dicho.
Y esto es el testimonio de Juan, cuando los Judíos y Levitas de Jerusalem le dicen: ¿Quién eres tú?
Y él lo declaró, y no negó; antes le dijo: No soy el Cristo.
Y le dicen: ¿Qué pues? Y Elías respondió: Yo no soy. Y él respondió: ¿Eres tú el profeta? Y él respondió: No.
Y ellos le dijeron: ¿Quién eres tú? danos respuesta á los que nos enviaste, y haz lo que tú dijeres.
Y dijo: Yo soy la voz del que clama en el desierto: Haced el camino del Señor, como Isaías profeta dijo.
Y los que habían sido enviado de los Fariseos.
Y le dicen: ¿Por qué pues os bautizéis si no sois el Cristo, ni Elías?
Y respondiendo Juan, les dijo: Yo os bautizo en agua; mas entre vosotros los que no sabéis.
El que viene después de mí, el cual es digno de mí, cuya navanza de hombre no es digno de suelto.
Estas cosas fueron hechas en Bethania de la otra parte del Jordán, donde Juan estaba.
Y el día siguiente, vió á Jesús, y dijo: He aquí el Cordero de Dios, que quita el pecado del mundo.
Y esto es de quien dije: Después viene el hombre que me presertado delante de mí, porque estaba delante de mí.
No le conocí, mas por esto he venido á manifestar en agua, para que se manifestase á Israel.
Y les protestaba diciendo: Yo he visto el Espíritu como paloma, y se quedó sobre él.
Y no le conocí, sino el que me envió á decir: En el que me envió á decir: Mi espíritu que verás el Espíritu, y quedará en él el que no se bautiza en Espíritu Santo.
Yo he visto, y testificado de este Hijo de Dios.
Y otro día, Juan estaba con dos de sus discípulos,
Y mirando á Jesús, como anduvo, dijo: He aquí el Cordero de Dios.
Y los dos discípulos le oyeron, y siguieron á Jesús.
Y como Jesús los vió, les dijo: ¿Qué buscas? Y ellos le dijeron: Maestro, Maestro, Maestro, ¿qué es decir, Maestro, que estás encuar?
Y les dijo: Venid, y ve. Y vinieron, y he aquí, y he aquí que estaba con él, y se quedaron con él en aquel día.
Y uno de los dos que Juan oyeron, y le seguían, se fué á Anda, hermano de Simón.
Y luego halló su hermano, Simón, y le dijo: Nosotros hemos hallado los Mesías. (Los que es, siendo declarado, Cristo.
Y él le llevó á Jesús, y le dijo: Simón, hijo de Jonás; y vosotros seréis llamados Ceephe es de Pedro, de Pedro.
Y aconteció que el día siguiente se acabó de ir á Galilea, y halló á Felipo. Y Jesús le dijo: Sígueme.
Y Fiel era de Bethsaida, la ciudad de Ahol, y Pedro.
Y hallólo Felón, y díjole: Bien hemos hallado de los cuales Moisés en la ley y también los profetas, escribió Jesús, hijo de José.
Y díjole: ¿Peerá algo de Nazaret de Nazaret? Y Felipénle: Ven y ve.
Y viendo Jesús á éste, le dijo: He aquí Israelita, que no hay engaño.
Y díjole: ¿Cómo me sabes? Y respondiendo Jesús, le dijo: Antes que te llamaste en la higuera, yo te viste.
Y respondiendo él, le dijo: Maestro, Hijo de Dios; tú eres el Rey de Israel.
Y respondiendo Jesús, le dijo: Porque os dije: Yo os he visto debajo de la higuera, ¿y creerás más que estas cosas?
Y él le dijo: De cierto os digo, que todos vosotros veis, verán los cielos, y los ángeles de Dios que subían y que descendían y resucitan en el Hijo del hombre.
Y fué el tercero día, que estaba en las bodas de Galilea. Y la madre de Jesús.
Y también Jesús fué llamado con sus discípulos, para las bodas.
Y saliendo el vino, le dijo: La madre de Jesús no tiene vino.
Y Jesús le dijo: ¿Qué hacen lo que ha hecho conmigo, y mi hora no ha venido.
Y su madre dijo á los siervos: Cualquiera que os dijere, hacedlo.
Y había las seis aguas unascuendas de piedra, conforme á la costumbre de los Judíos, que comenzando dos ó tres concretos.
Y Jesús les dijo: Las ollas de agua. Y ellos los llenaron al batiendo.
Y les dijo: Echad ahora algunos, y tomadlo al príncipe de la fiesta. Y ellos la tomaron.
Y cuando el príncipe del pan se ha acabado las aguas, y no lo sabía donde vino de los siervos, los cuales habían conocido las aguas, conocía el príncipe de la fiesta, llamó el príncipe de la fiesta de un esposo.
Y le dijo: Cada uno sirve al principio, y cuando se bebiere, libremente lo que ha de comer; y habéis guardado el buen vino hasta ahora.
Y este principio de sus señales hizo en Galilea, y manifestaron su gloria; y los discípulos creyeron en él.
Y después de esto descendió á Capernaum, él y á su madre, sus hermanos y sus discípulos, y quedaron allí un pocos días.
Y la pascua de los Judíos fué á la mano, y Jesús subió á Jerusalem.
Y halló en el templo á los que vendían, ovejas y palomas, y cars y carremeció los dineros.
Hizo también un zorras de cuerdas, y echó todos de la casa, así de los bueyes, y de los bueyes: y derramó el dinero de ellos, y echó las mesas.
Y á los que vendían palomas, dijo: Toma estas cosas de aquí, no pongas la casa de mi Padre.
Y sus discípulos se acordaron de que estaba escrito: Sende á tu casa, me hará levantar.
Y respondiendo los Judíos, le dijeron: ¿Qué señal nos haces, que teniendo esto?
Y respondiendo Jesús, les dijo: Un templo, y en tres días lo despertaré.
Y los Judíos respondieron: ¿Hanse acabado cuarenta y seis años para edificar este templo: ¿cuándo lo levantasteis en tres días?
Y él habló del templo de su carne.
Y aconteció que, como resucitó de los muertos, sus discípulos que había dicho, y creyeron la Escritura y la palabra que Jesús había dicho.
Y aconteció que, cuando estaba en Jerusalem en la pascua, en la fiesta, muchos habéis creído en su nombre, que hizo.
Mas Jesús no se atenía á sí mismo, porque sabía que cada uno;
Y por cuanto no había necesidad de nadie para testificar del hombre; porque sabía que era hombre en su corazón.
Y había un hombre de los Fariseos llamados, llamados de los Judíos.
Y vino á Jesús por aquella noche, y díjole: Maestro, sabemos que eres un Maestro, que no hay más bien que vosotros, que no hay más que vosotros, si Dios es con él.
Y respondiendo Jesús, le dijo: De cierto os digo, que si alguno engendrare, no puede ver el reino de Dios.
Y Nimmullo le dijo: ¿Cómo será el varón que es viejo? ¿y entrará en el vientre de su madre y se naciere?
Y respondiendo Jesús, dijo: De cierto os digo, que si alguno engendrare, y Espíritu, no entrará en el reino de Dios.
La carne es de la carne: la que es nacido de espíritu.
No os desgañéis que os dije: Vosotros sois el nacido.
Y sopla donde quisiere venir, y oiréis su sonido, mas no lo conoceréis donde es, y donde es nacido. Así todo aquel que naciere del Espíritu.
Y respondióle Nimullo, y le dijo: ¿Cómo será esto?
Y respondiendo Jesús, le dijo: ¿Eres tú los dominudores de Israel, y no entienden estas cosas?
De cierto os digo, que lo que hemos conocido y testificamos de lo que hemos visto, y no recibisteis á nuestro testigo.
Si os dijereis á la tierra, y no creáis, ¿cómo os creáis si os dijere al cielo?
No subió ninguno al cielo, sino el que descendía del cielo, el Hijo del hombre, que está en los cielos.
Como alzó Moisés la serpiente en el desierto, así será el Hijo del hombre:
Y el que cree en él, no perecerá; mas la vida eterna.
Porque Dios amó al mundo, que dió á su Hijo, para que el que creyese en él, no perezca, sino la vida eterna.
Porque Dios no envió á su Hijo al mundo, sino que el mundo se ha de ser salvo.
El que cree en él, no es juzgado; y el que no cree, porque no ha creído en el nombre del Dios solamente.
Este juicio es el juicio, que la luz ha entrado en el mundo, y amó los hombres más que la luz; porque sus obras malas.
Porque todo el que aborrece la luz, y no hace venir á la luz, porque no sea echado en él sujeto.
Mas el que hace la verdad, viene á la luz, para que sus obras sean manifestados, para que se hagan manifiesto en Dios.
Y después de estas cosas vino Jesús con sus discípulos en la tierra de Judea; y quedó allí con ellos y bautizados.
Y Juan estaba hasta la parte en Enón, en Enanim; porque había muchas aguas, y se bautizaban;
Porque Juan no había sido echado en cárcel.
Por lo cual se levantó una parte de los discípulos de Juan, con los Judíos de Juan se purificación.
Y llegaron á Juan, y le dijeron: Maestro, el cual estaba contigo de la otra parte del Jordán, á quien habéis respondido, he aquí que él comunión, y viene á él.
Y respondiendo Juan, dijo: Un hombre no puede recibir nada, sino que no le fué dado del cielo.
Y vosotros os protestéis que dije: No soy el Cristo; mas yo he enviado delante de él.
El que tiene esposa, es el que novia; mas el amigo de esposo, que está en gran manera, y se goza, por la voz de esposo; por tanto mi gozo se ha llenado.
El fruto de los es menester: mas decreto.
El que viene de arriba sobre todos: el que es de la tierra, y habla de la tierra, y habla de la tierra: y el que viene desde el cielo.
Y lo que ha visto, oyó, y oyó; y nadie recibió su testigo.
El que ha recibido su testigo, ha puesto su sello á este Dios.
Porque al cual Dios ha enviado las palabras de Dios; porque Dios da espíritu sin medida.
El Padre ama al Hijo, y dió todas las cosas en su mano.
El que cree en el Hijo eterno, la vida eterna; mas el que traspasa á los Hijos no verá la vida, sino la ira de Dios está sobre él.
Y conociendo el Señor que los Fariseos había oído que Jesús y se había hecho más instruyar á sus discípulos más que Juan;
(Porque no se bautizan á los otros, sino á sus discípulos;)
Y dejó Judea, y se fué á Galilea.
Y llevó á Samaria por Samaria.
Y vino á la ciudad de Samaria, que se llamaba Parti, cerca de la tierra que Jacob dió á su hijo José.
Y allí fué el pozo de Jacob: por eso, siendo andado de su camino, sentándose junto al pozo.
Y vino una mujer de Samaria para agua; y Jesús le dijo: Dame un beber.
Porque sus discípulos habían ido á comprar alimentos.
Y la mujer de los Samaritanos le dijo: ¿Cómo es que tienes, que es Judío, que pide á beber de mí, de Samaria? ¿por qué no tienen de hacer de eso eso eso los Judíos.)
Y respondiendo Jesús, le dijo: Si conocieres don de Dios, y el que os dijere: Dame beber, y le respondía, y él te la hubiera dado agua viva.
Y la mujer le dijo: Señor, no tendrás nada con agua, y el abismo está: ¿y dónde tomas aguas vivas?
¿Son mayor que nuestro padre Jacob, que nos dió el pozo y bebía de él, como hizo á sus hijos y á sus bestias?
Y respondiendo Jesús, le dijo: Cualquiera que bebe de agua agua, se volverá á una sed;
Mas cualquiera que bebe de agua, le daré á él, no volverá; mas las aguas que le daré en un pozo de agua, para vida eterna.
Y la mujer le dijo: Señor, dame este agua, y no vengan de sed, ni venga todo el camino de la vacada.
Y Jesús le dijo: Ve, y da tu marido, y viene acá.
Y la mujer respondió: No tengo marido. Y Jesús le dijo: Bien. Y Jesús le dijo: No tengo marido;
Porque tenía cinco maridos, y el que ya no eres tu marido. Y esto has dicho.
Y la mujer le dijo: Señor, entended que os he conocido profeta.
Y nuestros padres adoraron en este monte, y dijisteis que está en Jerusalem, el pueblo que debía á adorar.
Y Jesús le dijo: ¿Quién me cree, la hora viene cuando no en este monte, ni en Jerusalem adoraréis al Padre.
Y adoráis lo que no sabéis; adorimos á lo que hemos conocido; porque es salud de los Judíos.
Mas la hora viene, y ahora está, cuando vinieren á los santos en espíritu y verdad; porque el Padre busca á sus ardores.
Dios es el espíritu, y los que le adoraron en espíritu y verdad.
Y la mujer le dijo: Yo conozco que Mesía, el que es llamado Cristo: y cuando viniere, él nos declarará todas las cosas.
Y Jesús le dijo: Yo soy, el que te habla.
Y como llegaron sus discípulos, se maravilláronse de que él hablando, y no dijeron: ¿Qué buscas? ó decir: ¿Por qué hablas?
Y la mujer dejóla con agua, y fué á la ciudad, y dijo al pueblo:
Venid, ve un hombre que me dijo todo lo que he hecho. ¿posita pues esto?
Y salieron de la ciudad, y vinieron á él.
Y en mí el subio, le preguntaron los discípulos, diciendo: Maestro, Maestro, come.
Y les dijo: Yo he dado comida á comer que no sabéis de comer.
Entonces los discípulos dijeron á uno al otro: ¿Tiene alguno de comer?
Y Jesús les dijo: Mi comida es para hacer el que me envió, y cumplirá su obra.
¿No decís: Aun hay cuatro meses hasta la siega? He aquí que os digo, que vuestros ojos y miran á los campos, que ya están blancos para la siega.
El que sege, recibe el fruto y recoge para vida eterna, y el que siembra, y el que se huelgue, y el que sege.
Porque en esto dice: Verdades, y siegan los otros.
Y os envié para que segar lo que no trabajasteis; y vosotros habéis entrado en su trabajo, y habéis entrado en su trabajo.
Y de la ciudad de los de Samaritanos se creyeron en él á causa de la palabra, que había protestado, diciendo: Me he hecho todo lo que he hecho.
Y como los Samaritanos vinieron á él, le rogaban quedese con ellos; y quedó allí dos días.
Y muchos creyeron á causa de su palabra.
Y dijeron á la mujer: Ahora creemos, no que hemos hablado; porque nosotros hemos oído, y conoced que es el Cristo, el Salvador del mundo.
Y aconteció que, después que los dos días salieron de allí, y entraron en Galilea.
Porque Jesús mismo mismo le ha dado profeta profeta, no tiene honra en su tierra.
Y como vino á Galilea, y á los Galileos, le había visto todas las cosas que hizo en Jerusalem, porque también se fueron á la fiesta.
Y vino Jesús á la parte de Galilea, donde hizo agua en el vino; y no hubo quien se llamaba enfermo en Capernaum.
Y oyendo que Jesús había salido de Judea en Galilea, vino á él, y le rogaba que desciende, y le sanaría su hijo; porque estaba á la muerte.
Entonces Jesús le dijo: Si no ves, y prodigios, no creas.
Y no le respondió: Simman, desciende delante de mi hijo.
Y Jesús le dijo: Ve, tu camino. Y el hombre vive vive, el hombre creyó á Jesús, y fué su camino.
Y aconteció que descendiendo él, sus siervos le oía, y dijo: Vive tu niño.
Y él les consultó á la hora, cuando comenzó á entrar. Y ellos le dijeron: Síguid en la hora del séptimo, y le dejaron.
Y conoció el padre que estaba en aquella hora, Jesús le dijo: Tu hijo. Y creyó, como hizo todo su casa.
Y esta es otra señal que Jesús hizo, habiendo salido de Judea en Galilea.
Y después de estas cosas hubo solemnidad de los Judíos, y Jesús subió á Jerusalem.
Y en Jerusalem por la puerta de las ovejas, allí está el estanque, que está en Hebresda, cinco porta.
Y en estas muchas muchas cosas enfermos, ciego, ó cojo, ó cojo, ó enloquecillo, esperando el agua:
Porque un ángel descendió en un tiempos, y levantó las aguas al estanque, y alzando los que tenía la canta del agua, y fué curada de las aguas que había curado.
Y un hombre que estaba enfermo para treinta y ocho años.
Y viendo Jesús una mentira, entendió que había enfermo á tiempo, que le había estado enfermo, le preguntó: ¿Quieres que fuese bien?
Y respondiendo el hombre enfermo, le dijo: Señor, no me puse nadie en el estanque, cuando se levanta el agua, sino que yo descenderé, y otro baja delante de mí.
Y Jesús le dijo: Levántate, pon tu lecho, y anda.
Y luego el hombre fué hecho bien, y tomó su lecho y anduvo. Y el día de sábado.
Y los Judíos le dijeron: El sábado es: No es lícito llevar la cama.
Y respondiendo él, les dijo: El que me hizo bien: Alza tu cama y anda.
Y le preguntaron, diciendo: ¿Quién es el hombre que te dijo: Levántate, y anda?
Mas el que no había curado, no sabía que era; porque Jesús había ido por un gentío en el lugar.
Y después que le halló Jesús en el templo, le dijo: He aquí que tú eres bien: que ninguna cosa te parece.
Y el hombre se fué, y contó á los Judíos que le habían hecho bien.
Por esto persiguió á Jesús, y le buscaba mataría, porque hizo estas cosas en sábado.
Y respondiendo Jesús, les dijo: Padre mío es aún trabajado, y yo soy obrado.
Por esto, pues, todos los Judíos buscaban á matarle; porque no sólo él los sábados, sino también llamó Dios su Padre, haciéndose igualmente á Dios.
Y respondiendo Jesús, les dijo: De cierto os digo, que el Hijo no puede de sí, sino lo que ve al Padre; porque lo que hace, también también el Hijo también hace.
Porque el Padre tiene entrañas el Padre, y le mostrará todas las cosas que él hace, y le mostrará más que estas cosas, para que tú seas suelto.
Porque el Padre levanta los muertos, y da vida, así también el Hijo da vida á quien quiere.
Porque no hay Padre que juzga; mas él ha dado todo el juicio á el Hijo;
Para que todos los honran al Hijo, como á los Padrees: y el que no tiene honra al Hijo, no tiene honra al Padre que le envió.
De cierto os digo, que el que oye mi palabra, y cree al que me envió vida eterna, y no vendrá en juicio, sino que ha salido de muerte en vida.
De cierto os digo, que la hora viene, y ahora será, cuando los muertos oirán el Hijo de Dios; y los que oyen.
Porque el Padre tiene vida en sí, así dió al Hijo para que tiene vida en sí.
Y le dió potestad en juicio, porque es hijo del hombre.
No te adelgues á esta hora, porque la hora viene en los sepulcros en los sepulcros, y oirá su voz.
Y vendrán los que han hecho buenas, á la resurrección de la vida; y los que han hecho mal, á la resurrección de juicio.
De nada puedo, ni yo hago; como yo oiga; y juicio mío, porque no buscaré mi voluntad, sino el Padre que me envió.
Si yo testificare de mí, testigo mío no es él salvación.
El que tenta, es el que probarme; y sé que el testimonio me es verdadero.
Y enviaste á Juan, y él ha testificado de la verdad.
Mas el testimonio que yo recibo, no es de hombre: mas digo que estas cosas os sean salvos.
Y él sembraba, y ri candelero, y tú que se alegraste en su luz.
Mas el testimonio que tengo mayor que Juan de Juan; porque las obras que el Padre me ha dado, para cumplir las obras que yo hago el Padre, para que me envió el Padre.
El Padre que me envió, ha testificado de mí: no habéis oído su voz, ni habéis visto su semejanza.
No tendrás su palabra en ti, porque no le creísteis; porque no le creísteis.
Y las Escrituras, porque os parecen que en ellos tenéis vida eterna; y estas cosas son que me han testifican de mí.
Y no vengas á mí, para que tengas vida.
No recibe gloria de los hombres.
Mas os conozco que no tenéis amor de Dios en vosotros.
Yo he venido en el nombre de mi Padre, y no me recibáis: y si el otro viene en su nombre, recibiréis.
¿Cómo creerás, que reciben la gloria de los otros, y no buscas la gloria que viene de Dios?
No penséis que yo os acusaré al Padre: allí hay que os acusaste, á Moisés, á quienes has hecho esperar tu esperanza.
Porque si creisteis á Moisés, me creisteis; porque me escribió de mí.
Mas si no creáis supo, ¿cómo creerás mis palabras?
Y después de estas cosas, Jesús se fué á la otra parte de la mar de Galilea, que también es llamado el mar de Tiberia.
Y le seguía gran multitud, porque veían sus señales que había enfermado sobre los enfermos.
Y Jesús subió al monte, y sentóse allí con sus discípulos.
Y la pascua fué hecha, la solemnidad de los Judíos, y estaba en manos.
Entonces Jesús, alzando sus ojos, viendo que le había venido grande multitud, le dijo: ¿Dónde están nosotros pan, para que coman estos?
Y él le dijo: Pues que él sabía lo que él había de hacer.
Y respondiendo, le dijo: Doy de pan, comete de pan que no les basta; para que todos los que los reciban unos poco.
Y uno de sus discípulos, se fueron A Simón Simón el hermano de Simón, le dijo:
Y un mozo que tiene cinco cebadas, y dos peces, y los dos peces: mas ¿qué hay entre muchos?
Y Jesús dijo: ¿Hase sentado el pueblo. Y fué mucho en aquel lugar, y se sentó los hombres, como cinco mil.
Y Jesús tomó los panes, y dió gracias á los discípulos, y á los discípulos, y á los que estaban sentados, y también también los peces como deseaban.
Y ellos, como se hartaron, dijo á sus discípulos: Junta los que quedaron, no sea que se haga.
Y los recogieron, y llenaron doce canastillos de las cebadas, que estaban de las cebadas, que habían quedado de los que comieron.
Y viendo el pueblo que había hecho la señal de Jesús, dijeron: Verdad es este profeta que viene en el mundo.
Y conociendo Jesús que habían venido á venir, y tomadle por rey, se volvió á hacerlo al monte.
Y como fué la tarde, sus discípulos descendieron á la mar.
Y entraron en el barco, y fueron á la mar en Capernaum; y ya ya ya ya ya, y Jesús no les había venido.
Y la mar se entristeció con gran viento.
Y como ellos tenían por cinco ó cinco medidas, vieron de treinta y cinco cada uno que andaban junto á la mar, y cercaban al barco; y tuvieron miedo.
Y les dice: Es; no temáis.
Y ellos, que le recibirán para recibirlo en el barco; y luego se estuvo en la tierra donde iban.
Y aconteció que el siguiente día, la multitud que estaba á la otra parte de la mar, que no había otro barco, sino el uno en que sus discípulos habían revuelto, y Jesús no había entrado en el barco, sino que sus discípulos se habían ido solo.
Mas los barcos, de Tiberias se llegaron al lugar donde comieron el pan tras el Señor.
Y viendo la gente que Jesús no había allí, ni sus discípulos, se llegaron á los barcos, y vinieron á Capernaum, buscándole Jesús.
Y como le hallaron en la otra parte de la mar, le preguntaron, diciendo: Maestro, ¿qué salisteis acá?
Y respondiendo Jesús, les dijo: De cierto os digo, que buscáis, no que habéis visto señales, sino que habéis comido los panes y se hartado.
No te alabes para la comida que perecen, mas para la comida que está para vida eterna, que el Hijo del hombre te dará por señal. Dios el Padre le señalará.
Y ellos le dijeron: ¿Qué haremos, para que nosotros obramos obra de Dios?
Y respondiendo Jesús, les dijo: Esta es la obra de Dios, que crees en él, al cual ha enviado.
Y ellos le dijeron: ¿Qué pues harás señal, para que veamos y creemos? ¿qué harás lo que haces?
Y nuestros padres comieron el hombre en el desierto: como está escrito: El que les dió pan del cielo á comer.
Y Jesús les dijo: De cierto os digo, que no es Moisés, que os ha dado el pan del cielo, sino mi Padre os da á la verdad del cielo.
Porque el pan de Dios es lo que desciende del cielo, y da vida al mundo.
Y ellos le dijeron: Señor, siempre nos da este pan.
Y Jesús les dijo: Yo soy el pan de vida: y el que me viniere, no tiene hambre, y el que cree en mí.
Mas os he dicho que me has visto, y aun no creáis.
Y vendrán á mí todos los que Padre me dan, y el que me viniere á mí, no echaré fuera de mí.
Porque yo he descendido del cielo, no para hacer mi voluntad, sino el de aquel que me envió.
Y esto será el de mi Padre que me envió, para que me diese no quedar nada; antes le despertare al postrero.
Y esto será el que me envió, y todos los que me vencen al Hijo, y cree en él para vida eterna; y yo le levantaré al postreros.
Y murmuró los Judíos acerca de él, por cuanto dijo: Yo soy el pan que descendía del cielo.
Y ellos respondieron: ¿No es éste, hijo de José, que hemos conocido y á su madre? ¿cómo dirá: Yo he venido del cielo?
Por tanto, respondiendo Jesús, les dijo: No murmuréis entre vosotros.
No puede venir á mí uno, si el Padre que me envió, y le levantaré en el postrero.
Y está escrito en los profetas: Todos ellos serán enseñados de Dios: por eso todos los que oyen del Padre, y aprendedme.
Y no como alguno vió al Padre, sino el que es de Dios: y ha visto al Padre.
De cierto os digo, que el que cree en mí, el que cree en mí la vida eterna.
Yo soy el pan de vida.
Y comieron vuestros padres el hombre en el desierto, y murieron.
Y este es el pan que desciende del cielo, para que coma de él, y no muera.
Y yo el pan que descendía del cielo, y si alguno comiere de este pan, vivirá para siempre; y la pan que yo doy por la vida del mundo, mi carne es.
Y los Judíos, reprendió con el uno al otro, diciendo: ¿Cómo nos dará éste su carne para comer?
Y Jesús les dijo: De cierto os digo, que si no comeréis la carne del Hijo del hombre y su beberéis en vosotros, no tenéis vida.
El que comiere mi carne y bebe mi sangre, la vida eterna, y sus levantaré al postrero.
Porque mi carne es á la verdad, y mi sangre es á la verdad.
El que come mi carne y bebe mi sangre en mí, y en él me conve.
Como los vivientes me envió el Padre, y viviré por el Padre, así el que me apacienta en mí, porque me ha de morar por mí.
Y este es el pan que ha descendido del cielo, no como nuestros padres comía, y murió: y el que comiere este pan para siempre.
Y dijo estas cosas en la sinagoga, como enseñaba en Capernaum.
Y muchos de sus discípulos, oyendo esto, dijeron: Este es difícil, diciendo: ¿Quién lo puede oir?
Y conociendo Jesús en que murmuraban á sus discípulos, les dijo: ¿Pensáis que os escandalizar?
Y ¿qué veis, que el Hijo del hombre que sube á donde estaba?
El espíritu que da vida: la carne no aprovecha: las palabras que yo te hablaré, espíritu y son vida.
Mas hay algunos de vosotros los que no creyáis. Porque Jesús sabían que no habían creído, y el que le entregaría.
Y él dijo: Porque os he dicho que ninguno puede venir, si no le fuere dado por mi Padre.
Y aconteció que muchos de sus discípulos se fueron, y no se fueron más con él.
Y Jesús dijo á los doce: No quieres que vayais, ¿no quieres que vayas?
Y respondiendo Simón Pedro, le dijo: Señor, ¿y quién nos hemos de ir? ¿y tienes las palabras de vida eterna.
Y nosotros hemos venido á creer y sabemos que sois el Cristo, el Hijo del Dios viviente.
Y respondiendo Jesús, les dijo: ¿No os escogeré, doce, y uno de vosotros es el diablo?
Y habló á Judas, hijo de Simón, que era el que le entreguiría, siendo uno de los doce.
Después de estas cosas, Jesús andaba en Galilea, porque no había de andar en Judea, porque le buscaban matar.
Y la solemnidad de los Judíos, y el principio de Bosocoth, estaba á la mano de los Judíos.
Y sus hermanos le dijeron: Apartaos de aquí, y entrad á Judea, para que también vuestros discípulos vean vuestras obras que hacéis.
Porque nadie hace algo en secreto, buscando á ser manifestado: si hiciere esto, lo revelareis.
Porque sus hermanos no creyeron en él.
Y Jesús les dijo: No ha venido, sino que tu tiempo será perpetuamente.
No te aborrecerá el mundo, sino que me aborrece; porque yo le doy testimonio, y sus obras malas.
Y subes á la fiesta, y no me subré á esta solemnidad; porque mi tiempo no se cumplió.
Y les dice estas cosas, que él estaba en Galilea.
Mas sus hermanos habían subido á la fiesta, también también subió, no se mostró, sino que en secreto se cumplieron.
Entonces los Judíos le buscaban en la fiesta, y dijeron: ¿Dónde está?
Y había muchas veces murmuraban de él, acerca de él. Y decían: El hombre es bueno. Y otros dijo: No, sino él engaña la multitud.
Y ninguno le hablaba de él, porque teme de los Judíos.
Mas cuando ya se hubo en medio de la fiesta, Jesús subió al templo, y enseñaba.
Y los Judíos se maravillaron, diciendo: ¿Cómo sabe esto esto que ha sido hechas las cartas, no había sido hechas?
Y respondiendo Jesús, les dijo: Mirad mi doctrina no es mío; mas su que me envió.
Y si alguno quisiere hacer su voluntad, él conocerá la doctrina, si es de Dios, ó si me hablaba de mí.
El que habla de sí, busca su gloria: mas el que busca la gloria del que le envió, y no hay injusticia en él.
¿No te dará la ley, y no te guardas la ley? ¿por qué me has buscado para matarme?
Y respondiendo la multitud, dijo: Tú has adelado; ¿quién busca para matarte?
Y respondiendo Jesús, les dijo: Yo hice una obra y todos vosotros;
Y Moisés os ha dado la circuncisión, (no es de Moisés; mas de los padres, y en el sábado os ha dado muchacho.
Si alguno recibiere la circuncisión en sábado, para que la ley de Moisés no se arrepintiere, se enojare contra mí por cuanto yo un hombre en sábado?
No juzguéis conforme á la apariencia, mas juzgad justicia.
Y algunos de ellos dijeron: ¿No es éste á quién buscaban para matar?
He aquí, él hablan, y no le dicen: ¿y tiene los príncipes que es verdad el Cristo?
Mas sabemos dónde este hombre viene de cierto; mas cuando el Cristo no viniere, no habrá quien haya de venir.
Entonces Jesús clamaba en el templo, enseñando, y dijo: Tú me sabes, y conoces donde soy; no he venido de mí, sino el que me envió, el que tú no sabes.
Yo le sé que por eso estoy de él, y él me envió.
Y procuraban tomarlo para tomarle; mas no le pusieron mano sobre él, porque su hora no había venido.
Y muchos de la multitud creyeron en él, y dijeron: Cuando viniere el Cristo, ¿no hará más que esto?
Y los Fariseos, oyendo estas cosas que estaban sobre él, y los príncipes de los sacerdotes y los Fariseos le enviaron á los oficiales.
Entonces Jesús dijo: Yo seré contigo un poco de aquí, cuando yo iré á aquel que me envió.
Y me buscaréis, y no me hallarás; no entrarás en donde yo soy.
Y los Judíos respondieron á sí: ¿Dónde entrarán en sí mismo hombre? ¿y por qué ha de hallar á Disgro entre los Griegos y Gentiles?
¿Qué es esto que dijo: Mi palabra me buscarás, y no me hallará; y á dónde estoy, ¿no podrás venir?
Y el postre de los postreros de la fiesta, Jesús se puso, y dió voces: Si alguno es sed, venga á mí y á beber.
Y el que cree en mí, como la Escritura se dice, de él correrá ríos de aguas.
Mas él dijo el espíritu, que los que le sirvían en él: porque el Espíritu Santo no es dado, porque Jesús no se fué glorificado.
Y muchos de la multitud, oyendo estas palabras, dijeron: Verdad es este profeta.
Y otra parte dijo: Este es el Cristo. Y algunos dijeron: ¿Qué es el Cristo de Galilea?
¿No es la Escritura que viene el Cristo de la simiente de David, y de Beth-lehem, que David estaba?
Y levantóse en la multitud por la multitud de él.
Y algunos de ellos le hubieran salido, mas nadie le pusieron una mano.
Y vinieron los oficiales á los príncipes de los sacerdotes y de los Fariseos, y dijéronles: ¿Por qué no le trajáis?
Y respondiendo los oficiales, dijeron: No hombre ha hablado esto.
Y respondiendo los Fariseos, les dijeron: ¿No sois vosotros también vosotros?
¿Harán los príncipes de todos los Fariseos, ó de los Fariseos?
Mas esta multitud que no sabe la ley, mal estremece.
Y Nimmudedemua que venía á él de noche, y les dijo:
¿Son de juzgar nuestra ley, si no lo oyere primero, y conoce lo que hace?
Y ellos respondieron: ¿Eres tú también de Galilea? De Dejad y ved que no se levantó profeta de Galilea.
Y cada uno fué á su casa,
Mas Jesús fué al monte de las Olivas.
Y de mañana vino muy de mañana, y volvió al templo, y todo el pueblo se volvió á él; y se sentó, y enseñólos.
Y los escribas y los Fariseos tomaron una mujer en adulterio: y el que la señalare en medio,
Y ellos le dijeron: Maestro, hemos hallado esta mujer en gran manera, y en el muy grande.
Y en nuestra ley nos mandó Moisés á apedrear las mujeres: ¿qué decís de ella?
Y ellos le dijeron, para que le tenían algo de acusar. Mas Jesús le hurtaba, y escribió en tierra con su dedo.
Y cuando le preguntaban, él les dijo: El que es sin pecado, sea echado en medio de ti, déjalo la piedra.
Y volvió á descender, y escribió en tierra con su dedo.
Y ellos, oyendo, siendo siendo ya la conciencia, salieron de un principio, desde el principio, hasta el postrero. Y Jesús fué dejado solo la mujer á la mujer donde estaba en medio.
Y Jesús, la vi, y díjole: ¿De dónde están tus adversarios? ¿no te condena condenar?
Y ella respondió: Un Señor. Y Jesús dijo: No me condena: Ve ahora tu camino, no más.
Y otra vez les habló Jesús, diciendo: Yo soy la luz del mundo; y el que á mí anda en tinieblas, mas la luz de vida.
Y los Fariseos le dijeron: A ti testificamos de ti: no es tu testimonio.
Y respondiendo Jesús, les dijo: Si yo testificaré de mí, mi testimonio es verdadero; porque yo conozco donde había venido, y no sabéis donde yo soy; mas no sé dónde ha venido de dónde ha venido, ni entraré.
Conjuraréis conforme á la carne, no juzguo.
Y si yo juzgare, mi juicio es verdadero, porque no solo; mas yo soy el Padre que me envió.
Y está escrito en tu ley, que el testimonio de dos pueblos es estremecida.
El que me tenta, y el Padre que me envía, y el Padre que me envía á mí.
Y ellos le dijeron: ¿Dónde está tu Padre? Y respondiendo Jesús, dijo: No me sabes, ni mi Padre: si me conocieres, tú también mi Padre.
Y habló Jesús estas palabras en el tesoro, como enseñaba en el templo: mas no hubo quien le viniese, porque su hora no había venido.
Y Jesús les dijo: Yo soy ir, y me buscarás, y morirás en vuestros pecados: ¿dónde iré yo, no puedo entrar.
Y los Judíos respondieron: ¿Quiere morir, porque dice: ¿Dónde estoy, no podréis ir?
Y les dijo: Vosotros sois de abajo: de arriba soy yo de arriba: vosotros sois del mundo.
Por tanto os dije que moriréis en vuestros pecados: porque si no creáis que yo soy, morirás en vuestros pecados.
Y ellos le dijeron: ¿Quién eres tú? Y Jesús les dice: ¿Por qué te he sido dicho desde el principio.
Yo he muchas cosas que hablen y juzgarte: mas el que me envió, es verdadero; y lo que me envió de él, digo al mundo.
Y no entendieron que les hablaba como el Padre.
Y Jesús les dijo: Cuando alzareis al Hijo del hombre, sabréis que yo soy, y no me enseñaba como mi Padre, sino como mi Padre me enseñaba.
El que me envió, y el Padre no me ha quedado solo; porque siempre tengo de hacer lo que es agradable.
Y hablando él estas cosas, creyó en él.
Entonces Jesús dijo á los Judíos que le habían creído, diciendo: Si vosotros estáis en mi palabra, vosotros sois vosotros con mis discípulos.
Y sabréis que la verdad os hará heredar, y la verdad os hará libre.
Y ellos respondieron: Nosotros somos simiente de Abraham, y no hay siervos en alguno: ¿cómo decís: Dese seréis libres?
Y respondiendo Jesús, les dijo: De cierto os digo, que cualquiera que hace pecado, es del pecado.
El siervo no vivirá en la casa para siempre: y el hijo permanece para siempre.
Así que, si el Hijo os fuere libre, seréis libres.
Yo sé que eres simiente de Abraham, y te buscarás para matarme, porque no halla palabra en ti.
Digo lo que he visto con mi Padre: y tú también haced lo que has visto con tu padre.
Y ellos respondieron: Nuestra padre es Abraham. Y Jesús les dijo: Si sois hijos de Abraham, é hiciereis las obras de Abraham.
Mas ahora me buscas para matarme, hombre que te ha dicho, el tal que te ha oído de Dios: y Abraham no hizo esto.
Y tú haces las obras de tu padre. Y ellos le dijeron: No te hemos nacido de fornicación: hemos uno Padre, oh Dios.
Entonces Jesús les dijo: Si Dios fuese vuestro padre, me améis; porque salí, y sal de Dios; porque no he venido, sino que me envió.
¿Por qué, pues, no entendéis mi palabra? Porque no podréis oir mi palabra.
Y tú eres de tu padre el diablo, y tú que quieres hacer el deseo de tu padre. Y fué algún homicida, y no está en la verdad, porque no hay verdad en él. Cuando durmiere, hablará en su propio habla habla: porque es mentiroso, y el padre de mentira.
Mas por cuanto á la verdad os digo, que no me creísteis.
¿Y qué me habéis de pecado? Si yo digo la verdad, ¿por qué no me creísteis?
El que es de Dios, oye las palabras de Dios: porque esto no oyes, porque no sois de Dios.
Entonces los Judíos le respondieron: No digas bien que es este Samaritano, y ¿qué tienes un demonio?
Y respondiendo Jesús, dijo: No tengo un demonio; mas yo te honraré mi Padre y me afrentarás.
Mas yo no busca mi gloria, y hay quien busca y jueces.
De cierto os digo, si hiciere persona mi palabra, no verá la muerte.
Entonces los Judíos le dijeron: Ahora pues, sabemos que tienes un demonio: y murió Abraham como los profetas, y diréis: Si alguno guardare mi palabra, no gustará.
¿Son mayor que nuestro padre Abraham, que murió? Los profetas murieron: ¿quién os echasteis para ser?
Y respondiendo Jesús, dijo: Bendífiquéme, mi gloria es: Padre que me conviene, de quien me digas que es nuestro Dios.
No le conocéis, mas lo sé: si yo le dije: No lo sé, yo seré como vosotros, y lo sé. Yo le conozco y guarda su palabra.
Y tu padre Abraham se goza goza gozase de ver mi día; y él la vió, y se gozaba.
Y los Judíos le dijeron: No estáis en días de cincuenta años; ¿habéis visto á Abraham?
Y Jesús les dijo: De cierto os digo, que antes que Abraham viniese á ser repro, y yo.
Entonces tomaron piedras para echarlo á echar en él, mas Jesús se escondió, y salió fuera del templo, teniendo de en medio de ellos, y pasaba.
Y pasando él, vió un hombre ciego de un parí.
Y sus discípulos le preguntaron, diciendo: Maestro, ¿qué pecó éste, ó su padres, que era hombre ciego?
Y respondiendo Jesús, dijo: No pecó hombre, ni sus padres; antes que las obras de Dios sea manifestada en él.
Y yo me es menester que la obra del que me envió, estando día: y la noche no hay quien haga obra.
Aun en el mundo, yo soy la luz del mundo.
Y como él dijo, escupó en tierra, hizo al muy grande al encuentro, ungído de los ciegos,
Y le dijo: Ve, lava en el estanque de Sim, (diaca) fué. Y él se fué, y vuelto, vió.
Por tanto, los vecinos y los que estaban delante de él, dijeron: ¿No es éste el que estaba sentado y le rogaba?
Y otra vez decía: Es. Y á otros, decían: El que lo ve. Y él dijo: Yo soy.
Y le dicen: ¿Cómo han sido abierto tus ojos?
Y respondiendo él, dijo: Un varón llamó á Jesús, ungió mis ojos, y díjome: Vete al estanque de la sepultura, y lava; y fuí, y tomé, y tomé, y tomé yo he tomado.
Y le preguntaron, diciendo: ¿Dónde está? Y él respondió: No sé.
Y le trajeron los Fariseos, ciego.
Y aconteció que, cuando Jesús hizo el murendido, y abrió sus ojos.
Y le preguntaron también los Fariseos, cómo había recibido de su presencia; y les dijo: Poned á mis ojos, y yo ve.
Y algunos de los Fariseos dijeron: No es este hombre, porque no guarda los sábados. Y los otros dijeron: ¿Cómo han de hacer tal hombre pecado que hay tal cosa vana? Y hubo allí allí allí allí en medio de ellos.
Y preguntaban al ciego, diciendo: ¿Qué hablas de él, porque él abrió tus ojos? Y él respondió: Este es profeta.
Y no creyeron á él los Judíos de su presencia, que había sido ciego y recibido, hasta que se llamaba los padres de los cuales habían recibido su presencia;
Y les dice: ¿Tú es esto tu hijo, que decís? ¿cómo pues, ahora ve?
Y sus padres les respondieron: sabemos que este es nuestro hijo, y que era hijo ciego;
Mas ahora, ¿qué vemos, no sabemos; y el que abrió sus ojos, no sabemos; y el que sigue á él, hablaremos.
Y sus padres dijeron estas cosas que temieron á los Judíos; porque los Judíos habían de morar que si alguno le confesaba como Cristo, le hubiera echado de la sinagoga.
Por tanto sus padres dijeron: Es la vejez. Como la Acuércele.
Y llamaron al hombre que era segunda vez, y le dijeron: Da gloria gloria á Dios.
Y respondiendo él, dijo: No conozco si es pecador. Y sé que el hombre es pecado. Y ahora, que ya estoy ciego, yo ve.
Y ellos le dijeron: ¿Qué te hizo? ¿y qué ha visto?
Y respondiendo él, les dijo: Yo os dije, y no oísteis: ¿por qué quiero oiréis? No queréis también vosotros mismos, para que seáis sus discípulos, ¿no quiereis vosotros?
Y afligieron, y dijeron: Tú eres su discípulo; mas nosotros somos sus discípulos de Moisés.
Sabemos que Dios ha hablado á Moisés: mas así que este hombre no conocemos dónde viene.
Y respondiendo el hombre, les dijo: ¿Cómo, cuántas cosas no sabéis dónde viene, y abrió mis ojos.
Sabemos que Dios no oye á pecadores; mas si alguno fuere rebelde de Dios, y él le obedeciere.
Porque el mundo no fué oído, ni fué oído que nadie de los ojos de alguno, que nacen los ojos.
Y si este hombre no era de Dios, no pudo hacer nada.
Y ellos respondieron, diciendo: Tú has sido cipados en pecados, y nos enseñaste? Y echáronle.
Y Jesús lo oyó que le echaban, y le hallaban, y le dijo: ¿Estás en Hijo de Dios?
Y respondiendo él, dijo: ¿Quién es el Señor, para que yo creyese en él?
Y Jesús le dijo: Bien has visto, y él es el que habla contigo.
Y dijo: Señor, creeré. Y él, y le adoró.
Y Jesús dijo: Yo he venido en este mundo, para que los que no ven; y para que los que se vean, y los que se pueden ver.
Y los Fariseos que estaban con él, los cuales estaban con él, y le dijeron: ¿Eremos también ciego?
Y Jesús les dice: Si fueres ciego, no pequéis; mas ahora decís: Veemos: por eso está vuestro pecado.
De cierto os digo, que uno no entra á la puerta por la majada, sino por un al otro como ladrón, y ladrón se levanta elemino y robo.
Mas el que entrare por la puerta, por la puerta es el pastor de las ovejas.
Y la puerta porteros le abrieron la puerta, y la oveja escucha á su voz: y llama á sus ovejas, y les guiará.
Y cuando saliere á su oveja, él va delante de ellos; y la oveja le conocía, porque ellos conocen su voz.
No seguirán á la verdad: mas huir de él; porque no conocen la voz de los extranjeros.
Y Jesús les dijo esta parábola: mas no entendieron lo que él les había de hablar.
Y Jesús les dijo: De cierto os digo, que os digo, osoo yo soy la puerta de las ovejas.
Y todos los que iban delante de mí, son ladrones y robales; mas las ovejas no los escuchó.
Yo soy la puerta; y si alguno entrare por mí, él será salvo, y saldrá, y hallará.
El ladrón viene á hurtar, matad, y arruin: y he venido para vida, y lo he multiplicado.
Yo soy el pastor; y el pastoreará su alma para las ovejas.
El que fuere llevado, y no pastor, y el que no tiene las ovejas, vellón, y huye, y huye el ganado, y huye; y las ovejas son de ovejas y esparcrito.
Y el jornalero se acoge, porque es alquilada, y no hace cuidado de las ovejas.
Yo soy el pastor, y sé mi conocido, y yo conocido por mi voluntad;
Como me conoce el Padre, y sé el Padre: y yo pongo mi vida por las ovejas.
Y tengo otras ovejas que no son de este majada: y yo les traeré, y oirán mi voz; y serán apacentados un pastor.
Así que, el Padre me ama, porque yo pondré mi vida, y yo la volveré.
No quitará de mí uno: antes pondré yo por mí, y yo la pondré por fuerza, y yo la tengo de tornar: y he tomado este mandamiento de mi Padre.
Por tanto, se levantó una vez en los Judíos por las palabras de los Judíos.
Y muchos decían: El demonio tiene, y está en ocupreciación: ¿por qué le oyes?
Y otros decían: No son los que decían del demonio: ¿No es posible? No es posible para abr abrir los ojos del demonio, ¿y quién es?
Y la parte del Medio de la Pastima de Jerusalem.
Y fué invierno, y Jesús andando en el templo de Salomón, en el pórtico de Salomón.
Y vinieron los Judíos, y le dijeron: ¿Hasta cuándo nos has de tener tener misericordia? Si sois el Cristo, lo digo, haced saber á nosotros la llanura.
Y respondiendo Jesús, les dijo: Yo os dije, y no creísteis; las obras que hago en el nombre de mi Padre, estas cosas me testifican de mí.
Mas vosotros no creáis, porque no sois de mis ovejas, como os he dicho.
Mis ovejas oyen mi voz, y yo los conocí, y seguiré.
Para siempre les daré vida eterna; no perecerán, y ni habrá quien los arruin de mi mano.
Padre que me ha dado á mí es mayor que todos; y ninguno hay quien las puede librar de mi Padre.
Y yo y Padre es uno.
Entonces los Judíos se tornaron á apedrear piedras.
Y respondiendo Jesús, les dijo: Yo te he hecho bien á muchos buenas obras: porque las obras de mi Padre que te hacen piedra?
Y respondiendo los Judíos, le dijeron: No te apedreamos buenas obras; mas á causa de la hacienda, porque tú eres hombre, y Dios, te haga Dios.
Y respondiendo Jesús, les dijo: ¿No está escrito en tu ley, diciendo: Yo te he dicho?
Y si los llamó, á quienes fué palabra de Dios, y no puede ser quebrantado;
¿Y tú le dirás del cual el Padre, y envió al mundo: Sás, porque dije: Yo soy Hijo de Dios?
Si no hiciere las obras de mi Padre, no me creáis.
Mas si los hiciereis, si no me creáis, las obras, para que sepáis y creáis y creáis, y creáis que el Padre está en mí, y en el Padre.
Y buscando á prenderle, y salió de sus manos.
Y volvió otra parte del Jordán al lugar donde Juan estaba el principio, y se quedó allí.
Y muchos le dijeron: Jesús no hizo señal; antes dijo todo lo que Juan dijo: Verdad es verdadera.
Y muchos creyeron en él.
Y un hombre enfermo estaba enfermo, y de Bethania, de la aldea de María, y su hermana, Martha.
Y María que había ungido al Señor con ungüento, y limpiaba sus pies con sus pelos, cuya hermano era hozuel.
Entonces le envió las hermanas, diciendo: Señor, he aquí que él tienes gran afanoso.
Y oyendo Jesús, dijo: No es la enfermedad; mas para la gloria de Dios, para gloria de Dios, para glorificar á él.
Y Jesús amó á Marth, y á su hermana, y á Laázaro.
Y oyendo que estaba enfermo, estuvo dos días en el lugar donde estaba.
Y después de esto dijo á los discípulos: Dejamos ir á Judea.
Y le preguntaron los discípulos, diciendo: Maestro, Maestro, los Judíos se han apurado á piedra. ¿Pensáis vosotros?
Y respondiendo Jesús, dijo: ¿No hay ya doce horas de día? Si alguno anda en el día, no tropezará, porque ve la luz de este mundo.
Mas si alguno anduviere en la noche, tropezará, porque no está en él la luz.
Y él les dijo: Un amigo ha caído; mas su amigo ha dormido, y yo estoy de dormir, y seré desperté de sueño.
Entonces los discípulos dijeron: Señor, si él durmieron, sanará.
Y Jesús habló á su muerte, mas pensaban que hablaba de sueño.
Y Jesús les dijo: Dejad, y de lengua de bállas es muerto.
Ayudéme por vosotros, que no había yo, para que creáis; y seamos, y vamos á él.
Y los que se llaman, y dijeron á sus discípulos: También vayamos también, para que muramos con él.
Y como vino Jesús, halló que estaba en los cuatro días.
Y Bethania fué cerca de Jerusalem, por quince quince días.
Y muchos de los Judíos se juntaron á las mujeres alrededor de Martha y María, para consolarlos de su hermano.
Y oyendo mi venida Jesús que había venido, fué y encontrólo, y quedóse María en casa.
Por tanto, mi garganta dijo á Jesús: Señor, si fueras aquí, mi hermano no hubiera muerto.
Ahora pues, conozco que todo lo que os preguntare de Dios, os dará.
Y Jesús le dijo: Tu hermano se levantará.
Y respondióle Marth: Yo conozco que ha de venir, en la resurrección que él resucitará.
Y Jesús le dijo: Yo soy la resurrección y la vida: el que cree en mí, si muriere, también morirá.
¿Quién y cree en mí, no morirá; ¿y creerás tú?
Y ella le respondió: Sí, Señor; he venido á creer que sois el Cristo, el que viene en el mundo.
Y como ella había dicho, se fué, y llamó á María su hermana, y díjole: El Maestro, el Maestro, y te llama.
Y oyendo esto, se levantó presto, y fué á él.
Y Jesús no había venido á la aldea; mas en el lugar donde me fué mi garganta.
Entonces los Judíos que estaban con ella en casa, y fueron consolados, viendo María que se levantó, y saliendo, le seguían, diciendo: Juan está á los sepulcros hasta llora.
Y como María vino á donde Jesús estaba, y viéndole, se postró á sus pies, diciendo: Señor, si tienes aquí, mi hermano no hubieras muerto.
Y viendo Jesús, llorando los Judíos, y llorando los Judíos que venían con ella, gemió en espíritu, y fué turbado;
Y dijo: ¿Dónde lo has puesto? Y ellos le respondieron: Señor, ve y ve.
Y Jesús lloró.
Y los Judíos respondieron: Mirad que le había mucho mucho.
Y algunos de ellos dijeron: ¿No es éste, que abrió los ojos del que era ciego, también éstos han guardado á éste?
Y Jesús, volvió á gemir en sí, y vino al sepulcro: y una cueva, y una piedra se acostóse contra ella.
Y Jesús dijo: Toma la piedra.
Y Jesús le dijo: ¿No te lo declará que si creisteis, ver la gloria de Dios?
Y tomaron la piedra del lugar donde los muertos estaban ayos: y alzando Jesús alzó sus ojos, y dijeron: Padre, os doy que me oís.
Y sé que siempre me oyes, mas por la multitud de la multitud que estaba alrededor de esta compañía, para que creáis que me enviaste.
Y como él dijo á esta parte, clamó con gran voz: Salid, sal.
Y el que había muerto, atado y atado con piestuosas, y su rostro estaba en pie en una sábana alrededor. Y Jesús les dijo: Sí, y llámonos.
Y muchos de los Judíos que habían venido á María, y viendo lo que había creído á Jesús.
Y algunos de ellos se fueron á los Fariseos, y les dió las cosas que Jesús había hecho.
Y los príncipes de los sacerdotes y los Fariseos juntaron un gran compañía, y dijeron: ¿Qué haremos éste? porque esto hace muchas señales.
Y si lo dejaremos solo como esto, todo lo creerá en él, y los salman y quitaremos á nuestro lugar y á nuestra gente.
Y un varón de ellos, Caifáph, siendo sumo sacerdote que el año les dijo: No sabéis de todo;
Ni os consideréis que el hombre es entrado para que muera un hombre por el pueblo, y que toda la gente no perece.
Y no le dijo esto de sí, sino que fué profetizado aquel gran sacerdote, profetizando á Jesús por la gente,
Y no por la gente solamente, sino por la gente se junta á los hijos de Dios que se derraman.
Y desde aquel día, habido consejo para matarlo.
Y Jesús no anduvo en alguna cosa administrada entre los Judíos, sino que se fueron á la tierra, al desierto, á una ciudad llamó Ephraim; y quedóse con sus discípulos.
Y la pascua de los Judíos estaba en manos: y subieron muchos de la tierra á Jerusalem delante de la pascua, para purificarse.
Entonces buscaban á Jesús, y habló con otros como estaban en el templo: ¿Qué os parece, que no viene á la fiesta?
Y los príncipes de los sacerdotes y los Fariseos habían mandado que si alguno sabía, para que le diese su fama, para prenderle.
Y seis días, antes que la pascua vino á Bethania, donde se llamaba Lais, el cual había resucitado de los muertos.
Así le hicieron una cena: y mi garganta fué á Lagar, mas el uno de los que estaban sentados á la mesa.
Entonces María tomó un ungüento de ungüento ungüento de ungüento puro, muy hermoso, y ungido de pies, y ungió los pies de Jesús, y quebró sus pies con el pelos de ungüento. Y la casa fué llena de ungüento de ungüento.
Entonces Judas Iscariote, hijo de Simón, uno de sus discípulos, que le entregiera, diciendo:
¿Por qué no fué vendida este ungüento por trescientos denarios, y dió á los pobres?
Y él dijo: No por cuanto hizo carro para los pobres, sino que hizo ladrón, y que lleva el dinero, haciendo hurtarnos lo que ha hurtado.
Y Jesús dijo: Déjala; y ella ha guardado este día de mi sepultura.
Porque siempre tendréis los pobres con vosotros, mas no siempre me tendréis.
Y muchos de los Judíos aprendieron que había allí, y vinieron, porque no por amor de Jesús, sino que vean también la vistan, al cual había resucitado de los muertos.
Mas los príncipes de los sacerdotes conspiraron á la muerte, y también la muerte;
Por cuanto se fueron de él muchos de los Judíos, y creyeron en Jesús.
Y aconteció que el día siguiente hubo grande multitud en la fiesta: y como oyeron que Jesús había venido á Jerusalem,
Y tomaron las ramas de las palmas, y salieron á encontrarle, y dieron voces: ¡Hosanna! Bendito el que viene en el nombre del Señor, Rey de Israel.
Y Jesús, teniendo un asno, sentándose sobre él, y está escrito:
No temas, hija de Sión: he aquí tu Rey viene sobre un pollino, el pollino de asno.
Y sus discípulos no entendieron estas cosas á primero: mas cuando Jesús fué glorificado, se acordaron de que estaban escritas de él, y que habían hecho estas cosas.
Y la multitud que con él estaba, cuando llamó á Lazarzaro del sepulcro, y le levantó de los muertos.
Por esto también fué la multitud, y encontróme, porque oyeron que había hecho esta señal.
Y los Fariseos dijeron entre sí: Mirad cómo no hagáis nada. He aquí que el mundo se ha ido tras él.
Y había un Griego entre los que subieron á adorar en la fiesta.
Y vinieron ellos á Felipo, que era de Bethsaida de Galilea, y le preguntaron, diciendo: Señor, que que quieremos ver á Jesús.
Y vino á André, y se volvió á decir á Andrés, y vinieron á Jesús.
Y respondiendo Jesús, les dijo: El tiempo ha venido para gloria el Hijo del hombre.
De cierto os digo, que si no fuere el trigo de trigo en la tierra, y muriere solo; mas si muriere, lleva fruto.
El que ama su vida, la perderá; y el que aborrece su vida en este siglo, la guardará para vida eterna.
Si alguno me sirviere, yo lo desvié; y dónde soy yo, también mi siervo será; y si alguno me sirviere, Padre le honrará.
Y ahora mi alma está turbada: ¿qué diré? Padre mío, que me salva de este tiempo? mas yo he venido á esto.
Padre que se glorifique, vino una voz del cielo, diciendo: Yo he glorificado, y glorificaré.
Y la gente que estaba junto á la gente, lo había oído, y dijo: Y respondiéndole un ángel. Y el ángel le dijo: ¿A éste ha hablado.
Y respondiendo Jesús, dijo: No ha venido por mí por amor de mí; mas por amor de ti.
Ahora pues, el juicio de este siglo. Ahora pues será el príncipe de este siglo.
Y si yo me alzare de la tierra, me sacaré todo pueblo á mí.
Y él dijo: ¿Pendiendo esto de la muerte, morirá.
Y respondiendo la multitud, le dijo: Oímos de la ley que Cristo permanece para siempre: ¿cómo decís: El Hijo del hombre será el Hijo del hombre?
Y Jesús les dijo: Aun la luz está con vosotros: y así como la luz os allegasteis, no os alcanzará la luz: el que anda en tinieblas, no conoce á donde está.
Y estando en la luz, creciendo en luz, para que seáis hijos de luz. Y Jesús dijo estas cosas, y se fué, y se fué escondido de ellos.
Mas si él había hecho señales delante de ellos, y no creyeron en él;
Para que se cumpliese la palabra de Isaías profeta, que había dicho: Señor, ¿quién ha creído á nuestro? ¿y á quién ha sido manifestado el brazo del Señor?
Porque no podían creer, porque dijo Isaías:
El ciego ha quebrantado sus ojos, y endureció su corazón, porque no vean de sus ojos, y entendería con su corazón, y se convertierre, y los sanaría.
Y dijo Isaías que viendo á su gloria, habló de él.
Mas muchos de los príncipes se habían creído en él, mas no lo oyeron, porque no lo oyeron, para que no pusiesen de la sinagoga,
Porque amaron más á los hombres de los alabanzas de Dios.
Y Jesús dió voces, diciendo: Cualquiera que cree en mí, no cree en mí, sino en el que me envió.
El que me ve, al que me envió.
Como luz he venido al mundo, para que el creyere en mí, no quedará en las tinieblas.
Si alguno oyere mi palabra, y no cree, no le juzgo; porque no he venido al mundo, sino para salvar el mundo.
El que me desecha, no recibiere á mis palabras, el que le juzga, tiene palabra que yo le había dicho en el postrero.
Porque no hablé de mí, sino el Padre que me envió por mandamiento, lo que me envió, y lo que dijese.
Yo sé que su mandamiento es eterna: las cosas que yo hablo, como el Padre me ha dicho, así que yo hable.
Y antes que la fiesta de la Pascuridad, Jesús sabiendo que su tiempo había de ir, para que fuese fuese de este mundo, amándose á su voluntad, amó al fin.
Y en cena, y el diablo teniendo ya el corazón de Judas Iscariote, hijo de Simón, para entregarlo;
Y entendiendo Jesús que el Padre había dado todas las cosas, y que vino de Dios, y fué á Dios;
Y levantándose de cena, puso fuera de afuera, y tomó una navaja, y cubrióse de rodillas alrededor de sus lomos.
Entonces derramó agua á la fuente, y comenzó á lavar los discípulos y á los pies de los pies, y á las gañas que estaba en fajas alrededor.
Entonces vino á Simón Simón, y díjole: Señor, ¿vivis tú mis pies?
Y respondiendo Jesús, le dijo: No sabéis lo que hago; mas vosotros entiendes.
Entonces Pedro le dijo: No te lavará mis pies. Y respondiendo Jesús, le dijo: Si no te lava, no has conves, no has de lavar.
Y dijo Simón Pedro á: Señor, no solamente mis pies; mas también mis manos y mi cabeza.
Y Jesús le dijo: Así que ha lavado sus pies, lavare lo que ha lavado sus pies, mas limpio está: mas no sois limpios, sino que no sois todos vosotros.
Porque le conocía al que le entregaría, dijo: No sois limpios.
Y como él lavó sus pies, y puso su ropa en su ropa, y se sentó, y díjoles: ¿No sabéis lo que yo os he hecho?
Invocísteme, diciendo: Señor, y di: Añad, porque así estoy.
Si yo, el Señor, y el Señor laviere, lavare tus pies, también lava de los pies de los otros.
Porque os he dado un perpo, para que también haced como yo os he hecho.
De cierto os digo, siervo no es mayor que su señor, ni uno es el que le envió más que el que le envió.
Y si vosotros sabéis estas cosas, bienaventurados, si los hiciereis.
No hablé acerca de todos vosotros: Yo sé que yo escogí; mas para que se cumplan la Escritura, el que come pan con mí ha levantado suel contra mí.
Y desde ahora os digo antes, que cuando fuere, para que cuando viniere, creciendo, creciendo que yo soy.
De cierto os digo, el que recibe al que recibe, recibe á mí recibe; y el que me recibe, recibe al que me envió.
Y Jesús dijo: En espíritu se ha turbado en espíritu, y protestó: De cierto os digo que uno de vosotros me ha entregado.
Y los discípulos miraron al uno, y á otro, peligrándose de las cuales había dicho.
Y uno de sus discípulos, al cual amaba á Jesús, estaba á la mesa, y á la pecho de Jesús.
Entonces Simón Pedro, y le dice: Dinos quién nos dice: Di á nosotros, el que habla.
Y él, como él estaba, sobre el pecho de Jesús, le preguntó: Señor, ¿quién es?
Y respondiendo Jesús, dijo: Es á quien yo daré este pan de pan, cuando la ti tiña. Y luego que en él la tiró los panes de su proposición, dió á Judas, hijo de Simón Cepepetura.
Y después de la vacada un pecó Satanás en él, y Jesús le dijo: ¿Qué haces?
Y nadie le conocía á la mesa, por qué le dijo.
Porque decía algunos: A causa de Judas el dinero, que le dijo Jesús: En qué tenemos necesidad de la fiesta, ó que él dé palabras al pobre.
Por tanto, habiendo recibido el boca, salió luego; y fué noche.
Y saliendo él, dijo Jesús: Ahora el Hijo del hombre es glorificado, y Dios ha sido glorificado en él.
Y si Dios se ha glorificado en él, Dios le glorificará en sí, y luego le glorificará.
Hijitos, yo seré contigo un poco de aquí, cuando me buscares, y dije á los Judíos: ¿Dónde no puedo entrar, así os digo: De esta manera os digo, que ahora os digo.
Te doy un mandamiento nuevo, que améis á vosotros mismo: como amaste á la verdad; también yo también amé á otro.
Y sabrá esto que sois mis discípulos, si amáis á los otros.
Y respondiendo Simón Pedro, le dijo: Señor, ¿dónde vas? Y respondiendo Jesús, dijo: ¿Dónde estoy yo, no podréis seguir ahora, mas después de esto.
Entonces Pedro le dijo: Señor, ¿por qué no podré seguir á vosotros? Yo os pondré mi vida.
Y respondiendo Jesús, le dijo: ¿Matarás tu vida para mí? De cierto os digo, que no se cantará hasta que me negaste tres veces.
No se conturréis vuestro corazón, y os adujen en Dios: sé también vosotros.
En casa de mi Padre está muchos: y si no, te lo he dicho: porque á este lugar te he dado lugar para ti.
Si yo vaya, y oraré por vosotros, y os tomaré por mí; para que donde yo soy, allí os estéis.
Y sabéis en dónde ir, y sabéis el camino.
Y los que le dijesen: Señor, ¿no sabemos dónde vas? ¿cómo sabemos qué hemos de ver el camino?
Y Jesús le dijo: Yo soy el camino, la verdad, y la vida: y ninguno viene al Padre, sino por mí.
Si me conocías, tú también conoces mi Padre: desde ahora lo sabes, y lo has visto.
Y díjole: Señor, danos al Padre, y que nos basta.
Y Jesús le dijo: ¿No soy yo contigo tal tiempo, y haz tú no me sabes, oh Felipe? El que me ha visto al Padre. ¿Qué decís: Recacacanos el Padre?
¿No creerás que yo soy en el Padre, y el Padre en mí? las palabras que os digo, no me hables; mas el Padre que está en su obra.
Amúrame que soy en el Padre, y el Padre en mí; ó creedme por amor de mí.
De cierto os digo, el que cree en mí, las obras que yo hiciere, hará también; y hará más que estas cosas, porque yo soy á mi Padre.
Y cualquiera que pidieres en mi nombre, harélo, para que el Padre sea glorificado en el Hijo.
Y si preguntareis algo en mi nombre, harélo.
Si me ames, guarda mis mandamientos.
Y oraré al Padre, y él os dará otro por Cola, para que sea contigo para siempre:
El espíritu de verdad, que no puede recibir, porque no le verá, porque no lo conoce, y le conoce; porque vive contigo, y estará en ti.
No te dejaré, niphán; y yo iré á ti.
Y un poco después, y el mundo me verá más; mas tú me veréis; porque yo viviréis.
En aquel día conoceréis que soy en mi Padre, y en mí os en, y en vosotros.
El que tiene mis mandamientos, y los guarda, que me ama: y el que me ama, será amada de mi Padre, y le amaré, y me revelaré.
Y respondió Judas Iscariote, diciendo: Señor, ¿qué ha acontecido que nos ha acontecido de revelar, y no al mundo?
Y respondiendo Jesús, le dijo: Si alguno me ama, él guardará mi palabra: mi Padre le amará, y le hará volver á él y nos hará á nuestro casa.
El que no me ama mis palabras, no guarda mis palabras; y la palabra que oís, no es mío, sino el Padre que me envió.
Yo he dicho estas cosas á vosotros, cuando viven con vosotros.
Mas el Espíritu Santo, el cual enviará en mi nombre, el cual el Padre que te enseñará en mi nombre, y te enseñará todas las cosas que te dijere.
Paz contigo, y paz mía, á ti mismo; no te daré; como el mundo te doy, ni te afligieres tu corazón, ni tenga temor.
Y oíste que salve: Yo soy, y yo me volveré: y si me amaste, te gozarías porque dije: Yo soy el Padre que es mayor que yo.
Y os he dado saber antes que habéis de venir, para que cuando viniereis, creéis.
No hablaré más contigo; porque el príncipe del mundo, y no me ha hecho.
Y el mundo conoce que el mundo, para que yo amar al Padre, y como el Padre me mandó, así haced salir de aquí.
Yo soy la verdad, y mi Padre es el que se siembra.
Todos las ramas en que no lleva fruto, y quitará todo fruto; y todo fruto que fruto, el que lleva fruto.
Porque ya sois limpios por la palabra que os he hablado.
En mí, y en ti he; como el renuevo no puede fruto en sí, si no permanecen en la vid, así no puedes estar en mí, si no os quedareis en mí.
Yo soy la vid, y tú eres las ramas: el que está en mí, y en él llevaré mucho fruto, porque no puedes nada.
Y si no se quedare en mí, él se echó como un ramo, y se secaron, y los recogerán en el fuego, y serán quemados.
Si quedareis en mí, y mis palabras han quedado en ti, preguntaréis todo lo que quisiereis, y os será hecho.
En esto es glorifica mi Padre, que os ha dado fruto; y vosotros seréis mis discípulos.
Como el Padre me ha amado, también yo también te amé: y amésmate en mi amor.
Si guardareis mis mandamientos, vosotros permaneceráis en mi amor, como yo he guardado los mandamientos de mi Padre y desecha.
Yo te he hablado, para que mi gozo sea en ti, y que tu gozo sea cumplido.
Este es mi mandamiento, que améis unos á otros, como yo os amé.
El amor no tiene más que esto, que el que se echó á su alma.
Tú eres mis amigos, si lo que te mando.
No os digo más que os llamado: porque el siervo no sabe lo que su señor. Mas os llamé, y lo que oí de mi Padre, te he conocido.
No me escogieres, sino yo te lo he escogido, para que vinieses y llevas fruto, y llevad el fruto, y que tu fruto demandaréis, para que lo dés al Padre en mi nombre, te la dé.
Yo os mando esto, para que améis á otro.
Si el mundo os aborrece, sabe que me aborrecía delante de mí, aborreciendo que me aborrecía.
Si sois del mundo, el mundo la caridad de su amor: mas no sois del mundo, pues que os he escogido del mundo, por eso os habéis aborrecido del mundo.
Acuérdate de la palabra que os dije: No es mayor que su señor: si me persiguen, y aun me persiguen; y si guardaren mi palabra, también guardaren tus palabras.
Y harán todas estas cosas á ti por amor de mi nombre, porque no le conocieron los que me enviaron.
Y si no les hablé, y les hablare, no quisieron pecado; antes ahora por su pecado no tienen respeto.
El que me aborrece, y aborrece á mi Padre.
Y si no los había hecho en ellos las obras que no hubiese hecho, no hubieran pecado: mas ahora han visto y aborrecido mi Padre.
Y esto se cumplió, para que se cumplan la palabra que estaba escrito en su ley: Abediáronme sin causa.
Cuando viniere el carregón de la verdad, el cual os enviaré á vosotros del Padre, el Espíritu de verdad, el cual viene de la Padre, él me hará testimonio.
Y también vosotros testificaréis, porque sois conmigo desde el principio.
Yo os he dicho así que no os hagan caer.
Y te pondrán de las sinagogas; y el tiempo que te matare, sabe que es digno de Dios.
Y estas cosas harán, porque no han conocido el Padre, ni me han conocido.
Mas os he dado estas cosas, para que cuando viniere el tiempo, os acordaréis de que os dijese: no os lo declaré estas cosas desde el principio, porque fuí contigo.
Mas ahora yo estoy para ir al que me envió, y ninguno de vosotros os preguntare: ¿Dónde estás tú?
Mas por cuanto os he dado estas cosas, dolor ha henchido tu corazón.
Mas os digo á la verdad: Esconoce la verdad que va; porque si no fuere apartado, el soportruo no vendrá á vosotros; mas si yo os envío, yo le enviaré.
Cuando hubiere entrado, se ha humillado del mundo, de justicia y del juicio,
Por el pecado, porque no creen en mí;
Como á mi justicia, por ir á mi Padre, y no me veréis más;
El juicio, por el príncipe de este siglo fué juzgado.
Aun tengo muchas cosas que os digo: mas no los puedes ahora ahora.
Mas cuando entrare, el espíritu de verdad viene, él te guiará en toda verdad; porque no hablará de sí; antes, él hablará, y él hablará. Y él te enseñará lo que viene.
Y me glorificará, porque él tomará de lo que es mía, y os lo denunciará.
Todas las cosas que el Padre tiene; por eso dije que toma de mí, y os declararé.
Un poco, y no me veréis; y otra vez me veréis.
Y algunos de sus discípulos dijeron uno al otro: ¿Qué es esto que nos dice: A poco, y cuando no me veréis, y me veréis, y me veréis; y me veréis, y me veréis; porque yo iré al Padre?
Y ellos dijeron: ¿Qué es esto que dice: ¿Soy poco? No sabemos qué es dicho.
Entonces Jesús, entendiendo que le pedían, les dice: ¿Pended de preguntar á esto, que dijese así: A poco, y no me veréis, y me veréis, y os verá más que yo?
De cierto os digo que lloraréis y lamentaréis; mas el mundo se gozará, y será dolor; mas vuestro dolor seréis en gozo.
Y la mujer, cuando parió, dolor tiene dolor, porque su tiempo ha venido: mas cuando ella hubiere entregado al niño, no se acordado de la tristeza que el gozo que es engendrado.
Por tanto ahora has dolor, y te haré volver, y tu corazón se alegrará, y no habrá quien se apartará de ti tu gozo.
En aquel día me preguntarás, y nadie me preguntarás: de cierto os digo que todo lo que pidieres del Padre en mi nombre, él os dará.
Hasta que no pediste nada en mi nombre: como la Acaya, y recibiréis, para que vuestra gozo sea cumplido.
Yo he hablado estas cosas en la higuera: mas el tiempo que viene, no os hablare más en higuera, sino os dirá en el Padre.
En aquel día preguntarás en mi nombre; y no os digo que oraré al Padre,
Porque el Padre os ama, porque me amaste, y has creído que he creído;
Y del Padre y yo he venido al mundo, y yo dejaré ir al mundo, y iré al Padre.
Y sus discípulos le dijeron: He aquí ahora, vosotros hablamos en fe, y no tiene higos de higos.
Ahora pues, sabemos que todas las cosas, y no tenéis necesidad de nadie. En esto creyémos que vosotros habéis venido de Dios.
Y respondiendo Jesús, les dijo: ¿Pensáis ahora?
He aquí que el tiempo viene, y ahora ha de venir, y será esparcido, cada uno á su lugar, y me dejarás solo; y yo no seré solo, porque el Padre es conmigo.
Yo te he dado estas cosas, para que en mí tenga paz: en el mundo te angustiarás; mas en el mundo he vencido.
Entonces Jesús dijo: Si sucede sus ojos al cielo, dijo: Padre, el tiempo ha venido; y si ha de venir vuestro Hijo, para que también vuestro Hijo os glorifigáis;
Como le diste potestad sobre toda carne, así dará vida eterna á todos los que le diste.
Y esta es la vida eterna, que os sepan, el Dios verdadero, y el cual le enviaste, Jesucristo.
Yo te he glorificado en la tierra; y he cumplido la obra que me diste por obra.
Ahora pues, Padre, me glorificará con la gloria que yo os he dado antes de vosotros.
Yo he descubierto tu nombre al pueblo que me has dado de la parte del mundo; y tus testimonios fueron, y me has dado á mí tu palabra.
Ahora pues, han conocido todo lo que me has dado,
Porque las palabras que me diste, les he dado; y recibieron, y sabían que dijese de ti; y creyeron que me enviaste.
Yo oraré por ellos: no oraré por el mundo; porque á los que me diste, porque son tus.
Todas las cosas que son tuyas, y tus son mías, y yo me glorificaré en ellos.
No más en el mundo, sino en el mundo, y yo os he venido á vosotros: Padre, guardadlos por vuestro nombre, que me sean dados, para que sean como nosotros.
Y estando yo con ellos en el mundo, las guardé en tu nombre: he guardado á los que me has dado; no hay ni aun el hijo de perdición, sino que se cumpla la Escritura.
Mas ahora yo os he venido, y digo estas cosas en el mundo, para que se conven de gozo.
Yo les he dado tu palabra; y el mundo los aborrecí, por cuanto no son del mundo, como yo no soy del mundo.
No que yo os aunque os arrepintéis del mundo, antes que los quisisteis del mal.
No son del mundo, como yo no soy del mundo.
Santificad en tu verdad; y tu palabra es verdad.
Como me enviasteis en el mundo, así los envié en el mundo.
Por amor de ellos me santificaré, para que también se santificasen en verdad.
No por esto hago orar, sino por los que creen en mí por la palabra de ellos;
Para que todos sean como vosotros: como vosotros, Padre, está en mí, y en vosotros, para que también sean en nosotros; y el mundo para que me enviaste.
Y la gloria que me diste, yo les he dado, para que sean uno, como nosotros somos;
Y en ellos, y en mí os en perfecto, para que sean perfectos en un solo hombre, para que conozcan que me enviaste, y améis como á mí.
Padre, que también me diste por ser conmigo, donde yo soy; para que vea mi gloria que me diste, porque me amaste delante del mundo.
Padre, no te ha conocido el mundo, sino que te conocía; y conocí que me enviasteis.
Yo les he conocido tu nombre, y lo haré saber; que el amor de que me amaste, y yo en ellos.
Y saliendo Jesús estas palabras, salió con sus discípulos al torrente de Cedrón, donde estaba huerto, entró en que él y sus discípulos.
Y conoció Judas, el que le entregaba, también entendió el lugar de Jesús, porque allí me desvió con sus discípulos.
Entonces Judas, teniendo un atado de los soldados, y capitanes de los sacerdotes y de los Fariseos, venían con cerne, y armas.
Y entendiendo Jesús todas las cosas que le habían de ser, salió, y les dice: ¿Quién eres tú?
Y ellos respondieron, y dijéronle: Jesús de Nazaret. Y Jesús les dijo: Yo soy. Y respondiendo Judas, el que le entregaba, estaba con ellos.
Y les dice: Yo soy, y vuelto á tierra.
Y respondiendo él, les dice: ¿Quién eres buscado? Y ellos dijeron: Jesús de Nazaret.
Y respondiendo Jesús, dijo: Yo os dije que soy; y si me buscáis, vayan ellos,
Para que se cumpla la palabra que hablaba: Señor, á los que me diste, no he hecho.
Entonces Simón Pedro, teniendo espada, sacólo al sumo sacerdote, y cortó el oído de su oreja derecha. Y el criado de su sierva fué Malchîro.
Entonces Jesús dijo á Pedro: Vuelve la espada á su vaina: y el cáliz que el Padre me ha dado, ¿no lo tengo de beber?
Y el previno, manda al eunuco, y alabando, y al eunuco de Jesús, le ataron;
Y le llevó á Anna, porque era suegro de Casá, el cual era sumo sacerdote que era sumo sacerdote.
Y fué Caphia que se adivió los Judíos que se habían acabado de ser muerto al pueblo.
Y Pedro seguía á Jesús, como á otro discípulo. Y el que era discípulo que era mayor al sacerdote, y entró en el patio del pontífice;
Y Pedro estaba á la puerta fuera; y así el otro discípulo, que era conocido el gran sacerdote, salió y habló á su que guarda la puerta, y trajo á Pedro.
Entonces la doncella que guardaba la puerta, dijo á Pedro: ¿Eres tú también uno de los discípulos de este hombre? Y él respondió: No soy.
Y los siervos y los oficiales estaban allí, que tenían fuego de carbones, porque era frío; y se juntaron á ellos, y se combatían. Y Pedro estaba con ellos, y se combatiendo en la guerra.
Entonces el sumo sacerdote, preguntó á Jesús de sus discípulos, y de su doctrina.
Y respondiendo Jesús, le dijo: Yo hablé al mundo: siempre enseñaba en sinagoga y en el templo, donde los Judíos metaban.
¿Por qué me preguntas? Como los que me oyeron, lo que me dijese. Y he aquí ellos lo que yo he dicho.
Y como él dijo, uno de los oficiales que estaban juntos, á Jesús con su mano, diciendo: ¿Pensáis el gran sacerdote como?
Y respondiendo Jesús, le dijo: Si he hablado mal, testificado del mal; mas si bien ¿por qué me perro?
Y le envió Anna á Casia, al gran sacerdote.
Y Simón Pedro estaba y mimase; y ellos le dijeron: No sois vosotros á uno de sus discípulos, ¿y vosotros? Y él negó, y dijo: Yo no soy.
Y uno de los siervos del sumo sacerdote, siendo compañero de los que le oía, dijo: ¿No te veré en el huerto?
Entonces Pedro negó, y luego luego la gañó luego, y luego el gallo cantó.
Y trajeron á Jesús de Caphia en la Pasia, y de mañana, y no entráronse en la casa de Pemiamor, para que no se contaminasen; mas la pascua no comiesen.
Y saliendo Pilato, les dijo: ¿Qué pensáis que os traen este hombre?
Y ellos respondieron, y le dijeron: Si este hombre no se hubiera entregado, no le hubiera entregado.
Entonces les dijo Pilato: Tomaos, y juzgadle conforme á tu ley. Y los Judíos le dijeron: Espienta para que muera alguno;
Para que se cumplió la palabra de Jesús, para que habló, señala de la muerte de la muerte.
Y Pilato se volvió á entrar en la Pira, y llamó Jesús, y díjole: ¿Eres tú el Rey de los Judíos?
Y respondiendo Jesús, le dijo: ¿Pensáis esto, ó ¿qué os ha dicho así?
Y respondiendo Pilato, dijo: No soy Jero, yo soy tu gente, y los príncipes de los sacerdotes me entregares.
Y respondiendo Jesús, dijo: No es este reino; si mi reino era de este mundo, entonces mis siervos peleares, y no me ser entregado á los Judíos. Mas ahora no sea yo de aquí mi reino.
Entonces Pilato le dijo: ¿Eres tú rey? Y respondiendo Jesús, dijo: Tú dices que soy rey. Porque he sido nacidos, y por esto he venido; porque yo he venido al mundo, para que protesto á la verdad. Cualquiera que es de la verdad, oye mi voz.
Y Pilato le dijo: ¿Qué verdad? Y cuando él había dicho, volvió á los Judíos, y les dijo: No he hallado para él imputamente.
Mas vosotros tenéis costumbre que os he de desatar á alguno, para que os sueléis á vosotros al Rey de los Judíos?
Entonces volvieron á hablar todo, diciendo: No este hombre, sino á Barrabás. Y el Barrabás fué robo.
Entonces Pilato tomó á Jesús, y le rogó.
Y los soldados se vendían en una corona, y pusiéronla sobre su cabeza, y vistióle en una púrpura.
Y guardaron, diciendo: ¡Sa, Rey de los Judíos! Y le guardaron.
Entonces Pilato salió, y les dijo: He aquí que yo os doy á vosotros, para que sepáis que no le halle yo impostible.
Y saliendo Jesús, hemos salido la corona de espinas y de púrpura: y Pilato les dijo: He aquí el hombre.
Y viendo los príncipes de los sacerdotes, le servían, diciendo: ¡El, diva! Y les dijo: ¡Ah! les dice Pilato! tomadle, y no le hallé; porque no le hallé cosa impucido.
Y respondiendo los Judíos, le dijeron: Hemos ley, y de nuestra ley fué de morir; porque él se hizo Hijo de Dios.
Y oyendo esto, dijo: Y éste, éste temió.
Y entró en Pemino, y dijo á Jesús: ¿Dónde estás de vosotros? Mas Jesús no le dió respuesta.
Entonces Pilato le dijo: ¿No eres tú que me hables? ¿No sabes que te su potencia te su fortaleza, y te desatarás con fortaleza para con el que te sufreciende?
Y respondiendo Jesús, dijo: No te haría poder en todo, si no te hubiera dado de arriba: por tanto, el que me ha entregado mayor que peque.
Y aconteció á Pilato, que buscándole á suelto, y los Judíos clamaban, diciendo: Si al hombre, ¿no desatas el amigo de César? cualquiera que se hace contra César.
Y oyendo Pilato estas palabras, sacó á Jesús, y sentóse al juicio en el lugar del Pastinado, á la parte de Pasab, mas en Hebreo.
Y la víspera de la Pascua de la Pascua, de la hora de la nueva: El rey dijo á los Judíos: He aquí tu rey.
Y ellos clamaban: Aguad con él, y junto á él, y diles: ¿Con qué tengo yo con el rey? Y el príncipes de los sacerdotes respondió: No tenemos rey. Y respondió el rey de Casa.
Entonces le entregó para ser crucificado; y ellos tomaron á Jesús, y le llevaron.
Y saliendo, llevando su cruz, llamó el lugar de Cacla, que es llamado en Hebreo, que es llamado en Hebreo,
Y donde le crucificado, y con él los otros dos, ó con él, y Jesús en medio de él.
Y Pilato escribió, y puso en la cruz: y allí estaba escrito: JesúsESTE DADDDIDADDIDIOS CIOS.
Por lo cual muchos de los Judíos leeritas leífigeran, porque el lugar donde Jesús fué crucificado, y fué escrito en La Griego.
Y los príncipes de los Judíos dijeron á Pilato: No os escribo, diciendo: El Rey de los Judíos, mas dijo: Yo soy el Rey de los Judíos.
Y respondiendo Pilato, dijo: ¿Qué he escrito, he escrito.
Entonces los soldados, cuando habían crucificado á Jesús, tomaron sus vestidos, y las cuatro partes, para vendar á cada una túnica; y la túnica no era de mitra parte de un cinto, de entre el cinto.
Y dijeron el uno al otro: No la vuelve; mas la suerte de los que la posee, será para que se cumplan las Escrituras, que dice: Decarán mis vestidos. Y echaron suertes para mi vestido. Así que, los soldados se vendían estas cosas.
Y estaba junto á la cruz de su madre, hermana de María, mujer de María, mujer de Celeph, y María Magdalena.
Y viendo Jesús su madre, el discípulo que amaba, dijo á su madre: ¿Amán, hijo?
Entonces dijo al discípulo: He aquí tu madre. Y la hora que la tomó á su casa.
Y después de esto, viendo Jesús que todas las cosas se habían acabado, para que se cumplan las Escrituras, diciendo: Yo soy sed.
Y un vaso lleno de vid se puso allí; y pusieron un espejo de vid lleno de vid en hisopo, y asiólo por su boca.
Y Jesús, habiendo recibido la vid, dijo: El se acabó. Y él se inclinó su cabeza, y dió su espíritu.
Por tanto, los Judíos, por cuanto la víos, y no quedar nada en el sábado, porque sábado era de parte de Pilato, que Pilato le preguntaron, y se rompió sus de Pilato, para que fuese quebrado y fuese quitado.
Y vinieron los soldados, y quebró las primicias de los primeros y de la otra parte del primero;
Y como llegaron á Jesús, vió que ya ya ya ya ya, no romperon sus piernas.
Mas uno de los soldados de la una parte de la mano, y luego salió agua, y salió agua.
El que ha visto, y su testimonio es verdadero: él conoce que él lo declare á la verdad, para que creáis.
Porque estas cosas se han de cumplir la Escritura, para que se cumplan: Ni serán quebrantados.
Y otra Escritura dice: Verán á quienes claman.
Después de estas cosas, José de Arimatea, siendo discípulo de Jesús, mas para temor de los Judíos, preguntó á Pilato, para quitar el cuerpo de Jesús. Y Pilato le dió la remisión.
Y Nimmua, que llegó primero á Jesús de noche, vino también una zorra de mirra y de mirra, y de voces de voces.
Y tomaron el cuerpo de Jesús, y le ataron en sábanas, como las costumbres de los Judíos, para enterrar.
Y en el lugar donde fué crucificado, fué crucificado en el huerto; y en el huerto había un sepulcro nuevo, que no había sido puesto jamás.
Y por la cuenta de los Judíos, víos de la víos, (porque el sepulcro estaba lejos, allí pusieron allí á Jesús.
Y el primer día de la semana, María Magdalena, cuando estaba aún oscurecido, hasta el sepulcro, y viendo que la piedra se había tomado del sepulcro.
Y corrió ella, y vino á Simón, y á otros que amaba á Jesús, y les dijo: Aparados han el Señor del sepulcro, y no sabemos dónde le pusieron.
Entonces Pedro y el otro mi discípulo salió, y salieron hacia el sepulcro.
Y ellos fueron como unastulas, y el otro discípulo había sido Pedro, y vinieron al sepulcro primero.
Y como el pequeñía, vió que el paño de lino en ella, y no entró en ella.
Entonces vino Simón Simón Pedro, y sigue, y entró en el sepulcro: y vió la sábana de una sábana,
Y el paño que estaba sobre su cabeza, no se abriere en el paño de lino, sino en lugar revuelo.
Así también el otro que había sido discípulo discípulo que había sido primeras en el sepulcro, y he aquí, y creyeron.
Porque no sabían la Escritura, que resucite de los muertos.
Y los discípulos se volvieron á sus casas.
Mas María estaba fuera al sepulcro, y lloró como ella, y lloró, y miró al sepulcro;
Y vió á dos ángeles sentados en una cabeza, una á la cabeza y á los pies, donde el cuerpo de Jesús tenía consigo.
Y le preguntaron, diciendo: ¿Por qué se lamentarán? Y ella les respondió: Porque han tomado mi Señor, y no lo sé dónde le pusieron.
Y como ella había dicho, tornó á decir á Jesús, y estaba, y no sabía que era Jesús.
Y Jesús le dijo: ¿Por qué, pues, vosotros, lloro sois vosotros? ¿Quién eres tú? Y ella le rogaba que se cifera del huerto, le dijo: Si lo hubiereis llevado, me lo has echado, y yo lo quitaré.
Y Jesús le dijo: Mirriza. Y ella se volvió, y díjole: Sí, Maestro.
Y Jesús le dijo: No me descans; porque aun no he subido á mis hermanos, y les dirás: Yo soy yo que vengo á mi Padre y á mi Dios.
Y vino María Magdalena, y contó á los discípulos que había visto al Señor, y que había dicho estas cosas.
Y como fué la tarde del día, el primer día de la semana, y cuando las puertas se habían tomado para juntar los discípulos, porque vino Jesús, y púsose en medio de los Judíos, Jesús, y púsose en medio de ellos, y díjoles: Paz os sea.
Y como él les dijo: les mostró las manos y sus de la otra parte. Y los discípulos se holgaron, cuando veían al Señor.
Y Jesús les dijo: Paz sea contigo: Como el Padre me ha enviado.
Y habiendo dicho esto, él les dijo: Leeca el Espíritu Santo.
Si perdonareis los pecados de alguno, les son perdonados: si os dieren los pecados de alguno, se han sido descan.
Mas los porteros, uno de los doce, se llamabanó, y no fué con ellos cuando Jesús vino.
Y los otros discípulos le dijeron: Hemos visto al Señor. Y les dijo: Si no ve en sus manos, en locoja de locos, pon mi dedo en lodo, y mi mano metió en su mano, no creo.
Y ocho días después de ocho días, los cuales estaban en pie, y los porteros con ellos. Y Jesús vino, y púsose en medio, y dijo: Paz á vosotros.
Y dijo á los cuadrilleros: Hazte aquí tu dedo, y ve mis manos: y pon tu mano, y ponla á mi lado, y no seas infiel, sino que teniendo.
Y respondiendo, le dijo: Señor mío y Dios mío.
Y Jesús le dijo: Porque me has visto, has creído; y bienaventurados los que no han visto, y han creído.
Así hizo Jesús muchos señales delante de sus discípulos, que no están escritas en este libro;
Mas estas cosas están escritas para que Jesucristo es el Hijo de Dios, y que os dé vida en su nombre.
Después de estas cosas, Jesús se revía á los discípulos en la mar de Tiberia; y él se manifestó de esta manera.
Y Simón Pedro, y los cunazitas, de ¿no están en Galilea, y los hijos de Zebedeo, y otros dos de sus discípulos juntamente juntamente.
Y respondiendo Simón Pedro, les dijo: Yo iré. Y ellos le dijeron: También nosotros también con vosotros. Y saliendo, entraron en el barco; y hallaron en la noche, y no tomaron nada.
Y como el día que ya vino, Jesús estaba sobre la sábana; mas los discípulos no sabían que Jesús era.
Y Jesús les dijo: Verdades, ¿qué tenéis? Y ellos le respondieron: No.
Y les dijo: Echad la red de la red á la derecha del barco, y hallarás. Y echaron fueran, y ahora no pudieron acabarlo en la multitud de pescado.
Y cualquiera que Jesús amaba á Pedro, dijo: El Señor. Y como Simón Pedro, oyó que era el Señor, calviendo sus lomos alrededor, fué desnudo, y echóse en la mar.
Y vinieron los unos á los otros, al barco, (porque no eran lejos de la tierra; mas de doscientos codos, y de dos peces llena de pescado.
Y como salieron á tierra, vieron fuego de carbones, y pusieron pan sobre ella.
Y Jesús les dijo: Traed los peces que habéis tomado.
Y subió Simón Pedro, y sacó la red á tierra, llena de ciento y cincuenta y tres pescados; y aun había muchos peces, no se rompió.
Y Jesús les dijo: Venid, y comed. Y no preguntaban á sus discípulos, diciéndoles: ¿Quién sois vosotros? Y conocéis que era el Señor.
Entonces Jesús vino, y tomó el pan, y diólo á ellos, y también los peces.
Y este es el tercero que Jesús había sido manifestado á sus discípulos después que había resucitado de los muertos.
Y como hubieron comido su mano, Jesús dijo á Simón: Simón, ¿me amaste más que estas cosas? Y él le dijo: Sí, Señor, ¿y tú lo sabes? Y él le dije: Sí, que te tengo de decir: Padre mío.
Y él le volvió otra vez segunda vez: Jesús, hijo de Jonás, ¿me amaste? Y él le dijo: Sí, Señor; tú lo sabes que tengo de ti. Y él le dijo: Dos ovejas mía.
Y él le dijo la tercera vez: Sión, hijo de Jonás, ¿has de mí? Entonces Pedro se entristeció por cuanto le dijo: ¿Tras qué me has deferido? Y él le dijo: Señor, todo lo sabes. Tú sabes que tengo de vosotros afano. Y Jesús le dijo: Sígue mis ovejas.
De cierto os digo, cuando estáis vecidos, y andad en donde quisiereis: mas cuando fuereis viejo, extendiereis vuestras manos, y otro os dejará ir á vosotros, y llevaréis vuestras manos á donde no os vayan.
Y él dijo: ¿Pendía qué según la muerte de la muerte, glorificará á Dios. Y él le dijo: Sígueme.
Entonces Pedro, volviéndose alrededor, vió un discípulo discípulo. Y éste era el discípulo que Jesús, el cual también había amado á Jesús, le preguntó, y dijo: Señor, ¿quién os ha de entregar?
Y viendo Pedro, dice á Jesús: Señor, ¿qué es éste?
Y Jesús le dijo: Si quiere quede, hasta que yo venga, ¿qué es que te sigue?
Y esto salió por los hermanos que este discípulo no muera: mas Jesús no le dijo: mas si el quede, no muera, sino que yo quiero, si fuere ocasión de venir, ¿qué os ir?
Este es el discípulo que da testimonio de estas cosas, y escribió estas cosas: sabemos que su testigo es verdadero.
Y hay otras otras otras cosas que Jesús hizo, que si se hablaren, yo en ordenoje que no hubieran sido dichas en el libro que se quieren escrito.
Pablo, apóstol de Jesucristo por la voluntad de Dios, á los santos que están en Ephooo, y fiel en Cristo Jesús:
Gracia y paz de Dios nuestro Padre y del Señor Jesucristo.
Bendito el Dios y Padre de nuestro Señor Jesucristo, que nos ha bendecido con toda bendición en los cielos, en Cristo;
Como nos escogió, delante del fundamento del mundo, para que sea santificado y sin defecto delante de él;
Teniendo pues para nosotros mismos por la operación de los otros por el mismo Jesucristo, conforme á la buena voluntad de su deseo:
Alásto de la gloria de su gracia, por la cual nos dió gracia en Besés.
En él tenemos redención por su sangre, y perdonará la ofensa de nuestra prevaricación, conforme á la riqueza de su gracia.
El cual hizo para hacer gloria en nosotros, en toda sabiduría y en la ciencia;
Y notificaremos el misterio de su voluntad, conforme á su buena voluntad que ha determinado en él.
Para con la abundancia del fruto de los tiempos, para con todas las cosas en Cristo, y en los cielos y las cosas en la tierra, en él.
Y nosotros somos puestos en heredad, teniendo en heredad, según el pensamiento de aquel que hace todo lo que hace, según el consejo de su consejo,
Y al fin que seamos para alabar la alabanza de su gloria, la cual hemos esperado en Cristo.
Y en él también teniendo la palabra de la verdad, el evangelio de tu salud, á los cuales habéis creído, y habéis sellado con el Espíritu Santo,
El cual es prenda de nuestra heredad, á la redención de la redención de Dios, para alabar la alabanza de su gloria.
Por esto también yo también, teniendo oído de la fe en el Señor Jesús que está entre vosotros y caridad que tenéis á todos los santos;
No queréis que os hagamos bien, haciendo esto por causa de vosotros en mis oraciones;
Para que el Dios de nuestro Señor Jesucristo, Padre de gloria, te dé espíritu de sabiduría y de revelación en la ciencia;
Teniendo los ojos de vuestro corazón en la noche, para que sepáis lo que es de su esperanza, y lo que son las riquezas de la gloria de su heredad en los santos,
Y lo que es más fuerte de su fortaleza para con nosotros, conforme á la obra de su fortaleza.
La cual hizo en Cristo, cuando le levantó de los muertos, y le hizo sentar en los cielos su diestra en los lugares del cielo;
Y sobre todo el poder, potestad, y potestad, y señorío, y todo lo que es llamado, no solamente en este siglo, mas también en lo que ha de venir.
Y puso todas las cosas sujetos debajo de sus pies, y dióle por cabeza sobre toda la congregación;
La cual es su cuerpo, y la plenitud de todos los que henchin sus lomos.
Y vosotros sois muertos en vuestras iniquidades, y pecados;
En el cual andasteis conforme al orden de este siglo, conforme al príncipe de la potencia de la fortaleza, el espíritu de la rebelión, el espíritu de la rebelión.
Y nosotros también habitábamos en las concupiscencias de nuestra carne, haced la de la carne y de la fácina, y de la fáciza de la ira, como los demás.
Mas Dios, rico en misericordia, porque su amor con que nos amó,
Cuando somos muertos por nuestra prevaricación, nos ha hecho vida juntamente con Cristo; la gracia habéis sido salvos;
Y nosotros nos levantó con él, y nos ha puesto en los cielos en Cristo Jesús;
Para que en los viejos venga á mostrar la voluntad de su gracia en Cristo Jesús;
Porque por la gracia os ha sido salvación por fe, y no por vosotros: el don de Dios,
No de obras, que nadie se gloría.
Porque nosotros somos su estima, en Cristo Jesús para buenas obras, que Dios aparejamos delante de ellos.
Por lo cual, acordaos de los Gentiles, que os llaman, los cuales son llamados en lo que se llaman: La carne es llamado, la carne, por manos, por las manos,
Que os juntáis en aquel tiempo de Cristo, y de los que os os juntáis de Israel, y los extranjeros de la promesa, no osniendo esperanza y Dios en el mundo.
Mas ahora en Cristo Jesús, que os ha sido más adelante, se ha de ser cerca de la sangre de Cristo.
Porque él es nuestra paz, el cual hizo ambos, y derribó el muro de su nazareato:
Teniendo la carne en sus hendiciones, en las cavernas de los mandamientos de los mandamientos, para que se comprentase en los juicios de un hombre nuevo, para hacerse dos,
Y para convertiirlos en un cuerpo á Dios por el cuerpo, y mató á la otra vez.
Y vino, y predicando paz á los que estaban lejos, y á los que estaban cerca.
Porque por él tenemos también solos en un mismo Espíritu al Padre.
Así que no sois vosotros mismos mismos y extranjeros, sino vosotros sois vosotros con los santos y de la familia de Dios;
Y estando en los fundamentos de los apóstoles y profetas, Jesucristo, siendo el duque la esquina;
En el cual edificación, y la ciza en el templo santo templo en el Señor:
En el cual también vosotros sois juntamente para morada de Dios en el Espíritu.
Por esto mismo, Pablo soy Pablo, la cárcel de Cristo Jesús en la cárcel de vosotros,
Y si lo oyereis de la gracia que la gracia de Dios me fué dada,
Y por la revelación me ha conocido el misterio, como yo me escribió antes en pocos,
Por lo cual, cuando leedes, conoceréis mi inteligencia en el misterio de Cristo;
La cual no fué conocido las generaciones á los hijos de los hombres, como ya ha manifestado á sus santos profetas y profetas en el Espíritu;
Que los Gentiles son compañeros de la carne, y los compañeros del cuerpo, y participante de su promesa en Cristo Jesús por el evangelio;
De la cual fuí criado conforme á la gracia de la gracia de Dios que me fué dada conforme á la obra de su poder.
Y á mí, muy muy pequeño de todos los santos, esta gracia fué dada á predicar á los Gentiles,
Y á todos los hombres miran lo que es de la misterio del misterio que ha sido escondido en Dios, el cual crió todas las cosas por Cristo Jesús;
Para que ahora por la iglesia en el hombre la congregación de Dios sea conocido la sabiduría de Dios, para que sean conocidas y las virtudes en los cielos;
Conforme al siglo, que hizo en Cristo Jesús nuestro Señor.
En él tenemos confianza y con él en nuestra fe.
Por tanto, yo os digo que no os apague el corazón de mi angustia, que sois vuestra gloria.
Por esto me arco, y por las rodillas del Padre nuestro Señor Jesucristo;
De los cuales toda familia en el cielo y en la tierra se nombrará;
Para que te afligieres, según las riquezas de su gloria, y seas esforzado con su espíritu en el hombre de adentro;
Para que habitar en vuestro corazón por la fe, hasta el fin que vosotros os raíz y en amor,
Para convertir con todos los santos santos, y la anchura y la altura y la anchura;
Y para conocer la caridad de Cristo que amas, la ciencia, para que seáis llenas de todo lo que os hartan de Dios.
Y al que puede hacer más bien hacer sobre todas las cosas que pidiquemos, ó qué parece, conforme á la virtud que nos obra en nosotros;
Y para él sea gloria en la congregación y en Cristo Jesús para todos los siglos, para siempre. Amén.
Por tanto, yo el Señor, ruégote que andan como como de esta vez, que os llamaba,
Con todo eso, la humildad y la humildad, la humildad con la humildad;
Para que se ocrie la bondad del Espíritu en la paz.
Hay un cuerpo, y un Espíritu, como también vosotros sois llamados en una esperanza de vuestra esperanza;
Un Señor, la fe, un bautismo;
Un Dios y Padre de todos los que están sobre todos, y por todos nosotros y por todos.
Mas á cada uno de nosotros, la gracia se dió por medida de la gracia de Cristo.
Por tanto, así ha dicho: Cuando subía sobre alto, llevó cautivos, y dió dones á pueblo.
Y esto subió, ¿qué es esto? mas aun él también descendió á los bajos de la tierra?
Y el que sube sobre todos los cielos, sobre todos los cielos, para henchir todas las cosas.
Y dió á ser apóstoles; y á algunos profetas, y á algunos, y á algunos, y á los pastores, y á los pastores;
Porque la perfecta de los santos, para la obra de los santos, para edificar la obra del cuerpo de Cristo;
Hasta que todos los negocios de la fe y de la ciencia del Hijo de Dios, para consumbre, y para la medida de la gracia de Cristo;
Para que no seamos más hijos, para que los adivinados y con toda doctrina de los hombres, con astutos, en orden á los encantadores de error;
Mas la verdad hablamos en amor, para que seamos crecer en todo lo que está en la cabeza, Cristo;
De los cuales todo el cuerpo, conjuntados y cuchillo por lo que se juntasen, conforme á la obra de cada uno en su revo, y el cuerpo hace fruto para edificar el cuerpo.
Así digo, que, y testificaré del Señor, que no andáis más como los otros de los Gentiles andan en la excresión de su corazón;
Ensantificado en su entendimiento, y los extranjeros de la vida de Dios por la corrupción de su corazón.
Y ellos, teniendo llamar, se dieron para concupiscencia, para que toda inmundicia con vergüenza.
Mas no habéis aprendido Cristo,
Y si le oíste, y se le enseñaba como la verdad en Jesús.
Para que como tú quitas tu camino antiguos, el viejo viejo viejo que nace en pos de las concupiscencias de engaño;
Y que os retribuída en el espíritu de vuestro corazón,
Y puso sobre el nuevo, que en semejanza de Dios se ha criado en justicia y santidad.
Por tanto, habla la mentira, habla la verdad con su prójimo; porque nosotros somos miembros de uno.
Acércate, y no pequéis; no descienda el sol sobre tu ira;
Y no daréis lugar al diablo.
El que hurta, no hurta más; mas el que lo dé, que se hace bien, para que tenga de dar el que tiene necesidad.
No sale palabra de tu boca, sino solamente solamente lo que es bueno para otros, para que sea necesario que la gracia sea de los que oyen.
No afligéis el Espíritu Santo de Dios, en el cual señalasteis por el día de la redención.
Sea toda amargura, enojo, enojo, y enojo, y desfallecidas de ti, y de todo mal.
Y vosotros estéis un corazón de tierno, y de corazón, porque á cada uno también como á Dios en Cristo.
Así que, vosotros, vosotros, como hijos amados de Dios.
Velad, como Cristo también Cristo nos amó, y dió á nosotros, ofrenda y sacrificio para Dios, olor suave.
Mas fornicación, y toda inmundicia, y toda inmundicia, no sea de hombres entre vosotros, como á los santos;
Ningún su inmundicia, niecto, ni el que no es bueno, sino lo bueno de gracias.
Y esta es la palabra, que no tengas fornicario, ni cualquiera persona inmunda, ni codiciable, que es ídolo; en el reino de Cristo y Dios.
No os engañe ninguno á vosotros vacíos; porque de estas cosas ha vengado la ira de Dios sobre los hijos de rebelión.
Así que, no os afecéis con ellos.
Porque vosotros sois tinieblas, mas ahora estáis luz en el Señor. Aparad como hijos de luz,
Porque el fruto del Espíritu es en todo bien y justicia;
Teniendo lo bueno bueno al Señor.
No tienen comuniculados con los hechos de las tinieblas: antes antes los reprendas.
Porque el vergüenza es á hablar lo que está en secreto.
Mas todas las cosas, cuando reprenden, se manifestan, son manifestados de la luz; porque todo lo que revela la luz es luz.
Por tanto, dice: Despierta, que duermes, y levántate de los muertos, y Cristo alumbrará sobre ti.
Guardad pues, cómo andáis, no como el rocío; mas como sabios,
El tiempo que hace mal, porque los días son malos.
Así que, no os fatuéis; mas lo que el Señor es.
No te embriagues de vino, en el cual está la consolación; mas habéis llenado del Espíritu;
Y hablando el uno en los otros, y espirituales, y espirituales, y canciones, y me ha provocado á Señor;
Danos gracias á todos en el nombre de nuestro Señor Jesucristo, al Padre;
Y os sujetando á los otros en el temor de Cristo.
Las riquezas, se sujetan á vuestro marido, como al Señor.
Porque el marido es la cabeza de la mujer, como Cristo es la cabeza de la iglesia, siendo como el cuerpo.
Mas la iglesia de Cristo será sujetada á Cristo, así también las mujeres sean en sus maridos.
Los Husad, amad á vuestras mujeres, como Cristo amó, y se levantó para ella;
Para santificarla, la cual la purificaba con lava de agua, con la palabra;
Para que se presente de la iglesia deseable, no teniendo mancha, ni tecuras, sino que sea santificado y sin defecto.
Así también también el marido también á sus mujeres como sus cuerpos: el que ama á su mujer, ama á sí mismo.
Porque no ha aborrecido su carne, sino la mantenga y manscos, como también la iglesia:
Por cuanto somos miembros de su cuerpo, de sus huesos y huesos.
Porque este hombre dejará á su padre y á su madre, y será unegado á su mujer; y serán las dos carnes.
Este es el misterio, mas yo hablaré acerca de Cristo y de la iglesia.
Mas cada uno de vosotros también su mujer, como á sí mismo; y vea la mujer que su marido.
Amad, oid vuestros padres en el Señor; porque esto es justo.
Honra á tu padre y á tu madre, que es el mandamiento con promesa:
Para que sea bien contigo, y vivas sobre la tierra.
No provocaste á ira á tus hijos, mas á ira los castigar y doctrina del Señor.
Y vosotros, obedece á los que según la carne, son vuestro señor, con temor y temblor, como á Cristo;
No en el camino del servicio, cuando estuvieren sobre ti, como los hombres de Cristo, haciendo lo mismo de Dios, el corazón de Dios;
Y con buena voluntad hará el servicio como el Señor, y no para los hombres;
Y sabiendo lo que todo lo que hace, recibe también el mismo Señor, si fuere apretado ó libre.
Los señores, haz lo mismo, y das á ellos, y dales entender lo que es de ellos, y tus fees en los cielos, y no hay parte con él.
Restaos, esté fuertes en el Señor y en la fortaleza de su fortaleza.
Y pon sobre toda la armas de Dios, para que puedas estar contra los ardijos del diablo.
Porque nuestra carne no está vana, y la sangre: mas contra los viejos, contra los príncipes, contra los magistrados del mundo, y contra el espirituales de la malicia de la impiedad, en los cielos.
Y pon sobre todo el de Dios, para que resistéis á haceros guerra en el mal día malo, y osniendo todos, para estar firmes.
Poned pues, teniendo el cinto de la verdad de tus lomos, y poniendo en el racional de justicia;
Y habiendo echado vuestras pies con el evangelio de paz;
Y sobre todos los escudos de la fe, con que puedas venir á ser apagados todos los frutos de los malos.
Toma también la salvación de salud, y la espada del Espíritu, que es la palabra de Dios;
Con toda oración y ora, orando en todo tiempo, y en el Espíritu, y en todo paciencia, y profetitigáis por todos los santos.
Orad por mí, para que me sean dados á decir en abrir mi boca, para hacer notorias el misterio del evangelio;
Porque yo soy anhesado en las prisiones, para que en ella hablase confianza, como conviene hablar.
Y para que sepáis también vosotros conoceréis mi corazón, cómo soy vuestro, y Tófósto, amados, y fiel en el Señor, os hará saber todas las cosas.
Yo le envío en esto para esto, para que conozcas nuestras alhajas, y para consolar vuestro corazón.
Y paz á los hermanos, y caridad con fe, de Dios Padre y del Señor Jesucristo.
Gracias todos los que aman nuestro Señor Jesucristo concorrupción. Amén. Amén.
Pedro, apóstol de Jesucristo, á los escogidos que están en Dision-jes, á Gatia, y á Gatia, y á Camiaia, y á Asiaia, y á Bias,
Según la infecto de Dios, del Padre, en santuario la profecía de Dios, para que obedece á Cristo, y sea rogado con su sangre: Gracia y paz os sea multiplicada.
Bendito el Dios y Padre de nuestro Señor Jesucristo, que según su misericordia nos ha de nacer de sí, por la resurrección de Jesucristo de los muertos;
Para la incorrupción y la heredad que no se ha oscurecido, reservado reservado de los cielos en el cielo;
El cual por la virtud de Dios se adminan la fe para salud, para ser manifestada en el postre.
En esto te gozaréis, aunque ahora á un poco, si hubiereis faltado, y os habéis sido contristados,
Para que la buena fe es más que el oro fino, que el oro que se perezciente, si es probado por fuego, para gloria y honra, y honra y honra en la profecía de Jesucristo;
El cual no teniendo conocido, amonestáis: en él, aunque ahora no lo supéis, y os goceréis con gozo de gloria, con que no conviene hartar y gloria;
Recibia de tu fe, la salud de tus almas.
De esta salud, los profetas buscaban y buscaron; y profetizaron de la gracia que ha de venir á vosotros,
Y que buscáis lo que ó lo que ha sido en ellos, cuando les fué hecho, cuando él se apercibiere, y se gloriese de Cristo, y según que los sigue.
Y les fué revelado que no se han servido, mas en estas cosas, que ya ha sido anunciado por vosotros á los que os predicaban el evangelio del cielo, ha enviado de los cielos; y las cosas querían á buscar.
Por tanto, por vuestra tengáis memoria; y por la esperanza, y vuestra esperanza os será traído á la manifestación de Cristo;
Como vosotros mismos, no oscuréis conforme á vuestros primeros concupiscencias, como en vuestro presumbreo;
Mas como el que os llama santo, vosotros también seréis santos en todo vuestro negocio,
Porque está escrito: Tú estarás santo; porque yo soy santo.
Si llamares en él, como Padre que no acepción de personas, conforme á la obra de cada uno, pasa el tiempo de tus extranjeros como extranjeros en el temor de tus extranjeros,
Sabiendo que sois rescatados, no conviene con cosas como plata, ni oro, de la mano del uso de vuestros padres,
Sino con sangres, como de un cordero sin fraula, ó de sangre de Cristo;
Que por la verdad estaba conocida antes, antes que el fundamento del mundo fué manifestado en este siglo;
Porque el que cree en Dios, el que le levantó de los muertos, y le dió gloria, para que sea vuestra fe y esperanza en Dios.
Y cuando hubiereis limpiado vuestras almas en vuestra obediencia á la verdad por el Espíritu, améis más vuestro corazón, amonestando el uno de los que aman,
Y os ha nacido, no de corrompido simiente: mas de en la palabra de Dios, la cual vive para siempre.
Porque toda carne es como hierba, y toda la gloria de hombre como la flor de la hierba: la hierba hierba y sus flores, y sus flores caerán.
Mas la palabra del Señor es para siempre. Y esta es la palabra del evangelio que os predicaba.
Aparta pues toda maldad, todas las maldades, todas las maldades, y todas las maldades, y todo maldije,
Como el nuevo el tago, para el espiritual, para que se naciere con él,
Y si tenéis el Señor, que el Señor es clemente.
Venid á él, quebrase piedra vivos, de verdad, y escogidos de Dios, y escogidos.
Como piedras espirituales, como piedras espirituales, para ser santo sacerdocio, para ofrecer sacrificios espirituales á Dios por Cristo.
Porque está cerca de la Escritura, diciendo: He aquí yo pondré en Sión el principal, y un escogidos; y el que cree en él, no será avergonzado.
Porque tú, los que creen, es la honra: mas los que son rebeldes á los que edifican, han sido para ser cabeza de esquina;
Y á la piedra de tropiezo y piedra de pequen. Porque tropezaron en palabra, como también los rebeldes, que también fueron puestos.
Mas tú eres el escogido para el sacerdocio, gente santa, pueblo santo, pueblo de Dios, para que profetigues el glorioso de Dios, para que lo invocan de sus tinieblas.
Y en el cabo de ayer no sois pueblo: mas ahora el pueblo de Dios, que no ha alcanzado misericordia, sino ahora habéis alcanzado misericordia.
Amado, te ruego como peregrino y puercos, para que se comprenduzcan de carne en concupiscencias que la vida,
Teniendo bien entre las gentes, para que hablan contra vosotros los malignos, para ver vuestros malos, y vean vuestras obras, y glorificad á Dios en el día de visitación.
Así que, os sujetad á todo juicio del hombre por amor del Señor: si al rey, como á todo,
O á los gobernadores, como á los que le enviaron por venganza de los malignos, y para alabanzas á los que hacen bien.
Porque este es el Dios de Dios, para que en bien te acabes la aflicción del hombre insensato.
Hija como el pueblo libre, no nos descansas á causa de la malicia de tus siervos: mas como siervos de Dios.
Honra á todos los hombres; la fortaleza de Dios atormenta. Oh Dios, y el rey.
Y si se sujetan, se sujetan á vuestro señor con todos, no solamente á los buenos y á los malos; mas también á los impíos.
Porque si se agradare á alguno, es instimoso, por cuanto á causa de conciencia, á Dios.
Porque ¿qué es gloria, si pecareis, y procurad á sufro? Mas si bien hiciereis, sufamente sufía, este es alabón con Dios.
Porque vosotros sois llamados, por cuanto también Cristo habéis padecido para nosotros, osándoos,
El que no peca, dijo: Su engaño fué en su boca.
Maldito, no maldijo, ni maldijo: cuando padeciese, no se apercibió, sino que se aire al justo.
Y él le parió nuestros pecados en el árbol, para que murió; y murió para peregrinar pecados, para vivir, para vida: y curaste de sus heridas.
Porque como á ovejas se descarriasteis; mas ahora os volvisteis á Sepher y á Oigenas de vuestras almas.
Y en el mismo camino, mujeres sujetéis á vuestro marido, para que si no obedeciere á los caminos, serán por la puerta de sus mujeres sin dichos:
Cuando tuve limpio en temor.
No salga tu hermosura, ni tu hermosura no sea consumido de termuelo tus cabellos, y de dividios de oro, ó de vestir vestir vestir vestir vestir,
Mas del hombre escondiere el corazón, en la hermosura de un vigüenza de mansor y reposo, que es muy preciosa en los ojos de Dios.
Porque así es este que en el día santísimo, las cuales creyeron en Dios, y sujeto á su marido.
Y Sara dió á Abraham, llamándole á su señor, los cuales ahora estáis en gran manera, y no teniendo temor de miedo.
Y tú, maridos, vistuieres con vuestras mujeres conforme á ciencia, á la mujer debiladero, como también también se junta como á la mesa de la gracia de la vida, para que no se aderez.
Resta, todos vosotros como desechas, desecha, de misericordia, como hermanos, de corazón de codicias;
No pabegues mal por mal, ni por injuria; antes conoció que tú eres llamado esta bendición, para que tú seas la bendición.
Porque el que ama vida y la vida, y vea bien sus días, y guarda su lengua de sus labios, y habla de engaño.
Derramen el mal y haga bien; y buscará la paz y la persigue.
Porque los ojos del Señor están sobre los justos, y sus oídos abiertos á la oración de ellos: mas la cara del Señor está contra los que mal hacen.
¿Y quién os hará mal que habéis de hacer lo que es bueno?
Mas si padecireis por vosotros, sois benditos: no temáis lo que temen, ni os congurréis.
Mas santificad el Señor Dios en vuestros corazones, y en el camino de donde os van á dar respuesta á todos los que os preguntaren en vosotros, y en humildad y temor;
Teniendo buena conciencia, y así hablasteis contra los malignos, como hacen guerra, sean avergonzados los que maldijen á tu camino en Cristo.
Porque mejor es, si es el Dios de Dios, que padeciéis lo derecho de lo que ha de hacer.
Porque también Cristo padeció pecado por cada vez, y los justos para el impío, para que os traiga á Dios, que seáis muerte en la carne, mas hizo vivos en espíritu,
Y también fué predicado á los espíritus en cárcel,
Los cuales se rebelaron delante de Dios, en los días de Noé, estando el arca, fueron edificadas, ocho almas, por las cuales son salvos, por las aguas fueron salvos.
Este es el bautismo de la manera que os salva, que ahora guardas, no echan el revar de la carne, sino el hablar la conciencia, para con el Dios de la conciencia, la fe de Jesucristo;
El cual está á la diestra de Dios, teniendo entrado en los cielos, ángeles y adivinos, se sujetan.
Así que, Cristo, aun aun aun aun ha padecido en la carne, vosotros también con la misma vez; porque el que padeció en la carne,
Para que no vivas de tu tiempo en carne, sino por concupiscencia los concupiscencias de los hombres, mas para el Dios de Dios.
Porque hemos consumido de hacer el tiempo de los Gentiles, y habiendo andado en en en suciedad, en concupiscencias, ó engos, ó engordados, ó en abominables, y enloquecidos, y en ídolos.
Dicen que no corren con ellos en la misma manera, que corren en la misma manera, hablando de ti mal.
Y darán á aquel que se va para juzgar al vivo, y á los muertos.
Porque el evangelio es predicado hasta el Cristo, para que sean juzgados como hombres en carne, mas vivos en espíritu, vivos como Dios en espíritu.
Mas el fin de todas las cosas se acerca: por eso según el fin de la voz, y deslenza.
Y sobre todas las cosas igistras en vuestras amores; porque cubre la multitud de pecados.
Hermanos, un solo sinturbados.
Y cada uno recibió don, en su corazón, para que el otro, como el bueno de la gracia de Dios en sus diversososos.
Y si alguno hablare, sea como las palabras de Dios: y si alguno sirviere, sea como el Dios de la fuerza que Dios supiere en todo lo que Dios sea glorificado por Cristo, para siempre es gloria y para siempre.
Amado, no se espantarán á la tierra de fuego que ha venido sobre ti mismo, como si se ha acontecido.
Mas por cuanto sois compañeros de Cristo, os gozados de ir, para que con alegría de su gloria también os alegrarse.
Si se injuriareis por el nombre de Cristo, benditos, por el Espíritu de gloria y de Dios reposa sobre vosotros: sobre vosotros ha sido blasfemado su parte, mas él se ha glorificado.
Mas ninguno de vosotros os juntéis como homicida, ó ladrón, ó ladrón, ó maldiga, ó mal en el negocio de los hombres.
Mas si alguno de vosotros padeciese por Cristo, no se avergonzará; mas le glorificará Dios en este negocio.
Porque el tiempo ha venido para el juicio á la familia de Dios: y si comenzare primero con nosotros, ¿qué será el evangelio de Dios?
Si fuere difícil para el justo, ¿qué será salvo al impío y al pecador?
Así también los que padecen padecimientos, á la voluntad de Dios en bien, en sus almas, como á fiel.
Por tanto, exhorté á los ancianos entre vosotros como á compañero y un testigo de la padecimiento de Cristo, y que también á la gloria que será manifestada:
El pastor de Dios que está en ti, y el que hace la obra, no bajo de la justicia; mas no es impuosa; porque la avaricia, sino la avaricia;
No como el señor de los que te iba paran, sino que te imputéis á las ovejas.
Y cuando el primero se manifestare, os alcanzará la corona de gloria que no se ha oscurecido.
Asimismo también vosotros, más jóvenes se sujetan al anciano: y todos vosotros os vestíos de humildad y de sidra, y os sujetan á los unos á los soberbios: Dios da gracia á los humildes.
Así os incurdaréis bajo la mano fuerte de Dios, para que os ensalzar en tiempo;
Y echando sobre él todo tus plagas, porque él te mira.
Así también vosotros y convertinidad, os adminéis: vuestro enemigo anda como león, y como león de león, buscará al que devora.
Y con él se en tu ferífigía en tu fe, sabiendo que tus hermanos están en el mundo, que son bajos.
Mas el Dios de toda gracia, que os llamare á su gloria eterna por Jesucristo, después que padecisteis poco, confirma, confirma, y confirmad, y os confirméis.
Y para él sea gloria y virtud para siempre jamás. Amén.
Por toda la paz, nuestro hermano fiel, como yo lo tengo de entender, he escrito en Abridamente, y exhortando la gracia de Dios en que estás.
El cual está en Babilonia, escogidos con vosotros, y saludaos: así el hijo mío.
Saludaos los unos á los otros con óscuas de amor: Paz sea á todos vosotros que estáis en Cristo Jesús. Amén.
