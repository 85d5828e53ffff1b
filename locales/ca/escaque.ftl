# Escaque: català. Termes de la traducció catalana de les Lleis dels Escacs de la FIDE (2023):
# taules, escac i mat, ofegat, rellotge, bandera, planella, final a caiguda de bandera; lletres
# R D T A C. Els números dels articles són els de l'edició de 2023.

## Paraules d'ús general

side-name = { $side ->
    [white] Blanques
   *[black] Negres
}
cite-article = Article { $number }
cite-guidelines = Directrius { $number }
cite-appendix = Apèndix { $number }

category-standard = escacs estàndard
category-rapid = escacs ràpids
category-blitz = escacs llampec

## Com s'acaba la partida (articles 5, 6.9 i 9)

ending-line = { $result }: { $why } ({ $article })
ending-checkmate = { $loser ->
    [white] les blanques reben escac i mat
   *[black] les negres reben escac i mat
}
ending-stalemate = ofegat
ending-dead-position = posició morta: cap dels dos no pot fer escac i mat
ending-fivefold = la mateixa posició per cinquena vegada
ending-seventy-five-moves = 75 jugades de cada bàndol sense moure cap peó ni capturar
ending-resignation = { $loser ->
    [white] les blanques abandonen
   *[black] les negres abandonen
}
ending-resignation-vs-unwinnable = abandó, però l'adversari no hauria pogut fer mai escac i mat: taules
ending-time-forfeit = { $loser ->
    [white] ha caigut la bandera de les blanques
   *[black] ha caigut la bandera de les negres
}
ending-timeout-vs-unwinnable = ha caigut la bandera, però l'adversari no podria fer mai escac i mat: taules
ending-threefold-claim = taules reclamades per triple repetició
ending-fifty-moves-claim = taules reclamades per cinquanta jugades sense moure cap peó ni capturar
ending-agreement = taules de mutu acord
ending-quickplay-finish = l'àrbitre accepta la reclamació de taules en el final a caiguda de bandera
ending-arbiter-decision = l'àrbitre no accepta la reclamació

## Peça tocada (articles 4.3 a 4.5)

obligation-free = es pot fer qualsevol jugada legal
obligation-move = s'ha tocat la peça de { $square } i s'ha de moure
obligation-capture = s'ha tocat la peça de { $square } i s'ha de capturar
obligation-capture-with = la peça de { $piece } ha de capturar la de { $target }
obligation-castle = { $wing ->
    [kingside] s'han tocat el rei i la torre: cal fer l'enroc curt
   *[queenside] s'han tocat el rei i la torre: cal fer l'enroc llarg
}
obligation-move-king = es volia enrocar, però l'enroc no és legal: cal fer una altra jugada de rei

## El que ha fet un esdeveniment acceptat

notice-touched = Peça tocada: { $obligation } ({ $article })
notice-castled-by-two-moves = { $side ->
    [white] Les blanques s'enroquen ({ $move }): el moviment del rei i el de la torre fan un sol enroc ({ $article })
   *[black] Les negres s'enroquen ({ $move }): el moviment del rei i el de la torre fan un sol enroc ({ $article })
}
notice-draw-offered = { $side ->
    [white] Les blanques ofereixen taules ({ $article })
   *[black] Les negres ofereixen taules ({ $article })
}
notice-draw-offered-improper = { $side ->
    [white] Les blanques ofereixen taules fora del moment adequat: l'oferta és vàlida, però consulta { $article }
   *[black] Les negres ofereixen taules fora del moment adequat: l'oferta és vàlida, però consulta { $article }
}
notice-draw-declined = { $side ->
    [white] Les blanques rebutgen l'oferta de taules ({ $article })
   *[black] Les negres rebutgen l'oferta de taules ({ $article })
}
notice-claim-rejected = { $side ->
    [white] La reclamació de les blanques no és correcta: la partida continua ({ $article })
   *[black] La reclamació de les negres no és correcta: la partida continua ({ $article })
}
notice-time-awarded = { $side ->
    [white] Les blanques reben { $time } més ({ $article })
   *[black] Les negres reben { $time } més ({ $article })
}
notice-referred = { $side ->
    [white] La partida s'atura: la reclamació de les blanques passa a l'àrbitre ({ $article })
   *[black] La partida s'atura: la reclamació de les negres passa a l'àrbitre ({ $article })
}
notice-flag-fell = { $side ->
    [white] Ha caigut la bandera de les blanques ({ $article })
   *[black] Ha caigut la bandera de les negres ({ $article })
}
notice-paused = Rellotges aturats ({ $article })
notice-resumed = Es reprèn el joc
notice-adjusted = Rellotge: { $adjustment } ({ $reason })

adjustment-set-time = { $side ->
    [white] el rellotge de les blanques passa a marcar { $time }
   *[black] el rellotge de les negres passa a marcar { $time }
}
adjustment-add-time = { $side ->
    [white] +{ $time } per a les blanques
   *[black] +{ $time } per a les negres
}
adjustment-set-moves = { $side ->
    [white] el comptador de jugades de les blanques passa a { $moves }
   *[black] el comptador de jugades de les negres passa a { $moves }
}
adjustment-add-increment = { $side ->
    [white] +{ $seconds } s per jugada per a les blanques des d'ara
   *[black] +{ $seconds } s per jugada per a les negres des d'ara
}
adjustment-set-control = { $side ->
    [white] el control de temps de les blanques passa a ser { $control }
   *[black] el control de temps de les negres passa a ser { $control }
}
adjust-reason-arbiter = temps donat per l'àrbitre
adjust-reason-with-note = { $article }: { $note }

pending-increment = { $side ->
    [white] Les blanques demanen 5 segons per jugada per als dos ({ $article }): també val com a oferta de taules
   *[black] Les negres demanen 5 segons per jugada per als dos ({ $article }): també val com a oferta de taules
}
pending-claim = { $side ->
    [white] Les blanques reclamen taules ({ $article }): decideix l'àrbitre
   *[black] Les negres reclamen taules ({ $article }): decideix l'àrbitre
}
pending-postponed = { $side ->
    [white] L'àrbitre decidirà més tard sobre la reclamació de les blanques ({ $article })
   *[black] L'àrbitre decidirà més tard sobre la reclamació de les negres ({ $article })
}

## Refusos: per què no s'accepta un esdeveniment

refusal-line = No es permet: { $why }
refusal-time-runs-backwards = un esdeveniment als { $at } de partida arriba abans que l'anterior, als { $last }
refusal-game-over = la partida ja s'ha acabat: { $ending }
refusal-awaiting-ruling = el joc està aturat fins que l'àrbitre decideixi sobre la reclamació ({ $article })
refusal-no-piece = no hi ha cap peça a { $square }
refusal-not-on-move = { $side ->
    [white] no els toca jugar a les blanques ({ $article })
   *[black] no els toca jugar a les negres ({ $article })
}
refusal-illegal-move = { $move } no és una jugada legal en aquesta posició ({ $article })
refusal-illegal-move-why = { $move } no és una jugada legal en aquesta posició: { $why }
refusal-illegal-move-in-check = { $move } no és una jugada legal en aquesta posició: el teu rei està en escac i aquesta jugada no el treu de l'escac ({ $article })
refusal-promotion-piece-missing = { $move } arriba a l'última fila: tria la peça nova ({ $article })
refusal-touch-move = no es pot jugar { $move }: { $obligation } ({ $article })
refusal-opponent-not-pressed = { $side ->
    [white] les blanques encara no poden prémer: les negres han jugat sense prémer el rellotge i el temps de les negres corre fins que el premin ({ $article })
   *[black] les negres encara no poden prémer: les blanques han jugat sense prémer el rellotge i el temps de les blanques corre fins que el premin ({ $article })
}
refusal-press-without-move = { $side ->
    [white] les blanques han premut el rellotge sense jugar ({ $article })
   *[black] les negres han premut el rellotge sense jugar ({ $article })
}
refusal-clock-not-running = { $side ->
    [white] les blanques han premut el rellotge, però el temps que corre és el de les negres: prémer no canvia res ({ $article })
   *[black] les negres han premut el rellotge, però el temps que corre és el de les blanques: prémer no canvia res ({ $article })
}
refusal-draw-offers-forbidden = les bases del torneig no permeten oferir taules ({ $article })
refusal-draw-offers-not-yet = les bases del torneig només permeten oferir taules a partir de la jugada { $move } ({ $article })
refusal-offer-already-standing = { $side ->
    [white] l'oferta de taules de les blanques encara és vigent ({ $article })
   *[black] l'oferta de taules de les negres encara és vigent ({ $article })
}
refusal-opponent-offer-standing = { $side ->
    [white] les blanques tenen pendent una oferta de taules de l'adversari: que l'acceptin o la rebutgin ({ $article })
   *[black] les negres tenen pendent una oferta de taules de l'adversari: que l'acceptin o la rebutgin ({ $article })
}
refusal-no-offer-to-answer = { $side ->
    [white] les blanques no tenen cap oferta de taules per respondre ({ $article })
   *[black] les negres no tenen cap oferta de taules per respondre ({ $article })
}
refusal-agreement-too-early = per acordar taules, els dos jugadors han d'haver fet almenys una jugada ({ $article })
refusal-claim-after-touch = { $side ->
    [white] les blanques han tocat una peça i en aquesta jugada ja no poden reclamar taules ({ $article })
   *[black] les negres han tocat una peça i en aquesta jugada ja no poden reclamar taules ({ $article })
}
refusal-nothing-to-revise = l'anàlisi no canvia res en aquesta partida
refusal-no-such-ruling = aquesta decisió no respon a res pendent ({ $article })
refusal-offer-unanswered = primer l'adversari ha d'acceptar o rebutjar l'oferta de taules ({ $article })
refusal-ruling-first = primer ha de decidir l'àrbitre: { $pending }
refusal-no-flag = no ha caigut cap bandera
refusal-clocks-stopped = els rellotges estan aturats fins que es reprengui el joc ({ $article })

quickplay-not-announced = en aquesta partida no s'ha anunciat el final a caiguda de bandera ({ $article })
quickplay-blitz = el final a caiguda de bandera no s'aplica als escacs llampec ({ $article })
quickplay-with-increment = el final a caiguda de bandera només s'aplica a partides sense increment ({ $article })
quickplay-not-last-period = el final a caiguda de bandera només s'aplica en l'últim període ({ $article })
quickplay-not-on-move = només ho pot demanar el jugador que està en joc ({ $article })
quickplay-two-minutes = només ho pot demanar qui tingui menys de dos minuts al rellotge ({ $article })
quickplay-needs-arbiter = l'increment només el pot concedir un àrbitre ({ $article })
quickplay-already-pending = ja hi ha una petició esperant l'àrbitre ({ $article })
quickplay-increment-applies = el rellotge pot dur l'increment de cinc segons, així que demana'l: la reclamació amb àrbitre present és per a un rellotge que no pot ({ $article })
quickplay-no-increment-request = aquesta edició no té increment per demanar, només la reclamació de taules ({ $article })

clock-error-time-went-back = { $at } de partida és anterior a l'últim esdeveniment del rellotge, als { $last }: el temps només avança
clock-error-not-started = el rellotge encara no s'ha posat en marxa
clock-error-already-started = el rellotge ja estava en marxa
clock-error-not-running = { $side ->
    [white] { $running ->
        [white] les blanques han premut el rellotge, però el seu temps no corre
       *[black] les blanques han premut el rellotge, però el temps que corre és el de les negres
    }
   *[black] { $running ->
        [white] les negres han premut el rellotge, però el temps que corre és el de les blanques
       *[black] les negres han premut el rellotge, però el seu temps no corre
    }
}
clock-error-paused = els rellotges estan aturats ({ $article }): primer cal tornar-los a engegar
clock-error-already-paused = els rellotges ja estaven aturats
clock-error-not-paused = els rellotges no estan aturats, així que no es poden tornar a engegar
clock-error-stopped = el rellotge s'ha aturat definitivament
clock-error-flag-fell = { $side ->
    [white] la bandera de les blanques ha caigut als { $at } de partida ({ $article })
   *[black] la bandera de les negres ha caigut als { $at } de partida ({ $article })
}

## Controls de temps escrits (TimeControl de PGN; d = demora, b = Bronstein)

control-error-empty = el control de temps és buit
control-error-empty-period = el període { $period } és buit
control-error-not-seconds = període { $period }: «{ $text }» no és un nombre de segons
control-error-not-moves = període { $period }: «{ $text }» no és un nombre de jugades
control-error-too-long = període { $period }: { $text } segons són més dels que pot portar el rellotge
control-error-sandclock-not-alone = un rellotge de sorra (*) ha de ser tot el control de temps
control-error-unknown = «?» indica que el control de temps és desconegut, i això un rellotge d'escacs no ho pot portar
control-error-untimed = «-» indica que la partida no té rellotge, i això un rellotge d'escacs no ho pot portar
control-error-sandclock = un rellotge de sorra de { $seconds } s no és una cosa que pugui portar un rellotge d'escacs
control-error-refused = s'ha rebutjat «{ $control }», tot i que un rellotge el pot portar
control-error-no-periods = un control de temps necessita almenys un període
control-error-zero-time = el període { $period } no té temps: dona-li més de 0 segons
control-error-zero-moves = el període { $period } demana 0 jugades: dona-li almenys una jugada, o fes que duri la resta de la partida
control-error-bonus-too-long = { $kind ->
    [increment] període { $period }: un increment de { $bonus } s és més llarg que els { $time } s del mateix període
    [delay] període { $period }: una demora de { $bonus } s és més llarga que els { $time } s del mateix període
    [bronstein] període { $period }: una bonificació Bronstein de { $bonus } s és més llarga que els { $time } s del mateix període
   *[none] període { $period }: l'afegit és més llarg que els { $time } s del mateix període
}
control-error-after-rest-of-game = el període { $period } ve després del període { $previous }, que ja dura la resta de la partida

## Llistes

list-and = { $init } i { $last }
list-or = { $init } o { $last }

## Problemes fora de la partida

problem-ok = D'acord
problem-settings-unreadable = No es pot llegir el fitxer de configuració { $path } ({ $error }); es fan servir els valors per defecte.
problem-settings-damaged = El fitxer de configuració { $path } està malmès ({ $error }); es fan servir els valors per defecte i el fitxer malmès es desa com a { $kept }.
problem-settings-not-saved = No es pot desar la configuració: { $error }
settings-damage-at = línia { $line }, columna { $column }: { $what }
settings-damage-time-control = no es pot llegir un control de temps antic: { $error }
settings-fault-expected = { $kind ->
    [text] aquí s'esperava un text entre cometes dobles
    [number] aquí s'esperava un nombre
    [boolean] aquí s'esperava true o false
    [character] aquí s'esperava un caràcter entre cometes simples
    [list] aquí s'esperava una llista entre claudàtors
    [map] aquí s'esperava un mapa entre claus
    [group] aquí s'esperava un parèntesi d'obertura
    [option] aquí s'esperava Some(…) o None
    [name] aquí s'esperava un nom
   *[unit] aquí s'esperava ()
}
settings-fault-expected-mark = aquí s'esperava «{ $mark }»
settings-fault-end-of-file = el fitxer s'acaba abans que la configuració
settings-fault-unexpected-char = el caràcter «{ $char }» no hi va, aquí
settings-fault-trailing = hi ha més text després del final de la configuració
settings-fault-unknown-field = aquí no hi ha cap opció anomenada «{ $name }»
settings-fault-unknown-variant = «{ $name }» no és cap dels valors que pren aquesta opció
settings-fault-missing-field = hi falta l'opció «{ $name }»
settings-fault-duplicate-field = l'opció «{ $name }» hi és dues vegades
settings-fault-invalid-value = aquesta opció no pot prendre el valor que hi ha escrit aquí
settings-fault-number-out-of-range = el nombre és massa gran o massa petit per a aquesta opció
settings-fault-bad-number = el nombre està mal escrit
settings-fault-not-text = aquí comencen bytes que no són text (UTF-8)
settings-fault-syntax = el text d'aquí no segueix el format del fitxer (RON)
problem-journal-not-archived = No es pot desar el registre de l'última partida a { $dir }: { $error }
problem-cannot-resume = No es pot reprendre la partida sense acabar: { $error }
problem-game-open-elsewhere = Hi ha una partida oberta en una altra finestra d'Escaque amb aquesta carpeta de dades: aquella finestra la conserva, i aquesta en juga una de pròpia.
problem-journal-unreadable = No es pot llegir el registre de l'última partida ({ $error }). Es conserva tal com és, i es desa amb les partides quan en comença una de nova.
problem-journal-write = No es pot escriure al registre { $path } ({ $error }): els rellotges estan aturats i no es juga res fins que s'hi pugui tornar a escriure (allibera espai i engega els rellotges). No es perd res del que s'ha registrat.
session-journal-write = no es pot escriure el registre { $path }: { $error }
session-journal-read = no es pot llegir el registre { $path }: { $error }
session-untimed = aquesta partida no porta rellotge, i Escaque només juga amb rellotge
session-open-elsewhere = aquesta partida és oberta en una altra finestra d'Escaque amb aquesta carpeta de dades: només aquella finestra la pot escriure (tanca-la allà, o fes servir una altra carpeta de dades)

## Una partida sense acabar en obrir

resume-heading = S'ha trobat una partida sense acabar
resume-summary = { $white } contra { $black }, { $moves ->
    [one] una jugada feta.
   *[other] { $moves } jugades fetes.
}
player-with-colour = { $name } ({ $side ->
    [white] blanques
   *[black] negres
})
resume-note = Es reprèn exactament com estava en el seu últim esdeveniment, amb els rellotges aturats.
resume-unclean = Escaque no es va tancar com calia (una fallada, una interrupció forçada o un tall de llum): el reinici quedarà escrit al registre de la partida amb la data i l'hora.
resume-adjourned = És ajornada: la jugada secreta és al seu sobre, i la partida continua des de la pantalla del sobre ({ $article }).
resume-adjourn-called = L'àrbitre ha ajornat la partida: el jugador que està en joc encara ha de segellar la seva jugada ({ $article }).
resume-damaged = El seu registre està malmès des de { $problem }. La partida es reprèn des de l'últim esdeveniment complet anterior; el fitxer original es conserva al costat (current.journal.damaged).
resume-button = Reprendre la partida
resume-discard = Preparar una partida nova (l'anterior es desa a la carpeta de partides)
resume-unsigned-heading = Una partida acabada no s'ha signat
resume-unsigned-note = Va acabar: { $ending }. La seva planella no es va signar (8.7) abans que Escaque s'aturés.
resume-sign = Signar la seva planella
resume-set-aside = Deixar-la sense signar (es desa a la carpeta de partides)

## Pantalla de preparació

language-label = Llengua
notation-figurines = Figures (♘f3)
setup-heading = Partida nova
setup-name-hint = nom
setup-swap = Intercanviar els colors
setup-draw-lots = Sortejar els colors
setup-time-control = Control de temps
setup-custom = Personalitzat
preset-fide-classical = FIDE clàssic (90 min/40 jugades + 30 min, +30 s per jugada)
setup-preset-name = { $side ->
    [white] control predefinit de les blanques
   *[black] control predefinit de les negres
}
setup-control-hint = TimeControl de PGN: 40/5400+30:1800+30, 300+3; d = demora, b = Bronstein (300d5)
setup-time-odds = Temps diferent per a les negres (handicap de temps)
setup-black-control = Control de temps de les negres
setup-rules = Normes
setup-laws-edition = Lleis dels Escacs:
setup-touch-move = Peça tocada (articles 4.3 a 4.5)
setup-press-label = El rellotge el prem:
setup-press-by-player = cada jugador
setup-press-auto = el programa, amb la jugada
setup-draw-offers = Ofertes de taules (Article 9.1.1):
setup-offers-allowed = permeses
setup-offers-from = des de la jugada
setup-offers-never = mai
setup-arbiter = Hi ha un àrbitre present
setup-quickplay = Final a caiguda de bandera (Directrius III) en vigor
setup-start-position = Posició inicial
setup-start-normal = l'habitual
setup-start-fen = des d'un FEN
setup-start-chess960 = Escacs960
setup-chess960-number = Número de posició (de 0 a 959; buit: a l'atzar)
setup-start = Començar la partida
setup-keys = Tecles del rellotge: { $white } per a les blanques, { $black } per a les negres.
setup-key-white = Tecla de les blanques
setup-key-black = Tecla de les negres
setup-error-control = { $side ->
    [white] control de temps de les blanques «{ $text }»: { $error }
   *[black] control de temps de les negres «{ $text }»: { $error }
}
setup-error-chess960 = les posicions d'Escacs960 van numerades de 0 a 959, no { $number }
setup-error-fen-unreadable = no es pot llegir el FEN «{ $fen }»: { $detail }
setup-error-fen-illegal = el FEN «{ $fen }» no és una posició legal: { $detail }
fen-part-nothing = no hi ha res per llegir
fen-part-board = el seu primer camp, les peces, han de ser vuit files de vuit caselles separades per /, de la vuitena fila a la primera (les lletres KQRBNP per a les blanques, kqrbnp per a les negres, una xifra per a les caselles buides)
fen-part-turn = el seu segon camp, qui juga, ha de ser w (blanques) o b (negres)
fen-part-castling = el seu tercer camp, els drets d'enroc, ha de ser - o lletres de KQkq (les columnes de les torres en Escacs960)
fen-part-en-passant = el seu quart camp, la casella de la captura al pas, ha de ser - o una casella com e3
fen-part-halfmove-clock = el seu cinquè camp, les jugades des de l'última captura o jugada de peó, ha de ser un nombre enter
fen-part-move-number = el seu sisè camp, el número de jugada, ha de ser un nombre enter
fen-part-extra = té més camps que els sis d'un FEN
position-fault-empty-board = no hi ha cap peça al tauler
position-fault-missing-king = { $side ->
    [white] les blanques no tenen rei
   *[black] les negres no tenen rei
}
position-fault-too-many-kings = { $side ->
    [white] les blanques tenen més d'un rei
   *[black] les negres tenen més d'un rei
}
position-fault-pawns-on-back-rank = hi ha un peó a la primera o a la vuitena fila
position-fault-castling-rights = es dona un dret d'enroc a un rei o a una torre que no és a la seva casella de sortida
position-fault-en-passant = la casella de la captura al pas no és cap per on un peó acabi de passar
position-fault-opposite-check = { $side ->
    [white] les blanques estan en escac, però juguen les negres
   *[black] les negres estan en escac, però juguen les blanques
}
position-fault-impossible-check = el rei de qui juga està en un escac que cap jugada no podia haver donat
position-fault-too-much-material = hi ha més peces de les que poden donar les setze de cada bàndol i les seves promocions
position-fault-variant = té parts d'una altra variant dels escacs (peces a la mà, escacs comptats)
position-fault-move-number = el seu número de jugada, { $number }, és més gran que { $max }, més enllà d'on arriba cap partida

## Pantalla de la partida

toolbar-new-game = Partida nova
toolbar-flip = Girar el tauler
toolbar-hints = Ajudes de jugada
toolbar-sound-none = So: sense dispositiu
toolbar-sound-off = So: apagat
toolbar-sound-on = So: encès
toolbar-stop-clocks = Aturar els rellotges (cridar l'àrbitre)
toolbar-start-clocks = Engegar els rellotges

clock-title = { $side ->
    [white] Blanques: { $name }
   *[black] Negres: { $name }
}
clock-label = { $side ->
    [white] Rellotge de les blanques
   *[black] Rellotge de les negres
}
clock-flag-fallen = bandera caiguda
clock-moves-to-control = { $count ->
    [one] 1 jugada fins al control
   *[other] { $count } jugades fins al control
}

action-offer-draw = Oferir taules
action-offer-draw-name = { $side ->
    [white] Blanques: oferir taules
   *[black] Negres: oferir taules
}
action-accept-draw = Acceptar taules
action-accept-draw-name = { $side ->
    [white] Blanques: acceptar taules
   *[black] Negres: acceptar taules
}
action-decline-draw = Rebutjar taules
action-decline-draw-name = { $side ->
    [white] Blanques: rebutjar taules
   *[black] Negres: rebutjar taules
}
action-claim-menu = Reclamar taules
claim-threefold-now = Triple repetició, ara ({ $article })
claim-threefold-intended = Triple repetició, amb la jugada que faré ({ $article })
claim-fifty-now = Cinquanta jugades, ara ({ $article })
claim-fifty-intended = Cinquanta jugades, amb la jugada que faré ({ $article })
action-ask-increment = Demanar +5 s (III.4)
action-ask-increment-name = { $side ->
    [white] Blanques: demanar increment
   *[black] Negres: demanar increment
}
action-quickplay-claim = Reclamar taules (III)
action-quickplay-claim-name = { $side ->
    [white] Blanques: reclamació del final a caiguda de bandera
   *[black] Negres: reclamació del final a caiguda de bandera
}
action-resign = Abandonar
action-resign-name = { $side ->
    [white] Blanques: abandonar
   *[black] Negres: abandonar
}
action-cancel-claim = Cancel·lar la reclamació

scoresheet-heading = Planella
move-entry-label = Jugada:
move-entry-hint = escriu-la, p. ex. { $example }, i prem Retorn

arbiter-heading = Àrbitre:
arbiter-analysis = Anàlisi ({ $who }): { $ability ->
    [possible] encara poden fer escac i mat
    [impossible] mai no podran fer escac i mat
   *[unknown] no se sap si poden fer escac i mat
}.
arbiter-uphold = Acceptar la reclamació: taules
arbiter-not-uphold = No acceptar-la
arbiter-grant-increment = Concedir +5 s per jugada, +2 min a l'adversari (III.4)
arbiter-refuse-increment = Rebutjar l'increment
arbiter-claim-draw = Taules (III.5.1)
arbiter-postpone = Ajornar la decisió, +2 min a l'adversari (III.5.2)
arbiter-postpone-without-time = Ajornar la decisió, sense temps extra (III.5.2)
arbiter-reject = Rebutjar, +2 min a l'adversari (III.5.3)
arbiter-decide-now = Decidir ara la reclamació: taules
arbiter-dismiss = Desestimar la reclamació

status-to-move = { $side ->
    [white] Juguen les blanques
   *[black] Juguen les negres
}
status-waiting-arbiter = Esperant l'àrbitre
status-intend = { $side ->
    [white] Blanques: mostra al tauler la jugada que faràs; s'anota per a la reclamació, no es juga
   *[black] Negres: mostra al tauler la jugada que faràs; s'anota per a la reclamació, no es juga
}

board-square-piece = { $square }, { $side ->
    [white] { $piece ->
        [king] rei blanc
        [queen] dama blanca
        [rook] torre blanca
        [bishop] alfil blanc
        [knight] cavall blanc
       *[pawn] peó blanc
    }
   *[black] { $piece ->
        [king] rei negre
        [queen] dama negra
        [rook] torre negra
        [bishop] alfil negre
        [knight] cavall negre
       *[pawn] peó negre
    }
}
piece-name = { $piece ->
    [king] Rei
    [queen] Dama
    [rook] Torre
    [bishop] Alfil
    [knight] Cavall
   *[pawn] Peó
}
promotion-heading = Promocionar a:
promotion-cancel = Cancel·lar
promotion-final = El peó és a l'última fila i s'hi queda ({ $article }): només cal triar la nova peça.

resign-heading = { $side ->
    [white] Abandonen les blanques?
   *[black] Abandonen les negres?
}
resign-note = Abandonar acaba la partida ({ $article }).
resign-yes = Sí, abandonar
resign-no = No, continuar jugant
result-sign = Els dos jugadors signen la planella per confirmar el resultat ({ $article }).
result-new-game = Partida nova
result-look = Veure el tauler
result-why = { $why } ({ $article })

## Jugades escrites amb el teclat (Apèndix C)

move-error-line = «{ $move }»: { $why }
move-error-empty = Escriu primer una jugada.
move-error-unknown-letter = { $letter } no és la lletra de cap peça en català; les peces són { $letters } (rei, dama, torre, alfil, cavall), i els peons no porten lletra
move-error-pawn-letter = els peons s'escriuen sense lletra: només la casella, p. ex. e4, o la columna des de la qual capturen, p. ex. exd5 (treu la { $letter })
move-error-syntax = això no és una jugada en notació algebraica: la lletra de la peça (cap per a un peó), la casella de sortida si cal, x si captura, i la casella d'arribada
move-error-promotion-missing = el peó arriba a l'última fila: afegeix la peça nova, p. ex. { $options }
move-error-not-a-promotion = només promociona un peó que arriba a l'última fila
move-error-bad-promotion = { $piece ->
    [king] un peó no es pot convertir en rei
   *[other] un peó no pot continuar sent peó a l'última fila
}
move-error-no-piece = { $piece ->
    [king] no tens rei
    [queen] no tens cap dama
    [rook] no tens cap torre
    [bishop] no tens cap alfil
    [knight] no tens cap cavall
   *[pawn] no tens cap peó
}
move-error-no-piece-on-file = no tens cap peça d'aquesta mena a la columna { $file }
move-error-no-piece-on-rank = no tens cap peça d'aquesta mena a la fila { $rank }
move-error-no-piece-on-square = no tens cap peça d'aquesta mena a { $square }
move-error-own-piece = a { $square } ja hi ha una peça teva
move-error-cannot-reach = { $piece ->
    [king] el teu rei no pot anar a { $square }
    [queen] cap dama teva no pot anar a { $square }
    [rook] cap torre teva no pot anar a { $square }
    [bishop] cap alfil teu no pot anar a { $square }
    [knight] cap cavall teu no pot anar a { $square }
   *[pawn] cap peó teu no pot anar a { $square }
}
move-error-nothing-to-capture = està escrita com a captura, però a { $square } no hi ha res a capturar
move-error-not-en-passant = està marcada { $mark }, però no és una captura al pas
move-error-still-in-check = el teu rei està en escac i aquesta jugada no el treu de l'escac
move-error-exposes-king = { $piece ->
    [king] allà el rei quedaria en escac
   *[other] il·legal: deixaria el teu rei en escac
}
move-error-castle-with-zeros = el rei només es mou dues caselles quan enroca: escriu { $castle }
move-error-castling = { $bar ->
    [no-right] no es pot fer { $castle }: el rei o aquesta torre ja s'han mogut ({ $article })
    [in-check] no es pot fer { $castle }: el rei està en escac ({ $article })
    [blocked] no es pot fer { $castle }: hi ha peces entre el rei i la torre ({ $article })
   *[attacked] no es pot fer { $castle }: el rei passaria per una casella atacada o hi acabaria ({ $article })
}
move-error-ambiguous = ambigua: les peces de { $from } poden anar totes a { $square }; escriu { $options }

## Les ordres sense finestra (escaque adjudicate, escaque replay)

cli-note = nota: { $text }
cli-cannot-read-stdin = no es pot llegir l'entrada estàndard: { $error }
cli-cannot-read-file = no es pot llegir { $path }: { $error }
cli-journal-torn = nota: l'última línia del registre ha quedat tallada (el programa es va aturar mentre l'escrivia); es deixa fora
cli-replay-refused = nota: l'esdeveniment de la línia { $line } va ser rebutjat, com ho va ser durant la partida: { $why }
cli-window-failed = escaque: no s'ha pogut obrir la finestra: { $error }
cli-headless-hint = Les ordres sense finestra funcionen sense pantalla: escaque --help

pgn-at-line = línia { $line }: { $error }
pgn-at-move = jugada { $move } { $token }: { $problem }
pgn-no-game = el text no conté cap partida
pgn-unreadable = no es pot llegir el PGN: { $detail }
pgn-tag-not-closed = una etiqueta no es tanca amb ]
pgn-tag-too-long = l'etiqueta { $tag } té { $length } caràcters; en pot tenir com a màxim { $limit }
pgn-more-than-one-game = el text conté més d'una partida; dona una sola partida cada vegada
pgn-tag-among-moves = hi ha una etiqueta enmig de les jugades
pgn-variation-not-opened = un ) tanca una variant que no s'ha obert mai
pgn-comment-not-opened = un {"}"} tanca un comentari que no s'ha obert mai
pgn-variation-not-closed = una variant oberta amb ( no es tanca mai; potser el fitxer està tallat
pgn-comment-not-closed = un comentari obert amb {"{"} no es tanca mai; potser el fitxer està tallat
pgn-after-result = «{ $token }» és després del resultat
pgn-no-result-before-any-move = la partida s'acaba abans de cap jugada i sense resultat (1-0, 0-1, 1/2-1/2 o *): sembla que el fitxer està tallat
pgn-no-result = la partida s'acaba després de la jugada { $move } { $token } sense resultat (1-0, 0-1, 1/2-1/2 o *): sembla que el fitxer està tallat
pgn-null-move = una jugada nul·la no té cabuda en una partida
pgn-not-a-move = això no és una jugada en notació algebraica
pgn-moves-unread = la línia principal té { $tokens ->
    [one] 1 jugada
   *[other] { $tokens } jugades
}, però { $read ->
    [0] no se n'ha pogut llegir cap
    [one] només se n'ha pogut llegir 1
   *[other] només se n'han pogut llegir { $read }
}
pgn-variant = l'etiqueta Variant «{ $variant }» no és escacs tal com els defineixen les Lleis de la FIDE
pgn-chess960-needs-fen = una partida d'Escacs960 necessita una etiqueta FEN amb la posició inicial
pgn-fen-unreadable = no es pot llegir l'etiqueta FEN «{ $fen }»: { $detail }
pgn-fen-illegal = l'etiqueta FEN «{ $fen }» no és una posició legal: { $detail }
pgn-ambiguous = ambigua: hi ha més d'una peça que pot fer aquesta jugada
pgn-illegal = il·legal en aquesta posició
pgn-illegal-or-ambiguous = il·legal o ambigua en aquesta posició
pgn-intended-not-san = la jugada anunciada «{ $text }» no és una jugada en notació algebraica
pgn-no-time-control = --clocks necessita una etiqueta TimeControl amb el control de temps de la partida
pgn-time-control-tag = etiqueta { $tag }: { $error }
pgn-emt-unreadable = a [%emt]: «{ $text }» no és un temps en la forma h:mm:ss
pgn-clk-unreadable = a [%clk]: «{ $text }» no és un temps en la forma h:mm:ss
pgn-written-otherwise = la jugada és { $san }, però està escrita d'una altra manera
pgn-signature = no es pot llegir l'etiqueta { $tag } ({ $detail })
pgn-strokes-not-base64 = els traços de la signatura no són en base64: { $error }
pgn-strokes-cut = els traços de la signatura acaben al mig d'un traç
pgn-result-disagrees = l'etiqueta Result diu { $tag }, però les jugades acaben amb { $marker }
pgn-escape-line = una línia d'escapament (%), que una planella no escriu mai
pgn-rest-of-line-comment = un comentari amb ;, que una planella no escriu mai
pgn-variation = una variant, que una planella no escriu mai
pgn-annotation = una anotació «{ $token }», que una planella no escriu mai
pgn-comment-outside-moves = un comentari abans de la primera jugada o després del resultat, que una planella no escriu mai
pgn-tag-line-otherwise = una línia d'etiqueta que no és exactament un [Nom "valor"]
pgn-line-break-otherwise = una línia en blanc, una línia d'espais o un salt de línia on la planella no en té: altres lectors s'hi aturen
pgn-duplicate-tag = l'etiqueta { $tag } està escrita més d'una vegada
pgn-missing-tag = hi falta l'etiqueta { $tag }
pgn-tag-written-otherwise = l'etiqueta { $tag } no està escrita com l'escriu la planella
pgn-comments-written-otherwise = els comentaris al costat d'aquesta jugada no són els que escriu la planella

remark-moves-after-end = la partida ja s'havia acabat ({ $ending }) abans de { $move } { $token }; les jugades d'allà endavant no compten
remark-not-counted = { $what ->
    [claim] { $side ->
        [white] la reclamació de taules de les blanques no compta: { $refusal }
       *[black] la reclamació de taules de les negres no compta: { $refusal }
    }
    [resignation] { $side ->
        [white] l'abandó de les blanques no compta: { $refusal }
       *[black] l'abandó de les negres no compta: { $refusal }
    }
   *[flag] { $side ->
        [white] la caiguda de bandera de les blanques no compta: { $refusal }
       *[black] la caiguda de bandera de les negres no compta: { $refusal }
    }
}
remark-result-disagrees = el PGN dona el resultat { $written }; segons les Lleis és { $ours }
remark-time-given = { $side ->
    [white] { $move } { $token }: el seu rellotge mostra més temps del que les blanques podien tenir; els van donar { $given } durant la jugada (els +15 s de lichess), sumats al rellotge
   *[black] { $move } { $token }: el seu rellotge mostra més temps del que les negres podien tenir; els van donar { $given } durant la jugada (els +15 s de lichess), sumats al rellotge
}
remark-flag-fell-during-move = { $move } { $token } ha durat { $used } amb { $left } al rellotge: la bandera ha caigut durant la jugada
remark-illegal-unclaimed = { $fate ->
    [stands] { $move } { $token } va ser una jugada il·legal: { $what }; l'adversari va jugar sense reclamar-la, així que es manté ({ $article })
    [findable] { $move } { $token } va ser una jugada il·legal: { $what }; ningú no la va reclamar, i encara es pot descobrir durant la partida ({ $article })
   *[claimable] { $move } { $token } va ser una jugada il·legal: { $what }; ningú no l'ha reclamada encara: l'adversari ho pot fer abans de jugar ({ $article })
}

## Signar i imprimir la planella (article 8.7)

sign-open = Signar la planella
sign-heading = Signar la planella
sign-event = Torneig
sign-site = Lloc
sign-date = Data
sign-round = Ronda
sign-board = Tauler
sign-name = Nom
sign-pad = { $side ->
    [white] Signatura de les blanques
   *[black] Signatura de les negres
}
sign-clear = Esborrar
sign-confirm = { $side ->
    [white] Signen les blanques
   *[black] Signen les negres
}
sign-signed-at = signat el { $time }
sign-checking = Comprovant la posició final abans de segellar…
sign-seal = Segellar i desar
sign-saved = Segellat i desat com a { $path }
sign-save-pgn = Desar PGN…
sign-save-pdf = Desar PDF (A4)…
sign-save-pdf-letter = Desar PDF (Carta)…
sign-print = Imprimir
sign-printed = Enviat a la impressora: { $answer }
sign-print-opened = No hi ha servei d'impressió: la planella és oberta al visor
sign-problem = No s'ha fet: { $error }
sign-close = Tancar
pdf-title = Planella
pdf-event = Torneig
pdf-site = Lloc
pdf-date = Data
pdf-round = Ronda
pdf-board = Tauler
pdf-white = Blanques
pdf-black = Negres
pdf-time-control = Control de temps
pdf-result = Resultat
pdf-signature = Signatura
pdf-signed = signat
pdf-final-position = Posició final
pdf-scan = Llegeix el codi per obtenir les jugades (PGN)
pdf-page = pàgina
pdf-annulled = anul·lada
pdf-arbiter = Àrbitre
sheet-before-first-move = abans de la primera jugada: { $what }

## Desar la planella: la planella desada, i per què no s'ha segellat, desat o imprès (src/i18n/record.rs)

record-saved-as = Desat com a { $path }
record-saved-without-dialog = Aquest escriptori no té diàleg de fitxers: desat a { $path }
record-key-unreadable = No es pot llegir la clau de segellat { $path }: { $error }
record-key-damaged = La clau de segellat { $path } està malmesa: no conté cap clau. No es pot segellar res fins que es retiri (aleshores se'n crea una de nova).
record-no-randomness = El sistema no proporciona aleatorietat per crear una clau de segellat: { $error }
record-cannot-create-folder = No es pot crear la carpeta { $path }: { $error }
record-cannot-write = No es pot escriure { $path }: { $error }
record-disk-full = El disc és ple: no s'ha escrit { $path } (el que hi havia abans no ha canviat).
record-cannot-move = No es pot moure { $from } a { $to }: { $error }
record-print-failed = No es pot imprimir { $path }: { $error }
record-print-and-view-failed = No es pot imprimir { $path }: no hi ha servei d'impressió ({ $error }) ni visor ({ $viewer })
record-os-permission-denied = permís denegat
record-os-not-found = no existeix
record-os-read-only = el disc és només de lectura
record-os-not-a-folder = hi ha un fitxer on hi hauria d'haver una carpeta
record-os-is-a-folder = és una carpeta
record-os-disk-full = el disc és ple

## La partida a la taula i el seu registre (incidència 10: un sol vocabulari)

refusal-clock-kept-here = el rellotge d'aquesta partida es porta aquí: una bandera cau quan marca zero, no perquè algú ho anunciï
refusal-no-clock = en aquesta partida no es porta cap rellotge
refusal-not-recorded = no es pot escriure el registre (és ple el disc?): els rellotges estan aturats i no es juga res fins que es pugui; no es perd res del que s'ha registrat
cli-output-failed = no es pot escriure la resposta: { $error }
journal-error-line = línia { $line }: { $problem }
journal-unreadable = no es pot llegir { $path }: { $error }
journal-empty = el registre és buit
journal-not-a-journal = «{ $text }» no és un registre d'Escaque
journal-bad-setting = «{ $value }» no és un valor vàlid per a { $key }
journal-unknown-setting = «{ $key }» no és cap opció de configuració
journal-controls-missing = hi falten els controls de temps
journal-setup-unreadable = no es pot llegir la preparació de la partida: { $detail }
journal-no-start = el registre s'acaba abans de la seva línia «start»
journal-out-of-order = aquest esdeveniment és anterior al que té a sobre
journal-not-utf8 = la línia no és text UTF-8: se n'ha canviat un byte
journal-no-checksum = la línia ha perdut la seva suma de verificació: s'ha modificat
journal-checksum-mismatch = la línia no coincideix amb la seva suma de verificació: se n'ha canviat un byte
journal-event-wrong = «{ $found }» no és { $expected ->
    [time] un temps en mil·lisegons
    [action] una acció
    [side] white o black
    [square] una casella
    [move] una jugada en forma UCI
    [number] un nombre enter
    [claim] threefold o fifty-moves
    [proof] una prova (dead N, cannot-mate SIDE, undecided SIDE)
    [ruling] una decisió
    [adjustment] un ajust del rellotge
    [time-control] un control de temps
    [reason-part] part d'un motiu
    [arbiter-act] una actuació de l'àrbitre
   *[time-and-action] un esdeveniment amb un temps i una acció
}
journal-event-missing = { $expected ->
    [time] falta el temps
    [action] falta l'acció
    [side] falta white o black
    [square] falta una casella
    [move] falta una jugada
    [number] falta un nombre
    [claim] falta threefold o fifty-moves
    [proof] falta la prova
    [ruling] falta la decisió
    [adjustment] falta l'ajust del rellotge
    [time-control] falta el control de temps
    [reason-part] falta part del motiu
    [arbiter-act] falta l'actuació de l'àrbitre
   *[time-and-action] un esdeveniment necessita un temps i una acció
}

## Una clau de segellat que no es pot fer servir: la planella desada sense segellar, i una clau nova (incidència 11, punt 8)

seal-not-sealed = Sense segellar
seal-kept-unsealed = La planella signada es desa sense segellar com a { $path }. Es pot desar i imprimir, però sense segell ningú no pot comprovar que no s'ha canviat. Una clau de segellat nova la segella; la clau antiga es desa a part, no s'esborra.
seal-new-key = Crear una clau de segellat nova i segellar
seal-new-key-made = S'ha creat una clau de segellat nova i la planella s'ha segellat amb ella. La clau antiga es desa com a { $path }.
seal-key-usable-again = La clau de segellat es torna a poder fer servir: la planella s'ha segellat amb ella.

## La taula de l'àrbitre (articles 4.2.2, 6.7.1, 7, 11.3.2.2, 11.7, 11.8, 12.9; apèndix A.5)

ending-absent = { $loser ->
    [white] les blanques no eren davant del tauler quan s'ha esgotat el temps d'espera
   *[black] les negres no eren davant del tauler quan s'ha esgotat el temps d'espera
}
ending-device = { $loser ->
    [white] les blanques tenien un dispositiu electrònic al recinte de joc
   *[black] les negres tenien un dispositiu electrònic al recinte de joc
}
ending-persistent-refusal = { $loser ->
    [white] les blanques s'han negat una vegada i una altra a respectar les Lleis dels Escacs
   *[black] les negres s'han negat una vegada i una altra a respectar les Lleis dels Escacs
}
ending-score-penalty = l'àrbitre ha canviat la puntuació com a sanció
ending-declared-lost = { $loser ->
    [white] l'àrbitre ha declarat la partida perduda per a les blanques
   *[black] l'àrbitre ha declarat la partida perduda per a les negres
}
ending-both-lose = tots dos jugadors s'han negat una vegada i una altra a respectar les Lleis: perden tots dos
ending-illegal-move = { $loser ->
    [white] les blanques han completat una jugada il·legal que les fa perdre
   *[black] les negres han completat una jugada il·legal que les fa perdre
}
ending-illegal-move-vs-unwinnable = una jugada il·legal que faria perdre, però l'adversari no podria fer escac i mat mai: taules
ending-illegal-position = després de la jugada següent encara hi havia una posició il·legal al tauler: taules
ending-annulled = la partida s'anul·la i s'ha de tornar a jugar
ending-line-no-article = { $result }: { $why }
ending-abandoned = els jugadors han interromput la partida sense resultat: queda registrada com a interrompuda
action-abandon-unstarted = Descartar: cap jugada feta
action-abort = Interrompre la partida…
abort-title = Interrompre aquesta partida?
abort-body = Els dos jugadors acorden aturar-se aquí. La partida acaba sense resultat i queda registrada com a interrompuda; les seves jugades continuen a la planella.
abort-agree = { $side ->
    [white] Les blanques accepten aturar la partida
   *[black] Les negres accepten aturar la partida
}
abort-confirm = Interrompre la partida
abort-cancel = Continuar jugant

illegal-not-how-it-moves = la peça no es mou així ({ $article })
illegal-jumps = la peça ha saltat per sobre d'una altra ({ $article })
illegal-en-passant-too-late = la captura al pas només es pot fer immediatament ({ $article })
illegal-castling-right-lost = enroc amb un rei o una torre que ja s'havien mogut ({ $article })
illegal-castling-prevented = enroc amb el rei en escac, travessant una casella atacada o arribant-hi, o amb peces entremig ({ $article })
illegal-king-left-in-check = el rei ha quedat en escac ({ $article })
illegal-promotion-not-completed = un peó a l'última fila sense la peça nova ({ $article })
illegal-press-without-move = s'ha premut el rellotge sense fer cap jugada ({ $article })
illegal-two-hands = la jugada s'ha fet amb les dues mans ({ $article })
illegal-from-illegal-position = la jugada s'ha fet des d'una posició il·legal ({ $article })
illegal-claimed-by = { $side ->
    [white] reclamada per les blanques
   *[black] reclamada per les negres
}
illegal-found-by-arbiter = detectada per l'àrbitre
illegal-reinstated = es restableix la posició d'abans ({ $article })
illegal-pawn-becomes-queen = el peó es converteix en dama ({ $article })
illegal-loses = fa perdre la partida ({ $article })

notice-illegal-move = { $side ->
    [white] Jugada il·legal de les blanques { $move }: { $what }; { $who }; { $follows }
   *[black] Jugada il·legal de les negres { $move }: { $what }; { $who }; { $follows }
}
notice-pressed-without-move = { $side ->
    [white] Les blanques han premut el rellotge sense jugar
   *[black] Les negres han premut el rellotge sense jugar
}
notice-taken-back = Jugades desfetes: { $moves } ({ $article })
notice-warned = { $side ->
    [white] L'àrbitre fa una advertència a les blanques ({ $article })
   *[black] L'àrbitre fa una advertència a les negres ({ $article })
}
notice-touch-released = Les peces tocades queden alliberades: el contacte ha estat accidental ({ $article })

adjustment-remove-time = { $side ->
    [white] -{ $time } per a les blanques
   *[black] -{ $time } per a les negres
}
adjustment-run-for = { $side ->
    [white] corre el temps de les blanques
   *[black] corre el temps de les negres
}

ground-absent = { $side ->
    [white] les blanques eren absents en esgotar-se el temps d'espera ({ $article })
   *[black] les negres eren absents en esgotar-se el temps d'espera ({ $article })
}
ground-device = { $side ->
    [white] les blanques tenien un dispositiu ({ $article })
   *[black] les negres tenien un dispositiu ({ $article })
}
ground-persistent-refusal = { $side ->
    [white] les blanques es neguen una vegada i una altra a respectar les Lleis ({ $article })
   *[black] les negres es neguen una vegada i una altra a respectar les Lleis ({ $article })
}
ground-both-refuse = tots dos es neguen una vegada i una altra a respectar les Lleis ({ $article })
ground-more-points = { $side ->
    [white] sanció a les blanques: més punts per a les negres ({ $article })
   *[black] sanció a les negres: més punts per a les blanques ({ $article })
}
ground-fewer-points = { $side ->
    [white] sanció a les blanques: menys punts per a les blanques ({ $article })
   *[black] sanció a les negres: menys punts per a les negres ({ $article })
}
ground-declared-lost = { $side ->
    [white] sanció a les blanques: se'ls dona la partida per perduda ({ $article })
   *[black] sanció a les negres: se'ls dona la partida per perduda ({ $article })
}

act-warn = { $side ->
    [white] advertència a les blanques ({ $article })
   *[black] advertència a les negres ({ $article })
}
act-end = { $score }: { $ground }
act-annul = partida anul·lada ({ $article })
act-take-back = { $plies ->
    [one] s'ha desfet una jugada ({ $article })
   *[other] s'han desfet { $plies } jugades ({ $article })
}
act-release-touch = peces tocades alliberades ({ $article })
act-find-illegal = jugada il·legal detectada per l'àrbitre ({ $article })
act-two-hands = { $side ->
    [white] les blanques han mogut amb les dues mans ({ $article })
   *[black] les negres han mogut amb les dues mans ({ $article })
}

not-a-move-no-own-piece = { $move }: allà no hi ha cap peça del jugador que està en joc
not-a-move-own-piece-there = { $move }: allà ja hi ha una peça del mateix color ({ $article })
not-a-move-no-promotion-here = { $move }: només hi ha peça nova per a un peó que arriba a l'última fila
not-a-move-square-taken = { $move }: el rei o la torre quedarien en una casella on ja hi ha una peça
not-a-move-not-on-the-board = { $move } no mou cap peça
refusal-idle-press-waits = { $side ->
    [white] les blanques han premut el rellotge sense jugar: això es resol primer ({ $article })
   *[black] les negres han premut el rellotge sense jugar: això es resol primer ({ $article })
}
arbiter-score-does-not-fit = la puntuació { $score } no encaixa amb aquesta decisió ({ $article })
arbiter-no-score-yet = la partida encara no té cap puntuació per canviar ({ $article })
arbiter-already-over = la partida ja s'ha acabat: només se'n pot canviar la puntuació ({ $article })
arbiter-too-late-to-annul = ja s'han fet deu jugades o més: la partida continua ({ $article })
arbiter-nothing-to-take-back = es demana desfer { $asked ->
    [one] 1 jugada
   *[other] { $asked } jugades
}, però { $made ->
    [0] encara no se n'ha fet cap
    [one] només se n'ha fet 1
   *[other] només se n'han fet { $made }
} ({ $article })
arbiter-nothing-touched = no hi ha cap peça tocada ({ $article })
arbiter-no-illegal-move = no hi ha cap jugada il·legal per resoldre, o es manté perquè l'adversari ja ha jugat ({ $article })
arbiter-only-on-claim = en aquesta partida l'àrbitre només decideix sobre una jugada il·legal si algú la reclama ({ $article })
arbiter-no-move-to-judge = l'última jugada d'aquest jugador no és l'última jugada completada ({ $article })

## El PIN de l'àrbitre (incidència 12, punt 1): fixar-lo, i un hash desat que no es pot llegir

pin-error-too-short = El PIN ha de tenir almenys { $min } { $min ->
    [one] caràcter
   *[other] caràcters
}
pin-error-too-long = El PIN pot tenir com a màxim { $max } { $max ->
    [one] caràcter
   *[other] caràcters
}
pin-error-bad-character = El PIN no pot contenir { $character }: ni espais ni caràcters de control
pin-error-hashing = No s'ha pogut desar el PIN ({ $error })
pin-error-malformed = el PIN desat no és un resum criptogràfic vàlid (una cadena PHC d'Argon2)

## El panell de l'àrbitre i el tauler de fusta a la finestra (issue 12)

toolbar-arbiter = Panell de l'àrbitre ({ $key })
action-claim-illegal = Jugada il·legal!
action-claim-illegal-name = { $side ->
    [white] Blanques: jugada il·legal!
   *[black] Negres: jugada il·legal!
}
promotion-nothing = Deixar el peó sense peça nova
setup-wooden-board = Els jugadors comproven les seves jugades (tauler de fusta, Article 7.5)
setup-supervised = Supervisió adequada (Apèndixs A.4, B.2)
setup-pin-heading = PIN de l'àrbitre
setup-pin-is-set = Hi ha un PIN: el panell de l'àrbitre només s'obre amb ell.
setup-pin-current = PIN actual:
setup-pin-new = PIN nou:
setup-pin-set = Desar el PIN
setup-pin-wrong = El PIN actual no és correcte: el PIN no ha canviat.
setup-pin-done = El PIN està desat. Només se'n desa el resum criptogràfic.

arbiter-pin-heading = Panell de l'àrbitre
arbiter-pin-label = Escriu el PIN:
arbiter-pin-open = Obrir el panell
arbiter-pin-cancel = Cancel·lar
arbiter-pin-wrong = PIN incorrecte: el panell continua tancat.
arbiter-confirm-heading = L'àrbitre decideix
arbiter-confirm-note = No hi ha PIN: confirma que l'àrbitre decideix això.
arbiter-confirm-yes = Confirmar
arbiter-confirm-no = No fer-ho
arbiter-panel-heading = L'àrbitre
arbiter-panel-close = Tancar el panell
arbiter-remark-label = Observació per al registre (opcional):
arbiter-offender-label = Jugador:
arbiter-offender = { $side ->
    [white] Infracció de les blanques
   *[black] Infracció de les negres
}
arbiter-section-penalties = Sancions
arbiter-warn = { $side ->
    [white] Advertir les blanques ({ $article })
   *[black] Advertir les negres ({ $article })
}
arbiter-minutes-label = Minuts:
arbiter-more-time = { $side ->
    [white] +{ $minutes } min a les blanques ({ $article })
   *[black] +{ $minutes } min a les negres ({ $article })
}
arbiter-less-time = { $side ->
    [white] -{ $minutes } min a les blanques ({ $article })
   *[black] -{ $minutes } min a les negres ({ $article })
}
arbiter-section-corrections = Correccions
arbiter-plies-label = Jugades per desfer (cada una de blanques o de negres compta com una):
arbiter-set-clocks = Ajustar els rellotges en lloc de mantenir-los
arbiter-time-of = { $side ->
    [white] Temps de les blanques:
   *[black] Temps de les negres:
}
arbiter-take-back = Desfer ({ $article })
arbiter-release-touch = Alliberar les peces tocades ({ $article })
arbiter-find-illegal = Jugada il·legal detectada ({ $article })
arbiter-two-hands = { $side ->
    [white] Les blanques han mogut amb les dues mans ({ $article })
   *[black] Les negres han mogut amb les dues mans ({ $article })
}
arbiter-annul-wrong-position = Anul·lar: posició inicial errònia ({ $article })
arbiter-annul-colours-reversed = Anul·lar: colors invertits ({ $article })
arbiter-section-clock = Rellotge ({ $article })
arbiter-clock-of = { $side ->
    [white] Corregir el rellotge de les blanques
   *[black] Corregir el rellotge de les negres
}
arbiter-clock-time-label = Temps:
arbiter-clock-set-time = Ajustar el temps
arbiter-clock-moves-label = Jugades completades:
arbiter-clock-set-moves = Ajustar el comptador de jugades
arbiter-clock-control-label = Control de temps:
arbiter-clock-set-control = Ajustar el control
arbiter-time-unreadable = «{ $text }» no és un temps: escriu-lo com h:mm:ss
arbiter-section-decision = Decisió
arbiter-ground-label = Motiu:
arbiter-score-label = Puntuació:
arbiter-end-game = Acabar la partida
arbiter-change-score = Canviar la puntuació
arbiter-log-heading = Registre de l'àrbitre
arbiter-log-claim = reclamació d'una jugada il·legal
arbiter-log-remark = Observació: { $remark }

# PGN import as forgiving as club tools (issue 14): several games, [%clk] for --clocks
pgn-several-games = el fitxer conté més d'una partida ({ $count } partides); tria'n una amb --game N:{ $list }
pgn-game-listed = { $number }. { $white } – { $black }
pgn-game-listed-round = { $number }. { $white } – { $black } (ronda { $round })
pgn-game-zero = les partides es compten des d'1: la primera partida del fitxer és --game 1
pgn-no-such-game = { $count ->
    [one] no hi ha partida { $number }: el fitxer només conté una partida
   *[other] no hi ha partida { $number }: el fitxer conté { $count } partides
}
pgn-no-emt-or-clk = cap comentari [%emt] ni [%clk] no diu quant de temps ha durat aquesta jugada
pgn-clk-impossible = el seu [%clk] { $after } és més del que tenia el rellotge abans de la jugada ({ $before }) amb el que el control de temps hi afegeix ({ $added }): cap temps emprat no ho dona
## La planella de l'organitzador (issue 14): el control en paraules, la posició inicial, el motiu, l'àrbitre

control-words-moves-in = { $moves } jugades en { $time }
control-words-then = { $first }, després { $next }
control-words-increment = { $control } + { $bonus } per jugada
control-words-increment-from = { $control }, + { $bonus } per jugada des de la jugada { $from }
control-words-delay = { $control }, demora de { $bonus }
control-words-delay-from = { $control }, demora de { $bonus } des de la jugada { $from }
control-words-bronstein = { $control }, bonificació Bronstein de { $bonus }
control-words-bronstein-from = { $control }, bonificació Bronstein de { $bonus } des de la jugada { $from }
control-words-odds = { $white } per a les blanques; { $black } per a les negres
sheet-start-position = Posició inicial
sheet-chess960 = Escacs960 núm. { $number }
sheet-reason = Motiu
sheet-arbiter-name = Àrbitre
sheet-arbiter-signature = Signatura de l'àrbitre
## La finestra de la partida en una taula del club: cara a cara, l'avís, pantalla completa, la demora (incidència 14)
banner-draw-offer = { $side ->
    [white] Les blanques ofereixen taules ({ $article }).
   *[black] Les negres ofereixen taules ({ $article }).
} { $opponent ->
    [white] Blanques: acceptes o rebutges?
   *[black] Negres: acceptes o rebutges?
}
action-claim-menu-name = { $side ->
    [white] Blanques: reclamar taules
   *[black] Negres: reclamar taules
}
clock-delay-running = demora { $seconds } s
toolbar-turn-far-pieces = Girar les peces del jugador del davant
toolbar-fullscreen = Pantalla completa ({ $key })
clock-key-name = { $side ->
    [white] Tecla del rellotge de les blanques: { $key }
   *[black] Tecla del rellotge de les negres: { $key }
}
clock-bronstein-running = es retornen { $seconds } s en prémer (Bronstein)
## Editor del control de temps i dades del torneig (issue 14)

setup-control-text = { $side ->
    [white] Control de temps de les blanques
   *[black] Control de temps de les negres
}
setup-control-text-hint = Minuts i després l'afegit en segons: 90+30 (90 min + 30 s per jugada), 90/40+30+30 (90 min per a 40 jugades, després 30 min, 30 s per jugada des de la jugada 1), 15+10, 5+3. «d» dona una demora i «b» una bonificació Bronstein: 5d3. Es poden escriure les unitats: 90 min + 30 s, 1h30, 2:30. L'etiqueta PGN, en segons, va després de la paraula PGN: PGN 5400+30.
setup-control-text-example = p. ex. 90+30, 90/40+30+30, PGN 5400+30
control-text-pgn-hint = En segons, com a etiqueta PGN? Escriu PGN al davant: PGN { $text }
setup-period-header = Període
setup-moves-header = Jugades
setup-minutes-header = Minuts
setup-seconds-header = Segons
setup-bonus-header = Afegit per jugada
setup-bonus-seconds-header = Afegit (s)
setup-rest-of-game = resta de la partida
setup-period-field = { $side ->
    [white] Blanques, període { $period }: { $field }
   *[black] Negres, període { $period }: { $field }
}
setup-remove-period = { $side ->
    [white] Treure el període { $period } de les blanques
   *[black] Treure el període { $period } de les negres
}
setup-add-period = + Afegir un període
setup-add-period-of = { $side ->
    [white] Afegir un període al control de les blanques
   *[black] Afegir un període al control de les negres
}
bonus-kind-none = cap
bonus-kind-fischer = increment Fischer
bonus-kind-delay = demora simple
bonus-kind-bronstein = bonificació Bronstein
preset-delay = { $minutes } min, demora de { $seconds } s
preset-bronstein = { $minutes } min, bonificació Bronstein de { $seconds } s
control-text-error-unexpected = «{ $character }» no té cabuda en un control de temps
control-text-error-not-time = període { $period }: «{ $text }» no és un temps en minuts (o m:ss)
control-text-error-not-bonus = «{ $text }» no és un afegit en segons
control-text-error-after-bonus = «{ $text }» va després de l'afegit, que ha d'anar al final
control-text-error-too-long = «{ $text }» és més del que pot portar el rellotge
control-text-error-bare-minutes = període { $period }: { $minutes } minuts, sense unitat, sembla un control en segons, que s'escriu amb PGN al davant; si són minuts, escriu { $minutes } min
control-text-error-period-too-long = període { $period }: { $minutes } minuts són més de 10 hores; un control en segons s'escriu amb PGN al davant (PGN 5400+30)
control-text-error-pgn = etiqueta PGN: { $error }
setup-error-periods = { $side ->
    [white] control de temps de les blanques: { $error }
   *[black] control de temps de les negres: { $error }
}
setup-details = Torneig i jugadors
setup-event = Torneig
setup-site = Lloc
setup-round = Ronda
setup-arbiter-name = Àrbitre
setup-rating = Elo
setup-title = Títol
setup-federation = Federació
setup-no-title = sense títol
setup-rating-of = { $side ->
    [white] Elo de les blanques
   *[black] Elo de les negres
}
setup-title-of = { $side ->
    [white] Títol de les blanques
   *[black] Títol de les negres
}
setup-federation-of = { $side ->
    [white] Federació de les blanques
   *[black] Federació de les negres
}
setup-error-rating = { $side ->
    [white] l'Elo de les blanques «{ $text }» ha de ser un nombre enter de 0 a { $max }
   *[black] l'Elo de les negres «{ $text }» ha de ser un nombre enter de 0 a { $max }
}
setup-error-title = { $side ->
    [white] el títol de les blanques «{ $text }» no és cap dels següents: { $titles }
   *[black] el títol de les negres «{ $text }» no és cap dels següents: { $titles }
}
setup-error-federation = { $side ->
    [white] la federació de les blanques «{ $text }» ha de ser de tres lletres majúscules, com les escriu la FIDE (ESP, POR)
   *[black] la federació de les negres «{ $text }» ha de ser de tres lletres majúscules, com les escriu la FIDE (ESP, POR)
}

## The app at home in the desktop (issue 15): where files are kept, the screen kept awake
## during a game, the low-battery sign on the clocks.
places-moved = S'ha mogut { $from } a { $to }, on es desa ara la configuració.
places-kept-both = { $from } es queda on era: ja hi ha { $to }, que és el que es llegeix.
problem-not-moved = No s'ha pogut moure { $old } a { $to } ({ $error }); es queda on era i no se'n perd res.
awake-reason = S'està jugant una partida d'escacs i el seu rellotge està en marxa.
awake-unavailable = No es pot mantenir la pantalla encesa durant la partida ({ $error }); la partida continua. Desactiva a mà l'estalvi de pantalla i la suspensió si la poguessin interrompre.
clock-battery-low = Bateria baixa: { $percent } %

## Anuncis en veu alta (issue 16, Apèndix D): el text que diu un lector de pantalla o un motor
## de veu per a un jugador cec. Les columnes porten els noms fonètics de l'apèndix D.2.1: font,
## les Lleis de la FIDE de 2023 en català, que mantenen els noms alemanys (Anna, Bella, Cesar,
## David, Eva, Felix, Gustav, Hector). Les files es diuen com a números, les peces amb les
## paraules catalanes (rei, dama, torre, alfil, cavall, peó). Una jugada es diu peça, origen,
## destinació: "Cavall Gustav 1 a Felix 3"; la captura amb "pren"; després la promoció i
## l'escac o el mat, rere una coma. Vegeu docs/speech.md.
speech-file-a = Anna
speech-file-b = Bella
speech-file-c = Cesar
speech-file-d = David
speech-file-e = Eva
speech-file-f = Felix
speech-file-g = Gustav
speech-file-h = Hector
speech-square = { $file } { $rank }
speech-piece = { $piece ->
    [king] rei
    [queen] dama
    [rook] torre
    [bishop] alfil
    [knight] cavall
   *[pawn] peó
}
speech-move = { $name } { $from } a { $to }
speech-capture = { $name } { $from } pren { $to }
speech-en-passant = { $name } { $from } pren { $to } al pas
speech-castle = { $wing ->
    [kingside] enroc curt
   *[queenside] enroc llarg
}
speech-promotion = promociona a { $name }
speech-check = escac
speech-checkmate = escac i mat
speech-hours = { $count ->
    [one] { $count } hora
   *[other] { $count } hores
}
speech-minutes = { $count ->
    [one] { $count } minut
   *[other] { $count } minuts
}
speech-seconds = { $count ->
    [one] { $count } segon
   *[other] { $count } segons
}
speech-and = { $first } i { $last }
speech-clock = { $side ->
    [white] Blanques
   *[black] Negres
}: { $time }; { $moves ->
    [one] { $moves } jugada feta
   *[other] { $moves } jugades fetes
}
speech-low-time = { $side ->
    [white] Blanques
   *[black] Negres
}, poc temps: { $time }
speech-flag = { $side ->
    [white] Ha caigut la bandera de les blanques
   *[black] Ha caigut la bandera de les negres
}
# The board's cursor moved with the keys: a piece picked up, or put back (Escape).
speech-picked-up = Peça aixecada de { $square }
speech-put-back = Peça tornada a { $square }

## La veu (issue 16, Apèndix D): l'interruptor de cada jugador per als anuncis en veu alta, la
## tecla que diu els rellotges (D.2.6.1) i la línia que es mostra una vegada quan cap servei de
## veu no respon (speech-dispatcher o espeak-ng). Vegeu docs/speech.md.
speech-heading = Anuncis en veu alta (Apèndix D)
speech-menu = Veu
speech-for-player = { $side ->
    [white] Veu per a les blanques
   *[black] Veu per a les negres
}
speech-language-for = { $side ->
    [white] Llengua de la veu de les blanques
   *[black] Llengua de la veu de les negres
}
speech-language-window = Llengua de la finestra ({ $language })
speech-say-clocks = Dir els rellotges ({ $key })
speech-hint = Les jugades, els rellotges quan es demanen i els avisos de temps es diuen en veu alta, en la llengua de cada jugador (la de la finestra, si no se n'escull cap altra). { $key } diu els dos rellotges.
speech-unavailable = La veu no està disponible: cap servei de veu no ha respost (speech-dispatcher o espeak-ng). La partida continua en silenci.
# El final de la partida, dit en veu alta: qui guanya (o taules) i per què.
speech-game-over = { $result ->
    [white] Guanyen les blanques
    [black] Guanyen les negres
    [draw] Taules
   *[other] La partida ha acabat
}: { $why }
## Partides ajornades (issue 17, Directrius I): l'ajornament, la jugada secreta escrita amb el
## tauler tapat, el sobre i el seu fitxer, la represa en qualsevol portàtil.

ending-sealed-move = { $loser ->
    [white] la jugada secreta de les blanques era ambigua, il·legible o il·legal: perden les blanques
   *[black] la jugada secreta de les negres era ambigua, il·legible o il·legal: perden les negres
}
ending-sealed-move-vs-unwinnable = la jugada secreta faria perdre, però l'adversari no podria fer mai escac i mat: taules
adjourn-journal-bad = «{ $found }» no és un pas d'un ajornament (session-ends-in i un temps; un color, una llengua, la jugada secreta i la represa en base64)
adjourn-refusal-adjourned = la partida està ajornada: no es juga res fins que s'obri el sobre ({ $article })
adjourn-refusal-not-called = l'àrbitre no ha ajornat la partida: no hi ha jugada per segellar ({ $article })
adjourn-refusal-already-called = la partida ja s'està ajornant ({ $article })
adjourn-refusal-not-sealed = no s'ha segellat cap jugada: no hi ha sobre per obrir ({ $article })
adjourn-refusal-empty = escriu la jugada secreta abans de segellar el sobre ({ $article })
adjourn-refusal-not-on-move = només segella la jugada el jugador que està en joc ({ $article })
adjourn-sealing-title = { $side ->
    [white] Ajornament: les blanques segellen la jugada ({ $article })
   *[black] Ajornament: les negres segellen la jugada ({ $article })
}
adjourn-sealing-help = { $side ->
    [white] El tauler està tapat. Les blanques escriuen aquí la jugada següent sense fer-la; les negres no miren. El rellotge de les blanques corre fins que se segella el sobre, i fins llavors es pot canviar la jugada.
   *[black] El tauler està tapat. Les negres escriuen aquí la jugada següent sense fer-la; les blanques no miren. El rellotge de les negres corre fins que se segella el sobre, i fins llavors es pot canviar la jugada.
}
adjourn-sealed-move = Jugada secreta
adjourn-sealed-move-hint = en la teva notació, p. ex. Cf3
adjourn-resumption = Represa: data, hora i lloc ({ $article })
adjourn-seal = Segellar el sobre
adjourn-envelope-title = Partida ajornada: el sobre ({ $article })
adjourn-white = Blanques
adjourn-black = Negres
adjourn-position = Posició anterior a la jugada secreta
adjourn-white-time = Temps restant de les blanques
adjourn-white-time-used = Temps consumit per les blanques
adjourn-black-time = Temps restant de les negres
adjourn-black-time-used = Temps consumit per les negres
adjourn-sealed-by = Segellada per
adjourn-side = { $side ->
    [white] les blanques
   *[black] les negres
}
adjourn-move-number = Número de la jugada secreta
adjourn-draw-offer = Oferta de taules
adjourn-offer-by = { $side ->
    [white] l'oferta de les blanques continua vigent
   *[black] l'oferta de les negres continua vigent
}
adjourn-no-offer = cap
adjourn-resumption-label = Represa
adjourn-move-hidden = La jugada secreta és al sobre i no surt a cap pantalla. L'àrbitre obre el sobre quan és present el jugador que hi ha de respondre ({ $article }).
adjourn-seal-key = Clau de segellat
adjourn-seal-key-note = La clau amb què s'ha segellat aquest sobre: compara-la amb l'anotada a l'ajornament. El segell mostra que el sobre no ha canviat des que aquesta clau el va segellar; només la mateixa clau mostra que és el mateix sobre.
adjourn-save-as = Desar el sobre…
adjourn-open = Obrir el sobre ({ $article })
adjourn-lost = S'ha perdut el sobre ({ $article })
adjourn-new-game = Partida nova
adjourn-start-line = Una partida ajornada per reprendre?
adjourn-resume-button = Obrir un sobre…
adjourn-envelope-failed = no s'ha pogut fer el sobre: { $error }
adjourn-kept = Sobre desat com a { $path }
adjourn-saved = Sobre desat com a { $path }
adjourn-error-unreadable = no es pot llegir el fitxer: { $detail }
adjourn-error-not-envelope = el fitxer no és un sobre d'Escaque ({ $detail })
adjourn-error-altered = el sobre ha canviat després de segellat: el segell no coincideix
adjourn-error-journal = la partida del sobre no es pot reproduir: { $error }
adjourn-error-not-adjourned = el sobre no conté cap partida ajornada
adjourn-error-details-differ = el que diu el sobre no coincideix amb la partida que porta dins
adjourn-problem = La partida ajornada de { $path } no es pot reprendre: { $error }
adjourn-panel-section = Ajornament
adjourn-call = Ajornar la partida: el jugador que està en joc segella una jugada ({ $article })
adjourn-panel-nothing = ara no hi ha res a fer aquí
adjourn-confirm-call = S'ajorna la partida: el jugador que està en joc escriu una jugada secreta ({ $article })
adjourn-confirm-open = S'obre el sobre en presència del jugador que respon a la jugada secreta ({ $article })
adjourn-confirm-lost = S'ha perdut el sobre: el jugador que ha segellat fa al tauler la jugada que va segellar ({ $article })
adjourn-no-dialog = En aquest escriptori no es pot mostrar cap diàleg de fitxers: inicia Escaque amb --resume FITXER per obrir un sobre
adjourn-session-left = Minuts que queden de sessió ({ $article })
adjourn-confirm-call-early = S'ajorna la partida; la sessió acaba d'aquí a { $minutes } min, i qui segelli abans gasta aquest temps ({ $article })
adjourn-envelope-waits = No s'obre el sobre { $path }: reprèn la partida sense acabar o deixa-la de banda primer, i després obre el sobre des de la pantalla d'inici
## The live PGN and the organiser's view (issue 17: src/ui/live_ui.rs, src/ui/follow.rs)
live-on = Escriure la partida en directe en una carpeta, en PGN, per a una retransmissió o la vista de l'organitzador
live-folder = Carpeta
live-folder-hint = una carpeta compartida amb la retransmissió
live-choose = Triar…
live-board = Tauler
live-no-dialog = En aquest escriptori no es pot mostrar un diàleg de carpetes: escriu el camí de la carpeta.
live-file-note = Es reescriu després de cada jugada: { $path }
live-no-folder = Tria la carpeta on va la partida en directe; fins llavors no s'escriu res.
problem-live-not-written = No s'ha escrit la partida en directe: { $error }. La partida continua; es torna a intentar escriure el fitxer al cap de pocs segons i després de cada jugada.
follow-heading = Els taulers de la sala
follow-path-hint = una carpeta o un fitxer PGN
follow-add = Seguir
follow-pick-folder = Carpeta…
follow-pick-files = Fitxers…
follow-no-dialog = En aquest escriptori no es pot mostrar un diàleg de fitxers: escriu el camí i prem Seguir.
follow-source-unreadable = No es pot llegir { $path }: { $error }
follow-remove = Deixar de seguir
follow-empty = Encara no hi ha taulers: afegeix la carpeta on els taulers escriuen les seves partides en directe.
follow-board = Tauler { $board }
follow-round = ronda { $round }
follow-in-play = en joc
follow-last-move = Última jugada: { $move }
follow-no-moves = Encara sense jugades
follow-clock-of = { $side ->
    [white] Rellotge de les blanques
   *[black] Rellotge de les negres
} després de la seva última jugada
follow-file-unreadable = L'última lectura ha fallat ({ $error }): es mostra l'últim estat bo.
follow-file-not-a-game = L'última lectura no era una partida sencera ({ $error }): es mostra l'últim estat bo.
follow-file-gone = El fitxer ja no hi és: es mostra l'últim estat llegit.
follow-not-answering = Les carpetes fa { $seconds } s que no responen: els taulers mostren l'últim que s'ha llegit.
live-serve = Servir-la també només de lectura per HTTP
live-port = Port HTTP
live-serve-network = també a les altres màquines de la xarxa
live-serve-any-host = l'adreça d'aquesta màquina
live-serve-note = Les eines de retransmissió la llegeixen a { $url }
problem-live-not-served = No es pot servir la partida en directe al port { $port }: { $error }. Tria un altre port a la pantalla de preparació; la partida continua.
## Keyboard play and the screen reader (issue 16): the board's cursor, the names a screen
## reader gives the squares, clocks and moves, and the keys listed in the Keyboard menu.
board-name = Tauler
board-square-empty = { $square }, buida
board-state-picked-up = aixecada
board-state-touched = tocada
board-state-last-move = última jugada
board-state-check = rei en escac
board-state-hint = la peça aixecada hi pot anar
board-keys-help = Les fletxes mouen el cursor; Retorn o Espai aixeca una peça i la deixa; Escapada la torna al seu lloc
clock-state-running = en marxa
clock-state-stopped = aturat
scoresheet-move-name = { $number }. { $side ->
    [white] Blanques
   *[black] Negres
}: { $san }
keys-menu = Teclat
keys-tab = Tab: el tauler, després el camp de la jugada, la planella i cada botó per ordre; Maj+Tab torna enrere
keys-arrows = Fletxes, al tauler: mouen el cursor (Amunt s'allunya del jugador de la vora inferior)
keys-enter = { $space ->
    [yes] Retorn o Espai
   *[no] Retorn
}, al tauler: aixeca la peça sota el cursor i després la deixa on sigui el cursor
keys-escape = Escapada, al tauler: torna la peça al seu lloc (amb peça tocada continua tocada, { $article })
keys-typed = Al camp de la jugada: escriu la jugada, p. ex. { $example }, i prem Retorn
keys-clock = { $key }: { $side ->
    [white] les blanques premen el rellotge
   *[black] les negres premen el rellotge
}
keys-buttons = { $space ->
    [yes] Retorn o Espai
   *[no] Retorn
}, en un botó o un rellotge: el prem
keys-arbiter = { $key }: el panell de l'àrbitre
keys-fullscreen = { $key }: pantalla completa
keys-speech = { $key }: diu en veu alta els dos rellotges, temps i jugades fetes (D.2.6.1)
keys-contrast = { $key }: alt contrast activat o no
dialog-result = Resultat: { $result }
sign-pad-keys = Retorn o Espai: signar amb una creu
# Veure-hi menys (issue 16): alt contrast i mida dels rellotges i les coordenades
view-menu = Visualització
view-high-contrast = Alt contrast ({ $key })
view-size = Rellotges i coordenades
view-size-normal = Mida normal
view-size-large = Gran
view-size-largest = Molt gran
## Sèries (issue 17): un matx o una vetllada del club, partida rere partida
series-setup = Una sèrie: un matx o una vetllada del club
series-name = Nom
series-site = Lloc
series-date = Data
series-rounds = Rondes
series-board = Tauler
series-kind-match = Matx: els mateixos dos jugadors, alternant els colors
series-kind-evening = Vetllada del club: els jugadors poden canviar a cada ronda
series-start = Començar la sèrie
series-past = Sèries anteriors
series-needs-names = Una sèrie necessita els noms dels dos jugadors, i que siguin diferents.
series-bad-date = La data s'escriu any.mes.dia, com 2026.11.23: «{ $date }» no és una data escrita així.
series-unnamed = Sèrie
series-details = { $kind ->
    [match] Matx
   *[evening] Vetllada del club
}, { $date }, tauler { $board }
series-games = Partides
series-no-games = Encara no s'ha jugat cap partida.
series-game-line = Ronda { $round }: { $white } – { $black }, { $result }{ $sealed ->
    [yes] {" "}(signada i segellada)
   *[no] {""}
}
series-no-result = sense resultat (es torna a jugar)
series-standings = Classificació ({ $article })
series-final-standings = Classificació final ({ $article })
series-standing-line = { $player }: { $points }
series-match-score = { $first } { $a } – { $b } { $second }
series-standing-games = { $games ->
    [one] una partida
   *[other] { $games } partides
}
series-round-of = Següent: ronda { $round } de { $rounds }
series-next = { $white } juga amb blanques, { $black } amb negres
series-after-game = Classificació de la sèrie
series-continue-note = La partida de { $name }, ronda { $round }, s'ha apartat abans de la primera jugada: corregeix la preparació de dalt i continua la sèrie.
series-continue = Continuar la sèrie
series-next-game = Següent partida
series-end-now = Acabar la sèrie ara
series-finished = La sèrie ha acabat.
series-adjourned-to-finish = Ja no queda cap ronda per començar. Ajornada, per acabar: ronda { $rounds }. La sèrie acaba quan s'acabi aquesta partida: obre el sobre des de la pantalla d'inici.
series-save-pgn = Desar el PGN de la sèrie…
series-leave = Sortir de la sèrie
series-back = Tornar
series-open = Obrir
series-list-heading = Sèries anteriors
series-list-empty = Encara no s'ha jugat cap sèrie aquí.
series-list-line = { $name }, { $date }: { $played } de { $rounds ->
    [one] 1 ronda jugada
   *[other] { $rounds } rondes jugades
}; { $standings }
series-unreadable = No es pot llegir { $path }: { $error }
series-damaged = { $path } està malmès i no es pot llegir ({ $error }); es deixa tal com és.
series-too-many-points = Una partida no pot donar { $score }: cap partida dona més d'un punt ({ $article }).
series-not-kept = La partida no s'ha desat amb la sèrie: { $error }
series-pending = La ronda { $round } ({ $white } – { $black }, { $result }) encara no s'ha desat amb la sèrie: no se n'ha pogut escriure la planella. Queda aquí pendent fins que s'escrigui: corregeix el que es diu a sota i torna-ho a provar. Cap ronda no comença abans que es desi.
series-retry = Tornar-ho a provar
series-kept-now = La ronda { $round } ja s'ha desat amb la sèrie.
## Adjournment after review (issue 17: src/ui/adjourn_ui.rs, src/laws/adjourn.rs)
adjourn-refusal-not-completed = la jugada del tauler encara no és completa: el seu jugador prem primer el rellotge (Article 6.2.1), i després segella l'adversari, a qui corre el rellotge ({ $article })
adjourn-refusal-already-opened = el sobre ja és obert: l'àrbitre decideix sobre la jugada secreta ({ $article })
adjourn-refusal-cannot-establish = l'àrbitre només pot fixar què vol dir una jugada secreta quan és ambigua o no es pot llegir, i només com una jugada legal que pugui voler dir ({ $article })
adjourn-complete-first = { $side ->
    [white] Les blanques han mogut i no han premut el rellotge. Les blanques el premen per completar la jugada (Article 6.2.1); després les negres, a qui corre el rellotge, escriuen la jugada secreta ({ $article }).
   *[black] Les negres han mogut i no han premut el rellotge. Les negres el premen per completar la jugada (Article 6.2.1); després les blanques, a qui corre el rellotge, escriuen la jugada secreta ({ $article }).
}
adjourn-press-to-complete = { $side ->
    [white] Prémer el rellotge de les blanques
   *[black] Prémer el rellotge de les negres
}
adjourn-opened-title = El sobre és obert ({ $article })
adjourn-opened-written = { $side ->
    [white] Jugada secreta { $number } de les blanques, en notació { $language ->
        [gl] gallega
        [es] castellana
        [pt] portuguesa
        [ca] catalana
       *[en] anglesa
    }:
   *[black] Jugada secreta { $number } de les negres, en notació { $language ->
        [gl] gallega
        [es] castellana
        [pt] portuguesa
        [ca] catalana
       *[en] anglesa
    }:
}
adjourn-reads-legal = Es llegeix com { $move }: es fa la jugada i es posa en marxa el rellotge de l'adversari ({ $article }).
adjourn-reads-ambiguous = Val per a més d'una jugada: { $moves } ({ $article }).
adjourn-reads-unreadable = No se'n pot establir el significat com a jugada ({ $article }).
adjourn-reads-illegal = No és una jugada legal en aquesta posició ({ $article }).
adjourn-loses = { $side ->
    [white] Decisió: perden les blanques.
   *[black] Decisió: perden les negres.
}
adjourn-loses-draw = Decisió: taules, perquè l'adversari mai no podria fer escac i mat ({ $article }).
adjourn-play-sealed = Fer la jugada secreta ({ $article })
adjourn-confirm-ruling = Confirmar la decisió ({ $article })
adjourn-establish-as = L'àrbitre la llegeix com { $move } ({ $article })
adjourn-establish-label = La jugada que l'àrbitre hi llegeix
adjourn-establish-play = Fer aquesta jugada ({ $article })
adjourn-establish-bad = «{ $text }» no és una jugada legal aquí: escriu-la en la teva notació, p. ex. { $example }

## Series and live file after review
follow-adjourned = ajornada
follow-start-button = Seguir taulers…
follow-start-hint = La vista de l'organitzador: tria la carpeta on els taulers escriuen les seves partides en directe
series-adjourned = ajornada (per acabar)

## The notes of the record, beside the moves and in the arbiter's record (src/i18n/notes.rs)
note-improper-offer = { $side ->
    [white] Les blanques van oferir taules fora del moment adequat ({ $offer }, { $article })
   *[black] Les negres van oferir taules fora del moment adequat ({ $offer }, { $article })
}
note-claim = { $side ->
    [white] Les blanques reclamen { $claim }: { $verdict }
   *[black] Les negres reclamen { $claim }: { $verdict }
}
note-claim-threefold = taules per triple repetició ({ $article })
note-claim-fifty = taules per cinquanta jugades ({ $article })
note-claim-intended = { $claim } amb la jugada { $move }
note-claim-correct = correcta, taules ({ $article })
note-claim-wrong = no és correcta ({ $article })
note-undecided = { $side ->
    [white] l'anàlisi no ha pogut decidir si les blanques encara podien fer escac i mat: el resultat es manté
   *[black] l'anàlisi no ha pogut decidir si les negres encara podien fer escac i mat: el resultat es manté
}
note-played-after-end = jugada feta després que la partida hagués acabat ({ $article })

## PGN as clubs and servers write it (issue 29)
pgn-coordinate-move = aquesta jugada és escrita per les seves caselles (de sortida i d'arribada), com les escriuen els motors, no en notació algebraica: escriu la peça i la seva casella, Nf3 per g1f3
pgn-tag-glued-to-moves = una etiqueta i jugades són a la mateixa línia: cada etiqueta va en una línia pròpia, abans de les jugades
pgn-no-usable-clock = tots els [%clk] de la partida marquen { $clk }, que cap rellotge d'aquest control de temps no marca jugada rere jugada: el fitxer no porta cap rellotge utilitzable; fes servir adjudicate sense --clocks
illegal-king-captured = el rei de l'adversari ha estat retirat del tauler ({ $article })

## Issue 25, the window rebuilt

# The toolbar button that changes the seating names what it does, not the seating now.
toolbar-seat-face-to-face = Posar els jugadors cara a cara
toolbar-seat-side-by-side = Posar els jugadors l'un al costat de l'altre

# Closing the window during a game in play.
close-heading = Tancar l'Escaque durant la partida?
close-body = La partida es desa jugada a jugada: s'ofereix quan l'Escaque s'obre de nou, amb els rellotges aturats on eren.
close-yes = Tancar
close-no = Continuar jugant

## Issue 25, item 9
control-error-bonus-over-max = { $kind ->
    [increment] període { $period }: un increment de { $bonus } s per jugada passa de { $max } minuts, segurament una errada: l'afegit es compta en segons (els de la FIDE són de 60 s com a màxim); escriu cada temps amb la seva unitat, com ara 15 min + 10 s
    [delay] període { $period }: una demora de { $bonus } s per jugada passa de { $max } minuts, segurament una errada: l'afegit es compta en segons (els de la FIDE són de 60 s com a màxim); escriu cada temps amb la seva unitat, com ara 15 min + 10 s
    [bronstein] període { $period }: una bonificació Bronstein de { $bonus } s per jugada passa de { $max } minuts, segurament una errada: l'afegit es compta en segons (els de la FIDE són de 60 s com a màxim); escriu cada temps amb la seva unitat, com ara 15 min + 10 s
   *[none] període { $period }: un afegit de { $bonus } s per jugada passa de { $max } minuts, segurament una errada: l'afegit es compta en segons (els de la FIDE són de 60 s com a màxim); escriu cada temps amb la seva unitat, com ara 15 min + 10 s
}
result-title-abandoned = Partida interrompuda, sense resultat
result-title-annulled = Partida anul·lada: s'ha de tornar a jugar

## Issue 25, items 6-8, 10
status-ready = { $side ->
    [white] A punt, encara no corre cap rellotge: les negres engeguen el rellotge de les blanques prement el seu (tecla { $key }), o l'àrbitre engega els rellotges
   *[black] A punt, encara no corre cap rellotge: les blanques engeguen el rellotge de les negres prement el seu (tecla { $key }), o l'àrbitre engega els rellotges
}
status-press = { $side ->
    [white] Les blanques han mogut i han de prémer el seu rellotge (tecla { $key }) per completar la jugada ({ $article })
   *[black] Les negres han mogut i han de prémer el seu rellotge (tecla { $key }) per completar la jugada ({ $article })
}
status-paused = Els rellotges estan aturats: l'àrbitre els torna a engegar ({ $article })
status-arbiter-stopped = L'àrbitre ha aturat els rellotges ({ $article }); tornen a anar quan es tanca el panell
status-adjourned = La partida és ajornada: la jugada secreta és al seu sobre ({ $article })
status-sealing = { $side ->
    [white] Ajornament: les blanques escriuen la jugada secreta ({ $article })
   *[black] Ajornament: les negres escriuen la jugada secreta ({ $article })
}
clock-state-ready = a punt
clock-ready-start = { $side ->
    [white] prem per engegar el rellotge de les blanques
   *[black] prem per engegar el rellotge de les negres
}
clock-control-passed = control de temps superat: +{ $minutes } min
clock-control-passed-time = control de temps superat: +{ $time }
speech-control-passed = { $side ->
    [white] Les blanques han arribat al control de temps: { $minutes ->
        [one] un minut més
       *[other] { $minutes } minuts més
    }
   *[black] Les negres han arribat al control de temps: { $minutes ->
        [one] un minut més
       *[other] { $minutes } minuts més
    }
}
speech-control-passed-time = { $side ->
    [white] Les blanques han arribat al control de temps: { $time } més
   *[black] Les negres han arribat al control de temps: { $time } més
}

# Issue 27: with a screen reader running, what the app's own voice still says (the speech settings).
speech-with-reader = Hi ha un lector de pantalla en marxa: aquesta veu diu només les jugades de l'adversari, els avisos de temps i els rellotges quan es demanen; el lector diu la resta.
# Issue 28: the seal's key, verify, the arbiter's acts, bounds on input
cli-verify-not-a-key = { $key } no indica cap clau de segell: indica l'empremta de la clau (16 dígits hexadecimals, com a la pantalla de preparació i a la planella impresa) o la seva clau pública
cli-verify-other-key = el registre es va segellar amb la clau { $found }, no amb la clau requerida { $required }: qui tingui una altra clau pot segellar un registre canviat, així que no és el registre que va segellar aquesta clau
setup-seal-fingerprint = Clau de segell: { $fingerprint }
pdf-seal-fingerprint = Segellat amb la clau { $fingerprint }
record-key-changed = La clau de segell { $path } ha canviat des que es va crear: es va crear com la clau { $expected } i ara conté la clau { $found }. No se segella res amb ella, perquè cap registre quedi segellat amb una clau que no és la d'aquesta instal·lació. Aparta-la per crear una clau nova (llavors tindrà una empremta nova) o torna a posar el fitxer original.
pgn-read-otherwise = altres lectors de PGN no llegeixen aquesta partida com es va segellar: hi ha text abans de les seves etiquetes, o cap línia en blanc entre ella i una altra partida, així que mostrarien les etiquetes com a jugades o l'ajuntarien a una altra partida
arbiter-bar-panel = El temps, els resultats i el registre es canvien al panell de l'àrbitre
arbiter-pin-for-restart = Tornar a posar en marxa els rellotges és decisió de l'àrbitre (Article 6.11.3): el PIN els posa en marxa.
arbiter-pin-for-ruling = Aquesta decisió és de l'àrbitre: el PIN la porta a terme.
setup-pin-unprotected = Cap PIN no protegeix el panell de l'àrbitre: qualsevol pot canviar un rellotge o un resultat.
setup-text-too-long = { $field ->
    [white] el nom de les blanques
    [black] el nom de les negres
    [white-title] el títol de les blanques
    [black-title] el títol de les negres
    [white-federation] la federació de les blanques
    [black-federation] la federació de les negres
    [event] el nom del torneig
    [site] el lloc
    [round] la ronda
    [arbiter] el nom de l'àrbitre
    [fen] la posició inicial (FEN)
   *[series] l'identificador de la sèrie
} té { $length } caràcters; en pot tenir com a màxim { $limit }
settings-damage-too-large = el fitxer fa { $megabytes } MB, molt més que qualsevol configuració; no es llegeix
## The journal: a whole last line whose line end was changed (issue 28)
journal-line-end-changed = la línia és sencera, però el seu final de línia ha canviat o falta: se n'ha canviat un byte (una aturada brusca talla la línia abans que s'acabi la seva suma de verificació)

## Resuming: the time a clock ran after the journal's last entry, kept by its marks (issue 28)
resume-clock-ran = { $side ->
    [white] El rellotge de les blanques va córrer { $time } després de l'última anotació del registre, abans que l'aplicació s'aturés: aquest temps es descompta del rellotge de les blanques en reprendre la partida.
   *[black] El rellotge de les negres va córrer { $time } després de l'última anotació del registre, abans que l'aplicació s'aturés: aquest temps es descompta del rellotge de les negres en reprendre la partida.
}
## The evening (issue 30): pairings typed or made, and the organiser's files

evening-pairing-unknown-player = El jugador { $player } no és un dels jugadors: van numerats de l'1 al { $players }.
evening-pairing-paired-twice = El jugador { $player } està aparellat dues vegades a la ronda.
evening-pairing-against-self = El jugador { $player } està aparellat amb si mateix.
evening-pairing-board-twice = El tauler { $board } té dues partides.
evening-pairing-bye-on-board = El descans del jugador { $player } té el tauler { $board }: un descans no ocupa tauler (0).
evening-pairing-game-on-board-zero = La partida { $white }–{ $black } és al tauler 0: els taulers es numeren des de l'1.
evening-pairing-unpaired = El jugador { $player } ni està aparellat ni descansa.
evening-berger-players = Les taules de Berger són per a { $min } a { $max } jugadors, no per a { $players }.
evening-round-problem = Ronda { $round }: { $problem }
evening-round-out-of-order = La ronda { $round } encara no es pot aparellar: la següent que s'aparella és la { $next }.
evening-round-has-results = La ronda { $round } ja té resultats: els seus aparellaments no poden canviar.
evening-no-round = La ronda { $round } no està aparellada.
evening-no-board = A la ronda { $round } no hi ha cap partida al tauler { $board }.
evening-trf-field = { $field ->
    [start] número inicial
    [sex] sexe
    [title] títol
    [name] nom
    [rating] Elo FIDE
    [federation] federació
    [fide-id] ID FIDE
    [birth] data de naixement
    [points] punts
    [rank] posició
    [opponent] adversari
    [colour] color
    [result] resultat
   *[round-date] data de la ronda
}
evening-trf-too-wide-tournament = El torneig, { $field }: «{ $value }» no cap a les { $width } columnes del TRF.
evening-trf-too-wide-player = Jugador { $player }, { $field }: «{ $value }» no cap a les { $width } columnes del TRF.

## The screen, as a screen reader names it with the window (issue 27)

screen-game = Partida: { $white } contra { $black }

## The seating, chosen before the game too (issue 25, item 5)

view-seating = On seuen els jugadors
view-seating-side-by-side = L'un al costat de l'altre
view-seating-face-to-face = Cara a cara

## h30files

evening-crosstable-title = Taula creuada
evening-col-rank = Lloc
evening-col-number = Núm.
evening-col-name = Nom
evening-col-rating = Elo
evening-col-points = Punts
evening-col-round = R{ $round }
evening-white-initial = b
evening-black-initial = n
evening-bye = desc.
evening-tb-de = DE
evening-tb-sb = SB
evening-tb-wins = VIC
evening-tb-bh = BH
evening-tb-bh-c1 = BH-C1
evening-tb-de-name = enfrontament directe
evening-tb-sb-name = Sonneborn-Berger
evening-tb-wins-name = nombre de victòries
evening-tb-bh-name = Buchholz
evening-tb-bh-c1-name = Buchholz sense el seu valor més baix (tall 1)
evening-legend-tie-break = { $code }: { $name }
evening-legend-cell = A cada cel·la: el número de l'adversari, el color ({ $white } blanques, { $black } negres) i els punts.
evening-legend-marks = { $hand } resultat anotat a mà per l'àrbitre · { $unverified } registre no verificat, no compta · { $pending } encara sense resultat
evening-line-arbiter = Àrbitre: { $arbiter }
evening-pairings-round = Ronda { $round }
evening-pairings-board = Tauler { $board }: { $white } – { $black }: { $result }
evening-pairings-bye = Descansa: { $player }
evening-result-pending = pendent
evening-result-by-hand = { $score } (anotat a mà)
evening-result-unverified = no verificat: { $reason }
evening-record-part = { $part ->
    [tags] les etiquetes
    [moves] les jugades
    [clocks] els rellotges
    [result] el resultat
    *[signatures] les signatures
}
evening-unverified-not-registered = no hi ha cap portàtil registrat per a aquest tauler
evening-unverified-unsealed = el registre no està segellat
evening-unverified-altered = el registre ha canviat després de segellar-lo
evening-unverified-altered-parts = el registre ha canviat després de segellar-lo ({ $parts })
evening-unverified-other-key = segellat amb la clau { $found }, no amb la clau registrada del tauler, { $registered }
evening-unverified-not-one-record = el fitxer no conté exactament un registre
evening-unverified-unreadable = no es pot llegir el fitxer: { $error }
evening-unverified-registration = no es pot fer servir el registre del portàtil d'aquest tauler, així que no hi ha cap clau amb què comprovar el segell: { $error }
evening-unverified-other-game = la seva etiqueta { $tag } diu «{ $found }», i l'aparellament «{ $expected }»
evening-unverified-no-result = el registre no té resultat
evening-board-zero = Els taulers es numeren des de l'1.
evening-board-not-a-key = «{ $text }» no és cap clau de segell: indiqueu l'empremta de la clau o la seva clau pública.
evening-board-taken = El tauler { $board } està registrat per a un altre portàtil (clau { $registered }); la clau d'aquest portàtil és { $offered }. L'organitzador pot eliminar aquest registre per donar el tauler a aquest portàtil.
evening-board-time-control = El control de temps de la vetllada, «{ $text }», no el pot portar un rellotge.
evening-store-unreadable = No es pot llegir { $path }: { $error }
evening-store-damaged = { $path } està malmès o no l'ha escrit l'Escaque: { $error }
cli-evening-written = escrit: { $path }
cli-evening-trf-failed = no es pot escriure el TRF: { $error }

## A board of a club's evening, on the board's laptop (issue 30)
evening-board-join-button = Jugar un tauler d'una vetllada…
evening-board-join-hint = Aquest portàtil juga un tauler d'una vetllada del club: la partida de cada ronda es prepara a partir dels aparellaments, i la seva planella va a la carpeta de la vetllada
evening-board-join-title = Jugar un tauler d'una vetllada
evening-board-join-intro = Indica la carpeta compartida de la vetllada (la que va fer l'organitzador) i el número del tauler que juga aquest portàtil. El portàtil hi queda registrat per la seva clau de segellat, perquè l'organitzador es pugui refiar de les planelles que segella.
evening-board-folder = La carpeta de la vetllada
evening-board-choose = Tria…
evening-board-no-dialog = En aquest escriptori no es pot mostrar un diàleg de carpetes: escriu el camí de la carpeta.
evening-board-number = El tauler d'aquest portàtil
evening-board-join = Uneix-te
evening-board-cancel = Cancel·la
evening-board-bad-number = El tauler és un número des de 1, no «{ $text }».
evening-board-joined = { $evening }: ronda { $round }, tauler { $board }. { $white } (blanques) – { $black } (negres).
evening-board-all-played = { $evening }: totes les partides del tauler { $board } aparellades fins ara tenen la seva planella o el seu resultat.
evening-board-leave = Deixa la vetllada
evening-board-sent = La planella és a la carpeta de la vetllada: { $path }
evening-board-not-sent = No s'ha pogut posar la planella a la carpeta de la vetllada: { $error }. Es conserva en aquest portàtil.
## h30live

follow-round-shown = Es mostra la ronda { $round }
setup-error-live-name = { $side ->
    [white] la partida s'escriu en directe per a una retransmissió, que necessita els noms dels dos jugadors: escriu el nom de les blanques (dues lletres o més, no «unknown»)
   *[black] la partida s'escriu en directe per a una retransmissió, que necessita els noms dels dos jugadors: escriu el nom de les negres (dues lletres o més, no «unknown»)
}
live-needs-names = Una retransmissió només mostra les partides amb els noms dels dos jugadors: amb la partida en directe activada, la partida no comença sense ells.

## A damaged file of a series or an evening, said without the RON reader's words (issue 28)
file-fault-end-of-file = el fitxer s'acaba abans que el seu contingut
file-fault-trailing = hi ha més text després del final del contingut del fitxer
file-fault-unknown-field = aquí no hi ha cap camp anomenat «{ $name }»
file-fault-unknown-variant = «{ $name }» no és cap dels valors que pren aquest camp
file-fault-missing-field = hi falta el camp «{ $name }»
file-fault-duplicate-field = el camp «{ $name }» hi és dues vegades
file-fault-invalid-value = aquest camp no pot prendre el valor que hi ha escrit aquí
file-fault-number-out-of-range = el nombre és massa gran o massa petit per a aquest camp
evening-damage-round-numbered = la ronda { $place } del fitxer té el número { $number }: les rondes es numeren 1, 2, 3…
evening-damage-result-not-paired = ronda { $round }: hi ha un resultat per a una partida que no està aparellada (el jugador { $white } contra el jugador { $black })
evening-damage-other-board = el fitxer indica el tauler { $board }, no el del seu nom
## h30ui
## A club's evening across boards on the organiser's screens (issue 30)

evening-screen-start-button = Vetllada del club…
evening-screen-start-hint = Una vetllada del club en diversos taulers: els jugadors, els aparellaments de cada ronda i la taula creuada, desats en una carpeta que comparteixen els portàtils dels taulers.
evening-screen-heading = Vetllada del club
evening-screen-page-folder = Carpeta
evening-screen-page-details = Dades i jugadors
evening-screen-page-pairings = Aparellaments
evening-screen-page-crosstable = Taula creuada
evening-screen-leave = Tornar a la pantalla de preparació
evening-screen-folder-note = La vetllada es desa en una carpeta a la qual arriben els portàtils de tots els taulers (una carpeta compartida a la xarxa o sincronitzada). Obre una carpeta amb una vetllada, o una de buida per preparar-ne una de nova.
evening-screen-folder = Carpeta:
evening-screen-folder-hint = el camí de la carpeta compartida
evening-screen-choose = Triar…
evening-screen-open = Obrir
evening-screen-no-dialog = En aquest escriptori no es pot mostrar un diàleg de carpetes: escriu el camí de la carpeta.
evening-screen-folder-is = carpeta { $folder }
evening-screen-arbiter-is = àrbitre: { $name }
evening-screen-new = Encara no hi ha cap vetllada desada a { $folder }: omple'n les dades i els jugadors i després desa-la.
evening-screen-saved = Desada a { $folder }.
evening-screen-save-first = Desa primer les dades i els jugadors de la vetllada.
evening-screen-name = Nom
evening-screen-site = Lloc
evening-screen-start = Primer dia
evening-screen-end = Últim dia
evening-screen-arbiter = Àrbitre principal
evening-screen-federation = Federació
evening-screen-control = Control de temps
evening-screen-control-none = Sense indicar
evening-screen-system = Sistema d'aparellament
evening-screen-round-robin = Lliga (tots contra tots)
evening-screen-swiss = Suís
evening-screen-rounds = Rondes
evening-screen-save = Desar la vetllada
evening-screen-add-player = Afegir un jugador
evening-screen-remove-player = Treure l'últim jugador
evening-screen-players-fixed = Les rondes estan aparellades: els jugadors queden com estan.
evening-screen-number = Núm.
evening-screen-player-name = Jugador
evening-screen-rating = Elo
evening-screen-title = Títol
evening-screen-player-federation = Fed.
evening-screen-fide-id = ID FIDE
evening-screen-player-field = { $field ->
    [rating] Elo del jugador { $player }
    [title] Títol del jugador { $player }
    [federation] Federació del jugador { $player }
    [fide-id] ID FIDE del jugador { $player }
   *[name] Nom del jugador { $player }
}
evening-screen-form-too-few = Una vetllada necessita com a mínim dos jugadors.
evening-screen-form-no-name = El jugador { $player } no té nom.
evening-screen-form-long-name = El nom del jugador { $player } passa dels { $max } caràcters que caben al fitxer d'informe de la FIDE.
evening-screen-form-rating = L'Elo «{ $text }» del jugador { $player } no és un nombre enter de 0 a { $max }.
evening-screen-form-title = El títol «{ $text }» del jugador { $player } no és un títol FIDE (GM, IM, FM, CM, WGM, WIM, WFM, WCM).
evening-screen-form-federation = La federació «{ $text }» del jugador { $player } no són tres lletres.
evening-screen-form-fide-id = L'ID FIDE «{ $text }» del jugador { $player } no és un nombre de fins a 11 xifres.
evening-screen-form-evening-federation = La federació «{ $text }» no són tres lletres.
evening-screen-form-date = La data «{ $text }» no està escrita AAAA/MM/DD.
evening-screen-form-players-paired = Les rondes estan aparellades: ara no es poden afegir ni treure jugadors.
evening-screen-round = Ronda:
evening-screen-round-of = Ronda { $round } de { $rounds }
evening-screen-no-rounds = Encara cap d'aparellada
evening-screen-pair-berger = Aparellar per les taules de Berger
evening-screen-type-round = Escriure la ronda { $round }
evening-screen-edit-round = Editar la ronda { $round }
evening-screen-board = Tauler
evening-screen-white = Blanques
evening-screen-black = Negres
evening-screen-result = Resultat
evening-screen-bye = descans
evening-screen-bye-note = Un jugador que descansa no juga cap partida en aquella ronda.
evening-screen-pending = pendent
evening-screen-result-verified = { $score } (partida segellada)
evening-screen-result-by-hand = { $score } (introduït a mà)
evening-screen-no-result = Sense resultat (pendent)
evening-screen-by-hand-button = Resultat a mà… (tauler { $board })
evening-screen-by-hand-heading = Ronda { $round }, tauler { $board }: el resultat a mà
evening-screen-by-hand-note = Per a un tauler jugat sense portàtil: l'àrbitre n'introdueix el resultat, marcat com a introduït a mà.
evening-screen-by-hand-enter = Introduir el resultat
evening-screen-pin-wrong = PIN incorrecte: no s'introdueix res.
evening-screen-cancel = Cancel·lar
evening-screen-editor-heading = Ronda { $round }, tal com s'escriu
evening-screen-editor-note = Una línia per tauler: el número i els números inicials de les blanques i les negres. Per a un descans, només el número de les blanques.
evening-screen-keep-round = Desar la ronda
evening-screen-add-line = Afegir una línia
evening-screen-remove-line = Treure l'última línia
evening-screen-line-field = Línia { $line }: { $field }
evening-screen-editor-not-a-number = Línia { $line }: «{ $text }» no és un nombre.
evening-screen-crosstable-heading = Taula creuada ({ $article })
evening-screen-place = Lloc
evening-screen-points = Punts
evening-screen-round-short = R{ $round }
evening-screen-cell-white = b
evening-screen-cell-black = n
evening-screen-cell-bye = descans { $points }
evening-screen-crosstable-marks = A cada ronda: el número de l'adversari, el color (b blanques, n negres) i els punts. * introduït a mà per l'àrbitre; … pendent (encara sense partida segellada i verificada).
evening-screen-tie-breaks = Desempats, per ordre: { $list }.
evening-screen-tb-direct-short = ED
evening-screen-tb-direct = enfrontament directe
evening-screen-tb-sb-short = SB
evening-screen-tb-sb = Sonneborn-Berger
evening-screen-tb-wins-short = Vict.
evening-screen-tb-wins = nombre de victòries
evening-screen-tb-buchholz-short = Bh
evening-screen-tb-buchholz = Buchholz
evening-screen-tb-buchholz-cut-short = Bh-1
evening-screen-tb-buchholz-cut = Buchholz sense el pitjor resultat (tall 1)
evening-screen-opened = S'ha obert la vetllada desada a { $folder }.
evening-screen-reload = Tornar a llegir la carpeta
evening-screen-date-hint = AAAA/MM/DD

## The evening's results as gathered, and its files from the window (issue 30)
evening-screen-result-unverified = no compta: { $why }
evening-files-heading = Els fitxers de la vetllada:
evening-files-pgn = PGN de totes les partides…
evening-files-trf-2016 = TRF (2016)…
evening-files-trf-2026 = TRF (2026)…
evening-files-pdf = Taula creuada (PDF)…
evening-screen-follow = Seguir els taulers en directe…
