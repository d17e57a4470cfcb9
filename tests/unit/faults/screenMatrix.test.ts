// The screen level of the fault matrix: every call of `apiCalls`, on the screens that make it
// (screenScenarios.ts), with every fault of faults.ts.
import { act } from '@testing-library/react';
import { http } from 'msw';
import { isValidElement } from 'react';
import toast from 'react-hot-toast';
import { matchRoutes } from 'react-router-dom';
import { RequireAuth } from '../../../src/app/guards';
import { buildRoutes } from '../../../src/app/routes';
import { server } from '../../../src/mocks/node';
import { renderApp } from '../renderApp';
import { apiCalls, type ApiCall } from './apiCalls';
import { faults, restoreTimeout, shortenTimeout, type Fault } from './faults';
import {
  commonText,
  expectLeftForLogin,
  expectScreenStands,
  expectShown,
  expectTypedKept,
  watchPageLoads,
} from './screenChecks';
import { screenScenarios, type ScreenScenario } from './screenScenarios';

/** The sources of the screens, to check that a call said to have no screen really has none. */
const screenSources = import.meta.glob<string>('../../../src/{app,features}/**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** What the screen must do after the fault. */
type ScreenOutcome =
  /** Show this text; what was typed stays. */
  | { kind: 'text'; text: string }
  /** End the session and load the login page (a 401 on a private screen). */
  | { kind: 'leaves' };

/** A screen behind the login guard, whose 401 ends the session by design (src/app/guards.tsx). */
function isPrivate(route: string): boolean {
  return (matchRoutes(buildRoutes(null), route) ?? []).some(
    ({ route: { element } }) => isValidElement(element) && element.type === RequireAuth,
  );
}

function screenOutcome(call: ApiCall, scenario: ScreenScenario, fault: Fault): ScreenOutcome {
  if (fault.endsSession && isPrivate(scenario.route)) return { kind: 'leaves' };
  const outcome = fault.outcome(call);
  const ownKey = scenario.ownTexts?.[fault.id];
  if (ownKey) return { kind: 'text', text: commonText(ownKey) };
  if (outcome.kind === 'text') return { kind: 'text', text: commonText(outcome.key) };
  if (outcome.kind === 'message') return { kind: 'text', text: outcome.message };
  // API.md: a body of another shape is an error; no screen may take it as an answer.
  throw new Error(`${call.name} takes a body of another shape on "${scenario.screen}"`);
}

/** Rule 1: the screen's answer to the fault. */
async function expectOutcome(outcome: ScreenOutcome, pageLoads: string[]): Promise<void> {
  if (outcome.kind === 'text') return expectShown(outcome.text);
  return expectLeftForLogin(pageLoads);
}

function injectFault(call: ApiCall, fault: Fault): void {
  server.use(http[call.method](`*${call.path}`, fault.respond));
  if (fault.needsShortTimeout) shortenTimeout();
}

beforeEach(() => {
  // The client logs every failed call; these tests fail calls on purpose.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  restoreTimeout();
  vi.useRealTimers();
  vi.restoreAllMocks();
  // Toasts live in a store of their own, which outlives a test.
  act(() => toast.remove());
});

describe('the screens that make each call', () => {
  it('are named for every call of apiCalls, and nothing else', () => {
    expect(Object.keys(screenScenarios).sort()).toEqual(apiCalls.map((c) => c.name).sort());
  });

  it('are told private or public by the route table', () => {
    for (const route of ['/meus-cartoes', '/meu-perfil', '/meu-prontuario/ABC123XYZ']) {
      expect(isPrivate(route), route).toBe(true);
    }
    for (const route of ['/login/', '/configure-seu-pagamento', '/prontuario-do-usuario/X']) {
      expect(isPrivate(route), route).toBe(false);
    }
  });

  for (const call of apiCalls) {
    const entry = screenScenarios[call.name];
    if (!entry || Array.isArray(entry)) continue;
    it(`${call.name}: ${entry.noScreen}`, () => {
      const functionName = call.name.split('.')[1] ?? call.name;
      const callers = Object.entries(screenSources)
        .filter(([, source]) => source.includes(functionName))
        .map(([file]) => file);
      expect(callers, 'a screen makes this call now: give it a screen scenario').toEqual([]);
    });
  }
});

for (const call of apiCalls) {
  const entry = screenScenarios[call.name];
  if (!Array.isArray(entry)) continue;

  describe(call.name, () => {
    for (const scenario of entry) {
      for (const fault of faults) {
        it(`${scenario.screen}, ${fault.name}`, async () => {
          const pageLoads = watchPageLoads();
          const outcome = screenOutcome(call, scenario, fault);
          await scenario.prepare?.();
          if (!scenario.send) injectFault(call, fault);
          const { user } = await renderApp(scenario.route);
          const typed = (await scenario.fill?.(user)) ?? {};
          if (scenario.send) {
            injectFault(call, fault);
            await scenario.send(user);
          }

          await expectOutcome(outcome, pageLoads);
          expectScreenStands();
          if (outcome.kind === 'text') expectTypedKept(typed);
        });
      }
    }
  });
}
