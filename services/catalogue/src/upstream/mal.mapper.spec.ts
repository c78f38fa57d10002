import { fromMalNode, MAL_DETAIL_FIELDS, MAL_LIST_FIELDS, type MalNode } from './mal.mapper.js';

/** A detail node with every field the mapping reads, in MAL v2's shape (our own title). */
const fullNode: MalNode = {
  id: 12345,
  title: 'Lantern Street: The Night Couriers!',
  main_picture: {
    medium: 'https://api-cdn.myanimelist.net/images/anime/8/18502.jpg',
    large: 'https://api-cdn.myanimelist.net/images/anime/8/18502l.jpg',
  },
  alternative_titles: {
    synonyms: ['Lantern Street', 'LSNC'],
    en: 'Lantern Street Couriers',
    ja: 'ランタン通り',
  },
  start_date: '2024-04-06',
  end_date: '2024-06-22',
  synopsis: 'Couriers deliver letters by night.',
  background: 'Based on a web manga.',
  mean: 8.12,
  rank: 310,
  popularity: 1205,
  num_list_users: 245_000,
  num_scoring_users: 120_400,
  genres: [
    { id: 1, name: 'Action' },
    { id: 36, name: 'Slice of Life' },
    { id: 17, name: 'Martial Arts' },
    { id: 27, name: 'Shounen' },
  ],
  media_type: 'tv',
  status: 'finished_airing',
  num_episodes: 12,
  start_season: { year: 2024, season: 'spring' },
  broadcast: { day_of_the_week: 'saturday', start_time: '23:30' },
  source: 'web_manga',
  average_episode_duration: 1440,
  rating: 'pg_13',
  studios: [{ id: 56, name: 'A-1 Pictures' }],
};

/** What MAL sends when `fields` asks for nothing (ranking and suggestion samples look like this). */
const bareNode: MalNode = {
  id: 40028,
  title: 'Bare Title',
  main_picture: {
    medium: 'https://api-cdn.myanimelist.net/images/anime/1000/110531.jpg',
    large: 'https://api-cdn.myanimelist.net/images/anime/1000/110531l.jpg',
  },
};

describe(fromMalNode.name, () => {
  it('maps a full MAL v2 node to the anime shape', () => {
    const medium = 'https://api-cdn.myanimelist.net/images/anime/8/18502.jpg';
    const large = 'https://api-cdn.myanimelist.net/images/anime/8/18502l.jpg';
    const pictures = { image_url: medium, small_image_url: medium, large_image_url: large };
    expect(fromMalNode(fullNode)).toEqual({
      mal_id: 12345,
      url: 'https://myanimelist.net/anime/12345/Lantern_Street__The_Night_Couriers',
      images: { jpg: pictures, webp: pictures },
      titles: [
        { type: 'Default', title: 'Lantern Street: The Night Couriers!' },
        { type: 'Synonym', title: 'Lantern Street' },
        { type: 'Synonym', title: 'LSNC' },
        { type: 'Japanese', title: 'ランタン通り' },
        { type: 'English', title: 'Lantern Street Couriers' },
      ],
      title: 'Lantern Street: The Night Couriers!',
      title_english: 'Lantern Street Couriers',
      title_japanese: 'ランタン通り',
      title_synonyms: ['Lantern Street', 'LSNC'],
      type: 'TV',
      source: 'Web manga',
      episodes: 12,
      status: 'Finished Airing',
      airing: false,
      aired: {
        from: '2024-04-06T00:00:00+00:00',
        to: '2024-06-22T00:00:00+00:00',
        string: 'Apr 6, 2024 to Jun 22, 2024',
      },
      duration: '24 min per ep',
      rating: 'PG-13 - Teens 13 or older',
      score: 8.12,
      scored_by: 120_400,
      rank: 310,
      popularity: 1205,
      members: 245_000,
      favorites: null,
      synopsis: 'Couriers deliver letters by night.',
      background: 'Based on a web manga.',
      season: 'spring',
      year: 2024,
      broadcast: {
        day: 'Saturdays',
        time: '23:30',
        timezone: 'Asia/Tokyo',
        string: 'Saturdays at 23:30 (JST)',
      },
      producers: [],
      studios: [
        {
          mal_id: 56,
          type: 'anime',
          name: 'A-1 Pictures',
          url: 'https://myanimelist.net/anime/producer/56/A-1_Pictures',
        },
      ],
      genres: [
        { mal_id: 1, type: 'anime', name: 'Action', url: 'https://myanimelist.net/anime/genre/1/Action' },
        {
          mal_id: 36,
          type: 'anime',
          name: 'Slice of Life',
          url: 'https://myanimelist.net/anime/genre/36/Slice_of_Life',
        },
        {
          mal_id: 17,
          type: 'anime',
          name: 'Martial Arts',
          url: 'https://myanimelist.net/anime/genre/17/Martial_Arts',
        },
      ],
      themes: [],
      demographics: [
        { mal_id: 27, type: 'anime', name: 'Shounen', url: 'https://myanimelist.net/anime/genre/27/Shounen' },
      ],
    });
  });

  it('leaves everything a bare node lacks empty rather than guessing', () => {
    expect(fromMalNode(bareNode)).toMatchObject({
      mal_id: 40028,
      titles: [{ type: 'Default', title: 'Bare Title' }],
      title_english: null,
      title_japanese: null,
      title_synonyms: [],
      type: null,
      source: null,
      episodes: null,
      status: null,
      airing: false,
      aired: { from: null, to: null, string: 'Not available' },
      duration: null,
      rating: null,
      score: null,
      members: null,
      synopsis: null,
      season: null,
      year: null,
      broadcast: { day: null, time: null, timezone: null, string: null },
      studios: [],
      genres: [],
      demographics: [],
    });
    expect(fromMalNode({ id: 1, title: 'No picture' }).images.jpg).toEqual({
      image_url: null,
      small_image_url: null,
      large_image_url: null,
    });
  });

  it.each([
    ['tv', 'TV'],
    ['movie', 'Movie'],
    ['ova', 'OVA'],
    ['ona', 'ONA'],
    ['special', 'Special'],
    ['music', 'Music'],
    ['tv_special', 'TV Special'],
    ['unknown', null],
  ])('names media type %s as %s', (mediaType, type) => {
    expect(fromMalNode({ ...bareNode, media_type: mediaType }).type).toBe(type);
  });

  it.each([
    ['finished_airing', 'Finished Airing', false],
    ['currently_airing', 'Currently Airing', true],
    ['not_yet_aired', 'Not yet aired', false],
  ])('names status %s as %s', (malStatus, status, airing) => {
    expect(fromMalNode({ ...bareNode, status: malStatus })).toMatchObject({ status, airing });
  });

  it.each([
    ['g', 'G - All Ages'],
    ['pg', 'PG - Children'],
    ['r', 'R - 17+ (violence & profanity)'],
    ['r+', 'R+ - Mild Nudity'],
    ['rx', 'Rx - Hentai'],
  ])('spells rating %s as Jikan does', (code, rating) => {
    expect(fromMalNode({ ...bareNode, rating: code }).rating).toBe(rating);
  });

  it.each([
    ['original', 'Original'],
    ['light_novel', 'Light novel'],
    ['4_koma_manga', '4-koma manga'],
    ['other', 'Other'],
  ])('spells source %s as Jikan does', (code, source) => {
    expect(fromMalNode({ ...bareNode, source: code }).source).toBe(source);
  });

  it.each([
    [1440, 12, '24 min per ep'],
    [1420, 0, '23 min per ep'],
    [6840, 1, '1 hr 54 min'],
    [3600, 1, '1 hr'],
    [30, 24, '30 sec per ep'],
    [0, 12, null],
  ])('writes %i seconds over %i episodes as %s', (seconds, episodes, duration) => {
    const node = { ...bareNode, average_episode_duration: seconds, num_episodes: episodes };
    expect(fromMalNode(node).duration).toBe(duration);
  });

  it('writes airing dates as Jikan does: ongoing, one day, partial and missing dates', () => {
    const aired = (node: Partial<MalNode>) => fromMalNode({ ...bareNode, ...node }).aired;
    expect(aired({ start_date: '2026-10-03', status: 'currently_airing' })).toEqual({
      from: '2026-10-03T00:00:00+00:00',
      to: null,
      string: 'Oct 3, 2026 to ?',
    });
    expect(aired({ start_date: '2001-07-20', end_date: '2001-07-20', status: 'finished_airing' })).toEqual({
      from: '2001-07-20T00:00:00+00:00',
      to: null,
      string: 'Jul 20, 2001',
    });
    expect(aired({ start_date: '2027-01', status: 'not_yet_aired' }).string).toBe('Jan 2027 to ?');
    expect(aired({ start_date: '2027', status: 'not_yet_aired' })).toEqual({
      from: '2027-01-01T00:00:00+00:00',
      to: null,
      string: '2027 to ?',
    });
    expect(aired({ start_date: 'soon' }).string).toBe('Not available');
  });

  it('keeps a broadcast day without a usable time, and drops MAL’s "other" day', () => {
    expect(fromMalNode({ ...bareNode, broadcast: { day_of_the_week: 'monday' } }).broadcast).toEqual({
      day: 'Mondays',
      time: null,
      timezone: 'Asia/Tokyo',
      string: 'Mondays',
    });
    expect(
      fromMalNode({ ...bareNode, broadcast: { day_of_the_week: 'other', start_time: '12:00' } }).broadcast
        .day,
    ).toBeNull();
  });

  it('treats empty alternative titles, texts and episode counts as unknown', () => {
    const anime = fromMalNode({
      ...bareNode,
      alternative_titles: { synonyms: [], en: '', ja: '' },
      synopsis: '',
      num_episodes: 0,
      start_season: { year: 2026, season: 'monsoon' },
    });
    expect(anime).toMatchObject({
      title_english: null,
      title_japanese: null,
      synopsis: null,
      episodes: null,
      season: null,
      year: null,
    });
    expect(anime.titles).toEqual([{ type: 'Default', title: 'Bare Title' }]);
  });

  it('asks MAL for every field it maps, and for the background on the detail endpoint only', () => {
    const mapped = Object.keys(fullNode).filter((key) => !['id', 'title', 'main_picture'].includes(key));
    expect(MAL_DETAIL_FIELDS.split(',').sort()).toEqual(mapped.sort());
    expect(MAL_LIST_FIELDS.split(',')).not.toContain('background');
  });
});
