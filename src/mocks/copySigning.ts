// The demo backend's key pair for a card's copy: the private half signs here, the public half is
// the demo build's (src/lib/signingKeys.ts). A demo key: it proves nothing outside the demo.
import { demoSigningKey } from '../lib/signingKeys';

const demoPrivateKey: JsonWebKey = {
  kty: 'EC',
  crv: 'P-256',
  x: demoSigningKey.x,
  y: demoSigningKey.y,
  d: 'qRvBbnyxaeFXl1LrxNE5igwZEErCrkytPRhQssdbwZM',
};

let signingKey: Promise<CryptoKey> | undefined;

function base64Url(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The demo key's id and its ECDSA P-256 signature over the copy's exact text. */
export async function signCopy(copy: string): Promise<{ key_id: string; signature: string }> {
  signingKey ??= crypto.subtle.importKey(
    'jwk',
    demoPrivateKey,
    { name: 'ECDSA', namedCurve: 'P-256' },
    false,
    ['sign'],
  );
  const signature = await crypto.subtle.sign(
    { name: 'ECDSA', hash: 'SHA-256' },
    await signingKey,
    new TextEncoder().encode(copy),
  );
  return { key_id: demoSigningKey.kid ?? '', signature: base64Url(signature) };
}
