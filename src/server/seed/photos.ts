/**
 * Demo photos drawn on this machine: an SVG scene (sky-to-ground gradient in the listing type's
 * colours, a simple silhouette, the title on a band) rendered to JPEG by sharp. No downloads.
 */
import sharp from 'sharp';
import { THUMBNAIL_SIDE } from '@/server/files/process';

const WIDTH = 960;
const HEIGHT = 720;

/** Two colours per type: top and bottom of the gradient. */
const PALETTE: Record<string, [string, string]> = {
  real_estate: ['#8ec5fc', '#3f7d4e'],
  accommodation: ['#fbc2a4', '#5a7d9a'],
  vehicle: ['#cfd9df', '#44546a'],
  vehicle_parts: ['#d7d2cc', '#304352'],
  car_rental: ['#a1c4fd', '#2b5876'],
  construction: ['#f6d365', '#8d6e63'],
  home_services: ['#84fab0', '#2c7a7b'],
  repair_services: ['#e0c3fc', '#4a4e69'],
  beauty_personal_care: ['#fbc2eb', '#a6508f'],
  retail: ['#ffecd2', '#c0734a'],
  electronics: ['#434343', '#1b1b2f'],
  furniture: ['#fddb92', '#7b4b2a'],
  fashion: ['#ff9a9e', '#6d3b6e'],
  restaurant: ['#f6d365', '#c0392b'],
  services: ['#c2e9fb', '#34495e'],
  home_garden: ['#d4fc79', '#2e7d32'],
  energy_services: ['#fceabb', '#f39c12'],
  sports: ['#96fbc4', '#0f6b3a'],
  hardware: ['#bdc3c7', '#2c3e50'],
  grocery_farm: ['#f9f586', '#6a8d2f'],
  education: ['#a1c4fd', '#3949ab'],
  catering: ['#ffe29f', '#b25b3a'],
  bridal: ['#fdfbfb', '#c9a9a6'],
  recreation: ['#f5d020', '#2f6e3b'],
};

/** A simple silhouette per family of types, drawn above the title band. */
function motif(type: string, variant: number): string {
  const x = 300 + (variant % 3) * 60;
  const shade = 'rgba(255,255,255,0.85)';
  const dark = 'rgba(0,0,0,0.25)';
  switch (type) {
    case 'real_estate':
    case 'accommodation':
      return `<polygon points="${x},330 ${x + 180},200 ${x + 360},330" fill="${dark}"/>
        <rect x="${x + 30}" y="330" width="300" height="170" fill="${shade}"/>
        <rect x="${x + 150}" y="400" width="60" height="100" fill="${dark}"/>
        <rect x="${x + 60}" y="370" width="60" height="50" fill="#8ec5fc"/>
        <rect x="${x + 240}" y="370" width="60" height="50" fill="#8ec5fc"/>`;
    case 'vehicle':
    case 'car_rental':
    case 'vehicle_parts':
      return `<rect x="${x}" y="370" width="380" height="90" rx="30" fill="${shade}"/>
        <path d="M${x + 70},370 L${x + 120},300 L${x + 270},300 L${x + 320},370 Z" fill="${shade}"/>
        <circle cx="${x + 90}" cy="470" r="40" fill="#222"/><circle cx="${x + 290}" cy="470" r="40" fill="#222"/>`;
    case 'electronics':
      return `<rect x="${x + 40}" y="220" width="300" height="200" rx="14" fill="#111" stroke="${shade}" stroke-width="8"/>
        <rect x="${x}" y="420" width="380" height="24" rx="8" fill="${shade}"/>`;
    case 'grocery_farm':
    case 'home_garden':
    case 'recreation':
      return `<circle cx="${x + 300}" cy="200" r="60" fill="#ffe066"/>
        <rect x="${x + 80}" y="330" width="24" height="170" fill="#6d4c41"/>
        <circle cx="${x + 92}" cy="300" r="80" fill="rgba(40,120,40,0.9)"/>`;
    default:
      return `<circle cx="${x + 180}" cy="340" r="140" fill="${dark}"/>
        <circle cx="${x + 180}" cy="340" r="90" fill="${shade}"/>`;
  }
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Splits a title over at most two lines of about 30 characters. */
function titleLines(title: string): string[] {
  const words = title.split(/\s+/);
  const lines: string[] = [''];
  for (const word of words) {
    const current = lines[lines.length - 1]!;
    if ((current + ' ' + word).trim().length > 30 && current && lines.length < 2) lines.push(word);
    else lines[lines.length - 1] = (current + ' ' + word).trim();
  }
  return lines;
}

export interface DrawnPhoto {
  main: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

export async function drawListingPhoto(input: {
  type: string;
  title: string;
  label: string;
  variant: number;
}): Promise<DrawnPhoto> {
  const [top, bottom] = PALETTE[input.type] ?? ['#cfd9df', '#44546a'];
  const lines = titleLines(input.title);
  const text = lines
    .map(
      (line, i) =>
        `<text x="48" y="${600 + i * 52}" font-family="DejaVu Sans, Arial, sans-serif" font-size="42" font-weight="bold" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="${input.variant % 2}" y2="1">
      <stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/>
    </linearGradient></defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
    ${motif(input.type, input.variant)}
    <rect x="0" y="540" width="${WIDTH}" height="180" fill="rgba(0,0,0,0.45)"/>
    <text x="48" y="90" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="rgba(255,255,255,0.9)">${escapeXml(input.label)} · photo ${input.variant + 1}</text>
    ${text}
  </svg>`;
  // Rendered once, then encoded the way uploads are stored: a JPEG without metadata and a
  // small WebP thumbnail (see files/process.ts), without paying for a decode of our own JPEG.
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const [main, thumbnail] = await Promise.all([
    sharp(data, raw).jpeg({ quality: 82 }).toBuffer(),
    sharp(data, raw)
      .resize({ width: THUMBNAIL_SIDE, height: THUMBNAIL_SIDE, fit: 'inside' })
      .webp({ quality: 70 })
      .toBuffer(),
  ]);
  return { main, thumbnail, width: info.width, height: info.height };
}
