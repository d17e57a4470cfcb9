// The fault matrix (screenMatrix.ts) for the cards, payment and record calls, and the checks of the
// matrix itself: every call has its screens, and no screen of the route table sends a call said to
// have none.
import { generatePath, type RouteObject } from 'react-router-dom';
import { buildRoutes } from '@/app/routes';
import { paths } from '@/lib/paths';
import { DEMO_CARDS } from '@/mocks/seed';
import { checkoutPath, logInAsDemo } from '../support/checkout';
import { renderApp } from '../support/renderApp';
import { apiCalls } from '../support/apiCalls';
import {
  callsOfNoScreen,
  describeCallsOnScreens,
  isAccountCall,
  isPrivate,
  noScreenCalls,
  setUpFaultTests,
} from '../support/screenMatrix';
import { settled, watchCalls } from '../support/screenChecks';
import { resetPasswordRoute, screenScenarios } from '../support/screenScenarios';

setUpFaultTests();

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
});

/** Every path of the route table, parents' paths joined. */
function routePaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path?.startsWith('/') ? route.path : `${parent}${route.path ?? ''}`;
    return [...(route.path ? [path] : []), ...routePaths(route.children ?? [], path)];
  });
}

/** The address each route is opened at: its parameters filled, and the query a screen needs. */
function openedAt(path: string): string {
  const addresses: Record<string, string> = {
    [paths.checkout]: checkoutPath,
    [paths.resetPassword]: resetPasswordRoute,
  };
  const params = { cardCode: DEMO_CARDS.full, '*': 'uma/rota/que/nao/existe' };
  // A new parameter makes generatePath throw: give it a value above.
  return addresses[path] ?? generatePath(path, params);
}

// A call said to have no screen is sent by none: neither by any screen as it opens (below, every
// route of the route table, logged in, so that the private ones open too) nor by the steps of any
// scenario of the matrix (checked in each of its tests).
describe('every screen of the route table, as it opens', () => {
  const addresses = routePaths(buildRoutes(null)).map(openedAt);

  it('is every route', () => {
    expect(addresses).toContain(`/meu-prontuario/${DEMO_CARDS.full}`);
    expect(addresses.length).toBeGreaterThanOrEqual(Object.keys(paths).length);
  });

  it.each(addresses)(
    `%s sends calls of apiCalls only, none of ${noScreenCalls.join(', ')}`,
    async (address) => {
      await logInAsDemo();
      const log = watchCalls();
      await renderApp(address);
      await settled(log);
      const known = new Set(apiCalls.map((call) => call.name));
      expect(
        log.sent.filter((name) => !known.has(name)),
        'requests no call of apiCalls sends',
      ).toEqual([]);
      expect(callsOfNoScreen(log)).toEqual([]);
    },
  );
});

describeCallsOnScreens(apiCalls.filter((call) => !isAccountCall(call)));
