"""Property tests (hypothesis): any legal sequence keeps invariants and replays exactly."""

from hypothesis import given, settings, strategies as st

from engine.core import Record, decode_link, encode_link, record_from_json, record_to_json
from engine.games import get_spec


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), picks=st.lists(st.integers(0, 10**6), max_size=120))
def test_demo_random_sequences_keep_invariants_and_replay(seed, picks):
    spec = get_spec("demo")
    state = spec.new(None, seed)
    actions = []
    for pick in picks:
        legal = state.legal_actions()
        if not legal:
            break
        action = legal[pick % len(legal)]
        state.apply(action)
        actions.append(action)
        assert state.check_invariants() == []
    record = Record("demo", state.options, seed, actions)
    assert record_from_json(record_to_json(record))[1].digest() == state.digest()
    assert decode_link(encode_link(record))[1].digest() == state.digest()
