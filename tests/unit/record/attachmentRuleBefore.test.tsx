// The attachment picker tells its rule (types and size) next to its button before any file is
// chosen, and the input is described by it, so nobody learns the rule from a refusal.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AttachmentPicker } from '@/features/record/fields/AttachmentPicker';
import { i18n, i18nReady } from '@/i18n/setup';
import type { Language } from '@/i18n/languages';

/** Normal spaces for the no-break spaces Intl may put in "10 MB". */
const normal = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

const accepted: Record<Language, string> = {
  pt: 'Formatos aceitos: PDF, JPEG, PNG ou WebP, de até 10 MB.',
  en: 'Accepted formats: PDF, JPEG, PNG, or WebP, up to 10 MB.',
  es: 'Formatos aceptados: PDF, JPEG, PNG o WebP, de hasta 10 MB.',
  fr: 'Formats acceptés : PDF, JPEG, PNG ou WebP, 10 Mo maximum.',
  de: 'Erlaubte Formate: PDF, JPEG, PNG oder WebP, bis 10 MB.',
};

async function pickerInput(language: Language) {
  await i18nReady;
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(['record', 'recordEditor']);
  render(<AttachmentPicker file={null} onChange={vi.fn()} />);
  return screen.getByLabelText<HTMLInputElement>(i18n.t('record:attachment.label'));
}

describe('the attachment rule, before a file is chosen', () => {
  it.each(Object.entries(accepted) as [Language, string][])(
    'is shown under the button and describes the input (%s)',
    async (language, words) => {
      const input = await pickerInput(language);
      const rule = screen.getByText((_, element) => normal(element?.textContent) === words);
      expect(rule).toBeVisible();
      expect(input).toHaveAccessibleDescription(rule.textContent ?? '');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('gives way to the refusal, then comes back once an accepted file is chosen', async () => {
    const input = await pickerInput('pt');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }));
    expect(screen.getByRole('alert')).toBeVisible();
    expect(screen.queryByText(/^Formatos aceitos/)).not.toBeInTheDocument();

    await user.upload(input, new File(['%PDF-1.4\n'], 'laudo.pdf', { type: 'application/pdf' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(normal(screen.getByText(/^Formatos aceitos/).textContent)).toBe(accepted.pt);
    expect(input).toHaveAccessibleDescription(
      screen.getByText(/^Formatos aceitos/).textContent ?? '',
    );
  });
});
