import { useTranslation } from 'react-i18next';
import './verified-badge.css';

/**
 * A verified agency's badge: a check in a seal, named "Agencia verificada" / "Verified agency" for
 * assistive technology (an image with its name) and shown as a tooltip.
 */
export function VerifiedBadge({ size = 16 }: { size?: number }) {
  const { t } = useTranslation('ui');
  const name = t('verifiedAgency');
  return (
    <span className="verified-badge" role="img" aria-label={name} title={name}>
      <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 1.5l2.6 1.9 3.2-.1 1 3 2.6 1.9-1 3 1 3-2.6 1.9-1 3-3.2-.1L12 22.5l-2.6-1.9-3.2.1-1-3-2.6-1.9 1-3-1-3 2.6-1.9 1-3 3.2.1z"
        />
        <path
          fill="none"
          stroke="#fff"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M7.5 12.2l3 3 6-6.2"
        />
      </svg>
    </span>
  );
}
