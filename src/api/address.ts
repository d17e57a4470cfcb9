/** A call's parameters as the address carries them. */
export interface AddressParts {
  path?: Readonly<Record<string, string | number>>;
  query?: Readonly<Record<string, string | number | undefined>>;
}

/**
 * A contract path below the API base with its parameters in place, each encoded, and its query
 * after it: the one way every call's address is written, the boot script's reads included.
 */
export function addressOf(
  path: string,
  { path: inPath = {}, query = {} }: AddressParts = {},
): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(inPath[name])),
  );
  const pairs = Object.entries(query).flatMap(([name, value]) =>
    value === undefined ? [] : [`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`],
  );
  return pairs.length ? `${filled}?${pairs.join('&')}` : filled;
}
