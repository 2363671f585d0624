import type { ComponentType } from 'react';
import { CHUNK_TIMEOUT_MS } from '@vitrina/contract/constants';

/** Loads a route chunk; a chunk that has not arrived after 120 s fails (spec §2). */
export function lazyRoute(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('chunk load timed out')), CHUNK_TIMEOUT_MS);
    });
    try {
      const module = await Promise.race([load(), timeout]);
      return { Component: module.default };
    } finally {
      clearTimeout(timer);
    }
  };
}
