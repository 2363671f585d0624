/** A count over an icon; nothing when zero; 99+ past 99. The number is also in the button's label. */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="unread-badge" aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}
