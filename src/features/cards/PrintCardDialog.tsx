import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { EmptyCardNotice } from './EmptyCardNotice';
import { RadioGroup } from '@/components/RadioGroup';
import { cardColorNames, type CardColor } from './cardColors';
import { QrContentChoice, useQrContent } from './QrContentChoice';
import { usePickedCardCopy } from './useCardCopy';
import { WalletFaces, type PrintedCopy } from './WalletFaces';

/** Choose the colour and what the QR code carries, see the card at its real size, and print it. */
export function PrintCardDialog({
  cardCode,
  holder,
  initialColor,
  onClose,
  onPrint,
}: {
  cardCode: string;
  holder: string;
  initialColor: CardColor;
  onClose: () => void;
  onPrint: (color: CardColor, printed: PrintedCopy | null) => void;
}) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const [color, setColor] = useState(initialColor);
  const [content, setContent] = useQrContent(cardCode);
  const { copy, picking } = usePickedCardCopy(cardCode);
  const waiting = content === 'summary' && copy.status === 'loading';
  const ready = content !== null && !waiting;
  const printed =
    content === 'summary' && copy.status === 'ready' && copy.fragment
      ? { copy: copy.copy, fragment: copy.fragment }
      : null;

  return (
    <Dialog title={t('print.title')} onClose={onClose} className="sm:max-w-3xl">
      <p className="text-sm text-slate-700">{t('print.intro')}</p>
      <EmptyCardNotice cardCode={cardCode} copy={copy} className="mt-4" />
      <RadioGroup
        look="chips"
        className="mt-4"
        legend={t('print.color')}
        options={cardColorNames.map((name) => ({ value: name, label: t(`print.colors.${name}`) }))}
        value={color}
        onChange={setColor}
      />
      <div className="mt-4">
        <QrContentChoice value={content} onChange={setContent} copy={copy} picking={picking} />
      </div>
      {ready ? (
        <figure className="mt-4 overflow-x-auto">
          <figcaption className="sr-only">{t('print.preview')}</figcaption>
          <div className="mx-auto w-max">
            <WalletFaces cardCode={cardCode} holder={holder} color={color} printed={printed} />
          </div>
        </figure>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {tc('common.close')}
        </Button>
        <Button onClick={() => onPrint(color, printed)} disabled={!ready}>
          {content === null ? t('print.chooseFirst') : t('print.submit')}
        </Button>
      </div>
    </Dialog>
  );
}
