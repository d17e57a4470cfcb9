// The boot script reads the patient's choice by the same rules as the app: a private record ends
// its page (the app says so), a hidden section is said hidden in the summary it paints, in every
// language it carries.
import { bootWordsIn } from '../support/bootWords';
import { saveVisibility } from '@/api/visibility';
import { bootTranslate } from '@/boot/bootWords';
import { isPrivateRecord } from '@/recordReading/recordState';
import { emergencySummary } from '@/recordReading/emergencySummary';
import { summaryCard } from '@/recordReading/summaryTree';
import { paintNode } from '@/recordReading/viewNode';
import { languages } from '@/i18n/languages';
import { DEMO_CARDS, DEMO_EMAIL, DEMO_PASSWORD } from '@/mocks/seed';
import { defaultVisibility, type RecordVisibility } from '@/record';
import { forgetUser } from '@/session/forgetUser';
import { loginAs } from '../support/demoBackend';
import { silenceApiWarnings } from '../support/apiWarnings';
import { bootState } from '../support/bootState';

silenceApiWarnings();

const card = DEMO_CARDS.full;

async function choose(visibility: Partial<RecordVisibility>) {
  await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
  await saveVisibility(card, { ...defaultVisibility, ...visibility });
  forgetUser();
}

it('reads a private record as private from its first answer', async () => {
  await choose({ recordVisible: false });
  const state = await bootState(card);
  expect(isPrivateRecord(state)).toBe(true);
  expect(Object.values(state).every((read) => read.status === 'private')).toBe(true);
});

it('paints a hidden section as hidden, in every language, never as nothing recorded', async () => {
  await choose({ hiddenSections: ['allergies'] });
  const state = await bootState(card);
  expect(state.allergies).toEqual({ status: 'hidden' });
  for (const language of languages) {
    const t = bootTranslate(bootWordsIn(language), language);
    const painted = paintNode(summaryCard(emergencySummary(state), true, t), document, () => {});
    const allergies = (painted as HTMLElement).querySelector('[data-summary-part="allergies"]');
    expect(allergies?.textContent, language).toContain(t('recordView:visibility.hidden'));
    expect(allergies?.textContent, language).not.toContain(t('recordView:summary.none'));
    expect(t('recordView:visibility.hidden'), language).not.toBe('recordView:visibility.hidden');
  }
});

it('reads the identity numbers in part by default, and paints none of them in full', async () => {
  const state = await bootState(card);
  const personal = state['personal-information'];
  if (personal.status !== 'shown') throw new Error(`personal information ${personal.status}`);
  expect(personal.items[0]?.values.cpf).toBe('***.982.247-**');
  expect(personal.items[0]?.maskedFields).toEqual(['cpf', 'passport']);
  for (const language of languages) {
    const t = bootTranslate(bootWordsIn(language), language);
    const painted = paintNode(summaryCard(emergencySummary(state), true, t), document, () => {});
    expect(painted?.textContent, language).not.toMatch(/52998224725|529\.982\.247-25|FX123456/);
  }
});
