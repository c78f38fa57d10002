import './activity.css';

import type { ActivityEntry, FriendActivityEntry } from '@tracker/contracts';
import { Link } from 'react-router';

import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { UserAvatar } from '../../auth/components/user-avatar';
import { activitySentence, activityTime } from '../activity-text';

/** The title an entry is about, linked to its page; its number while the catalogue does not know it. */
function ActivityTitle({ anime }: { anime: ActivityEntry['anime'] }) {
  const { t } = useTranslation('activity');
  const title = anime.title ?? t('untitled', { id: anime.id });
  const link = { title: anime.title ?? '', mal_id: anime.id };
  return (
    <Link to={paths.anime.getHref(link)} state={paths.anime.getState(link)} className="activity-item__title">
      {title}
    </Link>
  );
}

/** One entry: the title's cover, what was done ('Watched episodes 3–5 of X'), and when; who, in a feed. */
export function ActivityItem({ entry, user }: { entry: ActivityEntry; user?: FriendActivityEntry['user'] }) {
  const { language } = useTranslation('activity');
  const { lead, trail } = activitySentence(entry, language);
  return (
    <li className="activity-item">
      {user && <UserAvatar name={user.displayName} url={user.avatar_url} />}
      {entry.anime.image ? (
        <img className="activity-item__cover" src={entry.anime.image} alt="" loading="lazy" />
      ) : (
        <span className="activity-item__cover" aria-hidden="true" />
      )}
      <div className="activity-item__body">
        <p className="activity-item__text">
          {user && (
            <>
              <Link to={paths.user.getHref(user.username)} className="activity-item__user">
                {user.displayName}
              </Link>{' '}
            </>
          )}
          {lead}
          <ActivityTitle anime={entry.anime} />
          {trail}
        </p>
        <time className="activity-item__time" dateTime={entry.at} title={new Date(entry.at).toLocaleString()}>
          {activityTime(entry.at, Date.now(), language)}
        </time>
      </div>
    </li>
  );
}
