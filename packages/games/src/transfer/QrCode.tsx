import { useMemo } from 'react';
import type { encode as encodeQr } from 'uqr';
import { later, LaterPart } from '../later';
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
 * The encoder (uqr, about 4 kB gzip), loaded later: when a code is first shown, never with the
 * page or the rest of the dialog. A failed load shows the part's retry in the code's place (the
 * code and the link are still there to type or copy), tried again when the connection comes back.
 */
const encoder = later(() => import('uqr'));

/** A QR code drawn as SVG, once its encoder is here; a blank square of its size meanwhile. */
export function QrCode({ value, label }: QrCodeProps) {
  return (
    <LaterPart
      part={encoder}
      fallback={<Placeholder role="img" aria-label={label} aria-busy="true" />}
    >
      {({ encode }) => <Drawn encode={encode} value={value} label={label} />}
    </LaterPart>
  );
}

function Drawn({ encode, value, label }: QrCodeProps & { encode: typeof encodeQr }) {
  // Medium error correction and a 2-module quiet zone (drawn on paper below) read well from a
  // screen.
  const { size, path } = useMemo(() => {
    const { data, size } = encode(value, { ecc: 'M', border: 2 });
    return { size, path: modulesPath(data) };
  }, [encode, value]);
  return (
    <Svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      data-testid="transfer-qr"
    >
      <Modules d={path} />
    </Svg>
  );
}
