import type { Server } from 'node:net';

/** The demo backend's handlers and MSW's `getResponse`, as the server answers with them. */
export interface Backend {
  handlers: unknown[];
  getResponse: (handlers: never[], request: Request) => Promise<Response | undefined>;
}

/** The demo backend's handlers alone over real HTTP: /api and /storage, 404 for the rest. */
export function startApiServer(options: {
  port?: number;
  backend: Backend;
  plain?: boolean;
}): Promise<Server>;
