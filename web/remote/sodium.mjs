// libsodium (npm libsodium-sumo, vendored by scripts/build.py) for web/py/remote/sodium.py,
// the Python shim that offers PyNaCl's nacl.bindings names in the page. Imported only
// when a game across devices starts. Each function takes Uint8Arrays, copies them into
// libsodium's memory, calls the C function and returns its output (a new Uint8Array),
// or undefined (None in Python; not null, which Pyodide gives as jsnull) when the C
// function reported an error; the memory used is wiped and freed.
import init from "./vendor/libsodium-sumo.mjs";

let S = null;

export async function ready() {
  if (!S) {
    const sodium = await init({
      getRandomValue() {
        const word = new Uint32Array(1);
        crypto.getRandomValues(word);
        return word[0] >>> 0;
      },
    });
    if (sodium._sodium_init() < 0) throw new Error("libsodium could not start");
    S = sodium;
  }
  return true;
}

// Copies `inputs` to the heap, reserves `outSizes` bytes for each output, calls
// fn(inputPointers, outputPointers) and returns [result of fn, ...outputs].
function run(inputs, outSizes, fn) {
  const total = inputs.reduce((n, a) => n + a.length, 0) + outSizes.reduce((n, m) => n + m, 0);
  const base = S._malloc(Math.max(total, 1));
  try {
    let at = base;
    const ins = inputs.map((a) => { S.HEAPU8.set(a, at); at += a.length; return at - a.length; });
    const outs = outSizes.map((n) => { at += n; return at - n; });
    const rc = fn(ins, outs);
    return [rc, ...outs.map((p, i) => S.HEAPU8.slice(p, p + outSizes[i]))];
  } finally {
    S.HEAPU8.fill(0, base, base + total);
    S._free(base);
  }
}

const ok = ([rc, ...outs]) => (rc === undefined || rc === 0 ? outs : undefined);
const one = (result) => { const outs = ok(result); return outs && outs[0]; };

export const from_uniform = (r) =>
  one(run([r], [32], ([a], [o]) => S._crypto_core_ed25519_from_uniform(o, a)));
export const scalarmult_noclamp = (n, p) =>
  one(run([n, p], [32], ([a, b], [o]) => S._crypto_scalarmult_ed25519_noclamp(o, a, b)));
export const scalarmult_base_noclamp = (n) =>
  one(run([n], [32], ([a], [o]) => S._crypto_scalarmult_ed25519_base_noclamp(o, a)));
export const scalar_reduce = (s) =>
  one(run([s], [32], ([a], [o]) => S._crypto_core_ed25519_scalar_reduce(o, a)));
export const scalar_invert = (s) =>
  one(run([s], [32], ([a], [o]) => S._crypto_core_ed25519_scalar_invert(o, a)));
export const scalar_mul = (x, y) =>
  one(run([x, y], [32], ([a, b], [o]) => S._crypto_core_ed25519_scalar_mul(o, a, b)));
export const scalar_add = (x, y) =>
  one(run([x, y], [32], ([a, b], [o]) => S._crypto_core_ed25519_scalar_add(o, a, b)));
export const scalar_sub = (x, y) =>
  one(run([x, y], [32], ([a, b], [o]) => S._crypto_core_ed25519_scalar_sub(o, a, b)));
export const is_valid_point = (p) =>
  run([p], [], ([a]) => S._crypto_core_ed25519_is_valid_point(a))[0] === 1;
export const sign_seed_keypair = (seed) =>
  ok(run([seed], [32, 64], ([a], [pk, sk]) => S._crypto_sign_seed_keypair(pk, sk, a)));
// Lengths of 64 bits are passed as two 32-bit halves (libsodium.js is built so).
export const sign = (m, sk) =>
  one(run([m, sk], [m.length + 64], ([a, k], [o]) => S._crypto_sign(o, 0, a, m.length, 0, k)));
export const sign_detached = (m, sk) =>
  one(run([m, sk], [64], ([a, k], [o]) => S._crypto_sign_detached(o, 0, a, m.length, 0, k)));
export function sign_open(sm, pk) {
  if (sm.length < 64) return undefined;
  const outs = ok(run([sm, pk], [sm.length, 8],
    ([a, k], [o, len]) => S._crypto_sign_open(o, len, a, sm.length, 0, k)));
  if (!outs) return undefined;
  const [message, len] = outs;
  return message.slice(0, new DataView(len.buffer).getUint32(0, true));
}
export const sign_verify_detached = (sig, m, pk) =>
  run([sig, m, pk], [], ([s, a, k]) =>
    S._crypto_sign_verify_detached(s, a, m.length, 0, k))[0] === 0;
