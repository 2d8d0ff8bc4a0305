"""WebRTC pairing steps small enough for a link or a QR code (web/py/remote/pairing.py,
issue 34 item 2 "Live"): only the ICE credentials, the DTLS fingerprint, the role and the
candidates travel; a session description is rebuilt from them; a broken code is refused
with its reason; the STUN setting (empty by default) gives the ICE servers."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

WEB_PY = Path(__file__).resolve().parents[2] / "web" / "py"
if str(WEB_PY) not in sys.path:
    sys.path.insert(0, str(WEB_PY))

from remote import pairing  # noqa: E402
from remote.pairing import Candidate, PairingError  # noqa: E402

# An offer as headless Chromium 156 makes it with no ICE server (host addresses hidden
# behind mDNS names), and an answer with plain addresses and a server-reflexive one.
OFFER = """v=0\r
o=- 9203443315750988288 2 IN IP4 127.0.0.1\r
s=-\r
t=0 0\r
a=group:BUNDLE 0\r
a=extmap-allow-mixed\r
a=msid-semantic: WMS\r
m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r
c=IN IP4 0.0.0.0\r
a=candidate:1633307850 1 udp 2113937151 088a0839-8978-4487-86a4-77715f84c11e.local 56855 typ host generation 0 network-cost 999\r
a=candidate:2856095018 1 udp 2113942271 6c42112e-f0d7-42c5-8e7b-ae0be605510c.local 41162 typ host generation 0 network-cost 999\r
a=ice-ufrag:XliW\r
a=ice-pwd:5NaZRxZWuRjtFXkttRSjmtzw\r
a=ice-options:trickle\r
a=fingerprint:sha-256 1D:09:30:52:43:22:7F:F7:24:96:5E:8E:60:BD:66:7D:8F:58:FE:51:0B:FC:F8:BD:3D:1C:7B:29:83:28:B7:BA\r
a=setup:actpass\r
a=mid:0\r
a=sctp-port:5000\r
a=max-message-size:262144\r
"""
ANSWER = """v=0\r
o=- 5234358124999476924 2 IN IP4 127.0.0.1\r
s=-\r
t=0 0\r
a=group:BUNDLE 0\r
m=application 34827 UDP/DTLS/SCTP webrtc-datachannel\r
c=IN IP4 192.0.2.2\r
a=candidate:3453045251 1 udp 2113937151 192.0.2.2 34827 typ host generation 0 network-cost 999\r
a=candidate:112692195 1 udp 2113942271 fd00::2 48651 typ host generation 0 network-cost 999\r
a=candidate:3891461145 1 tcp 1518214911 127.0.0.1 9 typ host tcptype active generation 0\r
a=candidate:842163049 1 udp 1677729535 198.51.100.7 61234 typ srflx raddr 0.0.0.0 rport 0 generation 0\r
a=candidate:3453045251 1 udp 2113937151 192.0.2.2 34827 typ host generation 0 network-cost 999\r
a=ice-ufrag:/kUO\r
a=ice-pwd:n/o6eFKRXF6OxXAIEkWTcrAD\r
a=fingerprint:sha-256 05:05:21:C9:FB:AA:D9:6C:2E:BD:86:87:D9:45:29:E6:A0:A6:D3:22:4B:40:6B:54:AE:D1:FD:F7:7B:0A:51:2E\r
a=setup:active\r
a=mid:0\r
a=sctp-port:5000\r
"""


def test_an_offer_keeps_only_what_matters():
    d = pairing.parse_sdp(OFFER, "offer")
    assert (d.kind, d.ufrag, d.pwd, d.setup) == ("offer", "XliW", "5NaZRxZWuRjtFXkttRSjmtzw", "actpass")
    assert d.fingerprint.hex().upper().startswith("1D093052")
    assert d.candidates == (
        Candidate("host", "088a0839-8978-4487-86a4-77715f84c11e.local", 56855),
        Candidate("host", "6c42112e-f0d7-42c5-8e7b-ae0be605510c.local", 41162))


def test_an_answer_keeps_udp_candidates_once_each():
    d = pairing.parse_sdp(ANSWER, "answer")
    assert d.setup == "active"
    assert d.candidates == (Candidate("host", "192.0.2.2", 34827),
                            Candidate("host", "fd00::2", 48651),
                            Candidate("srflx", "198.51.100.7", 61234))


@pytest.mark.parametrize("sdp,kind", [(OFFER, "offer"), (ANSWER, "answer")])
def test_the_token_round_trips_and_is_small(sdp, kind):
    d = pairing.parse_sdp(sdp, kind)
    text = pairing.fragment(d)
    assert text.startswith("pair=")
    assert len(text) < 200, f"{len(text)} characters for a pairing step"
    assert len(sdp) > 3 * len(text)
    assert pairing.from_fragment("https://x.example/app/#" + text) == d
    assert pairing.from_fragment(text) == d
    assert pairing.decode(text[5:]) == d
    assert all(c.isalnum() or c in "-_" for c in text[5:]), "base64url: safe in a link and a code"


@pytest.mark.parametrize("sdp,kind", [(OFFER, "offer"), (ANSWER, "answer")])
def test_the_rebuilt_description_holds_the_same_fields(sdp, kind):
    d = pairing.parse_sdp(sdp, kind)
    rebuilt = pairing.to_sdp(d)
    assert pairing.parse_sdp(rebuilt, kind) == d
    assert "m=application 9 UDP/DTLS/SCTP webrtc-datachannel" in rebuilt
    assert "a=sctp-port:5000" in rebuilt and rebuilt.endswith("\r\n")
    priorities = [int(line.split()[3]) for line in rebuilt.splitlines()
                  if line.startswith("a=candidate")]
    assert priorities == sorted(priorities, reverse=True) or kind == "answer"


def test_other_host_names_travel_too():
    d = pairing.parse_sdp(OFFER, "offer")
    d = pairing.Description(d.kind, d.ufrag, d.pwd, d.fingerprint, d.setup,
                            (Candidate("relay", "turn.example.org", 3478),))
    assert pairing.decode(pairing.encode(d)) == d


def test_no_page_holds_no_pairing_step():
    assert pairing.from_fragment("https://x.example/#m=abc&lang=it") is None


@pytest.mark.parametrize("token,reason,kind", [
    ("!!!", "not base64url", "damaged"),
    ("EQ", "cut short", "damaged"),
    ("IA", "version 2", "version"),
    ("Hw", "unknown kind", "damaged"),
])
def test_a_broken_code_is_refused_with_its_reason(token, reason, kind):
    with pytest.raises(PairingError, match=reason) as err:
        pairing.decode(token)
    assert err.value.kind == kind, "the page words the refusal by its kind"


def test_a_truncated_or_padded_code_is_refused():
    token = pairing.encode(pairing.parse_sdp(OFFER, "offer"))
    with pytest.raises(PairingError, match="cut short"):
        pairing.decode(token[:-6])
    with pytest.raises(PairingError, match="after its end"):
        pairing.decode(pairing.encode(pairing.parse_sdp(OFFER, "offer")) + "AAAA")


def test_a_description_without_credentials_or_with_another_hash_is_refused():
    with pytest.raises(PairingError, match="a=ice-pwd") as err:
        pairing.parse_sdp(OFFER.replace("a=ice-pwd", "a=x-pwd"), "offer")
    assert err.value.kind == "browser"
    with pytest.raises(PairingError, match="only sha-256"):
        pairing.parse_sdp(OFFER.replace("sha-256 1D", "sha-1 1D"), "offer")


def test_stun_setting():
    assert pairing.ice_servers("") == [] and pairing.ice_servers("  ") == []
    assert pairing.ice_servers("stun.example.org") == [{"urls": ["stun:stun.example.org:3478"]}]
    assert pairing.ice_servers("stun:stun.example.org:19302, 203.0.113.5:3479") == [
        {"urls": ["stun:stun.example.org:19302", "stun:203.0.113.5:3479"]}]
    assert pairing.ice_servers("[2001:db8::1]:3478") == [{"urls": ["stun:[2001:db8::1]:3478"]}]
    with pytest.raises(PairingError, match="needs credentials") as err:
        pairing.ice_servers("turn:relay.example.org")
    assert err.value.kind == "turn"
    with pytest.raises(PairingError, match="not a STUN address") as err:
        pairing.ice_servers("stun.example.org:99999")
    assert err.value.kind == "stun"
    with pytest.raises(PairingError, match="not a STUN address"):
        pairing.ice_servers("http://x/")


def test_the_live_channel_takes_the_right_step_and_a_valid_setting():
    from remote import live
    offer = pairing.fragment(pairing.parse_sdp(OFFER, "offer"))
    assert live._step_in("https://x.example/#" + offer, "offer") == pairing.from_fragment(offer)
    assert live._step_in(offer[len("pair="):], "offer") == pairing.from_fragment(offer)
    with pytest.raises(PairingError, match="an answer was expected") as err:
        live._step_in(offer, "answer")
    assert err.value.kind == "wrong-step"
    assert live.Channel().servers == [] and live.Channel().state == "new"
    with pytest.raises(PairingError) as err:
        live.Channel(stun="turn:relay.example.org")
    assert err.value.kind == "turn"
    with pytest.raises(live.ChannelClosed, match="pair again"):
        live.Channel().send("too early")
