// The editor's "Baixar resumo internacional (FHIR IPS)": the saved record as a FHIR document file.
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { AllergyIntolerance, Bundle } from '@medplum/fhirtypes';
import { DEMO_CARDS } from '@/mocks/seed';
import { failReads } from '../support/failReads';
import { openEditor, setUpEditorTests } from '../support/editor';

setUpEditorTests();

const BUTTON = 'Baixar resumo internacional (FHIR IPS)';

/** The files the page saves: each link clicked with its name and the blob behind it. */
function captureDownloads(): { name: string; blob: Blob }[] {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:test/${blobs.size}`;
        blobs.set(url, blob);
        return url;
      },
      revokeObjectURL: () => {},
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ name: this.download, blob });
  });
  return saved;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

it('downloads the card’s record as an IPS Bundle named after the card', async () => {
  const saved = captureDownloads();
  const { user } = await openEditor(DEMO_CARDS.full);
  await user.click(screen.getByRole('button', { name: BUTTON }));

  await waitFor(() => expect(saved).toHaveLength(1));
  const [file] = saved;
  if (!file) throw new Error('no file saved');
  expect(file.name).toBe(`ips-${DEMO_CARDS.full}.json`);
  expect(file.blob.type).toBe('application/fhir+json');
  const bundle = JSON.parse(await file.blob.text()) as Bundle;
  expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'document' });
  const allergies = bundle.entry
    ?.map((entry) => entry.resource)
    .filter(
      (resource): resource is AllergyIntolerance => resource?.resourceType === 'AllergyIntolerance',
    );
  expect(allergies?.map((allergy) => allergy.code?.text)).toEqual([
    'Dipirona',
    'Camarão',
    'Látex',
    'Picada de abelha',
  ]);
  expect(screen.getByRole('button', { name: BUTTON })).toBeEnabled();
});

it('makes no file while a section could not be read, and says why', async () => {
  failReads('*/api/medical-record/allergies', () => new HttpResponse(null, { status: 500 }));
  const saved = captureDownloads();
  const { user } = await openEditor(DEMO_CARDS.full);
  await user.click(screen.getByRole('button', { name: BUTTON }));

  expect(
    await screen.findByText(
      'Algumas seções não foram carregadas; leia-as novamente antes de baixar o resumo.',
    ),
  ).toBeInTheDocument();
  expect(saved).toHaveLength(0);
});
