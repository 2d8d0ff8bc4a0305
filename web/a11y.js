// The page's keyboard, screen-reader and map-zoom helpers (issue 23).
//
// Python draws every screen into #app with one innerHTML assignment (web/py/app.py); this
// script never draws a word of its own (every text it shows or says was written by
// Python in the page's language). It keeps what must outlive a redraw:
//  * the map's zoom and pan (the map's viewBox; + / - / fit buttons, wheel, pinch, a
//    drag of a zoomed map, the + / - / 0 keys);
//  * the focus: after a redraw, the same control again (or the first one offered now),
//    the curtain's button, a confirm's "Cancel";
//  * the folded panels (log, help, the phone's hand drawer): classes on #app;
//  * a polite live region (#announce) saying each new log line (moves, rolls) and who
//    is to play (hand-offs).
// Keys: Enter / Space press a map target (an SVG group with role="button"); arrow keys go
// from one target (map, hand, buttons) to the nearest in that direction; Escape closes or
// cancels; "?" help; M map; D decision; H hand; L log.
(() => {
  "use strict";
  const root = () => document.getElementById("app");
  const MAP = "svg.ts-map, svg.risk-map";
  let keyboard = false;        // the last input was a key, not a pointer
  let lastKey = null;          // selector of the control that had the focus
  let hadPopup = "";           // the Risk pop-up of the last redraw (its place)
  const zoom = {};             // map (class + layout) -> viewBox [x, y, w, h]
  let lastLog = null, lastGame = "", lastWho = "";

  // ------------------------------------------------------------------ helpers
  function keyOf(el) {
    if (!el || !el.getAttribute) return null;
    if (el.id) return "#" + CSS.escape(el.id);
    const parts = [];
    for (const a of el.attributes) {
      if (a.name.startsWith("data-") && !["data-fx", "data-fy"].includes(a.name)) {
        parts.push(`[${a.name}="${CSS.escape(a.value)}"]`);
      }
    }
    return parts.length ? el.tagName.toLowerCase() + parts.join("") : null;
  }
  function shown(el) {
    return !!el && el.checkVisibility && el.checkVisibility({ visibilityProperty: true });
  }
  function first(selectors) {
    const r = root();
    for (const sel of selectors) {
      for (const el of r.querySelectorAll(sel)) {
        if (shown(el) && !el.disabled) return el;
      }
    }
    return null;
  }
  function press(el) {
    if (!el) return false;
    el.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    return true;
  }
  function focusOn(el, tries = 25) {
    if (!el) return false;
    if (el.disabled && el.dataset.guard && tries > 0) {   // held against a double tap (app.py)
      setTimeout(() => { if (el.isConnected) focusOn(el, tries - 1); }, 60);
      return true;
    }
    el.focus({ preventScroll: !!el.closest("svg") });
    if (el.closest("svg")) reveal(el);
    return true;
  }

  // ------------------------------------------------------------------ the map's zoom
  function mapSvg() { return root() && root().querySelector(MAP); }
  function base(svg) {
    if (!svg.dataset.vb0) svg.dataset.vb0 = svg.getAttribute("viewBox");
    return svg.dataset.vb0.split(/[\s,]+/).map(Number);
  }
  function mapKey(svg) {
    return (svg.getAttribute("class") || "").split(" ")[0] + ":" + (svg.dataset.layout || "")
      + ":" + base(svg).join(",");
  }
  function current(svg) { return zoom[mapKey(svg)] || base(svg); }
  function setView(svg, vb) {
    const b = base(svg);
    let [x, y, w, h] = vb;
    w = Math.min(b[2], Math.max(b[2] / 6, w));
    h = w * b[3] / b[2];
    x = Math.min(b[0] + b[2] - w, Math.max(b[0], x));
    y = Math.min(b[1] + b[3] - h, Math.max(b[1], y));
    const full = w >= b[2] - 0.01;
    if (full) delete zoom[mapKey(svg)]; else zoom[mapKey(svg)] = [x, y, w, h];
    svg.setAttribute("viewBox", (full ? b : [x, y, w, h]).map(v => +v.toFixed(2)).join(" "));
    svg.classList.toggle("zoomed", !full);
    placePopup(svg);
  }
  function toUser(svg, cx, cy) {
    const m = svg.getScreenCTM();
    return m ? new DOMPoint(cx, cy).matrixTransform(m.inverse()) : null;
  }
  function zoomBy(factor, cx, cy) {
    const svg = mapSvg();
    if (!svg) return;
    const [x, y, w, h] = current(svg);
    const box = svg.getBoundingClientRect();
    const p = toUser(svg, cx ?? box.left + box.width / 2, cy ?? box.top + box.height / 2)
      || { x: x + w / 2, y: y + h / 2 };
    const nw = w / factor, nh = h / factor;
    setView(svg, [p.x - (p.x - x) / factor, p.y - (p.y - y) / factor, nw, nh]);
  }
  function fit() { const svg = mapSvg(); if (svg) setView(svg, base(svg)); }
  function reveal(el) {
    // a target outside a zoomed map's window: pan so that it is in the middle
    const svg = el.closest("svg");
    if (!svg || !svg.classList.contains("zoomed")) return;
    const r = el.getBoundingClientRect(), s = svg.getBoundingClientRect();
    if (r.left >= s.left && r.right <= s.right && r.top >= s.top && r.bottom <= s.bottom) return;
    const p = toUser(svg, r.left + r.width / 2, r.top + r.height / 2);
    const [, , w, h] = current(svg);
    if (p) setView(svg, [p.x - w / 2, p.y - h / 2, w, h]);
  }
  function placePopup(svg) {
    // the Risk pop-up stands at a place of the map, in % of the whole map: per the window
    const pop = root() && root().querySelector("#risk-pop[data-fx]");
    if (!pop || !svg || !svg.matches("svg.risk-map")) return;
    const b = base(svg), [x, y, w, h] = current(svg);
    const ux = b[0] + b[2] * pop.dataset.fx / 100, uy = b[1] + b[3] * pop.dataset.fy / 100;
    pop.style.left = (100 * (ux - x) / w).toFixed(2) + "%";
    pop.style.top = (100 * (uy - y) / h).toFixed(2) + "%";
    // and never past the map's edges (a narrow phone): a pop-up that stuck out of the
    // window made a right-to-left page scroll sideways (e2e/test_screen_fit.py)
    pop.style.setProperty("--dx", "0px");
    const box = pop.getBoundingClientRect();
    const lim = (pop.closest(".risk-mapwrap") || document.documentElement).getBoundingClientRect();
    const dx = box.left < lim.left + 2 ? lim.left + 2 - box.left
      : box.right > lim.right - 2 ? lim.right - 2 - box.right : 0;
    if (dx) pop.style.setProperty("--dx", dx.toFixed(1) + "px");
  }

  // pointers: a drag pans a zoomed map, two fingers pinch; a drag's click is swallowed
  const pointers = new Map();
  let dragged = false, pinch = null;
  document.addEventListener("pointerdown", e => {
    keyboard = false;
    const svg = e.target.closest && e.target.closest(MAP);
    if (!svg) return;
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY, x0: e.clientX, y0: e.clientY });
    dragged = false;
    if (pointers.size === 2) pinch = null;
  }, true);
  document.addEventListener("pointermove", e => {
    const p = pointers.get(e.pointerId);
    if (!p) return;
    const svg = mapSvg();
    if (!svg) return;
    if (pointers.size === 2) {
      const [a, b] = [...pointers.values()];
      p.x = e.clientX; p.y = e.clientY;
      const d = Math.hypot(a.x - b.x, a.y - b.y);
      if (pinch && d > 0) zoomBy(d / pinch, (a.x + b.x) / 2, (a.y + b.y) / 2);
      pinch = d;
      dragged = true;
      return;
    }
    if (!svg.classList.contains("zoomed")) return;
    if (!dragged && Math.hypot(e.clientX - p.x0, e.clientY - p.y0) < 8) return;
    dragged = true;
    const m = svg.getScreenCTM();
    if (m) {
      const [x, y, w, h] = current(svg);
      setView(svg, [x - (e.clientX - p.x) / m.a, y - (e.clientY - p.y) / m.d, w, h]);
    }
    p.x = e.clientX; p.y = e.clientY;
  });
  const up = e => {
    pointers.delete(e.pointerId);
    if (pointers.size < 2) pinch = null;
  };
  document.addEventListener("pointerup", up);
  document.addEventListener("pointercancel", up);
  document.addEventListener("click", e => {
    if (dragged && e.target.closest && e.target.closest(MAP)) {
      e.stopPropagation(); e.preventDefault();
    }
    dragged = false;
  }, true);
  document.addEventListener("wheel", e => {
    const svg = e.target.closest && e.target.closest(MAP);
    if (!svg || e.ctrlKey === undefined) return;
    e.preventDefault();
    zoomBy(Math.exp(-e.deltaY * 0.0015), e.clientX, e.clientY);
  }, { passive: false });

  // ------------------------------------------------------------------ panels
  const PANELS = { log: "open-log", help: "open-help", hand: "drawer-open" };
  function toggle(name, on) {
    const r = root();
    const cls = PANELS[name];
    const open = on ?? !r.classList.contains(cls);
    r.classList.toggle(cls, open);
    sync();
    if (name === "help") {
      focusOn(open ? r.querySelector('#help-panel [data-panel="help"]')
        : r.querySelector('.tools [data-panel="help"]'));
    } else if (name === "log" && open) {
      focusOn(r.querySelector("#log-panel"));
    }
  }
  function sync() {
    const r = root();
    const help = r.querySelector("#help-panel");
    if (!help) r.classList.remove("open-help");       // another screen: the help is gone
    else if (r.classList.contains("open-help")) help.setAttribute("aria-modal", "true");
    else help.removeAttribute("aria-modal");
    for (const [name, cls] of Object.entries(PANELS)) {
      const open = r.classList.contains(cls) ? "true" : "false";
      for (const b of r.querySelectorAll(`[data-panel="${name}"][aria-expanded],[data-drawer="${name}"]`)) {
        b.setAttribute("aria-expanded", open);
      }
    }
  }
  // in the capture phase: before the app's own listener on #app, which may redraw
  document.addEventListener("click", e => {
    const r = root();
    if (r && r.classList.contains("open-help") && e.target.closest
        && !e.target.closest('#help-panel, [data-panel="help"]')) {
      toggle("help", false);                          // a tap beside the help closes it
    }
    const el = e.target.closest && e.target.closest("[data-zoom],[data-panel],[data-drawer]");
    if (!el || !root() || !root().contains(el)) return;
    if (el.dataset.zoom) {
      ({ in: () => zoomBy(1.5), out: () => zoomBy(1 / 1.5), fit })[el.dataset.zoom]?.();
    } else if (el.dataset.panel) {
      toggle(el.dataset.panel);
    } else if (el.dataset.drawer) {
      toggle("hand");
    }
  }, true);

  // ------------------------------------------------------------------ keys
  function nearest(from, pool, key) {
    const [dx, dy] = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1],
      ArrowDown: [0, 1] }[key];
    const r = from.getBoundingClientRect();
    const cx = r.left + r.width / 2, cy = r.top + r.height / 2;
    let best = null, score = Infinity;
    for (const el of pool) {
      if (el === from) continue;
      const b = el.getBoundingClientRect();
      const ex = b.left + b.width / 2 - cx, ey = b.top + b.height / 2 - cy;
      const along = ex * dx + ey * dy;
      if (along <= 1) continue;
      const across = Math.abs(ex * dy - ey * dx);
      const s = along + 2 * across;
      if (s < score) { score = s; best = el; }
    }
    return best;
  }
  function dist(a, b) {
    const r = a.getBoundingClientRect(), q = b.getBoundingClientRect();
    return Math.hypot(r.left + r.width / 2 - q.left - q.width / 2, r.top + r.height / 2 - q.top - q.height / 2);
  }
  function arrow(t, key) {
    const group = t.closest("svg") || t.closest(".ts-cards, .risk-cards, #actions, .risk-pop-btns, .ts-status");
    if (!group) return false;
    const pool = [...group.querySelectorAll(
      'svg [tabindex="0"], button:not([disabled]), [role="button"][tabindex="0"]')].filter(shown);
    return focusOn(nearest(t, pool, key));
  }
  function escape() {
    const r = root();
    if (r.classList.contains("open-help")) return toggle("help", false), true;
    const cancel = first(['#ts-confirm [data-ui="cancel"]', '#risk-pop [data-ui="close"]',
      '[data-cmd="unshare"]', "#risk-since"]);
    if (cancel) return press(cancel);
    if (r.classList.contains("drawer-open")) return toggle("hand", false), true;
    if (r.classList.contains("open-log")) return toggle("log", false), true;
    const backdrop = r.querySelector('.risk-map [data-ui="close"]');
    return backdrop ? press(backdrop) : false;
  }
  function firstTarget() {
    return first(["#risk-pop button", '#ts-warned [data-ui="warn"]', "#actions [data-action]",
      ".ts-hand [data-action]", ".ts-hand [data-warn]", ".ts-china[data-action]",
      'svg [tabindex="0"]', ".risk-hand button", "#decision button"]);
  }
  document.addEventListener("keydown", e => {
    if (e.key !== "Shift") keyboard = true;
    const t = e.target;
    if (e.isComposing || !t || !t.closest) return;
    if (e.key === "Enter" && e.repeat) { e.preventDefault(); return; }   // a held key plays once
    const role = t.getAttribute && t.getAttribute("role");
    if ((e.key === "Enter" || e.key === " ") && role === "button" && t.tagName !== "BUTTON") {
      e.preventDefault();
      if (!e.repeat) press(t);
      return;
    }
    if (e.key === "Escape") { if (escape()) e.preventDefault(); return; }
    const help = root() && root().classList.contains("open-help") && root().querySelector("#help-panel");
    if (help && e.key === "Tab") {                    // the help is modal: Tab stays in it
      const buttons = [...help.querySelectorAll("button")];
      if (buttons.length) {
        const at = buttons.indexOf(t);
        const step = e.shiftKey ? -1 : 1;
        e.preventDefault();
        buttons[at < 0 ? 0 : (at + step + buttons.length) % buttons.length].focus();
      }
      return;
    }
    if (t.closest("input, select, textarea") || e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.key.startsWith("Arrow")) { if (arrow(t, e.key)) e.preventDefault(); return; }
    if (!root() || !root().querySelector(".screen.game")) return;
    // the single-key shortcuts can be turned off in the help (WCAG 2.1.4)
    if (root().querySelector('#help-panel[data-keys="off"]')) return;
    const k = e.key.toLowerCase();
    const act = {
      "+": () => zoomBy(1.5), "=": () => zoomBy(1.5), "-": () => zoomBy(1 / 1.5),
      "0": fit, "?": () => toggle("help"), l: () => toggle("log"),
      m: () => focusOn(first(['svg [tabindex="0"]'])),
      d: () => focusOn(first(["#decision button", "#decision"])),
      h: () => { toggle("hand", true); focusOn(first([".ts-hand button", ".risk-hand button", ".ts-hand", ".risk-hand"])); },
    }[k];
    if (act) { act(); e.preventDefault(); }
  });

  // ------------------------------------------------------------------ after a redraw
  document.addEventListener("focusin", e => {
    const r = root();
    if (r && r.contains(e.target)) lastKey = keyOf(e.target);
  });
  function refocus(r) {
    const reveal = r.querySelector('#decision.curtain [data-cmd="reveal"]');
    if (reveal) return focusOn(reveal);               // the curtain: its button
    const confirm = r.querySelector('#ts-confirm [data-ui="cancel"]');
    if (confirm) return focusOn(confirm);             // a risky move: "Cancel" first
    const popup = r.querySelector("#risk-pop");
    const place = popup ? popup.dataset.fx + "," + popup.dataset.fy + popup.textContent : "";
    const newPopup = place && place !== hadPopup;
    hadPopup = place;
    const active = document.activeElement;
    if (active && active !== document.body && r.contains(active) && !newPopup) return true;
    if (!keyboard) return false;
    if (newPopup) return focusOn(first(["#risk-pop button[data-action]", "#risk-pop button"]));
    const done = r.querySelector('#decision.done [data-cmd="handover"]');
    if (done) return focusOn(done);
    let el = null;
    try { el = lastKey && r.querySelector(lastKey); } catch (_err) { el = null; }
    const picked = e => /\b(src|sel)\b/.test(e.getAttribute("class") || "");
    if (el && el.closest("svg") && picked(el)) {
      // a place just picked (Risk's source): on to the places it can go to now
      const next = [...el.closest("svg").querySelectorAll('[tabindex="0"]')]
        .filter(t => t !== el && !picked(t) && shown(t));
      if (next.length) return focusOn(next.reduce((a, b) => dist(el, a) <= dist(el, b) ? a : b));
    }
    if (el && shown(el) && !el.disabled) return focusOn(el);
    return focusOn(firstTarget() || r.querySelector("h1"));
  }
  function announce(r) {
    const live = document.getElementById("announce");
    const log = r.querySelector("#log");
    const game = (r.querySelector("#board") || { dataset: {} }).dataset.game || "";
    const say = [];
    if (log) {
      const items = [...log.children];
      const top = items.length ? Number(items[0].value) : 0;
      if (lastLog !== null && game === lastGame && top > lastLog) {
        say.push(...items.filter(li => Number(li.value) > lastLog).reverse().slice(-6)
          .map(li => li.textContent));
      }
      lastLog = top;
    } else {
      lastLog = null;
    }
    lastGame = game;
    const dec = r.querySelector("#decision");
    const who = dec ? [".whose", ".prompt"].map(s => (dec.querySelector(s) || {}).textContent || "")
      .join(" ").trim() : "";
    if (who && who !== lastWho) say.push(who);
    lastWho = who;
    if (live && say.length) live.textContent = say.join("\n");
  }
  function drawn() {
    const r = root();
    if (!r) return;
    const svg = mapSvg();
    if (svg) {
      const vb = zoom[mapKey(svg)];
      if (vb) setView(svg, vb); else placePopup(svg);
    }
    sync();
    refocus(r);
    announce(r);
  }
  function watch() {
    const r = root();
    if (!r) return;
    new MutationObserver(drawn).observe(r, { childList: true });
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", watch);
  else watch();
  window.boardgamesA11y = { zoomBy, fit, toggle };
})();
