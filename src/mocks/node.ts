import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
export const server = setupServer(
  http.post('/api/spike', async ({ request }) => {
    const form = await request.formData();
    const out: Record<string, string> = {};
    for (const [k, v] of form.entries()) {
      out[k] = typeof v === 'string' ? v : `FILE:${v.name}:${v.type}:${await v.text()}:${v.constructor.name}`;
    }
    return HttpResponse.json({ out, ct: request.headers.get('content-type') });
  }),
  http.get('/storage/*', async ({ request, params }) => {
    const b = new Blob(['hello'], { type: 'text/plain' });
    const bytes = new Uint8Array(await b.arrayBuffer());
    return new HttpResponse(bytes, { headers: { 'Content-Type': 'text/plain' }, status: 200, statusText: JSON.stringify(params) + request.url });
  }),
);
