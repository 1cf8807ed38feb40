import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GuessdleThemeProvider } from '../theme';
import { getLanguageFlag } from './flags';
import { LanguagePicker, type Language } from './LanguagePicker';

const LANGUAGES: Language[] = [
  { languageCode: 'en', languageName: 'English' },
  { languageCode: 'es', languageName: 'Español' },
  { languageCode: 'fr', languageName: 'Français' },
  { languageCode: 'pl', languageName: 'Polski' },
  { languageCode: 'it', languageName: 'Italiano' },
  { languageCode: 'pt', languageName: 'Português' },
];

function renderPicker(onChange = vi.fn(), value = 'en', languages = LANGUAGES) {
  render(
    <GuessdleThemeProvider>
      <LanguagePicker languages={languages} value={value} onChange={onChange} />
    </GuessdleThemeProvider>,
  );
  return onChange;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('given a collapsed LanguagePicker', () => {
  it('shows only the current flag, named after the language', () => {
    renderPicker();
    const trigger = screen.getByRole('combobox', { name: 'Language: English' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger.querySelectorAll('svg')).toHaveLength(1);
    expect(trigger).not.toHaveTextContent('English');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('names itself after another current language', () => {
    renderPicker(vi.fn(), 'pl');
    expect(screen.getByRole('combobox', { name: 'Language: Polski' })).toBeInTheDocument();
  });
});

describe('given an opened LanguagePicker', () => {
  it('lists the six languages with flag and name on click', async () => {
    renderPicker();
    await userEvent.click(screen.getByRole('combobox'));
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent?.replace('✓', ''))).toEqual(
      LANGUAGES.map((l) => l.languageName),
    );
    expect(options.every((o) => o.querySelector('svg'))).toBe(true);
    expect(screen.getByRole('option', { name: 'English' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('calls onChange with the chosen code on click', async () => {
    const onChange = renderPicker();
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(screen.getByRole('option', { name: 'Français' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('fr');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('works from the keyboard alone', async () => {
    const user = userEvent.setup();
    const onChange = renderPicker();
    await user.tab();
    expect(screen.getByRole('combobox')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('fr');
  });

  it('closes on Escape without a change', async () => {
    const user = userEvent.setup();
    const onChange = renderPicker();
    await user.tab();
    await user.keyboard('{Enter}{ArrowDown}{Escape}');
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('does not call onChange when the current language is chosen again', async () => {
    const onChange = renderPicker();
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(screen.getByRole('option', { name: 'English' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('given a controlled LanguagePicker', () => {
  it('opens from the open prop and reports toggles', async () => {
    const onOpenChange = vi.fn();
    render(
      <GuessdleThemeProvider>
        <LanguagePicker
          languages={LANGUAGES}
          value="en"
          onChange={() => {}}
          open
          onOpenChange={onOpenChange}
        />
      </GuessdleThemeProvider>,
    );
    expect(screen.getAllByRole('option')).toHaveLength(6);
    await userEvent.click(screen.getByRole('combobox'));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getAllByRole('option')).toHaveLength(6);
  });
});

describe('given a language without a flag', () => {
  it('throws "Flag not found for language: {code}"', () => {
    expect(() => getLanguageFlag('xx')).toThrow('Flag not found for language: xx');
    expect(() => getLanguageFlag('toString')).toThrow('Flag not found for language: toString');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      renderPicker(vi.fn(), 'en', [...LANGUAGES, { languageCode: 'de', languageName: 'Deutsch' }]),
    ).toThrow('Flag not found for language: de');
  });
});
