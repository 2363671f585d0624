import type { Contact } from '@vitrina/contract/messages';
import { ContactItem } from './contact-item.tsx';

/** The pages of a list of conversations loaded so far (inbox or requests), and the button for the next. */
export function ContactPages({
  rows,
  activeProfileUrl,
  pages,
  moreLabel,
  loadingLabel,
}: {
  rows: readonly Contact[];
  activeProfileUrl: string | undefined;
  pages: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  moreLabel: string;
  loadingLabel: string;
}) {
  return (
    <>
      <ul className="contact-list">
        {rows.map((contact) => (
          <ContactItem key={contact.id} contact={contact} active={contact.profile_url === activeProfileUrl} />
        ))}
      </ul>
      {pages.hasNextPage && (
        <button
          type="button"
          className="button button--ghost contact-list__more"
          disabled={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          {pages.isFetchingNextPage ? loadingLabel : moreLabel}
        </button>
      )}
    </>
  );
}
