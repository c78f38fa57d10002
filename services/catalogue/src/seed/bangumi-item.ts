/** The parts of a bangumi-data item the seed reads (the package's own types are global declarations). */
export interface BangumiSite {
  site: string;
  id: string;
}

export interface BangumiItem {
  title: string;
  titleTranslate: Partial<Record<'ja' | 'en' | 'zh-Hans' | 'zh-Hant', string[]>>;
  type: 'tv' | 'web' | 'movie' | 'ova';
  lang: string;
  officialSite: string;
  begin: string;
  end: string;
  broadcast?: string;
  sites: BangumiSite[];
}

export interface BangumiSiteMeta {
  title: string;
  urlTemplate: string;
  type: 'info' | 'onair' | 'resource';
}

export interface BangumiData {
  siteMeta: Record<string, BangumiSiteMeta>;
  items: BangumiItem[];
}
