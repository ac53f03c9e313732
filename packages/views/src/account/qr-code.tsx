import { encode } from 'uqr';

/**
 * A QR code drawn as SVG paths from uqr's module matrix: no canvas, no inline styles (the CSP
 * forbids them), always dark on white with a quiet zone so phones read it in the dark theme too.
 */
export function QrCode({ value, label, size = 176 }: { value: string; label: string; size?: number }) {
  const { data } = encode(value, { ecc: 'M', border: 2 });
  const path = data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('');
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${data.length} ${data.length}`}
      shapeRendering="crispEdges"
    >
      <rect width="100%" height="100%" fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
