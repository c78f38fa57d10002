import {
  durationMinutes,
  episodeNumberError,
  isListStatus,
  parseEpisodeNumber,
  parseScore,
  scoreError,
  statusError,
} from './list-rules.js';

describe('list rules', () => {
  it('knows the five statuses and names them when refusing another', () => {
    expect(isListStatus('on_hold')).toBe(true);
    expect(isListStatus('favorite')).toBe(false);
    expect(statusError('rewatching')).toBe(
      "status must be one of watching, completed, on_hold, dropped, plan_to_watch, got 'rewatching'.",
    );
  });

  it('accepts whole scores from 1 to 10 and null, nothing else', () => {
    expect(parseScore(1)).toBe(1);
    expect(parseScore(10)).toBe(10);
    expect(parseScore(null)).toBeNull();
    for (const bad of [0, 11, 7.5, '8', undefined, true]) expect(parseScore(bad)).toBeUndefined();
    expect(scoreError(11)).toBe("score must be a whole number from 1 to 10, or null to remove it, got '11'.");
  });

  it('keeps episode numbers within the known count, or a sanity bound when unknown', () => {
    expect(parseEpisodeNumber(12, 12)).toBe(12);
    expect(parseEpisodeNumber(13, 12)).toBeNull();
    expect(parseEpisodeNumber(0, null)).toBeNull();
    expect(parseEpisodeNumber(500, null)).toBe(500);
    expect(episodeNumberError(13, 12)).toBe(
      "episodeNumber must be a whole number from 1 to 12 (the title's episode count), got '13'.",
    );
  });

  it('reads minutes per episode from the duration text', () => {
    expect(durationMinutes('24 min per ep')).toBe(24);
    expect(durationMinutes('1 hr 55 min')).toBe(115);
    expect(durationMinutes('2 hr')).toBe(120);
    expect(durationMinutes('30 sec per ep')).toBe(0.5);
    expect(durationMinutes('Unknown')).toBeNull();
    expect(durationMinutes(null)).toBeNull();
  });
});
