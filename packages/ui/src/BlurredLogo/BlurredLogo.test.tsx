import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme as render } from '../theme/testing';
import { BlurredLogo } from './BlurredLogo';

describe('given a BlurredLogo', () => {
  it('blurs the logo by the radius it is given', () => {
    render(<BlurredLogo src="l.svg" alt="Channel logo" blurPx={7} />);
    expect(screen.getByRole('img', { name: 'Channel logo' })).toHaveStyle({ filter: 'blur(7px)' });
  });

  it('shows the logo sharp once the radius reaches zero', () => {
    render(<BlurredLogo src="l.svg" alt="Channel logo" blurPx={-1} />);
    expect(screen.getByRole('img')).toHaveStyle({ filter: 'none' });
  });
});
