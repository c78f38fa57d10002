import { translator } from '../../../i18n/use-translation';
import { databaseName } from './use-database-name';

describe(databaseName.name, () => {
  const spanish = translator('database', 'es');
  const english = translator('database', 'en');

  it.each([
    ['genres', 'Slice of Life', 'Recuentos de la vida'],
    ['genres', 'Shounen', 'Shounen'],
    ['genres', 'Isekai', 'Isekai'],
    ['genres', 'Kids', 'Infantil'],
    ['relations', 'Side Story', 'Historia paralela'],
    ['relations', 'Alternative Version', 'Versión alternativa'],
    ['types', 'Movie', 'Película'],
    ['sources', 'Light novel', 'Novela ligera'],
    ['ratings', 'R - 17+ (violence & profanity)', 'R - 17+ (violencia y lenguaje soez)'],
  ] as const)('says the %s name %s in Spanish', (kind, name, spanishName) => {
    expect(databaseName(spanish, kind, name)).toBe(spanishName);
  });

  it('finds a name in either of the database’s spellings', () => {
    expect(databaseName(spanish, 'relations', 'Side story')).toBe('Historia paralela');
    expect(databaseName(spanish, 'relations', 'Full story')).toBe('Historia completa');
    expect(databaseName(spanish, 'relations', 'Alternative version')).toBe('Versión alternativa');
  });

  it('shows a name as it came in English, whichever its spelling', () => {
    expect(databaseName(english, 'genres', 'Slice of Life')).toBe('Slice of Life');
    expect(databaseName(english, 'relations', 'Side story')).toBe('Side story');
  });

  it.each(['Seafaring', 'Zombie Apocalypse', 'Dr. Stone', 'Note: new', ''])(
    'shows the unknown name %j as it came',
    (name) => {
      expect(databaseName(spanish, 'genres', name)).toBe(name);
    },
  );
});
