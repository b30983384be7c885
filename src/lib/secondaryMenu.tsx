import React, { createContext, useContext, useEffect, useState } from 'react';

/**
 * Lets a page (a guide or API page) put its own sidebar into the mobile menu as the secondary menu.
 * The page registers it after mounting; the mobile menu is only usable after hydration anyway.
 */
interface SecondaryMenuValue {
  readonly content: React.ReactNode | null;
  readonly setContent: (content: React.ReactNode | null) => void;
}

const SecondaryMenuContext = createContext<SecondaryMenuValue | null>(null);

export function SecondaryMenuProvider({ children }: { readonly children: React.ReactNode }): JSX.Element {
  const [content, setContent] = useState<React.ReactNode | null>(null);
  return <SecondaryMenuContext.Provider value={{ content, setContent }}>{children}</SecondaryMenuContext.Provider>;
}

export function useSecondaryMenuContent(): React.ReactNode | null {
  return useContext(SecondaryMenuContext)?.content ?? null;
}

/** Renders nothing in place; shows `children` as the mobile menu's secondary menu while mounted. */
export function SecondaryMenuFiller({ children }: { readonly children: React.ReactNode }): null {
  const context = useContext(SecondaryMenuContext);
  const setContent = context?.setContent;
  useEffect(() => {
    setContent?.(children);
    return () => setContent?.(null);
  }, [children, setContent]);
  return null;
}
