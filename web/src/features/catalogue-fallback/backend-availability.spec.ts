import {
  BackendAvailability,
  FAILURE_COOL_DOWN_MS,
  FIRST_HEALTH_CHECK_MS,
  HEALTH_CHECK_INTERVAL_MS,
  HEALTH_REUSE_MS,
  HEALTH_TIMEOUT_MS,
  scheduleHealthChecks,
} from './backend-availability';

function setup({ healthy = true, topLacksImages = false } = {}) {
  const cache = {
    clear: jest.fn(async () => {}),
    topListLacksImages: jest.fn(async () => topLacksImages),
  };
  const probe = jest.fn(async () => healthy);
  const availability = new BackendAvailability({ cache, probe });
  return { availability, cache, probe };
}

describe(BackendAvailability.name, () => {
  beforeEach(() => jest.useFakeTimers({ now: Date.UTC(2026, 10, 23, 12) }));
  afterEach(() => jest.useRealTimers());

  it('counts the backend as unavailable for 60 s after a failure', () => {
    const { availability } = setup();
    expect(availability.isAvailable()).toBe(true);

    availability.reportFailure();
    jest.advanceTimersByTime(FAILURE_COOL_DOWN_MS - 1);
    expect(availability.isAvailable()).toBe(false);

    jest.advanceTimersByTime(1);
    expect(availability.isAvailable()).toBe(true);
  });

  it('reuses a health result for 30 s', async () => {
    const { availability, probe } = setup();

    await expect(availability.checkHealth()).resolves.toBe(true);
    jest.advanceTimersByTime(HEALTH_REUSE_MS - 1);
    await availability.checkHealth();
    expect(probe).toHaveBeenCalledTimes(1);

    jest.advanceTimersByTime(1);
    await availability.checkHealth();
    expect(probe).toHaveBeenCalledTimes(2);
  });

  it('clears the whole local cache and starts the cool-down when the backend is unhealthy', async () => {
    const { availability, cache } = setup({ healthy: false });

    await expect(availability.checkHealth()).resolves.toBe(false);

    expect(cache.clear).toHaveBeenCalledTimes(1);
    expect(availability.isAvailable()).toBe(false);
  });

  it('counts a health check that takes over 3 s as unhealthy', async () => {
    const { availability, probe, cache } = setup();
    probe.mockImplementation(() => new Promise<boolean>(() => {}));

    const result = availability.checkHealth();
    await jest.advanceTimersByTimeAsync(HEALTH_TIMEOUT_MS);

    await expect(result).resolves.toBe(false);
    expect(cache.clear).toHaveBeenCalled();
  });

  it('clears the local cache when the cached top list lacks images, though the backend is healthy', async () => {
    const lacking = setup({ topLacksImages: true });
    const complete = setup();

    await lacking.availability.checkHealth();
    await complete.availability.checkHealth();

    expect(lacking.cache.clear).toHaveBeenCalledTimes(1);
    expect(complete.cache.clear).not.toHaveBeenCalled();
    expect(lacking.availability.isAvailable()).toBe(true);
  });

  it('checks health 30 s after start and then every 5 minutes, until stopped', async () => {
    const { availability, probe } = setup();
    const stop = scheduleHealthChecks(() => availability.checkHealth());

    await jest.advanceTimersByTimeAsync(FIRST_HEALTH_CHECK_MS - 1);
    expect(probe).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(probe).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(HEALTH_CHECK_INTERVAL_MS * 2);
    expect(probe).toHaveBeenCalledTimes(3);

    stop();
    await jest.advanceTimersByTimeAsync(HEALTH_CHECK_INTERVAL_MS);
    expect(probe).toHaveBeenCalledTimes(3);
  });
});
