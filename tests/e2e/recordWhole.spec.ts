import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import {
  isStored,
  maskIdentityNumber,
  optionKey,
  sections,
  sectionsThatApply,
  visibleFields,
  type FieldDecl,
  type ItemValues,
  type SectionDecl,
} from '@/record';
import {
  askedValues,
  choicesWhereEverySectionApplies,
  factsWhereEverySectionApplies,
} from '../sectionSamples';
import { DEMO_CARDS, openAsDemo } from './support';

// Fills every section of the empty demo card through the editor, then reads the card's public
// page as a professional would, and finds every value there.

/** Choices that open the fields hidden behind them, and that let every section apply. */
const preferred: Record<string, string> = Object.fromEntries([
  ...sections.flatMap((section) =>
    Object.entries(askedValues(section)).map(([field, value]) => [`${section.id}.${field}`, value]),
  ),
  ...choicesWhereEverySectionApplies().map(({ section, field, value }) => [
    `${section.id}.${field.name}`,
    value,
  ]),
]);

const words = JSON.parse(readFileSync('src/i18n/locales/pt/record.json', 'utf8')) as {
  sections: Record<string, { title: string; addFirst?: string }>;
  fields: Record<string, Record<string, string>>;
  enums: Record<string, Record<string, string>>;
};
const sectionWords = (id: string) => words.sections[id];
const fieldLabel = (section: SectionDecl, field: FieldDecl) =>
  words.fields[section.id]?.[field.name] ?? '';
const optionLabel = (field: FieldDecl, value: string) =>
  field.kind === 'select' && field.enumName
    ? ((words.enums as Record<string, Record<string, string>>)[field.enumName]?.[
        optionKey(value)
      ] ?? value)
    : value;
const labelled = (label: string) =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(.*\\))?$`);

/** What the user enters in a field, and what the view must then show. */
function entry(section: SectionDecl, field: FieldDecl): { typed: string; shown: string } {
  switch (field.kind) {
    case 'date':
      // A birth date of an adult: every section applies (pregnancy asks for one).
      if (field.name === section.birthDate) return { typed: '1990-01-02', shown: '02/01/1990' };
      return { typed: '2020-01-02', shown: '02/01/2020' };
    case 'cpf':
      return { typed: '52998224725', shown: '529.982.247-25' };
    case 'phone':
      return { typed: '11987654321', shown: '(11) 98765-4321' };
    case 'number':
      return { typed: '20', shown: '20' };
    case 'yesno':
      return { typed: '1', shown: 'Sim' };
    case 'select': {
      const value = preferred[`${section.id}.${field.name}`] ?? field.options?.[0] ?? '';
      return { typed: value, shown: optionLabel(field, value) };
    }
    default:
      return { typed: `${section.id} ${field.name} ✓`, shown: `${section.id} ${field.name} ✓` };
  }
}

async function fill(area: Locator, section: SectionDecl, field: FieldDecl, typed: string) {
  const name = labelled(fieldLabel(section, field));
  const control = area.locator('input, select, textarea').and(area.getByLabel(name)).first();
  if (field.kind === 'yesno') {
    await area.getByRole('group', { name }).getByRole('radio', { name: 'Sim' }).check();
  } else if (field.kind === 'select') {
    await control.selectOption(typed);
  } else if (field.kind === 'cpf' || field.kind === 'phone') {
    await control.click();
    await control.pressSequentially(typed);
  } else {
    await control.fill(typed);
  }
}

async function fillSection(page: Page, section: SectionDecl): Promise<string[]> {
  const area = page.locator(`section#${section.id}`);
  const addFirst = sectionWords(section.id)?.addFirst;
  if (section.emptyState && addFirst) {
    await area.getByRole('button', { name: addFirst }).click();
  }
  const values: ItemValues = {};
  const shown: string[] = [];
  for (const field of section.fields) {
    if (!visibleFields(section, values).includes(field)) continue;
    const { typed, shown: text } = entry(section, field);
    await fill(area, section, field, typed);
    values[field.name] = typed;
    // A question of the form only ("has a plan?") is not stored, so the view does not show it;
    // the public page shows an identity number in part, the owner's default choice.
    if (isStored(field)) shown.push(field.identityNumber ? maskIdentityNumber(field, typed) : text);
  }
  await area.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(area.getByRole('button', { name: 'Salvar alterações' })).toBeEnabled();
  await expect(area.getByRole('alert')).toHaveCount(0);
  return shown;
}

test('a whole record filled in the editor reads back on the public page', async ({ page }) => {
  test.setTimeout(300_000);
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected dialog: ${dialog.message()}`);
  });
  await openAsDemo(page, `/meu-prontuario/${DEMO_CARDS.empty}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Meu Prontuário' })).toBeVisible();

  const expected = new Map<SectionDecl, string[]>();
  for (const section of sectionsThatApply(factsWhereEverySectionApplies())) {
    await expect(page.locator(`section#${section.id}`)).toBeVisible();
    expected.set(section, await fillSection(page, section));
  }

  await page.goto(`/prontuario-do-usuario/${DEMO_CARDS.empty}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Prontuário Médico' })).toBeVisible();
  for (const [section, texts] of expected) {
    // A section shown inside another's card (the blood type) is found in that card.
    const card = sectionWords(section.viewedWithin ?? section.id)?.title;
    const region = page.getByRole('region', { name: card, exact: true });
    await expect(region, section.id).toBeVisible();
    for (const text of texts)
      await expect(
        region.getByText(text, { exact: false }).first(),
        `${section.id}: ${text}`,
      ).toBeVisible();
  }

  const summary = page.getByRole('region', { name: /resumo de emergência/i });
  await expect(summary).toContainText('personal-information name ✓');
  await expect(summary).toContainText('A+');
  await expect(summary).toContainText('allergy name ✓');
  await expect(summary.locator('a[href="tel:+5511987654321"]')).toHaveCount(1);
  await expect(summary.locator('a[href="https://wa.me/5511987654321"]')).toHaveCount(1);
});
