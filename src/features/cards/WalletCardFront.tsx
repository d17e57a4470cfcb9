import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { CardCode } from '@/components/CardCode';
import { formatCardCode } from '@/lib/cardCode';
import { cardColors, type CardColor } from './cardColors';
import { WALLET_FACE_CLASS } from './WalletCardBack';

/** The QR code's printed side: big enough for a copy at the size cap, at 300 dpi. */
export const WALLET_QR_MM = 24;

/**
 * The printable wallet card at its real size, 85.6 x 54 mm (ID-1), used by the preview and the
 * printed sheet alike: the QR code of `url`, the code in a face that tells O from 0, and the
 * site's address (`address`) to type it without a camera. Every text is React text: nothing the user typed
 * becomes HTML.
 */
export function WalletCardFront({
  cardCode,
  holder,
  color,
  url,
  address,
}: {
  cardCode: string;
  holder: string;
  color: CardColor;
  url: string;
  /** The site's address, printed to type it without a camera. */
  address: string;
}) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  return (
    <div
      className={`${WALLET_FACE_CLASS} flex flex-col justify-between ${cardColors[color]}`}
      data-wallet-face="front"
    >
      <p className="text-[3.4mm] font-bold tracking-wide">{tc('app.name')}</p>
      <div className="flex items-end gap-[3.5mm]">
        <div className="shrink-0 rounded-[1.5mm] bg-white p-[1mm]">
          <QRCodeSVG
            value={url}
            size={96}
            marginSize={1}
            aria-hidden="true"
            data-wallet-qr=""
            style={{ width: `${WALLET_QR_MM}mm`, height: `${WALLET_QR_MM}mm` }}
            className="block"
          />
        </div>
        <div className="min-w-0 flex-1">
          <CardCode
            cardCode={formatCardCode(cardCode)}
            className="block text-[4.4mm] font-bold tracking-wider"
          />
          <p
            className="mt-[1mm] line-clamp-2 text-[3mm] leading-[1.2] font-semibold break-words uppercase"
            data-wallet-holder=""
          >
            {holder}
          </p>
          <p className="mt-[1mm] text-[2.5mm] leading-tight">{t('print.emergency')}</p>
          <p className="text-[2.5mm] leading-tight font-semibold break-all">{address}</p>
        </div>
      </div>
    </div>
  );
}
