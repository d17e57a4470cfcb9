import { publicSiteUrl } from '../../lib/env';
import { href } from '../../lib/paths';

/** Where a card's QR code points: the public view of its record on the site. */
export function publicRecordUrl(cardNumber: string): string {
  return `${publicSiteUrl()}${href.recordView(cardNumber)}`;
}
