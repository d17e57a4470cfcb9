import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ButtonLink';
import { Button } from '@/components/Button';
import { CardCode } from '@/components/CardCode';
import { EmptyCardNotice } from './EmptyCardNotice';
import { Dialog } from '@/components/Dialog';
import { Notice } from '@/components/Notice';
import { formatCardCode } from '@/lib/cardCode';
import { href } from '@/lib/paths';
import { defaultCardColor, type CardColor } from './cardColors';
import { LockScreenImage } from './LockScreenImage';
import { rememberQrCopy } from './qrCopies';
import { qrCodePng } from './qrCodePng';
import { QrContentChoice, useQrContent } from './QrContentChoice';
import { RecordQrCode } from './RecordQrCode';
import { usePickedCardCopy } from './useCardCopy';

/** On screen; the download is drawn again at print quality. */
const QR_SIZE = 160;
const DOWNLOAD_NAME = 'qrcode.png';

export function QrCodeDialog({
  cardCode,
  color = defaultCardColor,
  onClose,
  onMade,
  addressOnly = false,
}: {
  cardCode: string;
  /** The card's colour, for the lock-screen picture. */
  color?: CardColor;
  onClose: () => void;
  /** A QR code carrying the summary was downloaded. */
  onMade?: () => void;
  /** Opened from a link that asks for the address only (the editor, for a private record). */
  addressOnly?: boolean;
}) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const qrCode = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [content, setContent] = useQrContent(cardCode, addressOnly ? 'address' : undefined);
  const { copy, picking } = usePickedCardCopy(cardCode);
  const formattedCardCode = formatCardCode(cardCode);
  const waiting = content === 'summary' && copy.status === 'loading';
  const ready = content !== null && !waiting;
  const fragment = content === 'summary' && copy.status === 'ready' ? copy.fragment : '';

  async function download() {
    const svg = qrCode.current?.querySelector('svg');
    if (!svg) return;
    setFailed(false);
    try {
      const link = document.createElement('a');
      link.href = await qrCodePng(svg);
      link.download = DOWNLOAD_NAME;
      link.click();
      made();
    } catch {
      setFailed(true);
    }
  }

  /** A QR code with the summary left this dialog: the stale-copy notice counts it. */
  function made() {
    if (fragment && copy.status === 'ready') {
      rememberQrCopy(cardCode, copy.copy);
      onMade?.();
    }
  }

  return (
    <Dialog title={t('qr.title')} onClose={onClose}>
      <QrContentChoice value={content} onChange={setContent} copy={copy} picking={picking} />
      <EmptyCardNotice cardCode={cardCode} copy={copy} className="mt-4" />
      <div className="mt-4 flex flex-col items-center gap-4 text-center">
        {ready ? (
          <div ref={qrCode} className="rounded-md ring-1 ring-slate-200">
            <RecordQrCode
              cardCode={cardCode}
              fragment={fragment}
              size={QR_SIZE}
              label={t('qr.imageLabel', { code: formattedCardCode })}
              className="block rounded-md"
            />
          </div>
        ) : null}
        <CardCode
          cardCode={formattedCardCode}
          className="text-lg font-bold tracking-wider text-slate-900"
        />
        <p className="text-slate-700">{t('qr.text')}</p>
      </div>
      {failed ? <Notice className="mt-4">{t('qr.downloadFailed')}</Notice> : null}
      {content === null ? null : (
        <LockScreenImage
          qrCode={qrCode}
          copy={fragment && copy.status === 'ready' ? copy.copy : null}
          color={color}
          disabled={waiting}
          onMade={made}
        />
      )}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
        <Button onClick={download} disabled={!ready}>
          {content === null ? t('qr.chooseFirst') : t('qr.download')}
        </Button>
        <ButtonLink to={href.recordView(cardCode)} variant="secondary">
          {t('qr.view')}
        </ButtonLink>
        <Button variant="secondary" onClick={onClose}>
          {tc('common.close')}
        </Button>
      </div>
    </Dialog>
  );
}
