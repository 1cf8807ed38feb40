import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copyText';

function fakeDocument(execCommand: (command: string) => boolean) {
  const copied: string[] = [];
  const exec = vi.fn((command: string) => {
    const active = document.activeElement;
    if (active instanceof HTMLTextAreaElement) {
      copied.push(active.value.slice(active.selectionStart, active.selectionEnd));
    }
    return execCommand(command);
  });
  Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
  return { doc: document, exec, copied };
}

afterEach(() => {
  // jsdom has no execCommand of its own; remove the stub each test installed.
  Reflect.deleteProperty(document, 'execCommand');
});

describe('copyText', () => {
  it('uses the Clipboard API when it resolves', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const { exec } = fakeDocument(() => true);
    await expect(copyText('hello', { clipboard: { writeText }, document })).resolves.toBe(
      'clipboard-api',
    );
    expect(writeText).toHaveBeenCalledWith('hello');
    expect(exec).not.toHaveBeenCalled();
  });

  it('falls back to a selected textarea and execCommand when the Clipboard API rejects', async () => {
    const writeText = vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const { exec, copied } = fakeDocument(() => true);
    await expect(copyText('line 1\nline 2', { clipboard: { writeText }, document })).resolves.toBe(
      'exec-command',
    );
    expect(exec).toHaveBeenCalledWith('copy');
    expect(copied).toEqual(['line 1\nline 2']);
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('falls back to execCommand when there is no Clipboard API (plain HTTP)', async () => {
    const { exec } = fakeDocument(() => true);
    await expect(copyText('hello', { clipboard: undefined, document })).resolves.toBe(
      'exec-command',
    );
    expect(exec).toHaveBeenCalledOnce();
  });

  it('restores the focus the user had before the copy', async () => {
    fakeDocument(() => true);
    const button = document.createElement('button');
    document.body.appendChild(button);
    button.focus();
    await copyText('hello', { clipboard: undefined, document });
    expect(document.activeElement).toBe(button);
    button.remove();
  });

  it('reports manual when execCommand returns false', async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('nope'));
    fakeDocument(() => false);
    await expect(copyText('hello', { clipboard: { writeText }, document })).resolves.toBe('manual');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('reports manual when execCommand throws', async () => {
    fakeDocument(() => {
      throw new Error('SecurityError');
    });
    await expect(copyText('hello', { clipboard: undefined, document })).resolves.toBe('manual');
  });

  it('reports manual without a document at all (server rendering)', async () => {
    await expect(copyText('hello', { clipboard: undefined, document: undefined })).resolves.toBe(
      'manual',
    );
  });
});
