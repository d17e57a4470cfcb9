import { QRCodeCanvas } from 'qrcode.react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { formatCardCode } from '../../lib/cardCode';
import { href } from '../../lib/paths';
import { publicRecordUrl } from './recordUrl';

/** SPEC.md section 9. */
const QR_SIZE = 160;
const DOWNLOAD_NAME = 'qrcode.png';

export function QrCodeDialog({ number, onClose }: { number: string; onClose: () => void }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const canvas = useRef<HTMLCanvasElement>(null);

  function download() {
    const image = canvas.current?.toDataURL('image/png');
    if (!image) return;
    const link = document.createElement('a');
    link.href = image;
    link.download = DOWNLOAD_NAME;
    link.click();
  }

  return (
    <Dialog title={t('qr.title')} onClose={onClose}>
      <div className="flex flex-col items-center gap-4 text-center">
        <QRCodeCanvas
          ref={canvas}
          value={publicRecordUrl(number)}
          size={QR_SIZE}
          marginSize={2}
          role="img"
          aria-label={t('qr.imageLabel', { code: formatCardCode(number) })}
          className="rounded-md ring-1 ring-slate-200"
        />
        <p className="font-mono text-lg font-bold tracking-wider text-slate-900">
          {formatCardCode(number)}
        </p>
        <p className="text-slate-700">{t('qr.text')}</p>
      </div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
        <Button onClick={download}>{t('qr.download')}</Button>
        <Link
          to={href.recordView(number)}
          className="inline-flex items-center justify-center rounded-full border border-brand-700 px-5 py-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          {t('qr.view')}
        </Link>
        <Button variant="secondary" onClick={onClose}>
          {tc('common.close')}
        </Button>
      </div>
    </Dialog>
  );
}
