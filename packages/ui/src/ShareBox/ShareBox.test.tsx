import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GuessdleThemeProvider } from '../theme';
import { ShareBox } from './ShareBox';

const TEXT = 'I solved the Guessdle #classic in *2 guesses*!\n🟥🟩\n🟩🟩\n\nhttps://example.test';
const TITLE = 'You solved the puzzle in 2 guesses! Share your results with your friends!';

function noExecCommand() {
  // A document whose execCommand always fails, so the manual stage is reached.
  const doc = document.implementation.createHTMLDocument('x');
  Object.defineProperty(doc, 'execCommand', { value: () => false });
  return doc;
}

describe('given a ShareBox', () => {
  it('shows the title as a heading and the text preformatted', () => {
    render(
      <GuessdleThemeProvider>
        <ShareBox title={TITLE} text={TEXT} />
      </GuessdleThemeProvider>,
    );
    expect(screen.getByRole('heading', { name: TITLE })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: TITLE })).toHaveAttribute('data-state', 'idle');
    expect(screen.getByText(/I solved the Guessdle/).tagName).toBe('PRE');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('copies through the Clipboard API and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    const onCopy = vi.fn();
    const onCopiedChange = vi.fn();
    render(
      <GuessdleThemeProvider>
        <ShareBox
          title={TITLE}
          text={TEXT}
          onCopy={onCopy}
          onCopiedChange={onCopiedChange}
          clipboardEnvironment={{ clipboard: { writeText }, document }}
        />
      </GuessdleThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(TEXT);
    expect(await screen.findByText('Result copied to clipboard!')).toBeInTheDocument();
    expect(screen.getByRole('region')).toHaveAttribute('data-state', 'copied');
    expect(onCopy).toHaveBeenCalledWith('clipboard-api');
    expect(onCopiedChange).toHaveBeenCalledWith(true);
  });

  it('offers the text selected for a manual copy when every method fails', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    const onCopy = vi.fn();
    render(
      <GuessdleThemeProvider>
        <ShareBox
          title={TITLE}
          text={TEXT}
          onCopy={onCopy}
          clipboardEnvironment={{ clipboard: { writeText }, document: noExecCommand() }}
        />
      </GuessdleThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    const area = await screen.findByRole('textbox', { name: 'Result' });
    expect(area).toHaveAttribute('readonly');
    expect(area).toHaveValue(TEXT);
    const textarea = area as HTMLTextAreaElement;
    expect(textarea.value.slice(textarea.selectionStart, textarea.selectionEnd)).toBe(TEXT);
    expect(screen.getByRole('status')).toHaveTextContent('Select the text and copy it.');
    expect(screen.getByRole('region')).toHaveAttribute('data-state', 'manual');
    expect(onCopy).toHaveBeenCalledWith('manual');
  });

  it('follows a controlled copied state', () => {
    render(
      <GuessdleThemeProvider>
        <ShareBox title={TITLE} text={TEXT} copied copiedText="Copié !" />
      </GuessdleThemeProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Copié !');
  });

  describe('where the Web Share API can share text', () => {
    const renderShareable = (share: (data: ShareData) => Promise<void>) => {
      const writeText = vi.fn().mockResolvedValue(undefined);
      const onShare = vi.fn();
      const onCopy = vi.fn();
      render(
        <GuessdleThemeProvider>
          <ShareBox
            title={TITLE}
            text={TEXT}
            onShare={onShare}
            onCopy={onCopy}
            shareEnvironment={{ share, canShare: () => true }}
            clipboardEnvironment={{ clipboard: { writeText }, document }}
          />
        </GuessdleThemeProvider>,
      );
      return { writeText, onShare, onCopy };
    };

    it('opens the share sheet with the result, and copies nothing', async () => {
      const share = vi.fn().mockResolvedValue(undefined);
      const { writeText, onShare } = renderShareable(share);
      await userEvent.setup().click(screen.getByRole('button', { name: 'Share' }));
      await waitFor(() => expect(onShare).toHaveBeenCalledWith('shared'));
      expect(share).toHaveBeenCalledWith({ text: TEXT });
      expect(writeText).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    });

    it('treats closing the sheet as no error: nothing copied, nothing said', async () => {
      const share = vi
        .fn()
        .mockRejectedValue(Object.assign(new Error('x'), { name: 'AbortError' }));
      const { writeText, onShare } = renderShareable(share);
      await userEvent.setup().click(screen.getByRole('button', { name: 'Share' }));
      await waitFor(() => expect(onShare).toHaveBeenCalledWith('cancelled'));
      expect(writeText).not.toHaveBeenCalled();
      expect(screen.getByRole('status')).toHaveTextContent('');
    });

    it('falls back to copying when the browser refuses to share', async () => {
      const share = vi
        .fn()
        .mockRejectedValue(Object.assign(new Error('x'), { name: 'NotAllowedError' }));
      const { writeText, onShare, onCopy } = renderShareable(share);
      await userEvent.setup().click(screen.getByRole('button', { name: 'Share' }));
      await waitFor(() => expect(onCopy).toHaveBeenCalledWith('clipboard-api'));
      expect(onShare).toHaveBeenCalledWith('failed');
      expect(writeText).toHaveBeenCalledWith(TEXT);
      expect(screen.getByRole('status')).toHaveTextContent('Result copied to clipboard!');
    });
  });

  it('offers only Copy where the browser has no share sheet', () => {
    render(
      <GuessdleThemeProvider>
        <ShareBox title={TITLE} text={TEXT} shareEnvironment={{}} />
      </GuessdleThemeProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });
});
