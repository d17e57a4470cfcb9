/**
 * The client's network side (axios, src/api/http.ts), its own chunk: the client loads it for the
 * first call it must send, and a page that sends calls from its start asks for it together with
 * its own code.
 */
export const loadTransport = () => import('./http');
