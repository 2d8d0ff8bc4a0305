"""8.1.3: the bots never lose to DEFCON suicide unless every legal move loses: at
DEFCON 2 a coup in a battleground (6.3.4), an opponent's event played for operations
that lowers DEFCON or gives the opponent operations to coup with (the card's player is
responsible), while a safe move exists."""

import pytest

from engine.bots import make_bot
from engine.core import Rng
from engine.twilight.bots.safety import plan_unsafe
from engine.twilight.testing import complete, play, pos

USSR, US = 0, 1
LEVELS = ("easy", "hard", "expert")


def _choose(state, level, seed=1):
    obs = state.observe(state.to_move)
    bot = make_bot("twilight", level)
    action = bot.choose(obs, Rng(seed))
    assert bot.failures == 0, bot.last_error
    return action


def _coup_position():
    # DEFCON 2: Africa is open to coups; Nigeria is a battleground, Zimbabwe is not.
    s = pos(turn=3, defcon=2, phasing=USSR, ar=2, hands=[[7, 12], [21, 22]],
            inf={"Nigeria": (0, 1), "Zimbabwe": (0, 1)})
    return complete(s)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_never_a_coup_in_a_battleground_at_defcon_2(level, seed):
    s = _coup_position()
    play(s, "card:7", "ops", "coup")
    assert set(s.legal_actions()) == {"coup:Nigeria", "coup:Zimbabwe"}
    assert _choose(s, level, seed) == "coup:Zimbabwe"


@pytest.mark.parametrize("level", LEVELS)
def test_no_coup_at_all_when_every_target_is_a_battleground(level):
    s = pos(turn=3, defcon=2, phasing=USSR, ar=2, hands=[[7, 12], [21, 22]],
            inf={"Nigeria": (0, 1)})
    complete(s)
    play(s, "card:7", "ops")
    assert "coup" in s.legal_actions()
    assert plan_unsafe(s, ["coup"], USSR)
    assert _choose(s, level) != "coup"


@pytest.mark.parametrize("level", LEVELS)
def test_an_opponents_defcon_event_goes_to_the_space_race(level):
    # 4 Duck and Cover (US): played by the USSR for operations its event happens and
    # lowers DEFCON to 1 with the USSR responsible; the Space Race is safe.
    s = complete(pos(turn=3, defcon=2, phasing=USSR, ar=2, hands=[[4, 12], [21, 22]]))
    play(s, "card:4")
    assert set(s.legal_actions()) >= {"ops", "space"}
    assert plan_unsafe(s, ["ops"], USSR) and not plan_unsafe(s, ["space"], USSR)
    assert _choose(s, level) == "space"


@pytest.mark.parametrize("level", LEVELS)
def test_no_card_that_hands_the_opponent_a_killing_coup(level):
    # 26 CIA Created (US) played by the USSR: the US conducts operations with it and a
    # coup in the Nigerian battleground ends the game on the USSR (8.1.3).
    s = complete(pos(turn=3, defcon=2, phasing=USSR, ar=2, hands=[[26, 12], [21, 22]],
                     inf={"Nigeria": (1, 0)}))
    assert plan_unsafe(s, ["card:26", "ops"], USSR)
    assert _choose(s, level) != "card:26"


@pytest.mark.parametrize("level", LEVELS)
def test_when_every_move_loses_a_legal_move_is_still_played(level):
    s = pos(turn=3, defcon=2, phasing=USSR, ar=2, hands=[[7, 12], [21, 22]],
            inf={"Nigeria": (0, 1)})
    complete(s)
    play(s, "card:7", "ops", "coup")
    assert s.legal_actions() == ["coup:Nigeria"]
    assert _choose(s, level) == "coup:Nigeria"


@pytest.mark.parametrize("level", LEVELS)
def test_no_risky_headline_while_the_opponent_may_lower_defcon_first(level):
    # DEFCON 3 in the headline: 26 CIA Created headlined by the USSR gives the US
    # operations of a USSR card; if the US headlines 4 Duck and Cover (DEFCON 2) first,
    # a coup in a battleground ends the game on the USSR. Duck and Cover is not seen:
    # it may be in the US hand.
    s = pos(turn=3, defcon=3, phasing=USSR, ar=1, hands=[[26, 18, 31], [21, 22, 23]])
    complete(s)
    s.deck = [c for c in s.deck if c != 4] + [4]
    s.ar, s.ar_side, s.step = 0, US, "headline"
    s.stack = []
    s.refresh()
    assert s.stack[-1]["kind"] == "headline" and "headline:26" in s.legal_actions()
    assert _choose(s, level) != "headline:26"
