// Chromium as the benchmark drives it: one browser, a phone-sized context per measure, and a CDP
// session per page that throttles its network and CPU for the page's whole life.
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../chromium.mjs';
import { ORIGIN, SLOW_4G } from './config.mjs';
import { certificateSpki, http1 } from './server.mjs';

export function launch() {
  const trustLoopback = http1 ? [] : [`--ignore-certificate-errors-spki-list=${certificateSpki()}`];
  return chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumFlags, ...trustLoopback, '--js-flags=--expose-gc'],
  });
}

export function newContext(browser, options = {}) {
  return browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR', ...options });
}

/**
 * A new page of the context with its CDP session. `network: false` leaves the Network domain off:
 * with it on, DevTools keeps a copy of every request and answer in the page's memory, which the
 * heap figure would count. `cache: false` disables the HTTP cache (a cold load).
 */
export async function throttledPage(context, { cpu = 4, network = true, cache = false } = {}) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: !cache });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  return { page, cdp };
}

/**
 * Throttles the network of the browser's service workers as a page's, until the release it gives
 * is called: a page's CDP session throttles that page's requests only, and the reads the app's
 * worker sends at a navigation would otherwise answer at loopback speed, where a phone waits a
 * round trip. Through the browser's session (Playwright opens none to a worker); released, the
 * worker follows the context's own network state again (offline, for one).
 */
export async function throttleServiceWorkers(browser) {
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  const workers = targetInfos.filter((target) => target.type === 'service_worker');
  if (workers.length === 0) throw new Error('no service worker to throttle');
  let id = 0;
  for (const worker of workers) {
    const { sessionId } = await cdp.send('Target.attachToTarget', {
      targetId: worker.targetId,
      flatten: false,
    });
    for (const [method, params] of [
      ['Network.enable', {}],
      ['Network.emulateNetworkConditions', SLOW_4G],
    ]) {
      id += 1;
      await cdp.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id, method, params }),
      });
    }
  }
  return () => cdp.detach();
}

/** FCP, LCP, CLS and the first signature check of every document of the context, in `window.__paint`. */
export async function observePaints(context) {
  await context.addInitScript(() => {
    window.__paint = { fcp: 0, lcp: 0, cls: 0, verifyAt: null };
    // When the page first checks a signature (a card's copy's): it must not hold up the paint.
    const subtle = globalThis.crypto?.subtle;
    if (subtle) {
      const verify = subtle.verify.bind(subtle);
      subtle.verify = (...args) => {
        window.__paint.verifyAt ??= performance.now();
        return verify(...args);
      };
    }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name === 'first-contentful-paint') window.__paint.fcp = entry.startTime;
      }
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      window.__paint.lcp = entries[entries.length - 1].startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    // The whole load's layout shifts, none of them after input (the loads have none).
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.hadRecentInput) window.__paint.cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Logs the demo user in through the API and leaves the session cookies the app reads. */
export async function logIn(page, seed) {
  const answer = await page.evaluate(
    async ([email, password]) => {
      const res = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      return res.json();
    },
    [seed.DEMO_EMAIL, seed.DEMO_PASSWORD],
  );
  await page.context().addCookies([
    { name: 'token', value: answer.token, url: ORIGIN },
    {
      name: 'user',
      value: encodeURIComponent(JSON.stringify({ id: answer.user.id, accept_terms: 1 })),
      url: ORIGIN,
    },
  ]);
  return answer.token;
}
