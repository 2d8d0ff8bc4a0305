"""The page's languages for the scripts, read from their one home, ``web/py/lang.py``
(``LANGUAGES``: code and own name, in the picker's order; ``RTL``; ``SOURCE``): the
catalogs (``scripts/i18n.py``: one ``LANG.po`` per language but the source) and the build
(``index.html``'s ``LANGS`` and ``RTL``, which choose the language before Python starts).
Adding a language is one line there, then ``python scripts/i18n.py update`` and its
translations (docs/ARCHITECTURE.md, "A new language"; tests/web/test_new_language.py).
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LANG_PY = ROOT / "web" / "py" / "lang.py"


def page_lang():
    """The module ``web/py/lang.py``: the page's own (already imported as ``lang``, as in
    the tests), or loaded once from its file."""
    for name in ("lang", "page_lang"):
        module = sys.modules.get(name)
        if module is not None and getattr(module, "__file__", None) \
                and Path(module.__file__).resolve() == LANG_PY.resolve():
            return module
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))           # lang.py uses engine.core.i18n
    spec = importlib.util.spec_from_file_location("page_lang", LANG_PY)
    module = importlib.util.module_from_spec(spec)
    sys.modules["page_lang"] = module
    spec.loader.exec_module(module)
    return module


def translated() -> tuple:
    """The codes of the languages that have a catalog (all but the source, English)."""
    lang = page_lang()
    return tuple(code for code, _name in lang.LANGUAGES if code != lang.SOURCE)


def shell() -> dict:
    """What index.html needs before Python starts: ``{"LANGS": [code...], "RTL": [...]}``."""
    lang = page_lang()
    return {"LANGS": [code for code, _name in lang.LANGUAGES], "RTL": sorted(lang.RTL)}
