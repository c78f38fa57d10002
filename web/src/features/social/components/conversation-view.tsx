import { type Conversation, type Message, MESSAGE_MAX_LENGTH, type SocialProfile } from '@tracker/contracts';
import { useEffect, useId, useRef, useState } from 'react';

import { useTranslation } from '../../../i18n/use-translation';
import { useMessages } from '../api/get-messages';
import { useMarkConversationRead } from '../api/mark-conversation-read';
import { useSendMessage } from '../api/send-message';
import { writeFailureText } from '../api/social-call';

interface ConversationViewProps {
  userId: string;
  friend: SocialProfile;
  /** Their conversation, once there is one (a first message starts it). */
  conversation: Conversation | undefined;
  /** The conversation's id as the friends list had it, while the conversations load. */
  knownConversationId: string | null;
  /** Poll the messages this often (only while the socket is down). */
  pollMs: number | false;
  onBack: () => void;
}

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/**
 * Spec §2: the conversation with a friend, a back arrow, the messages (older pages on demand) and the
 * composer. It marks the conversation read while open, whenever a message from the friend is unread.
 */
export function ConversationView({
  userId,
  friend,
  conversation,
  knownConversationId,
  pollMs,
  onBack,
}: ConversationViewProps) {
  const { t } = useTranslation('social');
  const conversationId = conversation?.id ?? knownConversationId;
  const { messages, isPending, hasOlder, loadingOlder, loadOlder } = useMessages(
    userId,
    conversationId,
    pollMs,
  );
  const markRead = useMarkConversationRead(userId);
  const backRef = useRef<HTMLButtonElement>(null);
  const endRef = useRef<HTMLLIElement>(null);

  useEffect(() => {
    backRef.current?.focus();
  }, []);

  // Read while open: every unread message from the friend, as it arrives or loads.
  const unread = conversation?.unreadCount ?? 0;
  const newest = messages.at(-1);
  const asked = useRef<string | null>(null);
  const { mutate } = markRead;
  useEffect(() => {
    if (!conversationId || unread === 0) return;
    const key = `${conversationId}:${newest?.id ?? ''}:${unread}`;
    if (asked.current === key) return;
    asked.current = key;
    mutate(conversationId);
  }, [conversationId, unread, newest?.id, mutate]);

  // In braces: newer browsers' scrollIntoView returns a promise, which React would take for a cleanup.
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [newest?.id]);

  const friendRead = conversation?.participants.find(({ id }) => id === friend.id)?.lastReadAt ?? null;
  const lastOwn = messages.findLast(({ senderId }) => senderId === userId);
  const seenId = lastOwn && friendRead !== null && friendRead >= lastOwn.createdAt ? lastOwn.id : null;

  return (
    <section className="conversation" aria-label={t('conversation.label', { name: friend.displayName })}>
      <header className="conversation__header">
        <button
          ref={backRef}
          type="button"
          className="conversation__back"
          aria-label={t('conversation.back')}
          onClick={onBack}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M15 5 8 12l7 7" />
          </svg>
        </button>
        <h3 className="conversation__title">{friend.displayName}</h3>
      </header>
      {hasOlder && (
        <button
          type="button"
          className="social-button conversation__older"
          disabled={loadingOlder}
          onClick={loadOlder}
        >
          {loadingOlder ? t('conversation.loadingOlder') : t('conversation.older')}
        </button>
      )}
      <ol
        className="conversation__messages"
        role="log"
        aria-label={t('conversation.messages')}
        aria-live="polite"
      >
        {isPending && <li className="social-sidebar__muted">{t('conversation.loading')}</li>}
        {!isPending && messages.length === 0 && (
          <li className="social-sidebar__muted">{t('conversation.empty')}</li>
        )}
        {messages.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            own={message.senderId === userId}
            author={message.senderId === userId ? t('conversation.you') : friend.displayName}
            seen={message.id === seenId}
          />
        ))}
        <li ref={endRef} aria-hidden="true" />
      </ol>
      <Composer userId={userId} friend={friend} />
    </section>
  );
}

interface MessageItemProps {
  message: Message;
  own: boolean;
  author: string;
  seen: boolean;
}

/** One message, as plain text: nothing in it is markup, and a link is only its words. */
function MessageItem({ message, own, author, seen }: MessageItemProps) {
  const { t } = useTranslation('social');
  return (
    <li className={`message${own ? ' message--own' : ''}`}>
      <span className="visually-hidden">{t('conversation.author', { author })}</span>
      <p className="message__text">{message.content}</p>
      <span className="message__meta">
        <time dateTime={message.createdAt}>{timeFormat.format(new Date(message.createdAt))}</time>
        {seen && <span className="message__seen">{t('conversation.seen')}</span>}
      </span>
    </li>
  );
}

/** Spec §5: sending is disabled for blank text. Enter sends, Shift+Enter starts a new line. */
function Composer({ userId, friend }: { userId: string; friend: SocialProfile }) {
  const { t } = useTranslation('social');
  const [text, setText] = useState('');
  const send = useSendMessage(userId, friend.id);
  const inputId = useId();
  const blank = text.trim() === '';

  // The box empties at once, so the next message can be written while this one is sent; a failed
  // message comes back into an empty box.
  const submit = () => {
    if (blank) return;
    const content = text.trim();
    setText('');
    send.mutate(content, {
      onError: (error) => {
        console.error(error.message);
        setText((current) => (current === '' ? content : current));
      },
    });
  };

  return (
    <form
      className="composer"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t('conversation.composerLabel', { name: friend.displayName })}
      </label>
      <textarea
        id={inputId}
        className="composer__input"
        rows={2}
        placeholder={t('conversation.placeholder')}
        maxLength={MESSAGE_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            submit();
          }
        }}
      />
      <button type="submit" className="social-button social-button--primary" disabled={blank}>
        {t('conversation.send')}
      </button>
      {send.isError && (
        <p className="social-sidebar__error" role="alert">
          {writeFailureText(send.error)}
        </p>
      )}
    </form>
  );
}
