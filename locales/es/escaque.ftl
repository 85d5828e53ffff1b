# Escaque: español. Términos de la traducción española de las Leyes del Ajedrez de la FIDE
# (tablas, jaque mate, rey ahogado, reloj, bandera, planilla, final a caída de bandera; letras
# R D T A C). Los números de artículo son los de la edición de 2023, con la palabra «Artículo».

## Palabras de uso general

side-name = { $side ->
    [white] Blancas
   *[black] Negras
}
cite-article = Artículo { $number }
cite-guidelines = Directrices { $number }
cite-appendix = Apéndice { $number }

category-standard = ajedrez estándar
category-rapid = ajedrez rápido
category-blitz = ajedrez relámpago

## Cómo termina la partida (artículos 5, 6.9 y 9)

ending-line = { $result }: { $why } ({ $article })
ending-checkmate = { $loser ->
    [white] las blancas reciben jaque mate
   *[black] las negras reciben jaque mate
}
ending-stalemate = rey ahogado
ending-dead-position = posición muerta: ninguno de los dos puede dar mate
ending-fivefold = la misma posición por quinta vez
ending-seventy-five-moves = 75 jugadas de cada bando sin mover un peón ni capturar
ending-resignation = { $loser ->
    [white] las blancas abandonan
   *[black] las negras abandonan
}
ending-resignation-vs-unwinnable = abandono, pero el adversario nunca habría podido dar mate: tablas
ending-time-forfeit = { $loser ->
    [white] cayó la bandera de las blancas
   *[black] cayó la bandera de las negras
}
ending-timeout-vs-unwinnable = cayó la bandera, pero el adversario no puede dar mate de ningún modo: tablas
ending-threefold-claim = tablas reclamadas por triple repetición
ending-fifty-moves-claim = tablas reclamadas por cincuenta jugadas sin mover un peón ni capturar
ending-agreement = tablas de mutuo acuerdo
ending-quickplay-finish = el árbitro acepta la reclamación de tablas en el final a caída de bandera
ending-arbiter-decision = el árbitro no acepta la reclamación

## Pieza tocada (artículos 4.3 a 4.5)

obligation-free = se puede hacer cualquier jugada legal
obligation-move = se tocó la pieza de { $square } y hay que moverla
obligation-capture = se tocó la pieza de { $square } y hay que capturarla
obligation-capture-with = la pieza de { $piece } tiene que capturar la de { $target }
obligation-castle = { $wing ->
    [kingside] se tocaron el rey y la torre: hay que hacer el enroque corto
   *[queenside] se tocaron el rey y la torre: hay que hacer el enroque largo
}
obligation-move-king = se quiso enrocar, pero el enroque no es legal: hay que hacer otra jugada de rey

## Lo que hizo un evento aceptado

notice-touched = Pieza tocada: { $obligation } ({ $article })
notice-castled-by-two-moves = { $side ->
    [white] Las blancas enrocan ({ $move }): el movimiento del rey y el de la torre forman un solo enroque ({ $article })
   *[black] Las negras enrocan ({ $move }): el movimiento del rey y el de la torre forman un solo enroque ({ $article })
}
notice-draw-offered = { $side ->
    [white] Las blancas ofrecen tablas ({ $article })
   *[black] Las negras ofrecen tablas ({ $article })
}
notice-draw-offered-improper = { $side ->
    [white] Las blancas ofrecen tablas fuera del momento adecuado: la oferta es válida, pero véase { $article }
   *[black] Las negras ofrecen tablas fuera del momento adecuado: la oferta es válida, pero véase { $article }
}
notice-draw-declined = { $side ->
    [white] Las blancas rechazan la oferta de tablas ({ $article })
   *[black] Las negras rechazan la oferta de tablas ({ $article })
}
notice-claim-rejected = { $side ->
    [white] La reclamación de las blancas no es correcta: la partida sigue ({ $article })
   *[black] La reclamación de las negras no es correcta: la partida sigue ({ $article })
}
notice-time-awarded = { $side ->
    [white] Las blancas reciben { $time } más ({ $article })
   *[black] Las negras reciben { $time } más ({ $article })
}
notice-referred = { $side ->
    [white] La partida se detiene: la reclamación de las blancas pasa al árbitro ({ $article })
   *[black] La partida se detiene: la reclamación de las negras pasa al árbitro ({ $article })
}
notice-flag-fell = { $side ->
    [white] Ha caído la bandera de las blancas ({ $article })
   *[black] Ha caído la bandera de las negras ({ $article })
}
notice-paused = Relojes detenidos ({ $article })
notice-resumed = Se reanuda el juego
notice-adjusted = Reloj: { $adjustment } ({ $reason })

adjustment-set-time = { $side ->
    [white] el reloj de las blancas pasa a marcar { $time }
   *[black] el reloj de las negras pasa a marcar { $time }
}
adjustment-add-time = { $side ->
    [white] +{ $time } para las blancas
   *[black] +{ $time } para las negras
}
adjustment-set-moves = { $side ->
    [white] el contador de jugadas de las blancas pasa a { $moves }
   *[black] el contador de jugadas de las negras pasa a { $moves }
}
adjustment-add-increment = { $side ->
    [white] +{ $seconds } s por jugada para las blancas desde ahora
   *[black] +{ $seconds } s por jugada para las negras desde ahora
}
adjustment-set-control = { $side ->
    [white] el ritmo de juego de las blancas pasa a ser { $control }
   *[black] el ritmo de juego de las negras pasa a ser { $control }
}
adjust-reason-arbiter = tiempo dado por el árbitro
adjust-reason-with-note = { $article }: { $note }

pending-increment = { $side ->
    [white] Las blancas piden 5 segundos por jugada para los dos ({ $article }): vale también como oferta de tablas
   *[black] Las negras piden 5 segundos por jugada para los dos ({ $article }): vale también como oferta de tablas
}
pending-claim = { $side ->
    [white] Las blancas reclaman tablas ({ $article }): decide el árbitro
   *[black] Las negras reclaman tablas ({ $article }): decide el árbitro
}
pending-postponed = { $side ->
    [white] El árbitro decidirá más tarde sobre la reclamación de las blancas ({ $article })
   *[black] El árbitro decidirá más tarde sobre la reclamación de las negras ({ $article })
}

## Rechazos: por qué no se acepta un evento

refusal-line = No se permite: { $why }
refusal-time-runs-backwards = un evento a los { $at } de partida llega antes que el anterior, a los { $last }
refusal-game-over = la partida ya ha terminado: { $ending }
refusal-awaiting-ruling = el juego está detenido hasta que el árbitro decida sobre la reclamación ({ $article })
refusal-no-piece = no hay ninguna pieza en { $square }
refusal-not-on-move = { $side ->
    [white] no les toca jugar a las blancas ({ $article })
   *[black] no les toca jugar a las negras ({ $article })
}
refusal-illegal-move = { $move } no es una jugada legal en esta posición ({ $article })
refusal-illegal-move-why = { $move } no es una jugada legal en esta posición: { $why }
refusal-illegal-move-in-check = { $move } no es una jugada legal en esta posición: tu rey está en jaque y esta jugada no lo saca de él ({ $article })
refusal-promotion-piece-missing = { $move } llega a la última fila: elige la nueva pieza ({ $article })
refusal-touch-move = no se puede jugar { $move }: { $obligation } ({ $article })
refusal-opponent-not-pressed = { $side ->
    [white] las blancas aún no pueden pulsar: las negras jugaron sin pulsar el reloj y el tiempo de las negras corre hasta que lo pulsen ({ $article })
   *[black] las negras aún no pueden pulsar: las blancas jugaron sin pulsar el reloj y el tiempo de las blancas corre hasta que lo pulsen ({ $article })
}
refusal-press-without-move = { $side ->
    [white] las blancas pulsaron el reloj sin jugar ({ $article })
   *[black] las negras pulsaron el reloj sin jugar ({ $article })
}
refusal-clock-not-running = { $side ->
    [white] las blancas pulsaron el reloj, pero el tiempo que corre es el de las negras: pulsar no cambia nada ({ $article })
   *[black] las negras pulsaron el reloj, pero el tiempo que corre es el de las blancas: pulsar no cambia nada ({ $article })
}
refusal-draw-offers-forbidden = las bases del torneo no permiten ofrecer tablas ({ $article })
refusal-draw-offers-not-yet = las bases del torneo solo permiten ofrecer tablas a partir de la jugada { $move } ({ $article })
refusal-offer-already-standing = { $side ->
    [white] la oferta de tablas de las blancas sigue en pie ({ $article })
   *[black] la oferta de tablas de las negras sigue en pie ({ $article })
}
refusal-opponent-offer-standing = { $side ->
    [white] las blancas tienen pendiente una oferta de tablas del adversario: que la acepten o la rechacen ({ $article })
   *[black] las negras tienen pendiente una oferta de tablas del adversario: que la acepten o la rechacen ({ $article })
}
refusal-no-offer-to-answer = { $side ->
    [white] las blancas no tienen ninguna oferta de tablas a la que responder ({ $article })
   *[black] las negras no tienen ninguna oferta de tablas a la que responder ({ $article })
}
refusal-agreement-too-early = para acordar tablas los dos jugadores tienen que haber hecho al menos una jugada ({ $article })
refusal-claim-after-touch = { $side ->
    [white] las blancas tocaron una pieza y en esta jugada ya no pueden reclamar tablas ({ $article })
   *[black] las negras tocaron una pieza y en esta jugada ya no pueden reclamar tablas ({ $article })
}
refusal-nothing-to-revise = el análisis no cambia nada en esta partida
refusal-no-such-ruling = esa decisión no responde a nada pendiente ({ $article })
refusal-offer-unanswered = primero el adversario tiene que aceptar o rechazar la oferta de tablas ({ $article })
refusal-ruling-first = primero tiene que decidir el árbitro: { $pending }
refusal-no-flag = no ha caído ninguna bandera
refusal-clocks-stopped = los relojes están detenidos hasta que se reanude el juego ({ $article })

quickplay-not-announced = en esta partida no se anunció el final a caída de bandera ({ $article })
quickplay-blitz = el final a caída de bandera no se aplica al ajedrez relámpago ({ $article })
quickplay-with-increment = el final a caída de bandera solo se aplica a partidas sin incremento ({ $article })
quickplay-not-last-period = el final a caída de bandera solo se aplica en el último periodo ({ $article })
quickplay-not-on-move = solo puede pedirlo el jugador que está en juego ({ $article })
quickplay-two-minutes = solo puede pedirlo quien tenga menos de dos minutos en el reloj ({ $article })
quickplay-needs-arbiter = el incremento solo lo puede conceder un árbitro ({ $article })
quickplay-already-pending = ya hay una petición esperando al árbitro ({ $article })
quickplay-increment-applies = el reloj puede llevar el incremento de cinco segundos, así que pídelo: la reclamación con árbitro presente es para un reloj que no puede ({ $article })
quickplay-no-increment-request = esta edición no tiene incremento que pedir, solo la reclamación de tablas ({ $article })

clock-error-time-went-back = { $at } de partida es anterior al último evento del reloj, a los { $last }: el tiempo solo avanza
clock-error-not-started = el reloj todavía no se ha puesto en marcha
clock-error-already-started = el reloj ya estaba en marcha
clock-error-not-running = { $side ->
    [white] { $running ->
        [white] las blancas pulsaron el reloj, pero su tiempo no corre
       *[black] las blancas pulsaron el reloj, pero el tiempo que corre es el de las negras
    }
   *[black] { $running ->
        [white] las negras pulsaron el reloj, pero el tiempo que corre es el de las blancas
       *[black] las negras pulsaron el reloj, pero su tiempo no corre
    }
}
clock-error-paused = los relojes están detenidos ({ $article }): primero hay que ponerlos en marcha
clock-error-already-paused = los relojes ya estaban detenidos
clock-error-not-paused = los relojes no están detenidos, así que no se pueden volver a poner en marcha
clock-error-stopped = el reloj se ha parado definitivamente
clock-error-flag-fell = { $side ->
    [white] la bandera de las blancas cayó a los { $at } de partida ({ $article })
   *[black] la bandera de las negras cayó a los { $at } de partida ({ $article })
}

## Ritmos de juego escritos (TimeControl de PGN; d = demora, b = Bronstein)

control-error-empty = el ritmo de juego está vacío
control-error-empty-period = el periodo { $period } está vacío
control-error-not-seconds = periodo { $period }: «{ $text }» no es un número de segundos
control-error-not-moves = periodo { $period }: «{ $text }» no es un número de jugadas
control-error-too-long = periodo { $period }: { $text } segundos son más de los que puede llevar el reloj
control-error-sandclock-not-alone = un reloj de arena (*) tiene que ser todo el ritmo de juego
control-error-unknown = «?» indica que el ritmo de juego es desconocido, y eso un reloj de ajedrez no lo puede llevar
control-error-untimed = «-» indica que la partida no tiene reloj, y eso un reloj de ajedrez no lo puede llevar
control-error-sandclock = un reloj de arena de { $seconds } s no es algo que pueda llevar un reloj de ajedrez
control-error-refused = se rechazó «{ $control }», aunque un reloj puede llevarlo
control-error-no-periods = un ritmo de juego necesita al menos un periodo
control-error-zero-time = el periodo { $period } no tiene tiempo: dale más de 0 segundos
control-error-zero-moves = el periodo { $period } pide 0 jugadas: dale al menos una, o haz que dure el resto de la partida
control-error-bonus-too-long = { $kind ->
    [increment] periodo { $period }: un incremento de { $bonus } s es más largo que los { $time } s del propio periodo
    [delay] periodo { $period }: una demora de { $bonus } s es más larga que los { $time } s del propio periodo
    [bronstein] periodo { $period }: una bonificación Bronstein de { $bonus } s es más larga que los { $time } s del propio periodo
   *[none] periodo { $period }: el añadido es más largo que los { $time } s del propio periodo
}
control-error-after-rest-of-game = el periodo { $period } viene después del periodo { $previous }, que ya dura el resto de la partida

## Listas

list-and = { $init } y { $last }
list-or = { $init } o { $last }

## Problemas fuera de la partida

problem-ok = Aceptar
problem-settings-unreadable = No se puede leer el archivo de ajustes { $path } ({ $error }); se usan los valores predeterminados.
problem-settings-damaged = El archivo de ajustes { $path } está dañado ({ $error }); se usan los valores predeterminados y el archivo dañado se guarda como { $kept }.
problem-settings-not-saved = No se pueden guardar los ajustes: { $error }
settings-damage-at = línea { $line }, columna { $column }: { $what }
settings-damage-time-control = no se puede leer un ritmo de juego antiguo: { $error }
settings-fault-expected = { $kind ->
    [text] aquí se esperaba un texto entre comillas dobles
    [number] aquí se esperaba un número
    [boolean] aquí se esperaba true o false
    [character] aquí se esperaba un carácter entre comillas simples
    [list] aquí se esperaba una lista entre corchetes
    [map] aquí se esperaba un mapa entre llaves
    [group] aquí se esperaba un paréntesis de apertura
    [option] aquí se esperaba Some(…) o None
    [name] aquí se esperaba un nombre
   *[unit] aquí se esperaba ()
}
settings-fault-expected-mark = aquí se esperaba «{ $mark }»
settings-fault-end-of-file = el archivo termina antes que los ajustes
settings-fault-unexpected-char = el carácter «{ $char }» no va aquí
settings-fault-trailing = hay más texto después del final de los ajustes
settings-fault-unknown-field = aquí no hay ningún ajuste llamado «{ $name }»
settings-fault-unknown-variant = «{ $name }» no es ninguno de los valores que toma este ajuste
settings-fault-missing-field = falta el ajuste «{ $name }»
settings-fault-duplicate-field = el ajuste «{ $name }» aparece dos veces
settings-fault-invalid-value = este ajuste no puede tomar el valor que pone aquí
settings-fault-number-out-of-range = el número es demasiado grande o demasiado pequeño para este ajuste
settings-fault-bad-number = el número está mal escrito
settings-fault-not-text = aquí empiezan bytes que no son texto (UTF-8)
settings-fault-syntax = el texto de aquí no sigue el formato del archivo (RON)
problem-journal-not-archived = No se puede guardar el registro de la última partida en { $dir }: { $error }
problem-cannot-resume = No se puede reanudar la partida sin terminar: { $error }
problem-game-open-elsewhere = Hay una partida abierta en otra ventana de Escaque con esta carpeta de datos: esa ventana la conserva, y esta juega una partida propia.
problem-journal-unreadable = No se puede leer el registro de la última partida ({ $error }). Se conserva tal como está, y se guarda con las partidas al empezar una nueva.
problem-journal-write = No se puede escribir en el registro { $path } ({ $error }): los relojes están detenidos y no se juega nada hasta que se pueda escribir de nuevo (libera espacio y pon en marcha los relojes). No se pierde nada de lo registrado.
session-journal-write = no se puede escribir el registro { $path }: { $error }
session-journal-read = no se puede leer el registro { $path }: { $error }
session-untimed = esta partida no lleva reloj, y Escaque solo juega con reloj
session-open-elsewhere = esta partida está abierta en otra ventana de Escaque con esta carpeta de datos: solo esa ventana puede escribirla (ciérrala allí, o usa otra carpeta de datos)

## Una partida sin terminar al abrir

resume-heading = Se encontró una partida sin terminar
resume-summary = { $white } contra { $black }, { $moves ->
    [one] una jugada hecha.
   *[other] { $moves } jugadas hechas.
}
player-with-colour = { $name } ({ $side ->
    [white] blancas
   *[black] negras
})
resume-note = Se reanuda exactamente como estaba en su último evento, con los relojes detenidos.
resume-unclean = Escaque no se cerró como debía (un fallo, una interrupción forzada o un corte de luz): el reinicio quedará escrito en el registro de la partida con la fecha y la hora.
resume-adjourned = Está aplazada: la jugada secreta está en su sobre, y la partida sigue desde la pantalla del sobre ({ $article }).
resume-adjourn-called = El árbitro aplazó la partida: el jugador que está en juego aún debe escribir la jugada secreta ({ $article }).
resume-damaged = Su registro está dañado desde { $problem }. La partida se reanuda desde su último evento completo anterior; el archivo original se conserva al lado (current.journal.damaged).
resume-button = Reanudar la partida
resume-discard = Preparar una nueva partida (la anterior se guarda en la carpeta de partidas)
resume-unsigned-heading = Una partida terminada no fue firmada
resume-unsigned-note = Terminó: { $ending }. Su planilla no fue firmada (8.7) antes de que Escaque se detuviera.
resume-sign = Firmar su planilla
resume-set-aside = Dejarla sin firmar (se guarda en la carpeta de partidas)

## Pantalla de preparación

language-label = Idioma
notation-figurines = Figuras (♘f3)
setup-heading = Nueva partida
setup-name-hint = nombre
setup-swap = Cambiar los colores
setup-draw-lots = Sortear los colores
setup-time-control = Ritmo de juego
setup-custom = Personalizado
preset-fide-classical = FIDE clásico (90 min/40 jugadas + 30 min, +30 s por jugada)
setup-preset-name = { $side ->
    [white] ritmo predefinido de las blancas
   *[black] ritmo predefinido de las negras
}
setup-control-hint = TimeControl de PGN: 40/5400+30:1800+30, 300+3; d = demora, b = Bronstein (300d5)
setup-time-odds = Tiempo distinto para las negras (hándicap de tiempo)
setup-black-control = Ritmo de juego de las negras
setup-rules = Reglas
setup-laws-edition = Leyes del Ajedrez:
setup-touch-move = Pieza tocada (Artículos 4.3 a 4.5)
setup-press-label = El reloj lo pulsa:
setup-press-by-player = cada jugador
setup-press-auto = el programa, con la jugada
setup-draw-offers = Ofertas de tablas (Artículo 9.1.1):
setup-offers-allowed = permitidas
setup-offers-from = desde la jugada
setup-offers-never = nunca
setup-arbiter = Hay un árbitro presente
setup-quickplay = Final a caída de bandera (Directrices III) en vigor
setup-start-position = Posición inicial
setup-start-normal = la habitual
setup-start-fen = desde un FEN
setup-start-chess960 = Ajedrez960
setup-chess960-number = Número de posición (de 0 a 959; vacío: al azar)
setup-start = Empezar la partida
setup-keys = Teclas del reloj: { $white } para las blancas, { $black } para las negras.
setup-key-white = Tecla de las blancas
setup-key-black = Tecla de las negras
setup-error-control = { $side ->
    [white] ritmo de juego de las blancas «{ $text }»: { $error }
   *[black] ritmo de juego de las negras «{ $text }»: { $error }
}
setup-error-chess960 = las posiciones de Ajedrez960 van numeradas de 0 a 959, no { $number }
setup-error-fen-unreadable = no se puede leer el FEN «{ $fen }»: { $detail }
setup-error-fen-illegal = el FEN «{ $fen }» no es una posición legal: { $detail }
fen-part-nothing = no hay nada que leer
fen-part-board = su primer campo, las piezas, tiene que ser ocho filas de ocho casillas separadas por /, de la octava fila a la primera (las letras KQRBNP para las blancas, kqrbnp para las negras, una cifra para las casillas vacías)
fen-part-turn = su segundo campo, quién juega, tiene que ser w (blancas) o b (negras)
fen-part-castling = su tercer campo, los derechos de enroque, tiene que ser - o letras de KQkq (las columnas de las torres en Ajedrez960)
fen-part-en-passant = su cuarto campo, la casilla de la captura al paso, tiene que ser - o una casilla como e3
fen-part-halfmove-clock = su quinto campo, las jugadas desde la última captura o jugada de peón, tiene que ser un número entero
fen-part-move-number = su sexto campo, el número de jugada, tiene que ser un número entero
fen-part-extra = tiene más campos que los seis de un FEN
position-fault-empty-board = no hay ninguna pieza en el tablero
position-fault-missing-king = { $side ->
    [white] las blancas no tienen rey
   *[black] las negras no tienen rey
}
position-fault-too-many-kings = { $side ->
    [white] las blancas tienen más de un rey
   *[black] las negras tienen más de un rey
}
position-fault-pawns-on-back-rank = hay un peón en la primera o en la octava fila
position-fault-castling-rights = se da un derecho de enroque a un rey o a una torre que no está en su casilla de salida
position-fault-en-passant = la casilla de la captura al paso no es ninguna por la que un peón acabe de pasar
position-fault-opposite-check = { $side ->
    [white] las blancas están en jaque, pero juegan las negras
   *[black] las negras están en jaque, pero juegan las blancas
}
position-fault-impossible-check = el rey de quien juega está en un jaque que ninguna jugada pudo dar
position-fault-too-much-material = hay más piezas de las que pueden dar las dieciséis de cada bando y sus promociones
position-fault-variant = tiene partes de otra variante del ajedrez (piezas en la mano, jaques contados)
position-fault-move-number = su número de jugada, { $number }, es mayor que { $max }, más lejos de lo que llega ninguna partida

## Pantalla de la partida

toolbar-new-game = Nueva partida
toolbar-flip = Girar el tablero
toolbar-hints = Ayudas de jugada
toolbar-sound-none = Sonido: sin dispositivo
toolbar-sound-off = Sonido: apagado
toolbar-sound-on = Sonido: encendido
toolbar-stop-clocks = Detener los relojes (llamar al árbitro)
toolbar-start-clocks = Poner en marcha los relojes

clock-title = { $side ->
    [white] Blancas: { $name }
   *[black] Negras: { $name }
}
clock-label = { $side ->
    [white] Reloj de las blancas
   *[black] Reloj de las negras
}
clock-flag-fallen = bandera caída
clock-moves-to-control = { $count ->
    [one] 1 jugada hasta el control
   *[other] { $count } jugadas hasta el control
}

action-offer-draw = Ofrecer tablas
action-offer-draw-name = { $side ->
    [white] Blancas: ofrecer tablas
   *[black] Negras: ofrecer tablas
}
action-accept-draw = Aceptar tablas
action-accept-draw-name = { $side ->
    [white] Blancas: aceptar tablas
   *[black] Negras: aceptar tablas
}
action-decline-draw = Rechazar tablas
action-decline-draw-name = { $side ->
    [white] Blancas: rechazar tablas
   *[black] Negras: rechazar tablas
}
action-claim-menu = Reclamar tablas
claim-threefold-now = Triple repetición, ahora ({ $article })
claim-threefold-intended = Triple repetición, con la jugada que voy a hacer ({ $article })
claim-fifty-now = Cincuenta jugadas, ahora ({ $article })
claim-fifty-intended = Cincuenta jugadas, con la jugada que voy a hacer ({ $article })
action-ask-increment = Pedir +5 s (III.4)
action-ask-increment-name = { $side ->
    [white] Blancas: pedir incremento
   *[black] Negras: pedir incremento
}
action-quickplay-claim = Reclamar tablas (III)
action-quickplay-claim-name = { $side ->
    [white] Blancas: reclamación del final a caída de bandera
   *[black] Negras: reclamación del final a caída de bandera
}
action-resign = Abandonar
action-resign-name = { $side ->
    [white] Blancas: abandonar
   *[black] Negras: abandonar
}
action-cancel-claim = Cancelar la reclamación

scoresheet-heading = Planilla
move-entry-label = Jugada:
move-entry-hint = escríbela, p. ej. { $example }, y pulsa Intro

arbiter-heading = Árbitro:
arbiter-analysis = Análisis ({ $who }): { $ability ->
    [possible] aún pueden dar jaque mate
    [impossible] nunca podrán dar jaque mate
   *[unknown] no se sabe si pueden dar jaque mate
}.
arbiter-uphold = Aceptar la reclamación: tablas
arbiter-not-uphold = No aceptarla
arbiter-grant-increment = Conceder +5 s por jugada, +2 min al adversario (III.4)
arbiter-refuse-increment = Rechazar el incremento
arbiter-claim-draw = Tablas (III.5.1)
arbiter-postpone = Aplazar la decisión, +2 min al adversario (III.5.2)
arbiter-postpone-without-time = Aplazar la decisión, sin tiempo extra (III.5.2)
arbiter-reject = Rechazar, +2 min al adversario (III.5.3)
arbiter-decide-now = Decidir ahora la reclamación: tablas
arbiter-dismiss = Desestimar la reclamación

status-to-move = { $side ->
    [white] Juegan las blancas
   *[black] Juegan las negras
}
status-waiting-arbiter = A la espera del árbitro
status-intend = { $side ->
    [white] Blancas: muestra en el tablero la jugada que vas a hacer; se anota para la reclamación, no se juega
   *[black] Negras: muestra en el tablero la jugada que vas a hacer; se anota para la reclamación, no se juega
}

board-square-piece = { $square }, { $side ->
    [white] { $piece ->
        [king] rey blanco
        [queen] dama blanca
        [rook] torre blanca
        [bishop] alfil blanco
        [knight] caballo blanco
       *[pawn] peón blanco
    }
   *[black] { $piece ->
        [king] rey negro
        [queen] dama negra
        [rook] torre negra
        [bishop] alfil negro
        [knight] caballo negro
       *[pawn] peón negro
    }
}
piece-name = { $piece ->
    [king] Rey
    [queen] Dama
    [rook] Torre
    [bishop] Alfil
    [knight] Caballo
   *[pawn] Peón
}
promotion-heading = Promocionar a:
promotion-cancel = Cancelar
promotion-final = El peón está en la última fila y se queda allí ({ $article }): solo queda elegir la nueva pieza.

resign-heading = { $side ->
    [white] ¿Abandonan las blancas?
   *[black] ¿Abandonan las negras?
}
resign-note = Abandonar termina la partida ({ $article }).
resign-yes = Sí, abandonar
resign-no = No, seguir jugando
result-sign = Los dos jugadores firman la planilla para confirmar el resultado ({ $article }).
result-new-game = Nueva partida
result-look = Ver el tablero
result-why = { $why } ({ $article })

## Jugadas escritas con el teclado (Apéndice C)

move-error-line = «{ $move }»: { $why }
move-error-empty = Escribe primero una jugada.
move-error-unknown-letter = { $letter } no es la letra de ninguna pieza en español; las piezas son { $letters } (rey, dama, torre, alfil, caballo), y los peones no llevan letra
move-error-pawn-letter = los peones se escriben sin letra: solo la casilla, p. ej. e4, o la columna desde la que capturan, p. ej. exd5 (quita la { $letter })
move-error-syntax = esto no es una jugada en notación algebraica: la letra de la pieza (ninguna para un peón), la casilla de salida si hace falta, x si captura, y la casilla de llegada
move-error-promotion-missing = el peón llega a la última fila: añade la nueva pieza, p. ej. { $options }
move-error-not-a-promotion = solo promociona un peón que llega a la última fila
move-error-bad-promotion = { $piece ->
    [king] un peón no se puede convertir en rey
   *[other] un peón no puede seguir siendo peón en la última fila
}
move-error-no-piece = { $piece ->
    [king] no tienes rey
    [queen] no tienes ninguna dama
    [rook] no tienes ninguna torre
    [bishop] no tienes ningún alfil
    [knight] no tienes ningún caballo
   *[pawn] no tienes ningún peón
}
move-error-no-piece-on-file = no tienes ninguna pieza de esa clase en la columna { $file }
move-error-no-piece-on-rank = no tienes ninguna pieza de esa clase en la fila { $rank }
move-error-no-piece-on-square = no tienes ninguna pieza de esa clase en { $square }
move-error-own-piece = en { $square } ya hay una pieza tuya
move-error-cannot-reach = { $piece ->
    [king] tu rey no puede ir a { $square }
    [queen] ninguna dama tuya puede ir a { $square }
    [rook] ninguna torre tuya puede ir a { $square }
    [bishop] ningún alfil tuyo puede ir a { $square }
    [knight] ningún caballo tuyo puede ir a { $square }
   *[pawn] ningún peón tuyo puede ir a { $square }
}
move-error-nothing-to-capture = está escrita como captura, pero en { $square } no hay nada que capturar
move-error-not-en-passant = está marcada { $mark }, pero no es una captura al paso
move-error-still-in-check = tu rey está en jaque y esta jugada no lo saca de él
move-error-exposes-king = { $piece ->
    [king] allí el rey quedaría en jaque
   *[other] ilegal: dejaría a tu rey en jaque
}
move-error-castle-with-zeros = el rey solo mueve dos casillas al enrocar: escribe { $castle }
move-error-castling = { $bar ->
    [no-right] no se puede hacer { $castle }: el rey o esa torre ya se han movido ({ $article })
    [in-check] no se puede hacer { $castle }: el rey está en jaque ({ $article })
    [blocked] no se puede hacer { $castle }: hay piezas entre el rey y la torre ({ $article })
   *[attacked] no se puede hacer { $castle }: el rey pasaría por una casilla atacada o acabaría en ella ({ $article })
}
move-error-ambiguous = ambigua: las piezas de { $from } pueden ir todas a { $square }; escribe { $options }

## Las órdenes sin ventana (escaque adjudicate, escaque replay)

cli-note = nota: { $text }
cli-cannot-read-stdin = no se puede leer la entrada estándar: { $error }
cli-cannot-read-file = no se puede leer { $path }: { $error }
cli-journal-torn = nota: la última línea del registro quedó cortada (el programa se paró mientras la escribía); se deja fuera
cli-replay-refused = nota: el evento de la línea { $line } fue rechazado, como lo fue durante la partida: { $why }
cli-window-failed = escaque: no se pudo abrir la ventana: { $error }
cli-headless-hint = Las órdenes sin ventana funcionan sin pantalla: escaque --help

pgn-at-line = línea { $line }: { $error }
pgn-at-move = jugada { $move } { $token }: { $problem }
pgn-no-game = el texto no contiene ninguna partida
pgn-unreadable = no se puede leer el PGN: { $detail }
pgn-tag-not-closed = una etiqueta no se cierra con ]
pgn-tag-too-long = la etiqueta { $tag } tiene { $length } caracteres; puede tener como mucho { $limit }
pgn-more-than-one-game = el texto contiene más de una partida; pasa una sola partida cada vez
pgn-tag-among-moves = hay una etiqueta en medio de las jugadas
pgn-variation-not-opened = un ) cierra una variante que nunca se abrió
pgn-comment-not-opened = un {"}"} cierra un comentario que nunca se abrió
pgn-variation-not-closed = una variante abierta con ( nunca se cierra; puede que el archivo esté cortado
pgn-comment-not-closed = un comentario abierto con {"{"} nunca se cierra; puede que el archivo esté cortado
pgn-after-result = «{ $token }» está después del resultado
pgn-no-result-before-any-move = la partida termina antes de ninguna jugada y sin resultado (1-0, 0-1, 1/2-1/2 o *): parece que el archivo está cortado
pgn-no-result = la partida termina después de la jugada { $move } { $token } sin resultado (1-0, 0-1, 1/2-1/2 o *): parece que el archivo está cortado
pgn-null-move = una jugada nula no tiene cabida en una partida
pgn-not-a-move = esto no es una jugada en notación algebraica
pgn-moves-unread = la línea principal tiene { $tokens ->
    [one] 1 jugada
   *[other] { $tokens } jugadas
}, pero { $read ->
    [0] no se pudo leer ninguna
    [one] solo se pudo leer 1
   *[other] solo se pudieron leer { $read }
}
pgn-variant = la etiqueta Variant «{ $variant }» no es ajedrez tal como lo definen las Leyes de la FIDE
pgn-chess960-needs-fen = una partida de Ajedrez960 necesita una etiqueta FEN con su posición inicial
pgn-fen-unreadable = no se puede leer la etiqueta FEN «{ $fen }»: { $detail }
pgn-fen-illegal = la etiqueta FEN «{ $fen }» no es una posición legal: { $detail }
pgn-ambiguous = ambigua: hay más de una pieza que puede hacer esta jugada
pgn-illegal = ilegal en esta posición
pgn-illegal-or-ambiguous = ilegal o ambigua en esta posición
pgn-intended-not-san = la jugada anunciada «{ $text }» no es una jugada en notación algebraica
pgn-no-time-control = --clocks necesita una etiqueta TimeControl con el ritmo de juego de la partida
pgn-time-control-tag = etiqueta { $tag }: { $error }
pgn-emt-unreadable = en [%emt]: «{ $text }» no es un tiempo en la forma h:mm:ss
pgn-clk-unreadable = en [%clk]: «{ $text }» no es un tiempo en la forma h:mm:ss
pgn-written-otherwise = la jugada es { $san }, pero está escrita de otra manera
pgn-signature = no se puede leer la etiqueta { $tag } ({ $detail })
pgn-strokes-not-base64 = los trazos de la firma no están en base64: { $error }
pgn-strokes-cut = los trazos de la firma terminan en medio de un trazo
pgn-result-disagrees = la etiqueta Result dice { $tag }, pero las jugadas terminan con { $marker }
pgn-escape-line = una línea de escape (%), que una planilla nunca escribe
pgn-rest-of-line-comment = un comentario con ;, que una planilla nunca escribe
pgn-variation = una variante, que una planilla nunca escribe
pgn-annotation = una anotación «{ $token }», que una planilla nunca escribe
pgn-comment-outside-moves = un comentario antes de la primera jugada o después del resultado, que una planilla nunca escribe
pgn-tag-line-otherwise = una línea de etiqueta que no es exactamente un [Nombre "valor"]
pgn-line-break-otherwise = una línea en blanco, una línea de espacios o un salto de línea donde la planilla no pone ninguno: otros lectores se detienen ahí
pgn-duplicate-tag = la etiqueta { $tag } está escrita más de una vez
pgn-missing-tag = falta la etiqueta { $tag }
pgn-tag-written-otherwise = la etiqueta { $tag } no está escrita como la escribe la planilla
pgn-comments-written-otherwise = los comentarios junto a esta jugada no son los que escribe la planilla

remark-moves-after-end = la partida ya había terminado ({ $ending }) antes de { $move } { $token }; las jugadas desde ahí no cuentan
remark-not-counted = { $what ->
    [claim] { $side ->
        [white] la reclamación de tablas de las blancas no cuenta: { $refusal }
       *[black] la reclamación de tablas de las negras no cuenta: { $refusal }
    }
    [resignation] { $side ->
        [white] el abandono de las blancas no cuenta: { $refusal }
       *[black] el abandono de las negras no cuenta: { $refusal }
    }
   *[flag] { $side ->
        [white] la caída de bandera de las blancas no cuenta: { $refusal }
       *[black] la caída de bandera de las negras no cuenta: { $refusal }
    }
}
remark-result-disagrees = el PGN da el resultado { $written }; según las Leyes es { $ours }
remark-time-given = { $side ->
    [white] { $move } { $token }: su reloj muestra más tiempo del que las blancas podían tener; les dieron { $given } durante la jugada (los +15 s de lichess), sumados al reloj
   *[black] { $move } { $token }: su reloj muestra más tiempo del que las negras podían tener; les dieron { $given } durante la jugada (los +15 s de lichess), sumados al reloj
}
remark-flag-fell-during-move = { $move } { $token } llevó { $used } con { $left } en el reloj: la bandera cayó durante la jugada
remark-illegal-unclaimed = { $fate ->
    [stands] { $move } { $token } fue una jugada ilegal: { $what }; el adversario jugó sin reclamarla, así que se mantiene ({ $article })
    [findable] { $move } { $token } fue una jugada ilegal: { $what }; nadie la reclamó, y aún puede descubrirse durante la partida ({ $article })
   *[claimable] { $move } { $token } fue una jugada ilegal: { $what }; nadie la ha reclamado todavía: el adversario puede hacerlo antes de jugar ({ $article })
}

## Firmar e imprimir la planilla (Artículo 8.7)

sign-open = Firmar la planilla
sign-heading = Firmar la planilla
sign-event = Torneo
sign-site = Lugar
sign-date = Fecha
sign-round = Ronda
sign-board = Tablero
sign-name = Nombre
sign-pad = { $side ->
    [white] Firma de las blancas
   *[black] Firma de las negras
}
sign-clear = Borrar
sign-confirm = { $side ->
    [white] Firman las blancas
   *[black] Firman las negras
}
sign-signed-at = firmado a las { $time }
sign-checking = Comprobando la posición final antes de sellar…
sign-seal = Sellar y guardar
sign-saved = Sellado y guardado como { $path }
sign-save-pgn = Guardar PGN…
sign-save-pdf = Guardar PDF (A4)…
sign-save-pdf-letter = Guardar PDF (Carta)…
sign-print = Imprimir
sign-printed = Enviado a la impresora: { $answer }
sign-print-opened = No hay servicio de impresión: la planilla está abierta en el visor
sign-problem = No se hizo: { $error }
sign-close = Cerrar
pdf-title = Planilla
pdf-event = Torneo
pdf-site = Lugar
pdf-date = Fecha
pdf-round = Ronda
pdf-board = Tablero
pdf-white = Blancas
pdf-black = Negras
pdf-time-control = Ritmo de juego
pdf-result = Resultado
pdf-signature = Firma
pdf-signed = firmado
pdf-final-position = Posición final
pdf-scan = Lee el código para obtener las jugadas (PGN)
pdf-page = página
pdf-annulled = anulada
pdf-arbiter = Árbitro
sheet-before-first-move = antes de la primera jugada: { $what }

## Guardar la planilla: la planilla guardada, y por qué no se selló, guardó o imprimió (src/i18n/record.rs)

record-saved-as = Guardado como { $path }
record-saved-without-dialog = Este escritorio no tiene diálogo de archivos: guardado en { $path }
record-key-unreadable = No se puede leer la clave de sellado { $path }: { $error }
record-key-damaged = La clave de sellado { $path } está dañada: no contiene una clave. No se puede sellar nada hasta que se retire (entonces se crea una nueva).
record-no-randomness = El sistema no proporciona aleatoriedad para crear una clave de sellado: { $error }
record-cannot-create-folder = No se puede crear la carpeta { $path }: { $error }
record-cannot-write = No se puede escribir { $path }: { $error }
record-disk-full = El disco está lleno: no se escribió { $path } (lo que había antes queda sin cambios).
record-cannot-move = No se puede mover { $from } a { $to }: { $error }
record-print-failed = No se puede imprimir { $path }: { $error }
record-print-and-view-failed = No se puede imprimir { $path }: no hay servicio de impresión ({ $error }) ni visor ({ $viewer })
record-os-permission-denied = permiso denegado
record-os-not-found = no existe
record-os-read-only = el disco es de solo lectura
record-os-not-a-folder = hay un archivo donde debería haber una carpeta
record-os-is-a-folder = es una carpeta
record-os-disk-full = el disco está lleno

## La partida en la mesa y su registro (incidencia 10: un solo vocabulario)

refusal-clock-kept-here = el reloj de esta partida se lleva aquí: una bandera cae cuando el reloj marca cero, no porque alguien lo anuncie
refusal-no-clock = en esta partida no se lleva ningún reloj
refusal-not-recorded = no se puede escribir el registro (¿está lleno el disco?): los relojes están detenidos y no se juega nada hasta que se pueda; no se pierde nada de lo registrado
cli-output-failed = no se puede escribir la respuesta: { $error }
journal-error-line = línea { $line }: { $problem }
journal-unreadable = no se puede leer { $path }: { $error }
journal-empty = el registro está vacío
journal-not-a-journal = «{ $text }» no es un registro de Escaque
journal-bad-setting = «{ $value }» no es un valor válido para { $key }
journal-unknown-setting = «{ $key }» no es ningún ajuste
journal-controls-missing = faltan los ritmos de juego
journal-setup-unreadable = no se puede leer la preparación de la partida: { $detail }
journal-no-start = el registro termina antes de su línea «start»
journal-out-of-order = este evento es anterior al que tiene encima
journal-not-utf8 = la línea no es texto UTF-8: se cambió uno de sus bytes
journal-no-checksum = la línea ha perdido su suma de comprobación: fue modificada
journal-checksum-mismatch = la línea no coincide con su suma de comprobación: se cambió uno de sus bytes
journal-event-wrong = «{ $found }» no es { $expected ->
    [time] un tiempo en milisegundos
    [action] una acción
    [side] white o black
    [square] una casilla
    [move] una jugada en forma UCI
    [number] un número entero
    [claim] threefold o fifty-moves
    [proof] una prueba (dead N, cannot-mate SIDE, undecided SIDE)
    [ruling] una decisión
    [adjustment] un ajuste del reloj
    [time-control] un ritmo de juego
    [reason-part] parte de un motivo
    [arbiter-act] una actuación del árbitro
   *[time-and-action] un evento con un tiempo y una acción
}
journal-event-missing = { $expected ->
    [time] falta el tiempo
    [action] falta la acción
    [side] falta white o black
    [square] falta una casilla
    [move] falta una jugada
    [number] falta un número
    [claim] falta threefold o fifty-moves
    [proof] falta la prueba
    [ruling] falta la decisión
    [adjustment] falta el ajuste del reloj
    [time-control] falta el ritmo de juego
    [reason-part] falta parte del motivo
    [arbiter-act] falta la actuación del árbitro
   *[time-and-action] un evento necesita un tiempo y una acción
}

## Una clave de sellado que no se puede usar: la planilla guardada sin sellar, y una clave nueva (incidencia 11, punto 8)

seal-not-sealed = Sin sellar
seal-kept-unsealed = La planilla firmada se guarda sin sellar como { $path }. Se puede guardar e imprimir, pero sin sello nadie puede comprobar que no se ha cambiado. Una clave de sellado nueva la sella; la clave vieja se guarda aparte, no se borra.
seal-new-key = Crear una clave de sellado nueva y sellar
seal-new-key-made = Se creó una clave de sellado nueva y la planilla quedó sellada con ella. La clave vieja se guarda como { $path }.
seal-key-usable-again = La clave de sellado vuelve a poder usarse: la planilla quedó sellada con ella.

## La mesa del árbitro (artículos 4.2.2, 6.7.1, 7, 11.3.2.2, 11.7, 11.8, 12.9; Apéndice A.5)

ending-absent = { $loser ->
    [white] las blancas no estaban ante el tablero cuando se agotó el tiempo permitido de retraso
   *[black] las negras no estaban ante el tablero cuando se agotó el tiempo permitido de retraso
}
ending-device = { $loser ->
    [white] las blancas tenían un dispositivo electrónico en el recinto de juego
   *[black] las negras tenían un dispositivo electrónico en el recinto de juego
}
ending-persistent-refusal = { $loser ->
    [white] las blancas se negaron una y otra vez a respetar las Leyes del Ajedrez
   *[black] las negras se negaron una y otra vez a respetar las Leyes del Ajedrez
}
ending-score-penalty = el árbitro cambió la puntuación como sanción
ending-declared-lost = { $loser ->
    [white] el árbitro declaró la partida perdida para las blancas
   *[black] el árbitro declaró la partida perdida para las negras
}
ending-both-lose = los dos jugadores se negaron una y otra vez a respetar las Leyes: pierden ambos
ending-illegal-move = { $loser ->
    [white] las blancas completaron una jugada ilegal que las hace perder
   *[black] las negras completaron una jugada ilegal que las hace perder
}
ending-illegal-move-vs-unwinnable = una jugada ilegal que haría perder, pero el adversario nunca podría dar jaque mate: tablas
ending-illegal-position = tras la jugada siguiente seguía en el tablero una posición ilegal: tablas
ending-annulled = la partida se anula y hay que jugarla de nuevo
ending-line-no-article = { $result }: { $why }
ending-abandoned = los jugadores interrumpieron la partida sin resultado: queda registrada como interrumpida
action-abandon-unstarted = Descartar: ninguna jugada hecha
action-abort = Interrumpir la partida…
abort-title = ¿Interrumpir esta partida?
abort-body = Los dos jugadores acuerdan parar aquí. La partida termina sin resultado y queda registrada como interrumpida; sus jugadas siguen en la planilla.
abort-agree = { $side ->
    [white] Las blancas aceptan parar la partida
   *[black] Las negras aceptan parar la partida
}
abort-confirm = Interrumpir la partida
abort-cancel = Seguir jugando

illegal-not-how-it-moves = la pieza no se mueve así ({ $article })
illegal-jumps = la pieza saltó por encima de otra ({ $article })
illegal-en-passant-too-late = la captura al paso solo se puede hacer de inmediato ({ $article })
illegal-castling-right-lost = enroque con un rey o una torre que ya se habían movido ({ $article })
illegal-castling-prevented = enroque con el rey en jaque, cruzando una casilla atacada o llegando a ella, o con piezas en medio ({ $article })
illegal-king-left-in-check = el rey quedó en jaque ({ $article })
illegal-promotion-not-completed = un peón en la última fila sin la nueva pieza ({ $article })
illegal-press-without-move = se pulsó el reloj sin hacer ninguna jugada ({ $article })
illegal-two-hands = la jugada se hizo con las dos manos ({ $article })
illegal-from-illegal-position = la jugada se hizo desde una posición ilegal ({ $article })
illegal-claimed-by = { $side ->
    [white] reclamada por las blancas
   *[black] reclamada por las negras
}
illegal-found-by-arbiter = detectada por el árbitro
illegal-reinstated = se restablece la posición anterior a ella ({ $article })
illegal-pawn-becomes-queen = el peón se convierte en dama ({ $article })
illegal-loses = hace perder la partida ({ $article })

notice-illegal-move = { $side ->
    [white] Jugada ilegal de las blancas { $move }: { $what }; { $who }; { $follows }
   *[black] Jugada ilegal de las negras { $move }: { $what }; { $who }; { $follows }
}
notice-pressed-without-move = { $side ->
    [white] Las blancas pulsaron el reloj sin jugar
   *[black] Las negras pulsaron el reloj sin jugar
}
notice-taken-back = Jugadas deshechas: { $moves } ({ $article })
notice-warned = { $side ->
    [white] El árbitro hace una advertencia a las blancas ({ $article })
   *[black] El árbitro hace una advertencia a las negras ({ $article })
}
notice-touch-released = Se liberan las piezas tocadas: el contacto fue accidental ({ $article })

adjustment-remove-time = { $side ->
    [white] -{ $time } para las blancas
   *[black] -{ $time } para las negras
}
adjustment-run-for = { $side ->
    [white] corre el tiempo de las blancas
   *[black] corre el tiempo de las negras
}

ground-absent = { $side ->
    [white] las blancas estaban ausentes al agotarse el tiempo permitido de retraso ({ $article })
   *[black] las negras estaban ausentes al agotarse el tiempo permitido de retraso ({ $article })
}
ground-device = { $side ->
    [white] las blancas tenían un dispositivo ({ $article })
   *[black] las negras tenían un dispositivo ({ $article })
}
ground-persistent-refusal = { $side ->
    [white] las blancas se niegan una y otra vez a respetar las Leyes ({ $article })
   *[black] las negras se niegan una y otra vez a respetar las Leyes ({ $article })
}
ground-both-refuse = los dos se niegan una y otra vez a respetar las Leyes ({ $article })
ground-more-points = { $side ->
    [white] sanción a las blancas: más puntos para las negras ({ $article })
   *[black] sanción a las negras: más puntos para las blancas ({ $article })
}
ground-fewer-points = { $side ->
    [white] sanción a las blancas: menos puntos para las blancas ({ $article })
   *[black] sanción a las negras: menos puntos para las negras ({ $article })
}
ground-declared-lost = { $side ->
    [white] sanción a las blancas: la partida se les da por perdida ({ $article })
   *[black] sanción a las negras: la partida se les da por perdida ({ $article })
}

act-warn = { $side ->
    [white] advertencia a las blancas ({ $article })
   *[black] advertencia a las negras ({ $article })
}
act-end = { $score }: { $ground }
act-annul = partida anulada ({ $article })
act-take-back = { $plies ->
    [one] se deshizo una jugada ({ $article })
   *[other] se deshicieron { $plies } jugadas ({ $article })
}
act-release-touch = piezas tocadas liberadas ({ $article })
act-find-illegal = jugada ilegal detectada por el árbitro ({ $article })
act-two-hands = { $side ->
    [white] las blancas movieron con las dos manos ({ $article })
   *[black] las negras movieron con las dos manos ({ $article })
}

not-a-move-no-own-piece = { $move }: ahí no hay ninguna pieza del jugador que está en juego
not-a-move-own-piece-there = { $move }: ahí ya hay una pieza del mismo color ({ $article })
not-a-move-no-promotion-here = { $move }: solo hay nueva pieza para un peón que llega a la última fila
not-a-move-square-taken = { $move }: el rey o la torre quedarían en una casilla donde ya hay una pieza
not-a-move-not-on-the-board = { $move } no mueve ninguna pieza
refusal-idle-press-waits = { $side ->
    [white] las blancas pulsaron el reloj sin jugar: eso se resuelve primero ({ $article })
   *[black] las negras pulsaron el reloj sin jugar: eso se resuelve primero ({ $article })
}
arbiter-score-does-not-fit = la puntuación { $score } no encaja con esa decisión ({ $article })
arbiter-no-score-yet = la partida aún no tiene ninguna puntuación que cambiar ({ $article })
arbiter-already-over = la partida ya ha terminado: solo se puede cambiar su puntuación ({ $article })
arbiter-too-late-to-annul = ya se han hecho diez jugadas o más: la partida continúa ({ $article })
arbiter-nothing-to-take-back = se pide deshacer { $asked ->
    [one] 1 jugada
   *[other] { $asked } jugadas
}, pero { $made ->
    [0] aún no se ha hecho ninguna
    [one] solo se ha hecho 1
   *[other] solo se han hecho { $made }
} ({ $article })
arbiter-nothing-touched = no hay ninguna pieza tocada ({ $article })
arbiter-no-illegal-move = no hay ninguna jugada ilegal que resolver, o se mantiene porque el adversario ya ha jugado ({ $article })
arbiter-only-on-claim = en esta partida el árbitro solo decide sobre una jugada ilegal si alguien la reclama ({ $article })
arbiter-no-move-to-judge = la última jugada de ese jugador no es la última jugada completada ({ $article })

## El PIN del árbitro (incidencia 12, punto 1): fijarlo, y un hash guardado que no se puede leer

pin-error-too-short = El PIN debe tener al menos { $min } { $min ->
    [one] carácter
   *[other] caracteres
}
pin-error-too-long = El PIN puede tener como máximo { $max } { $max ->
    [one] carácter
   *[other] caracteres
}
pin-error-bad-character = El PIN no puede contener { $character }: ni espacios ni caracteres de control
pin-error-hashing = No se pudo guardar el PIN ({ $error })
pin-error-malformed = el PIN guardado no es un resumen criptográfico válido (una cadena PHC de Argon2)

## El panel del árbitro y el tablero de madera en la ventana (issue 12)

toolbar-arbiter = Panel del árbitro ({ $key })
action-claim-illegal = ¡Jugada ilegal!
action-claim-illegal-name = { $side ->
    [white] Blancas: ¡jugada ilegal!
   *[black] Negras: ¡jugada ilegal!
}
promotion-nothing = Dejar el peón sin pieza nueva
setup-wooden-board = Los jugadores comprueban sus jugadas (tablero de madera, Artículo 7.5)
setup-supervised = Supervisión adecuada (Apéndices A.4, B.2)
setup-pin-heading = PIN del árbitro
setup-pin-is-set = Hay un PIN: el panel del árbitro solo se abre con él.
setup-pin-current = PIN actual:
setup-pin-new = PIN nuevo:
setup-pin-set = Guardar el PIN
setup-pin-wrong = El PIN actual no es correcto: el PIN no ha cambiado.
setup-pin-done = El PIN ha quedado establecido. Solo se guarda su resumen criptográfico.

arbiter-pin-heading = Panel del árbitro
arbiter-pin-label = Escribe el PIN:
arbiter-pin-open = Abrir el panel
arbiter-pin-cancel = Cancelar
arbiter-pin-wrong = PIN incorrecto: el panel sigue cerrado.
arbiter-confirm-heading = El árbitro decide
arbiter-confirm-note = No hay PIN: confirma que el árbitro decide esto.
arbiter-confirm-yes = Confirmar
arbiter-confirm-no = No hacerlo
arbiter-panel-heading = El árbitro
arbiter-panel-close = Cerrar el panel
arbiter-remark-label = Observación para el registro (opcional):
arbiter-offender-label = Jugador:
arbiter-offender = { $side ->
    [white] Infractoras las blancas
   *[black] Infractoras las negras
}
arbiter-section-penalties = Sanciones
arbiter-warn = { $side ->
    [white] Advertir a las blancas ({ $article })
   *[black] Advertir a las negras ({ $article })
}
arbiter-minutes-label = Minutos:
arbiter-more-time = { $side ->
    [white] +{ $minutes } min a las blancas ({ $article })
   *[black] +{ $minutes } min a las negras ({ $article })
}
arbiter-less-time = { $side ->
    [white] -{ $minutes } min a las blancas ({ $article })
   *[black] -{ $minutes } min a las negras ({ $article })
}
arbiter-section-corrections = Correcciones
arbiter-plies-label = Jugadas que se deshacen (cada una de blancas o de negras cuenta como una):
arbiter-set-clocks = Ajustar los relojes en vez de mantenerlos
arbiter-time-of = { $side ->
    [white] Tiempo de las blancas:
   *[black] Tiempo de las negras:
}
arbiter-take-back = Deshacer ({ $article })
arbiter-release-touch = Liberar las piezas tocadas ({ $article })
arbiter-find-illegal = Jugada ilegal encontrada ({ $article })
arbiter-two-hands = { $side ->
    [white] Las blancas movieron con las dos manos ({ $article })
   *[black] Las negras movieron con las dos manos ({ $article })
}
arbiter-annul-wrong-position = Anular: posición inicial errónea ({ $article })
arbiter-annul-colours-reversed = Anular: colores invertidos ({ $article })
arbiter-section-clock = Reloj ({ $article })
arbiter-clock-of = { $side ->
    [white] Corregir el reloj de las blancas
   *[black] Corregir el reloj de las negras
}
arbiter-clock-time-label = Tiempo:
arbiter-clock-set-time = Ajustar el tiempo
arbiter-clock-moves-label = Jugadas completadas:
arbiter-clock-set-moves = Ajustar el contador de jugadas
arbiter-clock-control-label = Ritmo de juego:
arbiter-clock-set-control = Ajustar el ritmo de juego
arbiter-time-unreadable = «{ $text }» no es un tiempo: escríbelo como h:mm:ss
arbiter-section-decision = Decisión
arbiter-ground-label = Motivo:
arbiter-score-label = Puntuación:
arbiter-end-game = Terminar la partida
arbiter-change-score = Cambiar la puntuación
arbiter-log-heading = Registro del árbitro
arbiter-log-claim = reclamación de una jugada ilegal
arbiter-log-remark = Observación: { $remark }

# PGN import as forgiving as club tools (issue 14): several games, [%clk] for --clocks
pgn-several-games = el archivo contiene más de una partida ({ $count } partidas); elige una con --game N:{ $list }
pgn-game-listed = { $number }. { $white } – { $black }
pgn-game-listed-round = { $number }. { $white } – { $black } (ronda { $round })
pgn-game-zero = las partidas se cuentan desde 1: la primera partida del archivo es --game 1
pgn-no-such-game = { $count ->
    [one] no hay partida { $number }: el archivo solo contiene una partida
   *[other] no hay partida { $number }: el archivo contiene { $count } partidas
}
pgn-no-emt-or-clk = ningún comentario [%emt] ni [%clk] dice cuánto tiempo llevó esta jugada
pgn-clk-impossible = su [%clk] { $after } es más de lo que tenía el reloj antes de la jugada ({ $before }) con lo que le añade el ritmo de juego ({ $added }): ningún tiempo empleado da eso
## La planilla del organizador (issue 14): el ritmo en palabras, la posición inicial, el motivo, el árbitro

control-words-moves-in = { $moves } jugadas en { $time }
control-words-then = { $first }, después { $next }
control-words-increment = { $control } + { $bonus } por jugada
control-words-increment-from = { $control }, + { $bonus } por jugada desde la jugada { $from }
control-words-delay = { $control }, demora de { $bonus }
control-words-delay-from = { $control }, demora de { $bonus } desde la jugada { $from }
control-words-bronstein = { $control }, bonificación Bronstein de { $bonus }
control-words-bronstein-from = { $control }, bonificación Bronstein de { $bonus } desde la jugada { $from }
control-words-odds = { $white } para las blancas; { $black } para las negras
sheet-start-position = Posición inicial
sheet-chess960 = Ajedrez960 n.º { $number }
sheet-reason = Motivo
sheet-arbiter-name = Árbitro
sheet-arbiter-signature = Firma del árbitro
## La ventana de la partida en una mesa del club: frente a frente, el aviso, pantalla completa, la demora (incidencia 14)
banner-draw-offer = { $side ->
    [white] Las blancas ofrecen tablas ({ $article }).
   *[black] Las negras ofrecen tablas ({ $article }).
} { $opponent ->
    [white] Blancas: ¿aceptas o rechazas?
   *[black] Negras: ¿aceptas o rechazas?
}
action-claim-menu-name = { $side ->
    [white] Blancas: reclamar tablas
   *[black] Negras: reclamar tablas
}
clock-delay-running = demora { $seconds } s
toolbar-turn-far-pieces = Girar las piezas del jugador de enfrente
toolbar-fullscreen = Pantalla completa ({ $key })
clock-key-name = { $side ->
    [white] Tecla del reloj de las blancas: { $key }
   *[black] Tecla del reloj de las negras: { $key }
}
clock-bronstein-running = se devuelven { $seconds } s al pulsar (Bronstein)
## Editor del ritmo de juego y datos del torneo (issue 14)

setup-control-text = { $side ->
    [white] Ritmo de juego de las blancas
   *[black] Ritmo de juego de las negras
}
setup-control-text-hint = Minutos y después el añadido en segundos: 90+30 (90 min + 30 s por jugada), 90/40+30+30 (90 min para 40 jugadas, luego 30 min, 30 s por jugada desde la jugada 1), 15+10, 5+3. «d» da una demora y «b» una bonificación Bronstein: 5d3. Se pueden escribir las unidades: 90 min + 30 s, 1h30, 2:30. La etiqueta PGN, en segundos, va después de la palabra PGN: PGN 5400+30.
setup-control-text-example = p. ej. 90+30, 90/40+30+30, PGN 5400+30
control-text-pgn-hint = ¿En segundos, como etiqueta PGN? Escribe PGN delante: PGN { $text }
setup-period-header = Periodo
setup-moves-header = Jugadas
setup-minutes-header = Minutos
setup-seconds-header = Segundos
setup-bonus-header = Añadido por jugada
setup-bonus-seconds-header = Añadido (s)
setup-rest-of-game = resto de la partida
setup-period-field = { $side ->
    [white] Blancas, periodo { $period }: { $field }
   *[black] Negras, periodo { $period }: { $field }
}
setup-remove-period = { $side ->
    [white] Quitar el periodo { $period } de las blancas
   *[black] Quitar el periodo { $period } de las negras
}
setup-add-period = + Añadir un periodo
setup-add-period-of = { $side ->
    [white] Añadir un periodo al ritmo de las blancas
   *[black] Añadir un periodo al ritmo de las negras
}
bonus-kind-none = ninguno
bonus-kind-fischer = incremento Fischer
bonus-kind-delay = demora simple
bonus-kind-bronstein = bonificación Bronstein
preset-delay = { $minutes } min, demora de { $seconds } s
preset-bronstein = { $minutes } min, bonificación Bronstein de { $seconds } s
control-text-error-unexpected = «{ $character }» no tiene cabida en un ritmo de juego
control-text-error-not-time = periodo { $period }: «{ $text }» no es un tiempo en minutos (o m:ss)
control-text-error-not-bonus = «{ $text }» no es un añadido en segundos
control-text-error-after-bonus = «{ $text }» va después del añadido, que tiene que ir al final
control-text-error-too-long = «{ $text }» es más de lo que puede llevar el reloj
control-text-error-bare-minutes = periodo { $period }: { $minutes } minutos, sin unidad, parece un ritmo en segundos, que se escribe con PGN delante; si son minutos, escribe { $minutes } min
control-text-error-period-too-long = periodo { $period }: { $minutes } minutos son más de 10 horas; un ritmo en segundos se escribe con PGN delante (PGN 5400+30)
control-text-error-pgn = etiqueta PGN: { $error }
setup-error-periods = { $side ->
    [white] ritmo de juego de las blancas: { $error }
   *[black] ritmo de juego de las negras: { $error }
}
setup-details = Torneo y jugadores
setup-event = Torneo
setup-site = Lugar
setup-round = Ronda
setup-arbiter-name = Árbitro
setup-rating = Elo
setup-title = Título
setup-federation = Federación
setup-no-title = sin título
setup-rating-of = { $side ->
    [white] Elo de las blancas
   *[black] Elo de las negras
}
setup-title-of = { $side ->
    [white] Título de las blancas
   *[black] Título de las negras
}
setup-federation-of = { $side ->
    [white] Federación de las blancas
   *[black] Federación de las negras
}
setup-error-rating = { $side ->
    [white] el Elo de las blancas «{ $text }» tiene que ser un número entero de 0 a { $max }
   *[black] el Elo de las negras «{ $text }» tiene que ser un número entero de 0 a { $max }
}
setup-error-title = { $side ->
    [white] el título de las blancas «{ $text }» no es ninguno de { $titles }
   *[black] el título de las negras «{ $text }» no es ninguno de { $titles }
}
setup-error-federation = { $side ->
    [white] la federación de las blancas «{ $text }» tiene que ser de tres letras mayúsculas, como las escribe la FIDE (ESP, POR)
   *[black] la federación de las negras «{ $text }» tiene que ser de tres letras mayúsculas, como las escribe la FIDE (ESP, POR)
}

## The app at home in the desktop (issue 15): where files are kept, the screen kept awake
## during a game, the low-battery sign on the clocks.
places-moved = Se ha movido { $from } a { $to }, donde se guardan ahora los ajustes.
places-kept-both = { $from } se queda donde estaba: ya existe { $to }, que es el que se lee.
problem-not-moved = No se ha podido mover { $old } a { $to } ({ $error }); se queda donde estaba y no se pierde nada de él.
awake-reason = Se está jugando una partida de ajedrez y su reloj está en marcha.
awake-unavailable = No se puede mantener la pantalla encendida durante la partida ({ $error }); la partida sigue. Desactiva a mano el salvapantallas y la suspensión si pudieran interrumpirla.
clock-battery-low = Batería baja: { $percent } %

## Anuncios en voz alta (issue 16, Apéndice D): el texto que dice un lector de pantalla o un
## motor de voz para un jugador ciego. Las columnas llevan los nombres fonéticos del apéndice
## de juego para ciegos: fuente, los apéndices de 2005 en español (F2.1), que los dan en
## castellano (Ana, Bella, César, David, Eva, Félix, Gustavo, Héctor); las Leyes de 2008 en
## español (E2.1) los dejan en alemán. Las filas se dicen como números, las piezas con las
## palabras españolas (rey, dama, torre, alfil, caballo, peón). Una jugada se dice pieza,
## origen, destino: "Caballo Gustavo 1 a Félix 3"; la captura con "toma"; después la
## promoción y el jaque o el mate, tras una coma. Véase docs/speech.md.
speech-file-a = Ana
speech-file-b = Bella
speech-file-c = César
speech-file-d = David
speech-file-e = Eva
speech-file-f = Félix
speech-file-g = Gustavo
speech-file-h = Héctor
speech-square = { $file } { $rank }
speech-piece = { $piece ->
    [king] rey
    [queen] dama
    [rook] torre
    [bishop] alfil
    [knight] caballo
   *[pawn] peón
}
speech-move = { $name } { $from } a { $to }
speech-capture = { $name } { $from } toma { $to }
speech-en-passant = { $name } { $from } toma { $to } al paso
speech-castle = { $wing ->
    [kingside] enroque corto
   *[queenside] enroque largo
}
speech-promotion = promociona a { $name }
speech-check = jaque
speech-checkmate = jaque mate
speech-hours = { $count ->
    [one] { $count } hora
   *[other] { $count } horas
}
speech-minutes = { $count ->
    [one] { $count } minuto
   *[other] { $count } minutos
}
speech-seconds = { $count ->
    [one] { $count } segundo
   *[other] { $count } segundos
}
speech-and = { $first } y { $last }
speech-clock = { $side ->
    [white] Blancas
   *[black] Negras
}: { $time }; { $moves ->
    [one] { $moves } jugada hecha
   *[other] { $moves } jugadas hechas
}
speech-low-time = { $side ->
    [white] Blancas
   *[black] Negras
}, poco tiempo: { $time }
speech-flag = { $side ->
    [white] Ha caído la bandera de las blancas
   *[black] Ha caído la bandera de las negras
}
# The board's cursor moved with the keys: a piece picked up, or put back (Escape).
speech-picked-up = Pieza levantada de { $square }
speech-put-back = Pieza devuelta a { $square }

## La voz (issue 16, Apéndice D): el interruptor de cada jugador para los anuncios en voz alta,
## la tecla que dice los relojes (D.2.6.1) y la línea que se muestra una vez cuando ningún
## servicio de voz responde (speech-dispatcher o espeak-ng). Véase docs/speech.md.
speech-heading = Anuncios en voz alta (Apéndice D)
speech-menu = Voz
speech-for-player = { $side ->
    [white] Voz para las blancas
   *[black] Voz para las negras
}
speech-language-for = { $side ->
    [white] Idioma de la voz de las blancas
   *[black] Idioma de la voz de las negras
}
speech-language-window = Idioma de la ventana ({ $language })
speech-say-clocks = Decir los relojes ({ $key })
speech-hint = Las jugadas, los relojes cuando se piden y los avisos de tiempo se dicen en voz alta, en el idioma de cada jugador (el de la ventana, si no se elige otro). { $key } dice los dos relojes.
speech-unavailable = La voz no está disponible: ningún servicio de voz respondió (speech-dispatcher o espeak-ng). La partida sigue en silencio.
# El final de la partida, dicho en voz alta: quién gana (o tablas) y por qué.
speech-game-over = { $result ->
    [white] Ganan las blancas
    [black] Ganan las negras
    [draw] Tablas
   *[other] La partida ha terminado
}: { $why }
## Partidas aplazadas (issue 17, Directrices I): el aplazamiento, la jugada secreta escrita con
## el tablero tapado, el sobre y su archivo, la reanudación en cualquier portátil.

ending-sealed-move = { $loser ->
    [white] la jugada secreta de las blancas era ambigua, ilegible o ilegal: pierden las blancas
   *[black] la jugada secreta de las negras era ambigua, ilegible o ilegal: pierden las negras
}
ending-sealed-move-vs-unwinnable = la jugada secreta haría perder, pero el adversario nunca podría dar jaque mate: tablas
adjourn-journal-bad = «{ $found }» no es un paso de un aplazamiento (session-ends-in y un tiempo; un color, un idioma, la jugada secreta y la reanudación en base64)
adjourn-refusal-adjourned = la partida está aplazada: no se juega nada hasta que se abra el sobre ({ $article })
adjourn-refusal-not-called = el árbitro no ha aplazado la partida: no hay jugada que sellar ({ $article })
adjourn-refusal-already-called = la partida ya se está aplazando ({ $article })
adjourn-refusal-not-sealed = no se ha sellado ninguna jugada: no hay sobre que abrir ({ $article })
adjourn-refusal-empty = escribe la jugada secreta antes de cerrar el sobre ({ $article })
adjourn-refusal-not-on-move = solo sella la jugada el jugador que está en juego ({ $article })
adjourn-sealing-title = { $side ->
    [white] Aplazamiento: las blancas sellan la jugada ({ $article })
   *[black] Aplazamiento: las negras sellan la jugada ({ $article })
}
adjourn-sealing-help = { $side ->
    [white] El tablero está tapado. Las blancas escriben aquí la jugada siguiente sin hacerla; las negras no miran. El reloj de las blancas corre hasta que se cierra el sobre, y hasta entonces se puede cambiar la jugada.
   *[black] El tablero está tapado. Las negras escriben aquí la jugada siguiente sin hacerla; las blancas no miran. El reloj de las negras corre hasta que se cierra el sobre, y hasta entonces se puede cambiar la jugada.
}
adjourn-sealed-move = Jugada secreta
adjourn-sealed-move-hint = en tu notación, p. ej. Cf3
adjourn-resumption = Reanudación: fecha, hora y lugar ({ $article })
adjourn-seal = Cerrar el sobre
adjourn-envelope-title = Partida aplazada: el sobre ({ $article })
adjourn-white = Blancas
adjourn-black = Negras
adjourn-position = Posición anterior a la jugada secreta
adjourn-white-time = Tiempo restante de las blancas
adjourn-white-time-used = Tiempo empleado por las blancas
adjourn-black-time = Tiempo restante de las negras
adjourn-black-time-used = Tiempo empleado por las negras
adjourn-sealed-by = Sellada por
adjourn-side = { $side ->
    [white] las blancas
   *[black] las negras
}
adjourn-move-number = Número de la jugada secreta
adjourn-draw-offer = Oferta de tablas
adjourn-offer-by = { $side ->
    [white] sigue en pie la oferta de las blancas
   *[black] sigue en pie la oferta de las negras
}
adjourn-no-offer = ninguna
adjourn-resumption-label = Reanudación
adjourn-move-hidden = La jugada secreta está en el sobre y no aparece en ninguna pantalla. El árbitro abre el sobre cuando está presente el jugador que debe responder a ella ({ $article }).
adjourn-seal-key = Clave de sellado
adjourn-seal-key-note = La clave con la que se selló este sobre: compárala con la anotada en el aplazamiento. El sello muestra que el sobre no cambió desde que esa clave lo selló; solo la misma clave muestra que es el mismo sobre.
adjourn-save-as = Guardar el sobre…
adjourn-open = Abrir el sobre ({ $article })
adjourn-lost = El sobre se ha perdido ({ $article })
adjourn-new-game = Nueva partida
adjourn-start-line = ¿Una partida aplazada que reanudar?
adjourn-resume-button = Abrir un sobre…
adjourn-envelope-failed = no se pudo hacer el sobre: { $error }
adjourn-kept = Sobre guardado como { $path }
adjourn-saved = Sobre guardado como { $path }
adjourn-error-unreadable = no se puede leer el archivo: { $detail }
adjourn-error-not-envelope = el archivo no es un sobre de Escaque ({ $detail })
adjourn-error-altered = el sobre cambió después de cerrado: su sello no coincide
adjourn-error-journal = la partida del sobre no se puede reproducir: { $error }
adjourn-error-not-adjourned = el sobre no contiene ninguna partida aplazada
adjourn-error-details-differ = lo que dice el sobre no coincide con la partida que lleva dentro
adjourn-problem = La partida aplazada de { $path } no se puede reanudar: { $error }
adjourn-panel-section = Aplazamiento
adjourn-call = Aplazar la partida: el jugador que está en juego sella una jugada ({ $article })
adjourn-panel-nothing = ahora no hay nada que hacer aquí
adjourn-confirm-call = La partida se aplaza: el jugador que está en juego escribe una jugada secreta ({ $article })
adjourn-confirm-open = Se abre el sobre en presencia del jugador que debe responder a la jugada secreta ({ $article })
adjourn-confirm-lost = El sobre se ha perdido: el jugador que selló hace en el tablero la jugada que selló ({ $article })
adjourn-no-dialog = En este escritorio no se puede mostrar ningún diálogo de archivos: inicia Escaque con --resume ARCHIVO para abrir un sobre
adjourn-session-left = Minutos que le quedan a la sesión ({ $article })
adjourn-confirm-call-early = La partida se aplaza; la sesión termina en { $minutes } min, y quien selle antes gasta ese tiempo ({ $article })
adjourn-envelope-waits = No se abre el sobre { $path }: reanuda la partida sin terminar o déjala de lado primero, y luego abre el sobre desde la pantalla de inicio
## The live PGN and the organiser's view (issue 17: src/ui/live_ui.rs, src/ui/follow.rs)
live-on = Escribir la partida en directo en una carpeta, en PGN, para una retransmisión o la vista del organizador
live-folder = Carpeta
live-folder-hint = una carpeta compartida con la retransmisión
live-choose = Elegir…
live-board = Tablero
live-no-dialog = En este escritorio no se puede mostrar un diálogo de carpetas: escribe la ruta de la carpeta.
live-file-note = Se reescribe después de cada jugada: { $path }
live-no-folder = Elige la carpeta donde va la partida en directo; hasta entonces no se escribe nada.
problem-live-not-written = No se escribió la partida en directo: { $error }. La partida sigue; se vuelve a intentar escribir el archivo a los pocos segundos y después de cada jugada.
follow-heading = Los tableros de la sala
follow-path-hint = una carpeta o un archivo PGN
follow-add = Seguir
follow-pick-folder = Carpeta…
follow-pick-files = Archivos…
follow-no-dialog = En este escritorio no se puede mostrar un diálogo de archivos: escribe la ruta y pulsa Seguir.
follow-source-unreadable = No se puede leer { $path }: { $error }
follow-remove = Dejar de seguir
follow-empty = Todavía no hay tableros: añade la carpeta donde los tableros escriben sus partidas en directo.
follow-board = Tablero { $board }
follow-round = ronda { $round }
follow-in-play = en juego
follow-last-move = Última jugada: { $move }
follow-no-moves = Todavía sin jugadas
follow-clock-of = { $side ->
    [white] Reloj de las blancas
   *[black] Reloj de las negras
} después de su última jugada
follow-file-unreadable = La última lectura falló ({ $error }): se muestra el último estado válido.
follow-file-not-a-game = La última lectura no era una partida entera ({ $error }): se muestra el último estado válido.
follow-file-gone = El archivo ya no está: se muestra el último estado leído.
follow-not-answering = Las carpetas llevan { $seconds } s sin responder: los tableros muestran lo último que se leyó.
live-serve = Servirla también solo para lectura por HTTP
live-port = Puerto HTTP
live-serve-network = también a las otras máquinas de la red
live-serve-any-host = la dirección de esta máquina
live-serve-note = Las herramientas de retransmisión la leen en { $url }
problem-live-not-served = No se puede servir la partida en directo en el puerto { $port }: { $error }. Elige otro puerto en la pantalla de preparación; la partida sigue.
## Keyboard play and the screen reader (issue 16): the board's cursor, the names a screen
## reader gives the squares, clocks and moves, and the keys listed in the Keyboard menu.
board-name = Tablero
board-square-empty = { $square }, vacía
board-state-picked-up = levantada
board-state-touched = tocada
board-state-last-move = última jugada
board-state-check = rey en jaque
board-state-hint = la pieza levantada puede ir aquí
board-keys-help = Las flechas mueven el cursor; Intro o Espacio levanta una pieza y la deja; Escape la devuelve a su sitio
clock-state-running = en marcha
clock-state-stopped = detenido
scoresheet-move-name = { $number }. { $side ->
    [white] Blancas
   *[black] Negras
}: { $san }
keys-menu = Teclado
keys-tab = Tab: el tablero, después el campo de la jugada, la planilla y cada botón por orden; Mayús+Tab vuelve atrás
keys-arrows = Flechas, en el tablero: mueven el cursor (Arriba se aleja del jugador del borde inferior)
keys-enter = { $space ->
    [yes] Intro o Espacio
   *[no] Intro
}, en el tablero: levanta la pieza bajo el cursor y después la deja donde esté el cursor
keys-escape = Escape, en el tablero: devuelve la pieza a su sitio (con la regla de pieza tocada, la pieza sigue tocada, { $article })
keys-typed = En el campo de la jugada: escribe la jugada, p. ej. { $example }, y pulsa Intro
keys-clock = { $key }: { $side ->
    [white] las blancas pulsan el reloj
   *[black] las negras pulsan el reloj
}
keys-buttons = { $space ->
    [yes] Intro o Espacio
   *[no] Intro
}, en un botón o un reloj: lo pulsa
keys-arbiter = { $key }: el panel del árbitro
keys-fullscreen = { $key }: pantalla completa
keys-speech = { $key }: dice en voz alta los dos relojes, tiempo y jugadas hechas (D.2.6.1)
keys-contrast = { $key }: activa o desactiva el alto contraste
dialog-result = Resultado: { $result }
sign-pad-keys = Intro o Espacio: firmar con una cruz
# Ver peor (issue 16): alto contraste y tamaño de los relojes y las coordenadas
view-menu = Vista
view-high-contrast = Alto contraste ({ $key })
view-size = Relojes y coordenadas
view-size-normal = Tamaño normal
view-size-large = Grande
view-size-largest = Muy grande
## Series (issue 17): un match o una velada del club, partida tras partida
series-setup = Una serie: un match o una velada del club
series-name = Nombre
series-site = Lugar
series-date = Fecha
series-rounds = Rondas
series-board = Tablero
series-kind-match = Match: los mismos dos jugadores, alternando los colores
series-kind-evening = Velada del club: los jugadores pueden cambiar en cada ronda
series-start = Empezar la serie
series-past = Series anteriores
series-needs-names = Una serie necesita los nombres de los dos jugadores, y que sean distintos.
series-bad-date = La fecha se escribe año.mes.día, como 2026.11.23: «{ $date }» no es una fecha escrita así.
series-unnamed = Serie
series-details = { $kind ->
    [match] Match
   *[evening] Velada del club
}, { $date }, tablero { $board }
series-games = Partidas
series-no-games = Todavía no se ha jugado ninguna partida.
series-game-line = Ronda { $round }: { $white } – { $black }, { $result }{ $sealed ->
    [yes] {" "}(firmada y sellada)
   *[no] {""}
}
series-no-result = sin resultado (se juega de nuevo)
series-standings = Clasificación ({ $article })
series-final-standings = Clasificación final ({ $article })
series-standing-line = { $player }: { $points }
series-match-score = { $first } { $a } – { $b } { $second }
series-standing-games = { $games ->
    [one] una partida
   *[other] { $games } partidas
}
series-round-of = Siguiente: ronda { $round } de { $rounds }
series-next = { $white } juega con blancas, { $black } con negras
series-after-game = Clasificación de la serie
series-continue-note = La partida de { $name }, ronda { $round }, se apartó antes de su primera jugada: corrige la preparación de arriba y sigue con la serie.
series-continue = Seguir con la serie
series-next-game = Siguiente partida
series-end-now = Terminar la serie ahora
series-finished = La serie ha terminado.
series-adjourned-to-finish = Ya no queda ninguna ronda por empezar. Aplazada, por terminar: ronda { $rounds }. La serie termina cuando se acabe esa partida: abre el sobre desde la pantalla de inicio.
series-save-pgn = Guardar el PGN de la serie…
series-leave = Salir de la serie
series-back = Volver
series-open = Abrir
series-list-heading = Series anteriores
series-list-empty = Todavía no se ha jugado ninguna serie aquí.
series-list-line = { $name }, { $date }: { $played } de { $rounds ->
    [one] 1 ronda jugada
   *[other] { $rounds } rondas jugadas
}; { $standings }
series-unreadable = No se puede leer { $path }: { $error }
series-damaged = { $path } está dañado y no se puede leer ({ $error }); se deja como está.
series-too-many-points = Una partida no puede dar { $score }: ninguna partida da más de un punto ({ $article }).
series-not-kept = La partida no se guardó con la serie: { $error }
series-pending = La ronda { $round } ({ $white } – { $black }, { $result }) aún no se ha guardado con la serie: no se pudo escribir su planilla. Queda aquí pendiente hasta que se guarde: corrige lo que se indica abajo e inténtalo de nuevo. Ninguna ronda empieza antes de que se guarde.
series-retry = Intentar de nuevo
series-kept-now = La ronda { $round } ya está guardada con la serie.
## Adjournment after review (issue 17: src/ui/adjourn_ui.rs, src/laws/adjourn.rs)
adjourn-refusal-not-completed = la jugada del tablero aún no está completada: su jugador pulsa primero el reloj (Artículo 6.2.1), y luego sella el adversario, al que le corre el reloj ({ $article })
adjourn-refusal-already-opened = el sobre ya está abierto: el árbitro decide sobre la jugada secreta ({ $article })
adjourn-refusal-cannot-establish = el árbitro solo puede fijar lo que significa una jugada secreta cuando es ambigua o no se puede leer, y solo como una jugada legal que pueda significar ({ $article })
adjourn-complete-first = { $side ->
    [white] Las blancas han movido y no han pulsado el reloj. Las blancas lo pulsan para completar la jugada (Artículo 6.2.1); luego las negras, a las que les corre el reloj, escriben la jugada secreta ({ $article }).
   *[black] Las negras han movido y no han pulsado el reloj. Las negras lo pulsan para completar la jugada (Artículo 6.2.1); luego las blancas, a las que les corre el reloj, escriben la jugada secreta ({ $article }).
}
adjourn-press-to-complete = { $side ->
    [white] Pulsar el reloj de las blancas
   *[black] Pulsar el reloj de las negras
}
adjourn-opened-title = El sobre está abierto ({ $article })
adjourn-opened-written = { $side ->
    [white] Jugada secreta { $number } de las blancas, en notación { $language ->
        [gl] gallega
        [es] española
        [pt] portuguesa
        [ca] catalana
       *[en] inglesa
    }:
   *[black] Jugada secreta { $number } de las negras, en notación { $language ->
        [gl] gallega
        [es] española
        [pt] portuguesa
        [ca] catalana
       *[en] inglesa
    }:
}
adjourn-reads-legal = Se lee como { $move }: se hace la jugada y se pone en marcha el reloj del adversario ({ $article }).
adjourn-reads-ambiguous = Vale para más de una jugada: { $moves } ({ $article }).
adjourn-reads-unreadable = No se puede establecer su significado como jugada ({ $article }).
adjourn-reads-illegal = No es una jugada legal en esta posición ({ $article }).
adjourn-loses = { $side ->
    [white] Decisión: pierden las blancas.
   *[black] Decisión: pierden las negras.
}
adjourn-loses-draw = Decisión: tablas, porque el adversario nunca podría dar jaque mate ({ $article }).
adjourn-play-sealed = Hacer la jugada secreta ({ $article })
adjourn-confirm-ruling = Confirmar la decisión ({ $article })
adjourn-establish-as = El árbitro la lee como { $move } ({ $article })
adjourn-establish-label = La jugada que el árbitro lee en ella
adjourn-establish-play = Hacer esta jugada ({ $article })
adjourn-establish-bad = «{ $text }» no es una jugada legal aquí: escríbela en tu notación, p. ej. { $example }

## Series and live file after review
follow-adjourned = aplazada
follow-start-button = Seguir tableros…
follow-start-hint = La vista del organizador: elige la carpeta donde los tableros escriben sus partidas en directo
series-adjourned = aplazada (por terminar)

## The notes of the record, beside the moves and in the arbiter's record (src/i18n/notes.rs)
note-improper-offer = { $side ->
    [white] Las blancas ofrecieron tablas fuera del momento adecuado ({ $offer }, { $article })
   *[black] Las negras ofrecieron tablas fuera del momento adecuado ({ $offer }, { $article })
}
note-claim = { $side ->
    [white] Las blancas reclaman { $claim }: { $verdict }
   *[black] Las negras reclaman { $claim }: { $verdict }
}
note-claim-threefold = tablas por triple repetición ({ $article })
note-claim-fifty = tablas por cincuenta jugadas ({ $article })
note-claim-intended = { $claim } con la jugada { $move }
note-claim-correct = correcta, tablas ({ $article })
note-claim-wrong = no es correcta ({ $article })
note-undecided = { $side ->
    [white] el análisis no pudo decidir si las blancas aún podían dar mate: el resultado se mantiene
   *[black] el análisis no pudo decidir si las negras aún podían dar mate: el resultado se mantiene
}
note-played-after-end = jugada hecha después de terminar la partida ({ $article })

## PGN as clubs and servers write it (issue 29)
pgn-coordinate-move = esta jugada está escrita por sus casillas (de salida y de llegada), como las escriben los motores, no en notación algebraica: escribe la pieza y su casilla, Nf3 por g1f3
pgn-tag-glued-to-moves = una etiqueta y jugadas están en la misma línea: cada etiqueta va en una línea propia, antes de las jugadas
pgn-no-usable-clock = todos los [%clk] de la partida marcan { $clk }, que ningún reloj de este ritmo de juego marca jugada tras jugada: el archivo no trae un reloj utilizable; usa adjudicate sin --clocks
illegal-king-captured = el rey del adversario fue retirado del tablero ({ $article })

## Issue 25, the window rebuilt

# The toolbar button that changes the seating names what it does, not the seating now.
toolbar-seat-face-to-face = Sentar a los jugadores frente a frente
toolbar-seat-side-by-side = Sentar a los jugadores lado a lado

# Closing the window during a game in play.
close-heading = ¿Cerrar Escaque durante la partida?
close-body = La partida se guarda jugada a jugada: se ofrece al abrir Escaque de nuevo, con los relojes parados donde estaban.
close-yes = Cerrar
close-no = Seguir jugando

## Issue 25, item 9
control-error-bonus-over-max = { $kind ->
    [increment] periodo { $period }: un incremento de { $bonus } s por jugada pasa de { $max } minutos, seguramente un error: el añadido se cuenta en segundos (los de la FIDE son de 60 s como mucho); escribe cada tiempo con su unidad, como en 15 min + 10 s
    [delay] periodo { $period }: una demora de { $bonus } s por jugada pasa de { $max } minutos, seguramente un error: el añadido se cuenta en segundos (los de la FIDE son de 60 s como mucho); escribe cada tiempo con su unidad, como en 15 min + 10 s
    [bronstein] periodo { $period }: una bonificación Bronstein de { $bonus } s por jugada pasa de { $max } minutos, seguramente un error: el añadido se cuenta en segundos (los de la FIDE son de 60 s como mucho); escribe cada tiempo con su unidad, como en 15 min + 10 s
   *[none] periodo { $period }: un añadido de { $bonus } s por jugada pasa de { $max } minutos, seguramente un error: el añadido se cuenta en segundos (los de la FIDE son de 60 s como mucho); escribe cada tiempo con su unidad, como en 15 min + 10 s
}
result-title-abandoned = Partida interrumpida, sin resultado
result-title-annulled = Partida anulada: hay que jugarla de nuevo

## Issue 25, items 6-8, 10
status-ready = { $side ->
    [white] Preparada, aún no corre ningún reloj: las negras ponen en marcha el reloj de las blancas pulsando el suyo (tecla { $key }), o el árbitro pone en marcha los relojes
   *[black] Preparada, aún no corre ningún reloj: las blancas ponen en marcha el reloj de las negras pulsando el suyo (tecla { $key }), o el árbitro pone en marcha los relojes
}
status-press = { $side ->
    [white] Las blancas han movido y deben pulsar su reloj (tecla { $key }) para completar la jugada ({ $article })
   *[black] Las negras han movido y deben pulsar su reloj (tecla { $key }) para completar la jugada ({ $article })
}
status-paused = Los relojes están detenidos: el árbitro los vuelve a poner en marcha ({ $article })
status-arbiter-stopped = El árbitro ha detenido los relojes ({ $article }); vuelven a andar al cerrar el panel
status-adjourned = La partida está aplazada: la jugada secreta está en su sobre ({ $article })
status-sealing = { $side ->
    [white] Aplazamiento: las blancas escriben la jugada secreta ({ $article })
   *[black] Aplazamiento: las negras escriben la jugada secreta ({ $article })
}
clock-state-ready = preparado
clock-ready-start = { $side ->
    [white] pulsa para poner en marcha el reloj de las blancas
   *[black] pulsa para poner en marcha el reloj de las negras
}
clock-control-passed = control superado: +{ $minutes } min
clock-control-passed-time = control superado: +{ $time }
speech-control-passed = { $side ->
    [white] Las blancas han llegado al control: { $minutes ->
        [one] un minuto más
       *[other] { $minutes } minutos más
    }
   *[black] Las negras han llegado al control: { $minutes ->
        [one] un minuto más
       *[other] { $minutes } minutos más
    }
}
speech-control-passed-time = { $side ->
    [white] Las blancas han llegado al control: { $time } más
   *[black] Las negras han llegado al control: { $time } más
}

# Issue 27: with a screen reader running, what the app's own voice still says (the speech settings).
speech-with-reader = Hay un lector de pantalla en marcha: esta voz dice solo las jugadas del adversario, los avisos de tiempo y los relojes cuando se piden; el lector dice lo demás.
# Issue 28: the seal's key, verify, the arbiter's acts, bounds on input
cli-verify-not-a-key = { $key } no nombra ninguna clave de sello: indica la huella de la clave (16 dígitos hexadecimales, como en la pantalla de preparación y en la planilla impresa) o su clave pública
cli-verify-other-key = el registro se selló con la clave { $found }, no con la clave requerida { $required }: quien tenga otra clave puede sellar un registro cambiado, así que no es el registro que selló esa clave
setup-seal-fingerprint = Clave de sello: { $fingerprint }
pdf-seal-fingerprint = Sellado con la clave { $fingerprint }
record-key-changed = La clave de sello { $path } ha cambiado desde que se creó: se creó como la clave { $expected } y ahora contiene la clave { $found }. No se sella nada con ella, para que ningún registro quede sellado con una clave que no es la de esta instalación. Apártala para crear una clave nueva (entonces tendrá una huella nueva) o vuelve a poner el archivo original.
pgn-read-otherwise = otros lectores de PGN no leen esta partida como se selló: hay texto antes de sus etiquetas, o ninguna línea en blanco entre ella y otra partida, así que mostrarían las etiquetas como jugadas o la unirían a otra partida
arbiter-bar-panel = El tiempo, los resultados y el registro se cambian en el panel del árbitro
arbiter-pin-for-restart = Volver a poner en marcha los relojes es decisión del árbitro (Artículo 6.11.3): el PIN los pone en marcha.
arbiter-pin-for-ruling = Esta decisión es del árbitro: el PIN la lleva a cabo.
setup-pin-unprotected = Ningún PIN protege el panel del árbitro: cualquiera puede cambiar un reloj o un resultado.
setup-text-too-long = { $field ->
    [white] el nombre de las blancas
    [black] el nombre de las negras
    [white-title] el título de las blancas
    [black-title] el título de las negras
    [white-federation] la federación de las blancas
    [black-federation] la federación de las negras
    [event] el nombre del torneo
    [site] el lugar
    [round] la ronda
    [arbiter] el nombre del árbitro
    [fen] la posición inicial (FEN)
   *[series] el identificador de la serie
} tiene { $length } caracteres; puede tener como mucho { $limit }
settings-damage-too-large = el archivo tiene { $megabytes } MB, mucho más que cualquier archivo de ajustes; no se lee
## The journal: a whole last line whose line end was changed (issue 28)
journal-line-end-changed = la línea está entera, pero su fin de línea se cambió o falta: se cambió un byte (un cierre brusco corta la línea antes de que acabe su suma de comprobación)

## Resuming: the time a clock ran after the journal's last entry, kept by its marks (issue 28)
resume-clock-ran = { $side ->
    [white] El reloj de las blancas corrió { $time } después de la última anotación del registro, antes de que la aplicación se detuviera: ese tiempo se descuenta del reloj de las blancas al reanudar la partida.
   *[black] El reloj de las negras corrió { $time } después de la última anotación del registro, antes de que la aplicación se detuviera: ese tiempo se descuenta del reloj de las negras al reanudar la partida.
}
## The evening (issue 30): pairings typed or made, and the organiser's files

evening-pairing-unknown-player = El jugador { $player } no es uno de los jugadores: van numerados del 1 al { $players }.
evening-pairing-paired-twice = El jugador { $player } está emparejado dos veces en la ronda.
evening-pairing-against-self = El jugador { $player } está emparejado consigo mismo.
evening-pairing-board-twice = El tablero { $board } tiene dos partidas.
evening-pairing-bye-on-board = El descanso del jugador { $player } tiene el tablero { $board }: un descanso no ocupa tablero (0).
evening-pairing-game-on-board-zero = La partida { $white }–{ $black } está en el tablero 0: los tableros se numeran desde el 1.
evening-pairing-unpaired = El jugador { $player } ni está emparejado ni descansa.
evening-berger-players = Las tablas de Berger son para { $min } a { $max } jugadores, no para { $players }.
evening-round-problem = Ronda { $round }: { $problem }
evening-round-out-of-order = La ronda { $round } aún no se puede emparejar: la siguiente que se empareja es la { $next }.
evening-round-has-results = La ronda { $round } ya tiene resultados: sus emparejamientos no pueden cambiar.
evening-no-round = La ronda { $round } no está emparejada.
evening-no-board = En la ronda { $round } no hay partida en el tablero { $board }.
evening-trf-field = { $field ->
    [start] número inicial
    [sex] sexo
    [title] título
    [name] nombre
    [rating] Elo FIDE
    [federation] federación
    [fide-id] ID FIDE
    [birth] fecha de nacimiento
    [points] puntos
    [rank] puesto
    [opponent] adversario
    [colour] color
    [result] resultado
   *[round-date] fecha de la ronda
}
evening-trf-too-wide-tournament = El torneo, { $field }: «{ $value }» no cabe en las { $width } columnas del TRF.
evening-trf-too-wide-player = Jugador { $player }, { $field }: «{ $value }» no cabe en las { $width } columnas del TRF.

## The screen, as a screen reader names it with the window (issue 27)

screen-game = Partida: { $white } contra { $black }

## The seating, chosen before the game too (issue 25, item 5)

view-seating = Dónde se sientan los jugadores
view-seating-side-by-side = Lado a lado
view-seating-face-to-face = Frente a frente

## h30files

evening-crosstable-title = Tabla cruzada
evening-col-rank = Puesto
evening-col-number = Nº
evening-col-name = Nombre
evening-col-rating = Elo
evening-col-points = Puntos
evening-col-round = R{ $round }
evening-white-initial = b
evening-black-initial = n
evening-bye = desc.
evening-tb-de = DE
evening-tb-sb = SB
evening-tb-wins = VIC
evening-tb-bh = BH
evening-tb-bh-c1 = BH-C1
evening-tb-de-name = encuentro directo
evening-tb-sb-name = Sonneborn-Berger
evening-tb-wins-name = número de victorias
evening-tb-bh-name = Buchholz
evening-tb-bh-c1-name = Buchholz sin su valor más bajo (corte 1)
evening-legend-tie-break = { $code }: { $name }
evening-legend-cell = En cada celda: el número del adversario, el color ({ $white } blancas, { $black } negras) y los puntos.
evening-legend-marks = { $hand } resultado anotado a mano por el árbitro · { $unverified } registro no verificado, no cuenta · { $pending } todavía sin resultado
evening-line-arbiter = Árbitro: { $arbiter }
evening-pairings-round = Ronda { $round }
evening-pairings-board = Tablero { $board }: { $white } – { $black }: { $result }
evening-pairings-bye = Descansa: { $player }
evening-result-pending = pendiente
evening-result-by-hand = { $score } (anotado a mano)
evening-result-unverified = no verificado: { $reason }
evening-record-part = { $part ->
    [tags] las etiquetas
    [moves] las jugadas
    [clocks] los relojes
    [result] el resultado
    *[signatures] las firmas
}
evening-unverified-not-registered = no hay ningún portátil registrado para este tablero
evening-unverified-unsealed = el registro no está sellado
evening-unverified-altered = el registro cambió después de sellarlo
evening-unverified-altered-parts = el registro cambió después de sellarlo ({ $parts })
evening-unverified-other-key = sellado con la clave { $found }, no con la clave registrada del tablero, { $registered }
evening-unverified-not-one-record = el archivo no contiene exactamente un registro
evening-unverified-unreadable = no se puede leer el archivo: { $error }
evening-unverified-registration = no se puede usar el registro del portátil de este tablero, así que no hay clave con la que comprobar el sello: { $error }
evening-unverified-other-game = su etiqueta { $tag } dice «{ $found }», y el emparejamiento «{ $expected }»
evening-unverified-no-result = el registro no tiene resultado
evening-board-zero = Los tableros se numeran desde el 1.
evening-board-not-a-key = «{ $text }» no es ninguna clave de sello: indica la huella de la clave o su clave pública.
evening-board-taken = El tablero { $board } está registrado para otro portátil (clave { $registered }); la clave de este portátil es { $offered }. El organizador puede eliminar ese registro para darle el tablero a este portátil.
evening-board-time-control = El ritmo de juego de la velada, «{ $text }», no lo puede llevar un reloj.
evening-store-unreadable = No se puede leer { $path }: { $error }
evening-store-damaged = { $path } está dañado o no lo escribió Escaque: { $error }
cli-evening-written = escrito: { $path }
cli-evening-trf-failed = no se puede escribir el TRF: { $error }

## A board of a club's evening, on the board's laptop (issue 30)
evening-board-join-button = Jugar un tablero de una velada…
evening-board-join-hint = Este portátil juega un tablero de una velada del club: la partida de cada ronda se prepara a partir de los emparejamientos, y su planilla va a la carpeta de la velada
evening-board-join-title = Jugar un tablero de una velada
evening-board-join-intro = Indica la carpeta compartida de la velada (la que hizo el organizador) y el número del tablero que juega este portátil. El portátil queda registrado allí por su clave de sellado, para que el organizador pueda fiarse de las planillas que sella.
evening-board-folder = La carpeta de la velada
evening-board-choose = Elegir…
evening-board-no-dialog = En este escritorio no se puede mostrar un diálogo de carpetas: escribe la ruta de la carpeta.
evening-board-number = El tablero de este portátil
evening-board-join = Unirse
evening-board-cancel = Cancelar
evening-board-bad-number = El tablero es un número desde 1, no «{ $text }».
evening-board-joined = { $evening }: ronda { $round }, tablero { $board }. { $white } (blancas) – { $black } (negras).
evening-board-all-played = { $evening }: todas las partidas del tablero { $board } emparejadas hasta ahora tienen su planilla o su resultado.
evening-board-leave = Dejar la velada
evening-board-sent = La planilla está en la carpeta de la velada: { $path }
evening-board-not-sent = No se pudo poner la planilla en la carpeta de la velada: { $error }. Se conserva en este portátil.
## h30live

follow-round-shown = Se muestra la ronda { $round }
setup-error-live-name = { $side ->
    [white] la partida se escribe en directo para una retransmisión, que necesita los nombres de los dos jugadores: escribe el nombre de las blancas (dos letras o más, no «unknown»)
   *[black] la partida se escribe en directo para una retransmisión, que necesita los nombres de los dos jugadores: escribe el nombre de las negras (dos letras o más, no «unknown»)
}
live-needs-names = Una retransmisión solo muestra las partidas con los nombres de los dos jugadores: con la partida en directo activada, la partida no empieza sin ellos.

## A damaged file of a series or an evening, said without the RON reader's words (issue 28)
file-fault-end-of-file = el archivo termina antes que su contenido
file-fault-trailing = hay más texto después del final del contenido del archivo
file-fault-unknown-field = aquí no hay ningún campo llamado «{ $name }»
file-fault-unknown-variant = «{ $name }» no es ninguno de los valores que toma este campo
file-fault-missing-field = falta el campo «{ $name }»
file-fault-duplicate-field = el campo «{ $name }» aparece dos veces
file-fault-invalid-value = este campo no puede tomar el valor que pone aquí
file-fault-number-out-of-range = el número es demasiado grande o demasiado pequeño para este campo
evening-damage-round-numbered = la ronda { $place } del archivo tiene el número { $number }: las rondas se numeran 1, 2, 3…
evening-damage-result-not-paired = ronda { $round }: hay un resultado para una partida que no está emparejada (el jugador { $white } contra el jugador { $black })
evening-damage-other-board = el archivo nombra el tablero { $board }, no el de su nombre
## h30ui
## A club's evening across boards on the organiser's screens (issue 30)

evening-screen-start-button = Velada del club…
evening-screen-start-hint = Una velada del club en varios tableros: los jugadores, los emparejamientos de cada ronda y la tabla cruzada, guardados en una carpeta que comparten los portátiles de los tableros.
evening-screen-heading = Velada del club
evening-screen-page-folder = Carpeta
evening-screen-page-details = Datos y jugadores
evening-screen-page-pairings = Emparejamientos
evening-screen-page-crosstable = Tabla cruzada
evening-screen-leave = Volver a la pantalla de preparación
evening-screen-folder-note = La velada se guarda en una carpeta a la que llegan los portátiles de todos los tableros (una carpeta compartida en red o sincronizada). Abre una carpeta con una velada, o una vacía para preparar una nueva.
evening-screen-folder = Carpeta:
evening-screen-folder-hint = la ruta de la carpeta compartida
evening-screen-choose = Elegir…
evening-screen-open = Abrir
evening-screen-no-dialog = En este escritorio no se puede mostrar un diálogo de carpetas: escribe la ruta de la carpeta.
evening-screen-folder-is = carpeta { $folder }
evening-screen-arbiter-is = árbitro: { $name }
evening-screen-new = Todavía no hay ninguna velada guardada en { $folder }: rellena sus datos y jugadores y después guárdala.
evening-screen-saved = Guardada en { $folder }.
evening-screen-save-first = Guarda primero los datos y los jugadores de la velada.
evening-screen-name = Nombre
evening-screen-site = Lugar
evening-screen-start = Primer día
evening-screen-end = Último día
evening-screen-arbiter = Árbitro principal
evening-screen-federation = Federación
evening-screen-control = Ritmo de juego
evening-screen-control-none = Sin indicar
evening-screen-system = Sistema de emparejamiento
evening-screen-round-robin = Liga (todos contra todos)
evening-screen-swiss = Suizo
evening-screen-rounds = Rondas
evening-screen-save = Guardar la velada
evening-screen-add-player = Añadir un jugador
evening-screen-remove-player = Quitar el último jugador
evening-screen-players-fixed = Las rondas están emparejadas: los jugadores quedan como están.
evening-screen-number = N.º
evening-screen-player-name = Jugador
evening-screen-rating = Elo
evening-screen-title = Título
evening-screen-player-federation = Fed.
evening-screen-fide-id = ID FIDE
evening-screen-player-field = { $field ->
    [rating] Elo del jugador { $player }
    [title] Título del jugador { $player }
    [federation] Federación del jugador { $player }
    [fide-id] ID FIDE del jugador { $player }
   *[name] Nombre del jugador { $player }
}
evening-screen-form-too-few = Una velada necesita al menos dos jugadores.
evening-screen-form-no-name = El jugador { $player } no tiene nombre.
evening-screen-form-long-name = El nombre del jugador { $player } pasa de los { $max } caracteres que caben en el archivo de informe de la FIDE.
evening-screen-form-rating = El Elo «{ $text }» del jugador { $player } no es un número entero de 0 a { $max }.
evening-screen-form-title = El título «{ $text }» del jugador { $player } no es un título FIDE (GM, IM, FM, CM, WGM, WIM, WFM, WCM).
evening-screen-form-federation = La federación «{ $text }» del jugador { $player } no son tres letras.
evening-screen-form-fide-id = El ID FIDE «{ $text }» del jugador { $player } no es un número de hasta 11 cifras.
evening-screen-form-evening-federation = La federación «{ $text }» no son tres letras.
evening-screen-form-date = La fecha «{ $text }» no está escrita AAAA/MM/DD.
evening-screen-form-players-paired = Las rondas están emparejadas: ahora no se pueden añadir ni quitar jugadores.
evening-screen-round = Ronda:
evening-screen-round-of = Ronda { $round } de { $rounds }
evening-screen-no-rounds = Todavía ninguna emparejada
evening-screen-pair-berger = Emparejar por las tablas de Berger
evening-screen-type-round = Escribir la ronda { $round }
evening-screen-edit-round = Editar la ronda { $round }
evening-screen-board = Tablero
evening-screen-white = Blancas
evening-screen-black = Negras
evening-screen-result = Resultado
evening-screen-bye = descanso
evening-screen-bye-note = Un jugador que descansa no juega ninguna partida en esa ronda.
evening-screen-pending = pendiente
evening-screen-result-verified = { $score } (partida sellada)
evening-screen-result-by-hand = { $score } (introducido a mano)
evening-screen-no-result = Sin resultado (pendiente)
evening-screen-by-hand-button = Resultado a mano… (tablero { $board })
evening-screen-by-hand-heading = Ronda { $round }, tablero { $board }: el resultado a mano
evening-screen-by-hand-note = Para un tablero jugado sin portátil: el árbitro introduce su resultado, marcado como introducido a mano.
evening-screen-by-hand-enter = Introducir el resultado
evening-screen-pin-wrong = PIN incorrecto: no se introduce nada.
evening-screen-cancel = Cancelar
evening-screen-editor-heading = Ronda { $round }, tal como se escribe
evening-screen-editor-note = Una línea por tablero: su número y los números iniciales de blancas y negras. Para un descanso, solo el número de blancas.
evening-screen-keep-round = Guardar la ronda
evening-screen-add-line = Añadir una línea
evening-screen-remove-line = Quitar la última línea
evening-screen-line-field = Línea { $line }: { $field }
evening-screen-editor-not-a-number = Línea { $line }: «{ $text }» no es un número.
evening-screen-crosstable-heading = Tabla cruzada ({ $article })
evening-screen-place = Puesto
evening-screen-points = Puntos
evening-screen-round-short = R{ $round }
evening-screen-cell-white = b
evening-screen-cell-black = n
evening-screen-cell-bye = descanso { $points }
evening-screen-crosstable-marks = En cada ronda: el número del adversario, el color (b blancas, n negras) y los puntos. * introducido a mano por el árbitro; … pendiente (todavía sin partida sellada y verificada).
evening-screen-tie-breaks = Desempates, por orden: { $list }.
evening-screen-tb-direct-short = ED
evening-screen-tb-direct = encuentro directo
evening-screen-tb-sb-short = SB
evening-screen-tb-sb = Sonneborn-Berger
evening-screen-tb-wins-short = Vict.
evening-screen-tb-wins = número de victorias
evening-screen-tb-buchholz-short = Bh
evening-screen-tb-buchholz = Buchholz
evening-screen-tb-buchholz-cut-short = Bh-1
evening-screen-tb-buchholz-cut = Buchholz sin el peor resultado (corte 1)
evening-screen-opened = Está abierta la velada guardada en { $folder }.
evening-screen-reload = Leer de nuevo la carpeta
evening-screen-date-hint = AAAA/MM/DD

## The evening's results as gathered, and its files from the window (issue 30)
evening-screen-result-unverified = no cuenta: { $why }
evening-files-heading = Los archivos de la velada:
evening-files-pgn = PGN de todas las partidas…
evening-files-trf-2016 = TRF (2016)…
evening-files-trf-2026 = TRF (2026)…
evening-files-pdf = Tabla cruzada (PDF)…
evening-screen-follow = Seguir los tableros en directo…
