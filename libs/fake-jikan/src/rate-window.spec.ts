import { RateWindow } from './rate-window.js';

describe(RateWindow.name, () => {
  it('admits up to the per-second limit within one second, then refuses', () => {
    const window = new RateWindow({ perSecond: 3, perMinute: 60 });
    expect([0, 10, 20, 30].map((at) => window.admit(at))).toEqual([true, true, true, false]);
  });

  it('admits again once the oldest start is a whole second old', () => {
    const window = new RateWindow({ perSecond: 1, perMinute: 60 });
    expect(window.admit(0)).toBe(true);
    expect(window.admit(999)).toBe(false);
    expect(window.admit(1_000)).toBe(true);
  });

  it('counts only the requests it let through', () => {
    const window = new RateWindow({ perSecond: 1, perMinute: 60 });
    window.admit(0);
    for (let at = 100; at < 1_000; at += 100) window.admit(at);
    expect(window.admit(1_000)).toBe(true);
  });

  it('holds the per-minute limit over a sliding minute', () => {
    const window = new RateWindow({ perSecond: 100, perMinute: 2 });
    expect(window.admit(0)).toBe(true);
    expect(window.admit(30_000)).toBe(true);
    expect(window.admit(59_999)).toBe(false);
    expect(window.admit(60_000)).toBe(true);
    expect(window.admit(60_001)).toBe(false);
  });
});
