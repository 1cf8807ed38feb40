import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme as render } from '../theme/testing';
import { ErrorView } from './ErrorView';

describe('given an ErrorView', () => {
  it('announces title and message as an alert', () => {
    render(
      <ErrorView title="We are experimenting some problems" message="Please try again later" />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We are experimenting some problems' + 'Please try again later',
    );
  });

  it('keeps the action outside the alert', () => {
    render(<ErrorView title="Oops" action={<button type="button">Try again</button>} />);
    expect(screen.getByRole('alert')).not.toContainElement(screen.getByRole('button'));
  });
});
