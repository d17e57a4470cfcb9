// Shared steps of the editor's screen tests (tests/unit/record/editor*.test.tsx).
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { readRecord } from '@/api/medicalRecord';
import type { RecordResource } from '@/api/types';
import { server } from '@/mocks/node';
import { DEMO_EMAIL, DEMO_PASSWORD } from '@/mocks/seed';
import { loginAs } from './demoBackend';
import { renderApp } from './renderApp';
import { removeToastsAfterEach } from './toasts';

/** What every test file of the editor calls once, at its top: the toasts removed after each test. */
export function setUpEditorTests(): void {
  removeToastsAfterEach();
}

export const SAVE = /^Salvar alterações/;

/** Logs in as the demo user and opens the editor of a card, every section loaded. */
export async function openEditor(cardCode: string) {
  await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
  const view = await renderApp(`/meu-prontuario/${cardCode}`);
  await screen.findByRole('heading', { level: 1, name: 'Meu Prontuário' }, { timeout: 10_000 });
  await sectionsRead();
  return view;
}

/** Waits until no section of the page says it is loading (each says so in a status). */
export async function sectionsRead(): Promise<void> {
  const main = screen.getByRole('main');
  await waitFor(() => expect(within(main).queryAllByRole('status')).toHaveLength(0), {
    timeout: 10_000,
  });
}

/** The region of one section, as a screen reader lists it: named by the section's heading. */
export function section(title: string): HTMLElement {
  const region = screen.getByRole('region', { name: title });
  expect(within(region).getByRole('heading', { level: 2 })).toHaveAccessibleName(title);
  return region;
}

/** The titles of the sections on the page, in order (the headings of its regions). */
export function sectionTitles(): string[] {
  return within(screen.getByRole('main'))
    .getAllByRole('region')
    .map((region) => within(region).getByRole('heading', { level: 2 }).textContent ?? '');
}

/** Clicks the section's save button and waits for the success toast and the reload. */
export async function saveSection(user: UserEvent, region: HTMLElement) {
  await user.click(within(region).getByRole('button', { name: SAVE }));
  expect(await screen.findByText('Dados salvos com sucesso!')).toBeInTheDocument();
  await waitFor(() => expect(within(region).getByRole('button', { name: SAVE })).toBeEnabled());
}

/** Fills a text, textarea, number or masked field (whatever it held before is replaced). */
export async function typeIn(user: UserEvent, region: HTMLElement, label: string, text: string) {
  const input = within(region).getByLabelText(label);
  await user.clear(input);
  await user.type(input, text);
}

/** Sets a date field to an ISO date. */
export async function setDate(user: UserEvent, region: HTMLElement, label: string, iso: string) {
  const input = within(region).getByLabelText(label);
  await user.clear(input);
  await user.type(input, iso);
  expect(input).toHaveValue(iso);
}

/** Chooses an option of a select by its visible label. */
export async function choose(user: UserEvent, region: HTMLElement, label: string, option: string) {
  const select = within(region).getByRole('combobox', { name: label });
  await user.selectOptions(select, within(select).getByRole('option', { name: option }));
}

/** Answers a yes/no question ("Sim" or "Não"). */
export async function answer(
  user: UserEvent,
  region: HTMLElement,
  question: string,
  choice: 'Sim' | 'Não',
) {
  const group = within(region).getByRole('group', { name: question });
  await user.click(within(group).getByRole('radio', { name: choice }));
}

/** The open dialog, checked by its name. */
export async function findDialog(name: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveAccessibleName(name);
  return dialog;
}

/** What the demo backend stored, read through the real client. */
export function stored<R extends RecordResource>(resource: R, cardCode: string) {
  return readRecord(resource, cardCode);
}

/** Counts the POSTs that reach the demo backend from now on, until the test ends. */
export function countPosts(): { readonly count: number } {
  const seen = { count: 0 };
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'POST') seen.count += 1;
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return seen;
}
