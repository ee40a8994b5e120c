/** The Indian veg / non-veg square mark, with words for screen readers (colour is never the only signal). */
export function VegMark({ veg }: { veg: boolean }) {
  const color = veg ? '#2b8a3e' : '#c92a2a';
  return (
    <span
      role="img"
      aria-label={veg ? 'Vegetarian' : 'Non-vegetarian'}
      title={veg ? 'Vegetarian' : 'Non-vegetarian'}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 14,
        height: 14,
        border: `1.5px solid ${color}`,
        borderRadius: 2,
        flex: 'none',
      }}
    >
      <span style={{ width: 7, height: 7, borderRadius: '50%', background: color }} />
    </span>
  );
}
