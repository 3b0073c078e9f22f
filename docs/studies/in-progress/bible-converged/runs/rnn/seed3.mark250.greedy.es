Y el rey de la casa de la casa de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y el rey de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de sus hijos de sus hijos de sus hijos de sus hijos de sus hijos de sus hijos.
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra.
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y el rey de la casa de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra de los hijos de la tierra de la tierra de la tierra de la
Y el rey de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y el rey de los hijos de Israel, y de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra.
Y Jehová Jehová, que no que no de la tierra de la tierra de la tierra de la tierra de los que se de los que se de los que se de los hijos de la tierra.
Y dijo: ¿Qué dijo: ¿Qué habéisn á Jehová, y no no me habéisn.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéis qué que yo te hasbéisn á Jehová, y no me habéisn.
Y el Señor, y de Jehová, y no me habéiss de Dios, y no no habéisn á los que no de Jehová, y de Jehová.
Porque no que no que no que no que no no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y los que se de la tierra de los que se de su padre, y el que se de su padre.
Y dijo: He aquí, y dijo: ¿Qués de Jehová, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no de la tierra.
Y dijo: He aquí, diciendo: ¿Qué habéiss, y á Jehová, y á Jehová, y no habéiss, y no habéiss, y no habéiss, y no habéiss, y no habéiss, y no habéiss.
Y si yo yo yo te has aquí que yo á Jehová, y á Jehová, y no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que se que se que se que se que se que se que se habían.
Y el que se que á los que á los que se que se que se que se que se que se que se que no habéisn á los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisds.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéis aquí que yo á Jehová, y no habéisn á Jehová, y no habéisn.
Y el rey de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y el que de la casa de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y el rey de los hijos de Israel, y á los que no á los que no habéisds de Jehová, y de Jehová, y de Jehová.
Y el rey de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y dijo: He aquí, y á Jehová, y á Jehová, y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo
Y el rey de Jehová, y el rey de Jehová, y el que no el que no el que no el que no el que no el que no el que no el que no el que no el que el que
Y el rey de la casa de Israel, y el rey de la casa de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y dijo: Y dijo: ¿Qué á la casa de los que el que se que el que se que el que se de la tierra de la tierra de la tierra de la tierra.
Y dijo: Y dijo: ¿Qué dijo: ¿Qué habéisds, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no de la tierra.
Porque tus tus tus, y la tierra de la tierra de la tierra, y de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el rey de los que el rey de Israel, y á Jehová, y á Jehová, y á Jehová, y no habéisn á Jehová, y de Jehová.
Y dijo: He aquí que dijo: He aquí que yo á Jehová, y de tus de tus, y de tus de tus, y de tus de Dios, y de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de
Y Jehová Jehová, y tus de Jehová, y de Jehová, y de Jehová, y de Jehová, y de Jehová.
Y dijo: ¿Qué dijo: ¿Qué habéiss, y no te hasbéiss de Dios, y no te hasbéiss de Dios, y no te hass de Dios.
Y el rey de Israel, y á los hijos de Israel, y á los que se de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y el que le que le dijo: y el rey de Jehová, y á los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de su padre.
Y el que se de la tierra de la tierra de la tierra, y los que se de la tierra de la tierra.
Y el que se que se que se que se que se que se que se que se que se que se de los que se de los que se de los que se de los hijos de los hijos de la tierra.
Y el rey de los hijos de los hijos de los que el rey de los que el rey de los que habían á los que habían á los que habían.
Y el rey de Jehová, y á Jehová: ¿Qué que no me habéisn á Jehová, y no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el rey de Jehová, y á Jehová, y á los que no que no que no que no habéisn á los que no de Jehová.
Y el rey de Israel, y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisds de Jehová.
Y el rey de Jehová, y á los que no habéisn, y de ellos, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que de la casa de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y el que se de los hijos de Jehová, y á Jehová, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no no no no no no no no no no no no no no no no no de la tierra de la tierra.
Y Jehová, y no dijo: He aquí que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no se de los que se de los que se de los que se de los que se de los
Y el que no que no no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisds.
Y el rey de los hijos de los hijos de los que el que se que se habían.
Y el rey de los que el rey de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y el rey de los hijos de los que el rey de los que el rey de los que el rey de los hijos de los hijos de su padre.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéiss de Jehová, y de Jehová, y de Jehová.
Y dijo: ¿Qué dijo: ¿Qué habéiss de Jehová, y la tierra de la tierra de la tierra de la tierra.
Y dijo: He aquí, y no me habéis de Jehová, y de Jehová, y de Jehová, y de Jehová.
Y no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no se de la tierra, y el que no no no no no no no no no no no no no no no no no no no no no de la tierra. Y el que el que el que el que el que el que el que el que el que el que el que el que el que el que Y no que no que no que no que no no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra. Y el que el que el que el que el que el que el que el que el que el que el
Y el rey de la casa de la casa de la tierra, y el que no que no que no que no que no el que no el que no el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el
Y dijo: ¿Qué dijo: ¿Qué que no que no se que se que se de los que se de los que se de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra.
Y el que le que le dijo: y á Jehová, y á Jehová, y á Jehová, y el que no habéisds.
Y dijo: Y dijo: He aquí que dijo: ¿Qué dijo: ¿Qué ha dicho á Jehová: ¿Qués de Jehová.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisds, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el rey de los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y los hijos de los hijos de los hijos de Israel, y de los hijos de Israel, y de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Y el rey de Jehová, y el rey de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y si dijo: ¿Qué dijo: ¿Qué habéis de Jehová, y de Jehová, y de Jehová, y de Jehová. Porque no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no Porque no que no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no Y dijo: ¿Qué dijo: ¿Qué habéis.
Y el rey de Jehová, y la casa de la casa de la casa de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el rey de Jehová, y el cual no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que el rey de la casa de los que el rey de los que el rey de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y el rey de la casa de Israel, y el cual no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no se de su nombre.
Y el rey de Israel, y á los que el rey de los que el rey de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y los hijos de los hijos de los hijos de los hijos de los hijos de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la ¿Qué no no no no no no no no no no no no no no no
Y el rey de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Porque tus tus de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra
Y el rey de Israel, y á los hijos de Israel, y á los que se que se que se que se que se uno de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y dijo: Y dijo: ¿Qué dijo: ¿Qué habéisn á Jehová, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y no que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el rey de los hijos de Israel, y á los que se que se que se que se que se habían.
Y el rey de Israel, y á Jehová, y á Jehová, y á los hijos de Israel, y de Jehová, y de Jehová.
Y el que la casa de la casa de la tierra de la tierra de la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y los que se de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y el rey de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y el rey de los hijos de Israel, y á los hijos de Israel, y de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y el que el que el que se de la casa de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que se de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y los hijos de los hijos de los que de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el rey de los hijos de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y los hijos de la casa de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra.
Y el que no no no no no no no no no no no no no no no no no no no no no no no no no no no se de la tierra.
Y el que se de la tierra de la tierra de la tierra, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que el que el que la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que se que no no no no no no no no no no de la tierra de la tierra de la tierra.
Porque no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no no de la tierra de la tierra de la tierra.
Y el que no de la tierra de la tierra de ellos, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el Señor de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y Jehová el Señor de Jehová, y la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Porque Jehová, que no no me habéiss de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que se de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y Jehová, que no me hasbéiss de Dios, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y Jehová, y no me habéiss de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y Jehová, diciendo: ¿Qué habéisn á la tierra de la tierra de la tierra.
Y si el que no me habéisn á la tierra de Jehová, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que de la tierra de la tierra de la tierra de la tierra de la tierra de tus, y de la tierra de la tierra de tus.
Y el que la casa de la casa de la casa de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que el que la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que de la casa de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que no que no que no que no que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que no me habéisn á la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que se que se que no que no que no que no de la tierra de la tierra de los que el que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de
Y el que el que el que el que el que la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y Jehová Jehová á la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que se de la tierra de la tierra de la tierra, y los que el que no el que no el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el
Y los hijos de los hijos de los hijos de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y los hijos de la tierra, y la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
¿Quién que no me hasbéis qué que no me habéis de Jehová, y no me habéis de Jehová, y no no no no no de Jehová.
Porque tus tus, y tus tus, y tus de tus, y tus de tus, y de tus.
Y el que se de la tierra de la tierra de la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra
Porque tus tus tus tus, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y Jehová que Jehová á Jehová, y á la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el pueblo de la casa de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el Señor, y de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la
Y Jehová, y á Jehová, y á los que no de la tierra de los que el que se de la tierra de los que el que se de la tierra de los hijos de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que los que la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el Señor, y de Jehová, y de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Porque el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el
Y él que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Porque el que no te mi alma, y no no no no no no no no no no no no no no no no no no no no no no no no no
Y el rey de ellos, y á ellos, y no no no no no no no no no no no no no no no no no no no no no no no
Y el que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Porque el que no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no no no no no no se que no se que el que no el que se ad.
Y el que no el que no el que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y no que no que no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Porque mi alma de la tierra de la tierra de la tierra.
Y dijo: ¿Qué dijo: ¿Qué habéis de Jehová, y de Jehová.
Porque tus tus tus, y tus, y la tierra de la tierra.
Porque no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
¿Quién no no me habéis qué no no no no no no no no no no no no no no no no no no no no no no no
Porque el que de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Porque el que no no no no no no no no no no no no no no no no no no no no no no no no no
¿Por qué yo mi Dios, que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y Jehová que no que no que no que no que no que no no no no no no no no no no no no no no no no no no no no no no no no
Porque no que no que no que no que no que no no de la tierra de la tierra de la tierra de la tierra.
Porque el que no que no que no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no el que no el que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no que no que no que no que no que no no no no no no no no no no no no no no no no no no no no no no no no no se de
¿Quién el que no no no no no no no no no no no no no no no no no no no
Porque no que no no no no no de la tierra de la tierra de la tierra de la tierra.
Porque no no no no no no no no de la tierra de la tierra de la tierra.
Y los hijos de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de
Y el que de la casa de la casa de la casa de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de
Y el que se que no se que no no el que no no no no no no no no no no no no no no no no no no no no no no no no no no
Y no que no que no que no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
¿Quién que no me habéisn á la tierra de la tierra de la tierra.
Y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Porque la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Porque no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Porque no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Porque no no no de la tierra de la tierra de la tierra de la tierra.
¿Por qué no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que se que no según el pueblo, y el que no se ads.
Porque el que de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de
Y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el rey de la casa de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Porque el que no no no la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Porque no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Porque la tierra de la tierra de la tierra, y la tierra de la tierra.
Y el que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y Jehová, que no me Jehová, y la tierra de la tierra de la tierra de la tierra.
Y Jehová, oh Jehová, y tus tus tus, y tus tus.
Y el que el que el que no que no dijo: ¿Qué dijo: ¿Qué habéisds.
¿QuéQué dijo: ¿Qués de la tierra de la tierra de la tierra de la tierra.
Y Jehová: ¿Qué habéis mi alma, y no no no no no no no no no no no no no no no no no no no no no
Y los que no de la tierra de la tierra de la tierra de la tierra.
Y los hijos de la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y los hijos de los hijos de los que no de los que no de los que se de la tierra de la tierra.
Y los que no se de la tierra de la tierra.
Y el que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Porque tus de tus de tus, y de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la
Y los que no de la tierra de la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra de los hijos de la tierra de
Y el que la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y los hijos de los hijos de los hijos de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de
Y el que la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y los hijos de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que se de la tierra de la tierra de la tierra de la tierra.
Y la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y los que se de la tierra de la tierra de la tierra.
Y el que no se que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que se que se de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y los hijos de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la
Y Jehová el que no el que no el que no el que no el que no el que no el que no el que no el que no el que se de la tierra.
Y los hijos de la casa de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la
Y el que se de la tierra de la tierra de la tierra de la tierra.
Y el rey de Israel, y á los que no á los que no habéisds, y de Jehová.
Y Jehová el Señor de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Porque no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que se de la tierra de la tierra de la tierra de la tierra de la tierra.
Y los hijos de la casa de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y los que se de los hijos de los hijos de los hijos de los hijos de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que de los que de los que de los que de los que de los que de los que de los
Y los hijos de tus de tus de tus, y de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la
Y Jehová, diciendo: ¿Qué dijo: ¿Qué habéisn, y no no no no no no no no no no no no no no no no no no no no no
Y el que no no no no no no no no de la tierra de la tierra.
Porque no no no no no no no no no no no no no no no no no no no no no no no no no no no no se de su alma.
Porque el que no no no no de la tierra de la tierra.
Y el que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Porque el que no de la tierra de la tierra de la tierra.
Y los hijos de los hijos de los hijos de los hijos de la tierra.
Y el que no no no no no no no no no no no no de la tierra de la tierra de la tierra.
Porque la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y los que la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y los hijos de la tierra de la tierra de la tierra de la tierra de la tierra.
Y los hijos de la casa de la casa de la tierra de la tierra de la tierra.
Y los hijos de la casa de la tierra de la tierra de la tierra de la tierra de la tierra.
El cual de la tierra de la tierra de la tierra.
El cual de la tierra de la tierra de la tierra de la tierra de la tierra.
¿Quién no no mi alma de la tierra de la tierra de la tierra de la tierra.
Y los hijos de la tierra de la tierra de la tierra.
Y Jehová, y Jehová, y no no no no no no no no no no no no de la tierra de la tierra.
¿Quién dijo: ¿Qué que no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y no dijo: ¿Qué á Jehová, y á los que no de la tierra de la tierra de la tierra de la tierra de la tierra.
¿Quién no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y dijo: He aquí que á los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y Jehová Jehová, diciendo: He aquí, y de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra.
Porque no que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y los que de la casa de la casa de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y Jehová Jehová, diciendo: He aquí, y de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra de los hijos de la tierra.
Porque no que no se de la tierra de la tierra de la tierra.
Y los que de la casa de la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y Jehová Jehová Jehová, diciendo: He aquí que no de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra.
Porque no que no de la tierra de la tierra de la tierra de la tierra.
Y Jehová Jehová, diciendo: He aquí que de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Porque no que no no no se que no se de la tierra de la tierra.
Y Jehová Jehová Jehová, diciendo: He aquí, y de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra de los hijos de la tierra de la tierra de la tierra.
Y no que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el rey de los que á los que á los hijos de Israel, y á los hijos de Israel, y á los hijos de los hijos de los hijos de los hijos
Y Jehová Jehová Jehová, diciendo: He aquí que de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Y no que no no que no se de la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Y el que de la tierra de la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y Jehová Jehová, diciendo: He aquí, y de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Porque no que no se de la tierra de la tierra de la tierra de la tierra de la tierra.
Y Jehová Jehová, diciendo: He aquí, y de los hijos de los hijos de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y los hijos de la tierra de la tierra de la tierra de la tierra, y los que el que el que el que el que se de la tierra de la tierra.
Y el que se de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que el que la casa de la tierra de la tierra, y los que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el
Y el que de la casa de la tierra de los hijos de los hijos de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de
Y de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra
Y el que el rey de Jehová, y á los hijos de Israel, y á Jehová, y el rey de Jehová, y el rey de Jehová, y el rey de Jehová.
Y Jehová, y no no no no no no no no no de la tierra de la tierra de la tierra de la tierra.
Y el que se de la tierra de la tierra de la tierra.
Y el que el que el que no el que no de la tierra de la tierra de la tierra.
Y el que se de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y Jehová que Jehová á Jehová, que Jehová de Jehová, y de Jehová, y de Jehová, y de Jehová de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Porque el Señor de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la
Y los hijos de los hijos de la tierra.
Y el que no el que no el que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que se que el que el que no el que no el que no el que no el que no el que no el que no el que no el que no el que no el que no el que no el que no el que no el que no el que no no el que no no el que no no el
Y el que el que el que el que el que no el que no que no habéisn á los que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que el que no me Jehová, y la tierra de la tierra de la tierra.
Y el que el que no me habéis qué que no me habéis qué que no me habéis qué que no me habéisn.
Y los hijos de la casa de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra.
Y el que no á Jehová, y á Jehová, y no no no no no no no no no no no no no no no no no no no no no no no de la tierra.
Y Jehová dijo: ¿Qué Jehová, y Jehová, y la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y Jehová Jehová el Señor Jehová, y de la casa de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la Y el que se de la tierra de la tierra de la tierra.
Y Jehová, y de Jehová, y de Jehová, y de Jehová, y de Jehová, y de Jehová de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de
Y el que el que la casa de la casa de la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y el que de la tierra de la tierra de la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra de los hijos de la tierra de la tierra de la tierra de la tierra.
Y el Señor de Jehová, y de Jehová, y de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y Jehová el Señor Jehová, que no habéiss de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y los que la tierra de la tierra de la tierra, y los que el que se de la tierra de la tierra de la tierra de la tierra de la tierra.
Y los hijos de Israel, y á los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Y si el Señor de Jehová, y de la tierra de la tierra de los que de los que de los que de los que de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra de los hijos de la tierra de los hijos de la tierra de la tierra de la tierra de la
Y el que de la casa de la tierra de la tierra de los que el que se de los que se de los que se de los que se de la tierra de los que se de la tierra de la tierra.
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y si el Señor de ellos, y de ellos que no de tus, y de tus, y de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de
Y el que de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de
Y si el Señor de Jehová, y de Jehová, y de Jehová, y de los que de los que de los que de los que de los que de los que de los que de los que de los que de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Y si no me dijo: ¿Qué que yo te hasbéis de Jehová, y no me hasbéiss de Jehová, y no me habéiss.
Y Jehová, que no me ha aquí que el que no el que el que la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que no de Jehová, y de Jehová, y de Jehová, y de Jehová.
Y los hijos de los hijos de la tierra de la tierra de la tierra de la tierra de la tierra.
Y Jehová el Señor Jehová, y la casa de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y Jehová Jehová á Jehová, y de Jehová, y de Jehová, y de Jehová, y de Jehová, y de Jehová.
Y no no no no no no no no no no se de ellos, y á los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de
Y Jehová, y á Jehová, y á los que no de los que no de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que
Porque no que no no no no no no no no no no el que no el que no el que no el que no el que el que el que el que el que el que el
Y el que se que se de la tierra de la tierra, y los que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que de la tierra de la tierra.
Y el que se que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el
Y el que se que se que se que se que se que se que se que se que se que se que se que se que se que se que se que se que se que se
Y Jehová, y de Jehová, y de la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Porque tus tus tus tus, y tus de la tierra de la tierra, y de la tierra de la tierra de la tierra.
Y el que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y no no no no no no no no que no habéiss, y de Jehová, y de Jehová, y de Jehová, y de Jehová, y de Jehová, y de Jehová.
Y el que no no no no no no habéiss de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la
Y Jehová Jehová, diciendo: He aquí que Jehová, y de Jehová, y de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que se de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra
Y Jehová á Jehová, que Jehová á Jehová: ¿Qué habéis de Jehová, y de Jehová, y de Jehová, y de Jehová.
Y el que se que se que se que se que se que se que se que se que se que se que se que se de los que se de los que se de los que se de los que se de los que se de los hijos de los hijos de su
Y los que de la casa de la tierra de los que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Porque no te te tus, y tus, y tus de tus.
Y el que no no te tus, y tus, y de tus, y de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y los hijos de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de
Porque el que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y si el Señor á Jehová, y de la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Y los hijos de los hijos de los hijos de los hijos de los hijos de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de
Y no que no que no de Jehová, y de Jehová, y de Jehová, y de Jehová.
Y los que de la tierra de los que de los que de los hijos de los hijos de los hijos de los hijos de la tierra de los hijos de la tierra de los hijos de la tierra de los hijos de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la
Y el rey de los que no á los que se de la tierra de los que el que se de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que se de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y los que de la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y los que se de la tierra de la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Y los que se de los que se de los que se de la tierra de la tierra de la tierra.
Y no que no que no que no que no se que no se que se que se de la tierra de la tierra.
Y Jehová dijo á Jehová, y Jehová de Jehová, y de Jehová, y de Jehová, y de Jehová, y de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y que no que no que no que no que no no se de la tierra de la tierra.
Y el que se de la casa de la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra. Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisds. ¿Quién que no me habéis de Jehová, que no de la tierra de la tierra de la tierra de la tierra de la tierra.
Y Jehová, y Jehová, y los hijos de la tierra, y los que se de la tierra de la tierra.
Y el que el que se de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Porque no que no que no de la tierra de Jehová, y no no no de la tierra de la tierra de la tierra de la tierra de la tierra.
Y Jehová, que yo dijo: ¿Qué Jehová de Jehová, y de Jehová, y de Jehová de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra
Y Jehová el Señor Jehová, que Jehová el Señor el pueblo de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que de la casa de Jehová, y de Jehová, y Jehová, y Jehová: ¿Qué dijo: ¿Qué dijo: ¿Qué habéis qué que no me habéisds.
Y Jehová el Señor Jehová: ¿Qué á Jehová: ¿Qué habéisn á Jehová.
Y Jehová dijo: ¿Qué dijo: ¿Qué Jehová á Jehová, y el que no habéiss de la tierra de la tierra de la tierra de la tierra.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéis qué que no me habéis.
Y Jehová el Señor Jehová á Jehová: ¿Qué á Jehová: ¿Qué habéis hecho á Jehová: ¿Qué habéisds de Jehová.
Y el que el que no el que no el que no el que no el que se de la tierra de la tierra de la tierra.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisds de Jehová, y de Jehová.
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el rey de Israel, y de Jehová, diciendo: Y dijo á Jehová, y de Jehová: ¿Qué á los hijos de Jehová.
Y el Señor, y no no no no se de la tierra de los hijos de la tierra de la tierra de la tierra.
Y dijo: Y dijo: He aquí, y de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y no que no que no que no que no que no el que no el que no el que no el que se de la tierra de la tierra.
Y dijo: Y dijo: Y dijo: Y dijo:
Y el rey de Jehová, y á Jehová, y á Jehová, y á Jehová, y á Jehová: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo:
Y Jehová dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéis de Jehová, y de Jehová, y de Jehová.
Y Jehová dijo: He aquí que Jehová, y de Jehová, y de los que de los que de los que de la tierra de los que de la tierra de los que de la tierra de los que de la tierra de los que de la tierra de la tierra de la tierra de la tierra de la tierra. Y el que se de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el Señor Jehová: ¿Qué dijo: ¿Qué Jehová: ¿Qué Jehová: ¿Qués de la tierra de la tierra.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisds.
Y los hijos de la casa de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que no no que no no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y dijo: ¿Qué ha aquí que no no no que no no no que no no no se que no se de la tierra de la tierra de la tierra.
Y no que no que no de la tierra de la tierra, y de la tierra de la tierra de la tierra de la tierra.
Y Jehová el Señor de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra
Y el que se de la tierra de la tierra, y los que se de la tierra de la tierra, y de la tierra de la tierra de la tierra.
Y el que que á los que el rey de Jehová, y á los que no que no que no no de la tierra de la tierra de la tierra.
Porque tus tus tus, y tus de tus, y de tus, y de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el rey de Jehová, y la tierra de Jehová, y la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y los que de los hijos de los hijos de los que el que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de
Y el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el
Y los hijos de los hijos de los hijos de los hijos de Israel, y de ellos, y de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y el que el rey de la casa de Israel, y el rey de la tierra de la tierra de la tierra. Y los hijos de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de Porque el que se de la tierra de la tierra de la tierra de la tierra. Y los hijos de la tierra de la tierra de la tierra de la tierra. El que se de la tierra de la tierra de la tierra.
Y no se que no no no no no no no no no no no no de la tierra de la tierra.
Y los que de la tierra de los hijos de los hijos de los que de los que de los que de los que de los que de los que de los que de los que de los que de los que de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra.
Y los que se de la tierra de la tierra, y de la tierra de los que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y Jehová el Señor Jehová, y de la tierra de la tierra de los que se de los que se de los que se de los que se de los que de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Y el que se que se que se que el que se de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y no que no de la tierra de la tierra de la tierra de la casa de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Y el Señor Jehová el pueblo de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la
Y Jehová, y no me has aquí que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y los que de la tierra de la tierra de la tierra, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que se de la tierra de la tierra de los que se de los que se de los que de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y los que de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el rey de Jehová, y la casa de la tierra, y los que el que se de la tierra de la tierra de la tierra de la tierra de la tierra.
Y no no que no de la tierra de la tierra, y de los que se de los que se de los que se de los que se de los que se de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y no que no de la tierra de la tierra de la tierra de Jehová, y de Jehová, y de Jehová, y de Jehová, y de Jehová.
Y Jehová á Jehová, y de Jehová, y de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Y el rey de Israel, y á los hijos de los hijos de los hijos de los que se de los que se de los que se de los hijos de la tierra.
Y el que de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y el que de la casa de la tierra de la tierra, y el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que
Y el rey de los hijos de los hijos de los que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el
Y el rey de Israel, y á Jehová, y dijo: ¿Qué dijo: ¿Qué habéiss, y no habéiss, y no habéiss.
Y el rey de Jehová, y á la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el rey de Israel, y no me habéis qué que no me hasbéis qué que no me hasbéis qué que no me hasbéiss de Dios.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué ha aquí que Jehová, y de Jehová, y los que el que no de la tierra de la tierra de la tierra.
Y el rey de los hijos de Israel, y á Jehová, y á Jehová, y de Jehová, y de Jehová, y de Jehová.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisn á Jehová, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: ¿Qué dijo: ¿Qué habéisn á los que no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que el que el que el que se que no el que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: He aquí, diciendo: He aquí, y dijo: ¿Qué dijo: ¿Qué habéiss de Jehová, y de Jehová, y de Jehová, y de Jehová, y de Jehová.
Y el rey de los que el rey de los que el rey de los hijos de los hijos de la tierra.
Y el rey de la casa de los hijos de los que el rey de los que se que no se que no se que no se habían.
Y el que la casa de la tierra de la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra.
Y el rey de Jehová, y la casa de Jehová, y los hijos de la tierra de la tierra de la tierra.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéis de Jehová, y de Jehová: ¿Qué habéis de Jehová.
Porque no que no no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y dijo: ¿Qué dijo: ¿Qué habéis de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra
Y el que la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de
Porque mi alma, que no me hasbéiss de Jehová, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no de la tierra de la tierra
El que se de la tierra de la tierra de la tierra.
Y el rey de la casa de los hijos de la tierra, y el que el que el que el que el que el que el que el que el que el que el que el que
Y Jehová el rey de Jehová, y de Jehová, y el rey de Israel, y el rey de los hijos de Israel.
Y el rey de Israel, y á los que se que no se que no se que no no se que no no no no no no no no no no no no no no no no no se de los que se de los que
Y el rey de Israel, y á los hijos de Israel, y de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Y el rey de los hijos de los hijos de Israel, y á los hijos de Israel, y á los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y el rey de los hijos de Israel, y de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Y los que se de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y no que no que no que no que no que no que no que no que no que no que no que no de los que se de los que se de los que se de la tierra de la tierra.
Porque no que no que no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y Jehová el que de la tierra de la tierra de la tierra de la tierra de los que no que no que no que no que no no que no no no de los que no de la tierra de la tierra.
Y el que no se que no no se que no no se ads.
Y dijo: Y dijo: Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéis. Y si á Jehová, y á Jehová, y á ellos que no no no no no no no no no no no no no no no de ellos.
Y Jehová, diciendo: He aquí, y no me has aquí que yo te hasbéiss de Dios, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéis qué no me habéis qué no me habéis.
Y el rey de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra.
Y Jehová Jehová á Jehová, y á la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el
Y el que el que el que el que el que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no no que no no que no no se que no no se que no no se que no se que no se que se que no se que se que se que se que se que se que se que se que se que se que se que se que
Y Jehová dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisds de Jehová.
Y Jehová dijo: ¿Qué habéiss de la tierra, y no no no no no no no no no no no no no no no se de la tierra de la tierra.
Y no no se de la tierra de la tierra, y de la tierra de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los
Y el que el pueblo de la tierra, y el pueblo, y el pueblo de la tierra, y el que el que el que el que el que el que el que el que el que el que el que el que el que el que
Y el que el que el que el que el que no el que no no el que no no el que no
Y los que se que se que no se que no se que no se que no se que no no se que no no se que no no se que no se habían.
Y el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que
Y el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que
Y el que se de los que no que no no se de los hijos de los hijos de su padre.
Y el que se que se que se que se que no que no se que no se que no se que no no se que no no se que no se de la tierra.
Y el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que
Y el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el
Y el rey de la casa de la casa, y el rey de la tierra.
Y el que se que se que se que se que se que se que se que se que se que se habían.
Y el que no que el que no que el que no que el que no de la tierra de los que el que no de los que se de los que se de los que se de los que se de los que se de los que se de los que
Y los que de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la
Y el que no se que no no no no de la tierra de la tierra de la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Y el rey de Israel, y á Jehová, y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisds.
Y el que no el que no no no no no no no no no no no no no no no no no no no no
Y el que el que el que el que se de los que se de la tierra de la tierra.
Y el que no que no que no que no que no el que no el que no no el que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que de la casa de la casa de los hijos de Israel, y de Jehová, y á Jehová, y de Jehová, y de Jehová, y de Jehová.
Y el rey de ellos, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué que no me habéis qué que no me habéisn.
Y dijo: ¿Qué dijo á la casa de la casa de Jehová, y de Jehová, y el rey de Jehová.
Y el que el que el que el que el que el que el que el que el que el que el que el que el
Y dijo: ¿Qué dijo: ¿Qué que no me hasbéisn, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: ¿Qué dijo: ¿Qué habéisn á la tierra de la tierra de la tierra de la tierra.
Y el que el que el que el que no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y los hijos de la casa de la tierra, y el cual el cual el cual el cual el cual el cual el cual el cual el cual el cual el cual el cual el cual el cual el cual el cual
Y el rey de Israel, y dijo: Y dijo: Y dijo: ¿Qué dijo:
Y dijo: ¿Qué dijo: ¿Qué habéis hecho á Jehová, y no que no que no no habéisn.
Y no que no que no que no que no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: Y dijo: He aquí que no habéisds de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y no que no que no que no que no que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y el rey de Israel, y á Jehová, y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo:
Y el rey de los hijos de Israel, y el cual se ads.
Y el rey de Israel, y á Jehová, y á Jehová, y á Jehová, y á Jehová: ¿Qué dijo: ¿Qué habéisds.
Y dijo á Jehová, y á él, y á los que se que se que se que se que se que se que se que se habían.
Y los hijos de los hijos de los hijos de Israel, y de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Y el rey de Israel, y á Jehová, y el rey de los hijos de su padre.
Y dijo á Jehová, y á Jehová, y á Jehová, y á los hijos de Israel.
Y el rey de los hijos de Israel, y á los que le dijo: y á Jehová, y á Jehová, y á Jehová.
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y dijo: He aquí que dijo: Y dijo á Jehová, y de Jehová, y de Jehová, y de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisds.
Y dijo á Jehová, y dijo: Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo:
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisds.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué ha dicho de Jehová.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisds de Jehová, y no habéisds de Jehová.
Y dijo: Y dijo: ¿Qué dijo: ¿Qué ha dicho á los que no de Jehová, y de Jehová, y de los que de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y el rey de la casa de la casa de la tierra de la tierra de la tierra.
Y el rey de Israel, y el rey de los hijos de su padre.
Y el rey de los hijos de Israel, y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisd.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué que no me habéisn á Jehová, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el rey de Jehová, y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisds.
Y los hijos de la casa de la casa de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y dijo: ¿Qué á la casa de la tierra de la tierra de la tierra de la tierra.
Y dijo: ¿Qué dijo: ¿Qué á los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra.
Y el que la casa de la casa de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y dijo: Y dijo: ¿Qué á la tierra de la tierra, y el que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de su padre.
Y el rey de Israel, y á los hijos de los hijos de los hijos de los hijos de los hijos de sus hijos, y á sus hijos de sus hijos.
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y los que el que se de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra.
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra.
Y el que el que el rey de la tierra de Jehová, y de Jehová, y de Jehová.
Y los hijos de los hijos de los hijos de la tierra de la tierra de la tierra de la tierra.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéis qué que no me hasbéis qué que no me hasbéis qué que no me hasbéis qué que no me
Y dijo: ¿Qué dijo: ¿Qué habéisds, y no no no no no no no no no no no no no se de su nombre.
Y dijo: ¿Qué dijo: ¿Qué habéisds de Israel, y de Jehová.
Y el que de la casa de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que el rey de Israel, y á los que el rey de Israel, y á los que le que el rey de Jehová, y el rey de Jehová.
Y el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que
Y el que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no que no que no que no que no que no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el rey de la casa de los hijos de los hijos de la tierra de la tierra.
Y dijo á Jehová, y á Jehová, y á Jehová, y á Jehová, y no que no que no que no que no habéisn á Jehová.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué que no me habéisds de Jehová.
Y el rey de Israel, y á Jehová: ¿Qué que no que no que no que no que no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisn á Jehová, y de Jehová, y de Jehová.
Y el que el que la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y no no me dijo: ¿Qué dijo: ¿Qué habéisds de Jehová.
Y los que se de la tierra de los que no que no no que no no que no no que no no no no no no no no no no no no no no no no no no no no no de la tierra de la tierra.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéis.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéis de Jehová, y de Jehová, y de Jehová.
Y si dijo: ¿Qué que no que no que no que no que no que no que no que no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no
¿Quién que yo no que no que no me hasbéis qué que no me hasbéisn á Jehová, y no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que se que se de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el rey de la casa de la tierra de la tierra de la tierra de la tierra de la tierra.
Y que no que no que no no no no no no no no no no no no no no no no no no no no no no no no no no
Porque el que no que no que no que no que no que no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Porque el que no que no que no el que no el que el que el que no el que no el que no el que no el que no no el que no no el que no no el que no no el que no no el que el
Y que no que no que no que no que no que no que no que no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que
Porque el que no que no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que que el que no que el que no que no que no que no que no que no que no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y los hijos de Israel, y de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y el rey de los que se que se que se que se que se que se de ellos.
Y el que no se que no no no no no no no no no no no no no no no no no no no
Y el que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y dijo á Jehová, y á Jehová, y á Jehová, y á Jehová, y á Jehová, y á los que no que no que no habéisn.
Y dijo: Y dijo: ¿Qué que no no no no no no no no no no no no no no no no se de la tierra de la tierra.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisds, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que el que el que el que el que el que el que el que no el que no el que no el que no el que no el que no el que no el que no el que no el que no el que no el que no el que no el que no el que no el que no el que no el que no el que
Y el que no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la
Y si no no no no no no no se que no se de ellos.
Y el que el que no que no que no que no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no que no de Jehová, y la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que se que el pueblo, y el que no se que no no no no no no no no no no se ad.
Y el que se que no que no que no que no que no no el que no no el que no no el que no no el que no no no el que no no no el que no no no no el que no no no no no no no no no no no no no no
Y el que el que que el que que el que se que no que no que no que no que no que no que no que no no que no no se que no no se que no se de la tierra de la tierra
Y el que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que se que se que se an.
Y el que se de la tierra de su casa.
Y el rey de Israel, y de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y el rey de la casa de la casa de la casa de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el rey de Israel, y de Jehová: ¿Qué dijo: ¿Qué habéisds.
Y el que el que el que el que el que el que el que el que el que el que el que el que el que el que
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisds de Jehová, y de Jehová.
Y dijo: ¿Qué dijo: ¿Qué habéis aquí que yo á Jehová, y no habéisn á Jehová, y no habéisn á Jehová, y no habéisn.
Y dijo: Y dijo: ¿Qué dijo: ¿Qué habéisds, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y si no que no que no que no que no que no que no que no se que se que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se
Y dijo: ¿Qué dijo: ¿Qués de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que se de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y dijo: Y dijo: ¿Qué dijo: ¿Qué habéisds, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: ¿Qué dijo: He aquí, y á Jehová, y no te habéiss.
Y dijo: Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo:
Porque no que no que no que no no me habéisn á mí, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéis.
Y los hijos de los que no que no que no que no que no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: ¿Qué dijo: ¿Qué habéisds, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Porque no que no que no que no que no que no que no que no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que el pueblo, y el pueblo, y el que no se que no no se que no no se que no se que no se de la tierra de la tierra.
Porque no que no que no que no que no que no que no que no que no no no no no no no no no no no no no no no no no
Y dijo: Y dijo: ¿Qué dijo: ¿Qué que no que no que no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisn á la tierra de Jehová.
Y el que le dijo: y á Jehová, y á Jehová, y á Jehová: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisds.
Y el rey de la casa de los hijos de los hijos de Israel, y el rey de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y dijo: ¿Qué que no que no que no que no que no que no no no no no no no no no no no no no no no no no no no no no no no no no
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de su
Y el que el rey de la casa de Israel, y el rey de Israel, y el rey de su padre.
Y dijo: ¿Qué dijo: ¿Qué que no me habéisn á Jehová.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisd.
Y dijo: ¿Qué dijo: ¿Qué á la tierra de Jehová, y á los que no no no no no no no no de la tierra de la tierra.
Y si el Señor, que no me habéiss de Jehová, y de la tierra de la tierra de la tierra de la tierra de la tierra.
Y los que se que se que se que no que no que no que no que no que no que no que no que no que no que no que no no se que se que se que se que se que se que se que se que se que se que se que
Y el que no el que no no no no no no no no no el que no se de la tierra.
Y no que no que no que no que no no no no no no no no no no no no no de la tierra de la tierra.
Y los que de la casa de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de
Y el que se que el rey de la casa de los que se que se que se que se de los que se de los que se de los hijos de los hijos de su
Porque el que no no no no de la tierra de la tierra.
Y dijo: ¿Qué dijo: ¿Qué habéis aquí que yo te hasbéiss de Jehová, y de Jehová, y de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el rey de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y no que no que no que no que no no no no no no no no no no no no no no no no no no no no no no no
Y el rey de los hijos de Israel, y el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el
Y el que no de Jehová, y de la casa de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra.
Y el que le que á los que á los que á los que á los que se que se que se que se que se que se de los que se de los que se de los que se de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisds.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisn á Jehová, y á Jehová, y á Jehová, y á los que no que no no no no no no no no no no no no no no no no no no no no no no no
Y el rey de Israel, y á Jehová, y á Jehová, y á Jehová, y á Jehová, y no habéisds.
Y el que de la casa de los que el rey de Jehová, y á los que el rey de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Y el que el que el que el que le que le dijo: y el que no que no que no que no que no que no no que no no no se que no no se que no no se habían.
Y el que el que el que no el que no de la tierra de la tierra de la tierra de la tierra de la tierra.
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y los hijos de la casa de la tierra, y el cual se de la tierra de la tierra.
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra de la tierra de la tierra de la tierra.
Y el rey de la casa de la casa de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el rey de la casa de los hijos de los hijos de los hijos de los hijos de su
Y el que le que le que no que no que no que no que no que no que no que no que no que no no que no no habéisn.
Y dijo: Y dijo: ¿Qué dijo: ¿Qué habéisds de la tierra de la tierra de la tierra de la tierra.
Y dijo: ¿Qué dijo: He aquí, y no habéiss, y no no no no no no no no no no no no no no no no no
Y el rey de los hijos de los hijos de los que el rey de los hijos de los hijos de los hijos de su padre.
Y el rey de Jehová, y el que el que no que no el que no no el que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéiss de Dios, y no habéiss.
Y el rey de Jehová, y dijo: ¿Qué dijo: ¿Qué habéiss de Jehová, y no me habéiss de Jehová, y no habéiss.
Y el que se que no que no que no que no que no se que no se que no se que no se de la tierra.
Y el rey de Jehová, y á Jehová, y á Jehová, y á Jehová, y no habéisn á Jehová, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el rey de los hijos de Israel, y el que se que el que se que se que se que se que se que se que se que se que se que se habían.
Y el que no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisds.
Y si el que no que no que no que no que no que no que no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisn á Jehová, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no el que no que no que no que no que no que no que no que no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que el que el que el que el que el que el que no el que no el que no el que no no el que no no el que no no no el que no no no el que no no no no no
Y el que el que no el que no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y que que se que el que se que el que no el que no el que no el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el
Y dijo: ¿Qué dijo: ¿Qué que no que no que no que no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y si el Señor, y no ha aquí que no habéiss de la tierra de la tierra, y de la tierra de la tierra de la tierra de la tierra.
Y el que no que el que no que no que no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el rey de Jehová, y á Jehová, y no no no no no no no no no no no no no no no no no no de su nombre.
Y no no se de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y los que se de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Porque no me habéis de Jehová, y no te hasbéiss de Dios, y no no no te hass de tus.
¿Qué dijo: ¿Qué habéisn, y no no no no no no no no no no no no no no no no no no no no no no no
Y el que no que el que no que no que no que no que no que no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y no no á los que no á los que se de los hijos de los hijos de los hijos de los hijos de su
Y el que el que no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el rey de los que el que se que se que se que se que se que se que se que se que se de la tierra.
Y el que que el que que no que no que no que no que no que no que no que no que no que no no que no no no no no de la tierra de la tierra.
Y el rey de los que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Porque el que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Porque no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Porque el que no de la tierra de la tierra de la tierra.
¿Quién que no que no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no
Porque no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Porque no que no que no que no que no que no que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Porque no no que no que no que no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
¿Quién que no me dijo: ¿Qué habéis qué que no me habéisn.
¿Quién que no me habéis qué que no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y los hijos de Israel, y de la casa de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra de los hijos de la tierra.
Y el rey de los que el que se que se que se que se que se que se que se de la tierra de la tierra.
Y el rey de los que el rey de los que el rey de los que se que se habían.
Y la casa de la casa de la tierra de la tierra de la tierra.
Y si el Señor, y á los que no que no que no que no habéisn á los que no que no habéisn.
Y dijo: ¿Qué dijo: ¿Qué que no me habéisn.
Y dijo: ¿Qué dijo: ¿Qués de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y los hijos de Israel, y de Israel, y á los hijos de Israel, y de Israel, y de Israel.
Y no que no que no que no se de la tierra de la tierra de la tierra de la tierra de la tierra.
Y dijo: ¿Qué dijo á la casa de la tierra de la tierra de la tierra de la tierra de los hijos de la tierra.
Y el rey de los hijos de Israel, y á los que el rey de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y el rey de Israel, y á los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de su padre.
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y el que el que el rey de Jehová, y el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que
Y si no que no que no que no que á los que á los que se que se que se que se que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que
Y el rey de los hijos de los hijos de los hijos de su padre.
Y los que el rey de los que el rey de los que el rey de los que se que se que se que se que se que se que se que se de los que se de los que se de los que se de los que se de los que
Y el día de la tierra de la tierra.
Y el que se de la casa de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisn.
Y el que se que se que se que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el
Y el rey de la casa de la casa de la casa de la casa de los que el rey de los que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que
Y el que no el que se de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que el que el que se que se que se que se que se que se que se que se que se de los que se de los hijos de los hijos de los hijos de su padre.
Y el que el que el rey de la casa de los hijos de Israel, y el rey de Jehová, y el cual no habéisds.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué que yo te hasbéiss de Dios, y no no no no no no no no no no no no no no de los que no de los que no de los que no de los que no de los que no de los que no
Porque el que la tierra de la tierra de la tierra de la tierra, y la tierra de la tierra de la tierra de la tierra de la tierra.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéis de Jehová, y no me hasbéiss de Jehová.
Y dijo: ¿Qué dijo: ¿Qué habéis de Jehová, y de Jehová, y no que no no que no no no no no no no no no no no no no no no no no no no
Y dijo: ¿Qué dijo: ¿Qué que yo no me hasbéis qué que no me hasbéis qué que no me hasbéis qué que no me hasbéis qué que no me hasbéis.
Y el que la casa de la casa de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéis de Jehová, y de Jehová, y de Jehová, y de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéis.
Y dijo: ¿Qué dijo: ¿Qué habéisn á la tierra de Jehová, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y si que yo no que no que no me que no me hasbéisn, y no no no no no no no no no no no no no no no no no no no
Y el que se que el que no que no que no que no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Porque no no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que de la tierra de la tierra de la tierra de Jehová, y de Jehová, y de la tierra de la tierra de la tierra de la tierra.
Y el que se de la tierra de la tierra de la tierra, y á la tierra de la tierra, y el que no que no que no que no que no no se que se que se que se que se que se que se que se que se que se que se de la tierra.
Y el que no dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisds de la tierra de la tierra de la tierra de la tierra de la tierra.
Y dijo: ¿Qué dijo: He aquí que dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisds de Jehová, y de Jehová, y de Jehová.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisds.
Y el que no que no que no que no que no que no que no que no no que no no no no no no no no no no no no no no no se que no no se de la tierra.
Y el que el que de la tierra de la tierra de la tierra de la tierra, y de la tierra de la tierra de los que no de los que no de la tierra de la tierra.
Y el que no que no que no que no que no que no que no que no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no dijo: ¿Qué que no me habéisn, y no no no no no no no no no no no no no no no no no no no
¿Quién el que no la tierra de la tierra de la tierra.
Y los hijos de la tierra de la tierra, y el que el que el que el que el que el que el que el que el que
Y el que la tierra de la tierra de la tierra de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los
Y el que se que el que se de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que no dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisds.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéis de Jehová, y de Jehová, y de Jehová.
Y no que no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Porque tu Dios mi Dios, y tus, y no no no no no no no no no no no no no no no no no no no no
Y no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no que no que no que no que no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no de la
Y el que la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el rey de Jehová, y la tierra de la tierra de la tierra.
Y el rey de Jehová, y de Jehová: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo
Y el que no que no que no que no á Jehová: ¿Qué dijo: ¿Qué habéisds de Jehová.
Y el que no que no que no que no que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Porque el que el que el que no que no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y no que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué que no me habéisn á Jehová.
Y los hijos de los hijos de los hijos de los hijos de los que se que se que se de su padre.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisds.
Y dijo: Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisds de Jehová.
Porque no que no que no que no que no que no que no que no de la tierra de la tierra de la tierra de la tierra de la tierra.
Y dijo: ¿Qué dijo: ¿Qué habéiss, y de Jehová, y de Jehová, y de Jehová, y de Jehová.
Y el rey de Israel, y de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y los hijos de Israel, y de Jehová, y de la tierra de la tierra de la tierra de la tierra.
Y los hijos de la casa de la casa de la casa de la tierra de la tierra.
Y dijo: He aquí que dijo: He aquí que á Jehová, y de Jehová, y de Jehová, y de Jehová, y de Jehová, y de Jehová.
Porque no que no que no que no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no el que no se que no no no no no no no no no no no no no no no no no no no
Y dijo: ¿Qué dijo: ¿Qué habéiss de Dios, y no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: ¿Qué dijo: ¿Qué á los hijos de los hijos de su padre.
Y el que el rey de los hijos de Israel, y á los que se que no se que no se que no se que no se que no se que se que se habían.
Y el que le dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿
Y el que el rey de la casa de los hijos de Jehová, y el cual no habéisds, y el cual no no no no no no no el cual el cual el cual el cual el cual el cual el cual el cual el cual el cual el cual el cual el cual el cual el cual el cual el cual el cual el cual
Y el que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que el que el que el rey de la casa de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisds.
Y dijo: ¿Qué dijo: ¿Qué habéisn, y no no no no no no no no no no no no no no no no no no no no no no no no
Y no que no que no que no que no que no que no que no no que no no de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que se de la tierra de la tierra de la tierra, y de la tierra de la tierra de la tierra.
Y el que de la tierra de la tierra de Jehová, y de Jehová, y no habéiss de Jehová, y no habéiss de Jehová.
Y dijo: Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéis qué no meQué habéis.
Y dijo: ¿Qué dijo: ¿Qué que no no no no no no no no no no no no no no no no de la tierra de la tierra.
Y el rey de Jehová, y de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y no que no que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Porque no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: He aquí que dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéis de Jehová.
Y él dijo: ¿Qué que no no que no que no que no que no que no que no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no no que no que no que no no que no no que no no no no de la tierra de la tierra de la tierra.
Y dijo á Jehová, y á Jehová, y á Jehová, y á Jehová, y no habéisn á Jehová, y no habéisn á Jehová, y no habéisn.
Y si no que no no me habéisn, y no no no no no no no no no no no no no no no no no no no no no no
Y no que no no que no no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y los hijos de la casa de la tierra, y á los que no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el rey de la casa de la casa de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué que no me habéisn á Jehová, y no no no no no no no no no no no no no no no no no no no no no no no no
Porque no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: ¿Qué dijo: ¿Qué habéisn á la tierra de la tierra de la tierra de la tierra.
Y si Jehová, que yo dijo: ¿Qué que yo te has aquí que yo te hasbéiss, y no me habéiss.
Y el rey de los hijos de los hijos de los hijos de Israel, y á los que no ha aquí que no ha dicho á los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y el que no que no que no no no no no no de la tierra de la tierra de la tierra de la tierra.
Y el que el que el que el que se que no que no que no que no que no que no no se que no no no no no no se que no no no se de la tierra.
Y los hijos de los hijos de Jehová, y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué ha dicho.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéis hecho.
Y el que la casa de la casa de la casa de la casa de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Y el que el que el que se de la tierra de la tierra de la tierra.
Y de los hijos de los hijos de la tierra, y no no no no no no no no no no no no no no no no no no no no no no no no no
Y el rey de los hijos de Israel, y á los que le dijo: y á Jehová, y á Jehová: ¿Qué dijo: ¿Qué habéisds.
Y dijo: Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisd.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéists.
Porque la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que no que no que no que no el que no el que no el que no el que no el que no el que no el que no
Y el que se de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y el que no me habéisn á la tierra de Jehová, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué que no habéis de Israel, y de Jehová, y de Jehová.
Y el rey de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y el que se de la casa de la tierra de la tierra de la tierra de la tierra de la tierra de
Y el que el rey de la casa de los que el rey de los que el rey de los que el rey de los que se que se que se que se que se que se que se que se que se que se que se que se habían.
Y el rey de la casa de la tierra de la tierra de la tierra.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisds.
Y el que no de Jehová, y á Jehová: ¿Qué habéis hecho á Jehová: ¿Qué habéisn á Jehová.
Y el rey de Jehová, y á la tierra de ellos, y de ellos que se de los que se de los que se de su cabeza.
Y el que no que no que no que no que no que no que no que no que no que no no que no no no no no no no no no no no no no no no no no no no de la tierra de la tierra.
Y el que se de la tierra de la tierra.
Y el rey de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra.
Y dijo: He aquí, y dijo: He aquí, y dijo: ¿Qué habéiss, y no habéiss, y no habéiss.
Y dijo: Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisds.
Y dijo: He aquí, y dijo: ¿Qué habéiss de Jehová, y de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisds.
Y dijo: ¿Qué dijo: ¿Qué que yo á Jehová, y no me habéisn á Jehová, y no habéisn á Jehová, y no no no habéisn.
Porque el que no no no no no no no no no no no no no no no no no no no no no no no no no
¿Quién que no me hasbéis, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y los que de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y no que no que no que no que no que no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué que yo te hasbéis qué que yo te hasbéis qué que no me hasbéis qué que no me hasbéis qué que no me hasbéis.
Y el que el que el que el que el que el que no el que no el que no el que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué que yo á Jehová, y no te hasbéiss, y no te hasbéiss de Dios.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisds.
Y dijo: ¿Qué dijo: ¿Qué habéis de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y dijo: ¿Qué que yo te hasbéis que yo te has de tus, y no te has de tus, y no te te te te te te te te te te te te te te te te te te te te te te te te te te te
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéis hecho á Jehová.
Y no no que no á los que no que no que no que no que no que no habéisn á los que no de Jehová.
Y el que no que no que no que no no no no no se de la tierra de la tierra.
Y dijo: ¿Qué dijo: ¿Qué habéis de Jehová, y de Jehová, y no habéis de Jehová, y no habéiss de Jehová, y de Jehová.
Y el que no que no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el rey de Jehová, y no no no no no no no no no no no no no no no no no no no
Y dijo: ¿Qué dijo: ¿Qué que no me habéis qué que no me hasbéis qué que no me hasbéisn.
Y los que no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: Y dijo: ¿Qué dijo: ¿Qué habéisds, y no habéisds de Jehová.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisn á la tierra de la tierra de la tierra.
Y el que no no el que no el que no el que no no el que no no no no no no no no no no no no no no no no no no
Porque no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Porque no que no que no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y si el que no que no que no que no que no que no que no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéis de Jehová.
Y si no que no que no que no que no que no que no que no que no me habéisn á Jehová.
Y los hijos de Jehová, y de Jehová, y de Jehová, y de Jehová, y de Jehová.
Y dijo: ¿Qué dijo: He aquí que yo á Jehová, y de Jehová, y de Jehová, y de Jehová, y de Jehová, y de Jehová.
¿Por qué dijo: ¿Qué qué no me hasbéis qué no no no no no no no no no no no no no no no no no no no no no no no no no
Y de tus de tus, y de tus, y de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra Y el rey de los hijos de los que el que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no Y el que se que no se que no se que no se que no se de la tierra de los hijos de los hijos de su padre.
Y el que no no me habéisn, y no no no no no no no no no no no no no no no no no no no no no
Y los hijos de la tierra de Jehová, y no me habéiss de Jehová, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que de Jehová de Jehová, que no de Jehová, y de Jehová, y no de Jehová.
Y el rey de Jehová, y dijo: ¿Qué dijo: ¿Qué habéisds, y no no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: ¿Qué dijo: ¿Qué habéisn, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Porque no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: ¿Qué dijo: ¿Qué habéisn, y no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el rey de Jehová, y dijo: ¿Qué habéis aquí que no habéisn á Jehová, y no habéisn á Jehová, y no habéisds.
Porque no que no que no que no me habéisn á Jehová, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: ¿Qué dijo: ¿Qué habéis qué que no me hasbéisn, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y si no no me has aquí que no me habéis, y no me habéisn, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y si el Señor, y no me habéisn á la tierra.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisds.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisds.
Y el rey de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y el que se de la casa de su padre.
Y el rey de Israel, y á Jehová, y á Jehová, y el cual no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: ¿Qué dijo: ¿Qué habéisn á la tierra de la tierra de la tierra de la tierra.
Y el que de la tierra de la tierra de la tierra de la tierra de la tierra.
Porque el que no el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que
Y el rey de Jehová, y el cual el cual el cual el cual el cual el cual el cual el cual el cual el cual el cual el cual el cual el cual el cual el cual el cual el cual el cual el cual el cual el cual el cual el cual el cual el cual el cual el
Y dijo: Y dijo: Y el rey de Israel, y de los hijos de los hijos de los hijos de su padre.
Y el que el que el que el que el que le que no que no que no que no que no que no que no que no habéisn á Jehová, y no habéisn.
Y el rey de Israel, y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿
Y no no que no me dijo: ¿Qué habéiss de Jehová, y no no me habéiss.
Y dijo: Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué á los hijos de Israel, y á los que se de los hijos de Israel, y de Jehová, y de Jehová.
Y el rey de Jehová, y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéis.
Y el que se que se que se que el que se de la tierra de la tierra.
Y el que se que el que se habían en el pueblo.
Y el que el que el que el que le dijo: ¿Qué habéisds de Jehová, y á Jehová, y no habéisn.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéis aquí que no habéisn á Jehová, y no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que el que no dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéis hecho.
Y el que no que no que no que no que no que se que se que se de los que se de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y el rey de Jehová, y no dijo: ¿Qué dijo: ¿Qué que no me hasbéis qué que no me hasbéis qué que no me hasbéis qué que no me habéis.
Y el rey de Israel, y á Jehová, y no que no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Porque no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el rey de la casa de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisds.
Y el rey de los que el rey de Israel, y á Jehová, y á Jehová, y á Jehová: ¿Qué que no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: ¿Qué dijo: ¿Qué que no me habéisn á Jehová, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéis qué que no me habéis qué que no me habéis qué que no me habéis qué que no me
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué que yo á Jehová, y no me habéisn á Jehová, y no me habéisn.
Y dijo: Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisds.
Y si que yo á Jehová, que no que no que no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisds de Jehová, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Porque no que no que no que no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que la casa de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra
Porque no que no me habéisn á la tierra de Jehová, y no no no no no no no no no no no no no no no no
Y dijo: Y dijo: ¿Qué que no habéisn á Jehová, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que le dijo á Jehová, y á Jehová, y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué que no me hasbéis qué que no me habéis.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué que no que no que no que no que no no que no no no no no no no no no no no no no no no no
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué que no no no no no le dijo:
Y dijo: ¿Qué dijo: ¿Qué que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que
Y los hijos de los hijos de los hijos de Israel, y á Jehová, y á Jehová, y á Jehová: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo:
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéiss, y no me hasbéiss de Dios, y no me habéiss.
Y dijo: ¿Qué dijo: ¿Qué que no no no no no no no no no no no no se de la tierra.
Y el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el
Y el día de la casa de la tierra, y los que el que se de la tierra de los que el que se de la tierra.
Y el que se que se que se que se de la tierra de los que el que se de la tierra de los que el que se de los que se de la tierra.
Y los que se de la tierra de los que se de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y dijo: ¿Qué que no me habéisn á Jehová, y no no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisds.
Y el que se que no se que no se de la tierra de la tierra.
Y no no no no no no no no no no no no no no no no no no no no no no no se que no se que no se que no se que se que se que se de ellos.
Y el rey de ellos, y á ellos, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
¿Quién el que no el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el
Y no que no no no no no no no no no se de la tierra de la tierra.
Y el que se que no no no no no no no no no no no no no no no no no no no no no el que no no no el que no no no el que no no no el que no no no
Porque no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que el que no el que no no no no no no no no no no no no no no no no el que no no el que no no el que no no el que no no el que no
Porque no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que se de la tierra de la tierra de la tierra, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no el que el que la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y dijo: He aquí que dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéis qué que no me habéisn.
Y dijo: ¿Qué dijo: ¿Qués de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el rey de la casa de la tierra de la tierra de la tierra.
Y el rey de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisn á Jehová, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué que no me habéisn á Jehová, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Porque no no no no no no no te hasbéiss, y no no te hasbéiss de Dios.
Porque no no no te te te te te te no no no no no no no no no no no no no no no no no no no no no no no no no
Porque no no no no no no no no no no no no no no no de la tierra de la tierra.
Y no que no que no que no que no que no no no no no de la tierra de la tierra de la tierra.
Y el que no se que no se que no no no no no no no no no no no
Y el rey de la casa de los hijos de los hijos de los hijos de su padre.
Y dijo: ¿Qué dijo: ¿Qué habéis de tus de tus, y de la tierra de tus.
Y dijo: ¿Qué dijo: ¿Qué habéiss, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéiss de Jehová, y no me habéiss.
Y el que no que no de Jehová, y de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y si el que de Jehová, y de Jehová, y de Jehová, y de Jehová, y de Jehová, y de Jehová, y de Jehová.
¿Quién que no no de la tierra de la tierra de la tierra de la tierra.
Y si no que no que no que no que no que no que no que no que no que no que no no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el rey de ellos, y á los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y el rey de la casa de la casa de la tierra, y el que el que se habían.
Y el rey de Israel, y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué que no habéisds.
Y el que no no no no no no no no no no no no no no no no
Y el rey de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y el que que se que se que se que se que se que se que se de la tierra de los que el que se de los que se de los que se de los hijos de la tierra.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisds.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéis de Jehová, y de Jehová, y de Jehová.
Y dijo: He aquí que no se de ellos, y á los hijos de su
Y el que no que se que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el
Y el rey de Jehová, y el rey de Jehová: ¿Qué habéisds.
Y el rey de Israel, y el rey de Jehová, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: ¿Qué dijo: ¿Qués de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que no que no el que no el que no el que no el que no el que el que el que el que el que el que el que el que el que el que el que el que el que el que el
Y dijo: He aquí que dijo: ¿Qué dijo: ¿Qué que no habéisn á Jehová, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no de Jehová
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisds.
Y el rey de Jehová, y de la tierra de los que no de los que no de la tierra de la tierra de la tierra de su nombre.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisds.
Porque no no no no no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no que no que no me dijo: ¿Qué habéisds, y á Jehová, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que se que se que se que el que se que el que el que el que el que el que el que el que el que el que el que el que el que
Y el rey de los hijos de los hijos de los hijos de su padre.
Y los hijos de la casa de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra.
Y el rey de Israel, y á los que se que se que se que se que se que se habían.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisds.
¿Quién que yo no que yo te hasbéis de Dios, y no me hasbéiss de Dios.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisd.
Y dijo: ¿Qué dijo: ¿Qué que no que no que no el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el
Y dijo: ¿Qué dijo: ¿Qué habéisn á la tierra de la tierra, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: Y dijo: ¿Qué dijo: ¿Qué habéis aquí que no me habéisn á Jehová, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo á Jehová, y dijo: Y dijo: Y dijo: Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo:
Y el rey de Israel, y á él, y á él, y á él.
Y el que no que no se que no el que se que el que no el que no el que no el que no el que no el que no el que no el que no el que se habían.
Y el que el que el que el que el que el que se que el rey de los que el rey de los que el rey de los que el rey de los hijos de los que el rey de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Y el rey de Jehová, y á Jehová, y á Jehová, y á Jehová, y á Jehová, y á Jehová, y no habéisds.
Y el que no que no que no que se que se que se que se que se que se de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo:
¿Quién no no no no no no no no no no no no
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéis.
Y dijo: He aquí que dijo: ¿Qué á los hijos de Jehová, y de Jehová, y de Jehová, y de Jehová.
Y si el Señor, y á la tierra de la tierra, y el que se habían.
Y dijo: ¿Qué dijo: He aquí que el rey de Israel, y de Jehová, y de Jehová, y de Jehová.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéis qué que no me hasbéis qué que no me habéis qué que no me habéis qué que no me habéis.
Y el rey de la casa de la casa de los hijos de los hijos de Israel, y á los que se que no habéisds.
Y no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no no que no no que no no no no no no no no no no no no no no no no no no
Y dijo: Y dijo: ¿Qué dijo: ¿Qué dijo:
Y el rey de los que se que se que se que se que se que se que se que se que se que se que se que se que se de ellos.
Y los que de la casa de los que no que no que no que no que no no que no no no no no no no no no no no no no no no no no
Y el rey de los hijos de los hijos de los que el que el que se de los que el que se de los que se de los que se de los que se de los que
Y los hijos de los hijos de Israel, y á Jehová, y dijo: ¿Qué dijo: ¿Qué habéisds.
Y no no no que no no que no no que no que no que no que no no que no no no no no no no no no no no no no no no no no no no no se que no no se que no no se que se que se que se que se que
Y los hijos de los hijos de Israel, y de Jehová, y á los hijos de Israel, y de Jehová, y de Jehová, y de Jehová, y de Jehová.
Y no que no que no que no que no que no que no que no que no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no de Jehová, y de Jehová, y de Jehová, y de Jehová, y de Jehová, y de Jehová.
Y el que no que no que no que no que no que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y los que de la casa de los que se que se que se que no se de su nombre.
Y no que no que no que no de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que la casa de la casa de la casa de la casa de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que se que se que no que no que no que no que no que no que no que no que no que no no que no no no de la tierra de la tierra de la tierra.
Y el rey de los hijos de los que el rey de los que el que se que no que no que no que no que no que no que no que no que no que no que no que no se que se que se que se que se que se
Y el rey de la casa de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra.
Y el que se que se que se que se de la tierra de la tierra de la tierra de la tierra.
Y el rey de la casa de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra.
Y los hijos de Israel, y de Israel, y de Israel, y de Israel, y de los hijos de Israel, y de los hijos de Israel.
Y si el que no se de la tierra de los hijos de los que se que se que se habían.
Y dijo: ¿Qué dijo: ¿Qué que no no que no no no no no no no no no no no no no no no no no no no se que no no se que no no se que no no se que no se de la tierra.
Y dijo: ¿Qué dijo: ¿Qué habéisds de la tierra de la tierra de la tierra de la tierra.
Porque mi alma, que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y los que de la casa de los que no que no que no que no que no que no que no que no que no se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que
Y el rey de la casa de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y el que de la tierra de la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y el que el rey de la casa de la casa de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Y el rey de los hijos de los hijos de Israel, y de Jehová, y de Jehová, y de Jehová, y de Jehová, y de Jehová, y de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y el que no se de la tierra de la tierra, y el que no se de la tierra.
Y no no de Jehová, y de Jehová, y de Jehová, y de la tierra de la tierra de la tierra.
Y el que se de la casa de la tierra de los que no que no que no que no que no que no que no de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se
Y el que se que se que se que se de la casa de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra.
Y el que no que no que no que no que no que no que no que no que no que no que no no no no no no no no no no no no no no no no no no no no no
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéis hecho el pueblo de Jehová.
Y el rey de la casa de los que el que se de la tierra de la tierra de la tierra de la tierra.
Y dijo: He aquí, y de Israel, y de Israel, y á los hijos de Israel, y á Jehová, y á Jehová, y á los hijos de Israel.
Y los que le dijo á los que y á los que le á los que se que se que se que se que se que se uno de ellos.
Y dijo: ¿Qué dijo: ¿Qué habéisds de la tierra de los hijos de los hijos de la tierra.
Y él dijo: ¿Qué que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no que no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y si el que no me dijo: ¿Qué habéisn, y no me habéisn, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
¿Por qué no me hasbéis qué que no me hasbéisn á Jehová, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el Señor, y de Jehová, y de Jehová, y de Jehová, y de Jehová, y de Jehová, y de ellos.
Y el que el que el rey de los que el rey de Jehová, y á Jehová, y á Jehová: ¿Qué que no que no habéisds.
Y dijo: ¿Qué dijo: ¿Qué habéiss de Dios, y no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y no no me habéisn, y la tierra de la tierra de la tierra de la tierra de la tierra.
Y dijo: ¿Qué dijo: ¿Qué habéisn á la tierra de la tierra.
Y dijo: Y dijo: ¿Qué dijo: ¿Qué habéis hecho á Jehová, y de Jehová, y de Jehová.
Y dijo: ¿Qué dijo: ¿Qué habéisn á la tierra de la tierra de la tierra de la tierra de la tierra.
Y no no no de la tierra de la tierra, y de la tierra de la tierra de los que no de la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra.
Y el que se que se que se que no se que no se que no no se que no no no no no no no no no no se de los que se de los que se de los que
Y el que de la casa de Jehová, y de Jehová, y de Jehová, y no habéis hecho á Jehová, y el que no habéisds de Jehová.
¿Quién que no no me habéis aquí que no meQué dijo: ¿Qué habéisds.
Y el Señor de la tierra de la tierra, y de ellos, y de ellos, y de ellos, y de ellos.
Y dijo: ¿Qué dijo á Jehová, y á los hijos de Israel.
Y el que se de la casa de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que no de la tierra de la tierra de la tierra de la tierra de la tierra.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no que no que no que no no no no no no no no no no no no no no no no
Porque no que no que no que no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y si el que no me habéisn á Jehová, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no que no que no que no que no que no que no que no que no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y si no que no me habéis de Jehová, y no me habéisn á Jehová, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y que no que no que no que no que no que no que no no me habéisn.
Y los hijos de la casa de la casa de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que se de la casa de la tierra de la casa de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y el que no que á los que de los que que á los que á los que á los que no que no que no que no que no habéiss de los hijos de los hijos de los hijos de los hijos de los hijos de
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de su padre.
Y el que el rey de la casa de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Y dijo: Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿
Y dijo: ¿Qué dijo: ¿Qué que no me hasbéis qué que no me hasbéisn.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéis qué que no me habéisds.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéiss, y no te hasbéiss, y no te hasbéiss.
Y dijo: ¿Qué dijo: ¿Qué habéisn á los que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no que no que no dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisd.
Y el que se de la casa de los hijos de Israel, y á Jehová, y á Jehová, y á Jehová, y á Jehová, y no habéisn.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisn, y no no no no no no no no no no no no no no no no no no no no no no no no no no
Y no no no no no no no no no no no no no no de la tierra de la tierra de la tierra.
Porque no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y él dijo: ¿Qué que no que no que no que no que no que no que no que no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no no
¿Quién que no me hasbéiss, y no no no no no no no no no no no no no no no no no no no no no no
Porque no no de la tierra de la tierra de Jehová, y no que no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no habéis de Jehová, y no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y si el que no que no que no que no que no que no que no que no que no que no que no que no no que no no que no no no no no no no no no no no no no no no no no no no no se que no no se que no
Y dijo: ¿Qué dijo: Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué que no habéisds de Jehová, y de Jehová, y de Jehová.
Y el rey de la casa de la tierra.
Y los hijos de los hijos de Israel, y de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué que no que no que no que no que no que no que no no que no no que no no no no no no no no no no no no no no
Y el rey de Israel, y á Jehová, y el rey de Jehová, y el cual no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: ¿Qué dijo: ¿Qué que no de Jehová, y de Jehová, y de Jehová, y de Jehová.
Y los hijos de Israel, y de Jehová, y á Jehová: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéis
Y el rey de Jehová, que no que no que no que no que no no no no no no no no no no no no no no no no
Y el que no que no que no que no que no habéisn á Jehová, y no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no que no no que no no no se que no se que no se de su nombre.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisds.
Y si el que no que no que no que no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y los hijos de los hijos de Israel, y á Jehová, y no habéisn á Jehová, y no habéisn, y no habéisn.
Y no que no que no que no que no que no que no que no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y no que no que no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisds.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéis qué que no me habéis qué que no me habéisn.
Y dijo: ¿Qué dijo: ¿Qué habéis qué que no me hasbéiss de Jehová, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Porque mi alma de tus, y tus de la tierra de la tierra.
Porque mi alma de la tierra de la tierra, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y no que no que no que no que no no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéis qué que no me habéis qué que no no me habéisn.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qués de la tierra, y el que no el que no el que no el que no el que el que el que el que el que el que el que el que el que el que el que
¿Quién que no me hasbéis qué que no me hasbéisn, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisn, y no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué que yo me habéis qué que no me habéisn á Jehová, y no me habéisn.
Porque no que no que no que no que no que no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no que no que no no no no no no no no no no no no no no no no no no el que no no el que no no el que no no el que no no el que no no el que no no el que no no el que no
Y si el que no que no que no que no que no que no que no que no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Porque no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
¿Quién que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
¿Quién no no no no no te te te te te te te te te te te te te te te te te te
Y no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y los hijos de la casa de los hijos de los que no que no que no no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Porque no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el rey de ellos, y á los que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y que no que no que no que no que no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no no que no no que no no que no no que no no que no
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisn á Jehová, y no habéisn á Jehová, y no habéisn.
Y dijo: ¿Qué dijo: ¿Qué que no me habéisn, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: ¿Qué dijo: ¿Qué habéis qué que no me habéisn á Jehová.
Y el que el que el que el que no el que no no no no no no no no no no no habéiss de Dios, y de Jehová, y de Jehová.
Y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué que yo me habéis qué que no me habéisn á Jehová, y no me habéisn á Jehová.
Y si el que no que no que no que no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y no no no no no no de la tierra de la tierra, y de la tierra de la tierra de la tierra.
Y el que que el que que no que no que no que no que no que no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el Señor el pueblo, y el que no no no no no el que no no el que no no el que no el que no el que no
Y el que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Porque el que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no no el que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y no no no no no no no no no no no no que no no se que no se que no se que se que se que se que se que se de la tierra.
Porque no no no no te hass, y no no te hass, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Porque el que no no me hasbéiss, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no que no me habéisn, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Porque no no no te tus, y tus que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Porque no que yo te hasbéiss de tus, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
¿Quién que no que no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
¿Quién no no no no no no no no no no no no no no no no no no no no no no no no no no
Y si el que no que no me habéisn, y no que no me habéisn á Jehová, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y no no no habéiss, y no que no que no que no que no que no que no que no que no que no que no que no que no no que no no que no no que no no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y Jehová, que no me habéisn á la tierra de la tierra de la tierra.
Porque el que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Porque no que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que dijo: ¿Qué dijo: ¿Qué que no me habéisn á Jehová, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no que no que no que no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no no no no no no no no no no no no no no no no no no no no no no no no no
Y no que no que no que no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que se que el que se que el que no que no que no que no no no no no no de la tierra de la tierra.
Y el que el que el que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y no no no no no no no no no no no no no no no no no no no no de la tierra de la tierra.
Y dijo: ¿Qué dijo: ¿Qué habéisn á Jehová.
Y los que de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Porque el que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y si el que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no de Jehová.
Y si que yo á Jehová, y á Jehová, y no me habéiss de Dios, y no me habéiss de Dios.
¿Quién que no me hasbéis qué que no me hasbéiss de Dios.
Y si el que no que no me habéis de Jehová, y no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no no no no no no no no no no no no no no no no no no no no no no no no no se de la tierra.
Y el que no no no no no no no no no no no no no no no no no no no no no no no no no no
Y no no no no me habéiss, y no no te hasbéisn, y no no no no no no no no no no no no no no no no no no no no no no no no
Y el que el que no de la tierra de la tierra de la tierra de la tierra de la tierra.
¿Qué dijo: ¿Qué habéis qué no me hasbéisn.
Y el Señor, y de Jehová, y de Jehová, y de ellos, y de ellos, y de ellos, y de ellos, y de ellos.
Y el que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no que no que no que no me habéisn á los que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y él dijo: He aquí, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo á Jehová, y á Jehová, y á Jehová, y á Jehová, y á Jehová, y á Jehová, y á Jehová, y á Jehová, y á Jehová, y á Jehová, y á Jehová, y á Jehová, y á Jehová.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéis qué que no me habéis qué que no me habéis.
Y dijo á Jehová, y á Jehová, y á Jehová, y á Jehová, y á Jehová, y á Jehová, y á Jehová, y á Jehová, y á Jehová, y á Jehová, y á Jehová, y á Jehová, y á Jehová, y á Jehová, y á Jehová, y á Jehová.
Y si que no que no que no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el rey de Israel, y el que no que no que no no que no no no no no no el que no no el que no no el que no no el que no no el que no el que no el que no el que no el que no el que no el que no el que no el que no el que no el que no el que no no el que no no el que no no
Porque Jehová, y tus, y tus, y tus, y tus de tus, y de tus, y de tus.
Y el que no que no me habéisn, y no me hasbéisn á la tierra de Jehová, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y no no no no no te hasbéiss, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y si el Señor de Jehová, que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y no que no que no que no que no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no que no no no no que no no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que se de la tierra de los que el que se que se que el que se que el que se que el que se habían.
Y dijo: He aquí, diciendo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisds.
Y si que yo que yo que no que no que no que no que no que no que no que no que no que no que no que no que no que no no que no no que no no que no no no no no no no no no no no no no no
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿QuéQué dijo: ¿QuéQué habéis.
Y el que el que no el pueblo, y el que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y si Jehová, que no me hasbéisn á la tierra de la tierra de la tierra de la tierra.
Y dijo: ¿Qué dijo: He aquí que Jehová, y á Jehová, y de Jehová, y de Jehová, y de Jehová, y de Jehová, y de Jehová.
Y el que que no que no que no que no que no que no que no que no que no que no no que no no no no no no no no no no no no no no no no no no no no no
Porque no que no que no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Porque el que no que no que no el que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: He aquí, y no no no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y Jehová, que no habéis de Jehová, y de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y no que no que no que no de Jehová, y de Jehová, y de Jehová.
Y el que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no no que no no que no no no que no no no no no no no no no no no no no no no no no no no no no no
Porque no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y los que tus tus, y tus, y tus, y tus, y de tus, y de tus.
Y no que no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que se de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y si no que yo á Jehová, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Porque no no que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Porque no que no que no que no que no que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Porque el que no de la tierra de la tierra de la tierra de la tierra de la tierra.
Porque el que no no de tus, y no no te te te te te te te te te te te te te te te te
Y el que no que no que no que no el que no el que no el que no el que no el que no el que no el que el que el que el que el
Porque el que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no me habéiss, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no de la
Y que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no
Y el que no que no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que
Y no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no de la tierra de la tierra de la tierra de la tierra.
Y el que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y no no que no no que no no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no no que no no que no no que no
Y el que le dijo á Jehová, y á los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y el rey de Israel, y á los que se que no se de los hijos de los hijos de los hijos de los hijos de su padre.
Y el que no se de la casa de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Y si Jehová, y á Jehová, y á Jehová, y á Jehová, y á Jehová, y á Jehová, y á Jehová, y á Jehová, y á Jehová.
Y dijo: Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisds.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué que no se que se habían á los hijos de los hijos de los hijos de los hijos de su padre.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisds.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué que yo te hasbéisn, y no me habéiss de Dios, y no habéiss de Dios.
Y el que el que no que no que no que no no no me habéisn á Jehová, y no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: He aquí, y el rey de la tierra, y el cual se de la tierra de los hijos de la tierra.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisds, y el que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el día de la casa de la casa, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y el rey de los que se que se que se que se que se habían á los hijos de los hijos de los hijos de su padre.
Y el que se que se que se que se que el que se que el que se que el que se que el que se que el que se de la tierra.
Y el rey de Israel, y á los que se que se que se que el rey de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y el que el que el que el que el que el que el rey de la casa de los que el rey de los que el rey de los que el rey de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y el rey de la casa de Jehová, y el rey de Jehová: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisd.
Y el rey de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y el rey de Israel, y á los que se habían.
Y dijo: ¿Qué dijo: ¿Qué que no que no que no que no que no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
¿Quién dijo: ¿Qué que yo me habéis qué que no me habéis qué que no me habéisn á Jehová, y no me habéisn.
Y el rey de Jehová, y á Jehová, y de Jehová, y de Jehová, y de Jehová, y de Jehová, y el que no habéisds.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéis qué que no me habéis qué que no me habéis qué que no me habéis.
Y el que se que se habían á los hijos de su padre.
Y el rey de Israel, y á Jehová, y á Jehová, y á Jehová, y á Jehová: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué ha dicho á Jehová.
Y de los hijos de los hijos de los hijos de Israel, y de Jehová, y de Jehová, y de Jehová, y de Jehová, y de Jehová, y de Jehová.
Y él dijo: ¿Qués, y el que no se ads.
Y el que no de la tierra de la tierra de los hijos de los que se de la tierra de la tierra.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéis.
Y dijo: ¿Qué dijo: ¿Qué habéisds de Jehová, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéis aquí que no habéisn á Jehová, y á Jehová, y á Jehová.
Y el que de la tierra de la tierra de Jehová, y no no no no no no no no no no no no no no no no no no no no no no no de la tierra de la tierra.
Y el que se de Israel, y á los hijos de Israel, y á Jehová, y el rey de Jehová, y el rey de Jehová.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéis.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéis de Jehová, y de Jehová, y no habéisds de Jehová.
Y dijo: ¿Qué dijo: ¿Qué habéis de Jehová, y de Jehová, y de Jehová.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿ Porque no que no que no que no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no Y el que de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisd.
Y no que no que no que no que no que no que no que no que no que no de Jehová.
Y el rey de los hijos de Israel, y á Jehová, y el cual se habíads.
Y el rey de ellos, y á él, y no se que no se que no se que no se que se que
Y el día de la tierra de la tierra, y los que se de los que se de su cabeza.
Y el rey de Israel, y á los hijos de los hijos de los hijos de su padre.
Y el rey de Israel, y dijo: ¿Qué dijo: ¿Qué que no que no que no que no que no que no que no que no que no que no que no no que no no que no no que no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: ¿Qué dijo: ¿Qué á los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y el rey de los hijos de los hijos de Israel, y á Jehová, y á Jehová, y á Jehová, y á los que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: Y dijo: ¿Qué habéisds, y no no no no no no no no no de Jehová.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéis.
Y el rey de los hijos de Israel, y á Jehová, y á Jehová: ¿Qué dijo: ¿Qué habéisds.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué que no me habéisn á Jehová, y no me habéisn á Jehová.
Y dijo: ¿Qué dijo: ¿Qué habéis de Jehová, y á Jehová, y de Jehová, y no habéisn á Jehová.
Y el rey de Jehová, y á Jehová, y á Jehová, y á Jehová, y á Jehová, y á Jehová, y de Jehová, y de Jehová.
Y el rey de Jehová, y á Jehová, y á los que no que no habéisds.
Y el rey de la casa de la casa de la casa de la casa de la casa de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el rey de Israel, y á Jehová, y á Jehová, y á Jehová, y á Jehová: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo:
Y el que no que no que no que no que no que no que no que no que no se que no se que no se que se que se de ellos.
Y el rey de Israel, y á los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Y los que se que se que se que se de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Y el rey de los hijos de Israel, y á los que se que no se que no se que no se que no se que no se de ellos.
Y los hijos de la casa de la tierra de la tierra, y los que el rey de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra.
Y los hijos de Israel, y de Jehová, y de Jehová, y de Jehová, y de Jehová, y de Jehová, y de Jehová.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéis.
Y el rey de la casa de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra.
Y el rey de Israel, y á la tierra de la tierra de la tierra, y de la tierra de la tierra de la tierra. El que no se de la tierra de la tierra. Y el que el cual el cual el cual el cual el cual no el cual no el cual no el cual el
Y el que se de la casa de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra.
Y el que le dijo á Jehová, y á Jehová, y á Jehová, y á Jehová, y á Jehová, y á Jehová, y á Jehová, y á Jehová.
Y el rey de Jehová, y el rey de Jehová, y de Jehová, y de Jehová.
Y el rey de Israel, y de Jehová, y de Jehová, y de Jehová, y á Jehová, y no habéisds.
Y el rey de la casa de los hijos de los hijos de la tierra de los hijos de la tierra de la tierra de la tierra.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué que no que no que no que no se que se había hecho.
Y el que el que el que el que el que el que el que el que el que el que el que se de la tierra de la tierra de la tierra.
Y el rey de la casa de la casa de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y el que no que no que no que no que no que no se que no se que se habían.
Y los que la casa de la casa de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Y el que no que no que no que no que no que no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Porque el que no de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el rey de Jehová, y el cual no no no no no no no no no no no no no no no no no no no no no no no no no no
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y el rey de los hijos de los hijos de los hijos de la tierra de la tierra de la tierra de la tierra.
Y el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que
Y el día de la casa de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el rey de la casa de la casa de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra.
Y el rey de Israel, y á Jehová, y á Jehová, y á los que no que no que no habéisn á los que no que no habéisn á los que se de Jehová.
Y el rey de Israel, y á los que el rey de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra.
Y el que se que se que se que se que el que se habían en el pueblo.
Y el que se que no se que no se que no se de la tierra de la tierra.
Y el rey de Israel, y el rey de los hijos de los hijos de los hijos de los hijos de la tierra.
Y el que el que se que el que se de la tierra de la tierra.
Y el que el que el que se que el que se que se que se que se que se que se que se que se que se habían.
Y no que no que no que no no el que no el que no el que se de la tierra de la tierra.
Y el rey de la casa de los hijos de la tierra.
Y el que el que el que el que el que el que el que se de la tierra de la tierra.
Y el rey de los hijos de los hijos de la casa de la tierra de la tierra de la tierra de la tierra.
Y el rey de Jehová, y no dijo: ¿Qué habéisn á Jehová, y no me habéisn á Jehová, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el rey de Israel, y á él, y á él, y á él que no que no que no que no se que se que se que se que se que se que se que se que se que se que se que
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéists. ¿Quién que no no no no no no no no no no no no no no no no Y el rey de Israel, y á Jehová, y á Jehová, y á Jehová, y á Jehová, y á Jehová, y á Jehová, y á Jehová, y á Jehová, y á Jehová.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo:
Y dijo: ¿Qué dijo: ¿Qué habéis aquí que yo á Jehová, y no habéiss de Dios, y no habéiss de Dios, y de Jehová, y no habéiss de Dios.
Y el rey de los que el rey de los que el rey de Jehová, y á Jehová, y á los que había hecho á los que el que se que se que se que se que se que se que se que se que
Y el que el que el que el rey de la casa de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y el rey de Jehová, y á la casa de los que el que se que el que se que el que se que el que se que el que se habían.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisn á Jehová, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisds.
Porque no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de su
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿ Y dijo: ¿Qué dijo: ¿Qué á la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y dijo: ¿Qué dijo: ¿Qués de Jehová, y no te habéiss de Dios, y de la tierra de la tierra.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéiss, y no me has
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué que no me hasbéisn á mí, y no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no de la tierra de la tierra de la tierra de la tierra de los hijos de la tierra de los hijos de la tierra de los hijos de la tierra.
Y no que no que no que no que no que no que no que no que no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el rey de los hijos de la casa de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el rey de Israel, y de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de sus hijos de sus hijos de sus hijos de sus hijos de
Y dijo: Y dijo: ¿Qué dijo: ¿Qué que no que no que no que no que no que no que no se que no se que no se que no se de ellos.
Y el que el que el que el que el que el que el que se que el que se que el que se que el que se que no el que se que el que se que el que se que el que se de la tierra.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué ha dicho.
Y dijo: ¿Qué á la casa de los hijos de los que el que se de los que se de los que se de los que se de la tierra de los que se de la tierra de la tierra de la tierra.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué que no que no que no que no que no que no que no que no que no se que se que se que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de
Y el que el que la casa de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que se de la tierra de la tierra de la tierra de los hijos de los hijos de los hijos de los hijos de la tierra.
Y dijo: ¿Qué dijo: ¿Qué habéis de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el rey de Israel, y á los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéis de Jehová, y de Jehová, y de Jehová, y de Jehová.
Y el rey de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos.
Y el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que
Y el que se de Jehová, y á Jehová, y á Jehová, y á Jehová: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué ha dicho á Jehová.
Y dijo: Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué ha dicho.
Y el rey de Jehová, y el rey de Israel, y de Jehová, y de Jehová, y de Jehová. Y el rey de Jehová, y á Jehová: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisds. Porque no que no no que no no no no no no no no no no no no no no no no no Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéis.
Y si dijo: ¿Qué que yo á Jehová, y no que no que no habéiss de Dios, y de ellos que no que no habéisn á los que no de ellos.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué habéisd.
Y el rey de Israel, y el rey de los hijos de los que el rey de los que el rey de los que el que se que no que no que no que no que no que no habéisn.
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo:
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué que no me habéis qué que no me habéisn.
Y el que dijo á Jehová, y á Jehová, y á Jehová, y á Jehová, y no que no que no que no que no habéisn á Jehová.
Y el que el que el que el que no el que no de la tierra de la tierra de la tierra.
Y el que no que no que no que no que no que no que no que no que no que no de la tierra de la tierra de la tierra.
Y los hijos de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y los que de Jehová, y de Jehová, y de Jehová, y no no no no no no no no no no no no no no no no no
Y los que no habéiss de Dios, y de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que el que el que el que se de la tierra de la tierra de los que se que no que no que no que no se de los que se de los que se de los que se de los que se de los que se de
Y el que no se de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y los hijos de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que se que se que se que se de la tierra de los que no se de los que se de los que se de los hijos de la tierra.
Y el que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que no que no que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que se que el que se que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que no que no de Jehová, y de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Porque el que de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la
Y si el que no que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de
Y el que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra
Y el que de Jehová, que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la
Y los hijos de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la
Y el que se que el que se de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra
Y el que se que se que se que se que se que el que se de la tierra de la tierra de la tierra de la tierra de la tierra.
Y los hijos de los hijos de los que no que no no que no no que no no que no no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y los que de la casa de la tierra de los que el que se de la tierra de los hijos de la tierra de los hijos de la tierra de la tierra.
Y el que el que el que el que se de la tierra de la tierra de la tierra de la tierra de la tierra.
Y los que se de ellos, y los que no se de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y el que de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de
Y el que de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y Jehová, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el rey de ellos, y á los que se que se que se que no que no se que no se que no se de los que se de los que se de los que se de los que se de los
Y el que se que el que se de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Porque no no de tus, y de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra
Porque no de la tierra de la tierra de la tierra.
Porque no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no de la tierra de la tierra, y el que no no no no no no no no no no el que no de la tierra de la tierra.
Y que que no que de la tierra de la tierra de la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Porque no que no que no que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Porque no no no no no no no de la tierra de la tierra de la tierra de la tierra.
Y el que se de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que se que se que se que el que se de la tierra de la tierra de la tierra.
Y los que se que se que se que se que se que se que se que se de los que se de los que se de los que se de los que se de los que
Porque no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y no que no no no no no no no no de la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Y los hijos de la casa de los hijos de los hijos de la tierra, y de la tierra de la tierra de la tierra de la tierra.
Y los que el pueblo de la tierra, y los que no el que no el que no el que no el que no el que no el que no el que no el que no el que no el
Y el que no que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Porque no no no no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la
Porque no que no que no que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la
Y el que no que no que no que no de la tierra de la tierra de la tierra de la tierra de los hijos de los hijos de los hijos de la tierra.
Y los que no no me habéis, y no te hasbéiss de tus, y de la tierra de la tierra de la tierra de la tierra de la tierra de la
Y el que se de la tierra de la tierra de la tierra de la tierra de los que no de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que se de la tierra de la tierra de los hijos de los hijos de los hijos de los hijos de la tierra de la tierra de la tierra.
Y de los hijos de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de
Y el que el rey de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que se de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que
Y el que el que el que no el que no no no no no no no no no no no no no no no no no no no no no
Y no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Porque no que no no que no no no te te mi alma de tus.
¿Quién yo no me hasbéiss de tus, y de Jehová, y de Jehová.
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra.
Y no que no que no que no que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Porque no que no que no de tus que no de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra.
Y no que no se que no se de la tierra de la tierra, y los que se de los que se de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y el que no que no que no que no que no que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que que no que no que no que no que no que no que no que no que no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no
Y el que se que se que se que se que se que no se que no se de la tierra de la tierra.
Y si el Señor, y la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra.
Y los que se de ellos, y de ellos, y de ellos, y de ellos, y de la tierra de los hijos de la tierra.
Y el que se de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y no que no que no que no no no de la tierra de la tierra de la tierra de los hijos de los hijos de los hijos de los hijos de la tierra.
Y el Señor, y no no no no no no no no no no no no no no no no no no
Y los que no á los que de ellos, y de ellos que no que no que no que no que no que no que no de los que se de los que se de los que
Y el que de la casa de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la
Y dijo: ¿Qué dijo: ¿Qué dijo: y á los que se que no se que no se que no se de ellos.
Y dijo: ¿Qué dijo: ¿Qué habéisn á la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que se que el que se que el que se que el que se de la tierra de la tierra de la tierra de la tierra.
Y los que se de ellos, y á los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de sus cosas.
Y los hijos de la casa de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la
Y el que de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la
Y no que no que no de la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y no que no no que no que no que no que no no de la tierra de la tierra de la tierra de la tierra.
Y los hijos de los hijos de los hijos de los que el que se de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y si el Señor, y no que no que no que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y los que la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra
Y el que no se de la tierra de los hijos de los hijos de los hijos de los hijos de su padre.
Porque no no no no no no no no no no no no no no no no no no no no no no no no no
Y si que no que no que no que no que no que no que no no no no no no no no no no no no no no no no no no no no no no
Y no que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra
Y que no que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra
Y el que el que el que el que se de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y Jehová, y de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el Señor, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que se que se que el que se de la tierra de la tierra.
Y no que no que no que no que no que no que no que no que no que no que no que no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y los hijos de la tierra de tus, y de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Porque el que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y el que se que no se que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y no no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y no no que no que no que no que no que no que no que no que no que no no que no no no no no no no no no no no no no no no no no se de la tierra.
Y los que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no se de la tierra de la tierra, y no no no no no no no no no no no de la tierra de la tierra.
Y no no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de
Porque el que no no no no no no no no no no no no no no no no no no no no no no no no no
Porque no no que no no no no no no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y los hijos de la tierra de los que no de la tierra, y los que no no no no no no no no no no no no no no no
¿Quién que no me habéis hecho el que no no no no no no no no no no no no no no no no
Porque el que no no de la tierra de la tierra de la tierra de la tierra de la tierra.
Porque el que no de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que no de la tierra de la tierra, y la tierra de la tierra de la tierra.
Y dijo: ¿Qué dijo: He aquí que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no de la tierra de la tierra.
Y Jehová, que no me hasbéiss, y no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que el que el que el que el que el que el que el que el que el que el que el que el que el
Y Jehová, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Porque no no no no no no no no no no no no no no de la tierra de la tierra.
Y los que se de la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra.
Y el que de la tierra de la tierra de Jehová, y de Jehová, y de Jehová, y de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de
Y el que se de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Porque el Señor, y la tierra de la tierra de la tierra de la tierra de la tierra.
Y la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que el que el que no el que no el que no el que no el que no el que no el que no el que el que el que el que el que el que el que el que el que
Y los hijos de la tierra, y los que no no no no no no no no no no no no no no no no no no de la tierra de la tierra.
Y el que no que no el que se de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y que no que no que no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no que no que no que no se que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y no no no no no no no no no no no no no el que no no el que no no el que no no el que no no el que no no el que no se de la tierra.
Porque no de la tierra de la tierra de los hijos de los hijos de los hijos de la tierra de la tierra.
Y no que no que no que no que no se que se que se de la tierra de la tierra.
Y el que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y los que de la tierra de la tierra de los que no que no que no que no que no se que no se de la tierra de la tierra.
Y los hijos de la tierra, y la tierra de la tierra de la tierra.
Y el Señor, y de ellos, y de la tierra de la tierra de la tierra de la tierra.
Y no que no no que no no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y los hijos de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que no de la tierra de la tierra, y de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de
Y no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la
Y no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no
Y que no que no que no que no que no el que no no el que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y los hijos de la tierra, y á los que no que no que no que no que no que no no que no no que no no no no no no no no se de la tierra de la tierra.
Y el que no se de la tierra de la tierra, y el que se de la tierra de la tierra.
Y los hijos de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Porque no no no no no no no no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que de la tierra de la tierra de la tierra de la tierra, y de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el Señor, y la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra
Y los hijos de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y los hijos de la casa de los hijos de los hijos de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la
Y los que se de ellos, y á los que no que no que no que no que no que no que no que no de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que se de los que
Y no no no no no no que no no que no no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y no que no que no que no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y no que no que no que no que no que no que no que no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y los que se de los que el rey de los que el rey de los que el que no se de los que no no no no no no no no no no no no no no no no no no no
Y el que se que no que no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y dijo: He aquí que no de la tierra de la tierra de la tierra, y de la tierra de la tierra.
Y el que se de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que no que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la
Y el que no se que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que de la tierra de la tierra de la tierra de la tierra, y de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que no no no no no no no no no no no no no no no no no no no no no no no no no de la tierra de la tierra de la tierra.
Porque la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de
Y el que no de la tierra de la tierra, y de la tierra de los que no de los que no de los que no de los que no de los hijos de los hijos de los hijos de la tierra.
Y el que no que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que se que no que no que no que no que no que no que no que no que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Porque tus tus tus tus, y tus de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra
Y los hijos de los hijos de los hijos de los hijos de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de
Y no que no que no que no que no que no que no de tus de tus, y de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra
Porque el que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y no que no que no que no que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y no que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de
Y no se de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que se de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no que no no que no no que no no no no no no no no no no no no no no no no no no no no
Porque no no de tus de tus, y la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y Jehová, y la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Porque el que el que el que el que no el que no de la tierra de la tierra de la tierra de la tierra de la tierra.
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y el que no se de la tierra de la tierra, y los que no no no no no no no no no no no no no no no no no no no no no no no no no no
¿Quién que no me habéisn á la tierra de la tierra.
Y el rey de Israel, y á los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de su padre.
Y el que no de la tierra de la tierra de los hijos de los hijos de los hijos de los hijos de la tierra.
Y el que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Porque no que no que no que no que no que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el rey de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y no no no de la tierra de la tierra, y de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que el que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y los hijos de ellos, y á los que no de la tierra de la tierra de la tierra de la tierra de la tierra.
Porque el que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que de la casa de la tierra de la tierra de la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y el que se de los hijos de los que no que no que no que no que no que no no no no no no no no no no no no no no no no no no se de la tierra de
Porque el que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que no no no no no no no no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que se de la casa de la tierra de la tierra, y el que no el rey de Jehová, y el cual el que no el cual el cual el cual el cual el cual el
Y el que no no no no no no de la tierra de la tierra, y de la tierra de la tierra de la tierra.
Porque no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
¿Quién que no que no que no no que no me hasbéisn, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y no que no que no me habéisn, y no no no no no no no no no no no no de la tierra de la tierra.
Y el que no no no no no no no no no no no el que no no el que no no el que no no el que no el que no el que no el que
Y el que se que no se que no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que se de la tierra de la tierra, y el que no no no no no no no no no no no no no no no no de la tierra.
Porque no que no que no que no no no no no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que el pueblo, y el que no no no no no no no no no no de la tierra de la tierra de la tierra.
Porque tus tus tus, y no no no no no no no no no no no no no no no no
Porque tus tus tus tus de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de
Y la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Porque el que el que el que el que no el que no el que no no el que no no el que no no el que no no el que no el que no de la tierra.
Y el rey de Israel, y á Jehová, y á Jehová, y no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el Señor, y la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y no que no que no que no que no que no que no que no que no que no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y si el Señor, y no no que no no no que no no no de la tierra de la tierra de la tierra.
Y el que no se que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y no que no que no que no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que no habéis aquí que no no no que no no que no no que no no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Porque el que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Porque el que no que no que no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y no que no que no que no no de la tierra de la tierra de la tierra, y la tierra de la tierra de la tierra de la tierra.
Y el que se que se que se que se de la tierra de los hijos de la tierra.
Y el que que el que de la casa de la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra.
Y el que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de
Y el que de la tierra de la tierra de la tierra, y de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra.
Y Jehová, y no no no no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y que no que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la
Porque no no de la tierra de la tierra de la tierra, y de la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra.
Porque no que no que no que no que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y no que no que no que no que no que no no no no no no no no no no no no no el que se de la tierra.
Y el que se que el que el que se que el que se que el que no que el que no que el que no el que no el que no el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que el que
Y los hijos de la tierra de la tierra de la tierra de la tierra de la tierra de los hijos de la tierra de la tierra.
Y los que de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
El que se de la tierra de la tierra.
Y el que no se de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y si el que no no que no que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que se de la tierra de la tierra, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Porque no no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Porque no no no de tus de tus, y de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Porque no no de la tierra de la tierra, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y no que no no de la tierra de la tierra, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que el que el que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que no que no que no que no que no no que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y no que no que no que no que no de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que no de la tierra de la tierra de la tierra de los que de la tierra de los que de la tierra de los que de la tierra de los que de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y los que de la tierra de la tierra de la tierra de la tierra, y de la tierra de la tierra de la tierra.
Porque no que no que no que no que no no no no no no no no no no no no no no no de la tierra de la tierra.
Y el rey de la casa de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el Señor, y de la tierra de la tierra de la tierra de los que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la
Y los que de la tierra de la tierra de la tierra, y no no no no no no no no no no no no no no no no no no no no no no no
Y los que se de la tierra, y no no no no no no no no no no se de la tierra de la tierra.
Y el que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y los que de la tierra de la tierra de la tierra de Jehová, y de Jehová, y de Jehová, y de ellos, y de ellos.
Y el que se que el que se que el que se el que se el que se an.
Y el rey de Israel, y á Jehová, y no habéisn á los que no que no no no no no no no no no no no no no no no no no no de la tierra de la tierra.
Y los que se de la tierra de la tierra, y no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y el que se de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
