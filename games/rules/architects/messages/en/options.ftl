# 7 Wonders Architects: each set-up option's title (option-<name>-title) and description
# (option-<name>): the rule, and for an open rules question both readings and which one
# is the default. Option values in quotes ("player", true) are what the API takes: keep
# them as written.

# What rules edition 2 corrected (the option rules_revision lists each edition's corrections,
# after "includes the corrections of November 2026:").
option-revision-2-corrections = Engineering is used at most once per turn and never forces a build, and a player who saw the central deck's top card with the Cat remembers it while it stays on top

# The option wonders.
option-wonders-title = Wonders
option-wonders = The Wonder of each player, in seat order (Wonder slugs such as "babylon"); empty (the default): dealt at random from the game's seed, as on Board Game Arena.

# The option first_player.
option-first-player-title = First player
option-first-player = Who starts: the first seat ("{ $is-seat-0 }", the default; the rulebook has the youngest player start, so seat them there) or a seat drawn at random ("{ $is-random }").

# The option babylon_deck.
option-babylon-deck-title = Babylon's deck
option-babylon-deck = The grey cards of Babylon's deck, which the rulebook does not list: 1 Stone and 2 Bricks ("{ $is-stone1-brick2 }", the default: what most card lists give, matching the other decks) or 2 Stones and 1 Brick ("{ $is-stone2-brick1 }", as one published table gives).

# The option rhodes_first_shield.
option-rhodes-first-shield-title = Rhodes' Shield
option-rhodes-first-shield = Which of the two feet of Rhodes' Colossus (its Stage 1 pieces) adds a Shield: the one costing 2 identical Resources ("{ $is-2s }", the default, as the Wonder's art shows) or the one costing 2 different Resources ("{ $is-2d }", as one digital version has it).

# The option economy_forces_build.
option-economy-forces-build-title = Economy and the mandatory build
option-economy-forces-build = Economy makes one of your yellow cards worth 2 Coins. A Stage you can pay only thanks to that doubled Coin must be built (on, the default, as on Board Game Arena), or you may leave it (off, as an answer on BoardGameGeek says).

# The option wonder_effects_optional.
option-wonder-effects-optional-title = Wonder effects may be declined
option-wonder-effects-optional = The rulebook does not say whether the effect of a Stage just built may be declined. False (the default): every effect is applied. True: each effect but Rhodes' Shield may be declined.

# The option halicarnassus_cards_public.
option-halicarnassus-cards-public-title = Halicarnassus' cards seen by all
option-halicarnassus-cards-public = Halicarnassus looks at the top 5 cards of a deck; the rulebook does not say who sees them. False (the default): only its owner. True: everybody.

# The option halicarnassus_reshuffle.
option-halicarnassus-reshuffle-title = Halicarnassus' reshuffle
option-halicarnassus-reshuffle = After Halicarnassus keeps one card, the others are shuffled back into the whole deck ("{ $is-whole-deck }", the default, the rulebook's words), or shuffled among themselves and put back on top ("{ $is-others-on-top }").

# The option no_cards_available.
option-no-cards-available-title = No card left to take
option-no-cards-available = The rulebook does not cover a player whose three decks (left, right and central) are all empty. "{ $is-pass }" (the default): they skip the turn, and the game ends when nobody can take a card. "{ $is-end-game }": the game ends at once.

# The option payment_choice.
option-payment-choice-title = Who chooses the payment
option-payment-choice = When several sets of cards can pay a Stage, the player chooses which cards to spend ("{ $is-player }", the default) or the server spends the fewest Coins ("{ $is-automatic }"). The rulebook does not say.

# The option new_token_usable_same_turn.
option-new-token-usable-same-turn-title = A new Progress token works at once
option-new-token-usable-same-turn = A Progress token taken this turn works for what happens later in the same turn (on, the default: the rulebook applies its effect "immediately"), or only from your next turn (off).

# The option science_without_tokens.
option-science-without-tokens-title = A science set with no Progress token left
option-science-without-tokens = You have a science set (2 identical or 3 different symbols) but no Progress token is left; the rulebook does not say what happens. "{ $is-keep-cards }" (the default): the green cards stay in front of you. "{ $is-discard-cards }": you must discard them without a token (the Progress token choice "none").

# The option extra_cards_trigger_tokens.
option-extra-cards-trigger-tokens-title = Extra cards trigger Progress tokens
option-extra-cards-trigger-tokens = A card gained from a Wonder effect or a Progress token is placed in front of you like any card taken, so it can trigger the Progress tokens that give an extra card (on, the default; each token still works once per turn), or it triggers none (off).

# The option battle_before_game_end.
option-battle-before-game-end-title = A Battle in the final turn
option-battle-before-game-end = A Battle triggered in the turn that completes a Wonder is fought before the game ends (on, the default: both happen "at the end of the turn", the Battle first), or not at all (off).

# The option battle_trigger.
option-battle-trigger-title = When a Battle is fought
option-battle-trigger = When a Battle is fought. "{ $is-last-token }" (default, the official rulebook): at the end of the turn that flips the last Conflict token to its Battle side. "{ $is-any-flip }": the Portuguese rules summary's reading, where taking a red card with horns flips that many tokens and "this triggers a Battle at the end of your turn", so a Battle follows every turn that flips one or more tokens (and all tokens then go back to Peace).

# The option military_tokens_limited.
option-military-tokens-limited-title = Limited Military Victory tokens
option-military-tokens-limited = The box holds 28 Military Victory tokens. False (default, as on Board Game Arena; the rulebook does not say what happens when they run out): the supply never runs out. True: once 28 are taken no more are won; when a Battle wins more than are left, the seat whose turn it is takes its tokens first, then the others clockwise, while the supply lasts.

# Each value's words, as a set-up form offers it (option-<name>-is-<value>, the value's
# underscores as hyphens; -is alone takes the value as $value).
option-first-player-is-seat-0 = The first seat
option-first-player-is-random = A seat drawn at random
option-babylon-deck-is-stone1-brick2 = 1 Stone and 2 Bricks
option-babylon-deck-is-stone2-brick1 = 2 Stones and 1 Brick
option-rhodes-first-shield-is-2s = The foot of 2 identical Resources
option-rhodes-first-shield-is-2d = The foot of 2 different Resources
option-halicarnassus-reshuffle-is-whole-deck = Back into the whole deck
option-halicarnassus-reshuffle-is-others-on-top = Shuffled among themselves, on top
option-no-cards-available-is-pass = The player skips the turn
option-no-cards-available-is-end-game = The game ends at once
option-payment-choice-is-player = The player chooses
option-payment-choice-is-automatic = The server spends the fewest Coins
option-science-without-tokens-is-keep-cards = Keep the green cards
option-science-without-tokens-is-discard-cards = Discard the green cards
option-battle-trigger-is-last-token = When the last Conflict token turns
option-battle-trigger-is-any-flip = Whenever horns turn a token
