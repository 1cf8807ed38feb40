import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createMockApi } from '@guessdle/api/mocks';
import { performers } from '@guessdle/data';
import { ImageGuessGame } from '../picture-guess/PictureGames';
import { createMemoryStorage } from '../storage/storage';

const PAST = '2025-06-05';
const answer = performers[7]!;

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

describe('given a past day won on its own day', () => {
  it('opens solved: its board, the result and the share, and no search box', async () => {
    const storage = createMemoryStorage({
      [`${PAST}-image-guess`]: JSON.stringify([answer.profileUrl, performers[2]!.profileUrl]),
      [`image-guess-${PAST}-status`]: JSON.stringify({ status: 'completed', tries: 2 }),
    });
    const api = createMockApi({
      date: '2025-06-10',
      archive: {
        launchDate: '2025-06-01',
        answers: { 'image-guess': { [PAST]: answer.profileUrl } },
      },
    });
    render(<ImageGuessGame api={api} storage={storage} date={PAST} shareUrl="https://x.test/" />);
    expect(await screen.findByText('Congratulations!')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByText(/#image-guess #2025-06-05/)).toBeInTheDocument();
    expect(screen.getByText(/in \*2 guesses\*/)).toBeInTheDocument();
    // Nothing is copied into the archive's own keys: the day's history stays where it was.
    expect(storage.getItem(`archive:${PAST}-image-guess`)).toBeNull();
  });
});

describe('given a past day won from the archive', () => {
  const api = () =>
    createMockApi({
      date: '2025-06-10',
      archive: {
        launchDate: '2025-06-01',
        answers: { 'image-guess': { [PAST]: answer.profileUrl } },
      },
    });

  it('names the day solved, under the day’s own title, and offers the next unsolved day', async () => {
    const user = userEvent.setup();
    render(
      <ImageGuessGame
        api={api()}
        storage={createMemoryStorage()}
        date={PAST}
        archiveNext={{ date: '2025-06-04', href: '/image-guess/archive/2025-06-04' }}
      />,
    );
    expect(
      await screen.findByRole('heading', { name: 'The puzzle of June 5, 2025' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/today/i)).toBeNull();
    await user.click(await screen.findByRole('combobox'));
    await user.keyboard(answer.name.slice(0, 5));
    await user.click(await screen.findByRole('option', { name: answer.name }));
    expect(await screen.findByText('You solved the puzzle of June 5, 2025.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Play the puzzle of June 4, 2025' })).toHaveAttribute(
      'href',
      '/image-guess/archive/2025-06-04',
    );
    expect(screen.queryByText(/Come back tomorrow/)).toBeNull();
  });

  it('says every past day is solved when none is left', async () => {
    const storage = createMemoryStorage({
      [`archive:${PAST}-image-guess`]: JSON.stringify([answer.profileUrl]),
    });
    render(<ImageGuessGame api={api()} storage={storage} date={PAST} archiveNext={null} />);
    expect(
      await screen.findByText(
        'You solved the puzzle of June 5, 2025. You have solved every past puzzle.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Play/ })).toBeNull();
  });
});
