# Escaque: English (the fallback, and the reference every other file follows).
#
# Arguments: $side, $loser, $running are `white` or `black`; $article is an Article already
# cited in this language (see cite-*); $square is a square like e4; $move a move.

## Words used everywhere

side-name = { $side ->
    [white] White
   *[black] Black
}
cite-article = Article { $number }
cite-guidelines = Guidelines { $number }
cite-appendix = Appendix { $number }

category-standard = standard
category-rapid = rapid
category-blitz = blitz

## How a game ends (Articles 5, 6.9, 9)

ending-line = { $result }: { $why } ({ $article })
ending-checkmate = { $loser ->
    [white] White is checkmated
   *[black] Black is checkmated
}
ending-stalemate = stalemate
ending-dead-position = dead position: neither side can checkmate
ending-fivefold = the same position for the fifth time
ending-seventy-five-moves = 75 moves each without a pawn move or a capture
ending-resignation = { $loser ->
    [white] White resigns
   *[black] Black resigns
}
ending-resignation-vs-unwinnable = resignation, but the opponent could never have checkmated: a draw
ending-time-forfeit = { $loser ->
    [white] White's flag fell
   *[black] Black's flag fell
}
ending-timeout-vs-unwinnable = a flag fell, but the opponent could never checkmate: a draw
ending-threefold-claim = threefold repetition, claimed
ending-fifty-moves-claim = fifty moves without a pawn move or a capture, claimed
ending-agreement = agreed
ending-quickplay-finish = quickplay-finish claim upheld by the arbiter
ending-arbiter-decision = the arbiter did not uphold the claim

## Touch-move (Articles 4.3 to 4.5)

obligation-free = any legal move is allowed
obligation-move = the piece on { $square } was touched and must be moved
obligation-capture = the piece on { $square } was touched and must be captured
obligation-capture-with = the piece on { $piece } must capture the piece on { $target }
obligation-castle = { $wing ->
    [kingside] king and rook were touched: the player must castle kingside
   *[queenside] king and rook were touched: the player must castle queenside
}
obligation-move-king = castling was intended but is illegal: another king move must be made

## What an accepted event did

notice-touched = Touched: { $obligation } ({ $article })
notice-castled-by-two-moves = { $side ->
    [white] White castles ({ $move }): the king's move and the rook's make one castling ({ $article })
   *[black] Black castles ({ $move }): the king's move and the rook's make one castling ({ $article })
}
notice-draw-offered = { $side ->
    [white] White offers a draw ({ $article })
   *[black] Black offers a draw ({ $article })
}
notice-draw-offered-improper = { $side ->
    [white] White offers a draw at an improper time: valid, but see { $article }
   *[black] Black offers a draw at an improper time: valid, but see { $article }
}
notice-draw-declined = { $side ->
    [white] White declines the draw offer ({ $article })
   *[black] Black declines the draw offer ({ $article })
}
notice-claim-rejected = { $side ->
    [white] White's claim is not correct: play goes on ({ $article })
   *[black] Black's claim is not correct: play goes on ({ $article })
}
notice-time-awarded = { $side ->
    [white] White gets { $time } more ({ $article })
   *[black] Black gets { $time } more ({ $article })
}
notice-referred = { $side ->
    [white] Play has stopped: White's claim goes to the arbiter ({ $article })
   *[black] Play has stopped: Black's claim goes to the arbiter ({ $article })
}
notice-flag-fell = { $side ->
    [white] White's flag has fallen ({ $article })
   *[black] Black's flag has fallen ({ $article })
}
notice-paused = Clocks stopped ({ $article })
notice-resumed = Play resumes
notice-adjusted = Clock: { $adjustment } ({ $reason })

adjustment-set-time = { $side ->
    [white] White's clock set to { $time }
   *[black] Black's clock set to { $time }
}
adjustment-add-time = { $side ->
    [white] +{ $time } to White
   *[black] +{ $time } to Black
}
adjustment-set-moves = { $side ->
    [white] White's move counter set to { $moves }
   *[black] Black's move counter set to { $moves }
}
adjustment-add-increment = { $side ->
    [white] +{ $seconds } s a move for White from now on
   *[black] +{ $seconds } s a move for Black from now on
}
adjustment-set-control = { $side ->
    [white] White's control set to { $control }
   *[black] Black's control set to { $control }
}
adjust-reason-arbiter = time given by the arbiter
adjust-reason-with-note = { $article }: { $note }

pending-increment = { $side ->
    [white] White asks for 5 seconds a move for both ({ $article }): a draw offer too
   *[black] Black asks for 5 seconds a move for both ({ $article }): a draw offer too
}
pending-claim = { $side ->
    [white] White claims a draw ({ $article }): the arbiter rules
   *[black] Black claims a draw ({ $article }): the arbiter rules
}
pending-postponed = { $side ->
    [white] The arbiter will decide White's claim later ({ $article })
   *[black] The arbiter will decide Black's claim later ({ $article })
}

## Refusals: why an event was not accepted

refusal-line = Not allowed: { $why }
refusal-time-runs-backwards = an event at { $at } comes before the previous one at { $last }
refusal-game-over = the game is over: { $ending }
refusal-awaiting-ruling = play has stopped until the arbiter rules on the claim ({ $article })
refusal-no-piece = there is no piece on { $square }
refusal-not-on-move = { $side ->
    [white] White is not on move ({ $article })
   *[black] Black is not on move ({ $article })
}
refusal-illegal-move = { $move } is not a legal move here ({ $article })
refusal-illegal-move-why = { $move } is not a legal move here: { $why }
refusal-illegal-move-in-check = { $move } is not a legal move here: your king is in check, and this move does not get it out ({ $article })
refusal-promotion-piece-missing = { $move } reaches the last rank: choose the new piece ({ $article })
refusal-touch-move = { $move } is not allowed: { $obligation } ({ $article })
refusal-opponent-not-pressed = { $side ->
    [white] White cannot press yet: Black moved without pressing, and Black's time runs until Black presses ({ $article })
   *[black] Black cannot press yet: White moved without pressing, and White's time runs until White presses ({ $article })
}
refusal-press-without-move = { $side ->
    [white] White pressed the clock without making a move ({ $article })
   *[black] Black pressed the clock without making a move ({ $article })
}
refusal-clock-not-running = { $side ->
    [white] White pressed the clock, but Black's time is running, not White's: the press changes nothing ({ $article })
   *[black] Black pressed the clock, but White's time is running, not Black's: the press changes nothing ({ $article })
}
refusal-draw-offers-forbidden = the tournament rules forbid draw offers ({ $article })
refusal-draw-offers-not-yet = the tournament rules allow draw offers from move { $move } on ({ $article })
refusal-offer-already-standing = { $side ->
    [white] White's draw offer is still standing ({ $article })
   *[black] Black's draw offer is still standing ({ $article })
}
refusal-opponent-offer-standing = { $side ->
    [white] White has a draw offer from the opponent standing: accept or decline it ({ $article })
   *[black] Black has a draw offer from the opponent standing: accept or decline it ({ $article })
}
refusal-no-offer-to-answer = { $side ->
    [white] White has no draw offer to answer ({ $article })
   *[black] Black has no draw offer to answer ({ $article })
}
refusal-agreement-too-early = a draw by agreement needs both players to have made a move ({ $article })
refusal-claim-after-touch = { $side ->
    [white] White touched a piece and cannot claim a draw this move ({ $article })
   *[black] Black touched a piece and cannot claim a draw this move ({ $article })
}
refusal-nothing-to-revise = the analysis changes nothing in this game
refusal-no-such-ruling = that ruling does not answer anything pending ({ $article })
refusal-offer-unanswered = the opponent must first accept or decline the draw offer ({ $article })
refusal-ruling-first = the arbiter must rule first: { $pending }
refusal-no-flag = no flag has fallen
refusal-clocks-stopped = the clocks are stopped until play resumes ({ $article })

quickplay-not-announced = the quickplay finish was not announced for this game ({ $article })
quickplay-blitz = the quickplay finish does not apply to blitz ({ $article })
quickplay-with-increment = the quickplay finish applies only to games without increment ({ $article })
quickplay-not-last-period = the quickplay finish applies only to the last period ({ $article })
quickplay-not-on-move = only the player on move may ask ({ $article })
quickplay-two-minutes = only a player with less than two minutes left may ask ({ $article })
quickplay-needs-arbiter = an increment can only be granted by an arbiter ({ $article })
quickplay-already-pending = a request is already waiting for the arbiter ({ $article })
quickplay-increment-applies = the clock can take the five-second increment, so ask for it instead: a claim with an arbiter present is for a clock that cannot ({ $article })
quickplay-no-increment-request = this edition has no increment to ask for, only the draw claim ({ $article })

clock-error-time-went-back = { $at } is earlier than the last clock event at { $last }: time only moves forward
clock-error-not-started = the clock has not been started yet
clock-error-already-started = the clock was started already
clock-error-not-running = { $side ->
    [white] { $running ->
        [white] White pressed the clock, but White's time is not running
       *[black] White pressed the clock, but Black's time is running, not White's
    }
   *[black] { $running ->
        [white] Black pressed the clock, but White's time is running, not Black's
       *[black] Black pressed the clock, but Black's time is not running
    }
}
clock-error-paused = the clocks are paused ({ $article }): resume them first
clock-error-already-paused = the clocks are paused already
clock-error-not-paused = the clocks are not paused, so they cannot resume
clock-error-stopped = the clock has been stopped for good
clock-error-flag-fell = { $side ->
    [white] White's flag fell at { $at } ({ $article })
   *[black] Black's flag fell at { $at } ({ $article })
}

## Time controls as typed (PGN TimeControl, with d = delay and b = Bronstein)

control-error-empty = the time control is empty
control-error-empty-period = period { $period } is empty
control-error-not-seconds = period { $period }: “{ $text }” is not a number of seconds
control-error-not-moves = period { $period }: “{ $text }” is not a number of moves
control-error-too-long = period { $period }: { $text } seconds is more than the clock can hold
control-error-sandclock-not-alone = a sandclock (*) must be the whole time control
control-error-unknown = “?” says the time control is unknown, which a chess clock cannot run
control-error-untimed = “-” says the game has no clock, which a chess clock cannot run
control-error-sandclock = a sandclock of { $seconds } s is not something a chess clock can run
control-error-refused = “{ $control }” was refused, though a clock can run it
control-error-no-periods = a time control needs at least one period
control-error-zero-time = period { $period } has no time: give it more than 0 seconds
control-error-zero-moves = period { $period } asks for 0 moves: give it at least 1 move, or make it last for the rest of the game
control-error-bonus-too-long = { $kind ->
    [increment] period { $period }: an increment of { $bonus } s is longer than the period's own { $time } s
    [delay] period { $period }: a delay of { $bonus } s is longer than the period's own { $time } s
    [bronstein] period { $period }: a Bronstein bonus of { $bonus } s is longer than the period's own { $time } s
   *[none] period { $period }: the bonus is longer than the period's own { $time } s
}
control-error-after-rest-of-game = period { $period } comes after period { $previous }, which already lasts for the rest of the game

## Lists

list-and = { $init } and { $last }
list-or = { $init } or { $last }

## Problems outside the game

problem-ok = OK
problem-settings-unreadable = Cannot read the settings file { $path } ({ $error }); the defaults are used.
problem-settings-damaged = The settings file { $path } is damaged ({ $error }); the defaults are used and the damaged file is kept as { $kept }.
problem-settings-not-saved = Cannot save the settings: { $error }
settings-damage-at = line { $line }, column { $column }: { $what }
settings-damage-time-control = an old time control cannot be read: { $error }
settings-fault-expected = { $kind ->
    [text] a text in double quotes was expected here
    [number] a number was expected here
    [boolean] true or false was expected here
    [character] a character in single quotes was expected here
    [list] a list in square brackets was expected here
    [map] a map in curly brackets was expected here
    [group] an opening parenthesis was expected here
    [option] Some(…) or None was expected here
    [name] a name was expected here
   *[unit] () was expected here
}
settings-fault-expected-mark = «{ $mark }» was expected here
settings-fault-end-of-file = the file ends before the settings do
settings-fault-unexpected-char = the character «{ $char }» does not belong here
settings-fault-trailing = there is more text after the end of the settings
settings-fault-unknown-field = there is no setting called «{ $name }» here
settings-fault-unknown-variant = «{ $name }» is not one of the values this setting takes
settings-fault-missing-field = the setting «{ $name }» is missing
settings-fault-duplicate-field = the setting «{ $name }» is given twice
settings-fault-invalid-value = this setting cannot take the value written here
settings-fault-number-out-of-range = the number is too large or too small for this setting
settings-fault-bad-number = the number is written wrong
settings-fault-not-text = bytes that are not text (UTF-8) begin here
settings-fault-syntax = the text here does not follow the file's format (RON)
problem-journal-not-archived = Cannot keep the last game's journal in { $dir }: { $error }
problem-cannot-resume = The unfinished game cannot be resumed: { $error }
problem-game-open-elsewhere = A game is open in another Escaque window on this data folder: that window keeps it, and this one plays a game of its own.
problem-journal-unreadable = The journal of the last game cannot be read ({ $error }). It is kept as it is, and filed with the games when a new game starts.
problem-journal-write = Cannot write to the journal { $path } ({ $error }): the clocks are stopped and nothing is played until it can be written again (free some space, then start the clocks). Nothing recorded is lost.
session-journal-write = cannot write the journal { $path }: { $error }
session-journal-read = the journal { $path } cannot be read: { $error }
session-untimed = this game keeps no clock, and Escaque plays only with one
session-open-elsewhere = this game is open in another Escaque window on this data folder: only that window may write it (close it there, or set Escaque to another data folder)

## An unfinished game found on start

resume-heading = An unfinished game was found
resume-summary = { $white } against { $black }, { $moves ->
    [one] one move played.
   *[other] { $moves } moves played.
}
player-with-colour = { $name } ({ $side ->
    [white] White
   *[black] Black
})
resume-note = It resumes exactly as it was at its last event, with the clocks stopped.
resume-unclean = Escaque was not closed as it should be (a crash, a kill or a power cut): the restart will be written in the game's journal with the date and time.
resume-adjourned = It is adjourned: the sealed move is in its envelope, and the game goes on from the envelope's screen ({ $article }).
resume-adjourn-called = The arbiter called the adjournment: the player on move is still to seal their move ({ $article }).
resume-damaged = Its journal is damaged from { $problem }. The game resumes from its last whole event before that; the original file is kept beside it (current.journal.damaged).
resume-button = Resume the game
resume-discard = Set up a new game (the old one is kept in the games folder)
resume-unsigned-heading = A finished game was not signed
resume-unsigned-note = It ended: { $ending }. Its scoresheet was not signed (8.7) before Escaque stopped.
resume-sign = Sign its scoresheet
resume-set-aside = Set it aside unsigned (it is kept in the games folder)

## The setup screen

language-label = Language
notation-figurines = Figurines (♘f3)
setup-heading = New game
setup-name-hint = name
setup-swap = Swap colours
setup-draw-lots = Draw lots
setup-time-control = Time control
setup-custom = Custom
preset-fide-classical = FIDE classical (90 min/40 moves + 30 min, +30 s a move)
setup-preset-name = { $side ->
    [white] white control preset
   *[black] black control preset
}
setup-control-hint = PGN TimeControl: 40/5400+30:1800+30, 300+3; d = delay, b = Bronstein (300d5)
setup-time-odds = Different time for Black (time odds)
setup-black-control = Black's time control
setup-rules = Rules
setup-laws-edition = Laws of Chess:
setup-touch-move = Touch-move (Articles 4.3 to 4.5)
setup-press-label = The clock is pressed:
setup-press-by-player = by each player
setup-press-auto = automatically with the move
setup-draw-offers = Draw offers (Article 9.1.1):
setup-offers-allowed = allowed
setup-offers-from = from move
setup-offers-never = never
setup-arbiter = An arbiter is present
setup-quickplay = Quickplay finish (Guidelines III) in force
setup-start-position = Start position
setup-start-normal = normal
setup-start-fen = from a FEN
setup-start-chess960 = Chess960
setup-chess960-number = Position number (0 to 959; empty: drawn at random)
setup-start = Start the game
setup-keys = Clock keys: { $white } for White, { $black } for Black.
setup-key-white = White's key
setup-key-black = Black's key
setup-error-control = { $side ->
    [white] White's time control “{ $text }”: { $error }
   *[black] Black's time control “{ $text }”: { $error }
}
setup-error-chess960 = Chess960 positions are numbered 0 to 959, not { $number }
setup-error-fen-unreadable = the FEN “{ $fen }” cannot be read: { $detail }
setup-error-fen-illegal = the FEN “{ $fen }” is not a legal position: { $detail }
fen-part-nothing = there is nothing to read
fen-part-board = its first field, the pieces, must be eight ranks of eight squares separated by /, from the eighth rank down (the letters KQRBNP for White, kqrbnp for Black, a digit for empty squares)
fen-part-turn = its second field, the side to move, must be w (White) or b (Black)
fen-part-castling = its third field, the castling rights, must be - or letters among KQkq (the rooks' files in Chess960)
fen-part-en-passant = its fourth field, the en passant square, must be - or a square like e3
fen-part-halfmove-clock = its fifth field, the moves since the last capture or pawn move, must be a whole number
fen-part-move-number = its sixth field, the move number, must be a whole number
fen-part-extra = it has more than the six fields of a FEN
position-fault-empty-board = there is no piece on the board
position-fault-missing-king = { $side ->
    [white] White has no king
   *[black] Black has no king
}
position-fault-too-many-kings = { $side ->
    [white] White has more than one king
   *[black] Black has more than one king
}
position-fault-pawns-on-back-rank = a pawn stands on the first or the eighth rank
position-fault-castling-rights = a castling right is given to a king or a rook that is not on its starting square
position-fault-en-passant = the en passant square is not one a pawn has just passed over
position-fault-opposite-check = { $side ->
    [white] White is in check, though Black is on move
   *[black] Black is in check, though White is on move
}
position-fault-impossible-check = the king of the side on move is in a check no move could have given
position-fault-too-much-material = there are more pieces than the sixteen of each side and their promotions can give
position-fault-variant = it holds parts of another variant of chess (pieces in hand, checks counted)
position-fault-move-number = its move number, { $number }, is larger than { $max }, further than any game goes

## The game screen

toolbar-new-game = New game
toolbar-flip = Flip board
toolbar-hints = Move hints
toolbar-sound-none = Sound: no device
toolbar-sound-off = Sound: off
toolbar-sound-on = Sound: on
toolbar-stop-clocks = Stop the clocks (call the arbiter)
toolbar-start-clocks = Start the clocks

clock-title = { $side ->
    [white] White: { $name }
   *[black] Black: { $name }
}
clock-label = { $side ->
    [white] White's clock
   *[black] Black's clock
}
clock-flag-fallen = flag fallen
clock-moves-to-control = { $count ->
    [one] 1 move to the control
   *[other] { $count } moves to the control
}

action-offer-draw = Offer draw
action-offer-draw-name = { $side ->
    [white] White: offer draw
   *[black] Black: offer draw
}
action-accept-draw = Accept draw
action-accept-draw-name = { $side ->
    [white] White: accept draw
   *[black] Black: accept draw
}
action-decline-draw = Decline draw
action-decline-draw-name = { $side ->
    [white] White: decline draw
   *[black] Black: decline draw
}
action-claim-menu = Claim a draw
claim-threefold-now = Threefold repetition, now ({ $article })
claim-threefold-intended = Threefold, with the move I intend ({ $article })
claim-fifty-now = Fifty moves, now ({ $article })
claim-fifty-intended = Fifty moves, with the move I intend ({ $article })
action-ask-increment = Ask +5 s (III.4)
action-ask-increment-name = { $side ->
    [white] White: ask for an increment
   *[black] Black: ask for an increment
}
action-quickplay-claim = Claim a draw (III)
action-quickplay-claim-name = { $side ->
    [white] White: quickplay claim
   *[black] Black: quickplay claim
}
action-resign = Resign
action-resign-name = { $side ->
    [white] White: resign
   *[black] Black: resign
}
action-cancel-claim = Cancel the claim

scoresheet-heading = Scoresheet
move-entry-label = Move:
move-entry-hint = type it, e.g. { $example }, and press Enter

arbiter-heading = Arbiter:
arbiter-analysis = Analysis: { $ability ->
    [possible] { $who } could still checkmate
    [impossible] { $who } could never checkmate
   *[unknown] not decided whether { $who } could checkmate
}.
arbiter-uphold = Uphold the claim: draw
arbiter-not-uphold = Do not uphold it
arbiter-grant-increment = Grant +5 s a move, +2 min to the opponent (III.4)
arbiter-refuse-increment = Refuse the increment
arbiter-claim-draw = Draw (III.5.1)
arbiter-postpone = Postpone, +2 min to the opponent (III.5.2)
arbiter-postpone-without-time = Postpone, no extra time (III.5.2)
arbiter-reject = Reject, +2 min to the opponent (III.5.3)
arbiter-decide-now = Decide the claim now: draw
arbiter-dismiss = Dismiss the claim

status-to-move = { $side ->
    [white] White to move
   *[black] Black to move
}
status-waiting-arbiter = Waiting for the arbiter
status-intend = { $side ->
    [white] White: show the move you intend on the board; it is written down for the claim, not played
   *[black] Black: show the move you intend on the board; it is written down for the claim, not played
}

board-square-piece = { $square }, { $side ->
    [white] white { $piece ->
        [king] king
        [queen] queen
        [rook] rook
        [bishop] bishop
        [knight] knight
       *[pawn] pawn
    }
   *[black] black { $piece ->
        [king] king
        [queen] queen
        [rook] rook
        [bishop] bishop
        [knight] knight
       *[pawn] pawn
    }
}
piece-name = { $piece ->
    [king] King
    [queen] Queen
    [rook] Rook
    [bishop] Bishop
    [knight] Knight
   *[pawn] Pawn
}
promotion-heading = Promote to:
promotion-cancel = Cancel
promotion-final = The pawn is on the last rank and stays there ({ $article }): only its new piece is left to choose.

resign-heading = { $side ->
    [white] White resigns?
   *[black] Black resigns?
}
resign-note = Resigning ends the game ({ $article }).
resign-yes = Yes, resign
resign-no = No, play on
result-sign = Both players sign the scoresheet to confirm the result ({ $article }).
result-new-game = New game
result-look = Look at the board
result-why = { $why } ({ $article })

## Moves typed on the keyboard (Appendix C)

move-error-line = “{ $move }”: { $why }
move-error-empty = Type a move first.
move-error-unknown-letter = { $letter } is not a piece letter here; the pieces are { $letters } (king, queen, rook, bishop, knight), and pawns have no letter
move-error-pawn-letter = pawns are written without a letter: just the square, e.g. e4, or the file they capture from, e.g. exd5 (so drop the { $letter })
move-error-syntax = this is not a move in algebraic notation: a piece letter (none for a pawn), the square it comes from if needed, x for a capture, and the square it goes to
move-error-promotion-missing = the pawn reaches the last rank: add the new piece, e.g. { $options }
move-error-not-a-promotion = only a pawn reaching the last rank is promoted
move-error-bad-promotion = { $piece ->
    [king] a pawn cannot become a king
   *[other] a pawn cannot stay a pawn on the last rank
}
move-error-no-piece = { $piece ->
    [king] you have no king
    [queen] you have no queen
    [rook] you have no rook
    [bishop] you have no bishop
    [knight] you have no knight
   *[pawn] you have no pawn
}
move-error-no-piece-on-file = you have no such piece on the { $file }-file
move-error-no-piece-on-rank = you have no such piece on rank { $rank }
move-error-no-piece-on-square = you have no such piece on { $square }
move-error-own-piece = one of your own pieces stands on { $square }
move-error-cannot-reach = { $piece ->
    [king] your king cannot go to { $square }
    [queen] no queen of yours can go to { $square }
    [rook] no rook of yours can go to { $square }
    [bishop] no bishop of yours can go to { $square }
    [knight] no knight of yours can go to { $square }
   *[pawn] no pawn of yours can go to { $square }
}
move-error-nothing-to-capture = it is written as a capture, but there is nothing to capture on { $square }
move-error-not-en-passant = it is marked { $mark }, but it is not an en passant capture
move-error-still-in-check = your king is in check, and this move does not get it out of check
move-error-exposes-king = { $piece ->
    [king] the king would be in check there
   *[other] illegal: it would leave your king in check
}
move-error-castle-with-zeros = the king moves two squares only by castling: write { $castle }
move-error-castling = { $bar ->
    [no-right] { $castle } is not possible: the king or that rook has already moved ({ $article })
    [in-check] { $castle } is not possible: the king is in check ({ $article })
    [blocked] { $castle } is not possible: there are pieces between the king and the rook ({ $article })
   *[attacked] { $castle } is not possible: the king would cross or land on an attacked square ({ $article })
}
move-error-ambiguous = ambiguous: the pieces on { $from } can all go to { $square }; write { $options }

## The headless commands (escaque adjudicate, escaque replay)

cli-note = note: { $text }
cli-cannot-read-stdin = cannot read standard input: { $error }
cli-cannot-read-file = cannot read { $path }: { $error }
cli-journal-torn = note: the journal's last line was cut short (the app stopped while writing it); it is left out
cli-replay-refused = note: the event on line { $line } was refused, as it was in play: { $why }
cli-window-failed = escaque: the window could not open: { $error }
cli-headless-hint = The headless commands work without a display: escaque --help

pgn-at-line = line { $line }: { $error }
pgn-at-move = move { $move } { $token }: { $problem }
pgn-no-game = the text holds no game
pgn-unreadable = the PGN cannot be read: { $detail }
pgn-tag-not-closed = a tag is not closed with ]
pgn-tag-too-long = the tag { $tag } is { $length } characters long; it may hold at most { $limit }
pgn-more-than-one-game = the text holds more than one game; give one game at a time
pgn-tag-among-moves = a tag stands in the middle of the moves
pgn-variation-not-opened = a ) closes a variation that was never opened
pgn-comment-not-opened = a {"}"} closes a comment that was never opened
pgn-variation-not-closed = a variation opened with ( is never closed; the file may be truncated
pgn-comment-not-closed = a comment opened with {"{"} is never closed; the file may be truncated
pgn-after-result = “{ $token }” stands after the result marker
pgn-no-result-before-any-move = the game stops before any move without a result marker (1-0, 0-1, 1/2-1/2 or *): the file seems truncated
pgn-no-result = the game stops after move { $move } { $token } without a result marker (1-0, 0-1, 1/2-1/2 or *): the file seems truncated
pgn-null-move = a null move has no place in a game
pgn-not-a-move = this is not a move in algebraic notation
pgn-moves-unread = the main line has { $tokens ->
    [one] 1 move
   *[other] { $tokens } moves
} but { $read ->
    [0] none could be read
    [one] only 1 could be read
   *[other] only { $read } could be read
}
pgn-variant = the Variant tag “{ $variant }” is not chess as the FIDE Laws define it
pgn-chess960-needs-fen = a Chess960 game needs a FEN tag with its start position
pgn-fen-unreadable = the FEN tag “{ $fen }” cannot be read: { $detail }
pgn-fen-illegal = the FEN tag “{ $fen }” is not a legal position: { $detail }
pgn-ambiguous = ambiguous: more than one piece can make this move
pgn-illegal = illegal in this position
pgn-illegal-or-ambiguous = illegal or ambiguous in this position
pgn-intended-not-san = the intended move "{ $text }" is not a move in algebraic notation
pgn-no-time-control = --clocks needs a TimeControl tag with the game's time control
pgn-time-control-tag = tag { $tag }: { $error }
pgn-emt-unreadable = in [%emt]: “{ $text }” is not a time in h:mm:ss form
pgn-clk-unreadable = in [%clk]: “{ $text }” is not a time in h:mm:ss form
pgn-written-otherwise = the move is { $san }, but it is written otherwise
pgn-signature = the { $tag } tag cannot be read ({ $detail })
pgn-strokes-not-base64 = the signature strokes are not base64: { $error }
pgn-strokes-cut = the signature strokes end in the middle of a stroke
pgn-result-disagrees = the Result tag says { $tag } but the moves end with { $marker }
pgn-escape-line = an escape line (%), which a scoresheet never writes
pgn-rest-of-line-comment = a ; comment, which a scoresheet never writes
pgn-variation = a variation, which a scoresheet never writes
pgn-annotation = an annotation “{ $token }”, which a scoresheet never writes
pgn-comment-outside-moves = a comment before the first move or after the result, which a scoresheet never writes
pgn-tag-line-otherwise = a tag line that is not exactly one [Name "value"]
pgn-line-break-otherwise = a blank line, a line of spaces or a line break where the record has none: other readers stop there
pgn-duplicate-tag = the { $tag } tag is written more than once
pgn-missing-tag = the { $tag } tag is missing
pgn-tag-written-otherwise = the { $tag } tag is not written as the scoresheet writes it
pgn-comments-written-otherwise = the comments beside this move are not the ones the scoresheet writes

remark-moves-after-end = the game had ended ({ $ending }) before { $move } { $token }; the moves from there on do not count
remark-not-counted = { $what ->
    [claim] { $side ->
        [white] White's draw claim does not count: { $refusal }
       *[black] Black's draw claim does not count: { $refusal }
    }
    [resignation] { $side ->
        [white] White's resignation does not count: { $refusal }
       *[black] Black's resignation does not count: { $refusal }
    }
   *[flag] { $side ->
        [white] White's flag fall does not count: { $refusal }
       *[black] Black's flag fall does not count: { $refusal }
    }
}
remark-result-disagrees = the PGN gives the result { $written }; under the Laws it is { $ours }
remark-time-given = { $side ->
    [white] { $move } { $token }: its clock shows more time than White could have had; White was given { $given } during it (lichess's +15 s), added to the clock
   *[black] { $move } { $token }: its clock shows more time than Black could have had; Black was given { $given } during it (lichess's +15 s), added to the clock
}
remark-flag-fell-during-move = { $move } { $token } took { $used } with { $left } left: the flag fell during the move
remark-illegal-unclaimed = { $fate ->
    [stands] { $move } { $token } was an illegal move: { $what }; the opponent moved on without claiming it, so it stands ({ $article })
    [findable] { $move } { $token } was an illegal move: { $what }; no one claimed it, and it can still be found during the game ({ $article })
   *[claimable] { $move } { $token } was an illegal move: { $what }; no one has claimed it yet: the opponent may do so before moving ({ $article })
}

## Signing and printing the scoresheet (Article 8.7)

sign-open = Sign the scoresheet
sign-heading = Sign the scoresheet
sign-event = Event
sign-site = Site
sign-date = Date
sign-round = Round
sign-board = Board
sign-name = Name
sign-pad = { $side ->
    [white] White's signature
   *[black] Black's signature
}
sign-clear = Clear
sign-confirm = { $side ->
    [white] White signs
   *[black] Black signs
}
sign-signed-at = signed at { $time }
sign-checking = Checking the final position before sealing…
sign-seal = Seal and save
sign-saved = Sealed and saved as { $path }
sign-save-pgn = Save PGN…
sign-save-pdf = Save PDF (A4)…
sign-save-pdf-letter = Save PDF (Letter)…
sign-print = Print
sign-printed = Sent to the printer: { $answer }
sign-print-opened = No printer service: the sheet is open in the viewer
sign-problem = Not done: { $error }
sign-close = Close
pdf-title = Scoresheet
pdf-event = Event
pdf-site = Site
pdf-date = Date
pdf-round = Round
pdf-board = Board
pdf-white = White
pdf-black = Black
pdf-time-control = Time control
pdf-result = Result
pdf-signature = Signature
pdf-signed = signed
pdf-final-position = Final position
pdf-scan = Scan for the moves (PGN)
pdf-page = page
pdf-annulled = annulled
pdf-arbiter = Arbiter
sheet-before-first-move = before the first move: { $what }

## Keeping the record: the scoresheet saved, and why sealing, keeping, saving or printing it was not done (src/i18n/record.rs)

record-saved-as = Saved as { $path }
record-saved-without-dialog = No file dialog is available on this desktop: saved in { $path }
record-key-unreadable = Cannot read the seal key { $path }: { $error }
record-key-damaged = The seal key { $path } is damaged: it does not hold a key. Nothing can be sealed until it is moved away (a new key is then made).
record-no-randomness = The system gives no randomness to make a seal key: { $error }
record-cannot-create-folder = Cannot create the folder { $path }: { $error }
record-cannot-write = Cannot write { $path }: { $error }
record-disk-full = The disk is full: { $path } was not written (what was there before is unchanged).
record-cannot-move = Cannot move { $from } to { $to }: { $error }
record-print-failed = Cannot print { $path }: { $error }
record-print-and-view-failed = Cannot print { $path }: no printing service ({ $error }) and no viewer ({ $viewer })
record-os-permission-denied = permission denied
record-os-not-found = it does not exist
record-os-read-only = the disk is read-only
record-os-not-a-folder = a file stands where a folder should be
record-os-is-a-folder = it is a folder
record-os-disk-full = the disk is full

## The game at the table and its journal (issue 10: one vocabulary)

refusal-clock-kept-here = this game's clock is kept here: a flag falls when it shows zero, not on report
refusal-no-clock = no clock is kept in this game
refusal-not-recorded = the journal cannot be written (is the disk full?): the clocks are stopped and nothing is played until it can be; nothing recorded is lost
cli-output-failed = cannot write the answer: { $error }
journal-error-line = line { $line }: { $problem }
journal-unreadable = cannot read { $path }: { $error }
journal-empty = the journal is empty
journal-not-a-journal = "{ $text }" is not an Escaque journal
journal-bad-setting = "{ $value }" is not a valid value for { $key }
journal-unknown-setting = "{ $key }" is not a setting
journal-controls-missing = the time controls are missing
journal-setup-unreadable = the setup cannot be read: { $detail }
journal-no-start = the journal ends before its "start" line
journal-out-of-order = this event comes before the one above it
journal-not-utf8 = the line is not UTF-8 text: a byte of it was changed
journal-no-checksum = the line has lost its checksum: it was changed
journal-checksum-mismatch = the line does not match its checksum: a byte of it was changed
journal-event-wrong = "{ $found }" is not { $expected ->
    [time] a time in milliseconds
    [action] an action
    [side] white or black
    [square] a square
    [move] a move in UCI form
    [number] a whole number
    [claim] threefold or fifty-moves
    [proof] a proof (dead N, cannot-mate SIDE, undecided SIDE)
    [ruling] a ruling
    [adjustment] a clock adjustment
    [time-control] a time control
    [reason-part] part of a reason
    [arbiter-act] an arbiter's act
   *[time-and-action] an event with a time and an action
}
journal-event-missing = { $expected ->
    [time] the time is missing
    [action] the action is missing
    [side] white or black is missing
    [square] a square is missing
    [move] a move is missing
    [number] a number is missing
    [claim] threefold or fifty-moves is missing
    [proof] the proof is missing
    [ruling] the ruling is missing
    [adjustment] the clock adjustment is missing
    [time-control] the time control is missing
    [reason-part] part of the reason is missing
    [arbiter-act] the arbiter's act is missing
   *[time-and-action] an event needs a time and an action
}

## A seal key that cannot be used: the record kept unsealed, and a new key (issue 11, item 8)

seal-not-sealed = Not sealed
seal-kept-unsealed = The signed record is kept unsealed as { $path }. It can be saved and printed, but without a seal no one can check that it was not changed. A new seal key seals it; the old key is kept aside, not deleted.
seal-new-key = Make a new seal key and seal
seal-new-key-made = A new seal key was made and the record is sealed with it. The old key is kept as { $path }.
seal-key-usable-again = The seal key can be used again: the record is sealed with it.

## The arbiter's table (Articles 4.2.2, 6.7.1, 7, 11.3.2.2, 11.7, 11.8, 12.9; Appendix A.5)

ending-absent = { $loser ->
    [white] White was not at the board when the waiting time ran out
   *[black] Black was not at the board when the waiting time ran out
}
ending-device = { $loser ->
    [white] White had an electronic device in the playing venue
   *[black] Black had an electronic device in the playing venue
}
ending-persistent-refusal = { $loser ->
    [white] White persistently refused to comply with the Laws
   *[black] Black persistently refused to comply with the Laws
}
ending-score-penalty = the score was changed by the arbiter as a penalty
ending-declared-lost = { $loser ->
    [white] the arbiter declared the game lost by White
   *[black] the arbiter declared the game lost by Black
}
ending-both-lose = both players persistently refused to comply with the Laws: both lose
ending-illegal-move = { $loser ->
    [white] White completed an illegal move that loses
   *[black] Black completed an illegal move that loses
}
ending-illegal-move-vs-unwinnable = an illegal move that would lose, but the opponent could never checkmate: a draw
ending-illegal-position = an illegal position was still on the board after the next move: a draw
ending-annulled = the game is annulled and is to be played again
ending-line-no-article = { $result }: { $why }
ending-abandoned = the players stopped the game with no result: it is recorded as abandoned
action-abandon-unstarted = Discard: no move made
action-abort = Abort the game…
abort-title = Abort this game?
abort-body = Both players agree to stop here. The game ends with no result and is recorded as abandoned; its moves stay on the scoresheet.
abort-agree = { $side ->
    [white] White agrees to stop the game
   *[black] Black agrees to stop the game
}
abort-confirm = Abort the game
abort-cancel = Keep playing

illegal-not-how-it-moves = the piece cannot move that way ({ $article })
illegal-jumps = the piece jumped over another ({ $article })
illegal-en-passant-too-late = en passant is allowed only at once ({ $article })
illegal-castling-right-lost = castling with a king or rook that has moved ({ $article })
illegal-castling-prevented = castling out of, through or into check, or past a piece ({ $article })
illegal-king-left-in-check = the king was left in check ({ $article })
illegal-promotion-not-completed = a pawn on the last rank with no new piece ({ $article })
illegal-press-without-move = the clock was pressed with no move made ({ $article })
illegal-two-hands = the move was made with both hands ({ $article })
illegal-from-illegal-position = the move was made from an illegal position ({ $article })
illegal-claimed-by = { $side ->
    [white] claimed by White
   *[black] claimed by Black
}
illegal-found-by-arbiter = found by the arbiter
illegal-reinstated = the position before it is reinstated ({ $article })
illegal-pawn-becomes-queen = the pawn becomes a queen ({ $article })
illegal-loses = it loses ({ $article })

notice-illegal-move = { $side ->
    [white] Illegal move by White { $move }: { $what }; { $who }; { $follows }
   *[black] Illegal move by Black { $move }: { $what }; { $who }; { $follows }
}
notice-pressed-without-move = { $side ->
    [white] White pressed the clock without a move
   *[black] Black pressed the clock without a move
}
notice-taken-back = Taken back: { $moves } ({ $article })
notice-warned = { $side ->
    [white] The arbiter warns White ({ $article })
   *[black] The arbiter warns Black ({ $article })
}
notice-touch-released = The touched pieces are released: the contact was accidental ({ $article })

adjustment-remove-time = { $side ->
    [white] -{ $time } from White
   *[black] -{ $time } from Black
}
adjustment-run-for = { $side ->
    [white] White's time runs
   *[black] Black's time runs
}

ground-absent = { $side ->
    [white] White absent when the waiting time ran out ({ $article })
   *[black] Black absent when the waiting time ran out ({ $article })
}
ground-device = { $side ->
    [white] White had a device ({ $article })
   *[black] Black had a device ({ $article })
}
ground-persistent-refusal = { $side ->
    [white] White persistently refuses to comply ({ $article })
   *[black] Black persistently refuses to comply ({ $article })
}
ground-both-refuse = both persistently refuse to comply ({ $article })
ground-more-points = { $side ->
    [white] penalty on White: more points for Black ({ $article })
   *[black] penalty on Black: more points for White ({ $article })
}
ground-fewer-points = { $side ->
    [white] penalty on White: fewer points for White ({ $article })
   *[black] penalty on Black: fewer points for Black ({ $article })
}
ground-declared-lost = { $side ->
    [white] penalty on White: the game declared lost ({ $article })
   *[black] penalty on Black: the game declared lost ({ $article })
}

act-warn = { $side ->
    [white] warning to White ({ $article })
   *[black] warning to Black ({ $article })
}
act-end = { $score }: { $ground }
act-annul = game annulled ({ $article })
act-take-back = { $plies ->
    [one] one move taken back ({ $article })
   *[other] { $plies } moves taken back ({ $article })
}
act-release-touch = touched pieces released ({ $article })
act-find-illegal = illegal move found by the arbiter ({ $article })
act-two-hands = { $side ->
    [white] White moved with both hands ({ $article })
   *[black] Black moved with both hands ({ $article })
}

not-a-move-no-own-piece = { $move }: there is no piece of the player on move there
not-a-move-own-piece-there = { $move }: a piece of the same colour stands there ({ $article })
not-a-move-no-promotion-here = { $move }: a new piece only for a pawn reaching the last rank
not-a-move-square-taken = { $move }: the king or the rook would land on a square where a piece stands
not-a-move-not-on-the-board = { $move } moves no piece
refusal-idle-press-waits = { $side ->
    [white] White pressed the clock without a move: that is dealt with first ({ $article })
   *[black] Black pressed the clock without a move: that is dealt with first ({ $article })
}
arbiter-score-does-not-fit = the score { $score } does not fit that decision ({ $article })
arbiter-no-score-yet = the game has no score to change yet ({ $article })
arbiter-already-over = the game is already over: only its score can change ({ $article })
arbiter-too-late-to-annul = ten moves or more were made: the game goes on ({ $article })
arbiter-nothing-to-take-back = { $asked ->
    [one] 1 move
   *[other] { $asked } moves
} to take back, but { $made ->
    [0] none were made
    [one] only 1 was made
   *[other] only { $made } were made
} ({ $article })
arbiter-nothing-touched = no piece is touched ({ $article })
arbiter-no-illegal-move = there is no illegal move to deal with, or it stands because the opponent has moved ({ $article })
arbiter-only-on-claim = in this game the arbiter rules on an illegal move only when it is claimed ({ $article })
arbiter-no-move-to-judge = that player's last move is not the last completed move ({ $article })

## The arbiter's PIN (issue 12, item 1): setting it, and a stored hash that cannot be read

pin-error-too-short = The PIN must have at least { $min } { $min ->
    [one] character
   *[other] characters
}
pin-error-too-long = The PIN can have at most { $max } { $max ->
    [one] character
   *[other] characters
}
pin-error-bad-character = The PIN cannot contain { $character }: no spaces or control characters
pin-error-hashing = The PIN could not be stored ({ $error })
pin-error-malformed = the stored PIN is not a valid hash (an Argon2 PHC string)

## The arbiter's panel and the wooden board in the window (issue 12)

toolbar-arbiter = Arbiter's panel ({ $key })
action-claim-illegal = Illegal move!
action-claim-illegal-name = { $side ->
    [white] White: illegal move!
   *[black] Black: illegal move!
}
promotion-nothing = Leave the pawn without a new piece
setup-wooden-board = Players check their own moves (wooden board, Article 7.5)
setup-supervised = Adequate supervision (Appendices A.4, B.2)
setup-pin-heading = Arbiter's PIN
setup-pin-is-set = A PIN is set: the arbiter's panel opens only with it.
setup-pin-current = Current PIN:
setup-pin-new = New PIN:
setup-pin-set = Set the PIN
setup-pin-wrong = The current PIN is wrong: the PIN was not changed.
setup-pin-done = The PIN is set. Only its hash is kept.

arbiter-pin-heading = Arbiter's panel
arbiter-pin-label = PIN:
arbiter-pin-open = Open the panel
arbiter-pin-cancel = Cancel
arbiter-pin-wrong = Wrong PIN: the panel stays closed.
arbiter-confirm-heading = The arbiter decides
arbiter-confirm-note = No PIN is set: confirm that the arbiter decides this.
arbiter-confirm-yes = Confirm
arbiter-confirm-no = Do not do it
arbiter-panel-heading = The arbiter
arbiter-panel-close = Close the panel
arbiter-remark-label = Remark for the record (optional):
arbiter-offender-label = Player:
arbiter-offender = { $side ->
    [white] White at fault
   *[black] Black at fault
}
arbiter-section-penalties = Penalties
arbiter-warn = { $side ->
    [white] Warn White ({ $article })
   *[black] Warn Black ({ $article })
}
arbiter-minutes-label = Minutes:
arbiter-more-time = { $side ->
    [white] +{ $minutes } min to White ({ $article })
   *[black] +{ $minutes } min to Black ({ $article })
}
arbiter-less-time = { $side ->
    [white] -{ $minutes } min from White ({ $article })
   *[black] -{ $minutes } min from Black ({ $article })
}
arbiter-section-corrections = Corrections
arbiter-plies-label = Moves to take back (White's and Black's each count as one):
arbiter-set-clocks = Set the clocks instead of keeping them
arbiter-time-of = { $side ->
    [white] White's time:
   *[black] Black's time:
}
arbiter-take-back = Take back ({ $article })
arbiter-release-touch = Release the touched pieces ({ $article })
arbiter-find-illegal = Illegal move found ({ $article })
arbiter-two-hands = { $side ->
    [white] White moved with both hands ({ $article })
   *[black] Black moved with both hands ({ $article })
}
arbiter-annul-wrong-position = Annul: wrong initial position ({ $article })
arbiter-annul-colours-reversed = Annul: colours reversed ({ $article })
arbiter-section-clock = Clock ({ $article })
arbiter-clock-of = { $side ->
    [white] Correct White's clock
   *[black] Correct Black's clock
}
arbiter-clock-time-label = Time:
arbiter-clock-set-time = Set the time
arbiter-clock-moves-label = Moves completed:
arbiter-clock-set-moves = Set the move counter
arbiter-clock-control-label = Control:
arbiter-clock-set-control = Set the control
arbiter-time-unreadable = “{ $text }” is not a time: write it as h:mm:ss
arbiter-section-decision = Decision
arbiter-ground-label = Ground:
arbiter-score-label = Score:
arbiter-end-game = End the game
arbiter-change-score = Change the score
arbiter-log-heading = The arbiter's record
arbiter-log-claim = an illegal move claimed
arbiter-log-remark = Remark: { $remark }

# PGN import as forgiving as club tools (issue 14): several games, [%clk] for --clocks
pgn-several-games = the file holds more than one game ({ $count } games); choose one with --game N:{ $list }
pgn-game-listed = { $number }. { $white } – { $black }
pgn-game-listed-round = { $number }. { $white } – { $black } (round { $round })
pgn-game-zero = games are counted from 1: the file's first game is --game 1
pgn-no-such-game = { $count ->
    [one] there is no game { $number }: the file holds only one game
   *[other] there is no game { $number }: the file holds { $count } games
}
pgn-no-emt-or-clk = no [%emt] or [%clk] comment says how long this move took
pgn-clk-impossible = its [%clk] { $after } is more than the clock had before the move ({ $before }) with what the time control adds for it ({ $added }): no time used gives it
## The organiser's sheet (issue 14): the control in words, the start, the reason, the arbiter

control-words-moves-in = { $moves } moves in { $time }
control-words-then = { $first }, then { $next }
control-words-increment = { $control } + { $bonus } per move
control-words-increment-from = { $control }, + { $bonus } per move from move { $from }
control-words-delay = { $control }, delay { $bonus }
control-words-delay-from = { $control }, delay { $bonus } from move { $from }
control-words-bronstein = { $control }, Bronstein bonus { $bonus }
control-words-bronstein-from = { $control }, Bronstein bonus { $bonus } from move { $from }
control-words-odds = { $white } for White; { $black } for Black
sheet-start-position = Start position
sheet-chess960 = Chess960 no. { $number }
sheet-reason = Reason
sheet-arbiter-name = Arbiter
sheet-arbiter-signature = Arbiter's signature
## The game window at a club table: face to face, the banner, full screen, the delay (issue 14)
banner-draw-offer = { $side ->
    [white] White offers a draw ({ $article }).
   *[black] Black offers a draw ({ $article }).
} { $opponent ->
    [white] White: accept or decline?
   *[black] Black: accept or decline?
}
action-claim-menu-name = { $side ->
    [white] White: claim a draw
   *[black] Black: claim a draw
}
clock-delay-running = delay { $seconds } s
toolbar-turn-far-pieces = Turn the far player's pieces
toolbar-fullscreen = Full screen ({ $key })
clock-key-name = { $side ->
    [white] White's clock key: { $key }
   *[black] Black's clock key: { $key }
}
clock-bronstein-running = { $seconds } s back at the press (Bronstein)
## Time-control editor and the event's details (issue 14)

setup-control-text = { $side ->
    [white] White's time control
   *[black] Black's time control
}
setup-control-text-hint = Minutes, then the bonus in seconds: 90+30 (90 min + 30 s a move), 90/40+30+30 (90 min for 40 moves, then 30 min, 30 s a move from move 1), 15+10, 5+3. “d” gives a delay and “b” a Bronstein bonus: 5d3. Units may be written: 90 min + 30 s, 1h30, 2:30. The PGN tag, in seconds, goes after the word PGN: PGN 5400+30.
setup-control-text-example = e.g. 90+30, 90/40+30+30, PGN 5400+30
control-text-pgn-hint = In seconds, as a PGN tag? Write PGN before it: PGN { $text }
setup-period-header = Period
setup-moves-header = Moves
setup-minutes-header = Minutes
setup-seconds-header = Seconds
setup-bonus-header = Bonus per move
setup-bonus-seconds-header = Bonus (s)
setup-rest-of-game = rest of the game
setup-period-field = { $side ->
    [white] White, period { $period }: { $field }
   *[black] Black, period { $period }: { $field }
}
setup-remove-period = { $side ->
    [white] Remove White's period { $period }
   *[black] Remove Black's period { $period }
}
setup-add-period = + Add a period
setup-add-period-of = { $side ->
    [white] Add a period to White's control
   *[black] Add a period to Black's control
}
bonus-kind-none = none
bonus-kind-fischer = Fischer increment
bonus-kind-delay = simple delay
bonus-kind-bronstein = Bronstein bonus
preset-delay = { $minutes } min, delay of { $seconds } s
preset-bronstein = { $minutes } min, Bronstein bonus of { $seconds } s
control-text-error-unexpected = “{ $character }” has no place in a time control
control-text-error-not-time = period { $period }: “{ $text }” is not a time in minutes (or m:ss)
control-text-error-not-bonus = “{ $text }” is not a bonus in seconds
control-text-error-after-bonus = “{ $text }” comes after the bonus, which must come last
control-text-error-too-long = “{ $text }” is more than the clock can hold
control-text-error-bare-minutes = period { $period }: { $minutes } minutes, without a unit, looks like a control in seconds, which is written with PGN before it; if minutes are meant, write { $minutes } min
control-text-error-period-too-long = period { $period }: { $minutes } minutes is more than 10 hours; a control in seconds is written with PGN before it (PGN 5400+30)
control-text-error-pgn = PGN tag: { $error }
setup-error-periods = { $side ->
    [white] White's time control: { $error }
   *[black] Black's time control: { $error }
}
setup-details = Event and players
setup-event = Event
setup-site = Site
setup-round = Round
setup-arbiter-name = Arbiter
setup-rating = Rating
setup-title = Title
setup-federation = Federation
setup-no-title = no title
setup-rating-of = { $side ->
    [white] White's rating
   *[black] Black's rating
}
setup-title-of = { $side ->
    [white] White's title
   *[black] Black's title
}
setup-federation-of = { $side ->
    [white] White's federation
   *[black] Black's federation
}
setup-error-rating = { $side ->
    [white] White's rating “{ $text }” must be a whole number from 0 to { $max }
   *[black] Black's rating “{ $text }” must be a whole number from 0 to { $max }
}
setup-error-title = { $side ->
    [white] White's title “{ $text }” is not one of { $titles }
   *[black] Black's title “{ $text }” is not one of { $titles }
}
setup-error-federation = { $side ->
    [white] White's federation “{ $text }” must be three capital letters, as FIDE writes it (ESP, POR)
   *[black] Black's federation “{ $text }” must be three capital letters, as FIDE writes it (ESP, POR)
}

## The app at home in the desktop (issue 15): where files are kept, the screen kept awake
## during a game, the low-battery sign on the clocks.
places-moved = Moved { $from } to { $to }, where the settings are kept now.
places-kept-both = Left { $from } where it is: { $to } is already there, and is the one read.
problem-not-moved = Could not move { $old } to { $to } ({ $error }); it stays where it was, and nothing in it is lost.
awake-reason = A chess game is in progress and its clock is running.
awake-unavailable = The screen cannot be kept awake during the game ({ $error }); the game goes on. Turn off the screen saver and suspend by hand if they might interrupt it.
clock-battery-low = Low battery: { $percent } %

## Spoken announcements (issue 16, Appendix D): the text a screen reader or a speech engine
## says aloud for a blind player. Files carry the phonetic names of Appendix D.2.1, ranks are
## said as numbers, pieces by the language's own words. Source of the file names: the FIDE
## Laws in English (Anna, Bella, Cesar, David, Eva, Felix, Gustav, Hector). A move is said
## piece, from, to: "Knight Gustav 1 to Felix 3"; a capture with "takes"; then the promotion
## and the check or mate, each after a comma. See docs/speech.md.
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
    [king] king
    [queen] queen
    [rook] rook
    [bishop] bishop
    [knight] knight
   *[pawn] pawn
}
speech-move = { $name } { $from } to { $to }
speech-capture = { $name } { $from } takes { $to }
speech-en-passant = { $name } { $from } takes { $to } en passant
speech-castle = { $wing ->
    [kingside] castles short
   *[queenside] castles long
}
speech-promotion = promotes to { $name }
speech-check = check
speech-checkmate = checkmate
speech-hours = { $count ->
    [one] { $count } hour
   *[other] { $count } hours
}
speech-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
speech-seconds = { $count ->
    [one] { $count } second
   *[other] { $count } seconds
}
speech-and = { $first } and { $last }
speech-clock = { $side ->
    [white] White
   *[black] Black
}: { $time }; { $moves ->
    [one] { $moves } move made
   *[other] { $moves } moves made
}
speech-low-time = { $side ->
    [white] White
   *[black] Black
}, low on time: { $time }
speech-flag = { $side ->
    [white] White's flag has fallen
   *[black] Black's flag has fallen
}
# The board's cursor moved with the keys: a piece picked up, or put back (Escape).
speech-picked-up = Picked up from { $square }
speech-put-back = Put back on { $square }

## The voice (issue 16, Appendix D): each player's switch for the spoken announcements, the key
## that says the clocks (D.2.6.1), and the line shown once when no speech service answers
## (speech-dispatcher or espeak-ng). See docs/speech.md.
speech-heading = Spoken announcements (Appendix D)
speech-menu = Speech
speech-for-player = { $side ->
    [white] Speech for White
   *[black] Speech for Black
}
speech-language-for = { $side ->
    [white] Language of White's speech
   *[black] Language of Black's speech
}
speech-language-window = Window's language ({ $language })
speech-say-clocks = Say the clocks ({ $key })
speech-hint = Moves, the clocks on request and the time warnings are said aloud, in each player's language (the window's, unless another is chosen). { $key } says both clocks.
speech-unavailable = Speech is unavailable: no speech service answered (speech-dispatcher or espeak-ng). The game goes on in silence.
# The end of the game, said aloud: who wins (or a draw), then why.
speech-game-over = { $result ->
    [white] White wins
    [black] Black wins
    [draw] Draw
   *[other] The game is over
}: { $why }
## Adjourned games (issue 17, Guidelines I): the adjournment called, the sealed move written on a
## covered board, the envelope and its file, the resumption on any laptop. See docs/adjourned.md.

ending-sealed-move = { $loser ->
    [white] White's sealed move was ambiguous, unreadable or illegal: White loses
   *[black] Black's sealed move was ambiguous, unreadable or illegal: Black loses
}
ending-sealed-move-vs-unwinnable = the sealed move would lose, but the opponent could never checkmate: a draw
adjourn-journal-bad = "{ $found }" is not a step of an adjournment (session-ends-in and a time; a side, a language, the sealed move and the resumption in base64)
adjourn-refusal-adjourned = the game is adjourned: nothing is played until the envelope is opened ({ $article })
adjourn-refusal-not-called = the arbiter has not called an adjournment: there is no move to seal ({ $article })
adjourn-refusal-already-called = the game is already being adjourned ({ $article })
adjourn-refusal-not-sealed = no move has been sealed: there is no envelope to open ({ $article })
adjourn-refusal-empty = write the sealed move before sealing the envelope ({ $article })
adjourn-refusal-not-on-move = only the player on move seals a move ({ $article })
adjourn-sealing-title = { $side ->
    [white] Adjournment: White seals the move ({ $article })
   *[black] Adjournment: Black seals the move ({ $article })
}
adjourn-sealing-help = { $side ->
    [white] The board is covered. White writes the next move here without playing it; Black looks away. White's clock runs until the envelope is sealed, and the move can be changed until then.
   *[black] The board is covered. Black writes the next move here without playing it; White looks away. Black's clock runs until the envelope is sealed, and the move can be changed until then.
}
adjourn-sealed-move = Sealed move
adjourn-sealed-move-hint = in your notation, e.g. Nf3
adjourn-resumption = Resumption: date, time and place ({ $article })
adjourn-seal = Seal the envelope
adjourn-envelope-title = Adjourned game: the envelope ({ $article })
adjourn-white = White
adjourn-black = Black
adjourn-position = Position before the sealed move
adjourn-white-time = White's time left
adjourn-white-time-used = White's time used
adjourn-black-time = Black's time left
adjourn-black-time-used = Black's time used
adjourn-sealed-by = Sealed by
adjourn-side = { $side ->
    [white] White
   *[black] Black
}
adjourn-move-number = Number of the sealed move
adjourn-draw-offer = Draw offer
adjourn-offer-by = { $side ->
    [white] White's offer stands
   *[black] Black's offer stands
}
adjourn-no-offer = none
adjourn-resumption-label = Resumption
adjourn-move-hidden = The sealed move is in the envelope and on no screen. The arbiter opens the envelope when the player who answers it is present ({ $article }).
adjourn-seal-key = Seal key
adjourn-seal-key-note = The key this envelope is sealed with: compare it with the one noted at the adjournment. The seal shows that the envelope was not changed since that key sealed it; only the same key shows that it is the same envelope.
adjourn-save-as = Save the envelope…
adjourn-open = Open the envelope ({ $article })
adjourn-lost = The envelope is lost ({ $article })
adjourn-new-game = New game
adjourn-start-line = An adjourned game to resume?
adjourn-resume-button = Open an envelope…
adjourn-envelope-failed = the envelope could not be made: { $error }
adjourn-kept = Envelope kept as { $path }
adjourn-saved = Envelope saved as { $path }
adjourn-error-unreadable = the file cannot be read: { $detail }
adjourn-error-not-envelope = the file is not an Escaque envelope ({ $detail })
adjourn-error-altered = the envelope was changed after it was sealed: its seal does not match
adjourn-error-journal = the game in the envelope cannot be replayed: { $error }
adjourn-error-not-adjourned = the envelope holds no adjourned game
adjourn-error-details-differ = what the envelope says differs from the game inside it
adjourn-problem = The adjourned game in { $path } cannot be resumed: { $error }
adjourn-panel-section = Adjournment
adjourn-call = Adjourn the game: the player on move seals a move ({ $article })
adjourn-panel-nothing = nothing to do here now
adjourn-confirm-call = The game is adjourned: the player on move writes a sealed move ({ $article })
adjourn-confirm-open = The envelope is opened, the player who answers the sealed move being present ({ $article })
adjourn-confirm-lost = The envelope is lost: the player who sealed makes the move they sealed on the board ({ $article })
adjourn-no-dialog = No file dialog can be shown on this desktop: start Escaque with --resume FILE to open an envelope
adjourn-session-left = Minutes left in the session ({ $article })
adjourn-confirm-call-early = The game is adjourned; the session ends in { $minutes } min, and a player who seals earlier uses that time ({ $article })
adjourn-envelope-waits = The envelope { $path } is not opened: resume the unfinished game or set it aside first, then open the envelope from the start screen
## The live PGN and the organiser's view (issue 17: src/ui/live_ui.rs, src/ui/follow.rs)
live-on = Write the game live to a folder, as PGN, for a broadcast or the organiser's view
live-folder = Folder
live-folder-hint = a folder shared with the broadcast
live-choose = Choose…
live-board = Board
live-no-dialog = No folder dialog can be shown on this desktop: type the folder's path.
live-file-note = Rewritten after every move: { $path }
live-no-folder = Choose the folder the live game goes to; until then nothing is written.
problem-live-not-written = Live game not written: { $error }. The game goes on; the file is tried again within seconds and after each move.
follow-heading = The boards of the room
follow-path-hint = a folder or a PGN file
follow-add = Follow
follow-pick-folder = Folder…
follow-pick-files = Files…
follow-no-dialog = No file dialog can be shown on this desktop: type the path and press Follow.
follow-source-unreadable = { $path } cannot be read: { $error }
follow-remove = Stop following
follow-empty = No boards yet: add the folder the boards write their live games to.
follow-board = Board { $board }
follow-round = round { $round }
follow-in-play = in play
follow-last-move = Last move: { $move }
follow-no-moves = No moves yet
follow-clock-of = { $side ->
    [white] White's clock
   *[black] Black's clock
} after their last move
follow-file-unreadable = Last read failed ({ $error }): showing the last good state.
follow-file-not-a-game = Last read was not a whole game ({ $error }): showing the last good state.
follow-file-gone = The file is gone: showing the last state read.
follow-not-answering = The folders have not answered for { $seconds } s: the boards show what was last read.
live-serve = Also serve it read-only over HTTP
live-port = HTTP port
live-serve-network = to the other machines of the network too
live-serve-any-host = this machine's address
live-serve-note = Relay tools read it at { $url }
problem-live-not-served = The live game cannot be served on port { $port }: { $error }. Choose another port on the setup screen; the game goes on.
## Keyboard play and the screen reader (issue 16): the board's cursor, the names a screen
## reader gives the squares, clocks and moves, and the keys listed in the Keyboard menu.
board-name = Chessboard
board-square-empty = { $square }, empty
board-state-picked-up = picked up
board-state-touched = touched
board-state-last-move = last move
board-state-check = king in check
board-state-hint = the piece picked up can go here
board-keys-help = Arrow keys move the cursor; Enter or Space picks up a piece and puts it down; Escape puts it back
clock-state-running = running
clock-state-stopped = stopped
scoresheet-move-name = { $number }. { $side ->
    [white] White
   *[black] Black
}: { $san }
keys-menu = Keyboard
keys-tab = Tab: the board, then the move field, the scoresheet and every button in turn; Shift+Tab goes back
keys-arrows = Arrow keys, on the board: move the cursor (Up is away from the player at the bottom edge)
keys-enter = { $space ->
    [yes] Enter or Space
   *[no] Enter
}, on the board: pick up the piece under the cursor, then put it down where the cursor is
keys-escape = Escape, on the board: put the piece back (under touch-move it stays touched, { $article })
keys-typed = In the move field: type the move, e.g. { $example }, and press Enter
keys-clock = { $key }: { $side ->
    [white] White presses the clock
   *[black] Black presses the clock
}
keys-buttons = { $space ->
    [yes] Enter or Space
   *[no] Enter
}, on a button or a clock: press it
keys-arbiter = { $key }: the arbiter's panel
keys-fullscreen = { $key }: full screen
keys-speech = { $key }: say both clocks aloud, time and moves made (D.2.6.1)
keys-contrast = { $key }: high contrast on or off
dialog-result = Result: { $result }
sign-pad-keys = Enter or Space: sign with a cross
# Seeing less well (issue 16): high contrast and the size of the clocks and coordinates
view-menu = View
view-high-contrast = High contrast ({ $key })
view-size = Clocks and coordinates
view-size-normal = Normal size
view-size-large = Large
view-size-largest = Largest
## Series (issue 17): a match or a club evening, game after game
series-setup = A series: a match or a club evening
series-name = Name
series-site = Site
series-date = Date
series-rounds = Rounds
series-board = Board
series-kind-match = Match: the same two players, colours alternating
series-kind-evening = Club evening: the players may change each round
series-start = Start the series
series-past = Past series
series-needs-names = A series needs the names of both players, and two different names.
series-bad-date = The date is written year.month.day, like 2026.11.23: “{ $date }” is not a date so written.
series-unnamed = Series
series-details = { $kind ->
    [match] Match
   *[evening] Club evening
}, { $date }, board { $board }
series-games = Games
series-no-games = No game played yet.
series-game-line = Round { $round }: { $white } – { $black }, { $result }{ $sealed ->
    [yes] {" "}(signed and sealed)
   *[no] {""}
}
series-no-result = no result (played again)
series-standings = Standings ({ $article })
series-final-standings = Final standings ({ $article })
series-standing-line = { $player }: { $points }
series-match-score = { $first } { $a } – { $b } { $second }
series-standing-games = { $games ->
    [one] one game
   *[other] { $games } games
}
series-round-of = Next: round { $round } of { $rounds }
series-next = { $white } has White, { $black } has Black
series-after-game = The series' standings
series-continue-note = The game of { $name }, round { $round }, was set aside before its first move: put the setup right above, then go on with the series.
series-continue = Continue the series
series-next-game = Next game
series-end-now = End the series now
series-finished = The series is over.
series-adjourned-to-finish = No round is left to start. Adjourned, still to be finished: round { $rounds }. The series is over once it is finished: open the envelope from the start screen.
series-save-pgn = Save the series' PGN…
series-leave = Leave the series
series-back = Back
series-open = Open
series-list-heading = Past series
series-list-empty = No series has been played here yet.
series-list-line = { $name }, { $date }: { $played } of { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
} played; { $standings }
series-unreadable = Cannot read { $path }: { $error }
series-damaged = { $path } is damaged and cannot be read ({ $error }); it is left as it is.
series-too-many-points = A game cannot give { $score }: no game gives more than one point ({ $article }).
series-not-kept = The game was not kept with the series: { $error }
series-pending = Round { $round } ({ $white } – { $black }, { $result }) is not kept with the series yet: its record could not be written. It waits here until it is: put right what is said below, then try again. No round starts before it is kept.
series-retry = Try again
series-kept-now = Round { $round } is now kept with the series.
## Adjournment after review (issue 17: src/ui/adjourn_ui.rs, src/laws/adjourn.rs)
adjourn-refusal-not-completed = the move on the board is not completed yet: its player presses the clock first (Article 6.2.1), and then the opponent, whose clock runs, seals ({ $article })
adjourn-refusal-already-opened = the envelope is already open: the arbiter rules on the sealed move ({ $article })
adjourn-refusal-cannot-establish = the arbiter may settle what a sealed move means only where it is ambiguous or cannot be read, and only as a legal move it can mean ({ $article })
adjourn-complete-first = { $side ->
    [white] White has moved and not pressed the clock. White presses it to complete the move (Article 6.2.1); then Black, whose clock runs, writes the sealed move ({ $article }).
   *[black] Black has moved and not pressed the clock. Black presses it to complete the move (Article 6.2.1); then White, whose clock runs, writes the sealed move ({ $article }).
}
adjourn-press-to-complete = { $side ->
    [white] Press White's clock
   *[black] Press Black's clock
}
adjourn-opened-title = The envelope is opened ({ $article })
adjourn-opened-written = { $side ->
    [white] White's sealed move { $number }, written in { $language ->
        [gl] Galician
        [es] Spanish
        [pt] Portuguese
        [ca] Catalan
       *[en] English
    } notation:
   *[black] Black's sealed move { $number }, written in { $language ->
        [gl] Galician
        [es] Spanish
        [pt] Portuguese
        [ca] Catalan
       *[en] English
    } notation:
}
adjourn-reads-legal = It reads as { $move }: the move is played and the opponent's clock starts ({ $article }).
adjourn-reads-ambiguous = It fits more than one move: { $moves } ({ $article }).
adjourn-reads-unreadable = Its meaning cannot be established as a move ({ $article }).
adjourn-reads-illegal = It is not a legal move in this position ({ $article }).
adjourn-loses = { $side ->
    [white] Ruling: White loses.
   *[black] Ruling: Black loses.
}
adjourn-loses-draw = Ruling: a draw, since the opponent could never checkmate ({ $article }).
adjourn-play-sealed = Play the sealed move ({ $article })
adjourn-confirm-ruling = Confirm the ruling ({ $article })
adjourn-establish-as = The arbiter reads it as { $move } ({ $article })
adjourn-establish-label = The move the arbiter reads in it
adjourn-establish-play = Play this move ({ $article })
adjourn-establish-bad = "{ $text }" is not a legal move here: write it in your notation, e.g. { $example }

## Series and live file after review
follow-adjourned = adjourned
follow-start-button = Follow boards…
follow-start-hint = The organiser's view: choose the folder the boards write their live games to
series-adjourned = adjourned (to be finished)

## The notes of the record, beside the moves and in the arbiter's record (src/i18n/notes.rs)
note-improper-offer = { $side ->
    [white] White's draw offer was made at an improper time ({ $offer }, { $article })
   *[black] Black's draw offer was made at an improper time ({ $offer }, { $article })
}
note-claim = { $side ->
    [white] White claims { $claim }: { $verdict }
   *[black] Black claims { $claim }: { $verdict }
}
note-claim-threefold = threefold repetition ({ $article })
note-claim-fifty = fifty moves ({ $article })
note-claim-intended = { $claim } with { $move }
note-claim-correct = correct, drawn ({ $article })
note-claim-wrong = not correct ({ $article })
note-undecided = { $side ->
    [white] the analysis could not decide whether White could still checkmate: the result stands
   *[black] the analysis could not decide whether Black could still checkmate: the result stands
}
note-played-after-end = played after the game had ended ({ $article })

## PGN as clubs and servers write it (issue 29)
pgn-coordinate-move = this move is written by its squares (from and to), as engines write them, not in algebraic notation: write the piece and its square, Nf3 for g1f3
pgn-tag-glued-to-moves = a tag and moves stand on one line: each tag goes on a line of its own, before the moves
pgn-no-usable-clock = every [%clk] in the game shows { $clk }, which no clock of this time control shows move after move: the file carries no usable clock; adjudicate it without --clocks
illegal-king-captured = the opponent's king was taken off the board ({ $article })

## Issue 25, the window rebuilt

# The toolbar button that changes the seating names what it does, not the seating now.
toolbar-seat-face-to-face = Seat the players face to face
toolbar-seat-side-by-side = Seat the players side by side

# Closing the window during a game in play.
close-heading = Close Escaque during the game?
close-body = The game is kept move by move: it is offered when Escaque opens again, with the clocks stopped where they were.
close-yes = Close
close-no = Keep playing

## Issue 25, item 9
control-error-bonus-over-max = { $kind ->
    [increment] period { $period }: an increment of { $bonus } s a move is more than { $max } minutes, surely a slip: a bonus is counted in seconds (FIDE's are 60 s at most); write each time with its unit, as in 15 min + 10 s
    [delay] period { $period }: a delay of { $bonus } s a move is more than { $max } minutes, surely a slip: a bonus is counted in seconds (FIDE's are 60 s at most); write each time with its unit, as in 15 min + 10 s
    [bronstein] period { $period }: a Bronstein bonus of { $bonus } s a move is more than { $max } minutes, surely a slip: a bonus is counted in seconds (FIDE's are 60 s at most); write each time with its unit, as in 15 min + 10 s
   *[none] period { $period }: a bonus of { $bonus } s a move is more than { $max } minutes, surely a slip: a bonus is counted in seconds (FIDE's are 60 s at most); write each time with its unit, as in 15 min + 10 s
}
result-title-abandoned = Game stopped, no result
result-title-annulled = Game annulled, to be played again

## Issue 25, items 6-8, 10
status-ready = { $side ->
    [white] Ready, no clock running yet: Black starts White's clock by pressing their own (key { $key }), or the arbiter starts the clocks
   *[black] Ready, no clock running yet: White starts Black's clock by pressing their own (key { $key }), or the arbiter starts the clocks
}
status-press = { $side ->
    [white] White has moved and must press their clock (key { $key }) to complete the move ({ $article })
   *[black] Black has moved and must press their clock (key { $key }) to complete the move ({ $article })
}
status-paused = The clocks are stopped: the arbiter starts them again ({ $article })
status-arbiter-stopped = The arbiter has stopped the clocks ({ $article }); they run again when the panel is closed
status-adjourned = The game is adjourned: the sealed move is in its envelope ({ $article })
status-sealing = { $side ->
    [white] Adjournment: White writes the sealed move ({ $article })
   *[black] Adjournment: Black writes the sealed move ({ $article })
}
clock-state-ready = ready
clock-ready-start = { $side ->
    [white] press to start White's clock
   *[black] press to start Black's clock
}
clock-control-passed = time control passed: +{ $minutes } min
clock-control-passed-time = time control passed: +{ $time }
speech-control-passed = { $side ->
    [white] White has reached the time control: { $minutes ->
        [one] one more minute
       *[other] { $minutes } more minutes
    }
   *[black] Black has reached the time control: { $minutes ->
        [one] one more minute
       *[other] { $minutes } more minutes
    }
}
speech-control-passed-time = { $side ->
    [white] White has reached the time control: { $time } more
   *[black] Black has reached the time control: { $time } more
}

# Issue 27: with a screen reader running, what the app's own voice still says (the speech settings).
speech-with-reader = A screen reader is running: this voice says only the opponent's moves, the time warnings and the clocks when asked; the screen reader says the rest.
# Issue 28: the seal's key, verify, the arbiter's acts, bounds on input
cli-verify-not-a-key = { $key } names no seal key: give the key's fingerprint (16 hexadecimal digits, as on the setup screen and the printed sheet) or its public key
cli-verify-other-key = the record was sealed with the key { $found }, not with the required key { $required }: whoever holds another key can seal a changed record, so it is not the record that key sealed
setup-seal-fingerprint = Seal key: { $fingerprint }
pdf-seal-fingerprint = Sealed with the key { $fingerprint }
record-key-changed = The seal key { $path } has changed since it was made: it was made as the key { $expected } and now holds the key { $found }. Nothing is sealed with it, so that no record is sealed with a key that is not this installation's. Move it away to make a new key (its fingerprint will then be new), or put the original file back.
pgn-read-otherwise = other PGN readers do not read this game as it was sealed: there is text before its tags, or no blank line between it and another game, so they would show its tags as moves or join it to another game
arbiter-bar-panel = Time, results and the record are changed in the arbiter's panel
arbiter-pin-for-restart = Restarting the clocks is the arbiter's decision (Article 6.11.3): the PIN restarts them.
arbiter-pin-for-ruling = This ruling is the arbiter's: the PIN carries it out.
setup-pin-unprotected = No PIN protects the arbiter's panel: anyone can change a clock or a result.
setup-text-too-long = { $field ->
    [white] White's name
    [black] Black's name
    [white-title] White's title
    [black-title] Black's title
    [white-federation] White's federation
    [black-federation] Black's federation
    [event] the event's name
    [site] the site
    [round] the round
    [arbiter] the arbiter's name
    [fen] the start position (FEN)
   *[series] the series' id
} is { $length } characters long; it may hold at most { $limit }
settings-damage-too-large = the file is { $megabytes } MB, far larger than any settings; it is not read
## The journal: a whole last line whose line end was changed (issue 28)
journal-line-end-changed = the line is whole, but its line end was changed or is missing: a byte was changed (a crash cuts a line before its checksum ends)

## Resuming: the time a clock ran after the journal's last entry, kept by its marks (issue 28)
resume-clock-ran = { $side ->
    [white] White's clock ran { $time } after the last entry in the journal, before the app stopped: that time is taken from White's clock when the game is resumed.
   *[black] Black's clock ran { $time } after the last entry in the journal, before the app stopped: that time is taken from Black's clock when the game is resumed.
}
## The evening (issue 30): pairings typed or made, and the organiser's files

evening-pairing-unknown-player = Player { $player } is not one of the players: they are numbered 1 to { $players }.
evening-pairing-paired-twice = Player { $player } is paired twice in the round.
evening-pairing-against-self = Player { $player } is paired against themself.
evening-pairing-board-twice = Board { $board } has two games.
evening-pairing-bye-on-board = Player { $player }'s bye is given board { $board }: a bye takes no board (0).
evening-pairing-game-on-board-zero = The game { $white }–{ $black } is on board 0: boards are numbered from 1.
evening-pairing-unpaired = Player { $player } is neither paired nor given a bye.
evening-berger-players = The Berger tables are for { $min } to { $max } players, not { $players }.
evening-round-problem = Round { $round }: { $problem }
evening-round-out-of-order = Round { $round } cannot be paired yet: the next round to pair is { $next }.
evening-round-has-results = Round { $round } already has results: its pairings cannot change.
evening-no-round = Round { $round } has not been paired.
evening-no-board = Round { $round } has no game on board { $board }.
evening-trf-field = { $field ->
    [start] starting number
    [sex] sex
    [title] title
    [name] name
    [rating] FIDE rating
    [federation] federation
    [fide-id] FIDE ID
    [birth] birth date
    [points] points
    [rank] place
    [opponent] opponent
    [colour] colour
    [result] result
   *[round-date] round date
}
evening-trf-too-wide-tournament = The tournament, { $field }: “{ $value }” does not fit the TRF's { $width } columns.
evening-trf-too-wide-player = Player { $player }, { $field }: “{ $value }” does not fit the TRF's { $width } columns.

## The screen, as a screen reader names it with the window (issue 27)

screen-game = Game: { $white } against { $black }

## The seating, chosen before the game too (issue 25, item 5)

view-seating = Where the players sit
view-seating-side-by-side = Side by side
view-seating-face-to-face = Face to face

## h30files

evening-crosstable-title = Crosstable
evening-col-rank = Place
evening-col-number = No.
evening-col-name = Name
evening-col-rating = Rating
evening-col-points = Points
evening-col-round = R{ $round }
evening-white-initial = w
evening-black-initial = b
evening-bye = bye
evening-tb-de = DE
evening-tb-sb = SB
evening-tb-wins = WIN
evening-tb-bh = BH
evening-tb-bh-c1 = BH-C1
evening-tb-de-name = direct encounter
evening-tb-sb-name = Sonneborn-Berger
evening-tb-wins-name = number of wins
evening-tb-bh-name = Buchholz
evening-tb-bh-c1-name = Buchholz without its least value (cut 1)
evening-legend-tie-break = { $code }: { $name }
evening-legend-cell = In a cell: the opponent's number, the colour ({ $white } White, { $black } Black) and the points.
evening-legend-marks = { $hand } result entered by the arbiter by hand · { $unverified } record not verified, not counted · { $pending } no result yet
evening-line-arbiter = Arbiter: { $arbiter }
evening-pairings-round = Round { $round }
evening-pairings-board = Board { $board }: { $white } – { $black }: { $result }
evening-pairings-bye = Bye: { $player }
evening-result-pending = pending
evening-result-by-hand = { $score } (entered by hand)
evening-result-unverified = not verified: { $reason }
evening-record-part = { $part ->
    [tags] the tags
    [moves] the moves
    [clocks] the clocks
    [result] the result
    *[signatures] the signatures
}
evening-unverified-not-registered = no laptop is registered for this board
evening-unverified-unsealed = the record is not sealed
evening-unverified-altered = the record was changed after it was sealed
evening-unverified-altered-parts = the record was changed after it was sealed ({ $parts })
evening-unverified-other-key = sealed with the key { $found }, not with the board's registered key { $registered }
evening-unverified-not-one-record = the file does not hold exactly one record
evening-unverified-unreadable = the file cannot be read: { $error }
evening-unverified-registration = the laptop's registration for this board cannot be used, so no key to check the seal against: { $error }
evening-unverified-other-game = its { $tag } tag says “{ $found }”, the pairing “{ $expected }”
evening-unverified-no-result = the record has no result
evening-board-zero = Boards are numbered from 1.
evening-board-not-a-key = “{ $text }” names no seal key: give the key's fingerprint or its public key.
evening-board-taken = Board { $board } is registered to another laptop (key { $registered }); this laptop's key is { $offered }. The organiser can remove that registration to give the board to this laptop.
evening-board-time-control = The evening's time control “{ $text }” is not one a clock can run.
evening-store-unreadable = Cannot read { $path }: { $error }
evening-store-damaged = { $path } is damaged or was not written by Escaque: { $error }
cli-evening-written = written: { $path }
cli-evening-trf-failed = the TRF cannot be written: { $error }

## A board of a club's evening, on the board's laptop (issue 30)
evening-board-join-button = Play a board of an evening…
evening-board-join-hint = This laptop plays one board of a club's evening: each round's game is set up from the pairings, and its record goes to the evening's folder
evening-board-join-title = Play a board of an evening
evening-board-join-intro = Give the evening's shared folder (the one the organiser made) and the number of the board this laptop plays. The laptop is registered there by its seal key, so the organiser can trust the records it seals.
evening-board-folder = The evening's folder
evening-board-choose = Choose…
evening-board-no-dialog = No folder dialog can be shown on this desktop: type the folder's path.
evening-board-number = This laptop's board
evening-board-join = Join
evening-board-cancel = Cancel
evening-board-bad-number = The board is a number from 1, not “{ $text }”.
evening-board-joined = { $evening }: round { $round }, board { $board }. { $white } (White) – { $black } (Black).
evening-board-all-played = { $evening }: every game of board { $board } paired so far has its record or its result.
evening-board-leave = Leave the evening
evening-board-sent = The record is in the evening's folder: { $path }
evening-board-not-sent = The record could not be put in the evening's folder: { $error }. It is kept on this laptop.
## h30live

follow-round-shown = Showing round { $round }
setup-error-live-name = { $side ->
    [white] the game is written live for a broadcast, which needs both players' names: type White's name (two letters or more, not “unknown”)
   *[black] the game is written live for a broadcast, which needs both players' names: type Black's name (two letters or more, not “unknown”)
}
live-needs-names = A broadcast shows only games with both players' names: with the live file on, the game does not start without them.

## A damaged file of a series or an evening, said without the RON reader's words (issue 28)
file-fault-end-of-file = the file ends before its contents do
file-fault-trailing = there is more text after the end of the file's contents
file-fault-unknown-field = there is no field called «{ $name }» here
file-fault-unknown-variant = «{ $name }» is not one of the values this field takes
file-fault-missing-field = the field «{ $name }» is missing
file-fault-duplicate-field = the field «{ $name }» is given twice
file-fault-invalid-value = this field cannot take the value written here
file-fault-number-out-of-range = the number is too large or too small for this field
evening-damage-round-numbered = round { $place } of the file is numbered { $number }: rounds are numbered 1, 2, 3…
evening-damage-result-not-paired = round { $round }: a result is given for a game that is not paired (player { $white } against player { $black })
evening-damage-other-board = the file names board { $board }, not the board of its name
## h30ui
## A club's evening across boards on the organiser's screens (issue 30)

evening-screen-start-button = Club evening…
evening-screen-start-hint = A club's evening across boards: its players, the pairings of each round and the crosstable, kept in a folder the boards' laptops share.
evening-screen-heading = Club evening
evening-screen-page-folder = Folder
evening-screen-page-details = Details and players
evening-screen-page-pairings = Pairings
evening-screen-page-crosstable = Crosstable
evening-screen-leave = Back to the setup screen
evening-screen-folder-note = The evening is kept in a folder every board's laptop can reach (a network share or a synced folder). Open a folder with an evening in it, or an empty one to set up a new evening.
evening-screen-folder = Folder:
evening-screen-folder-hint = the shared folder's path
evening-screen-choose = Choose…
evening-screen-open = Open
evening-screen-no-dialog = This desktop cannot show a folder dialog: type the folder's path.
evening-screen-folder-is = folder { $folder }
evening-screen-arbiter-is = arbiter: { $name }
evening-screen-new = No evening is kept in { $folder } yet: fill in its details and players, then save.
evening-screen-saved = Kept in { $folder }.
evening-screen-save-first = Save the evening's details and players first.
evening-screen-name = Name
evening-screen-site = Site
evening-screen-start = First day
evening-screen-end = Last day
evening-screen-arbiter = Chief arbiter
evening-screen-federation = Federation
evening-screen-control = Time control
evening-screen-control-none = Not given
evening-screen-system = Pairing system
evening-screen-round-robin = Round robin
evening-screen-swiss = Swiss
evening-screen-rounds = Rounds
evening-screen-save = Save the evening
evening-screen-add-player = Add a player
evening-screen-remove-player = Remove the last player
evening-screen-players-fixed = The rounds are paired: the players stay as they are.
evening-screen-number = No.
evening-screen-player-name = Player
evening-screen-rating = Rating
evening-screen-title = Title
evening-screen-player-federation = Fed.
evening-screen-fide-id = FIDE ID
evening-screen-player-field = { $field ->
    [rating] Player { $player }'s rating
    [title] Player { $player }'s title
    [federation] Player { $player }'s federation
    [fide-id] Player { $player }'s FIDE ID
   *[name] Player { $player }'s name
}
evening-screen-form-too-few = An evening needs at least two players.
evening-screen-form-no-name = Player { $player } has no name.
evening-screen-form-long-name = Player { $player }'s name is longer than the { $max } characters FIDE's report file holds.
evening-screen-form-rating = Player { $player }'s rating “{ $text }” is not a whole number from 0 to { $max }.
evening-screen-form-title = Player { $player }'s title “{ $text }” is not a FIDE title (GM, IM, FM, CM, WGM, WIM, WFM, WCM).
evening-screen-form-federation = Player { $player }'s federation “{ $text }” is not three letters.
evening-screen-form-fide-id = Player { $player }'s FIDE ID “{ $text }” is not a number of up to 11 digits.
evening-screen-form-evening-federation = The federation “{ $text }” is not three letters.
evening-screen-form-date = The date “{ $text }” is not written YYYY/MM/DD.
evening-screen-form-players-paired = The rounds are paired: players cannot be added or taken away now.
evening-screen-round = Round:
evening-screen-round-of = Round { $round } of { $rounds }
evening-screen-no-rounds = None paired yet
evening-screen-pair-berger = Pair by Berger's tables
evening-screen-type-round = Type round { $round }
evening-screen-edit-round = Edit round { $round }
evening-screen-board = Board
evening-screen-white = White
evening-screen-black = Black
evening-screen-result = Result
evening-screen-bye = bye
evening-screen-bye-note = A player with a bye plays no game that round.
evening-screen-pending = pending
evening-screen-result-verified = { $score } (sealed record)
evening-screen-result-by-hand = { $score } (entered by hand)
evening-screen-no-result = No result (pending)
evening-screen-by-hand-button = Result by hand… (board { $board })
evening-screen-by-hand-heading = Round { $round }, board { $board }: the result by hand
evening-screen-by-hand-note = For a board played without a laptop: the arbiter enters its result, marked as entered by hand.
evening-screen-by-hand-enter = Enter the result
evening-screen-pin-wrong = Wrong PIN: nothing is entered.
evening-screen-cancel = Cancel
evening-screen-editor-heading = Round { $round }, as typed
evening-screen-editor-note = A line a board: its number, White's and Black's starting numbers. For a bye, White's number alone.
evening-screen-keep-round = Keep the round
evening-screen-add-line = Add a line
evening-screen-remove-line = Remove the last line
evening-screen-line-field = Line { $line }: { $field }
evening-screen-editor-not-a-number = Line { $line }: “{ $text }” is not a number.
evening-screen-crosstable-heading = Crosstable ({ $article })
evening-screen-place = Place
evening-screen-points = Points
evening-screen-round-short = R{ $round }
evening-screen-cell-white = w
evening-screen-cell-black = b
evening-screen-cell-bye = bye { $points }
evening-screen-crosstable-marks = Each round: the opponent's number, the colour (w White, b Black) and the points. * entered by the arbiter by hand; … pending (no verified record yet).
evening-screen-tie-breaks = Tie-breaks, in order: { $list }.
evening-screen-tb-direct-short = DE
evening-screen-tb-direct = direct encounter
evening-screen-tb-sb-short = SB
evening-screen-tb-sb = Sonneborn-Berger
evening-screen-tb-wins-short = Wins
evening-screen-tb-wins = number of wins
evening-screen-tb-buchholz-short = Bh
evening-screen-tb-buchholz = Buchholz
evening-screen-tb-buchholz-cut-short = Bh-1
evening-screen-tb-buchholz-cut = Buchholz cut 1
evening-screen-opened = The evening kept in { $folder } is open.
evening-screen-reload = Read the folder again
evening-screen-date-hint = YYYY/MM/DD

## The evening's results as gathered, and its files from the window (issue 30)
evening-screen-result-unverified = not counted: { $why }
evening-files-heading = The evening's files:
evening-files-pgn = PGN of every game…
evening-files-trf-2016 = TRF (2016)…
evening-files-trf-2026 = TRF (2026)…
evening-files-pdf = Crosstable (PDF)…
evening-screen-follow = Follow the boards live…
