# Escaque: galego. Termos da tradución galega das Leis do Xadrez da FIDE (táboas, xaque mate,
# rei afogado, reloxo, bandeira, impreso, final alixeirado; letras R D T B C).
# Os números dos artigos son os da edición de 2023, coa palabra «Artigo».

## Palabras de uso xeral

side-name = { $side ->
    [white] Brancas
   *[black] Negras
}
cite-article = Artigo { $number }
cite-guidelines = Liñas mestras { $number }
cite-appendix = Apéndice { $number }

category-standard = xadrez estándar
category-rapid = xadrez rápido
category-blitz = xadrez lóstrego

## Como remata a partida (artigos 5, 6.9 e 9)

ending-line = { $result }: { $why } ({ $article })
ending-checkmate = { $loser ->
    [white] as brancas reciben xaque mate
   *[black] as negras reciben xaque mate
}
ending-stalemate = rei afogado
ending-dead-position = posición morta: ningún dos dous pode dar xaque mate
ending-fivefold = a mesma posición por quinta vez
ending-seventy-five-moves = 75 xogadas de cada bando sen mover peón nin capturar
ending-resignation = { $loser ->
    [white] as brancas abandonan
   *[black] as negras abandonan
}
ending-resignation-vs-unwinnable = abandono, pero o adversario nunca podería ter dado xaque mate: táboas
ending-time-forfeit = { $loser ->
    [white] caeu a bandeira das brancas
   *[black] caeu a bandeira das negras
}
ending-timeout-vs-unwinnable = caeu a bandeira, pero o adversario nunca podería dar xaque mate: táboas
ending-threefold-claim = táboas reclamadas por tripla repetición
ending-fifty-moves-claim = táboas reclamadas por cincuenta xogadas sen mover peón nin capturar
ending-agreement = táboas de mutuo acordo
ending-quickplay-finish = o árbitro acepta a reclamación de táboas no final alixeirado
ending-arbiter-decision = o árbitro non acepta a reclamación

## Peza tocada (artigos 4.3 a 4.5)

obligation-free = pódese facer calquera xogada legal
obligation-move = tocouse a peza de { $square } e hai que movela
obligation-capture = tocouse a peza de { $square } e hai que capturala
obligation-capture-with = a peza de { $piece } ten que capturar a de { $target }
obligation-castle = { $wing ->
    [kingside] tocáronse o rei e a torre: hai que facer o enroque curto
   *[queenside] tocáronse o rei e a torre: hai que facer o enroque longo
}
obligation-move-king = quíxose enrocar, pero o enroque non é legal: hai que xogar outra xogada de rei

## O que fixo un evento aceptado

notice-touched = Peza tocada: { $obligation } ({ $article })
notice-castled-by-two-moves = { $side ->
    [white] As brancas enrocan ({ $move }): a xogada do rei e a da torre fan un só enroque ({ $article })
   *[black] As negras enrocan ({ $move }): a xogada do rei e a da torre fan un só enroque ({ $article })
}
notice-draw-offered = { $side ->
    [white] As brancas ofrecen táboas ({ $article })
   *[black] As negras ofrecen táboas ({ $article })
}
notice-draw-offered-improper = { $side ->
    [white] As brancas ofrecen táboas fóra do momento axeitado: a oferta é válida, pero véxase { $article }
   *[black] As negras ofrecen táboas fóra do momento axeitado: a oferta é válida, pero véxase { $article }
}
notice-draw-declined = { $side ->
    [white] As brancas rexeitan a oferta de táboas ({ $article })
   *[black] As negras rexeitan a oferta de táboas ({ $article })
}
notice-claim-rejected = { $side ->
    [white] A reclamación das brancas non é correcta: a partida continúa ({ $article })
   *[black] A reclamación das negras non é correcta: a partida continúa ({ $article })
}
notice-time-awarded = { $side ->
    [white] As brancas reciben { $time } máis ({ $article })
   *[black] As negras reciben { $time } máis ({ $article })
}
notice-referred = { $side ->
    [white] A partida detense: a reclamación das brancas pasa ao árbitro ({ $article })
   *[black] A partida detense: a reclamación das negras pasa ao árbitro ({ $article })
}
notice-flag-fell = { $side ->
    [white] Caeu a bandeira das brancas ({ $article })
   *[black] Caeu a bandeira das negras ({ $article })
}
notice-paused = Reloxos detidos ({ $article })
notice-resumed = Continúa o xogo
notice-adjusted = Reloxo: { $adjustment } ({ $reason })

adjustment-set-time = { $side ->
    [white] o reloxo das brancas pasa a marcar { $time }
   *[black] o reloxo das negras pasa a marcar { $time }
}
adjustment-add-time = { $side ->
    [white] +{ $time } para as brancas
   *[black] +{ $time } para as negras
}
adjustment-set-moves = { $side ->
    [white] o contador de xogadas das brancas pasa a { $moves }
   *[black] o contador de xogadas das negras pasa a { $moves }
}
adjustment-add-increment = { $side ->
    [white] +{ $seconds } s por xogada para as brancas desde agora
   *[black] +{ $seconds } s por xogada para as negras desde agora
}
adjustment-set-control = { $side ->
    [white] o control de tempo das brancas pasa a ser { $control }
   *[black] o control de tempo das negras pasa a ser { $control }
}
adjust-reason-arbiter = tempo dado polo árbitro
adjust-reason-with-note = { $article }: { $note }

pending-increment = { $side ->
    [white] As brancas piden 5 segundos por xogada para os dous ({ $article }): vale tamén como oferta de táboas
   *[black] As negras piden 5 segundos por xogada para os dous ({ $article }): vale tamén como oferta de táboas
}
pending-claim = { $side ->
    [white] As brancas reclaman táboas ({ $article }): decide o árbitro
   *[black] As negras reclaman táboas ({ $article }): decide o árbitro
}
pending-postponed = { $side ->
    [white] O árbitro decidirá máis tarde sobre a reclamación das brancas ({ $article })
   *[black] O árbitro decidirá máis tarde sobre a reclamación das negras ({ $article })
}

## Rexeitamentos: por que non se acepta un evento

refusal-line = Non se permite: { $why }
refusal-time-runs-backwards = un evento aos { $at } de partida vén antes do anterior, aos { $last }
refusal-game-over = a partida xa rematou: { $ending }
refusal-awaiting-ruling = o xogo está detido ata que o árbitro decida sobre a reclamación ({ $article })
refusal-no-piece = non hai ningunha peza en { $square }
refusal-not-on-move = { $side ->
    [white] non lles toca xogar ás brancas ({ $article })
   *[black] non lles toca xogar ás negras ({ $article })
}
refusal-illegal-move = { $move } non é unha xogada legal nesta posición ({ $article })
refusal-illegal-move-why = { $move } non é unha xogada legal nesta posición: { $why }
refusal-illegal-move-in-check = { $move } non é unha xogada legal nesta posición: o teu rei está en xaque e esta xogada non o saca del ({ $article })
refusal-promotion-piece-missing = { $move } chega á última fileira: escolle a nova peza ({ $article })
refusal-touch-move = non se pode xogar { $move }: { $obligation } ({ $article })
refusal-opponent-not-pressed = { $side ->
    [white] As brancas aínda non poden premer: as negras xogaron sen premer o reloxo e o tempo das negras corre ata que o preman ({ $article })
   *[black] As negras aínda non poden premer: as brancas xogaron sen premer o reloxo e o tempo das brancas corre ata que o preman ({ $article })
}
refusal-press-without-move = { $side ->
    [white] as brancas premeron o reloxo sen xogar ({ $article })
   *[black] as negras premeron o reloxo sen xogar ({ $article })
}
refusal-clock-not-running = { $side ->
    [white] as brancas premeron o reloxo, pero o tempo que corre é o das negras: premer non cambia nada ({ $article })
   *[black] as negras premeron o reloxo, pero o tempo que corre é o das brancas: premer non cambia nada ({ $article })
}
refusal-draw-offers-forbidden = as bases do torneo non permiten ofrecer táboas ({ $article })
refusal-draw-offers-not-yet = as bases do torneo só permiten ofrecer táboas a partir da xogada { $move } ({ $article })
refusal-offer-already-standing = { $side ->
    [white] a oferta de táboas das brancas segue en pé ({ $article })
   *[black] a oferta de táboas das negras segue en pé ({ $article })
}
refusal-opponent-offer-standing = { $side ->
    [white] as brancas teñen unha oferta de táboas do adversario pendente: acéptena ou rexéitena ({ $article })
   *[black] as negras teñen unha oferta de táboas do adversario pendente: acéptena ou rexéitena ({ $article })
}
refusal-no-offer-to-answer = { $side ->
    [white] as brancas non teñen ningunha oferta de táboas á que responder ({ $article })
   *[black] as negras non teñen ningunha oferta de táboas á que responder ({ $article })
}
refusal-agreement-too-early = para acordar táboas os dous xogadores teñen que ter feito polo menos unha xogada ({ $article })
refusal-claim-after-touch = { $side ->
    [white] as brancas tocaron unha peza e nesta xogada xa non poden reclamar táboas ({ $article })
   *[black] as negras tocaron unha peza e nesta xogada xa non poden reclamar táboas ({ $article })
}
refusal-nothing-to-revise = a análise non cambia nada nesta partida
refusal-no-such-ruling = esa decisión non responde a nada pendente ({ $article })
refusal-offer-unanswered = primeiro o adversario ten que aceptar ou rexeitar a oferta de táboas ({ $article })
refusal-ruling-first = primeiro ten que decidir o árbitro: { $pending }
refusal-no-flag = non caeu ningunha bandeira
refusal-clocks-stopped = os reloxos están detidos ata que continúe o xogo ({ $article })

quickplay-not-announced = nesta partida non se anunciou o final alixeirado ({ $article })
quickplay-blitz = o final alixeirado non se aplica ao xadrez lóstrego ({ $article })
quickplay-with-increment = o final alixeirado só se aplica a partidas sen incremento ({ $article })
quickplay-not-last-period = o final alixeirado só se aplica no último período ({ $article })
quickplay-not-on-move = só pode pedilo o xogador que está en xogo ({ $article })
quickplay-two-minutes = só pode pedilo quen teña menos de dous minutos no reloxo ({ $article })
quickplay-needs-arbiter = o incremento só o pode conceder un árbitro ({ $article })
quickplay-already-pending = xa hai unha petición á espera do árbitro ({ $article })
quickplay-increment-applies = o reloxo pode levar o incremento de cinco segundos, así que pídeo: a reclamación con árbitro presente é para un reloxo que non pode ({ $article })
quickplay-no-increment-request = esta edición non ten incremento que pedir, só a reclamación de táboas ({ $article })

clock-error-time-went-back = { $at } de partida é anterior ao último evento do reloxo, aos { $last }: o tempo só avanza
clock-error-not-started = o reloxo aínda non se puxo en marcha
clock-error-already-started = o reloxo xa estaba en marcha
clock-error-not-running = { $side ->
    [white] { $running ->
        [white] as brancas premeron o reloxo, pero o seu tempo non corre
       *[black] as brancas premeron o reloxo, pero o tempo que corre é o das negras
    }
   *[black] { $running ->
        [white] as negras premeron o reloxo, pero o tempo que corre é o das brancas
       *[black] as negras premeron o reloxo, pero o seu tempo non corre
    }
}
clock-error-paused = os reloxos están detidos ({ $article }): primeiro hai que poñelos en marcha
clock-error-already-paused = os reloxos xa estaban detidos
clock-error-not-paused = os reloxos non están detidos, así que non se poden volver poñer en marcha
clock-error-stopped = o reloxo parou definitivamente
clock-error-flag-fell = { $side ->
    [white] a bandeira das brancas caeu aos { $at } de partida ({ $article })
   *[black] a bandeira das negras caeu aos { $at } de partida ({ $article })
}

## Controis de tempo escritos (TimeControl de PGN; d = demora, b = Bronstein)

control-error-empty = o control de tempo está baleiro
control-error-empty-period = o período { $period } está baleiro
control-error-not-seconds = período { $period }: «{ $text }» non é un número de segundos
control-error-not-moves = período { $period }: «{ $text }» non é un número de xogadas
control-error-too-long = período { $period }: { $text } segundos son máis dos que pode levar o reloxo
control-error-sandclock-not-alone = un reloxo de area (*) ten que ser todo o control de tempo
control-error-unknown = «?» indica que o control de tempo é descoñecido, e iso un reloxo de xadrez non o pode levar
control-error-untimed = «-» indica que a partida non ten reloxo, e iso un reloxo de xadrez non o pode levar
control-error-sandclock = un reloxo de area de { $seconds } s non é algo que poida levar un reloxo de xadrez
control-error-refused = rexeitouse «{ $control }», aínda que un reloxo pode levalo
control-error-no-periods = un control de tempo necesita polo menos un período
control-error-zero-time = o período { $period } non ten tempo: dálle máis de 0 segundos
control-error-zero-moves = o período { $period } pide 0 xogadas: dálle polo menos unha, ou faino durar o resto da partida
control-error-bonus-too-long = { $kind ->
    [increment] período { $period }: un incremento de { $bonus } s é máis longo ca os { $time } s do propio período
    [delay] período { $period }: unha demora de { $bonus } s é máis longa ca os { $time } s do propio período
    [bronstein] período { $period }: unha bonificación Bronstein de { $bonus } s é máis longa ca os { $time } s do propio período
   *[none] período { $period }: o engadido é máis longo ca os { $time } s do propio período
}
control-error-after-rest-of-game = o período { $period } vén despois do período { $previous }, que xa dura o resto da partida

## Listas

list-and = { $init } e { $last }
list-or = { $init } ou { $last }

## Problemas fóra da partida

problem-ok = De acordo
problem-settings-unreadable = Non se pode ler o ficheiro de axustes { $path } ({ $error }); úsanse os valores predeterminados.
problem-settings-damaged = O ficheiro de axustes { $path } está danado ({ $error }); úsanse os valores predeterminados e gárdase o ficheiro danado como { $kept }.
problem-settings-not-saved = Non se poden gardar os axustes: { $error }
settings-damage-at = liña { $line }, columna { $column }: { $what }
settings-damage-time-control = non se pode ler un control de tempo antigo: { $error }
settings-fault-expected = { $kind ->
    [text] agardábase aquí un texto entre comiñas dobres
    [number] agardábase aquí un número
    [boolean] agardábase aquí true ou false
    [character] agardábase aquí un carácter entre comiñas simples
    [list] agardábase aquí unha lista entre corchetes
    [map] agardábase aquí un mapa entre chaves
    [group] agardábase aquí unha paréntese de apertura
    [option] agardábase aquí Some(…) ou None
    [name] agardábase aquí un nome
   *[unit] agardábase aquí ()
}
settings-fault-expected-mark = agardábase aquí «{ $mark }»
settings-fault-end-of-file = o ficheiro remata antes ca os axustes
settings-fault-unexpected-char = o carácter «{ $char }» non vai aquí
settings-fault-trailing = hai máis texto despois do final dos axustes
settings-fault-unknown-field = aquí non hai ningún axuste chamado «{ $name }»
settings-fault-unknown-variant = «{ $name }» non é ningún dos valores que toma este axuste
settings-fault-missing-field = falta o axuste «{ $name }»
settings-fault-duplicate-field = o axuste «{ $name }» aparece dúas veces
settings-fault-invalid-value = este axuste non pode tomar o valor que pon aquí
settings-fault-number-out-of-range = o número é grande ou pequeno de máis para este axuste
settings-fault-bad-number = o número está mal escrito
settings-fault-not-text = aquí comezan bytes que non son texto (UTF-8)
settings-fault-syntax = o texto de aquí non segue o formato do ficheiro (RON)
problem-journal-not-archived = Non se pode gardar o rexistro da última partida en { $dir }: { $error }
problem-cannot-resume = Non se pode retomar a partida sen rematar: { $error }
problem-game-open-elsewhere = Hai unha partida aberta noutra xanela de Escaque con este cartafol de datos: esa xanela consérvaa, e esta xoga unha partida propia.
problem-journal-unreadable = Non se pode ler o rexistro da última partida ({ $error }). Consérvase tal como está, e gárdase coas partidas ao comezar unha nova.
problem-journal-write = Non se pode escribir no rexistro { $path } ({ $error }): os reloxos están parados e non se xoga nada ata que se poida escribir de novo (libera espazo e pon en marcha os reloxos). Non se perde nada do rexistrado.
session-journal-write = non se pode escribir o rexistro { $path }: { $error }
session-journal-read = non se pode ler o rexistro { $path }: { $error }
session-untimed = esta partida non leva reloxo, e Escaque só xoga con reloxo
session-open-elsewhere = esta partida está aberta noutra xanela de Escaque con este cartafol de datos: só esa xanela pode escribila (péchaa alí, ou usa outro cartafol de datos)

## Unha partida sen rematar ao abrir

resume-heading = Atopouse unha partida sen rematar
resume-summary = { $white } contra { $black }, { $moves ->
    [one] unha xogada feita.
   *[other] { $moves } xogadas feitas.
}
player-with-colour = { $name } ({ $side ->
    [white] brancas
   *[black] negras
})
resume-note = Retómase exactamente como estaba no seu último evento, cos reloxos detidos.
resume-unclean = Escaque non se pechou como debía (unha falla, unha interrupción forzada ou un corte de luz): o reinicio quedará escrito no rexistro da partida coa data e a hora.
resume-adjourned = Está aprazada: a xogada secreta está no seu sobre, e a partida continúa desde a pantalla do sobre ({ $article }).
resume-adjourn-called = O árbitro aprazou a partida: o xogador que está en xogo aínda ten que escribir a xogada secreta ({ $article }).
resume-damaged = O seu rexistro está danado desde { $problem }. A partida continúa desde o seu último evento completo anterior; o ficheiro orixinal consérvase ao lado (current.journal.damaged).
resume-button = Retomar a partida
resume-discard = Preparar unha partida nova (a anterior gárdase no cartafol de partidas)
resume-unsigned-heading = Unha partida rematada non foi asinada
resume-unsigned-note = Rematou: { $ending }. O seu impreso non foi asinado (8.7) antes de que Escaque se detivese.
resume-sign = Asinar o seu impreso
resume-set-aside = Deixala sen asinar (gárdase no cartafol de partidas)

## Pantalla de preparación

language-label = Lingua
notation-figurines = Figuras (♘f3)
setup-heading = Partida nova
setup-name-hint = nome
setup-swap = Trocar as cores
setup-draw-lots = Sortear as cores
setup-time-control = Control de tempo
setup-custom = Personalizado
preset-fide-classical = FIDE clásico (90 min/40 xogadas + 30 min, +30 s por xogada)
setup-preset-name = { $side ->
    [white] control predefinido das brancas
   *[black] control predefinido das negras
}
setup-control-hint = TimeControl de PGN: 40/5400+30:1800+30, 300+3; d = demora, b = Bronstein (300d5)
setup-time-odds = Tempo distinto para as negras (hándicap de tempo)
setup-black-control = Control de tempo das negras
setup-rules = Normas
setup-laws-edition = Leis do Xadrez:
setup-touch-move = Peza tocada (artigos 4.3 a 4.5)
setup-press-label = O reloxo prémeo:
setup-press-by-player = cada xogador
setup-press-auto = o programa, coa xogada
setup-draw-offers = Ofertas de táboas (Artigo 9.1.1):
setup-offers-allowed = permitidas
setup-offers-from = desde a xogada
setup-offers-never = nunca
setup-arbiter = Hai un árbitro presente
setup-quickplay = Final alixeirado (Liñas mestras III) en vigor
setup-start-position = Posición inicial
setup-start-normal = a habitual
setup-start-fen = desde un FEN
setup-start-chess960 = Chess960
setup-chess960-number = Número de posición (de 0 a 959; baleiro: ao chou)
setup-start = Comezar a partida
setup-keys = Teclas do reloxo: { $white } para as brancas, { $black } para as negras.
setup-key-white = Tecla das brancas
setup-key-black = Tecla das negras
setup-error-control = { $side ->
    [white] control de tempo das brancas «{ $text }»: { $error }
   *[black] control de tempo das negras «{ $text }»: { $error }
}
setup-error-chess960 = as posicións de Chess960 van numeradas de 0 a 959, non { $number }
setup-error-fen-unreadable = non se pode ler o FEN «{ $fen }»: { $detail }
setup-error-fen-illegal = o FEN «{ $fen }» non é unha posición legal: { $detail }
fen-part-nothing = non hai nada que ler
fen-part-board = o seu primeiro campo, as pezas, ten que ser oito fileiras de oito casas separadas por /, da oitava fileira á primeira (as letras KQRBNP para as brancas, kqrbnp para as negras, unha cifra para as casas baleiras)
fen-part-turn = o seu segundo campo, quen xoga, ten que ser w (brancas) ou b (negras)
fen-part-castling = o seu terceiro campo, os dereitos de enroque, ten que ser - ou letras de KQkq (as columnas das torres en Chess960)
fen-part-en-passant = o seu cuarto campo, a casa da captura ao paso, ten que ser - ou unha casa como e3
fen-part-halfmove-clock = o seu quinto campo, as xogadas desde a última captura ou xogada de peón, ten que ser un número enteiro
fen-part-move-number = o seu sexto campo, o número da xogada, ten que ser un número enteiro
fen-part-extra = ten máis campos cós seis dun FEN
position-fault-empty-board = non hai ningunha peza no taboleiro
position-fault-missing-king = { $side ->
    [white] as brancas non teñen rei
   *[black] as negras non teñen rei
}
position-fault-too-many-kings = { $side ->
    [white] as brancas teñen máis dun rei
   *[black] as negras teñen máis dun rei
}
position-fault-pawns-on-back-rank = hai un peón na primeira ou na oitava fileira
position-fault-castling-rights = dáselle un dereito de enroque a un rei ou a unha torre que non está na súa casa de saída
position-fault-en-passant = a casa da captura ao paso non é ningunha pola que un peón acabe de pasar
position-fault-opposite-check = { $side ->
    [white] as brancas están en xaque, pero xogan as negras
   *[black] as negras están en xaque, pero xogan as brancas
}
position-fault-impossible-check = o rei de quen xoga está nun xaque que ningunha xogada puido dar
position-fault-too-much-material = hai máis pezas das que poden dar as dezaseis de cada bando e as súas promocións
position-fault-variant = ten partes doutra variante do xadrez (pezas na man, xaques contados)
position-fault-move-number = o seu número de xogada, { $number }, é maior ca { $max }, máis lonxe do que chega ningunha partida

## Pantalla da partida

toolbar-new-game = Partida nova
toolbar-flip = Xirar o taboleiro
toolbar-hints = Axudas de xogada
toolbar-sound-none = Son: sen dispositivo
toolbar-sound-off = Son: apagado
toolbar-sound-on = Son: acendido
toolbar-stop-clocks = Deter os reloxos (chamar o árbitro)
toolbar-start-clocks = Poñer en marcha os reloxos

clock-title = { $side ->
    [white] Brancas: { $name }
   *[black] Negras: { $name }
}
clock-label = { $side ->
    [white] Reloxo das brancas
   *[black] Reloxo das negras
}
clock-flag-fallen = bandeira caída
clock-moves-to-control = { $count ->
    [one] 1 xogada ata o control
   *[other] { $count } xogadas ata o control
}

action-offer-draw = Ofrecer táboas
action-offer-draw-name = { $side ->
    [white] Brancas: ofrecer táboas
   *[black] Negras: ofrecer táboas
}
action-accept-draw = Aceptar táboas
action-accept-draw-name = { $side ->
    [white] Brancas: aceptar táboas
   *[black] Negras: aceptar táboas
}
action-decline-draw = Rexeitar táboas
action-decline-draw-name = { $side ->
    [white] Brancas: rexeitar táboas
   *[black] Negras: rexeitar táboas
}
action-claim-menu = Reclamar táboas
claim-threefold-now = Tripla repetición, agora ({ $article })
claim-threefold-intended = Tripla repetición, coa xogada que vou facer ({ $article })
claim-fifty-now = Cincuenta xogadas, agora ({ $article })
claim-fifty-intended = Cincuenta xogadas, coa xogada que vou facer ({ $article })
action-ask-increment = Pedir +5 s (III.4)
action-ask-increment-name = { $side ->
    [white] Brancas: pedir incremento
   *[black] Negras: pedir incremento
}
action-quickplay-claim = Reclamar táboas (III)
action-quickplay-claim-name = { $side ->
    [white] Brancas: reclamación do final alixeirado
   *[black] Negras: reclamación do final alixeirado
}
action-resign = Abandonar
action-resign-name = { $side ->
    [white] Brancas: abandonar
   *[black] Negras: abandonar
}
action-cancel-claim = Cancelar a reclamación

scoresheet-heading = Impreso
move-entry-label = Xogada:
move-entry-hint = escríbea, p. ex. { $example }, e preme Intro

arbiter-heading = Árbitro:
arbiter-analysis = Análise ({ $who }): { $ability ->
    [possible] aínda poden dar xaque mate
    [impossible] nunca poderán dar xaque mate
   *[unknown] non se sabe se poden dar xaque mate
}.
arbiter-uphold = Aceptar a reclamación: táboas
arbiter-not-uphold = Non aceptala
arbiter-grant-increment = Conceder +5 s por xogada, +2 min ao adversario (III.4)
arbiter-refuse-increment = Rexeitar o incremento
arbiter-claim-draw = Táboas (III.5.1)
arbiter-postpone = Aprazar a decisión, +2 min ao adversario (III.5.2)
arbiter-postpone-without-time = Aprazar a decisión, sen tempo extra (III.5.2)
arbiter-reject = Rexeitar, +2 min ao adversario (III.5.3)
arbiter-decide-now = Decidir agora a reclamación: táboas
arbiter-dismiss = Desbotar a reclamación

status-to-move = { $side ->
    [white] Xogan as brancas
   *[black] Xogan as negras
}
status-waiting-arbiter = Á espera do árbitro
status-intend = { $side ->
    [white] Brancas: mostra no taboleiro a xogada que vas facer; anótase para a reclamación, non se xoga
   *[black] Negras: mostra no taboleiro a xogada que vas facer; anótase para a reclamación, non se xoga
}

board-square-piece = { $square }, { $side ->
    [white] { $piece ->
        [king] rei branco
        [queen] dama branca
        [rook] torre branca
        [bishop] bispo branco
        [knight] cabaleiro branco
       *[pawn] peón branco
    }
   *[black] { $piece ->
        [king] rei negro
        [queen] dama negra
        [rook] torre negra
        [bishop] bispo negro
        [knight] cabaleiro negro
       *[pawn] peón negro
    }
}
piece-name = { $piece ->
    [king] Rei
    [queen] Dama
    [rook] Torre
    [bishop] Bispo
    [knight] Cabaleiro
   *[pawn] Peón
}
promotion-heading = Promocionar a:
promotion-cancel = Cancelar
promotion-final = O peón está na última fileira e queda alí ({ $article }): só queda escoller a nova peza.

resign-heading = { $side ->
    [white] Abandonan as brancas?
   *[black] Abandonan as negras?
}
resign-note = Abandonar remata a partida ({ $article }).
resign-yes = Si, abandonar
resign-no = Non, seguir xogando
result-sign = Os dous xogadores asinan o impreso para confirmar o resultado ({ $article }).
result-new-game = Partida nova
result-look = Ver o taboleiro
result-why = { $why } ({ $article })

## Xogadas escritas co teclado (Apéndice C)

move-error-line = «{ $move }»: { $why }
move-error-empty = Escribe primeiro unha xogada.
move-error-unknown-letter = { $letter } non é a letra de ningunha peza en galego; as pezas son { $letters } (rei, dama, torre, bispo, cabaleiro), e os peóns non levan letra
move-error-pawn-letter = os peóns escríbense sen letra: só a casa, p. ex. e4, ou a columna desde a que capturan, p. ex. exd5 (quita o { $letter })
move-error-syntax = isto non é unha xogada en notación alxébrica: a letra da peza (ningunha para un peón), a casa de saída se fai falla, x se captura, e a casa de chegada
move-error-promotion-missing = o peón chega á última fileira: engade a nova peza, p. ex. { $options }
move-error-not-a-promotion = só promociona un peón que chega á última fileira
move-error-bad-promotion = { $piece ->
    [king] un peón non se pode converter en rei
   *[other] un peón non pode seguir sendo peón na última fileira
}
move-error-no-piece = { $piece ->
    [king] non tes rei
    [queen] non tes ningunha dama
    [rook] non tes ningunha torre
    [bishop] non tes ningún bispo
    [knight] non tes ningún cabaleiro
   *[pawn] non tes ningún peón
}
move-error-no-piece-on-file = non tes ningunha peza desa clase na columna { $file }
move-error-no-piece-on-rank = non tes ningunha peza desa clase na fileira { $rank }
move-error-no-piece-on-square = non tes ningunha peza desa clase en { $square }
move-error-own-piece = en { $square } xa hai unha peza túa
move-error-cannot-reach = { $piece ->
    [king] o teu rei non pode ir a { $square }
    [queen] ningunha dama túa pode ir a { $square }
    [rook] ningunha torre túa pode ir a { $square }
    [bishop] ningún bispo teu pode ir a { $square }
    [knight] ningún cabaleiro teu pode ir a { $square }
   *[pawn] ningún peón teu pode ir a { $square }
}
move-error-nothing-to-capture = está escrita como captura, pero en { $square } non hai nada que capturar
move-error-not-en-passant = está marcada { $mark }, pero non é unha captura ao paso
move-error-still-in-check = o teu rei está en xaque e esta xogada non o saca del
move-error-exposes-king = { $piece ->
    [king] alí o rei quedaría en xaque
   *[other] ilegal: deixaría o teu rei en xaque
}
move-error-castle-with-zeros = o rei só move dúas casas ao enrocar: escribe { $castle }
move-error-castling = { $bar ->
    [no-right] non se pode facer { $castle }: o rei ou esa torre xa se moveron ({ $article })
    [in-check] non se pode facer { $castle }: o rei está en xaque ({ $article })
    [blocked] non se pode facer { $castle }: hai pezas entre o rei e a torre ({ $article })
   *[attacked] non se pode facer { $castle }: o rei pasaría por unha casa atacada ou remataría nela ({ $article })
}
move-error-ambiguous = ambigua: as pezas de { $from } poden ir todas a { $square }; escribe { $options }

## As ordes sen xanela (escaque adjudicate, escaque replay)

cli-note = nota: { $text }
cli-cannot-read-stdin = non se pode ler a entrada estándar: { $error }
cli-cannot-read-file = non se pode ler { $path }: { $error }
cli-journal-torn = nota: a última liña do rexistro quedou cortada (o programa parou mentres a escribía); déixase fóra
cli-replay-refused = nota: o evento da liña { $line } foi rexeitado, como o foi durante a partida: { $why }
cli-window-failed = escaque: non se puido abrir a xanela: { $error }
cli-headless-hint = As ordes sen xanela funcionan sen pantalla: escaque --help

pgn-at-line = liña { $line }: { $error }
pgn-at-move = xogada { $move } { $token }: { $problem }
pgn-no-game = o texto non contén ningunha partida
pgn-unreadable = non se pode ler o PGN: { $detail }
pgn-tag-not-closed = unha etiqueta non se pecha con ]
pgn-tag-too-long = a etiqueta { $tag } ten { $length } caracteres; pode ter como moito { $limit }
pgn-more-than-one-game = o texto contén máis dunha partida; pasa unha soa partida de cada vez
pgn-tag-among-moves = hai unha etiqueta no medio das xogadas
pgn-variation-not-opened = un ) pecha unha variante que nunca se abriu
pgn-comment-not-opened = un {"}"} pecha un comentario que nunca se abriu
pgn-variation-not-closed = unha variante aberta con ( nunca se pecha; pode que o ficheiro estea cortado
pgn-comment-not-closed = un comentario aberto con {"{"} nunca se pecha; pode que o ficheiro estea cortado
pgn-after-result = «{ $token }» está despois do resultado
pgn-no-result-before-any-move = a partida remata antes de ningunha xogada e sen resultado (1-0, 0-1, 1/2-1/2 ou *): parece que o ficheiro está cortado
pgn-no-result = a partida remata despois da xogada { $move } { $token } sen resultado (1-0, 0-1, 1/2-1/2 ou *): parece que o ficheiro está cortado
pgn-null-move = unha xogada nula non ten cabida nunha partida
pgn-not-a-move = isto non é unha xogada en notación alxébrica
pgn-moves-unread = a liña principal ten { $tokens ->
    [one] 1 xogada
   *[other] { $tokens } xogadas
}, pero { $read ->
    [0] non se puido ler ningunha
    [one] só se puido ler 1
   *[other] só se puideron ler { $read }
}
pgn-variant = a etiqueta Variant «{ $variant }» non é xadrez tal como o definen as Leis da FIDE
pgn-chess960-needs-fen = unha partida de Chess960 necesita unha etiqueta FEN coa súa posición inicial
pgn-fen-unreadable = non se pode ler a etiqueta FEN «{ $fen }»: { $detail }
pgn-fen-illegal = a etiqueta FEN «{ $fen }» non é unha posición legal: { $detail }
pgn-ambiguous = ambigua: hai máis dunha peza que pode facer esta xogada
pgn-illegal = ilegal nesta posición
pgn-illegal-or-ambiguous = ilegal ou ambigua nesta posición
pgn-intended-not-san = a xogada anunciada «{ $text }» non é unha xogada en notación alxébrica
pgn-no-time-control = --clocks necesita unha etiqueta TimeControl co control de tempo da partida
pgn-time-control-tag = etiqueta { $tag }: { $error }
pgn-emt-unreadable = en [%emt]: «{ $text }» non é un tempo na forma h:mm:ss
pgn-clk-unreadable = en [%clk]: «{ $text }» non é un tempo na forma h:mm:ss
pgn-written-otherwise = a xogada é { $san }, pero está escrita doutro xeito
pgn-signature = non se pode ler a etiqueta { $tag } ({ $detail })
pgn-strokes-not-base64 = os trazos da sinatura non están en base64: { $error }
pgn-strokes-cut = os trazos da sinatura rematan no medio dun trazo
pgn-result-disagrees = a etiqueta Result di { $tag }, pero as xogadas rematan con { $marker }
pgn-escape-line = unha liña de escape (%), que un impreso nunca escribe
pgn-rest-of-line-comment = un comentario con ;, que un impreso nunca escribe
pgn-variation = unha variante, que un impreso nunca escribe
pgn-annotation = un signo de valoración «{ $token }», que un impreso nunca escribe
pgn-comment-outside-moves = un comentario antes da primeira xogada ou despois do resultado, que un impreso nunca escribe
pgn-tag-line-otherwise = unha liña de etiqueta que non é exactamente un [Nome "valor"]
pgn-line-break-otherwise = unha liña en branco, unha liña de espazos ou un salto de liña onde o impreso non o ten: outros lectores detéñense aí
pgn-duplicate-tag = a etiqueta { $tag } está escrita máis dunha vez
pgn-missing-tag = falta a etiqueta { $tag }
pgn-tag-written-otherwise = a etiqueta { $tag } non está escrita como o escribe o impreso
pgn-comments-written-otherwise = os comentarios xunto a esta xogada non son os que escribe o impreso

remark-moves-after-end = a partida xa rematara ({ $ending }) antes de { $move } { $token }; as xogadas desde aí non contan
remark-not-counted = { $what ->
    [claim] { $side ->
        [white] a reclamación de táboas das brancas non conta: { $refusal }
       *[black] a reclamación de táboas das negras non conta: { $refusal }
    }
    [resignation] { $side ->
        [white] o abandono das brancas non conta: { $refusal }
       *[black] o abandono das negras non conta: { $refusal }
    }
   *[flag] { $side ->
        [white] a caída da bandeira das brancas non conta: { $refusal }
       *[black] a caída da bandeira das negras non conta: { $refusal }
    }
}
remark-result-disagrees = o PGN dá o resultado { $written }; segundo as Leis é { $ours }
remark-time-given = { $side ->
    [white] { $move } { $token }: o seu reloxo mostra máis tempo do que as brancas podían ter; déronlles { $given } durante a xogada (os +15 s de lichess), sumados ao reloxo
   *[black] { $move } { $token }: o seu reloxo mostra máis tempo do que as negras podían ter; déronlles { $given } durante a xogada (os +15 s de lichess), sumados ao reloxo
}
remark-flag-fell-during-move = { $move } { $token } levou { $used } con { $left } no reloxo: a bandeira caeu durante a xogada
remark-illegal-unclaimed = { $fate ->
    [stands] { $move } { $token } foi unha xogada ilegal: { $what }; o adversario xogou sen reclamala, así que se mantén ({ $article })
    [findable] { $move } { $token } foi unha xogada ilegal: { $what }; ninguén a reclamou, e aínda se pode descubrir durante a partida ({ $article })
   *[claimable] { $move } { $token } foi unha xogada ilegal: { $what }; ninguén a reclamou aínda: o adversario pode facelo antes de xogar ({ $article })
}

## Asinar e imprimir o impreso (artigo 8.7)

sign-open = Asinar o impreso
sign-heading = Asinar o impreso
sign-event = Torneo
sign-site = Lugar
sign-date = Data
sign-round = Rolda
sign-board = Taboleiro
sign-name = Nome
sign-pad = { $side ->
    [white] Sinatura das brancas
   *[black] Sinatura das negras
}
sign-clear = Borrar
sign-confirm = { $side ->
    [white] Asinan as brancas
   *[black] Asinan as negras
}
sign-signed-at = asinado ás { $time }
sign-checking = Comprobando a posición final antes de selar…
sign-seal = Selar e gardar
sign-saved = Selado e gardado como { $path }
sign-save-pgn = Gardar PGN…
sign-save-pdf = Gardar PDF (A4)…
sign-save-pdf-letter = Gardar PDF (Carta)…
sign-print = Imprimir
sign-printed = Enviado á impresora: { $answer }
sign-print-opened = Non hai servizo de impresión: o impreso está aberto no visor
sign-problem = Non se fixo: { $error }
sign-close = Pechar
pdf-title = Impreso
pdf-event = Torneo
pdf-site = Lugar
pdf-date = Data
pdf-round = Rolda
pdf-board = Taboleiro
pdf-white = Brancas
pdf-black = Negras
pdf-time-control = Control de tempo
pdf-result = Resultado
pdf-signature = Sinatura
pdf-signed = asinado
pdf-final-position = Posición final
pdf-scan = Le o código para obter as xogadas (PGN)
pdf-page = páxina
pdf-annulled = anulada
pdf-arbiter = Árbitro
sheet-before-first-move = antes da primeira xogada: { $what }

## Gardar o impreso: o impreso gardado, e por que non se selou, gardou ou imprimiu (src/i18n/record.rs)

record-saved-as = Gardado como { $path }
record-saved-without-dialog = Este escritorio non ten diálogo de ficheiros: gardado en { $path }
record-key-unreadable = Non se pode ler a chave de selado { $path }: { $error }
record-key-damaged = A chave de selado { $path } está danada: non contén unha chave. Non se pode selar nada ata que se retire (entón créase unha nova).
record-no-randomness = O sistema non dá aleatoriedade para crear unha chave de selado: { $error }
record-cannot-create-folder = Non se pode crear o cartafol { $path }: { $error }
record-cannot-write = Non se pode escribir { $path }: { $error }
record-disk-full = O disco está cheo: non se escribiu { $path } (o que había antes queda sen cambios).
record-cannot-move = Non se pode mover { $from } a { $to }: { $error }
record-print-failed = Non se pode imprimir { $path }: { $error }
record-print-and-view-failed = Non se pode imprimir { $path }: non hai servizo de impresión ({ $error }) nin visor ({ $viewer })
record-os-permission-denied = permiso denegado
record-os-not-found = non existe
record-os-read-only = o disco é só de lectura
record-os-not-a-folder = hai un ficheiro onde debería haber un cartafol
record-os-is-a-folder = é un cartafol
record-os-disk-full = o disco está cheo

## A partida na mesa e o seu rexistro (incidencia 10: un só vocabulario)

refusal-clock-kept-here = o reloxo desta partida lévase aquí: unha bandeira cae cando marca cero, non porque alguén o anuncie
refusal-no-clock = nesta partida non se leva ningún reloxo
refusal-not-recorded = non se pode escribir o rexistro (está cheo o disco?): os reloxos están parados e non se xoga nada ata que se poida; non se perde nada do rexistrado
cli-output-failed = non se pode escribir a resposta: { $error }
journal-error-line = liña { $line }: { $problem }
journal-unreadable = non se pode ler { $path }: { $error }
journal-empty = o rexistro está baleiro
journal-not-a-journal = «{ $text }» non é un rexistro de Escaque
journal-bad-setting = «{ $value }» non é un valor válido para { $key }
journal-unknown-setting = «{ $key }» non é ningún axuste
journal-controls-missing = faltan os controis de tempo
journal-setup-unreadable = non se pode ler a preparación da partida: { $detail }
journal-no-start = o rexistro remata antes da súa liña «start»
journal-out-of-order = este evento é anterior ao que ten enriba
journal-not-utf8 = a liña non é texto UTF-8: cambiouse un dos seus bytes
journal-no-checksum = a liña perdeu a súa suma de comprobación: foi modificada
journal-checksum-mismatch = a liña non coincide coa súa suma de comprobación: cambiouse un dos seus bytes
journal-event-wrong = «{ $found }» non é { $expected ->
    [time] un tempo en milisegundos
    [action] unha acción
    [side] white ou black
    [square] unha casa
    [move] unha xogada en forma UCI
    [number] un número enteiro
    [claim] threefold ou fifty-moves
    [proof] unha proba (dead N, cannot-mate SIDE, undecided SIDE)
    [ruling] unha decisión
    [adjustment] un axuste do reloxo
    [time-control] un control de tempo
    [reason-part] parte dun motivo
    [arbiter-act] unha actuación do árbitro
   *[time-and-action] un evento cun tempo e unha acción
}
journal-event-missing = { $expected ->
    [time] falta o tempo
    [action] falta a acción
    [side] falta white ou black
    [square] falta unha casa
    [move] falta unha xogada
    [number] falta un número
    [claim] falta threefold ou fifty-moves
    [proof] falta a proba
    [ruling] falta a decisión
    [adjustment] falta o axuste do reloxo
    [time-control] falta o control de tempo
    [reason-part] falta parte do motivo
    [arbiter-act] falta a actuación do árbitro
   *[time-and-action] un evento necesita un tempo e unha acción
}

## Unha chave de selado que non se pode usar: o impreso gardado sen selar, e unha chave nova (incidencia 11, punto 8)

seal-not-sealed = Sen selar
seal-kept-unsealed = O impreso asinado gárdase sen selar como { $path }. Pódese gardar e imprimir, pero sen selo ninguén pode comprobar que non se cambiou. Unha chave de selado nova sélao; a chave vella gárdase á parte, non se borra.
seal-new-key = Facer unha chave de selado nova e selar
seal-new-key-made = Fíxose unha chave de selado nova e o impreso quedou selado con ela. A chave vella gárdase como { $path }.
seal-key-usable-again = A chave de selado volve poder usarse: o impreso quedou selado con ela.

## A mesa do árbitro (artigos 4.2.2, 6.7.1, 7, 11.3.2.2, 11.7, 11.8, 12.9; Apéndice A.5)

ending-absent = { $loser ->
    [white] as brancas non estaban ante o taboleiro cando se esgotou o tempo permitido de retraso
   *[black] as negras non estaban ante o taboleiro cando se esgotou o tempo permitido de retraso
}
ending-device = { $loser ->
    [white] as brancas tiñan un dispositivo electrónico na área de xogo
   *[black] as negras tiñan un dispositivo electrónico na área de xogo
}
ending-persistent-refusal = { $loser ->
    [white] as brancas negáronse unha e outra vez a respectar as Leis do Xadrez
   *[black] as negras negáronse unha e outra vez a respectar as Leis do Xadrez
}
ending-score-penalty = o árbitro cambiou a puntuación como sanción
ending-declared-lost = { $loser ->
    [white] o árbitro declarou a partida perdida para as brancas
   *[black] o árbitro declarou a partida perdida para as negras
}
ending-both-lose = os dous xogadores negáronse unha e outra vez a respectar as Leis: perden os dous
ending-illegal-move = { $loser ->
    [white] as brancas completaron unha xogada ilegal que as fai perder
   *[black] as negras completaron unha xogada ilegal que as fai perder
}
ending-illegal-move-vs-unwinnable = unha xogada ilegal que faría perder, pero o adversario nunca podería dar xaque mate: táboas
ending-illegal-position = despois da xogada seguinte seguía no taboleiro unha posición ilegal: táboas
ending-annulled = a partida anúlase e hai que xogala de novo
ending-line-no-article = { $result }: { $why }
ending-abandoned = os xogadores interromperon a partida sen resultado: queda rexistrada como interrompida
action-abandon-unstarted = Descartar: sen xogadas
action-abort = Interromper a partida…
abort-title = Interromper esta partida?
abort-body = Os dous xogadores acordan parar aquí. A partida remata sen resultado e queda rexistrada como interrompida; as súas xogadas seguen no impreso.
abort-agree = { $side ->
    [white] As brancas aceptan parar a partida
   *[black] As negras aceptan parar a partida
}
abort-confirm = Interromper a partida
abort-cancel = Seguir xogando

illegal-not-how-it-moves = a peza non se move así ({ $article })
illegal-jumps = a peza saltou por riba doutra ({ $article })
illegal-en-passant-too-late = a captura ao paso só se pode facer de inmediato ({ $article })
illegal-castling-right-lost = enroque cun rei ou unha torre que xa se moveran ({ $article })
illegal-castling-prevented = enroque co rei en xaque, cruzando unha casa atacada ou chegando a ela, ou con pezas polo medio ({ $article })
illegal-king-left-in-check = o rei quedou en xaque ({ $article })
illegal-promotion-not-completed = un peón na última fileira sen a nova peza ({ $article })
illegal-press-without-move = premeuse o reloxo sen facer ningunha xogada ({ $article })
illegal-two-hands = a xogada fíxose coas dúas mans ({ $article })
illegal-from-illegal-position = a xogada fíxose desde unha posición ilegal ({ $article })
illegal-claimed-by = { $side ->
    [white] reclamada polas brancas
   *[black] reclamada polas negras
}
illegal-found-by-arbiter = detectada polo árbitro
illegal-reinstated = restablécese a posición anterior a ela ({ $article })
illegal-pawn-becomes-queen = o peón convértese en dama ({ $article })
illegal-loses = fai perder a partida ({ $article })

notice-illegal-move = { $side ->
    [white] Xogada ilegal das brancas { $move }: { $what }; { $who }; { $follows }
   *[black] Xogada ilegal das negras { $move }: { $what }; { $who }; { $follows }
}
notice-pressed-without-move = { $side ->
    [white] As brancas premeron o reloxo sen xogar
   *[black] As negras premeron o reloxo sen xogar
}
notice-taken-back = Xogadas desfeitas: { $moves } ({ $article })
notice-warned = { $side ->
    [white] O árbitro fai unha advertencia ás brancas ({ $article })
   *[black] O árbitro fai unha advertencia ás negras ({ $article })
}
notice-touch-released = As pezas tocadas quedan liberadas: o contacto foi accidental ({ $article })

adjustment-remove-time = { $side ->
    [white] -{ $time } para as brancas
   *[black] -{ $time } para as negras
}
adjustment-run-for = { $side ->
    [white] corre o tempo das brancas
   *[black] corre o tempo das negras
}

ground-absent = { $side ->
    [white] as brancas estaban ausentes ao esgotarse o tempo permitido de retraso ({ $article })
   *[black] as negras estaban ausentes ao esgotarse o tempo permitido de retraso ({ $article })
}
ground-device = { $side ->
    [white] as brancas tiñan un dispositivo ({ $article })
   *[black] as negras tiñan un dispositivo ({ $article })
}
ground-persistent-refusal = { $side ->
    [white] as brancas néganse unha e outra vez a respectar as Leis ({ $article })
   *[black] as negras néganse unha e outra vez a respectar as Leis ({ $article })
}
ground-both-refuse = os dous néganse unha e outra vez a respectar as Leis ({ $article })
ground-more-points = { $side ->
    [white] sanción ás brancas: máis puntos para as negras ({ $article })
   *[black] sanción ás negras: máis puntos para as brancas ({ $article })
}
ground-fewer-points = { $side ->
    [white] sanción ás brancas: menos puntos para as brancas ({ $article })
   *[black] sanción ás negras: menos puntos para as negras ({ $article })
}
ground-declared-lost = { $side ->
    [white] sanción ás brancas: a partida dáselles por perdida ({ $article })
   *[black] sanción ás negras: a partida dáselles por perdida ({ $article })
}

act-warn = { $side ->
    [white] advertencia ás brancas ({ $article })
   *[black] advertencia ás negras ({ $article })
}
act-end = { $score }: { $ground }
act-annul = partida anulada ({ $article })
act-take-back = { $plies ->
    [one] desfíxose unha xogada ({ $article })
   *[other] desfixéronse { $plies } xogadas ({ $article })
}
act-release-touch = pezas tocadas liberadas ({ $article })
act-find-illegal = xogada ilegal detectada polo árbitro ({ $article })
act-two-hands = { $side ->
    [white] as brancas moveron coas dúas mans ({ $article })
   *[black] as negras moveron coas dúas mans ({ $article })
}

not-a-move-no-own-piece = { $move }: alí non hai ningunha peza do xogador que está en xogo
not-a-move-own-piece-there = { $move }: alí xa hai unha peza da mesma cor ({ $article })
not-a-move-no-promotion-here = { $move }: só hai nova peza para un peón que chega á última fileira
not-a-move-square-taken = { $move }: o rei ou a torre quedarían nunha casa onde xa hai unha peza
not-a-move-not-on-the-board = { $move } non move ningunha peza
refusal-idle-press-waits = { $side ->
    [white] as brancas premeron o reloxo sen xogar: iso resólvese primeiro ({ $article })
   *[black] as negras premeron o reloxo sen xogar: iso resólvese primeiro ({ $article })
}
arbiter-score-does-not-fit = a puntuación { $score } non encaixa con esa decisión ({ $article })
arbiter-no-score-yet = a partida aínda non ten ningunha puntuación que cambiar ({ $article })
arbiter-already-over = a partida xa rematou: só se pode cambiar a súa puntuación ({ $article })
arbiter-too-late-to-annul = xa se fixeron dez xogadas ou máis: a partida continúa ({ $article })
arbiter-nothing-to-take-back = pídese desfacer { $asked ->
    [one] 1 xogada
   *[other] { $asked } xogadas
}, pero { $made ->
    [0] aínda non se fixo ningunha
    [one] só se fixo 1
   *[other] só se fixeron { $made }
} ({ $article })
arbiter-nothing-touched = non hai ningunha peza tocada ({ $article })
arbiter-no-illegal-move = non hai ningunha xogada ilegal que resolver, ou mantense porque o adversario xa xogou ({ $article })
arbiter-only-on-claim = nesta partida o árbitro só decide sobre unha xogada ilegal se alguén a reclama ({ $article })
arbiter-no-move-to-judge = a última xogada dese xogador non é a última xogada completada ({ $article })

## O PIN do árbitro (incidencia 12, punto 1): fixalo, e un hash gardado que non se pode ler

pin-error-too-short = O PIN debe ter polo menos { $min } { $min ->
    [one] carácter
   *[other] caracteres
}
pin-error-too-long = O PIN pode ter como moito { $max } { $max ->
    [one] carácter
   *[other] caracteres
}
pin-error-bad-character = O PIN non pode conter { $character }: nin espazos nin caracteres de control
pin-error-hashing = Non se puido gardar o PIN ({ $error })
pin-error-malformed = o PIN gardado non é un resumo criptográfico válido (unha cadea PHC de Argon2)

## O panel do árbitro e o taboleiro de madeira na xanela (issue 12)

toolbar-arbiter = Panel do árbitro ({ $key })
action-claim-illegal = Xogada ilegal!
action-claim-illegal-name = { $side ->
    [white] Brancas: xogada ilegal!
   *[black] Negras: xogada ilegal!
}
promotion-nothing = Deixar o peón sen peza nova
setup-wooden-board = Os xogadores comproban as súas xogadas (taboleiro de madeira, Artigo 7.5)
setup-supervised = Supervisión axeitada (Apéndices A.4, B.2)
setup-pin-heading = PIN do árbitro
setup-pin-is-set = Hai un PIN: o panel do árbitro só se abre con el.
setup-pin-current = PIN actual:
setup-pin-new = PIN novo:
setup-pin-set = Gardar o PIN
setup-pin-wrong = O PIN actual non é correcto: o PIN non cambiou.
setup-pin-done = O PIN está gardado. Só se garda o seu resumo criptográfico.

arbiter-pin-heading = Panel do árbitro
arbiter-pin-label = Escribe o PIN:
arbiter-pin-open = Abrir o panel
arbiter-pin-cancel = Cancelar
arbiter-pin-wrong = PIN incorrecto: o panel segue pechado.
arbiter-confirm-heading = O árbitro decide
arbiter-confirm-note = Non hai PIN: confirma que o árbitro decide isto.
arbiter-confirm-yes = Confirmar
arbiter-confirm-no = Non facelo
arbiter-panel-heading = O árbitro
arbiter-panel-close = Pechar o panel
arbiter-remark-label = Observación para o rexistro (opcional):
arbiter-offender-label = Xogador:
arbiter-offender = { $side ->
    [white] Infractoras as brancas
   *[black] Infractoras as negras
}
arbiter-section-penalties = Sancións
arbiter-warn = { $side ->
    [white] Advertir as brancas ({ $article })
   *[black] Advertir as negras ({ $article })
}
arbiter-minutes-label = Minutos:
arbiter-more-time = { $side ->
    [white] +{ $minutes } min ás brancas ({ $article })
   *[black] +{ $minutes } min ás negras ({ $article })
}
arbiter-less-time = { $side ->
    [white] -{ $minutes } min ás brancas ({ $article })
   *[black] -{ $minutes } min ás negras ({ $article })
}
arbiter-section-corrections = Correccións
arbiter-plies-label = Xogadas que se desfán (cada unha das brancas ou das negras conta por unha):
arbiter-set-clocks = Axustar os reloxos en vez de mantelos
arbiter-time-of = { $side ->
    [white] Tempo das brancas:
   *[black] Tempo das negras:
}
arbiter-take-back = Desfacer ({ $article })
arbiter-release-touch = Liberar as pezas tocadas ({ $article })
arbiter-find-illegal = Xogada ilegal atopada ({ $article })
arbiter-two-hands = { $side ->
    [white] As brancas moveron coas dúas mans ({ $article })
   *[black] As negras moveron coas dúas mans ({ $article })
}
arbiter-annul-wrong-position = Anular: posición inicial errada ({ $article })
arbiter-annul-colours-reversed = Anular: cores invertidas ({ $article })
arbiter-section-clock = Reloxo ({ $article })
arbiter-clock-of = { $side ->
    [white] Corrixir o reloxo das brancas
   *[black] Corrixir o reloxo das negras
}
arbiter-clock-time-label = Tempo:
arbiter-clock-set-time = Axustar o tempo
arbiter-clock-moves-label = Xogadas completadas:
arbiter-clock-set-moves = Axustar o contador de xogadas
arbiter-clock-control-label = Control de tempo:
arbiter-clock-set-control = Axustar o control
arbiter-time-unreadable = «{ $text }» non é un tempo: escríbeo como h:mm:ss
arbiter-section-decision = Decisión
arbiter-ground-label = Motivo:
arbiter-score-label = Puntuación:
arbiter-end-game = Rematar a partida
arbiter-change-score = Cambiar a puntuación
arbiter-log-heading = Rexistro do árbitro
arbiter-log-claim = reclamación dunha xogada ilegal
arbiter-log-remark = Observación: { $remark }

# PGN import as forgiving as club tools (issue 14): several games, [%clk] for --clocks
pgn-several-games = o ficheiro contén máis dunha partida ({ $count } partidas); escolle unha con --game N:{ $list }
pgn-game-listed = { $number }. { $white } – { $black }
pgn-game-listed-round = { $number }. { $white } – { $black } (rolda { $round })
pgn-game-zero = as partidas cóntanse desde 1: a primeira partida do ficheiro é --game 1
pgn-no-such-game = { $count ->
    [one] non hai partida { $number }: o ficheiro só contén unha partida
   *[other] non hai partida { $number }: o ficheiro contén { $count } partidas
}
pgn-no-emt-or-clk = ningún comentario [%emt] nin [%clk] di canto tempo levou esta xogada
pgn-clk-impossible = o seu [%clk] { $after } é máis do que tiña o reloxo antes da xogada ({ $before }) co que lle engade o control de tempo ({ $added }): ningún tempo empregado dá iso
## O impreso do organizador (issue 14): o ritmo en palabras, a posición inicial, o motivo, o árbitro

control-words-moves-in = { $moves } xogadas en { $time }
control-words-then = { $first }, despois { $next }
control-words-increment = { $control } + { $bonus } por xogada
control-words-increment-from = { $control }, + { $bonus } por xogada desde a xogada { $from }
control-words-delay = { $control }, demora de { $bonus }
control-words-delay-from = { $control }, demora de { $bonus } desde a xogada { $from }
control-words-bronstein = { $control }, bonificación Bronstein de { $bonus }
control-words-bronstein-from = { $control }, bonificación Bronstein de { $bonus } desde a xogada { $from }
control-words-odds = { $white } para as brancas; { $black } para as negras
sheet-start-position = Posición inicial
sheet-chess960 = Chess960 n.º { $number }
sheet-reason = Motivo
sheet-arbiter-name = Árbitro
sheet-arbiter-signature = Sinatura do árbitro
## A xanela da partida nunha mesa do club: fronte a fronte, o aviso, pantalla completa, a demora (incidencia 14)
banner-draw-offer = { $side ->
    [white] As brancas ofrecen táboas ({ $article }).
   *[black] As negras ofrecen táboas ({ $article }).
} { $opponent ->
    [white] Brancas: aceptas ou rexeitas?
   *[black] Negras: aceptas ou rexeitas?
}
action-claim-menu-name = { $side ->
    [white] Brancas: reclamar táboas
   *[black] Negras: reclamar táboas
}
clock-delay-running = demora { $seconds } s
toolbar-turn-far-pieces = Xirar as pezas do xogador de enfronte
toolbar-fullscreen = Pantalla completa ({ $key })
clock-key-name = { $side ->
    [white] Tecla do reloxo das brancas: { $key }
   *[black] Tecla do reloxo das negras: { $key }
}
clock-bronstein-running = devólvense { $seconds } s ao premer (Bronstein)
## Editor do control de tempo e datos do torneo (issue 14)

setup-control-text = { $side ->
    [white] Control de tempo das brancas
   *[black] Control de tempo das negras
}
setup-control-text-hint = Minutos e despois o engadido en segundos: 90+30 (90 min + 30 s por xogada), 90/40+30+30 (90 min para 40 xogadas, logo 30 min, 30 s por xogada desde a xogada 1), 15+10, 5+3. «d» dá unha demora e «b» unha bonificación Bronstein: 5d3. Pódense escribir as unidades: 90 min + 30 s, 1h30, 2:30. A etiqueta PGN, en segundos, vai despois da palabra PGN: PGN 5400+30.
setup-control-text-example = p. ex. 90+30, 90/40+30+30, PGN 5400+30
control-text-pgn-hint = En segundos, como etiqueta PGN? Escribe PGN diante: PGN { $text }
setup-period-header = Período
setup-moves-header = Xogadas
setup-minutes-header = Minutos
setup-seconds-header = Segundos
setup-bonus-header = Engadido por xogada
setup-bonus-seconds-header = Engadido (s)
setup-rest-of-game = resto da partida
setup-period-field = { $side ->
    [white] Brancas, período { $period }: { $field }
   *[black] Negras, período { $period }: { $field }
}
setup-remove-period = { $side ->
    [white] Quitar o período { $period } das brancas
   *[black] Quitar o período { $period } das negras
}
setup-add-period = + Engadir un período
setup-add-period-of = { $side ->
    [white] Engadir un período ao control das brancas
   *[black] Engadir un período ao control das negras
}
bonus-kind-none = ningún
bonus-kind-fischer = incremento Fischer
bonus-kind-delay = demora simple
bonus-kind-bronstein = bonificación Bronstein
preset-delay = { $minutes } min, demora de { $seconds } s
preset-bronstein = { $minutes } min, bonificación Bronstein de { $seconds } s
control-text-error-unexpected = «{ $character }» non ten cabida nun control de tempo
control-text-error-not-time = período { $period }: «{ $text }» non é un tempo en minutos (ou m:ss)
control-text-error-not-bonus = «{ $text }» non é un engadido en segundos
control-text-error-after-bonus = «{ $text }» vai despois do engadido, que ten que ir ao final
control-text-error-too-long = «{ $text }» é máis do que pode levar o reloxo
control-text-error-bare-minutes = período { $period }: { $minutes } minutos, sen unidade, semella un control en segundos, que se escribe con PGN diante; se son minutos, escribe { $minutes } min
control-text-error-period-too-long = período { $period }: { $minutes } minutos son máis de 10 horas; un control en segundos escríbese con PGN diante (PGN 5400+30)
control-text-error-pgn = etiqueta PGN: { $error }
setup-error-periods = { $side ->
    [white] control de tempo das brancas: { $error }
   *[black] control de tempo das negras: { $error }
}
setup-details = Torneo e xogadores
setup-event = Torneo
setup-site = Lugar
setup-round = Rolda
setup-arbiter-name = Árbitro
setup-rating = Elo
setup-title = Título
setup-federation = Federación
setup-no-title = sen título
setup-rating-of = { $side ->
    [white] Elo das brancas
   *[black] Elo das negras
}
setup-title-of = { $side ->
    [white] Título das brancas
   *[black] Título das negras
}
setup-federation-of = { $side ->
    [white] Federación das brancas
   *[black] Federación das negras
}
setup-error-rating = { $side ->
    [white] o Elo das brancas «{ $text }» ten que ser un número enteiro de 0 a { $max }
   *[black] o Elo das negras «{ $text }» ten que ser un número enteiro de 0 a { $max }
}
setup-error-title = { $side ->
    [white] o título das brancas «{ $text }» non é ningún de { $titles }
   *[black] o título das negras «{ $text }» non é ningún de { $titles }
}
setup-error-federation = { $side ->
    [white] a federación das brancas «{ $text }» ten que ser de tres letras maiúsculas, como as escribe a FIDE (ESP, POR)
   *[black] a federación das negras «{ $text }» ten que ser de tres letras maiúsculas, como as escribe a FIDE (ESP, POR)
}

## The app at home in the desktop (issue 15): where files are kept, the screen kept awake
## during a game, the low-battery sign on the clocks.
places-moved = Moveuse { $from } a { $to }, onde se gardan agora os axustes.
places-kept-both = { $from } queda onde estaba: xa hai { $to }, que é o que se le.
problem-not-moved = Non se puido mover { $old } a { $to } ({ $error }); queda onde estaba e non se perde nada del.
awake-reason = Estase a xogar unha partida de xadrez e o seu reloxo está en marcha.
awake-unavailable = Non se pode manter a pantalla acesa durante a partida ({ $error }); a partida continúa. Desactiva a man o protector de pantalla e a suspensión se puidesen interrompela.
clock-battery-low = Batería baixa: { $percent } %

## Anuncios en voz alta (issue 16, Apéndice D): o texto que di un lector de pantalla ou un
## motor de voz para un xogador cego. As columnas levan os nomes fonéticos do Apéndice D
## (E2.1 na edición de 2008): fonte, as Leis da FIDE de 2008 en galego, que manteñen os nomes
## alemáns agás Bela (Anna, Bela, Cesar, David, Eva, Felix, Gustav, Hector). As filas dinse
## como números, as pezas coas palabras galegas (rei, dama, torre, bispo, cabaleiro, peón). Unha
## xogada dise peza, orixe, destino: "Cabaleiro Gustav 1 a Felix 3"; a captura con "toma";
## despois a promoción e o xaque ou o mate, tras unha coma. Véxase docs/speech.md.
speech-file-a = Anna
speech-file-b = Bela
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
    [bishop] bispo
    [knight] cabaleiro
   *[pawn] peón
}
speech-move = { $name } { $from } a { $to }
speech-capture = { $name } { $from } toma { $to }
speech-en-passant = { $name } { $from } toma { $to } ao paso
speech-castle = { $wing ->
    [kingside] enroque curto
   *[queenside] enroque longo
}
speech-promotion = promociona a { $name }
speech-check = xaque
speech-checkmate = xaque mate
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
speech-and = { $first } e { $last }
speech-clock = { $side ->
    [white] Brancas
   *[black] Negras
}: { $time }; { $moves ->
    [one] { $moves } xogada feita
   *[other] { $moves } xogadas feitas
}
speech-low-time = { $side ->
    [white] Brancas
   *[black] Negras
}, pouco tempo: { $time }
speech-flag = { $side ->
    [white] Caeu a bandeira das brancas
   *[black] Caeu a bandeira das negras
}
# The board's cursor moved with the keys: a piece picked up, or put back (Escape).
speech-picked-up = Peza collida en { $square }
speech-put-back = Peza devolta a { $square }

## A voz (issue 16, Apéndice D): o interruptor de cada xogador para os anuncios en voz alta, a
## tecla que di os reloxos (D.2.6.1) e a liña que se mostra unha vez cando ningún servizo de
## voz responde (speech-dispatcher ou espeak-ng). Véxase docs/speech.md.
speech-heading = Anuncios en voz alta (Apéndice D)
speech-menu = Voz
speech-for-player = { $side ->
    [white] Voz para as brancas
   *[black] Voz para as negras
}
speech-language-for = { $side ->
    [white] Lingua da voz das brancas
   *[black] Lingua da voz das negras
}
speech-language-window = Lingua da xanela ({ $language })
speech-say-clocks = Dicir os reloxos ({ $key })
speech-hint = As xogadas, os reloxos cando se piden e os avisos de tempo dinse en voz alta, na lingua de cada xogador (a da xanela, se non se escolle outra). { $key } di os dous reloxos.
speech-unavailable = A voz non está dispoñible: ningún servizo de voz respondeu (speech-dispatcher ou espeak-ng). A partida continúa en silencio.
# O final da partida, dito en voz alta: quen gaña (ou táboas) e por que.
speech-game-over = { $result ->
    [white] Gañan as brancas
    [black] Gañan as negras
    [draw] Táboas
   *[other] A partida rematou
}: { $why }
## Partidas aprazadas (issue 17, Liñas mestras I): o aprazamento, a xogada secreta escrita co
## taboleiro tapado, o sobre e o seu ficheiro, a continuación en calquera portátil.

ending-sealed-move = { $loser ->
    [white] a xogada secreta das brancas era ambigua, ilexible ou ilegal: perden as brancas
   *[black] a xogada secreta das negras era ambigua, ilexible ou ilegal: perden as negras
}
ending-sealed-move-vs-unwinnable = a xogada secreta faría perder, pero o adversario nunca podería dar xaque mate: táboas
adjourn-journal-bad = «{ $found }» non é un paso dun aprazamento (session-ends-in e un tempo; unha cor, unha lingua, a xogada secreta e a continuación en base64)
adjourn-refusal-adjourned = a partida está aprazada: non se xoga nada ata que se abra o sobre ({ $article })
adjourn-refusal-not-called = o árbitro non mandou aprazar a partida: non hai xogada que selar ({ $article })
adjourn-refusal-already-called = a partida xa se está a aprazar ({ $article })
adjourn-refusal-not-sealed = non se selou ningunha xogada: non hai sobre que abrir ({ $article })
adjourn-refusal-empty = escribe a xogada secreta antes de pechar o sobre ({ $article })
adjourn-refusal-not-on-move = só sela a xogada o xogador que está en xogo ({ $article })
adjourn-sealing-title = { $side ->
    [white] Aprazamento: as brancas selan a xogada ({ $article })
   *[black] Aprazamento: as negras selan a xogada ({ $article })
}
adjourn-sealing-help = { $side ->
    [white] O taboleiro está tapado. As brancas escriben aquí a xogada seguinte sen facela; as negras non miran. O reloxo das brancas corre ata que se peche o sobre, e ata entón pódese cambiar a xogada.
   *[black] O taboleiro está tapado. As negras escriben aquí a xogada seguinte sen facela; as brancas non miran. O reloxo das negras corre ata que se peche o sobre, e ata entón pódese cambiar a xogada.
}
adjourn-sealed-move = Xogada secreta
adjourn-sealed-move-hint = na túa notación, p. ex. Cf3
adjourn-resumption = Continuación: data, hora e lugar ({ $article })
adjourn-seal = Pechar o sobre
adjourn-envelope-title = Partida aprazada: o sobre ({ $article })
adjourn-white = Brancas
adjourn-black = Negras
adjourn-position = Posición anterior á xogada secreta
adjourn-white-time = Tempo restante das brancas
adjourn-white-time-used = Tempo consumido polas brancas
adjourn-black-time = Tempo restante das negras
adjourn-black-time-used = Tempo consumido polas negras
adjourn-sealed-by = Selada por
adjourn-side = { $side ->
    [white] as brancas
   *[black] as negras
}
adjourn-move-number = Número da xogada secreta
adjourn-draw-offer = Oferta de táboas
adjourn-offer-by = { $side ->
    [white] segue en pé a oferta das brancas
   *[black] segue en pé a oferta das negras
}
adjourn-no-offer = ningunha
adjourn-resumption-label = Continuación
adjourn-move-hidden = A xogada secreta está no sobre e non aparece en ningunha pantalla. O árbitro abre o sobre cando estea presente o xogador que debe responder a ela ({ $article }).
adjourn-seal-key = Chave de selado
adjourn-seal-key-note = A chave coa que se selou este sobre: compáraa coa anotada no aprazamento. O selo mostra que o sobre non cambiou desde que esa chave o selou; só a mesma chave mostra que é o mesmo sobre.
adjourn-save-as = Gardar o sobre…
adjourn-open = Abrir o sobre ({ $article })
adjourn-lost = O sobre perdeuse ({ $article })
adjourn-new-game = Partida nova
adjourn-start-line = Unha partida aprazada que continuar?
adjourn-resume-button = Abrir un sobre…
adjourn-envelope-failed = non se puido facer o sobre: { $error }
adjourn-kept = Sobre gardado como { $path }
adjourn-saved = Sobre gardado como { $path }
adjourn-error-unreadable = non se pode ler o ficheiro: { $detail }
adjourn-error-not-envelope = o ficheiro non é un sobre de Escaque ({ $detail })
adjourn-error-altered = o sobre cambiou despois de pechado: o seu selo non coincide
adjourn-error-journal = a partida do sobre non se pode reproducir: { $error }
adjourn-error-not-adjourned = o sobre non contén ningunha partida aprazada
adjourn-error-details-differ = o que di o sobre non coincide coa partida que leva dentro
adjourn-problem = A partida aprazada de { $path } non se pode continuar: { $error }
adjourn-panel-section = Aprazamento
adjourn-call = Aprazar a partida: o xogador que está en xogo sela unha xogada ({ $article })
adjourn-panel-nothing = agora non hai nada que facer aquí
adjourn-confirm-call = A partida aprázase: o xogador que está en xogo escribe unha xogada secreta ({ $article })
adjourn-confirm-open = Ábrese o sobre, presente o xogador que debe responder á xogada secreta ({ $article })
adjourn-confirm-lost = O sobre perdeuse: o xogador que selou fai no taboleiro a xogada que selou ({ $article })
adjourn-no-dialog = Neste escritorio non se pode amosar ningún diálogo de ficheiros: inicia Escaque con --resume FICHEIRO para abrir un sobre
adjourn-session-left = Minutos que lle quedan á sesión ({ $article })
adjourn-confirm-call-early = A partida aprázase; a sesión remata en { $minutes } min, e quen sele antes gasta ese tempo ({ $article })
adjourn-envelope-waits = Non se abre o sobre { $path }: retoma a partida sen rematar ou déixaa de lado primeiro, e logo abre o sobre desde a pantalla de inicio
## The live PGN and the organiser's view (issue 17: src/ui/live_ui.rs, src/ui/follow.rs)
live-on = Escribir a partida en directo nun cartafol, en PGN, para unha retransmisión ou a vista do organizador
live-folder = Cartafol
live-folder-hint = un cartafol compartido coa retransmisión
live-choose = Escoller…
live-board = Taboleiro
live-no-dialog = Neste escritorio non se pode amosar un diálogo de cartafoles: escribe a ruta do cartafol.
live-file-note = Escríbese de novo despois de cada xogada: { $path }
live-no-folder = Escolle o cartafol onde vai a partida en directo; ata entón non se escribe nada.
problem-live-not-written = Non se escribiu a partida en directo: { $error }. A partida segue; téntase de novo aos poucos segundos e despois de cada xogada.
follow-heading = Os taboleiros da sala
follow-path-hint = un cartafol ou un ficheiro PGN
follow-add = Seguir
follow-pick-folder = Cartafol…
follow-pick-files = Ficheiros…
follow-no-dialog = Neste escritorio non se pode amosar un diálogo de ficheiros: escribe a ruta e preme Seguir.
follow-source-unreadable = Non se pode ler { $path }: { $error }
follow-remove = Deixar de seguir
follow-empty = Aínda non hai taboleiros: engade o cartafol onde os taboleiros escriben as súas partidas en directo.
follow-board = Taboleiro { $board }
follow-round = rolda { $round }
follow-in-play = en xogo
follow-last-move = Última xogada: { $move }
follow-no-moves = Aínda sen xogadas
follow-clock-of = { $side ->
    [white] Reloxo das brancas
   *[black] Reloxo das negras
} despois da súa última xogada
follow-file-unreadable = A última lectura fallou ({ $error }): amósase o último estado bo.
follow-file-not-a-game = A última lectura non era unha partida enteira ({ $error }): amósase o último estado bo.
follow-file-gone = O ficheiro xa non está: amósase o último estado lido.
follow-not-answering = Os cartafoles levan { $seconds } s sen responder: os taboleiros amosan o último que se leu.
live-serve = Servila tamén só para lectura por HTTP
live-port = Porto HTTP
live-serve-network = tamén ás outras máquinas da rede
live-serve-any-host = o enderezo desta máquina
live-serve-note = As ferramentas de retransmisión lena en { $url }
problem-live-not-served = Non se pode servir a partida en directo no porto { $port }: { $error }. Escolle outro porto na pantalla de preparación; a partida segue.
## Keyboard play and the screen reader (issue 16): the board's cursor, the names a screen
## reader gives the squares, clocks and moves, and the keys listed in the Keyboard menu.
board-name = Taboleiro
board-square-empty = { $square }, baleira
board-state-picked-up = collida
board-state-touched = tocada
board-state-last-move = última xogada
board-state-check = rei en xaque
board-state-hint = a peza collida pode ir aquí
board-keys-help = As frechas moven o cursor; Intro ou Espazo colle unha peza e logo déixaa; Escape devólvea ao seu sitio
clock-state-running = en marcha
clock-state-stopped = parado
scoresheet-move-name = { $number }. { $side ->
    [white] Brancas
   *[black] Negras
}: { $san }
keys-menu = Teclado
keys-tab = Tab: o taboleiro, despois o campo da xogada, o impreso e cada botón por orde; Maiús+Tab volve atrás
keys-arrows = Frechas, no taboleiro: moven o cursor (Arriba afástase do xogador do bordo inferior)
keys-enter = { $space ->
    [yes] Intro ou Espazo
   *[no] Intro
}, no taboleiro: colle a peza baixo o cursor e despois pousa a peza onde estea o cursor
keys-escape = Escape, no taboleiro: devolve a peza ao seu sitio (coa regra de peza tocada segue tocada, { $article })
keys-typed = No campo da xogada: escribe a xogada, p. ex. { $example }, e preme Intro
keys-clock = { $key }: { $side ->
    [white] as brancas premen o reloxo
   *[black] as negras premen o reloxo
}
keys-buttons = { $space ->
    [yes] Intro ou Espazo
   *[no] Intro
}, nun botón ou nun reloxo: prémeo
keys-arbiter = { $key }: o panel do árbitro
keys-fullscreen = { $key }: pantalla completa
keys-speech = { $key }: di en voz alta os dous reloxos, tempo e xogadas feitas (D.2.6.1)
keys-contrast = { $key }: alto contraste activado ou non
dialog-result = Resultado: { $result }
sign-pad-keys = Intro ou Espazo: asinar cunha cruz
# Ver peor (issue 16): alto contraste e tamaño dos reloxos e das coordenadas
view-menu = Vista
view-high-contrast = Alto contraste ({ $key })
view-size = Reloxos e coordenadas
view-size-normal = Tamaño normal
view-size-large = Grande
view-size-largest = Moi grande
## Series (issue 17): un encontro ou unha xornada do club, partida tras partida
series-setup = Unha serie: un encontro ou unha xornada do club
series-name = Nome
series-site = Lugar
series-date = Data
series-rounds = Roldas
series-board = Taboleiro
series-kind-match = Encontro: os mesmos dous xogadores, alternando as cores
series-kind-evening = Xornada do club: os xogadores poden cambiar en cada rolda
series-start = Comezar a serie
series-past = Series anteriores
series-needs-names = Unha serie precisa os nomes dos dous xogadores, e que sexan distintos.
series-bad-date = A data escríbese ano.mes.día, como 2026.11.23: «{ $date }» non é unha data escrita así.
series-unnamed = Serie
series-details = { $kind ->
    [match] Encontro
   *[evening] Xornada do club
}, { $date }, taboleiro { $board }
series-games = Partidas
series-no-games = Aínda non se xogou ningunha partida.
series-game-line = Rolda { $round }: { $white } – { $black }, { $result }{ $sealed ->
    [yes] {" "}(asinada e selada)
   *[no] {""}
}
series-no-result = sen resultado (xógase de novo)
series-standings = Clasificación ({ $article })
series-final-standings = Clasificación final ({ $article })
series-standing-line = { $player }: { $points }
series-match-score = { $first } { $a } – { $b } { $second }
series-standing-games = { $games ->
    [one] unha partida
   *[other] { $games } partidas
}
series-round-of = Seguinte: rolda { $round } de { $rounds }
series-next = { $white } xoga con brancas, { $black } con negras
series-after-game = Clasificación da serie
series-continue-note = A partida de { $name }, rolda { $round }, deixouse á parte antes da súa primeira xogada: corrixe a preparación de arriba e continúa a serie.
series-continue = Continuar a serie
series-next-game = Seguinte partida
series-end-now = Rematar a serie agora
series-finished = A serie rematou.
series-adjourned-to-finish = Xa non queda ningunha rolda por comezar. Aprazada, por rematar: rolda { $rounds }. A serie remata cando se acabe esa partida: abre o sobre desde a pantalla de inicio.
series-save-pgn = Gardar o PGN da serie…
series-leave = Saír da serie
series-back = Volver
series-open = Abrir
series-list-heading = Series anteriores
series-list-empty = Aínda non se xogou ningunha serie aquí.
series-list-line = { $name }, { $date }: { $played } de { $rounds ->
    [one] 1 rolda xogada
   *[other] { $rounds } roldas xogadas
}; { $standings }
series-unreadable = Non se pode ler { $path }: { $error }
series-damaged = { $path } está danado e non se pode ler ({ $error }); déixase como está.
series-too-many-points = Unha partida non pode dar { $score }: ningunha partida dá máis dun punto ({ $article }).
series-not-kept = A partida non se gardou coa serie: { $error }
series-pending = A rolda { $round } ({ $white } – { $black }, { $result }) aínda non se gardou coa serie: non se puido escribir o seu impreso. Queda aquí pendente ata que se escriba: corrixe o que se di embaixo e téntao de novo. Ningunha rolda comeza antes de que se garde.
series-retry = Tentar de novo
series-kept-now = A rolda { $round } xa está gardada coa serie.
## Adjournment after review (issue 17: src/ui/adjourn_ui.rs, src/laws/adjourn.rs)
adjourn-refusal-not-completed = a xogada do taboleiro aínda non está completada: o seu xogador preme primeiro o reloxo (Artigo 6.2.1), e logo sela o adversario, ao que lle corre o reloxo ({ $article })
adjourn-refusal-already-opened = o sobre xa está aberto: o árbitro decide sobre a xogada secreta ({ $article })
adjourn-refusal-cannot-establish = o árbitro só pode fixar o que significa unha xogada secreta cando é ambigua ou non se pode ler, e só como unha xogada legal que poida significar ({ $article })
adjourn-complete-first = { $side ->
    [white] As brancas moveron e non premeron o reloxo. As brancas prémeno para completar a xogada (Artigo 6.2.1); logo as negras, ás que lles corre o reloxo, escriben a xogada secreta ({ $article }).
   *[black] As negras moveron e non premeron o reloxo. As negras prémeno para completar a xogada (Artigo 6.2.1); logo as brancas, ás que lles corre o reloxo, escriben a xogada secreta ({ $article }).
}
adjourn-press-to-complete = { $side ->
    [white] Premer o reloxo das brancas
   *[black] Premer o reloxo das negras
}
adjourn-opened-title = O sobre está aberto ({ $article })
adjourn-opened-written = { $side ->
    [white] Xogada secreta { $number } das brancas, en notación { $language ->
        [gl] galega
        [es] española
        [pt] portuguesa
        [ca] catalá
       *[en] inglesa
    }:
   *[black] Xogada secreta { $number } das negras, en notación { $language ->
        [gl] galega
        [es] española
        [pt] portuguesa
        [ca] catalá
       *[en] inglesa
    }:
}
adjourn-reads-legal = Lese como { $move }: faise a xogada e ponse en marcha o reloxo do adversario ({ $article }).
adjourn-reads-ambiguous = Vale para máis dunha xogada: { $moves } ({ $article }).
adjourn-reads-unreadable = Non se pode establecer o seu significado como xogada ({ $article }).
adjourn-reads-illegal = Non é unha xogada legal nesta posición ({ $article }).
adjourn-loses = { $side ->
    [white] Decisión: perden as brancas.
   *[black] Decisión: perden as negras.
}
adjourn-loses-draw = Decisión: táboas, porque o adversario nunca podería dar xaque mate ({ $article }).
adjourn-play-sealed = Facer a xogada secreta ({ $article })
adjourn-confirm-ruling = Confirmar a decisión ({ $article })
adjourn-establish-as = O árbitro interprétaa como { $move } ({ $article })
adjourn-establish-label = A xogada que o árbitro le nela
adjourn-establish-play = Facer esta xogada ({ $article })
adjourn-establish-bad = «{ $text }» non é unha xogada legal aquí: escríbea na túa notación, p. ex. { $example }

## Series and live file after review
follow-adjourned = aprazada
follow-start-button = Seguir taboleiros…
follow-start-hint = A vista do organizador: escolle o cartafol onde os taboleiros escriben as súas partidas en directo
series-adjourned = aprazada (por rematar)

## The notes of the record, beside the moves and in the arbiter's record (src/i18n/notes.rs)
note-improper-offer = { $side ->
    [white] As brancas ofreceron táboas fóra do momento axeitado ({ $offer }, { $article })
   *[black] As negras ofreceron táboas fóra do momento axeitado ({ $offer }, { $article })
}
note-claim = { $side ->
    [white] As brancas reclaman { $claim }: { $verdict }
   *[black] As negras reclaman { $claim }: { $verdict }
}
note-claim-threefold = táboas por tripla repetición ({ $article })
note-claim-fifty = táboas por cincuenta xogadas ({ $article })
note-claim-intended = { $claim } coa xogada { $move }
note-claim-correct = correcta, táboas ({ $article })
note-claim-wrong = non é correcta ({ $article })
note-undecided = { $side ->
    [white] a análise non puido decidir se as brancas aínda podían dar xaque mate: o resultado mantense
   *[black] a análise non puido decidir se as negras aínda podían dar xaque mate: o resultado mantense
}
note-played-after-end = xogada despois de rematar a partida ({ $article })

## PGN as clubs and servers write it (issue 29)
pgn-coordinate-move = esta xogada está escrita polas súas casas (de saída e de chegada), como as escriben os motores, non en notación alxébrica: escribe a peza e a súa casa, Nf3 por g1f3
pgn-tag-glued-to-moves = unha etiqueta e xogadas están na mesma liña: cada etiqueta vai nunha liña propia, antes das xogadas
pgn-no-usable-clock = todos os [%clk] da partida marcan { $clk }, que ningún reloxo deste control de tempo marca xogada tras xogada: o ficheiro non trae un reloxo utilizable; usa adjudicate sen --clocks
illegal-king-captured = o rei do adversario foi retirado do taboleiro ({ $article })

## Issue 25, the window rebuilt

# The toolbar button that changes the seating names what it does, not the seating now.
toolbar-seat-face-to-face = Sentar os xogadores fronte a fronte
toolbar-seat-side-by-side = Sentar os xogadores lado a lado

# Closing the window during a game in play.
close-heading = Pechar Escaque durante a partida?
close-body = A partida gárdase xogada a xogada: ofrécese ao abrir Escaque de novo, cos reloxos parados onde estaban.
close-yes = Pechar
close-no = Seguir xogando

## Issue 25, item 9
control-error-bonus-over-max = { $kind ->
    [increment] período { $period }: un incremento de { $bonus } s por xogada pasa de { $max } minutos, seguramente un erro: o engadido cóntase en segundos (os da FIDE son de 60 s como moito); escribe cada tempo coa súa unidade, como en 15 min + 10 s
    [delay] período { $period }: unha demora de { $bonus } s por xogada pasa de { $max } minutos, seguramente un erro: o engadido cóntase en segundos (os da FIDE son de 60 s como moito); escribe cada tempo coa súa unidade, como en 15 min + 10 s
    [bronstein] período { $period }: unha bonificación Bronstein de { $bonus } s por xogada pasa de { $max } minutos, seguramente un erro: o engadido cóntase en segundos (os da FIDE son de 60 s como moito); escribe cada tempo coa súa unidade, como en 15 min + 10 s
   *[none] período { $period }: un engadido de { $bonus } s por xogada pasa de { $max } minutos, seguramente un erro: o engadido cóntase en segundos (os da FIDE son de 60 s como moito); escribe cada tempo coa súa unidade, como en 15 min + 10 s
}
result-title-abandoned = Partida interrompida, sen resultado
result-title-annulled = Partida anulada: hai que xogala de novo

## Issue 25, items 6-8, 10
status-ready = { $side ->
    [white] Preparada, aínda non corre ningún reloxo: as negras poñen en marcha o reloxo das brancas premendo o seu (tecla { $key }), ou o árbitro pon en marcha os reloxos
   *[black] Preparada, aínda non corre ningún reloxo: as brancas poñen en marcha o reloxo das negras premendo o seu (tecla { $key }), ou o árbitro pon en marcha os reloxos
}
status-press = { $side ->
    [white] As brancas moveron e teñen que premer o seu reloxo (tecla { $key }) para completar a xogada ({ $article })
   *[black] As negras moveron e teñen que premer o seu reloxo (tecla { $key }) para completar a xogada ({ $article })
}
status-paused = Os reloxos están detidos: o árbitro ponos de novo en marcha ({ $article })
status-arbiter-stopped = O árbitro detivo os reloxos ({ $article }); volven andar cando se peche o panel
status-adjourned = A partida está aprazada: a xogada secreta está no seu sobre ({ $article })
status-sealing = { $side ->
    [white] Aprazamento: as brancas escriben a xogada secreta ({ $article })
   *[black] Aprazamento: as negras escriben a xogada secreta ({ $article })
}
clock-state-ready = preparado
clock-ready-start = { $side ->
    [white] preme para poñer en marcha o reloxo das brancas
   *[black] preme para poñer en marcha o reloxo das negras
}
clock-control-passed = control de tempo superado: +{ $minutes } min
clock-control-passed-time = control de tempo superado: +{ $time }
speech-control-passed = { $side ->
    [white] As brancas chegaron ao control de tempo: { $minutes ->
        [one] un minuto máis
       *[other] { $minutes } minutos máis
    }
   *[black] As negras chegaron ao control de tempo: { $minutes ->
        [one] un minuto máis
       *[other] { $minutes } minutos máis
    }
}
speech-control-passed-time = { $side ->
    [white] As brancas chegaron ao control de tempo: { $time } máis
   *[black] As negras chegaron ao control de tempo: { $time } máis
}

# Issue 27: with a screen reader running, what the app's own voice still says (the speech settings).
speech-with-reader = Hai un lector de pantalla en marcha: esta voz di só as xogadas do adversario, os avisos de tempo e os reloxos cando se piden; o lector di o demais.
# Issue 28: the seal's key, verify, the arbiter's acts, bounds on input
cli-verify-not-a-key = { $key } non nomea ningunha chave de selo: indica a pegada da chave (16 díxitos hexadecimais, como na pantalla de preparación e no impreso) ou a súa chave pública
cli-verify-other-key = o rexistro foi selado coa chave { $found }, non coa chave requirida { $required }: quen ten outra chave pode selar un rexistro cambiado, así que non é o rexistro que selou esa chave
setup-seal-fingerprint = Chave de selo: { $fingerprint }
pdf-seal-fingerprint = Selado coa chave { $fingerprint }
record-key-changed = A chave de selo { $path } cambiou desde que se fixo: fíxose como a chave { $expected } e agora contén a chave { $found }. Non se sela nada con ela, para que ningún rexistro quede selado cunha chave que non é a desta instalación. Apártaa para facer unha chave nova (entón terá unha pegada nova) ou volve pór o ficheiro orixinal.
pgn-read-otherwise = outros lectores de PGN non len esta partida como se selou: hai texto antes das súas etiquetas, ou ningunha liña en branco entre ela e outra partida, así que mostrarían as etiquetas como lances ou xuntaríana con outra partida
arbiter-bar-panel = O tempo, os resultados e o rexistro cámbianse no panel do árbitro
arbiter-pin-for-restart = Volver pór os reloxos en marcha é decisión do árbitro (Artigo 6.11.3): o PIN ponos en marcha.
arbiter-pin-for-ruling = Esta decisión é do árbitro: o PIN lévaa a cabo.
setup-pin-unprotected = Ningún PIN protexe o panel do árbitro: calquera pode cambiar un reloxo ou un resultado.
setup-text-too-long = { $field ->
    [white] o nome das brancas
    [black] o nome das negras
    [white-title] o título das brancas
    [black-title] o título das negras
    [white-federation] a federación das brancas
    [black-federation] a federación das negras
    [event] o nome do torneo
    [site] o lugar
    [round] a rolda
    [arbiter] o nome do árbitro
    [fen] a posición inicial (FEN)
   *[series] o identificador da serie
} ten { $length } caracteres; pode ter como moito { $limit }
settings-damage-too-large = o ficheiro ten { $megabytes } MB, moito máis ca calquera ficheiro de axustes; non se le
## The journal: a whole last line whose line end was changed (issue 28)
journal-line-end-changed = a liña está enteira, pero o seu final de liña cambiou ou falta: cambiouse un byte (unha caída corta a liña antes de que remate a súa suma de comprobación)

## Resuming: the time a clock ran after the journal's last entry, kept by its marks (issue 28)
resume-clock-ran = { $side ->
    [white] O reloxo das brancas correu { $time } despois da última anotación do rexistro, antes de que a aplicación se detivese: ese tempo descóntase do reloxo das brancas ao retomar a partida.
   *[black] O reloxo das negras correu { $time } despois da última anotación do rexistro, antes de que a aplicación se detivese: ese tempo descóntase do reloxo das negras ao retomar a partida.
}
## The evening (issue 30): pairings typed or made, and the organiser's files

evening-pairing-unknown-player = O xogador { $player } non é un dos xogadores: van numerados do 1 ao { $players }.
evening-pairing-paired-twice = O xogador { $player } está emparellado dúas veces na rolda.
evening-pairing-against-self = O xogador { $player } está emparellado consigo mesmo.
evening-pairing-board-twice = O taboleiro { $board } ten dúas partidas.
evening-pairing-bye-on-board = O descanso do xogador { $player } ten o taboleiro { $board }: un descanso non ocupa taboleiro (0).
evening-pairing-game-on-board-zero = A partida { $white }–{ $black } está no taboleiro 0: os taboleiros numéranse desde o 1.
evening-pairing-unpaired = O xogador { $player } nin está emparellado nin descansa.
evening-berger-players = As táboas de Berger son para { $min } a { $max } xogadores, non para { $players }.
evening-round-problem = Rolda { $round }: { $problem }
evening-round-out-of-order = A rolda { $round } aínda non se pode emparellar: a seguinte que se emparella é a { $next }.
evening-round-has-results = A rolda { $round } xa ten resultados: os seus emparellamentos non poden cambiar.
evening-no-round = A rolda { $round } non está emparellada.
evening-no-board = Na rolda { $round } non hai partida no taboleiro { $board }.
evening-trf-field = { $field ->
    [start] número inicial
    [sex] sexo
    [title] título
    [name] nome
    [rating] Elo FIDE
    [federation] federación
    [fide-id] ID FIDE
    [birth] data de nacemento
    [points] puntos
    [rank] posto
    [opponent] adversario
    [colour] cor
    [result] resultado
   *[round-date] data da rolda
}
evening-trf-too-wide-tournament = O torneo, { $field }: «{ $value }» non cabe nas { $width } columnas do TRF.
evening-trf-too-wide-player = Xogador { $player }, { $field }: «{ $value }» non cabe nas { $width } columnas do TRF.

## The screen, as a screen reader names it with the window (issue 27)

screen-game = Partida: { $white } contra { $black }

## The seating, chosen before the game too (issue 25, item 5)

view-seating = Onde se sentan os xogadores
view-seating-side-by-side = Lado a lado
view-seating-face-to-face = Fronte a fronte

## h30files

evening-crosstable-title = Táboa cruzada
evening-col-rank = Posto
evening-col-number = Nº
evening-col-name = Nome
evening-col-rating = Elo
evening-col-points = Puntos
evening-col-round = R{ $round }
evening-white-initial = b
evening-black-initial = n
evening-bye = desc.
evening-tb-de = DE
evening-tb-sb = SB
evening-tb-wins = VIT
evening-tb-bh = BH
evening-tb-bh-c1 = BH-C1
evening-tb-de-name = encontro directo
evening-tb-sb-name = Sonneborn-Berger
evening-tb-wins-name = número de vitorias
evening-tb-bh-name = Buchholz
evening-tb-bh-c1-name = Buchholz sen o seu valor máis baixo (corte 1)
evening-legend-tie-break = { $code }: { $name }
evening-legend-cell = En cada cela: o número do adversario, a cor ({ $white } brancas, { $black } negras) e os puntos.
evening-legend-marks = { $hand } resultado anotado a man polo árbitro · { $unverified } rexistro non verificado, non conta · { $pending } aínda sen resultado
evening-line-arbiter = Árbitro: { $arbiter }
evening-pairings-round = Rolda { $round }
evening-pairings-board = Taboleiro { $board }: { $white } – { $black }: { $result }
evening-pairings-bye = Descansa: { $player }
evening-result-pending = pendente
evening-result-by-hand = { $score } (anotado a man)
evening-result-unverified = non verificado: { $reason }
evening-record-part = { $part ->
    [tags] as etiquetas
    [moves] as xogadas
    [clocks] os reloxos
    [result] o resultado
    *[signatures] as sinaturas
}
evening-unverified-not-registered = non hai ningún portátil rexistrado para este taboleiro
evening-unverified-unsealed = o rexistro non está selado
evening-unverified-altered = o rexistro cambiou despois de selalo
evening-unverified-altered-parts = o rexistro cambiou despois de selalo ({ $parts })
evening-unverified-other-key = selado coa chave { $found }, non coa chave rexistrada do taboleiro, { $registered }
evening-unverified-not-one-record = o ficheiro non contén exactamente un rexistro
evening-unverified-unreadable = non se pode ler o ficheiro: { $error }
evening-unverified-registration = non se pode usar o rexistro do portátil deste taboleiro, así que non hai chave coa que comprobar o selo: { $error }
evening-unverified-other-game = a súa etiqueta { $tag } di «{ $found }», e o emparellamento «{ $expected }»
evening-unverified-no-result = o rexistro non ten resultado
evening-board-zero = Os taboleiros numéranse desde o 1.
evening-board-not-a-key = «{ $text }» non é ningunha chave de selo: indica a pegada da chave ou a súa chave pública.
evening-board-taken = O taboleiro { $board } está rexistrado para outro portátil (chave { $registered }); a chave deste portátil é { $offered }. O organizador pode eliminar ese rexistro para darlle o taboleiro a este portátil.
evening-board-time-control = O control de tempo da xornada, «{ $text }», non o pode levar un reloxo.
evening-store-unreadable = Non se pode ler { $path }: { $error }
evening-store-damaged = { $path } está danado ou non o escribiu Escaque: { $error }
cli-evening-written = escrito: { $path }
cli-evening-trf-failed = non se pode escribir o TRF: { $error }

## A board of a club's evening, on the board's laptop (issue 30)
evening-board-join-button = Xogar un taboleiro dunha xornada…
evening-board-join-hint = Este portátil xoga un taboleiro dunha xornada do club: a partida de cada rolda prepárase a partir dos emparellamentos, e o seu impreso vai ao cartafol da xornada
evening-board-join-title = Xogar un taboleiro dunha xornada
evening-board-join-intro = Indica o cartafol compartido da xornada (o que fixo o organizador) e o número do taboleiro que xoga este portátil. O portátil queda rexistrado alí pola súa chave de selado, para que o organizador poida fiarse dos impresos que sela.
evening-board-folder = O cartafol da xornada
evening-board-choose = Escoller…
evening-board-no-dialog = Neste escritorio non se pode amosar un diálogo de cartafoles: escribe a ruta do cartafol.
evening-board-number = O taboleiro deste portátil
evening-board-join = Unirse
evening-board-cancel = Cancelar
evening-board-bad-number = O taboleiro é un número desde 1, non «{ $text }».
evening-board-joined = { $evening }: rolda { $round }, taboleiro { $board }. { $white } (brancas) – { $black } (negras).
evening-board-all-played = { $evening }: todas as partidas do taboleiro { $board } emparelladas ata agora teñen o seu impreso ou o seu resultado.
evening-board-leave = Deixar a xornada
evening-board-sent = O impreso está no cartafol da xornada: { $path }
evening-board-not-sent = Non se puido pór o impreso no cartafol da xornada: { $error }. Consérvase neste portátil.
## h30live

follow-round-shown = Amósase a rolda { $round }
setup-error-live-name = { $side ->
    [white] a partida escríbese en directo para unha retransmisión, que precisa os nomes dos dous xogadores: escribe o nome das brancas (dúas letras ou máis, non «unknown»)
   *[black] a partida escríbese en directo para unha retransmisión, que precisa os nomes dos dous xogadores: escribe o nome das negras (dúas letras ou máis, non «unknown»)
}
live-needs-names = Unha retransmisión só mostra as partidas cos nomes dos dous xogadores: coa partida en directo activada, a partida non comeza sen eles.

## A damaged file of a series or an evening, said without the RON reader's words (issue 28)
file-fault-end-of-file = o ficheiro remata antes ca o seu contido
file-fault-trailing = hai máis texto despois do final do contido do ficheiro
file-fault-unknown-field = aquí non hai ningún campo chamado «{ $name }»
file-fault-unknown-variant = «{ $name }» non é ningún dos valores que toma este campo
file-fault-missing-field = falta o campo «{ $name }»
file-fault-duplicate-field = o campo «{ $name }» aparece dúas veces
file-fault-invalid-value = este campo non pode tomar o valor que pon aquí
file-fault-number-out-of-range = o número é grande ou pequeno de máis para este campo
evening-damage-round-numbered = a rolda { $place } do ficheiro ten o número { $number }: as roldas numéranse 1, 2, 3…
evening-damage-result-not-paired = rolda { $round }: hai un resultado para unha partida que non está emparellada (o xogador { $white } contra o xogador { $black })
evening-damage-other-board = o ficheiro nomea o taboleiro { $board }, non o do seu nome
## h30ui
## A club's evening across boards on the organiser's screens (issue 30)

evening-screen-start-button = Xornada do club…
evening-screen-start-hint = Unha xornada do club en varios taboleiros: os xogadores, os emparellamentos de cada rolda e a táboa cruzada, gardados nun cartafol que comparten os portátiles dos taboleiros.
evening-screen-heading = Xornada do club
evening-screen-page-folder = Cartafol
evening-screen-page-details = Datos e xogadores
evening-screen-page-pairings = Emparellamentos
evening-screen-page-crosstable = Táboa cruzada
evening-screen-leave = Volver á pantalla de preparación
evening-screen-folder-note = A xornada gárdase nun cartafol ao que chegan os portátiles de todos os taboleiros (un cartafol compartido na rede ou sincronizado). Abre un cartafol cunha xornada, ou un baleiro para preparar unha nova.
evening-screen-folder = Cartafol:
evening-screen-folder-hint = a ruta do cartafol compartido
evening-screen-choose = Escoller…
evening-screen-open = Abrir
evening-screen-no-dialog = Neste escritorio non se pode amosar un diálogo de cartafoles: escribe a ruta do cartafol.
evening-screen-folder-is = cartafol { $folder }
evening-screen-arbiter-is = árbitro: { $name }
evening-screen-new = Aínda non hai ningunha xornada gardada en { $folder }: enche os seus datos e xogadores e despois gárdaa.
evening-screen-saved = Gardada en { $folder }.
evening-screen-save-first = Garda primeiro os datos e os xogadores da xornada.
evening-screen-name = Nome
evening-screen-site = Lugar
evening-screen-start = Primeiro día
evening-screen-end = Último día
evening-screen-arbiter = Árbitro principal
evening-screen-federation = Federación
evening-screen-control = Control de tempo
evening-screen-control-none = Sen indicar
evening-screen-system = Sistema de emparellamento
evening-screen-round-robin = Liga (todos contra todos)
evening-screen-swiss = Suízo
evening-screen-rounds = Roldas
evening-screen-save = Gardar a xornada
evening-screen-add-player = Engadir un xogador
evening-screen-remove-player = Quitar o último xogador
evening-screen-players-fixed = As roldas están emparelladas: os xogadores quedan como están.
evening-screen-number = N.º
evening-screen-player-name = Xogador
evening-screen-rating = Elo
evening-screen-title = Título
evening-screen-player-federation = Fed.
evening-screen-fide-id = ID FIDE
evening-screen-player-field = { $field ->
    [rating] Elo do xogador { $player }
    [title] Título do xogador { $player }
    [federation] Federación do xogador { $player }
    [fide-id] ID FIDE do xogador { $player }
   *[name] Nome do xogador { $player }
}
evening-screen-form-too-few = Unha xornada precisa polo menos dous xogadores.
evening-screen-form-no-name = O xogador { $player } non ten nome.
evening-screen-form-long-name = O nome do xogador { $player } pasa dos { $max } caracteres que collen no ficheiro de informe da FIDE.
evening-screen-form-rating = O Elo «{ $text }» do xogador { $player } non é un número enteiro de 0 a { $max }.
evening-screen-form-title = O título «{ $text }» do xogador { $player } non é un título FIDE (GM, IM, FM, CM, WGM, WIM, WFM, WCM).
evening-screen-form-federation = A federación «{ $text }» do xogador { $player } non son tres letras.
evening-screen-form-fide-id = O ID FIDE «{ $text }» do xogador { $player } non é un número de ata 11 cifras.
evening-screen-form-evening-federation = A federación «{ $text }» non son tres letras.
evening-screen-form-date = A data «{ $text }» non está escrita AAAA/MM/DD.
evening-screen-form-players-paired = As roldas están emparelladas: agora non se poden engadir nin quitar xogadores.
evening-screen-round = Rolda:
evening-screen-round-of = Rolda { $round } de { $rounds }
evening-screen-no-rounds = Aínda ningunha emparellada
evening-screen-pair-berger = Emparellar polas táboas de Berger
evening-screen-type-round = Escribir a rolda { $round }
evening-screen-edit-round = Editar a rolda { $round }
evening-screen-board = Taboleiro
evening-screen-white = Brancas
evening-screen-black = Negras
evening-screen-result = Resultado
evening-screen-bye = descanso
evening-screen-bye-note = Un xogador que descansa non xoga ningunha partida nesa rolda.
evening-screen-pending = pendente
evening-screen-result-verified = { $score } (partida selada)
evening-screen-result-by-hand = { $score } (introducido a man)
evening-screen-no-result = Sen resultado (pendente)
evening-screen-by-hand-button = Resultado a man… (taboleiro { $board })
evening-screen-by-hand-heading = Rolda { $round }, taboleiro { $board }: o resultado a man
evening-screen-by-hand-note = Para un taboleiro xogado sen portátil: o árbitro introduce o seu resultado, marcado como introducido a man.
evening-screen-by-hand-enter = Introducir o resultado
evening-screen-pin-wrong = PIN incorrecto: non se introduce nada.
evening-screen-cancel = Cancelar
evening-screen-editor-heading = Rolda { $round }, tal como se escribe
evening-screen-editor-note = Unha liña por taboleiro: o seu número e os números iniciais das brancas e das negras. Para un descanso, só o número das brancas.
evening-screen-keep-round = Gardar a rolda
evening-screen-add-line = Engadir unha liña
evening-screen-remove-line = Quitar a última liña
evening-screen-line-field = Liña { $line }: { $field }
evening-screen-editor-not-a-number = Liña { $line }: «{ $text }» non é un número.
evening-screen-crosstable-heading = Táboa cruzada ({ $article })
evening-screen-place = Posto
evening-screen-points = Puntos
evening-screen-round-short = R{ $round }
evening-screen-cell-white = b
evening-screen-cell-black = n
evening-screen-cell-bye = descanso { $points }
evening-screen-crosstable-marks = En cada rolda: o número do adversario, a cor (b brancas, n negras) e os puntos. * introducido a man polo árbitro; … pendente (aínda sen partida selada e verificada).
evening-screen-tie-breaks = Desempates, por orde: { $list }.
evening-screen-tb-direct-short = ED
evening-screen-tb-direct = encontro directo
evening-screen-tb-sb-short = SB
evening-screen-tb-sb = Sonneborn-Berger
evening-screen-tb-wins-short = Vit.
evening-screen-tb-wins = número de vitorias
evening-screen-tb-buchholz-short = Bh
evening-screen-tb-buchholz = Buchholz
evening-screen-tb-buchholz-cut-short = Bh-1
evening-screen-tb-buchholz-cut = Buchholz sen o peor resultado (corte 1)
evening-screen-opened = Está aberta a xornada gardada en { $folder }.
evening-screen-reload = Ler de novo o cartafol
evening-screen-date-hint = AAAA/MM/DD

## The evening's results as gathered, and its files from the window (issue 30)
evening-screen-result-unverified = non conta: { $why }
evening-files-heading = Os ficheiros da xornada:
evening-files-pgn = PGN de todas as partidas…
evening-files-trf-2016 = TRF (2016)…
evening-files-trf-2026 = TRF (2026)…
evening-files-pdf = Táboa cruzada (PDF)…
evening-screen-follow = Seguir os taboleiros en directo…
