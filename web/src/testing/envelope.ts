import type { ApiEnvelope } from '@tracker/contracts';

export const ok = <T>(data: T): ApiEnvelope<T> => ({ success: true, data, error: null });

export const failure = (error: string): ApiEnvelope<never> => ({ success: false, data: null, error });
