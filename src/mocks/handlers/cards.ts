import { signCopy } from '../copySigning';
import { settleDuePixPayments } from '../purchases';
import { cardsOf, markRecordChanged, ownedCardByCode, recordItems, updateStore } from '../store';
import { readVisibilityBody, visibilityOf } from '../visibility';
import {
  signedInUser,
  demoDelay,
  http,
  notFound,
  readJsonBody,
  sessionExtended,
  validationError,
} from './common';

export const cardHandlers = [
  http.get('/cards/{userId}', async ({ request, params, response }) => {
    await demoDelay();
    const user = signedInUser(request);
    if (user instanceof Response) return user;
    // Another user's id answers like an unknown one.
    if (String(params.userId) !== String(user.id)) return notFound('Usuário não encontrado.');
    await settleDuePixPayments(user.id);
    const cards = cardsOf(user.id).map((card) => ({
      id: card.id,
      number: card.number,
      medical_record: {
        medical_record_personal_informations: recordItems(card.number, 'personal-information').map(
          (info) => ({ name: typeof info.name === 'string' ? info.name : null }),
        ),
      },
      visibility: visibilityOf(card),
      record_updated_at: card.recordUpdatedAt ?? null,
    }));
    return response(200).json({ cards }, sessionExtended());
  }),

  http.post('/cards/{number}/visibility', async ({ request, params, response }) => {
    await demoDelay();
    const user = signedInUser(request);
    if (user instanceof Response) return user;
    const card = ownedCardByCode(user.id, String(params.number));
    // Another user's card answers like a missing one.
    if (!card) return notFound('Cartão não encontrado.');
    const read = readVisibilityBody(await readJsonBody(request));
    if (Array.isArray(read)) {
      return validationError(Object.fromEntries(read.map((field) => [field, ['Valor inválido.']])));
    }
    await updateStore((draft) => {
      const row = draft.cards.find((candidate) => candidate.id === card.id);
      if (row) row.visibility = read;
      markRecordChanged(draft, card.id);
    });
    return response(200).json({ message: 'Visibilidade salva.', visibility: read });
  }),

  http.post('/cards/{number}/copy-signature', async ({ request, params, response }) => {
    await demoDelay();
    const user = signedInUser(request);
    if (user instanceof Response) return user;
    // Another user's card answers like a missing one.
    if (!ownedCardByCode(user.id, String(params.number))) return notFound('Cartão não encontrado.');
    const { copy } = await readJsonBody(request);
    if (typeof copy !== 'string' || copy.length === 0 || copy.length > 256) {
      return validationError({ copy: ['Valor inválido.'] });
    }
    return response(200).json(await signCopy(copy));
  }),
];
