import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '@/components/ButtonLink';
import type { Card } from '@/api/types';
import { Button } from '@/components/Button';
import { Notice } from '@/components/Notice';
import { PageSection } from '@/components/PageSection';
import { Spinner } from '@/components/Spinner';
import { canonicalCardCode } from '@/lib/cardCode';
import { ADDRESS_ONLY_QR, paths } from '@/lib/paths';
import { readUser } from '@/session/cookies';
import { cardHolderName } from './cardHolder';
import type { CardColor } from './cardColors';
import { CardTile } from './CardTile';
import { ConsentDialog } from './ConsentDialog';
import { CurrentPlan } from './CurrentPlan';
import { PrintCardDialog } from './PrintCardDialog';
import { PrintSheet } from './PrintSheet';
import { QrCodeDialog } from './QrCodeDialog';
import { useCardColors } from './useCardColors';
import { useCards } from './useCards';
import { rememberQrCopy } from './qrCopies';
import type { PrintedCopy } from './WalletFaces';
import { recordHasHolder } from '@/lib/cardRecord';

type Action =
  | { kind: 'qr'; card: Card; addressOnly?: boolean }
  | { kind: 'choosePrint'; card: Card }
  | { kind: 'printing'; card: Card; color: CardColor; printed: PrintedCopy | null };

function CardsContent({
  colorOf,
  onAction,
  qrMade,
}: {
  colorOf: (cardId: number) => CardColor;
  onAction: (action: Action) => void;
  qrMade: number;
}) {
  const { t } = useTranslation('account');
  const { state, retry } = useCards();
  const [search, setSearch] = useSearchParams();
  const asked = search.get(ADDRESS_ONLY_QR);
  const cards = state.status === 'shown' ? state.data : null;
  // A link asked for a card's QR code with the address only: its dialog opens once, the cards
  // read, and the address forgets it (a reload does not open it again).
  useEffect(() => {
    if (!asked || !cards) return;
    setSearch(
      (current) => {
        current.delete(ADDRESS_ONLY_QR);
        return current;
      },
      { replace: true },
    );
    const card = cards.find((each) => canonicalCardCode(each.number) === canonicalCardCode(asked));
    if (card) onAction({ kind: 'qr', card, addressOnly: true });
  }, [asked, cards, onAction, setSearch]);

  if (state.status === 'loading') return <Spinner label={t('cards.loading')} />;
  if (state.status === 'failed') {
    return (
      <div className="mt-6 flex flex-col items-start gap-4">
        <Notice>{state.message}</Notice>
        <Button variant="secondary" onClick={retry}>
          {t('cards.retry')}
        </Button>
      </div>
    );
  }
  if (state.status === 'empty') {
    return (
      <div className="mt-6 rounded-2xl bg-white p-6 ring-1 ring-slate-200">
        <p className="font-semibold text-slate-900">{t('cards.empty')}</p>
        <p className="mt-1 text-slate-700">{t('cards.emptyHint')}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button variant="secondary" onClick={retry}>
            {t('cards.reload')}
          </Button>
          <ButtonLink to={paths.plans}>{t('cards.seePlans')}</ButtonLink>
        </div>
      </div>
    );
  }
  return (
    <ul className="mt-8 grid grid-cols-1 gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {state.data.map((card) => (
        <CardTile
          key={card.id || card.number}
          cardCode={card.number}
          holder={cardHolderName(card)}
          color={colorOf(card.id)}
          recordFilled={recordHasHolder(card)}
          qrMade={qrMade}
          recordChangedAt={card.record_updated_at}
          onShowQr={() => onAction({ kind: 'qr', card })}
          onPrint={() => onAction({ kind: 'choosePrint', card })}
        />
      ))}
    </ul>
  );
}

export default function MyCardsPage() {
  const { t } = useTranslation('account');
  const [action, setAction] = useState<Action | null>(null);
  const [needsConsent, setNeedsConsent] = useState(() => readUser()?.accept_terms !== 1);
  const close = useCallback(() => setAction(null), []);
  const heading = useRef<HTMLHeadingElement>(null);
  const { colorOf, choose } = useCardColors();
  // A QR code made now is as new as the record: the tiles check their copies again.
  const [qrMade, setQrMade] = useState(0);
  const madeQr = useCallback(() => setQrMade((count) => count + 1), []);

  return (
    <PageSection title={t('cards.title')} intro={t('cards.intro')} headingRef={heading}>
      <CurrentPlan />
      <CardsContent colorOf={colorOf} onAction={setAction} qrMade={qrMade} />

      {action?.kind === 'qr' ? (
        <QrCodeDialog
          cardCode={action.card.number}
          color={colorOf(action.card.id)}
          onClose={close}
          onMade={madeQr}
          addressOnly={action.addressOnly}
        />
      ) : null}
      {action?.kind === 'choosePrint' ? (
        <PrintCardDialog
          cardCode={action.card.number}
          holder={cardHolderName(action.card) ?? ''}
          initialColor={colorOf(action.card.id)}
          onClose={close}
          onPrint={(color, printed) => {
            choose(action.card.id, color);
            if (printed) {
              rememberQrCopy(action.card.number, printed.copy);
              madeQr();
            }
            setAction({ kind: 'printing', card: action.card, color, printed });
          }}
        />
      ) : null}
      {action?.kind === 'printing' ? (
        <PrintSheet
          cardCode={action.card.number}
          holder={cardHolderName(action.card) ?? ''}
          color={action.color}
          printed={action.printed}
          onDone={close}
        />
      ) : null}
      {needsConsent ? (
        <ConsentDialog onAccepted={() => setNeedsConsent(false)} returnFocusTo={heading} />
      ) : null}
    </PageSection>
  );
}
