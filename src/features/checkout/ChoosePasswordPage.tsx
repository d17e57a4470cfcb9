import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { getUserInfo } from '@/api/user';
import { Button } from '@/components/Button';
import { Notice } from '@/components/Notice';
import { Spinner } from '@/components/Spinner';
import { useResource } from '@/components/useResource';
import { cpfDigits } from '@/lib/cpf';
import { paths } from '@/lib/paths';
import { ChoosePassword } from './ChoosePassword';

/** Where the step was asked from (a path of this site only), else the cards. */
function wayOn(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')
    ? from
    : paths.myCards;
}

/**
 * The purchase's last step, for a buyer who left before it (closed the tab, lost the network):
 * while their password is still their CPF, every page leads here first (src/app/guards.tsx).
 * The CPF, the current password, comes from the user info; once a password is chosen the page
 * asked for opens.
 */
export default function ChoosePasswordPage() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const location = useLocation();
  const { state, retry } = useResource(getUserInfo, {
    isEmpty: (info) => cpfDigits(info.user.cpf) === '',
  });

  let content;
  if (state.status === 'shown') {
    content = (
      <ChoosePassword
        titled={false}
        buyer={{ cpf: cpfDigits(state.data.user.cpf) }}
        onChosen={() => void navigate(wayOn(location.state), { replace: true })}
      />
    );
  } else if (state.status === 'loading') {
    content = <Spinner label={tc('common.loading')} />;
  } else {
    content = (
      <div className="flex flex-col items-start gap-3">
        <Notice>{state.status === 'failed' ? state.message : tc('errors.userInfo')}</Notice>
        <Button variant="secondary" onClick={retry}>
          {t('profile.retry')}
        </Button>
      </div>
    );
  }

  return (
    <section className="mx-auto w-full max-w-xl px-4 py-10">
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">
          {t('checkout.choosePassword.title')}
        </h1>
        <div className="mt-4">{content}</div>
      </div>
    </section>
  );
}
