import { useEffect } from 'react';

/** Gives the document's meta description this text while the page is shown, then restores it. */
export function useMetaDescription(text: string): void {
  useEffect(() => {
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !tag;
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    const previous = tag.content;
    tag.content = text;
    return () => {
      if (created) tag.remove();
      else tag.content = previous;
    };
  }, [text]);
}
