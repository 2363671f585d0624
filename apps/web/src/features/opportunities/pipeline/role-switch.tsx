import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Opportunity } from '@vitrina/contract/opportunities';
import { paths } from '@/lib/paths.ts';

/** The opportunity's other roles' pipelines, when it has more than one. */
export function RoleSwitch({ opportunity, roleId }: { opportunity: Opportunity; roleId: number }) {
  const { t } = useTranslation('pipeline');
  if (opportunity.roles.length < 2) return null;
  return (
    <nav className="role-switch" aria-label={t('roles')}>
      <ul>
        {opportunity.roles.map((role) => (
          <li key={role.id}>
            <Link
              to={paths.opportunityApplicants(opportunity.id, role.id)}
              aria-current={role.id === roleId ? 'page' : undefined}
            >
              {role.name}
              {role.applicantsCount !== undefined && ` (${role.applicantsCount})`}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
