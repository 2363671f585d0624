import { useTranslation } from 'react-i18next';
import { categories, categoryName } from '@vitrina/contract/category-data';
import { isLang } from '@vitrina/contract/constants';
import { Icon } from './icons.tsx';

/*
 * Illustrations built from HTML and CSS (no image requests, localised, crisp at any size): a talent's
 * profile, an agency's search, the category collage, a post and a conversation. They show how the
 * product looks; the names in them are examples. Decorative, so hidden from assistive technology.
 */

export function ProfileMock() {
  const { t } = useTranslation('landing');
  return (
    <div className="mock mock--profile" aria-hidden="true">
      <div className="mock-card">
        <div className="mock-profile__cover" />
        <div className="mock-profile__head">
          <span className="mock-avatar mock-avatar--lg tone-coral">LR</span>
          <span className="mock-pill mock-pill--solid">{t('mock.follow')}</span>
        </div>
        <p className="mock-profile__name">{t('mock.profileName')}</p>
        <p className="mock-profile__meta">{t('mock.profileMeta')}</p>
        <p className="mock-profile__stat">
          <Icon name="flame" size={16} /> {t('mock.followers')}
        </p>
        <div className="mock-grid">
          <span className="tile tone-amber" />
          <span className="tile tone-violet">
            <Icon name="play" size={18} />
          </span>
          <span className="tile tone-mint" />
          <span className="tile tone-pink" />
          <span className="tile tone-sky" />
          <span className="tile tone-coral" />
        </div>
      </div>
      <div className="mock-toast">
        <span className="mock-avatar mock-avatar--sm tone-ink">EN</span>
        {t('mock.newFollower')}
      </div>
    </div>
  );
}

export function SearchMock() {
  const { t } = useTranslation('landing');
  const results = [
    { initials: 'MS', name: 'Mariana Soto', meta: t('mock.resultOneMeta'), tone: 'tone-violet' },
    { initials: 'AL', name: 'Andrés Lira', meta: t('mock.resultTwoMeta'), tone: 'tone-amber' },
    { initials: 'PG', name: 'Paula Gómez', meta: t('mock.resultThreeMeta'), tone: 'tone-mint' },
  ];
  return (
    <div className="mock mock--search" aria-hidden="true">
      <div className="mock-card">
        <div className="mock-search">
          <Icon name="search" size={18} />
          {t('mock.searchQuery')}
        </div>
        <p className="mock-label">{t('mock.results')}</p>
        <ul className="mock-list">
          {results.map((r) => (
            <li key={r.initials}>
              <span className={`mock-avatar ${r.tone}`}>{r.initials}</span>
              <span className="mock-list__text">
                <strong>{r.name}</strong>
                <small>{r.meta}</small>
              </span>
              <span className="mock-pill">{t('mock.follow')}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="mock-bubble">
        <Icon name="message" size={16} />
        {t('mock.message')}
      </div>
    </div>
  );
}

const tones = ['coral', 'amber', 'violet', 'mint', 'pink', 'sky', 'ink', 'sun'];

export function CategoryCollage() {
  const { i18n } = useTranslation();
  const lang = isLang(i18n.language) ? i18n.language : 'es';
  return (
    <ul className="mock mock--collage" aria-hidden="true">
      {categories.map((category, i) => (
        <li key={category.id} className={`collage-chip tone-${tones[i % tones.length]}`}>
          {categoryName(category, lang)}
        </li>
      ))}
    </ul>
  );
}

export function PostMock() {
  const { t } = useTranslation('landing');
  return (
    <div className="mock mock--post" aria-hidden="true">
      <div className="mock-card">
        <div className="mock-post__head">
          <span className="mock-avatar tone-coral">LR</span>
          <span className="mock-list__text">
            <strong>{t('mock.profileName')}</strong>
            <small>{t('mock.profileMeta')}</small>
          </span>
        </div>
        <div className="mock-post__photos">
          <span className="tile tone-violet" />
          <span className="tile tone-amber" />
          <span className="tile tone-pink" />
        </div>
        <div className="mock-post__actions">
          <span className="mock-post__fire">
            <Icon name="flame" size={18} /> 248
          </span>
          <span>
            <Icon name="message" size={18} /> 36
          </span>
        </div>
      </div>
    </div>
  );
}

export function ChatMock() {
  const { t } = useTranslation('landing');
  return (
    <div className="mock mock--chat" aria-hidden="true">
      <div className="mock-card">
        <div className="mock-post__head">
          <span className="mock-avatar tone-ink">EN</span>
          <span className="mock-list__text">
            <strong>Estudio Norte</strong>
            <small>{t('mock.profileName')}</small>
          </span>
        </div>
        <p className="chat-line chat-line--in">{t('mock.message')}</p>
        <p className="chat-line chat-line--out">
          <span className="chat-typing">
            <i />
            <i />
            <i />
          </span>
        </p>
      </div>
    </div>
  );
}
