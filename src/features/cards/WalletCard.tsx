import type { CardColor } from './cardColors';
import { siteAddress } from './recordUrl';
import { WalletCardFront } from './WalletCardFront';

export { WALLET_QR_MM } from './WalletCardFront';

/** The printable wallet card's front, with this site's address. */
export function WalletCard(props: {
  cardCode: string;
  holder: string;
  color: CardColor;
  url: string;
}) {
  return <WalletCardFront {...props} address={siteAddress()} />;
}
