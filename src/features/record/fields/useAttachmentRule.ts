import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageLocale } from '@/i18n/usePageLocale';
import { ATTACHMENT_TYPES, MAX_ATTACHMENT_MEGABYTES } from '@/lib/attachmentRules';

/**
 * The attachment rule in the current language: `accepted` tells it before a file is chosen
 * ("Formatos aceitos: PDF, JPEG, PNG ou WebP, de até 10 MB."); `refused` for a file the picker
 * refuses and for a save the server refuses for its file alike ("Arquivo não aceito: envie um PDF,
 * JPEG, PNG ou WebP de até 10 MB.").
 */
export function useAttachmentRule(wording: 'accepted' | 'refused' = 'refused'): string {
  const { t } = useTranslation('recordEditor');
  const tag = usePageLocale();
  return useMemo(() => {
    const types = new Intl.ListFormat(tag, { type: 'disjunction' }).format(
      ATTACHMENT_TYPES.map((type) => type.label),
    );
    const size = new Intl.NumberFormat(tag, { style: 'unit', unit: 'megabyte' }).format(
      MAX_ATTACHMENT_MEGABYTES,
    );
    return t(`attachment.${wording}`, { types, size });
  }, [t, tag, wording]);
}
