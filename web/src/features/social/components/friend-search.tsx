import type { Friend, FriendRequests, PublicUser } from '@tracker/contracts';
import { useId, useState } from 'react';

import { useTranslation } from '../../../i18n/use-translation';
import { useUserSearch } from '../api/search-users';
import { useSendFriendRequest } from '../api/send-friend-request';
import { writeFailureText } from '../api/social-call';

interface FriendSearchProps {
  userId: string;
  friends: Friend[];
  requests: FriendRequests;
}

/** Finds people by name and sends them a request; blank text searches nothing (spec §5). */
export function FriendSearch({ userId, friends, requests }: FriendSearchProps) {
  const { t } = useTranslation('social');
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const { users, isFetching, searched, searchAgain } = useUserSearch(userId, query);
  const inputId = useId();

  return (
    <div className="friend-search">
      <form
        role="search"
        className="friend-search__form"
        onSubmit={(event) => {
          event.preventDefault();
          const next = text.trim();
          if (next === '') return;
          if (next === query) searchAgain();
          else setQuery(next);
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          id={inputId}
          type="search"
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="social-button">
          {t('search.submit')}
        </button>
      </form>
      {query !== '' && (
        <div aria-live="polite">
          {isFetching ? (
            <p className="social-sidebar__muted">{t('search.searching')}</p>
          ) : searched && users.length === 0 ? (
            <p className="social-sidebar__muted">{t('search.none')}</p>
          ) : (
            <ul className="friend-search__results" aria-label={t('search.results')}>
              {users
                .filter((found) => found.id !== userId)
                .map((found) => (
                  <SearchResult
                    key={found.id}
                    userId={userId}
                    found={found}
                    isFriend={friends.some(({ friend }) => friend.id === found.id)}
                    asked={requests.outgoing.some(
                      ({ receiver, status }) => receiver.id === found.id && status === 'pending',
                    )}
                  />
                ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

interface SearchResultProps {
  userId: string;
  found: PublicUser;
  isFriend: boolean;
  asked: boolean;
}

function SearchResult({ userId, found, isFriend, asked }: SearchResultProps) {
  const { t } = useTranslation('social');
  const send = useSendFriendRequest(userId);
  const state = isFriend ? t('search.friend') : asked || send.isSuccess ? t('search.sent') : null;

  return (
    <li className="friend-search__result">
      <span className="friend-row__name">
        {found.displayName} <span className="social-sidebar__muted">@{found.username}</span>
      </span>
      {state ? (
        <span className="social-sidebar__muted">{state}</span>
      ) : (
        <button
          type="button"
          className="social-button social-button--primary"
          aria-label={t('search.addLabel', { name: found.displayName })}
          disabled={send.isPending}
          onClick={() => send.mutate(found.id, { onError: (error) => console.error(error.message) })}
        >
          {t('search.add')}
        </button>
      )}
      {send.isError && (
        <p className="social-sidebar__error" role="alert">
          {writeFailureText(send.error)}
        </p>
      )}
    </li>
  );
}
