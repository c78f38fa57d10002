import type { INestMicroservice } from '@nestjs/common';
import type { BaseEnv } from '@tracker/config';
import type { MessageContract } from '@tracker/contracts';
import { createMicroservice } from '@tracker/microservice';
import { send, TrackerRedisClient, transportOptions } from '@tracker/redis';

/** A service module listening on the real transport in-process, and a client to call it with. */
export interface ServiceHarness {
  app: INestMicroservice;
  send<Q, R>(contract: MessageContract<Q, R>, payload: Q): Promise<R>;
  /**
   * The service's refusal (its code and message) of a payload of any shape, as a careless caller might
   * send it; rejects when the service takes it instead.
   */
  refusal<Q, R>(contract: MessageContract<Q, R>, payload: unknown): Promise<unknown>;
  close(): Promise<void>;
}

export async function startServiceHarness(
  service: string,
  module: unknown,
  env: BaseEnv,
): Promise<ServiceHarness> {
  const app = await createMicroservice(service, module, env);
  await app.listen();
  const client = new TrackerRedisClient(env.REDIS_PREFIX, transportOptions(env.REDIS_URL));
  await client.connect();
  const call = <Q, R>(contract: MessageContract<Q, R>, payload: Q) => send(client, contract, payload, 5000);
  return {
    app,
    send: call,
    refusal: (contract, payload) =>
      call(contract, payload as never).then(
        () => {
          throw new Error(`${contract.pattern} should have been refused`);
        },
        (error: { payload: unknown }) => error.payload,
      ),
    async close() {
      await client.close();
      await app.close();
    },
  };
}
