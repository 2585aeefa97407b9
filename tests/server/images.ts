import sharp from 'sharp';

/** A small generated photo; `gps` adds an EXIF GPS position like a phone camera's. */
export async function makeJpeg(
  options: { width?: number; height?: number; gps?: boolean } = {},
): Promise<Buffer> {
  const image = sharp({
    create: {
      width: options.width ?? 64,
      height: options.height ?? 48,
      channels: 3,
      background: { r: 200, g: 120, b: 40 },
    },
  }).jpeg({ quality: 80 });
  if (!options.gps) return image.toBuffer();
  return image
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Cheap Android' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '17/1 49/1 4800/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '31/1 3/1 1200/100',
      },
    })
    .toBuffer();
}

export function makePng(width = 40, height = 30): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 4, background: { r: 10, g: 200, b: 90, alpha: 0.5 } },
  })
    .png()
    .toBuffer();
}

export function makeWebp(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 1, g: 2, b: 3 } } })
    .webp()
    .toBuffer();
}

export function uploadForm(bytes: Buffer | string, name = 'photo.jpg', type = 'image/jpeg') {
  const form = new FormData();
  form.append(
    'file',
    new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type }),
  );
  return form;
}
