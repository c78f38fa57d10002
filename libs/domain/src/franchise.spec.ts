import { buildFranchise, FRANCHISE_LIMIT, type FranchiseNode, type RelationGroup } from './franchise.js';

const link = (relation: string, ...ids: number[]): RelationGroup => ({
  relation,
  entry: ids.map((mal_id) => ({ mal_id, type: 'anime', name: `Anime ${mal_id}` })),
});

const node = (year: number | null, ...relations: RelationGroup[]): FranchiseNode => ({ year, relations });

const graph = (entries: [number, FranchiseNode][]) => new Map(entries);

const groupIds = (franchise: ReturnType<typeof buildFranchise>) =>
  Object.fromEntries(
    franchise.groups.map(({ relation, entries }) => [relation, entries.map((e) => e.mal_id)]),
  );

describe('buildFranchise', () => {
  it('follows sequels and prequels breadth-first and groups anime by the relation that reached them', () => {
    const nodes = graph([
      [2, node(2015, link('Prequel', 1), link('Sequel', 3))],
      [1, node(2013, link('Sequel', 2))],
      [3, node(2017, link('Prequel', 2), link('Sequel', 4))],
      [4, node(2019, link('Prequel', 3))],
    ]);
    const franchise = buildFranchise(2, nodes);
    expect(franchise.malIds).toEqual([2, 1, 3, 4]);
    expect(groupIds(franchise)).toEqual({ Sequel: [4, 3], Prequel: [1] });
  });

  it('sorts the prequel group oldest first and the other groups newest first', () => {
    const nodes = graph([
      [10, node(2020, link('Prequel', 1, 2, 3), link('Side story', 4, 5, 6))],
      [1, node(2012)],
      [2, node(2008)],
      [3, node(2016)],
      [4, node(2021)],
      [5, node(2023)],
      [6, node(2022)],
    ]);
    expect(groupIds(buildFranchise(10, nodes))).toEqual({ Prequel: [2, 1, 3], 'Side story': [5, 6, 4] });
  });

  it('puts anime of unknown year last and keeps their discovery order', () => {
    const nodes = graph([
      [10, node(2020, link('Sequel', 1, 2, 3), link('Prequel', 4, 5))],
      [2, node(2021)],
      [5, node(2001)],
    ]);
    expect(groupIds(buildFranchise(10, nodes))).toEqual({ Sequel: [2, 1, 3], Prequel: [5, 4] });
  });

  it('follows alternative versions and side stories, in either spelling of Jikan', () => {
    const nodes = graph([
      [1, node(2009, link('Alternative Version', 2), link('Side Story', 3))],
      [2, node(2003, link('Side story', 4))],
    ]);
    const franchise = buildFranchise(1, nodes);
    expect(groupIds(franchise)).toEqual({ 'Alternative version': [2], 'Side story': [3, 4] });
  });

  it('ignores other relations and manga entries', () => {
    const nodes = graph([
      [
        1,
        node(
          2010,
          link('Adaptation', 2),
          link('Spin-Off', 3),
          link('Summary', 4),
          link('Character', 5),
          link('Other', 6),
          { relation: 'Sequel', entry: [{ mal_id: 7, type: 'manga', name: 'The manga' }] },
        ),
      ],
    ]);
    expect(buildFranchise(1, nodes)).toEqual({ malIds: [1], groups: [] });
  });

  it('visits each anime once so cycles end', () => {
    const nodes = graph([
      [1, node(2010, link('Sequel', 2), link('Alternative version', 3))],
      [2, node(2011, link('Prequel', 1), link('Alternative version', 3))],
      [3, node(2012, link('Alternative version', 1, 2))],
    ]);
    const franchise = buildFranchise(1, nodes);
    expect(franchise.malIds).toEqual([1, 2, 3]);
    expect(groupIds(franchise)).toEqual({ Sequel: [2], 'Alternative version': [3] });
  });

  it('stops at 20 anime, the start one included', () => {
    // A chain 1 → 2 → … → 30 of sequels.
    const nodes = graph(
      Array.from({ length: 30 }, (_, index) => [index + 1, node(2000 + index, link('Sequel', index + 2))]),
    );
    const franchise = buildFranchise(1, nodes);
    expect(franchise.malIds).toHaveLength(FRANCHISE_LIMIT);
    expect(franchise.malIds.at(-1)).toBe(20);
    expect(franchise.groups[0].entries).toHaveLength(FRANCHISE_LIMIT - 1);
  });

  it('stops at 20 anime even when one anime lists more relations', () => {
    const nodes = graph([
      [1, node(2010, link('Side story', ...Array.from({ length: 30 }, (_, i) => i + 2)))],
    ]);
    expect(buildFranchise(1, nodes).malIds).toHaveLength(FRANCHISE_LIMIT);
  });

  it('lists an anime missing from the nodes with an unknown year without following it', () => {
    const franchise = buildFranchise(1, graph([[1, node(2010, link('Sequel', 2))]]));
    expect(franchise.groups).toEqual([
      { relation: 'Sequel', entries: [{ mal_id: 2, type: 'anime', name: 'Anime 2', year: null }] },
    ]);
  });

  it('returns only the start anime when it is not among the nodes', () => {
    expect(buildFranchise(1, new Map())).toEqual({ malIds: [1], groups: [] });
  });
});
