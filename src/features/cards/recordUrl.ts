import { publicSiteUrl } from '@/lib/env';
import { href } from '@/lib/paths';

/**
 * Where a card's QR code points: the public view of its record on the site, with the card's copy
 * of the emergency summary in the fragment when the owner chose to carry it.
 */
export function publicRecordUrl(cardCode: string, fragment = ''): string {
  const url = `${publicSiteUrl()}${href.recordView(cardCode)}`;
  return fragment ? `${url}#${fragment}` : url;
}

/** The site's address as it is typed, without its scheme: printed beside the code. */
export function siteAddress(): string {
  return publicSiteUrl().replace(/^https?:\/\//, '');
}
