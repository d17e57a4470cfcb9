import { useTranslation } from 'react-i18next';
import { StoredFileLink } from '../fields/StoredFileLink';
import type { AttachmentView } from '../model/recordContent';

/** "Visualizar Arquivo" in a new tab, only to the storage base; otherwise says why there is none. */
export function Attachment({
  attachment,
  context,
}: {
  attachment: AttachmentView;
  context: string;
}) {
  const { t } = useTranslation(['recordView', 'record']);
  if (!attachment.href)
    return <span className="italic text-slate-600">{t(attachment.textKey)}</span>;
  return (
    <StoredFileLink
      href={attachment.href}
      className="font-medium text-brand-800 underline underline-offset-2"
    >
      {t(attachment.textKey)}{' '}
      <span className="sr-only">({t('attachment.context', { item: context })})</span>
    </StoredFileLink>
  );
}
