import { forwardRef, type ReactNode } from 'react';
import type { LinkComponent } from './link';
import { Tag, TagDescription, TagLabel, type Difficulty } from './GameCard.styles';
import type { PrimitiveProps } from '../primitive';

interface DifficultyTagOwnProps {
  /** The level: picks the colour (theme.colors.difficulty) and the `data-level` hook. */
  level: Difficulty;
  /** The visible name of the level, e.g. 'Easy', so colour is never the only cue. */
  label: string;
  /** A short explanation, e.g. 'Ranks 1 to 50'. @default undefined */
  description?: string;
  /** Where the tag leads, e.g. '/classic/easy'; without it the tag is plain text. @default undefined */
  href?: string;
  /** The host's link component (router). @default 'a' */
  linkComponent?: LinkComponent;
  /** Called when the tag link is used (tracking). @default undefined */
  onClick?: () => void;
  /** A status after the description, e.g. a "done today" mark. @default undefined */
  badge?: ReactNode;
}

/** DifficultyTag's own props, the attributes of its root (`<a>`, or `<span>` without `href`) and a `ref` to it. */
export type DifficultyTagProps = PrimitiveProps<'a', DifficultyTagOwnProps>;

/** A Classic difficulty tag: easy green, medium yellow, hard red, always with its name. */
export const DifficultyTag = forwardRef<HTMLAnchorElement, DifficultyTagProps>(
  function DifficultyTag(
    { level, label, description, href, linkComponent, onClick, badge, ...rest },
    ref,
  ) {
    const content = (
      <>
        <TagLabel>{label}</TagLabel>
        {description && <TagDescription>{description}</TagDescription>}
        {badge}
      </>
    );
    if (!href) {
      return (
        <Tag {...(rest as object)} ref={ref} as="span" $level={level} data-level={level}>
          {content}
        </Tag>
      );
    }
    return (
      <Tag
        {...rest}
        ref={ref}
        as={linkComponent ?? 'a'}
        href={href}
        onClick={onClick}
        $level={level}
        data-level={level}
      >
        {content}
      </Tag>
    );
  },
);
