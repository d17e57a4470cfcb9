import type { UserInfo } from '@/api/types';
import { settleDuePixPayments } from '../purchases';
import { currentState, updateStore } from '../store';
import { signedInUser, demoDelay, http, sessionExtended } from './common';

export const userHandlers = [
  http.get('/user/info', async ({ request, response }) => {
    await demoDelay();
    const user = signedInUser(request, { anyPassword: true });
    if (user instanceof Response) return user;
    await settleDuePixPayments(user.id);
    const payments = currentState()
      .userPayments.filter((row) => row.userId === user.id)
      .map(({ plan_name, value, cards, transaction_date }) => ({
        plan_name,
        value,
        cards,
        transaction_date,
      }))
      // Newest first; the stored order (oldest first) breaks ties on the same day.
      .reverse()
      .sort((a, b) => b.transaction_date.localeCompare(a.transaction_date));
    const info: UserInfo = {
      user: { name: user.name, email: user.email, cpf: user.cpf },
      payments,
    };
    return response(200).json(info, sessionExtended());
  }),

  http.post('/user/accept-terms', async ({ request, response }) => {
    await demoDelay();
    const user = signedInUser(request);
    if (user instanceof Response) return user;
    await updateStore(() => {
      user.accept_terms = 1;
    });
    return response(200).json({ message: 'Termos aceitos com sucesso!' });
  }),
];
