/**
 * The strings written to `document.cookie` from now until the test ends, attributes included
 * (reading the cookie back shows none of them).
 */
export function watchCookieWrites(): string[] {
  const writes: string[] = [];
  const setter = vi.spyOn(document, 'cookie', 'set');
  const original = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  setter.mockImplementation((value: string) => {
    writes.push(value);
    original?.set?.call(document, value);
  });
  onTestFinished(() => setter.mockRestore());
  return writes;
}

/** The writes of one cookie. */
export function writesOf(writes: string[], name: string): string[] {
  return writes.filter((write) => write.startsWith(`${name}=`));
}
