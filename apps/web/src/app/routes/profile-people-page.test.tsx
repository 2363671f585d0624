import { cleanup, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { personFixture, profileFixture } from '@/test/profile-fixture.ts';
import { fakeApi, useLanguage, type FakeCall } from '@/test/render.tsx';
import { renderAsUser } from '@/test/session.tsx';
import ProfileFollowersPage from './profile-followers-page.tsx';
import ProfileFollowingsPage from './profile-followings-page.tsx';

const notFound: [number, unknown] = [404, { error: 'not_found', message: '', errors: [] }];

function renderPage(route: string) {
  return renderAsUser(
    <Routes>
      <Route path="/profile/:id/followers" element={<ProfileFollowersPage />} />
      <Route path="/profile/:id/followings" element={<ProfileFollowingsPage />} />
      <Route path="/noticias" element={<p>noticias</p>} />
    </Routes>,
    { route },
  );
}

const people = (call: FakeCall): [number, unknown] => {
  if (call.path === '/users/luis/profile') return [200, profileFixture()];
  if (call.path.startsWith('/users/luis/followers') || call.path.startsWith('/users/luis/following')) {
    return [200, { rows: [personFixture()], count: 1 }];
  }
  return notFound;
};

describe('the followers and followings pages', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('followers, in English: titled "{name}\'s Followers", the list under a level-one heading', async () => {
    await useLanguage('en');
    const calls = fakeApi(people);
    renderPage('/profile/luis/followers');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: '1 follower' })).toBeTruthy());
    expect(document.title).toBe("Luis Gómez's Followers · Vitrina");
    expect(screen.getByRole('link', { name: "Back to Luis Gómez's profile" }).getAttribute('href')).toBe(
      '/profile/luis',
    );
    expect(calls.some((call) => call.path.startsWith('/users/luis/followers?'))).toBe(true);
  });

  it('followings, in Spanish: titled "A quién sigue {name}"', async () => {
    await useLanguage('es');
    const calls = fakeApi(people);
    renderPage('/profile/luis/followings');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toBeTruthy());
    await waitFor(() => expect(document.title).toBe('A quién sigue Luis Gómez · Vitrina'));
    expect(calls.some((call) => call.path.startsWith('/users/luis/following?'))).toBe(true);
  });

  it('sends the viewer to /noticias when the profile is not there', async () => {
    await useLanguage('en');
    fakeApi(() => notFound);
    renderPage('/profile/nadie/followers');
    await waitFor(() => expect(screen.getByText('noticias')).toBeTruthy());
  });
});
