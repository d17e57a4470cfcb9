import { updateStore } from '../store';
import { normalizeEmail } from '../validation';
import {
  checkEmail,
  demoDelay,
  FieldErrorList,
  http,
  readJsonBody,
  textField,
  validationError,
} from './common';

export const contactHandlers = [
  http.post('/contact', async ({ request, response }) => {
    await demoDelay();
    const body = await readJsonBody(request);
    const name = textField(body, 'name');
    const email = normalizeEmail(textField(body, 'email'));
    const message = textField(body, 'message');
    const errors = new FieldErrorList();
    if (!name) errors.add('name', 'Informe o nome.');
    checkEmail(errors, email);
    if (!message) errors.add('message', 'Escreva a mensagem.');
    if (!errors.isEmpty) return validationError(errors.errors);

    await updateStore((draft) =>
      draft.contactMessages.push({ name, email, message, received_at: new Date().toISOString() }),
    );
    return response(200).json({
      message: 'Mensagem enviada com sucesso! Nossa equipe responderá em breve.',
    });
  }),
];
