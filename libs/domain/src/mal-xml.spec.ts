import { type MalEntry, MalXmlError, parseMalXml, serializeMalXml } from './mal-xml.js';

/** The shape MAL's own export writes (fields the tracker ignores included). */
const MAL_FILE = `<?xml version="1.0" encoding="UTF-8" ?>
<!--
 Created by XML Export feature at MyAnimeList.net
 Version 1.1.0
-->
<myanimelist>
  <myinfo>
    <user_id>123</user_id>
    <user_name>spike</user_name>
    <user_export_type>1</user_export_type>
  </myinfo>
  <anime>
    <series_animedb_id>1</series_animedb_id>
    <series_title><![CDATA[Cowboy Bebop]]></series_title>
    <series_type>TV</series_type>
    <series_episodes>26</series_episodes>
    <my_id>0</my_id>
    <my_watched_episodes>26</my_watched_episodes>
    <my_start_date>2024-01-02</my_start_date>
    <my_finish_date>2024-02-03</my_finish_date>
    <my_rated></my_rated>
    <my_score>9</my_score>
    <my_status>Completed</my_status>
    <my_comments><![CDATA[]]></my_comments>
    <my_times_watched>2</my_times_watched>
    <my_tags><![CDATA[favorite, classics]]></my_tags>
  </anime>
  <anime>
    <series_animedb_id>5114</series_animedb_id>
    <series_title>Fullmetal Alchemist: Brotherhood &amp; more</series_title>
    <series_type>TV</series_type>
    <series_episodes>0</series_episodes>
    <my_watched_episodes>3</my_watched_episodes>
    <my_start_date>0000-00-00</my_start_date>
    <my_finish_date>0000-00-00</my_finish_date>
    <my_score>0</my_score>
    <my_status>6</my_status>
    <my_times_watched>0</my_times_watched>
    <my_tags></my_tags>
  </anime>
  <anime>
    <series_title><![CDATA[No id]]></series_title>
    <my_status>Rewatching</my_status>
  </anime>
</myanimelist>`;

describe(parseMalXml.name, () => {
  it("reads MAL's fields, CDATA and entities, numeric statuses and its zero placeholders", () => {
    const [bebop, fma, noId] = parseMalXml(MAL_FILE);
    expect(bebop).toEqual({
      animeId: 1,
      title: 'Cowboy Bebop',
      type: 'TV',
      episodes: 26,
      watchedEpisodes: 26,
      startDate: '2024-01-02',
      finishDate: '2024-02-03',
      score: 9,
      status: 'completed',
      statusText: 'Completed',
      timesWatched: 2,
      tags: ['favorite', 'classics'],
    });
    expect(fma).toMatchObject({
      animeId: 5114,
      title: 'Fullmetal Alchemist: Brotherhood & more',
      episodes: null,
      startDate: null,
      score: null,
      status: 'plan_to_watch',
      tags: [],
    });
    expect(noId).toMatchObject({ animeId: null, title: 'No id', status: null, statusText: 'Rewatching' });
  });

  it('refuses a file that is not a MAL export', () => {
    expect(() => parseMalXml('<html></html>')).toThrow(MalXmlError);
    expect(() => parseMalXml('<html></html>')).toThrow(
      'The file is not a MyAnimeList export: it has no <myanimelist> element.',
    );
  });
});

describe(serializeMalXml.name, () => {
  it('writes what it reads back unchanged, titles with markup included', () => {
    const entries: MalEntry[] = [
      ...parseMalXml(MAL_FILE).slice(0, 2),
      {
        ...parseMalXml(MAL_FILE)[0],
        animeId: 30,
        title: 'A <b>]]> tricky</b> & title',
        type: 'Movie',
        status: 'on_hold',
        statusText: 'On-Hold',
      },
    ];
    const written = serializeMalXml({ username: 'spike & jet', entries });
    expect(written).toContain('<user_name>spike &#38; jet</user_name>');
    expect(written).toContain('<user_total_anime>3</user_total_anime>');
    expect(parseMalXml(written)).toEqual(
      entries.map((entry) => ({
        ...entry,
        statusText: { completed: 'Completed', plan_to_watch: 'Plan to Watch', on_hold: 'On-Hold' }[
          entry.status as string
        ],
      })),
    );
  });

  it('leaves out titles without a status or an id', () => {
    const [, , noId] = parseMalXml(MAL_FILE);
    expect(serializeMalXml({ username: 'spike', entries: [noId] })).not.toContain('<anime>');
  });
});
