import { describe, expect, it, vi } from 'vitest';
import { canShareText, shareText } from './shareText';

const abort = () => Object.assign(new Error('closed'), { name: 'AbortError' });

describe('given the Web Share API', () => {
  it('cannot share without navigator.share, or when canShare refuses the text', () => {
    expect(canShareText('x', {})).toBe(false);
    expect(canShareText('x', { share: vi.fn(), canShare: () => false })).toBe(false);
    expect(
      canShareText('x', {
        share: vi.fn(),
        canShare: () => {
          throw new TypeError('bad data');
        },
      }),
    ).toBe(false);
  });

  it('can share where share exists without canShare (older Safari)', () => {
    expect(canShareText('x', { share: vi.fn() })).toBe(true);
  });

  it.each([
    ['shared', () => Promise.resolve()],
    ['cancelled', () => Promise.reject(abort())],
    ['failed', () => Promise.reject(Object.assign(new Error('no'), { name: 'NotAllowedError' }))],
  ] as const)('ends %s', async (outcome, share) => {
    const spy = vi.fn(share);
    await expect(shareText('result', { share: spy, canShare: () => true })).resolves.toBe(outcome);
    expect(spy).toHaveBeenCalledWith({ text: 'result' });
  });

  it('fails without calling anything when it cannot share', async () => {
    await expect(shareText('result', {})).resolves.toBe('failed');
  });
});
