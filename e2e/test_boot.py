"""The page boots offline from its own origin and shows the home screen."""

import engine


def test_page_boots_offline_and_shows_engine_version(app):
    page = app.open().page
    assert page.locator("#boot").count() == 0, "the loading screen must be gone once ready"
    assert page.locator("#engine-version").inner_text() == engine.__version__
    assert page.locator('[data-cmd="pick"][data-game="demo"]').is_visible()
    assert page.evaluate("window.boardgames.version") == engine.__version__
    # Every byte came from the page's own origin (runtimes, wheels and UI are vendored).
    assert any(u.endswith("pyodide.asm.wasm") for u in app.watch.requests)
    assert any(".whl" in u for u in app.watch.requests)
    app.watch.assert_clean()


# What the page shows once its HTML is parsed (DOMContentLoaded): Python starts only after
# that (PyScript fetches its config and the runtime first), so this is "before Python",
# whatever the speed of the machine (a check after goto() would race a warm start).
AT_PARSE = """
document.addEventListener("DOMContentLoaded", () => {
  const spinner = document.querySelector("#boot .spinner");
  window.__atParse = {boot: !!document.getElementById("boot"),
                      spinner: !!spinner && spinner.checkVisibility(),
                      ready: document.body.dataset.ready || null};
});
"""


def test_loading_indicator_is_visible_before_python(app):
    page = app.page
    page.add_init_script(AT_PARSE)
    page.goto(app.base_url)
    page.wait_for_selector('body[data-ready="1"]', timeout=60_000)
    assert page.evaluate("window.__atParse") == {"boot": True, "spinner": True, "ready": None}
    app.watch.assert_clean()
