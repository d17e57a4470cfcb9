import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../components/Notice';
import type { Buyer } from './buyer';
import { ChoosePassword, type PasswordChoice } from './ChoosePassword';

/**
 * The end of a purchase: a buyer this checkout registered (logged in with their CPF digits) is
 * asked for a password first, and the way on (`children`) comes once they chose one or skipped;
 * anyone else gets the way on at once.
 */
export function PasswordStep({
  newBuyer,
  children,
}: {
  newBuyer: Pick<Buyer, 'cpf'> | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('account');
  const [choice, setChoice] = useState<PasswordChoice | null>(null);
  const after = useRef<HTMLDivElement>(null);

  // The form the focus was in is gone: the focus goes on to the way on.
  useEffect(() => {
    if (choice) after.current?.querySelector<HTMLElement>('a[href], button')?.focus();
  }, [choice]);

  if (newBuyer && !choice) return <ChoosePassword buyer={newBuyer} onChosen={setChoice} />;
  return (
    <div ref={after}>
      {choice ? (
        <Notice tone={choice === 'saved' ? 'success' : 'info'} className="mt-4">
          {t(`checkout.choosePassword.${choice}`)}
        </Notice>
      ) : null}
      {children}
    </div>
  );
}
