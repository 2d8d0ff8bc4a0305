"""47 Junta (both, 2 ops, not starred): 2 influence in one Central or South American
country, then a free coup attempt there (6.3.5: may ignore DEFCON limits, a battleground
still degrades DEFCON; 8.2.5: no military operations) with the card's ops value (7.4.2)."""

import pytest

from engine.core import IllegalAction
from engine.twilight import cards as C
from engine.twilight.events import implemented
from engine.twilight.events.c051_brezhnev_doctrine import EFFECT as BREZHNEV
from engine.twilight.testing import US, USSR, play, pos, where

JUNTA = 47


def full(s):
    seen = set(s.deck + s.discard + s.removed + s.in_play + s.hands[0] + s.hands[1])
    s.deck = [c for era in s.eras for c in C.ERA_CARDS[era]
              if implemented(c) and c not in seen] + s.deck
    s.refresh()
    return s


def position(**kw):
    kw.setdefault("hands", [[JUNTA, 33], [19]])
    return full(pos(turn=4, defcon=3, **kw))


def test_c047_two_influence_in_one_central_or_south_american_country():
    s = position()
    play(s, "card:47", "event")
    legal = s.legal_actions()
    assert "inf:Panama" in legal and "inf:Chile" in legal and len(legal) == 20
    with pytest.raises(IllegalAction, match="47 Junta: Poland is not in Central or South"):
        s.apply("inf:Poland")
    play(s, "inf:Chile")
    assert where(s, "Chile") == (2, 0)
    assert s.deciding_side == US                  # no US influence there: no coup
    assert JUNTA in s.discard and s.check_invariants() == []


def test_c047_free_coup_no_milops_8_2_5():
    s = position(inf={"Nicaragua": (0, 1), "Poland": (0, 1)})
    play(s, "card:47", "event", "inf:Chile")
    assert s.legal_actions() == ["coup", "no_coup"]
    play(s, "coup")
    assert s.legal_actions() == ["coup:Nicaragua"]            # not Poland: the regions
    with pytest.raises(IllegalAction, match="does not allow a coup in Poland"):
        s.apply("coup:Poland")
    s.rng.force([3])
    play(s, "coup:Nicaragua")                                  # 3 + 2 - 2 = 3
    assert where(s, "Nicaragua") == (2, 0) and s.milops == [0, 0] and s.defcon == 3


def test_c047_battleground_still_degrades_defcon_6_3_5():
    s = position(inf={"Mexico": (0, 1)})
    s.rng.force([1])
    play(s, "card:47", "event", "inf:Chile", "coup", "coup:Mexico")
    assert s.defcon == 2 and where(s, "Mexico") == (0, 1)


def test_c047_at_defcon_2_a_battleground_coup_is_nuclear_war_for_the_player():
    s = full(pos(turn=4, defcon=2, hands=[[JUNTA, 33], [19]], inf={"Mexico": (0, 1)}))
    play(s, "card:47", "event", "inf:Chile", "coup", "coup:Mexico")
    assert s.over and s.winner == US and s.end_reason == "nuclear_war"


def test_c047_the_coup_is_optional():
    s = position(inf={"Nicaragua": (0, 1)})
    play(s, "card:47", "event", "inf:Chile", "no_coup")
    assert where(s, "Nicaragua") == (0, 1) and s.deciding_side == US


def test_c047_uses_the_modified_ops_value_brezhnev_7_4_2():
    s = position(inf={"Nicaragua": (0, 3)}, effects={BREZHNEV: {"until": "turn"}})
    s.rng.force([2])
    play(s, "card:47", "event", "inf:Chile", "coup", "coup:Nicaragua")   # 2 + 3 - 2 = 3
    assert where(s, "Nicaragua") == (0, 0)


def test_c047_us_headline_places_us_influence():
    s = pos(turn=4, hands=[[30, 33], [JUNTA, 19]], run=False, inf={"Cuba": (3, 0)})
    s.step = "headline"
    full(s)
    play(s, "headline:30", "headline:47", "inf:Panama", "coup")
    assert where(s, "Panama") == (0, 2) and s.legal_actions() == ["coup:Cuba"]


def test_c047_played_for_operations_no_event():
    s = position(inf={"Poland": (1, 0)})
    play(s, "card:47", "ops")
    assert s.stack[-1]["kind"] == "ops"
