import { forwardRef, useId, type ReactElement, type ReactNode } from 'react';
import { useControllableState } from '../hooks';
import {
  Card,
  Description,
  Head,
  Icon,
  Main,
  Panel,
  Texts,
  Title,
  Toggle,
} from './GameCard.styles';
import type { LinkComponent } from './link';
import type { PrimitiveProps } from '../primitive';

interface GameCardOwnProps {
  /** The mode's name. */
  title: string;
  /** One line about the mode. @default undefined */
  description?: string;
  /** An icon or picture (decorative: the title names the card). @default undefined */
  icon?: ReactNode;
  /** Where the card leads; without it the head is plain content. @default undefined */
  href?: string;
  /** The host's link component (router). @default 'a' */
  linkComponent?: LinkComponent;
  /** Called when the card link is used (tracking). @default undefined */
  onNavigate?: () => void;
  /** A status shown under the description, e.g. a "done today" mark (part of the link's name). @default undefined */
  badge?: ReactNode;
  /** Content revealed by the arrow (difficulty tags, Crono links); makes the card expandable. @default undefined */
  children?: ReactNode;
  /** Accessible name of the arrow button, e.g. 'Show game modes'. @default 'Show more' */
  toggleLabel?: string;
  /** Controlled expanded state. @default undefined */
  expanded?: boolean;
  /** Expanded state when uncontrolled. @default false */
  defaultExpanded?: boolean;
  /** Called when the arrow toggles. @default undefined */
  onExpandedChange?: (expanded: boolean) => void;
  /** Wraps the arrow button, e.g. to attach a CoachMark to it. @default (toggle) => toggle */
  renderToggle?: (toggle: ReactElement) => ReactNode;
  /** Heading level of the title. @default 2 */
  headingLevel?: 2 | 3 | 4;
}

/** GameCard's own props, the attributes of its root `<article>` and a `ref` to it. */
export type GameCardProps = PrimitiveProps<'article', GameCardOwnProps>;

function Arrow() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M6 9l6 6 6-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A home-page game card. With `href` its head is a link (through the host's `linkComponent`);
 * with `children` an arrow button beside it toggles a panel without navigating (disclosure
 * pattern: `aria-expanded`, `aria-controls`). `data-state` is `expanded`, `collapsed` or `link`.
 */
export const GameCard = forwardRef<HTMLElement, GameCardProps>(function GameCard(
  {
    title,
    description,
    icon,
    href,
    linkComponent,
    onNavigate,
    badge,
    children,
    toggleLabel = 'Show more',
    expanded: expandedProp,
    defaultExpanded = false,
    onExpandedChange,
    renderToggle = (toggle) => toggle,
    headingLevel = 2,
    ...rest
  },
  ref,
) {
  const panelId = useId();
  const [expanded, setExpanded] = useControllableState({
    prop: expandedProp,
    defaultProp: defaultExpanded,
    onChange: onExpandedChange,
    caller: 'GameCard',
  });
  const expandable = children !== undefined && children !== null && children !== false;

  const body = (
    <>
      {icon && <Icon aria-hidden="true">{icon}</Icon>}
      <Texts>
        <Title as={`h${headingLevel}`}>{title}</Title>
        {description && <Description>{description}</Description>}
        {badge}
      </Texts>
    </>
  );

  return (
    <Card
      {...rest}
      ref={ref}
      data-state={expandable ? (expanded ? 'expanded' : 'collapsed') : 'link'}
    >
      <Head>
        {href ? (
          <Main as={linkComponent ?? 'a'} href={href} onClick={onNavigate}>
            {body}
          </Main>
        ) : (
          <Main>{body}</Main>
        )}
        {expandable &&
          renderToggle(
            <Toggle
              type="button"
              aria-label={toggleLabel}
              aria-expanded={expanded}
              aria-controls={panelId}
              onClick={() => setExpanded((open) => !open)}
            >
              <Arrow />
            </Toggle>,
          )}
      </Head>
      {expandable && (
        <Panel id={panelId} hidden={!expanded}>
          {children}
        </Panel>
      )}
    </Card>
  );
});
