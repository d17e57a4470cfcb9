// The message that whoever opens the public page can send to an emergency contact: written in the
// page's language, opened in the reader's own WhatsApp or SMS app. The page sends nothing itself,
// and the place, when the reader chooses to add it, lives only in the links it builds.
import type { Translate } from '../i18n/translate';
import { whatsappHref } from '../lib/phone';

/** A place as the browser gave it. */
export interface Place {
  latitude: number;
  longitude: number;
}

/** Four decimals: about eleven metres, enough to find someone, no more. */
const PLACE_DECIMALS = 4;

/** "-23.5505,-46.6333": the place as a map search takes it. */
export function placeText({ latitude, longitude }: Place): string {
  return `${latitude.toFixed(PLACE_DECIMALS)},${longitude.toFixed(PLACE_DECIMALS)}`;
}

/** A maps link that opens at the place, in any browser or maps app. */
export function placeLink(place: Place): string {
  return `https://maps.google.com/?q=${placeText(place)}`;
}

export interface FamilyMessageOf {
  /** The contact's name as stored, '' when none. */
  contact: string;
  /** The patient's name as the page shows it, '' when not known. */
  patient: string;
  place: Place | null;
}

/** The message to one contact, in the page's language. */
export function familyMessage({ contact, patient, place }: FamilyMessageOf, t: Translate): string {
  const name = contact.trim();
  const patientName = patient.trim();
  return [
    name
      ? t('recordView:summary.notify.hello', { name })
      : t('recordView:summary.notify.helloNoName'),
    patientName
      ? t('recordView:summary.notify.helping', { patient: patientName })
      : t('recordView:summary.notify.helpingNoName'),
    place ? t('recordView:summary.notify.place', { link: placeLink(place) }) : null,
  ]
    .filter(Boolean)
    .join(' ');
}

export interface FamilyLinks {
  whatsapp: string;
  sms: string;
}

/**
 * The WhatsApp and SMS links with the message written, for a mobile only (a landline takes
 * neither); null otherwise.
 */
export function familyLinks(phone: string, message: string): FamilyLinks | null {
  const whatsapp = whatsappHref(phone);
  if (!whatsapp) return null;
  const text = encodeURIComponent(message);
  const number = whatsapp.slice(whatsapp.lastIndexOf('/') + 1);
  return { whatsapp: `${whatsapp}?text=${text}`, sms: `sms:+${number}?body=${text}` };
}
