import { MyOpportunitiesPage } from '@/features/opportunities/posting/my-opportunities-page.tsx';

/** /mis-oportunidades: the agency's own opportunities. */
export default function MyOpportunitiesRoute() {
  return <MyOpportunitiesPage />;
}
