import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme as render } from '../theme/testing';
import { ZoomPicture } from './ZoomPicture';

describe('given a ZoomPicture', () => {
  it('enlarges the picture by the scale it is given', () => {
    render(<ZoomPicture src="p.svg" alt="Who is this?" scale={5.8} />);
    expect(screen.getByRole('img', { name: 'Who is this?' })).toHaveStyle({
      transform: 'scale(5.8)',
    });
  });

  it('never zooms out beyond the whole picture', () => {
    render(<ZoomPicture src="p.svg" alt="Who is this?" scale={0.4} />);
    expect(screen.getByRole('img')).toHaveStyle({ transform: 'scale(1)' });
  });
});
