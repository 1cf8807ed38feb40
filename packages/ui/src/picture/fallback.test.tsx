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
