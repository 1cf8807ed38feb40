import { render, screen } from '@testing-library/react';
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
});
