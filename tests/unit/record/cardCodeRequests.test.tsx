// A card code travels in one spelling, upper case without hyphens, whatever way it was typed or
// listed: in the reads of the record view, in the owner's calls and in every link to a record.
import { screen } from '@testing-library/react';
import { saveVisibility } from '@/api/visibility';
import { sendRead } from '@/boot/reads';
import { publicRecordUrl } from '@/features/cards/recordUrl';
import { canonicalCardCode } from '@/lib/cardCode';
import { href } from '@/lib/paths';
import { server } from '@/mocks/node';
import { DEMO_CARDS, DEMO_EMAIL, DEMO_NAME, DEMO_PASSWORD } from '@/mocks/seed';
import { defaultVisibility } from '@/record';
import { loginAs } from '../support/demoBackend';
import { silenceApiWarnings } from '../support/apiWarnings';
import { renderApp } from '../support/renderApp';
import { pageLoad, recordLoaded, viewPath } from '../support/recordView';

silenceApiWarnings();

const typed = 'abc-123-xyz';

/** The card code of every record read and card call the app sends. */
function sentCodes(): string[] {
  const codes: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const read = url.searchParams.get('cardNumber');
    if (url.pathname.includes('/medical-record/') && read !== null) codes.push(read);
    const card = /\/cards\/([^/]+)\/visibility$/.exec(url.pathname)?.[1];
    if (card) codes.push(decodeURIComponent(card));
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return codes;
}

it('is upper case without hyphens', () => {
  expect(canonicalCardCode(typed)).toBe(DEMO_CARDS.full);
  expect(canonicalCardCode('ABC123XYZ')).toBe('ABC123XYZ');
});

it('links to a record, its editor and its QR code in that spelling', () => {
  expect(href.recordView(typed)).toBe(`/prontuario-do-usuario/${DEMO_CARDS.full}`);
  expect(href.recordEditor(typed)).toBe(`/meu-prontuario/${DEMO_CARDS.full}`);
  expect(publicRecordUrl(typed)).toBe(
    `${window.location.origin}/prontuario-do-usuario/${DEMO_CARDS.full}`,
  );
});

it('reads the record of an address typed in lower case with hyphens in that spelling', async () => {
  const codes = sentCodes();
  await renderApp(viewPath(typed));
  await recordLoaded();
  expect((await screen.findAllByText(DEMO_NAME, {}, pageLoad))[0]).toBeVisible();
  expect(codes.length).toBeGreaterThan(0);
  expect(new Set(codes)).toEqual(new Set([DEMO_CARDS.full]));
});

it("sends the owner's calls in that spelling", async () => {
  await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
  const codes = sentCodes();
  await saveVisibility(typed, defaultVisibility);
  expect(codes).toEqual([DEMO_CARDS.full]);
});

it("sends the boot script's reads in that spelling", async () => {
  const fetched: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((url) => {
    fetched.push(String(url));
    return Promise.resolve(new Response('{"data":[]}'));
  });
  await sendRead('/api', 'allergies', typed);
  expect(fetched).toEqual([`/api/medical-record/allergies?cardNumber=${DEMO_CARDS.full}`]);
});
