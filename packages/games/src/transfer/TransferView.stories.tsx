import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyT, withWidgetI18n } from '../../testing/stories';
import { TransferView } from './TransferView';
import { shownText } from '../../testing/text';

const CODE = '7K3M-QX9P-2D';
const LINK = `https://guessdle.example/image-guess?transfer=${CODE}`;

/**
 * "Move my progress", one story per state. The dialog is modal: each story opens it over an
 * empty page. Args only: the states come from TransferDialog (tested with the mock API).
 */
const meta = {
  title: 'Games/Shared/Transfer',
  // The story test runs these in all six languages (vitest.config.ts).
  tags: ['games'],
  component: TransferView,
  decorators: [withWidgetI18n],
  args: {
    open: true,
    onClose: fn(),
    send: { step: 'idle' },
    receive: { step: 'idle' },
    typedCode: '',
    onTypedCodeChange: fn(),
    onCreateCode: fn(),
    onRedeemCode: fn(),
    onDownload: fn(),
    onRestoreFile: fn(),
  },
} satisfies Meta<typeof TransferView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened: make a code or a file here, or take one from another device. */
export const Start: Story = {
  name: 'Start',
  play: async (context) => {
    const t = storyT(context);
    const dialog = within(document.body).getByRole('dialog', {
      name: t('common.transfer.title'),
    });
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('common.transfer.createCode') }),
    );
    await expect(context.args.onCreateCode).toHaveBeenCalledOnce();
    await expect(
      within(dialog).getByRole('textbox', { name: t('common.transfer.enterCode') }),
    ).toBeVisible();
  },
};

export const Creating: Story = {
  name: 'Creating',
  args: { send: { step: 'creating' } },
  play: async (context) => {
    const t = storyT(context);
    const dialog = within(document.body).getByRole('dialog');
    await expect(within(dialog).getByTestId('transfer-send-status')).toHaveTextContent(
      t('common.transfer.creating'),
    );
    await expect(
      within(dialog).getByRole('button', { name: t('common.transfer.createCode') }),
    ).toBeDisabled();
  },
};

/** The code, its QR code (of the link), the link and the time left. */
export const CodeShown: Story = {
  name: 'Code shown',
  args: { send: { step: 'code', code: CODE, link: LINK, secondsLeft: 581 } },
  play: async (context) => {
    const t = storyT(context);
    const dialog = within(document.body).getByRole('dialog');
    await expect(within(dialog).getByText(CODE)).toBeVisible();
    // Read letter by letter by a screen reader.
    await expect(within(dialog).getByText('7 K 3 M, Q X 9 P, 2 D')).toBeInTheDocument();
    await expect(
      within(dialog).getByText(t('common.transfer.timeLeft', { time: '9:41' })),
    ).toBeVisible();
    await expect(within(dialog).getByRole('link')).toHaveAttribute('href', LINK);
    await expect(await within(dialog).findByTestId('transfer-qr')).toHaveAccessibleName(
      t('common.transfer.qrLink'),
    );
    await expect(within(dialog).getByTestId('transfer-send-status')).toHaveTextContent(
      shownText(t('common.transfer.codeReady')),
    );
  },
};

/** In an embed: no link (the host page does not redeem one); the QR code carries the code. */
export const CodeShownInEmbed: Story = {
  name: 'Code shown in embed',
  args: { send: { step: 'code', code: CODE, link: null, secondsLeft: 600 } },
  play: async (context) => {
    const t = storyT(context);
    const dialog = within(document.body).getByRole('dialog');
    await expect(within(dialog).queryByRole('link')).toBeNull();
    await expect(await within(dialog).findByTestId('transfer-qr')).toHaveAccessibleName(
      t('common.transfer.qrCode'),
    );
  },
};

export const Expired: Story = {
  name: 'Expired',
  args: { send: { step: 'expired' } },
  play: async (context) => {
    const t = storyT(context);
    const dialog = within(document.body).getByRole('dialog');
    await expect(within(dialog).getByTestId('transfer-send-status')).toHaveTextContent(
      t('common.transfer.expired'),
    );
    await expect(within(dialog).queryByText(CODE)).toBeNull();
    await expect(
      within(dialog).getByRole('button', { name: t('common.transfer.newCode') }),
    ).toBeEnabled();
  },
};

/** Redeemed here: what changed on this device. */
export const Redeemed: Story = {
  name: 'Redeemed',
  args: { receive: { step: 'redeemed', days: 12 } },
  play: async (context) => {
    const t = storyT(context);
    const dialog = within(document.body).getByRole('dialog');
    await expect(within(dialog).getByTestId('transfer-receive-status')).toHaveTextContent(
      shownText(t('common.transfer.redeemed', { count: 12 })),
    );
  },
};

export const WrongCode: Story = {
  name: 'Wrong code',
  args: { typedCode: 'ABCD-EFGH-JK', receive: { step: 'error', error: 'wrong-code' } },
  play: async (context) => {
    const t = storyT(context);
    const dialog = within(document.body).getByRole('dialog');
    await expect(within(dialog).getByTestId('transfer-receive-status')).toHaveTextContent(
      t('common.transfer.errors.wrong-code'),
    );
    await expect(
      within(dialog).getByRole('textbox', { name: t('common.transfer.enterCode') }),
    ).toHaveAttribute('aria-invalid', 'true');
  },
};

export const RateLimited: Story = {
  name: 'Rate limited',
  args: { typedCode: 'ABCD-EFGH-JK', receive: { step: 'error', error: 'rate-limited' } },
  play: async (context) => {
    const t = storyT(context);
    await expect(within(document.body).getByTestId('transfer-receive-status')).toHaveTextContent(
      t('common.transfer.errors.rate-limited'),
    );
  },
};

export const NetworkError: Story = {
  name: 'Network error',
  args: { send: { step: 'error', error: 'network' } },
  play: async (context) => {
    const t = storyT(context);
    await expect(within(document.body).getByTestId('transfer-send-status')).toHaveTextContent(
      t('common.transfer.errors.network'),
    );
  },
};

/** A file that is not a progress file (or a damaged one): nothing changed. */
export const FileRestoreError: Story = {
  name: 'File restore error',
  args: { receive: { step: 'error', error: 'bad-file' } },
  play: async (context) => {
    const t = storyT(context);
    await expect(within(document.body).getByTestId('transfer-receive-status')).toHaveTextContent(
      t('common.transfer.errors.bad-file'),
    );
  },
};

/** Where the API client makes no codes (a host's own adapter): the file alone. */
export const FileOnly: Story = {
  name: 'File only',
  args: { canUseCodes: false },
  play: async (context) => {
    const t = storyT(context);
    const dialog = within(document.body).getByRole('dialog');
    await expect(
      within(dialog).queryByRole('button', { name: t('common.transfer.createCode') }),
    ).toBeNull();
    await expect(within(dialog).getByLabelText(t('common.transfer.restore'))).toBeVisible();
  },
};

/**
 * A file chosen: the picker is the widget's own button, in the widget's language, and the file's
 * name shows beside it (the browser's "Choose File / No file chosen" never shows).
 */
export const FileChosen: Story = {
  name: 'File chosen',
  args: { receive: { step: 'redeemed', days: 3 } },
  play: async (context) => {
    const t = storyT(context);
    const dialog = within(within(document.body).getByRole('dialog'));
    await expect(dialog.getByText(t('common.transfer.noFile'))).toBeVisible();
    await expect(dialog.getByText(t('common.transfer.chooseFile'))).toBeVisible();
    const input = dialog.getByLabelText(t('common.transfer.restore'));
    await userEvent.upload(
      input,
      new File(['{}'], 'guessdle-progress-2025-06-01.json', { type: 'application/json' }),
    );
    await expect(dialog.getByText('guessdle-progress-2025-06-01.json')).toBeVisible();
    await expect(context.args.onRestoreFile).toHaveBeenCalledOnce();
  },
};
