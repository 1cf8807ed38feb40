import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type GuessdleApi } from '@guessdle/api';
import { createMockApi } from '@guessdle/api/mocks';
import { GuessdleThemeProvider } from '@guessdle/ui';
import { completionRecord, guessesKey, statusKey } from '../core';
import { createWidgetI18n, WIDGET_NS } from '../i18n/instance';
import { createMemoryStorage, type KeyValueStorage } from '../storage/storage';
import english from './locales/en.json';
import { progressFileText } from './progressFile';
import TransferDialog from './TransferDialog';
import { transferIO } from './transferIO';
import { addTransferTexts } from './transferTexts';

const DATE = '2025-06-10';

function wonDay(storage: KeyValueStorage, date: string, tries: number) {
  storage.setItem(
    guessesKey(date, 'image-guess'),
    JSON.stringify(Array.from({ length: tries }, (_, i) => `id${i}`)),
  );
  storage.setItem(statusKey('image-guess', date), JSON.stringify(completionRecord(tries)));
}

function renderDialog(
  api: GuessdleApi,
  storage: KeyValueStorage,
  props: Partial<Parameters<typeof TransferDialog>[0]> = {},
) {
  const i18n = createWidgetI18n('en');
  addTransferTexts(i18n, 'en', english);
  const onClose = vi.fn();
  const { unmount } = render(
    <GuessdleThemeProvider>
      <I18nextProvider i18n={i18n} defaultNS={WIDGET_NS}>
        <TransferDialog
          api={api}
          io={transferIO(api, storage, DATE)}
          open
          onClose={onClose}
          {...props}
        />
      </I18nextProvider>
    </GuessdleThemeProvider>,
  );
  return { dialog: screen.getByRole('dialog', { name: 'Move my progress' }), onClose, unmount };
}

function mockApi(now?: () => number) {
  return createMockApi({
    date: DATE,
    archive: { launchDate: '2025-06-01' },
    ...(now ? { now } : {}),
  });
}

describe('given a player moving progress with a code', () => {
  it('shows the code, readable letter by letter, its link and the time left, then the merge', async () => {
    const user = userEvent.setup();
    const api = mockApi();
    const phone = createMemoryStorage();
    wonDay(phone, '2025-06-08', 4);
    wonDay(phone, '2025-06-09', 2);
    const first = renderDialog(api, phone, {
      linkFor: (code) => `https://guessdle.example/image-guess?transfer=${code}`,
    });
    await user.click(within(first.dialog).getByRole('button', { name: 'Create a code' }));
    const codeBox = await within(first.dialog).findByTestId('transfer-code');
    const code = codeBox.querySelector('[aria-hidden="true"]')!.textContent!;
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{2}$/);
    // A screen reader reads the characters one by one, in their groups.
    expect(
      within(codeBox).getByText(code.replace(/-/g, ', ').replace(/(\w)(?=\w)/g, '$1 ')),
    ).toBeInTheDocument();
    expect(within(codeBox).getByText('Expires in 10:00')).toBeInTheDocument();
    expect(within(codeBox).getByRole('link')).toHaveAttribute(
      'href',
      `https://guessdle.example/image-guess?transfer=${code}`,
    );
    expect(within(first.dialog).getByTestId('transfer-send-status')).toHaveTextContent(
      'Code ready',
    );
    first.unmount();

    // The new device already won the 9th in 3 and the 10th: both kept, the 9th improved.
    const laptop = createMemoryStorage();
    wonDay(laptop, '2025-06-09', 3);
    wonDay(laptop, '2025-06-10', 1);
    const onMerged = vi.fn();
    const second = renderDialog(api, laptop, { onMerged });
    await user.type(
      within(second.dialog).getByRole('textbox', { name: 'Enter a code' }),
      code.toLowerCase(),
    );
    await user.click(within(second.dialog).getByRole('button', { name: 'Add the progress' }));
    await waitFor(() =>
      expect(within(second.dialog).getByTestId('transfer-receive-status')).toHaveTextContent(
        'Done: 2 days added or improved on this device.',
      ),
    );
    expect(onMerged).toHaveBeenCalledWith(2);
    expect(laptop.getItem(statusKey('image-guess', '2025-06-08'))).toBe(
      JSON.stringify(completionRecord(4)),
    );
    expect(laptop.getItem(statusKey('image-guess', '2025-06-09'))).toBe(
      JSON.stringify(completionRecord(2)),
    );
    expect(laptop.getItem(statusKey('image-guess', '2025-06-10'))).toBe(
      JSON.stringify(completionRecord(1)),
    );

    // A code works once.
    await user.type(within(second.dialog).getByRole('textbox', { name: 'Enter a code' }), code);
    await user.click(within(second.dialog).getByRole('button', { name: 'Add the progress' }));
    await waitFor(() =>
      expect(within(second.dialog).getByTestId('transfer-receive-status')).toHaveTextContent(
        'This code is wrong, used or expired.',
      ),
    );
  });

  it('says when the code has expired, by the time it arrived', async () => {
    const user = userEvent.setup();
    let clock = Date.parse(`${DATE}T12:00:00Z`);
    const { dialog } = renderDialog(mockApi(), createMemoryStorage(), { now: () => clock });
    await user.click(within(dialog).getByRole('button', { name: 'Create a code' }));
    await within(dialog).findByTestId('transfer-code');
    clock += 600_000;
    await waitFor(() =>
      expect(within(dialog).getByTestId('transfer-send-status')).toHaveTextContent(
        'This code has expired.',
      ),
    );
    expect(within(dialog).queryByTestId('transfer-code')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Create a new code' })).toBeEnabled();
  });

  it('never sends what cannot be a code', async () => {
    const user = userEvent.setup();
    const api = mockApi();
    const redeem = vi.spyOn(api, 'redeemTransfer');
    const { dialog } = renderDialog(api, createMemoryStorage());
    await user.type(within(dialog).getByRole('textbox', { name: 'Enter a code' }), 'UUUU');
    await user.click(within(dialog).getByRole('button', { name: 'Add the progress' }));
    expect(within(dialog).getByTestId('transfer-receive-status')).toHaveTextContent(
      'This code is wrong',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Enter a code' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(redeem).not.toHaveBeenCalled();
  });

  it.each([
    [429, 'rate-limited', 'Too many tries.'],
    [0, 'network-error', 'The server could not be reached.'],
  ] as const)('explains a %s answer', async (status, code, text) => {
    const user = userEvent.setup();
    const api: GuessdleApi = {
      ...mockApi(),
      redeemTransfer: () => Promise.reject(new ApiError({ status, code, message: code })),
    };
    const storage = createMemoryStorage();
    const { dialog } = renderDialog(api, storage);
    await user.type(within(dialog).getByRole('textbox', { name: 'Enter a code' }), 'ABCD-EFGH-JK');
    await user.click(within(dialog).getByRole('button', { name: 'Add the progress' }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('transfer-receive-status')).toHaveTextContent(text),
    );
  });

  it('redeems the code of a link as it opens', async () => {
    const api = mockApi();
    const from = createMemoryStorage();
    wonDay(from, '2025-06-09', 2);
    const { code } = await api.createTransfer({
      [statusKey('image-guess', '2025-06-09')]: JSON.stringify(completionRecord(2)),
    });
    const storage = createMemoryStorage();
    const { dialog } = renderDialog(api, storage, { redeemOnOpen: code });
    await waitFor(() =>
      expect(within(dialog).getByTestId('transfer-receive-status')).toHaveTextContent(
        'Done: 1 day added or improved on this device.',
      ),
    );
  });
});

describe('given a player moving progress with a file', () => {
  it('downloads the progress and restores it elsewhere, merged', async () => {
    const user = userEvent.setup();
    const api = mockApi();
    const phone = createMemoryStorage();
    wonDay(phone, '2025-06-09', 2);
    const saveFile = vi.fn();
    const first = renderDialog(api, phone, { saveFile });
    await user.click(within(first.dialog).getByRole('button', { name: 'Download a file' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledOnce());
    const [name, text] = saveFile.mock.calls[0] as [string, string];
    expect(name).toBe(`guessdle-progress-${DATE}.json`);
    first.unmount();

    const laptop = createMemoryStorage();
    wonDay(laptop, '2025-06-10', 5);
    const second = renderDialog(api, laptop);
    await user.upload(
      within(second.dialog).getByLabelText('Restore from a file'),
      new File([text], name, { type: 'application/json' }),
    );
    await waitFor(() =>
      expect(within(second.dialog).getByTestId('transfer-receive-status')).toHaveTextContent(
        'Done: 1 day added or improved on this device.',
      ),
    );
    expect(laptop.getItem(statusKey('image-guess', '2025-06-09'))).toBe(
      JSON.stringify(completionRecord(2)),
    );
    expect(laptop.getItem(statusKey('image-guess', '2025-06-10'))).toBe(
      JSON.stringify(completionRecord(5)),
    );
  });

  it("offers the file in the widget's words, not the browser's, and names the file chosen", async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog(mockApi(), createMemoryStorage());
    const input = within(dialog).getByLabelText('Restore from a file');
    // The native input is still what a keyboard and a screen reader reach.
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleName('Restore from a file');
    expect(within(dialog).getByText('Choose a file')).toHaveAttribute('for', input.id);
    expect(input).toHaveAccessibleDescription('No file chosen');
    await user.upload(input, new File(['{}'], 'my-progress.json', { type: 'application/json' }));
    expect(within(dialog).getByTestId('transfer-file-name')).toHaveTextContent('my-progress.json');
    expect(input).toHaveAccessibleDescription('my-progress.json');
  });

  it('refuses a damaged file and changes nothing', async () => {
    const user = userEvent.setup();
    const storage = createMemoryStorage();
    wonDay(storage, '2025-06-10', 5);
    const before = JSON.stringify(transferIO(mockApi(), storage, DATE).merge({}));
    const good = progressFileText(
      { [statusKey('image-guess', '2025-06-09')]: JSON.stringify(completionRecord(1)) },
      new Date(),
    );
    const damaged = good.slice(0, good.length - 20);
    const { dialog } = renderDialog(mockApi(), storage);
    await user.upload(
      within(dialog).getByLabelText('Restore from a file'),
      new File([damaged], 'progress.json', { type: 'application/json' }),
    );
    await waitFor(() =>
      expect(within(dialog).getByTestId('transfer-receive-status')).toHaveTextContent(
        'This file is not a Guessdle progress file, or it is damaged. Nothing was changed.',
      ),
    );
    expect(before).toBe('0');
    expect(storage.getItem(statusKey('image-guess', '2025-06-09'))).toBeNull();
    expect(storage.getItem(statusKey('image-guess', '2025-06-10'))).toBe(
      JSON.stringify(completionRecord(5)),
    );
  });
});
