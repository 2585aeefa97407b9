import sharp from 'sharp';

/**
 * A photo-like image: smooth gradients and shapes with seeded noise, 1200 x 900 (what the app
 * sends after its own resizing). Different seeds give different photos.
 */
export async function makePhoto(seed: number, width = 1200, height = 900): Promise<Buffer> {
  let state = seed * 2654435761;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const pixels = Buffer.alloc(width * height * 3);
  const blobs = Array.from({ length: 6 }, () => ({
    x: random() * width,
    y: random() * height,
    r: 80 + random() * 300,
    color: [random() * 255, random() * 255, random() * 255],
  }));
  const tilt = random() * 2 - 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const base = ((x * (1 + tilt) + y * (1 - tilt)) / (width + height)) * 180;
      let rgb = [base, base * 0.8 + 30, 200 - base * 0.6];
      for (const blob of blobs) {
        const d = Math.hypot(x - blob.x, y - blob.y);
        if (d < blob.r) {
          const w = 1 - d / blob.r;
          rgb = rgb.map((v, i) => v * (1 - w) + blob.color[i]! * w);
        }
      }
      const at = (y * width + x) * 3;
      for (let i = 0; i < 3; i++) {
        pixels[at + i] = Math.max(0, Math.min(255, rgb[i]! + (random() - 0.5) * 40));
      }
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}
