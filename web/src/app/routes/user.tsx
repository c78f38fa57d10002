import { useParams } from 'react-router';

import { pageTitle } from '../../config/app';

export function UserRoute() {
  const { username = '' } = useParams();

  return (
    <section className="page-message" aria-labelledby="user-heading">
      <title>{pageTitle(`@${username}`)}</title>
      <h1 id="user-heading">@{username}</h1>
      <p>
        This user's public dashboard will live here: favorite anime and characters, lists, statistics and
        recent activity.
      </p>
      <p className="page-message__note">
        Anyone can view a public profile without signing in; private profiles stay hidden. Accounts are not
        open yet, so there are no profiles to show.
      </p>
    </section>
  );
}
