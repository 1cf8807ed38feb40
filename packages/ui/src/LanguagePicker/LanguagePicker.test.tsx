import { render, screen, within } from '@testing-library/react';
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

const trigger = (name = 'Language: English') => screen.getByRole('button', { name });
const options = () => within(screen.getByRole('list', { name: 'Language' })).getAllByRole('button');

describe('given a collapsed LanguagePicker', () => {
  it('shows only the current flag, on a button named after the language', () => {
    renderPicker();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger().querySelectorAll('svg')).toHaveLength(1);
    expect(trigger()).not.toHaveTextContent('English');
    expect(screen.queryByRole('button', { name: 'Français' })).toBeNull();
  });

  it('names itself after another current language', () => {
    renderPicker(vi.fn(), 'pl');
    expect(trigger('Language: Polski')).toBeInTheDocument();
  });
});

describe('given an opened LanguagePicker', () => {
  it('lists the six languages with flag and name on click, the current one marked', async () => {
    renderPicker();
    await userEvent.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(trigger()).toHaveAttribute('aria-controls', screen.getByRole('list').id);
    expect(options().map((o) => o.textContent?.replace('✓', ''))).toEqual(
      LANGUAGES.map((l) => l.languageName),
    );
    expect(options().every((o) => o.querySelector('svg'))).toBe(true);
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Français' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Français' })).toHaveAttribute('lang', 'fr');
  });

  it('calls onChange with the chosen code on click, closes and gives focus back', async () => {
    const onChange = renderPicker();
    await userEvent.click(trigger());
    await userEvent.click(screen.getByRole('button', { name: 'Français' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('fr');
    expect(screen.queryByRole('button', { name: 'Français' })).toBeNull();
    expect(trigger()).toHaveFocus();
  });

  it('works from the keyboard alone: focus on the current language, arrows, Home, End', async () => {
    const user = userEvent.setup();
    const onChange = renderPicker(vi.fn(), 'es');
    await user.tab();
    expect(trigger('Language: Español')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Español' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Français' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Português' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'English' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{Home}{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('fr');
  });

  it('opens with ArrowDown too', async () => {
    const user = userEvent.setup();
    renderPicker();
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'English' })).toHaveFocus();
  });

  it('closes on Escape without a change and gives focus back', async () => {
    const user = userEvent.setup();
    const onChange = renderPicker();
    await user.tab();
    await user.keyboard('{Enter}{ArrowDown}{Escape}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('closes on a click elsewhere and when focus leaves it', async () => {
    const user = userEvent.setup();
    render(
      <GuessdleThemeProvider>
        <button type="button">elsewhere</button>
        <LanguagePicker languages={LANGUAGES} value="en" onChange={vi.fn()} />
        <button type="button">after</button>
      </GuessdleThemeProvider>,
    );
    await user.click(trigger());
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger());
    screen.getByRole('button', { name: 'Português' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not call onChange when the current language is chosen again', async () => {
    const onChange = renderPicker();
    await userEvent.click(trigger());
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('given a controlled LanguagePicker', () => {
  it('opens from the open prop, without taking focus, and reports toggles', async () => {
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
    expect(options()).toHaveLength(6);
    expect(document.body).toHaveFocus();
    await userEvent.click(trigger());
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(options()).toHaveLength(6);
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
