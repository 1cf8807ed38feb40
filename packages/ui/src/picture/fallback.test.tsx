import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlurredLogo } from '../BlurredLogo';
import { WinBox } from '../WinBox';
import { renderWithTheme as render } from '../theme/testing';
import { ZoomPicture } from '../ZoomPicture';
import { FALLBACK_PICTURE } from './fallback';

describe('given a picture that fails to load', () => {
  it.each([
    ['ZoomPicture', () => <ZoomPicture src="https://down.example/p.jpg" alt="Who is this?" />],
    ['BlurredLogo', () => <BlurredLogo src="https://down.example/c.png" alt="Which channel?" />],
    [
      'WinBox',
      () => (
        <WinBox
          title="Yes"
          message="It was"
          pictureUrl="https://down.example/a.jpg"
          pictureAlt="A"
        />
      ),
    ],
  ])('%s shows the neutral placeholder instead of a broken image', (_, ui) => {
    render(ui());
    const img = screen.getByRole('img');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', FALLBACK_PICTURE);
    // The placeholder itself never fails over again.
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', FALLBACK_PICTURE);
  });
});

describe('given a picture that failed while offline', () => {
  it('asks for its own address again when the connection comes back', () => {
    render(<ZoomPicture src="https://down.example/p.jpg" alt="Who is this?" />);
    const img = screen.getByRole('img');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', FALLBACK_PICTURE);
    window.dispatchEvent(new Event('online'));
    expect(img).toHaveAttribute('src', 'https://down.example/p.jpg');
    // Failing again puts the placeholder back, and the next return tries once more.
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', FALLBACK_PICTURE);
    window.dispatchEvent(new Event('online'));
    expect(img).toHaveAttribute('src', 'https://down.example/p.jpg');
  });

  it('leaves a picture React has moved on to another address', () => {
    const { rerender } = render(<ZoomPicture src="https://down.example/a.jpg" alt="Who?" />);
    const img = screen.getByRole('img');
    fireEvent.error(img);
    rerender(<ZoomPicture src="https://up.example/b.jpg" alt="Who?" />);
    window.dispatchEvent(new Event('online'));
    expect(img).toHaveAttribute('src', 'https://up.example/b.jpg');
  });
});
