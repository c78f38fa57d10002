import { slugMatches } from './slug-match.js';

const titan = {
  title: 'Shingeki no Kyojin',
  title_english: 'Attack on Titan',
  title_synonyms: ['AoT', 'SnK'],
};

describe('slugMatches', () => {
  it('matches the slug of the English title', () => {
    expect(slugMatches('attack-on-titan', titan)).toBe(true);
  });

  it('matches the slug of the original title', () => {
    expect(slugMatches('shingeki-no-kyojin', titan)).toBe(true);
  });

  it('matches the slug of a synonym', () => {
    expect(slugMatches('snk', titan)).toBe(true);
  });

  it('normalises the slug it is given before comparing', () => {
    expect(slugMatches('Attack-On-Titan', titan)).toBe(true);
    expect(slugMatches('attack_on__titan', titan)).toBe(true);
  });

  it('matches when 3 significant words overlap and cover 70% of the shorter list', () => {
    const anime = { title: 'Sword Art Online: Alicization - War of Underworld', title_english: null };
    // Shared: sword, art, online, alicization (4 of the slug's 4 significant words).
    expect(slugMatches('sword-art-online-alicization', anime)).toBe(true);
  });

  it('ignores words of 2 characters or fewer when counting the overlap', () => {
    const anime = { title: 'My Hero Academia', title_english: null };
    // Only 'hero' and 'academia' are significant, so the overlap can never reach 3.
    expect(slugMatches('my-hero-academia-season-2', anime)).toBe(false);
  });

  it('rejects an overlap of 3 words that is under 70% of the shorter list', () => {
    const anime = { title: 'Kimetsu no Yaiba Mugen Ressha Hen Movie Edition', title_english: null };
    // Shared: kimetsu, yaiba, mugen = 3 of 5 significant slug words (60%).
    expect(slugMatches('kimetsu-yaiba-mugen-train-arc', anime)).toBe(false);
  });

  it('accepts an overlap of exactly 70% of the shorter list', () => {
    const anime = {
      title: 'alpha beta gamma delta epsilon zeta theta iota kappa lambda',
      title_english: null,
    };
    // 7 of the slug's 10 significant words are in the title.
    expect(slugMatches('alpha-beta-gamma-delta-epsilon-zeta-theta-omega-sigma-upsilon', anime)).toBe(true);
  });

  it('does not match a different title with fewer than 3 shared words', () => {
    expect(slugMatches('attack-on-giants', titan)).toBe(false);
  });

  it('never matches an empty slug, even against a title that slugs to nothing', () => {
    expect(slugMatches('', { title: '?!', title_english: null })).toBe(false);
    expect(slugMatches('--', titan)).toBe(false);
  });

  it('tolerates missing synonyms', () => {
    expect(slugMatches('cowboy-bebop', { title: 'Cowboy Bebop', title_synonyms: null })).toBe(true);
  });
});
