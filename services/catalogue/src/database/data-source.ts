import { SERVICE_SCHEMAS } from '@tracker/contracts';
import type { ServiceDataSourceOptions } from '@tracker/database';

import { AnimeEntity } from '../anime/anime.entity.js';
import { AnimeResourceEntity } from '../details/anime-resource.entity.js';
import { CreateAnime1763784000000 } from './migrations/1763784000000-CreateAnime.js';
import { AddSearchIndexes1763870400000 } from './migrations/1763870400000-AddSearchIndexes.js';
import { CreateAnimeResources1763956800000 } from './migrations/1763956800000-CreateAnimeResources.js';
import { AddRelationshipIndexes1764043200000 } from './migrations/1764043200000-AddRelationshipIndexes.js';
import { AddSeasonTypeIndex1764129600000 } from './migrations/1764129600000-AddSeasonTypeIndex.js';
import { RecordSearchTextExpression1764560000000 } from './migrations/1764560000000-RecordSearchTextExpression.js';

/** The catalogue's schema, entities and migrations: shared by the app and the migrate command. */
export function catalogueDataSourceOptions(url: string): ServiceDataSourceOptions {
  return {
    url,
    schema: SERVICE_SCHEMAS.catalogue,
    entities: [AnimeEntity, AnimeResourceEntity],
    migrations: [
      CreateAnime1763784000000,
      AddSearchIndexes1763870400000,
      CreateAnimeResources1763956800000,
      AddRelationshipIndexes1764043200000,
      AddSeasonTypeIndex1764129600000,
      RecordSearchTextExpression1764560000000,
    ],
  };
}
