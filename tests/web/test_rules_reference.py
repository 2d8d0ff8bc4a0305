"""The rules reference (issue 35, web/py/rules_ref.py, web/py/rules/*.txt).

* every rule number a catalog message cites (web/i18n/messages.pot and the .po files,
  message ids and translations) and every number the engine cites in its messages
  (refusals, warnings, log: ``msg``/``nmsg``/``N_`` literals of engine/twilight) opens a
  section written in each of the five languages; every Risk heading the engine cites
  (engine/risk/sections.py) too;
* every language has every section of the English reference, none empty, with the same
  numbers;
* no section repeats a seed's sentence: no 8 consecutive words in common with the
  rulebooks of ../shared/seeds (skipped when the seeds are absent);
* every card number (1-111) has its entry; search finds cards by a word of their title
  in Italian and Hebrew (the catalogs' titles), sections by number and word.
"""

from __future__ import annotations

import ast
import functools
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "web" / "py"))

import rules_ref as R  # noqa: E402

from babel.messages.pofile import read_po  # noqa: E402

I18N = ROOT / "web" / "i18n"
CATALOGS = [I18N / "messages.pot"] + [I18N / f"{code}.po" for code in ("it", "he", "el", "pl")]
RISK_SOURCES = ("engine/risk/", "web/py/board_risk.py", "web/py/risk_layout.py")
#: a chapter cited alone, "(12)": only the Chinese Civil War's, as the messages write it
CHAPTER = re.compile(r"(?:Civil War|variant)\s*\((\d{2})\)")


@functools.lru_cache(maxsize=None)
def _catalog(path):
    with open(path, "rb") as f:
        return read_po(f)


def _strings(message):
    ids = message.id if isinstance(message.id, (list, tuple)) else [message.id]
    strs = message.string if isinstance(message.string, (list, tuple)) else [message.string]
    return [s for s in [*ids, *strs] if s]


def _is_risk(message) -> bool:
    locs = [loc for loc, _ in message.locations]
    return bool(locs) and all(loc.startswith(RISK_SOURCES) for loc in locs)


@functools.lru_cache(maxsize=None)
def catalog_numbers() -> dict:
    """{rule number: an example message} over every catalog (Twilight Struggle's)."""
    out = {}
    pot = _catalog(CATALOGS[0])
    risk_ids = {m.id if isinstance(m.id, str) else m.id[0] for m in pot if m.id and _is_risk(m)}
    for path in CATALOGS:
        for m in _catalog(path):
            if not m.id:
                continue
            mid = m.id if isinstance(m.id, str) else m.id[0]
            if mid in risk_ids or m.context in ("twilight card", "twilight card text"):
                continue        # Risk cites headings; card titles and texts cite no rules
            for s in _strings(m):
                for n in R.cited(s):
                    out.setdefault(n, s)
                for c in CHAPTER.findall(s):
                    out.setdefault(c, s)
    return out


@functools.lru_cache(maxsize=None)
def engine_numbers() -> dict:
    """{rule number: source} over the literal messages of the Twilight Struggle engine."""
    out = {}
    for path in sorted((ROOT / "engine" / "twilight").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            if name not in ("msg", "nmsg", "N_", "IllegalAction", "refuse"):
                continue
            for arg in node.args[:2]:
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    for n in R.cited(arg.value):
                        out.setdefault(n, f"{path.relative_to(ROOT)}:{node.lineno}")
                    for c in CHAPTER.findall(arg.value):
                        out.setdefault(c, f"{path.relative_to(ROOT)}:{node.lineno}")
        # rule numbers passed as keyword data: rule="3.2"
        for node in ast.walk(tree):
            if isinstance(node, ast.keyword) and node.arg == "rule" \
                    and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
                for n in R.cited(node.value.value):
                    out.setdefault(n, f"{path.relative_to(ROOT)}")
    return out


def test_the_collectors_find_rule_numbers():
    cat, eng = catalog_numbers(), engine_numbers()
    assert {"6.1.2", "8.1.5", "4.5 D", "11.1.4.1", "12"} <= set(cat)
    assert {"6.1.2", "8.1.3", "9.5"} <= set(eng)


@pytest.mark.parametrize("lang", R.LANGS)
def test_every_cited_rule_number_has_its_section_in_every_language(lang):
    ref = R.load("twilight", lang)
    missing = []
    for source in (catalog_numbers(), engine_numbers()):
        for number, where in sorted(source.items()):
            s = ref.section(number)
            if s is None or s.lang != lang:
                missing.append((number, where))
    assert not missing, f"{lang}: sections missing for {missing[:20]}"


@pytest.mark.parametrize("lang", R.LANGS)
def test_every_risk_heading_the_engine_cites_opens_a_section(lang):
    from engine.risk import sections
    ref = R.load("risk", lang)
    headings = [str(v) for k, v in vars(sections).items() if k.startswith("S_")]
    assert len(headings) >= 20
    for h in headings:
        s = ref.section(h)
        assert s is not None and s.lang == lang, (lang, h)
        # and the refusal's own form, "heading: reason"
    assert ref.section("Step 2 - battles").number == "2.7"


@pytest.mark.parametrize("game", R.GAMES)
@pytest.mark.parametrize("lang", R.LANGS)
def test_each_language_has_every_section_and_none_is_empty(game, lang):
    parsed = R.read(game, lang)
    assert parsed is not None, f"no file {R.path(game, lang)}"
    sections, rulings = parsed
    english, en_rulings = R.read(game, "en")
    assert list(sections) == list(english), "the same sections, in the same order"
    assert sorted(rulings) == sorted(en_rulings)
    for s in sections.values():
        assert s.title.strip(), (lang, s.number)
        assert s.paragraphs and all(t.strip() for _, t in s.paragraphs), (lang, s.number)
    for n, paras in rulings.items():
        assert paras and all(t.strip() for _, t in paras), (lang, n)


def _seed_dir():
    for base in (ROOT.parent, ROOT.parent.parent):
        d = base / "shared" / "seeds"
        if d.is_dir() and list(d.glob("*.txt")):
            return d
    return None


N_WORDS = 8


@functools.lru_cache(maxsize=None)
def _seed_grams(seeds: str) -> frozenset:
    """Every run of N_WORDS words of the seeds, folded as the reference folds its text."""
    grams = set()
    for f in Path(seeds).glob("*.txt"):
        words = R.fold(f.read_text(encoding="utf-8", errors="replace")).split()
        grams.update(tuple(words[i:i + N_WORDS]) for i in range(len(words) - N_WORDS + 1))
    return frozenset(grams)


@pytest.mark.parametrize("game", R.GAMES)
@pytest.mark.parametrize("lang", R.LANGS)
def test_no_section_repeats_a_seed_sentence(game, lang):
    seeds = _seed_dir()
    if seeds is None:
        pytest.skip("the seeds (../shared/seeds) are not here")
    grams = _seed_grams(str(seeds))
    sections, rulings = R.read(game, lang)
    texts = [(s.number, s.title + " " + s.text) for s in sections.values()]
    texts += [(f"card {n}", " ".join(t for _, t in p)) for n, p in rulings.items()]
    copied = []
    for where, text in texts:
        for para in text.split("\n"):
            words = R.fold(para).split()
            for i in range(len(words) - N_WORDS + 1):
                if tuple(words[i:i + N_WORDS]) in grams:
                    copied.append((where, " ".join(words[i:i + N_WORDS])))
    assert not copied, f"{game}.{lang}: seed word sequences {copied[:10]}"


def test_every_card_has_an_entry_in_every_language():
    for lang in R.LANGS:
        ref = R.load("twilight", lang)
        numbers = [c.number for c in ref.cards()]
        assert numbers == list(range(1, 112)), lang
        for c in ref.cards():
            assert c.name and c.text, (lang, c.number)
            assert c.second or c.deluxe
    ref = R.load("twilight", "en")
    assert (ref.card(35).second, ref.card(35).deluxe) == (35, 81)
    assert (ref.card(111).second, ref.card(111).deluxe) == (None, 98)
    assert (ref.card(98).second, ref.card(98).deluxe) == (98, None)
    assert ref.card(104).optional and not ref.card(11).optional
    assert "Deluxe" in ref.card(11).rulings[0][1]
    assert str(ref.card(11).title) == "Korean War"


def _translator(code):
    """(context, msgid) -> the catalog's translation, as the page's lang.name does."""
    cat = _catalog(I18N / f"{code}.po")
    table = {(m.context, m.id): m.string for m in cat if m.id and isinstance(m.id, str)}
    return lambda ctx, mid: table.get((ctx, mid)) or mid


@pytest.mark.parametrize("code, word, number", [
    ("it", "Corea", 11),            # Guerra di Corea
    ("it", "piano marshall", 23),
    ("he", "מרשל", 23),              # תוכנית מרשל
    ("he", "נאט\"ו", 21),
])
def test_search_finds_a_card_by_a_word_of_its_title(code, word, number):
    tr = _translator(code)
    title = tr("twilight card", R.load("twilight", code).card(number).name)
    assert title != R.load("twilight", "en").card(number).name or code == "en"
    hits = R.load("twilight", code).search(word, translate=tr)
    cards = [h.number for kind, h in hits if kind == "card"]
    assert number in cards, (word, title, cards[:10])


def test_search_by_number_and_word_accents_and_case_ignored():
    ref = R.load("twilight", "it")
    assert [h.number for _, h in ref.search("6.4")][:3] == ["6.4", "6.4.1", "6.4.2"]
    assert ref.search("8.1.5")[0][1].number == "8.1.5"
    hits = [h.number for k, h in ref.search("STABILITA") if k == "rule"]
    assert "2.1.3" in hits
    el = R.load("twilight", "el")
    word = R.fold(el.section("8.1.3").title).split()[0].upper()
    assert "8.1.3" in [h.number for k, h in el.search(word) if k == "rule"]
    he = R.load("twilight", "he")
    assert he.search("4.5 ד")[0][1].number == "4.5 D"


def test_lookup_resolves_citations_and_subsections():
    ref = R.load("twilight", "en")
    assert ref.section("(8.1.5)").number == "8.1.5"
    assert ref.section("4.5D").number == "4.5 D"
    assert ref.section("12").number == "12.0"
    assert ref.section("6.1.9").number == "6.1"         # no entry: the enclosing section
    assert ref.section("4.5 J").number == "4.5"
    assert ref.section("99.1") is None
    assert [s.number for s in ref.children("6.4")] == [f"6.4.{i}" for i in range(1, 7)]
    numbers = [s.number for s in ref.sections()]
    assert numbers.index("4.5 I") < numbers.index("5.0") < numbers.index("12.4.3") \
        < numbers.index("LW")
    assert ref.section("6.1.2").parent == "6.1" and ref.section("6.1").parent == "6.0"
    assert R.cited("6.1.2: too far (see 8.1.5); 4.5 D") == ["6.1.2", "8.1.5", "4.5 D"]


def test_a_missing_language_falls_back_to_english():
    ref = R.load("twilight", "xx")
    assert ref.lang == "en" and ref.section("6.1.2").lang == "en"
    risk = R.load("risk", "he")
    assert risk.section("Step 2 - battle stages").number == "2.7.1"


def test_citations_of_engine_messages_open_their_sections():
    from engine.core.i18n import msg
    from engine.risk import sections, texts
    risk = R.load("risk", "pl")
    refusal = texts.refuse(sections.S_CARDS, msg("a set is three cards"))
    assert risk.citations(refusal) == ["2.6.3"]         # not "1.3": Risk cites headings
    assert risk.citations("Step 3 - fortification: no path") == ["2.8"]
    ts = R.load("twilight", "he")
    assert ts.citations(msg("6.1.2: too far (8.1.5); 4.5 D, 11.1.4.1")) == \
        ["6.1.2", "8.1.5", "4.5 D", "11.1.4.1"]
    assert ts.citations("9.9: nothing there") == ["9.0"]   # enclosing chapter


def test_a_rendered_section_carries_its_number_language_and_links():
    he = R.load("twilight", "he")
    html = R.render_section(he.section("8.1.6"), he)
    assert html.startswith('<section class="rule" id="rule-8.1.6" data-rule="8.1.6" '
                           'lang="he" dir="rtl">')
    assert 'data-rule-link="4.5 A">4.5 א</a>' in html      # the Hebrew step letter, linked
    step = R.render_section(he.section("4.5 D"), he)
    assert 'data-rule="4.5 D"' in step and 'id="rule-4.5-D"' in step and ">4.5 ד<" in step
    en = R.load("twilight", "en")
    html = R.render_section(en.section("2.1.7"), en)
    assert "<ul><li>" in html and '<p class="rule-example">' in html
    assert "<script" not in R.render_section(R.Section("1.0", "<script>", [("p", "<b>")],
                                                       "en"), en)


def test_search_with_the_page_language_module():
    """The page passes its own catalog (web/py/lang.py) to search: a Hebrew word of a card
    title finds the card, and the card's title and text render in Hebrew."""
    import io

    import lang
    from babel.messages.mofile import write_mo
    cat = _catalog(I18N / "he.po")
    buf = io.BytesIO()
    write_mo(buf, cat)
    try:
        lang.use("he", buf.getvalue())
        ref = R.load("twilight", "he")
        hits = ref.search("קוריאה", translate=lambda c, m: lang.name(c, m))
        assert hits[0] == ("card", ref.card(11))
        assert lang.t(ref.card(11).title) == "מלחמת קוריאה"
        assert lang.t(ref.card(11).event_text) != ref.card(11).text
    finally:
        lang.use("en")


@pytest.mark.parametrize("game", R.GAMES)
@pytest.mark.parametrize("lang", R.LANGS)
def test_every_number_a_section_cites_is_a_section(game, lang):
    """Cross-references inside the texts ("(see 8.1.5)", "4.5 א", Risk's "4.3") name
    sections that exist, exactly (a typo would open an enclosing section silently)."""
    ref = R.load(game, lang)
    sections, rulings = R.read(game, lang)
    texts = [(s.number, s.text) for s in sections.values()]
    texts += [(f"card {n}", " ".join(t for _, t in p)) for n, p in rulings.items()]
    wrong = [(where, n) for where, text in texts for n in R.cited(text)
             if n not in {s.number for s in ref.sections()}]
    assert not wrong


def test_risk_missions_are_listed_and_searchable_in_the_players_language():
    ref = R.load("risk", "it")
    missions = ref.missions()
    assert len(missions) == 28 and missions[0].id == "C1" and missions[-1].rank == "General"
    assert {m.when for m in missions} == {"end", "any"}
    assert str(missions[0].mission_text) == missions[0].text
    hits = ref.search("oceania", translate=_translator("it"))
    assert ("mission", missions[0]) in hits                # "Controllare tutta l'Oceania."
    assert R.load("twilight", "it").missions() == []


def test_the_build_ships_the_reference_in_the_ui_archive(tmp_path):
    """scripts/build.py puts every file of web/py/rules in the UI archive (the page's
    Python, precached): the reference is there offline, with no fetch of its own."""
    import build
    shipped = build.copy_web(tmp_path)
    for game in R.GAMES:
        for code in R.LANGS:
            assert f"rules/{game}.{code}.txt" in shipped
    assert "rules_ref.py" in shipped


PYODIDE = ROOT / "node_modules" / "pyodide"
_NODE_SCRIPT = """
import { loadPyodide } from "%(pyodide)s/pyodide.mjs";
import fs from "fs";
const py = await loadPyodide({ indexURL: "%(pyodide)s/" });
const files = JSON.parse(fs.readFileSync(process.argv[2]));
for (const [dst, src] of Object.entries(files)) {
  py.FS.mkdirTree(dst.slice(0, dst.lastIndexOf("/")));
  py.FS.writeFile(dst, new Uint8Array(fs.readFileSync(src)));
}
console.log(py.runPython(`
import sys
sys.path.insert(0, "/home/pyodide")
import rules_ref as R
he, risk = R.load("twilight", "he"), R.load("risk", "el")
str([len(he.sections()), he.section("4.5 ד").number, len(he.cards()),
     risk.section("Step 2 - battles").number, len(risk.missions()), he.search("6.4")[0][1].number])
`));
"""


@pytest.mark.slow
def test_the_reference_loads_in_pyodide(tmp_path):
    """The module and its files, laid out as the UI archive lays them (the page's
    directory), work in the page's Python runtime."""
    import json
    import shutil
    import subprocess
    node = shutil.which("node")
    if not node or not (PYODIDE / "pyodide.mjs").exists():
        pytest.skip("needs Node.js and node_modules (npm ci)")
    files = {"/home/pyodide/rules_ref.py": str(ROOT / "web" / "py" / "rules_ref.py")}
    for p in (ROOT / "web" / "py" / "rules").glob("*.txt"):
        files[f"/home/pyodide/rules/{p.name}"] = str(p)
    for p in (ROOT / "engine").rglob("*.py"):
        files["/home/pyodide/" + p.relative_to(ROOT).as_posix()] = str(p)
    (tmp_path / "files.json").write_text(json.dumps(files))
    script = tmp_path / "run.mjs"
    script.write_text(_NODE_SCRIPT % {"pyodide": PYODIDE.resolve().as_posix()})
    out = subprocess.run([node, str(script), str(tmp_path / "files.json")], cwd=ROOT,
                         capture_output=True, text=True, timeout=240)
    assert out.returncode == 0, out.stderr[-2000:]
    he = R.load("twilight", "he")
    assert out.stdout.strip().splitlines()[-1] == str(
        [len(he.sections()), "4.5 D", 111, "2.7", 28, "6.4"])


def test_a_word_after_a_number_is_not_a_step_letter():
    assert R.cited("vedi 9.5 e 9.8; patrz 6.1 i 6.2; 4.5 D") == ["9.5", "9.8", "6.1", "6.2",
                                                                "4.5 D"]
    assert R.key("4.5d") == "4.5 D"
