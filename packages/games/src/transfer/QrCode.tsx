import { useEffect, useState } from 'react';
import { styled } from 'styled-components';

const Svg = styled.svg`
  display: block;
  width: 168px;
  height: 168px;
  background: ${({ theme }) => theme.colors.qrCode.paper};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Modules = styled.path`
  fill: ${({ theme }) => theme.colors.qrCode.ink};
`;

const Placeholder = styled.div`
  width: 168px;
  height: 168px;
  background: ${({ theme }) => theme.colors.qrCode.paper};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

/** One square path per dark module: a single `<path>` keeps the DOM small. */
function modulesPath(modules: readonly (readonly boolean[])[]): string {
  let path = '';
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return path;
}

export interface QrCodeProps {
  /** What the code encodes (the link, or the code itself where there is no link). */
  value: string;
  /** The image's accessible name. */
  label: string;
}

/**
 * A QR code drawn as SVG. The encoder (uqr, about 4 kB gzip) is imported when a code is first
 * shown, never with the page or the rest of the dialog.
 */
export function QrCode({ value, label }: QrCodeProps) {
  const [drawn, setDrawn] = useState<{ value: string; size: number; path: string } | null>(null);
  useEffect(() => {
    let live = true;
    void import('uqr')
      .then(({ encode }) => {
        // Medium error correction and a 2-module quiet zone (drawn on paper below) read well
        // from a screen.
        const { data, size } = encode(value, { ecc: 'M', border: 2 });
        if (live) setDrawn({ value, size, path: modulesPath(data) });
      })
      .catch(() => {
        // Without the encoder the code and the link are still there to type or copy.
      });
    return () => {
      live = false;
    };
  }, [value]);
  if (!drawn || drawn.value !== value) {
    return <Placeholder role="img" aria-label={label} aria-busy="true" />;
  }
  return (
    <Svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${drawn.size} ${drawn.size}`}
      shapeRendering="crispEdges"
      data-testid="transfer-qr"
    >
      <Modules d={drawn.path} />
    </Svg>
  );
}
