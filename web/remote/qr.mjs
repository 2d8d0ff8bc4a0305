// QR codes for web/py/remote/qr.py: drawn with qrcode-generator, read with the browser's
// BarcodeDetector where it has one, else with jsQR (both vendored by scripts/build.py,
// jsQR imported only when first needed).
import qrcode from "./vendor/qrcode.mjs";

// Texts are UTF-8 in byte mode (the library's default keeps only the low byte of each char).
qrcode.stringToBytes = (s) => Array.from(new TextEncoder().encode(s));

// The code of `text` as SVG markup (white quiet zone of 4 modules, sized by CSS), with its
// version and width in modules. `title` (with `id`) names it for screen readers.
export function svg(text, level = "M", title = "", id = "qr-title") {
  const code = qrcode(0, level);
  code.addData(text, "Byte");
  code.make();
  const modules = code.getModuleCount();
  const markup = code.createSvgTag({ cellSize: 1, margin: 4, scalable: true,
                                     title: title ? { text: title, id } : undefined })
    .replace("<svg ", '<svg shape-rendering="crispEdges" ');
  return { svg: markup, modules, version: (modules - 17) / 4 };
}

let jsQR = null;

async function reader() {
  if (!jsQR) {
    await import("./vendor/jsQR.js");       // a UMD script: it sets self.jsQR
    jsQR = globalThis.jsQR;
  }
  return jsQR;
}

async function svgImage(markup, size) {
  const sized = markup.replace("<svg ", `<svg width="${size}" height="${size}" `);
  const url = URL.createObjectURL(new Blob([sized], { type: "image/svg+xml" }));
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return img;
  } finally {
    URL.revokeObjectURL(url);
  }
}

// Something drawable and its size: SVG markup or an <svg> element (rasterised), an <img>,
// a <canvas>, a <video> (its current frame), an ImageBitmap or a Blob (a photo).
async function drawable(source, size = 800) {
  if (typeof source === "string" || source instanceof SVGElement) {
    const markup = typeof source === "string" ? source : new XMLSerializer().serializeToString(source);
    return [await svgImage(markup, size), size, size];
  }
  if (source instanceof Blob) source = await createImageBitmap(source);
  if (source instanceof HTMLVideoElement) return [source, source.videoWidth, source.videoHeight];
  if (source instanceof HTMLImageElement) return [source, source.naturalWidth, source.naturalHeight];
  return [source, source.width, source.height];
}

async function pixels(source) {
  if (source instanceof ImageData) return source;
  const [image, width, height] = await drawable(source);
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext("2d", { willReadFrequently: true });
  ctx.fillStyle = "white";
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(image, 0, 0, width, height);
  return ctx.getImageData(0, 0, width, height);
}

let detector;       // undefined: not asked yet; null: none here

async function barcodeDetector() {
  if (detector === undefined) {
    detector = null;
    try {
      if ("BarcodeDetector" in globalThis
          && (await globalThis.BarcodeDetector.getSupportedFormats()).includes("qr_code")) {
        detector = new globalThis.BarcodeDetector({ formats: ["qr_code"] });
      }
    } catch (err) { /* none: jsQR reads */ }
  }
  return detector;
}

// The text of the QR code in `source`, or undefined when none is found. `how`: "auto"
// (BarcodeDetector where the browser has one, else jsQR), "jsqr" or "detector".
export async function decode(source, how = "auto") {
  const found = await decodeWith(source, how);
  return found ? found : undefined;
}

async function decodeWith(source, how) {
  const native = how === "jsqr" ? null : await barcodeDetector();
  if (native) {
    const [image] = source instanceof ImageData ? [source] : await drawable(source);
    const codes = await native.detect(image);
    return codes.length ? { text: codes[0].rawValue, by: "detector" } : null;
  }
  if (how === "detector") throw new Error("this browser has no BarcodeDetector for QR codes");
  const read = await reader();
  const { data, width, height } = await pixels(source);
  const code = read(data, width, height, { inversionAttempts: "attemptBoth" });
  return code ? { text: new TextDecoder().decode(Uint8Array.from(code.binaryData)), by: "jsqr" } : null;
}

export const hasDetector = async () => !!(await barcodeDetector());

// Reads codes from the camera into `video` until stop() is called: onText(text, by) for
// each code read (a code held in view is reported once until another one is seen).
export async function scan(video, onText, how = "auto", everyMs = 200) {
  const stream = await navigator.mediaDevices.getUserMedia(
    { video: { facingMode: "environment" }, audio: false });
  video.srcObject = stream;
  video.setAttribute("playsinline", "");
  video.muted = true;
  await video.play();
  let running = true;
  let last = null;
  const tick = async () => {
    if (!running) return;
    try {
      if (video.videoWidth) {
        const found = await decodeWith(video, how);
        if (found && found.text !== last && running) {
          last = found.text;
          onText(found.text, found.by);
        }
      }
    } catch (err) { console.warn("QR scan:", err); }
    if (running) setTimeout(tick, everyMs);
  };
  tick();
  return () => {
    running = false;
    stream.getTracks().forEach((track) => track.stop());
    video.srcObject = null;
  };
}
