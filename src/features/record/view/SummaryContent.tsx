// The pieces of the emergency summary, each showing stored values through displayText.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { languageTags, toLanguage } from '../../../i18n/languages';
import { ageOn } from '../../../lib/dates';
import { telHref, whatsappHref } from '../../../lib/phone';
import { displayText } from '../fields/displayText';
import { allergy } from '../sections/allergy';
import { bloodType } from '../sections/bloodType';
import { emergencyContacts } from '../sections/emergencyContacts';
import type { FormItem } from '../sections/model';
import { personalInformation } from '../sections/personalInformation';
import { pregnancy } from '../sections/pregnancy';
import { prostheses } from '../sections/prostheses';
import type { ItemValues, SectionDecl } from '../sections/types';
import { isSevere, type EmergencySummary } from './emergencySummary';
import { fieldOf } from './recordContent';
import { PartContent } from './SummaryPart';

type Retry = (section: SectionDecl) => void;

/** A stored value as text, through the one formatter of its field. */
function text(section: SectionDecl, name: string, values: ItemValues, t: TFunction): string {
  return displayText(fieldOf(section, name), values[name], t);
}

/** Text of the optional details, only those present: "1 comprimido, 8 em 8 horas". */
function details(values: ItemValues, names: string[]): string {
  return names
    .map((name) => values[name]?.trim() ?? '')
    .filter(Boolean)
    .join(', ');
}

function ageText(birth: string | undefined, language: string, t: TFunction): string {
  const age = birth ? ageOn(birth) : null;
  if (age === null) return t('record:notInformed');
  const years = new Intl.NumberFormat(languageTags[toLanguage(language)], {
    style: 'unit',
    unit: 'year',
    unitDisplay: 'long',
  }).format(age);
  const date = displayText(fieldOf(personalInformation, 'date_birth'), birth, t);
  return t('summary.ageValue', { age: years, date });
}

export function Patient({ summary, onRetry }: { summary: EmergencySummary; onRetry: Retry }) {
  const { t, i18n } = useTranslation(['recordView', 'record']);
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div className="min-w-0 flex-1">
        <PartContent part={summary.patient} onRetry={onRetry}>
          {(values) => (
            <dl className="space-y-2">
              <div>
                <dt className="text-sm font-medium text-slate-600">{t('summary.patient')}</dt>
                <dd className="text-xl font-bold break-words text-slate-900">
                  {text(personalInformation, 'name', values ?? {}, t)}
                </dd>
              </div>
              <div>
                <dt className="text-sm font-medium text-slate-600">{t('summary.age')}</dt>
                <dd className="text-slate-900">{ageText(values?.date_birth, i18n.language, t)}</dd>
              </div>
            </dl>
          )}
        </PartContent>
      </div>
      <dl className="min-w-[7.5rem] rounded-xl border-2 border-red-700 bg-red-50 px-4 py-2 text-center">
        <dt className="text-xs font-bold uppercase tracking-wide text-red-900">
          {t('summary.bloodType')}
        </dt>
        <dd className="text-red-900">
          <PartContent part={summary.bloodType} onRetry={onRetry}>
            {(value) => (
              <span
                className={value ? 'block text-5xl leading-tight font-black' : 'block py-2 italic'}
              >
                {text(bloodType, 'blood_type', { blood_type: value }, t)}
              </span>
            )}
          </PartContent>
        </dd>
      </dl>
    </div>
  );
}

export function Allergies({ items }: { items: FormItem[] }) {
  const { t } = useTranslation(['recordView', 'record']);
  return (
    <ul className="space-y-1.5">
      {items.map((item, index) => {
        const severe = isSevere(item);
        const severity = item.values.severity
          ? text(allergy, 'severity', item.values, t)
          : t('summary.severityMissing');
        return (
          <li key={item.id ?? index} className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
            <span
              className={`rounded px-1.5 py-0.5 text-xs font-bold uppercase ${
                severe ? 'bg-red-700 text-white' : 'border border-slate-400 text-slate-800'
              }`}
            >
              <span className="sr-only">{t('summary.severity')}: </span>
              {severe ? <span aria-hidden="true">⚠ </span> : null}
              {severity}
            </span>
            <span className={severe ? 'font-bold text-red-900' : 'font-semibold'}>
              {text(allergy, 'name', item.values, t)}
            </span>
            {item.values.reaction ? (
              <span className="text-slate-700">({item.values.reaction})</span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

export function NamedList({
  section,
  items,
  status,
  detailNames,
}: {
  section: SectionDecl;
  items: FormItem[];
  status: string;
  detailNames: string[];
}) {
  const { t } = useTranslation(['recordView', 'record']);
  return (
    <ul className="space-y-1.5">
      {items.map((item, index) => {
        const more = details(item.values, detailNames);
        return (
          <li key={item.id ?? index}>
            <span className="font-semibold">{text(section, 'name', item.values, t)}</span>
            {more ? <span className="text-slate-700"> — {more}</span> : null}
            {item.values[status] ? (
              <span className="text-slate-700"> ({text(section, status, item.values, t)})</span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

export function Pregnancy({ values }: { values: ItemValues }) {
  const { t } = useTranslation(['recordView', 'record']);
  const atRisk = values.risk_pregnancy === '1' && values.risk_type;
  return (
    <div className="rounded-lg border-2 border-fuchsia-800 bg-fuchsia-50 p-3 text-fuchsia-950">
      <p className="font-bold">{t('summary.pregnant')}</p>
      <dl className="mt-1 grid gap-x-4 gap-y-1 sm:grid-cols-2">
        <div>
          <dt className="inline font-medium">{t('summary.gestationalAge')}: </dt>
          <dd className="inline">{text(pregnancy, 'gestational_age', values, t)}</dd>
        </div>
        <div>
          <dt className="inline font-medium">{t('summary.riskPregnancy')}: </dt>
          <dd className="inline">
            {text(pregnancy, 'risk_pregnancy', values, t)}
            {atRisk ? ` — ${text(pregnancy, 'risk_type', values, t)}` : null}
          </dd>
        </div>
      </dl>
    </div>
  );
}

export function MriUnsafe({ items }: { items: FormItem[] }) {
  const { t } = useTranslation(['recordView', 'record']);
  return (
    <div className="rounded-lg border-2 border-amber-700 bg-amber-50 p-3 text-amber-950">
      <p className="font-bold">
        <span aria-hidden="true">⚠ </span>
        {t('summary.mriUnsafe')}
      </p>
      <ul className="mt-1 space-y-1">
        {items.map((item, index) => (
          <li key={item.id ?? index}>
            {text(prostheses, 'type', item.values, t)}
            {item.values.location ? ` — ${item.values.location}` : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

const actionClass =
  'inline-flex min-h-11 items-center justify-center rounded-full px-4 text-sm font-semibold text-white';

export function Contacts({ items }: { items: FormItem[] }) {
  const { t } = useTranslation(['recordView', 'record']);
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {items.map((item, index) => {
        const values = item.values;
        const name = text(emergencyContacts, 'name', values, t);
        const phone = text(emergencyContacts, 'phone', values, t);
        const tel = telHref(values.phone ?? '');
        const whatsapp = whatsappHref(values.phone ?? '');
        return (
          <li key={item.id ?? index} className="rounded-lg border border-slate-300 p-3">
            <p className="font-semibold break-words">
              {name}
              {values.relationship ? (
                <span className="font-normal text-slate-700"> ({values.relationship})</span>
              ) : null}
            </p>
            <p className="text-slate-800">{phone}</p>
            {tel || whatsapp ? (
              <div className="mt-2 flex flex-wrap gap-2">
                {tel ? (
                  <a href={tel} className={`${actionClass} bg-brand-700 hover:bg-brand-800`}>
                    {t('summary.call')}{' '}
                    <span className="sr-only">{t('summary.callContext', { name, phone })}</span>
                  </a>
                ) : null}
                {whatsapp ? (
                  <a
                    href={whatsapp}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={`${actionClass} bg-green-800 hover:bg-green-900`}
                  >
                    {t('summary.whatsapp')}{' '}
                    <span className="sr-only">{t('summary.whatsappContext', { name })}</span>
                  </a>
                ) : null}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
