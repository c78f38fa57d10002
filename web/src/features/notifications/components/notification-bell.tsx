import '../../../components/ui/count-badge.css';
import './notification-bell.css';

import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

import { useTranslation } from '../../../i18n/use-translation';
import { activityTime } from '../../activity/activity-text';
import { useSocialBadges } from '../../social/api/social-badges';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { notificationText, unreadBadgeText } from '../notification-text';

/**
 * The header's bell for the signed-in user `userId`: the unread count (from the session's badges until
 * the list loads, then from the list), and a popover with the notifications newest first; a click marks
 * one read, 'Mark all read' every one. The friends sidebar's socket keeps both live
 * (`social.notification.created`). The list loads when the popover first opens, or at once when the
 * session brought no count.
 */
export function NotificationBell({ userId }: { userId: string }) {
  const { t, language } = useTranslation('notifications');
  const [open, setOpen] = useState(false);
  const badges = useSocialBadges(userId);
  const [listWanted, setListWanted] = useState(false);
  if (!listWanted && (open || badges === undefined)) setListWanted(true);
  const { notifications, unread, isPending, isError, hasOlder, loadingOlder, loadOlder } = useNotifications(
    userId,
    listWanted,
  );
  const markRead = useMarkNotificationRead(userId);
  const markAllRead = useMarkAllNotificationsRead(userId);
  const count = unread ?? badges?.unreadNotifications ?? 0;
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const headingId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    return () => document.removeEventListener('mousedown', closeOnOutsideClick);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div className="notification-bell" ref={containerRef} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="notification-bell__button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={count > 0 ? t('bellUnread', { count }) : t('bell')}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0" />
        </svg>
        {count > 0 && (
          <span className="count-badge notification-bell__badge" aria-hidden="true">
            {unreadBadgeText(count)}
          </span>
        )}
      </button>
      {open && (
        <section id={panelId} className="notification-bell__panel" aria-labelledby={headingId}>
          <div className="notification-bell__header">
            <h2 id={headingId}>{t('heading')}</h2>
            <button
              type="button"
              className="notification-bell__all"
              disabled={count === 0 || markAllRead.isPending}
              onClick={() => markAllRead.mutate()}
            >
              {t('markAllRead')}
            </button>
          </div>
          {isPending ? (
            <p className="notification-bell__note">{t('loading')}</p>
          ) : isError && notifications.length === 0 ? (
            <p className="notification-bell__note">{t('failed')}</p>
          ) : notifications.length === 0 ? (
            <p className="notification-bell__note">{t('empty')}</p>
          ) : (
            <ul className="notification-bell__list">
              {notifications.map((notification) => {
                const text = notificationText(notification, t);
                return (
                  <li key={notification.id}>
                    <button
                      type="button"
                      className={`notification-bell__item${notification.readAt ? '' : ' notification-bell__item--unread'}`}
                      aria-label={notification.readAt ? text : t('unread', { text })}
                      onClick={() => {
                        if (!notification.readAt) markRead.mutate(notification.id);
                      }}
                    >
                      <span className="notification-bell__text">{text}</span>
                      <time dateTime={notification.createdAt}>
                        {activityTime(notification.createdAt, Date.now(), language)}
                      </time>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          {hasOlder && (
            <button
              type="button"
              className="notification-bell__older"
              disabled={loadingOlder}
              onClick={loadOlder}
            >
              {t('older')}
            </button>
          )}
        </section>
      )}
    </div>
  );
}
