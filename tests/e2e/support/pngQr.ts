// What a PNG's QR code says, read with jsqr from the PNG as the browser draws it.
import type { Page } from '@playwright/test';
import jsQR from 'jsqr';

/**
 * The text of the QR code in a PNG, or null. The picture is drawn at most `maxSide` pixels wide
 * (a large PNG drawn smaller, still several pixels a module, decodes faster), or only its lower
 * half at half size (`lowerHalf`: where a lock-screen picture puts its code).
 */
export async function pngQrText(
  page: Page,
  png: Buffer,
  { maxSide = 1200, lowerHalf = false }: { maxSide?: number; lowerHalf?: boolean } = {},
): Promise<string | null> {
  const { width, height, pixels } = await page.evaluate(
    async ({ base64, maxSide, lowerHalf }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const { naturalWidth, naturalHeight } = image;
      const scale = lowerHalf ? 0.5 : Math.min(1, maxSide / naturalWidth);
      const top = lowerHalf ? naturalHeight / 2 : 0;
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(naturalWidth * scale);
      canvas.height = Math.round((naturalHeight - top) * scale);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(
        image,
        0,
        top,
        naturalWidth,
        naturalHeight - top,
        0,
        0,
        canvas.width,
        canvas.height,
      );
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      // As base64: a plain array of this many numbers is slow to bring back.
      let binary = '';
      for (let at = 0; at < data.length; at += 0x8000) {
        binary += String.fromCharCode(...data.subarray(at, at + 0x8000));
      }
      return { width: canvas.width, height: canvas.height, pixels: btoa(binary) };
    },
    { base64: png.toString('base64'), maxSide, lowerHalf },
  );
  const rgba = new Uint8ClampedArray(Buffer.from(pixels, 'base64'));
  return jsQR(rgba, width, height)?.data ?? null;
}
