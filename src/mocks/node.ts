import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The demo backend for the unit tests (tests/unit/setup.ts starts it). */
export const server = setupServer(...handlers);
