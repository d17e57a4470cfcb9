// The emergency summary as markup, part by part. One builder for the app and the boot script, so
// the two never show different things.
import type { Translate } from '../i18n/translate';
import { elapsedSince, formatDate, isAfterToday } from '../lib/dates';
import { telHref, whatsappHref } from '../lib/phone';
import {
  allergy,
  bloodType,
  displayText,
  emergencyContacts,
  fieldOf,
  medicalConditions,
  medicines,
  NONE_OF_THE_OPTIONS,
  personalInformation,
  pregnancy,
  prostheses,
  type FieldNameOf,
  type FormItemOf,
  type ItemValuesOf,
  type SectionDecl,
  type ValueOf,
} from '../record';
import {
  isMriIncompatible,
  isSevere,
  type EmergencySummary,
  type SummaryPart,
  type SummaryPartName,
} from './emergencySummary';
import { familyLinks, familyMessage, type Place } from './familyMessage';
import { skeletonBar } from './skeleton';
import { el, type ViewElement, type ViewNode } from './viewNode';

/**
 * A stored value as text, through the one formatter of its field. The section's declared names
 * only: a misspelt one is a type error.
 */
function text<S extends SectionDecl>(
  section: S,
  name: FieldNameOf<S>,
  values: ItemValuesOf<S>,
  t: Translate,
): string {
  return displayText(fieldOf(section, name), values[name], t);
}

/** Text of the optional details, only those present: "1 comprimido, 8 em 8 horas". */
function details<S extends SectionDecl>(
  values: ItemValuesOf<S>,
  names: readonly FieldNameOf<S>[],
): string {
  return names
    .map((name) => values[name]?.trim() ?? '')
    .filter(Boolean)
    .join(', ');
}

/** Under two years an age is said in months, under a month in days: doses depend on them. */
const MONTHS_UNTIL_YEARS = 24;

function ageText(birth: string | undefined, t: Translate): string {
  const stored = birth ?? '';
  const date = displayText(fieldOf(personalInformation, 'date_birth'), stored, t);
  if (isAfterToday(stored)) return t('recordView:summary.birthInFuture', { date });
  const elapsed = elapsedSince(stored);
  if (elapsed === null) return t('record:notInformed');
  // Plural words rather than Intl's unit format, whose first use costs ~90 ms on a slow phone.
  const age =
    elapsed.months >= MONTHS_UNTIL_YEARS
      ? t('recordView:summary.years', { count: elapsed.years })
      : elapsed.months >= 1
        ? t('recordView:summary.months', { count: elapsed.months })
        : t('recordView:summary.days', { count: elapsed.days });
  return t('recordView:summary.ageValue', { age, date });
}

/** Whether a part shown only when it applies is shown: unknown (failed, reloading) counts. */
function shows<T>(part: SummaryPart<T>, applies: (value: T) => boolean): boolean {
  return part.status !== 'shown' || applies(part.value) || part.cardSaid !== undefined;
}

/**
 * One part as it stands: waiting (saying for what, in room kept for about two lines of it),
 * failed (with a retry), or its content.
 */
function partContent<T>(
  part: SummaryPart<T>,
  name: SummaryPartName,
  t: Translate,
  content: (value: T) => ViewNode,
): ViewNode {
  if (part.status === 'loading') {
    return el('div', 'min-h-16 space-y-2 py-0.5', [
      el('p', 'text-slate-700', [t(`recordView:summary.partLoading.${name}`)]),
      skeletonBar('h-5 w-3/4'),
      skeletonBar('h-5 w-1/2'),
    ]);
  }
  if (part.status === 'retrying') {
    return el('p', 'text-slate-700', [t('recordView:section.retrying')], { role: 'status' });
  }
  if (part.status === 'hidden') {
    return el('p', 'font-medium italic text-slate-700', [t('recordView:visibility.hidden')]);
  }
  if (part.status === 'notOnCard') {
    return el('p', 'italic text-slate-700', [t('recordView:summary.cardCopy.notOnCard')]);
  }
  if (part.status === 'failed') {
    const { section } = part;
    return el('p', 'flex flex-wrap items-center gap-x-3 gap-y-1 text-red-900', [
      el('span', undefined, [t('recordView:summary.failed')]),
      {
        ...el(
          'button',
          'min-h-6 font-semibold text-brand-800 underline underline-offset-2',
          [
            `${t('recordView:section.retry')} `,
            el('span', 'sr-only', [`(${t(`record:sections.${section.id}.title`)})`]),
          ],
          { type: 'button' },
        ),
        retry: section.resource,
      },
    ]);
  }
  return content(part.value);
}

/** A part's box: `aria-busy` while its read is still under way. */
function partAttributes(name: SummaryPartName, part: SummaryPart<unknown>) {
  return {
    'data-summary-part': name,
    ...(part.status === 'loading' ? { 'aria-busy': 'true' } : {}),
  };
}

/** How a printed card's day is said beside what came from it. */
function cardDay(madeOn: string, t: Translate): string {
  return formatDate(madeOn, t('record:locale')) ?? madeOn;
}

/**
 * In a part shown from a printed card, in its own place: the card's day, and that its live read
 * failed once it did.
 */
function cardMark(part: SummaryPart<unknown>, t: Translate): ViewElement | null {
  if (part.status !== 'shown' || !part.fromCard) return null;
  const { madeOn, unchecked } = part.fromCard;
  return el(
    'p',
    'mt-1 text-xs font-semibold text-sky-900',
    [
      t(`recordView:summary.cardCopy.${unchecked ? 'markUnchecked' : 'mark'}`, {
        date: cardDay(madeOn, t),
      }),
    ],
    { 'data-summary-field': 'card-mark' },
  );
}

/**
 * Beside a live part that differs from the printed card in the reader's hand: what the card
 * said, shown as the card's part shows it, so that nothing on it vanishes without a word.
 */
function cardSaid<T>(
  part: SummaryPart<T>,
  t: Translate,
  render: (part: SummaryPart<T>) => ViewNode,
): ViewElement | null {
  if (part.status !== 'shown' || !part.cardSaid) return null;
  const { value, ...fromCard } = part.cardSaid;
  return el(
    'div',
    'mt-2 rounded-lg border border-sky-800 bg-sky-50 p-2 text-sm text-sky-950',
    [
      el('p', 'font-semibold', [
        t('recordView:summary.cardCopy.said', { date: cardDay(fromCard.madeOn, t) }),
      ]),
      render({ status: 'shown', value, fromCard }),
    ],
    { 'data-summary-field': 'card-said' },
  );
}

/** A part as it stands, then where it came from when a printed card is concerned. */
function partWithCard<T>(
  part: SummaryPart<T>,
  t: Translate,
  render: (part: SummaryPart<T>) => ViewNode,
): ViewNode[] {
  return [render(part), cardMark(part, t), cardSaid(part, t, render)];
}

function block<T>(
  title: string,
  name: SummaryPartName,
  part: SummaryPart<T>,
  t: Translate,
  render: (part: SummaryPart<T>) => ViewNode,
): ViewElement {
  return el(
    'div',
    undefined,
    [
      el('h3', 'mb-1.5 text-sm font-bold uppercase tracking-wide text-slate-700', [title]),
      ...partWithCard(part, t, render),
    ],
    partAttributes(name, part),
  );
}

/** Items a printed card only counts: how many, and that they are in the online record. */
function moreOnline(part: SummaryPart<unknown>): number {
  return part.status === 'shown' ? (part.fromCard?.more ?? 0) : 0;
}

/**
 * A list part's items, then the count of those a printed card did not hold; "none recorded" only
 * when it holds nothing and counts nothing.
 */
function listContent<I>(
  part: SummaryPart<I[]>,
  name: SummaryPartName,
  t: Translate,
  content: (items: I[], fromCard: boolean) => ViewNode,
): ViewNode {
  return partContent(part, name, t, (items) => {
    const more = moreOnline(part);
    if (items.length === 0 && more === 0) {
      return el('p', 'italic text-slate-600', [t('recordView:summary.none')]);
    }
    const fromCard = part.status === 'shown' && part.fromCard !== undefined;
    return el('div', undefined, [
      items.length > 0 ? content(items, fromCard) : null,
      more > 0
        ? el('p', 'mt-1 font-semibold italic text-slate-800', [
            t(`recordView:summary.cardCopy.more.${name}`, { count: more }),
          ])
        : null,
    ]);
  });
}

/** A titled list part. */
function listBlock<I>(
  title: string,
  name: SummaryPartName,
  part: SummaryPart<I[]>,
  t: Translate,
  content: (items: I[], fromCard: boolean) => ViewNode,
): ViewElement {
  return block(title, name, part, t, (shown) => listContent(shown, name, t, content));
}

function patient(summary: EmergencySummary, t: Translate): ViewElement {
  return el('div', 'flex flex-wrap items-start justify-between gap-4', [
    el(
      'div',
      'min-w-0 flex-[1_1_9rem]',
      partWithCard(summary.patient, t, (part) =>
        partContent(part, 'patient', t, (values) =>
          el('dl', 'space-y-2', [
            el('div', undefined, [
              el('dt', 'text-sm font-medium text-slate-600', [t('recordView:summary.patient')]),
              el(
                'dd',
                'text-xl font-bold break-words text-slate-900',
                [text(personalInformation, 'name', values ?? {}, t)],
                { 'data-summary-field': 'name' },
              ),
            ]),
            el('div', undefined, [
              el('dt', 'text-sm font-medium text-slate-600', [t('recordView:summary.age')]),
              el('dd', 'text-slate-900', [ageText(values?.date_birth, t)]),
            ]),
          ]),
        ),
      ),
      partAttributes('patient', summary.patient),
    ),
    el(
      'dl',
      'min-w-[7.5rem] rounded-xl border-2 border-red-700 bg-red-50 px-4 py-2 text-center',
      [
        el('dt', 'text-xs font-bold uppercase tracking-wide text-red-900', [
          t('recordView:summary.bloodType'),
        ]),
        el(
          'dd',
          'text-red-900',
          partWithCard(summary.bloodType, t, (part) =>
            partContent(part, 'bloodType', t, (value) =>
              el(
                'span',
                value ? 'block text-5xl leading-tight font-black' : 'block py-2 italic',
                [text(bloodType, 'blood_type', { blood_type: value }, t)],
                { 'data-summary-field': 'blood-type' },
              ),
            ),
          ),
        ),
      ],
      partAttributes('bloodType', summary.bloodType),
    ),
  ]);
}

function allergies(items: FormItemOf<typeof allergy>[], t: Translate): ViewElement {
  return el(
    'ul',
    'space-y-1.5',
    items.map((item) => {
      const severe = isSevere(item);
      const severity = item.values.severity
        ? text(allergy, 'severity', item.values, t)
        : t('recordView:summary.severityMissing');
      return el('li', 'flex flex-wrap items-baseline gap-x-2 gap-y-0.5', [
        el(
          'span',
          `rounded px-1.5 py-0.5 text-xs font-bold uppercase ${
            severe ? 'bg-red-700 text-white' : 'border border-slate-400 text-slate-800'
          }`,
          [
            el('span', 'sr-only', [`${t('recordView:summary.severity')}: `]),
            severe ? el('span', undefined, ['⚠ '], { 'aria-hidden': 'true' }) : null,
            severity,
            // Read aloud and printed (the print has no sr-only): "Severa — Dipirona", not run on.
            el('span', 'sr-only', [' — ']),
          ],
        ),
        el('span', severe ? 'font-bold text-red-900' : 'font-semibold', [
          text(allergy, 'name', item.values, t),
        ]),
        item.values.reaction ? el('span', 'text-slate-700', [` (${item.values.reaction})`]) : null,
      ]);
    }),
  );
}

/** The fields an item of a list part shows: its name, details after it, then its status. */
interface ListedFields<S extends SectionDecl> {
  name: FieldNameOf<S>;
  details: readonly FieldNameOf<S>[];
  status: FieldNameOf<S>;
}

/** `withStatus` false: the list a printed card holds, which keeps names only. */
function namedList<S extends SectionDecl>(
  section: S,
  items: FormItemOf<S>[],
  fields: ListedFields<S>,
  t: Translate,
  withStatus = true,
): ViewElement {
  return el(
    'ul',
    'space-y-1.5',
    items.map((item) => {
      const more = details(item.values, fields.details);
      const status = item.values[fields.status];
      // "None of the options" tells no more than no answer: the item may or may not be current.
      const statusText =
        status && status !== NONE_OF_THE_OPTIONS
          ? text(section, fields.status, item.values, t)
          : t('recordView:summary.statusMissing');
      return el('li', undefined, [
        el('span', 'font-semibold', [text(section, fields.name, item.values, t)]),
        more ? el('span', 'text-slate-700', [` — ${more}`]) : null,
        withStatus ? el('span', 'text-slate-700', [` (${statusText})`]) : null,
      ]);
    }),
  );
}

/** Past this many weeks a pregnancy has ended: what the record says of it may be out of date. */
const FULL_TERM_WEEKS = 42;
const DAYS_IN_WEEK = 7;

/**
 * The gestational age as of today: counted from the last menstrual period when one is stored,
 * else the weeks as entered (the record keeps no date of entry, so the text says so).
 */
function gestation(
  values: ItemValuesOf<typeof pregnancy>,
  t: Translate,
): { text: string; weeks: number | null } {
  const period = values.last_menstruation_date ?? '';
  const elapsed = isAfterToday(period) ? null : elapsedSince(period);
  if (elapsed) {
    const weeks = Math.floor(elapsed.days / DAYS_IN_WEEK);
    const date = text(pregnancy, 'last_menstruation_date', values, t);
    const age = t('record:units.weeks', { value: weeks, count: weeks });
    return { text: t('recordView:summary.gestationalFromPeriod', { age, date }), weeks };
  }
  const entered = values.gestational_age?.trim() ?? '';
  if (!entered) return { text: t('record:notInformed'), weeks: null };
  const age = text(pregnancy, 'gestational_age', values, t);
  const weeks = Number(entered);
  return {
    text: t('recordView:summary.gestationalAsEntered', { age }),
    weeks: Number.isFinite(weeks) ? weeks : null,
  };
}

const AT_RISK: ValueOf<typeof pregnancy, 'risk_pregnancy'> = '1';

function pregnant(values: ItemValuesOf<typeof pregnancy>, t: Translate): ViewElement {
  const atRisk = values.risk_pregnancy === AT_RISK && values.risk_type;
  const age = gestation(values, t);
  const entry = (label: string, value: string) =>
    el('div', undefined, [
      el('dt', 'inline font-medium', [`${label}: `]),
      el('dd', 'inline', [value]),
    ]);
  return el('div', 'rounded-lg border-2 border-fuchsia-800 bg-fuchsia-50 p-3 text-fuchsia-950', [
    el('p', 'font-bold', [t('recordView:summary.pregnant')]),
    age.weeks !== null && age.weeks > FULL_TERM_WEEKS
      ? el('p', 'mt-1 font-semibold', [t('recordView:summary.pregnancyOutdated')])
      : null,
    el('dl', 'mt-1 grid gap-x-4 gap-y-1 sm:grid-cols-2', [
      entry(t('recordView:summary.gestationalAge'), age.text),
      entry(
        t('recordView:summary.riskPregnancy'),
        text(pregnancy, 'risk_pregnancy', values, t) +
          (atRisk ? ` — ${text(pregnancy, 'risk_type', values, t)}` : ''),
      ),
    ]),
  ]);
}

function prosthesisList(items: FormItemOf<typeof prostheses>[], t: Translate): ViewElement {
  return el(
    'ul',
    'mt-1 space-y-1',
    items.map((item) =>
      el('li', undefined, [
        text(prostheses, 'type', item.values, t) +
          (item.values.location ? ` — ${item.values.location}` : ''),
      ]),
    ),
  );
}

/**
 * The prostheses in the body a resonance may concern: the warning for those stated not
 * compatible, and a caution to confirm (never "unsafe") for those whose compatibility nobody
 * answered.
 */
function mriUnsafe(items: FormItemOf<typeof prostheses>[], t: Translate): ViewElement {
  const unsafe = items.filter(isMriIncompatible);
  const unknown = items.filter((item) => !isMriIncompatible(item));
  return el('div', 'space-y-3', [
    unsafe.length > 0
      ? el('div', 'rounded-lg border-2 border-amber-700 bg-amber-50 p-3 text-amber-950', [
          el('p', 'font-bold', [
            el('span', undefined, ['⚠ '], { 'aria-hidden': 'true' }),
            t('recordView:summary.mriUnsafe'),
          ]),
          prosthesisList(unsafe, t),
        ])
      : null,
    unknown.length > 0
      ? el(
          'div',
          'rounded-lg border-2 border-dashed border-amber-700 bg-amber-50 p-3 text-amber-950',
          [
            el('p', 'font-semibold', [t('recordView:summary.mriNotInformed')]),
            el('p', undefined, [t('recordView:summary.mriConfirm')]),
            prosthesisList(unknown, t),
          ],
        )
      : null,
  ]);
}

const actionClass =
  'inline-flex min-h-11 items-center justify-center rounded-full px-4 text-sm font-semibold text-white';

/**
 * What the app adds to the contacts for whoever reads the page: the place they chose to put in
 * the messages. The control that asks for it is only the app's: the boot page keeps its slot.
 */
export interface FamilyNotice {
  place: Place | null;
}

const noFamilyNotice: FamilyNotice = { place: null };

/** The "tell the family" links of one contact, with the message written. */
function notifyLinks(
  values: ItemValuesOf<typeof emergencyContacts>,
  name: string,
  patient: string,
  place: Place | null,
  t: Translate,
): ViewElement | null {
  const message = familyMessage({ contact: values.name ?? '', patient, place }, t);
  const links = familyLinks(values.phone ?? '', message);
  if (!links) return null;
  const link = (label: string, href: string) =>
    el(
      'a',
      'inline-flex min-h-11 items-center rounded-full border-2 border-green-800 px-4 text-sm font-semibold text-green-900 hover:bg-green-50',
      [`${label} `, el('span', 'sr-only', [t('recordView:summary.notify.context', { name })])],
      { href, target: '_blank', rel: 'noopener noreferrer' },
    );
  return el('div', 'mt-2 flex flex-wrap gap-2', [
    link(t('recordView:summary.notify.whatsapp'), links.whatsapp),
    link(t('recordView:summary.notify.sms'), links.sms),
  ]);
}

/** The patient's name as the page shows it, '' while it is not known. */
function patientName(summary: EmergencySummary): string {
  const part = summary.patient;
  return part.status === 'shown' ? (part.value?.name ?? '') : '';
}

function contacts(
  items: FormItemOf<typeof emergencyContacts>[],
  patient: string,
  family: FamilyNotice,
  t: Translate,
): ViewElement {
  const list = el(
    'ul',
    'grid gap-3 sm:grid-cols-2',
    items.map(({ values }) => {
      const name = text(emergencyContacts, 'name', values, t);
      const phone = text(emergencyContacts, 'phone', values, t);
      const tel = telHref(values.phone ?? '');
      const whatsapp = whatsappHref(values.phone ?? '');
      return el('li', 'rounded-lg border border-slate-300 p-3', [
        el('p', 'font-semibold break-words', [
          name,
          values.relationship
            ? el('span', 'font-normal text-slate-700', [` (${values.relationship})`])
            : null,
        ]),
        el('p', 'text-slate-800', [phone]),
        tel || whatsapp
          ? el('div', 'mt-2 flex flex-wrap gap-2', [
              tel
                ? el(
                    'a',
                    `${actionClass} bg-brand-700 hover:bg-brand-800`,
                    [
                      `${t('recordView:summary.call')} `,
                      el('span', 'sr-only', [t('recordView:summary.callContext', { name, phone })]),
                    ],
                    { href: tel },
                  )
                : null,
              whatsapp
                ? el(
                    'a',
                    `${actionClass} bg-green-800 hover:bg-green-900`,
                    [
                      `${t('recordView:summary.whatsapp')} `,
                      el('span', 'sr-only', [t('recordView:summary.whatsappContext', { name })]),
                    ],
                    { href: whatsapp, target: '_blank', rel: 'noopener noreferrer' },
                  )
                : null,
            ])
          : null,
        notifyLinks(values, name, patient, family.place, t),
      ]);
    }),
  );
  return list;
}

/**
 * Where the app puts its control to add the reader's place to the family's message: after the
 * contacts' part, not in it (the part holds only what the record says), once a contact can get
 * a WhatsApp message.
 */
function locateSlot(part: EmergencySummary['contacts']): ViewElement | null {
  const items = part.status === 'shown' ? part.value : [];
  const canNotify = items.some(({ values }) => whatsappHref(values.phone ?? '') !== null);
  if (!canNotify) return null;
  return { ...el('div', undefined, [], { 'data-app-slot': 'locate' }), locate: true };
}

function summaryBody(summary: EmergencySummary, family: FamilyNotice, t: Translate): ViewElement {
  const { pregnancy: pregnancyPart, mriUnsafe: mriPart } = summary;
  return el('div', 'space-y-5 p-4 sm:p-6', [
    patient(summary, t),
    listBlock(t('recordView:summary.allergies'), 'allergies', summary.allergies, t, (items) =>
      allergies(items, t),
    ),
    // Pregnancy and MRI show only when they apply, or when their read failed and it is unknown
    // whether they do.
    shows(pregnancyPart, Boolean)
      ? block(t('recordView:summary.pregnancy'), 'pregnancy', pregnancyPart, t, (part) =>
          partContent(part, 'pregnancy', t, (values) =>
            values
              ? pregnant(values, t)
              : // Shown only beside a printed card that says otherwise.
                el('p', 'italic text-slate-700', [
                  t('recordView:summary.cardCopy.pregnancyNotRecorded'),
                ]),
          ),
        )
      : null,
    shows(mriPart, (items) => items.length > 0 || moreOnline(mriPart) > 0)
      ? block(t('recordView:summary.mri'), 'mriUnsafe', mriPart, t, (part) =>
          listContent(part, 'mriUnsafe', t, (items) => mriUnsafe(items, t)),
        )
      : null,
    el('div', 'grid gap-5 md:grid-cols-2', [
      listBlock(
        t('recordView:summary.activeConditions'),
        'conditions',
        summary.conditions,
        t,
        (items, fromCard) =>
          namedList(
            medicalConditions,
            items,
            { name: 'name', details: [], status: 'status' },
            t,
            !fromCard,
          ),
      ),
      listBlock(
        t('recordView:summary.activeMedicines'),
        'medicines',
        summary.medicines,
        t,
        (items, fromCard) =>
          namedList(
            medicines,
            items,
            { name: 'name', details: ['dosage', 'frequency'], status: 'status' },
            t,
            !fromCard,
          ),
      ),
    ]),
    listBlock(t('recordView:summary.contacts'), 'contacts', summary.contacts, t, (items) =>
      contacts(items, patientName(summary), family, t),
    ),
    locateSlot(summary.contacts),
  ]);
}

/** Room for the summary while it loads, reaching below the fold so nothing under it shows yet. */
function summarySkeleton(t: Translate): ViewElement {
  const lines = () =>
    el('div', 'space-y-2', [
      skeletonBar('h-4 w-32'),
      skeletonBar('h-5 w-5/6'),
      skeletonBar('h-5 w-2/3'),
    ]);
  return el('div', 'min-h-[75svh] space-y-6 p-4 sm:p-6', [
    el('span', 'sr-only', [t('recordView:summary.loading')]),
    el('div', 'flex justify-between gap-4', [
      el('div', 'flex-1 space-y-2', [skeletonBar('h-7 w-3/4'), skeletonBar('h-5 w-1/2')]),
      skeletonBar('h-24 w-28'),
    ]),
    lines(),
    lines(),
    lines(),
  ]);
}

/**
 * The emergency summary card. Until it is `revealed` it is one skeleton; then each part shows as
 * it stands, a part still waiting saying so in its own place (see `summaryRevealed`).
 */
export function summaryCard(
  summary: EmergencySummary,
  revealed: boolean,
  t: Translate,
  family: FamilyNotice = noFamilyNotice,
): ViewElement {
  return el(
    'section',
    'overflow-hidden rounded-2xl border-2 border-red-700 bg-white shadow-sm',
    [
      el(
        'h2',
        'bg-red-700 px-4 py-2 text-base font-bold uppercase tracking-wide text-white',
        [t('recordView:summary.title')],
        { id: 'resumo-emergencia' },
      ),
      revealed ? summaryBody(summary, family, t) : summarySkeleton(t),
    ],
    { 'aria-labelledby': 'resumo-emergencia', 'aria-busy': String(!revealed) },
  );
}
