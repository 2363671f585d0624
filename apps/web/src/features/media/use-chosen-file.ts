import { useCallback, useEffect, useRef, useState } from 'react';

/** The chosen file and an object URL for its preview; the URL is revoked when replaced or on unmount. */
export function useChosenFile(): [{ file: File; url: string } | null, (file: File | null) => void] {
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const urlRef = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
      urlRef.current = null;
    },
    [],
  );
  const replace = useCallback((file: File | null) => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = file ? URL.createObjectURL(file) : null;
    setChosen(file && urlRef.current ? { file, url: urlRef.current } : null);
  }, []);
  return [chosen, replace];
}
