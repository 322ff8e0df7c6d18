import sharp from 'sharp';

/** Real image bytes for upload tests. */
export const pngImage = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#2f9e44' } })
    .png()
    .toBuffer();

export const jpegWithGps = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#1c7ed6' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-owner' }, IFD3: { GPSLatitudeRef: 'N' } })
    .toBuffer();

export const svgImage = () =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
  );

/** A multipart form as a browser sends it. */
export function form(
  fields: Record<string, string | { data: Buffer; filename: string; type?: string }>,
): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') data.append(name, value);
    else
      data.append(
        name,
        new Blob([new Uint8Array(value.data)], { type: value.type ?? 'application/octet-stream' }),
        value.filename,
      );
  }
  return data;
}
