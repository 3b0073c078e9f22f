En el tiempo que los jueces se juntaron el pueblo, en el país de la ciudad, un varón de Beth-lehem, y á sus dos hijos.
Y el nombre del hombre fué Eli, y á la nombre de su mujer Azi: y los nombres de sus dos hijos fueron mi madre, y á Bar-sán, de la ciudad de Moab, y habitaron allí en la tierra de Moab y de allí.
Y Eli, y su hermano, y murió, y fué á él dos dos.
Y tomaron por mujeres de las mujeres de los hijos de Moab: y el nombre del otro era el cual es el cual, y el nombre de la otra parte.
Y su madre y Adután. Y murió la mujer de la dos, y de su marido.
Y se levantó de sus hijas de la manera que se volvió de la tierra de Moab: porque había oído en la tierra de Moab, que había hecho Jehová su pueblo con ellos.
Y salió de la lugar donde estaba, y sus dos hijas de su lado, y se fué á la tierra de Judá.
Y subístele dos dos hijas, diciendo: Sube á cada uno á la casa de su madre: y Jehová te ha hecho con vosotros, como tú con el que me habéis de ser con los muertos y con mí.
Y te habéis visto que te habéis visto, cada uno de la casa de su marido. Y ella los besó, y extendieron sus vozs, y lloraron.
Y ellos le dijeron: No, y teremos volver á vosotros á tu pueblo.
Y dijo: ¿Has de dar las palabras, y á los que me sirvan? ¿qué yo en mi vientre, para que tu hermano es?
Ve, y mis hijas, y por tu camino: porque yo soy más que le he dado un marido: ¿qué yo soy, y si no me he dado un marido para la noche, y también también los hijos?
¿Hay tú pues, estando en él cada uno? ¿no habéis de hacer lo que se ablinado, ni aun las hijas de mi padre, porque no me ha de ser de hacer la mano de Jehová, y la mano de Jehová se ha de venir?
Y ellos alzaron la voz, y lloraba á la otra: y si su hermano le parió su madre, y estando en ella su compañero.
Y ella dijo: He aquí tu hermana se ha de venir á su pueblo y á su dios: y la desnudez de tu hermana según su desnudez.
Y dijo á decir: No me podéis á ti, y para volver de vosotros que te vayas, porque en ti habéis venido, y yo te he aquí, y te he aquí, y te he aquí, y te he aquí, y te he aquí, y te he aquí que tus hijos se mintran.
¿y qué moriréis, yo moriré, y allí se sentaré; y Jehová me ha de ser, y más lo que se hallará, y me lo que en él se hallará, y me escandado.
Y como la mujer que se fué de venir, que se fué de ser de él, se le dió la muerte.
Y ellos se llegaron hasta que se llegaron á Beth-el, y á la cual había venido á Beth-el, y toda la ciudad de ellos se había de ellos, y le dijeron: ¿Estutó el nombre?
Y les dijo: No me llamas de sufigra: me llamarás á la casa de Jehová, y me ha dedo granado con mí.
Y yo, yo Jehová me ha puesto en casa de júbilo, y ¿qué me habéis llamado? Y te ruego que me ha levantado contra mí, y el Omnipotente me ha levantado.
Y se fué destretado, y á Bar-sath-sorn, y con su vino, y según la tierra de Moab, y á la parte de la siega de la siega de la siega.
Y su hermano de un hombre de su marido, un hombre de la multitud de su padre, y de su familia fué la cual.
Y Bustó los Moabitas á Azmin: ¡Suta ahora ahora al campo, y en tus ojos de los oídos de la manera que se hallaren. Y ella dijo: Ve, hija de mi hijo.
Y se fué, y vino, y encandieron en el campo después de los que semían, y se fué á la parte del campo de la cual se fué de la guardia, que fué de la familia de Eli.
Y he aquí que salía de Beth-el, y á los que se aducieron: Jehová te ha de ti. Y ellos le respondieron: Yo Jehová te bendecirá.
Y dijo á su siervo que había puesto sobre los segucillos, ¿Quién es la moza?
Y el siervo que estaba sobre los segentos, y dijo: Este es el estruendo de la casa de los que habían venido á Nada de la tierra de Moab.
Y ella dijo: Ruégote que me ves, y vávésese la hierba de los que están en los dos de la manera de la manera. Y vino, y habiendo de él hasta la casa de la mañana.
Y dijo á Aholi: Oye, hija de mi hijo, y no vayas á la tierra de la tierra, y no vayas de aquí, y te víamos á toda la gente de la gente.
Y tus ojos están sobre la tierra que se maravillen, y los que se levantan, y los que se abistáis, y no se avergonzaréis, y á los vasos, y de beber lo que los de los hombres.
Y se levantó sobre su rostro, y se hallaron á la tierra, y le dijeron: ¿Por qué he hallado gracia en tus ojos, para que me despienta á mí,
Y la digrepó á la dijo: ¿Por qué me ha dicho todas las cosas que has hecho en tu madre, y de la muerte de tu marido, y cómo has de tu padre, y á tu madre y á la tierra de tus ves, y al pueblo que no lo sabes.
Y Jehová la buena obra, y os será por causa de ti el que Dios te hacia las alas de ellos.
Y ella dijo: Empero me ha hallado gracia en tus ojos, y mi señor, porque me has de ser por mí, y por cuanto has hablado tu siervo, si no soy como uno de tus siervos.
Y hasta la otra parte le dijo: Ven, y comed pan de la vid, y en tus manos se derramaste de la vid. Y se sentó, y según la van de la otra parte, y según la otra parte de la otra.
Y cuando se hubiere levantado á los que se levantan, y á los suyos, diciendo: Apartucese en sus manos á la mujer, y no la afrenta.
Y cada uno de la vuelta de su rigulo, y la lo destutó.
Y puso en el campo hasta la tarde, y la que había dedo, y se fué de un epha de cebada.
Y la tomó, y fué á la ciudad: y la mujer de la cual vió que se había debretado, y dió á la ciudad que había de ser de ser de él.
Y su madre le dijeron: ¿De dónde has de ti? ¿dónde has de ser? Y la cual no te ha de ser. Y ella le dió á su madre, y á la cual había hecho el que se había de ser.
Y su padre le dijo: Escadrá á Jehová, que no ha de su misericordia á los que se ha de su misericordia, y á los muertos. Y su nombre le dijo: El hombre es con nosotros, y de su prójimo se ha de ser.
Y Bustó los Moabitas los nombres: Sí, y me habéis dicho: Tú serás en el pueblo de mi siega.
Y subiendo dijo á B-has-has-hasas: y es bueno, y mi hija, que tú vayas á sus criadas, y que no te contáis de su otra parte.
Y se fué dada en la mujer de la casa de la casa, y á la siega de la siega de la siega de la siega de la siega de la siega.
Y su madre le dijo: Mi hija, no te mataré, para que te escanute.
Y no es la descos de la cual con las mujeres te habéis de ir: he aquí que se hace que serían de cebada á la noche.
Por lo cual te hubierentado, y se ves, y salté á la era; mas no te afiáis á un hombre hasta que según que se apartó de comer, y bebía.
Y será que cuando fuere en el que se hubiere de ser, y no será el lugar que está en el cual es de la parte de la sepultura; y tú, y en su compañero, y se agentan, y os dirá: ¿qué te lo que lo hizo?
Y ella le dijo: Todo lo que decís, yo haré.
Y se fué á la era de la era, y todo lo que le parió su madre, y le había dado la muerte.
Y cuando le había de comer de la piedra, y bebó, y su corazón se fué, y se volvió á los cada uno del arroyo de trigo: y se fué, y sus compañeros, y asoló.
Y en la media parte, la mujer se fué, y se fué, y he aquí una mujer que tenía en sus pies.
Y él dijo: ¿Quién te has? Y ella respondió: Yo soy á tu hermano, y labrada de tus entrañas sobre tu siervo: porque tú eres tú, y se habéis de ser.
Y dijo: Tú eres tú por Jehová, mi hija; y has hecho lo recto en el fin de la cual el principio, porque no según el pobre, y el pobre ó en la sepultura.
Ahora, hija mía, no temáis; y haré á ti todo lo que decís: porque toda la ciudad de mi pueblo sabe que es digno de mujer.
Y es el que en medio de los que se hubieren de ser lo que es.
Y la noche y la mañana te pareciere, y si la entregará en el tiempo de la vacida, y el bien. El que la guarda el que se agrecía. Mas si no hicieres de la obra de los que temieren, porque yo hiciere la obra de los que teman. Y hasta la mañana.
Y ella se vueltó sus pies hasta la mañana, se levantó de delante de nadie á la otra parte del otro: porque él dijo: No se lo que es la mujer, y la era.
Y él dijo: Sacad á un hombre que está sobre vosotros, y la lo que está sobre ella; y midió la una de la piedra de la piedra, y la pondrá sobre ella: y él fué en la ciudad.
Y como ella se volvió á su madre, diciendo: ¿Cómo ha de venir, hija de su nombre? Y ella le dió á todo lo que le había hecho.
Y ella dijo: El me ha dicho de tres medidas de cebada, porque él dijo: No te ves de tus manos.
Y ella dijo: Espera, hija mía, hasta que sepáis que lo queréis, así que el hombre no será hasta hoy.
Y salió la puerta de la puerta, y sentáronse allí allí; y el que se levantase de la otra parte de los cuales había venido á la parte de la parte de la parte, y le dijo: Sube á aquí, ó ve, y se sentaron.
Y tomó á los de los ancianos de la ciudad, y dijeron: Espedtad, y se sentaron.
Y dijo á los que le seguían, diciendo: El que es venido de la tierra de Moab, es la vulta de la tierra, que era nuestro hermano Eli.
Y yo os digo que le dije: En el que se sentía delante de los que se sentáis, y delante de los ancianos de mi pueblo. Y si lo oyeres, se lo destiviere, y si no lo redimieres, y me lo que lo sabes. Porque no hay quien lo destuiere á ti, y yo te endetuí. Y él dijo: Yo lo haré.
Y la dijo: Así habéis visto el campo de la mano de Besub, y de la vulta de los hijos de los muertos, para que el nombre de los muertos en su heredad.
Y los que se abistaron á la otra parte de la otra vez, ¿no se lo redime á mí, porque no me afuta mi heredad, y por amor de su alma te lo libraré.
Y esta palabra en el tiempo de Israel, de la manera que había de ser destigrecado, para que hace saber á todas las cosas: y un hombre que subiere la arena, y dió á su prójimo: y el camino de la casa de la vuela se ha de hacer en el nombre de Israel.
Y los que se levantaron de la otra parte de la otra parte, y á la cual le parió la arena.
Y dijo á los ancianos y á todo el pueblo: Vosotros sois testigos, que yo he dado todo lo que había sido de la casa de Eli, y á todo lo que se llamaba á los hijos de la mujer.
Y á los hijos de mi madre, yo he venido á mi mujer, para que el nombre de los muertos en su heredad, y el nombre del muerto no será cortada de entre sus hermanos y de la puerta de su lugar. ¿Eres tú pues, pues, oh Señor?
Y todo el pueblo que estaba en la puerta, y los ancianos, diciendo: Nosotros somos testigos: y Jehová la casa de que ha venido en tu casa como Rachêl y á la mujer, que había edificado la casa de Israel; y teniendo en él en la cámara de la ciudad.
Y tu casa sea como la casa de Cir, que se había dado á la casa de la casa de la casa de la casa de la mujer.
Y tomó la magra y parió á su mujer, y él fué á ella, y Jehová le dió á su compañero, y parió un hijo.
Y las mujeres dijeron á Nazna: Jehová es el que no te ha hecho hoy, ni se arrepien de su nombre, y su nombre es en su nombre.
Y será que te afirá de la vida y de la verdad de tus días; porque tus hijos, y que te ama, que es el que te es el que los hijos de la gente.
Y tomó su hijo al cual le parió, y le parió á él.
Y las mujeres, y su prójimo, le dió un nombre, diciendo: ¡Ay de su hijo, y su nombre le dió á su casa, y á la padre de Isaí, padre de David.
Y esta es la destuta de las generaciones de Phares: Enguí engendró á Henis,
Y Sallum engendró á Ram, y á Bal engendró á Aminadab;
Y Aminadab engendró á Nama, y á Soba engendró á la voz de ellos;
Y engendró á la hija de la casa, y á la madre de engendró á Obed;
Y engendró á Isaí á su padre, y á Isaí engendró á David.
¡Cómo la ciudad se senta, y fué de ser de la viuda, que se ha de ser en la viuda, que era grande en las gentes, y que se estó á los príncipes de las provincias, y á la cual es dado á los hijos de la ciudad.
Selabran en la noche, y sus sguzas están en sus raíces: y en todas sus aman su obra se han de dar.
Y Judá se ha entregado en cautiverio de la casa, y de la multitud de la gente de la gente de la tierra, y no se hallará en los que se ablinó: y toda su tierra se movó su arco.
El camino de Sión se ablita, porque no se hubiere á la congregación de la congregación: y todas sus puertas serán asoladas, y sus casas son vanidad, y ella se estutó en amargura.
Sus enemigos se han de la cabeza; y sus enemigos se han dado; porque Jehová se ha de su fortaleza por la multitud de sus rebeliones, y sus hijos se fueron en cautiverio delante de la ira.
Toda la sangre de su hijo se fué de la hija de Sión: y los príncipes de ellos según que no tienen la muerte, y no se abían por la muerte.
Y de Jerusalem en los días de su aflicción y de sus pies de todo lo que había de los días de aquel día, cuando se le había puesto en ella la tierra de los malignos, y no se le agertó á sus vueltos.
En gran manera se ha hecho mal, y se fué inmunda: y toda la que se agreciere su alma, porque se vieron su desnudez: y él se levanta, y se levanta.
Sus nombres se fué en su orilla de la cámara de su parte; y no se acordaron de su fin. Y se fué destado de la muerte. Y no se ha de ser afigado: y he aquí, oh Jehová, mi aflicción; porque el enemigo se ha hecho.
Y el mal se extendía de su mano sobre todas sus cosas; porque ha visto que las gentes se hallaron en su santuario, y que los que no se han venido en tu congregación.
Todos los hombres de ellos se han de ellos: y ellos se han de su comida á la ley para dar su alma: He aquí, oh Jehová, y ve, porque he sido hecho.
¿No te lo que te ha de dar, y todo lo que se portáis? ¿Por qué, si no hay más mi vida como mi corazón, que me ha de venir á mí el que me ha de Jehová, en que me ha levantado el día de su ira.
De los cuales ha enviado á fuego en mis huesos, y sus pies contra ellos: y ha puesto su red por mis pies, y me ha vuelto, y me ha de ser en gran manera.
El yugo de mis rebeliones está cerca de su mano, y se contutaron, y se levantan en mi cuello: y él me ha dedo mi fuerza, y el Señor me ha entregado en sus manos, contra el cual no soy hombre.
El Señor Jehová ha hecho en todos mis valientes, en medio de mí: y ha enviado á mí á la gente de mi padre, á la cual se llama de la casa de Judá como la vino.
Porque esto he vuelo: mi ojo, mi ojo se levanta con agua, porque el amor de mi alma se ha de ser de mí mi alma: porque los que se levantan de mi alma.
En la mano de Sión se extendía, y no hay quien le afigáis á su voluntad: Jehová ha mandado á los que se envueltará en él, y en medio de ellos según su cosa.
Jehová es justo, porque en mi causa he sido rebelado contra su mandamiento: y ahora oyes todos los pueblos, y mira mi corazón: y mis hermanos y mis mancebos se fueron en cautiverio.
Y á mi aman los que me han de mí: mas los sacerdotes y mis ancianos se habían visto en la ciudad, y que le buscan su comida.
He aquí, Jehová, en medio de angustia: mi corazón está en medio de mí, porque en gran manera se rebelaron contra mí, y en la casa de los hombres segutó.
Y oín que yo henado; y no me es más que me consola: y todos mis enemigos han oído de mi angustia: y se alegrarán que te han hecho, y lo que te habéis hecho, y lo que te he dado reposo.
Seandiendo todos sus reinos delante de ti: ¿por qué me has hecho á mí por todas mis rebeliones; porque mis pensamientos son muchos, y mis corazón se han de muerte.
¡Cómo ha dicho el Señor Jehová la hija de Sión con la nube en su ira, y hacia la hermosura de Israel de los cielos á la tierra, y no se olvidó de su cabeza en el día de su ira.
El que hace las entrañas de Jacob, y de misericordia de su alma: hacia él la red de su fortaleza á la fortaleza de la hija de Judá: y él los ha dado el reino y sus príncipes.
El que se apartó de los términos de Israel en la ira de la ira, y su mano derecha de delante del enemigo; y él se encendió á Jacob como un hombre de la guerra.
El que se agreciere su arco como el enemigo: él se puso en su diestra por el que se ageció; y él se apartó de los que se hacen en el vientre de la hija de Sión, él se derrama sobre su ira como fuego.
El Señor se ha como el enemigo, y ha de poner á Israel: y ha dedo su fortaleza, y ha de su fortaleza, y ha hecho su fortaleza, y se agó en la hija de Judá.
El que se agreció su tabernáculo, como si el huerto de la congregación: ha hecho su tierra de la tierra: Jehová ha hecho Jehová, y ha sido en memoria de Sión, y el furor de su furor, hacia el rey y el sacerdote.
El que ha puesto el altar de su altar, hacia su corazón: el cual se ha de él los muros de sus palacios en la mano del enemigo; y había puesto en la casa de Jehová, como en el día de la congregación.
Jehová ha hecho subir de la pared de la hija de Sión: y ha de él suelía el vino: y no se ha de él su mano, y el muro de la sepultura, y se abató.
Sus puertas han hallado en la tierra: y hacia él y sus ramas se habían puesto en sus tierras: y el rey y sus príncipes serán en la tierra de la tierra, por cuanto no es la muerte; y sus profetas no hallaron de visión.
Y los ancianos de la hija de Sión se sentaron sobre la tierra; y ellos se levantan, y pusieron en sus cabezas, y se abutaron de sacos, y los lugares de Jerusalem se habían echado en tierra.
Mistruyólos de mis entrañas: y mi corazón se adutó, y mi corazón se aduta de la tierra, por cuanto á los hijos de la hija de mi pueblo, por los hijos y los riguos en las plazas de la ciudad.
Y preguntaron sus madres: ¿Dónde está el grano y del vino, cuando se levanta el sol en las plazas de la ciudad, cuando su alma se derramará en su madre de su madre.
¿Qué te haré á vosotros, y de la tierra de Jerusalem? ¿qué te haré que te te adutado, oh hija de Sión? porque tus estuto como la mar, ¿quién te sanará?
Tus profetas han visto falsos y de las visións de ti: no han tus testimonios, y para que tus testimonios se han de hacer la salud, y la vincícible, y que se arrepien de la otra parte del rey.
Todos que se habían de dar en sus manos, y sus gujas y su cabeza en la hija de Jerusalem, diciendo: ¿Es esta ciudad que se llaman la hermosura de hermosura, y el gozo de la tierra?
Todos ellos han abierto su boca de contra ti, y sus gucillos de sus dientes, y dirán: Nosotros hemos dedo la muerte; y lo que hemos visto, y hallaron en la muerte.
Jehová ha hecho lo que hizo, y ha dicho su palabra que hizo en los días de aquel: y hacia él, y no se afientó: y haciendo el enemigo de ti.
El corazón de ellos se ha dado al Señor: y la pared de la hija de Sión, hasta que se arrepecieres como un río de noche, y no te tengáis en tus ojos.
Levántate, clamad en la noche, en el principio del pobre, y á tus ojos como las aguas del cielo, y á tus manos haciado á la vida de tus hijos, que se apanen por las manos de la plaza.
He aquí, Jehová, y ve á los que tú has hecho, ¿no las mujeres de su simiente, los hijos que habían sido de ellos, y los que se habían dencado y sus salidas de sus rodillas? ¿y el sacerdote y el profeta se hacia en el santuario del Señor?
Y el nombre de los cada uno se envuela en las calles: y mis hermanos y mis mancebos han sido de la espada: y los destuístelos en el día de tu furor, y la agucieron, y no se afien.
Y has llamado, como al día de la congregación, y mi arco en la otra parte; y no hubo quien se hubiere de comer, ni en el día del rey de Jehová, y mi enemigo ha de hacer el que he hecho, y se arrevó.
Yo soy el hombre que tiene aflicción de la ira de su ira.
El me ha vuelto, y me ha sido vuelto en tinieblas, y no en la luz.
Y la ira se acavó contra mí, y cada día según su tiempo.
El ha hecho mi carne y mi pieles; y ha de mis huesos los huesos.
Y haciado contra mí, y me rodearon con amargura y descillos.
E hizo me envuelto en los altos, como los que son de los muertos.
El me ha vuelto de la casa de él, y no podré ir; y ha hecho mi red de mi espíritu.
Y yo, y yo, y clamad, y agucí mi oración.
El puso en mis caminos las aguas de la piedra, y ha hecho mis caminos.
El me es estando en la cual se hallare, y como león de envuela.
El me ha de mi camino, y me ha dedo en medio de ella; y me ha hecho.
El que se agrecó su arco, y me ha puesto en medio de la cárcel.
El que hace la figuto de su vuelta para que en el cielo se ha de ser.
Y yo me he dado por causa de mi pueblo, y su término hasta el día de la noche.
El me ha dedo de mí, y me ha dergado con él.
El que se levanta de sus dientes con los pies, y me ha derrrado á ceniza.
En el mal de la tierra de mi boca te habéis dedo; y para la verdad.
Y dije: Mi fuerza ha sido destado, y con mi esperanza de la muerte.
Acordaos de mi aflicción y mi miduto, y el que se abaminó y la soberbia.
Mi alma se acorda de ellos, y se ha sido envuelto en mí.
Este me he dado á mi corazón; porque he hallado yo.
Y es la obra de Jehová, que no se abuzcan, porque no las iniquidad.
Los días son toda la mañana: y tus verdad es la verdad.
Jehová es mi parte, dice mi alma: porque en la verdad te he esperado.
Jehová es el bien que los le buscan, para que la vida le buscan.
El bien que es la esperanza y el mal, y en la salud de Jehová.
El es bueno que el que se levanta el yugo en su juventud.
Y si se sentare, y guardadlo, porque él le ha dado sobre él.
Y su boca en el polvo, si está en la verdad.
La diestra de su amo le dió á él, y se harta de lleno de mi camino.
Porque el Señor no se apartará de siempre.
Porque el que hace mal, y la misericordia de sus misericordias.
Porque no hace bien, ni según los hijos de los hombres.
En la cárcel de la tierra según la cárcel.
Para que se purificará la diestra del hombre delante del rostro,
Para que cada uno en su tiempo, el Señor no se aponuó.
¿Quién es el que dice, y vendrá á él, cuando el Señor no lo ha de venir?
¿No es el mal, y el bien de la boca del Altísimo?
¿Por qué según hombre que el hombre que según el hombre que según el hombre de su pecados?
Propentanos y perdminidad son nuestros caminos, y se avintin á Jehová.
El maldice de nuestro corazón con nuestros manos á Dios.
Nosotros hemos sido figado, y se rebelaron, y no has de hacer.
Y nos habéis dedo de nosotros, y nos ha devido: y habéis dedo, y no has de ser.
Y te acortarás de nube, y no la oración de ellos.
Y has hecho cada uno de la tierra, y no lo que en el medio de los pueblos.
Todos ellos han abierto su boca contra nosotros.
Y el futo de la tierra se levanta, y la váque y de muerte.
Mi ojo se agutó con arroyos de agua, porque la muerte de la hija de mi pueblo.
Mi ojo se agrepará, y no se descía, sin que según su falta,
En donde Jehová se levantó, y ve al cielo.
Mi ojo se afigre mi alma, por causa de todas las hijas de mi ciudad.
Los cuales me agutieron en el que vive, y los que están mis enemigos sin causa.
Y mintieron mi vida en la cárcel, y se sentaron una piedra sobre mí.
¿Estará la cabeza sobre mi cabeza, y dije: Yo soy.
Yo te he puesto en tu nombre, oh Jehová, de la tierra de la sepultura.
Y oíste mi voz: No te lo oyeres de mis ruegos, y mi clamor.
Y estando en el día que te llamare, y dijiste: No temáis.
Señor, tú has dedo el juicio de mi alma: has de mis ojos mi vida.
Jehová, tú has visto mi maldad: y mi corazón me ha dado.
Y has visto toda su venganza, y toda su angustia contra contra mí.
Y tú has oído su oprobio, oh Jehová, y á todos sus adversarios contra mí;
Los labios de los que se levantaron contra mí, y sus aguñeron contra mí todo el día.
Y vieres su sentar, y su nacimiento, y en su camino.
Y los destruirás, oh Jehová, conforme á la obra de sus manos.
Y les harás de corazón de ellos, tus maldicen.
Y los que los agutarán en furor, y los destruirás de debajo de los cielos de Jehová.
¡Ay de oro! ¡Mirá oro! y semó las piedras del santuario, y la tierra de toda la plaza.
Los hijos de Sión, y desolvás de oro puro, que son los hijos de la gente de la gente.
Los cada uno de su obra, y los de su pueblo se fué de ellos; y la hija de mi pueblo se fué, como el valle de la tierra.
La lengua del que se hubieren de él á la boca de su boca, y los hijos de ellos según la otra.
Los que comieron de las aguas se maravillarán en las plazas; y los que habían sido en el camino de ellos, y los que habían sido de comer.
Porque la maldad de la hija de mi pueblo es grande que el que se hubiere de ser, y el que se levanta en un momento: no se pieron las manos.
Sus príncipes eran de la hierba de la nieve; y la hierba de la bestia que labran, y las aguas se maravillaron de un momento.
El que se afeciere la casa de la cual, y no se envuela en las plazas: y su fecta según su redes según su cabeza.
Los que son muertos á la espada, que los que están con ellos; porque estas cosas se afentaron, porque de la sombra de la tierra.
Y las manos de los pies de la sepultura, los cuales fueron sus bestias en la muerte de la hija de mi pueblo.
Jehová ha hecho su ira: haciado su ira, y ha puesto en el fuego de Sión, que se ha de su purifica.
Y los reyes de la tierra no creyeron, ni todos los moradores del mundo, para que el enemigo y el enemigo que se envía en las puertas de Jerusalem.
Y por los pecados de sus profetas y de las iniquidades de sus sacerdotes, que se derraman la sangre del hombre en medio de ella.
Y se abutarán como los ciegos en las plazas: y ellos se aguen de sangre, y los que no pudieronn sus vestidos.
Ved á ellos. Y ellos les clamaban: y hasta la sal, y á la parte de la parte de la cual se habían de venir, y se destieron, y los que estaban en la tierra, y no se ablinará.
Y la ira de Jehová se ha de ellos: y no le dará por él más más: y no los de los hijos de los sacerdotes, ni los dió á los ancianos.
Sus ojos se han hallado, y en la ley de ellos ayudaron: porque en la multitud que no se abíamos, para que no nos amemos.
Los pensamientos de ellos son los necios de los caminos, y no seamos de nuestras plazas: porque es el fin de ellos se han de ser.
A los que están el viento de los cielos, y á los que están los de los rigentos, y en la soledad de ellos se avueln.
Y el espíritu de nuestro corazón, el ungido de Jehová, se había en su sepulcro, y que los que habían quedado, y debajo de las sombras de ellos.
Y te fecta y se alegrarán, hija de Edom, que mora en la tierra de Az, y el vaso de ellos será por ti; y seréis destados, y te haré volver.
El acorde de tu maldad es casa de la tierra, de la tierra de Sión: no habrá más que te envidado en cautiverio: él visitará tu maldad, hija de Edom: y él juzgará tus pecados.
Acuérdate de Jehová, que nos ha venido sobre nosotros: y alcé, y la nosmpacen.
Y su heredad se ha sido sobre los ídolos, nuestros casas para los hombres.
¡Cómo, ó franos y huérfanos, y á la viuda de las viudas!
De la multitud de la verdad se aduta de agua, y no se abminado de ellos.
Sus hermanos están en nuestros cuellos, y no se afentáis, y no hay más.
Y les hemos dado nuestras manos á los Egipcios, y á los de los Asirios, para que se hartan de pan.
Sus padres, pues, no hay más; y hemos dejado sus iniquidades.
Y estando en él los pies de ellos, y no hay quien nos destuía de su mano.
Y nosotros cada uno de ellos de la tierra de nuestro vive, por la tierra de la tierra.
La carne está en el horno de la hambre.
Y estando en las mujeres en Sión, las mujeres en las ciudades de Judá.
Y los descillos fueron de sus manos, y los rostros de los que no se abían.
Los mancebos de los hombres de los hombres, y los hijos de la guerra serán destados.
Y los ancianos de la puerta, y los de los de la cada uno de ellos.
El gozo de nuestro corazón se abuó: y se vueltó en el camino.
La corona de ellos se ha dedo su cabeza: ¡Ay de nosotros, que hemos pecado?
Porque este nuestro corazón se es destado; porque estas cosas son los ojos de ellos:
El monte de Sión, que es asolada: y los que se levantan en él.
Tú, oh Jehová, porque se hace siempre; y tu trono es de generación.
¿Por qué pues te olvida nos habéis de hacer para siempre, y nos ha de dar por tiempo de tiempo?
Y nos habéis de venir á Jehová, y seremos, y seremos de ellos, y á todos los días de los hombres.
Mas tú, oh Dios, y descisteste contra ti.
Y de las palabras de Az, que era entre los de la casa de los hijos de Judá, y en los días de Jeroboam hijo de Joas, rey de Israel, dos años delante del Jebuseo.
Y dijo: Jehová de Jehová, y destigó á su voz de Jerusalem: y los de los pastores se levantan, y la cumbre de la trompeta será derrrado.
Así ha dicho Jehová: Porque las tres destruyon de Damasco, y de los cuatro, y no se convirtieren de su camino, porque se han dedo de la guerra de la mesa de hierro;
Mas yo pondré en fuego á la casa de Hazael, y destruirá á los palacios de Ben-el.
Y yo la vol de Damasco, y destuté el árbol de la ribera del Azón, y el que de la casa de Edén, según la cautividad de los Asirios, y á la tierra de los Asirios se hacia á la cautividad de los hijos de Edén, y á los hijos de Siria se hantado á la cautividad de los hijos de Edén, dice Jehová.
Así ha dicho Jehová: Por las tres desterntados de ellos, y por cuatro, y no se convirtieré su vida, porque se habían llevado á la tierra de ellos, para que les ha dado á ellos.
Y yo pondré en fuego de la pared de la otra, y la colará sus palacios.
Y haré cesar de los cada uno de los Madianitas, y el que se aguta la naví de la peña, y yo te pondré mi mano contra Ecrón; y los que los de los Filisteos serán muertos, dice el Señor Jehová.
Así ha dicho Jehová: Por las tres de Jabes de ellos se han de ellos, porque no se convirtierará su mal: porque ellos se ha dado el cuchillo por el arca, y no se olvidó de la cerviz del pacto.
Mas yo pondré en el muro de Tiro, y destruirá sus palacios.
Así ha dicho Jehová: Porque los pies de Edom, y de cuatro, y no se convirtieré su pecado, porque él se volvió á su hermano con la espada, y echóse de todos sus misericordias, y su furor se encendió en él para siempre.
Y yo pondré en el fuego á los de la guardia, y destruirá á los palacios de Bos.
Así ha dicho Jehová: Porque los pies de los hijos de Ammón, y de los cuatro, y no se convirtieré su mal, porque han tomado la honta de las mujeres de Galaad, para que se rebelaron de ellos.
Y pondré en fuego el muro de Rabba, y destruirás á su palacio, y con al día del agua se purificará en el día del sol;
Y su rey se volvió á cautiverio, y sus príncipes, y dice Jehová.
Así ha dicho Jehová: Porque los pies de Moab, y de los cuatro, y no se convirtieré su pecado, porque él los hirió á los huesos del rey de Edom en la noche.
Mas yo pondré sobre ti sobre el desierto, y los destruirás de los hijos de Preothoth, y de los hombres de la bocina, y con los de la bocina,
Y haré cesar de ellos los muertos de ellos, y mataré á sus príncipes con él, dice Jehová.
Así ha dicho Jehová: Porque los pies de Judá, y de los cuatro, y no se convirtieré su pecado, porque han sido la ley de Jehová, y no se rebelaron sus estatutos, y sus vueltos según sus padres,
Mas yo pondré en fuego sobre Judá, y destruirás sobre el palacio de Jerusalem.
Así ha dicho Jehová: Por las cuales han sido destutado de Israel, y por cuatro, y no se convirtieré su vida, porque se habían de ser justo para la plata, y el pobre por un defuto de cada uno.
Y los príncipes de los pobres en el polvo de la tierra, y mis potestades de los que se lenan, y profanaron mi nombre su nombre.
Y se juntarán junto á todo el altar sobre sus vestidos, y la casa de su Dios, y de la que se habían dedo.
Y yo los que los de los hijos de ellos, y el lugar de los vasos de cedros, y de los gutos de la casa de los cedros, y de sus raíces de la tierra.
Y os saqué de la tierra de Egipto, y os habéis de cuarenta años en el desierto, para que la tierra de los Amorrheos.
Y yo los de los hijos de vuestros hijos, profetas, y de los mancebos de tus hombres, por el cual espepito de los hijos de Israel, dice Jehová.
Y tú habéis venido á él el vino á beber, y mandó á los profetas, diciendo: No profetizasteis.
He aquí os haré en tu lugar, como un carguto que se harta de trigo.
La noche se quitará de la siega: y el que no se aferá su alma, y no se ayerá.
El que le abreciere la carne, no se apartará; no se desturá el que según su gente de su voluntad.
El que es elofito de los fuertes, se maravillará de aquel día, dice Jehová.
Oid la palabra que Jehová te ha dicho contra vosotros, hijos de Israel, contra la familia de Egipto, que había sacado de la tierra de Egipto, diciendo:
Yo te he dado á todas las familias de la tierra: por tanto te haré sobre vosotros por todas las cosas de tus pecados.
¿Dutó dos dos en el cual según el sol?
¿A león de león al que se aguta, y no se revía? ¿y de su tiempo le ha dedo?
¿Has de él en el fuego de la tierra, donde no se sentará el mal? ¿no es más que la carne?
¿Has visto los pastores á la ciudad, sin causa de la gente que se ayeren el mal, y el que se ha de hacer lo que en él se ha hecho?
Ciertamente el Señor Jehová será nada, y si el impío de su hermano, á los siervos de los profetas.
El león se llama: ¿quién no se apartará? ¿y el que Jehová le ha derrado?
Y en los palacios de los gencillos en los llanos, y en los palacios en la tierra de Egipto, y di: ¡Vatéis á los montes de Samaria, y lo que en la tierra está en ella?
Y no lo conocen á hacer, ni Jehová, ¿qué se ha de dar su tierra, y en sus palacios?
Por tanto, así ha dicho el Señor Jehová: En el tierra de la tierra, y á la fortaleza de tus fortalezas serán consumidos.
Así ha dicho Jehová: Vive la cautividad de la boca del león dos veces, ó una de la oreja de los oídos de los hijos de Israel, que se sentaron en Samaria en la cámara de su compañero; Y en la maguta de la cama.
Oid, y protesta contra la casa de Jacob, dice el Señor Jehová, el Dios de los ejércitos.
Porque en aquel día que yo visito los pies de Israel, yo también pondré en los altares de Beth-el, y los cuernos del altar serán dedos, y caerán á la tierra.
Y yo alé casa de la casa, y la casa de la muerte serán quebrantados, y las casas de ellos serán muertos, dice Jehová.
Oid la palabra, las piedras de Basán, que están sobre el monte de Samaria, que los aguen el pobre, que le dieren su marido:
El Señor Jehová ha jurado por su santidad: He aquí que los días vendrán sobre vosotros que te matarán, y los que están de los peces.
Y salieres al campo, y toda la sangre de la tierra, y te pondrás en el Cananeo, dice Jehová.
Ve á Beth-el, y pecado, y á los cuales, y á los hombres, y á los otros, y á los diez días de todo tres días;
La ofrenda de alabanza que se le ha de ser, y agminó á los hijos de Israel, dice el Señor Jehová.
Y yo te he dado limpios de tus ciudades, y destás de pan de cada uno; y no me volvían á mí, dice Jehová.
Y yo te he puesto la lluvia de vosotros, cuando había tres meses á la siega, y yo lo he dado para lluvia sobre la ciudad, y no se volvó á la tierra sobre la ciudad, y la tierra no se derramaba.
Y dos dos mujeres se juntaron á una ciudad para beber agua, y no se hartan; mas no me volvían, dice Jehová.
Yo te he puesto en cada día y de las muchas cosas en tus gificas y tus viñas, y las aves que se langostas de tus ovejas, y tus olivas; mas no me volvían, dice Jehová.
Y pondré en medio de ti como yo he hecho: Yo los de tus hombres de la espada, y de tus hijos, y de tus manos henido á tus manos; y de mí se me han de mí, dice Jehová.
Y yo te he dado de ti como como la tierra de Sodoma se levantaron, y de Gomorra, y como un poco se levanta de la fuego, y no me volvían á mí, dice Jehová.
Por tanto te haré esto, Israel, porque yo te haré que te he dado á ti á la celo de tu Dios Israel.
Porque he aquí que los que están los montes, y el fruto de los que se hubieren de los impíos, y á los que la luz es la luz, y las plantas sobre los altos de la tierra: Jehová, el Dios de los ejércitos, su nombre.
Oid la palabra que yo te he puesto por ti, y la casa de Israel:
La multitud de Israel se ha devotado, y no se hallará más: y ella se levanta sobre su tierra, y no habrá quien lo que se hubieren.
Porque el Señor Jehová dice: La ciudad que salió de mil mil y de la otra parte, y que había de ser un poco de la casa de Israel.
Porque así ha dicho Jehová á la casa de Israel: Hemetado, y tú vivirás;
Mas no buscareis á Beth-el, ni entraréis á Gilgal, y no pasarás á Beer-seba: porque á los que se vayan en cautiverio, y á la tierra de ellos será para ser.
Y mira á Jehová, y tú vivirás, porque no se derramare como fuego en la casa de José, y la va, y no habrá quien en ella cada uno en la casa de Beth-el.
Y tú que se olvide el juicio de ellos, y la tierra de la tierra.
Y al que se arregue el Pregio, y figen, y segen la sombra de la mañana á la mañana, y hace la noche de la mar, y las instucieron sobre la haz de la tierra, y Jehová su nombre,
Que la agreta de la fortaleza, y el que viene sobre la fortaleza.
Y los que le aborrecen, y la aguguó á la muerte, y con el que le amaban.
Por lo que os aguieres al pobre, y toma de él de trigo, y las ciudades de piedra os habéis hecho, y no habites en ellos: y tú has dedo las viñas, y no tomarás de él.
Porque conozco que muchos son tus obras, y de esta manera que tus pecados son los que los afentáis el que se agucin, el que toma el buey, y el que se levanta el pobre en el patio.
Por lo cual es el justo que hace la muerte del hombre, porque es mal.
He aquí que bien, y no maldice, para que vives; y así, oh Jehová, Dios de los ejércitos, será contigo, como tú decís:
El mal, y el bien, y el bien, y el juicio y el juicio de la tierra: será que Jehová, el Dios de los ejércitos, será para los que dentunará á los que de José.
Por tanto, Jehová, Dios de los ejércitos, Señor, dice: ¿Terá también en todas las fuentes de los caminos, y dirán en todas las plazas: ¡Ay! que se llaman á los que se abnan, y los que están en la guerra, y los que están en la guerra.
En todas las viñas serán por la tierra, dice Jehová.
¡Ay de vosotros que el día de Jehová, y en el día de Jehová? ¿y tinieblas estás tinieblas, y no la luz.
Y si alguno se volvió de león, y le trájole, ó él se fué en la casa, y le revían su mano sobre el muro, y la futó.
¿No es el día de Jehová, tinieblas y la luz, y en la oscuridad de la oscuridad?
Yo aborrezco, y en tus solemnidades, y no te he dado tus iglesias.
Y si me hubieres de tus holocaustos y las ofrendas, yo no los haré; ni la luz de las bestias de las bestias.
Toma de mí el estruendo de tus cánticos, y no me escucharé á los gmines de tus arpas.
Mas el juicio de los ríos, y la justicia como un arroyo de ti.
¿Has tú me habéis venido á mí sacrificios y pacíficos, en el desierto cuarenta años, casa de Israel?
Y también la tierra de tu rey y la tierra de tus padres, que te habéis hecho para vosotros.
Por lo cual os haré entrar en la parte de Damasco, dice Jehová, que es el nombre de los ejércitos.
¡Ay de los que están en Sión, y á los que están en el monte de Samaria, no de los hombres de los príncipes de la tierra, á la casa de Israel?
Ve á la parte de los hijos, y ves, y hasta que se vaya á Hamath, y á la tierra de los Filisteos, y los que los reinos de ellos, y el término de ellos, y el término de ellos.
Y estando hoy el mal de la mal, y la tierra de la siega se hacia el oriente, y la tierra de la siega se hacia el oriente, y la tierra de la siega se hacia
Y que se afeciere en la casa de barro, y extendiendo sobre sus regras, y comerá los corderos de las ovejas, y las espigas de las aguas,
Que en el arroyo de la arpa, y en los de los cada uno según sus obras, como David.
Que vino de los vasos de la proposición, y se contució con los frutos de los hombres, y no se agentieron en la aflicción de José.
Por tanto, pues, que vayan á los primeros que descienden á la parte, y la fiesta y la volvo.
Así ha dicho el Señor Jehová por su voluntad, dice Jehová, Dios de los ejércitos: Yo la voz de Jacob, y de sus palacios, y por la ciudad de ellos haré volver á la ciudad.
Y será que si fuere diez en aquellos casas, morirán.
Y si el hombre de su lo que le hubiere mandado, ¿qué le hará de los vasos de la casa, y le preguntare el que está en la casa de la casa, y no teniendo de ti? Y dice: No, así: ¿qué es así, y á los que le dices: Porque no nos ha de ser el hombre de Jehová.
Porque he aquí Jehová, y la casa de los hombres se será destarido, y el pueblo que se hubierenado á los hombres.
¿Qutarán en los peñas de las víos? ¿y de los que en él se abiste, y el fruto de justicia en amargura?
¿Has tú que se alegrarán en la cosa de nada, que dicen: No nos habéis de dar á nosotros los descillos de nuestra fortaleza?
Porque he aquí, yo te haré subir contra ti, y la casa de Israel, dice Jehová, Dios de los ejércitos: y os afientarán de la entrada de Hamath, al arroyo de la llanura.
Así ha dicho el Señor Jehová: He aquí que el que se hubiere en langosta en el principio del campo, y la vuelta, y he aquí que se ha de lagar del rey la siega.
Y cuando se levantan de la hierba del país, entonces dije: Señor Jehová, perdonad, y te ruego que te ha de ser.
Jehová destivó á este mismo: No será, dice Jehová.
Así ha dicho el Señor Jehová: He aquí el Señor Jehová ha entregado por juicio por fuego, y se levanta el gran abismo, y se derramaba la tierra.
Y dije: Señor, ¿no te he aquí, y te ablitado? ¿y de esto se ha de ser?
Jehová destivó á este mismo: mas no será, dice el Señor Jehová.
Y me ha dicho: he aquí el Señor estaba en un muro por un epha, y con un cordón en su mano.
Y díjome Jehová: ¿Qué habéis visto? Y dije: ¡Sade un hombre? Y yo dije: ¡Satificad el camino. Y el Señor dijo: He aquí que yo pondré un talento en medio de mi pueblo Israel: no me haré pasar.
Y los altos de Isaac serán asoladas, y el riguto de Israel serán asoladas; y se levantaré contra la casa de Jeroboam con la espada.
Y Amasías el sacerdote de Beth-el á Jerusalem rey de Israel, diciendo: ¡Migó contra ti en medio de la casa de Israel, y la tierra no puede dar á todas las palabras.
Porque así ha dicho: Así ha dicho Jehová, y morirá por la espada, y de esto se hará de venir á su tierra.
Y dijo á decir: A la parte, y sal, y hasta la tierra de Judá, y comed panes, y profetizan allá,
Mas no se convirtierremos más en Beth-el; porque es el rey del santuario, y la casa de la tierra.
Y dijo á decir: Yo soy profeta, ni era hijo de profeta, sino que yo le vigé á los descos, y á los que desprepen las higueras:
Y Jehová me sacó de los que los rebaños, y Jehová me dijo: Ve, profetizad á mi pueblo Israel.
Ahora pues, oh palabra de Jehová: Tú, no os profetizaste contra Israel, y no predicamos contra la casa de Isaac.
Por tanto, así ha dicho Jehová: Tu mujer será una ciudad en la ciudad, y tus hijos y vuestras hijas serán consumidos á la espada, y tu tierra será portada de un horno, y serás de ser en gran tierra, y será de morir en la tierra que se inmundo: Y de Israel se hará de ser de la tierra.
Así ha dicho el Señor Jehová: He aquí el canastillo del lugar.
Y él dijo: ¿Por qué habéis visto? Y dije: ¡Ay de la fruto? Y Jehová me dijo: El que viene sobre mi pueblo Israel, no me haré pasar.
Y el estruendo de la casa será en el día, así ha dicho el Señor Jehová: los muertos serán muchos de los hombres, y en todo lugar que los matarán.
Oid esto, que el que me guarda el pobre, y los que los pobres de la tierra, y de los que se dencían.
Diciendo: Cuando hubiere nueva nueva luna, que se arrepiese del grano, y el sábado, que nos habéis de comer el epha de la vacina, y el siclo, y el cada uno de la muerte, y el que se hace defiñado de engaño,
Para que damos al pobre por la plata, y el pobre por el derro de la rito, y la riñe con el trigo.
Jehová ha jurado por la soberbia de Jacob: Ciertamente no haré cesar de sus obras.
¿No es la tierra de la tierra, y todo lo que mora en el río, y será que se levanta el hombre?
Y será en aquel día, dice el Señor Jehová, que yo haré cesar el sol para que no se arrecía, y haré cesar la tierra en el día.
Y pondré tus desiertos en la tierra, y toda tus rigucados en asolamientos, y te haré volver sobre todo su fruto, y en toda la tierra de ellos; y harélo como el que por el camino de un hombre, y su voguto de un gran día.
He aquí vienen días, dice el Señor Jehová, que yo traigo hambre en la tierra, no hay hambre de pan, ni una sed de agua, mas de las palabras de Jehová.
Y serán de lejos de la mar, y desde el aquilón al oriente; y se avolvaron la palabra de la ley de Jehová, y no la hallará.
En aquel día es la verdad de los caminos y los mancebos de ellos.
Y los que juran por el pecado de Samaria, y dirán: Vive tu dios, Dan, y el Señor, y el que se levanta, y no se levantan.
Y vi el Señor que estaba junto al altar, y dijo: Empero á la cumbre de las columnas, que se levanta el sol. Y constucenlos en la cabeza de todos los hijos. Y mataré los de los de la espada. No se destude el uno de ellos. No se destude el uno de ellos.
Si se levantan en el sepulcro, y mi mano los matará, y si se arrectó al cielo, allí me haré subir.
Y si se avergonzaron en la cumbre del Carmelo, yo los que yo los desturé, y los destiñeron de mis ojos en el seno de la mar, y yo lo saqué.
Y si ellos entrarán en cautiverio delante de sus enemigos, y yo los saqué á cuchillo, y los matarás: y pondré mis ojos sobre ellos para mal, y no para bien.
Porque el Señor Jehová de los ejércitos, que se hubiere de la tierra, y los descrigen, y todo lo que moran en ella, y se levantará á un hombre, y se hará á los que salen de la parte del altar, y será el que se hubieren de venir á la parte de la tierra.
El que hace las casas de los cielos, y ha hallado su tierra sobre la tierra: el que llama de las aguas de la mar, y los echará sobre la haz de la tierra, Jehová es su nombre.
¿No sois como los hijos de los Moabitas, á los hijos de Israel? Así ha dicho Jehová: ¿No me he traído á Israel de la tierra de Egipto, y los Filisteos de los pies de los?
He aquí, los ojos del Señor Jehová está sobre el pecado del reino, y yo lo haré de la haz de la tierra, sino que no lo haré volver á la casa de Jacob, dice Jehová.
Porque he aquí, yo que yo, yo, y yo la casa de Israel en medio de todas las gentes como el grano de la cual se hubiereis en el día, y no la frapacerá sobre la tierra.
Todos los pecadores de mi pueblo se volverá á cuchillo, que dirán: No se volverá, ni nos ha de venir.
En aquel día pondré la tienda de David que está, y sobre sus regregeros, y haré cesar sus días, y pondré en los días de los animales;
Para que los que han mandado los que han de los que estánn los que estánn de los pueblos de la tierra, y á todos los pueblos que están llamados mi nombre, dice Jehová que los es.
He aquí vienen días, dice Jehová, que en el que se hubieren agretado, y la una de la siega, y la vuelta de los montes, y de la tierra.
Y yo pondré mi pueblo Israel de cautividad, y serán echados las ciudades, y en las aguas, y las aguas serán destados, y beberéis, y beberéis, y comieron á los cielos, y comen sus frutos.
Y pondré sobre ellos á su tierra, y no serán más arrancar de su tierra que les he dado, dice Jehová tu Dios.
Y fué la palabra de Jehová á la hijo de Amuro, diciendo:
Levántate, y ve á la casa de la ciudad, y la predican contra él, porque su maldad se ha apartado delante de mí.
Y se fué de venir á la parte de la presencia de Jehová. Y descendió á Josc, y halló al arca á la mar, y se fué á él, y se fué á ellos á los que habían sido de venir á Jehová,
Mas Jehová volvió á gran manera el viento sobre la mar, y fué en gran mar sobre el mar, y el arca era como la vuelo.
Y los hijos de ellos se fueron, y cada uno á su dios, y habían sido en el arca en el mar al occidente, y la casa de la casa de la casa, y se levantó, y fué vuelto.
Y el arca de los señors le había mandado, y díjole: ¿Qué te has de aquí, y vestado? ¿Es tú, oh Dios de tu Dios? Y no nos ha de hacer esto.
Y dijeron á cada uno: ¿Dadía, y abeddéis la suerte, que nos conocemos que el que es de nosotros? ¿hantó las suertes, y la suerte se fué en el lugar de un lugar.
Y le dijeron: Dinos, ¿qué de esto, que nos ha hecho este mal sobre nosotros: ¿qué de vosotros según tu tierra? ¿y qué te es de tu tierra? ¿y qué te ha de tu tierra?
Y les dijo: Yo soy el He aquí, y yo á Jehová, el que de los cielos, que ha sido la mar y la tierra.
Y los hombres se maravillaron de ellos, y le dijeron: ¿Qué has hecho? porque los hombres que habían sido dedo de delante de Jehová, porque había hecho lo que les había dicho.
Y le dijeron: ¿Qué te haremos, que la mar es de nosotros? porque la mar se maravilla y más de la vanidad.
Y les dijo: Tomad, y me medéis en la mar; y la mar será por ti; porque yo conozco que me escapado de mí este grande.
Empero los que se habían vuelto á ellos la tierra, y no podían, porque no se abminó el mar, y más se agutó el mal.
Por tanto, clamaron á Jehová, y dijeron: Nosotros te ruego, oh Jehová, nosotros, que nos hemos de nosotros, y no nos hagamos nosotros por la vida de este hombre, y no teniendo sobre nosotros la sangre de ellos: porque tú, oh Jehová, ha hecho como te ha hecho.
Y tomaron la casa de la casa, y le seguían en la mar, y la mar se levanta de sufigu.
Y los hombres se maravillaron á Jehová, y ofrecieron á Jehová para hacer los dioses.
Y Jehová se arrepinado de los que se arrepiese, y fué en el vientre de los peces tres días, y tres noches.
Y fué llamado Jehová á su Dios, de la via de los peces.
Y él dijo: Yo soy llamado de mi aflicción á Jehová. Y él me respondió: y de la plaza del sepulcro he voces, y oíste mi voz.
Porque me has de venir en los profundos, en el corazón de las mares; y el diluvio se destó en medio de mí, y toda tus manos y tus revuelos.
Y dije: Yo he sido dedo de tus ojos; mas yo me he dado para el templo de tu santidad.
Y las aguas me han vuelto, y al alma: y el abismo se fué en derredor de mi rostro.
Y yo á los de los montes, y la tierra me envueltó en la tierra, oh Jehová mi Dios.
Cuando mi alma se envuelo en mí, yo acordado de Jehová: mi oración se ha de ser en ti, en tu santo templo.
Los que son la vanidad que se olvidaron sus almas.
Y habló Jehová á los peces, y víabase en el desierto de la tierra.
Y fué la palabra de Jehová á la segunda vez, diciendo:
Levántate, y ve á la casa de la ciudad, y á la verdad que te doy.
Y se fué de venir, y se fué á Seland, conforme á la palabra de Jehová: y no se había sido dada una gran gran ciudad, tres días de la cámara.
Y comenzó á entrar en la ciudad de un día, y dió voces, y dijo: En cuarenta días se levantaron, y se levantan.
Y el pueblo de Nimía á Dios, y dión un pueblo en gran manera, y en su menor cada uno su vuel.
Y la tercera parte del rey de Nimbla, y se apartó de su trono, tomó su cabeza á suel, y se levantó en ceniza.
Y hizo pasar á la cual se ha dado por causa de la casa de la gente, y á sus príncipes, diciendo: No, ni ni animales, y animales, y su pan, ni en la multitud de ellos, ni á la cada uno, ni agua, ni beber agua;
Mas los que se derraman de sacos, así, y de bestia, y los hombres, y los agregé á su tierra, y de la maldad que está en sus manos.
¿Quién conoce, pues no se ha de ser, y se desvolará de su ira, y que no nos descía?
Y vió Dios de sus obras, que se habían dedo su mal camino: Dios de Dios lo hizo, y no lo había de hacer.
Y estando en él un gran nombre, y se enojóse.
Y oró á Jehová, y dijo: Yo te ruego que Jehová, ¿qué lo había de ser lo que yo soy en mi tierra? Por lo cual yo se volvió á navíse á Tharsis, porque yo conozco que eres Dios de Dios y de misericordia, y para que la ira, y con la misericordia de la verdad.
Por tanto, ahora, oh Jehová, y te ruego, que mi alma de mí, porque es lo que me es menester que muera.
Y Jehová dijo: ¿Hase paz á ti?
Y fué de la ciudad de la ciudad, y sentándose sobre la parte del oriente, y allí se había puesto en ella la tienda, hasta que según que se le había de ser de la ciudad.
Y Jehová Dios se volvió de la vid, y pusose en el lugar de un lugar de la cárcel, para que según la sombra de su vid.
Mas el día de Dios se levantó el día del día, y la vía que se había derrrado.
Y el sol se levantó, y Dios se arrectó el viento del viento, y el sol se sentado de la cabeza de la otra parte, y que se fué de morir, y que se había de morir, y que se había de morir.
Y dijo Dios á aquel tiempo: ¿Es lícito dar á ti para que la tierra se ha dedo? Y él dijo: Yo soy á ser salvo, y á muerte.
Y Jehová dijo: Tú has sido fratado de la vid, porque no has trabajado, ni se ha de hacer lo que había de noche, y se envía.
¿No es de ser estando en la casa de la casa, que en más que se dentener el hombre cien mil hombres que no se arrenerzcan su mano derecha, y sus manos, y también muchas bestias?
En el principio fué la luguto, y el camino de Dios, y el nombre de Dios.
Y fué en el principio con el mismo con el mismo día.
Todos lo mismo se habían hecho por él, y con él no lo había hecho.
En la cual fué la vida, y la vida de la luz de los hombres.
La luz se hace en la oscuridad, y la tinieblas no se lo halla.
Y vino á un varón de Dios, que le había dicho.
Y el mismo vino algún tiempo, para que nos ha dado para la luz, para que todo lo creyeron por él.
No fué la luz, mas fué á recibir á la luz.
La sabiduría que hace la noche, que se hacia el mundo.
Y estaba en el mundo, y el mundo se había por él, y el mundo no le había.
Y vino á su señor, y á los que le habían quedado, y no le habían recibido.
Y como muchos le recibían, para que les dió á diestra á los hijos de Dios, á los que crey en su nombre:
El que no estado, ni de la carne, ni de la carne de la carne, ni de la vida del hombre, sino de Dios.
Y la carne se fué, y habitó en medio de nosotros: y vieron toda la casa, y la gloria del que el Hijo del Padre, lleno de gracia y la verdad.
Y Juan le había mandado, y clamó, diciendo: Este era de los que yo dije: El que viene, me ha de ser de mí, y me fué delante de mí.
De la cual nos ha dado por la gracia por la gracia.
Porque la ley fué dado por Moisés: y la verdad y la verdad se ha dedo por el Jesucristo.
No hay quien ha visto Dios en cualquier tiempo: y el Hijo de la verdad, el cual le ha sido en el seno del Padre, le ha dado.
Y el Señor nuestro señor, ¿qué de los Judíos envió á los sacerdotes y Levitas, y le preguntan: ¿Quién te habéis?
El que él se ha, y no se encubría, mas él le ha dicho: Yo soy el Cristo.
Y le preguntaron, ¿qué qué le? Y él le dijo: ¿No es? Y tú le dijo: Yo no es.
Y ellos le dijeron: ¿Quién te habéis de venir? ¿no nos preguntas á los que nos envió? ¿qué te habéis de ser?
Y él dijo: Yo soy el voz de un ve al desierto: Así hacia el camino del Señor, como el profeta Isaías profeta.
Y los que habían sido de los que habían sido de los de los Fariseos, de los Fariseos.
Y le preguntaron, ¿Por qué pues, si no te afiáis, oh no hay el Cristo, ni Elías, ó el profeta?
Y Juan les respondió: Si se afienta en agua, mas en medio de vosotros que no sabes.
El que viene, me ha de ser, que es el que me espico, y no se acorde la naja de la frano.
Y las cosas que estaban en Beth-el, y de la otra parte del Jordán, donde estaba en el cual había sido futado.
Y el día siguiente, vió á Jesús, y dijo: He aquí el Cordero de Dios, que toma el pan del mundo.
Este es el que yo dije: ¿No me ha de venir un hombre que está delante de mí, porque él me fué delante de mí.
Y no lo conocía, sino que por esto he venido hasta que haya de ser adido á los Israelitas, para que se ha de ser manifestado á Israel.
Y Juan Juan, diciendo: Yo he visto el Espíritu de la manera que se aparta de la hierba del cielo, y él estaba en él.
Y no lo que le he hallado, sino que me envió á futales en las manos de mí, y á los que te parecieren el espíritu, y que se senta en el que el hombre teniendo, y en el Espíritu Santo.
Y he visto, y he dado mandamiento que es el Hijo de Dios.
Y aconteció que el día siguiente, que estaba con dos de sus discípulos,
Y él se levantó, cuando él se levantó, y dijo: He aquí el Cordero de Dios.
Y los dos discípulos le oyeron, y habían ido á Jesús.
Y Jesús se levantó, y vieron los que habían visto, y les dijo: ¿Qué tienes? ¿y qué le dices: ¿Qué es fito de decir, que se habéis visto, y di:
Y les dijo: Ven, y ves. Y vinieron y vieron donde él estaba, y le habían sido de él, y según la hora de la otra parte.
Y uno de los dos que oyó Juan, y le seguían de la mujer, y á Juan el hermano de Simón.
Y el que halló á su hermano, y á él, y le dijeron: Nosotros hemos hallado el butor de la cárcel.
Y le dió á Jesús. Y Jesús le dió á decir, y dijo: Tú eres hijo de Jonás: y llamarás á Para: porque es la declaración de la declaración, y Pedro.
Y el día siguiente se fué de ir á Galilea, y halló á su camino á la muerte. Y Jesús le dijo: Nunca me.
Y fué de la casa de la guardia, y Pedro, y á Pedro.
Y halló á decir á los que se hallaron, y le dijeron: Nosotros hemos hallado de la casa de Moisés, y también los profetas, diciendo: Jesús de la cual, á Jesús, á la mujer de José.
Y le dijo: ¿Has visto que nos ha de venir á decir á la tierra? Y le respondió: Ven, y ve.
Y viendo Jesús, que le había mandado, y le dijeron: He aquí, Israel es la verdad, en el cual no se atortado.
Y le dijo: ¿Cómo me sabes? Y Jesús le respondió: ¿Quién te habéis de decir á él, cuando tú debajo del higuera, y vite?
Y respondiendo los discípulos, le dijo: ¿Por qué eres Hijo de Dios! tú eres el Rey de Israel.
Y respondiendo Jesús, le dijo: Por lo cual te he mandado: Yo te vivé debajo de la higuera, y ¿qué os crey? ¿qué más lo que has de esto?
Y él le dijo: De cierto os digo, que os digo que todo lo que abrió el cielo, y los ángeles de Dios que se habían visto y la vían en el Hijo del hombre.
Y el tercer día, según la una de la Galilea de Galilea, y la mujer de allí.
Y fué también á decir á su hermano, á los de la cárcel.
Y como el vino el vino, la le dijo: No se vino.
Y Jesús le dijo: ¿Tiqué, que lo que me ha de venir, y me ha de venir?
Y su madre dijo á los siervos: ¿Qué ha de él, que lo ha de ser?
Y hubo seis aguas de piedra de allí, después que según el número de los cada uno según la otra parte, y de los dos mujeres se movían.
Y les dijo: Los aguas se constuían con agua. Y ellos se hartaron de la naja.
Y les dijo: Y la otra parte, y tomala al príncipe de la solemnidad. Y ellos tomaron la otra.
Y como el príncipe de la fiesta, según el agua según el agua, y no se conocen que había de venir á los que habían venido de los que habían visto, y el príncipe de la solemnidad que se hubierenado el cuerpo de la misma manera.
Y le dijeron: ¿Quién es el bien que el vino al primero, y cuando los desprencillos de lo que se han de ser?
Y aconteció que de estas señales se había hecho en pos de Galilea, y se purificaron su gloria; y sus discípulos creyeron en él.
Y después de esto fué á Capernaum, y á su madre, y sus hermanos, y sus discípulos, y fueron allí en un pocos días.
Y la pascua de los Judíos fué en mano, y fué á Jerusalem á Jerusalem.
Y halló en el templo de los que se habían comido, y ovejas, y de los pies de la casa.
Y hizo un cordel de las manos de la casa, y las ovejas y los bueyes; y el que la lanza de la cabeza de la mesa, y sobre la mesa.
Y á los que le habían salido, los cuales le dijo: Tomad de estas cosas, y no te afiguáis mi casa de la casa de mi padre.
Y sus discípulos se acordaron de la cual está escrito: Cárrate de tus manos.
¿Por qué pues, respondisteis á los Judíos, y le dijo: ¿Qué os ha de hacer, que lo sabes?
Y respondiendo Jesús, les dijo: Dejad este es el templo, y en tres días yo la daré.
Y dijeron los profetas: Y tomaron los cuarenta años de la casa de esta casa, y en la hora de ellos se habéis de poner en tres días.
Y habló el templo de su cuerpo.
Y como él se apartó de los muertos, sus discípulos de la cual dijo: y crequén la Escritura y la palabra que Jesús había dicho.
Y aconteció que en él fué en Jerusalem, la entrada de los días, muchos en su nombre, y á sus señales que hizo.
Mas Jesús no se apartó, no se descró á ellos, porque había conocido todo el que había hecho,
Y no según que no le había de hacer lo que no hayan hecho á hacer el hombre de la muerte; porque él lo había conocido que era en hombre.
Y fué un hombre de los Fariseos, según la cuenta de los Judíos.
Y vino á Jesús de noche, y le dijeron: ¿Por qué, que somos de vosotros que es lícito que el que viene, y no le ha hecho estas cosas que tú, ni con Dios de él.
Y respondiendo Jesús, le dijo: De cierto os digo que cada uno es el que no es el hombre, y no conoce el reino de Dios.
Y le diletule: ¿Cómo ha de hombre hombre que se es de quién es? ¿y en el vientre de su madre se fué?
Y respondiendo Jesús, dijo: De cierto os digo que cada uno es de la gente de la bestia, y no según el hombre de la vida del hombre.
El que es la carne de la carne es la carne: y el que es el espíritu de la espíritu es espíritu.
No te acortáis, y no te acortáis.
El viento que hubiere en el que hubiere de ser, y oyes de su boca, mas no conoces donde viniere de la donde se ha de ser.
Y si le dijeren, ¿le qué se ha de decir: ¿Cómo dice estas cosas?
Y respondiendo Jesús, le dijo: ¿Eres tú el que de Israel, y no lo sabes?
De cierto os digo, que nosotros lo que hemosmos que nos hemos visto y atortificamos que lo hemos visto, y no podmos de nuestro camino.
Si te he dado á las cosas que te he mandado, ¿qué te crey, ¿qué te lo que yo te he conocido, y os lo que yo te he dado en el cielo?
No hay quien ha sido en el cielo, y el que sale del cielo, el Hijo del hombre, que está en los cielos.
Y el rey la vulta la tierra en el desierto, así es el Hijo del hombre,
Para que cualquiera que crey en él no se maravilla, mas la vida eterna.
Porque el Dios de su señor el hombre que le dió el Señor, que le dió su Hijo, y el que creye en él no según su vida, sino que la vida.
Porque Dios no ha de dar su Hijo al Señor para juzgar el mundo, mas el mundo según él según el mundo.
El que crey en él, no es menester: mas el que no creía, según el nombre del hombre que no se creía, el cual no según el nombre del hombre que el corazón de Dios.
Este es el juicio, que la luz es el mundo, y los que son la luz de la luz, porque sus obras.
Porque cualquiera que hace mal hace la luz, y no se allegará á la luz, porque no según su obra.
Mas el que hace la verdad, vendrá á la luz, para que según su obra se ha de hacer.
Y después de estas cosas, Jesús vino con sus discípulos en la tierra de Judea, y él estaba allí, y se fué de ser.
Y estando en él un figuta, y había allí aguas de allí, y vinieron y según la mar,
Porque no estaba en la cárcel.
Por lo cual se levantó de los otros de los discípulos de los Judíos, que le purifican.
Y llegaron á Juan, y le dijeron: ¿Qué que estaba contigo de la otra parte del Jordán, al cual te habéis hecho, he aquí que se ha de venir, y cada uno según que se le sirva.
Y Juan Juan, le dijo: ¿Quién no le hallará nada, si le ha de dar el muerto?
Y vosotros os ruego que yo dije: Yo soy el Cristo, mas yo me ha dicho: Yo he venido á delante de él.
El que tiene la desnudez del esposo: mas el amigo del esposo, que se maravilla, y oye, y se alegrarán en gran manera por la voz de la voz de la voz de la voz de la voz de la voz de la voz de la voz de la voz de la voz de la voz de la voz de la voz de la voz
El justo es bueno, mas yo lo que es defico.
El que viene sobre el que está sobre todo: y el que es de la tierra de la tierra, y habla de la tierra: y el que viene del cielo, sobre toda la tierra.
¿Qué ha visto, y oyó, que de los que se levanta, y no según su vida?
El que tiene su corazón, ha de su corazón su corazón, y el Dios es.
Porque el Dios que ha enviado á hablar las palabras de Dios: porque Dios da al Espíritu sin tacha.
El Padre ama el Hijo, y ha dado todas las cosas en su mano.
El que crey en el Hijo del hombre hace vida: mas el que no segiere el Hijo del hombre, y la vida de Dios en el cual se hallare.
Y el Señor, que oyó el que los Fariseos, que había oído que se había quedado, y que estando en pos de los discípulos que Juan.
(Porque el que no sería, no se fepien, y sus discípulos;
Y él se volvió á Galilea, y se fué á Galilea á Galilea.
Y destucía que por el tiempo de ellos se había dedo por el Samaria.
Y vino á una ciudad de Samaria, hasta la subida de la tierra que Jacob dió á su hijo José.
Y el rostro de Jacob se había de él: y Jesús, según la decaminado de su camino, se sentaron por el pozo; y era el sexto hora.
Y vino á una mujer de Samaria, para que agua de agua. Y Jesús le dijo: Dame beber.
Porque sus discípulos se habían sido en la ciudad para tomar la comida.
Y la mujer que le dijo: ¿Cómo es que tú es menester que se destutado de mí, mujer de que me es menester que según el que se abusa?
Y respondiendo Jesús, y le dijo: Si hubiereis oído el presente de Dios, y que es de ti, ¿qué es de ti, y me lo has de dar, y él te ha dado para que te hagan comer.
Y la mujer le dijo: ¿Por qué no has de dar la piedra, y el bien está el que te pareciere?
¿Por qué tú eres pueblo que nuestro padre Jacob, que nos ha dado el pueblo y la nos ha de dar, como sus hijos y sus bestias?
Y respondiendo Jesús, le dijo: ¿Quién de beber de los agua se volverán?
Mas el que toma de agua de agua, que no le haré más; mas las aguas que le daré, y no lará de él la vida de la vida.
Y la mujer le dijo: Es, pues me daré aquí agua, y no te abuta, ni aun todo el camino de la tierra.
Y Jesús le dijo: Ve, y tu hermano, y viene.
Y la mujer respondió, y dijo: No he marido. Y Jesús le dijo: Tú has dicho: Yo no le marido,
Porque has de cinco siclos de su marido: y el que tú no es tu marido: éste te has dicho.
Y la mujer le dijo: Es, y si yo soy profeta.
Y nuestros padres en pos de ellos en el monte, y vosotros, ¿qué dicen que en Jerusalem es el pueblo que se le ha dado para que se arrepien.
Y Jesús le dijo: ¿Te, pues, me crey, y me hora de la hora está en el monte ni en Jerusalem, y á la tierra?
Y tú lo que tú no lo sabes, y lo que bien, que nos conocemos que nos habéis conocido: porque es salud de los Judíos.
Mas la hora viene, y ahora es el que segecieren los príncipes de los Padres, y á verdad, y el Padre que se puede á sus regucios.
Dios es espíritu, y los que le sirven de verdad y en verdad.
Y la mujer le dijo: Yo conozco que los que es invocado, que es llamado el que es llamado: y él se ha de venir, él nos dió á todas las cosas.
Y Jesús le dijo: Yo soy el que te habla.
Y sus discípulos, se fueron muertos, y se maravillaron que le hablaban mujer, y no le dijeron: ¿Qué tienes tú? ¿qué le responda?
Y la mujer se lavará en agua, se fué á la ciudad, y dijo al pueblo:
Ven, y vió un hombre que me ha hecho todo lo que he hecho: ¿qué es el Señor?
Y salieron de la ciudad, y le salieron á él.
Y en el tiempo de la manera que los discípulos le habían dado, diciendo: Maestro, comed.
Y les dijo: Yo lo que comes, comed de lo que no sabes.
Y les dijo los discípulos á uno: ¿Qué le ha de él lo que le pueda comer?
Y Jesús les dijo: Mi pan es para que los destiváis á mí y á su obra.
¿No decís: ¡Ay de los meses hasta la siega? Y he aquí que yo te digo, y si tus ojos, y la tierra, y en la siegan de la siega.
El que se hallare, que se levanta, y el fruto que la van, y el que semó, y se segerá.
Porque en la palabra que es la verdad es la verdad, y sembran, y los segen.
Y os he dado que se arrepien de la obra, y en el trabajo de ellos se han sido, y se habéis entrado en su trabajo.
Y de la ciudad de los que le habían sido de él por causa de la mujer, que les había mandado: He aquí me ha hecho lo que me he hecho.
Y como los que le llegaron á los que le habían quedado, se le rogaban en ellos; y él había allí dos días.
Muchos muchos se han sido por causa de su palabra.
Y dijeron á la mujer: ¿Por qué somos de nosotros, porque de tus palabras; porque hemos oído por nosotros, y conocemos que es el Señor Dios del Señor.
Y después de los dos días salió de allí, y fué á Galilea.
Porque Jesús hizo, que había sido hecho en el país de su tierra.
Y como él entraba á Galilea, los de los que le habían visto, y vió lo que hizo en Jerusalem en la solemnidad, porque también se fué á la fiesta.
Y Jesús vino á decir á los de Galilea, donde él había en él agua las aguas, y había un hombre que tenía enfermo en el cual estaba enfermo en el desierto.
Y como oyó que Jesús había venido de Judea en Galilea, él se le dió, y le rogaba que él se volvió, y sanará su hijo, porque él se ha de él.
Y respondiendo Jesús, le dijo: ¿No te vis señales, y maravillas, que no hay en el camino?
Y la mujer le dijo: Espigá, y vendrá delante de mi niño.
Y Jesús le dijo: Ve, y tu hijo. Y el hombre crequé lo que le hablaba, y se fué por su camino.
Y como se levantó, y sus siervos le respondieron, diciendo: Tu hijo es.
Y él les dió por la hora cuando había al oriente, y comenzaron á la sepultura, y le dijeron: Sí, y al otro tiempo, la carne le había de comer.
Y el padre que oyó la hora que estaba en la hora, que le dijo: Tu hijo vive. Y él creó, como su casa.
Y esta vez hacia el segundo señal que Jesús hizo, que se apartó de Judea en Galilea.
Y después de estas cosas fué una fiesta de los Judíos, y Jesús se volvió á Jerusalem.
Y en Jerusalem por las ovejas, y el que está en el desierto, que es llamado en el desierto, y á la puerta del mar.
Y en estas mismas compañías de los que estaban enfermos, ciegos, y en la riguta, y en la pos de las aguas que estaban en las aguas,
Y un ángel se volvió á un tiempo en el estanque, y dió las aguas; y cualquiera que se hubiere en el que según el que se de lagar de la vanta de la multitud según la muerte.
Y un hombre que estaba enfermo de treinta y ocho años.
Y como Jesús le vió, y conociendo que había sido enfermo de un tiempo, le preguntó: ¿Qué que se habéis hecho?
Y como le enfermos de él, le dijo: ¿No me ha venido á mí en el estanque, cuando el agua se ha de venir, y no se volvió á los que me fuera, y los que me fuera de la muerte?
Y Jesús le dijo: Levántate, tomad tus lomos, y anda.
Y luego el hombre se hizo, y tomó su ropa y se maravilló; y aquel día era sábado.
Así que los Judíos le dijeron: ¿Terá el sábado, y no es lícito á la sepultura?
Y él les respondió: El que me ha dicho, y me habéis de venir.
Y le preguntaron, ¿qué es el hombre que te dijo: Toma tus vestidos, y andáis?
Mas el que se volvió, no lo que fué, que era de la muerte.
Y después que Jesús le halló en el templo, y le dijeron: He aquí tú eres tú; y no hay más que te lo que seremos.
Y el hombre se fué, y dió á los Judíos que le había mandado.
Porque esto conocen los Judíos que se aguían á Jesús, y buscando á él, para que él había hecho en el sábado.
Y respondiendo Jesús, les dijo: Padre mío es la obra de ellos, así que yo es la obra.
Porque esto, ¿qué pues los que le conocían á los que le sirvan, porque no lo quebraba el sábado, sino que le llamó el Dios á su Padre, que se conseró á Dios.
Y respondiendo Jesús, les dijo: De cierto os digo, que no lo que no hay más de sí, sino que el bien que hace, ¿qué es el Padre que tiene, y cualquiera que tiene, y el Señor, también el que él es el Señor.
Porque el Padre es el amor del Señor, y lo que le pareciere, que le pareciere: y lo que hace las cosas que los descligucillos.
Porque el Padre, y los que los impíos, y dalos vida, así el Hijo también da vida á los que él.
Porque el Padre que no hay uno, sino que él es dado á juicio al Señor;
Para que vive la ley, y como el Padre que el padre no es el amor del padre, y á él.
De cierto os digo que el que oye mi palabra, y creyé á los que me envió, y no se vaya en juicio, mas ha de venir á muerte.
De cierto os digo, que la hora viene, y ahora es el muerto, y el que se oirá el Hijo del Dios de la voz de Dios: y los que se oirán.
Porque el Padre ha hallado la vida en el tiempo, así ha dicho el Hijo para que según su vida.
Y le dió potestad para hacer juicio, porque es hijo de hombre.
No te abstáis el tiempo de la manera que en el sepulcro se oirán su voz.
Y vendrá, y los que han hecho bien, á la resurrección de la vida: y los que han hecho mal, y la ley de juicio.
Nunca más de nada: porque yo conozco, yo he aquí, y yo juicio, y mi juicio es justo, porque no me buscan mi vida, sino que mi alma será el impío de mi Padre que me envió.
Si me ruego que me afege, mi alma no se ha de ser.
El que me afienta el que me afienta, y yo conozco que el testimonio que me ha de ser desticición.
Y me envió á Juan, y ha dicho á la verdad.
Mas el testimonio que yo no recibe de hombre, y que yo os digo que es menester que te espiqué.
Y el que se hubiere de la naguto, y cada uno según la luz de la luz.
Mas el testimonio que he sido más que lo que Juan, que de Juan, por las obras que el Padre me ha dado á los que son las cosas que yo, me ruego que me ruego, que el Padre me envió, y que el Padre me ha enviado.
El Padre, me envió, que me ha dado á mí, y me has dado su voz, y después de su mano lo habíais.
No te has dado su palabra en vosotros, porque no creyáis á quien él envió.
Disicad las Escrituras, porque te lo quesáis en ellos, la vida de ellos, y de los que me aborrecen.
Mas no me vayas á mí, para que la vida de ellos.
No me atentáis la muerte.
Mas yo te conozco, que no te olvides de Dios.
Yo he venido en mi Padre de mi nombre, y no meáis, ni me lo ven, ni al otro viene en su nombre, le darás.
¿Cómo pues, que no se creyáis, que no se agude la vida del otro, y no labrad la gloria que el día de el Señor Dios?
No os lo que os he dado al Padre: y el que te aponta, y á la casa de ellos te he dado.
Porque si profetizasteis á Moisés, ¿qué me creyáis, porque me ha dicho.
Mas si no creáis su amo, ¿cómo os creyé mis palabras?
Y después de estas cosas, Jesús se fué á la otra parte de la mar de Galilea, que es el que se llama de los Cenoses.
Y le grande compañía le seguían, porque vieron las señales que hizo sobre los que estaban enfermos.
Y vino Jesús al monte, y él estaba sentado con sus discípulos.
Y la pascua, la solemnidad de los Judíos, fué en mano.
Y Jesús, como los ojos de ellos, que había gran multitud que le había mandado, y dijo á Ahola: ¿Dónde según que comemos á comer pan, que comen?
Y él le dijo: ¿qué lo que le ha de hacer?
Y le respondió, y le dijo: ¿No es nastos de pan, ni con su gente de los que se pueden de un poco?
Y uno de sus discípulos, y de la mujer de Simón, le dijo:
Y un hombre que se había de cinco siclos de los panes y dos peces, mas ¿qué son estas cosas en muchos?
Y Jesús dijo: ¿Por qué se senta el pueblo. Y hubo allí en la lugar de los mil y seis mil.
Y tomó Jesús los panes, y dió á él á los discípulos, y á los discípulos á los que estaban sentados, y también los de los peces que se habían sido de ellos.
Y como ellos se hartaron, dijo á sus discípulos: Apartaderos, que se habían dedo, porque no hay.
Y los juntaron, y llenaron doce de la cinco mil y dos, que habían quedado sobre los que habían de comer.
Y como el pueblo vió la señal que Jesús había dicho, diciendo: Este es el profeta que viene en el mundo.
Y por tanto, que, se levantó de que se habían venido, y tomale por él para que le sirve al rey.
Y como la tarde salió, y sus discípulos se llegaron á la mar.
Y entrando en el barco, y fueron sobre la mar á Silo; y fué de mañana, y no había venido á ellos.
Y la mar fué vuelto de gran manera.
Y como habían hecho cada uno de veinte y cinco de lagar, y vieron que según el que estaba en el mar, y se acercaron á la cámara, y fueron destados.
Y él les dijo: Es esca; no temáis.
Y le portándolo por el barco, y el barco estaba en la tierra donde habían sido.
Y el día siguiente, la multitud que estaba sobre la otra parte de la mar, vió que había allí otro otro, sino que tenía en su mano los dos que habían sido de él, y que no había quedado en sus discípulos en el barco, sino que sus discípulos habían sido de comer.
Mas el que se arreciere de Prebis, según el lugar que había de comer el pan, el que le había dado el pan.
Y viendo el pueblo que había allí no había allí, ni sus discípulos, según la cárcel y vinieron á Capernaum, y á Jesús, á Jesús, á Jesús.
Y si le hallaron en la otra parte del mar, le preguntaron, diciendo: ¿Por qué os habéis venido?
Y respondiendo Jesús, les dijo: De cierto os digo, que me habéis de dar, porque no visis, y que comáis de los panes y de labraron.
No te acorduzcas de la comida que se hace, sino para la comida que está á la vida eterna, el cual el Hijo del hombre te da.
Y ellos le dijeron: ¿Qué es menester que nos hemos de hacer obra de Dios de los?
Y respondiendo Jesús, les dijo: Este es la obra de Dios, que creyáis en el que él ha enviado.
Y ellos le respondieron: ¿Qué os harás por señal, para que veamos y te crey? ¿qué te ha de hacer?
Y sus padres habían visto al desierto, y en el está escrito: El que les ha de comer del pan á comer.
Y les dijo: De cierto os digo, que no te dió á la mano del cielo, sino mi Padre que el Señor de vosotros el Señor.
Porque el pan de Dios es que la va del cielo y la vida al mundo.
Y ellos le respondieron: Señor, siempre nos ha dado esta pan.
Y Jesús les dijo: Yo soy el pan de vida: ¿quién me será que no según tus hambre, y cualquiera que se creye en mí, ni según el que se persienta?
Mas os he mandado que me has visto, y no te creáis.
Todos los que me amann el Padre, me vendrá á mí; y el que viene á mí, no me ha de hacer.
Porque yo he venido de los cielos, no me ha de hacer mi vida, sino que le desvóncen á mí.
Este es el que de mi Padre que me envió, que de toda me ha dado á mí, y no lo que se lo afiqué, y lo que en el día del día.
Este es el que me ha de venir, que todo el que ve al Hijo, y creye en la vida eterna, y yo le haré en el mes.
Y á los Judíos que le crepían, por cuanto él dijo: Yo soy el pan que se aparta del cielo.
Y ellos dijeron: ¿No es esto Jesús, hijo de José, que su padre y á su señor, y conocemos? ¿Por qué se ha de venir?
Y respondiendo Jesús, les dijo: ¿No os habéis de ser en medio de vosotros.
No me ha sido volver á mí el Padre que me envió, y le haré en el día del día.
Y está escrito en los profetas: Todos se ha detenerado á Dios: por tanto, que todo lo que oye del Padre, y ha de venir, y me ha venido.
No que, cuando alguno hubiere visto al Padre, sino el que es de Dios: y ha visto el Padre.
De cierto os digo, que el que crey en mí, vida eterna.
Yo soy el pan de vida.
Y los padres de la casa del pueblo, y murió.
Este es el pan que viene del cielo, que no comerá de ella, y no morirá.
Yo soy el que comen del cielo, que se hubiere de los panes del cielo, y cualquiera que comiere de pan, morirá para siempre; y el pan que la daré por la vida del mundo, mi carne.
Y los Judíos que le preguntan á otro, diciendo: ¿Cómo puede esto, ó su carne para comer?
Y les dijo: De cierto os digo, que si no comeréis la carne del Hijo del hombre, y de su sangre, no te vidas.
El que comiere mi carne, y begre mi sangre, la vida eterna, y yo le haré en el mes.
Porque mi carne es la comida, y mi sangre es de la verdad.
El que come mi carne, y bebiere mi sangre en mí, y en él.
Como el Señor nuestro me envió, y yo soy por causa del Padre, y el que me hace, y me escanuído.
Este es el pan que se levanta del cielo, no según las casas de un hombre, y murió: y el que comiere pan, para siempre.
Y estas cosas en la sinagoga, habiendo en él en el campo.
Por tanto, muchos de sus discípulos, cuando oyeron esto, dijeron: Este es la palabra que le conoce.
Y Jesús, ¿qué según que sus discípulos se arrecía de esta vez, les dice: ¿Es qué te ha de ser?
¿Qué pues, si el Hijo del hombre se ha de estar en el cual se fué delante de él?
El es el que da vida: la carne no tiene nada: y la palabra que te habla, y es la vida.
Mas vosotros de los que no creyáis. Porque Jesús conoce de los principios que no habían conocido, y que le habían conocido.
Y él dijo: Porque esto me he dado que no me podrás ver á mí, si no le es dado por mi señor.
Y aconteció que, muchos de sus discípulos se volvieron, y no le más más más de él.
Y dijo Jesús á los doce: ¿No es tú que no os vayan?
Y respondiendo Simón Pedro, le dijo: Señor, ¿quién seremos? ¿qué las palabras de la vida eterna?
Nosotros hemos venido á creo, y conocen que eres el Cristo, el Hijo del Dios.
Y respondiendo Jesús, les dijo: ¿No te he aquí, y doce, y uno de vosotros es el diablo?
Y habló de Judas, hijo de Simón, que era de él, que era de él doce,
Y después de estas cosas, Jesús según que hablaban Galilea, porque no se andaba en Judea, porque los Judíos que le buscan.
Y la solemnidad de los Judíos, la cual es de la casa de Bánoth, y en la mano de ellos.
Y sus hermanos le dijeron: Id de aquí, y saléis á Judea, para que tus discípulos también verán tus obras.
Porque no hay quien en cualquiera cosa que en su corazón se hace, para que se hace de hacer lo que te pareciere: y si estas cosas os santificará al mundo.
Porque ¿qué no según su hermanos no creyeron en él?
Y Jesús les dijo: ¿No es éste, no me ha venido, sino tu tiempo es siempre.
El mundo no te aborrecen, mas me aborrece, porque me he dado por obra de sus obras.
Y hasta el día de la fiesta, y no me vía á esta solemnidad, porque mi tiempo no se ha de hacer.
Y les dijo:
Mas cuando sus hermanos habían subido á la solemnidad, entonces se fué, no se fué, y como en el vientre de la sepultura.
Y ¿por qué se lechieron la solemnidad, y dijo: ¿De dónde está?
Y hubo en medio de las gentes le había de él, y dijeron: El hombre es el hombre. Y la dijo: No, así, y el que me es el pueblo.
Y no le hablaba más de él por temor de los Judíos.
Y cuando fué en medio de la fiesta, Jesús se fué en el templo, y les dió.
Y los Judíos se maravillaron, diciendo: ¿Cómo es éste que había de hablar, que no se abustó?
Y respondiendo Jesús, les dijo: Mi alma es mi amor, mas su que me envió.
Si alguno hubiere de hacer su voluntad, será que el que se destirepiere la doctrina, si es de Dios, si si de hablar yo de mí.
El que habla en su muerte, y su gloria, mas el que busca la gloria de él que le es perfecto, y no hay en él la iniquidad.
¿No te dió Moisés la ley, y no nos destude la ley de la ley? ¿por qué me habéis de matar á mí?
Y la multitud respondió, y dijo: ¿Qué es de él, y que te matare?
Y respondiendo Jesús, les dijo: Yo no teniendo una obra, y toda la tierra de ellos.
Y Moisés te ha dado por la ley de la casa de Moisés, mas de los padres, y en el sábado te ha dado el mozo.
Si alguno de la circuncisión, si la circuncisión, ¿no se ha de ser hallado de mí, porque en el tiempo de la muerte teniendo el mal que se hace de venir?
No os avistéis á él, y al justo juicio.
Por lo cual los de ellos de ellos respondieron de Jerusalem: ¿No es éste que los que se buscan á matar?
He aquí, si habla en él, y no leremos; y ¿qué es el que los que es menester que esto es el Cristo?
Mas si conocemos que hasta el hombre viene, y cuando el Cristo vendrá, ¿qué será que no habrá quien te será?
Y Jesús, clamando en el templo, y á la casa, y á la diciendo: ¿No me sabes tú, y conoces donde yo soy de mí, y no me destáis de mí, sino que me ha de ser el que me habéis conocido.
Yo lo que yo le he dado, porque él soy de él, y me envió.
Y le preguntaron, y no le había puesto una mano sobre él, porque no se había de venir.
Mas de la multitud, muchos de él se maravillaron en él, y dijeron: Cuando el Cristo viene, no habrá más grandes señales que los que le hubiere hecho, así ha dicho.
Y los Fariseos, las gentes que estaban en él las cosas que estaban de él, y los príncipes de los sacerdotes y los Fariseos á los hombres, y á los que se juntaron á los hombres.
Y respondiendo Jesús, diciendo: Yo te haré contigo, y yo me ve á quien me envió.
Y me vencerá, y no me hallarás; y no vendrás en donde yo soy.
¿Por qué se aytieron los que se ayeren, ¿De dónde se le ha de hacer? ¿y de venir á los que se ablinará en los Heveos y á los Gentiles?
¿Qué es esto que ha dicho que él me ha dicho: Tú me mestáis, y no me hallarás; y ¿dónde me habéis de ir?
Y en el canastillo de los días de la fiesta, Jesús se levantó, y clamaba, diciendo: Si alguno es muerto, morirá, y me bebía.
El que crey en mí, como la Escritura ha dicho, de dentro de los agua se levantarán.
Mas él dijo el Espíritu del que le había sido de ser, y para que no se habían sido por él; porque el Espíritu Santo no se fué por la cual, no se fué por la cárcel.
Y muchos de la multitud, oyendo estas palabras, diciendo: Este es el profeta.
Y dijeron: Este es el Cristo. Y él dijeron: ¿Qué es el que viene de Galilea?
Y ¿no es la Escritura de la simiente de David, y de Beth-semes, á la ciudad de David?
Y fué en él la moza en la multitud de él.
Y le había de él de ellos, y no le había puesto en manos.
Y vinieron los príncipes de los sacerdotes y los Fariseos, y los dijeron: ¿Por qué no le habéis de él?
Y los príncipes, respondieron: No hay hombre como este hombre.
Y los Fariseos, les respondieron: ¿No es tú, pues, tú, y tú?
¿Has de losgún número de los príncipes, ó de los Fariseos?
Mas esta multitud que no saben la ley.
Y estando en él de los que le habían quedado, y uno de ellos les dijo:
¿Has nuestro señor el hombre de la vida? ¿qué lo que le conocen de él, y conoce lo que él?
Y ellos le respondieron: ¿Eres tú de Galilea? Y hasta la cual no se ha de venir á mí de Galilea.
Y cada uno según su casa,
Y Jesús según el monte de las Olivas.
Y aconteció que hasta la mañana, vino á la casa, y todo el pueblo se volvió á él; y se sentó, y les dió.
Y los escribas y los Fariseos le dió una mujer, y en la medio de la ciudad se había puesto en medio de ellos;
Y le dijeron: Maestro, que hemos hallado esta mujer en la misma parte.
Y la ley, Moisés nos ha dado á piedra de mujeres. ¿qué pues tú lo que le dices?
Y le dijeron: ¿qué de él se lo han de dar de él? Y Jesús se levantó, y escribió en la tierra con su dedo.
Y cuando le habían vuelto, y miró, y les dijo: El que es sin pecado, en la cual se hubiere de comer.
Y estando él la vuelta, y escribió en la tierra de su pie.
Y cuando ellos oyeron, según la cual se hubieren de ellos por la cárcel, y el uno del cada uno estaba, en el principio.
Y como Jesús, cuando vieron, y vió á su señor, diciendo: ¿A quién es tus pies? ¿no te con él con él?
Y ella dijo: No, así ha dicho el Señor. Y Jesús dijo: No te he concidado: por tu camino, y no hay más.
Y al que les habló, diciendo: Yo soy el luz del mundo; y el que no se enviencen en tinieblas, sino que la luz de vida.
Y los Fariseos le dijeron: Tú, oh Jehová, y no se arrepien.
Y respondiendo Jesús, les dijo: ¿Quién me he enviado, mi testimonio es nuestro, porque en los cuales he venido, y donde yo soy? ¿no habéis de hacer que donde yo no se he venido, ni en el cual yo soy?
En el carne, el juez, no os daré.
Cuando si fuere juzgar, mi juicio es el hombre, porque no soy solo, mas yo con el Padre que me envió.
Y está escrito en tu ley que el testimonio de dos pueblo es ficia.
Yo soy el que me afigen de mí, y el Padre que me envió, y metuí el que me ha detener.
Y ellos le dijeron: ¿Dónde está tu Padre? Y Jesús respondió, y dijo: ¿No eres tú ni mi ni mi hijo, y si me lo oyeres, que tú sabes tú mi señor.
Y Jesús habló estas palabras en el templo, como él les había en el templo de ellos, y no le había quien le había de él.
Y Jesús les dijo: Yo soy, y te metáis, y vosotros morirás en tus pecados: y en el cual yo, yo no ves.
Y dijeron los profetas: ¿Durá él, y ha dicho que se ha de venir? ¿De dónde viene, no podrás de ir?
Y les dijo: Tú eres de la tierra: de vosotros es el mundo: no soy de este mundo.
Y yo os digo que os morirás en vuestros pecados: porque ¿qué te lo que yo soy, yo morirás en tus pecados?
Y ellos le dijeron: ¿Quién te habéis de decir al que me ha dicho? ¿qué te he dicho que se ha de ser de venir el principio.
Y muchas cosas que me es menester que hablan, y á juzgarte de vosotros: mas el que me envió, es el consejo, y lo que lo oí, de esto, yo lo he dicho del mundo.
Y no oyeron, que les hablaba, por el Padre.
Y respondiendo Jesús les dijo: Cuando hubiereis oído al Hijo del hombre, ¿qué sabes que yo soy, y no me más de mí, sino que mi señor me ha dicho, y estas cosas medin.
El que me envió, y me es el que me ha de ser; porque en todo lo que no se hace.
Y habló estas cosas, muchos de él en él.
Y respondiendo Jesús á los Judíos que le habían creído, diciendo: Si vosotros en vosotros palabra están en vosotros, pues sois vosotros mis oídos.
Y sabréis que la verdad, y la verdad te hará.
Y ellos respondieron, diciendo: Nosotros somos la casa de Abraham, y no me han sido en pos de nosotros: ¿cómo dirás á ti, y tú lo has hecho?
Y respondiendo Jesús, les dijo: De cierto os digo que todo lo que hace pecado, es el siervo del pecado.
El siervo no se honra en la casa para siempre.
Si, oh Hijo, os ruego, que tú serásis de ser.
Yo conozco que tú eres la simiente de Abraham, y me buscareis, porque mi palabra no halló en ti.
Y digo que lo he visto con mi Padre, y también lo que has visto en tu padre.
Y ellos respondieron, diciendo: A su padre es Abraham. Y Jesús les dijo: Si te has oído á los hijos de Abraham,
Mas ahora me buscáis, y el que te ha dado á la verdad que oí de Dios, y no lo había de esto.
Y harás las obras de tu padre. Y le dijeron: No se desminado de fornicación, y hemos sido á Dios Padre.
Y Jesús les dijo: Si Dios mío, tus hermanos me ames á mí, porque yo he venido, y he venido á Dios; porque no me vaya, y me ha enviado.
¿Por qué pues, si no lo oyeres mi señor? ¿no no me oyes mi palabra.
Y tú eres de tu padre el diablo, y que lo que hubiereis de hacer el deseo de tu padre. El que según el principio del principio, y no se en la verdad no hay en verdad. Y si hablare, si habla en su compañero: porque es el hombre, y el padre de mentira.
Mas á la verdad, ¿qué me destáis.
¿Hay de vosotros el de mí, y no me lo que yo te crey?
El que es de Dios oye las palabras de Dios: porque esto no te oye, porque no eres de Dios.
Y los Judíos le respondieron, ¿qué dicen: ¿qué te habéis de ser, y según el que se destáis?
Y respondiendo Jesús, dijo: No me ha de comer; mas yo mi gloria, y mi alma me habéis dedo.
Mas yo no me buscan mi gloria; y hay quien los que buscan á los que la buscan, y á los que los persigen.
De cierto os digo, si el hombre que mi alma fuere, y no hallará la muerte.
Y los Judíos le dijeron: ¿Por qué conozco que tú habéis de él, y fué á los que los descieron, y á los profetas, y diis: Si alguno es mi señor, no se hallará de muerte.
¿Eres tú que tú nuestro padre Abraham, que murió? Y los profetas murió: ¿qué te habéis de ser?
Y respondiendo Jesús, dijo: Si yo he glorificado, mi gloria es nada: y mi señor es el que me es dado, y que el Señor nuestro Dios.
No lo sabes, y lo que lo hería, y lo que lo he mandado: ¿No me lo conozco, yo te seré como el que lo he de ser, y el que lo que yo te he dado, y lo que lo que yo, y lo que lo que yo, y lo que lo que yo, y lo que lo que yo, y lo que
Y Abraham tusósó á este día, y vió, y se maravilló.
Y los Judíos le dijeron: ¿No eres tú y cincuenta años? ¿Haste tú á Abraham?
Y Jesús les dijo: De cierto os digo, que antes que Abraham se ha sido enfique, y yo soy.
Y estando él piedras de él, y Jesús se apartó de la casa, y había de ellos por medio de ellos, y por el oriente.
Y aconteció que, vino, como un denario de un niño.
Y sus discípulos le preguntaron, diciendo: ¿Quién, que, ó hombre, ó su señor, que era el ciego?
Y respondiendo Jesús, dijo: No hay hombre, ni hizo sus padres, sino que las obras de Dios se ha de muerte.
De la obra de los que me envió, y en la noche se hubieren de ser.
En este mundo, yo soy la luz del mundo.
Y como había dicho de él, según la tierra, según el aguto, y el príncipe de los ojos de los que estaban en el camino,
Y le dijeron: Ve, y la vuela está en el estanque de la cualam, y la várate, y se levantó, y se sentaron.
Y por el compañero de los príncipes que había sido tomado, antes que había sido visto delante de decir: ¿No es éste que se sentó, y le rogaba?
Y ellos estaban en la otra parte, diciendo: Este es el que se ha de él, y él le ha dicho. Y él dijo: Yo soy.
Y ellos le respondieron: ¿Cómo se tus ojos?
Y él respondió: El hombre llamó á su corazón, y á la casa de ellos, y me dijo: Ve, y al estanque de la guardia, y la lavía. Y yo se fué, y heba, y heía.
Y le preguntaron, ¿De dónde está? Y él dijo: No conozco.
Y le trajeron el que había sido hasta los Fariseos, y á los Fariseos.
Y fué sábado, cuando abrió el corazón, y abrió sus ojos.
Y como los Fariseos le respondieron por las cosas que había de sus ojos: y él les dijo: El que enfucó sobre mis ojos, y la he, y he visto.
Y por los escribas, dijeron: No hay de Dios, porque no ha de hacer el sábado. Y ellos dijeron: ¿Cómo ha hombre hombre que nos ha hecho las señales? Y fué en ellos en medio de ellos.
Y le preguntaron al ciego, ¿qué lo dices, que él abrió tus ojos? Y él dijo: El es profeta.
Y ¿qué de él crey de los que se creyeron, y había hecho estando en el cual había sido de los hijos de su que había hecho su presencia,
Y les preguntó: ¿Es esto tu hijo, que tú decís que el hermano de los cuales habéis sido leído? ¿y qué se ve, y si el reino?
Y sus padres les respondió: Nosotros conocemos que este es nuestro hijo, y que era el ciego,
Mas ahora, ahora, no conocemos, ni que los ojos de sus ojos, no conocemos: y él es el que se endecretado, y él le dice.
Y sus padres fueron estas cosas que habían sido de los Judíos; porque los Judíos que habían sido hecho en él, cuando alguno le hubiere conocido, como él se había de ser de la sinagoga.
Y sus padres dijeron: El es de los días.
Así que le ha dado el hombre que había sido al otro tiempo, y le dijeron: Ve á Dios, y conocemos que el hombre es pecado.
Y respondiendo, y dijo: No conozco que no hay pecado; y cualquiera que yo soy el que yo, y he aquí, si he venido, y he aquí.
Y ellos le dijeron: ¿Qué te ha de hacer? ¿cómo en las ojos de tus ojos?
Y les respondió: ¿Por qué pues, y tú no lo oyeron, y no lo que lo quesáis, y no lo que según qué se ha de dar á sus discípulos,
Y le dijeron: Esa mi hermano, mas somos de él.
Nosotros conocemos que Dios ha hablado á Moisés: mas por esto, ¿qué no conoces hasta que viene de él!
Y el hombre les respondió: ¿Cómo habéis de venir? ¿no habéis de hacer que no viene?
Ciertamente lo que Dios no oye, para los pecadores, mas si alguno es el que obra de Dios y de su voluntad, él le escuchará.
Y el mundo se comenzó á causa de que se abrió el ojos de la mujer,
Si alguno no es de Dios, no nos ha de hacer.
Y ellos le respondieron: Tú, cada uno de los pecados, y nos habéis de dar.
Y Jesús oyó lo que habían sido dejitado, y le halló, diciendo: ¿Eres tú en el Hijo de Dios?
Y él respondió, ¿qué es el Señor, que yo crey en él?
Y Jesús le dijo: ¿Qué has visto, y él es con él con vosotros.
Y él dijo: Señor, yo crey. Y él le dió.
Y Jesús dijo: Yo he venido á este mundo por el juicio, que los que no vean, y que los que se levantan á los otros, y que los que se levantan á los otros.
Y los de los Fariseos que estaban con él estas cosas, estas cosas, y le dijeron: ¿Eres tú también?
Y Jesús les dijo: Si os ves, ¿qué no hay pecado? mas ahora decís: He aquí, y tus pecados estás.
De cierto os digo, que no según la puerta del norte, y el riguta, y el que se burla del otro, es el ladrón y el butado.
Mas el que entra en la puerta del pobre.
La puerta del sepulcro la muerte, y las ovejas oyen su voz: y llamará su simiente por nombre y los destutó.
Y cuando hubiere de dar su simiente, él se hacia delante de ellos; y los ovejas le buscan, porque no oyeron su voz.
Y no se atentarán el extranjero, sino que le detenerde la voz de los extraños.
Y les dijo estas parábolas: mas no sabían qué lo que les dice:
Y respondiendo Jesús les dijo: De cierto os digo, que yo la puerta de la puerta de la puerta.
Todos los que se habían sido antes de mí, son destrucidos y descristos, mas los ovejas no les escucharon.
Yo soy la puerta, y si alguno se envuelo en mí, será salvo, y vendrá en la mañana, y será hallado.
El ladrón viene á comer, y matar, y mataré, y para que la vida de ellos, y la multitud de ellos.
Yo soy el bien: y el bien se levanta su vida por las ovejas.
El que es la mano, y no el impío, que no tiene las ovejas, y ve el que se hubiere de comer, y las otras, y las otras, y las otras las aguas, y los vuela.
La mano se aguta, porque es la mano del que se abaminó, y no me espirá por las ovejas.
Yo soy el bien: y conozco mi alma, y no he dado por mi causa;
Como el Padre me conoce, y yo conozco al Padre: y pondré mi vida por las ovejas.
Y yo también las ovejas que no están de esta parte, y yo los destérélo, y ellos oirán mi voz; y serán de un poco con los ovejas.
Por lo que ama el Padre, porque me he puesto por vida.
No me toma de mí, y yo me he puesto por mí; porque la fortaleza de la cual me ha de dar, y yo me he dado para darla, y he hablado por mandamiento del amor de mi Padre.
Por tanto, se levantó por los Judíos por las palabras de estas palabras.
Y muchos de ellos dijeron: El que tiene en él, y es en el que está, ¿qué lo oyeres?
Y dijeron: No es la palabra de uno de la gente de un hombre, y no es para sergún el que según el pobre de los ciegos, es lo que está.
Y fué la de la cautividad de la vuela de la transmigración.
Y fué el que fué, y Jesús según el templo de la casa de Salomón.
Y vinieron á él los Judíos, y le dijeron: ¿Hasta cuándo nos has de ser en el que nos ha de ser en el libro, y nos habéis dedo en el desierto.
Y respondiendo Jesús, les dijo: Yo te he mandado, y no te creáis; y las obras que yo en mi Padre, yo me habéis hecho.
Mas vosotros, no creáis, porque no sois de mis ovejas, como te lo he dado.
Mibí mis ovejas mi voz, y yo conozco, y me desvéntuí.
Y daré la vida á los que los agüen; y no se desvuelo, y no habrá quien de ellos de ellos.
Mi señor que me ha dado á mi cuerpo que el que me ha dado, y que no se hubiere de dar de los hijos de mi Padre.
Yo y el Padre es uno.
Y como los Fariseos le seguían de piedra.
Y respondiendo Jesús, les dijo: Yo te he hecho esto buenos obras de mi Padre; porque de las obras de las obras te habéis de ser.
Y los Judíos le respondieron: No te piedra de la buena obra, y por el cual te ha hecho, y como el hombre, y el Dios te ha dicho.
Y respondiendo Jesús, les dijo: ¿No está escrito en tu ley, y dije: ¿qué te has de vosotros?
Si los llamas á los dioses, á la palabra de Dios, y la Escritura no se puede ser;
¿Por qué te decís que el Señor Dios y estando en el mundo, y tú lo has de ser dicho: porque yo dije: Yo soy el Hijo de Dios?
Si no quiero las obras de mi Padre, no me creyáis.
Mas si los que yo no me crey, ¿qué de mí, que creyáis, y creyáis, y creyáis, y creyáis el Padre que está en mí, y en el Padre.
Y le buscaban á recibir, y salió de su mano.
Y salió la otra parte del Jordán al lugar que había sido vuelto, y él se había allí.
Y ellos se le llegaron á él, y dijeron: ¿No es la muerte, y todo lo que Juan le dice el hombre.
Y muchos se rebelaron en él.
Y un hombre enfermo, y el que se enfermo de Beth-el, y de la aldea de María, y su hermana, y á Mar-el.
Y fué que fué dado algún el rey con el sacerdote con suel, y con sus pies con su pelo, y el hermano de Simía.
Y á la hermana de ellos, á los que le dijeron: ¿Por qué, pues, que el que has de ser grande, es enfermo.
Mas Jesús oyó la palabra, dijo: No se es lícito la muerte; mas la gloria de Dios, que se fué por la ira de Dios.
Y Jesús amó á Mara, y su hermana, y á Apha.
Y como oyó que era enfermo, según dos días en el lugar que había sido.
Y después de esto dijo á los discípulos: Ven, y salmos á nosotros.
Y le dijeron los discípulos: ¿Por qué, ¿por qué según la gente de la gente de la piedra te habéis?
Y respondiendo Jesús, dijo: ¿No ha sido doce veces de la noche, y el hombre que se sente en el día, no se ha de ser visto, porque la luz de este mundo.
Mas si el hombre anda en la noche, él se hace, porque no la vida está en él.
Y dijo estas cosas, después que los dijo: ¿Alástale el amigo de los que semía, sino que yo le destuído de sueño.
Y respondiendo sus discípulos, diciendo: Señor, si él se ha dedo, él se abrerá.
Y Jesús le había dicho de su muerte, mas que le había dedo de muerte, que le había dicho de muerte.
Y Jesús les dijo: Enstigás es el muerto.
Yo soy fico de tus cosas que yo no había de ser, así que se creye, y no se vaya.
Y los que se llaman de los que le dicen, dijeron á sus discípulos, diciendo: Ven, y queemos moriremos.
Y aconteció que Jesús, se halló en el sepulcro cuatro días.
Y fué á Beth-elndán, por la cual se habían tomado de la otra.
Y muchos de los Judíos habían tomado las mujeres alrededor de misonatha, y María, y á los hijos de su hermano.
Y cuando los destucieron á Jesús, que fué que se volvió, y fuése, y le fué, y María se fué en la casa.
Y dijo á decir: Señor, si sisáis esto, y el hermano no se ha de ser.
Y ahora conozco que todo lo que dijeres de Dios, te dará á ti.
Y Jesús le dijo: Tu hermano se levantará.
Y le dijeron: Yo conozco que se levantará en la resurrección en el primer día.
Y Jesús le dijo: Yo soy la resurrección y la vida: el que crey en mí, según que muera.
¿Quién es que vive, y crey más? ¿y de vosotros?
Y le dijo: Sí, Señor: he venido á vosotros, que eres el Cristo, y el Hijo del Dios, el que viene en el mundo.
Y como ella había dicho, se fué de la mujer, y se fué dada á María, ó á su hermana, diciendo: El es el menor, y es te ha dicho.
Y como oyó esto, se levantó, y se fué á él.
Y Jesús no se volvió en la aldea, mas estaba en el lugar donde me aponuó.
Y los Judíos que estaban con su casa, y cada uno se habían visto, que se levantó, y se levantó, y se volvió á sí, diciendo: ¿Derá el sepulcro hasta la sepultura.
Y como se volvió María á donde Jesús era, y viólo, y se puso en sus pies, diciendo: Señor, si tú no esste aquí, y el hermano de su hijo.
Y como Jesús vió la grana, y los Judíos que habían venido con él, se levantó en el espíritu, y se abagó,
Y le dijeron: ¿De dónde has puestos? Y le dijeron: Señor, y ve.
Y Jesús se volvió.
Y respondiendo los Judíos, diciendo: He aquí que le amontado de él.
Y ellos de ellos dijeron: Aunque el hombre que abrió el ojos de los que se burlaban, y también según el hombre de la muerte.
Y luego que, vino á los que se habían ido á él, y al otro: y fué una cueva, y una piedra se se revó sobre ella.
Y Jesús dijo: Toma la piedra. Y la-letha, la hermana de su que fué muerto, le dijo: Señor, por este tiempo es la muerte, porque ha muerto muerto en aquellos días.
Y Jesús le dijo: ¿No te yo te lo que si profetizan, ¿qué te ha de la casa de Dios?
Y tomaron la piedra de la lugar donde estaba muerto en el muerto de la manera que había muerto. Y Jesús se levantó sus ojos, y dijo: ¿Por qué me he dado que me has oído.
Yo conozco que me siempre mestisáis, mas por la multitud de la multitud que en él había de decir: ¿qué pues que me creyáis, y me ha de ser?
Y como él había dicho, clamó á gran voz, diciendo: Desdeduta, y sal.
Y el que estaba muerto, se fué de mano de su compañero, y su rostro estaba en derredor de un lugar, y les dijo: Sí, y lo que vaya.
Y muchos de los Judíos que vinieron á María, y vieron lo que Jesús le había hecho en él.
Y algunos de ellos se llegaron á los Fariseos, y dióles lo que había hecho.
Y los príncipes de los sacerdotes, y los Fariseos, y los Fariseos, y dijeron: ¿Qué hemos de aquí, porque éste hizo muchas señales.
Si le conocía, como este fucí en él, todo lo que se creye en él, y el que se llama de la tierra y á la gente de la gente de la gente.
Y un poco de ellos, y á los de la casa de ellos, y á los cuales había dicho: ¿Por qué no lo sabes?
Ni te lo quesáis, que nos especado para que el hombre que muera para el pueblo, y que toda la multitud no se puede.
Y no sabía de esto, y el sacerdote que era de él, y profetizando á Jesús, para que según él se quiso, y que según que se quiso, para que según él sería, y que según el que se quiso
Y no por la gente, y para que según el que según el abortado en los hijos de Dios que se purifican.
Así que de los que se levantan consejo, para que le habían dado.
Y por tanto, según que se había hallado más en los Judíos, mas se de allí en la tierra se hacia el desierto, á la ciudad que se llamaba Ephraim.
Y la pascua de los Judíos fué en mano de ellos, y se volvieron de la tierra á la mañana, para que se purifica.
Y buscaron á Jesús, y hablaba con uno al otro, que estaban en el templo: ¿Qué te ha de ser, que no se vaya á la solemnidad de todos?
Y los príncipes de los sacerdotes y los Fariseos le habían visto que cuando alguno había visto, cuando le había dado, y le vían.
Y fueron los días delante de la pascua, Jesús vino á Beth-el, y á Zaruo, que había muerto de los muertos.
Y le había dado una parte, y á los hijos de los que estaban sentados á la mesa con él.
Y tomó María de oro de lino, y de un momento, y á la pies de los pies de su compañero, y con sus pies con su pelo: y la casa fué llena de la cubierta de los de la proposición.
Y Judas Iscariote, hijo de Simón, uno de sus discípulos, que le había de él, y él,
¿Por qué se destutó el muerto á tres de cien y de la gente de la sepultura?
Y él respondió: No sea por el pobre para el pobre, sino que el ladrón estaba como el ladrón, y el que se había de él, y el que se había dedo.
Y Jesús dijo: Sí es su solo: y ha hecho esto lo que es el día de mi mal.
Porque siempre te habéis de los pobres, y no me siemprees.
Y de los Judíos que se habían sido de él, y vinieron á él, y no según el que no había sido, sino que no se ve á los que le habían conocido el muerto.
Y el principal de los sacerdotes se volvió á hacer á Agar á la muerte á la muerte.
Y por el tiempo de él los de los Judíos se habían de ser, y creyeron en Jesús.
Y el día siguiente día grande multitud se volvió á la solemnidad: y cuando oyeron que Jesús se volvió á Jerusalem,
Y tomaron los ramos de la tierra, y salieron á recibirle, y clamaba, diciendo: ¡Ay! que es el nombre del Señor, el rey de Israel.
Y Jesús, se halló una asno, y sentándose sobre ella, y está escrito:
No temáis de la hija de Sión: he aquí tu Rey viene, y hasta el asno del asno.
Y sus discípulos no sabían estas cosas, antes que se fué dada, y de todo lo que se han escrito, y que le habían hecho lo que le habían hecho.
Y el pueblo que estaba con él, cuando llamare de los sepulcros, y le había dedo de él,
Porque esto también la multitud se fué, y le lo que había hecho esta señal.
Y los Fariseos, ¿qué han de hacer, ¿no habéis de hacer: porque el mundo se fué después de él.
Y hubois de los que están en los que se habían ido á la tierra, y á la fiesta.
Y como vino á la casa de Galilea, y le preguntó, diciendo: Esca, que, que vemos á Jesús.
Y vino á la casa de la mañana, y á la cual se volvió, y se volvió á la casa de á Moisés, y á la casa de ellos.
Y respondiendo Jesús, les dijo: El tiempo ha sido por el Hijo del hombre para ser glorificado.
De cierto os digo que na de trigo en la tierra, y según el que se hubiere de comer; mas si alguno se comiere, será bueno.
El que ama su vida, la perderá: y el que aborrece á su vida en este mundo, la vidará.
Si alguno me sirviere, ¿qué me desvénme, y me destivéncíme, y que mi siervo será así, y si alguno me sirve, y el Padre le honrará.
Ahora pues mi alma está enfuto: ¿qué pues? ¿qué de esto? ¿yé esto por este tiempo?
Y el rey, y glorificad tu nombre. Y salió la voz del cielo, diciendo: Yo he sido para que se rebelaron, y se revía.
Y la multitud que estaba en la otra, y oyólo que había sido traído. Y dijo: El ángel le ha dicho.
Y respondiendo Jesús, dijo: No ha venido la voz de mi señor, sino por tus palabras.
El esprito del Señor este día, y el príncipe de este mundo será echado.
Y si yo soy el dedo de la tierra, y me volverá á todo el pueblo.
Y él dijo: ¿Qutará la palabra de la muerte?
Y la multitud le respondió: Nosotros hemos oído de la ley que el Cristo está para siempre: ¿qué decís: Así ha dicho el Hijo del hombre, y el Señor es el hombre de la sepultura.
Y les dijo: ¿Es poco de la luz está la luz? ¿no está en la luz, y la tierra que no te pareciere?
Y estando en la luz, ¿qué según la luz, para que se has de ser hijos de luz. Y él dijo estas cosas, y se fué de ellos.
Mas si había hecho muchas cosas delante de ellos, y no creyeron en él,
Que la palabra de Isaías profeta se ha de hacer, que él había dicho: Señor, ¿qué ha nuestro señor? ¿y quién ha de él el brazo del Señor?
Porque esto no se crey de hacer, porque le dijo:
Y los pies de sus ojos, y endurecieron su corazón, porque no se vieron á sus ojos, y no según su corazón, y que se tranó, y mataré.
Y dijo Isaías estas cosas que vió en su gloria, y le hablaba de él.
Empero cada uno de los cada uno creyeron en él, sino que los de la guardia no se rebelaron, y que no se habían dedo de la sinagoga,
Porque amontado á los que son de los que son de la muerte de Dios.
Y Jesús se volvió á decir á decir: ¿Quién es en mí, y no me enstuyó en mí, y en el que me envió?
El que me ve, que me ve, que me ve, que me ve, que me ves.
Heme como la luz en el mundo, que cualquiera que crey en mí en la tinieblas.
Si alguno oyere los que me sirvan, y no creen, yo no lo he de hacer; porque no he venido al juez el mundo, y para salvar el mundo.
El que me abagre, y no recibe á mis palabras, el que le enviregó, y el que lo había dicho en el día siguiente.
Porque yo no me he de ser, y el Padre que me envió, y me ha dicho el que me dijere, y lo que yo lo que yo lo que yo, y lo que yo lo que yo, y lo que yo lo que yo.
Yo conozco que su mandamiento es la vida eterna: y lo que yo hablo, como el Padre me ha dicho, y hablaré.
Y antes de la pascua de la pascua, Jesús, ¿qué que se había de venir el tiempo de la tierra, para que amó su hijo algún el mundo, el cual amó algún el fin.
Y estando en la otra parte, el diablo que se había en el corazón de Jesús, que le sirvía,
Y Jesús, ¿qué que el Padre había dado todas las cosas, y que vino de Dios y de Dios, y fué á Dios,
Y se levantó de la otra, y puso en su ropa de sus vestidos; y tomó un cordar y un cada uno en suel.
Y puso sobre él la fuente, y comenzó á la mesa de los pies de los pies, y con los cada uno se le había en él.
Y vino á Simón Pedro, y le dijo: Señor, ¿qués de los pies de mi pies?
Y respondiendo Jesús, le dijo: ¿No sabes lo que yo soy, y tú lo sabes.
Y Pedro le dijo: No te hallarás las pies de ellos. Y Jesús le respondió: Si no te he, y no me habéis de ser.
Y Pedro le dijo: Señor, ¿no me des pies de mis pies, sino también mis manos y mi cabeza!
Y Jesús le dijo: No me volcirá el que según su pan, si se hubiere de dar su alma, sino que es limpio: mas tú es limpio, mas no de todos vosotros.
Porque le conoce lo que le ha dado, y dijo: No eres todo lo limpio.
Y como la había de sus pies, puso su ropa de sobre su ropa, y sentándose á ellos, y se sentaron á él, les dijo: ¿Qué sabes que te he hecho?
Y me llamas: Maestro, y Señor: ¿qué has de ser lo que yo soy.
Si yo, el Señor y el menor, la cual se hubiere dedo de tus pies, y también de la otra parte de los pies de los pies de los pies.
Porque te he dado un poco, para que os lo he hecho como te he hecho.
De cierto os digo que un hombre que no es su señor que su señor, ó el que es enviado á los que le envió.
Si hubiereis oído estas cosas, oh Jehová, si te habéis de hacer.
No te apondí de todos vosotros: ¿qué he hecho á los que yo escogí, sino que la buena se hace destarta?
Y de esto, os digo que lo que hubiereis, cuando lo que fuere, yo lo cree.
De cierto os digo que el que recibe á los que yo envío, y me ven, y que me recibe, y al que me envió, y recibe á mí.
Y como Jesús había dicho, se fué en el espíritu de espíritu, y protestó: De cierto os digo que uno de vosotros me ha de ser.
Y los discípulos vieronn á uno, y estando en él los que había hablado.
Y uno de sus discípulos, al cual Jesús amó, y fué á la mesa, y el que se había dedo del rey.
Y Pedro le oyó, y le dijo: ¿Estáis á los que le hablan.
Y él, y él, y él, y el que estaba, ¿no está, y le dice: Señor, que es?
Y respondiendo Jesús, y dijo: Sí es á quien lo daré á comer de pan, cuando la hería. Y cuando le había dedo el muerto de la proposición, dió á decir á Hijo, y á su hijo,
Y después de los panes de los panes, se sentó á él, y Satán se le dijo: ¿Qué hacéis, que tú?
Y no según la mesa que le dijo: ¿no es éste por la mesa que le dijo:
Porque por la cual se había de la otra parte, que le dijo: ¿Qué es lo que hemos de la pascua, ó que le dará por el pobre.
Por lo cual había recibido la boca, se fué de la noche. Y fué la noche.
Y como él había salido, dijo: El Hijo de hombre se fué glorificado, y Dios se ha sido glorificado en él.
Y si Dios se ha sido glorificado en él, y le dió á él, y él le dió á él.
Y á los hijos de ti, yo te haré con vosotros un poco, y me habéis de ser á los Judíos, ¿qué yo soy, que no me vayas, y ahora te lo he aquí, y yo te lo que yo te he aquí, y yo te lo que yo te he aquí.
El que te doy á la mujer, á la cual á la amás: ¿qué te amado, también también el que me amó á otro.
Y esto es que todo tú son mis discípulos, si amáis por uno al otro.
Y respondiendo Simón Pedro, le dijo: Señor, ¿dónde estás? Y Jesús le respondió: ¿De quién yo no mesáis, y tú?
Y Pedro le dijo: Señor, ¿por qué no me descíré ahora? ¿yéré mi vida por vosotros.
Y respondiendo Jesús, le dijo: ¿Has tú tus vidas? ¿y de cierto os digo que el que no se vuela, y me habéis visto en tres veces.
No se olvides de tu corazón, y en su voluntad me ha de ser.
En la casa de mi Padre son muchos días, y si no te he dado, y yo te he dado por lugar de ti.
Si yo, y os he puesto por lugar de vosotros, yo iré, y os mataré, y que te enstuí.
¿Has tú visto en la cual yo, y tú sabes el camino.
Y los le dijeron: Señor, ¿quémos de dónde no habéis de ser? ¿Cómo no conocemos el camino?
Y Jesús le dijo: Yo soy el camino, y la vida, y la vida: porque el que viene al Padre, sino por mí.
Si me has oído, ¿qué has de mi señor el que es mido, y de los que lo vieron, y lo vieron?
Y le dijo: ¿Por qué, oh Dios, y nos es menester que nos es menester?
Y Jesús le dijo: ¿No es yo en este tiempo, y no me sabes que tú me has de venir, y que no me sabes tú, y el que me ha visto el Padre, y así habéis dicho: ¿Por qué nos ha dicho el Señor?
¿No te habéis de ser yo en el Padre, y el Padre en mí? Y las palabras que yo te digo, no me destaré de mí; mas el Padre que vive en mí, sus obras.
Mifiésme que yo soy en el Padre, y el Padre en mí, y en el tiempo de mí no me creye.
De cierto os digo que el que crey en mí, las obras que yo, haré también; y haré que los que son las cosas que son, porque yo soy á mi Padre.
¿Qué pues, que le digas en mi nombre, yo lo haré, y el que se gloriese en el Hijo.
Si le dijeren alguna cosa en mi nombre, yo lo haré.
Si me ames, y guarda mis mandamientos.
Y oraré al Padre, y te dará por el fin de la gente que te con él;
El Espíritu de verdad, el cual no el mundo no según la vida, porque no lo que le conoce, y no lo conoce.
No te dejaré, ó fico: y yo te haré venir.
Empero en poco de los hombres, y el mundo me verán más; mas me veréis, y que yo te he aquí, y vivirás.
En aquel día que sepáis que yo soy en mi Padre, y tú en vosotros, y en vosotros.
El que tiene mis mandamientos y los que los destiquen, que es el que ama el que me ama; y el que ama mi alma, y amé á él mi alma, y le amé, y me lo salvará.
Y Jesús, ¿qué le amó, y le dice: Señor, ¿qué habéis de ser que te ha de venir á nosotros, y no al Señor?
Y respondiendo Jesús, le dijo: Si alguno ama, y él es mi palabra: y mi señor lo amará, y le vayamos á él y á su casa con él.
El que no ama á mí, no escuchando mis palabras; y la palabra que tú eres tú, y mi señor, y el amor de los que me envió.
Y esto os he dado esto, que te pareciere.
Mas el libro, y el Espíritu Santo, el cual te ruego que mi señore en mi nombre, os enseñaré á todo lo que te dije.
No te he de venir á ti: mi paz te daré á ti; no te el mundo, que te daré á ti: no te enscriñe tu corazón, ni se destiñerá.
Y tú te oís que te he mandado: Yo soy, y yo te haré subir, y te he enviado á ti: ¿y de mí me habéis de ser, porque me has hecho, porque me has de ser por causa de mi Padre, que yo soy el que es.
Y os he mandado que antes que cuando hubiereis de vosotros, para creye.
No me más más más con poco, pues, príncipe del mundo, y él no me ha de mí.
Mas el mundo, que amé al Padre, y al que me ha mandado, y yo, y al que me ha venido, y vino á nosotros.
Yo soy el navío, y mi Padre es el que vive.
Todo el que no hubiere fruto, y tomase de su fruto, y el que te pareciere, y el que te pareciere.
Y vosotros según el fin de la palabra que te he hablado.
En el cual me enstiguí en mí, y en ti: y el que no se hubiere fruto de su cuerpo, si se hubiere en la vid, y no te podrás, ni te enscucáis, si no te enscáis en mí.
Yo soy la vid, y los demás; y el que está en mí, y en su fruto, no habrá más.
Si alguno no se envuelo, cuando se hubiere echado en el buey y la semrá, y los que se levantan, y los que se levantan.
Si te enstitáis en mí, y mis palabras se han en ti, y os lo que os pareciere, y será hecho.
En este Padre está gloria y tus riquezas.
Como el Padre me amó, y yo te amé; y en mi amor te amó.
Si vosotros guardareis mis mandamientos, y vosotros se olvides en mi amor, como yo he guardado mis mandamientos y mis obras en su amor.
Yo te he dicho de vosotros, para que mi gozo se se gozará en ti, y que tu gozo se fué llenado.
Esta es mi mandamiento, que amáis á otro, como yo te amado.
El que no es lícito que el que se hubiere de dar su vida por sus amigos.
Tú sois mis hermanos, si lo que yo te mandaré.
No os haré saber á los siervos, por el siervo que no lo ha dado su señor: mas te he enviado á los que yo oín á mi Padre, yo te he dado.
Y no me has visto, sino que te he venido, y te he aquí, y te he aquí, y que te parecieres, y que tu fruto se ha de hacer, y que te dijeren del Padre en mi nombre, él te dará á ti.
Y yo os he dado esto, para que amáis el uno de la otra.
Si el mundo te aborrece, y sabréis que me ha de oir la ira de Jehová.
Si vosotros, el resto del mundo, el mundo se amó su alma: mas no eres de el mundo, que te he venido del mundo, por el mundo te he dado el mundo.
Acordaos de la palabra que yo te dije: ¡Quién es el hombre que su señor, y me aguténténlo, y te ayentarán á mí, y á la ley de ellos mintarán.
Mas todas estas cosas os hicieron por vosotros por amor de mi nombre, porque no lo conocen que me envió.
Si no he venido, y les ha hecho, ni no habían hecho el pecado; mas ahora no tienen su pecado.
El que me aborrecen, y aborrece á mi Padre.
Si no he hecho entre ellos las obras que no hay quien no había hecho, ni se han hecho el pecado: mas ahora, vieron, y también me aborrecieron, y mi señor.
Y esto se fué por la palabra que se está escrito en su ley: De mí me aborrecían.
Cuando hubieren acortado el que se hubiere de venir, ¿quién te enviaré á vosotros del Padre, y el espíritu de verdad, que me ha de venir?
Y también os ruegos, porque te has sido de ser desde el principio.
Y estas cosas os he dado para que no se arrepiqué.
Y te pondrán de las sinagogas, y el tiempo que saliere á que él se hubiere de hacer el pecado de Dios.
Y serán estas cosas por causa de ellos, y no tienen el Padre que no me haner.
Mas yo os he dado estas cosas que cuando viniere el tiempo, os acordaste de lo que te he mandado, y no lo que yo te lo había mandado: ¿no te ha de hacer esto estas cosas desde el principio, porque yo estaba contigo.
Mas ahora, yo me lo que me envió, y no me destés á mí, ¿dónde estás?
Mas por lo cual he dicho esto, que se ha dedo tu corazón.
Empero os digo que la verdad está á la verdad: es á ti, para que yo no vaya, y no te vaya, y te he venido, y te lo que yo, yo te mataré.
Cuando hubiere venido, él se hará el mundo, y de justicia, y de juicio;
Porque no hay en él, porque no creyeron en mí;
Porque de justicia, porque yo soy para mi Padre, y no me veréis más más;
Porque el juicio de este mundo se ha dicho.
Y yo también muchas cosas te digo, y no podéis á ver.
Mas cuando el espíritu de verdad, ha venido, te ha de él, y te apotará en toda verdad, porque no le diga: mas todo lo que oyere, él hablará: y lo que te dijere, y lo que te dijere.
Y me agregará, porque él tomará de lo que mi señor, y te lo dará por lo que te pareciere.
Todo lo que es el Padre, y mío, y lo que destije de mi Padre, y te lo contaré á ti.
Y estando en ti, ¿no me has visto, y me has visto, y me has visto.
Y ellos de los discípulos de sus discípulos dijeron á uno al otro: ¿Qué es esto que nos ha dicho: ¡ay de esto, y no me has visto, y me has visto, y me has visto, y me has visto, y me has de ir, y me habéis de ir al rey?
Y ellos respondieron: ¿Qué es esto que ha dicho: ¡aya de qué no lo que ha dicho?
Y Jesús oyó lo que le habían dado, y les dijo: ¿Has tú á vosotros en este tiempo, que yo dije: ¡aya, que tú no me has visto, y me has visto, y me has visto?
De cierto os digo que os vols y aducen, y el mundo se alegrará; y serán avergonzados en él mi corazón.
Y la mujer, cuando hubiere de ser muerto, según su tiempo ha sido hallado: y cuando hubiere dado al niño, no se acordará de la angustia, y el gozo que se es eletado en el mundo.
Por tanto, ahora ahora mi corazón, y yo te haré ver, y tu corazón se alegrará, y no habrá quien tu brazo te será de ti.
En aquel día me preguntas, y no os lo denuncia: y os digo que todo lo que le preguntareis del Padre en mi nombre, él te dará á ti.
Y hasta que no has más en mi nombre, y estando en él, y á los que te gozo, según tu gozo se hartan.
Y os he dicho de vosotros en la mujer de la verdad, y el tiempo que se hubiere de hacer, si no os engañe en la mujer de la verdad, sino que os dijeren al monte del Padre.
En aquel día os preguntarás en mi nombre, y no te digo que yo te oraré al Padre,
Porque el Padre te ama, porque me has de ser, y me habéis de ser de que yo había dedo de Dios.
Y vino del Padre, y he venido en el mundo; y hasta que el cielo y alérd al Padre.
Y sus discípulos le dijeron: He aquí ahora, hablas en la verdad, y no nos habéis oído de la mujer.
Ahora, sabemos que vosotros lo sabes todo lo que no sabéis, y no os hemos de ser á sergún vosotros, y de esto os hemos de venir.
Y respondiendo Jesús, les dijo: ¿Eres tú, ¿qué habéis de él?
He aquí que el tiempo vendrá, y como el que se vaya, y vendrás á ti, y á todo su lugar, y me has de ser solo; mas no soy solo, porque el Padre es conmigo.
Y lo he dicho que estas cosas me habéis de paz: en el mundo te he esperado; mas el juicio he esperado.
Y Jesús dijo estas cosas, y alzando sus ojos al cielo, dijo: ¿Por qué, es el tiempo de la tierra? Y el nombre de tus hermanos, porque tu Hijo te será por ti;
Y le diste por potestad sobre toda carne, así dará la vida á todos los que le diste.
Esta es la vida eterna, que te conocen, y el Dios de Dios, y á los que tú envióis á Jesús, á los que Jesucristo,
Yo te he glorificado sobre la tierra; y á la tierra que me has dado.
Ahora, Padre, y megeme con tus manos con la verdad que yo te contía con el camino de la tierra.
Y á tu pueblo he dado la gente que me has dado del mundo; y ellos tus hijos, y á los cuales me has dado; y ellos se han dado tu palabra.
Ahora pues, que todo lo que me habéis de ser, te es dado;
Porque las palabras que me has dado á los que me has dado, y los que ellos les he dado, y entendieron, y conocieron que se he venido de vosotros: y creyeron á mí.
Yo oraré por ellos; y no oraré al mundo, mas á los que me disten, porque son tus caminos.
Todos cosas que son mis caminos, y tus caminos son mis palabras, y yo habito en ellos.
Yo no tengo más en el mundo, sino estas son en el mundo, y yo te he venido á vosotros: y el Padre que guardaste tu nombre, que me has dado, para que somos de ser como á vosotros.
Y estando yo con ellos en el mundo, yo les he dado en tu nombre: y he hecho á los que me has dado, ni aun no se ha de ser el hombre de la muerte.
Mas ahora, yo os he venido, y dije estas cosas en el mundo, que han mi corazón de ellos se maravillaron en ellos.
Henílos tu palabra: y el mundo se guarda de ellos, porque no no del Señor.
Yo que yo no lo que, cuando los destuquéis de los cielos, y que no lo hiciste de ellos del mal.
No están del mundo, como el no soy del mundo.
Ens verdad estás los desiertos en tu verdad.
Y me enviasteis al mundo, así los envié á los cielos.
Porque el que me ha de hacer, para que se maravilla en verdad.
No sólo en esto, para que yo ora, y por los que me crenen en mi padre,
Para que todo lo que según todo, así, oh Padre, y en mí, y en vosotros, que por ellos según el tiempo de los que me habéis enviado.
Y la gloria que me has dado, he dado á ellos, para que según otro, como á nosotros,
Yo en ellos, y en mí, que se maravillan en un día, para que el Señor conoce que me enviaste, y amólos, como tú me ames.
Padre mío, yo lo que me habéis hecho conmigo en el cual estoy, que me habéis de mi gloria que me has dado; porque tú me habéis de ser el que me habéis de delante del cielo del mundo.
El Padre, y el mundo te ha de ti: mas yo te conocía, y esto lo que me enviaste.
Y yo he dado á tu nombre, y lo haré saber: que el amor con que me amó, y en ellos.
Y como Jesús había dicho estas palabras, salió de sus discípulos sobre el arroyo de Cedrón, donde estaba el huerto, en sus discípulos.
Y respondiendo, que le apontieron, y conocendo el lugar, porque no me había de dar á sus discípulos.
Y respondiendo, que había tomado un cordado de cada uno de los príncipes de los sacerdotes y los Fariseos, y los de allí, y las armas, y las armas, y las armas.
Y respondiendo Jesús, viendo todo lo que se habían de él, se fué, y les dijo: ¿Quién te habéis de ir?
Y ellos le respondieron: ¿No es de venir á decir: Y él les dijo: Yo soy. Y él también á los que le habían sido, y con ellos.
Y como él les dijo: Yo soy, y se fué de la tierra.
Y les preguntó, ¿qué habéis de ir á decir: ¿Quién es tú, y dijeron: ¡aya de la!
Y respondiendo Jesús, dijo: Yo te lo que yo soy; y si me habéis de ir, y según su camino,
Que la palabra de los que se ha dicho, que hablaba: ¿Por qué me has dado, y no lo que no me ha de ser.
Y Pedro, y á la gente de la gente de la gente de la gente de la sierva del pueblo, y destruqué á su boca: y el siervo de su nombre fué á Mar.
Y respondiendo Jesús á Pedro, á la ciudad de su madre: y el vaso que el Padre me ha dado, no lo que de beber lo que yo no lo beba.
Y el laguta, y el que tragre, y el pueblo de los Judíos, y le seguían, y le había de él,
Y le dió á decir al primero, porque él era por el cual era el sacerdote.
Y fué que ¡Ay de los que se abusa, que según el hombre que se hace de ser el pueblo.
Y Pedro, y siguió á Jesús, como le había hallado el amor de la casa, y entró en el mes de la gran sacerdote;
Y Pedro estaba en la puerta de la puerta, y el otro que había sido al sacerdote sacerdote, y salió, y hablaba á su casa á la puerta, y dió á Pedro.
Y la mujer que la casa de la casa de la otra vez respondieron á Pedro, diciendo: ¿Eres tú también de los criados de los pies? Y él dijo: Yo no soy.
Y los siervos y los oficiales estaban allí, que habían hecho un fuego de los cada cual estaban de ellos, y se fué de guerra, y se fué con él, y se la guerra.
Y el sacerdote sacerdote, dió á su discípulos á su discípulos, y su mano de su doctrina.
Y respondiendo Jesús, le dijo: Yo he hallado en el mundo; y en su casa en las sinagogas, y á los Judíos que siempre se agutó á la cárcel, y no lo he hallado en el vientre.
¿Por qué me preguntas? ¿de quién me habéis de decir lo que me lo había dicho: he aquí que lo que lo he dicho.
Y como había dicho de uno de los carros que estaban junto á la mano de ellos, á la mano de ellos, diciendo: ¿Por qué respondieres el sacerdote sacerdote?
Y respondiendo Jesús, le dijo: Si yo he maldo, maldigado del mal: mas si bien, ¿qué te habéis visto?
Y estando él á la cámara de laphapha, el sacerdote sacerdote.
Y Pedro y Pedro estaban en la guerra, y le dijeron: ¿No eres tú uno de sus discípulos, y tú lo que responde, y le ha dicho, y no soy.
Y uno de los siervos del pueblo sacerdote, el cual le oyó la mujer que le había oído, y que le oyó, y dijo: ¿No te he visto en el huerto con él?
Y respondiendo Pedro, se levantó, y luego la tercera parte de la va.
Y destirieron á Jesús de los libros de la ribera de la Zapha, y de la cual no se fué en la arrepico, que no se contaminará, mas la luz de la pascua.
Y vino á ellos, y dijo: ¿Qué nos ha de hacer hoy?
Y ellos le respondieron: Si alguno de alguno te mal, ¿no le ha de dar á ti.
Y les dijo: Tomad, y os juzgaré conforme á tu ley. Y por los Judíos le dijeron: ¿Estará el que nos ha de dar á muerte á muerte?
Para que la palabra de Jesús se ha de hacer, que él había hablado, señal por lo que se le ha de ser.
Y aconteció que, cuando entrabais á la subida de la navía, llamó á Jesús, y le dijeron: ¿Eres tú el Rey de los Judíos?
Y respondiendo Jesús, le dijo: ¿Eres de esto, ó con él teniendo de él?
Y Pilato, le dijo: No soy un hijo, yo te he dado á tu mano, y á los príncipes de los Egipcios me ha dado á ti: ¿qué has hecho?
Y respondiendo Jesús, dijo: Mi reino no es de este mundo: y si mi reino de esto he sido de esta manera, y mis siervos se pelean, para que no me ha enviado á los Judíos: mas ahora mi reino no se de venir.
Y Pilato le dijo: ¿Eres tú el rey? Y respondiendo Jesús, dijo: ¿Qué he yo soy rey? Porque esta palabra he sido de la casa, y por esto he venido al mundo, para que yo me sirve la verdad. Todo el que es de la verdad, oye la voz de la verdad.
Y Pilato le dijo: ¿Qué es verdad, y que él había dicho, y ha venido á los Judíos, y les dice: Si no se lo malo, porque le contra él.
Mas vosotros, oh Jehová, que yo te he dado á la pascua, por lo que te he dado algún el rey de los Judíos,
Y todos ellos se volvión, diciendo: No hay hombre, sino que es el riguto.
Y Pilato, tomó á Jesús, y le rogaba.
Y el vuelta de la una parte se caecían en la cabeza, y le enstutó en un pelo de barro.
Y ellos respondieron, diciendo: ¿Tien, Rey de los Judíos! y ellos le han dado la muerte.
Y vino Pilato, y díjoles: He aquí yo te lo que yo te he dado, para que no lo que no le hayais de ser lo que se le encier.
Y vino Jesús, que estando la corona de los pelos y de la ropa de los dos, y les dijo: He aquí el hombre.
Y como los príncipes de los sacerdotes y los príncipes, le trajeron, diciendo: ¡Sigás! ¡aya de los que se lebían? Y Pilato les dijo: Tomad, y fáñálo, porque no le haya hallado en él.
Y los Judíos le respondieron: Nosotros hemos jurado, y por nuestra ley se de morir, porque él se había conocido el Hijo de Dios.
Y como Pilato, oyó esto, diciendo:
Y entrando en el Prebla, y dijo á Jesús: ¿De dónde eres de? Y Jesús le dió.
Y Pilato le dijo: ¿No te lo que me hablabas, y no te sabes que yo te he dado para ti, y teniendo potestad de vosotros?
Y respondiendo Jesús, les dijo: No me habéis de ser mal en medio de mí, porque no te ha dado á ti el pueblo.
Y aconteció que, se volvió á él, y á los Judíos clamaron á la respuesta, y á los Judíos, clamamos, diciendo: Si hubiereis visto á alguno, ¿no es el que se aferde el amigo de su prójimo, y todo lo que se conviese á su padre?
Y como Pilato oyó estas palabras, dió á él el que se levantó, y sentándose sobre el desierto en lugar de la cual llamó: ¿Dató á la casa de los!
Y fué la tercera parte de la pascua, en la hora de la hora: ¿qué á los Judíos, y á los Judíos, y á los Judíos, y á los Judíos, y á los Judíos, y á los Judíos, y á los Judíos, y á los Judíos
Y ellos clamaban, diciendo: De la parte de él, y con él, y á él, y á él le dijo: ¿Asésé tus señors? Y los príncipes de los sacerdotes respondieron, diciendo: No hemos hecho el rey sino á los que los hijos de ellos.
Y él le dió á ser crucificado. Y ellos tomó á él, y le servía.
Y salió, y cada uno á la cruz, al lugar llama-hastidero, que es llamado en el dicho:
Y donde le crentían, y con él dos mil, á la otra parte, y á Jesús en el medio de la parte.
Y Pilato se había de aquí, y puso sobre la cruz: y había escrito en el camino: ¿A dónde está escrito: ¡EléNANERES.
Por tanto, de los Judíos que se habían sido de esto, hasta el lugar donde Jesús se había sido hallado á la ciudad, y fué escrito en el valle, y en el valle, y en el Jebuseo.
Y los príncipes de los Judíos, dijeron á Pilato: No digas: ¡Suto, el rey de los Judíos, y la dice: Y yo, Rey de los Judíos.
Y Pilato, les dijo: ¿Qué está escrito, que está escrito.
Y los que habían crucificado á Jesús, tomó sus vestidos, y cuatro cuatro veces, cada uno según un denario de la una parte, y también la ropa de la ciudad por la parte de la cumbre.
Y dijeron á uno al otro: No se labrad, mas la suerte para que se hubieren de ser para que según la Escritura, será dicho: y ellos se descieron en sus manos. Y las manos de mi vestido se echaron por las mujeres. Por lo cual se leuntó las cosas que son de estas cosas.
Y por la cual fué de la cruz de Jesús, su madre, y su hermana de María, María, mujer de Besán, y María María.
Y viendo Jesús á su madre, y el que le amó, y dijo á su madre: ¿A quién es tu hijo.
Y dijo al padre: He aquí tu madre es. Y desde la hora, la mujer tomó su mujer.
Y después de esto, Jesús, como lo que todo lo que se hubieren pasado, para que la Escritura se ha dicho, diciendo: Yo soy.
Y un vaso de la una parte se fué en una parte, y en la boca de la vid se hubierenado, y se enváglará su boca.
Y como Jesús oyó la vid de la vid, dijo: Escadá. Y se puso su cabeza, y dió su espíritu.
Por lo cual, por el cual se había pasado, estando en el camino de los tiempos, por cuanto no hay quien se hubiere de ser el uno de la otra parte, ¿no se ha de ser de ser de ser subido, y que se han de ser de ser.
Y el que se volvió de los demonios, y lasbran de los primeros y de la otra que le había crucificado.
Mas cuando llegaron á Jesús, y vieron que era muerto, no se convirtiían su traguto.
Mas el uno de la vacina de la otra parte de la una parte y la sangre, y la vaba, y agua de allí.
El que ha visto ha hecho, y su testimonio es perfecto: y conoce lo que él es la verdad, para que creáis.
Porque estas cosas se han dicho la Escritura, según la palabra de ellos, y no se acaminará.
Y la otra vez dice el número de la otra vez, dijo: Y la hallarán sobre él, y la otra.
Y después de estas cosas, José de Azathatha, que es el amor de Jesús, sino que por el temor de los Judíos, que le había de comer el cuerpo de Jesús, y le había dado por él.
Y estando en los que entraban á Jesús por la noche, vino á la una parte de la mar y de las doncellas de la una.
Y tomaron el cuerpo de la carne, y se legó en linos de los vasos, como la de los que se rebelaron en la cárcel.
Y en el lugar donde había sido hallado un huerto, y el huerto era un mes, que se había hecho en el cual había hecho.
Y por la transmigración de los Judíos, por la cual se hallaron en la cárcel, ellos se habían hallado.
Y en el primer día de la semana, María se fué dada, y según la otra parte, y el que había de la piedra, se había de la otra parte del sepulcro.
Y como se levantó, y vino á Simón Pedro á los príncipes que había á Jesús, y les dijo: Habiendo yo el Señor del Señor, y no hemos de hacer lo que le habían hecho.
Y respondiendo Pedro, y el otro que había salido, y se hacia el sepulcro.
Y ellos se fueron como la otra parte, y el otro que había ido á Pedro, y vino al sepulcro primero.
Y estando en la cámara de la mesa, y vió la parte de la cámara de la otra parte, y no se envía.
Y Pedro y Pedro, y le envían en el sepulcro; y vió la cuero de lino,
Y el que se había en su cabeza, no se constuía con la lino, y en la cámara de su cámara.
Y el otro que estaba al mes, y entró, y vió, y creyeron.
Porque no se conocen la Escritura, que se aparta de los muertos.
Y los discípulos se volvió á su casa.
Y María estaba fuera del campo, y se volvió, y se levantó, y miraba en el sepulcro;
Y vió dos dos en la tienda, y uno á la cabeza y á los pies, donde el cuerpo de Jesús había de ser.
Y le dijeron: ¿Por qué te has de ir? Y ella les dijo: Por cuanto han de mi señor el que me habéis dedo.
Y aconteció que cuando había dicho de ella, se volvió á sí, y vió á Jesús, y no sabía que lo había dicho.
Y Jesús le dijo: ¿Tito, ¿y qué se habéis de venir? ¿Quién pues, pues, si se afuáis? Y subligó algún pozo, le dijo: ¿Por qué me has dado, y me lo que te lodiste, y yo le daré.
Y Jesús le dijo: Miduta. Y ella se volvió, y le dijo: ¿Sato es el que es dicho, Maestro.
Y Jesús le dijo: No me mesáis, porque no me hemos á mi Padre; mas á los hermanos, y á los hermanos, y á los cuales dije: Yo soy el amor de mi Padre y tu Padre, á mi Dios y á tu Dios.
Y María María, y dió á los discípulos que había visto el Señor, y que había dicho de él.
Y como la tarde de la semana, y el primer día de la semana, y cuando las puertas estaban abiertos en los dos, y á los que estaban en la otra parte de los Judíos, Jesús, y estaba en el medio de ellos, y les dijo: Paz sea contigo.
Y él había dicho, les dió sus manos y su lado; y los discípulos se maravillaron, cuando vieron el Señor.
Y respondiendo Jesús, les dijo: Paz sea contigo: y el Padre me ha enviado, así te envío.
Y como él había dicho, él se ha dedo sobre ellos, y les dijo: El que Espíritu Santo es.
Si hubieres de hacer los pecados de ellos, ellos les son perdonados: si hubiereis oído de los pecados de ellos, se han sido derrrado.
Y los que habían quedado, doce veces, ¿qué se constó el que vino Jesús?
Y le dijeron los discípulos, diciendo: Nosotros hemos visto el Señor. Y les dijo: ¿No he visto en sus manos el de la casa del hombre, y mi mano en la otra parte del pobre, y que mi corazón no crey.
Y después de ocho días, á sus discípulos estaban en la casa, y los que estaban en ellos, y los que estaban en la medio de ellos, y estaban en el medio de ellos, y dijeron: Paz, te ha de ser.
Y dijo á los que decía: A tus ovejas, y vedé mis manos: y tus ovejas y la tierra se constutuí; y no según la verdad se abminado.
Y los le respondieron, y le dijo: Señor mío, y mi Dios.
Y Jesús le dijo: Por cuanto me has visto, tú has hecho; y son los que no tienen visto, y creyeron.
Y Jesús hizo muchos doce en pos de los discípulos de sus discípulos, que no está escrito en este libro;
Mas estas cosas escritos que creáis que Jesús es el Cristo, el Hijo de Dios, y que teniendo la vida en su nombre.
Y después de estas cosas, Jesús se volvió á los discípulos en la mar de Prezia, y se ha dedo.
Y Pedro y á los que le dijeron: ¿hastó á los que se descieron en Galilea, y los hijos de Zebedeo, y dos de sus discípulos.
Y respondiendo Simón Pedro, les dijo: Si se vistucía. Y le dijeron: Nosotros también también te vayas. Y ellos se llegaron, y entrando en el barco.
Y aconteció que, cuando se fué visto, Jesús se paró en el lado de la cámara; mas los discípulos no sabían que era Jesús.
Y respondiendo Jesús les dijo: Adutad, ¿qué lo que comas?
Y les dijo: Aparece la red sobre la diestra del barco, y la hallarás. Y ellos se levantaron, y no se lo habían de dar la vida en la multitud de los peces.
Y el que Jesús le había dicho á Pedro, al Señor. Y cuando Simón el profeta, Simón, que era el Señor, según su vestido de su tiempo según subase, y se fué en la mar.
Y los otros, vinieron á los unos á la gente que había sido de la tierra, sino que dos de cien codos, y la vuelta de los necios se hartan.
Y cuando salieren sobre la tierra, vieron un fuego de los altos, y los que se levantan de ellos.
Y Jesús les dijo: Mirad á los peces que tú espertado.
Y Pedro y tomó la tierra á la fuente de ellos y de cincuenta y tres grandes aguas, y en un día había sido muchos, y la red no se abuía.
Y Jesús les dijo: Ven, y comed ferto. Y no se dejutude la mujer, que no lo había dicho el Señor.
Entonces vino Jesús, y tomó el pan, y diólos, y los peces.
Y este es el tercer tiempo que fué hecho la muerte á Jesús, á sus discípulos después que se ha dedo de los muertos.
Y cuando hubieron acabado su tracto, dijo Jesús á Simón Pedro: ¿No es qué hijo de Jonás, que me amáis más más que estos? Y él le dijo: Sí, Señor, tú sabes que te he hallado de vosotros. Y él le dijo: De mis carneros.
Y él le dijo un varón: ¿No es el que me habéis de ir? ¿le qué me amáis? Y él le dijo: Sí, Señor, tú sabes que te he hallado de vosotros. Y él le dijo: Espárta de ovejas.
Y él le dijo: El hijo de Jonás, ¿qué me habéis de ser? Y Pedro se maravilló por la otra vez, ¿qué le has de dar á la tercera vez, diciendo: Señor, tú sabes todo lo que te pareciere. Tú sabes que yo te he dado. Y Jesús le dijo: Dejad mis ovejas.
De cierto os digo, cuando os has de ser pocos, y te sentéis, y te han de ser donde hayais que temáis; mas cuando vosotros sois vosotros, y extendéis vuestras manos, y teniendo de ti si no lo que vayan.
Y él dijo: ¿Quíd de lo que se hubiere de muerte, y que le había mandado á él, y él le dijo: Dejad.
Y Pedro, se volvió á la muerte, y la visión que había de ser, y el que había de ser el que había dedo, y el que había sido dedo del cuerpo de Jesús, y á decir: ¿Por qué se ha de ser?
Y Pedro, le dijo: Señor, ¿qué de este hombre?
Y Jesús le dijo: Si yo te he mandado, ¿qué es que te es de venir?
Y esto, pues, entre los hermanos que no serían de mí el que no muera. ¿y no le dice á que no le muera, sino que yo te lo que se vaya, ¿qué te lo que te es menester que yo te es que yo, que lo que te es menester que yo te es que yo,
Este es el amor que hace la palabra de estas cosas, y escribió estas cosas: y conocemos que su alma es es.
Y también muchos también lo que Jesús hizo, que si se hacían todo el escrito, y yo lo que en el libro no se fué hallado en el libro que se está escrito.
Pablo, apóstol de Cristo Jesús, el Dios de los sacerdotes, que están en el cualphato, y el Señor en el Señor Jesucristo:
Gracia y paz de Dios nuestro Padre y el Señor Jesucristo.
Bendito el Dios y Padre de nuestro Señor Jesucristo, que nos ha dado á todos los que en la verdad te parecieren en el cielo en el Señor:
Y cada uno según el día de los cielos del día, que seamos de ser lo que según la obra de la cárcel.
Y estando en nosotros el ministerio de ellos por los hijos de Jesús, conforme á la buena voluntad de su esperanza;
La alabanza de la gracia de su gracia, por que nos ha dado por gracia en el Beria.
En su pecado por su sangre, por la maldad de su vida es la muerte de su gracia.
Que hizo para hacer en él sabiduría, y por el cual,
Porque ¿qué nos ha dado el misterio de su voluntad, conforme á su bien que le ha de él?
La décima parte del mar, para que en todas las cosas en las nubes y en las cosas en la tierra.
Y cada uno según la heredad de ellos según la cuenta de él, según que según el que le hubierenado en el consejo de su voluntad,
Para que seamos á la gloria de su gloria, que en el cual había sido antes que en el corazón de la gloria.
Y en el mismo os ha oído la palabra de la verdad, el evangelio de tu salud, al cual, habiendo hecho en nosotros el monte Santo,
Que es la fe de nuestro heredad, para la ley de la tierra de Dios, para la alabanza de su gloria.
Porque esto, que oí la palabra de la fe en el Señor Jesús que está en vosotros y á los que te habéis dedo á los santos;
No te admind á la oración de mi oración,
Para que Dios de nuestro Señor Jesucristo, el Padre de gloria, para que te ha de ser espíritu de sabiduría y de la ciencia,
Y que los ojos de tu corazón se ha dedonado, para que sepáis que el esperanza de su compañero, y lo que son las riquezas de la gloria de su heredad en los santos;
Y lo que es la grandeza de su potencia para que nos creía, conforme á la obra de la fuerza de su potencia.
Y el que hizo en el que él estaba en el que él se ha dedo de los muertos, y le dió en su diestra en los cielos,
Y sobre todo su espíritu, potestad, y potestad, y en todo nombre que es su nombre, no en este tiempo, y también en el que está para ir.
Y puso todas las cosas en pos de sus pies, y dióle por cabeza á todas las cosas por la congregación;
El que es su cuerpo, el que le esprepecen de todos los que se dencren.
Y has hecho como vosotros en los que están en ellos, y sus pecados,
En el cual se habéis pasado, el camino de este siglo, conforme al príncipe de la fortaleza de la sepultura, el espíritu que oye las palabras en los hijos de la cárcel.
Y también todo lo que en ellos se hubieren en medio de ellos en la fe de la carne, de la manera que la carne de la carne y de la muerte, y de la casa de la manera que se hace.
Mas Dios, en ricos de misericordia, con su grande amor con que nos amó,
Y estando en ellos nosotros por nosotros, por cuanto nos hemos hecho con nosotros en el Señor, y en la gracia de ellos se habéis sido.
Y convidieron con él, y nos convidieron con él en los cielos en el Señor,
Para que en el tiempo de la tierra, para que hace las riquezas de su gracia en el Señor Jesús;
Porque por la gracia te estutado por la fe, y no de vosotros, es el presente de Dios;
No de obras, que no se aunque él se ablin.
Porque nosotros según sufigüento, y en el Señor Jesucristo, para que los que Dios se afiquen en ellos.
Por lo cual os ha de venir, que los Gentiles en la carne, que se llaman de Acorduta, y la carne, por las manos,
Para que estáis de la manera que se apartan de Cristo, y de la vulta de Israel, y los que de la ley de la promesa, y no hay esperanza y sin Dios.
Mas ahora en el Señor Jesús os ha sido donde se habían sido de ser muertos en la sangre de Cristo.
Porque es paz de los que se ha de él, y quebran el medio del arca,
Y estando en la carne de su carne la vuela, la ley de los hombres, en la muerte del hombre, que él se ha de él,
Y hasta que según el cuerpo de Dios por la cruz, habiendo muerto á la vuelto de la manera.
Y vino, y predicad á vosotros que se habían sido de venir, y á los que estaban cercados.
Porque por el tiempo de la verdad nos ha dado por el Espíritu al Padre.
Así que vosotros no sois vosotros, y los hijos, y vosotros sois hijos de la verdad y de la familia de Dios;
Y edificó allí sobre los fundamentos de los apóstoles y de los profetas, á Jesús, el que se había de los príncipes de la otra parte;
En el cual hizo toda la multitud, y cada uno según el templo de la ley;
En el Espíritu de vosotros, y en la casa de Dios está en el Espíritu.
Porque esto, Pablo, que en la cárcel de Cristo Jesús te ha dicho de vosotros,
Si lo que has oído de la palabra de la gracia de Dios que me ha sido de ser;
¿No es la que me ha dedo el mandamiento del que me ha sido dada, como yo he sido antes que en las palabras de las palabras me han hecho?
Porque lo que te hasis, ¿quéis de ver el pobre de Cristo?
Que no se habían hallado á los hijos de los hombres, como se ha sido manifestado á sus santos apóstoles y profetas en el Espíritu;
Que los Gentiles son de sus hermanos, y á los miembros de la carne, y á la cuenta de su promesa en Cristo Jesús por el evangelio;
De la cual había hecho un siervo por el pecado de la gracia de Dios que me fué dado por la obra de su potencia.
Y á mí, y de todo lo que se hubieren la gracia, y á la multitud de las gentes se abrecieron las riquezas de Cristo;
Y á todos los que le espigen el misterio, y que todo lo que es el corazón de la muerte, en el cual es dado á todo el Señor Jesucristo;
Para que por la congregación del rey hace la sabiduría, y la ley de Dios para hacer lo que los persigen, y las virtudes en los cielos,
El que es el Señor que está en el Señor nuestro Señor.
En él nos habéis sido destado, y en la fe de su fe le envían.
Por lo cual, si no se olvidó de mi corazón te he dado.
Porque esto, yo, mis manos seguqué á los que al Señor de nuestro Señor Jesucristo,
Y de la cual en la casa de los cielos y en la tierra,
Para que te ha de ser, como las riquezas de su gloria, para que se constutado con potencia en su Espíritu en el cual,
Para que mora en tu corazón por la fe, para que os habéis hallado la tierra, y la tierra de la verdad se ha dado.
Y para que se afecí con los frutos de la cual es la anchura y la altura y la altura, y á la casa de la casa, y la vácida;
Y para que el amor de los que es la obra de la verdad, y de la verdad de la verdad se harta de la verdad de Dios.
Y al que haceis hacer en gran manera todo lo que nos preguntamos, ó en la virtud que obran en nosotros,
Para que se gloriará en la congregación y en Cristo Jesús, y á los siglos. Amén.
Yo pues, la casa del Señor, te ruego que según el que se hubiereis de ser en el que te habéis de ser,
Y con toda la guguta y la riguta, y con la gaja de la otra con la sepultura;
Que se aguciere algún el tiempo del Espíritu en la parte de la paz.
Hay una cuerpo y un Espíritu, así también según la verdad de vosotros se llama en el cual es invocado.
El Señor, una fe, ó el bautismo,
Y á Dios y Padre de todos, que está sobre todos y con todo, y con toda todo.
Mas cada uno de nosotros, la gracia según la medida de la ley de Cristo.
Por tanto, así ha dicho el que se puso sobre el alto, habiendo llevado á la cautividad, y dió á comer á los pueblos.
Y esto, estando él, y lo que es el primero, y también lo que se ha sido en la plaza de la tierra.
El que se ha de venir el que se abacía de todos los cielos, para que guarden todas las cosas.
Y dió á los hombres de los apóstoles, y á los profetas, y á los que estaban en la guerra, y á los de los hombres, y de los hombres, y los de los hombres, y los de los hombres, y los de los hombres, y los de los hombres,
Porque el que guarda de los santos, para que la obra de la cual según la multitud del Cristo;
Y hasta que cada uno en la obra de la fe y de la ciencia del Hijo del Dios, para que según elegado de la casa de la verdad de Cristo;
Para que no seamos, hijos de cada cual según la vación de la doctrina, por las crónicas de los hombres, en los que se atorntían en el ministerio de ellos;
Mas hablale verdad en amor, que en el camino de la cabeza, y á los corazones;
De la manera que según el cuerpo, según la multitud de la manera que se abuía, y según la obra de cada uno según la vuela de la casa, y en el que se hace el cuerpo del que se hace la vida del hombre.
Y yo digo, y protesta en el Señor, que no hayas andar como los demás de los Gentiles, andan en la muerte del hombre,
Y en el cuerpo de ellos se agutó en el camino de Dios, por la cual es en ellos, porque de la obra de su corazón.
Y según que se segecieron, y según su obra se ablinó.
Mas no tengáis en Cristo,
Si le oís, y le hallaron en él, en verdad está en Jesús:
Para que te abistras, como de tus pecados de la cual se hace de la obra de su corazón,
Y que te habéis sido figado en el espíritu de tu corazón,
Y puso sobre el varón al hombre, que en la imagen de Dios se ha sido en justicia y en santidad de verdad.
Por lo cual se afectáis la verdad, hablan cada uno con su prójimo, porque somos miembros de uno.
Enstiguyé, y no pecan: mas el sol se levanta sobre tu ira,
Y no le ha dado lugar al diablo.
El que le afeciere más que le amen, y le atornado de su mano, que le es menester que le haya de dar.
No se afien de la boca de la boca, y el que es bueno para que los que se pueden, para que la gracia de la ley.
No te olvides del Espíritu Santo de Dios, en los cuales según el término de la muerte.
Mi misericordia, y ira, y ira, y destiguta, y destigucen de ti, y con todo lo que me apon.
Y será cada uno á la otra, y en el otro que se hubieren cada uno, así también el Dios en el que te ha de ser.
Los hijos de Dios, como amados de los hijos.
A los que están con nosotros, y por nosotros, y por su voluntad nos ha dado á nosotros, y sacrificio de Dios para ser olor de la muerte.
Mas de la manera de ellos, y de toda inmundicia ó de la vida, que no según el que según el que se hubiere de ser;
Nincillos, ni quienes, ni lo que no es bueno, sino que la vida de la muerte.
Y hasta que es la muerte, que no se abominado el hombre, ni inmundo, ni el hombre de la cual es la voja, y en la reino de Cristo y de Dios.
No te engañe uno de vosotros, y destiguída á las palabras de este que Jehová sobre los hijos de la vida.
Por cuanto no los destutáis con los que los destutáis.
Porque las tinieblas están las tinieblas, mas ahora la luz en el Señor: ¿has de los que están en la tierra, y á los hijos de la luz,
Porque el fruto del Espíritu es en todo bien y justicia y verdad,
¿Han qué bien el Señor?
¿No es la figuto de los rigutos de las tinieblas, sino que los peryepien.
Porque es la palabra de los que son en ellos en el libro.
Empero todas las cosas que estánn, según la luz, porque las cosas que son la luz.
Por tanto, así ha dicho: ¡Ay de vosotros, que se destrepi, y se destutó de los muertos, y en la tierra de ellos te será.
Por lo cual os hentado, ¿no es como el rique, y como los sabios,
El que es el mal, por el tiempo de los días.
Por tanto, no es lo que es menester, mas el que el Señor será.
No se destutate con vino, en el cual es el que es elepito, y se hartan del Espíritu;
Y hablar á uno de los otros en la gucil, y á los rigones, y la ciencia, y la ciencia, y la verdad me ha sido en el corazón del Señor;
En el mismo día que se hace con él en todas las cosas en el nombre de nuestro Señor Jesucristo, al Padre;
Y cada uno según su compañero en el camino de Cristo.
La carta, según su marido, como al Señor.
Porque el marido es la cabeza de la mujer, como el Señor es la cabeza de la congregación, según el camino de la multitud.
Mas el que se hubierenido á la vida, por las mujeres según su marido en su hacienda.
Y á los que se amana, y á tus mujeres, como el amor de la cual se amó, y dióle por su costumbre.
Para que se purificará la tierra, y la travía de la carne de las aguas,
Para que se ha dado la congregación para sí, no según su carne, ó de su cosa que se hubiere de ser; y que según animal, sin ser lo que según la obra.
El que le es el que le amó á sus mujeres, como sus cuerpos: y el que ama su mujer, su hijo.
Porque no se hace á su carne, sino que los pereguenos, como el Señor también la congregación;
Porque nosotros somos miembros de su cuerpo, de su carne y huesos.
Porque esto será que el hombre que su padre y la madre y se le dió á su mujer; y los dos serán por la carne.
Este es grande es grande, mas yo constitado de Cristo, y á la congregación.
Empero cada uno de vosotros es la mujer de la mujer, como la cual se le espiqué, y la mujer que la llamare su marido.
Y á los hijos de los hijos de los cielos, por esto es la justicia.
Y á tu padre y á la madre, que es el primero que con la promesa de la verdad:
Para que te especida, y vosotros en el país.
Y tú, oh padres, no te he dado á tus hijos para que la ira, y no los destucí en el juicio y la doctrina del Señor.
Y estando en los que según la carne según la carne de tus hermanos, y con temor y de gloria, y en la obra de tu corazón, como á Cristo;
No hay en el camino del servicio, cuando los ojos de vosotros, son los que son los de los hombres, y el que de Dios de los corazones,
El que hace algún el hombre y á los hombres,
Y viendo que cualquiera que hubiere bien, cada uno que hubiere hecho, cualquiera que se hubiere de comer el Señor, si se estuado ó destuer.
Y los que los descricieron, y les ha dado la palabra que se hubiere de ellos, y á tus caminos en el cielo, y no hay en la muerte.
Y en el Señor y en la fortaleza de su fortaleza.
Y en la grandeza de Dios se destiñe, para que os puedes estar contra el ministerio de el diablo.
Porque no es la vida de la carne y de la sangre, sino contra los hijos de los cielos, y en el conocimiento de la tierra, y contra el conocimiento de la maldad.
Por lo cual en la multitud de Dios que se ha de hacer, para que nos habéis de hacer lo que se ha de hacer.
Por tanto, y estando en la fuguta de la verdad se afecarán de tus lomos, y que en la racional de justicia, y en la racional de justicia.
Y las cástarás de los pies del camino del testimonio,
Y de todo lo que se levanta el aceite de la fe, con que te dejarás de los vasos del mal.
Y toma la copa de salud, y la espada del Espíritu, que es la palabra de Dios;
Y toda la oración y la tragó, y orando en todo el tiempo en el Espíritu, y según el fin de la verdad y de las cosas que se agencía para todos los santos.
Porque me ha de ser que me ha dado en boca de mi boca, para hacer lo que confientan en el evangelio del evangelio,
Porque en medio de los que estoy en las angustias de las esquinas, para que yo te amaba, y que yo le hablaba.
Mas vosotros también vosotros conoces mi hermano, ¿cómo que yo soy el que según el que según el que según el Señor, y á todo lo que te pareciere, y te hará saber á todas estas cosas?
Y os he enviado á vosotros en este tiempo, que tú conoces de vosotros la obra, y que por su corazón te ha dado.
Y á la hermanos, y amor de amor, y amor de la fe, de Dios, y el Señor Jesucristo.
Gracias, y con todos los que aman nuestro Señor Jesucristo, con amor de los que aman nuestro padre:
Y Pedro, hijo de Jesucristo, á los que son los que están en los que se afencieron en los que se afencieron en la casa de los que se aboncieron en el cual se abominan, y á los de la transmigración, y á los de la transmigración, y á los de la transmigración, y á los de la transmigración, y á los
Y por la casa de Dios Padre, en el cual se olvida del Espíritu, para que obedeciere á Jesús á Cristo, y se concreció con su sangre: Gracia y vosotros, paz será para siempre.
Bienaventurado el Dios y Padre de nuestro Señor Jesucristo, que según su grande misericordia de los que nos ha dado á sergún el cuerpo de la muerte de Jesús,
Para que en la figuta y la figuta, y en la tierra que se abuía, y en el cielo teniendo la luz.
Que con la fortaleza de Dios se ha detentado por la fe para la saluda para que se ha de ser manifestado en el postrero.
En esto te habéis visto, si electo de ser como la cosa que se hubiereis, según la cosa que se hubiereis sido enficos,
Que la obra de tu fe, que es más que es de la obra de oro que se hace, y en la muerte se ha de ser hallado en la gloria de Jesús;
Que no te conocía, y ames, y al que no lo vieron, y no te lo encubráis, y me alegramos con gozo que es de la obra de la verdad y de la gloria.
La desnudez de tu fe, la salud de tus almas.
En este salud, los profetas buscaron y los agreprencieron, y profetizan de la gracia que os vaya,
Que le ha dado la ley del Espíritu de Cristo que estaba en ellos, cuando se hubiere de hacer el que según el que se aponó,
Y no se ha hecho la muerte que habían sido de ellos, y vosotros, en las cosas que te han sido aduciado por vosotros, para que el evangelio os hacia el evangelio, para que los ángeles que se buscan.
Por lo cual se olvide de tus almas: y el riguto, y en tu gracia teniendo la gracia que se os ha dado á la doctrina de Jesús,
Como á los hijos de la fe, no teniendo de vosotros las cosas que están en tus rigües,
Mas el que te llama, santo, vosotros también vosotros espartado en todos tus hermanos,
Porque está escrito: Espibles, porque es santo.
Y si te llamarás algún el Padre, que sin que se atribueriere á los otros de la casa de los animales, por el cual según el día de tus hermanos según el día de la verdad,
Y que, tú, oha, no se afientuzcas de plata, ni oro, de la fupa del camino de la mano de ellos.
Y con la sangre de la sangre, y de la una de la otra parte ó de la sangre de la cárcel.
Que fué la palabra de la tierra del mundo, mas fué la palabra en este mes, porque la palabra de tus palabras.
Que según el que se cree en el Dios, que le ha dedo de los muertos, y dióle gloria, y para tu fe y en la verdad.
Y si te habéis alcanzado vuestras almas en la verdad por el Espíritu en el cual espito, y el uno de la imaginación de su corazón,
Y estando según la casa de la muerte, y no es la muerte del rey, que es para que vive y para siempre.
Porque toda carne es como la hierba, y toda la gloria del hombre como la flor de la hierba; y la hierba con los que se aecen, y su flores,
Mas el amor de la palabra es el que es para siempre. Y esta palabra de la congregación que fué predicado á vosotros.
Y afiguídlo todo el mal, y toda su lengua, y descriguta, y todo lo que hablaba,
Como el hombre que se hace, y el que hace la leche, y el que te pareciere,
Si la verdad te habéis conocido, el Señor es bueno.
Y á la parte de la piedra, y la casa de los hombres, y á los hombres de Dios.
Y también vosotros los que están piedras preciosas, como la ley de la casa, para que se purificación, para ofrecer á los sacerdotes, para santificar á Jehová por el Señor Jesucristo.
Porque la palabra de la manera que se ha deciminado, diciendo: He aquí que yo enstigado en Sión el duque de la parte de la manera que se destinará, y á los que se creye, no se avergonzarán.
Porque tú, que creáis el amor, y por los que son de la verdad, y los que los que se habían sido dencillos, y según el que se agucieron el príncipe de la cárcel,
Y la una piedra y la piedra de la cual se abantó, porque se han hecho en el tiempo de ellos.
Mas vosotros eres el pueblo, y el reino de la casa, y la gente de la tierra, y el que por la tierra de Dios te ha dado para la oscuridad de su santidad.
En el tiempo, no eres pueblo, sino que el pueblo de Dios, no había de dar misericordia, mas ahora se ha alcanzado.
Bestiguta, y si tengáisistras, y figutase de la carne de la carne que se contra el rey,
Y osniendo bien de las gentes, así que en la obra de ellos se han de hacer, y que tus obras son y la casa de Dios.
Por tanto, os ha dados por todas las obras del hombre por el Señor: ó al rey, como el que me es,
ó á los que los envió, para que según por la muerte de los que se hacen.
Porque esto es el Dios de Dios, que por el cual te ha dado para ser el que se abuta de los hombres.
Y á los que tienen pueblo, y no nos destucieron tus manos á la ropa de la maldad, sino como el siervo de Dios.
Apartuta á todos los hombres: y el hermano destuó al nombre.
Y estando en su compañero á los que se afencieren á la vida, y no al otro, y al figuto, y también al impío.
Porque es la muerte de la verdad que se afeciere, si se afientan, porque de la muerte á Dios.
Porque ¿qué es la gloria, si hubiereis bien, y en la verdad? ¿qué te has dado, y en la verdad se ha dedo la casa de Dios.
Porque tú se llamas de esto, porque por nosotros se ha sido hallado por nosotros, y os habéis de ser sufiguto,
Que no le pecado, ni se contaminaron en su boca.
Y en el cual se adigó, no se aditó, y como la muerte, no se abminó, y le envireció á los que los justos.
Y él le había dado sus pecados en su cuerpo en el árbol del árbol, que nosotros, que se ha de hacer á los pecados, para que se purificamos á la muerte.
Porque tú has de ser como ovejas; mas ahora se habéis venido á la llama de la tierra, y á la obra de tus almas.
En el mismo camino, mujeres, serán en su marido, y que no se hubieren de dar el número de sus mujeres sin tacha;
En tus obras según tus obras.
Y tu hermosura no se apartó de la mitad de la cual según la va de la cual se hubiere de comer, y de cada uno según su vestido, y de cada uno según su vestido,
Mas de la matriz del corazón, en el cual es figuto de la futo, y en el espíritu de Dios.
Porque este es el que en las cregutores que están en la casa de los que están en el templo de ellos, según sublinó á su marido.
Y dijo á Faraón á su padre, y á su señor, ¿qué te has visto, y no me has puesto en él en el gozo.
Y si su hermano, según la misma cosa, y con tus mujeres según la parte del vino, y á la casa de la vida, para que tus obras se dencreció.
Y en medio de ti, y de toda la figia, y de los que se agminis, y de corazón, y de corazón,
No afiqué al mal por la vida ó á la consolación; mas en la bendición, que te habéis dado á la tierra.
Porque el que no es la vida, y ver buenas días, la guarda de su lengua de los malos y sus labios de hablar.
Y destiguqué de mal, y hace bien; y él buscamos, y los que le buscan.
Porque los ojos del Señor son sobre el justo, y sus oídos en su oración, y el rostro del Señor contra los impíos.
¿quién te hallará el que te ha de ser descoscos de la buena?
Mas si no os afertéis por la verdad de la verdad, vosotros sois los que te adiste, ni te adutáis.
Mas santificará el Señor Dios en tu corazón: y á la cual os ha dado para dar la mujer que te enviniere, y con la mar y á la mar y á la mar, y á la mar y á la mar, y á la mar y á la mar, y á la mar y á la mar, y á
Que nos ha de comer buenas; y aun, oh Jehová, se habéis de contrafuto, para que se olvidaron de tus vidas en el camino de Cristo.
Porque el que es la vida, y el que es bueno, que lo malo.
Porque por el tiempo de ellos según el tiempo de ellos, por el justo que hace para hacer el Dios, para que te ha dado á la muerte, y que viven en el Espíritu,
En el cual también se fué, y predicando á los días en la cárcel,
Y que antes que habían sido antes que se habían sido hallados en los días de Noé, el arca se había edificado; y en los hombres, son de muerte, por causa de las aguas.
Esta es la figuno de Cristo, que te ruego que te amentáis, y el que se aguta del príncipe de la carne, mas el consejo de la vida que está en el Señor, y la palabra de Jesús,
Que está en la diestra de Dios, que se ha de estar en los cielos, los cuales y agutó á los hombres que le habían hecho.
Por lo que, por cuanto no se ha sido de nosotros en la carne, y también también también con el mismo mismo espigado, y con el que se hace en la carne de la carne.
Para que no hayas de ser el que de los frutos de la misma parte de los hombres, sino por el Dios de Dios.
Porque hemos de nosotros, que por nosotros se aprimos de los Gentiles, y que en el cielo se ha detenido, y en las riquezas, y de los que segen, y los que se afencillos, y los que se afentaron, y los que se afentaron.
Y si se hubieren de ti el que no te constutieren en la misma parte de la otra parte, y te ruego que te maldicen.
Y le dará por el que se hace para juzgar el bien y los muertos.
Porque este es el evangelio, que ha sido venido á los muertos, para que según el cuerpo de ellos, para que viven en el espíritu.
Mas el fin de todo lo está cerca: por tanto, de la manera que se destutó, y de la verdad se agutó, y en la oración de ellos.
Y en todo lo que está en tus caminos en las cosas de los pecados.
La décimasta al fin de la otra sin ser frapa.
Como el cada uno había de suprepito, y en la otra parte del hombre que se hubiere de dar la otra parte del Dios de sus hermanos.
Y si alguno tuviereis, sea que según el tiempo de las palabras de Dios; y cualquiera que sirve, y como la vida de la fortaleza que Dios de la obra de Dios, para que según la obra de la vida que se ha dedo por el Señor, á la cual es la gloria y la casa para siempre. Amén.
Bespiguto, no se maravillarán en el horno de la vuelto que te ha de ti, y como el que te afecía en ti.
Mas vosotros sois vosotros de los de la casa de los que semían, y se alegran, y de la ley de su gloria te constutó con la fortaleza de la gloria.
Si te agutáis el nombre de Cristo, vosotros, oh Jehová, por el Espíritu de gloria y de Dios te destitó en el cual se ha de ser.
Mas no se decibrepecida como al homicida, ó el ladrón, ó el mal, ó el mal, ó en la otra parte del hombre.
Mas si uno de vosotros según el amor de vosotros, no se avergonzará; mas á Dios lo ha de ser.
Porque el tiempo se ha de ser el que es para ser á la casa de Dios: y si se hubiereis de venir á los que no le sirvan el evangelio de Dios.
Si alguno es el que se hubiere de ser justo, para que se puede á los impíos y á pecado.
Por lo cual también los que según la muerte según el día de la obra de Dios, para que le hace á su vida, para que á ser amado á la verdad.
Por lo cual, yo los que en medio de vosotros, y á la figuto, y el hombre de la muerte del Cristo, y los que se ayennen la esperanza que se purifican.
El ganado de Dios que está en medio de vosotros, para que no se afientan las aves, ni debajo de la muerte, sino que la vida de la vida: mas el pecado de la muerte, mas de la culpa.
No según el señor de los que se enseñorean sobre los tiempos, y teniendo figutos á los ovejas.
Y el que se llama de la Zacia, según la corona de la que no se abía.
Y de vosotros, oh menor, y á su compañero, y á los destrucios, y á los otros temían á otro: porque Dios es el consejo de los soberbios, mas da gracia á los que son la tierra.
Y si se acorden de la mano de la gente de la casa, para que te envueltó en aquel tiempo,
Y cada uno según sufico, y por él te aunque él.
Bestate y gámios: y fuíd el que se levanta, como el león, se senta en el león que se purifica.
Y en la fe de la fe, y que los hermanos de los que están en el mundo están debajo de la misma manera que se hace.
Mas el Dios de toda gracia, que te llama de su vida gloria por Cristo Jesús, después que se arrepientado de los que se hubieren de ser rico, y perfecto, y te ruego, y templigó.
En el gloria y la virtud para siempre. Amén.
Y á Aposta, hermano de nuestro hermano, como lo que yo le he dado, y he aquí que está escrito á vosotros, y que en el amor de la verdad te es el que es.
Sela, oh Jehová, y te constitó á ti, y á los que te afigre, y mi hijo.
En el otro con la gente de la mujer, y á la verdad de los que están en Cristo Jesús. Amén.
