import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createMockApi } from '@guessdle/api/mocks';
import { performers } from '@guessdle/data';
import { ImageGuessGame } from '../image-guess/ImageGuessGame';
import { createMemoryStorage } from './storage';

const PAST = '2025-06-05';
const answer = performers[7]!;

vi.setConfig({ testTimeout: 20_000 });

describe('given a past day played from the archive', () => {
  it('plays that day, apart from the daily history, with no counter and a share line that names it', async () => {
    const user = userEvent.setup();
    const storage = createMemoryStorage();
    const api = createMockApi({
      date: '2025-06-10',
      answers: {
        'image-guess': { today: performers[3]!.profileUrl, yesterday: performers[4]!.profileUrl },
      },
      archive: {
        launchDate: '2025-06-01',
        answers: { 'image-guess': { [PAST]: answer.profileUrl } },
      },
      stats: { 'image-guess': 41 },
    });
    const post = vi.spyOn(api, 'postSuccess');
    render(<ImageGuessGame api={api} storage={storage} date={PAST} shareUrl="https://x.test/" />);
    await user.click(await screen.findByRole('combobox'));
    await user.keyboard(answer.name.slice(0, 5));
    await user.click(await screen.findByRole('option', { name: answer.name }));
    expect(await screen.findByText('Congratulations!')).toBeInTheDocument();
    expect(screen.queryByText(/people already found out/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Statistics' })).toBeNull();
    expect(screen.queryByTestId('next-puzzle')).toBeNull();
    expect(screen.getByText(/#image-guess #2025-06-05/)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    expect(storage.getItem(`archive:${PAST}-image-guess`)).toBe(
      JSON.stringify([answer.profileUrl]),
    );
    expect(storage.getItem(`${PAST}-image-guess`)).toBeNull();
    expect(storage.getItem(`image-guess-${PAST}-status`)).toBeNull();
  });
});
