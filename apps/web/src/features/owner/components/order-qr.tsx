import { encode } from 'uqr';

/** A QR code of `text` as an SVG of dark modules (one path), `sizeMm` wide: crisp on a thermal printer. */
export function OrderQr({ text, sizeMm, label }: { text: string; sizeMm: number; label: string }) {
  const { data, size } = encode(text, { border: 1 });
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      width={`${sizeMm}mm`}
      height={`${sizeMm}mm`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
