// The record reads the inline boot script sent before the app arrived are taken over here, so a
// read is never sent twice and its answer goes through the client's one error mapping and retry.
import {
  AxiosError,
  AxiosHeaders,
  CanceledError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { bootView, type BootAnswer } from '../lib/bootView';

/**
 * The boot script's read of this very call, if it sent one that nobody has taken yet: both build
 * a read's address with `cardRecordReadPath`, so the same read has the same address.
 */
function bootReadOf(config: InternalAxiosRequestConfig): Promise<BootAnswer> | undefined {
  const boot = bootView();
  if (!boot || !config.url || (config.method ?? 'get').toLowerCase() !== 'get') return undefined;
  return boot.take(config.url);
}

/** The boot script's answer as the adapter it stands in for would have given it. */
function settle(config: InternalAxiosRequestConfig, answer: BootAnswer): AxiosResponse {
  if (answer.status === 0) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
  const headers = new AxiosHeaders();
  if (answer.retryAfter) headers.set('retry-after', answer.retryAfter);
  const response: AxiosResponse = {
    data: answer.text,
    status: answer.status,
    statusText: '',
    headers,
    config,
  };
  if (config.validateStatus ? config.validateStatus(answer.status) : true) return response;
  throw new AxiosError(
    `Request failed with status code ${answer.status}`,
    answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
    config,
    undefined,
    response,
  );
}

/** An adapter that answers from the boot script's reads when it can, else sends the call. */
export function adoptingAdapter(send: AxiosAdapter): AxiosAdapter {
  return (config) => {
    const adopted = bootReadOf(config);
    if (!adopted) return send(config);
    return new Promise((resolve, reject) => {
      const { signal } = config;
      const cancel = () => reject(new CanceledError(undefined, undefined, config));
      if (signal?.aborted) return cancel();
      signal?.addEventListener?.('abort', cancel, { once: true });
      adopted
        .then((answer) => resolve(settle(config, answer)))
        .catch(reject)
        .finally(() => signal?.removeEventListener?.('abort', cancel));
    });
  };
}
