import type { CardSummary } from '@/recordReading/cardCopy/format';
import type { CardColor } from './cardColors';
import { publicRecordUrl } from './recordUrl';
import { WalletCard } from './WalletCard';
import { WalletCardBack } from './WalletCardBack';

/** What a printed card carries: the summary's copy and its fragment, or neither. */
export interface PrintedCopy {
  copy: CardSummary;
  fragment: string;
}

/**
 * The wallet card's faces side by side, sharing the fold: the QR code's face, and the text face
 * when the card carries the summary.
 */
export function WalletFaces({
  cardCode,
  holder,
  color,
  printed,
}: {
  cardCode: string;
  holder: string;
  color: CardColor;
  printed: PrintedCopy | null;
}) {
  return (
    // Side by side on paper (an A4 sheet is wide); one above the other on a narrow screen.
    <div className="flex w-max flex-col sm:flex-row" data-testid="wallet-faces">
      <WalletCard
        cardCode={cardCode}
        holder={holder}
        color={color}
        url={publicRecordUrl(cardCode, printed?.fragment ?? '')}
      />
      {printed ? (
        <div className="border-t border-dashed border-slate-500 sm:border-t-0 sm:border-l">
          <WalletCardBack copy={printed.copy} color={color} />
        </div>
      ) : null}
    </div>
  );
}
