import '../../../components/ui/count-badge.css';
import './social-sidebar.css';

import type { Conversation, Friend, FriendRequests } from '@tracker/contracts';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

import { useTranslation } from '../../../i18n/use-translation';
import { useConversations } from '../api/get-conversations';
import { useFriendRequests } from '../api/get-friend-requests';
import { useFriends } from '../api/get-friends';
import { useSocialBadges } from '../api/social-badges';
import { useSocialSocket } from '../hooks/use-social-socket';
import { badgeText, CHAT_POLL_MS, CONVERSATIONS_POLL_MS, TOTAL_BADGE_CAP } from '../social-labels';
import { ConversationView } from './conversation-view';
import { conversationWith, FriendsPanel } from './friends-panel';
import { RequestsPanel } from './requests-panel';

type Tab = 'friends' | 'requests';
const TABS: Tab[] = ['friends', 'requests'];

const NO_CONVERSATIONS: Conversation[] = [];
const NO_REQUESTS: FriendRequests = { incoming: [], outgoing: [] };

/**
 * Spec §2 friends sidebar for the signed-in user `userId`: a floating button with the badge (pending
 * requests plus unread messages, 99+), and the 300 px panel on the right (a full-width sheet on a
 * phone) with the friends and requests tabs and a conversation view. The badge starts from the session's
 * counts and pushes move it; the lists load when the panel first opens, when the socket is down, when a
 * push needs them or when the session brought no counts. Live through the socket; while it is down, spec
 * §7's polling keeps the conversations (and the requests) and the open chat fresh.
 */
export function SocialSidebar({ userId }: { userId: string }) {
  const { t } = useTranslation('social');
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<Tab>('friends');
  const [chatWith, setChatWith] = useState<Friend | null>(null);
  const { status, pushNeedsLists } = useSocialSocket(userId);
  const live = status === 'live';
  const badges = useSocialBadges(userId);
  // Once wanted, the lists stay loaded and kept fresh: the badge then counts from them.
  const [listsWanted, setListsWanted] = useState(false);
  if (!listsWanted && (open || pushNeedsLists || status === 'down' || badges === undefined))
    setListsWanted(true);
  const listPollMs = live ? false : CONVERSATIONS_POLL_MS;
  const loadedConversations = useConversations(userId, listPollMs, listsWanted);
  const loadedRequests = useFriendRequests(userId, listPollMs, listsWanted);
  const conversations = loadedConversations ?? NO_CONVERSATIONS;
  const requests = loadedRequests ?? NO_REQUESTS;
  // The friends load when the panel first opens.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const { friends } = useFriends(userId, opened);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const panelId = useId();

  const pending = loadedRequests ? loadedRequests.incoming.length : (badges?.pendingRequests ?? 0);
  const unread = loadedConversations
    ? loadedConversations.reduce((sum, { unreadCount }) => sum + unreadCount, 0)
    : (badges?.unreadMessages ?? 0);
  const total = pending + unread;

  // A friend who is no longer one (removed, blocked) closes their conversation.
  const stillFriend = chatWith === null || friends.some(({ friend }) => friend.id === chatWith.friend.id);
  useEffect(() => {
    if (!stillFriend) setChatWith(null);
  }, [stillFriend]);

  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented) close();
  };

  const onTabKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next: Tab = tab === 'friends' ? 'requests' : 'friends';
    setTab(next);
    document.getElementById(`${panelId}-${next}-tab`)?.focus();
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="social-fab"
        aria-label={total > 0 ? t('fabNew', { total }) : t('fab')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 5h16v11H9l-5 4z" />
        </svg>
        {total > 0 && (
          <span className="count-badge social-fab__badge" data-testid="social-badge" aria-hidden="true">
            {badgeText(total, TOTAL_BADGE_CAP)}
          </span>
        )}
      </button>
      <aside
        ref={panelRef}
        id={panelId}
        className="social-sidebar"
        aria-label={t('sidebar')}
        hidden={!open}
        onKeyDown={onPanelKeyDown}
      >
        <header className="social-sidebar__header">
          <h2 className="social-sidebar__title">{t('heading')}</h2>
          <button type="button" className="social-sidebar__close" aria-label={t('close')} onClick={close}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </header>
        {open && chatWith ? (
          <ConversationView
            key={chatWith.friend.id}
            userId={userId}
            friend={chatWith.friend}
            conversation={conversationWith(conversations, chatWith.friend.id)}
            knownConversationId={chatWith.conversationId}
            pollMs={live ? false : CHAT_POLL_MS}
            onBack={() => {
              setChatWith(null);
              setTab('friends');
            }}
          />
        ) : (
          open && (
            <>
              <div className="social-sidebar__tabs" role="tablist" aria-label={t('tabs')}>
                {TABS.map((value) => (
                  <button
                    key={value}
                    id={`${panelId}-${value}-tab`}
                    type="button"
                    role="tab"
                    aria-selected={tab === value}
                    aria-controls={`${panelId}-${value}`}
                    tabIndex={tab === value ? 0 : -1}
                    className="social-sidebar__tab"
                    onClick={() => setTab(value)}
                    onKeyDown={onTabKeyDown}
                  >
                    {value === 'friends' ? t('tabFriends') : t('tabRequests')}
                    {value === 'requests' && pending > 0 && (
                      <span className="social-badge">{badgeText(pending, TOTAL_BADGE_CAP)}</span>
                    )}
                  </button>
                ))}
              </div>
              <div
                id={`${panelId}-${tab}`}
                role="tabpanel"
                aria-labelledby={`${panelId}-${tab}-tab`}
                className="social-sidebar__panel"
              >
                {tab === 'friends' ? (
                  <FriendsPanel
                    userId={userId}
                    friends={friends}
                    requests={requests}
                    conversations={conversations}
                    onOpen={setChatWith}
                  />
                ) : (
                  <RequestsPanel userId={userId} requests={requests} />
                )}
              </div>
            </>
          )
        )}
      </aside>
    </>
  );
}
