// A profile error that concerns a field is said under that field, which takes the focus.
import { screen } from '@testing-library/react';
import { DEMO_PASSWORD } from '@/mocks/seed';
import { openProfile } from '../support/profile';
import { callsTo, recordRequests } from '../support/requests';
import { silenceApiWarnings } from '../support/apiWarnings';

silenceApiWarnings();

describe('profile: errors at their fields', () => {
  it('says mismatched new passwords under the confirmation, focused, and sends nothing', async () => {
    const { user } = await openProfile();
    const sent = recordRequests();
    await user.type(screen.getByLabelText('Senha atual'), DEMO_PASSWORD);
    await user.type(screen.getByLabelText('Nova senha'), 'nova-senha-1');
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'nova-senha-2');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    const confirmation = screen.getByLabelText('Confirmar nova senha');
    expect(confirmation).toHaveFocus();
    expect(confirmation).toBeInvalid();
    expect(confirmation).toHaveAccessibleDescription('As senhas não coincidem!');
    expect(screen.getAllByText('As senhas não coincidem!')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(sent, '/auth/update-profile')).toHaveLength(0);
    expect(callsTo(sent, '/change-password')).toHaveLength(0);
  });
});
