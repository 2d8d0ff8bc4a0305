"""A new language is one line in ``web/py/lang.py`` (``LANGUAGES``, and ``RTL`` if it is
written right to left): from there it reaches the page's picker, the build (index.html
chooses the language before Python starts) and the catalogs (``scripts/i18n.py update``
makes its ``LANG.po``; the build compiles it). docs/ARCHITECTURE.md, "A new language".
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WEB_PY = ROOT / "web" / "py"
if str(WEB_PY) not in sys.path:
    sys.path.insert(0, str(WEB_PY))

import lang  # noqa: E402
import screens  # noqa: E402

import build  # noqa: E402  (scripts/, on the path by tests/conftest.py)
import i18n  # noqa: E402
import languages  # noqa: E402

FRENCH = ("fr", "Français")


def test_a_language_added_in_lang_py_reaches_the_picker_the_build_and_the_catalogs(
        monkeypatch, tmp_path):
    monkeypatch.setattr(lang, "LANGUAGES", lang.LANGUAGES + (FRENCH,))
    monkeypatch.setattr(lang, "RTL", frozenset(lang.RTL | {"fr"}))   # as if it were
    assert languages.page_lang() is lang                 # the scripts read the same module
    # the picker
    picker = screens.language_picker("home")
    assert '<option value="fr" lang="fr">Français</option>' in picker
    # the build: index.html's head script knows it, and its direction
    index = tmp_path / "index.html"
    shutil.copy(ROOT / "web" / "index.html", index)
    build.fill_languages(index)
    html = index.read_text()
    assert 'const LANGS = ["en","it","he","el","pl","fr"];' in html
    assert 'const RTL = ["fr","he"];' in html
    # the catalogs: `i18n.py update` starts fr.po from the template, the build compiles it
    catalogs = tmp_path / "i18n"
    catalogs.mkdir()
    monkeypatch.setattr(i18n, "I18N", catalogs)
    assert "fr" in languages.translated()
    i18n.update()
    assert (catalogs / "fr.po").exists()
    compiled = i18n.compile_catalogs(tmp_path / "site-i18n")
    assert "fr.mo" in {p.name for p in compiled}


def test_the_scripts_languages_are_lang_py_s():
    assert languages.translated() == tuple(c for c, _ in lang.LANGUAGES if c != "en")
    assert i18n.LANGUAGES == languages.translated()
    assert languages.shell() == {"LANGS": [c for c, _ in lang.LANGUAGES],
                                 "RTL": sorted(lang.RTL)}
