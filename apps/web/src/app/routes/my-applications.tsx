import { MyApplicationsPage } from '@/features/opportunities/applying/my-applications-page.tsx';
import { usePageParam } from './use-page-param.ts';

/** /postulaciones: "Mis postulaciones", a talent's applications. */
export default function MyApplicationsRoute() {
  const { page, hrefOf } = usePageParam();
  return <MyApplicationsPage page={page} hrefOf={hrefOf} />;
}
