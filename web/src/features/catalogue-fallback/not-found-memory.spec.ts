import { NOT_FOUND_MEMORY_MS, NotFoundMemory } from './not-found-memory';

describe(NotFoundMemory.name, () => {
  it('remembers an id as not found for one hour', () => {
    const clock = { time: 0, now: () => clock.time, sleep: async () => {} };
    const memory = new NotFoundMemory(clock);
    memory.remember(42);

    clock.time = NOT_FOUND_MEMORY_MS - 1;
    expect(memory.has(42)).toBe(true);
    expect(memory.has(43)).toBe(false);

    clock.time = NOT_FOUND_MEMORY_MS;
    expect(memory.has(42)).toBe(false);
  });
});
