// A minimal PNG writer: 8-bit grayscale, no filtering, zlib through CompressionStream.

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const CRC32_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC32_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function uint32(value: number): Uint8Array {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value);
  return bytes;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const typeAndData = concat([new TextEncoder().encode(type), data]);
  return concat([uint32(data.length), typeAndData, uint32(crc32(typeAndData))]);
}

async function zlibDeflate(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const stream = new CompressionStream('deflate');
  const compressed = new Response(stream.readable).arrayBuffer();
  const writer = stream.writable.getWriter();
  await writer.write(data);
  await writer.close();
  return new Uint8Array(await compressed);
}

/** `pixels` holds one gray byte per pixel, row by row (0 black, 255 white). */
export async function encodeGrayscalePng(
  width: number,
  height: number,
  pixels: Uint8Array,
): Promise<Uint8Array> {
  const scanlines = new Uint8Array(height * (width + 1));
  for (let y = 0; y < height; y++) {
    // Each scanline starts with its filter type, 0 (none).
    scanlines.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  }
  const header = concat([uint32(width), uint32(height), Uint8Array.of(8, 0, 0, 0, 0)]);
  return concat([
    Uint8Array.from(PNG_SIGNATURE),
    chunk('IHDR', header),
    chunk('IDAT', await zlibDeflate(scanlines)),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const step = 0x8000;
  for (let i = 0; i < bytes.length; i += step) {
    binary += String.fromCharCode(...bytes.subarray(i, i + step));
  }
  return btoa(binary);
}
