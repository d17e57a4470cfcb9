// "Shown", measured inside the page: the first frame in which the emergency summary (the patient's
// name, blood type and first allergy), and then every section of the record, is in the DOM,
// visible and not busy, whoever put it there (an inline boot script, React, or static HTML).

/** Contract ("data-*" attributes) when the app carries it, else the texts the record holds. */
const SUMMARY = {
  name: '[data-summary-field="name"]',
  bloodType: '[data-summary-field="blood-type"]',
  allergies: '[data-summary-part="allergies"]',
};
const RECORD_LOADED = '[data-record-loaded="true"]';

/**
 * Installs the probe in every document of the context. `contract` says which DOM contract the
 * built app carries (see `domContract`); without it the probe falls back to the expected texts
 * inside the summary card, and to "nothing busy and no skeleton left" for the whole record.
 */
export async function installShownProbe(context, { expected, contract }) {
  await context.addInitScript(shownProbe, { SUMMARY, RECORD_LOADED, expected, contract });
}

/** Which of the DOM contract the built app's files mention. */
export function domContract(builtText) {
  return {
    summary: builtText.includes('data-summary-field'),
    record: builtText.includes('data-record-loaded'),
  };
}

/**
 * The time (ms from navigation start) the probe saw `what` ('summary' or 'record') shown, and
 * the summary's texts as shown. Waits on a promise inside the page, so it adds no polling there.
 */
export async function shownAt(page, what, timeoutMs = 90_000) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} not shown in ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([page.evaluate((key) => window.__shownWhen[key], what), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export const shownTexts = (page) => page.evaluate(() => window.__shownTexts);

/*
 * Runs in the page (serialised by Playwright), before any of its scripts. A MutationObserver asks
 * for the next animation frame after any change; that frame checks the DOM, and a message posted
 * from it runs once the frame has been painted, which is when the time is taken. Elements already
 * there but not visible yet (a style still to apply) are checked again on every frame.
 */
function shownProbe({ SUMMARY, RECORD_LOADED, expected, contract }) {
  // The earliest any script of the document can run: this one runs before all of them.
  window.__firstScriptMs = performance.now();
  const resolvers = {};
  window.__shownWhen = {
    summary: new Promise((resolve) => (resolvers.summary = resolve)),
    record: new Promise((resolve) => (resolvers.record = resolve)),
  };
  const claimed = { summary: false, record: false };

  const busy = (el) => el.closest('[aria-busy="true"]') !== null;
  const visible = (el) =>
    el.getClientRects().length > 0 &&
    el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  /** 'shown', 'hidden' (ready but not visible yet) or 'absent'. */
  const stateOf = (el) => {
    if (!el || !el.textContent.trim() || busy(el)) return 'absent';
    return visible(el) ? 'shown' : 'hidden';
  };
  /** The best state among candidates, with the element that has it. */
  const best = (elements) => {
    let found = { state: 'absent', el: null };
    for (const el of elements) {
      const state = stateOf(el);
      if (state === 'shown') return { state, el };
      if (state === 'hidden') found = { state, el };
    }
    return found;
  };

  const summaryByContract = () => [
    best(document.querySelectorAll(SUMMARY.name)),
    best(document.querySelectorAll(SUMMARY.bloodType)),
    best([...document.querySelectorAll(SUMMARY.allergies)].map((p) => p.querySelector('li'))),
  ];
  const summaryByText = () => {
    const card = document.querySelector('[aria-labelledby="resumo-emergencia"]');
    const leaves = card
      ? [...card.querySelectorAll('*')].filter((el) => !el.firstElementChild)
      : [];
    const withText = (text) => leaves.filter((el) => el.textContent.trim() === text);
    return [expected.name, expected.bloodType, expected.allergy].map((text) =>
      best(withText(text)),
    );
  };
  const summaryParts = () => (contract.summary ? summaryByContract() : summaryByText());

  const recordState = (summary) => {
    if (contract.record) return best(document.querySelectorAll(RECORD_LOADED)).state;
    const settled =
      !document.querySelector('[aria-busy="true"]') && !document.querySelector('.animate-pulse');
    return summary === 'shown' && settled ? 'shown' : 'absent';
  };

  const afterPaint = (done) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => done(performance.now());
    channel.port2.postMessage(null);
  };

  let frameAsked = false;
  const askFrame = () => {
    if (frameAsked) return;
    frameAsked = true;
    requestAnimationFrame(checkFrame);
  };

  /** The summary's state; once claimed it is not looked at again (each look forces a layout). */
  const summaryState = (parts) => {
    if (claimed.summary) return 'shown';
    if (parts.every((p) => p.state === 'shown')) return 'shown';
    return parts.every((p) => p.state !== 'absent') ? 'hidden' : 'absent';
  };

  function checkFrame() {
    frameAsked = false;
    const parts = claimed.summary ? [] : summaryParts();
    const summary = summaryState(parts);
    const record = recordState(summary);
    if (summary === 'shown' && !claimed.summary) {
      claimed.summary = true;
      window.__shownTexts = parts.map((p) => p.el.textContent.trim());
      afterPaint(resolvers.summary);
    }
    if (record === 'shown' && !claimed.record) {
      claimed.record = true;
      afterPaint(resolvers.record);
    }
    if (claimed.summary && claimed.record) observer.disconnect();
    else if (summary === 'hidden' || record === 'hidden') askFrame();
  }

  const observer = new MutationObserver(askFrame);
  observer.observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  });
}
