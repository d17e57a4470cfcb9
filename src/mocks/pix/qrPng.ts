import { create as createQrCode } from 'qrcode';
import { encodeGrayscalePng, toBase64 } from './png';

const QUIET_ZONE_MODULES = 4;
const PIXELS_PER_MODULE = 4;

/** A scannable QR code of `text` as a base64 PNG, black on white. */
export async function qrPngBase64(text: string): Promise<string> {
  const { modules } = createQrCode(text, { errorCorrectionLevel: 'M' });
  const side = (modules.size + 2 * QUIET_ZONE_MODULES) * PIXELS_PER_MODULE;
  const pixels = new Uint8Array(side * side).fill(255);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      const top = (row + QUIET_ZONE_MODULES) * PIXELS_PER_MODULE;
      const left = (col + QUIET_ZONE_MODULES) * PIXELS_PER_MODULE;
      for (let y = top; y < top + PIXELS_PER_MODULE; y++) {
        pixels.fill(0, y * side + left, y * side + left + PIXELS_PER_MODULE);
      }
    }
  }
  return toBase64(await encodeGrayscalePng(side, side, pixels));
}
