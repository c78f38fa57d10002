import { CATALOGUE, type UpstreamStatus } from '@tracker/contracts';

import type { ServiceClients } from '../transport/service-clients.js';
import { UPSTREAM_STATUS_KEEP_MS, UpstreamStatusReader } from './upstream-status.js';

/** A catalogue whose answers the test settles one by one. */
function catalogue() {
  const pending: Array<{ resolve: (status: UpstreamStatus) => void; reject: (error: Error) => void }> = [];
  const send = jest.fn(
    (_contract: unknown, _payload: unknown, _timeoutMs: number) =>
      new Promise<UpstreamStatus>((resolve, reject) => pending.push({ resolve, reject })),
  );
  const reader = new UpstreamStatusReader({ send } as unknown as ServiceClients);
  return { reader, send, pending };
}

const REACHABLE = { reachable: true, waiting: 3 };

describe(UpstreamStatusReader.name, () => {
  it('asks the catalogue once for every read within a second, then again', async () => {
    const { reader, send, pending } = catalogue();
    const first = reader.read(1_500, 0);
    const meanwhile = reader.read(1_500, 10);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(CATALOGUE.upstreamStatus, {}, 1_500);
    pending[0].resolve(REACHABLE);
    expect(await first).toBe(REACHABLE);
    expect(await meanwhile).toBe(REACHABLE);
    expect(await reader.read(1_500, UPSTREAM_STATUS_KEEP_MS - 1)).toBe(REACHABLE);
    expect(send).toHaveBeenCalledTimes(1);

    const later = reader.read(1_500, UPSTREAM_STATUS_KEEP_MS);
    expect(send).toHaveBeenCalledTimes(2);
    pending[1].resolve({ reachable: false, waiting: 0 });
    expect(await later).toEqual({ reachable: false, waiting: 0 });
  });

  it('keeps no failure: the next read asks again', async () => {
    const { reader, send, pending } = catalogue();
    const failed = reader.read(1_500, 0);
    pending[0].reject(new Error('The catalogue is unavailable.'));
    await expect(failed).rejects.toThrow('The catalogue is unavailable.');
    const next = reader.read(1_500, 1);
    expect(send).toHaveBeenCalledTimes(2);
    pending[1].resolve(REACHABLE);
    expect(await next).toBe(REACHABLE);
  });
});
