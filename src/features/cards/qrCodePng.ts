/** Print quality: at least this many pixels a side. */
const MIN_PNG_SIDE = 1024;

/** The PNG's side for a code `modules` wide: whole pixels per module, so edges stay sharp. */
function pngSide(modules: number): number {
  return Math.ceil(MIN_PNG_SIDE / modules) * modules;
}

/** The number of modules across a QR code svg whose viewBox counts modules (with its margin). */
function modulesAcross(svg: SVGSVGElement): number {
  const modules = Number(svg.getAttribute('viewBox')?.split(/\s+/)[2]);
  if (!Number.isInteger(modules) || modules <= 0) throw new Error('QR code without a viewBox');
  return modules;
}

/** A QR code svg (its viewBox counting modules) as an image `side` pixels wide. */
export async function qrImage(svg: SVGSVGElement, side: number): Promise<HTMLImageElement> {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(side));
  copy.setAttribute('height', String(side));
  const source = URL.createObjectURL(
    new Blob([new XMLSerializer().serializeToString(copy)], { type: 'image/svg+xml' }),
  );
  try {
    const image = new Image(side, side);
    image.src = source;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(source);
  }
}

/** A QR code svg redrawn as a print-quality PNG, as a data URL. */
export async function qrCodePng(svg: SVGSVGElement): Promise<string> {
  const side = pngSide(modulesAcross(svg));
  const image = await qrImage(svg, side);
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.imageSmoothingEnabled = false;
  context.drawImage(image, 0, 0, side, side);
  return canvas.toDataURL('image/png');
}
