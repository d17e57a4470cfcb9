import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageLocale } from '../../../i18n/usePageLocale';
import { ATTACHMENT_TYPES, MAX_ATTACHMENT_MEGABYTES } from '../../../lib/attachmentRules';

/**
 * The message that names the attachment rule in the current language ("Arquivo não aceito: envie
 * um PDF, JPEG, PNG ou WebP de até 10 MB."), for a file the picker refuses and for a save the
 * server refuses for its file alike.
 */
export function useAttachmentRule(): string {
  const { t } = useTranslation('recordEditor');
  const tag = usePageLocale();
  return useMemo(() => {
    const types = new Intl.ListFormat(tag, { type: 'disjunction' }).format(
      ATTACHMENT_TYPES.map((type) => type.label),
    );
    const size = new Intl.NumberFormat(tag, { style: 'unit', unit: 'megabyte' }).format(
      MAX_ATTACHMENT_MEGABYTES,
    );
    return t('attachment.refused', { types, size });
  }, [t, tag]);
}
