import {
  createContext,
  createElement,
  useContext,
  useInsertionEffect,
  type ComponentPropsWithRef,
  type ElementType,
  type JSX,
  type ReactElement,
} from 'react';
import { css as gooberCss } from 'goober';
import { darkTheme } from './themes';
import type { Theme } from './tokens';

/**
 * The styling of every component: styled-components' authoring API (`styled.div`…, `css`,
 * `keyframes`, `createGlobalStyle`, `useTheme`, `$transient` props, `as`) over goober, which
 * hashes each rule set into a class and writes it to a `<style>` element. goober is 1.3 kB gzip
 * where styled-components with stylis is 12 kB, and the widgets ship inside other people's pages.
 *
 * Where the rules go is a React context (`StyleTarget`): the document's head by default, or a
 * shadow root, so a widget rendered inside one keeps its styles (keyframes included) there and
 * writes nothing to the host page.
 */

/** A value in a style template: text, a function of the props (and theme), a list, or keyframes. */
export type Interpolation<P> =
  | string
  | number
  | false
  | null
  | undefined
  | Keyframes
  | CssFragment<P>
  | readonly Interpolation<P>[]
  | ((props: P & { theme: Theme }) => Interpolation<P>);

/** Where the rules are written: a shadow root (or an element in one); undefined is the head. */
type Target = ShadowRoot | HTMLElement | undefined;

const ThemeContext = createContext<Theme>(darkTheme);
const TargetContext = createContext<Target>(undefined);

/** Puts a theme in context (GuessdleThemeProvider wraps this with the CSS custom properties). */
export const ThemeContextProvider = ThemeContext.Provider;

/**
 * Writes the styles of everything below it into `target` (a shadow root) instead of the head.
 * @example <StyleTarget value={shadowRoot}><ClassicGame … /></StyleTarget>
 */
export const StyleTarget = TargetContext.Provider;

/** The theme in context (the dark theme outside any provider). */
export function useTheme(): Theme {
  return useContext(ThemeContext);
}

/** An animation declared with `keyframes`; its rule is written where it is used. */
export class Keyframes {
  constructor(private readonly body: string) {}
  /** The animation's name, its `@keyframes` rule written into `target` first. */
  nameIn(target: Target): string {
    // goober's `keyframes` is `css` bound to { k: 1 }: a bound function ignores a new `this`,
    // so the target would be lost. `css` with the keyframes flag takes both.
    return gooberCss.call({ target, k: 1 } as never, this.body);
  }
}

function resolve<P>(value: Interpolation<P>, props: P & { theme: Theme }, target: Target): string {
  if (value === null || value === undefined || value === false) return '';
  if (typeof value === 'function') return resolve(value(props), props, target);
  if (Array.isArray(value)) return value.map((part) => resolve(part, props, target)).join('');
  if (value instanceof Keyframes) return value.nameIn(target);
  if (value instanceof CssFragment) return fill(value, props, target);
  return String(value);
}

type Template<P> = { strings: TemplateStringsArray; values: readonly Interpolation<P>[] };

/** A piece of template made by `css`, resolved with the props of the component it lands in. */
export class CssFragment<P> implements Template<P> {
  constructor(
    readonly strings: TemplateStringsArray,
    readonly values: readonly Interpolation<P>[],
  ) {}
}

function fill<P>(template: Template<P>, props: P & { theme: Theme }, target: Target): string {
  let out = template.strings[0] ?? '';
  for (let i = 0; i < template.values.length; i++) {
    out += resolve(template.values[i], props, target) + (template.strings[i + 1] ?? '');
  }
  return out;
}

/** A piece of style template to interpolate in another one (resolved with its props). */
export function css<P = object>(
  strings: TemplateStringsArray,
  ...values: Interpolation<P>[]
): CssFragment<P> {
  return new CssFragment(strings, values);
}

/** An animation; interpolate it where `animation-name` goes. */
export function keyframes(strings: TemplateStringsArray, ...values: Interpolation<object>[]) {
  return new Keyframes(fill({ strings, values }, { theme: darkTheme }, undefined));
}

/**
 * The class of a rule set in a target. goober hashes the text and writes the rules once per
 * target, but searches the whole sheet on every call: this cache skips that search on re-renders.
 */
const written = new WeakMap<object, Map<string, string>>();
const HEAD = {};
function classFor(text: string, target: Target, prepend: boolean): string {
  let classes = written.get(target ?? HEAD);
  if (!classes) written.set(target ?? HEAD, (classes = new Map()));
  let name = classes.get(text);
  if (name === undefined) {
    // `o` puts the rules before the existing ones: the outer of two nested styled components wins.
    name = gooberCss.call({ target, o: prepend } as never, text);
    classes.set(text, name);
  }
  return name;
}

/** `as` renders another tag or component with the same styles (a string from spread HTML props too). */
type AsProp = { as?: ElementType | (string & {}) | undefined };
type StyledProps<C extends ElementType, P> = ComponentPropsWithRef<C> & P & AsProp;

/** A styled component: renders its tag (or `as`, with that element's props) with the generated class. */
export interface StyledComponent<C extends ElementType, P> {
  <As extends ElementType>(
    props: { as: As } & Omit<ComponentPropsWithRef<As>, keyof P> & P,
  ): ReactElement;
  // Last, so that `ComponentProps<typeof Styled>` (which reads the last signature) is this one.
  (props: StyledProps<C, P>): ReactElement;
  displayName?: string;
}

type StyledFactory<C extends ElementType> = <P extends object = object>(
  strings: TemplateStringsArray,
  ...values: Interpolation<ComponentPropsWithRef<C> & P>[]
) => StyledComponent<C, P>;

function factory<C extends ElementType>(tag: C): StyledFactory<C> {
  return <P extends object>(
    strings: TemplateStringsArray,
    ...values: Interpolation<ComponentPropsWithRef<C> & P>[]
  ) => {
    const template = { strings, values };
    function Styled(props: StyledProps<C, P>) {
      const theme = useContext(ThemeContext);
      const target = useContext(TargetContext);
      const { as, className, ...rest } = props as StyledProps<C, P> & { className?: string };
      const text = fill(template, { ...props, theme } as never, target);
      const own = classFor(text, target, /go\d/.test(className ?? ''));
      // `$`-prefixed props style the component and never reach the DOM (nor a wrapped component).
      const forwarded: Record<string, unknown> = {};
      for (const key of Object.keys(rest)) {
        if (key[0] !== '$') forwarded[key] = (rest as Record<string, unknown>)[key];
      }
      forwarded.className = className ? `${own} ${className}` : own;
      return createElement((as ?? tag) as ElementType, forwarded);
    }
    Styled.displayName = `styled(${typeof tag === 'string' ? tag : 'Component'})`;
    return Styled as StyledComponent<C, P>;
  };
}

type Styled = (<C extends ElementType>(component: C) => StyledFactory<C>) & {
  [Tag in keyof JSX.IntrinsicElements]: StyledFactory<Tag>;
};

/** `styled.div\`…\``, `styled(Link)\`…\``: as in styled-components. */
export const styled = new Proxy(factory as Styled, {
  get: (_target, tag: string) => factory(tag as keyof JSX.IntrinsicElements),
});

/**
 * Page-wide rules (the site's `html, body`): a `<style>` element in the head while mounted. Only
 * the site uses it; a widget never writes global rules.
 */
export function createGlobalStyle(
  strings: TemplateStringsArray,
  ...values: Interpolation<object>[]
) {
  const template = { strings, values };
  return function GlobalStyle() {
    const theme = useContext(ThemeContext);
    const text = fill(template, { theme }, undefined);
    useInsertionEffect(() => {
      const element = document.createElement('style');
      element.textContent = text;
      document.head.appendChild(element);
      return () => element.remove();
    }, [text]);
    return null;
  };
}
