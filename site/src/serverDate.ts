import { useEffect, useState } from 'react';
import type { GuessdleApi } from '@guessdle/api';

// One request per API client and page load: the home card and the win boxes' Crono link share it.
const requests = new WeakMap<GuessdleApi, Promise<string | null>>();

function serverDate(api: GuessdleApi): Promise<string | null> {
  let request = requests.get(api);
  if (!request) {
    request = api.getServerDate().then(
      ({ date }) => date,
      () => {
        // A failed request is asked again next time rather than remembered.
        requests.delete(api);
        return null;
      },
    );
    requests.set(api, request);
  }
  return request;
}

/** The server's date (YYYY-MM-DD): the daily Crono game's id. Null until known (or on failure). */
export function useServerDate(api: GuessdleApi): string | null {
  const [date, setDate] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void serverDate(api).then((value) => {
      if (live) setDate(value);
    });
    return () => {
      live = false;
    };
  }, [api]);
  return date;
}
