import type { TFunction } from 'i18next';
import { languageTags, toLanguage } from '@/i18n/languages';
import { formatDate, isoDate } from '@/lib/dates';
import {
  fieldLabel,
  maskIdentityNumber,
  shownValue,
  visibleStoredFields,
  type FormItem,
  type SectionDecl,
} from '@/record';
import { storageBaseUrl } from '@/lib/env';
import { foldedAttachments, itemHeading, sectionTitle } from '@/recordReading/recordContent';
import { sectionsOfView, type RecordState, type ViewSection } from '@/recordReading/recordState';
import { emergencySummary } from '@/recordReading/emergencySummary';
import { summaryCard } from '@/recordReading/summaryTree';
import type { ViewElement } from '@/recordReading/viewNode';

export interface PrintField {
  label: string;
  value: string;
  /** The value is the "not informed" text. */
  missing: boolean;
  wide: boolean;
}

export interface PrintItem {
  heading: string | null;
  fields: PrintField[];
  /** The item's own file; an item without one is told in its section's `noAttachment`. */
  attachment: { label: string; text: string; href: string | null } | null;
}

export type PrintSection = (
  | {
      title: string;
      items: PrintItem[];
      /** The one line for the items without a file. */
      noAttachment: string | null;
    }
  | {
      title: string;
      /**
       * The section could not be read, or the patient keeps it off the public page: the sheet
       * says which (`note`) instead of leaving it out.
       */
      items: null;
      note: string;
    }
) & {
  /** The sections printed inside this one, after its items (the blood type in personal information). */
  within: PrintSection[];
};

/** Everything the print window shows, as plain text: it never holds markup. */
export interface PrintableRecord {
  /** BCP 47 tag of the current language. */
  lang: string;
  title: string;
  cardLine: string;
  printedOn: string;
  /** The emergency summary, first on the sheet: the view's own markup, painted as text nodes. */
  summary: ViewElement;
  sections: PrintSection[];
}

function printItems(section: SectionDecl, items: FormItem[], t: TFunction): PrintItem[] {
  const attachments = foldedAttachments(section, items, t, storageBaseUrl);
  return items.map((item, index): PrintItem => {
    const attachment = attachments.perItem[index];
    return {
      heading: itemHeading(section, index, items.length, t),
      fields: visibleStoredFields(section, item.values).map((field) => {
        if (item.hiddenFields?.includes(field.name)) {
          return {
            label: fieldLabel(section.id, field, t),
            value: t('recordView:visibility.hidden'),
            missing: true,
            wide: Boolean(field.wide),
          };
        }
        if (item.maskedFields?.includes(field.name)) {
          const masked = maskIdentityNumber(field, item.values[field.name] ?? '');
          return {
            label: fieldLabel(section.id, field, t),
            value: `${masked} (${t('recordView:visibility.masked')})`,
            missing: false,
            wide: Boolean(field.wide),
          };
        }
        const value = shownValue(field, item.values[field.name], t);
        return {
          label: fieldLabel(section.id, field, t),
          value: value.text,
          missing: value.missing,
          wide: Boolean(field.wide),
        };
      }),
      attachment: attachment
        ? {
            label: t('record:attachment.label'),
            text: t(attachment.textKey),
            href: attachment.href,
          }
        : null,
    };
  });
}

/** A section as the sheet prints it, with those shown inside it; null when it has nothing. */
function printSection(view: ViewSection, t: TFunction): PrintSection | null {
  const { section, read } = view;
  const title = sectionTitle(section, t);
  const within = view.within.flatMap((inner) => printSection(inner, t) ?? []);
  switch (read.status) {
    case 'empty':
      return within.length > 0 ? { title, items: [], noAttachment: null, within } : null;
    case 'hidden':
    case 'private':
      return { title, items: null, note: t('recordView:visibility.hidden'), within };
    case 'shown':
      return {
        title,
        items: printItems(section, read.items, t),
        noAttachment: foldedAttachments(section, read.items, t, storageBaseUrl).none,
        within,
      };
    default:
      return { title, items: null, note: t('recordView:print.notLoaded'), within };
  }
}

/** The record as the view shows it right now, with the same words and formats. */
export function printableRecord(
  state: RecordState,
  /** The card code as the page shows it (000-000-000). */
  cardCode: string,
  t: TFunction,
  language: string,
  now: Date = new Date(),
): PrintableRecord {
  const lang = languageTags[toLanguage(language)];
  const time = new Intl.DateTimeFormat(lang, { timeStyle: 'short' }).format(now);
  const date = `${formatDate(isoDate(now), lang) ?? ''} ${time}`;

  const printed = sectionsOfView(state).flatMap((view) => printSection(view, t) ?? []);

  return {
    lang,
    title: t('recordView:title'),
    cardLine: t('recordView:cardCode', { code: cardCode }),
    printedOn: t('recordView:print.printedOn', { date }),
    // Whole even while a part still loads: that part says so.
    summary: summaryCard(emergencySummary(state), true, t),
    sections: printed,
  };
}
