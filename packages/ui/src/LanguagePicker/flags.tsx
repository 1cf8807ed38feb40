import type { ReactNode, SVGProps } from 'react';

/** A flag: an SVG drawn in a 3:2 box, sized by its container. */
type FlagComponent = (props: SVGProps<SVGSVGElement>) => ReactNode;

/**
 * A flag drawn from plain shapes in a 30×20 box. The six flags the languages need are drawn here,
 * simplified where a detail cannot show at the picker's size (Spain's and Portugal's arms), rather
 * than taken from a 21 MB package of every country's flags.
 */
function drawnFlag(shapes: ReactNode): FlagComponent {
  return function Flag(props) {
    return (
      <svg viewBox="0 0 30 20" {...props}>
        {shapes}
      </svg>
    );
  };
}

/** Three vertical bands (France, Italy). */
const tricolour = (left: string, middle: string, right: string) => (
  <>
    <rect width="10" height="20" fill={left} />
    <rect x="10" width="10" height="20" fill={middle} />
    <rect x="20" width="10" height="20" fill={right} />
  </>
);

const GB = drawnFlag(
  <>
    <rect width="30" height="20" fill="#012169" />
    <path d="M0 0l30 20M30 0L0 20" stroke="#fff" strokeWidth="4" />
    <path d="M0 0l30 20M30 0L0 20" stroke="#C8102E" strokeWidth="1.5" />
    <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
    <path d="M15 0v20M0 10h30" stroke="#C8102E" strokeWidth="3.5" />
  </>,
);
const ES = drawnFlag(
  <>
    <rect width="30" height="20" fill="#AA151B" />
    <rect y="5" width="30" height="10" fill="#F1BF00" />
  </>,
);
const FR = drawnFlag(tricolour('#002654', '#fff', '#CE1126'));
const IT = drawnFlag(tricolour('#009246', '#fff', '#CE2B37'));
const PL = drawnFlag(
  <>
    <rect width="30" height="20" fill="#fff" />
    <rect y="10" width="30" height="10" fill="#DC143C" />
  </>,
);
const PT = drawnFlag(
  <>
    <rect width="30" height="20" fill="#FF0000" />
    <rect width="12" height="20" fill="#006600" />
    <circle cx="12" cy="10" r="4.5" fill="#FFE000" />
    <path d="M9.8 7.5h4.4v3.7a2.2 2.2 0 0 1-4.4 0z" fill="#FF0000" stroke="#fff" strokeWidth=".6" />
  </>,
);

/** The flag shown for each supported language code (SPEC §3). */
export const LANGUAGE_FLAGS: Readonly<Record<string, FlagComponent>> = {
  en: GB,
  es: ES,
  fr: FR,
  pl: PL,
  it: IT,
  pt: PT,
};

/** The flag of a language; throws `Flag not found for language: {code}` (SPEC §8) otherwise. */
export function getLanguageFlag(code: string): FlagComponent {
  const flag = Object.hasOwn(LANGUAGE_FLAGS, code) ? LANGUAGE_FLAGS[code] : undefined;
  if (!flag) throw new Error(`Flag not found for language: ${code}`);
  return flag;
}
