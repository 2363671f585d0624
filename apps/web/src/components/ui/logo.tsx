import { Link } from 'react-router';
import { paths } from '@/lib/paths.ts';

export function Logo({ to = paths.landing, inverted = false }: { to?: string; inverted?: boolean }) {
  return (
    <Link to={to} className={`logo${inverted ? ' logo--inverted' : ''}`} aria-label="Vitrina">
      <svg viewBox="0 0 64 64" width="32" height="32" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="currentColor" className="logo__mark" />
        <path d="M16 18h8l8 22 8-22h8L36 48h-8z" fill="#ff6b57" />
      </svg>
      <span className="logo__word">Vitrina</span>
    </Link>
  );
}
