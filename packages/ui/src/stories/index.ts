// Helpers of the stories (of ui and of the packages that build on it): how their args show in
// Storybook's controls panel. Nothing here renders or ships in a component.

/**
 * A data arg (a list of rows, a view model, a theme, a piece of content) chosen by name in the
 * controls panel. Stories hold the fixture's name and Storybook's `mapping` turns it into the
 * value before rendering, so the select shows which state is on screen and no JSON of data
 * objects (or source of functions) reaches the panel.
 */
export function namedFixtures<K extends string, T>(fixtures: Record<K, T>) {
  return {
    /** The arg type: a select of the fixtures' names. */
    argType: {
      control: 'select' as const,
      options: Object.keys(fixtures) as K[],
      mapping: fixtures as Record<string, T>,
    },
    /** The arg value that names a fixture (Storybook maps it to the value). */
    pick: (name: K): T => name as unknown as T,
  };
}

/** What the check below reads of a story's arg types (Storybook's `StrictArgTypes`). */
type ArgTypesLike = Record<
  string,
  { control?: unknown; table?: { disable?: boolean } } | undefined
>;

/**
 * The args a story shows as a JSON editor: Storybook gives an arg an `object` control when its
 * value is an object, an array or a React element and nothing else was said. Pick those by name
 * (`namedFixtures`), or hide them (`control: false`, which Storybook reads as `disable: true`, or
 * `table: { disable: true }`). An arg set to `undefined` is skipped: its control comes from the
 * prop's type (a docs build reads it from the component), not from the value.
 */
export function jsonControls(argTypes: ArgTypesLike, args: Record<string, unknown> = {}): string[] {
  return Object.entries(argTypes)
    .filter(([name, argType]) => {
      if (!argType || argType.table?.disable) return false;
      if (name in args && args[name] === undefined) return false;
      const { control } = argType;
      if (typeof control === 'string') return control === 'object';
      const { type, disable } = (control ?? {}) as { type?: unknown; disable?: boolean };
      return type === 'object' && !disable;
    })
    .map(([name]) => name);
}
