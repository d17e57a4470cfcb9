// The public keys a card's copy may be signed with, as the build gives them: a JWK set.

/** A public key of the set: a P-256 JWK with its key id. */
export type SigningKey = JsonWebKey & { kid?: string };

/** The demo backend's public key (its private half signs in the demo only). */
export const demoSigningKey: SigningKey = {
  kty: 'EC',
  crv: 'P-256',
  kid: 'demo1',
  x: 'pyqStz125_Uw2ZAx43LhHvQ3Frsc8Mcq-uQtTUn21pI',
  y: '4xK3CA_fezkfBA-ApGEynVnxRrDpsjFWOGdOfg0zFNw',
};

/** A JWK set's keys (`{"keys": [...]}`), those that can check a copy; none from anything else. */
export function readSigningKeys(json: string): SigningKey[] {
  try {
    const set: unknown = JSON.parse(json);
    const keys = (set as { keys?: unknown } | null)?.keys;
    if (!Array.isArray(keys)) return [];
    return keys.filter(
      (key): key is SigningKey =>
        typeof key === 'object' &&
        key !== null &&
        (key as SigningKey).kty === 'EC' &&
        (key as SigningKey).crv === 'P-256' &&
        typeof (key as SigningKey).kid === 'string' &&
        typeof (key as SigningKey).x === 'string' &&
        typeof (key as SigningKey).y === 'string',
    );
  } catch {
    return [];
  }
}
