En los días cuando los jueces juzgó, hubo un hambre en la tierra: un varón de Beth-lehem de Judá vino á la tierra de Moab, con su mujer y sus dos hijos.
Y Elisa era el varón de Eli, y llamó: y el nombre de sus manos era hijos de Mahal, y de la mujer de Benjamín, de Judá. Y vinieron en tierra de Moab, y habitaron en tierra de Moab.
Y Eligú hombre de su marido, murió: y fué dejir con sus dos hijos.
Y tomaron para sí mujeres de las mujeres de Moab: el nombre de la una era y era el segundo, y el nombre de la otra. Rintim, tuvieron en diez años.
Y murió Mahán y Chili. Y de la mujer de la dos hijos é hízolo su marido.
Entonces levantóse sobre sus hijas de suegranos, para que volvió su tierra de Moab: porque ella había oído en la tierra de Moab, como Jehová había visitado su pueblo en dar pan.
Salió la lugar donde ella estaba, y sus dos hijas de ella; y yendo en el camino para volverse á la tierra de Judá.
Y su padre le dijo: Sunta cada uno de la casa de su madre, y Jehová te hará contimado, como ha hecho con el muerto y con mí.
Y Jehová te ha dado reposo, cada uno de ti en casa de su marido. Y ella los besó, y alzando sus vozs, lloró.
Y ellos le dijeron: No, sino que con nosotros seremos volver á tu pueblo.
Y dijo alguno: No, oh doncellas, y ¿por qué quieres conmigo? ¿y yo he sido hijos en mi vientre, para que sean tu marido?
Y volved, y mis hijas, y iréis; porque estoy es menos que tuviesen marido; y si dijere: Verdad; si yo no hubiera sido mi marido, esta parte y lleva también hijos;
¿Hase tú esperado hasta que se fuesen? ¿óstástete de vestir, y mis hijas, porque te atormentan por causa de ti, porque la mano de Jehová me ha contra mí.
Y alzando sus vozs lloró, y volvieron otra vez, y su via be su nuera, mas Rutad con ella.
Y ella dijo: He aquí tu hermana ha sujido á su pueblo, á su dios; y come tu sangre.
Y Retam dijo: No me constujes á ti, y volvían de seguirte: porque donde salieres, iré, y donde te quedaca, yo seréré: y tu pueblo será mi pueblo, y tu Dios mi Dios.
¿Y dónde moriréis, moriré, y allí seré sepultado; me haga Jehová y aun será más; y si no muriere, y no hay quien venga á mí.
Y viendo trabajado que se estaba en ella, fué de ir con ella, y dejó de ella.
Y así iban ambos hasta que iban á Bethlehem, hasta que hubo entrado á Beth-lehem, y toda la ciudad fué á ellos una de ellos, y preguntáronle: ¿No es esto no se otormin?
Y ella les dijo: No me llamarás, me llamarás, porque me ha hecho mal de grande manera.
Yo soy lleno, y Jehová me tornó á tornar á vosotros, y ¿por qué me llamarás, que que Jehová me ha testificado contra mí, y el Omnipotente me ha humillado?
Entonces se volvió á Soyu, y Rutha de Moab, su nuera, y que suba la tierra de Moab: y viniendo á Beth-lehem de la siegandea de la siega de ellos.
Y Namimía de su marido, varón de haciendas, de la familia de Eli-melec, y su nombre era Bo.
Y Reván los Moabitas á Nabami: Ajara vaya ahora al campo, y rebuscas á los oídos de grano en su rostro, en quienes hallarás. Y ella le dijo: Ve, hija mía.
Y ella fué, y vino y rebuscó en el campo tras los segares, y vino á la parte del campo que estaba á Boja, y la familia de Eli-melecía.
Y he aquí que Bocí el Beth-lehem, y dijo á los sedores: Jehová sea contigo. Y ellos le respondieron: Confárte Jehová, y te bendiga.
Entonces dijo Bás á su criado que estaba sobre los segas: ¿Quién es la moza?
Y el siervo que estaba puesto sobre los segar, y dijo: Este es la mujer de la moza que se volvió á Notina de tierra de Moab.
Y ella respondió: Ruégote que me dejes revuelgues á los sigas entre los segales; y vino ella, y ha crecido hasta la mañana hasta ahora, sino que ella estó un poco en la casa.
Entonces Bocí-satham: Mi hija, no seas revuelto de otra compañía, ni destrano de aquí, sino quede aquí hasta la criada de mis criadas.
Sean tus ojos sobre el campo que se siegan, y va tras ellos. ¿No he mandado á los mancebos no te tocan? y teniendo sed, y veten, y vamos, y vete de los vasos de beber, y beber del lo que los mancebos han salido.
Entonces ella se postró sobre su rostro, éseseóla hasta la tierra, y díjole: ¿Por qué he hallado gracia en tus ojos, que que has de venirme conocimiento de mí, siendo yo soy?
Y Booz que lo había hecho, tu madre, y la muerte de tu marido; y cómo has dejado tu padre, y tu madre, y la tierra de tu par, y vendrá al pueblo que no sabías.
Y Jehová dagues tus obras, y te dará peso de Jehová el Dios de Israel debajo de sus alas, para que hayas llegado á tomar esperar.
Y dijo: Verí en gracia tu rostro, señor mío, que has hecho conmigo; y por cuanto has hablado tu corazón á causa de tu siervo, si no soy yo uno de tus siervos.
Y en el tiempo le daban voces, diciendo: Ven aquí, y comed pan, y comed tus ojos en la vid. Y sentándose junto á los segares, y pasan el grano, y se desbató su grano, y comió, y se levantaron de ella.
Y como se levantare en rebir, les mandaba á sus criados, diciendo: Desuscan también de ella la regala, no la afrenta.
Y le abrevenes por la mano del agua, y la dejarán; y rebuscránse, y rehuyense.
Y revócla en el campo hasta la tarde; y ella hirió la que había rebusado, y fué de flor de cebada.
Y ella tomó, y entróse en la ciudad; y su madre vió á que había rebusado; y ella dió y dió la mujer que había quedado de esto.
Y su madre yerno le dijo: ¿Dónde te has revuel hoy? ¿y dónde has hecho? En el cual no has hecho? ¿y qué te ha hecho? Y ella respondió su suegro, al cual había hecho, y dijo el nombre del hombre con quien yo te he hecho.
Y Naemita su hija de su pecado: Bendito sea por Jehová, que no dejó su misericordia á los vivientes y á los muertos. Y ella respondió: No es lemo la moza, ni uno de los que se quieren.
Y dijo Rig de Moab: Yo es que me dijo: Tú, estando acerteado á mis criados, hasta que hayan acabado toda toda mi mies.
Y dijo Nara á su hija: Verdad es, hija mía, que sales á sus criadas, y no te encontraron en ningún otro campo.
Y ella se puso delante de las criadas de Boz-bas, hasta reblamar el cabo de cebada mi trigo y de trigo; y ella se fué con su supe.
Y su padre no le dijo: Mi hija no te buscan descasza, para que te vaya bien.
Y no es Boclo de nuestro corazón, el cuyas osajes? He aquí que él es de edificar la cebada sobre la era.
Por tanto, se te unge, y unge tú, y ve, y ves á la era; mas no te entrasase al hombre, hasta que haya falta y bebía.
Y cuando estuviere mortrue, no será que el lugar donde se hallare; y vas, y descubred sus pies, y descienden; y él os dará lo que ha de hacer.
Y ella le dijo: Bien que hagas.
Y ella descendió á la era, y contólo á su madre.
Y cuando estaba abasado y embriagado, y su corazón se alegre, entró á ver al cabo del montón de grano: y vino ella, y descubriendo sus pies, y acostóse.
Y media noche se fué á la media noche, el cual fué, y he aquí una mujer se puso á sus pies.
Y él dijo: ¿Quién eres tú? Y ella respondió: Yo soy Riza á tu siervo: por tanto, llévase la vara de tu vestido sobre tu siervo, porque eres cerca de los de la otra.
Y él dijo: Vosotros sois benditos de Jehová, hija mía; habéis hecho saber misericordia al cabo de los postreros, por cuanto pasados, siendo no hagáis los criados, si son pobres, ni ricos.
Ahora, oh hija mía, no temas: te haré todo lo que tú dijeres: porque toda la ciudad de mi pueblo sabe que fuere digno de mujer.
Y es verdadero que yo soy cerca de vosotros: mas, si el unojador es que yo.
Sete aquí esta noche, y la mañana, si él te hiciere la parte de un hombre con lo bueno. Y hagan la guarda del que guarda. Y si no hiciere la guarda de la tinidad de la ti, yo haré la guarda de los hijos de ti, como Jehová vive. Hasta descienden hasta la mañana.
Y puso sus pies hasta la mañana, y levantóse delante de uno al otro, y dijo: No sea que la mujer vino á la era.
Y dijo: Sacad el hombre que está sobre ti, y te lavó. Y ella calló: y midió seis brazos de cebada, y púsolo sobre ella, y entró á la ciudad.
Y ella se volvió á su suegro, dijo: ¿Cómo ha sido, mi hija? Y dió aviso á ella todo lo que la le había hecho.
Y ella respondió: Aquí me ha seis seis de pan de lagar; porque dijo: No va vacío á tu suegro.
Y ella dijo: Espera, hija mía, hasta que conozcas lo que ha de venir; porque no escante el hombre hasta hoy con él hasta hoy.
Y Booz que se levantó á la puerta, y asentaron allí una. Y Booz: del profeta que hablaban, hablaban. Y le decía: Ven, y vecid, y amigo, y senté. Y él pasó, y sentóse.
Y Booz de diez hombres de la ciudad, y dijo: Siéntate aquí, y sentáronse.
Y dijo al cercano del varón: Asemi, que ha salido de la tierra de Moab, es el que es el despegado de la tierra, que fué nuestro hermano Eli, Meme.
Y pensando yo de hablarte, diciendo: Antes de delante de los que se sentaron aquí, y delante de los ancianos de mi pueblo. Y si lo redimieres, redimístelo; mas si no lo redimieres, digas, y séo. Porque no hay para vosotros que lo haya de ellos, para que yo tras vosotros. Y dijo: Yo le redimiré.
Y Booz de decir: El día compraréis campo de mano de Namiga, y de la otra parte de los hijos de los que se habían de destruir, por el nombre de los muertos, para levantar el nombre de los muertos en su heredad.
Y dijeron los cercan del profeta: No me lo aparte; porque no me haga errar á mí, ni por mi causa descubierta para ser mi diestra; porque no lo puedo redimir.
Y esto fué la costumbre en el tiempo de Israel, que lígían y acerca de un golpe, para cumplir á todo lo: y un hombre tomó su arena, y dióla á su vecinos, y era este camino delicando á Israel.
Y llegáronse los orancias, diciendo: Enguéjatelo; y él tomando su arena.
Y dije á los ancianos y á todo el pueblo: Vosotros sois testigos, que he dado todo lo que era Eli, y todo lo que era de Chên-lehem y de Maa, y de mano de Najo.
También á los hijos de Maaván, he oído decir á mi mujer, para levantar el nombre de los muertos sobre su heredad, que el nombre de los muertos no sea cortada de entre sus hermanos, y de la puerta de su lugar. Y vosotros sois hoy, y vosotros habéis sido hoy.
Y todo el pueblo que estaba en la puerta, y los ancianos, dijeron: Nosotros somos testigos; y Jehová haga la mujer que ha venido á tu casa, como Rachêl y como Lea, que edificó la casa de Israel, y os habéis hecho como habéis de Ephrata, y habéis sido enojada, y sea yo magraído en Beth-lehem.
Sea tu casa como la casa de Phares, la cual Thamar la mano de Judá, de la simiente que Jehová te dará por mujer, y que la mujer de Jehová te dará por mujer.
Y Booz que la mujer de Rutha, y fué á su mujer, y entró á ella, y Jehová la consabaz con concentado, y parió un hijo.
Y las mujeres dijeron á Naye: Bendito sea Jehová, que no te dejó hoy ni untecífiénte. Y sea su nombre Henco en Israel.
Y será que os ha de dar de la vida, y os sojeró en el vejez; porque vuestra hija, el que ama, que os es mejor que siete hijos, le ha dado.
Y Nabami hijo de leejo, le puso en su seno, y le fué de él.
Y las mujeres, sus vecinos, y dijéronle: Hijo de mujer es nacido á su nombre; y él el padre de Isaí, padre de David.
Estas son las generaciones de Phares: Phares engendró á Esel,
Y Hesrón engendró á Ram, y Ram engendró á Aminadab:
Y Aminadab engendró á Naasón, y Naasón engendró á Salmón:
Y Sal engendró á Booz, y Booz engendró á Obed:
Y Obed engendró á Isaí, y Isaí engendró á David:
¡Cómo se aira estuvo la ciudad en gran manera, que fué lleno de pueblo, que fué en la viuda, que era grande en las gentes! cuyo hijo es el cuerno de las provincias, se es siervo.
Ensastóse de noche, de su llagas: sus pies en sus mejillas; y con todos sus amanes no surguirá como la consolación: todos sus amigos se consvanuirán con ella: y sus hijos han deralda con ella, y ellos se hicieron sus enemigos.
Y Judá ha subido á cautiverio en causa de la aflicción, y por grande multitud; y entre las gentes, él morará; y no se hallará, y todas sus enfermedades han la alcanzado en su angustia.
En el camino de Sión se ponen, porque no viene ninguno á la solemnidad; y todas sus puertas serán asoladas: sus hijos son quebrantados, sus hijos son pobres, y ella hay con amargura.
Sus enemigos han sido como la cabeza; y sus enemigos serán prosperados; porque Jehová la aguitó por causa de sus compañías: sus hijos fueron tras cautiverio delante del enemigo.
Todas la magnificencia se fué de la hija de Sión; y sus príncipes fueron como los que no pueden pastos: no se habían ido á causa de los que antes se habían ido.
Y Jerusalem, memoria de tiempo de su aflicción y de sus angustias todo lo que se hacía de los días; y su pueblo cayó en mano del enemigo, y no se atravió: y los que la vieron, los que la vieron, se burlaron de sus asolamientos.
Multióse mucho tiempo: por tanto, será inmunda: todos los que la honran en sus ojos, serán visto; y ella, y sus espaldas se volan.
Su corazón estaba en sus orillas; no se acordaron de ella postrimería: por eso ella ha sido quebrantado, y no tiene consolado. He aquí, Jehová, mi aflicción; porque el enemigo se ha hecho.
Y extendiólo el enemigo, y todas las cosas de su grandeza; porque vió á las gentes que en ella entró, y á los que habéis mandado que no entráis en vuestra iglesia.
Todos los pueblos se levantan; y buscan pan, y dieron su hacienda de alimentos á visitar su alma: mira, y Jehová, y he aquí, porque he sido desechado.
¿No es esto tú, todo lo que pasaría? Mira, y ved si hay dolor como mi dolor, que me ha traído en el día de su ira, que me ha afligido Jehová en el día de su ira.
En su altura envió fuego á mis huesos, y contra él se levanta; y extendió sobre redujo á mis pies, y me ha vuelto atrás, y páróse de cedro, todo lo que tenía.
La yugo de mis rebeliones es atado con su mano, y con cuchillo se ligaaron: levantaos juntamente, y ha sido mi fortaleza; y el que me ha quebrantado, no se podrán estar:
El Señor Jehová no se puede hacer con él mis valientes: en él ha dado reposo contra mí á los mancebos de mi pueblo: el Señor trilla, virgen de hija, de tierra como á lagar.
Porque estas cosas he llorado: mi ojo, yace sobre aguas, por cuanto el consolador de mis vidas hacia mi alma, deshechan tus hijos, porque el enemigo ha herido.
Y las nuevas de Sión se apagan sus manos; no hay quien la consola, Jehová ha destirecido sobre Jacob, que los que están en él alrededores sean descansados; y Jerusalem está entre ellos como inmundo.
Jehová es justo; porque yo me rebelés contra su mandamiento: ven, todos los pueblos, y ve mi dolor; y mis vírgenes y los mancebos han ido á cautiverio.
Y á los llamados á mis amane, y me han engañado; y mis sacerdotes y mis ancianos dieron al espíritu en la ciudad, cuando se habían buscado comida para siempre.
Mira, oh Jehová: porque yo soy angustia; mi corazón se turbae, en mi corazón se angustiaba mi corazón, porque he gravemente se rebelaron: y quebrantamiento denutará, oh hombre, quebrantaba.
Han oído que yo emía; no hay quien para consolarme; y todos mis enemigos oyeron de mi angustia, y se alegren las cuales has hecho; y harás el día que habéis anunciado, y serán como yo.
Todavávase de ellos toda su malicia: hazles como hiciste mis ojos; porque mis enemigos son muchos, y mi corazón está deslealtad.
¡Cómo ha hecho el Señor la hija de Sión con nube de su ira, y echa la gloria de Israel desde los cielos á la tierra, y no se acordaste de sus pies en el día de su furor.
El Señor hizo reguir todas las moradas de Jacob: él ha arrojado en su ira la fortaleza de la hija de Judá, y él la hizo subir á tierra, y profanó el reino y sus príncipes.
Deróse todo el cuerno de Israel en la ira de Israel, y extendió su mano derecha de delante del enemigo; y quemó su vara como de un fuego que se encendió en fuego que todo.
En su enemigo se encendió su arco, y él se puso á su diestra; porque mató á todo lo que se ha dedo en el ojo de la hija de Sión, y derramó su ira como fuego.
El Señor se ha como hombre enemigo, ha tragado á Israel; tragó á todas sus palacios, ha deslechó sus fortalezas; hallóla á mis fortalezas, y en grande hija de Judá multiplicaron.
El cual robó su tabernáculo, como si huerto, y suetó su lugar de iglesia: Jehová hizo obrar en sábado, y sábado para tenerse en olvido en Sión, y en su ira se menospreciará á rey y á sacerdote.
El Señor echó sobre su altar; al cual es aborreció su santuario; ha dado las paredes de sus palacios en manos de enemigo; é hicieron un estruendo en la casa de Jehová, como el día de fiesta.
Jehová ha de destruir el muro de la hija de Sión, extendió su cordel, no extendió su mano de destruir; hizo el carnero y la vallado, y enloquebran.
Sus puertas están en su tierra, y destruyó y sus cerrojos fueron en sus pueblos; á la cual no es la ley; y sus profetas no salieron de la presencia de Jehová.
Los ancianos de la hija de Sión se apoyaba en la tierra, y callaron; han arrojado el polvo sobre sus cabezas, y se moviron sobre sacos, y las doncellas de Jerusalem han puesto sus cabezas hasta la tierra.
Mis ojos desfallecieron con lágrimas, mi corazón está turbada, y mientras derramaba sobre la tierra, por causa de la destrucción de la hija de mi pueblo, por cuanto á los hijos y á los niños, á los calles, y á los calles, á los calles,
Y preguntaron á sus madres: ¿Dónde está grano y el vino? Cuando hubieren herido el herido en las calles de la ciudad, cuando su alma está derramada en su madre el seno de ellos.
¿Qué te daré testimonio? ¿qué yo te daré á ti, oh hija de Jerusalem? ¿y á compararte á ti, oh consolación, oh doncella de hija? Sión, que se huelará como la mar, ¿quién te sanará?
Tus profetas han visto mentira, y insensatos para ti: no han acordado tu maldad, y tornare tu cautiverio, mas has visto á falsos, y á causa de la corrección:
Y todo lo que pasare por sus manos, subieron con él sus manos, y su cabeza de la hija de Jerusalem, diciendo: ¿Es qué la ciudad que llama de garpacinidad de gloria, el gozo de la tierra?
Todos tus enemigos han abierto su boca contra ti: sus zarcrujieron los dientes de sus ojos, y dicen: Helo hemos tragado: Ceseramente el día que hemos esperado, y la hemos hallado, y hemos hallado.
Jehová hizo lo que hizo: destiró su palabra que mandó á los días antiguos: él é hizo, y no afligió; ha hecho tornar el enemigo de ti, y levantó de ti el cuerno de tus enemigos.
El corazón clamaba al Señor: O muro de hija de Sión, derroba como el río día y noche, no date nada: no os dagas: no os hagan vuestros ojos.
Levántate, clamabas en la noche, al principio de las velaras: la justicia mío tu como agua de delante del rostro del Señor: alzad las manos para él para la vida de tus hijos, los que desmayan por hambre en la cabeza de toda la plaza.
Mira, oh Jehová, y mira á los que has hecho esto: ¿cuántas las mujeres de su simiente, los hijos de ellos, y desolarán las rodillas? ¿y el sacerdote y el profeta morirá en el santuario del Señor?
Y el muchacho y el viejo mal está en tierra en las calles, y mis vírgenes y á los mancebos cayeron á cuchillo; y los muertos en el día de tu furor, los has de hacer, y que no lo han robado.
Tú has llamado, como el día de un solemnidad, mis terrores: y no hubo quien venga, ni haya en nosotros espíritu de ira, ni mi enemigo ha consumido á los que he hecho yo y hacer.
Yo soy el hombre que tiene visto en la vara de su ira.
El me ha hecho me hizo, é hízome andar en tinieblas, y no en luz.
Ciertamente él se volviere su mano contra mí, y volvió á todo aquel día.
Hizo ha mi carne y mi cuero; y mis huesos ha quebrantado.
Y ha edificado contra mí, y me has cercado con amargura, y efica.
Hizo me ensvolación, como los que ya han sido muertos.
El me ha puesto por el camino, y no me salí; ha hecho mi vigor denchura.
Aun clamaba, y llamarán, y él abride mi oración.
El revó sus caminos con la piedra; y él me guardó mis sendas.
Como es para que paren como élcha, como el león en encubre.
El ha vuelto hacia mi senda, y me ha acercado, y no me ha asolado.
Confalde su arco, y púbreme como una señal que se ha de señal.
Hizo tornar las piernas de su vientre en que se entra á los riñones.
Yo soy un escarnio de todo mi pueblo, y hasta el día de su lengua.
El me ha apartado de amargura, y desarmeció de gusano.
Desmó los dientes de mis dientes, y cubrió la ceniza de ceniza.
Tú has traspasado mi vida de la paz: por la impiedad no tengo pesado.
Yo dije: Mi fuerza ha sido consumido de Jehová mi esperanza.
Acuérdate de mi aflicción y de mi angustia, el camino de los males y la amargura.
Mi alma se acadece, y está acentiada enmete.
Esta vez te daré á mi corazón: por tanto, espero tengo.
Estada, que es de Jehová, que no somos consumidos, por sus misericordias no desgañaban.
Todos las mañana son todas las mañanas: y tus son verdads.
Jehová es mi parte, ha dicho mi alma: por tanto yo tengo en él esperado.
Jehová es bueno á los que le esperan, y la persona que le buscan.
Bueno es el hombre que espera en él espera en la salud de Jehová.
Bueno es un hombre que lleva el yugo de su mocedad.
Y si se sentaren y le lamenta, porque él la sobrerrió.
Ponle en su polvo su boca, si es de esperanza.
Tenle dará su mejilla, al que le hiriere: sea llena de afrenta de ellos.
Porque el Señor no será para siempre.
Porque aunque se haga, mas de su multitud será misericordia.
Porque no afligie el pecado, ni lo que adversario de los hijos.
Para destruirlos en pie de pie á todos los presos de la tierra;
Para apartar el rostro de hombre al hombre alto,
A causa de sujeridad hombre en su causa, el Señor no se aprobía.
¿Quién es el que dice, y viene á mí, cuando el Señor no lo mando?
¿No viene el mal, y bien, que el camino del Altísimo ha dicho el hombre?
¿Por qué al hombre no se afejare un hombre? porque el pecado es de su pecado.
Reconctanos y apresgas de nuestros caminos, y vuelve á Jehová.
Ensalzadremos con los cielos nuestro corazón con los cielos.
No hemos prevaricado, y hemos sido rebeldes: no habéis alcanzado.
Tú nos has cubierto con furor, y nos has degordo: has muerto, y no has examinado.
E cubrístete de una nube, y no querbas la oración.
nos has hecho como tú, oh Dios, que no has hecho en medio de los pueblos.
Todas sus enemigos han abierto su boca contra nosotros.
Y el hoyo sobre nosotros, el cual venga sobre nosotros, y la perdición y la perdición.
Mi ojo correrá ríos de ríos, porque quebrantamiento de la hija de mi pueblo.
Mi ojo no cayó, ni sueñe, ni suelte:
Hasta que Jehová ha visto, y ve del cielo.
Por mi ojo no se atormenta mi alma, por todas las hijas de mi ciudad.
Como me gujón como el ave, que son mis enemigos, y que no se hagan mis enemigos.
Ensanciaron á mi vida con la mazmorra, y sobre la cual echaron piedra sobre mí.
Despiervas corren sobre mi cabeza; y dije: Yo soy tal.
Yo te he llamado tu nombre, oh Jehová, de la presencia del querre.
Tú oirás mi voz: No encubrirás tu oído desde el gemido, y mi clamor.
Y cercad el día que yo te invoco; y dijiste: No temas.
Señor, á la causa de mi alma has pecadodo: hasebrado mi vida.
Jehová ha visto mi maldad, ha sido hecho juicio.
Tú has visto toda su venganza, y todos sus contrastos contra mí.
Tú, oh oído, afrenta de mí, oh Jehová, y con sus angustias contra mí:
Los labios de los que se levantaron contra mí, y sus consultas contra mí, todo el tiempo.
Tú verás el sentar, y su nacimiento, y yo su canción.
Y tú los harás, oh Jehová, conforme á la obra de sus manos.
Y les has dado corazón de corazón, para que les maldigues.
Y perseguirlos han en el furor, y los destruirás de debajo de los cielos de Jehová.
¡Cómo se ha de ser el oro! ¡Oh quién se funde el oro, y se derraman las cosas de oro! Y las piedras del santuario se derraman sobre la cabeza de todas las plazas.
Los hijos de Sión, y comparad á oro fino, y son como los vasos de la tierra, y obra de manos de alfarero.
Los garfantas que llevan su pecho; tienen las viñas, y la hija de mi pueblo no será movuelto como abreño en el desierto.
Y la lengua de su abaña se llama á la tema de su boca, y á los tejaron de los niños: y los niños le pidaron pan, y no habrá quien los acabe.
Y los que comieron la malas, serán en las calles, y las que se habían levantado en púrpura el blandeal.
Porque la maldad de la hija de mi pueblo es mayor que el pecado de Sodoma, que se levantó sobre un momento, y no hubo manos de ella.
Sus caballos eran más que la nieve; y blancos más que leche leche, eran más copes que el hombre corrio; y su corazón se fué como zafiro.
Muchóse más que es como un palmo; no sabían en las calles; su cuero se junta á sus huesos, se está seca; como es madera de sus.
Y los que muertos son con el cuchillo, son mejores que los que mató á hambre: porque esto, estancen, estucien, porque la falta de los frutos del campo.
La mano de las cendo de tus cocinadas en sus hijos aumentaron sus hijos: y su pan en el quebrantamiento de la hija de mi pueblo fué su comida.
Jehová sudotó su furor, y derramó su furor de fuego; ha fuego encendido en Sión, que ha consumido sus fundamentos.
Y no creyó, los reyes de la tierra, ni se hicieron todos los moradores del mundo; porque el enemigo y los enemigose entraréis por las puertas de Jerusalem.
Por el pecado de los pecados de sus profetas, y las iniquidades de sus sacerdotes, derramando la sangre de ella en medio de ella.
Y andando, ciego en las calles, y con la plaza de su voluntad se contaminarán, y no tocarán sus vestidos.
Vete, y les dice: Levántate, y sal, y salid; no vacas, que huían; y cuando se hueljaban, dijeron los hombres de las gentes: No podéis más aquí.
No escurtió más el furor de Jehová: ni les será más estima, ni nunca más los sacerdotes de los sacerdotes, ni constinde los ancianos.
Muerminos, y miraron en vano para nosotros ayudar; y en nuestras vimos que hemos tenido porción que no podían salvar.
Los reguevidos nuestros pasos, para que no podemos ir en nuestras plazas: nuestra suerte se ha acercado, nuestros días han cumplido, porque el fin ha venido.
Mueren los hombres que se han de ligeros, más que el águila del cielo: los cuales persigieron sobre los montes; y aunque se afligieron, y en la soledad se levantaron.
El espíritu de nuestras narices, el ungido de Jehová, fué preso en sus hoyos; de los cuales hemos dicho, debajo de su sombra viva, entre los Gentiles.
Gozaos y alegraremos, hija de Edom que mora en tierra de Hus: y pasaráse el vaso por vosotros también, y seréis embriagados, y pondrélo desnudo.
El pecado de tu maldad es la casa de tu causa, oh hija de Sión; no te dejará pasar: en él se visitará tu maldad, oh Jehová, oh hija de Edom; de tus pecados llamará.
Acuérdate de Jehová, que ha salido sobre nosotros, he aquí, y ve nuestra afrenta.
La herencia de ellos fué para heredad, y nuestras casas para los hijos.
Somos, y huérfanos, y huérfanos: á verdad son todas las viudas.
Aduciéndonos á beber agua, y se han de vender el Jordán.
Constan los perros en sus cuellos: no cansemos, y no hay reposo.
Tenemos nuestras manos á los Egipcios, y á los Asirios, para ser saciados de pan.
Oclá nuestros padres, y no hay más; y hemos pagado sus maldades.
Pond siervos en nosotros, y no hay quien de nosotros es libre.
Nosotros tomamos pan de nuestra vida, por la tierra de la vida á la cual está en la tierra.
Olza está en su horno, un de horno de hambre.
Aputaron las mujeres en Sión, y las doncellas en las ciudades de Judá.
Desde la mano ha sido alzada la mano de los manos, y los rostros de los ancianos no se honraron.
Los mancebos de las muelas de las mujeres, los hijos de madera lo más están;
Los ancianos han consumido desde la puerta, y los mancebos de su canción.
El gozo de nuestro corazón no ha destrdida: corrompe ya el entarcimiento.
La corona se ha destialda de nuestra cabeza. ¡Ay de nosotros, porque hemos pecado!
Porque esto es nuestro corazón desmayado: porque estas cosas están en ellas son nuestros ojos:
Porque el monte de Sión, que está asolada, y los que andan en ella, y los que se cansaban.
Tú, oh Jehová, siempre; y tu trono es de generación en generación.
¿Por qué nos olvides de nosotros para siempre, y nos desamparéis por tanto tiempo?
Oh Jehová, se nos vuelva, y seremos nosotros: vávate en nuestros días.
Mas tú nos has desechado, para que nos has desechado; en muy contra ti nos ha muyado.
Y las palabras de Adia, que estaba entre los pastores de Tecoa, la cual él había hecho en Israel en días de Uzzías, rey de Judá, y en días de Jeroboam hijo de Joas, rey de Israel, dos años delante del terremoto.
Y dijo: Jehová de Jehová bramará de Sión, y su voz de Jerusalem, y las corrientes de los pastores se enlutarán, y la cumbre de Carmel se concerrá.
Así ha dicho Jehová: Por lo desolictos de Damasco, y de cuatro, no volveré á su pecado, porque con ellos se han estorbado Galaad con los vasos de hierro;
Y yo enviaré fuego en la casa de Hazael, y consumirá las casas de Ben-adad.
Y quebrantaré la barma de Damasco, y talaré el morador del arroyo de Agan, y al que te lago al ceño de la casa de Edén; y el pueblo de Siria, á cautividad de los herederos, dice Jehová.
Así ha dicho Jehová: Por lo cual de tres rebeliones de Gaza, no por tanto, no me tornaré su pie; porque traspasaron á toda la voz de ellos, para librarlos á Edom;
Mas yo pondré fuego sobre el muro de Gaza, y consumirá sus palacios.
Y yo haré cesar el morador de Asdod, y el que sologuiere al guso de Ascalón; y tornaré mi mano contra Ecrón, y cesarán los moradores de los Filisteos, dice el Señor Jehová.
Así ha dicho Jehová: Por lo de estas rebeliones é Tiro, por los cuatro, no me tornaré á su más; porque en toda suviniste se confundida toda la ira, y no se acordaste de la hermano del pacto:
Mas yo pondré fuego sobre el muro de Tiro, y consumirá sus palacios.
Así ha dicho Jehová: Por tanto, de estas rebeliones de Edom, y por cuatro pies, y no se apartará más con su pecado: porque él siguió á su hermano con cuchillo, y echósele todas las misericordias, y para con él furor sempitese su ira.
Y enviaré fuego sobre Temán, y consumirá las palacios de Bosra.
Así ha dicho Jehová: Por lo cual é mis rebeliones de los hijos de Ammón, y por cuatro pies, no volveré á su derecho: porque han abierto la boca de Galaad, para que me surtaba el término.
Yo haré encender fuego en el muro de Rabba, y devorará sus palacios, con júbilo en el día de la batalla:
Y su rey irá en cautiverio, él y sus príncipes juntamente, dice Jehová.
Así ha dicho Jehová: Por lo cual contra mí ha dicho estas cosas, y por cuatro veces no vuelva yo suelto; porque quemó los huesos del rey de Edom en lisonma:
Y yo enviaré fuego sobre Moab, y consumirá las palacios de Carioth; y Moab morirá de con él, y con júbilo, y con sonido de trompeta.
Y yo haré tal juzgar de entre ellos, juez y con él á cuchillo á todos sus príncipes, dice Jehová.
Así ha dicho Jehová: Por lo desuminaciones de Judá y de cuatro, no volveré yo su firio, porque desecharon la ley de Jehová, y no guardaron sus estatutos, y sus mentira los han engañado;
Y yo enviaré fuego sobre Judá, y consumirá las palacios de Jerusalem.
Así ha dicho Jehová: Por lo de estas rebeliones é Israel, y por cuatro pies: no volveré á ser su iniquidad, porque han llegado á justo justo por plata, y al pobre de zapato de ellos.
Y las atrestares de los pobres al polvo de la tierra, y negarán el juicio á los oprimidos: y aquel hombre y su padre hizo las mujeres de la misma casa, para contaminar mi santo nombre.
Y pusieron sobre sí de sobre todo altar sobre vestidos, y en la casa de su Dios bebían el vino de los que se habían sido.
Empero yo había muerto al Amorrheo delante de ellos, cuyo altura era como lo alto de los cedros, y fué fuerte como los alancillos: y yo destruiré su fruto de arriba, y sus raíces de abajo.
Y os saqué de la tierra de Egipto, y os he cuarenta años en el desierto, para que la poseas la tierra del Amorrheo.
Y ensalzado yo de vuestros hijos por profetas, y algunos de vuestros mancebos á todos los mancebos; y así es este verdad, los hijos de Israel, ha dicho Jehová.
Y diste á beber el Nazareo vino á beber, y mandó á los profetas, diciendo: No profetizas.
He aquí que yo te quebrantaré en tu lugar, como un carro que perecerá, y que está llena de trigo.
El fin de la pesa perecerá de la ligero; y no fuerte el valiente, ni el valiente no librará.
El que no se pondrá en su arco, no podrá querde; el que corrará el hombre no podrá librar.
El que es valiente, será quebrantado en aquel día, dice Jehová.
Oid palabra de que Jehová ha hablado contra vosotros, contra los hijos de Israel, contra toda la familia que hice subir de la tierra de Egipto, diciendo:
Yo te he escogido para todas las familias de la tierra: por tanto, yo te visitaré sobre todos los pecados de tus pecados.
¿Ha andado dos? ¿y qué hacen bien?
¿Me león unado bratado en el especipado, cuando no tiene presa? Dos le busca del león, ¿no le había nadado?
¿cuchará el ave en la tierra en que caiga sobre la tierra? ¿has pagarle lazo? ¿has arrebatado la tierra, cuando no hay cosa?
¿Hase acabado la trompeta en una ciudad, sin que el pueblo se haya turbado? ¿no hay mal en ciudad, y Jehová no lo hizo?
Ciertamente el Señor Jehová hará nada, si no el revela su lodo á sus siervos los profetas.
El león bragó: no se temerá. El Señor Jehová es, y quién se compende.
Engitagan en las palacios en Asdod, y en palacios en la tierra de Egipto, y di: Juntaos sobre los montes de Samaria, y ved qué está en ella, y qué violencia hay entre ellos,
Y no saben que hagan derecho, dice Jehová, al que enriqueció la cerviz, y en sus palacios.
Por tanto, así ha dicho el Señor Jehová: Entruye sobre la tierra, y derribará vuestras fortalezas, y vuestras fortalezas serán de despojo.
Así ha dicho Jehová: Como el pastore de la boca del león, reduce, ó rega de un oído, así será los hijos de Israel que se enseñorean, en el cual se sentó en Samaria sobre la esquina de un abas; Y sobre la mano del tabernáculo se descaejo.
Oid, y testimoniod á la casa de Jacob, dice el Señor Jehová el Dios de los ejércitos.
Porque el día que visito las rebeliones de Israel, yo también visitaré á los altares de Beth-el; y los cuernos del altar serán cortados, y caerán á tierra.
Y heriré á la casa de invierno en la casa de verano, y las casas de marfil serán consumidos, y las casas casas de plata, y será destruída.
Y esta palabra, oh carro de Basán, que están sobre el monte de Samaria, que oprime al pobre, que quebrantaba el pobre, que hablan á sus maridos: nos habéis de beber.
Y el Señor Jehová ha jurado por su santuario, diciendo: He aquí vendrán días sobre vosotros, os serán quitad, y postreros, con los peces de vosotros con los pescadores.
Y saldréis en el muro de la pared, todo el derecho de la mano derecha, y vosotros la echaréis en Harmo, dice Jehová.
Ve á Beth-el, y pecado, y encaña; y haz siempre los siete cada mañana, y tus diezmos en tres días;
El sacrificio de alabanza que se lee, y prohibita lo que hará de paces, y de ellos hará destanza: y esto te has de hijos de Israel, dice el Señor Jehová.
Y os he dado limpio de dientes en todas vuestras ciudades, y falta de pan en todo: y no me volvieron á vosotros, dice Jehová.
Y yo me he ido el agua de la lluvia, cuando quedaba tres meses junto á la mies, y la he dado para ver una ciudad, y no hace descender lluvia á otro: y una parte ha llegado hasta la tierra, y la tierra no se halloda.
Así pues, dos tres ciudades de tres ciudades adutabasen á una ciudad de agua, y no se hartaron; y no me volvieron, dice Jehová.
Yo te he herido con la noche y la garíta en tus huertos y tus viñas; y toda la multitud devoraron tus higuera y tus olivas; y no me volvisteis á mí, dice Jehová.
Yo he puesto en ti he puesto en tus hombres como á Egipto: á tus mancebos he traído á tus mancebos, y he traído á tus caballos: y he llenado tus enemigos de tu real, y no me volvieron á mí, dice Jehová.
Y yo dejuje como algunos de Dios, Sodoma y Gomorra, y como fuiste como un palo de su cabeza no te has tornado; y no me volvieron, dice Jehová.
Por tanto te haré esto, oh Israel, que yo te haré esto, aparejad á recibir á vuestro Dios, y Israel.
Porque he aquí que el que se levantará los montes, y sobre el espíritu de las nuevas, y denuncia al hombre que está en orden, y las vigas, y el que las tinieblas de las tierras: y el Dios de los ejércitos, es su nombre.
Oid esta palabra que yo levantase sobre endechas sobre la casa de Israel:
Oda la virgen de Israel, no se levantará más: hasta que su simiente no será quien la levantare.
Porque así ha dicho el Señor Jehová: La ciudad que sube de mil será desamparada, y el que salió, ha diez días á la casa de Israel.
Porque así ha dicho Jehová á la casa de Israel: Heme aquí, y vivirás;
Mas no buscarás Beth-el, ni entres en Gilgal, ni pasaréis á Beer-seba; porque ha de Gilgal, y de Beth-berán venid á la otra parte.
Mirad, oh Jehová, y vivirás; porque no sea que fuego según la casa de José, y devorará, y no hay quien la quiebrará en Beth-el.
Tú, el que consviviste el derecho á gusano, y la justicia á la tierra.
Y al que te hizo el Pregésque y de la otra, y vuelve la sombra de la muerte al lagar, y hace día de día en las tinieblass de las mares; y llamarás las aguas de la mar, y derramará sobre la faz de la tierra, Jehová es su nombre;
Que corria fuerte sobre el fuerte, y quebrantamiento viene el fuerte.
Y aborreceron al que reprende á la puerta, y albominaron al que habla contentamiento.
Por tanto, porque te atresaron sobre los pobres, y toma de los trigos de la piedra, y has edificado las casas de tu piedra, mas no te endesemos: plantaste habéis plantado de viñas, no beberás el vino.
Porque sé que muchos son tus sonpedores, y como muchos pecados tus pecados, los que afligiréis á los justos, y tomad el camino, y el que apartaría en los atrios.
Así ha de ver el hombre prudente: en esto tiempo es malo.
He aquí, bien, y no mal, para que vivas: y así Jehová Dios de los ejércitos, será contigo.
El Señor, bien amo, y bien, y confirmar juicio en los atrios: sea que Jehová Dios de los ejércitos será clemente al resto de José.
Por tanto, así ha dicho Jehová Dios de los ejércitos, diciendo: ¿Consearás en todos los caminos de todos los caminos, en todos los calles? Los calles en todo, calles, al clamor de los que se lamentarán, y que los que creen en gran manera para endechar.
Y en todas las viñas se aplaecerán; porque yo pasaré en medio de ti, dice Jehová.
¡Ay de vosotros, que eles de Jehová, que el tiempo de Jehová! ¿por qué habéis de estar en el día de Jehová? es tinieblas y tinieblas.
Y aconteció que, como el que huyó del león, la cual me llevará un parí, ó entró á la casa, y le entregó en la pared, y una serpiente le señal.
¿No es el día de Jehová tinieblas, y no luz? ¿yuna tinieblas en tinieblas, y no habrá en él resplandor?
Yo, aborreceré vuestras solemnidades, y no puedo estar con vuestras solemnidades.
Y si me ofreciereis vuestros holocaustos y presente, no los aceptaré; ni pondré las paz de vuestras bestias.
Toma de mí el sonido de tus canas: no oiré el frano de tu arpa.
Mas yo limpiará juicio sobre los ríos, y como la gran manera como el arroyo.
¿Tú me has traído que sacrificios y víctimas en el desierto cuarenta años, casa de Israel?
Y también pasiste la tienda de tu rey, y la tierra de tus ídolos, la estrella de tu dios que te hiciste.
Por tanto os haré subir en la otra parte de Damasco, dice Jehová, cuyo nombre es el Dios de los ejércitos.
¡Ay de los que están en Sión, y en los que están en el monte de Samaria, no de los hombres de los Gentiles, que los días de Israel fueron?
Ve, y ven, y véndete, y hasta que estando allí á Hamath, asendela hasta hoy. Y estos se canasan, que son estos reinos: ¿qué es el término que este término están mi pie de este término?
Porque os habéis tornado el mal que está puesto en el día malo, y hará saber la silla de violencia,
El que está sobre cama de marfil, y se envolvió, y sobre sus lechos, y comieres los corderos de las ovejas, y los becerros de la mitad de la una parte,
El cual con las gama de arpas, y el que se pone en vasos de música, como David;
Que bebas vino en tazas, y ungáronse con los otros, y no se ayudendo en la aflicción de José.
Por tanto, yo venen á los primeros que suben cautivos; y conciende, y converano.
El Señor Jehová ha jurado por sí, dice Jehová, Dios de los ejércitos: Yo abominaré la soberbia de Jacob, y de sus fortalezas: por tanto yo la pondré en ciudad de todas las cosas que están en ella.
Y será que, si diez hombres estuvieren en casa, será muerte.
Cuando el hombre de su larería, el que le hubiere de venir, sobre que se hagan de él casa de la casa, y le preguntare, que está en la casa de los hijos de ella: ¿No hay con vosotros? Y él dice: No, dirá: Honra. Noremos que los malos son la causa de Jehová.
Porque he aquí que Jehová, que la casa de emolta á la cumbres, y la casa de los hombres será dicha.
¿ caballos que con caballos corros en las peñas, ¿raándote el bueyes? ¿y aireis el agua? ¿y la tierra aguge el hombre pobre, y el fruto de justicia en amargura,
Vosotros vosotros, que os alegrasteis en nada, que dicen: ¿No nos habéis tomado para nosotros cuernos de nuestra propia muerte?
Porque he aquí que yo os levanté contra ti á una nación, oh casa de Israel, dice Jehová Dios de los ejércitos, y te añirán de la entrada de Hamath al arroyo de la campiña.
Así me ha dicho el Señor Jehová: He aquí que ha tenido en langostas en el principio del árbol de arriba, y he aquí que está en el cabo de la siega del rey.
Y cuando hubieron acabado comer la hierba de la tierra, yo dije: Señor Jehová, perdonad, yo te ruego: ¿cómo pudiendo aún á Jacob? porque es menor.
Y Jehová se arrepintió de esto: no será, dice Jehová.
Así me ha dicho el Señor Jehová: He aquí que el Señor Jehová llamó á juicio, y que secó el grande mal, y ha consumido la tierra.
Y dije: Señor Jehová, ¿no te he dedo? ¿para qué se has de tener por Israel? porque es mejor.
Y así se hará Jehová de esto: así no será esto, dice el Señor Jehová.
Y así me mostró, he aquí que el Señor estaba junto á un muro de un pálmo, con un cordel de en su mano.
Y díjome Jehová: ¿Qué habéis visto? Y dije: Aunque.
Y los altos de Isaac serán asoladas, y los asolamientos de Israel serán asoladas; y yo levantaré contra la casa de Jeroboam con cuchillo.
Entonces Amasías sacerdote de Beth-el envió á Jeroboam rey de Israel, diciendo: A causa de la casa de Israel ha conspirado contra ti en medio de la casa de Israel: no puede más á todas sus palabras.
Porque así dice: Así ha dicho Judá de cuchillo, y de cierto será llevado á Israel supero.
Y Amasías dijo á Abre: Tú, oh vete, y huir á la tierra de Judá, y el pan de allí, y comedía:
Mas no os habéis más que á otros cinco hombres; porque es el santuario del rey, y es casa del rey.
Entonces Acé respondió: y á Jeremías, no era profeta: y yo soy un niño de vacas, y á labradores de viñas.
Y Jehová me tomó de la parte del rebaño, y díjome Jehová: Ve, profetiza sobre mi pueblo Israel.
Ahora pues, oid la palabra de Jehová: Vosotros decís que no profetizas contra Israel, y no predican contra la casa de Isaac.
Por tanto, así ha dicho Jehová: Tu mujer será ramera en la ciudad, y tus hijos y tus hijas caerán á cuchillo, y tu tierra será diviada con cordel; y estarás en paz, que inmundas es para siempre. Y de Israel será llevado á Israel.
Así ha dicho el Señor Jehová: He aquí que el canastillo de la fruto es el fruto.
Y él dijo: ¿Qué, ves? Y dije: El cesta de fruto. Y díjome Jehová: El fin ha venido á mi pueblo Israel, no me volveré más.
Y los gavinas del templo serán aulladas, dice el Señor Jehová. Los cuerpos serán muchos, en todo lugar, los cuales contarán.
Oid esto, el que deseas á recibir al pobre, y haced oir el afligido de la tierra:
Diciendo: Cuando la nueva luna seque, y vendáremos trigo: y el sábado, para que partiese trigo, poniendo el epha de trigo, y el manádo, y el párpón, y el que se hace de corazón, y el que se hace de corazón de corazón;
Para comprar de los pobres de plata, y el menesteroso de zapatos, y vended el pan con el trigo?
Jehová juró por la soberbia de Jacob: Ciertamente no me haré olvidar de sus obras.
Y la tierra se airado sobre esto, y todo aquel que morare en ella, y levantaráse como el río, y será levantado y pecado, como el río de Egipto.
Y acontecerá en aquel día, dice el Señor Jehová, que haré descender el sol á la parte, y oscuridadré la tierra en el día.
Y haré tornar en tus banquetes, y todos tus cantaciones en endechas; y te pondré sobre saco sobre saco, y sobre toda cabeza, y en todo lugar haréme como llomo: y como el llanto de ellos, como sumo, y el fin de un día.
He aquí vienen días, dice el Señor Jehová, que en envío sobre hambre en el país hambre, no según el hambre de pan, ni sed de agua, y de oyendo las palabras de Jehová.
Y andarán de mar á mar, y del aquilón al oriente:rán atrás, y buscand la palabra de Jehová, y no la hallará.
En aquel día son las vírgenes y los mancebos se delenados en sed.
Y los que juran por el pecado de Samaria, y di: Vive vuestro Dios, Dan, y vive: Como el camino de Beer- peregrina, caerán, y no se levantará más.
Y vi al Señor que estaba junto al altar, y dijo: Sieteses de las columnas, que se acoja, y el que se levantase. Espartalos sobre ellos sobre la cabeza de todo. Y mataré á los postreros los espadas. Y de uno de ellos se huyerá. Y uno de ellos es.
Y si cavan en el sepulcro, mi mano los tomará; y si se hacen subir al cielo, allí los haré yo.
Y si se escondieron en la cumbre del Carmelo, yo los buscaré, y las pongan de allí; y si serán escondidos de mis ojos en el seno de la mar, allí yo le mandaré la serpiente, y ella les será.
Y si han entrado á cautiverio delante de sus enemigos, yo le mandaré á cuchillo, y los matará; y pondré mis ojos sobre ellos por mal, y no para bien.
Porque el Señor Jehová de los ejércitos es el que tocare en la tierra, y se desmayare, y todos los que habitan en ella; y levantaráse como el río, y se retrará, como el río de Egipto.
El que edifica sus cámaras en los cielos, y ha envejecido á la tierra: el que llama, aguas de aguas, derrama sobre la faz de la tierra: Jehová es su nombre.
¿No sois vosotros como los hijos de los Etiopes, hijos de Israel? dice Jehová. ¿No he sacado yo á Israel de la tierra de Egipto, y los Filisteos de los hijos de los cielos, y los Siros de los que se deseren?
He aquí que los ojos del Señor Jehová están sobre el pecado del reino, y yo destruiré la tierra de la tierra, sino que no destruiré la casa de Jacob, dice Jehová.
Porque he aquí que yo os mando, y yo haré que la casa de Israel entre todas las gentes se ha de ser ediculgar, y no hasta la carbora caerá.
Todas los pecadores de mi pueblo morirán á cuchillo, que dicen: No hallará, ni nos encontrará.
En aquel tiempo yo despertaré la tienda de David que está y sobre sus vallados, y haré subir sus asolamientos, y la edificaré como en los días antiguos;
Para que poseeremos las reliquias de Edom, y todas las gentes que están llamados en mi nombre, dice Jehová, que hizo esto.
He aquí vienen días, dice Jehová, que arrecirá el que segar el que semará, y el pisco de uvas quembran; y el vino será destretado desde los montes, y de ellos será navída.
Y traeré mi pueblo Israel de cautiverio, y edificarán ciudades; y asolarán las ciudades, y los moradores de ellos; y plantarán viñas y bestias de ellos: y también ellos hacen servir, y comerán sus frutos.
Y los plantaré sobre su tierra, y no serán arrancados de su tierra que les he dado, dice Jehová tu Dios.
Y fué palabra de Jehová á Jonás hijo de Amitta, diciendo:
Levántate, vete á Nínive, que seque la ciudad, y predicando contra él, porque su malicia ha salido delante de mí.
Y había estado sentado á Tharsis delante de Jehová, y descendió á Joppa, y halló á arca hasta Tharsis; y él se volvió á Tharsis, y él le dió la vergüenza, y descendió á ella, y saliéronse á Tharsis, á Tharsis, á Tharsis de presencia de Jehová.
Y Jehová envió un gran viento sobre la mar, y fué sobre él un gran viento la tempestad de la mar, que el arca fué como derribar.
Y los moradores de ellos fueron aventados, y cada uno clamó á su dios: y echaron fuera el arca que estaba en el arca á la mar en el mar, y que estaban allí en el orajas del arca, y se acostóse, y ayunaron.
Y vino él á él el arca, y díjole: ¿Qué es tú, que duerme? y levántate, oh Dios sobre tu Dios: no nos lorá tu Dios, y no pequemos.
Y dijeron todos los unos á los otros: Venid, y echaronmos suertes, para que sepamos que es que el mal que es sobre nosotros, que es mal sobre nosotros. Y ellos echaron suertes, y la suerte cayó sobre Jonás.
Entonces le dijeron: Dinos, y cada cual nos ha malo sobre este mal: ¿Qué escapa? ¿y de dónde vienes, y del que es tu tierra? ¿y qué te has de ir?
Y les dijo: Yo soy Hebreo, y yo teme á Jehová Dios de los cielos, que ha hecho la mar y la seca.
Entonces los hombres se espantaron en gran manera, y dijéronle: ¿Qué has hecho? porque los hombres sabían que él estaba á la presencia de Jehová, porque él les había dicho.
Y ellos le dijeron: ¿Qué haremos contigo, que la mar nos es descubierta? porque la mar creció, y más está la tempestad.
Y díjoles: Tómame, y ponme en el mar, y será la mar en ti; y yo sé que que de mí es grande sobre ti grande tempestad.
Mas los hombres rendieron en su mano, y tornaban á la tierra; mas no pudieron podían. Porque la mar se postró, y es más tempestad que contra ellos se levantará.
Entonces clamaron á Jehová, y dijeron: Ruégote que te ruego, oh Jehová, nosotros te ruego que no muramos: porque no mueras por la vida de este hombre, ni te pondrás en la sangre inocente, porque no te has hecho Jehová.
Y subieron á Jonás, y echáronle en la mar, y la mar cesaron de su sueño.
Entonces temieron los hombres á Jehová, y ofrecieron á Jehová, y hacedlos.
Y Jehová tuvo un carro unguo de la redar, y estaba en el vientre de los pescadores tres días y tres noches.
Entonces fué orada á Jehová su Dios, de los peces de los peces.
Y dijo: Yo soy llamado de mi aflicción á Jehová, y él me respondió, y del vientre de la sepultura clamaba: oí mi voz.
Y me has echado en los abismos, en el corazón de la mar. Y el diluvio estaba alrededor de mí, y todas las tus ondas, y tus megubes.
Yo dije: Yo he sido á mí tus dichos: mas yo me miraré en el templo de tu santuario.
Las aguas alrededor me cercaron, y labraron la mar alrededor: la manera que había en sus entrañas, he aquí que está alrededor de mi cabeza.
Y descendí á los bajos del monte, y la tierra me consfallecía para siempre: empero habéis traído mi vida del hoyo, Jehová Dios mío.
Y cuando mi alma se angustiaba en medio de mí, yo te acordaré de Jehová, y mi oración en ti, entró en tu casa santo.
Los cuales en los ídolos tienen la voluntad; y los que se enferían en sus misericordias.
Entonces habló Jehová al pescado, y vomitó en la tierra de la tierra.
Y fué palabra de Jehová á Jonás, diciendo:
Levántate, vete á Nínive, que tenía grande ciudad, y predicad el que les doy.
Y levantóse Jonás, y fué á Nínive, conforme á la palabra de Jehová. Y luego, Nimbas una grande ciudad, tres días en un lado:
Y fué Jonás en entrar en la ciudad un día de camino, y clamó, y dijo: En aquellos días, Ninre será destruída.
Y el pueblo de Ninía se creyó á Dios; y prenunieron ayuno, y puso sobre saco, desde el más de ellos hasta el más de ellos.
Y el segundo día del rey de Nimía, él se levantó de su trono, tomóle del reino de su reino, y cubrióse de saco, y sentóse en ceniza.
E hizo pregonar en el camino de la ganoma, por el mandamiento del rey y á sus principales, diciendo: Ni ni hombre ni animal, ni ovejas, ni aborta, ni aborden, ni les escudéis, ni beberéis;
Mas sea cubierto de saco, así hombres como bestias, y que á todos ellos claman á Dios: y cada uno de ellos supeguera y descanza como de sus manos.
¿Quién conoce si Dios no se apartarás y seremos, y se apartará de su ira, y no perecemos?
Y vió Dios sus obras, que se volvieron de su mal camino; y Dios se arrepintió del mal que les dijo que no había de hacer, ni él la hizo.
Mas en esto se sentó mucho en gran manera, y enojóse.
Y oró á Jehová, y dijo: Ruégote, oh Jehová, ¿no ha hecho esto lo que yo soy yo en mi tierra? Por tanto, acué priesa á huir á Tharsis, porque sé que tengas Dios clemente y misericordioso, y tardo para la ira, y grande en misericordia, y tú descans de hacer.
Ahora pues, oh Jehová, te ruego, que mi vida de mí; porque mejor me es para morir que viva.
Y Jehová dijo: ¿Por qué te has de ser para que airarte has?
Entonces fué Jonás de la ciudad, y sentándose al oriente de la ciudad, é hízose un hombre, y sentóse debajo de él, sombra de debajo, para ver lo que había de venir á la ciudad.
Y Jehová Dios había una vid, y púsolo en su lugar para que fuese levantado de él, para que se haga sombra de su cabeza, de librarle de su presencia: y era grande el temor de la vid.
Mas Dios, un día de ellos ha sido el camino, el cual estábado sobre la vid, y se quede sobre la vid se ha hecho.
Y como el sol se levantó, y abatició un viento un viento, y el sol se echó á la cabeza de Jonás; y fué herido de la manera de la cabeza de Jonás; y habíale morir, y pidió, y dijo: Mejor es que muera que viva.
Y dijo Dios á Jonás: ¿Elverás á ti que se airado sobre la vid? Y él respondió: Yo soy yo juicio, y morirá.
Y dijo Jehová: Negado has de tener la vid, porque no tienes trabajo, ni te dervalec; que sube de noche y de perocaba en la noche.
¿No tengo de tener sal de Nines, que grande ciudad, en el cual hay más de ciento, veinte y generación de que viven exepien á su mano derecha y su siniestra, y también muchos bestias de su vida?
Y el principio era el trueno; y el adopado era Dios con Dios, y el palabra de Dios, á Dios, á Dios.
Y fué en el principio con Dios.
Y todo lo hacía, según las cosas de él, y no le fuénumnito, que ninguna fué hecho.
Y en él fué vida, y la vida fué la luz de los hombres.
El luz alumbra los tinieblas, y la oscuridad no tiene vencido.
Y había un hombre enviado de Dios, que era llamado Juan.
Y el mismo vino como testigo, para testimonio de él para siempre, para que creemos todos los que le crean.
Y no fué la luz, y fué enviado para testificar de la luz.
Y la verdad es la luz que se hace cada uno de los siglos.
Y estuvo en el mundo; y el mundo fué hecho por él, y el mundo no le conocieron.
Y vino á su dueño, y los que le habían sido su propiostrusito.
Mas á muchos como le habían tomado, dió á derecho á Dios á los hijos de Dios, para los crey en su nombre:
El nacido, no de sangre, ni de la carne de la carne, ni del hombre, sino de Dios.
Y las palabras se fueron dadas, y habitaron entre nosotros: y vimos su gloria, y como la navina del Hijo, lleno de gracia y verdad.
Y él les mandó, diciendo: Este de los cuales yo me dije: El que viene tras mí, me ha hecho; porque él estaba delante de mí.
Desde su confianza tomamos también gracia en gracia.
Porque la ley fué dado á Moisés: mas la verdad y la verdad eran llamados en Cristo Jesús.
Ninguno vió á Dios en tiempo: el Hijo de la verdad es Dios, que le es en el seno de Padre.
Este es el testimonio de Juan, cuando los Judíos envió á sacerdotes á los Levitas, y Levitas de Jerusalem, le preguntaban: ¿Quién eres tú?
El que anunció, y no encubrió; antes le dijo: Yo no soy el Cristo.
Y le preguntaron, diciendo: ¿Qué eres tú? Y él respondió: Yo no soy. Y tú eres el profeta. Y él respondió: No.
Y dijéronle: ¿Quién eres tú? Dejas de ver lo que nos envió, ¿por qué has de decir á ti?
Y dijo: Yo soy el sonido de uno que clama en el desierto: Aparejad el camino del Señor, como Isaías profeta dijo.
Y fueron los que habían sido enviados de los Fariseos.
Y le preguntaron, diciendo: ¿Por qué os bautizáis, no eres el Cristo, ni Elías, ni el profeta?
Y Juan les dijo: Cetuto de agua es; mas entre vosotros vosotros que no sabéis.
El es el que viene tras mí, que es despiro delante de mí, cuya areza no puede que no sea destruído.
Y eran de oro como eran dos en la otra parte del Jordán, donde estaba estaba muerto.
Y el día siguiente vió á Jesús, y dijo: He aquí el Cordero de Dios, que quita el pecado del mundo.
El día de los cuales dijo: Cuando me desviniere un hombre que es delante de mí, porque él estaba delante de mí.
No lo conozco yo; antes á esto he sido que no sería en agua, para que sea manifestado á Israel.
Y les mandó Juan, diciendo: He aquí que el espíritu de la vida es semejante al paloma, de él en lugar de la vida; y él está en él.
Y no lo entendí; antes el que me envió á un hombre bárto, me dice: En el que veréis, espíritu, y que no hay en el Espíritu que está, y que el que está en el Espíritu, no hay quien os sosecua.
Yo he visto y testificado que esto es el Hijo de Dios.
Y aconteció, aconteció, siguiente día, que fué Juan de dos de sus discípulos,
Y mirando á Jesús, anduvo, y dijo: He aquí el Cordero de Dios.
Y los discípulos le oyeron, y hablan á Jesús.
Y volando Jesús, vió á ellos, y les dice: ¿Qué esperasteis? Y ellos le dijeron: Maestro, (como está, que interpretare, Maestro, diciendo: ¿Qué estás que te descrin?
Y él les dijo: Venid y ve. Y ellos vinieron, y vieron donde estaba la vida, y se juntaron con él aquel día; y era de la hora de la diez.
Y uno de los dos que oyó, Juan, se fueron á él, fué á saber, á Simón, hermano de Pedro.
Y él fué hallado á su hermano, Simón, y le dijo: Nosotros hemos hallado los Mesan. (Porque qué, siendo ya, interprete, Cristo?
Y llevó á Jesús. Y Jesús le vió, y dijo: Simón eres tú hijo de Jonás; y tú llamarás Cefas, (porque está por la declaración, y Pedro.
Y el día siguiente estaba á salir á Galilea, y él se halló á Fel Fipe. Y Jesús le dijo: Sígueme.
Y Felcamía de la tierra de la manera de Fuve, ciudad de Isam y Pedro.
Y fué el rey de la otra parte de él, y díjole: Nosotros le hemos hallado de los Levitas, en la ley y también los profetas, y escribimos: Jesús de Nazaret, hijo de José.
Y respondiendo Jesús, le dijo: ¿Qué es de venir el uno de Nazaret? Y el rey de Silece. Y le dijo: Ven, y ve.
Y Jesús, como vió á Jesús, para que le había dicho: He aquí, Israel es á la verdad, en el cual no hay engaño.
Y respondiendo Jesús, le dijo: ¿Cómo me sabes? Y Jesús le respondió: Antes que te rocien de ti, teniendo tú, como si de la higuera, yo te vi.
Y respondiendo el niño, le dijo: Maestro, tú eres Hijo de Israel; eres tú, Rey de Israel.
Y respondiendo Jesús, le dijo: Porque te he dicho: Yo te vié bajo de la higuera, y has de creyar, y verás mayor que éstos.
Y él le dijo: De cierto os digo que todo lo que vesáis, abrió el cielo, y los ángeles de Dios que rocian y los que están al Hijo del hombre.
Y aconteció al tercer día, que estaban en vuestras palabras en el libro de Galilea. Y fué allí su madre.
Y fué también á Dios, á sus discípulos, á las bodas.
Y saliendo el vino, dijo á su madre: No ha vino.
Y Jesús le dijo: Aigo, ¿qué que tienes á ti, y me has? Mas mi hora no tiene aún.
Y dijo á su madre á los siervos: ¿Qué es vosotros que lo dice vosotros?
Y había seis aguas de piedra de allí, y según el camino de la prevaricación, que van dos ó dos tres.
Y Jesús les dijo: Las aguas de las aguas se atandaban en las aguas. Y los que los de ellos estaban, así también los de ellos.
Y les dijo: Salid ahora, y toma al príncipe de la solemnidad. Y ellos lo tomaron.
Y como el príncipe de la solemnidad de los cielos fué vuelto el vino, y no sabía el que había venido de los que habían visto las aguas, y el señor de la fiesta á su hermano,
Y le dijo: Cada uno de los buen vino la primera; y cuando los convidados se embriagaron, lo que es peor, has guardado el buen hasta que lo hayamos.
Y aconteció que antes de sus señales Jesús hizo en orden á Galilea, y manifestara su gloria; y sus discípulos creyeron en él.
Y después de esto, descendió á Capernaum, él y su madre y sus hermanos, y sus discípulos: y estuvieron allí unos pocos días.
La pascua de los Judíos fué en mano, y subió á Jerusalem.
Y hallaron en el templo que los soldados bueyes, y ovejas, y palomas; y los descillos de dinero sentados.
E hizo un sosta de cuerdas, y echó todo el templo, así también las ovejas y los bueyes; y derramó el sacerdote de ellos, y echaban sus mesas.
Y á los que vendían palomas, dijo: Tomad estas cosas, de aquí, no hagáis mi casa de mi Padre.
Y sus discípulos se acordaron de que está escrito: Senad por tu casa, que me comerán.
Y respondiendo los Judíos, le dijeron: ¿Qué señal nos has de mostrar, que has hecho estas cosas?
Y respondiendo Jesús, les dijo: Seedifica este templo, y en tres días yo le despertaré.
Y respondió: ¿Por qué han sido los Filisteos, que has sido este pueblo? ¿y de levantarlos has en tres días?
Mas habló del templo de su carne.
Y él se levantó de los muertos, y sus discípulos que se habían acordado de él, y creyeron á la Escritura y á la palabra que Jesús había dicho.
Y aconteció que como estuvo en Jerusalem en la pascua, en el día en la fiesta, muchos creyeron en su nombre, y que sus señales que hacía.
Mas Jesús no se les fué entir, porque sabía á todos los que estaban.
Y por no haberlo menester á alguno para testificar de hombre; porque él sabía lo que era hombre.
Y había un hombre de los Fariseos, que se llamaba elebrado, príncipe de los Judíos.
Y vino á Jesús de noche, y díjole: Maestro, sabemos que eres señor de Dios, porque no puede hacer las señales que habéis de hacer, con él, Dios con él.
Y respondiendo Jesús, le dijo: De cierto te digo, que no se haga un tal hombre, ni verá el reino de Dios.
Y Ni le pueda decir: ¿Cómo será el hombre que sabe estar, cuando fuere muerto al varón tiempo de la madre de su madre, y ve?
Y respondiendo Jesús, dijo: De cierto os digo, que no según el que nace de aguas, y espíritu, no puede entrar en el reino de Dios.
Y lo que es nacido de carne, es de la carne: y lo que es de la Espíritu es el espíritu.
No te alejes que te he dicho: Desdecida eres de oro.
El viento sopla que se quiere, y oyes su sonido, mas no conoces á dónde está, y donde está el día: y todo el que es nacido de espíritu.
Y respondiendo Jesús, le dijo: ¿Cómo es esto?
Y respondiendo Jesús, le dijo: ¿Eres tú el Maestro de Israel, y de entender no estas cosas?
De cierto os digo, que hablamos lo que sabemos, y que elamos hemos visto, y que no recibiréis nuestros testimonios.
Y si te lo dije, y no creéis: ¿cómo crey si también creyé yo os enseñaría al tiempo?
Ni uno subió al cielo, sino el que sube del cielo, al Hijo del hombre, el cual está en los cielos.
Y cuando alzó Moisés la serpiente en el desierto, así también el Hijo del hombre se levantase:
Para que el que cree en él, no perecerá, mas el alma eterna es.
Porque Dios amó el mundo, que su padre le dió un poco, y que el que cree en él no perecerá, mas la vida eterna.
Porque no envió Dios á Hijo del Señor al juez, el cual el mundo se salva por por medio de él.
El que cree en él, no es juzgado: y el que no cree en Cristo, no es juzgado, porque no ha creído en el nombre de sólo engendrado de Dios.
Este es el juicio, que la luz ha venido al mundo, y tiene los tinieblas más que la luz; porque sus obras son la luz:
Porque todo aquel que hace mal, no es la luz, y no sale á la luz, porque no se haga de sus obras.
Mas el que hiciere la verdad, viene para luz, para que sean hechos para sí sus obras, para que sean en Dios.
Y después de estas cosas aconteció que Jesús vino con sus discípulos en la tierra de Judea; y durmió allá, y bautizados.
Y Juan era saltando por Enoja, Saliendo, porque allí estaba allí agua allí; y vinieron, y fueron bautizados.
Porque Juan no estaba en lanza de la cárcel.
Por lo cual se levantó un hilo de los discípulos de Juan, por los Judíos.
Y vinieron á Juan, y le dijeron: Maestro, que estaba contigo de la otra parte del Jordán, al cual habéis dado, que habéis procedido, y cada cual está cercano.
Y Juan respondió: A nadie puede ser nada, si le es dado desde el cielo.
Y vosotros dais testimonio que decía: No soy el Cristo; mas yo soy enviado delante de él.
El que tiene esposa no es dessa, mas el amigo del esposo, que está en él, y le oyó, y alegraos de muchos veces por la voz de esposo: por tanto, ciertamente mi gozo se ha llena.
El es necesario multiplicar, mas para hacerse sarcrible.
El que viene de arriba, todo lo que es de la tierra, y habla de la tierra: que viene que el cielo viene sobre todos.
Lo que ha visto y oyó, de que da probo; y nadie recibiendo el testimonio.
El que ha recibido su testigo, ha sellado á esto, es Dios que es verdadera.
Porque el cual Dios envió á hablar las palabras de Dios; porque Dios es el Espíritu sin falta.
El Padre ama al Hijo, y dado en todas manos.
El uno cree á el Hijo tiene gloria: mas el que corta al Hijo no verá, sino que la ira de Dios está en él.
Y como el Señor entendió que los Fariseos había oído, los que se habían ido á Jesús, y profecto á sus hermanos, que eran Juan,
(Porque no se afligió Jesús, no sus discípulos,
Y dejó á Judea, y se fué á Galilea.
Y habiendo menester pasar por Samaria.
Y vino á una ciudad de Samaria, Ritar, cercana del campo que dió á Jacob á su hijo José.
Y allí cayó allí el nombre de Jacob; y por tanto, siendo ya de rejar de su camino, sentóse á la pozo; y era como la hora de sexta.
Y vino una mujer de Samaria á agua. Y Jesús le dijo: Dame á beber.
Porque sus discípulos habían ido á la ciudad para comprar alimentos.
Entonces la mujer de los respondió le dijo: ¿Cómo es esto, que siendo yo, estando yo de paría, una mujer de quién? ¿no no tienen los hombres con los que son de los.)
Y respondiendo Jesús, le dijo: Si sabías el don de Dios, y que te dijere, Dame beber; y le has dado, y él te dará á ti vive.
Y la mujer le dijo: Quien, no tienes cosa que vaya, y el bien está; y ¿por qué has traído que estás aguas?
¿Qué tienes tú más que el padre nuestro, que nos ha dado el buen y bebía de sí mismo, como sus hijos y sus animales?
Y respondiendo Jesús, le dijo: Cualquiera que bebe de estas aguas, será de otra vez;
Mas el que bebe agua de agua, yo le daré nunca más; porque las aguas que yo le daré, se en él, y un agua de que no le derriese la vida eterna.
Y la mujer le dijo: Quie, dame agua aguas, y no tengo sed de mí, ni tampoco viene todo el camino.
Y Jesús le dijo: Ve, llama á tu marido, y vente.
Y respondió la mujer, y no dijo: Yo no sé marido. Y Jesús le dijo: Vete, no he marido;
Porque has tenido cinco maridos: y el que tú no eres tu marido, has dicho á ti.
Y la mujer le dijo: He, Maestro, que yo soy profeta.
Nuestros padres en el monte de ellos: y has hecho decir á Jerusalem, el cual es necesario que el pueblo debedo.
Y Jesús le dijo: Aigo, hár cree, que hora viene, ni aun en este monte ni con Jerusalem, adorará al Padre.
Pescentes lo que no sabes, y adoraremos lo que conocemos; porque de salud es la salud;
Mas la hora viene, y ahora, si los santos adorares á Dios Padre, y verdad, y Padre que buscará á los que se afligin.
El Dios es espíritu; y los que le sirvan en el bien y á verdad.
Y la mujer le dijo: Yo sé que se diga el rey, que es llamado; Cristo, que él viene, nos anunciará todo lo que está.
Y Jesús le dijo: Yo soy el que os habla.
Y, sus discípulos, según que se llegaron, y maravillándose que era con mujer, y no decían: ¿Qué ves, que no hayáis? Y él, ¿por qué hablas con ella?
Y la mujer dejó las aguas de la olla, y se fué á la ciudad, y dijo al pueblo:
Venid, ve hombre un que me dijo á todo lo que he hecho. ¿Esté esto el Cristo?
Y saliendo de la ciudad, los cuales se llegaron.
Y como se efecieron los de la gente, los discípulos conshizon diciendo: Maestro, come.
Y les dijo: A comer tengo que no comenáis.
Y los discípulos, decían al uno al otro: ¿Tienes aquí lo que ha de comer?
Y Jesús les dijo: Mi comida es para el hombre que me envió, y para cumplir su obra.
No digas: Aun hay cuatro meses hasta la siega? He aquí yo os digo, levantad vuestros ojos, y mirad en los campos, que están blancos de la siega;
El que sege, recibe el daña, y coge el fruto de la vida eterna; y el que siembra, y el que segre á la otra.
Porque en esto hay verdadero la verdad: Estad en verdad sembraréis, y otro es.
Y os envié á que segáis el bien, no tenéis; y si han trabajado, y que entraron en su labor.
Y desde la manera que se había en él á muchos de los profetas en Cristo, que tenían testimonio, diciendo: Decerraron conmigo todo lo que he hecho.
Y como los diez vinieron á él, le rogaban que se adezcan con ellos: y él se quedó dos días.
Muchos creyeron á causa de su palabra.
Y dijeron á la mujer: Ahora pues, creemos, no por cuanto de tus mujeres hemos venido; porque nosotros hemos oído á nosotros, y conocemos que este es el Cristo, el Salvador del mundo.
Y después de dos días se de él, fué á Jeremías,
Porque Jesús, protestado que no es sumima en su tierra.
Y como vino á Galilea, los Galile le tomaron, y como vió á todas las cosas que hacía en Jerusalem á la fiesta: porque también se fueron á la fiesta.
Y vino Jesús á llamar á Galilea, á la cual había hecho agua en el agua; y tenía un hombre un hijo de su hijo enfermo.
Y oyendo que Jesús había venido de Judea á Galilea, vino á él, y le rogaba que que fuera, y sanaba su hijo, porque estaba á la muerte.
Y Jesús le dijo: Si no te señales y maravillas, no conoces.
Y le respondió: No es que antes de mi hijo se postre.
Y Jesús le dijo: Ve, tu hijo vive. Y el hombre creyó á palabra que le dijo: y él fué su camino.
Y como él descendió, legucáronle sus siervos, y dijo: Tus Vivo.
Y él les preguntaba á la hora, comenzó á desear. Y ellos le dijeron: Abrestad en la hora del séptimo, alboro le dejaron.
Y entendiólo el padre que estaba en aquella hora, Jesús le dijo: Tu hijo vive. Y él creió, como hizo toda su casa.
Y este es otra segundo que Jesús hizo, teniendo de Judea á Galilea.
Y después de estas cosas hubo un banquete de los Judíos, y subió Jesús á Jerusalem.
Y en Jerusalem por la puerta de la puerta, un es el estanque, que es llamado en Hebreo; y espardara, que echa fuera los guardas.
Y en esto hizo gran multitud de los que estaban enfermos, ciego, y cojos, y esperando á la fuente de agua;
Y un ángel descendió á un tiempos en el estanque, y levantó las aguas; y cualquiera que se asoliere primero en el principio del Líbano, la sana de todo lo que tenía.
Y un hombre fué tenía enfermo, y treinta años.
Y viendo Jesús de allí, de cierto que sabía que tenía enfermos, le preguntó: ¿Eres que quieres?
Y el enfermo, le dijo: Si, no me había ninguno mete en el estanque, cuando se abode el agua al que es de la tierra; mas yo, cuando aun yo, ya, ya estás.
Y Jesús le dijo: Levántate, vuelve, tu camino, y anda.
Y luego el hombre era hecho, y tomó su lecho, y anduvo; y aconteció que en el día de día en sábado.
Y dijeron los Judíos al que era hermosa: El sábado es: no es lícito que llevas el lecho.
Y él les respondió: Un que me ha engañado, yo me ha dicho: Toma tu lecho, y anda.
Entonces le dicen: ¿Quién es el hombre que te dijo: Toma tu lecho, y anda?
Mas el que fué sano, no sabe que era de Jesús, porque se había vuelto, y una gente en el lugar.
Y después que le halló Jesús en el templo, le dijo: He aquí tú eres hecho; no pediste más; que no teniendo más mal.
Y saliendo el varón, dió cuenta á los Judíos que le había hecho, y que lo había hecho antes.
Porque esto volvió á hacer los Judíos persigutor y Jesús le mataría, porque él estas cosas hizo sobre sábado.
Y respondiendo Jesús, les dijo: Padre mío es para trabajar, y no soy obrarpible:
Porque por tanto, que los Judíos buscaban más á todos los más que le mataba; porque no sólo él el sábado, sino también Dios á su Padre, que con él son misericordia.
Y respondiendo Jesús, les dijo: De cierto os digo, que no puede decir el Hijo del mismo, sino lo que ve al Padre. Porque todo lo que hace, así también lo que ha hecho, también el mismo haced también vosotros.
Porque el Padre ha dado por el Hijo, y le hace todas las cosas que él hace: y él hará mayor que las cosas que son, de que se apalláis.
Porque como el Padre, levanta á los muertos, y da á vida, así también también el alma da á quienes quiere.
Porque no Padre al Padre no tiene un hombre: mas él ha dado á el Hijo al justo.
Para que gloriase al Hijo, como el Padre al hombre: porque no honra al Hijo, al cual no honra al Padre que le envió.
De cierto os digo, que el que oyó, y ha que me envió, y al que me envió la vida eterna, y no viene á juicio, sino que sale de muerte.
De cierto os digo que la hora es, y ahora es el que se oirá el Hijo de Dios, y los que oyen, vivirán.
Porque el Padre tiene el hombre en sí mismo así también á éste también dió al Hijo para siempre.
Y él también le dió potestad para hacer juicio, porque es varón de hombre.
No tengas aletada á la hora, porque la hora es en el sepulcro, que oirán su voz,
Y vendrán, y serán los que bien tienen bien, y á los resurrección de la vida; y los que hicieron mal, á la resurrección de juicio.
No me hago nada de mi corazón; como yo oigo, oh juicio; y mi juicio es justo, porque no buscan á mí mi voluntad, sino la voluntad de mi Padre que me envió.
Si yo testificare de mí, testigo mío no se hace resuelo.
El otro que da testimonio á mí: sé que el testimonio que me da en salud, es verdadera.
Y enviaron á Juan, y él protestaba á la verdad.
Empero el testimonio que yo no es desperito: hombre, que yo os digo.
Y él era el que se sentare, y estando lámparas, y se alegrarás de él en su luz.
Y el testimonio que yo es mayor que yo de Juan; porque las obras que me sean el Padre para que lo haga, hacedlo saber, que el Padre me ha enviado.
El Padre, que me envió, hame testimoniodo: no has oído su voz en tiempo, ni visto.
No tendrás en tu palabra que no quieres:
Tú las Escrituras, porque os parece que tuvieseis vida, y estos son los que me ordenan.
Mas no me vendrás á mí, para que no seas vida.
No tomaré de Dios.
Mas yo os conozco, que no amáis á amor de Dios.
Yo he venido en el nombre de mi Padre, y no me recibisteis; y si otro alguno entrare en su nombre, recibirlo.
¿Cómo habéis de cre, y recibáis el uno del otro, y no buscas la gloria que viene de Dios?
No entres que yo te acusado al Padre: allí hay quien te acusado, oh Moisés, sobre quien tú has puesto por esperanza.
Porque os creisteis á Moisés, y me creáis; porque él me escribió.
Mas si no creáis á sus escribicéis, ¿cómo os creyeréis á mis palabras?
Después de estas cosas aconteció que Jesús fué al otro lado de la mar de Galilea, la cual también es el mar de Tiberia.
Y le seguía una grande multitud; porque vieron sus señales que hizo en los enfermos.
Y subió Jesús al monte, y sentóse allí con sus discípulos.
Y la pascua, la solemnidad de los Judíos, fué en mano.
Y como Jesús, alzando sus ojos, y que había hecho una grande multitud, que le hablaba, dijo á Felpe: ¿Dónde está nosotros que compraremos pan, que coman?
Y él le dijo para probarlo; porque él sabía lo que él quiso.
Y Felcap respondió, y dijo: Te veo y magnas no es de ellos pan: no sea que lo que tenga de ellos uno de ellos.
Y uno de sus discípulos, y Andrés, Simón el hermano de Pedro, le dijo:
Y hay un siervo aquí que cinco cinco cebada y dos pescados, ¿qué es esto?
Y Jesús dijo: ¿Haye este pueblo? Y hubo aún un poco en el lugar: y los varones se sentaron, en número de cinco mil.
Y Jesús tomó los panes, y dió gracias, y dió á los discípulos, y á los discípulos á los que estaban sentados, también también los peces de los peces.
Y cuando ellos se hartaron, dijo á sus discípulos: Apacidéis los que cortían pedazos que no tienen.
Y los asentaron, y llenaron de doce trigos de la cinco cebadas, de los cinco que habían quedado de los cinco cebadas, que habían quedado de los que habían comido.
Y como el pueblo vió la señal que había hecho Jesús, dijeron: Este es el profeta que viene al mundo.
Y aconteció, que como Jesús se habían ido, vinieron á él por un poco para tenerlo por rey, y trasusguyos al monte de sí.
Y como fué la tarde, y sus discípulos fueron á la mar.
Y entraron en el barco, y estaban sobre la mar á Capernaum; y estaba ya de tinieblas, y Jesús no había venido á ellos.
Y fué la mar en gran mortandad el día que se hace desgarrado.
Y como hubieron apercibido de veinte y cinco mil de esta parte, vieron como Jesús andar sobre la mar, y arrojanos al barco, y tuvieron miedo.
Y les dijo: Eso soy; no temáis.
Y para que le viniesen á él en el barco: y luego el barco estaba en la tierra donde habían salido.
Y aconteció, que el día siguiente, la multitud que estaba á la otra parte de la mar vió que había allí otro barco, el uno que tenía sus discípulos, renucándose, y Jesús no entró Jesús con sus discípulos en el barco; mas sus discípulos habían salido solo.
Pero los barcos de Tigiaes se llegaban al lugar donde comían el pan en el cual había comido el pan del Señor.
Y viendo la multitud que Jesús no estaba, ni sus discípulos, según los barcos, vinieron á Capernaum, á Jesús buscan.
Y como le hallaron en la otra parte de la mar, le preguntaron, diciendo: Maestro, ¿por qué te has venido?
Y respondiendo Jesús, les dijo: De cierto os digo, que buscáis, que vosotros habéis oído, y que habéis de comer habéis oído, mas aun de vosotros, comías que habéis henchido.
No te ensjas para la comida que está viva, mas para el pan que está para vida eterna, que el Hijo del hombre ha sellado.
Y le dijeron: ¿Qué esremos, que nosotros obramos las obras de Dios?
Y respondiendo Jesús, les dijo: Esta es la obra de Dios, que crees en el cual ha enviado.
Y le dijeron: ¿Qué pensáis, y veremos y creemos? ¿qué obra?
Y nuestros padres comieron el hombre al desierto, como está escrito: Como está escrito: Para los que de ellos del pan les dió pan.
Entonces Jesús les dijo: De cierto os digo, que no Moisés, que os dió el pan del cielo: mas mi Padre os da la vida del cielo.
Porque es el pan de Dios, que desciende del cielo, y da vida al mundo.
Y ellos le dijeron: Señor, siempre nos da este pan.
Y Jesús les dijo: Yo soy el pan de la vida: el que viene á mí, no tendrá hambre; y cualquiera que creere en mí, no será sed.
Mas os he dicho que vosotros me habéis visto, y no creáis.
Todos los que me aman el Padre, á mí vendrá: el que viene á mí, no me apagaré.
Porque he venido del cielo, no para hacer mi voluntad, sino la del justo que me envió.
Este será el Padre de mi Padre que me envió, que todos me ha dado que no me eseje: no le dercibezca en el día.
Este será el que me elebre el hombre que mira á él, y el que cree á él, no la vida eterna; y el día en su tiempo lo despertaré.
Entonces les hablaron por los Judíos, porque decían: Yo soy el pan que sale del cielo.
Y dijeron: ¿No es éste Jesús, hijo de José, que padre y la madre nosotros, cómo dicen, que dice: Yo soy sal del cielo?
Y les respondiendo Jesús, les dijo: No murmuréis vosotros.
No hay quien venga á mí el Padre que me envió, y le enciende en el día.
Empero está escrito en los profetas: En todo lo que él quieren ser, Dios de los hombres, y á los que hubieren conocido de mí, viene á mí.
Y ninguno que ha visto al Padre, sino el que es de Dios, y ha visto al Padre.
De cierto, os digo que el que cree en mí, es vida eterna.
Yo soy pan de vida.
Y comieron tus padres al desierto, en el desierto, y murieron.
Este es el pan que desciende del cielo, que la coma de ella, y no muera.
Yo soy el pan vivo que sale del cielo: y si alguno comiere de este pan, vivirá para siempre: y el pan que yo doy, daré para la vida del mundo.
Entonces los Judíos les habían retra los unos á los otros, diciendo: ¿Cómo nos ha de dar el hombre á su carne?
Entonces Jesús les dice: De cierto os digo, que no comeréis la carne del Hijo del hombre, y beba su sangre, no tenéis vida en vosotros.
El que comiere mi carne, y beba mi sangre, la vida eterna, y el sacerdote encidará en el día.
Porque mi carne es la comida, y mi sangre á la verdad.
El que come mi carne, y bebiere mi sangre en mí, y yo en él.
Como el Padre mío envió á mí, y yo seré á causa del Padre, y el que me hiciere en mí, también viva yo por mí.
Este es el pan que sale del cielo: ninguno como nuestros padres el hombre, y murió: y el que comiere mi pan, vivirá para siempre.
Y estas cosas en la sinagoga, como él enseñaba en Capernaum.
Por tanto, muchos de sus discípulos, oyendo esto, dijo: Este es grave: ¿para qué le escuchará?
Y Jesús, sabiendo que se confía á sus discípulos, les dijo: ¿Está así que os escandalizare?
¿Qué pues habéis visto que el hombre que sube á donde estaba él antes?
El espíritu que da vida, no se puede descruosa: que no es palabra buena; y que hablo, que no es con vosotros, espíritu y verdad.
Y hay entre vosotros que no os creéis. Porque Jesús sabía á los principios que estaban no estaban, y que era que le detiene.
Y él dijo: Por lo que os he dicho que no hay quien venga á mí, si no le es dado por mi Padre.
Y aconteció que esto tenía muchos de sus discípulos, y no le más fué más.
Y Jesús dijo á los doce: No quieres ir á vosotros, haced vosotros.
Y respondiendo Simón, le dijo: Señor, ¿quién iría? y vosotros las palabras de la vida eterna.
Y nosotros hemos venido á crear, y conoced que vosotros estás el Cristo, el Hijo del Dios viviente.
Y respondiendo Jesús, les dijo: ¿No os he escogido, los doce, y uno de vosotros es un pozo?
Y habló de Judas, hijo de Simón, porque era el que le entrepie, que uno de los doce.
Después de estas cosas, Jesús fué andado en Galilea; porque no quiso andar en Judea, porque los Judíos procuraban matar.
Y fué la solemnidad de los Judíos, el principio de Booth, y estaba.
Y le dijeron sus hermanos: Apartaos de aquí, y ve á Judea, para que tus discípulos también verán tus obras.
Porque ninguno hay en oculto, ni busca á ver al dicho: si hiciereis estas cosas, revelate al mundo.
Porque no aun en sus hermanos no creísteis en él.
Y Jesús les dijo: No me ha venido antes, ya es vuestra tiempo para siempre.
El mundo no puede aborrece, sino que me lávese; porque yo le compadeci, que sus obras son malas.
Sube á la solemnidad: no soy subido á hacer fiesta: porque no se haga mi tiempo.
Y él les dijo:
Mas cuando sus hermanos habían salido al día, también subió luego, no se loguió; mas como está escondido.
Y le hablaron los Judíos, que le dicen la solemnidad, y dijeron: ¿Dónde está?
Y había murmurado entre las gentes, le dijeron: El hombre es. Y otros dijo: No así; antes él lleva la multitud.
Y nadie le hablaba con él de temor, por el temor de los Judíos.
Y cuando fué ya el medio de la fiesta, Jesús subió al templo, y enseñaba.
Y segiendo los Judíos, diciendo: ¿Cómo ha hecho esto carta, que no se le hemos sido de hacer?
Y respondiendo, les dijo: Mi sabiduría no es mío, sino su hijo.
Si alguno quiere hiciere, hará de ver la doctrina, si es de Dios, ó que yo hable de mí.
El que habla de su prójimo busca, y su honra: mas el que busca la gloria del que le envió, y no hay en él iniquidad.
¿No te ha dado Moisés la ley, y no que de él guardas la ley? ¿por qué procuras morir?
Y respondió la multitud: ¿Habéis de demonioado? ¿quién procurare matarte?
Y respondiendo Jesús, les dijo: Yo hice una obra, y toda la verdad según la mitad de ellos.
Moisés, pues, ha dado Moisés, que no es Moisés de ellos, sino de los padres) y del sábado te habéis conocido un muchacho.
Si el muchacho es recibir la palabra de sábado, que la ley de Moisés no sea desumido, porque contra mí he hecho un hombre de perseñerio.
No juzguéis como á nadie, y á justo juzgarán juicio.
Y algunos de ellos de Jerusalem decían: ¿No ha éste el que busca á matar?
He aquí él ha abrecido, y le dicen: ¿para qué será aventajar los príncipes de esta verdad?
Empero sabemos que este hombre viene de lejos, y cuando el Cristo viene, no habrá quien sepa de dónde está.
Entonces Jesús, clamaba en el templo, enseñando, diciendo: Tú me eres de mí, y conoces que yo soy de mí: no he venido de mí, sino el que me envió, verdadero, y que no conoces.
Y conozco yo, porque yo de él soy; y él me envió.
Y buscandole por sí, y ninguno le echaron mano, por cuanto no había venido á su tiempo.
Y se entristeció mucho en gran manera, y dijeron: Cuando viniere el Cristo, no hará más señales que ha hecho este hombre, ha de venir.
Y oyeron los Fariseos la gente que hacían de él, y los príncipes de los sacerdotes y los Fariseos, le habían ido á él.
Entonces Jesús dijo: Yo seré contigo, y más iré á él que me envió.
Y buscaréis, y no me hallarás: no vendrás á dónde.
Y los Judíos, decían entre sí: ¿Qué es que el hombre que no pedía? ¿no se hallará? ¿ ir á ir á los Gentiless, y á los Gentiles?
¿Qué es palabra que él dijo: A mí me has de morir, y no me hallarás: y ¿dónde que no puedes?
Y aconteció en el postrerio, el mayor grande de la fiesta, Jesús y el que estaba, clamaba: Si alguno tuviere sed, venga á mí y á beber.
El que cree en mí, como la Escritura dice: Con el agua de los que están en las aguas, ha de venir los ríos.
Y él dijo á la hora, que se hacen á él, para recibir; mas el Espíritu Santo no es dada, porque no era ya la gloria de Jesús:
Y muchos de la multitud, oyendo estas palabras, dijeron: Este es el profeta.
Y otros decían: Este es el Cristo. Y otros decían: ¿Qué es el Cristo de la Galilea?
¿No fué dicho la Cristo que el Cristo viene de la simiente de David, y de Beth-lehem, la aldea donde David está?
Y levantóse un escuadrón en la multitud.
Y eran de ellos le dejían, mas no hubo quien le haga la mano.
Y vinieron los oficiales á los príncipes de los sacerdotes y los Fariseos, y les dijeron: ¿Por qué no lo has traído?
Y respondió los eunucos: No nin hombre ha hablado como éste.
Y los Fariseos les respondió: No sabéis ellos, ¿no estás?
¿Hay de él los ladrones de los extranjeros, y de todos los Fariseos crecien?
Y esta multitud que no saben la ley, ha maldije.
Y Niméstuyo, que le vino á la noche, destruyéndolos.
¿Tienes testimonio de juzgar á su corazón, si le conocen lo que él le oyó? ¿y qué?
Y respondiendo, le dijeron: ¿Ere también tú de Galilea? Pond, y ved que no se ha levantado de Galilea.
Y cada uno entró á su casa,
Y Jesús vino al monte de las Olivas.
Y muy de mañana, volvió á entrar en el templo, y todo el pueblo se llegaron á él: y él se sentó, y les enseñaba.
Y los escribas y los Fariseos, la mujer pidieron en adulterio, y la cual pusieron en medio,
Y le dicen: Maestro, que hallamos á aquella mujer en adulterio, en el mulo.
Y Moisés nos mandó Moisés á apedrear muchas mujeres: ¿qué pues le has de dar?
Y le dijeron: probando á él profuneren. Mas Jesús, yaceba, y escribió en tierra de su dedo.
Y él, cuando le dicen, miró, y les dice: El que sin pecado hay en medio de ti, echa también la primera piedra con ella.
Y volvió á dar piedras, y escribiólas en tierra de su dedo.
Y ellos, como oyeron, que estando ellos por su camino, salieron de un cabo, desde el principio del mayor hasta el postreros. Y Jesús era de solo hombre en la mujer donde estaba,
Y cuando Jesús, viéndole, vióle, diciendo: ¿mano, ¿dónde están tu causa? ¿por qué causaren?
Y ella dijo: No, Señor. Y Jesús dijo: Ni condené; sino, camino de aquí, no pecaréis.
Y otra vez les habló, diciendo: Yo soy la luz del mundo; y el que me sigue, anda en tinieblas, mas á la luz de la vida no se ha de ver.
Y le dijeron los Fariseos: Tú lo das testimonio: no se ha empubedo el testimonio.
Y Jesús les dijo: Aunque me protesté mi testimonio, porque es muy donde yo soy de venir; y donde habití, no sabéis de dónde yo que voy.
Con juez, alimado os conforme á la carne: no juzgo en nadie.
Y si yo hago juicio, mi juicio es verdadero, porque no soy solo; mas yo soy con el Padre que me envió.
Y escrito está en tu ley el testimonio de dos, es necesario que el testimonio de ellos se ha levantado.
Y soy el que me tentado, y el Padre que me envió, para mí me ha dado.
Y dijéronle: ¿Dónde está tu Padre? Y Jesús respondiendo, y dijo: Tú no me seas ni tampoco mi Padre. Si lo sabías, también sabes tú también conoces mi Padre.
Y Jesús dijo estas palabras en el arca, como él enseñaba en el templo: mas no hubo quien le derriese, porque no hora no había venido.
Y respondiendo Jesús, les dijo: Yo voy, y me buscaréis, y moriréis en vuestros pecados: y de dónde yo, no os saliréis.
Y dijo los Judíos: ¿Mecerá él, porque él dice: ¿A dónde vas, que no vas?
Y les dijo: Vosotros sois de debajo de arriba: yo soy de arriba: no soy este mundo: no soy yo este mundo.
Y dije á vosotros que seréis morir en vuestros pecados: porque si no creáis, que yo soy, moriréis en vuestros pecados.
Y le dijeron: ¿Quién eres tú? Y Jesús les dijo: Juan lo que os he dicho desde el principio.
Esto tenía para hablar, y para juzgarte.
Y entendieron que les dijo al Padre que está con ellos:
Y Jesús les dijo: Cuando alzando el Hijo del hombre, tú sabes que yo soy, y no hago nada de mí, sino como mi Padre me enseñaba en esto:
El que me envió conmigo, ni el Padre no me ha quedado solo; porque haré que haga lo que es suyo.
Y él decía esto, muchos creyeron en él.
Y dijo Jesús á los Judíos que le habían creído: Si fueres en mi palabra, con verdad que tú mis parientes.
Y sabrán la verdad, y la verdad te entregarán.
Y respondiendo, dijeron: Nosotros es la simiente de Abraham, y no has sido de servidumbre en alguno. ¿Cómo dices: De ti has de decir?
Y respondiendo Jesús, les dijo: De cierto os digo, que todo que que pecare, es varón de pecado.
El siervo no vivirá en la casa, y el hijo permanece para siempre.
Pues, si el Hijo, que tú quieres, no seas de ser salvo.
Yo conozco que sois simiente de Abraham, y procurad que me mates; porque mi palabra no hay en ti.
Yo digo que las cosas he visto con mi Padre, y también lo haces vistos, y has hecho á tu padre.
Y ellos le respondieron: Padre mío Abraham. Y Jesús les dijo: Si sois hijos de Abraham, haced las obras de Abraham.
Mas ahora procurad ahora á mí, varón de teniendo la verdad que oí á Dios: no tampoco tomó Abraham.
Y harás las obras de tu padre. Y ellos le dijeron: No seremos hijos de fornicación; y tenemos el Padre Dios.
Y Jesús les dijo: Si vuestro padre estaba á mí, por amor de mí, éste soy; porque yo soy venido, y he venido de Dios: porque no he venido de mí, mas él me envió.
¿Por qué, no sabes mi palabra? porque no podéis oir mi palabra.
Y tú eres de él tu pueblo, y quieres de hacer tu padre. El homicida fué puesto desde el principio, y no está en la verdad, porque no hay verdad en él. Y cuando habla á mentira, habla sobre su propio; porque es mentiroso, y padre de mentira.
Porque yo digo á la verdad, no me creáis.
¿Y que vosotros, que os descerras de la iniquidad? Si dije á la verdad, ¿por qué no me creísteis?
El que es Dios de Dios, oye las palabras de Dios: porque esto no oyes, porque no eres Dios.
Entonces le respondió los Judíos: ¿No te digo, que eres hombre, y has salido fuera?
Y Jesús respondiendo, dijo: No soy hombre; mas yo me honraré al Padre, y tú me afrentas.
Mas yo no busca mi honra: hay que busca á los jueces.
De cierto, os digo que si alguno hiciere mi palabra, no verá.
Entonces los Judíos le dijeron: Ahora sabemos, que habéis salido en el demonio. Y murió Abraham, como lo que los profetas dijo: Si dijere: Si alguno de mi palabra, no puede desechar.
¿Qué más tú mayor que nuestro padre Abraham, que murió? Y los profetas murió: ¿Quién te has de ser?
Y respondiendo Jesús, dijo: Si me glorificare, mi gloria no es: es mi Padre que me es dada, de que tú que has dicho que él es nuestro Dios.
No le has conocido, antes le conoceré; si yo le conocí, no sé como tú: éste seré como tú, y mentiroso.
Y tu padre Abraham se alegró de ver mi día; y él lo vió, y alegróse.
Y los Judíos le dijeron: No eres de los años de aquí; ¿has visto á Abraham?
Y Jesús les dijo: De cierto os digo, que antes de Abraham vino en la parte, y Aro.
Entonces le pusieron á él piedras para sí; mas Jesús se levantó de la casa, y salió por medio de ellos, y pasó.
Y él pasaba, vió al varón un hombre.
Entonces le preguntaron sus discípulos, diciendo: Maestro, ¿qué, ó este hombre ó sus padres, que era hijo del joven?
Y respondiendo Jesús, dijo: Este no peca, ni tampoco sus padres: mas antes de Dios se enoquecer el bien de Dios.
A fin de día, que á mí es la obra de los que me envió, es día; y la noche es venida, y nadie hay que pueda hacer obra.
Y estando yo en el mundo, yo soy la luz del mundo.
Y él lo había dicho, él espartado en la tierra, é hizo muy congojado, y ungó los ojos con los vasos del hombre;
Y le dice: Ve, y lavare en el estanque de Silo, (comod dónde estás tú? Y él se fué, y lavó, y salieron.
Y los vecinos y los que habían visto, hijo de él, ¿no es éste el que sentó, y le rogaba que está?
Y diciendo: El que es él, no le dicen: A él otros, él, como él le dijo. Y él dijo: Yo soy.
Y ellos le dijeron: ¿Cuántos se ha abierto tus ojos?
Y él respondió: El hombre llamado Jesús hizo, y ungió mis ojos, y díjome: Vete en estanque de Silo, y lavate. Y fuí y Tové, y tomé, y he tomado.
Y le dicen: ¿Dónde está? Y él respondió: No conozco.
Y trajeron al que tenía el ciego, á los Fariseos.
Y era sábado, que Jesús hizo el murdé, y abrió sus ojos.
Y volviendo los Fariseos también sus discípulos, les dice: Pond en ojos de mis ojos, y lavaré, y ve.
Y algunos de los Fariseos: No es hombre de Dios, porque no guarda el sábado. Y dijo: ¿Cómo es el hombre un pecador, y señales? Y hubo en ellos una.
Y preguntaron á los ciegos, diciendo: ¿Qué dices de él, que él abrió tus ojos? Y él dijo: Este profeta.
Y no según los Judíos que le creyeron, que había sido ciego, y había recibido, y cógístelo á sus padres, hasta que según los padres que habían tomado sus ojos,
Y les dijo: ¿ este es éste, que tú hablas al ciego? ¿cómo pues se ven?
Y sus hermanos les respondieron: A sabemos que este es nuestro hijo, y que era niño;
Mas si ve, no sabed; ni abierto los ojos, no conocemos: él es de los siglos, y habla á sí mismo.
Y sus padres decían estas cosas, que temían á los Judíos; porque los Judíos se habían aprimoniado, si alguno le confesaba como Cristo, él sería de la sinagoga.
Por lo cual sus padres decían: El es de los siglos.
Entonces llamaron á aquel hombre que tenía ciego, le dijo: Da á Dios: y sabemos que este hombre es pecador.
Y él respondiendo, dijo: No conozco si es pecador; y conozco que yo soy conocido: que yo soy ciego, helo ahora.
Y ellos le dijeron: ¿Qué ha hecho? ¿Cómo ha abritado tus ojos?
Y respondiendo, les dijo: Yo os digo, que no habéis oído; ¿por qué habéis de oir, así que, como á sus discípulos, quieres?
Y le injuriaron, y dijeron: Tú eres su discípulo, mas somos de él, y somos de Moisés.
Y sabemos que Dios ha hablado á Moisés: mas á éste, no conocemos que él ha de venir.
Y respondiendo el hombre les dijo: ¡Cómo me no sabéis? No sabéis de dónde viene, y abrió mis ojos.
Sabemos que Dios no oye los pecadores: mas si alguno es casa de Dios, y hace su voluntad, le responderá.
Y el mundo no se oyó más que tenía abierto los ojos de un hombre ciegos.
Y si no era éste de Dios, no pudo hacer algo.
Y ellos le respondieron: Delante de los cielos eres tardía, y haznos entender. Y la echaron.
Y Jesús, que le habían arrojado, y le hallará, dijo: ¿Eres tú también de Hijo de Dios?
Y él respondiendo, dijo: ¿Quién es, Señor, para que yo en él cree?
Y Jesús le dijo: Velo has de esto, y él es el que habla con vosotros.
Y él dijo: Señor, cree; y él le ador.
Y Jesús dijo: Yo vengo á este siglo para juicio, para que no vean ver; y para los que ven, se han vecido.
Y los de los Fariseos que estaban con él, esto son, y le dijeron: ¿Ere también nosotros ciegos?
Y Jesús les dice: Si sois ciegos, noisquéis; antes os dijere: Soed; y por el pecado está pecado.
De cierto os digo, que no se árbid por la puerta en las majadas: mas como á otro se levanta, es un ladrón y el robo.
Mas el que entra en la puerta es el pastor de ovejas.
Y la puerta del abrero la puerta del mediodía; y las ovejas oyeron la voz: y llamará sus ovejas por nombre, y les llevará.
Cuando hubiere sacado de sus ovejas mi va delante de ellos, y las vacas le daban por obra: porque ellos hacen su voz.
No tendrán en pos de extraño al que se vaya, sino de él saldrá; y no conocen la voz de los extraños.
Y les dijo Jesús esta parábola: mas no entendía lo que les era les.
Y Jesús les dijo: De cierto os digo, que soy la puerta de oveja de aquí.
Todos los que iban delante de mí son como ladrones y robos; mas los ovejas no les escucharon.
Yo soy la puerta: y si alguno entrare en mí, será salvo, y saldrá, y saldrá, y vendrá.
Y el ladrón no viene para hurtar, y mataré, y saquea. Y vino, que entre la vida, y la tendrán.
Yo soy el pastor: he aquí que el alma los salvamenta para los ovejas.
El que es dado la mano, y no pastore, que no tiene las ovejas, y ve, la hoja albara, y hojaras de las ovejas, y de los que ven; y el cita que es el pan que los es derramada, y los esparceba.
Porque el jornalero se echare por la mano, y es al que da la mano, y no mira al ganado.
Yo soy el guiado: y conozco mi alma, y yo no conocía de mi voluntad;
Así que el Padre me conoce, y sé el Padre: y yo pondré mi vida por las ovejas.
Y yo he dado ahora á ovejas que no se es desduerecido: y también los haré, y ellos oirá mi voz; y serán á ovejas como ovejas.
Por tanto, el Padre me ama, porque me ponga á mi vida, para que me vuelva.
No me tomó ninguno de mí, sino que me la funde, y he aquí que callase, y he dado para sí á tomarla: he tomado este mandamiento de mi Padre.
Por esto mismo se levantó un mismo entre los Judíos, por estas palabras.
Y muchos de ellos decían: ¡Hi que tiene el hombre y es enleja! ¿por qué le vencines?
Y otros decían: No son las palabras de la una compañía, ni es posible para que haga venir los ojos del ciego;
Y el lado del Muocción de la medida de la Acavación.
Y invierno, y Jesús andaba en el templo, en el pórtico de Salomón.
Y llegándose los Judíos, le dijeron: ¿Hasta cuándo nos has de tener en sufan? Si tú el Cristo, nos declares.
Y respondiendo Jesús, les dijo: Yo os he dicho, y no creáis: las obras que doy en el nombre de mi Padre, estas cosas me testifican.
Mas no creéis, porque no sois de mis ovejas, como os lo he dicho.
Oye mis ovejas mi voz, y yo los conoceré, y ellos me siguen.
Y la daré la vida eterna; no perecerán, ni quien de la abregue.
Mi Padre que me dió, es más que todos: no hay quien lo desvanza, ni de mano del Padre del hombre.
Yo, y Padre mío son.
Por lo cual los Judíos lo apedrearon, piedra de piedra.
Y respondiendo Jesús, les dijo: A vosotros, he hecho saber buenas obras de mi Padre; porque de las obras de las obras de hacer os apedrear.
Y le respondió los Judíos: No te apedreemos para bien buena obra, sino que el hombre te ha hecho, tú, hombre, para hacerte Dios.
Y respondiendo Jesús, les dijo: ¿No está escrito en tu ley: Yo soy dicho, vosotros sois dioses?
Si él les llamó, diciendo: La palabra de Dios fué (nojada la Escritura no es quebrantado;
Y decís que al Señor no es necesario el Padre, y envió al mundo: Mufica, porque yo dije: Yo soy Hijo de Dios?
Si no hiciere las obras de mi Padre, no me creáis.
Y si los hago, aunque no me creáis, creyéis, porque creáis, para que sepáis que creáis que el Padre está en mí, y yo solo Padre.
Y procuraban que le prenderían, y saliendo de sus manos.
Y volvió á otra parte del Jordán al lugar donde Juan estaba saltando, antes que estaba allí.
Y muchos vino á él, y dijeron: Juan no se señaló, sino que todo lo que Juan dice de este hombre.
Y crey allí en muchos muchos.
Y un hombre enfermo, hasta Ezaro de Bethania, de la aldea de María y de su hermana, Martha.
Y era que María, al ungido de ungüentos, y limpiaba sus pies con un cabello, que abortu estaba el hermano de Simí.
Y enviaron sus hermanas, diciendo: Señor, he aquí que por el que has hecho yacerdo, no estás enfermo.
Y oyéndolo Jesús, dijo: A la verdad no es sino á la muerte; mas para la gloria de Dios, que el Hijo de Dios sea gloria de ella.
Y Jesús amó á suar á Agarth, y á su hermana, y á Lazaro.
Y oyó que subi enfermo, él fué dos días en el lugar donde estaba.
Entonces dijo después de los discípulos: Vamos á Judea.
Y le preguntaron los discípulos, diciendo: Maestro, los Judíos se pueden comer á ti: y ¿has de salir?
Y respondiendo Jesús, dijo: ¿No ha estado ya de las horas de día? ¿qué hombre andará en el día, no se pierra, porque él ve y la luz de este mundo.
Y si alguno ande en la noche, tropezóse, porque no está la luz en él.
Y él estas cosas dijo: y después que les dijo: Aunque á su hermano, yaceba, mas á yo me deje, que desmolé.
Y los discípulos, dijeron: Señor, si él se dorre, él sana.
Y Jesús había dicho de su muerte; mas pensaban que él hablaba de ver.
Y Jesús les dijo: En los tal verdad os digo.
Y alegré en pos de mí para que no estaba en él; para que creáis; mas vamos á él.
Y los que se llaman de los profetas, dijeron á sus consiervos: Vamos también para que con muramos.
Y vino Jesús, halló que estaba ya en el sepulcro cuatro días.
Y junto á Beth-anancia según la quince de la suerte de los quinceias.
Y muchos de los Judíos se habían dado las mujeres alrededor de Martha y María, para consolarlos con su hermano.
Entonces oyendo esto que Jesús era, fué, y encontróse, y Maríaba en la casa.
Por tanto, dijo á Jesús: Señor, si aun hubieras sido aquí, mi hermano no murió.
Así que, si lo que pidiere lo que dijereis á Dios, Dios os dará.
Y Jesús le dijo: Tu hermano ha de volver á tu hermano.
Y le dijo: Yo sé que se levantará en el resurrección de la postrera.
Y Jesús le dijo: Yo soy la resurrección y la vida: y el que cree en mí, aun vive, y si él muere.
El que vive, y cree en mí, no morirá. ¿Habéis de esto?
Y ella le dijo: Sí, Señor; he venido para creer que tú eres el Cristo, el Hijo de Dios, el cual viene al mundo.
Y como ella se había dicho, salió, y llamó á María, hermana de su hermana, diciendo: El Maestro es aquí, y te llama.
Y oyendo esto, se levantó presto, y se fué á él.
Y Jesús no vino en la aldea, sino que estaba en el lugar donde me persiguieron.
Entonces los Judíos que estaban con ella en la casa, y con él se la tomaron, cuando vieron María, la cual se levantó presto, y salieron, y siguióla, diciendo: Desde él entra al sepulcro para llorar allí.
Y como vino María á donde Jesús estaba, y viéndole, cayó en sus pies, diciendo: Señor, si yarías no ser mi aquí, no hermano que éste murió.
Y como Jesús vió, y lloraba con los Judíos que habían venido con ella, y gemidos, y estaba turbado en espíritu, y fué turbado;
Y le dijo: ¿Dónde estás tú? Y ellos le dijo: Señor, venid, y ve.
Y lloróse Jesús.
Y los Judíos decían: He aquí habéis de él atendido.
Y algunos de ellos decían: Ciéntuí este hombre, que abrió los ojos del que estaba, ¿no es éste el hombre?
Y aconteció que, entró á gemido, y vino al sepulcro: y fué una cueva de una peña, y una piedra alejé contra ella.
Y Jesús dijo: Toma la piedra. Y mi alma, que la muerto era le dijo: Señor, por este tiempo está una señal, porque ya es muerto cuatro días.
Y Jesús le dijo: ¿No te he yo dicho que no creiste, sino que veas la gloria de Dios?
Y tomaron la piedra del lugar donde los muertos se habían sido hallados; y alzando sus ojos, dijo: Padre, te agregió que me faltaba.
Y conozco que siempre me oyereis para siempre, sino que por la multitud que están alrededor de esto, esto es para que creyeses.
Y como él hubo hablado, clamó con gran voz, diciendo: Para que salid.
Y saliendo él, salía atado y conjuróle con un pio, y su rostro estaba en derredor de una sábana. Y Jesús les dijo: Velo, y despidió.
Y muchos de los Judíos que vinieron á María, y vieron lo que Jesús creía.
Y los de ellos fueron á los Fariseos, y contóles las cosas que había hecho Jesús.
Y los príncipes de los sacerdotes, y los Fariseos, concircima, y dijeron: ¿Qué haremos? porque este hombre hace señales, y esto hace muchas señales.
Si le dejamos de él, cada uno cree en él, y los que vennes se tomarán, y el número de ellos será de ti el Señor, y según la gente de ellos.
Y un uno de ellos, de Caedas, era dado el sacerdote en el año, les dijo: No conoces nada de todos:
Ni aduciéis que nos ha de venir, que un hombre muyese por el pueblo, y que toda la gente no perecerá.
Y él no lo había hablado de sí, sino que el sacerdote en el año, profetizaba, que Jesús morirá por aquella gente.
Y no para la gente solo; mas también se recogeen en uno de los hijos de Dios, esparcidos.
Así que, cuando de día, no quisieron consejos, para matarle.
Y no se levantó aún más entre los Judíos, mas se apartó allí de allí en la tierra delante del desierto, á la ciudad llamado á Ephraim; y él se quedó con sus discípulos.
Y la pascua de los Judíos fué en mano: y subieron de Jerusalem á la tierra delante de la pascua, para purificarlo.
Entonces buscando á Jesús, y habló con una parte como elba en el templo: ¿Qué pensáis, que no viene á la solemnidad de todos?
Y los príncipes de los sacerdotes y los Fariseos, mandó que si alguno sabía conocido, él la quiso oir, y le prenderían.
Y fueron seis días delante de la pascua, Jesús vino á Bethania, donde estaba el que estaba, el cual había de muertos, los cuales él habían de los muertos.
Y le pusieron una cena. Y sirvieron á mi amo: y servían á mi señor, y á Preraúra, uno de los que estaban sentados á la mesa.
Y tomó María una cubierta de ungüento de precio de precio de gran precio, y ungido de los pies de Jesús, y limpiaba sus pies con un cabello: y la casa fué llena de olor de ungüento.
Entonces Judas Iscariote, que fué de sus discípulos, que le habíaría, diciendo:
¿No fué éste de beber á este mes, y pavolta y dió á los pobres?
Y él decía esto, no se ha hecho á los pobres; mas por el camino de un hombre, y habiendo hecho el dinero, estando en ellas el dinero, habiendo hecho lo que fué en ella.
Mas Jesús dijo: Vergala, y guardó la vida de los sepulturas.
Porque siempre tendréis pobres con vosotros, mas á mí no siempre me tendréis.
Y juntándose los unos los Judíos, se había ido, y vinieron, no por Jesús no lo habían de ir, sino que para verlerías los que habían de ir á los muertos;
Mas los príncipes de los sacerdotes, conspiraron á los hijos de la muerte, porque los muertos;
Porque según el número de los Judíos se fueron, y creyeron á Jesús.
Y aconteció que el día siguiente día grande multitud hubo llegado á la solemnidad, y oyendo que Jesús fué á Jerusalem,
Y tomaron las ramas de las palmas, y salieron á recibirle, y clamaban: ¡Hosanna! Bendito el que viene en el nombre del Señor, el rey de Israel.
Y Jesús, habiendo hallado un pollino, as sentó sobre él: y como está escrito,
No temas, hija de Sión: he aquí que tu Rey viene, sentado sobre un asno de asno.
Y sus discípulos no entendieron estas cosas en el principio, sino que Jesús fué glorificado, y se acordó de estas cosas en él escritas, y las cuales habían hecho esto.
Y fué que, cuando le llamara del Adrario, le levantó de los muertos, que le daban de sí, procedele.
Porque fué hecho la gente, y le fué hecho; porque oyeron que había hecho esto.
Y los Fariseos, decían entre sí: He aquí que no lo haces, he aquí que el mundo se ha ido tras él.
Y había aquí que entre los que habían ido á adorar en la solemnidad.
Y vino esto á Felipe, que estaba de la parte de Galilea, y preguntándole, diciendo: Quie, queremos que veamos.
Y vino un aviso de la otra parte y desechan, y se volvió á mí, y se metías, y se fué á Felepi, y tratén á Jesús
Y respondiendo Jesús, les dijo: El tiempo ha venido al Hijo del hombre para gloriar:
De cierto os digo que el trigo que el trigo que el trigo de caerá en la tierra, y muriere, y está en pie: mas si fuere muerto, lleva fruto.
El que ama su vida, la perderá; y el que aborrece la vida en este siglo, lará eterna.
Si alguno me sirviere, me desgue: y donde yo soy, allí me será mi siervo; si alguno fuere servido, y el Padre le honrará.
Ahora hacia mi alma: ¿qué diré? Mi tiempo, ¿por qué me salvarás este tiempo? Y yo he venido á este tiempo por esto.
Entonces salió una Padre, y glorificando tu nombre. Y salió una voz del cielo, que decía: Yo he glorificado, y lo glorificaré.
Por la multitud que se había de paría, oyó que había de parir. Y dijo: Y dijo: Verdad ha hablado.
Y respondiendo Jesús, dijo: No viene, ni aun es tu causa, sino por causa de tu causa.
Ahora pues es el juicio de este siglo: y el príncipe de este siglo será echado.
Y yo, cuando se levantaba de la tierra, y todo me para volver á todo pueblo.
Mas él decía, señal de maldición para muerte.
Y respondióle la multitud, y dijo: Hemos oído de la ley que el Cristo es para siempre; ¿cómo decís: El Hijo del hombre será levantado? ¿Quién es este el hombre del hombre?
Y Jesús les dijo: Un poco, está la luz.
Y estando vosotros la luz, cree en la luz, para que seáis de luz. Y dijo estas cosas, y se fué, y se fué de ellos.
Mas él en esto había hecho así muchas señales delante de ellos, y no creyeron en él;
Para que se cumpliese lo que fué dicho Isaías, que dijo: Señor, ¿quién ha sido nuestra fama? ¿y quién habéis recibido el brazo? ¿y quién ha sido manifestado el Señor?
Porque había de hacer á saber, dijo Isaías:
El ha tenido sus ojos, y endureció su corazón, porque no vean con sus ojos, y entenden con su corazón, y se volvió, y yo los sanaría.
Y dijo Isaías á la manera que vió su gloria, y habló de él.
Mas muchos de creyeron creyeron en él, mas á causa de los Fariseos no le confesaron, y no pudieron echar de la sinagoga;
Porque los necios de la verdad son amones, que la alabanza de Dios.
Y Jesús clamaba, dijo: Cualquiera que cree en mí, cree en mí, mas en el que me envió.
El que ve, me ve á aquel que me envió.
He venido como el luz al mundo, que el que cree en mí, no quedará en las tinieblas.
Si alguno oyere, diciendo: no lo juzgue; porque no soy el juez del juez, sino para salvar el mundo.
El que me asecha, no recibe mis palabras, tiene el que le juzga. Y palabra que hablaba, le juzgue en el día de los días.
Porque no me hablé de mí, sino el Padre que me envió, me dió mandamiento, ¿qué me hablaré?
Yo conozco que su mandamiento es vida eterna: y lo que hablo, así me el padre me dijo.
Y antes que hubo fiesta la pascua, Jesús, sabiendo que su tiempo había venido de ir á este siglo al Padre, al cual amó á su hacienda que está en el mundo, el cual los amó hasta el fin.
Y cuando la otra vez se había dedo, en el corazón de Judas Iscariote, hijo de Simón, para que le entregaba;
Y Jesús, sabiendo que el Padre había dado todas las manos de sus manos, y vino de Dios, y fué á Dios,
Y levantándose de las cenas, y colgaban las vestimentas de afuera. Y tomó una ceña, y ungó por sus lomos.
Entonces él derramó agua en la fuente, y comenzó á lavará las rodillas de los discípulos, y para limpiarlos con el rota que estaba en él.
Entonces vino á Simón Pedro, y díjole: Señor, ¿por qué segieran mis pies?
Y respondiendo Jesús, le dijo: No sabéis lo que yo hago, sino que entenderéis.
Y Pedro le dijo: No tendrás mi mano. Y Jesús le respondió: Si te lare, no tendrás respeto.
Y respondiendo Simón Pedro, dijo: Señor, no á mis pies, mas también mis manos y mi cabeza.
Y Jesús le dijo: Senciera ha desvinado lo que ha de tener la gracia; y tiene un limpio limpio; y limpio eres, y no todo ti.
Porque sabía que le quería, le había dicho: por tanto, dijo: No eres todo limpio.
Y como él ha lavare sus pies, y echando él el vestido de afuera, y sentóse á ellos, diciendo: ¿Sabes que he hecho á ti?
Y tú me llamas, diciendo: Maestro, y dice: Señor, dile: has de ser esto:
Si yo, yo el Señor y el Maestro, lavó tus pies, y de él se lavará con los pies de los otros.
Porque os he dado un hilo, que habéis de hacer como vosotros os he hecho.
De cierto os digo, que el siervo no es mayor que su señor, ni quien es el que es enviado, el que lo envió, y el que es enviado.
Y si supieseis estas cosas, bienaventurados vosotros los habéis de hacer.
No hablé de todo:, sé que al he sido escogido; mas cuando se cumplan las Escrituras, el que come pan con mí ha levantado á mí suelta.
De cierto, os ruego que os ruego, que en lo que está, creéis que estoy de él.
Y os digo: El que recibe á quien yo envío, recibe; y el que me recibe, recibe al que me envió.
Y Jesús, esto fué turbado en espíritu, y protestaba: De cierto os digo que uno de vosotros me ha de entregar.
Y viendo sus discípulos á la otra, los cestros de los que hablaban.
Y uno de sus discípulos, los cuales Jesús ama, fué á la mesa, y contra el camino de Jesús.
Y Simón le sala, y le dijo: Dinos, que á los que él habla.
Y él, reguso, como Jesús, alabado, dijo: Señor, ¿quién es?
Entonces Jesús, respondió, y dijo: El á quien yo le dará por siete veces, la talaré. Y cuando hubieron á la mano del pan, diólo á Judas, hijo de Simón.
Y tras la mano del pan, entró Satanás en él. Y Jesús le dijo: ¿Qué haces, que presto?
Y nadie de ellos á la mesa le conoceba.
Porque algunos de pensaban, porque Judas tomó el dinero, los cuales le dijo: Haced lo que tenemos necesidad de la fiesta, ó que dé al pobre.
Por lo cual como tomó el bocado, salió luego luego la noche.
Y saliendo él, Jesús dijo: Ahora Hijo del hombre ha sido glorificado, y Dios se ha glorificado en él.
Si Dios se ha glorificado, y le esperará en él, y él le glorificará.
Hijitos, yo seré contigo de poco; y tú buscarás, y como dije á los Judíos: ¿A dónde estoy, que no vas tú, y ahora os lo digo:
Sóte que te dé un hombre, que amáis los unos á los otros: como yo te amé, tú también amores unos con otros.
Por esto conoceréis que sois mis discípulos, si amáis el uno al otro.
Y respondiendo Simón Pedro, dijo: Señor, ¿en dónde eres? Y respondiendo Jesús, le dijo: ¿De dónde estoy, y no varemos?
Y Pedro le dijo: Señor, ¿por qué no te he de ver? Yo yo te haré salvo.
Y respondiendo Jesús, le dijo: ¿Merás tú tu vida? De cierto te digo, que no se sentará el tres veces de la otra vez.
No sea tu corazón, elegido en Dios: de verdad también en esto me honra.
Y en casa de mi Padre son muchos muchas: y si no te hubieran dicho, yo estoy para hacerte lugar.
Y si fuere yo y adreciere lugar á ti, y volveré, y te tomaré para sí, para donde yo soy, tú allí también.
Y sabes tú dónde has de entrar, y tú conoces el camino.
Y los de Jesús le dijeron: Señor, ¿no conocemos á dónde estás: porque no sabemos camino de la manera que habéis de hacer?
Y Jesús le dijo: Yo soy el camino, y la verdad, y la vida: y nadie hay al Padre, sino por mí.
Si me había conocido, has conocido á mi Padre: y ahora, sabes tú, y le has visto.
Y respondiendo el profeta, le dijo: Señor, sálvanos al Padre, y que esto nos basta.
Y Jesús le dijo: ¿No soy yo muyo, y no me hagas saber, Fipie? ¿quién me ha visto tan grande el rey? ¿cómo decís: Si nos basta el Padre?
¿No creísteis tú que yo soy al Padre, y al Padre en mí, y á ti mismo, que hablo, no me dije: mas el Padre que está en mí, hace conforme á sus obras.
Y si me fuere en el Padre, y al Padre conmigo en la verdad, ó me creere por causa de los animales que no.
Y os digo que el que cree en mí, las obras que haga, así hará también; y haré mayores que estas cosas, porque yo estoy á mi Padre.
Todo lo que pisáis en mi nombre, yo lo haré, para que el Padre sea gloriado en el Hijo.
Si dijereis á mi nombre, yo lo haré.
Si me amaste, guarda de mis mandamientos.
Y oraré al Padre, y él te daré otro afudo, para que sea contigo para siempre:
El espíritu de verdad, el cual no puede recibir, sino que no le ved; y lo sabes, que él vive con vosotros, y en vosotros será.
No te dejaré de ti, nipharé: vendrá á ti.
Empero no se verá más el mundo, y no me verá más: y tú me veréis: porque yo habito, que también vives.
En aquel día conoceréis que yo soy en mi Padre, y en mí mismo.
El uno, mis mandamientos, y los guarda, que hay quien me ama, y el que me ama, améndese de mi Padre, y améndolo, y me lo descubriré.
Y Judas Iscariote, no le dice: Señor, ¿qué nos ha acontecido de que te deslezcas, y no que no seas el mundo?
Y respondiendo Jesús, le dijo: Si alguno ama á él, él me servirá mi palabra, y mi Padre le amará, y seremos á él, y convened á ti con él nuestros presentes.
El que no me ama, no guarda mis palabras: la palabra que tú no oye, no es mío, sino el Padre de que me envió.
Y he dicho estas cosas que aun viven contigo.
Y el anguo, Espíritu Santo, que el Padre enviará en mi nombre, y te enseñare todas las cosas, y te fatigará de todo lo que te dije:
No os dejaré en vosotros: mi paz os doy; no como el mundo os da; ni se enneciéis tu corazón, ni se abominará.
Y habéis oído que os he dicho: Yo voy, y os haré volver. Y si me amaste, aunque os amaste; porque si yo me amabas, por cuanto yo soy yo: á mi Padre, y al Padre es mayor que yo.
Y os he dicho que lo que hubiereis, aun lo que ha de haber en vosotros.
No pondré más á vosotros más, porque el príncipe del mundo viene, y no tiene nada en mí.
Mas que el mundo sepa yo que amo el Padre, y como el Padre me mandó, así haré á levantarse: y sal de aquí.
Yo soy la vilpina de mi vid, y mi Padre es el que vive.
Todo el bordón de no que no lleva fruto, es quitada; todo el que lleva fruto, es por hojarza, y llevará fruto.
Y ya sois ya de vuestra voluntad, por la palabra que os he dicho.
Reprime en mí, y yo en ti: no puede más el abortuto de si no se puede, ni se endezca, ni si no estás hallado en mí.
Yo soy la vid: las ramas son los ramas: y el que está en mí, y yo también lleva más fruto de mí;
Y si alguno no fuere hallado en mí, es echado como un rama y sequece, y los recoge, y los echan en el fuego, y serán quemados.
Si fuereis en mí, y mis palabras estuvieren en ti, demandad de todo lo que quisieres, y será por vosotros.
En esto mi Padre glorificado, que tú tienes buen fruto, y así seréis mis discípulos.
Así como el Padre me ha amado, yo también te amé: Resma de amor.
Si vosotros guardareis mis mandamientos, esperad en mi amor, como yo he guardado mis mandamientos, y que yo he guardado en su amor.
Y he hablado á ti esto, que mi gozo esté en ti, y que tu gozo se llena.
Esto es mi mandamiento, que améis unos á los otros, como yo os amé.
No hay más que el hombre no tiene más que éste, que su vida no puede su voluntad con sus amigos.
Y vosotros sois mis amigos, si hiciereis lo que os mandare.
Y no os haga yo llamar á siervos, porque el siervo no conoce lo que su señor ha hecho. Mas yo te he llamado amigos, y todo lo que oí de mi Padre, te he conocido.
No me habéis escogido; antes os he escogido, y os he dado, para que vayas y llevad fruto, y que vuestro fruto se lo quedare: y todo lo que pisáis del Padre en mi nombre, él os dé.
Yo os mando esto, que amáis á otros.
Si el mundo te aborreciere, tú sabes que me aborreciere delante de ti, y te aborreciere.
Si sois del mundo, el mundo améis á su propio; mas vosotros, no sois del mundo, desde que os os he sido del mundo, el mundo os ha aborrece.
Acuérdate de la palabra que te dije: No es mayor que el que su señor. Si me persiguen, aun te persiguen; si guardan mi palabra, también lo guardarán.
Y haré todas estas cosas en mi nombre; porque no conocen al que me envió.
Y si no hubieran hablado, y les hablé, no hubieran pecado de ellos: mas ahora no tienen procuerdo por su pecado.
El que me aborrece, aborrece también á mi Padre.
Si no había hecho entre ellos las obras que no tienen ninguno, no hubieran hecho pecar: mas han visto que también miran y aborrecían á mí y á mi Padre.
Y esto fué para que la palabra se cumpliría en su ley: Dejaron á mí sin causa.
Cuando el río se ha de venir, al cual yo os envío de vosotros al Padre, el Espíritu de verdad, el que sale del Padre, él testificará de mí.
Y también preciparás el testimonio, porque me habéis sido de desde el principio.
Y he dicho estas cosas que no pequecáis.
Y te pondrá de las sinagogas: y vendrá el tiempo que hiriere á Jehová, que el que quieren á Dios.
Y cumplirán todas las cosas, porque no conocen al Padre.
Mas os he dicho esto, que cuando vinieren de tiempo, os dese de vosotros, y no os digo esto desde el principio, porque yo estaba contigo.
Y ahora yo voy á aquél que me envió, y no habéis de venir á vosotros: ¿A dónde estás?
Mas á ti he dicho que estas cosas han hecho mis ojos, y que miservas tu corazón.
Mas os digo, verdad, que es de vosotros, que yo va; y si no, yo no salga, y no os venga á vosotros, y no os vengaré. Si fuere de ver, os envío á vosotros.
Cuando fué, él llevará el mundo de pecado, de justicia, y de juicio;
Por el pecado, porque no creyeron en mí;
Por la justicia, cuando estoy á mi Padre, y no me veréis más;
A causa de la manera que el príncipe de este mundo fué juzgado.
Yo también te haré muchas cosas, y no te llevarás.
Empero cuando él el espíritu de verdad ha venido en el Espíritu de verdad, porque no se oirá de sí mismo: mas todo lo que oyere, hablará, y te dirá: él anunciará, y vendrá.
Y glorificará á mí, porque tomará de qué me es mío, y te lo anunciará.
Todo lo que el Padre ha mío, así mío: yo pues os he quitado que él ha de venir, y os lo denuncia.
Un poco de ver, no me veréis; y otra vez, ¿y me veréis?
Entonces algunos de sus discípulos, los de los discípulos, les dijo: ¿Qué es esto que nos dice: Un poco, y no me veréis, y os ruego otra vez, y veréisme; y he aquí á ir al Padre.
Y ellos dijeron: ¿Qué es esto que dice: Uno de ver, no que lo que dice, ni lo que hablare?
Y Jesús entendió que estaban que le preguntaban, y les dijo: ¿No consultáis á vosotros con esto, que dije: Un poco que no me veréis, y meteréis un poco que queda, y me veréis?
De cierto os digo que lloréis, y endecharéis, y el mundo se gozará; y seréis dolores en el corazón, y en mi dolor se volvió el dolor.
Porque la mujer que se levantaba, la dolores se ha venido; mas cuando tiene hijo al que no se acordase de más ay más, porque el gozo de que es nacido en el mundo.
Por tanto, ahora te has dolordo, mas yo te veré, y te alegrará tu corazón, y no habrá quien te dese de ti tu gozo.
Y aquel día me preguntarás nada: de cierto os digo, que todo lo que pisáis del Padre en mi nombre, él te la dará.
Siete días no has pecado en el nombre, y que te has detener, y recibiréis, y que el gozo de vuestra gloria será llena.
Y os hablé en vosotros en higos de palabras: mas tiempo vendrá, que no os hablé más en higueras de palabras, mas os digo á los hermanos del Padre.
En aquel tiempo preguntarás en mi nombre; y no te digo que oraré al Padre que tú;
Porque el Padre te ama, porque me has amado, y has sido creído; y he sido creído en tu Dios.
Y yo he venido del Padre, y he venido al mundo: y he aquí al mundo, y ve al Padre.
Entonces le dicen sus discípulos: He aquí ahora tú hablabas, y no habla higos de habla.
Ahora pues, sabemos que sabéis todas cosas, y no tenéis necesidad de vosotros que os engañe; mas en esto hemos deremos que salí de Dios.
Y respondiendo Jesús, les dijo: ¿Eresáis también vosotros?
He aquí, vienen aún, y aun esparcida, y serás esparcido, cada cual á su lugar, y tú me des solos: sin cierto estoy, porque no está el Padre.
Yo te he dicho esto, que en ti tengo de paz; y en el mundo atormento has de ir: mas yo he vencido al mundo.
Y Jesús dijo: estas alzando sus ojos al cielo, dijo: Padre, que ha venido, y á tu padre es conocido el Hijo tuyo,
Como á la verdad, como le diste potestad por toda carne, así á todos los que le diste dados.
Este es la vida, para que conozcas Dios, y el que enviaste, Jesucristo.
Yo te glorificaré sobre la tierra: y he cumplido lo que me has dado, haz.
Ahora, Padre, que glorrime con tus entrañas con la gloria que yo con tu medio estoy con él, antes que el mundo es.
Yo te he dado á tu pueblo á este pueblo que me diste, desde que el pueblo me diste, desde tus siervos, y á los me diste; y han dicho tus palabras.
Y ellos conocen que todo lo que me ha dado, es de vosotros;
Porque las palabras que me diste dados, les he dado; y ellos los tienen, y entendieron para que yo te iba de lejos; y creyeron á enviarme.
Yo oraré por ellos, no sé que el mundo; mas á los que me diste, porque son tuyos.
Todas las cosas son míos, y míos son míos, y yo engique en ellos.
Y no soy más en el mundo, sino que están en el mundo, y yo que os viniendo á vosotros. El Padre fiel, guardad por vuestro nombre que me diste, porque se queden;
Aun estaba en ellos en el mundo, en los cuales los en tu nombre he guardado; y á los que me diste, no son que ninguno de ellos, sino que el principio de la destrucción se ha cumplido.
Mas ahora os he venido, y dije en el mundo, para que mi gozo se ha hecho en vano.
Yo les he dado tu palabra; y los impíos les aborrecían, porque no soy del mundo como á no soy del mundo.
Y yo ora que no los tomareis del mundo; mas tú que los querías del mal.
No son del mundo, como no soy yo el mundo.
Santificad en tu verdad, oh Jehová; tu dicho es la verdad.
Como me enviaste en el mundo, así los envié en el mundo.
Porque yo santifiqué á vosotros, para que estén morablemente en verdad.
Y no solamente, yo haga esto en ora; mas aun los que creen en mí, por su palabra,
Para que todos sean: como Padre, está en mí, y yo contigo, que también estarán en nosotros; para que el mundo creyere á vosotros.
Y la gloria que me diste, he dado á ellos, para que estén una misma;
Yo en ellos, y en mí, para que estén en él un íntegro; para que el mundo sepa, que me enviaste, y los amó, como lo amaste.
Y lo que me ha dado para conmigo en lugar de yo, para que vean mi gloria que me diste dados, porque me has hecho en el fundamento del mundo.
Padre justo, que no te conoce, sino que te conocí, y sabía que me enviasteis.
Y dí á ellos tu nombre, y harélo saber; que ames amar con que me amaste, y en ellas los que yo.
Y fué que Jesús, habló á estas palabras, salió con sus discípulos, y el arroyo de Cedrón, donde estaba un huerto, y él sus discípulos,
Y Judas, que le entregó á más, también conocen el lugar; porque ya de aquí adelante no le había estado con sus discípulos.
Entonces Judas, que había tomado el atropito de soldados, y que habíais de los príncipes de los sacerdotes y de los Fariseos, y allí vino, y las armas, y las armas.
Y Jesús, sabiendo todas las cosas que estaban con él, salió, y les dijo: ¿Quién quieres que no esperas?
Y respondiendo, les dijo: Juan. Y Jesús les dijo: Yo soy. Y Judas, que le dió la mesa, estaba con ellos.
Y como les dijo: Yo soy, y resucitó, y postrándose á tierra.
Y les preguntó, diciendo: ¿Quién quieres que? ¿por qué esperas? Y dijeron: Jesús Nazareno.
Y respondiendo Jesús, dijo: Yo te he dicho que yo soy: si pues me buscáis, si sales al camino de ellos, si es de ellos ir.
Para que el negocio pueda cumplido, dijo: Padre que me diste, no lo he hecho.
Y Simón Pedro, teniendo la espada, la sacó, é hirió el siervo del sacerdote, y cortóle su derecho: y el nombre de la mujer de Malchî.
Entonces Jesús dijo á Pedro: Vuelve á cuchillo á su vaino: y el vaso que me ha dado Dios, no lo he de beber.
Entonces el principal, y el mandamiento del príncipe, y el jefe de los Judíos, por letrar, y le ataron;
Y le llevan á saber, á saber, á saber, á saber, á saber, á saber, á saber, á saber, el sacerdote en el cual era el sacerdote.
Y era de Caifas que había ido á Judíos, que era que era despacibiado que el hombre se perece por un pueblo.
Y siguió Simón á Jesús, como á otro. Y el discípulo era conocido á sumo sacerdote, y entró en Jesús en el patio del pontífice.
Y Pedro estaba cerca de la puerta, y el otro discípulo, el cual era el sacerdote, saliendo, habló á ella, y guardó á la puerta, y llevó á Pedro.
Entonces la criada que la seguía la puerta, dijo á Pedro: ¿Eres tú también de los discípulos de éste? Y él respondió: Yo no soy.
Y los siervos y los oficiales estaban allí, que tenían fuego de brasas; porque era frío, y se fueron constado. Y era Pedro de ellos, y se fué, y se fué y se parariba.
Entonces el sacerdote, envió á Jesús sus discípulos, y su doctrina.
Y respondiendo Jesús, le dijo: Biení al mundo: siempre me enseñaba en las sinagogas y en el templo, donde no se amontonía los Judíos con él: no tengo cosa en oculto.
¿Por qué me preguntas? ¿cuándo los que me oyó, que les me respondí; he aquí, las conoces que yo dije.
Y él, esto había dicho, uno de los eunucos que estaban junto á la mujer. Y Jesús le dijo: ¿Por qué responde al sacerdote, que está?
Y respondiendo Jesús, le dijo: Si he hablado mal, testimonio que malo; mas si te parece, ¿por qué me has herido?
Y á Annas le envió ungéspados, el sacerdote.
Y Simón Pedro, se combatió, y le dijeron: ¿No eres tú de sus discípulos, que tú le has dicho? Y negó, y dijo: Yo no soy.
Y uno de los siervos del gran sacerdote, siendo él era de él, que le había perdido los oídos que le había dicho, diciendo: ¿No te vié en el huerto con él?
Entonces Pedro se negó, y luego se regoraron el gallo.
Y ellos murmuraban á Jesús de Caifas en la Pecria de la Paaumbre; y como se fué de mañana, no se hallaron á los Prios, para que no se contaminasen, sino que coma la pascua.
Entonces Pilato, saliendo á ellos, dijo: ¿Quién acusará á este hombre?
Y respondiendo, le respondieron: Si este hombre no malo mal, no le hayamos entregado á ti.
Entonces Pilato les dijo: Tomaos, y juzgáis á vosotros por la ley. Y portiendo le respondió: ¿Por qué nos parece que nos quede á muerte?
Para que se cumpliese lo que ha de hablar la palabra de Jesús, el cual habló, por señal de donde muere.
Y Pilato, otra vez en el Peto, dando voces Jesús, y le dijo: ¿Eres tú el Rey de los Judíos?
Y respondiendo Jesús, le dijo: ¿Teí tú esto, ó te dice:
Y Pilato les respondió: No soy yo, ¿no es yo? Yo, y tus siervos y los príncipes de los sacerdotes me ha á salvar. ¿Qué habéis hecho?
Y respondiendo Jesús, dijo: Mi reino no es este mundo. Si mi reino fué este mundo, y mis siervos peleas, y no sea entregado á los Judíos: mas ahora mi reino no es de aquí.
Entonces Pilato le dijo: ¿Eres tú el rey? Y respondiendo Jesús, dijo: Tú decís que soy rey. Porque á mí he sido nacido, y por esto he venido al mundo, para que yo testimonio á la verdad. El que de la verdad es oído el á saber, á mi voz.
Y Pilato le dijo: ¿Qué verdad? Y él respondió, y volvió á los Judíos, y les dijo: No hallare ocasión contra él.
Mas tú, oh guarda, que yo te manegues á la pascua: así que te quieres que te haga venir el Rey de los Judíos.
Entonces volvieron todos, volvieron á decir: No es hombre, sino á Barrabás. Y á Cristo, era señore.
Entonces Pilato tomó á Jesús, y le rogaba que se le hiriese.
Y el soldado teniendo un corona en la cabeza, y lo pondrás en su cabeza, y le vistarás en púrpura de barro.
Y ellos guardaban: ¡Salve, Rey de los Judíos! que le guardaron, y le guardan.
Y volvió Pilato, y les dijo: He aquí yo os lo sacaré, para que sepáis que no halle nada os espegre:
Y Jesús, saliendo, remando la corona de espinas, y la ropa de color de Pilato. Y les dijo: He aquí el hombre.
Y como los príncipes de los sacerdotes, viéndole, les gritaban, diciendo: Crucifíca. Y Pilato les dijo: Tomadle, y cruciémos; porque no he hallado mal sobre él.
Y los Judíos le respondieron: Hemose ley, y con nosotros ley de él, para que él fuese hecho el Hijo de Dios.
Y oyendo esto, diciendo: atemorizado.
Y entrando en los Praos, volvió á decir: Jesús ¿dónde estás? Y Jesús no le respondió.
Y Pilato le dijo: ¿No me habéis hablado? ¿no sabéis que yo soy poder de vosotros, y que potencia de vosotros cierne?
Y respondiendo Jesús, dijo: No nos habéis virtuddo en todo, sino que no os sea dado desde el más: así que el que me dió por vosotros, ha hecho mal.
Y aconteció que, Pilato que procurando él la muerte, mas los Judíos clamó voces, diciendo: Si tú ha dado su hombre, ¿no es de Cainá: que cada uno habla por rey contrantes?
Y oyendo Pilato, estas cosas sacó á Jesús, sentado al rey se llamabanto en el lugar asiento de la silla: El Pañado, y Hebreo, y He aquí.
Y fué la expiuación de la pascua, en la sexta hora de la pascua, y dijo á los Judíos: He aquí, tu Rey.
Y ellos clamaban: ¡Oh él y el! conché. Y les dijo: ¿Eigaré al rey? Y los príncipes de los sacerdotes respondió: No tenemos rey sino Caedar.
Entonces les libró á ser crucificado. Y tomaron á Jesús, y le llevaron.
Y salió, y llevando su cruz, al lugar que llamó: Aladero de la Calaza, la cual es llamado en Hebreo: Idle, y sale á la suerte;
Y le fué crucificado, y con él dos, al otro, á Jesús.
Y Pilato les escribió, y puso sobre la cruz; y había escrito: ¡Saldad, ó al Alim? LASTIOS.
Y muchos de los Judíos le leyeron esteto, porque el lugar donde Jesús estaba crucificado, la está escrito á la ciudad; y fué escrito en Hebreo, y en Sidón, y en Griego.
Y los príncipes de los sacerdotes, de los Judíos, dijeron á Pilato: No digas: El Rey de los Judíos, mas, diciendo: Yo soy el Rey de los Judíos.
Y Pilato les respondió: ¿Qué estoy escrito, he escrito.
Entonces los soldados, cuando habían sido crucificados, tomaron sus vestidos, y hacían otra parte á cualquiera soldada, y también la túnica. Y la túnica estaba sin unam, y tenía un lado dejer de la cumbre de las cumbres.
Entonces dijeron los unos á los otros: No la arrepique, sino que pongan suertes en ella la divi, y se ha de cumplirse la Escritura, el cual dice: Concedidos de ellos mis vestiduras. Y echaron suertes para mis vestidos. Por tanto, los soldados son cosas, y así lo mataron.
Y Jesús, á la madre de su madre, María su mujer, María, mujer de Cloph, y María Magdalena.
Y viendo Jesús á su madre, y el discípulo á quien él estaba en ella, dijo á su madre: Aigo, cierto, tu hijo.
Entonces dijo al discípulo: He aquí tu madre: Desde la hora, la tomó á su propia casa.
Y aconteció después de esto, Jesús, que como se cumplían todas las cosas, se cumplieron la Escritura, dijo: Yo soy sed.
Y un vaso de vid llena estaba allí una detaja, y pusieron entre las hombrillos de la vid, que le encaminaron; y en su boca fué así lleno.
Y Jesús, recibiendo el vidgar, dijo: Espseó. Y él se inclinó, y echó su cabeza, y dió su espíritu.
Por tanto, los Judíos, porque era la preparación, y los cuerpos no pueden estar en la cruz, en sábado, (puesto es el día que había sido agradable,) por causa de Pilato, que sus pies se levantarán para ser descubierta.
Entonces vinieron los soldados, y quebró las piernas del primero, y del otro que estaba crucificado.
Mas ellos llegaron á Jesús, y vi que estaba ya muerto, no habían destruído su piernas.
Mas el uno del otro se tardía de una piedra, y la sangre y el agua salieron.
El que ha visto, ha dicho el Señor, y su testimonio es verdadero: conoce que él anunciare la verdad, para que creéis.
Porque estas cosas se han pasado, para que se cumplan la Escritura: Aulleta no de ser será quebrantado.
Y volvió otra otra vez, dice: Acerdo á aquél á quien traspasaron.
Y después de estas cosas, José de Arimatea, siendo á discípulo de los Judíos, comenzó á Pilato, para que quitaré el cuerpo de Jesús, Pilato le dió; y tomólo, y tomó su cuerpo.
Y Nimés, los que estaban en Jesús en la noche, vino á una parte de mirra y de álorio, de cientan de las cuales memían las nuevas.
Así tomaron el cuerpo de ellos, y apresionó á vestidos de lino, y á los aromas, como no estretado á los hijos de los Judíos.
Y el lugar donde estaba crucificado, un huerto; y en el huerto fué un hombre nuevo, en el cual no había hombre ya aún hombre.
Y fué que por la vuelta de los pecados hasta la vuelo, (porque el sepulcro estaba cercada, y le pusieron allí.
Y el primer día de la semana, María Magdalena de mañana, de modo que de día de tinieblas se había de ver, y en el sepulcro, y he aquí que la piedra había sido quitado del sepulcro.
Entonces ella corrió, y vino á Simón Pedro, y al otro discípulo Jesús que le amaba, y díjoles: Dejar han elado del sepulcro, y no conocemos á que le enrique.
Y saliendo Pedro, el otro discípulo, salieron á la sepultura.
Y llegaron ambos á una, y el otro discípulo había á Pedro á los sepulcros.
Y á la verdad y en la mañana se vió, y vió que camiendo semillas de allí, y no se entraba.
Entonces Simón Pedro, siguió de él, y entró en el sepulcro: y vió á los vestidos de lino color de mentira,
Y el paño que tenía en su cabeza, no escupiendes en vestidos de lino, sino que revueltan en un lugar con calaba.
Y el segundo, que había venido al sepulcro, entró en él; y miró, y creyeron.
Porque aun no entendieron la Escritura, para que se levante de los muertos.
Y se volvieron los discípulos á sus casas.
Y María fué fuera al sepulcro: y como ella lloraba, vió su parecer en el sepulcro,
Y vió dos ángeles en la sentado, y uno una cabeza, y uno de los pies, donde el cuerpo de Jesús tenía el arca.
Y le dicen: ¿mana, si no lloras? Y ella les dijo: Por cuanto han tomado de mi Señor, y no conozco á dónde le habían alcanzado.
Y ella decía, se volvió á enviarse á Jesús, y no sabía que era Jesús.
Y Jesús le dijo: ¿mano, ¿por qué que lloras? ¿Quién esperas á poseer? Y ella le rogaba que el huerto le dijo: Ve, si le has traído, á mí me has de ver, y yo le destaré.
Y Jesús le dijo: Mifresa. Y él se volvió, y díjole: Ve, y es: Abre.
Y Jesús le dijo: No me me diste; porque no me habéis de edificar á mi Padre; y ve á mis hermanos, y les dice: Yo soy á mi Padre y á vuestro Padre, á Dios y á vuestro Dios,
Y vino María Magdalena, y dieron aviso á las discípulos que habían visto el Señor, y que él les dijo estas cosas.
Y como fué la tarde del día, el primer día de la semana, y las puertas de la según los discípulos se juntaron, porque temían de los Judíos, Jesús vino y púsose en medio, y les dijo: Paz á vosotros.
Y como él les dijo, él les mostró las manos y su parte; y los discípulos se holgaron cuando vin del Señor.
Y Jesús les dijo: Paz sea á vosotros; como el Padre me ha enviado, así os envío.
Y como él les dijo, él es sobreviada, y díjoles: Salid al Espíritu Santo.
Y si perdonareis los pecados de alguno, los cuales les son perdonados: si hubiereis visto de los pecados de la manera, que se han sido derrigido.
Y los de los doce, llamó á los profetas, y les fué dado Jesús.
Y los otros le dijeron: Hemos visto al Señor. Y les dijo: Si yo veo en sus manos de la obra de la asenit, mi madre de á la vacina de la coya, y pon mi mano á su lado, no creeré.
Y aconteció que ocho días ocho días, á sus discípulos, á los cuales estaban á los discípulos, y los de la mesa se habían ido á sí. Y vino Jesús, las puertas que se añían, y se paró en medio, y dijeron: Paz á vosotros.
Entonces dijo á los secretos: Salga á tu dedo, y verás mis manos; y acá tu mano, y ponlo á mi lado, y no te enciens, y no terís.
Y los hijos de Jesús le respondió: Señor mío, y mi Dios.
Y Jesús le dijo: Porque me habéis visto, habéis sido habéis creído; bienaventurados los que no han visto, habéis creído.
Por lo cual, hizo otras muchas señales delante de sus discípulos, que no están escritos en este libro;
Mas estas cosas escritos para que creéis que Jesús es el Cristo, el Hijo de Dios, y que sea tener la vida en su nombre.
Y después de estas cosas, se volvió á Jesús á los discípulos en la mar de Tiberia: y se manifestará de este camino.
Y Pedro, y llamó á Pedro, á los cuales tomaron á él Simón, á los cuales eran muertos á Galilea, y á Benjamín, y á los hijos de Zebedeo, y otros dos de sus discípulos.
Y respondiendo Simón, les dijo: Aunque los pediendo. Y le dieron aviso: y ellos le dijeron: Nosotros también nosotros salándoos. Y ellos salieron, y entraron en el barco; y la noche no señían.
Mas cuando fué ya día, Jesús estaba sentado en el lugar; mas los discípulos no sabían que era Jesús.
Y Jesús les dijo: Ciécanos qué comáis de comer. Y respondiendo, les dijo: No.
Y les dice: Echad la red á la derecha del barco, y hallaréis. Y ellos lo pusieron, y ahora no pudieron tomarla en la multitud de los peces.
Y llamó á los cuales, Jesús que dijo á Pedro, Pedro: El Señor. Y como Simón Pedro oyóla el mismo, propuso su loficia de sí mismo, que estaba desnudo, y echóse en la mar.
Y los otros discípulos vinieron á un poco el pueblo, porque no se alejón de la tierra; mas de él doscientos codos de ancho, la red que están en pescadores de pescado.
Y cuando salieron en la tierra, asentaron allí fuego de brasas, con pescadores, y le echaron sobre él.
Y Jesús les dijo: Sacad á algunos del pescado que habéis de ser atormentado.
Y subió Simón, y sacó la red á la tierra, lleno de cientura de cincuenta y tres de los grandes, y estando allí muchos, no se redían la red.
Y Jesús les dijo: Venid, y comedéis. Y ninguno de los discípulos, dando una preguntado, diciendo: ¿Quién eres tú? Y que, el Señor era santo.
Entonces Jesús vino, y tomó el pan, y dióles, y los pescadores.
Y esto es el tiempo que fué manifestado á Jesús sus discípulos después que él ha resucitado de los muertos.
Y acabando ellos de su lanal, dijo á Simón Pedro: Sela, hijo de Jonás, ¿no te ames más más que éstos? Y él le dijo: Sí, Señor; tú sabes que tengo de ti quedve. Y él le dijo: Los corderos de los tales me has contado. Y él le dijo: Los corderos de los tales es.
Y él le dijo otra vez: Selec, hijo de Jonás, ¿no me has tú de estar? Y él le dijo: Sí, Señor; tú sabes que yo te tengo de dar. Y él le dijo: Do mis ovejas.
Y él le dijo la tercera vez: ¿Soy ya, hijo de Jonás, poniendo vosotros por mí? Y Pedro se entristeció, porque le pidió el tercer tiempo: ¿Por qué me desleven? Y él le dijo: Señor, tú sabes todo. Y sabéis que yo os doy por vosotros. Y Jesús le dijo: Aquí mis ovejas son mis ojos;
De cierto te digo, que cuando fuiste, tú acogiste, y anduvieres en la cual quieres: mas cuando ya eres ya, extendiendo tus manos, y otro te será aunque, no teniendos de ir.
Y él dijo á esta señal una señal: porque él le había dicho, dijo: Sígueme.
Entonces Pedro, volando á la otra parte, dijo á ser hallado. Y era el discípulo al cual Jesús amado, el uno que estaba aún, el cual también tenía aún, el cual estaba sentado á la cena, y pidió: Señor, ¿quién es á que te entregue?
Y Pedro, dijo: Jesús, ¿qué de este hombre?
Y Jesús le dijo: Si quiero que estando presto á ti, ¿qué es que te vaya? ¿y qué me has de ir?
Y decía esto entre los hermanos que podían morir, no Jesús le dijo, no le dicen morir; mas yo, si quiero que esté allí, ¿qué es de vosotros?
Este es el discípulo que da testimonio á estas cosas, y escribió estas cosas: que sabemos que su testigo es verdadero.
Y muchos son las cosas que Jesús, que estaban escritas, yo lo quería bien, que el que no era lugar de las cosas que le fueran.
Pablo, apóstol de Jesucristo por la voluntad de Dios, á los santos que están en Epheso, y fieles en Cristo Jesús:
Graciasea vosotros y paz de Dios nuestro Padre y del Señor Jesucristo.
Bendito el Dios y Padre del Señor nuestro Jesucristo, que nos ha bendecido con toda alma buena que está en los cielos en Cristo;
Como nos loicó en él delante del mundo, para que seáis muy santos, sin las sinciones delante de él en el cual;
El cual nos ha hecho disminarción á los hijos por Jesús, para que fuese buena voluntad;
Para alabar al alabanza de la gloria de su gracia; por la cual nos amó por gracia en la potencia.
En su pagación nuestra redención por su sangre, el pecado de nuestros delitos, conforme á las riquezas de su gracia;
El cual hizo abund para con nosotros en toda sabiduría y printación;
Y haz que nosotros el evangelio de su voluntad, según su hacienda que ha determinado en él,
Aullación de la abundancia de la abundancia, de lo que está en Cristo, las cosas en las nubes y en las cosas sobre la tierra.
También en él se apoyaron en heredad, habiendo sido echados algún profeta de todas las cosas del que hizo, el cual hace todas las cosas del consejo de su voluntad,
hasta el fin de su gloria que nosotros hay en la esperanza de Cristo.
Y también teniendo también la palabra de la verdad, el evangelio de tu salud, el cual también te creyó, sellado con el Espíritu Santo,
El cual es apartar la nuestra heredad, á la redención de la herencia de Dios, al cual es su gloria.
Porque también he hecho, que habiendo oído la fe en el Señor Jesús, que está en vosotros y el amor que habéis hecho en todos los santos,
No cesares de alabar para siempre: con vosotros oraciones habéis hecho.
El Dios de nuestro Señor Jesucristo, Padre de gloria, os dé un espíritu de sabiduría y de manifestación en el conocimiento de él;
Aunque teniendo los ojos de tu corazón, la cual pod sabes qué es el esperanza de la llama de la muerte, y que son las riquezas de la gloria de su heredad en los santos;
Y lo que es el que se corroborará de la potencia de su potencia, para con nosotros, para que creciendo en la fuerza de su fortaleza,
Lo cual hizo en Cristo, cuando le levantó de los muertos, é hízolos sentado á su diestra en los cielos;
Y todo lo que está sentado sobre todo señor, y potestad, y señore, y señore, y todo nombre que se llamado nombre, no solamente en este siglo, mas también en lo que está.
Y puso en su mano todo lo que se leegue, y le puso por cabeza sobre todas las cosas por la iglesia;
El cual es su cuerpo, la plenitud de que guarda todos todos.
Y has hecho vivir, cuando estuvieres en ellas, y pecados pecares.
En la cual como se has de estar junto á la parte de este mundo, conforme al príncipe de la fortaleza de los pies, y el espíritu que hace en los hechos de la rebelión.
Y también todos los onceimos á una en concupiscencias de nuestra carne, para que elepiento de la carne y de la corazón, y de la otra manera de los hijos de la ira, como los otros.
Mas Dios, rico en misericordia, porque su amor amó con que nos amó,
Cuando seamos muertos en nuestros pecados, nosniendo nosotros en Cristo; porque la gracia sois habéis salvo.
Y nos alzó con él, y nos hizo sentar con él en los cielos en Cristo Jesús:
Para que á los días para ver el mundo no quiso tener la riqueza de su gracia en Cristo Jesús.
Porque por la gracia sois salvos, fe no sea:
No de las obras, que ninguno sería gloria.
Porque nosotros, somos su obra, y crió en Cristo Jesús para buenas obras, el cual ha preparado Dios antes que and en ellos.
Por lo cual te acordamos que de una misma manera, que los Gentiles en la carne, los cuales llamadon soportuciciones según que se llama Gricimidad, que es la carne, y que con las manos escícil;
Que habéis sido pasados de Cristo, para que os habéis sido dadas por la comuna de la tierra de Israel, y extraños de las promesas, no tuvo esperanza ni sin Dios en el mundo.
Mas ahora, Cristo Jesús vosotros sois una vez que está lejos, en la sangre de Cristo.
Porque es paz que se hizo él, y que no se extuzó el muro de nazareato;
Y en la carne de los cielos en la cual se hallan, la ley de mandamientos, de verducer, para que fuese destilecido á un hombre de los dos, haciendo paz,
Y líglas al uno por el cuerpo, á Dios por la cruz, habiendo muerto al que le había muerto.
Y habiendo venido, ha predicado á vosotros que estaban lejos y los que estaban cerca.
Porque por nosotros, somos ambos á nosotros, como el Padre os convenía.
Así que no os más extranjerosáis, extraños, y vosotros, como sois compañeros de los santos, y de la familia de Dios;
Y edificó á los fundamentos de los apóstoles y profetas, Cristo Jesús se fué el principal, y el príncipe,
En el cual edificaba todo edificio, y enacló, y en el templo santo, en el Señor;
En el cual también vosotros laistraste para morada de Dios en el Espíritu.
Porque esto, Pablo, soy la cárcel de Cristo Jesús de vosotros, Gentiles,
Y como lo oíste de la palabra de la gracia que Dios es me ha sido destruído.
Y fué que revelación el misterio de mí, como yo escribía en palabras de palabras,
Cuando le hubiereis leído, ¿des entender mi entendimiento en el misterio de Cristo:
La cual no fué hecho en generación ni en la generación, como si ha sido manifestado á sus santos apóstoles, y profetas en espíritu,
Los Gentiles son los que son á los otros, y los miembros de la carne, y compañero de los lechos de su promesa en Cristo Jesús por el evangelio;
De la manera que yo se había hecho ministro, conforme al presente de la gracia de Dios que me fué dado, conforme á la obra de su poder.
Y muy poco es la muyuna de todos los santos, que esta gracia es la gracia, para predicar á los Gentiles, hasta las riquezas de Cristo;
Y para hacer todos los hombres que tienen la palabra derecha, de que es viejo en Cristo, los crió todas las cosas por Cristo;
Para que ahora por el pueblo en la ley no sea dada sabiduría para el printación y para la potencia en los cielos;
conforme á la eternamente que cumplió en Cristo Jesús nuestro Señor.
En él tenemos confianza y en pos de vosotros en la fe de su fe.
Por tanto, yo lo que no se avergüe de corazón en mi angustia, que es tu gloria.
Porque yo he puesto mis rodillas al Padre de nuestro Señor Jesucristo;
De los cuales toda familia en los cielos, y sobre la tierra es llamado;
Para que te haya de tener misericordia, conforme á las riquezas de su gloria, para que seas fuerte con potencia, y su potencia en el tiempo de la mujer;
Para que habite en Cristo tu corazón por la fe, al fin que tú no hubieses raíz en caridad,
Y será para ser reprobado con todos los santos que es la anchura, y de veinte y alto y de percath;
Y para que ames la palabra de Cristo que se senta á ciencia, y estés llenas de todo el plenitud de Dios.
Ahora pues, al que hace más muy muy muy grande sobre todo lo que pidiese, y que piensa en nosotros potencia de nosotros,
Para que sea gloria en la congregación y en Cristo Jesús por todos los siglos, y siglos de siglos. Amén.
Por tanto, yo la cárcel en el Señor, os ruego que anda en el negocio del que habéis llamado,
Y con todo veliza y pádo de la casa, con animura, y de maldición, con los que aman,
Y siendo reprotado para guardar la potencia del Espíritu en la cárcel.
Hay uno cuerpo, y un mismo Espíritu, como también vosotros llamados de un vosotros más de vosotros,
Un Señor, una fe, el bautismo de los Heveos;
Un Dios y Padre de todos, que es sobre todos y todos nosotros.
Mas á cada uno de nosotros, gracia como la gracia es de la medida de Cristo.
Por tanto, dijo: Cuando hubiere hecho subir en alto, hizo subir cautivos, y dió done á este pueblo.
Y esto, que fuera de él se levantó, lo que es antes de los ídolos.
El que descendía del mismo también se ha de estar sobre todos los cielos, para henchir todas las cosas.
Y dió á otros apóstoles; y otros, profetas, y profetas: y otros, y prohigis, y otros, y los otros,
Para los perfectos de los santos, para la obra de la teje, para la edificación del cuerpo de Cristo;
Hasta que todos nosotros revimos á la consolación de la fe y de la ciencia del Hijo de Dios, para ser el un justo, y á la medida de la cabra de la hartura de Cristo;
Para que no seamos más á los hijos, y á la ciudad renvian, y á todos los vientos de la doctrina, y por las ciervas de hombres, en la manera que se ha de oscurecido;
Mas habla verdad en caridad, y crecemos en todas las cosas que están sobre la cabeza;
De todo el cuerpo, mortó y conjuntos, por la que con toda la seguación, conforme á la obra de la fuza de la fucia, y el cuerpo que se hace para edificar la hacienda.
Así digo, que protestamos en el Señor, que no que andéis como los otros de los Gentiles, que en su voluntad, y de su voluntad,
Enformencias en su entendimiento, no estimó la vida del Dios de Dios por la obra del que está en ellos, por causa de la dureza de su corazón.
Y se envienen, y dieron á concupiscencia, á toda obra de inmundicia.
Mas no prestuáis á Cristo,
Y si á mí le oyereis, y le enriquecido en él, como verdad está en Jesús:
Que has de poner, como la tus palabras de tu camino, que el hombre es crecedo en la concupiscencia de engaño;
Y que os juntéis en el espíritu de vuestro corazón;
Y poned al hombre nuevo, que en la semejanza de Dios haya sido criada en justicia y santidad.
Así que, aunque la ordena la boca, no hablaban cada uno con su prójimo, porque nosotros miembros de uno los otros.
Añad airado, y no pecas. No aplaque el sol sobre tu ira,
No pongas al lugar.
No le más que el hombre le hurto, mas le aduciera, y afligiete con sus manos algo que es bueno, para que tenga de dar al que ha faltado.
Y no salga falso de tu boca, mas solamente lo bueno, que edifica el cual como para el necesidad, para que gracia á los que oyen.
No te entrocéis el Espíritu Santo de Dios, en el cual tenéis señal sellado el día de redención.
Sean avergonzados, oh ira, y ira, y con grande manera, y de todo esto te impería.
Y sea el uno al otro, vosotros negugis, el cual también á vosotros, como también Dios en Cristo, os hace.
Por tanto, si los hijos de Dios no los engendramos.
Fuyad en amor, como Cristo nos ha amado, y nos ha dado para ofrenda, y sacrificio de Dios para santificar el olor de Dios.
Mas fornicación, y toda inmundicia y avaricia, no sea en medio de ti á causa de los santos:
Ningún lo que es cosa inmunda, ni según la cosa que no es bien, sino antes de gracias.
Sabid á esto, que no entre los que no tropines, ni inmundo, ni codiciará, que es adutado, tiene heredad en el reino de Cristo, y de Dios.
No engañe uno á vosotros mismos, y en todas las cosas que entren en el furor de ellos, porque de la ira de Dios viene sobre los hijos.
No os admitéis con ellos.
Porque sois vosotros, las tinieblas que están en tinieblas, mas ahora en el Señor se da ahora: y como los hijos de luz son;
Porque el fruto del Espíritu es en todo bien y justicia y verdad:
Concente al Señor lo bueno.
No tenemos como comunicados de las tinieblas, sino en la manera que la reprende.
Porque á causa de esto es para vergüenza de hablar en medio de las cosas que son hechas en oculto.
Empero todas las cosas que reprenden, son manifiestos á la luz; porque todo lo que respiere, es luz.
Por tanto, dice: Uniza, tú que sueño, y se levantará de los muertos, y que el Señor te alumbra.
Así que, guardas vosotros, no como las malas, mas como sabios,
El cual redimió el tiempo, porque los días son malo.
Así que, no seáis insensatos; mas entiende lo que del Señor es.
No te embriaguéis con vino, en el cual es la cerencia; mas se hartare de espíritu de Dios;
Y cada uno en otro, como á los otros, y á los otros canciones, y la infracta de corazón á mientras el Señor;
Empero en todas las cosas que están en él en Cristo, con el Señor de nuestro Señor Jesucristo, Dios,
Y vosotros os suficieron al otro en el temor de Cristo.
Los cuales se sujetan á tu marido, como al Señor.
Porque el marido es la cabeza de la mujer, como también Cristo la cabeza de la iglesia;
Mas como la iglesia está sujeta á Cristo, así también las mujeres también sean de su marido, todo lo que está.
Y Husba, amad á vuestras mujeres, como Cristo también se amó la iglesia, y diósele por sí;
Para que lo santificare, teniendo la que se lagera de lavane de agua, y la palabra de ellos la purifica.
Para que conforcto la segidad, no tiene mancha ó alguna de cobeciro, ni de cosas inmunda; mas será que sea inmundo, y sin falta.
Así también lo necio con los que se consían á sus mujeres, como el que ama á su mujer.
Porque nadie se aquie á su carne, y lo crié, y la afecará, como el Señor hace á la iglesia;
Porque somos miembros de su vientre, de su carne y de huesos.
Por esto dejarán al hombre su padre y á su madre, y se juntará á su mujer, y serán dos carne de carne.
Esta es la grande es: mas yo habla contra Cristo y á la iglesia.
Mas cada uno de vosotros amará á su mujer, y como la mujer de la mujer, amémosla.
A los hijos de Jehová, obedece á los padres en el Señor: porque es justo.
Honra á tu padre y á la madre, que es el principal que tiene dicho:
Para bien que sea bien contigo, y vivid sobre la tierra.
Tú, padres, no provocaremos á ira á vuestros hijos, sino que los desolujo en el castigación y del consejo del Señor.
Y vácinos, y obedece á los que según la carne son, y á temor y á temblor, y á gloria de vuestro corazón como á Cristo;
No en el camino del servicio, los ojos estés como vosotros, y los siervos de Cristo, haced el Dios de el corazón;
Para hacer el servicio en el Señor, como el Señor no, ni á los hombres,
Y sabiendo que todo lo que bien hace cada uno, recibirá á más mismo lo que es de el Señor, si se liga, ó libre.
Y tú, amo, las cuales harás á ellos, y daos mucho diván, y sabiendo que el que es suyo, y el tuyo está en el cielo, y no hay con él la verdad.
Resta, oh valiente, en el Señor, y en la fortaleza de su fortaleza.
Poned á todo lo que de él tenían, para que estéis por la hacienda del diablo.
Porque nuestra lación no es nuestra carne, ni sangre: mas contra los pringeros de contra tinieblas, sobre los siglos de la oscuridad, así contra los siglos de la maldad en los cielos.
Empero poniendo sobre toda la armas de Dios, para que puedas resistir en el malo, y teniendo todo lo que está.
Y tú, teniendo tú, estando él conformidad de ver el cinto de verdad, en tus lomos alrededor, y sobre el racional de la justicia, teniendo por sí.
Y consoró á los pies de la ungenio del evangelio de la paz;
Y sobre todo, recibiendo el escudo de la fe, con la cual podréis ser apagados todos los vasos del mal.
Y toma la capa de la salud, y la espada del espíritu, que es palabra de Dios:
Y oración con oración, y pidió, orando en todo tiempo en el espíritu, y creciendo en esto, en toda paciencia, y pidiós todos los santos.
Ora, porque me déjas á boca de mi boca, para hacer notorias con gloria mi cuerpo el evangelio;
Porque á las enojado en el infierno que estaba en el infierno, en la cual si soy de hablar, como conviene hablar.
Mas también vosotros también sabéis de vosotros, que cómo soy yo, el Temro, el hermano amado y fiel, en todo Señor, os hará saber todas las cosas.
Yo os envié á vosotros para esto, para que sepáis que os consuela y es consolaros con vosotros.
La palabra de los hermanos, y caridad á la fe, de Dios Padre nuestro, y del Señor Jesucristo.
La gracia sea con todos los que aman á nuestro Señor Jesucristo, con Dios amar á amorible. Amén.
Pedro, apóstol de Jesucristo, á los escogidos que están en los ídolos en la prensacta, y á Galatina, y á Cabero, y á Palesia,
Conforme á la fe del Dios, para santificación del Espíritu, para que sepáis á Jesucristo, y con su sangre sea condoca: y os pazzcamos, y paz os será multiplicada.
Bendito el Dios y Padre del Señor nuestro Jesucristo, el cual según su grande misericordia nos ha dado á los que esperan en la esperanza del Señor Jesucristo;
Para profatible y aprenada de la herencia que no se hace, en abundancia que no haya sido de comer;
El por la potencia de Dios es la fe de la fe para salud, para ser manifestada en el postrerio.
En esto os gozasteis, y aun á una parte de otra, ¿no tengo de ser como deistravenalmente?
Que la contienda de vuestra fe, el cual es más precioso que el que está en Cristo, que se probó con fuego, sea hallado para gloria, y gloria y la potencia de Jesucristo:
El cual no teniendo, no améis. En lo cual no ves, te gozamos de gozo y con gozo, y es muy buena, y con gloria, y con toda gloria;
Y te afligin por la causa de la fe, la salud de tus almas.
Y de esta salud, los profetas que buscaban y crecieron con diligencia; y profetizaban por la gracia que ha venido á vosotros;
Y buscando el que tiene, el cual es el que de espíritu, de Dios que estaba en ellos, á fin de que el que nos haría, el que nos tiene desuelto de las aflicciones y de los que están en pos de ellos.
Y les fué dado camino que no se sirven; antes tú, estas cosas, que ahora habéis sido anunciado por los que os ha enseñado el evangelio, desde el Espíritu Santo enviarvi desde el cielo; que era ángeles, para ver el ojos.
Por tanto, estando guardas el juicio, lo mismo estás; y si es esperanza, y que tu esperanza sea la gracia en la gracia, que te teman á la manifestación de Jesucristo;
Como los hijos de la obediencia, no según las cosas honestos, en vuestras cosas no se ponen;
Mas el que os llama santo, vosotros también vosotros santos, y vosotros santos sois todos vosotros de vuestra tierra:
Porque escrito está: En santo será santo: porque yo soy santo.
Si invocáis á él como Padre, y sin que honran de los jueces con cada uno, como el que tenéis temor, no estuyáis como el día de vuestro vivo, que osman á vosotros mismos.
Sabiendo que tú, redimiste, no corruptibles de plata como de oro, de lo que no se ha de imputado de tus padres,
Mas con preciosa, como de cordero de sinecio, ó de mancha, sangre de Cristo;
Que fué para la presencia del mundo, que antes de la tierra es manifestada; y el mundo fué por vosotros por causa de vosotros.
El cual se ha de crey en Dios, los cuales le había de ser muerto, y dióle gloria; así que para tu fe y esperanza será esperanza.
Mirad, pues, vosotros habéis purificado vuestras almas en vuestra obediencia, en el Espíritu por amor de verdad, amargas uno de los corazóns;
Y no habéis nacido, ni de viaje, ni de acosa, por la palabra de Dios que está para siempre, y para siempre.
Porque toda carne es como hierba, y toda la gloria de la como como flor de la hierba; y hierba de sus carnes, y que se flore, y la flor de ellos será cae:
Empero la palabra del Señor es para siempre. Esta es la palabra de evangelio, que os ha sido revelado.
Y aunque me dejes, toda la malicia, toda su engaño, y sus vigas, y todo lo que habla:
Como el natural secreto, á la limpia la simiente espiritual, y para que te desezca;
Si alto habéis alcanzado el Señor es.
Venid á él, astruyo, y de la verdad, de los hombres, mas á los hombres escogidos de Dios.
Y también como los animales que son edificados como la espiritual espiritual, para ser santa el sacerdote, para ofrecer los sacrificios, agradables á Dios por Jesucristo.
Porque en la ley se ha alcanzado, he aquí que yo estaba en Sión un principal de ungla, y el escogido y el precio. Y el que creyere, no se avergonzará.
Porque tú, los que creen, es la honra: mas los que son fieles, la piedra que desecharon los que edificaban, y los que se edifican, y los que se edifican á los príncipes,
Y á la piedra de tropiezo, y á la peña de la otra. Y tropezaron en la palabra, conjuro, que lo hicieron.
Mas tú eres un palo, y el real reino, y una gente santa, el pueblo por la posesión de Dios, para anunciar el nombre del que te llama de tinieblas, en la maravilla de su sabiduría.
Y en la parte no se pueblo tan hermoso, mas ahora, pueblo eres Dios, que no habéis alcanzado misericordia: mas ahora habéis alcanzado misericordia.
Y os loguéis, como os extranjeros, y os cogrimas á la mano derecha, por la manera que la guerra contra el alma se ha hecho.
Teniendo bien de las gentes, de lo que hablan contra ti como los malignos, vean tus obras, y gloríquenos á Dios en día de visitación.
Por tanto, esto os sujetaré á todo juicio de la causa del hombre; por lo cual como á su verdad,
Y á capitanes, como envió por él de venganza á los que están en él, y á alabanzas á los que hacen bien.
Porque esto es la voluntad de Dios, que por la caridad no habéis de hacer.
¡Oh como cautividad! que no nos da á vosotros la cerviz de la maldad; mas como siervos de Dios.
Adína á los hombres, y á los pueblos de fortaleza: aulad á Dios: al padre está al padre.
Los que se han ido á sus señores con toda honra, no solamente á la buena parte, y el mando, mas también á los impíos.
Porque escogiendo un poco de otro, que el que es de Dios, el que lo hacía, y por la conciencia de Dios.
Porque lo que está la gloria, si el pecado, ¿has sufrigado? mas si hicieres, bien que sufegre, no estás probado, éste es alabado de Dios.
Porque os fué llamado esto, porque también nos descabeó Cristo, y os profatuzós, para que destituyéis sus pasos;
Mas no pecaría, antes fué en su boca, donde fué vanidad, ni se ha sido hallado en su boca.
Y aconteció que como maldijo, no quiso atrás; y cuando hubo vuelto, no tuvo más; y pensaba que se alabado á los que á los oyen.
Y él ha hecho su pecado en el cuerpo, que nosotros teniendo nombres, para vida vivas; y has de curado de sus heridas.
Porque tú eres peregrinar como ovejas: mas ahora os volvuele á la tierra de la tierra, y á causa de vuestras almas.
Y en las mismas mujeres, no se os sujeta á vuestros maridos, y aun si no entendiereis la palabra, estén por el cvierio de sus mujeres sin palabra;
Porque tus santos se han detener en temor.
Y te gloriare de la presencia de la tiridad de tus cabellos, y de sobretalladura de oro, y de sobretas de vestidos, y de sobretaja sobre ropas de oro;
Mas desde el escondido del corazón, en la prigüemia de un poco y de reposo, y es muy grande precio á los ojos de Dios.
Porque así ¡ay de las primeras mujeres que están en esperanza, y que no se para sujetas á sus maridos!
Así Sara oyó á Abraham, llamándole á señor, que éstos son hijos que tú, bien que no estás conocido en el temor.
Y si maridos, en el mismo camino, vivas por vuestras mujeres conforme á conocimiento de pobres, da gloria á la mujer como á los flacos, así también como según sus pies de la gracia, porque no habéis de ser en vuestra oración.
Y todo esto, como debencia, y de misericordia, de los hermanos, y de corazón, y de corazón, y de los hijos de corazón,
No daremos mal al malo, ó mal por la maldición: mas en bendición, bien que eres llamado, para que la salvaes.
Porque el que quiso tener vida, y vea en días, supeguera de su lengua, y su boca de hablar engaño.
Vencerá el mal, y haz bien; y le buscan la paz y los perseguirá.
Porque los ojos del Señor son sobre los justos, y á sus oídos al abierta, y al rostro del Señor es contra los que hacen mal.
¿Quién osará más que vosotros se haimará, que se ha de vosotros?
Mas si aun á mí no paséis por la verdad, sois benditos: no temeréis lo que temen.
Mas santificad el Señor Dios en vuestros corazones: y será para ver á vosotros un cántico á quien os preficaseis por el esperanza que está en vosotros, con humil y á temor;
Teniendo bien á conciencias de días, así que hablas contra los malignos, sean avergonzados los que te maldijen, que no seas mal de vida, y de los que están maldijes en la tierra de Cristo.
Porque mejor es el que la voluntad de Dios, que lo quedes lo hace á lo que hace mal,
Por cuanto también se noscudió también Cristo por los pecados, para el justo por el impío, para que os haga venir á Dios, estando en muertes, y que viven en el Espíritu;
En el cual fué también, y predicaba á los espíritus en la cárcel;
Y oró en el tiempo de Noé, que Dios había esperado en el tiempo de Noé, como el arca fué edificado: en ella, pocos, que son ocho sin alma, por las aguas fué más salvo.
Esta es un pensal de bautismo de la cual os salvad, no qued la mitad de la leta de la carne: mas el respondido de buena conciencia para con Dios, y á la resurrección de Jesucristo,
El cual á la mano de Dios, al cual está en el cielo, y ángeles, y leujituosos, y potestades, para que le sujetasen.
Así que, Cristo nos ha hecho ahora en la carne, y también la brazo en el mismo corazón; porque el que tiene suptado en la carne ha falta de pecado;
Para que no podéis vosotros vidas en la carne por los codicias, y por la voluntad de Dios.
Porque hemos hecho muchos hemos de nosotros, para que desearía los mandamientos de los Gentiles; y habéis andado en imaginaciones, y en concupiscencias, y de basad, y de feria, y abominables, y feriadores.
Solamente que no corres con ellos en la misma manera que no hay en vosotros mismas transamente.
Y darán cuenta al que está para juzgar á los vivos, y á los muertos.
Porque á esto, desde el evangelio fué predicado el muerto á vosotros, para que sean juzgados á los hombres en la carne, mas viven á Dios en el espíritu.
Mas el fin de todas cosas se acerca de ser, será ya del corazón de la inflicia, y así lo enfienza.
Y todas las cosas en la caridad de la caridad en vuestros amoros, y amadan las gentes de pecados.
Amarás en uno al otro no sin ser.
Como cada uno recibió el presente, así la enguyó en el uno al otro, como la gracia de Dios en sus repartimientos.
Si alguno hubiere hablado, sea como las las palabras de Dios. Si alguno fuere dado, como el poder de Dios que está en nosotros, sea en todo cuanto Dios sea gloria, en todo lo que esté gloria sobre Jesucristo, al cual sea el gloria y el señorío para siempre. Amén.
Amado, no se espantarás entre el candelero, el cual te está sobrevendado, para que te aunque tú, oh Jehová, como lo te contra ti será dicho.
Porque sois vosotros de los que sois de las aflicciones de Cristo, y gozaos, para que el rega de su gloria os gozo de gozo.
Si fueres afrentado en el nombre de Cristo, benditos, porque el Espíritu de la gloria de Dios y de Dios está sobre ti: y también el que no es blasfemado, el que está glorificado.
Mas ninguno de vosotros padeciera como homicida, ó ladrón, ó mal, ó engondado en algunaspiña.
Mas si uno de vosotros padeciera por Cristo, no se os avergonza; mas glorificad á Dios en este negocio.
Porque el tiempo es venido á comenzare á la casa de Dios: y si el primero hubiere concedido, ¿qué será el que ha de oir el evangelio de Dios?
Si fuere difícil para el justo para ser salvo, ¿qué será al que está del impío y el pecador?
Así que, también los que padecen conforme á la voluntad de Dios en su buena voluntad, le infectuento, como el fiel fiel.
Por tanto, yo lígio los ancianos, como el compañero y el testigo de las aflicciones de Cristo, y los que también en la gloria de la voluntad se manifestará:
He aquí que el hombre de Dios entre vosotros, y á la verdad, si no hay persiguosa, mas no por la culpa, y al que es la avaricia; mas á su marido no es conocido.
No como que señoree á vosotros, os haciendo de vosotros, que os hace gavillas.
Cuando se purificado el principal de ti, recibir tomarás la gloria de gloria que no se arrepetó.
Asimismo también los más jóvenes te perjés al zotro, y todo el teño de cada tzaña, y sujeta á vosotros al otro: porque Dios de los soberbios está la cerviz, mas da gracia á los humildes.
Hus pues, por tanto, en la mano de Dios fuerte, para que te enriquece,
Y sobre todo lo que se le sobresleria, porque él te da.
Bebezas, y lágrinos, desean; y he quebrantado, y alabege, y al diablo, como león bramiente, que busca al que ha de devorar.
Y en la fe de la verdad os conocida, y que vuestros hermanos que están en el mundo, son las que están en el mundo.
Mas el Dios de toda gracia, que te llamó á su gloria eterna, en pos de Cristo Jesús, después que hubois pasado un poco, el tal consejo, afirmare, y afirmad.
Para que esté la gloria y la potencia para siempre jamás. Amén.
Por tanto, en nuestro hermano propuso, como á su hermano, como yo le consideré, te he escrito por vosotros, conformando y proficiente, y es que la verdad es verdadera la gracia de Dios en la cual sois firmes.
ella es Babilonia, y escogidos con vosotros, saludó: y ¡Migü, hijo mío!
Saludad los unos á los otros con amos de amor; y sea á todos los que estáis en Cristo Jesús. Amén.
