import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GuessdleThemeProvider } from '../theme';
import { SearchBox, type SearchBoxProps } from './SearchBox';
import type { SearchItem } from './useSearchBox';

const PEOPLE: SearchItem[] = [
  { id: '/model/ada', name: 'Ada Lovelace', photoUrl: '/ada.png' },
  { id: '/model/alan', name: 'Alan Turing', photoUrl: '/alan.png' },
  { id: '/model/grace', name: 'Grace Hopper', photoUrl: '/grace.png' },
];

/** A host like the games: it owns the text and filters the list itself. */
function Host(props: Partial<SearchBoxProps> & { all?: SearchItem[] }) {
  const { all = PEOPLE, ...rest } = props;
  const [text, setText] = useState('');
  const items = text ? all.filter((p) => p.name.toLowerCase().includes(text.toLowerCase())) : [];
  return (
    <GuessdleThemeProvider>
      <SearchBox
        label="Search"
        placeholder="Search for a pornstar"
        items={items}
        inputValue={text}
        onInputChange={setText}
        onSelect={() => {}}
        {...rest}
      />
    </GuessdleThemeProvider>
  );
}

describe('given an empty SearchBox', () => {
  it('is a labelled combobox with the placeholder', () => {
    render(<Host />);
    const input = screen.getByRole('combobox', { name: 'Search' });
    expect(input).toHaveAttribute('placeholder', 'Search for a pornstar');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows neither options nor "No options" before a character is typed', async () => {
    const user = userEvent.setup();
    render(<Host />);
    const input = screen.getByRole('combobox');
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.queryByText('No options')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('given a SearchBox the user types in', () => {
  it('shows the matching options with name and photo', async () => {
    const user = userEvent.setup();
    render(<Host />);
    const input = screen.getByRole('combobox');
    await user.type(input, 'a');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Ada Lovelace',
      'Alan Turing',
      'Grace Hopper',
    ]);
    expect(options[0]?.querySelector('img')).toHaveAttribute('src', '/ada.png');
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('announces the number of options politely', async () => {
    const user = userEvent.setup();
    render(<Host />);
    await user.type(screen.getByRole('combobox'), 'al');
    expect(screen.getByRole('status')).toHaveTextContent('1 result available.');
  });

  it('shows "No options" when nothing matches', async () => {
    const user = userEvent.setup();
    render(<Host />);
    await user.type(screen.getByRole('combobox'), 'zzz');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getAllByText('No options').length).toBeGreaterThan(0);
  });

  it('shows "Loading..." and no options while loading', async () => {
    const user = userEvent.setup();
    render(<Host loading />);
    await user.type(screen.getByRole('combobox'), 'a');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('honours a larger minChars', async () => {
    const user = userEvent.setup();
    render(<Host minChars={3} />);
    const input = screen.getByRole('combobox');
    await user.type(input, 'ad');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await user.type(input, 'a');
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });
});

describe('given options on screen', () => {
  it('selects with ArrowDown and Enter, then clears the input', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Host onSelect={onSelect} />);
    const input = screen.getByRole('combobox');
    await user.type(input, 'a');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getAllByRole('option')[1];
    expect(input).toHaveAttribute('aria-activedescendant', second?.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(PEOPLE[1]);
    expect(input).toHaveValue('');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('picks the first (closest) option with Enter when nothing is highlighted', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Host onSelect={onSelect} />);
    const input = screen.getByRole('combobox');
    await user.type(input, 'Alan Turing{Enter}');
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(PEOPLE[1]);
    expect(input).toHaveValue('');
  });

  it('keeps text pasted or typed right after a guess (the next guess)', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Host onSelect={onSelect} />);
    const input = screen.getByRole('combobox');
    await user.type(input, 'Alan Turing{Enter}');
    expect(input).toHaveValue('');
    await user.paste('Grace');
    expect(input).toHaveValue('Grace');
    await user.type(input, ' H');
    expect(input).toHaveValue('Grace H');
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(PEOPLE[2]);
    await user.type(input, 'Ada');
    expect(input).toHaveValue('Ada');
  });

  it('does nothing on Enter when no option matches', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Host onSelect={onSelect} />);
    const input = screen.getByRole('combobox');
    await user.type(input, 'zzz{Enter}');
    expect(onSelect).not.toHaveBeenCalled();
    expect(input).toHaveValue('zzz');
  });

  it('selects with a click', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Host onSelect={onSelect} />);
    await user.type(screen.getByRole('combobox'), 'grace');
    await user.click(screen.getByRole('option', { name: 'Grace Hopper' }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(PEOPLE[2]);
  });

  it('closes on Escape without selecting', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Host onSelect={onSelect} />);
    const input = screen.getByRole('combobox');
    await user.type(input, 'a');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('does not commit a guess when focus leaves with an option highlighted', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(
      <>
        <Host onSelect={onSelect} />
        <button type="button">elsewhere</button>
      </>,
    );
    await user.type(screen.getByRole('combobox'), 'a');
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox')).toHaveValue('a');
  });

  it('lets the same option be picked twice (the selection is never kept)', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Host onSelect={onSelect} />);
    const input = screen.getByRole('combobox');
    await user.type(input, 'ada');
    await user.keyboard('{ArrowDown}{Enter}');
    await user.type(input, 'ada');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(2);
  });
});

describe('given many options', () => {
  it('moves the highlight by a page of 5 with PageDown and PageUp', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 12 }, (_, i) => ({
      id: `/model/p${i}`,
      name: `Person ${i}`,
      photoUrl: `/p${i}.png`,
    }));
    render(<Host all={many} />);
    const input = screen.getByRole('combobox');
    await user.type(input, 'person');
    await user.keyboard('{ArrowDown}{PageDown}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[5]?.id);
    await user.keyboard('{PageDown}{PageDown}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[11]?.id);
    await user.keyboard('{PageUp}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[6]?.id);
  });
});

describe('given an uncontrolled SearchBox', () => {
  it('keeps its own text and reports it', async () => {
    const user = userEvent.setup();
    const onInputChange = vi.fn();
    render(
      <GuessdleThemeProvider>
        <SearchBox
          label="Search"
          items={PEOPLE}
          onSelect={() => {}}
          onInputChange={onInputChange}
        />
      </GuessdleThemeProvider>,
    );
    await user.type(screen.getByRole('combobox'), 'x');
    expect(screen.getByRole('combobox')).toHaveValue('x');
    expect(onInputChange).toHaveBeenLastCalledWith('x');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(3);
  });
});

describe('given a field rendered on the server and typed in before it hydrates', () => {
  const containers: HTMLElement[] = [];
  /** The server's HTML of a host, in the page. */
  function serverRendered(): HTMLElement {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Host />);
    document.body.append(container);
    containers.push(container);
    return container;
  }
  afterEach(() => containers.splice(0).forEach((container) => container.remove()));

  it('keeps the typed text, searches it and opens the list', async () => {
    const container = serverRendered();
    const field = container.querySelector('input') as HTMLInputElement;
    field.focus();
    field.value = 'gr';
    await act(async () => {
      hydrateRoot(container, <Host />);
    });
    expect(screen.getByRole('combobox')).toBe(field);
    expect(field).toHaveValue('gr');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1);
    // Typing on goes on from there.
    await userEvent.setup().type(field, 'a');
    expect(field).toHaveValue('gra');
  });

  it('changes nothing when nothing was typed', async () => {
    const container = serverRendered();
    await act(async () => {
      hydrateRoot(container, <Host />);
    });
    expect(screen.getByRole('combobox')).toHaveValue('');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });
});

describe('given the keyboard and the pointer', () => {
  it('wraps arrows around, jumps with Home and End, and opens a closed list with an arrow', async () => {
    const user = userEvent.setup();
    render(<Host />);
    const input = screen.getByRole('combobox');
    const active = () =>
      screen
        .getAllByRole('option')
        .findIndex((o) => o.id === input.getAttribute('aria-activedescendant'));
    await user.type(input, 'a');
    await user.keyboard('{ArrowUp}');
    expect(active()).toBe(2);
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(0);
    await user.keyboard('{End}');
    expect(active()).toBe(2);
    await user.keyboard('{Home}');
    expect(active()).toBe(0);
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-activedescendant', '');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(active()).toBe(0);
  });

  it('clears the text with Escape once the list is closed', async () => {
    const user = userEvent.setup();
    render(<Host />);
    const input = screen.getByRole('combobox');
    await user.type(input, 'ada{Escape}');
    expect(input).toHaveValue('ada');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  it('highlights the option under the pointer and opens or closes on a click in the field', async () => {
    const user = userEvent.setup();
    render(<Host />);
    const input = screen.getByRole('combobox');
    await user.type(input, 'a');
    await user.hover(screen.getByRole('option', { name: 'Alan Turing' }));
    expect(screen.getByRole('option', { name: 'Alan Turing' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveFocus();
  });
});

describe('given a press on the open list', () => {
  it('keeps focus in the input and the list open (a scrollbar drag does not close it)', async () => {
    const user = userEvent.setup();
    render(<Host />);
    const input = screen.getByRole('combobox');
    await user.type(input, 'a');
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('listbox') });
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.pointer({ keys: '[/MouseLeft]' });
  });
});
