import { LandingPage } from '@/features/landing/landing-page.tsx';

/** `/` for visitors (logged-in users are sent to /noticias by LandingGate). */
export default function Landing() {
  return <LandingPage />;
}
