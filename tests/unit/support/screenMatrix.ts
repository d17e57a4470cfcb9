// The screen level of the fault matrix: every call of `apiCalls`, on the screens that make it
// (screenScenarios.ts), with every fault of faults.ts. Which screens make a call is learnt from
// what they send: each scenario must send its call (and only at its `send` step, if it has one),
// and no screen, opened or gone through, may send a call said to have none. The matrix is split
// over two test files (by the calls' module), so that the two workers share it.
import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { isValidElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import { RequireAuth } from '@/app/guards';
import { buildRoutes } from '@/app/routes';
import { server } from '@/mocks/node';
import { renderApp } from './renderApp';
import { apiCalls, type ApiCall } from './apiCalls';
import { faults, restoreTimeout, shortenTimeout, type Fault } from './faults';
import {
  answerSignInAgain,
  commonText,
  findSignInAgain,
  expectScreenStands,
  expectShown,
  expectTypedKept,
  watchCalls,
  watchPageLoads,
  type CallLog,
  type Typed,
} from './screenChecks';
import { screenScenarios, type ScreenScenario } from './screenScenarios';
import { silenceApiWarnings } from './apiWarnings';
import { removeToastsAfterEach } from './toasts';

/** The calls no screen makes (an entry `{ noScreen }` in screenScenarios). */
export const noScreenCalls = apiCalls
  .map((call) => call.name)
  .filter((name) => {
    const entry = screenScenarios[name];
    return entry !== undefined && 'noScreen' in entry;
  });

/** The calls of the log that no screen may make. */
export const callsOfNoScreen = (log: CallLog) =>
  log.sent.filter((name) => noScreenCalls.includes(name));

/** A call of the account (auth and user), whose half of the matrix runs in a file of its own. */
export const isAccountCall = (call: ApiCall) => /^(auth|user)\./.test(call.name);

/** What the screen must do after the fault; what was typed stays. */
interface ScreenOutcome {
  /** Ask for the password again first, and send the call once more (a 401 on a private screen). */
  signInAgain: boolean;
  /** The text shown once the call failed (for good). */
  text: string;
}

/** A screen behind the login guard, where a 401 asks to sign in again (src/app/guards.tsx). */
export function isPrivate(route: string): boolean {
  return (matchRoutes(buildRoutes(null), route) ?? []).some(
    ({ route: { element } }) => isValidElement(element) && element.type === RequireAuth,
  );
}

/** The text the screen shows for the fault. */
function screenText(call: ApiCall, scenario: ScreenScenario, fault: Fault): string {
  const outcome = fault.outcome(call);
  const ownKey = scenario.ownTexts?.[fault.id];
  if (ownKey) return commonText(ownKey);
  if (outcome.kind === 'text') return commonText(outcome.key);
  if (outcome.kind === 'message') return outcome.message;
  // docs/api-contract.md: a body of another shape is an error; no screen may take it as an answer.
  throw new Error(`${call.name} takes a body of another shape on "${scenario.screen}"`);
}

function screenOutcome(call: ApiCall, scenario: ScreenScenario, fault: Fault): ScreenOutcome {
  return {
    signInAgain: Boolean(fault.refusesSession) && isPrivate(scenario.route),
    text: screenText(call, scenario, fault),
  };
}

function injectFault(call: ApiCall, fault: Fault): void {
  server.use(http[call.method](`*${call.path}`, fault.respond));
  if (fault.needsShortTimeout) shortenTimeout();
}

/** What every test of the matrix needs around it. */
export function setUpFaultTests(): void {
  silenceApiWarnings();
  removeToastsAfterEach();
  afterEach(() => {
    restoreTimeout();
  });
}

const timesSent = (log: CallLog, call: ApiCall) =>
  log.sent.filter((name) => name === call.name).length;

/** A 401 on a private screen: the password is given again, and the refused call goes again. */
async function signInAgain(
  user: UserEvent,
  call: ApiCall,
  log: CallLog,
  typed: Typed,
): Promise<void> {
  const dialog = await findSignInAgain(typed);
  const refused = timesSent(log, call);
  await answerSignInAgain(user, dialog);
  await waitFor(() => expect(timesSent(log, call), 'sent again').toBeGreaterThan(refused));
}

/** Rule 0: the screen sends the call, at its `send` step if it has one, and none said to have no screen. */
function expectCallSent(call: ApiCall, log: CallLog, sentBeforeSend: number | null): void {
  const atSend = log.sent.slice(sentBeforeSend ?? 0);
  expect(atSend, `the calls "${call.name}" is said to be among`).toContain(call.name);
  if (sentBeforeSend !== null) {
    expect(log.sent.slice(0, sentBeforeSend), 'the calls before the send step').not.toContain(
      call.name,
    );
  }
  expect(callsOfNoScreen(log), 'calls said to have no screen').toEqual([]);
}

/** The matrix's tests for these calls: each on the screens that make it, with every fault. */
export function describeCallsOnScreens(calls: ApiCall[]): void {
  for (const call of calls) {
    const entry = screenScenarios[call.name];
    if (!Array.isArray(entry)) continue;

    describe(call.name, () => {
      for (const scenario of entry) {
        for (const fault of faults) {
          it(`${scenario.screen}, ${fault.name}`, async () => {
            const pageLoads = watchPageLoads();
            const outcome = screenOutcome(call, scenario, fault);
            await scenario.prepare?.();
            const log = watchCalls();
            if (!scenario.send) injectFault(call, fault);
            const { user } = await renderApp(scenario.route);
            const typed = (await scenario.fill?.(user)) ?? {};
            let sentBeforeSend: number | null = null;
            if (scenario.send) {
              sentBeforeSend = log.sent.length;
              injectFault(call, fault);
              await scenario.send(user);
            }

            // Rule 1: the screen's answer to the fault. Under a 401 that stays, the call sent
            // again after the new sign-in is refused too, and that is what the screen then says.
            if (outcome.signInAgain) await signInAgain(user, call, log, typed);
            await expectShown(outcome.text);
            expectCallSent(call, log, sentBeforeSend);
            expectScreenStands();
            expectTypedKept(typed);
            expect(pageLoads, 'pages loaded').toEqual([]);
          });
        }
      }
    });
  }
}
