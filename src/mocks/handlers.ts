import { authHandlers } from './handlers/auth';
import { cardHandlers } from './handlers/cards';
import { apiPath, demoDelay, http, notFound } from './handlers/common';
import { contactHandlers } from './handlers/contact';
import { medicalRecordHandlers } from './handlers/medicalRecord';
import { paymentHandlers } from './handlers/payment';
import { storageHandlers } from './handlers/storage';
import { userHandlers } from './handlers/user';

/** Every API call the demo backend answers; an unknown API path answers 404 (kept last). */
export const handlers = [
  ...authHandlers,
  ...userHandlers,
  ...cardHandlers,
  ...paymentHandlers,
  ...medicalRecordHandlers,
  ...contactHandlers,
  ...storageHandlers,
  http.untyped.all(apiPath('/*'), async () => {
    await demoDelay();
    return notFound();
  }),
];
