import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { formatCardCode } from '../../lib/cardCode';
import { cardColors, type CardColor } from './cardColors';
import { publicRecordUrl } from './recordUrl';

/**
 * The printable wallet card at its real size, 85.6 x 54 mm (ID-1), used by the preview and the
 * printed sheet alike. Every text is React text: nothing the user typed becomes HTML.
 */
export function WalletCard({
  number,
  holder,
  color,
}: {
  number: string;
  holder: string;
  color: CardColor;
}) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  return (
    <div
      className={`flex h-[54mm] w-[85.6mm] shrink-0 flex-col justify-between overflow-hidden rounded-[3.2mm] p-[4mm] [print-color-adjust:exact] ${cardColors[color]}`}
    >
      <p className="text-[3.4mm] font-bold tracking-wide">{tc('app.name')}</p>
      <div className="flex items-end gap-[4mm]">
        <div className="shrink-0 rounded-[1.5mm] bg-white p-[1mm]">
          <QRCodeSVG
            value={publicRecordUrl(number)}
            size={96}
            marginSize={1}
            aria-hidden="true"
            className="block h-[24mm] w-[24mm]"
          />
        </div>
        <div className="min-w-0 flex-1">
          <p className="font-mono text-[4.6mm] font-bold tracking-wider">
            {formatCardCode(number)}
          </p>
          <p className="mt-[1.5mm] truncate text-[3mm] font-semibold uppercase">{holder}</p>
          <p className="mt-[1.5mm] text-[2.4mm] leading-tight">{t('print.emergency')}</p>
        </div>
      </div>
    </div>
  );
}
