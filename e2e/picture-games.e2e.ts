import { describe, expect, it } from 'vitest';
import { channels, performers } from '@guessdle/data';
import { productInChromium } from './support/suite';

const suite = productInChromium();

async function today(mode: 'image-guess' | 'channel-guess'): Promise<string> {
  const response = await fetch(`${suite.product.baseUrl}/api/${mode}/daily-guess/`, {
    headers: { 'x-api-key': 'guessdle-dev-key' },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { today: string }).today;
}

const cases = [
  {
    mode: 'image-guess' as const,
    placeholder: 'Search for an option',
    names: async () => {
      const id = await today('image-guess');
      const answer = performers.find((p) => p.profileUrl === id)!.name;
      const wrong = performers.find((p) => p.profileUrl !== id && !p.name.includes(answer))!.name;
      return { answer, wrong };
    },
  },
  {
    mode: 'channel-guess' as const,
    placeholder: 'Search for a porn channel',
    names: async () => {
      const id = await today('channel-guess');
      const answer = channels.find((c) => c.id === id)!.name;
      const wrong = channels.find((c) => c.id !== id && !c.name.includes(answer))!.name;
      return { answer, wrong };
    },
  },
];

describe.each(cases)('given $mode on the built product', ({ mode, placeholder, names }) => {
  it('is won from the keyboard and restored after a reload', async () => {
    const { answer, wrong } = await names();
    const page = await suite.browser.newPage();
    await page.goto(`${suite.product.baseUrl}/${mode}`);
    const input = page.getByPlaceholder(placeholder);
    for (const name of [wrong, answer]) {
      await input.fill(name);
      await page
        .getByRole('option', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
        .first()
        .waitFor();
      await input.press('ArrowDown');
      await input.press('Enter');
    }
    await page.getByText('Congratulations!').waitFor();
    await expect.poll(() => page.getByPlaceholder(placeholder).count()).toBe(0);
    // The dataset's pictures load as themselves (a browser asks for compressed answers; they
    // once answered 404 to it and every card showed the neutral placeholder instead).
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.images]
            .filter((img) =>
              new URL(img.currentSrc || img.src, location.href).pathname.startsWith('/assets/'),
            )
            .map((img) => img.complete && img.naturalWidth > 0),
        ),
      )
      .toEqual(expect.arrayContaining([true]));
    expect(
      await page.evaluate(
        () =>
          [...document.images].filter((img) => img.complete && img.naturalWidth === 0 && img.src)
            .length,
      ),
    ).toBe(0);

    await page.reload();
    await page.getByText('Congratulations!').waitFor();
    expect(await page.getByText(wrong, { exact: true }).count()).toBeGreaterThan(0);
    await page.close();
  });
});
