"""Property tests (hypothesis) and records: random legal play keeps the invariants,
hidden information stays hidden, saved games and links replay to the identical state."""

import copy
import json

from hypothesis import given, settings, strategies as st

from engine.core import Record, Rng, Session, decode_link, encode_link, record_from_json, \
    record_to_json
from engine.games import get_spec
from engine.twilight.testing import stub_events

SPEC = get_spec("twilight")
OPTION_SETS = [{}, {"tournament": True}, {"bidding": True},
               {"realign_no_defcon": True, "realign_no_loss": True, "realign_mixed": True,
                "space_decline": True}]


def random_game(options, seed, picks, limit=None):
    state = SPEC.new(options, seed)
    actions = []
    for pick in picks[:limit]:
        legal = state.legal_actions()
        if not legal:
            break
        action = legal[pick % len(legal)]
        state.apply(action)
        actions.append(action)
        assert state.check_invariants() == [], (actions, state.check_invariants())
    return state, actions


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), opt=st.integers(0, len(OPTION_SETS) - 1),
       picks=st.lists(st.integers(0, 10**6), max_size=400))
def test_random_sequences_keep_invariants_and_replay(seed, opt, picks):
    options = OPTION_SETS[opt]
    state, actions = random_game(options, seed, picks)
    record = Record("twilight", state.options, seed, actions)
    assert record_from_json(record_to_json(record))[1].digest() == state.digest()
    assert decode_link(encode_link(record))[1].digest() == state.digest()


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32), picks=st.lists(st.integers(0, 10**6), min_size=50,
                                                   max_size=300))
def test_full_deck_random_sequences_keep_invariants(seed, picks):
    """With every event stubbed (no effect) the deck is complete: dealing, reshuffles
    and era changes run as in a real game."""
    import pytest
    mp = pytest.MonkeyPatch()
    try:
        stub_events(mp)
        state, actions = random_game({}, seed, picks)
        assert len(state.hands[0]) + len(state.hands[1]) > 0 or state.is_over
    finally:
        mp.undo()


def test_complete_games_finish_and_replay():
    chooser = Rng(7)
    for seed in range(20):
        s = SPEC.new({}, seed)
        actions = []
        while not s.is_over:
            legal = s.legal_actions()
            a = legal[chooser.randbelow(len(legal))]
            s.apply(a)
            actions.append(a)
        assert s.check_invariants() == []
        rec = Record("twilight", s.options, seed, actions)
        assert decode_link(encode_link(rec))[1].digest() == s.digest()


def test_snapshot_and_view_are_json_and_clone_matches_deepcopy():
    chooser = Rng(3)
    s = SPEC.new({}, 11)
    for _ in range(60):
        if s.is_over:
            break
        json.dumps(s.snapshot())
        for seat in (0, 1, None):
            json.dumps(s.view(seat))
        c = s.clone()
        d = copy.deepcopy(s)
        assert c.digest() == d.digest() == s.digest()
        legal = s.legal_actions()
        a = legal[chooser.randbelow(len(legal))]
        c.apply(a)
        if c.digest() != s.digest():
            assert s.digest() == d.digest()                 # the clone is independent
        s.apply(a)
        assert c.digest() == s.digest()


def test_view_hides_opponent_hand_draw_order_and_secret_headline():
    s = SPEC.new({}, 5)
    for _ in range(13):
        s.apply(s.legal_actions()[0])                     # setup placements
    v = s.view(0)
    assert "deck" not in v and v["deck_size"] == len(s.deck)
    assert v["hand"] == sorted(s.hands[0])
    text = json.dumps(s.view(1))
    assert '"hand": %s' % json.dumps(sorted(s.hands[1])) in text
    if s.stack[-1]["kind"] == "headline" and s.deciding_side == 0:
        s.apply(s.legal_actions()[0])
        assert s.view(1)["headline"][0] is None
        assert s.view(0)["headline"][0] is not None


def test_session_undo_stops_at_revealed_information():
    sess = Session("twilight", {}, 1)
    sess.play(sess.state.legal_actions()[0])              # a setup placement
    assert sess.can_undo()
    sess.undo()
    for _ in range(13):
        sess.play(sess.state.legal_actions()[0])
    # choosing a secret headline reveals nothing: undoable
    assert sess.state.stack[-1]["kind"] == "headline"
    sess.play(sess.state.legal_actions()[0])
    assert sess.can_undo()
    sess.play(sess.state.legal_actions()[0])              # both chosen: revealed
    assert not sess.can_undo() or sess.state.is_over
