import { useTranslation } from 'react-i18next';
import { identityFields, type RecordVisibility, type SectionDecl } from '@/record';

const badgeClass = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold';
const looks = {
  public: `${badgeClass} bg-brand-50 text-brand-900 ring-1 ring-brand-300`,
  hidden: `${badgeClass} bg-slate-700 text-white`,
  private: `${badgeClass} bg-slate-700 text-white`,
} as const;

/** Whether a section shows on the public page under the saved choice. */
export function publicStatusOf(
  visibility: RecordVisibility,
  section: SectionDecl,
): keyof typeof looks {
  if (!visibility.recordVisible) return 'private';
  return visibility.hiddenSections.includes(section.resource) ? 'hidden' : 'public';
}

/** Beside a section's title in the editor: whether the public page shows it, as saved. */
export function PublicBadge({
  visibility,
  section,
}: {
  visibility: RecordVisibility;
  section: SectionDecl;
}) {
  const { t } = useTranslation('recordEditor');
  const status = publicStatusOf(visibility, section);
  const identity =
    status === 'public' && identityFields(section).length > 0 ? visibility.identityNumbers : null;
  return (
    <p className="mt-2 flex flex-wrap gap-2" data-public-status={status}>
      <span className={looks[status]}>{t(`publicPage.${status}`)}</span>
      {identity ? (
        <span className={identity === 'hidden' ? looks.hidden : looks.public}>
          {t(`publicPage.identityBadge.${identity}`)}
        </span>
      ) : null}
    </p>
  );
}
