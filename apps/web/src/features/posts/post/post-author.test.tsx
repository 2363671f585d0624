import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PersonName } from '@/components/ui/person-name.tsx';
import { AgencyPopupContext } from '@/lib/agency-popup-context.ts';
import { authorFixture, commentFixture, postFixture } from '@/test/post-fixture.ts';
import { fakeApi, useLanguage } from '@/test/render.tsx';
import { renderAsUser } from '@/test/session.tsx';
import { PostCard } from './post-card.tsx';

const agency = authorFixture({ id: 30, fullname: 'Agencia Norte', profile_url: 'norte', type: 'agencia' });
const notFound: [number, unknown] = [404, { error: 'not_found', message: '', errors: [] }];

describe("an author's name", () => {
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('an agency author of a post or a comment is a button that opens the agency pop-up', () => {
    fakeApi(() => notFound);
    const openAgency = vi.fn();
    const post = postFixture({
      user: agency,
      commentsCount: 1,
      commentsItems: [commentFixture({ id: 1, user: agency })],
    });
    renderAsUser(
      <AgencyPopupContext.Provider value={openAgency}>
        <PostCard post={post} />
      </AgencyPopupContext.Provider>,
    );
    const names = screen.getAllByRole('button', { name: 'Agencia Norte' });
    expect(names).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Agencia Norte' })).toBeNull();
    for (const name of names) fireEvent.click(name);
    expect(openAgency).toHaveBeenCalledTimes(2);
    expect(openAgency).toHaveBeenCalledWith({ id: 30, fullname: 'Agencia Norte' });
  });

  it('a talent author stays a link to the profile, even where the pop-up is provided', () => {
    const openAgency = vi.fn();
    renderAsUser(
      <AgencyPopupContext.Provider value={openAgency}>
        <p data-testid="name">
          <PersonName person={authorFixture()} />
        </p>
      </AgencyPopupContext.Provider>,
    );
    const link = within(screen.getByTestId('name')).getByRole('link', { name: 'Luis Gómez' });
    expect(link.getAttribute('href')).toBe('/profile/luis');
    expect(screen.queryByRole('button', { name: 'Luis Gómez' })).toBeNull();
    expect(openAgency).not.toHaveBeenCalled();
  });

  it('an agency name is plain text where nothing provides the pop-up', () => {
    renderAsUser(<PersonName person={agency} />);
    expect(screen.getByText('Agencia Norte')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Agencia Norte' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Agencia Norte' })).toBeNull();
  });
});
