/**
 * Photo compression in Chromium: a 4000x3000 JPEG (a phone camera's size) through
 * browser-image-compression with the app's settings (0.9 MB, 1920 px, web worker, library from
 * the app's own copy). Prints input and output bytes, the output's longest side and the time.
 *
 * Run: npx tsx tests/bench/compression.bench.ts
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type imageCompression from 'browser-image-compression';
import sharp from 'sharp';
import { launchBrowser } from '../e2e/harness';
import { IMAGE_COMPRESSION } from '@/domain';

const require = createRequire(import.meta.url);
const LIB = readFileSync(
  require.resolve('browser-image-compression/dist/browser-image-compression.js'),
  'utf8',
);
const ORIGIN = 'http://bench.local';
const WIDTH = 4000;
const HEIGHT = 3000;
const RUNS = 3;

/** A photo-like picture: smooth gradients with sensor-like noise, so JPEG has real work to do. */
async function cameraJpeg(): Promise<Buffer> {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  let seed = 7;
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
      const noise = (seed % 24) - 12;
      const i = (y * WIDTH + x) * 3;
      pixels[i] = Math.max(0, Math.min(255, ((x * 255) / WIDTH + noise) | 0));
      pixels[i + 1] = Math.max(0, Math.min(255, ((y * 255) / HEIGHT + noise) | 0));
      pixels[i + 2] = Math.max(0, Math.min(255, (128 + 60 * Math.sin(x / 90) + noise) | 0));
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

const input = await cameraJpeg();
const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  await page.route(`${ORIGIN}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/vendor/browser-image-compression.js')
      return route.fulfill({ body: LIB, contentType: 'text/javascript' });
    if (path === '/photo.jpg') return route.fulfill({ body: input, contentType: 'image/jpeg' });
    return route.fulfill({
      body: '<!doctype html><script src="/vendor/browser-image-compression.js"></script>',
      contentType: 'text/html',
    });
  });
  await page.goto(`${ORIGIN}/`);
  const results: { bytes: number; longest: number; ms: number; type: string }[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    results.push(
      await page.evaluate(async (settings) => {
        const blob = await (await fetch('/photo.jpg')).blob();
        const file = new File([blob], 'photo.jpg', { type: 'image/jpeg' });
        const compress = (
          window as unknown as {
            imageCompression: typeof imageCompression;
          }
        ).imageCompression;
        const started = performance.now();
        const out = await compress(file, {
          maxSizeMB: settings.maxSizeMB,
          maxWidthOrHeight: settings.maxWidthOrHeight,
          useWebWorker: true,
          libURL: `${location.origin}/vendor/browser-image-compression.js`,
        });
        const ms = performance.now() - started;
        const bitmap = await createImageBitmap(out);
        return {
          bytes: out.size,
          longest: Math.max(bitmap.width, bitmap.height),
          ms,
          type: out.type,
        };
      }, IMAGE_COMPRESSION),
    );
  }
  const best = Math.min(...results.map((r) => r.ms));
  const median = [...results.map((r) => r.ms)].sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
  const last = results[results.length - 1]!;
  console.log(
    `compression of a ${WIDTH}x${HEIGHT} JPEG in Chromium (web worker, self-hosted library)`,
  );
  console.log(`  input: ${(input.length / 1024 / 1024).toFixed(2)} MB`);
  console.log(
    `  output: ${last.bytes} bytes (${(last.bytes / 1024 / 1024).toFixed(2)} MB, target <= ${IMAGE_COMPRESSION.maxSizeMB} MB), ${last.type}`,
  );
  console.log(
    `  longest side: ${last.longest} px (target <= ${IMAGE_COMPRESSION.maxWidthOrHeight})`,
  );
  console.log(
    `  time: median ${median.toFixed(0)} ms, best ${best.toFixed(0)} ms over ${RUNS} runs`,
  );
} finally {
  await browser.close();
}
