// The document head's tags as plain data: the head is no part of the screen that Testing
// Library queries.

/** The `content` of every head meta with this name or property. */
export function metaContent(key: 'name' | 'property', value: string): string[] {
  return [...document.head.querySelectorAll<HTMLMetaElement>(`meta[${key}="${value}"]`)].map(
    (tag) => tag.content,
  );
}

/** hreflang → href of the head's language alternates. */
export function alternateLinks(): Record<string, string | null> {
  return Object.fromEntries(
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"]')].map((link) => [
      link.hreflang,
      link.getAttribute('href'),
    ]),
  );
}

/** The canonical links' addresses (one on a public page, none elsewhere). */
export function canonicalLinks(): (string | null)[] {
  return [...document.head.querySelectorAll('link[rel="canonical"]')].map((link) =>
    link.getAttribute('href'),
  );
}

/** How many of the head's tags are share tags (index.html's defaults or the app's). */
export function shareTagCount(): number {
  return document.head.querySelectorAll('[data-share]').length;
}
