import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cardExists } from '@/api/cardLookup';
import { CardCode } from '@/components/CardCode';
import { canonicalCardCode, formatCardCode, isCardCodeAddress } from '@/lib/cardCode';
import { lookalikeCodes } from '@/lib/codeLookalikes';
import { href } from '@/lib/paths';

/**
 * Under "no record with this code": the existing codes the typing could mean, read with O for 0
 * or I and L for 1 and back ("Você quis dizer ABC-123-XYZ?"). A code whose check failed is left
 * out, never offered as existing nor as not.
 */
export function LookalikeCodes({ cardCode }: { cardCode: string }) {
  const { t } = useTranslation('recordView');
  const candidates = useMemo(
    () => (isCardCodeAddress(cardCode) ? lookalikeCodes(canonicalCardCode(cardCode)) : []),
    [cardCode],
  );
  const [found, setFound] = useState<{ for: string[]; codes: string[] } | null>(null);

  useEffect(() => {
    if (candidates.length === 0) return;
    const controller = new AbortController();
    void Promise.all(candidates.map((candidate) => cardExists(candidate, controller.signal))).then(
      (results) => {
        if (controller.signal.aborted) return;
        setFound({ for: candidates, codes: candidates.filter((_, i) => results[i] === true) });
      },
    );
    return () => controller.abort();
  }, [candidates]);

  if (candidates.length === 0) return null;
  const codes = found?.for === candidates ? found.codes : null;
  return (
    <div role="status" className="w-full">
      {codes === null ? <p className="text-sm text-slate-600">{t('lookalikes.checking')}</p> : null}
      {codes !== null && codes.length > 0 ? (
        <div className="rounded-lg bg-amber-50 px-4 py-3 text-amber-950 ring-1 ring-amber-300">
          <p className="font-semibold">{t('lookalikes.question', { count: codes.length })}</p>
          <ul className="mt-2 flex flex-col gap-2">
            {codes.map((existing) => (
              <li key={existing}>
                <Link
                  to={href.recordView(existing)}
                  // The slashed zeros are elements of their own, which the name would space out.
                  aria-label={formatCardCode(existing)}
                  className="inline-flex min-h-11 items-center rounded-md font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
                >
                  <CardCode
                    cardCode={formatCardCode(existing)}
                    className="text-lg tracking-wider"
                  />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
