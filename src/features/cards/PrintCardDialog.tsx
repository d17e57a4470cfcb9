import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { cardColorNames, type CardColor } from './cardColors';
import { WalletCard } from './WalletCard';

/** Choose the colour, see the card at its real size, and print it. */
export function PrintCardDialog({
  number,
  holder,
  onClose,
  onPrint,
}: {
  number: string;
  holder: string;
  onClose: () => void;
  onPrint: (color: CardColor) => void;
}) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const [color, setColor] = useState<CardColor>('dark-green');
  const groupName = useId();

  return (
    <Dialog title={t('print.title')} onClose={onClose} className="sm:max-w-lg">
      <p className="text-sm text-slate-700">{t('print.intro')}</p>
      <fieldset className="mt-4">
        <legend className="text-sm font-semibold text-slate-900">{t('print.color')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {cardColorNames.map((name) => (
            <label
              key={name}
              className="flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-3 py-1.5 text-sm has-checked:border-brand-700 has-checked:ring-2 has-checked:ring-brand-600"
            >
              <input
                type="radio"
                name={groupName}
                value={name}
                checked={color === name}
                onChange={() => setColor(name)}
                className="accent-brand-700"
              />
              {t(`print.colors.${name}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <figure className="mt-4 overflow-x-auto">
        <figcaption className="sr-only">{t('print.preview')}</figcaption>
        <div className="mx-auto w-max">
          <WalletCard number={number} holder={holder} color={color} />
        </div>
      </figure>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {tc('common.close')}
        </Button>
        <Button onClick={() => onPrint(color)}>{t('print.submit')}</Button>
      </div>
    </Dialog>
  );
}
