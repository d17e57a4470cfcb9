import { http, HttpResponse } from 'msw';
import { settleDuePixPayments } from '../purchases';
import { cardsOf, recordItems } from '../store';
import { apiPath, authenticate, demoDelay, notFound, unauthorized } from './common';

export const cardHandlers = [
  http.get(apiPath('/cards/:userId'), async ({ request, params }) => {
    await demoDelay();
    const user = authenticate(request);
    if (!user) return unauthorized();
    // Another user's id answers like an unknown one.
    if (String(params.userId) !== String(user.id)) return notFound('Usuário não encontrado.');
    await settleDuePixPayments(user.id);
    const cards = cardsOf(user.id).map((card) => ({
      id: card.id,
      number: card.number,
      medical_record: {
        medical_record_personal_informations: recordItems(card.number, 'personal-information'),
      },
    }));
    return HttpResponse.json({ cards });
  }),
];
