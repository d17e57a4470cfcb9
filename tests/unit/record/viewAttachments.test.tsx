import { screen, within } from '@testing-library/react';
import { DEMO_CARDS } from '@/mocks/seed';
import { renderApp } from '../support/renderApp';
import { answerResource, recordLoaded, region, viewPath } from '../support/recordView';

const hostilePaths = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,x',
  '//evil.example/x.pdf',
  'https://evil.example/x.pdf',
];

describe('attachment links', () => {
  it('lead only to http(s) addresses under the storage base', async () => {
    answerResource(
      'allergies',
      hostilePaths.map((path, index) => ({
        id: index + 1,
        name: `Alergia hostil ${index + 1}`,
        attachment_file_path: path,
      })),
    );
    answerResource('blood-type', {
      id: 99,
      blood_type: 'A-',
      attachment_file_path: 'data:text/html,x',
    });
    await renderApp(viewPath(DEMO_CARDS.full));
    await recordLoaded();

    const storageBase = `${window.location.origin}/storage/`;
    // Every link of the page, shown or not.
    for (const link of screen.getAllByRole('link', { hidden: true })) {
      const href = link.getAttribute('href') ?? '';
      expect(href, href).not.toMatch(/^\s*(javascript|data|vbscript):/i);
      expect(new URL(href, document.baseURI).protocol, href).toMatch(/^(https?|tel|sms):$/);
    }
    const fileLinks = screen.getAllByRole('link', { name: /^Visualizar Arquivo/ });
    expect(fileLinks.length).toBeGreaterThan(0);
    for (const link of fileLinks) {
      expect(link.getAttribute('href')).toMatch(new RegExp(`^${storageBase}`));
    }
    const allergyLinks = within(region('Alergias')).getAllByRole('link');
    expect(allergyLinks).toHaveLength(hostilePaths.length);
  });

  it('say a file is unavailable when its path would leave the storage base', async () => {
    answerResource('vaccines', [
      {
        id: 1,
        name: 'bcg',
        vaccination_date: '2000-01-01',
        attachment_file_path: '../../api/user/info',
      },
    ]);
    await renderApp(viewPath(DEMO_CARDS.full));
    await recordLoaded();
    const vaccines = region('Vacinas');
    expect(within(vaccines).queryByRole('link')).not.toBeInTheDocument();
    expect(within(vaccines).getByText('Arquivo indisponível')).toBeVisible();
  });
});
