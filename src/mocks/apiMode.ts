// Which API the demo backend plays: the whole contract, or only what the product specification
// defines (`?demo-api=spec-only` on any address of a demo build, kept for the browser until
// `?demo-api=full`): docs/api-contract.md "When the API lacks an assumed call".
import { DEMO_API_MODE_KEY as KEY } from '@/lib/demoApiMode';

const PARAMETER = 'demo-api';

export type DemoApiMode = 'full' | 'spec-only';

/** The mode the address asks for, remembered; else the one remembered; else the whole contract. */
export function demoApiMode(): DemoApiMode {
  const asked = new URLSearchParams(window.location.search).get(PARAMETER);
  try {
    if (asked === 'spec-only') localStorage.setItem(KEY, asked);
    else if (asked === 'full') localStorage.removeItem(KEY);
    return localStorage.getItem(KEY) === 'spec-only' ? 'spec-only' : 'full';
  } catch {
    return asked === 'spec-only' ? 'spec-only' : 'full';
  }
}
