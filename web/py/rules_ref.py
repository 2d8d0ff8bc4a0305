"""The rules reference: every numbered section of the rules the engine plays, in the
player's language, and every Twilight Struggle card with its rulings (issue 35).

Pure Python, no browser import: CPython tests use all of it, and so will the page.

Data: one text file per game and language, ``web/py/rules/GAME.LANG.txt`` (``twilight``,
``risk``; ``en``, ``it``, ``he``, ``el``, ``pl``), written for this project in its own
words (docs/RULES_REFERENCE.md). They sit beside this module, so the build puts them in
the page's UI archive (``.txt`` files of ``web/py`` are shipped, scripts/build.py) and the
reference works offline with no fetch. The format::

    # a comment line (only before the first section)
    == 6.1.2 | Cost of influence
    A paragraph, on one or more lines.

    - a list item
    > an example (a paragraph whose lines start with "> ")

    == card 11
    The card's rulings (same paragraphs).

API:

* :func:`load` ``(game, lang)`` -> :class:`Reference` (cached); a language without a file,
  or a section missing in it, falls back to English (``Section.lang`` says which).
* :meth:`Reference.section` ``(number)``: a section by number, as the page cites it
  ("6.1.2", "(8.1.5)", "4.5 D", "4.5 ד"); a subsection without an entry of its own resolves
  to the closest enclosing section ("11.1.4.1" -> "11.1.4" if absent, "6" -> "6.0"); for
  Risk also the section headings the engine cites (``engine/risk/sections.py``:
  "Step 2 - battles").
* :meth:`Reference.sections` (in order), :meth:`Reference.children`,
  :meth:`Reference.card` ``(n)`` (every card number, 1-111), :meth:`Reference.cards`,
  :meth:`Reference.missions` (Risk's 28 mission cards, in the catalogs' words).
* :meth:`Reference.search` ``(query, translate=None)``: by number, by word (case and
  accents ignored, Hebrew points and Greek tonos included) and by card title in the
  player's language (``translate(context, msgid)``: the page passes its catalog, e.g.
  ``lambda c, m: lang.name(c, m)``).
* :func:`cited` ``(text)``: the rule numbers a text cites (for links), :func:`key` the
  canonical form of one.

How the page shows it (issue 35): each section an element with ``data-rule`` equal to
``Section.number``, each card entry ``data-card`` equal to ``CardEntry.number`` (a Risk
mission ``data-mission`` equal to ``MissionEntry.id``).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

from engine.core.i18n import term
from engine.games import get_spec

GAMES = ("twilight", "risk")
LANGS = ("en", "it", "he", "el", "pl")
SOURCE = "en"
HERE = Path(__file__).resolve().parent / "rules"

CARD_CTX, CARD_TEXT_CTX = "twilight card", "twilight card text"
MISSION_CTX, RANK_CTX = "risk mission", "risk rank"

#: Risk's rulebook has no numbered sections: the engine cites its headings
#: (engine/risk/sections.py). Heading (English message id) -> this reference's number.
RISK_HEADINGS = {
    "Setup": "2.2",
    "Initial deployment": "2.3",
    "Reinforcing armies (initial placement)": "2.4",
    "Step 1 - reinforcements": "2.6",
    "Step 1.3 - trading territory cards": "2.6.3",
    "Step 2 - battles": "2.7",
    "Step 2 - battle stages": "2.7.1",
    "Step 2 - conquest": "2.7.2",
    "Step 3 - fortification": "2.8",
    "Step 4 - territory card": "2.9",
    "Winning": "2.10",
    "2-player game": "3.0",
    "2-player game, reinforcing armies": "3.2",
    "2-player active game, step 1 - bribing the neutrals": "3.6",
    "2-player active game, step 3 - allies' reinforcements": "3.7",
    "2-player active game, step 4 - battle": "3.8",
    "2-player active game, step 6 - allies' fortification": "3.9",
    "Risk - Missions, completing a mission": "4.4",
    "Team game": "5.0",
    "Table rule chosen for this game: the territories are dealt at random": "6.1",
    "Table rule chosen for this game: the automatic setup placement": "6.2",
    "Table rule chosen for this game: the defender's dice": "6.3",
    "Table rule chosen for this game: attacking until a number of armies is left "
    "or while the chance holds": "6.4",
}

#: the letters of a turn's steps (4.5 A-J) as the Hebrew and Greek rulebooks write them
_LETTERS = {**{h: "ABCDEFGHIJ"[i] for i, h in enumerate("אבגדהוזחטי")},
            **{g: "ABCDEFGHIJ"[i] for i, g in enumerate("ΑΒΓΔΕΖΗΘΙΚ")}}
_STEP_LETTERS = "A-J" + "".join(_LETTERS)
#: in a citation typed or cited alone ("4.5d") a lower-case step letter is fine too
_LETTER_CLASS = _STEP_LETTERS + "a-j"
#: a rule number in a text: "6.1.2", "11.1.4.1", "4.5 D", "4.5 ג"; chapters "12.0". Only
#: capital step letters: "9.5 e 9.8" (Italian "and") cites 9.5 and 9.8
NUMBER_RE = re.compile(r"(?<![\w.])(\d{1,2}(?:\.\d{1,2}){1,3})(?:\s?([" + _STEP_LETTERS
                       + r"])(?![\w]))?(?![\d])")
_HEAD = re.compile(r"^==\s*(.+?)\s*(?:\|\s*(.*?)\s*)?$")


def key(number: str) -> str:
    """The canonical form of a rule number: "4.5 D" (a step letter after a space),
    "6.1.2"; "(8.1.5)" -> "8.1.5", "4.5D" / "4.5.d" / "4.5 ד" -> "4.5 D", "12" -> "12"."""
    s = str(number).strip().strip("()[]§ \u200e\u200f\u2066\u2067\u2068\u2069").rstrip(".:,;")
    m = re.fullmatch(r"(\d{1,2}(?:\.\d{1,2})*)\.?\s*([" + _LETTER_CLASS + r"])?", s)
    if not m:
        return s
    num, letter = m.group(1), m.group(2)
    if letter:
        return f"{num} {_LETTERS.get(letter, letter.upper())}"
    return num


def cited(text: str) -> list[str]:
    """The rule numbers a text cites, canonical, in order, once each (Twilight Struggle's
    messages; Risk cites headings, see :data:`RISK_HEADINGS`)."""
    out = []
    for m in NUMBER_RE.finditer(str(text)):
        k = key(m.group(1) + (" " + m.group(2) if m.group(2) else ""))
        if k not in out:
            out.append(k)
    return out


def fold(text: str) -> str:
    """Text for matching: case folded, accents and Hebrew points dropped, Greek final
    sigma as sigma, punctuation as spaces."""
    t = unicodedata.normalize("NFD", str(text).casefold())
    t = "".join(c for c in t if not unicodedata.combining(c))
    t = t.replace("ς", "σ").replace("\u05f3", "'").replace("\u05f4", '"')
    return " ".join(re.findall(r"\w+", t))


@dataclass
class Section:
    number: str                 # canonical key, the page's data-rule
    title: str
    paragraphs: list            # [(kind, text)], kind "p", "li" or "example"
    lang: str                   # the language the text is in (English when a fallback)
    parent: str | None = None   # the enclosing section's number, None at the top
    depth: int = 0
    label: str = ""             # the number as the language writes it ("4.5 ד")

    @property
    def shown(self) -> str:
        return self.label or self.number

    @property
    def text(self) -> str:
        return "\n".join(t for _, t in self.paragraphs)

    @property
    def refs(self) -> list[str]:
        """The other sections this one cites."""
        return [n for n in cited(self.text) if n != self.number]


def _message(context: str, attr: str, doc: str) -> property:
    """A property giving the entry's message id ``attr`` as a message of ``context``."""
    return property(lambda self: term(context, getattr(self, attr)), doc=doc)


@dataclass
class CardEntry:
    number: int                 # the engine's number, the page's data-card
    name: str                   # English title: the message id in context "twilight card"
    text: str                   # the event text's message id ("twilight card text")
    second: int | None          # number printed in the 2nd edition (None: not in that deck)
    deluxe: int | None          # number printed in the Deluxe edition (None: not in it)
    ops: int
    side: str
    era: str
    starred: bool
    optional: bool
    rulings: list = field(default_factory=list)  # [(kind, text)] in the language
    lang: str = SOURCE

    title = _message(CARD_CTX, "name", "The title as a message (``lang.t`` renders it).")
    event_text = _message(CARD_TEXT_CTX, "text",
                          "The event text as a message (the same message the board draws).")


@dataclass
class MissionEntry:
    """A mission card of Risk - Missions (4.0-4.5): its words are the catalogs' (the
    same messages the page shows for a player's missions)."""
    id: str                     # "C1" ... "G7", the page's data-mission
    rank: str                   # message id in context "risk rank" ("Captain")
    text: str                   # message id in context "risk mission"
    when: str                   # "end": shown at the end of the turn; "any": at any time

    rank_title = _message(RANK_CTX, "rank", "The rank as a message.")
    mission_text = _message(MISSION_CTX, "text", "The mission's text as a message.")


def parse(text: str, lang: str = SOURCE) -> tuple[dict, dict]:
    """A reference file -> ({number: Section}, {card number: [(kind, text)]}), in order."""
    sections, cards = {}, {}
    current = None
    para: list[str] = []
    kind = "p"

    def flush():
        nonlocal para, kind
        if para and current is not None:
            current.append((kind, " ".join(para)))
        para, kind = [], "p"

    for raw in text.splitlines():
        line = raw.strip()
        head = _HEAD.match(line)
        if head:
            flush()
            name, title = head.group(1), head.group(2) or ""
            if name.startswith("card "):
                current = cards.setdefault(int(name[5:]), [])
            else:
                k = key(name)
                sections[k] = Section(k, title, [], lang, label=name)
                current = sections[k].paragraphs
            continue
        if current is None or not line:
            flush()
            continue
        if line.startswith("- "):
            flush()
            current.append(("li", line[2:].strip()))
        elif line.startswith(">"):
            if kind != "example":
                flush()
                kind = "example"
            para.append(line[1:].strip())
        else:
            if kind == "example":
                flush()
            para.append(line)
    flush()
    return sections, cards


def _order(number: str):
    """Sort key: "2.10" after "2.9", "4.5 A" after "4.5", the lettered parts (LW, OPT,
    DX) after the numbered chapters."""
    parts = re.split(r"[.\s]", number)
    return tuple((0, int(p), "") if p.isdigit() else (1, 0, p) for p in parts)


def _parent(number: str, known) -> str | None:
    """The closest enclosing section that exists: "6.1.2" -> "6.1", "6.1" -> "6.0",
    "4.5 D" -> "4.5", "LW.1" -> "LW"; None at the top ("6.0", "LW")."""
    n = number
    while True:
        if " " in n:
            n = n.split(" ")[0]
        elif "." in n:
            head, _, tail = n.rpartition(".")
            if tail == "0":
                return None
            n = head
        else:
            return n + ".0" if n + ".0" in known and n + ".0" != number else None
        if n in known and n != number:
            return n


class Reference:
    """One game's reference in one language."""

    def __init__(self, game: str, lang: str, sections: dict, rulings: dict):
        self.game, self.lang = game, lang
        order = sorted(sections, key=_order)
        self._sections = {k: sections[k] for k in order}
        for s in self._sections.values():
            s.parent = _parent(s.number, self._sections)
            depth, p = 0, s.parent
            while p:
                depth += 1
                p = self._sections[p].parent
            s.depth = depth
        self._rulings = rulings
        self._cards = None
        self._missions = None
        self._fs = None         # folded section words (search)
        self._fc = {}           # folded card words, with / without the catalog (search)

    # -- sections ---------------------------------------------------------------------
    def sections(self) -> list[Section]:
        return list(self._sections.values())

    def children(self, number: str | None) -> list[Section]:
        return [s for s in self._sections.values() if s.parent == number]

    def resolve(self, cite) -> str | None:
        """The number of the section a citation opens (see :meth:`section`)."""
        if cite is None:
            return None
        text = str(cite).strip()
        if self.game == "risk":
            heading = RISK_HEADINGS.get(text) or RISK_HEADINGS.get(text.rstrip(":"))
            if heading:
                return heading
        k = key(text)
        while k:
            if k in self._sections:
                return k
            if k + ".0" in self._sections:
                return k + ".0"
            if " " in k:
                k = k.split(" ")[0]
            elif "." in k:
                head, _, tail = k.rpartition(".")
                k = head if tail != "0" else ""
            else:
                return None
        return None

    def section(self, cite) -> Section | None:
        """A section by its number or citation; a number without an entry of its own
        gives its closest enclosing section; None when nothing encloses it."""
        n = self.resolve(cite)
        return self._sections.get(n) if n else None

    def citations(self, message) -> list[str]:
        """The numbers of the sections a message cites (a refusal, a warning, a log line:
        an engine message or plain text), in order, each one that exists once: Twilight
        Struggle's rule numbers ("6.1.2: ...", "(8.1.5)"), Risk's headings (the ``rule``
        of ``texts.refuse``, or a heading at the start of the text)."""
        out = []

        def add(n):
            if n and n not in out:
                out.append(n)

        if self.game == "risk":
            def walk(m):
                if isinstance(m, dict):
                    if m.get("id") in RISK_HEADINGS:
                        add(RISK_HEADINGS[m["id"]])
                    for v in (m.get("args") or {}).values():
                        walk(v)
                elif isinstance(m, (list, tuple)):
                    for v in m:
                        walk(v)
            walk(message)
            text = str(message)
            for h in sorted(RISK_HEADINGS, key=len, reverse=True):
                if text.startswith(h + ":") or text == h:
                    add(RISK_HEADINGS[h])
                    break
            return out
        for n in cited(str(message)):
            add(self.resolve(n))
        return out

    # -- cards --------------------------------------------------------------------------
    def cards(self) -> list[CardEntry]:
        if self._cards is None:
            self._cards = _card_entries(self._rulings, self.lang) if self.game == "twilight" \
                else {}
        return list(self._cards.values())

    def card(self, number: int) -> CardEntry | None:
        self.cards()
        return self._cards.get(int(number))

    def missions(self) -> list[MissionEntry]:
        """Risk's 28 mission cards, by rank (Captain first); none for Twilight Struggle."""
        if self.game != "risk":
            return []
        if self._missions is None:
            data = get_spec("risk").exports["missions"]()
            self._missions = [MissionEntry(m["id"], m["rank"], m["text"], m["when"])
                              for m in data["missions"]]
        return list(self._missions)

    # -- search -------------------------------------------------------------------------
    def _folded_sections(self):
        """[(section, title words, text words)], folded once (searching is per keystroke)."""
        if self._fs is None:
            self._fs = [(s, fold(s.number + " " + s.shown + " " + s.title).split(),
                         fold(s.text).split()) for s in self._sections.values()]
        return self._fs

    def _folded_cards(self, translate):
        """[(card, title words, text words)]: the titles and texts in the player's language
        (``translate``, the catalog; the same for one reference, so kept once made)."""
        cache = self._fc
        k = translate is not None
        if k not in cache:
            tr = translate or (lambda ctx, m: m)
            cache[k] = [(c, fold(" ".join([c.name, str(tr(CARD_CTX, c.name)),
                                           str(c.number)])).split(),
                         fold(" ".join([str(tr(CARD_TEXT_CTX, c.text)),
                                        " ".join(t for _, t in c.rulings)])).split())
                        for c in self.cards()]
        return cache[k]

    def _folded_missions(self, translate):
        """[(mission, text words, rank words)] in the player's language."""
        k = ("missions", translate is not None)
        if k not in self._fc:
            tr = translate or (lambda ctx, m: m)
            self._fc[k] = [(m, fold(" ".join([m.text, str(tr(MISSION_CTX, m.text))])).split(),
                            fold(" ".join([m.id, m.rank, str(tr(RANK_CTX, m.rank))])).split())
                           for m in self.missions()]
        return self._fc[k]

    def search(self, query: str, translate=None, limit: int = 50) -> list:
        """Sections, cards and missions matching ``query``, best first, as
        ``("rule", Section)``, ``("card", CardEntry)`` and ``("mission", MissionEntry)``.

        * a number ("6.1", "8.1.5", "4.5 D"): that section, then the sections under it,
          then the card with that number;
        * words: every word must start a word of the entry (title, text, rulings; for a
          card also its title in the player's language, ``translate(context, msgid)``,
          and its event text); a title match ranks first.
        """
        q = str(query).strip()
        if not q:
            return []
        out = []
        if re.fullmatch(r"[\d.\s" + _LETTER_CLASS + r"()]+", q) and any(c.isdigit() for c in q):
            k = key(q)
            hit = self.section(k) if k in self._sections or k + ".0" in self._sections \
                else None
            if hit:
                out.append(("rule", hit))
            base = k[:-2] if k.endswith(".0") else k
            for s in self._sections.values():
                if s is not hit and (s.number.startswith(base + ".")
                                     or s.number.startswith(base + " ")):
                    out.append(("rule", s))
            if k.isdigit():
                c = self.card(int(k))
                if c:
                    out.append(("card", c))
            return out[:limit]
        words = fold(q).split()
        if not words:
            return []
        scored = []
        for s, title, body in self._folded_sections():
            score = _score(words, title, body)
            if score:
                scored.append((score, _order(s.number), ("rule", s)))
        for c, title, body in self._folded_cards(translate):
            score = _score(words, title, body)
            if score:
                scored.append((score, ((0, c.number, ""),), ("card", c)))
        for i, (m, title, body) in enumerate(self._folded_missions(translate)):
            score = _score(words, title, body)
            if score:
                scored.append((score, ((2, i, ""),), ("mission", m)))
        scored.sort(key=lambda x: (-x[0], x[1]))
        return [hit for _, _, hit in scored[:limit]]


def _score(words, title: list, body: list) -> int:
    """2 when every word starts a word of the title, 1 when of the title or body, else 0."""
    tw, bw = title, body
    in_title = all(any(t.startswith(w) for t in tw) for w in words)
    if in_title:
        return 2
    if all(any(t.startswith(w) for t in tw) or any(b.startswith(w) for b in bw)
           for w in words):
        return 1
    return 0


def _card_entries(rulings: dict, lang: str) -> dict:
    spec = get_spec("twilight")
    second = {c["number"]: c for c in spec.exports["cards"]()}
    deluxe = {c["number"]: c for c in spec.exports["deluxe_cards"]()}
    out = {}
    for n in sorted(set(second) | set(deluxe)):
        c = second.get(n) or deluxe[n]
        d = deluxe.get(n)
        entry_rulings, entry_lang = rulings.get(n, ([], lang))
        out[n] = CardEntry(
            number=n, name=c["name"], text=c["text"],
            second=n if n in second else None,
            deluxe=(d.get("printed", n) if d else None),
            ops=c["ops"], side=c["side"], era=c["era"], starred=c["starred"],
            optional=bool(d and d.get("optional")), rulings=list(entry_rulings),
            lang=entry_lang)
    return out


def path(game: str, lang: str) -> Path:
    return HERE / f"{game}.{lang}.txt"


def read(game: str, lang: str) -> tuple[dict, dict] | None:
    """The parsed file of ``game`` in ``lang``, or None when there is none."""
    p = path(game, lang)
    if not p.exists():
        return None
    return parse(p.read_text(encoding="utf-8"), lang)


_CACHE: dict = {}


def load(game: str, lang: str = SOURCE) -> Reference:
    """``game``'s reference in ``lang``: its sections and rulings, each one missing there
    taken from English (``Section.lang`` / ``CardEntry.lang`` say which)."""
    lang = lang if lang in LANGS else SOURCE
    hit = _CACHE.get((game, lang))
    if hit is not None:
        return hit
    base = read(game, SOURCE) or ({}, {})
    own = read(game, lang) if lang != SOURCE else base
    own = own or ({}, {})
    sections = dict(base[0])
    sections.update(own[0])
    rulings = {n: (r, SOURCE) for n, r in base[1].items()}
    rulings.update({n: (r, lang) for n, r in own[1].items()})
    ref = Reference(game, lang, sections, rulings)
    _CACHE[(game, lang)] = ref
    return ref


def _esc(text: str) -> str:
    return (str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;"))


def anchor(number: str) -> str:
    """The element id of a section: ``rule-6.1.2``, ``rule-4.5-D``."""
    return "rule-" + number.replace(" ", "-")


def _link(number: str, shown: str) -> str:
    return (f'<a class="rule-link" href="#{_esc(anchor(number))}" '
            f'data-rule-link="{_esc(number)}">{_esc(shown)}</a>')


def linked(text: str, ref: "Reference", link=_link) -> str:
    """``text`` escaped, each rule number it cites that ``ref`` has made a link
    (``link(number, shown)`` gives the markup; by default ``<a data-rule-link=N>``)."""
    out, last = [], 0
    for m in NUMBER_RE.finditer(text):
        shown = m.group(0)
        n = ref.resolve(shown)
        if not n:
            continue
        out.append(_esc(text[last:m.start()]))
        out.append(link(n, shown))
        last = m.end()
    out.append(_esc(text[last:]))
    return "".join(out)


def render_section(section: Section, ref: "Reference", heading: str = "h3",
                   link=_link) -> str:
    """One section as markup: ``<section data-rule="6.1.2" lang=.. dir=..>`` with its
    number and title, paragraphs, lists and examples; cited numbers become links. Plain
    text in, escaped markup out (no DOM): the page puts it where it wants."""
    rtl = section.lang == "he"
    parts = [f'<section class="rule" id="{_esc(anchor(section.number))}" '
             f'data-rule="{_esc(section.number)}" lang="{section.lang}" '
             f'dir="{"rtl" if rtl else "ltr"}">',
             f'<{heading}><span class="rule-number">{_esc(section.shown)}</span> '
             f'{_esc(section.title)}</{heading}>']
    items = []
    for kind, text in section.paragraphs:
        if kind == "li":
            items.append(f"<li>{linked(text, ref, link)}</li>")
            continue
        if items:
            parts.append("<ul>" + "".join(items) + "</ul>")
            items = []
        cls = ' class="rule-example"' if kind == "example" else ""
        parts.append(f"<p{cls}>{linked(text, ref, link)}</p>")
    if items:
        parts.append("<ul>" + "".join(items) + "</ul>")
    parts.append("</section>")
    return "".join(parts)


def section_counts() -> dict:
    """{(game, lang): number of sections written in that language} (for the docs)."""
    out = {}
    for g in GAMES:
        for lang in LANGS:
            r = read(g, lang)
            out[(g, lang)] = len(r[0]) if r else 0
    return out
