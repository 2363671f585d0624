/** A count over an icon; nothing when zero; 99+ past 99. The number is also in the button's label. */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="unread-badge" aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** The waiting message requests beside the unread badge (below it, in violet); its number is in the label too. */
export function RequestsBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="requests-badge" aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}
