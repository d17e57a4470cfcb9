/**
 * Where a demo build keeps which API its demo backend plays (src/mocks/apiMode.ts): a choice of
 * the device, like the language, that a session's end leaves in place.
 */
export const DEMO_API_MODE_KEY = 'prontuario-demo-api';
