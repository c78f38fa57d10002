import { Link } from 'react-router';

import { paths } from '../../../config/paths';

/** An in-app link to another title's detail page, pinned to its mal_id (relations only know its title). */
export function RelatedAnimeLink({ malId, name }: { malId: number; name: string }) {
  const anime = { mal_id: malId, title: name };
  return (
    <Link to={paths.anime.getHref(anime)} state={paths.anime.getState(anime)}>
      {name}
    </Link>
  );
}
