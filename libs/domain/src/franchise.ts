/** One entry of a Jikan relations group; `type` is 'anime' or 'manga'. */
export interface RelationEntry {
  mal_id: number;
  type: string;
  name: string;
}

/** A Jikan relations group, e.g. `{ relation: 'Sequel', entry: [...] }`. */
export interface RelationGroup {
  relation: string;
  entry: readonly RelationEntry[];
}

/** What the franchise walk needs to know of one anime the caller has loaded. */
export interface FranchiseNode {
  year: number | null;
  relations: readonly RelationGroup[];
}

/** Spec §9: the only relations a franchise follows, in the order its groups are listed. */
export const FRANCHISE_RELATIONS = ['Sequel', 'Prequel', 'Alternative version', 'Side story'] as const;
export type FranchiseRelation = (typeof FRANCHISE_RELATIONS)[number];

/** Spec §9: a franchise stops growing at this many anime, the start one included. */
export const FRANCHISE_LIMIT = 20;

export interface FranchiseEntry extends RelationEntry {
  /** Null when the anime is not among the provided nodes or its year is unknown. */
  year: number | null;
}

export interface FranchiseGroup {
  relation: FranchiseRelation;
  entries: FranchiseEntry[];
}

export interface Franchise {
  /** Every anime of the franchise in breadth-first order, the start one first. */
  malIds: number[];
  /** Non-empty groups in FRANCHISE_RELATIONS order; the start anime is in none. */
  groups: FranchiseGroup[];
}

/** Jikan spells these both 'Side story' and 'Side Story', so they are matched case-insensitively. */
const RELATION_BY_KEY = new Map<string, FranchiseRelation>(
  FRANCHISE_RELATIONS.map((relation) => [relation.toLowerCase(), relation]),
);

/** Spec §9 final reading: prequels oldest first, every other group newest first; unknown years last. */
function compareYears(relation: FranchiseRelation) {
  const direction = relation === 'Prequel' ? 1 : -1;
  return (a: FranchiseEntry, b: FranchiseEntry): number => {
    if (a.year === b.year) return 0;
    if (a.year === null) return 1;
    if (b.year === null) return -1;
    return direction * (a.year - b.year);
  };
}

/**
 * Spec §9 franchise: walks the relations graph breadth-first from `startId`, following only Sequel,
 * Prequel, Alternative version and Side story links to anime (never manga), visiting each anime once
 * so cycles end, and stopping at FRANCHISE_LIMIT anime. Each anime is grouped under the relation of
 * the link it was first reached by.
 *
 * Pure and synchronous over `nodes`, so a service can load the rows from its database and a browser
 * from its cache. An anime missing from `nodes` still joins the franchise, but its own relations
 * cannot be followed and its year is null.
 */
export function buildFranchise(startId: number, nodes: ReadonlyMap<number, FranchiseNode>): Franchise {
  const malIds = [startId];
  const visited = new Set(malIds);
  const found = new Map<FranchiseRelation, FranchiseEntry[]>();

  for (let head = 0; head < malIds.length && visited.size < FRANCHISE_LIMIT; head++) {
    for (const group of nodes.get(malIds[head])?.relations ?? []) {
      const relation = RELATION_BY_KEY.get(group.relation.toLowerCase());
      if (!relation) continue;
      for (const { mal_id, type, name } of group.entry) {
        if (visited.size >= FRANCHISE_LIMIT) break;
        if (type.toLowerCase() !== 'anime' || visited.has(mal_id)) continue;
        visited.add(mal_id);
        malIds.push(mal_id);
        const entries = found.get(relation) ?? [];
        entries.push({ mal_id, type, name, year: nodes.get(mal_id)?.year ?? null });
        found.set(relation, entries);
      }
    }
  }

  const groups = FRANCHISE_RELATIONS.flatMap((relation) => {
    const entries = found.get(relation);
    return entries ? [{ relation, entries: entries.sort(compareYears(relation)) }] : [];
  });
  return { malIds, groups };
}
