/**
 * Draws the app icons (192 and 512 px, plain and maskable) with sharp from one SVG, so they can be
 * regenerated after a colour change: `npx tsx scripts/make-icons.ts`. The PNGs are committed.
 */
import { mkdir } from 'node:fs/promises';
import sharp from 'sharp';

const THEME = '#128c7e';
const OUT = 'public/icons';

/** A price tag with a chat bubble dot: listing + WhatsApp. `safe` shrinks it into the maskable safe zone. */
function svg(size: number, maskable: boolean): string {
  const scale = maskable ? 0.62 : 0.8;
  const inner = size * scale;
  const offset = (size - inner) / 2;
  const radius = maskable ? 0 : size * 0.22;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${radius}" fill="${THEME}"/>
  <g transform="translate(${offset} ${offset}) scale(${inner / 100})">
    <path d="M12 50 L50 12 L88 12 L88 50 L50 88 Z" fill="#ffffff"/>
    <circle cx="72" cy="28" r="7" fill="${THEME}"/>
    <text x="47" y="64" font-family="Arial, Helvetica, sans-serif" font-size="30" font-weight="700" fill="${THEME}" text-anchor="middle">$</text>
  </g>
</svg>`;
}

await mkdir(OUT, { recursive: true });
for (const size of [192, 512]) {
  await sharp(Buffer.from(svg(size, false)))
    .png()
    .toFile(`${OUT}/icon-${size}.png`);
  await sharp(Buffer.from(svg(size, true)))
    .png()
    .toFile(`${OUT}/icon-maskable-${size}.png`);
}
await sharp(Buffer.from(svg(180, true)))
  .png()
  .toFile(`${OUT}/apple-touch-icon.png`);
console.log(`icons written to ${OUT}`);
