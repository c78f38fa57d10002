import type { SlugSource } from '@tracker/domain';
import { Link } from 'react-router';

import { paths } from '../../../config/paths';

interface AnimeLinkProps {
  anime: SlugSource & { mal_id: number };
  className?: string;
}

/** An in-app link to a title's detail page, named by its title and pinned to its mal_id. */
export function AnimeLink({ anime, className }: AnimeLinkProps) {
  return (
    <Link to={paths.anime.getHref(anime)} state={paths.anime.getState(anime)} className={className}>
      {anime.title}
    </Link>
  );
}
