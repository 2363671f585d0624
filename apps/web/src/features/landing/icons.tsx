/** Small inline icons for the landing page (stroke icons on a 24 px grid, currentColor). */
const paths = {
  chevronLeft: 'M15 5l-7 7 7 7',
  chevronRight: 'M9 5l7 7-7 7',
  pause: 'M9 5v14M15 5v14',
  play: 'M8 5l11 7-11 7z',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM16 16l4.5 4.5',
  flame:
    'M12 21c4 0 6.5-2.6 6.5-6.2 0-4.3-3.7-6.3-4.5-10.3-2.6 1.7-3.6 4.3-3.2 6.6-1.3-.5-2-1.7-2.2-3-1.8 1.6-3.1 4-3.1 6.7C5.5 18.4 8 21 12 21z',
  message: 'M4 5h16v11H9l-5 4z',
  arrowRight: 'M5 12h14M13 6l6 6-6 6',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
