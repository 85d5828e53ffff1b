# Escaque: português. Termos da tradução portuguesa das Leis do Xadrez da FIDE (empate,
# xeque-mate, rei afogado, relógio, seta, planilha, final acelerado; letras R D T B C).
# Os números dos artigos são os da edição de 2023, com a palavra «Artigo».

## Palavras de uso geral

side-name = { $side ->
    [white] Brancas
   *[black] Pretas
}
cite-article = Artigo { $number }
cite-guidelines = Diretrizes { $number }
cite-appendix = Apêndice { $number }

category-standard = xadrez clássico
category-rapid = xadrez rápido
category-blitz = xadrez blitz

## Como termina a partida (artigos 5, 6.9 e 9)

ending-line = { $result }: { $why } ({ $article })
ending-checkmate = { $loser ->
    [white] as brancas levam xeque-mate
   *[black] as pretas levam xeque-mate
}
ending-stalemate = rei afogado
ending-dead-position = posição morta: nenhum dos dois pode dar xeque-mate
ending-fivefold = a mesma posição pela quinta vez
ending-seventy-five-moves = 75 lances de cada lado sem mover peão nem capturar
ending-resignation = { $loser ->
    [white] as brancas abandonam
   *[black] as pretas abandonam
}
ending-resignation-vs-unwinnable = abandono, mas o oponente nunca poderia ter dado xeque-mate: empate
ending-time-forfeit = { $loser ->
    [white] caiu a seta das brancas
   *[black] caiu a seta das pretas
}
ending-timeout-vs-unwinnable = caiu a seta, mas o oponente nunca poderia dar xeque-mate: empate
ending-threefold-claim = empate reclamado por tripla repetição
ending-fifty-moves-claim = empate reclamado por cinquenta lances sem mover peão nem capturar
ending-agreement = empate por acordo
ending-quickplay-finish = o árbitro aceita a reclamação de empate no final acelerado
ending-arbiter-decision = o árbitro não aceita a reclamação

## Peça tocada (artigos 4.3 a 4.5)

obligation-free = qualquer lance legal é permitido
obligation-move = a peça em { $square } foi tocada e tem de ser movida
obligation-capture = a peça em { $square } foi tocada e tem de ser capturada
obligation-capture-with = a peça em { $piece } tem de capturar a peça em { $target }
obligation-castle = { $wing ->
    [kingside] o rei e a torre foram tocados: é obrigatório fazer o roque pequeno
   *[queenside] o rei e a torre foram tocados: é obrigatório fazer o roque grande
}
obligation-move-king = houve intenção de rocar, mas o roque é ilegal: é preciso fazer outro lance de rei

## O que fez um evento aceite

notice-touched = Peça tocada: { $obligation } ({ $article })
notice-castled-by-two-moves = { $side ->
    [white] As brancas rocam ({ $move }): o lance do rei e o da torre formam um só roque ({ $article })
   *[black] As pretas rocam ({ $move }): o lance do rei e o da torre formam um só roque ({ $article })
}
notice-draw-offered = { $side ->
    [white] As brancas oferecem empate ({ $article })
   *[black] As pretas oferecem empate ({ $article })
}
notice-draw-offered-improper = { $side ->
    [white] As brancas oferecem empate fora do momento próprio: a oferta é válida, mas veja-se { $article }
   *[black] As pretas oferecem empate fora do momento próprio: a oferta é válida, mas veja-se { $article }
}
notice-draw-declined = { $side ->
    [white] As brancas recusam a oferta de empate ({ $article })
   *[black] As pretas recusam a oferta de empate ({ $article })
}
notice-claim-rejected = { $side ->
    [white] A reclamação das brancas não está correta: a partida continua ({ $article })
   *[black] A reclamação das pretas não está correta: a partida continua ({ $article })
}
notice-time-awarded = { $side ->
    [white] As brancas recebem mais { $time } ({ $article })
   *[black] As pretas recebem mais { $time } ({ $article })
}
notice-referred = { $side ->
    [white] A partida para: a reclamação das brancas vai para o árbitro ({ $article })
   *[black] A partida para: a reclamação das pretas vai para o árbitro ({ $article })
}
notice-flag-fell = { $side ->
    [white] Caiu a seta das brancas ({ $article })
   *[black] Caiu a seta das pretas ({ $article })
}
notice-paused = Relógios parados ({ $article })
notice-resumed = O jogo recomeça
notice-adjusted = Relógio: { $adjustment } ({ $reason })

adjustment-set-time = { $side ->
    [white] o relógio das brancas passa a marcar { $time }
   *[black] o relógio das pretas passa a marcar { $time }
}
adjustment-add-time = { $side ->
    [white] +{ $time } para as brancas
   *[black] +{ $time } para as pretas
}
adjustment-set-moves = { $side ->
    [white] o contador de lances das brancas passa a { $moves }
   *[black] o contador de lances das pretas passa a { $moves }
}
adjustment-add-increment = { $side ->
    [white] +{ $seconds } s por lance para as brancas a partir de agora
   *[black] +{ $seconds } s por lance para as pretas a partir de agora
}
adjustment-set-control = { $side ->
    [white] o controlo de tempo das brancas passa a ser { $control }
   *[black] o controlo de tempo das pretas passa a ser { $control }
}
adjust-reason-arbiter = tempo dado pelo árbitro
adjust-reason-with-note = { $article }: { $note }

pending-increment = { $side ->
    [white] As brancas pedem 5 segundos por lance para os dois ({ $article }): vale também como oferta de empate
   *[black] As pretas pedem 5 segundos por lance para os dois ({ $article }): vale também como oferta de empate
}
pending-claim = { $side ->
    [white] As brancas reclamam empate ({ $article }): o árbitro decide
   *[black] As pretas reclamam empate ({ $article }): o árbitro decide
}
pending-postponed = { $side ->
    [white] O árbitro vai decidir mais tarde sobre a reclamação das brancas ({ $article })
   *[black] O árbitro vai decidir mais tarde sobre a reclamação das pretas ({ $article })
}

## Recusas: por que um evento não é aceite

refusal-line = Não permitido: { $why }
refusal-time-runs-backwards = um evento aos { $at } de jogo vem antes do anterior, aos { $last }
refusal-game-over = a partida já terminou: { $ending }
refusal-awaiting-ruling = o jogo está parado até que o árbitro decida sobre a reclamação ({ $article })
refusal-no-piece = não há nenhuma peça em { $square }
refusal-not-on-move = { $side ->
    [white] não é a vez das brancas ({ $article })
   *[black] não é a vez das pretas ({ $article })
}
refusal-illegal-move = { $move } não é um lance legal nesta posição ({ $article })
refusal-illegal-move-why = { $move } não é um lance legal nesta posição: { $why }
refusal-illegal-move-in-check = { $move } não é um lance legal nesta posição: o teu rei está em xeque e este lance não o tira dele ({ $article })
refusal-promotion-piece-missing = { $move } chega à última fileira: escolhe a nova peça ({ $article })
refusal-touch-move = não se pode jogar { $move }: { $obligation } ({ $article })
refusal-opponent-not-pressed = { $side ->
    [white] As brancas ainda não podem acionar o relógio: as pretas jogaram sem o acionar e o tempo das pretas corre até o acionarem ({ $article })
   *[black] As pretas ainda não podem acionar o relógio: as brancas jogaram sem o acionar e o tempo das brancas corre até o acionarem ({ $article })
}
refusal-press-without-move = { $side ->
    [white] as brancas acionaram o relógio sem fazer um lance ({ $article })
   *[black] as pretas acionaram o relógio sem fazer um lance ({ $article })
}
refusal-clock-not-running = { $side ->
    [white] as brancas acionaram o relógio, mas o tempo que corre é o das pretas: acionar não muda nada ({ $article })
   *[black] as pretas acionaram o relógio, mas o tempo que corre é o das brancas: acionar não muda nada ({ $article })
}
refusal-draw-offers-forbidden = o regulamento do torneio não permite oferecer empate ({ $article })
refusal-draw-offers-not-yet = o regulamento do torneio só permite oferecer empate a partir do lance { $move } ({ $article })
refusal-offer-already-standing = { $side ->
    [white] a oferta de empate das brancas continua de pé ({ $article })
   *[black] a oferta de empate das pretas continua de pé ({ $article })
}
refusal-opponent-offer-standing = { $side ->
    [white] as brancas têm uma oferta de empate do oponente por responder: têm de a aceitar ou recusar ({ $article })
   *[black] as pretas têm uma oferta de empate do oponente por responder: têm de a aceitar ou recusar ({ $article })
}
refusal-no-offer-to-answer = { $side ->
    [white] as brancas não têm nenhuma oferta de empate para responder ({ $article })
   *[black] as pretas não têm nenhuma oferta de empate para responder ({ $article })
}
refusal-agreement-too-early = para combinar empate os dois jogadores têm de ter feito pelo menos um lance ({ $article })
refusal-claim-after-touch = { $side ->
    [white] as brancas tocaram uma peça e neste lance já não podem reclamar empate ({ $article })
   *[black] as pretas tocaram uma peça e neste lance já não podem reclamar empate ({ $article })
}
refusal-nothing-to-revise = a análise não altera nada nesta partida
refusal-no-such-ruling = essa decisão não responde a nada pendente ({ $article })
refusal-offer-unanswered = primeiro o oponente tem de aceitar ou recusar a oferta de empate ({ $article })
refusal-ruling-first = primeiro o árbitro tem de decidir: { $pending }
refusal-no-flag = nenhuma seta caiu
refusal-clocks-stopped = os relógios estão parados até o jogo recomeçar ({ $article })

quickplay-not-announced = nesta partida não foi anunciado o final acelerado ({ $article })
quickplay-blitz = o final acelerado não se aplica ao xadrez blitz ({ $article })
quickplay-with-increment = o final acelerado só se aplica a partidas sem incremento ({ $article })
quickplay-not-last-period = o final acelerado só se aplica no último período ({ $article })
quickplay-not-on-move = só pode pedir o jogador que tem a vez ({ $article })
quickplay-two-minutes = só pode pedir quem tiver menos de dois minutos no relógio ({ $article })
quickplay-needs-arbiter = o incremento só pode ser concedido por um árbitro ({ $article })
quickplay-already-pending = já há um pedido à espera do árbitro ({ $article })
quickplay-increment-applies = o relógio pode receber o incremento de cinco segundos, por isso pede-o: a reclamação com árbitro presente é para um relógio que não pode ({ $article })
quickplay-no-increment-request = esta edição não tem incremento a pedir, só a reclamação de empate ({ $article })

clock-error-time-went-back = { $at } de jogo é anterior ao último evento do relógio, aos { $last }: o tempo só anda para a frente
clock-error-not-started = o relógio ainda não foi iniciado
clock-error-already-started = o relógio já estava em funcionamento
clock-error-not-running = { $side ->
    [white] { $running ->
        [white] as brancas acionaram o relógio, mas o tempo delas não está a correr
       *[black] as brancas acionaram o relógio, mas o tempo que corre é o das pretas
    }
   *[black] { $running ->
        [white] as pretas acionaram o relógio, mas o tempo que corre é o das brancas
       *[black] as pretas acionaram o relógio, mas o tempo delas não está a correr
    }
}
clock-error-paused = os relógios estão parados ({ $article }): primeiro é preciso pô-los a andar
clock-error-already-paused = os relógios já estavam parados
clock-error-not-paused = os relógios não estão parados, por isso não podem voltar a andar
clock-error-stopped = o relógio parou de vez
clock-error-flag-fell = { $side ->
    [white] a seta das brancas caiu aos { $at } de jogo ({ $article })
   *[black] a seta das pretas caiu aos { $at } de jogo ({ $article })
}

## Controlos de tempo escritos (TimeControl do PGN; d = espera, b = Bronstein)

control-error-empty = o controlo de tempo está vazio
control-error-empty-period = o período { $period } está vazio
control-error-not-seconds = período { $period }: «{ $text }» não é um número de segundos
control-error-not-moves = período { $period }: «{ $text }» não é um número de lances
control-error-too-long = período { $period }: { $text } segundos são mais do que o relógio comporta
control-error-sandclock-not-alone = uma ampulheta (*) tem de ser o controlo de tempo inteiro
control-error-unknown = «?» indica que o controlo de tempo é desconhecido, e isso um relógio de xadrez não consegue marcar
control-error-untimed = «-» indica que a partida não tem relógio, e isso um relógio de xadrez não consegue marcar
control-error-sandclock = uma ampulheta de { $seconds } s não é algo que um relógio de xadrez consiga marcar
control-error-refused = «{ $control }» foi recusado, embora um relógio consiga marcá-lo
control-error-no-periods = um controlo de tempo precisa de pelo menos um período
control-error-zero-time = o período { $period } não tem tempo: dá-lhe mais de 0 segundos
control-error-zero-moves = o período { $period } pede 0 lances: dá-lhe pelo menos um, ou fá-lo durar o resto da partida
control-error-bonus-too-long = { $kind ->
    [increment] período { $period }: um incremento de { $bonus } s é mais longo que os { $time } s do próprio período
    [delay] período { $period }: uma espera de { $bonus } s é mais longa que os { $time } s do próprio período
    [bronstein] período { $period }: um bónus Bronstein de { $bonus } s é mais longo que os { $time } s do próprio período
   *[none] período { $period }: o acréscimo é mais longo que os { $time } s do próprio período
}
control-error-after-rest-of-game = o período { $period } vem depois do período { $previous }, que já dura o resto da partida

## Listas

list-and = { $init } e { $last }
list-or = { $init } ou { $last }

## Problemas fora da partida

problem-ok = Certo
problem-settings-unreadable = Não é possível ler o ficheiro de definições { $path } ({ $error }); são usados os valores predefinidos.
problem-settings-damaged = O ficheiro de definições { $path } está danificado ({ $error }); são usados os valores predefinidos e o ficheiro danificado fica guardado como { $kept }.
problem-settings-not-saved = Não é possível guardar as definições: { $error }
settings-damage-at = linha { $line }, coluna { $column }: { $what }
settings-damage-time-control = não é possível ler um controlo de tempo antigo: { $error }
settings-fault-expected = { $kind ->
    [text] esperava-se aqui um texto entre aspas
    [number] esperava-se aqui um número
    [boolean] esperava-se aqui true ou false
    [character] esperava-se aqui um carácter entre plicas
    [list] esperava-se aqui uma lista entre parênteses retos
    [map] esperava-se aqui um mapa entre chavetas
    [group] esperava-se aqui um parêntese de abertura
    [option] esperava-se aqui Some(…) ou None
    [name] esperava-se aqui um nome
   *[unit] esperava-se aqui ()
}
settings-fault-expected-mark = esperava-se aqui «{ $mark }»
settings-fault-end-of-file = o ficheiro termina antes das definições
settings-fault-unexpected-char = o carácter «{ $char }» não pertence aqui
settings-fault-trailing = há mais texto depois do fim das definições
settings-fault-unknown-field = aqui não há nenhuma definição chamada «{ $name }»
settings-fault-unknown-variant = «{ $name }» não é nenhum dos valores que esta definição aceita
settings-fault-missing-field = falta a definição «{ $name }»
settings-fault-duplicate-field = a definição «{ $name }» aparece duas vezes
settings-fault-invalid-value = esta definição não aceita o valor que aqui está escrito
settings-fault-number-out-of-range = o número é demasiado grande ou demasiado pequeno para esta definição
settings-fault-bad-number = o número está mal escrito
settings-fault-not-text = aqui começam bytes que não são texto (UTF-8)
settings-fault-syntax = o texto aqui não segue o formato do ficheiro (RON)
problem-journal-not-archived = Não é possível guardar o registo da última partida em { $dir }: { $error }
problem-cannot-resume = Não é possível retomar a partida não terminada: { $error }
problem-game-open-elsewhere = Há uma partida aberta noutra janela do Escaque com esta pasta de dados: essa janela mantém-na, e esta joga uma partida própria.
problem-journal-unreadable = Não é possível ler o registo da última partida ({ $error }). É conservado tal como está, e guardado com as partidas quando uma nova começar.
problem-journal-write = Não é possível escrever no registo { $path } ({ $error }): os relógios estão parados e nada se joga até ser possível escrever de novo (liberta espaço e põe os relógios a andar). Nada do que foi registado se perde.
session-journal-write = não é possível escrever o registo { $path }: { $error }
session-journal-read = não é possível ler o registo { $path }: { $error }
session-untimed = esta partida não tem relógio, e o Escaque só joga com um
session-open-elsewhere = esta partida está aberta noutra janela do Escaque com esta pasta de dados: só essa janela a pode escrever (fecha-a lá, ou usa outra pasta de dados)

## Uma partida não terminada ao abrir

resume-heading = Foi encontrada uma partida não terminada
resume-summary = { $white } contra { $black }, { $moves ->
    [0] nenhum lance feito.
    [one] um lance feito.
   *[other] { $moves } lances feitos.
}
player-with-colour = { $name } ({ $side ->
    [white] brancas
   *[black] pretas
})
resume-note = Retoma-se exatamente como estava no último evento, com os relógios parados.
resume-unclean = O Escaque não foi fechado como devia (uma falha, uma interrupção forçada ou um corte de energia): a retoma ficará escrita no registo da partida com a data e a hora.
resume-adjourned = Está adiada: o lance secreto está no seu envelope, e a partida continua a partir do ecrã do envelope ({ $article }).
resume-adjourn-called = O árbitro adiou a partida: o jogador que tem a vez ainda tem de escrever o lance secreto ({ $article }).
resume-damaged = O seu registo está danificado a partir de { $problem }. A partida retoma-se a partir do último evento completo anterior; o ficheiro original é conservado ao lado (current.journal.damaged).
resume-button = Retomar a partida
resume-discard = Preparar uma nova partida (a anterior fica guardada na pasta de partidas)
resume-unsigned-heading = Uma partida terminada não foi assinada
resume-unsigned-note = Terminou: { $ending }. A sua planilha não foi assinada (8.7) antes de o Escaque parar.
resume-sign = Assinar a sua planilha
resume-set-aside = Deixá-la por assinar (fica guardada na pasta de partidas)

## Ecrã de preparação

language-label = Língua
notation-figurines = Figurinos (♘f3)
setup-heading = Nova partida
setup-name-hint = nome
setup-swap = Trocar as cores
setup-draw-lots = Sortear as cores
setup-time-control = Controlo de tempo
setup-custom = Personalizado
preset-fide-classical = FIDE clássico (90 min/40 lances + 30 min, +30 s por lance)
setup-preset-name = { $side ->
    [white] controlo predefinido das brancas
   *[black] controlo predefinido das pretas
}
setup-control-hint = TimeControl do PGN: 40/5400+30:1800+30, 300+3; d = espera, b = Bronstein (300d5)
setup-time-odds = Tempo diferente para as pretas (concessão de vantagem de tempo)
setup-black-control = Controlo de tempo das pretas
setup-rules = Regras
setup-laws-edition = Leis do Xadrez:
setup-touch-move = Peça tocada (Artigos 4.3 a 4.5)
setup-press-label = O relógio é acionado:
setup-press-by-player = por cada jogador
setup-press-auto = automaticamente com o lance
setup-draw-offers = Ofertas de empate (Artigo 9.1.1):
setup-offers-allowed = permitidas
setup-offers-from = a partir do lance
setup-offers-never = nunca
setup-arbiter = Há um árbitro presente
setup-quickplay = Final acelerado (Diretrizes III) em vigor
setup-start-position = Posição inicial
setup-start-normal = a habitual
setup-start-fen = a partir de um FEN
setup-start-chess960 = Chess960
setup-chess960-number = Número da posição (de 0 a 959; vazio: sorteada)
setup-start = Começar a partida
setup-keys = Teclas do relógio: { $white } para as brancas, { $black } para as pretas.
setup-key-white = Tecla das brancas
setup-key-black = Tecla das pretas
setup-error-control = { $side ->
    [white] controlo de tempo das brancas «{ $text }»: { $error }
   *[black] controlo de tempo das pretas «{ $text }»: { $error }
}
setup-error-chess960 = as posições de Chess960 são numeradas de 0 a 959, não { $number }
setup-error-fen-unreadable = não é possível ler o FEN «{ $fen }»: { $detail }
setup-error-fen-illegal = o FEN «{ $fen }» não é uma posição legal: { $detail }
fen-part-nothing = não há nada para ler
fen-part-board = o seu primeiro campo, as peças, tem de ter oito fileiras de oito casas separadas por /, da oitava fileira para a primeira (as letras KQRBNP para as brancas, kqrbnp para as pretas, um algarismo para as casas vazias)
fen-part-turn = o seu segundo campo, quem tem a vez, tem de ser w (brancas) ou b (pretas)
fen-part-castling = o seu terceiro campo, os direitos de roque, tem de ser - ou letras de KQkq (as colunas das torres no Chess960)
fen-part-en-passant = o seu quarto campo, a casa da captura en passant, tem de ser - ou uma casa como e3
fen-part-halfmove-clock = o seu quinto campo, os lances desde a última captura ou lance de peão, tem de ser um número inteiro
fen-part-move-number = o seu sexto campo, o número do lance, tem de ser um número inteiro
fen-part-extra = tem mais campos do que os seis de um FEN
position-fault-empty-board = não há nenhuma peça no tabuleiro
position-fault-missing-king = { $side ->
    [white] as brancas não têm rei
   *[black] as pretas não têm rei
}
position-fault-too-many-kings = { $side ->
    [white] as brancas têm mais de um rei
   *[black] as pretas têm mais de um rei
}
position-fault-pawns-on-back-rank = há um peão na primeira ou na oitava fileira
position-fault-castling-rights = é dado um direito de roque a um rei ou a uma torre que não está na sua casa de partida
position-fault-en-passant = a casa da captura en passant não é nenhuma por onde um peão tenha acabado de passar
position-fault-opposite-check = { $side ->
    [white] as brancas estão em xeque, mas a vez é das pretas
   *[black] as pretas estão em xeque, mas a vez é das brancas
}
position-fault-impossible-check = o rei de quem tem a vez está num xeque que nenhum lance podia ter dado
position-fault-too-much-material = há mais peças do que as dezasseis de cada cor e as suas promoções podem dar
position-fault-variant = tem partes de outra variante do xadrez (peças na mão, xeques contados)
position-fault-move-number = o seu número de lance, { $number }, é maior do que { $max }, mais longe do que qualquer partida chega

## Ecrã da partida

toolbar-new-game = Nova partida
toolbar-flip = Rodar o tabuleiro
toolbar-hints = Sugestões de lances
toolbar-sound-none = Som: sem dispositivo
toolbar-sound-off = Som: desligado
toolbar-sound-on = Som: ligado
toolbar-stop-clocks = Parar os relógios (chamar o árbitro)
toolbar-start-clocks = Pôr os relógios a andar

clock-title = { $side ->
    [white] Brancas: { $name }
   *[black] Pretas: { $name }
}
clock-label = { $side ->
    [white] Relógio das brancas
   *[black] Relógio das pretas
}
clock-flag-fallen = seta caída
clock-moves-to-control = { $count ->
    [0] nenhum lance até ao controlo
    [one] 1 lance até ao controlo
   *[other] { $count } lances até ao controlo
}

action-offer-draw = Oferecer empate
action-offer-draw-name = { $side ->
    [white] Brancas: oferecer empate
   *[black] Pretas: oferecer empate
}
action-accept-draw = Aceitar empate
action-accept-draw-name = { $side ->
    [white] Brancas: aceitar empate
   *[black] Pretas: aceitar empate
}
action-decline-draw = Recusar empate
action-decline-draw-name = { $side ->
    [white] Brancas: recusar empate
   *[black] Pretas: recusar empate
}
action-claim-menu = Reclamar empate
claim-threefold-now = Tripla repetição, agora ({ $article })
claim-threefold-intended = Tripla repetição, com o lance que vou fazer ({ $article })
claim-fifty-now = Cinquenta lances, agora ({ $article })
claim-fifty-intended = Cinquenta lances, com o lance que vou fazer ({ $article })
action-ask-increment = Pedir +5 s (III.4)
action-ask-increment-name = { $side ->
    [white] Brancas: pedir incremento
   *[black] Pretas: pedir incremento
}
action-quickplay-claim = Reclamar empate (III)
action-quickplay-claim-name = { $side ->
    [white] Brancas: reclamação do final acelerado
   *[black] Pretas: reclamação do final acelerado
}
action-resign = Abandonar
action-resign-name = { $side ->
    [white] Brancas: abandonar
   *[black] Pretas: abandonar
}
action-cancel-claim = Cancelar a reclamação

scoresheet-heading = Planilha
move-entry-label = Lance:
move-entry-hint = escreve-o, p. ex. { $example }, e prime Enter

arbiter-heading = Árbitro:
arbiter-analysis = Análise ({ $who }): { $ability ->
    [possible] ainda podem dar xeque-mate
    [impossible] nunca poderão dar xeque-mate
   *[unknown] não se sabe se podem dar xeque-mate
}.
arbiter-uphold = Aceitar a reclamação: empate
arbiter-not-uphold = Não aceitá-la
arbiter-grant-increment = Conceder +5 s por lance, +2 min ao oponente (III.4)
arbiter-refuse-increment = Recusar o incremento
arbiter-claim-draw = Empate (III.5.1)
arbiter-postpone = Adiar a decisão, +2 min ao oponente (III.5.2)
arbiter-postpone-without-time = Adiar a decisão, sem tempo extra (III.5.2)
arbiter-reject = Rejeitar, +2 min ao oponente (III.5.3)
arbiter-decide-now = Decidir já a reclamação: empate
arbiter-dismiss = Indeferir a reclamação

status-to-move = { $side ->
    [white] Vez das brancas
   *[black] Vez das pretas
}
status-waiting-arbiter = À espera do árbitro
status-intend = { $side ->
    [white] Brancas: mostra no tabuleiro o lance que vais fazer; fica anotado para a reclamação, não é jogado
   *[black] Pretas: mostra no tabuleiro o lance que vais fazer; fica anotado para a reclamação, não é jogado
}

board-square-piece = { $square }, { $side ->
    [white] { $piece ->
        [king] rei branco
        [queen] dama branca
        [rook] torre branca
        [bishop] bispo branco
        [knight] cavalo branco
       *[pawn] peão branco
    }
   *[black] { $piece ->
        [king] rei preto
        [queen] dama preta
        [rook] torre preta
        [bishop] bispo preto
        [knight] cavalo preto
       *[pawn] peão preto
    }
}
piece-name = { $piece ->
    [king] Rei
    [queen] Dama
    [rook] Torre
    [bishop] Bispo
    [knight] Cavalo
   *[pawn] Peão
}
promotion-heading = Promover a:
promotion-cancel = Cancelar
promotion-final = O peão está na última fileira e fica lá ({ $article }): só falta escolher a nova peça.

resign-heading = { $side ->
    [white] As brancas abandonam?
   *[black] As pretas abandonam?
}
resign-note = Abandonar termina a partida ({ $article }).
resign-yes = Sim, abandonar
resign-no = Não, continuar a jogar
result-sign = Os dois jogadores assinam a planilha para confirmar o resultado ({ $article }).
result-new-game = Nova partida
result-look = Ver o tabuleiro
result-why = { $why } ({ $article })

## Lances escritos no teclado (Apêndice C)

move-error-line = «{ $move }»: { $why }
move-error-empty = Escreve primeiro um lance.
move-error-unknown-letter = { $letter } não é a letra de nenhuma peça em português; as peças são { $letters } (rei, dama, torre, bispo, cavalo), e os peões não têm letra
move-error-pawn-letter = os peões são escritos sem letra: só a casa, p. ex. e4, ou a coluna de onde capturam, p. ex. exd5 (tira o { $letter })
move-error-syntax = isto não é um lance em notação algébrica: a letra da peça (nenhuma para um peão), a casa de partida se for preciso, x se captura e a casa de chegada
move-error-promotion-missing = o peão chega à última fileira: acrescenta a nova peça, p. ex. { $options }
move-error-not-a-promotion = só é promovido um peão que chega à última fileira
move-error-bad-promotion = { $piece ->
    [king] um peão não pode ser promovido a rei
   *[other] um peão não pode continuar peão na última fileira
}
move-error-no-piece = { $piece ->
    [king] não tens rei
    [queen] não tens nenhuma dama
    [rook] não tens nenhuma torre
    [bishop] não tens nenhum bispo
    [knight] não tens nenhum cavalo
   *[pawn] não tens nenhum peão
}
move-error-no-piece-on-file = não tens nenhuma peça desse tipo na coluna { $file }
move-error-no-piece-on-rank = não tens nenhuma peça desse tipo na fileira { $rank }
move-error-no-piece-on-square = não tens nenhuma peça desse tipo em { $square }
move-error-own-piece = em { $square } já há uma peça tua
move-error-cannot-reach = { $piece ->
    [king] o teu rei não pode ir para { $square }
    [queen] nenhuma dama tua pode ir para { $square }
    [rook] nenhuma torre tua pode ir para { $square }
    [bishop] nenhum bispo teu pode ir para { $square }
    [knight] nenhum cavalo teu pode ir para { $square }
   *[pawn] nenhum peão teu pode ir para { $square }
}
move-error-nothing-to-capture = está escrito como captura, mas em { $square } não há nada para capturar
move-error-not-en-passant = está marcado { $mark }, mas não é uma captura en passant
move-error-still-in-check = o teu rei está em xeque e este lance não o tira do xeque
move-error-exposes-king = { $piece ->
    [king] ali o rei ficaria em xeque
   *[other] ilegal: deixaria o teu rei em xeque
}
move-error-castle-with-zeros = o rei só anda duas casas no roque: escreve { $castle }
move-error-castling = { $bar ->
    [no-right] não é possível fazer { $castle }: o rei ou essa torre já se moveram ({ $article })
    [in-check] não é possível fazer { $castle }: o rei está em xeque ({ $article })
    [blocked] não é possível fazer { $castle }: há peças entre o rei e a torre ({ $article })
   *[attacked] não é possível fazer { $castle }: o rei passaria por uma casa atacada ou ficaria nela ({ $article })
}
move-error-ambiguous = ambíguo: as peças em { $from } podem todas ir para { $square }; escreve { $options }

## Os comandos sem janela (escaque adjudicate, escaque replay)

cli-note = nota: { $text }
cli-cannot-read-stdin = não é possível ler a entrada padrão: { $error }
cli-cannot-read-file = não é possível ler { $path }: { $error }
cli-journal-torn = nota: a última linha do registo ficou cortada (o programa parou enquanto a escrevia); fica de fora
cli-replay-refused = nota: o evento da linha { $line } foi recusado, tal como durante a partida: { $why }
cli-window-failed = escaque: não foi possível abrir a janela: { $error }
cli-headless-hint = Os comandos sem janela funcionam sem ecrã: escaque --help

pgn-at-line = linha { $line }: { $error }
pgn-at-move = lance { $move } { $token }: { $problem }
pgn-no-game = o texto não contém nenhuma partida
pgn-unreadable = não é possível ler o PGN: { $detail }
pgn-tag-not-closed = uma etiqueta não está fechada com ]
pgn-tag-too-long = a etiqueta { $tag } tem { $length } caracteres; pode ter no máximo { $limit }
pgn-more-than-one-game = o texto contém mais de uma partida; passa uma partida de cada vez
pgn-tag-among-moves = há uma etiqueta no meio dos lances
pgn-variation-not-opened = um ) fecha uma variante que nunca foi aberta
pgn-comment-not-opened = um {"}"} fecha um comentário que nunca foi aberto
pgn-variation-not-closed = uma variante aberta com ( nunca é fechada; o ficheiro pode estar cortado
pgn-comment-not-closed = um comentário aberto com {"{"} nunca é fechado; o ficheiro pode estar cortado
pgn-after-result = «{ $token }» está depois do resultado
pgn-no-result-before-any-move = a partida termina antes de qualquer lance e sem resultado (1-0, 0-1, 1/2-1/2 ou *): o ficheiro parece cortado
pgn-no-result = a partida termina depois do lance { $move } { $token } sem resultado (1-0, 0-1, 1/2-1/2 ou *): o ficheiro parece cortado
pgn-null-move = um lance nulo não cabe numa partida
pgn-not-a-move = isto não é um lance em notação algébrica
pgn-moves-unread = a linha principal tem { $tokens ->
    [0] 0 lances
    [one] 1 lance
   *[other] { $tokens } lances
}, mas { $read ->
    [0] não foi possível ler nenhum
    [one] só foi possível ler 1
   *[other] só foi possível ler { $read }
}
pgn-variant = a etiqueta Variant «{ $variant }» não é xadrez tal como as Leis da FIDE o definem
pgn-chess960-needs-fen = uma partida de Chess960 precisa de uma etiqueta FEN com a posição inicial
pgn-fen-unreadable = não é possível ler a etiqueta FEN «{ $fen }»: { $detail }
pgn-fen-illegal = a etiqueta FEN «{ $fen }» não é uma posição legal: { $detail }
pgn-ambiguous = ambíguo: há mais de uma peça que pode fazer este lance
pgn-illegal = ilegal nesta posição
pgn-illegal-or-ambiguous = ilegal ou ambíguo nesta posição
pgn-intended-not-san = o lance pretendido «{ $text }» não é um lance em notação algébrica
pgn-no-time-control = --clocks precisa de uma etiqueta TimeControl com o controlo de tempo da partida
pgn-time-control-tag = etiqueta { $tag }: { $error }
pgn-emt-unreadable = em [%emt]: «{ $text }» não é um tempo na forma h:mm:ss
pgn-clk-unreadable = em [%clk]: «{ $text }» não é um tempo na forma h:mm:ss
pgn-written-otherwise = o lance é { $san }, mas está escrito de outra forma
pgn-signature = não se consegue ler a etiqueta { $tag } ({ $detail })
pgn-strokes-not-base64 = os traços da assinatura não estão em base64: { $error }
pgn-strokes-cut = os traços da assinatura terminam a meio de um traço
pgn-result-disagrees = a etiqueta Result diz { $tag }, mas os lances terminam com { $marker }
pgn-escape-line = uma linha de escape (%), que uma planilha nunca escreve
pgn-rest-of-line-comment = um comentário com ;, que uma planilha nunca escreve
pgn-variation = uma variante, que uma planilha nunca escreve
pgn-annotation = uma anotação «{ $token }», que uma planilha nunca escreve
pgn-comment-outside-moves = um comentário antes do primeiro lance ou depois do resultado, que uma planilha nunca escreve
pgn-tag-line-otherwise = uma linha de etiqueta que não é exatamente um [Nome "valor"]
pgn-line-break-otherwise = uma linha em branco, uma linha de espaços ou uma quebra de linha onde a planilha não a tem: outros leitores param aí
pgn-duplicate-tag = a etiqueta { $tag } está escrita mais de uma vez
pgn-missing-tag = falta a etiqueta { $tag }
pgn-tag-written-otherwise = a etiqueta { $tag } não está escrita como a planilha a escreve
pgn-comments-written-otherwise = os comentários junto a este lance não são os que a planilha escreve

remark-moves-after-end = a partida já tinha terminado ({ $ending }) antes de { $move } { $token }; os lances a partir daí não contam
remark-not-counted = { $what ->
    [claim] { $side ->
        [white] a reclamação de empate das brancas não conta: { $refusal }
       *[black] a reclamação de empate das pretas não conta: { $refusal }
    }
    [resignation] { $side ->
        [white] o abandono das brancas não conta: { $refusal }
       *[black] o abandono das pretas não conta: { $refusal }
    }
   *[flag] { $side ->
        [white] a queda de seta das brancas não conta: { $refusal }
       *[black] a queda de seta das pretas não conta: { $refusal }
    }
}
remark-result-disagrees = o PGN dá o resultado { $written }; segundo as Leis é { $ours }
remark-time-given = { $side ->
    [white] { $move } { $token }: o seu relógio mostra mais tempo do que as brancas podiam ter; deram-lhes { $given } durante o lance (os +15 s do lichess), somados ao relógio
   *[black] { $move } { $token }: o seu relógio mostra mais tempo do que as pretas podiam ter; deram-lhes { $given } durante o lance (os +15 s do lichess), somados ao relógio
}
remark-flag-fell-during-move = { $move } { $token } levou { $used } com { $left } no relógio: a seta caiu durante o lance
remark-illegal-unclaimed = { $fate ->
    [stands] { $move } { $token } foi um lance ilegal: { $what }; o oponente jogou sem o reclamar, por isso mantém-se ({ $article })
    [findable] { $move } { $token } foi um lance ilegal: { $what }; ninguém o reclamou, e ainda pode ser descoberto durante a partida ({ $article })
   *[claimable] { $move } { $token } foi um lance ilegal: { $what }; ninguém o reclamou ainda: o oponente pode fazê-lo antes de jogar ({ $article })
}

## Assinar e imprimir a planilha (Artigo 8.7)

sign-open = Assinar a planilha
sign-heading = Assinar a planilha
sign-event = Torneio
sign-site = Local
sign-date = Data
sign-round = Ronda
sign-board = Tabuleiro
sign-name = Nome
sign-pad = { $side ->
    [white] Assinatura das brancas
   *[black] Assinatura das pretas
}
sign-clear = Apagar
sign-confirm = { $side ->
    [white] Assinam as brancas
   *[black] Assinam as pretas
}
sign-signed-at = assinado às { $time }
sign-checking = A verificar a posição final antes de selar…
sign-seal = Selar e guardar
sign-saved = Selado e guardado como { $path }
sign-save-pgn = Guardar PGN…
sign-save-pdf = Guardar PDF (A4)…
sign-save-pdf-letter = Guardar PDF (Carta)…
sign-print = Imprimir
sign-printed = Enviado para a impressora: { $answer }
sign-print-opened = Não há serviço de impressão: a planilha está aberta no visualizador
sign-problem = Não foi feito: { $error }
sign-close = Fechar
pdf-title = Planilha
pdf-event = Torneio
pdf-site = Local
pdf-date = Data
pdf-round = Ronda
pdf-board = Tabuleiro
pdf-white = Brancas
pdf-black = Pretas
pdf-time-control = Controlo de tempo
pdf-result = Resultado
pdf-signature = Assinatura
pdf-signed = assinado
pdf-final-position = Posição final
pdf-scan = Lê o código para obter os lances (PGN)
pdf-page = página
pdf-annulled = anulada
pdf-arbiter = Árbitro
sheet-before-first-move = antes do primeiro lance: { $what }

## Guardar a planilha: a planilha guardada, e por que não foi selada, guardada ou impressa (src/i18n/record.rs)

record-saved-as = Guardado como { $path }
record-saved-without-dialog = Este ambiente de trabalho não tem diálogo de ficheiros: guardado em { $path }
record-key-unreadable = Não é possível ler a chave de selagem { $path }: { $error }
record-key-damaged = A chave de selagem { $path } está danificada: não contém uma chave. Nada pode ser selado até que seja retirada (então é criada uma nova).
record-no-randomness = O sistema não fornece aleatoriedade para criar uma chave de selagem: { $error }
record-cannot-create-folder = Não é possível criar a pasta { $path }: { $error }
record-cannot-write = Não é possível escrever { $path }: { $error }
record-disk-full = O disco está cheio: { $path } não foi escrito (o que havia antes fica inalterado).
record-cannot-move = Não é possível mover { $from } para { $to }: { $error }
record-print-failed = Não é possível imprimir { $path }: { $error }
record-print-and-view-failed = Não é possível imprimir { $path }: não há serviço de impressão ({ $error }) nem visualizador ({ $viewer })
record-os-permission-denied = permissão negada
record-os-not-found = não existe
record-os-read-only = o disco é só de leitura
record-os-not-a-folder = há um ficheiro onde deveria haver uma pasta
record-os-is-a-folder = é uma pasta
record-os-disk-full = o disco está cheio

## A partida na mesa e o seu registo (questão 10: um só vocabulário)

refusal-clock-kept-here = o relógio desta partida é controlado aqui: uma seta cai quando o relógio marca zero, não porque alguém o anuncie
refusal-no-clock = nesta partida não se controla nenhum relógio
refusal-not-recorded = não é possível escrever o registo (o disco está cheio?): os relógios estão parados e nada se joga até ser possível; nada do que foi registado se perde
cli-output-failed = não é possível escrever a resposta: { $error }
journal-error-line = linha { $line }: { $problem }
journal-unreadable = não é possível ler { $path }: { $error }
journal-empty = o registo está vazio
journal-not-a-journal = «{ $text }» não é um registo do Escaque
journal-bad-setting = «{ $value }» não é um valor válido para { $key }
journal-unknown-setting = «{ $key }» não é uma definição
journal-controls-missing = faltam os controlos de tempo
journal-setup-unreadable = não é possível ler a preparação da partida: { $detail }
journal-no-start = o registo termina antes da sua linha «start»
journal-out-of-order = este evento é anterior ao que está acima dele
journal-not-utf8 = a linha não é texto UTF-8: um dos seus bytes foi alterado
journal-no-checksum = a linha perdeu a sua soma de verificação: foi alterada
journal-checksum-mismatch = a linha não corresponde à sua soma de verificação: um dos seus bytes foi alterado
journal-event-wrong = «{ $found }» não é { $expected ->
    [time] um tempo em milissegundos
    [action] uma ação
    [side] white ou black
    [square] uma casa
    [move] um lance em forma UCI
    [number] um número inteiro
    [claim] threefold ou fifty-moves
    [proof] uma prova (dead N, cannot-mate SIDE, undecided SIDE)
    [ruling] uma decisão
    [adjustment] um ajuste do relógio
    [time-control] um controlo de tempo
    [reason-part] parte de um motivo
    [arbiter-act] uma ação do árbitro
   *[time-and-action] um evento com um tempo e uma ação
}
journal-event-missing = { $expected ->
    [time] falta o tempo
    [action] falta a ação
    [side] falta white ou black
    [square] falta uma casa
    [move] falta um lance
    [number] falta um número
    [claim] falta threefold ou fifty-moves
    [proof] falta a prova
    [ruling] falta a decisão
    [adjustment] falta o ajuste do relógio
    [time-control] falta o controlo de tempo
    [reason-part] falta parte do motivo
    [arbiter-act] falta a ação do árbitro
   *[time-and-action] um evento precisa de um tempo e uma ação
}

## Uma chave de selagem que não pode ser usada: a planilha guardada sem selo, e uma chave nova (questão 11, ponto 8)

seal-not-sealed = Não selado
seal-kept-unsealed = A planilha assinada é guardada sem selo como { $path }. Pode ser guardada e impressa, mas sem selo ninguém pode verificar que não foi alterada. Uma nova chave de selagem sela-a; a chave antiga é guardada à parte, não é apagada.
seal-new-key = Criar uma nova chave de selagem e selar
seal-new-key-made = Foi criada uma nova chave de selagem e a planilha foi selada com ela. A chave antiga é guardada como { $path }.
seal-key-usable-again = A chave de selagem pode ser usada de novo: a planilha foi selada com ela.

## A mesa do árbitro (artigos 4.2.2, 6.7.1, 7, 11.3.2.2, 11.7, 11.8, 12.9; Apêndice A.5)

ending-absent = { $loser ->
    [white] as brancas não estavam diante do tabuleiro quando o tempo de espera se esgotou
   *[black] as pretas não estavam diante do tabuleiro quando o tempo de espera se esgotou
}
ending-device = { $loser ->
    [white] as brancas tinham um dispositivo eletrónico no ambiente de jogo
   *[black] as pretas tinham um dispositivo eletrónico no ambiente de jogo
}
ending-persistent-refusal = { $loser ->
    [white] as brancas recusaram uma e outra vez cumprir as Leis do Xadrez
   *[black] as pretas recusaram uma e outra vez cumprir as Leis do Xadrez
}
ending-score-penalty = o árbitro alterou a pontuação como penalidade
ending-declared-lost = { $loser ->
    [white] o árbitro declarou a partida perdida para as brancas
   *[black] o árbitro declarou a partida perdida para as pretas
}
ending-both-lose = os dois jogadores recusaram uma e outra vez cumprir as Leis: ambos perdem
ending-illegal-move = { $loser ->
    [white] as brancas completaram um lance ilegal que as faz perder
   *[black] as pretas completaram um lance ilegal que as faz perder
}
ending-illegal-move-vs-unwinnable = um lance ilegal que faria perder, mas o oponente nunca poderia dar xeque-mate: empate
ending-illegal-position = depois do lance seguinte continuava no tabuleiro uma posição ilegal: empate
ending-annulled = a partida é anulada e tem de ser jogada de novo
ending-line-no-article = { $result }: { $why }
ending-abandoned = os jogadores interromperam a partida sem resultado: fica registada como interrompida
action-abandon-unstarted = Descartar: nenhum lance feito
action-abort = Interromper a partida…
abort-title = Interromper esta partida?
abort-body = Os dois jogadores concordam em parar aqui. A partida termina sem resultado e fica registada como interrompida; os seus lances ficam na planilha.
abort-agree = { $side ->
    [white] As brancas aceitam parar a partida
   *[black] As pretas aceitam parar a partida
}
abort-confirm = Interromper a partida
abort-cancel = Continuar a jogar

illegal-not-how-it-moves = a peça não se move assim ({ $article })
illegal-jumps = a peça saltou por cima de outra ({ $article })
illegal-en-passant-too-late = a captura en passant só pode ser feita de imediato ({ $article })
illegal-castling-right-lost = roque com um rei ou uma torre que já tinham sido movidos ({ $article })
illegal-castling-prevented = roque com o rei em xeque, cruzando uma casa atacada ou chegando a ela, ou com peças no caminho ({ $article })
illegal-king-left-in-check = o rei ficou em xeque ({ $article })
illegal-promotion-not-completed = um peão na última fileira sem a nova peça ({ $article })
illegal-press-without-move = o relógio foi acionado sem nenhum lance ({ $article })
illegal-two-hands = o lance foi feito com as duas mãos ({ $article })
illegal-from-illegal-position = o lance foi feito a partir de uma posição ilegal ({ $article })
illegal-claimed-by = { $side ->
    [white] reclamado pelas brancas
   *[black] reclamado pelas pretas
}
illegal-found-by-arbiter = detetado pelo árbitro
illegal-reinstated = a posição anterior a ele é restabelecida ({ $article })
illegal-pawn-becomes-queen = o peão passa a ser uma dama ({ $article })
illegal-loses = faz perder a partida ({ $article })

notice-illegal-move = { $side ->
    [white] Lance ilegal das brancas { $move }: { $what }; { $who }; { $follows }
   *[black] Lance ilegal das pretas { $move }: { $what }; { $who }; { $follows }
}
notice-pressed-without-move = { $side ->
    [white] As brancas acionaram o relógio sem fazer um lance
   *[black] As pretas acionaram o relógio sem fazer um lance
}
notice-taken-back = Lances desfeitos: { $moves } ({ $article })
notice-warned = { $side ->
    [white] O árbitro faz uma advertência às brancas ({ $article })
   *[black] O árbitro faz uma advertência às pretas ({ $article })
}
notice-touch-released = As peças tocadas são libertadas: o contacto foi acidental ({ $article })

adjustment-remove-time = { $side ->
    [white] -{ $time } para as brancas
   *[black] -{ $time } para as pretas
}
adjustment-run-for = { $side ->
    [white] corre o tempo das brancas
   *[black] corre o tempo das pretas
}

ground-absent = { $side ->
    [white] as brancas estavam ausentes quando o tempo de espera se esgotou ({ $article })
   *[black] as pretas estavam ausentes quando o tempo de espera se esgotou ({ $article })
}
ground-device = { $side ->
    [white] as brancas tinham um dispositivo ({ $article })
   *[black] as pretas tinham um dispositivo ({ $article })
}
ground-persistent-refusal = { $side ->
    [white] as brancas recusam uma e outra vez cumprir as Leis ({ $article })
   *[black] as pretas recusam uma e outra vez cumprir as Leis ({ $article })
}
ground-both-refuse = os dois recusam uma e outra vez cumprir as Leis ({ $article })
ground-more-points = { $side ->
    [white] penalidade às brancas: mais pontos para as pretas ({ $article })
   *[black] penalidade às pretas: mais pontos para as brancas ({ $article })
}
ground-fewer-points = { $side ->
    [white] penalidade às brancas: menos pontos para as brancas ({ $article })
   *[black] penalidade às pretas: menos pontos para as pretas ({ $article })
}
ground-declared-lost = { $side ->
    [white] penalidade às brancas: a partida é dada como perdida ({ $article })
   *[black] penalidade às pretas: a partida é dada como perdida ({ $article })
}

act-warn = { $side ->
    [white] advertência às brancas ({ $article })
   *[black] advertência às pretas ({ $article })
}
act-end = { $score }: { $ground }
act-annul = partida anulada ({ $article })
act-take-back = { $plies ->
    [0] nenhum lance desfeito ({ $article })
    [one] um lance desfeito ({ $article })
   *[other] { $plies } lances desfeitos ({ $article })
}
act-release-touch = peças tocadas libertadas ({ $article })
act-find-illegal = lance ilegal detetado pelo árbitro ({ $article })
act-two-hands = { $side ->
    [white] as brancas moveram com as duas mãos ({ $article })
   *[black] as pretas moveram com as duas mãos ({ $article })
}

not-a-move-no-own-piece = { $move }: ali não há nenhuma peça do jogador que tem a vez
not-a-move-own-piece-there = { $move }: ali já está uma peça da mesma cor ({ $article })
not-a-move-no-promotion-here = { $move }: só há nova peça para um peão que chega à última fileira
not-a-move-square-taken = { $move }: o rei ou a torre ficariam numa casa onde já há uma peça
not-a-move-not-on-the-board = { $move } não move nenhuma peça
refusal-idle-press-waits = { $side ->
    [white] as brancas acionaram o relógio sem fazer um lance: isso é resolvido primeiro ({ $article })
   *[black] as pretas acionaram o relógio sem fazer um lance: isso é resolvido primeiro ({ $article })
}
arbiter-score-does-not-fit = a pontuação { $score } não se ajusta a essa decisão ({ $article })
arbiter-no-score-yet = a partida ainda não tem nenhuma pontuação para alterar ({ $article })
arbiter-already-over = a partida já terminou: só a sua pontuação pode ser alterada ({ $article })
arbiter-too-late-to-annul = já foram feitos dez lances ou mais: a partida continua ({ $article })
arbiter-nothing-to-take-back = pede-se para desfazer { $asked ->
    [0] 0 lances
    [one] 1 lance
   *[other] { $asked } lances
}, mas { $made ->
    [0] ainda não foi feito nenhum
    [one] só foi feito 1
   *[other] só foram feitos { $made }
} ({ $article })
arbiter-nothing-touched = nenhuma peça foi tocada ({ $article })
arbiter-no-illegal-move = não há nenhum lance ilegal a resolver, ou mantém-se porque o oponente já jogou ({ $article })
arbiter-only-on-claim = nesta partida o árbitro só decide sobre um lance ilegal se alguém o reclamar ({ $article })
arbiter-no-move-to-judge = o último lance desse jogador não é o último lance completado ({ $article })

## O PIN do árbitro (questão 12, ponto 1): defini-lo, e um hash guardado que não pode ser lido

pin-error-too-short = O PIN deve ter pelo menos { $min } { $min ->
    [0] caracteres
    [one] carácter
   *[other] caracteres
}
pin-error-too-long = O PIN pode ter no máximo { $max } { $max ->
    [0] caracteres
    [one] carácter
   *[other] caracteres
}
pin-error-bad-character = O PIN não pode conter { $character }: nem espaços nem caracteres de controlo
pin-error-hashing = Não foi possível guardar o PIN ({ $error })
pin-error-malformed = o PIN guardado não é um resumo criptográfico válido (uma cadeia PHC do Argon2)

## O painel do árbitro e o tabuleiro de madeira na janela (issue 12)

toolbar-arbiter = Painel do árbitro ({ $key })
action-claim-illegal = Lance ilegal!
action-claim-illegal-name = { $side ->
    [white] Brancas: lance ilegal!
   *[black] Pretas: lance ilegal!
}
promotion-nothing = Deixar o peão sem peça nova
setup-wooden-board = Os jogadores verificam os seus lances (tabuleiro de madeira, Artigo 7.5)
setup-supervised = Supervisão adequada (Apêndices A.4, B.2)
setup-pin-heading = PIN do árbitro
setup-pin-is-set = Há um PIN: o painel do árbitro só abre com ele.
setup-pin-current = PIN atual:
setup-pin-new = PIN novo:
setup-pin-set = Guardar o PIN
setup-pin-wrong = O PIN atual não está certo: o PIN não mudou.
setup-pin-done = O PIN está guardado. Só se guarda o seu resumo criptográfico.

arbiter-pin-heading = Painel do árbitro
arbiter-pin-label = Escreve o PIN:
arbiter-pin-open = Abrir o painel
arbiter-pin-cancel = Cancelar
arbiter-pin-wrong = PIN errado: o painel continua fechado.
arbiter-confirm-heading = O árbitro decide
arbiter-confirm-note = Não há PIN: confirma que o árbitro decide isto.
arbiter-confirm-yes = Confirmar
arbiter-confirm-no = Não fazer
arbiter-panel-heading = O árbitro
arbiter-panel-close = Fechar o painel
arbiter-remark-label = Observação para o registo (opcional):
arbiter-offender-label = Jogador:
arbiter-offender = { $side ->
    [white] Infração das brancas
   *[black] Infração das pretas
}
arbiter-section-penalties = Penalidades
arbiter-warn = { $side ->
    [white] Advertir as brancas ({ $article })
   *[black] Advertir as pretas ({ $article })
}
arbiter-minutes-label = Minutos:
arbiter-more-time = { $side ->
    [white] +{ $minutes } min às brancas ({ $article })
   *[black] +{ $minutes } min às pretas ({ $article })
}
arbiter-less-time = { $side ->
    [white] -{ $minutes } min às brancas ({ $article })
   *[black] -{ $minutes } min às pretas ({ $article })
}
arbiter-section-corrections = Correções
arbiter-plies-label = Lances a desfazer (cada lance das brancas ou das pretas conta como um):
arbiter-set-clocks = Acertar os relógios em vez de os manter
arbiter-time-of = { $side ->
    [white] Tempo das brancas:
   *[black] Tempo das pretas:
}
arbiter-take-back = Desfazer ({ $article })
arbiter-release-touch = Libertar as peças tocadas ({ $article })
arbiter-find-illegal = Lance ilegal detetado ({ $article })
arbiter-two-hands = { $side ->
    [white] As brancas moveram com as duas mãos ({ $article })
   *[black] As pretas moveram com as duas mãos ({ $article })
}
arbiter-annul-wrong-position = Anular: posição inicial errada ({ $article })
arbiter-annul-colours-reversed = Anular: cores invertidas ({ $article })
arbiter-section-clock = Relógio ({ $article })
arbiter-clock-of = { $side ->
    [white] Corrigir o relógio das brancas
   *[black] Corrigir o relógio das pretas
}
arbiter-clock-time-label = Tempo:
arbiter-clock-set-time = Acertar o tempo
arbiter-clock-moves-label = Lances completados:
arbiter-clock-set-moves = Acertar o contador de lances
arbiter-clock-control-label = Controlo:
arbiter-clock-set-control = Acertar o controlo
arbiter-time-unreadable = «{ $text }» não é um tempo: escreve-o como h:mm:ss
arbiter-section-decision = Decisão
arbiter-ground-label = Motivo:
arbiter-score-label = Pontuação:
arbiter-end-game = Terminar a partida
arbiter-change-score = Mudar a pontuação
arbiter-log-heading = Registo do árbitro
arbiter-log-claim = reclamação de um lance ilegal
arbiter-log-remark = Observação: { $remark }

# PGN import as forgiving as club tools (issue 14): several games, [%clk] for --clocks
pgn-several-games = o ficheiro contém mais de uma partida ({ $count } partidas); escolhe uma com --game N:{ $list }
pgn-game-listed = { $number }. { $white } – { $black }
pgn-game-listed-round = { $number }. { $white } – { $black } (ronda { $round })
pgn-game-zero = as partidas contam-se a partir de 1: a primeira partida do ficheiro é --game 1
pgn-no-such-game = { $count ->
    [0] não há partida { $number }: o ficheiro não contém nenhuma partida
    [one] não há partida { $number }: o ficheiro só contém uma partida
   *[other] não há partida { $number }: o ficheiro contém { $count } partidas
}
pgn-no-emt-or-clk = nenhum comentário [%emt] nem [%clk] diz quanto tempo levou este lance
pgn-clk-impossible = o seu [%clk] { $after } é mais do que o relógio tinha antes do lance ({ $before }) com o que o controlo de tempo lhe acrescenta ({ $added }): nenhum tempo gasto dá isso
## A planilha do organizador (issue 14): o ritmo por extenso, a posição inicial, o motivo, o árbitro

control-words-moves-in = { $moves } lances em { $time }
control-words-then = { $first }, depois { $next }
control-words-increment = { $control } + { $bonus } por lance
control-words-increment-from = { $control }, + { $bonus } por lance a partir do lance { $from }
control-words-delay = { $control }, espera de { $bonus }
control-words-delay-from = { $control }, espera de { $bonus } a partir do lance { $from }
control-words-bronstein = { $control }, bónus Bronstein de { $bonus }
control-words-bronstein-from = { $control }, bónus Bronstein de { $bonus } a partir do lance { $from }
control-words-odds = { $white } para as brancas; { $black } para as pretas
sheet-start-position = Posição inicial
sheet-chess960 = Chess960 n.º { $number }
sheet-reason = Motivo
sheet-arbiter-name = Árbitro
sheet-arbiter-signature = Assinatura do árbitro
## A janela da partida numa mesa do clube: frente a frente, o aviso, ecrã inteiro, a espera (incidência 14)
banner-draw-offer = { $side ->
    [white] As brancas oferecem empate ({ $article }).
   *[black] As pretas oferecem empate ({ $article }).
} { $opponent ->
    [white] Brancas: aceitas ou recusas?
   *[black] Pretas: aceitas ou recusas?
}
action-claim-menu-name = { $side ->
    [white] Brancas: reclamar empate
   *[black] Pretas: reclamar empate
}
clock-delay-running = espera em curso: { $seconds } s
toolbar-turn-far-pieces = Virar as peças do jogador em frente
toolbar-fullscreen = Ecrã inteiro ({ $key })
clock-key-name = { $side ->
    [white] Tecla do relógio das brancas: { $key }
   *[black] Tecla do relógio das pretas: { $key }
}
clock-bronstein-running = { $seconds } s devolvidos ao acionar o relógio (Bronstein)
## Editor do controlo de tempo e dados do torneio (issue 14)

setup-control-text = { $side ->
    [white] Controlo de tempo das brancas
   *[black] Controlo de tempo das pretas
}
setup-control-text-hint = Minutos e depois o acréscimo em segundos: 90+30 (90 min + 30 s por lance), 90/40+30+30 (90 min para 40 lances, depois 30 min, 30 s por lance desde o lance 1), 15+10, 5+3. «d» dá uma espera e «b» um bónus Bronstein: 5d3. Podem escrever-se as unidades: 90 min + 30 s, 1h30, 2:30. A etiqueta PGN, em segundos, vem depois da palavra PGN: PGN 5400+30.
setup-control-text-example = p. ex. 90+30, 90/40+30+30, PGN 5400+30
control-text-pgn-hint = Em segundos, como etiqueta PGN? Escreve PGN antes: PGN { $text }
setup-period-header = Período
setup-moves-header = Lances
setup-minutes-header = Minutos
setup-seconds-header = Segundos
setup-bonus-header = Acréscimo por lance
setup-bonus-seconds-header = Acréscimo (s)
setup-rest-of-game = resto da partida
setup-period-field = { $side ->
    [white] Brancas, período { $period }: { $field }
   *[black] Pretas, período { $period }: { $field }
}
setup-remove-period = { $side ->
    [white] Remover o período { $period } das brancas
   *[black] Remover o período { $period } das pretas
}
setup-add-period = + Adicionar um período
setup-add-period-of = { $side ->
    [white] Adicionar um período ao controlo das brancas
   *[black] Adicionar um período ao controlo das pretas
}
bonus-kind-none = nenhum
bonus-kind-fischer = incremento Fischer
bonus-kind-delay = espera simples
bonus-kind-bronstein = bónus Bronstein
preset-delay = { $minutes } min, espera de { $seconds } s
preset-bronstein = { $minutes } min, bónus Bronstein de { $seconds } s
control-text-error-unexpected = «{ $character }» não cabe num controlo de tempo
control-text-error-not-time = período { $period }: «{ $text }» não é um tempo em minutos (ou m:ss)
control-text-error-not-bonus = «{ $text }» não é um acréscimo em segundos
control-text-error-after-bonus = «{ $text }» vem depois do acréscimo, que tem de vir no fim
control-text-error-too-long = «{ $text }» é mais do que o relógio comporta
control-text-error-bare-minutes = período { $period }: { $minutes } minutos, sem unidade, parece um controlo em segundos, que se escreve com PGN antes; se são minutos, escreve { $minutes } min
control-text-error-period-too-long = período { $period }: { $minutes } minutos são mais de 10 horas; um controlo em segundos escreve-se com PGN antes (PGN 5400+30)
control-text-error-pgn = etiqueta PGN: { $error }
setup-error-periods = { $side ->
    [white] controlo de tempo das brancas: { $error }
   *[black] controlo de tempo das pretas: { $error }
}
setup-details = Torneio e jogadores
setup-event = Torneio
setup-site = Local
setup-round = Ronda
setup-arbiter-name = Árbitro
setup-rating = Elo
setup-title = Título
setup-federation = Federação
setup-no-title = sem título
setup-rating-of = { $side ->
    [white] Elo das brancas
   *[black] Elo das pretas
}
setup-title-of = { $side ->
    [white] Título das brancas
   *[black] Título das pretas
}
setup-federation-of = { $side ->
    [white] Federação das brancas
   *[black] Federação das pretas
}
setup-error-rating = { $side ->
    [white] o Elo das brancas «{ $text }» tem de ser um número inteiro de 0 a { $max }
   *[black] o Elo das pretas «{ $text }» tem de ser um número inteiro de 0 a { $max }
}
setup-error-title = { $side ->
    [white] o título das brancas «{ $text }» não é nenhum de { $titles }
   *[black] o título das pretas «{ $text }» não é nenhum de { $titles }
}
setup-error-federation = { $side ->
    [white] a federação das brancas «{ $text }» tem de ter três letras maiúsculas, como a FIDE as escreve (ESP, POR)
   *[black] a federação das pretas «{ $text }» tem de ter três letras maiúsculas, como a FIDE as escreve (ESP, POR)
}

## The app at home in the desktop (issue 15): where files are kept, the screen kept awake
## during a game, the low-battery sign on the clocks.
places-moved = { $from } foi movido para { $to }, onde as definições são guardadas agora.
places-kept-both = { $from } fica onde estava: já existe { $to }, que é o que se lê.
problem-not-moved = Não foi possível mover { $old } para { $to } ({ $error }); fica onde estava e nada nele se perde.
awake-reason = Está a ser jogada uma partida de xadrez e o seu relógio está a andar.
awake-unavailable = Não é possível manter o ecrã ligado durante a partida ({ $error }); a partida continua. Desliga à mão a proteção de ecrã e a suspensão se puderem interrompê-la.
clock-battery-low = Bateria fraca: { $percent } %

## Anúncios em voz alta (issue 16, Apêndice D): o texto que um leitor de ecrã ou um motor de
## voz diz a um jogador cego. As colunas levam os nomes fonéticos do Apêndice D.2: fonte, as
## Leis da FIDE de 2014 em português, que mantêm os nomes alemães (Anna, Bella, Cesar, David,
## Eva, Felix, Gustav, Hector). As fileiras dizem-se como números, as peças com as palavras
## portuguesas (rei, dama, torre, bispo, cavalo, peão). Um lance diz-se peça, origem,
## destino: "Cavalo Gustav 1 para Felix 3"; a captura com "toma"; depois a promoção e o xeque
## ou o mate, após uma vírgula. Ver docs/speech.md. Plural só em 1 exato: em pt "one" também
## apanharia o 0.
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
    [bishop] bispo
    [knight] cavalo
   *[pawn] peão
}
speech-move = { $name } { $from } para { $to }
speech-capture = { $name } { $from } toma { $to }
speech-en-passant = { $name } { $from } toma { $to } en passant
speech-castle = { $wing ->
    [kingside] roque pequeno
   *[queenside] roque grande
}
speech-promotion = promove a { $name }
speech-check = xeque
speech-checkmate = xeque-mate
speech-hours = { $count ->
    [0] { $count } horas
    [one] { $count } hora
   *[other] { $count } horas
}
speech-minutes = { $count ->
    [0] { $count } minutos
    [one] { $count } minuto
   *[other] { $count } minutos
}
speech-seconds = { $count ->
    [0] { $count } segundos
    [one] { $count } segundo
   *[other] { $count } segundos
}
speech-and = { $first } e { $last }
speech-clock = { $side ->
    [white] Brancas
   *[black] Pretas
}: { $time }; { $moves ->
    [0] { $moves } lances feitos
    [one] { $moves } lance feito
   *[other] { $moves } lances feitos
}
speech-low-time = { $side ->
    [white] Brancas
   *[black] Pretas
}, pouco tempo: { $time }
speech-flag = { $side ->
    [white] Caiu a seta das brancas
   *[black] Caiu a seta das pretas
}
# The board's cursor moved with the keys: a piece picked up, or put back (Escape).
speech-picked-up = Peça levantada de { $square }
speech-put-back = Peça devolvida a { $square }

## A voz (issue 16, Apêndice D): o interruptor de cada jogador para os anúncios em voz alta, a
## tecla que diz os relógios (D.2.6.1) e a linha mostrada uma vez quando nenhum serviço de voz
## responde (speech-dispatcher ou espeak-ng). Ver docs/speech.md.
speech-heading = Anúncios em voz alta (Apêndice D)
speech-menu = Voz
speech-for-player = { $side ->
    [white] Voz para as brancas
   *[black] Voz para as pretas
}
speech-language-for = { $side ->
    [white] Língua da voz das brancas
   *[black] Língua da voz das pretas
}
speech-language-window = Língua da janela ({ $language })
speech-say-clocks = Dizer os relógios ({ $key })
speech-hint = Os lances, os relógios quando pedidos e os avisos de tempo são ditos em voz alta, na língua de cada jogador (a da janela, se não se escolher outra). { $key } diz os dois relógios.
speech-unavailable = A voz não está disponível: nenhum serviço de voz respondeu (speech-dispatcher ou espeak-ng). A partida continua em silêncio.
# O fim da partida, dito em voz alta: quem ganha (ou empate) e porquê.
speech-game-over = { $result ->
    [white] Ganham as brancas
    [black] Ganham as pretas
    [draw] Empate
   *[other] A partida terminou
}: { $why }
## Partidas adiadas (issue 17, Diretrizes I): o adiamento, o lance secreto escrito com o
## tabuleiro tapado, o envelope e o seu ficheiro, a retoma em qualquer portátil.

ending-sealed-move = { $loser ->
    [white] o lance secreto das brancas era ambíguo, ilegível ou ilegal: as brancas perdem
   *[black] o lance secreto das pretas era ambíguo, ilegível ou ilegal: as pretas perdem
}
ending-sealed-move-vs-unwinnable = o lance secreto faria perder, mas o oponente nunca poderia dar xeque-mate: empate
adjourn-journal-bad = «{ $found }» não é um passo de um adiamento (session-ends-in e um tempo; uma cor, uma língua, o lance secreto e a retoma em base64)
adjourn-refusal-adjourned = a partida está adiada: nada se joga até o envelope ser aberto ({ $article })
adjourn-refusal-not-called = o árbitro não adiou a partida: não há lance a selar ({ $article })
adjourn-refusal-already-called = a partida já está a ser adiada ({ $article })
adjourn-refusal-not-sealed = nenhum lance foi selado: não há envelope a abrir ({ $article })
adjourn-refusal-empty = escreve o lance secreto antes de lacrar o envelope ({ $article })
adjourn-refusal-not-on-move = só o jogador que tem a vez sela o lance ({ $article })
adjourn-sealing-title = { $side ->
    [white] Adiamento: as brancas selam o lance ({ $article })
   *[black] Adiamento: as pretas selam o lance ({ $article })
}
adjourn-sealing-help = { $side ->
    [white] O tabuleiro está tapado. As brancas escrevem aqui o próximo lance sem o jogar; as pretas não olham. O relógio das brancas corre até o envelope ser lacrado, e até lá o lance pode ser mudado.
   *[black] O tabuleiro está tapado. As pretas escrevem aqui o próximo lance sem o jogar; as brancas não olham. O relógio das pretas corre até o envelope ser lacrado, e até lá o lance pode ser mudado.
}
adjourn-sealed-move = Lance secreto
adjourn-sealed-move-hint = na tua notação, p. ex. Cf3
adjourn-resumption = Retoma: data, hora e local ({ $article })
adjourn-seal = Lacrar o envelope
adjourn-envelope-title = Partida adiada: o envelope ({ $article })
adjourn-white = Brancas
adjourn-black = Pretas
adjourn-position = Posição anterior ao lance secreto
adjourn-white-time = Tempo restante das brancas
adjourn-white-time-used = Tempo utilizado pelas brancas
adjourn-black-time = Tempo restante das pretas
adjourn-black-time-used = Tempo utilizado pelas pretas
adjourn-sealed-by = Selado por
adjourn-side = { $side ->
    [white] as brancas
   *[black] as pretas
}
adjourn-move-number = Número do lance secreto
adjourn-draw-offer = Oferta de empate
adjourn-offer-by = { $side ->
    [white] a oferta das brancas mantém-se
   *[black] a oferta das pretas mantém-se
}
adjourn-no-offer = nenhuma
adjourn-resumption-label = Retoma
adjourn-move-hidden = O lance secreto está no envelope e não aparece em nenhum ecrã. O árbitro abre o envelope quando estiver presente o jogador que lhe deve responder ({ $article }).
adjourn-seal-key = Chave de selagem
adjourn-seal-key-note = A chave com que este envelope foi selado: compara-a com a anotada no adiamento. O selo mostra que o envelope não mudou desde que essa chave o selou; só a mesma chave mostra que é o mesmo envelope.
adjourn-save-as = Guardar o envelope…
adjourn-open = Abrir o envelope ({ $article })
adjourn-lost = O envelope desapareceu ({ $article })
adjourn-new-game = Nova partida
adjourn-start-line = Uma partida adiada para retomar?
adjourn-resume-button = Abrir um envelope…
adjourn-envelope-failed = não foi possível fazer o envelope: { $error }
adjourn-kept = Envelope guardado como { $path }
adjourn-saved = Envelope guardado como { $path }
adjourn-error-unreadable = não é possível ler o ficheiro: { $detail }
adjourn-error-not-envelope = o ficheiro não é um envelope do Escaque ({ $detail })
adjourn-error-altered = o envelope foi mudado depois de lacrado: o seu selo não coincide
adjourn-error-journal = a partida do envelope não pode ser reproduzida: { $error }
adjourn-error-not-adjourned = o envelope não contém nenhuma partida adiada
adjourn-error-details-differ = o que o envelope diz não coincide com a partida que leva dentro
adjourn-problem = A partida adiada em { $path } não pode ser retomada: { $error }
adjourn-panel-section = Adiamento
adjourn-call = Adiar a partida: o jogador que tem a vez sela um lance ({ $article })
adjourn-panel-nothing = nada a fazer aqui agora
adjourn-confirm-call = A partida é adiada: o jogador que tem a vez escreve um lance secreto ({ $article })
adjourn-confirm-open = O envelope é aberto, presente o jogador que deve responder ao lance secreto ({ $article })
adjourn-confirm-lost = O envelope desapareceu: o jogador que selou executa no tabuleiro o lance que selou ({ $article })
adjourn-no-dialog = Neste ambiente de trabalho não é possível mostrar nenhum diálogo de ficheiros: inicia o Escaque com --resume FICHEIRO para abrir um envelope
adjourn-session-left = Minutos que faltam para o fim da sessão ({ $article })
adjourn-confirm-call-early = A partida é adiada; a sessão termina dentro de { $minutes } min, e quem selar antes gasta esse tempo ({ $article })
adjourn-envelope-waits = O envelope { $path } não é aberto: retoma a partida por terminar ou põe-na de lado primeiro, e depois abre o envelope no ecrã inicial
## The live PGN and the organiser's view (issue 17: src/ui/live_ui.rs, src/ui/follow.rs)
live-on = Escrever a partida em direto numa pasta, em PGN, para uma transmissão ou a vista do organizador
live-folder = Pasta
live-folder-hint = uma pasta partilhada com a transmissão
live-choose = Escolher…
live-board = Tabuleiro
live-no-dialog = Neste ambiente de trabalho não é possível mostrar um diálogo de pastas: escreve o caminho da pasta.
live-file-note = Reescrito depois de cada lance: { $path }
live-no-folder = Escolhe a pasta para onde vai a partida em direto; até lá nada é escrito.
problem-live-not-written = A partida em direto não foi escrita: { $error }. A partida continua; volta-se a tentar escrever o ficheiro dentro de poucos segundos e depois de cada lance.
follow-heading = Os tabuleiros da sala
follow-path-hint = uma pasta ou um ficheiro PGN
follow-add = Seguir
follow-pick-folder = Pasta…
follow-pick-files = Ficheiros…
follow-no-dialog = Neste ambiente de trabalho não é possível mostrar um diálogo de ficheiros: escreve o caminho e prime Seguir.
follow-source-unreadable = Não é possível ler { $path }: { $error }
follow-remove = Deixar de seguir
follow-empty = Ainda não há tabuleiros: adiciona a pasta onde os tabuleiros escrevem as suas partidas em direto.
follow-board = Tabuleiro { $board }
follow-round = ronda { $round }
follow-in-play = em jogo
follow-last-move = Último lance: { $move }
follow-no-moves = Ainda sem lances
follow-clock-of = { $side ->
    [white] Relógio das brancas
   *[black] Relógio das pretas
} depois do seu último lance
follow-file-unreadable = A última leitura falhou ({ $error }): mostra-se o último estado bom.
follow-file-not-a-game = A última leitura não era uma partida inteira ({ $error }): mostra-se o último estado bom.
follow-file-gone = O ficheiro já não existe: mostra-se o último estado lido.
follow-not-answering = As pastas não respondem há { $seconds } s: os tabuleiros mostram o que foi lido por último.
live-serve = Servi-la também só para leitura por HTTP
live-port = Porta HTTP
live-serve-network = também às outras máquinas da rede
live-serve-any-host = o endereço desta máquina
live-serve-note = As ferramentas de transmissão leem-na em { $url }
problem-live-not-served = Não é possível servir a partida em direto na porta { $port }: { $error }. Escolhe outra porta no ecrã de preparação; a partida continua.
## Keyboard play and the screen reader (issue 16): the board's cursor, the names a screen
## reader gives the squares, clocks and moves, and the keys listed in the Keyboard menu.
board-name = Tabuleiro
board-square-empty = { $square }, vazia
board-state-picked-up = levantada
board-state-touched = tocada
board-state-last-move = último lance
board-state-check = rei em xeque
board-state-hint = a peça levantada pode ir para aqui
board-keys-help = As setas movem o cursor; Enter ou Espaço levanta uma peça e pousa-a; Escape devolve-a ao seu lugar
clock-state-running = a correr
clock-state-stopped = parado
scoresheet-move-name = { $number }. { $side ->
    [white] Brancas
   *[black] Pretas
}: { $san }
keys-menu = Teclado
keys-tab = Tab: o tabuleiro, depois o campo do lance, a planilha e cada botão por ordem; Shift+Tab volta atrás
keys-arrows = Setas, no tabuleiro: movem o cursor (a seta para cima afasta-o do jogador que está em baixo)
keys-enter = { $space ->
    [yes] Enter ou Espaço
   *[no] Enter
}, no tabuleiro: levanta a peça sob o cursor e depois pousa-a onde estiver o cursor
keys-escape = Escape, no tabuleiro: devolve a peça ao seu lugar (com peça tocada continua tocada, { $article })
keys-typed = No campo do lance: escreve o lance, p. ex. { $example }, e prime Enter
keys-clock = { $key }: { $side ->
    [white] as brancas acionam o relógio
   *[black] as pretas acionam o relógio
}
keys-buttons = { $space ->
    [yes] Enter ou Espaço
   *[no] Enter
}, num botão ou num relógio: carrega nele
keys-arbiter = { $key }: o painel do árbitro
keys-fullscreen = { $key }: ecrã inteiro
keys-speech = { $key }: diz em voz alta os dois relógios, tempo e lances feitos (D.2.6.1)
keys-contrast = { $key }: alto contraste ligado ou desligado
dialog-result = Resultado: { $result }
sign-pad-keys = Enter ou Espaço: assinar com uma cruz
# Ver pior (issue 16): alto contraste e tamanho dos relógios e das coordenadas
view-menu = Visualização
view-high-contrast = Alto contraste ({ $key })
view-size = Relógios e coordenadas
view-size-normal = Tamanho normal
view-size-large = Grande
view-size-largest = Muito grande
## Séries (issue 17): um match ou uma noite do clube, partida após partida
series-setup = Uma série: um match ou uma noite do clube
series-name = Nome
series-site = Local
series-date = Data
series-rounds = Rondas
series-board = Tabuleiro
series-kind-match = Match: os mesmos dois jogadores, alternando as cores
series-kind-evening = Noite do clube: os jogadores podem mudar a cada ronda
series-start = Iniciar a série
series-past = Séries anteriores
series-needs-names = Uma série precisa dos nomes dos dois jogadores, e de dois nomes diferentes.
series-bad-date = A data escreve-se ano.mês.dia, como 2026.11.23: «{ $date }» não é uma data escrita assim.
series-unnamed = Série
series-details = { $kind ->
    [match] Match
   *[evening] Noite do clube
}, { $date }, tabuleiro { $board }
series-games = Partidas
series-no-games = Ainda não se jogou nenhuma partida.
series-game-line = Ronda { $round }: { $white } – { $black }, { $result }{ $sealed ->
    [yes] {" "}(assinada e selada)
   *[no] {""}
}
series-no-result = sem resultado (joga-se de novo)
series-standings = Classificação ({ $article })
series-final-standings = Classificação final ({ $article })
series-standing-line = { $player }: { $points }
series-match-score = { $first } { $a } – { $b } { $second }
series-standing-games = { $games ->
    [0] nenhuma partida
    [one] uma partida
   *[other] { $games } partidas
}
series-round-of = Seguinte: ronda { $round } de { $rounds }
series-next = { $white } joga com as brancas, { $black } com as pretas
series-after-game = Classificação da série
series-continue-note = A partida de { $name }, ronda { $round }, foi posta de lado antes do primeiro lance: corrige a preparação acima e continua a série.
series-continue = Continuar a série
series-next-game = Próxima partida
series-end-now = Terminar a série agora
series-finished = A série terminou.
series-adjourned-to-finish = Já não há nenhuma ronda por começar. Adiada, por terminar: ronda { $rounds }. A série termina quando essa partida terminar: abre o envelope no ecrã inicial.
series-save-pgn = Guardar o PGN da série…
series-leave = Sair da série
series-back = Voltar
series-open = Abrir
series-list-heading = Séries anteriores
series-list-empty = Ainda não se jogou nenhuma série aqui.
series-list-line = { $name }, { $date }: { $played } de { $rounds ->
    [0] 0 rondas jogadas
    [one] 1 ronda jogada
   *[other] { $rounds } rondas jogadas
}; { $standings }
series-unreadable = Não é possível ler { $path }: { $error }
series-damaged = { $path } está danificado e não pode ser lido ({ $error }); fica como está.
series-too-many-points = Uma partida não pode dar { $score }: nenhuma partida dá mais de um ponto ({ $article }).
series-not-kept = A partida não foi guardada com a série: { $error }
series-pending = A ronda { $round } ({ $white } – { $black }, { $result }) ainda não foi guardada com a série: não foi possível escrever a sua planilha. Fica aqui à espera até ser escrita: corrige o que se diz abaixo e tenta de novo. Nenhuma ronda começa antes de ser guardada.
series-retry = Tentar de novo
series-kept-now = A ronda { $round } já está guardada com a série.
## Adjournment after review (issue 17: src/ui/adjourn_ui.rs, src/laws/adjourn.rs)
adjourn-refusal-not-completed = o lance no tabuleiro ainda não está completo: o seu jogador aciona primeiro o relógio (Artigo 6.2.1), e depois sela o oponente, cujo relógio corre ({ $article })
adjourn-refusal-already-opened = o envelope já está aberto: o árbitro decide sobre o lance secreto ({ $article })
adjourn-refusal-cannot-establish = o árbitro só pode fixar o que significa um lance secreto quando é ambíguo ou não se pode ler, e só como um lance legal que possa significar ({ $article })
adjourn-complete-first = { $side ->
    [white] As brancas jogaram e não acionaram o relógio. As brancas acionam-no para completar o lance (Artigo 6.2.1); depois as pretas, cujo relógio corre, escrevem o lance secreto ({ $article }).
   *[black] As pretas jogaram e não acionaram o relógio. As pretas acionam-no para completar o lance (Artigo 6.2.1); depois as brancas, cujo relógio corre, escrevem o lance secreto ({ $article }).
}
adjourn-press-to-complete = { $side ->
    [white] Acionar o relógio das brancas
   *[black] Acionar o relógio das pretas
}
adjourn-opened-title = O envelope está aberto ({ $article })
adjourn-opened-written = { $side ->
    [white] Lance secreto { $number } das brancas, em notação { $language ->
        [gl] galega
        [es] espanhola
        [pt] portuguesa
        [ca] catalã
       *[en] inglesa
    }:
   *[black] Lance secreto { $number } das pretas, em notação { $language ->
        [gl] galega
        [es] espanhola
        [pt] portuguesa
        [ca] catalã
       *[en] inglesa
    }:
}
adjourn-reads-legal = Lê-se como { $move }: o lance é executado e o relógio do oponente é acionado ({ $article }).
adjourn-reads-ambiguous = Serve para mais de um lance: { $moves } ({ $article }).
adjourn-reads-unreadable = Não é possível estabelecer o seu significado como lance ({ $article }).
adjourn-reads-illegal = Não é um lance legal nesta posição ({ $article }).
adjourn-loses = { $side ->
    [white] Decisão: as brancas perdem.
   *[black] Decisão: as pretas perdem.
}
adjourn-loses-draw = Decisão: empate, porque o oponente nunca poderia dar xeque-mate ({ $article }).
adjourn-play-sealed = Executar o lance secreto ({ $article })
adjourn-confirm-ruling = Confirmar a decisão ({ $article })
adjourn-establish-as = O árbitro lê-o como { $move } ({ $article })
adjourn-establish-label = O lance que o árbitro lê nele
adjourn-establish-play = Executar este lance ({ $article })
adjourn-establish-bad = «{ $text }» não é um lance legal aqui: escreve-o na tua notação, p. ex. { $example }

## Series and live file after review
follow-adjourned = adiada
follow-start-button = Seguir tabuleiros…
follow-start-hint = A vista do organizador: escolhe a pasta onde os tabuleiros escrevem as suas partidas em direto
series-adjourned = adiada (por terminar)

## The notes of the record, beside the moves and in the arbiter's record (src/i18n/notes.rs)
note-improper-offer = { $side ->
    [white] As brancas ofereceram empate fora do momento próprio ({ $offer }, { $article })
   *[black] As pretas ofereceram empate fora do momento próprio ({ $offer }, { $article })
}
note-claim = { $side ->
    [white] As brancas reivindicam { $claim }: { $verdict }
   *[black] As pretas reivindicam { $claim }: { $verdict }
}
note-claim-threefold = empate por tripla repetição ({ $article })
note-claim-fifty = empate por cinquenta lances ({ $article })
note-claim-intended = { $claim } com o lance { $move }
note-claim-correct = correta, empate ({ $article })
note-claim-wrong = não está correta ({ $article })
note-undecided = { $side ->
    [white] a análise não pôde decidir se as brancas ainda podiam dar xeque-mate: o resultado mantém-se
   *[black] a análise não pôde decidir se as pretas ainda podiam dar xeque-mate: o resultado mantém-se
}
note-played-after-end = lance jogado depois de terminada a partida ({ $article })

## PGN as clubs and servers write it (issue 29)
pgn-coordinate-move = este lance está escrito pelas suas casas (de partida e de chegada), como os motores os escrevem, não em notação algébrica: escreve a peça e a sua casa, Nf3 por g1f3
pgn-tag-glued-to-moves = uma etiqueta e lances estão na mesma linha: cada etiqueta fica numa linha própria, antes dos lances
pgn-no-usable-clock = todos os [%clk] da partida mostram { $clk }, o que nenhum relógio deste controlo de tempo mostra lance após lance: o ficheiro não traz um relógio utilizável; usa adjudicate sem --clocks
illegal-king-captured = o rei do oponente foi retirado do tabuleiro ({ $article })

## Issue 25, the window rebuilt

# The toolbar button that changes the seating names what it does, not the seating now.
toolbar-seat-face-to-face = Sentar os jogadores frente a frente
toolbar-seat-side-by-side = Sentar os jogadores lado a lado

# Closing the window during a game in play.
close-heading = Fechar o Escaque durante a partida?
close-body = A partida fica guardada lance a lance: é oferecida quando o Escaque voltar a abrir, com os relógios parados onde estavam.
close-yes = Fechar
close-no = Continuar a jogar

## Issue 25, item 9
control-error-bonus-over-max = { $kind ->
    [increment] período { $period }: um incremento de { $bonus } s por lance passa de { $max } minutos, certamente um engano: o acréscimo conta-se em segundos (os da FIDE são de 60 s no máximo); escreve cada tempo com a sua unidade, como em 15 min + 10 s
    [delay] período { $period }: uma espera de { $bonus } s por lance passa de { $max } minutos, certamente um engano: o acréscimo conta-se em segundos (os da FIDE são de 60 s no máximo); escreve cada tempo com a sua unidade, como em 15 min + 10 s
    [bronstein] período { $period }: um bónus Bronstein de { $bonus } s por lance passa de { $max } minutos, certamente um engano: o acréscimo conta-se em segundos (os da FIDE são de 60 s no máximo); escreve cada tempo com a sua unidade, como em 15 min + 10 s
   *[none] período { $period }: um acréscimo de { $bonus } s por lance passa de { $max } minutos, certamente um engano: o acréscimo conta-se em segundos (os da FIDE são de 60 s no máximo); escreve cada tempo com a sua unidade, como em 15 min + 10 s
}
result-title-abandoned = Partida interrompida, sem resultado
result-title-annulled = Partida anulada: tem de ser jogada de novo

## Issue 25, items 6-8, 10
status-ready = { $side ->
    [white] Pronta, ainda não corre nenhum relógio: as pretas põem a andar o relógio das brancas acionando o seu (tecla { $key }), ou o árbitro põe os relógios a andar
   *[black] Pronta, ainda não corre nenhum relógio: as brancas põem a andar o relógio das pretas acionando o seu (tecla { $key }), ou o árbitro põe os relógios a andar
}
status-press = { $side ->
    [white] As brancas jogaram e têm de acionar o seu relógio (tecla { $key }) para completar o lance ({ $article })
   *[black] As pretas jogaram e têm de acionar o seu relógio (tecla { $key }) para completar o lance ({ $article })
}
status-paused = Os relógios estão parados: o árbitro volta a pô-los a andar ({ $article })
status-arbiter-stopped = O árbitro parou os relógios ({ $article }); voltam a andar quando o painel for fechado
status-adjourned = A partida está adiada: o lance secreto está no seu envelope ({ $article })
status-sealing = { $side ->
    [white] Adiamento: as brancas escrevem o lance secreto ({ $article })
   *[black] Adiamento: as pretas escrevem o lance secreto ({ $article })
}
clock-state-ready = pronto
clock-ready-start = { $side ->
    [white] aciona para pôr a andar o relógio das brancas
   *[black] aciona para pôr a andar o relógio das pretas
}
clock-control-passed = controlo de tempo atingido: +{ $minutes } min
clock-control-passed-time = controlo de tempo atingido: +{ $time }
speech-control-passed = { $side ->
    [white] As brancas atingiram o controlo de tempo: { $minutes ->
        [0] mais 0 minutos
        [one] mais um minuto
       *[other] mais { $minutes } minutos
    }
   *[black] As pretas atingiram o controlo de tempo: { $minutes ->
        [0] mais 0 minutos
        [one] mais um minuto
       *[other] mais { $minutes } minutos
    }
}
speech-control-passed-time = { $side ->
    [white] As brancas atingiram o controlo de tempo: mais { $time }
   *[black] As pretas atingiram o controlo de tempo: mais { $time }
}

# Issue 27: with a screen reader running, what the app's own voice still says (the speech settings).
speech-with-reader = Há um leitor de ecrã a correr: esta voz diz só os lances do oponente, os avisos de tempo e os relógios quando pedidos; o leitor diz o resto.
# Issue 28: the seal's key, verify, the arbiter's acts, bounds on input
cli-verify-not-a-key = { $key } não indica nenhuma chave de selo: indica a impressão digital da chave (16 dígitos hexadecimais, como no ecrã de preparação e na planilha impressa) ou a sua chave pública
cli-verify-other-key = o registo foi selado com a chave { $found }, não com a chave exigida { $required }: quem tem outra chave pode selar um registo alterado, por isso não é o registo que essa chave selou
setup-seal-fingerprint = Chave de selo: { $fingerprint }
pdf-seal-fingerprint = Selado com a chave { $fingerprint }
record-key-changed = A chave de selo { $path } mudou desde que foi criada: foi criada como a chave { $expected } e agora contém a chave { $found }. Nada é selado com ela, para que nenhum registo fique selado com uma chave que não é a desta instalação. Afasta-a para criar uma chave nova (terá então uma impressão digital nova) ou repõe o ficheiro original.
pgn-read-otherwise = outros leitores de PGN não leem esta partida como foi selada: há texto antes das suas etiquetas, ou nenhuma linha em branco entre ela e outra partida, por isso mostrariam as etiquetas como lances ou juntá-la-iam a outra partida
arbiter-bar-panel = O tempo, os resultados e o registo mudam-se no painel do árbitro
arbiter-pin-for-restart = Voltar a pôr os relógios a andar é decisão do árbitro (Artigo 6.11.3): o PIN põe-nos a andar.
arbiter-pin-for-ruling = Esta decisão é do árbitro: o PIN executa-a.
setup-pin-unprotected = Nenhum PIN protege o painel do árbitro: qualquer pessoa pode mudar um relógio ou um resultado.
setup-text-too-long = { $field ->
    [white] o nome das brancas
    [black] o nome das pretas
    [white-title] o título das brancas
    [black-title] o título das pretas
    [white-federation] a federação das brancas
    [black-federation] a federação das pretas
    [event] o nome do torneio
    [site] o local
    [round] a ronda
    [arbiter] o nome do árbitro
    [fen] a posição inicial (FEN)
   *[series] o identificador da série
} tem { $length } caracteres; pode ter no máximo { $limit }
settings-damage-too-large = o ficheiro tem { $megabytes } MB, muito mais do que qualquer ficheiro de definições; não é lido
## The journal: a whole last line whose line end was changed (issue 28)
journal-line-end-changed = a linha está inteira, mas o seu fim de linha foi alterado ou falta: um byte foi alterado (uma falha corta a linha antes de a sua soma de verificação terminar)

## Resuming: the time a clock ran after the journal's last entry, kept by its marks (issue 28)
resume-clock-ran = { $side ->
    [white] O relógio das brancas correu { $time } depois da última anotação do registo, antes de a aplicação parar: esse tempo é descontado do relógio das brancas ao retomar a partida.
   *[black] O relógio das pretas correu { $time } depois da última anotação do registo, antes de a aplicação parar: esse tempo é descontado do relógio das pretas ao retomar a partida.
}
## The evening (issue 30): pairings typed or made, and the organiser's files

evening-pairing-unknown-player = O jogador { $player } não é um dos jogadores: estão numerados de 1 a { $players }.
evening-pairing-paired-twice = O jogador { $player } está emparelhado duas vezes na ronda.
evening-pairing-against-self = O jogador { $player } está emparelhado consigo mesmo.
evening-pairing-board-twice = O tabuleiro { $board } tem duas partidas.
evening-pairing-bye-on-board = A folga do jogador { $player } tem o tabuleiro { $board }: uma folga não ocupa tabuleiro (0).
evening-pairing-game-on-board-zero = A partida { $white }–{ $black } está no tabuleiro 0: os tabuleiros numeram-se a partir de 1.
evening-pairing-unpaired = O jogador { $player } nem está emparelhado nem tem folga.
evening-berger-players = As tabelas de Berger são para { $min } a { $max } jogadores, não para { $players }.
evening-round-problem = Ronda { $round }: { $problem }
evening-round-out-of-order = A ronda { $round } ainda não pode ser emparelhada: a próxima a emparelhar é a { $next }.
evening-round-has-results = A ronda { $round } já tem resultados: os seus emparelhamentos não podem mudar.
evening-no-round = A ronda { $round } não está emparelhada.
evening-no-board = Na ronda { $round } não há partida no tabuleiro { $board }.
evening-trf-field = { $field ->
    [start] número inicial
    [sex] sexo
    [title] título
    [name] nome
    [rating] Elo FIDE
    [federation] federação
    [fide-id] ID FIDE
    [birth] data de nascimento
    [points] pontos
    [rank] posição
    [opponent] oponente
    [colour] cor
    [result] resultado
   *[round-date] data da ronda
}
evening-trf-too-wide-tournament = O torneio, { $field }: «{ $value }» não cabe nas { $width } colunas do TRF.
evening-trf-too-wide-player = Jogador { $player }, { $field }: «{ $value }» não cabe nas { $width } colunas do TRF.

## The screen, as a screen reader names it with the window (issue 27)

screen-game = Partida: { $white } contra { $black }

## The seating, chosen before the game too (issue 25, item 5)

view-seating = Onde se sentam os jogadores
view-seating-side-by-side = Lado a lado
view-seating-face-to-face = Frente a frente

## h30files

evening-crosstable-title = Tabela cruzada
evening-col-rank = Lugar
evening-col-number = Nº
evening-col-name = Nome
evening-col-rating = Elo
evening-col-points = Pontos
evening-col-round = R{ $round }
evening-white-initial = b
evening-black-initial = p
evening-bye = folga
evening-tb-de = DE
evening-tb-sb = SB
evening-tb-wins = VIT
evening-tb-bh = BH
evening-tb-bh-c1 = BH-C1
evening-tb-de-name = confronto direto
evening-tb-sb-name = Sonneborn-Berger
evening-tb-wins-name = número de vitórias
evening-tb-bh-name = Buchholz
evening-tb-bh-c1-name = Buchholz sem o seu valor mais baixo (corte 1)
evening-legend-tie-break = { $code }: { $name }
evening-legend-cell = Em cada célula: o número do oponente, a cor ({ $white } brancas, { $black } pretas) e os pontos.
evening-legend-marks = { $hand } resultado registado à mão pelo árbitro · { $unverified } registo não verificado, não conta · { $pending } ainda sem resultado
evening-line-arbiter = Árbitro: { $arbiter }
evening-pairings-round = Ronda { $round }
evening-pairings-board = Tabuleiro { $board }: { $white } – { $black }: { $result }
evening-pairings-bye = Folga: { $player }
evening-result-pending = pendente
evening-result-by-hand = { $score } (registado à mão)
evening-result-unverified = não verificado: { $reason }
evening-record-part = { $part ->
    [tags] as etiquetas
    [moves] os lances
    [clocks] os relógios
    [result] o resultado
    *[signatures] as assinaturas
}
evening-unverified-not-registered = não há nenhum portátil registado para este tabuleiro
evening-unverified-unsealed = o registo não está selado
evening-unverified-altered = o registo foi alterado depois de selado
evening-unverified-altered-parts = o registo foi alterado depois de selado ({ $parts })
evening-unverified-other-key = selado com a chave { $found }, não com a chave registada do tabuleiro, { $registered }
evening-unverified-not-one-record = o ficheiro não contém exatamente um registo
evening-unverified-unreadable = não é possível ler o ficheiro: { $error }
evening-unverified-registration = não é possível usar o registo do portátil deste tabuleiro, por isso não há chave com que verificar o selo: { $error }
evening-unverified-other-game = a sua etiqueta { $tag } diz «{ $found }», e o emparelhamento «{ $expected }»
evening-unverified-no-result = o registo não tem resultado
evening-board-zero = Os tabuleiros são numerados a partir de 1.
evening-board-not-a-key = «{ $text }» não é nenhuma chave de selo: indique a impressão digital da chave ou a sua chave pública.
evening-board-taken = O tabuleiro { $board } está registado para outro portátil (chave { $registered }); a chave deste portátil é { $offered }. O organizador pode eliminar esse registo para dar o tabuleiro a este portátil.
evening-board-time-control = O ritmo de jogo da noite, «{ $text }», não é um que um relógio possa marcar.
evening-store-unreadable = Não é possível ler { $path }: { $error }
evening-store-damaged = { $path } está danificado ou não foi escrito pelo Escaque: { $error }
cli-evening-written = escrito: { $path }
cli-evening-trf-failed = não é possível escrever o TRF: { $error }

## A board of a club's evening, on the board's laptop (issue 30)
evening-board-join-button = Jogar um tabuleiro de uma noite do clube…
evening-board-join-hint = Este portátil joga um tabuleiro de uma noite do clube: a partida de cada ronda é preparada a partir dos emparelhamentos, e a sua planilha vai para a pasta da noite
evening-board-join-title = Jogar um tabuleiro de uma noite do clube
evening-board-join-intro = Indica a pasta partilhada da noite (a que o organizador criou) e o número do tabuleiro que este portátil joga. O portátil fica registado lá pela sua chave de selagem, para que o organizador possa confiar nas planilhas que sela.
evening-board-folder = A pasta da noite
evening-board-choose = Escolher…
evening-board-no-dialog = Neste ambiente de trabalho não se pode mostrar um diálogo de pastas: escreve o caminho da pasta.
evening-board-number = O tabuleiro deste portátil
evening-board-join = Juntar-se
evening-board-cancel = Cancelar
evening-board-bad-number = O tabuleiro é um número a partir de 1, não «{ $text }».
evening-board-joined = { $evening }: ronda { $round }, tabuleiro { $board }. { $white } (brancas) – { $black } (pretas).
evening-board-all-played = { $evening }: todas as partidas do tabuleiro { $board } emparelhadas até agora têm a sua planilha ou o seu resultado.
evening-board-leave = Deixar a noite do clube
evening-board-sent = A planilha está na pasta da noite: { $path }
evening-board-not-sent = Não foi possível pôr a planilha na pasta da noite: { $error }. Fica guardada neste portátil.
## h30live

follow-round-shown = A mostrar a ronda { $round }
setup-error-live-name = { $side ->
    [white] a partida é escrita em direto para uma transmissão, que precisa dos nomes dos dois jogadores: escreve o nome das brancas (duas letras ou mais, não «unknown»)
   *[black] a partida é escrita em direto para uma transmissão, que precisa dos nomes dos dois jogadores: escreve o nome das pretas (duas letras ou mais, não «unknown»)
}
live-needs-names = Uma transmissão só mostra as partidas com os nomes dos dois jogadores: com a partida em direto ativada, a partida não começa sem eles.

## A damaged file of a series or an evening, said without the RON reader's words (issue 28)
file-fault-end-of-file = o ficheiro termina antes do seu conteúdo
file-fault-trailing = há mais texto depois do fim do conteúdo do ficheiro
file-fault-unknown-field = aqui não há nenhum campo chamado «{ $name }»
file-fault-unknown-variant = «{ $name }» não é nenhum dos valores que este campo aceita
file-fault-missing-field = falta o campo «{ $name }»
file-fault-duplicate-field = o campo «{ $name }» aparece duas vezes
file-fault-invalid-value = este campo não aceita o valor que aqui está escrito
file-fault-number-out-of-range = o número é demasiado grande ou demasiado pequeno para este campo
evening-damage-round-numbered = a ronda { $place } do ficheiro tem o número { $number }: as rondas numeram-se 1, 2, 3…
evening-damage-result-not-paired = ronda { $round }: há um resultado para uma partida que não está emparelhada (o jogador { $white } contra o jogador { $black })
evening-damage-other-board = o ficheiro indica o tabuleiro { $board }, não o do seu nome
## h30ui
## A club's evening across boards on the organiser's screens (issue 30)

evening-screen-start-button = Noite do clube…
evening-screen-start-hint = Uma noite do clube em vários tabuleiros: os jogadores, os emparelhamentos de cada ronda e a tabela cruzada, guardados numa pasta que os portáteis dos tabuleiros partilham.
evening-screen-heading = Noite do clube
evening-screen-page-folder = Pasta
evening-screen-page-details = Dados e jogadores
evening-screen-page-pairings = Emparelhamentos
evening-screen-page-crosstable = Tabela cruzada
evening-screen-leave = Voltar ao ecrã de preparação
evening-screen-folder-note = A noite é guardada numa pasta a que chegam os portáteis de todos os tabuleiros (uma pasta partilhada na rede ou sincronizada). Abre uma pasta com uma noite, ou uma vazia para preparar uma nova.
evening-screen-folder = Pasta:
evening-screen-folder-hint = o caminho da pasta partilhada
evening-screen-choose = Escolher…
evening-screen-open = Abrir
evening-screen-no-dialog = Neste ambiente de trabalho não é possível mostrar um diálogo de pastas: escreve o caminho da pasta.
evening-screen-folder-is = pasta { $folder }
evening-screen-arbiter-is = árbitro: { $name }
evening-screen-new = Ainda não há nenhuma noite guardada em { $folder }: preenche os dados e os jogadores e depois guarda-a.
evening-screen-saved = Guardada em { $folder }.
evening-screen-save-first = Guarda primeiro os dados e os jogadores da noite.
evening-screen-name = Nome
evening-screen-site = Local
evening-screen-start = Primeiro dia
evening-screen-end = Último dia
evening-screen-arbiter = Árbitro principal
evening-screen-federation = Federação
evening-screen-control = Controlo de tempo
evening-screen-control-none = Não indicado
evening-screen-system = Sistema de emparelhamento
evening-screen-round-robin = Todos contra todos
evening-screen-swiss = Suíço
evening-screen-rounds = Rondas
evening-screen-save = Guardar a noite
evening-screen-add-player = Acrescentar um jogador
evening-screen-remove-player = Tirar o último jogador
evening-screen-players-fixed = As rondas estão emparelhadas: os jogadores ficam como estão.
evening-screen-number = N.º
evening-screen-player-name = Jogador
evening-screen-rating = Elo
evening-screen-title = Título
evening-screen-player-federation = Fed.
evening-screen-fide-id = ID FIDE
evening-screen-player-field = { $field ->
    [rating] Elo do jogador { $player }
    [title] Título do jogador { $player }
    [federation] Federação do jogador { $player }
    [fide-id] ID FIDE do jogador { $player }
   *[name] Nome do jogador { $player }
}
evening-screen-form-too-few = Uma noite precisa de pelo menos dois jogadores.
evening-screen-form-no-name = O jogador { $player } não tem nome.
evening-screen-form-long-name = O nome do jogador { $player } passa dos { $max } caracteres que cabem no ficheiro de relatório da FIDE.
evening-screen-form-rating = O Elo «{ $text }» do jogador { $player } não é um número inteiro de 0 a { $max }.
evening-screen-form-title = O título «{ $text }» do jogador { $player } não é um título FIDE (GM, IM, FM, CM, WGM, WIM, WFM, WCM).
evening-screen-form-federation = A federação «{ $text }» do jogador { $player } não tem três letras.
evening-screen-form-fide-id = O ID FIDE «{ $text }» do jogador { $player } não é um número de até 11 algarismos.
evening-screen-form-evening-federation = A federação «{ $text }» não tem três letras.
evening-screen-form-date = A data «{ $text }» não está escrita AAAA/MM/DD.
evening-screen-form-players-paired = As rondas estão emparelhadas: agora não se podem acrescentar nem tirar jogadores.
evening-screen-round = Ronda:
evening-screen-round-of = Ronda { $round } de { $rounds }
evening-screen-no-rounds = Ainda nenhuma emparelhada
evening-screen-pair-berger = Emparelhar pelas tabelas de Berger
evening-screen-type-round = Escrever a ronda { $round }
evening-screen-edit-round = Editar a ronda { $round }
evening-screen-board = Tabuleiro
evening-screen-white = Brancas
evening-screen-black = Pretas
evening-screen-result = Resultado
evening-screen-bye = folga
evening-screen-bye-note = Um jogador de folga não joga nenhuma partida nessa ronda.
evening-screen-pending = pendente
evening-screen-result-verified = { $score } (partida selada)
evening-screen-result-by-hand = { $score } (introduzido à mão)
evening-screen-no-result = Sem resultado (pendente)
evening-screen-by-hand-button = Resultado à mão… (tabuleiro { $board })
evening-screen-by-hand-heading = Ronda { $round }, tabuleiro { $board }: o resultado à mão
evening-screen-by-hand-note = Para um tabuleiro jogado sem portátil: o árbitro introduz o resultado, marcado como introduzido à mão.
evening-screen-by-hand-enter = Introduzir o resultado
evening-screen-pin-wrong = PIN errado: nada é introduzido.
evening-screen-cancel = Cancelar
evening-screen-editor-heading = Ronda { $round }, tal como escrita
evening-screen-editor-note = Uma linha por tabuleiro: o número e os números iniciais das brancas e das pretas. Para uma folga, só o número das brancas.
evening-screen-keep-round = Guardar a ronda
evening-screen-add-line = Acrescentar uma linha
evening-screen-remove-line = Tirar a última linha
evening-screen-line-field = Linha { $line }: { $field }
evening-screen-editor-not-a-number = Linha { $line }: «{ $text }» não é um número.
evening-screen-crosstable-heading = Tabela cruzada ({ $article })
evening-screen-place = Lugar
evening-screen-points = Pontos
evening-screen-round-short = R{ $round }
evening-screen-cell-white = b
evening-screen-cell-black = p
evening-screen-cell-bye = folga { $points }
evening-screen-crosstable-marks = Em cada ronda: o número do oponente, a cor (b brancas, p pretas) e os pontos. * introduzido à mão pelo árbitro; … pendente (ainda sem partida selada e verificada).
evening-screen-tie-breaks = Critérios de desempate, por ordem: { $list }.
evening-screen-tb-direct-short = CD
evening-screen-tb-direct = confronto direto
evening-screen-tb-sb-short = SB
evening-screen-tb-sb = Sonneborn-Berger
evening-screen-tb-wins-short = Vit.
evening-screen-tb-wins = número de vitórias
evening-screen-tb-buchholz-short = Bh
evening-screen-tb-buchholz = Buchholz
evening-screen-tb-buchholz-cut-short = Bh-1
evening-screen-tb-buchholz-cut = Buchholz sem o pior resultado (corte 1)
evening-screen-opened = Está aberta a noite guardada em { $folder }.
evening-screen-reload = Ler de novo a pasta
evening-screen-date-hint = AAAA/MM/DD

## The evening's results as gathered, and its files from the window (issue 30)
evening-screen-result-unverified = não conta: { $why }
evening-files-heading = Os ficheiros da noite:
evening-files-pgn = PGN de todas as partidas…
evening-files-trf-2016 = TRF (2016)…
evening-files-trf-2026 = TRF (2026)…
evening-files-pdf = Tabela cruzada (PDF)…
evening-screen-follow = Seguir os tabuleiros em direto…
