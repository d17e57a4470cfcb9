// The signature a card's copy may carry after its fields (docs/card-summary.md, "Signature"):
// `;k=<key id>;s=<ECDSA P-256 signature>`, over the copy's exact text before it. The copy reads
// the same with or without it; WebCrypto checks it against the keys the build knows.
import type { SigningKey } from '@/lib/signingKeys';

/** The copy's signature as the fragment carries it. */
export interface CopySignature {
  keyId: string;
  /** r and s, 64 bytes, in base64url without padding. */
  signature: string;
}

const SIGNATURE_START = ';k=';
const SIGNATURE = /^;k=([A-Za-z0-9]{1,8});s=([A-Za-z0-9_-]{86})$/;

/**
 * The copy's own text and its signature, if it carries one that is well formed. A fragment with
 * no signature is all copy.
 */
export function splitSignedCopy(fragment: string): {
  copy: string;
  signature: CopySignature | null;
} {
  const start = fragment.indexOf(SIGNATURE_START);
  if (start === -1) return { copy: fragment, signature: null };
  const match = SIGNATURE.exec(fragment.slice(start));
  return {
    copy: fragment.slice(0, start),
    signature: match ? { keyId: match[1] ?? '', signature: match[2] ?? '' } : null,
  };
}

/** The fragment of a copy with its signature after its fields. */
export function signedFragment(copy: string, { keyId, signature }: CopySignature): string {
  return `${copy};k=${keyId};s=${signature}`;
}

/** Whether a signature answered by the API is one this format can carry. */
export function isCopySignature(value: CopySignature): boolean {
  return SIGNATURE.test(`;k=${value.keyId};s=${value.signature}`);
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let at = 0; at < binary.length; at++) bytes[at] = binary.charCodeAt(at);
  return bytes;
}

export function toBase64Url(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export const COPY_SIGNING_ALGORITHM = { name: 'ECDSA', hash: 'SHA-256' } as const;
export const COPY_SIGNING_CURVE = { name: 'ECDSA', namedCurve: 'P-256' } as const;

/**
 * Whether the fragment's copy is signed by one of these keys, exactly as it stands: no signature,
 * an unknown key, one changed character or a browser without WebCrypto all say no.
 */
export async function isSignedCopy(
  fragment: string,
  keys: readonly SigningKey[],
): Promise<boolean> {
  const { copy, signature } = splitSignedCopy(fragment);
  if (!signature) return false;
  const key = keys.find((candidate) => candidate.kid === signature.keyId);
  const subtle = globalThis.crypto?.subtle;
  if (!key || !subtle) return false;
  try {
    const { kty, crv, x, y } = key;
    const publicKey = await subtle.importKey('jwk', { kty, crv, x, y }, COPY_SIGNING_CURVE, false, [
      'verify',
    ]);
    return await subtle.verify(
      COPY_SIGNING_ALGORITHM,
      publicKey,
      fromBase64Url(signature.signature),
      new TextEncoder().encode(copy),
    );
  } catch {
    return false;
  }
}
