// The files a record item may carry: the picker, the save's error and the demo backend read this
// one rule. Only types a browser shows without running anything in them are allowed.

/** One accepted type: how people call it, its media types, its file extensions, its first bytes. */
export interface AttachmentType {
  label: string;
  /** The canonical media type first, then older names some systems still declare. */
  mediaTypes: readonly string[];
  extensions: readonly string[];
  /** The bytes every such file starts with; `null` stands for any byte. */
  signature: readonly (number | null)[];
}

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

export const ATTACHMENT_TYPES: readonly AttachmentType[] = [
  {
    label: 'PDF',
    mediaTypes: ['application/pdf'],
    extensions: ['pdf'],
    signature: ascii('%PDF-'),
  },
  {
    label: 'JPEG',
    mediaTypes: ['image/jpeg', 'image/pjpeg'],
    extensions: ['jpg', 'jpeg'],
    signature: [0xff, 0xd8, 0xff],
  },
  {
    label: 'PNG',
    mediaTypes: ['image/png', 'image/x-png'],
    extensions: ['png'],
    signature: [0x89, ...ascii('PNG\r\n'), 0x1a, 0x0a],
  },
  {
    label: 'WebP',
    mediaTypes: ['image/webp'],
    extensions: ['webp'],
    signature: [...ascii('RIFF'), null, null, null, null, ...ascii('WEBP')],
  },
];

export const MAX_ATTACHMENT_MEGABYTES = 10;
export const MAX_ATTACHMENT_BYTES = MAX_ATTACHMENT_MEGABYTES * 1024 * 1024;

/** The file input's `accept`: only a hint to the file dialog, which the user can get around. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_TYPES.flatMap((type) => [
  type.mediaTypes[0],
  ...type.extensions.map((extension) => `.${extension}`),
]).join(',');

/** Why a file may not be sent: not an accepted type, or larger than the limit. */
export type AttachmentProblem = 'type' | 'size';

/** The accepted type a file name claims by its extension, if any. */
export function attachmentTypeOf(name: string): AttachmentType | undefined {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return undefined;
  const extension = name.slice(dot + 1).toLowerCase();
  return ATTACHMENT_TYPES.find((type) => type.extensions.includes(extension));
}

/** What a system declares when it does not know a file's type: the extension then decides. */
const UNDECLARED = ['', 'application/octet-stream'];

/**
 * What is wrong with a file by its name, declared type and size, or null when it may be sent.
 * A declared type other than its extension's (an HTML page named `.pdf`) is refused as well.
 */
export function attachmentProblem(
  file: Pick<File, 'name' | 'type' | 'size'>,
): AttachmentProblem | null {
  const type = attachmentTypeOf(file.name);
  const declared = file.type.split(';')[0].trim().toLowerCase();
  if (!type) return 'type';
  if (!UNDECLARED.includes(declared) && !type.mediaTypes.includes(declared)) return 'type';
  if (file.size > MAX_ATTACHMENT_BYTES) return 'size';
  return null;
}

/** Whether a file's first bytes are those of the type its name claims: what a server must check. */
export function startsLikeItsType(name: string, head: Uint8Array): boolean {
  const type = attachmentTypeOf(name);
  if (!type || head.length < type.signature.length) return false;
  return type.signature.every((byte, index) => byte === null || head[index] === byte);
}
