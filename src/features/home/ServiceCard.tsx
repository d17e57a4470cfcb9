import { useTranslation } from 'react-i18next';
import type { IconName } from '@/components/Icon';
import { IconCard } from '@/components/IconCard';

/** One card of the services carousel. */
export function ServiceCard({ itemKey, icon }: { itemKey: string; icon: IconName }) {
  const { t } = useTranslation('public');
  return (
    <IconCard
      look="raised"
      icon={icon}
      as="article"
      heading="h4"
      title={t(`home.services.items.${itemKey}.title`)}
      text={t(`home.services.items.${itemKey}.text`)}
    />
  );
}
