import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '@/components/Notice';
import type { Buyer } from './buyer';
import { ChoosePassword } from './ChoosePassword';

/**
 * The end of a purchase: a buyer this checkout registered (logged in with their CPF digits) must
 * choose a password first, and the way on (`children`) comes once they did; anyone else gets the
 * way on at once.
 */
export function PasswordStep({
  newBuyer,
  children,
}: {
  newBuyer: Pick<Buyer, 'cpf'> | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('account');
  const [chosen, setChosen] = useState(false);
  const after = useRef<HTMLDivElement>(null);

  // The form the focus was in is gone: the focus goes on to the way on.
  useEffect(() => {
    if (chosen) after.current?.querySelector<HTMLElement>('a[href], button')?.focus();
  }, [chosen]);

  if (newBuyer && !chosen) {
    return <ChoosePassword buyer={newBuyer} onChosen={() => setChosen(true)} />;
  }
  return (
    <div ref={after}>
      {chosen ? (
        <Notice tone="success" className="mt-4">
          {t('checkout.choosePassword.saved')}
        </Notice>
      ) : null}
      {children}
    </div>
  );
}
