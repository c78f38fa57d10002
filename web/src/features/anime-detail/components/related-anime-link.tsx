import { AnimeLink } from '../../anime/components/anime-link';

/** An in-app link to another title's detail page, pinned to its mal_id (relations only know its title). */
export function RelatedAnimeLink({ malId, name }: { malId: number; name: string }) {
  return <AnimeLink anime={{ mal_id: malId, title: name }} />;
}
