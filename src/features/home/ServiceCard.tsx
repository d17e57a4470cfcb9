import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../components/Icon';

/** One card of the services carousel. */
export function ServiceCard({ itemKey, icon }: { itemKey: string; icon: IconName }) {
  const { t } = useTranslation('public');
  return (
    <article className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <span className="grid h-12 w-12 place-items-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
        <Icon name={icon} />
      </span>
      <h4 className="mt-5 text-lg font-semibold text-slate-900">
        {t(`home.services.items.${itemKey}.title`)}
      </h4>
      <p className="mt-2 leading-relaxed text-slate-700">
        {t(`home.services.items.${itemKey}.text`)}
      </p>
    </article>
  );
}
