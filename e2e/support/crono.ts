import type { Page, Request } from 'playwright-core';

/** An option of the Crono round on screen that takes a pick now (its group is not busy). */
const PICKABLE = '[role="group"][aria-busy="false"] button[aria-keyshortcuts]';
const FINISHED = /Game finished with \d+ points?/;

/**
 * Presses the first option of the round on screen, unless the run has ended: waits until one or
 * the other is so, then presses in the page itself, where the check and the press are one step
 * (a locator's click can start on a round that the run's end then removes, and fail for that
 * alone). Says what it did; `between` when the round was changing (the caller asks again).
 */
export async function pickFirstOption(page: Page): Promise<'picked' | 'finished' | 'between'> {
  await page.waitForFunction(
    ([selector, finished]) =>
      document.querySelector(selector!) !== null ||
      new RegExp(finished!).test(document.body.innerText),
    [PICKABLE, FINISHED.source],
    { polling: 50 },
  );
  return page.evaluate(
    ([selector, finished]) => {
      if (new RegExp(finished!).test(document.body.innerText)) return 'finished';
      const option = document.querySelector<HTMLButtonElement>(selector!);
      option?.click();
      return option ? 'picked' : 'between';
    },
    [PICKABLE, FINISHED.source],
  );
}

/**
 * Counts the failed requests of Crono's API from now on, by method (a pick is a POST to
 * …/guess, a read of the run a GET): `failed('GET')` is how many reads failed so far.
 */
export function cronoFailures(page: Page): (method: 'GET' | 'POST') => number {
  const failed: Request[] = [];
  page.on('requestfailed', (request) => {
    if (/\/api\/crono\//.test(request.url())) failed.push(request);
  });
  return (method) => failed.filter((request) => request.method() === method).length;
}

/** Counts the picks the page sends from now on (POSTs to Crono's …/guess), answered or not. */
export function cronoPicksSent(page: Page): () => number {
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/crono\/.*\/guess/.test(request.url())) sent += 1;
  });
  return () => sent;
}
