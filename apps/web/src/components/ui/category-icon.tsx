import type { ReactNode } from 'react';

/** A drawing per category id (1–8, spec §1), on a 24 px grid. */
const paths: Record<number, ReactNode> = {
  1: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m12 7 4 3-1.5 5h-5L8 10z" />
      <path d="M12 3v4M16 10l4.5-1.5M14.5 15l2.5 4M9.5 15 7 19M8 10 3.5 8.5" />
    </>
  ),
  2: (
    <>
      <path d="M9 18V5l11-2v13" />
      <circle cx="6" cy="18" r="3" />
      <circle cx="17" cy="16" r="3" />
    </>
  ),
  3: (
    <>
      <path d="M12 3a9 9 0 1 0 0 18c1.4 0 2-1 2-2 0-1.5-1.5-1.8-1.5-3s1-2 2.5-2H18a3 3 0 0 0 3-3c0-4.4-4-8-9-8z" />
      <circle cx="7.5" cy="11" r="1.2" />
      <circle cx="10" cy="7" r="1.2" />
      <circle cx="15" cy="7.5" r="1.2" />
    </>
  ),
  4: (
    <>
      <rect x="3" y="9" width="18" height="12" rx="2" />
      <path d="m3 9 2-5 16 0-2 5M8 4l-1 5M13 4l-1 5M18 4l-1 5" />
    </>
  ),
  5: (
    <>
      <path d="M12 6a2 2 0 1 1 2-2" />
      <path d="M12 6v2L3 16h18l-9-8" />
      <path d="M6 16v4h12v-4" />
    </>
  ),
  6: (
    <>
      <path d="M4 5a2 2 0 0 1 2-2h13v15H6a2 2 0 0 0-2 2z" />
      <path d="M4 20a2 2 0 0 0 2 1h13v-3M8 7h7M8 11h5" />
    </>
  ),
  7: (
    <>
      <circle cx="12" cy="12" r="1.6" />
      <ellipse cx="12" cy="12" rx="9" ry="3.8" />
      <ellipse cx="12" cy="12" rx="9" ry="3.8" transform="rotate(60 12 12)" />
      <ellipse cx="12" cy="12" rx="9" ry="3.8" transform="rotate(120 12 12)" />
    </>
  ),
  8: (
    <>
      <path d="M7 14a4 4 0 1 1 1.5-7.7 4.5 4.5 0 0 1 7 0A4 4 0 1 1 17 14" />
      <path d="M7 14v6h10v-6M7 17h10" />
    </>
  ),
};

export function CategoryIcon({ id, size = 28 }: { id: number; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[id]}
    </svg>
  );
}

/** Each category's hue (HSL), the same the category tiles of the picker use, for tinting its icon. */
const hues: Record<number, number> = { 1: 145, 2: 268, 3: 8, 4: 220, 5: 326, 6: 35, 7: 190, 8: 20 };

export function categoryHue(id: number): number {
  return hues[id] ?? 260;
}
