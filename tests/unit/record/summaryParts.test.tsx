// Each part of the emergency summary shows as soon as its own read has answered: a read that
// hangs holds back no other part, and says in its own place that it is still loading.
import { render, screen, within } from '@testing-library/react';
import { BOOT_VIEW_ID } from '@/bootHandoff/bootView';
import { EmergencySummaryCard } from '@/features/record/view/EmergencySummaryCard';
import { i18n, i18nReady } from '@/i18n/setup';
import { http } from 'msw';
import { emergencySummary } from '@/recordReading/emergencySummary';
import { summaryWithCopy } from '@/recordReading/cardCopy/onThePage';
import type { CardSummary } from '@/recordReading/cardCopy/format';
import {
  answeredParts,
  gathering,
  liveParts,
  SUMMARY_GATHER_MAX_MS,
  SUMMARY_QUIET_MS,
  revealsParts,
  summaryRevealed,
} from '@/recordReading/summaryReveal';
import type { RecordState } from '@/recordReading/recordState';
import { recordResourceNames } from '@/record';
import { apiPath } from '@/mocks/handlers/common';
import { server } from '@/mocks/node';
import { DEMO_CARDS } from '@/mocks/seed';
import { renderApp } from '../support/renderApp';
import { pageLoad, region, summaryPart, viewPath } from '../support/recordView';

/** Holds one resource's reads until the returned function is called. */
function hang(resource: string): () => void {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get(apiPath(`/medical-record/${resource}`), async () => {
      await released;
      // Nothing returned: the demo backend answers.
    }),
  );
  return release;
}

const summary = () => region('Resumo de emergência');
const findSummary = () => screen.findByRole('region', { name: 'Resumo de emergência' }, pageLoad);

it('shows every other part while the medicines read hangs, which says so in its place', async () => {
  const release = hang('medicines');
  await renderApp(viewPath(DEMO_CARDS.full));
  expect(
    await within(await findSummary()).findByText('Maria Helena Souza', {}, pageLoad),
  ).toBeInTheDocument();
  expect(within(summaryPart(summary(), 'Alergias')).getByText(/Dipirona/)).toBeVisible();
  const medicines = summaryPart(summary(), 'Medicamentos em uso');
  expect(medicines).toHaveTextContent('Carregando medicamentos...');
  expect(medicines).toHaveAttribute('aria-busy', 'true');
  expect(summary()).toHaveAttribute('aria-busy', 'false');

  release();
  expect(await within(medicines).findByText('Metildopa 250 mg')).toBeVisible();
  expect(summaryPart(summary(), 'Medicamentos em uso')).not.toHaveAttribute('aria-busy');
});

it('shows the other parts while the patient read hangs', async () => {
  const release = hang('personal-information');
  await renderApp(viewPath(DEMO_CARDS.full));
  await within(await findSummary()).findByRole('heading', { level: 3, name: 'Alergias' }, pageLoad);
  expect(summaryPart(summary(), 'Alergias')).toHaveTextContent(/Dipirona/);
  expect(summary()).toHaveTextContent('Carregando dados do paciente...');
  expect(within(summary()).queryByText('Maria Helena Souza')).toBeNull();
  release();
  expect(await within(summary()).findByText('Maria Helena Souza', {}, pageLoad)).toBeVisible();
});

/** A record whose reads have answered (empty) or are still loading. */
const state = (answered: readonly string[]) =>
  Object.fromEntries(
    recordResourceNames.map((resource) => [
      resource,
      answered.includes(resource) ? { status: 'empty' } : { status: 'loading' },
    ]),
  ) as RecordState;

describe('the summary shows its parts', () => {
  it('at once when every part has answered', () => {
    expect(summaryRevealed(emergencySummary(state(recordResourceNames)), false)).toBe(true);
  });

  it('after the gathering time when some have, never before and never with none', () => {
    const some = emergencySummary(state(['allergies']));
    expect(summaryRevealed(some, false)).toBe(false);
    expect(summaryRevealed(some, true)).toBe(true);
    expect(summaryRevealed(emergencySummary(state([])), true)).toBe(false);
  });

  it('not for a failure alone, which may come long before the data', () => {
    const failedOnly = {
      ...state([]),
      allergies: { status: 'failed', error: new Error('500') },
    } as RecordState;
    expect(summaryRevealed(emergencySummary(failedOnly), true)).toBe(false);
  });

  it("at once from a printed card's copy, which has something to show", () => {
    const none = emergencySummary(state([]));
    expect(revealsParts(none, { gathered: false })).toBe(false);
    expect(revealsParts(none, { gathered: false, fromCard: true })).toBe(true);
  });

  it("taking the boot page's place, once it shows every part that page shows", () => {
    const some = emergencySummary(state(['allergies']));
    const replacing = (shown: string[]) => ({ shown, fromCard: [], live: [] });
    expect(revealsParts(some, { gathered: false, replacing: replacing(['allergies']) })).toBe(true);
    const more = replacing(['allergies', 'medicines']);
    expect(revealsParts(some, { gathered: false, replacing: more })).toBe(false);
  });

  it('never while a part the boot page shows from a card lacks its live answer', () => {
    const all = emergencySummary(state(recordResourceNames));
    const loading = { ...state(recordResourceNames), allergies: { status: 'loading' } };
    const allergiesLoading = emergencySummary(loading as RecordState);
    const fromCard = { shown: ['allergies'], fromCard: ['allergies'], live: [] };
    expect(revealsParts(allergiesLoading, { gathered: true, replacing: fromCard })).toBe(false);
    expect(revealsParts(all, { gathered: false, replacing: fromCard })).toBe(true);
  });
});

describe("taking the place of a boot page that shows a printed card's copy", () => {
  const card: CardSummary = {
    madeOn: '2026-03-05',
    name: 'Maria Helena Souza',
    birthDate: null,
    bloodType: 'O+',
    allergies: { items: [{ name: 'Penicilina', severity: 'Severa' }], cut: 0 },
    conditions: null,
    medicines: null,
    mriUnsafe: null,
    pregnant: null,
    contact: null,
  };
  // The boot page shows every part checked against its live read; here the allergies are still
  // the card's.
  const checked = summaryWithCopy(emergencySummary(state(recordResourceNames)), card);
  const allergiesLoading = { ...state(recordResourceNames), allergies: { status: 'loading' } };
  const behind = summaryWithCopy(emergencySummary(allergiesLoading as RecordState), card);
  const boot = { shown: answeredParts(checked), fromCard: [], live: liveParts(checked) };

  const bootPage = Object.assign(document.createElement('div'), { id: BOOT_VIEW_ID });
  afterEach(() => {
    delete window.__bootView;
    bootPage.remove();
  });

  it('never while a part that page shows from its live read shows here from the card', () => {
    expect(boot.live).toContain('allergies');
    expect(revealsParts(behind, { gathered: true, replacing: boot })).toBe(false);
    expect(revealsParts(checked, { gathered: false, replacing: boot })).toBe(true);
  });

  it('the app keeps the boot page until its own summary is checked as far', async () => {
    await i18nReady;
    await i18n.changeLanguage('pt');
    await i18n.loadNamespaces(['recordView', 'record']);
    document.body.append(bootPage);
    window.__bootView = {
      take: () => undefined,
      ready: Promise.resolve(),
      answeredParts: () => boot.shown,
      cardParts: () => boot.fromCard,
      liveParts: () => boot.live,
      saysUnreachable: () => false,
    };
    const { rerender } = render(<EmergencySummaryCard summary={behind} onRetry={() => {}} />);
    expect(bootPage.isConnected).toBe(true);
    rerender(<EmergencySummaryCard summary={checked} onRetry={() => {}} />);
    expect(bootPage.isConnected).toBe(false);
  });
});

describe('the gathering of the first answers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ends once no answer has come for the quiet time', () => {
    const ended = vi.fn();
    const gather = gathering(ended);
    gather.heard();
    vi.advanceTimersByTime(SUMMARY_QUIET_MS - 10);
    gather.heard();
    vi.advanceTimersByTime(SUMMARY_QUIET_MS - 10);
    expect(ended).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('ends at the longest wait while answers keep coming, and only once', () => {
    const ended = vi.fn();
    const gather = gathering(ended);
    for (let at = 0; at < SUMMARY_GATHER_MAX_MS * 2; at += SUMMARY_QUIET_MS / 2) {
      gather.heard();
      vi.advanceTimersByTime(SUMMARY_QUIET_MS / 2);
      if (at < SUMMARY_GATHER_MAX_MS - SUMMARY_QUIET_MS) expect(ended).not.toHaveBeenCalled();
    }
    expect(ended).toHaveBeenCalledTimes(1);
  });
});
